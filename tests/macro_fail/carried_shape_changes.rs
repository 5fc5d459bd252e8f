use tessera::dsl::*;

#[tessera::kernel]
fn row_maxima<const BLOCK: i32>(s: Ptr<f32>, out: Ptr<f32>, n: i32) {
    let r = arange(0, BLOCK);
    let offs = r.col() * n + r.row();
    let mut m = full::<f32>([BLOCK], f32::NEG_INFINITY);
    for start in (0..n).step_by(BLOCK) {
        let tile = load(s + offs + start);
        m = m.maximum(tile);
    }
    store(out + r, m);
}

fn main() {}
