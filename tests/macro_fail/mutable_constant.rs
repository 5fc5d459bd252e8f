use tessera::dsl::*;

#[tessera::kernel]
fn sum<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>, n: i32) {
    let mut acc = 0.0;
    for k in (0..n).step_by(BLOCK) {
        acc = acc + load(x + k + arange(0, BLOCK)).sum(0);
    }
    store(out, acc);
}

fn main() {}
