//! Spill slots past the register file in scratch memory (issue 42, part 4): kernels that need
//! more VGPRs than gfx90a and gfx942 (VGPRs and AGPRs) and gfx1100 have compile to `scratch_*`
//! spills with the descriptor's private segment, run in the simulator and agree with the
//! interpreter (bit for bit where the kernel is exact); and the simulator catches a kernel
//! without its private segment, one whose segment is too small, a reload of a slot that no
//! store wrote, and on gfx90a a kernel that does not set FLAT_SCRATCH up.

use super::*;

/// One program's sum of an i32 tile of `n` elements added back to each element: every element
/// stays live across the reduction (`n / wave` values per lane), and the result is exact.
fn held_across_a_sum(n: u32) -> (Kernel, Vec<Arg>) {
    let src = format!(
        "kernel @held(%a: ptr<i32> align 16, %c: ptr<i32> align 16) num_warps 1 {{
  %pid = program_id 0 : i32
  %r = arange 0, {n} : tile<{n}xi32>
  %pa = splat %a : tile<{n}xptr<i32>>
  %x = ptradd %pa, %r : tile<{n}xptr<i32>>
  %v = load %x : tile<{n}xi32>
  %s = reduce sum %v, axis 0 : i32
  %t = add %s, %pid : i32
  %ss = splat %t : tile<{n}xi32>
  %z = add %v, %ss : tile<{n}xi32>
  %len = const {n} : i32
  %off = mul %pid, %len : i32
  %offs = splat %off : tile<{n}xi32>
  %rc = add %r, %offs : tile<{n}xi32>
  %pc = splat %c : tile<{n}xptr<i32>>
  %y = ptradd %pc, %rc : tile<{n}xptr<i32>>
  store %y, %z
}}"
    );
    let k = text::parse(&src).unwrap().kernels.remove(0);
    let a: Vec<Const> = (0..n).map(|i| Const::i32((i as i32).wrapping_mul(7919) % 2001 - 1000)).collect();
    let args = vec![
        Arg::Buffer(Buffer::from_consts(DType::I32, &a).unwrap()),
        Arg::Buffer(Buffer::from_consts(DType::I32, &vec![Const::i32(0); 2 * n as usize]).unwrap()),
    ];
    (k, args)
}

/// The cases: 512 values per lane on gfx1100 (256 VGPRs) and on gfx90a and gfx942 (256 VGPRs
/// and 256 AGPRs), with the rest of the kernel's values beside them.
fn cases() -> [(u32, Target); 3] {
    [(16384, Target::Gfx1100), (32768, Target::Gfx942), (32768, Target::Gfx90a)]
}

#[test]
fn kernels_past_the_register_file_spill_to_scratch_and_agree() {
    for (n, t) in cases() {
        let (k, args) = held_across_a_sum(n);
        let code = compile(&k, t, &Options::default()).unwrap_or_else(|e| panic!("{n} on {t}: {e}")).code;
        let enable = match t {
            Target::Gfx90a => ".amdhsa_user_sgpr_flat_scratch_init 1",
            _ => ".amdhsa_enable_private_segment 1",
        };
        assert!(code.contains(enable), "{n} on {t}: no private segment");
        assert!(code.contains("scratch_store_") && code.contains("scratch_load_"), "{n} on {t}: no scratch spills");
        assert_eq!(differ(&k, t, [2, 1, 1], &args), None, "{n} on {t}");
    }
    // A flash-attention kernel on 2 warps (it was refused on gfx1100 before scratch spills),
    // within the example's bound.
    let (mut causal, spec) = example("attention_causal");
    causal.num_warps = 2;
    let r = run_sim(&causal, &spec, 0, Target::Gfx1100).unwrap();
    assert!(r.passed(), "attention_causal on 2 warps: {:?}\n{:?}", r.checks, r.vs_interp);
}

#[test]
fn scratch_faults_are_caught() {
    for (n, t) in cases() {
        let (k, args) = held_across_a_sum(n);
        let grid = [2, 1, 1];
        // The private segment not enabled: the first scratch access faults (on gfx90a, whose
        // descriptor bit is the wave offset SGPR's, the entry reads that SGPR unwritten).
        let (c, o) = mutated(&k, t, grid, &args, |l| {
            Some(
                l.replace("enable_private_segment 1", "enable_private_segment 0")
                    .replace("wavefront_offset 1", "wavefront_offset 0"),
            )
        });
        let kind = if t == Target::Gfx90a { SimErrorKind::Uninitialized } else { SimErrorKind::OutOfBounds };
        assert!(c == 1 && o == Outcome::Error(kind), "{t}: no private segment: {o:?}");
        if t == Target::Gfx90a {
            // FLAT_SCRATCH left unset (gfx90a's entry adds the wave offset to the init).
            let (c, o) = mutated(&k, t, grid, &args, |l| {
                (!l.contains("flat_scratch_lo") && !l.contains("flat_scratch_hi")).then(|| l.to_string())
            });
            assert!(c == 2 && o == Outcome::Error(SimErrorKind::OutOfBounds), "{t}: FLAT_SCRATCH unset: {o:?}");
        }
        // A segment of one dword (descriptor and metadata alike): the spills past it fault.
        let (c, o) = mutated(&k, t, grid, &args, |l| {
            Some(match l.split_once("private_segment_fixed_size") {
                Some((head, _)) if l.contains(".amdhsa_") => format!("{head}private_segment_fixed_size 4"),
                Some((head, _)) => format!("{head}private_segment_fixed_size: 4"),
                None => l.to_string(),
            })
        });
        assert!(c == 2 && o == Outcome::Error(SimErrorKind::OutOfBounds), "{t}: a 4-byte segment: {o:?}");
        // The stores dropped: the first reload reads a slot nothing wrote.
        let (c, o) =
            mutated(&k, t, grid, &args, |l| (!mnemonic(l).starts_with("scratch_store")).then(|| l.to_string()));
        assert!(c > 0 && o == Outcome::Error(SimErrorKind::Uninitialized), "{t}: stores dropped: {o:?}");
    }
}

/// The batched i8 matmul of the issue (64 x 64 x 64 tiles, 4 warps) compiles for every AMD
/// target and agrees with the interpreter exactly.
#[test]
fn the_batched_i8_matmul_runs_on_every_amd_target() {
    let path = format!("{}/tests/sim_amdgcn/matmul_i8_batched.tile", env!("CARGO_MANIFEST_DIR"));
    let file = text::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let spec = tessera::directives::RunSpec::parse(&file.directives).unwrap();
    for t in Target::AMDGCN {
        let r = run_sim(&file.kernels[0], &spec, 0, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert!(r.passed() && r.vs_interp.iter().all(|c| c.differing == 0), "{t}: {:?}", r.vs_interp);
    }
}
