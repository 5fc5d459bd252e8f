use tessera::dsl::*;

#[tessera::kernel]
fn scale<const BLOCK: i32>(x: Ptr<f16>, out: Ptr<f16>, s: f32) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs).to::<f32>() * s;
    store(out + offs, v);
}

fn main() {}
