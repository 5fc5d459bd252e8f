use tessera::dsl::*;

#[tessera::kernel(warps = 8)]
fn copy<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    store(out + offs, load(x + offs));
}

fn main() {}
