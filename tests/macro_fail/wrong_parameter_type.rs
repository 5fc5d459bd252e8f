use tessera::dsl::*;

#[tessera::kernel]
fn scale<const BLOCK: i32>(x: Ptr<f32>, out: &mut [f32], s: f32) {
    let offs = arange(0, BLOCK);
    store(x + offs, load(x + offs) * s);
}

fn main() {}
