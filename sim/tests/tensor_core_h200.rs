//! The tensor-core rule against the H200: 64 random m16n8k16 steps per input type, recorded on
//! the GPU by `bench-gpu mma-probe` (docs/benchmarks.md#the-tensor-cores-accumulation-rule says
//! when and on which driver), reproduced bit for bit.
//!
//! Each record is 1,792 bytes, little-endian: A (16 x 16, 16-bit floats, row-major), B (16 x 8),
//! C (16 x 8 f32) and the GPU's D (16 x 8 f32). The records mix binade spreads of the inputs
//! (all in one binade up to eight binades) and accumulators from 2^-9 to 2^9 times the products.

use half::{bf16, f16};
use tessera_sim::tensor_core::mma_step_f32;

fn check(file: &str, bf: bool) {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let raw = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(raw.len() % 1792, 0, "{path}: not whole records");
    let u16s = |b: &[u8]| -> Vec<f64> {
        b.chunks(2)
            .map(|c| {
                let bits = u16::from_le_bytes([c[0], c[1]]);
                if bf {
                    bf16::from_bits(bits).to_f64()
                } else {
                    f16::from_bits(bits).to_f64()
                }
            })
            .collect()
    };
    let f32s = |b: &[u8]| -> Vec<f32> { b.chunks(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect() };
    let emin = if bf { -126 } else { -14 };
    let (mut outputs, mut differ) = (0, Vec::new());
    for (r, rec) in raw.chunks(1792).enumerate() {
        let (a, b) = (u16s(&rec[..512]), u16s(&rec[512..768]));
        let (c, d) = (f32s(&rec[768..1280]), f32s(&rec[1280..]));
        for i in 0..16 {
            for j in 0..8 {
                let col: Vec<f64> = (0..16).map(|k| b[k * 8 + j]).collect();
                let got = mma_step_f32(c[i * 8 + j], &a[i * 16..i * 16 + 16], &col, emin);
                outputs += 1;
                if got.to_bits() != d[i * 8 + j].to_bits() {
                    differ.push(format!("record {r} [{i}][{j}]: model {got:e}, H200 {:e}", d[i * 8 + j]));
                }
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{file}: {} of {outputs} differ:\n{}",
        differ.len(),
        differ[..differ.len().min(10)].join("\n")
    );
}

#[test]
fn f16_steps_match_the_h200_bit_for_bit() {
    check("mma_h200_f16.bin", false);
}

#[test]
fn bf16_steps_match_the_h200_bit_for_bit() {
    check("mma_h200_bf16.bin", true);
}
