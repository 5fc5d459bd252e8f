//! Fuzz target `verify`: see `tessera::fuzzing::verify_generated` (a panic or an error is a bug).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = tessera::fuzzing::verify_generated(data) {
        panic!("{e}");
    }
});
