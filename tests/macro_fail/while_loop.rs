use tessera::dsl::*;

#[tessera::kernel]
fn count(out: Ptr<i32>, n: i32) {
    let mut i = program_id(0);
    while i < n {
        i = i + 1;
    }
    store(out, i);
}

fn main() {}
