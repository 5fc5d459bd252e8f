use tessera::dsl::*;

#[tessera::kernel]
fn act<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs).tanh();
    store(out + offs, v);
}

fn main() {
    // The rejected kernel keeps its typed launch, so the error above is the only one.
    let jit = tessera::Jit::cpu();
    let x = jit.device().alloc_zeros::<f32>(64).unwrap();
    let _ = act::<64>::launch(&jit, 1u32, &x, &x);
}
