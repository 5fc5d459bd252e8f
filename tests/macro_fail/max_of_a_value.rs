use tessera::dsl::*;

#[tessera::kernel]
fn relu<const BLOCK: i32>(x: Ptr<f32>, floor: f32) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs);
    store(x + offs, v.max(floor));
}

fn main() {}
