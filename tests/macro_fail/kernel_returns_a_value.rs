use tessera::dsl::*;

#[tessera::kernel]
fn first(x: Ptr<f32>) -> f32 {
    load(x)
}

fn main() {}
