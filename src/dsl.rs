//! The signature types of `#[tessera::kernel]` functions (see `tessera_macros` for the macro):
//! [`Ptr<T>`] for a buffer of `T`, and `f16` / `bf16` (from `half`) beside Rust's own scalars.
//! `use tessera::dsl::*;` brings them into scope.
//!
//! The macro reads the signature itself and expands the body to builder calls, so these types
//! are markers: the expansion names them only so that rustc checks that they are in scope. The
//! body's functions (`program_id`, `arange`, `load`, `store`, `dot`, ...) are rewritten by the
//! macro and need no import. `__private` holds what the expansion calls.

use std::marker::PhantomData;

pub use half::{bf16, f16};

/// A kernel parameter pointing to elements of `T` (`Ptr<f32>`): a buffer at launch.
pub struct Ptr<T>(PhantomData<T>);

#[doc(hidden)]
pub mod __private {
    use tessera_ir::Tv;

    /// Names a `let`-bound value for printing, unless it has a name (a parameter's).
    pub fn named<'b>(t: Tv<'b>, name: &str) -> Tv<'b> {
        t.named_if_unnamed(name)
    }
}
