use tessera::dsl::*;

#[tessera::kernel]
fn pair<const BLOCK: i32>(x: Ptr<f32>, y: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    let (a, b) = (load(x + offs), load(y + offs));
    store(x + offs, a + b);
}

fn main() {}
