use tessera::dsl::*;
use tessera::Jit;

#[tessera::kernel]
fn fill<const BLOCK: i32>(x: Ptr<f32>, n: i32) {
    let offs = program_id(0) * BLOCK + arange(0, BLOCK);
    store(x + offs, zeros::<f32>([BLOCK]), offs < n);
}

fn main() {
    let jit = Jit::cpu();
    let data = vec![1.0f32; 100];
    let x = jit.device().upload(&data).unwrap();
    fill::<64>::launch(&jit, 2u32, &x, data.len()).unwrap();
}
