use tessera::dsl::*;
use tessera::Jit;

#[tessera::kernel]
fn scale<const BLOCK: i32>(x: Ptr<f32>, s: f32) {
    let offs = arange(0, BLOCK);
    store(x + offs, load(x + offs) * s);
}

fn main() {
    let jit = Jit::cpu();
    let halves = jit.device().alloc_zeros::<f16>(64).unwrap();
    scale::<64>::launch(&jit, 1u32, &halves, 2.0).unwrap();
}
