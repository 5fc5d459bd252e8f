use tessera::dsl::*;

#[tessera::kernel]
fn total<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs);
    store(out + program_id(0), v.sum(1));
}

fn main() {}
