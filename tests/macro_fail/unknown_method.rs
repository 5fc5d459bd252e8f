use tessera::dsl::*;

#[tessera::kernel]
fn act<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs).tanh();
    store(out + offs, v);
}

fn main() {}
