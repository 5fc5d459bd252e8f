use tessera::dsl::*;

#[tessera::kernel]
fn window<const BLOCK: i32>(x: Ptr<f32>, lo: i32, hi: i32) {
    let offs = arange(0, BLOCK);
    let mask = offs >= lo && offs < hi;
    store(x + offs, 0.0, mask);
}

fn main() {}
