use tessera::dsl::*;

#[tessera::kernel]
fn activate<const BLOCK: i32>(x: Ptr<f32>, mode: i32) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs);
    let y = match mode {
        0 => v,
        _ => v.maximum(0.0),
    };
    store(x + offs, y);
}

fn main() {}
