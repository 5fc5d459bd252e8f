use tessera::dsl::*;

#[tessera::kernel]
fn evens<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs);
    store(out + offs, v, offs % 2);
}

fn main() {}
