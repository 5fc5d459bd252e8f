use tessera::dsl::*;

#[tessera::kernel]
fn clear<const BLOCK: i32>(x: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    store(x + offs);
}

fn main() {}
