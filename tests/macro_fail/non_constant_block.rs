use tessera::dsl::*;

#[tessera::kernel]
fn copy(x: Ptr<f32>, out: Ptr<f32>, n: i32) {
    let offs = arange(0, n);
    store(out + offs, load(x + offs));
}

fn main() {}
