use tessera::dsl::*;

#[tessera::kernel]
fn row_max<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs, f32::NEG_INFINITY);
    store(out + program_id(0), v.max(0));
}

fn main() {}
