//! The 8-bit floats on every target: no backend compiles them yet, so each refuses a kernel that
//! uses them with an error naming the type, the target and the op (never a panic).

use tessera::ir::text::parse_kernel;
use tessera::{compile, Options, Target};

fn kernel(src: &str) -> tessera::ir::Kernel {
    let k = parse_kernel(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    tessera::ir::verify::verify(&k).unwrap_or_else(|e| panic!("{e}\n{src}"));
    k
}

#[test]
fn every_target_refuses_fp8_naming_the_type_the_target_and_the_op() {
    // (kernel, type named, where: op or parameter)
    let cases = [
        (
            "kernel @scale(%x: ptr<f32>, %out: ptr<f32>) num_warps 4 {
  %i = arange 0, 256 : tile<256xi32>
  %xb = splat %x : tile<256xptr<f32>>
  %xp = ptradd %xb, %i : tile<256xptr<f32>>
  %v = load %xp : tile<256xf32>
  %q = fptrunc %v : tile<256xf8e4m3>
  %w = fpext %q : tile<256xf32>
  %ob = splat %out : tile<256xptr<f32>>
  %op = ptradd %ob, %i : tile<256xptr<f32>>
  store %op, %w
}
",
            "f8e4m3",
            "line 6: fptrunc",
        ),
        (
            "kernel @copy(%x: ptr<f8e5m2>) num_warps 4 {
  %i = arange 0, 256 : tile<256xi32>
}
",
            "f8e5m2",
            "param",
        ),
        (
            "kernel @dot(%c: ptr<f32>) num_warps 4 {
  %a = const 1.0 : tile<64x32xf8e4m3>
  %b = const 1.0 : tile<32x64xf8e4m3>
  %z = const 0.0 : tile<64x64xf32>
  %d = dot %a, %b, %z : tile<64x64xf32>
  %cb = splat %c : tile<64x64xptr<f32>>
  store %cb, %d
}
",
            "f8e4m3",
            "line 2: const",
        ),
    ];
    for (src, ty, at) in cases {
        let k = kernel(src);
        for t in Target::ALL {
            let e = match compile(&k, t, &Options::default()) {
                Ok(_) => panic!("{t} compiled an fp8 kernel:\n{src}"),
                Err(e) => e.to_string(),
            };
            let want = format!("{ty} is not supported on {} yet", t.name());
            assert!(e.contains(&want) && e.contains(at), "{t}: `{e}` should say `{want}` at `{at}`");
        }
    }
}
