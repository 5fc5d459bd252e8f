use tessera::dsl::*;

#[tessera::kernel]
fn shift<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>, n: i32) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs, offs < n, 0.0);
    store(out + offs, v + n, offs < n);
}

fn main() {}
