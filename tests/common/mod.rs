//! Helpers shared by the integration tests (a test file takes them with `mod common;`): the
//! CUDA GPU of the GPU tests, the examples with their directives, bit-exact buffer comparison, the vendor tools used as
//! oracles, a small kernel for the broken-code tests, and the inputs of the math-bound tests.
//! Its parts: [`golden`], the expected files of every file test (compare, or bless with
//! `TESSERA_BLESS=1`, and their naming scheme); [`amdgcn_oracle`], llvm-mc and ld.lld.

#![allow(dead_code)]

pub mod amdgcn_oracle;
pub mod golden;

use std::path::PathBuf;
use tessera::directives::RunSpec;
use tessera::ir::gen::{Entropy, SplitMix};
use tessera::ir::interp::{Arg, Buffer};
use tessera::ir::op::DotPrecision;
use tessera::ir::{text, Builder, Const, DType, Kernel};

/// The CUDA GPU, or `None` with the reason printed (the test then skips); under
/// `TESSERA_REQUIRE_GPU=1` a missing GPU fails the test instead.
pub fn gpu() -> Option<tessera_runtime::Device> {
    match tessera_runtime::Device::cuda(0) {
        Ok(d) => Some(d),
        Err(e) => {
            assert!(
                std::env::var("TESSERA_REQUIRE_GPU").as_deref() != Ok("1"),
                "no GPU and TESSERA_REQUIRE_GPU=1: {e}"
            );
            eprintln!("skipping: no CUDA GPU ({e})");
            None
        }
    }
}

/// `examples/NAME.tile`: its (first) kernel and its `; run:` directives.
pub fn example(name: &str) -> (Kernel, RunSpec) {
    let path = format!("{}/examples/{name}.tile", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file = text::parse(&src).unwrap_or_else(|e| panic!("{path}:{e}"));
    let spec = RunSpec::parse(&file.directives).unwrap();
    (file.kernels[0].clone(), spec)
}

/// Two elements of a buffer of `d` agree: the same bits, or both NaN (payloads are unspecified).
pub fn same(d: DType, a: Const, b: Const) -> bool {
    a.bits == b.bits || (d.is_float() && a.as_f64().is_nan() && b.as_f64().is_nan())
}

/// For each buffer where `got` and `want` differ, its first differing element, as a message.
pub fn first_difference(k: &Kernel, got: &[Arg], want: &[Arg]) -> Option<String> {
    first_difference_except(k, got, want, |_, _| false)
}

/// `first_difference`, leaving out the elements `skip(parameter name, index)` names.
pub fn first_difference_except(
    k: &Kernel,
    got: &[Arg],
    want: &[Arg],
    skip: impl Fn(&str, usize) -> bool,
) -> Option<String> {
    let mut out = Vec::new();
    for (i, (w, g)) in want.iter().zip(got).enumerate() {
        let (Arg::Buffer(w), Arg::Buffer(g)) = (w, g) else { continue };
        let name = &k.params[i].name;
        let bad: Vec<usize> =
            (0..w.len()).filter(|&j| !skip(name, j) && !same(w.dtype, w.get(j).unwrap(), g.get(j).unwrap())).collect();
        if let Some(&j) = bad.first() {
            out.push(format!(
                "%{name}[{j}] ({} of {} differ): got {} interp {}",
                bad.len(),
                w.len(),
                g.get(j).unwrap(),
                w.get(j).unwrap()
            ));
        }
    }
    (!out.is_empty()).then(|| out.join("; "))
}

/// A vendor tool used as an oracle: from `install-oracles`' directory first (LLVM 19 there;
/// `PATH` may hold an older LLVM), then `PATH`. `None` (with a printed reason) when it is
/// absent and not required; a panic under TESSERA_REQUIRE_ORACLES=1.
pub fn oracle(name: &str) -> Option<PathBuf> {
    let candidates = std::env::var_os("HOME")
        .map(|h| PathBuf::from(h).join(".cache/tessera-oracles/bin").join(name))
        .into_iter()
        .chain(
            std::env::var_os("PATH")
                .map(|p| std::env::split_paths(&p).map(|d| d.join(name)).collect::<Vec<_>>())
                .unwrap_or_default(),
        );
    for c in candidates {
        if c.is_file() {
            return Some(c);
        }
    }
    if std::env::var("TESSERA_REQUIRE_ORACLES").as_deref() == Ok("1") {
        panic!("{name} not found and TESSERA_REQUIRE_ORACLES=1 (run ../shared/tools/install-oracles)");
    }
    eprintln!("skipping the {name} check: not found (run ../shared/tools/install-oracles)");
    None
}

/// out[i] = x[i] - y[i] over i32, masked at n: the kernel that broken code must get wrong.
pub fn sub_kernel() -> Kernel {
    let b = Builder::new("sub");
    let (x, y, out) = (b.ptr_param("x", DType::I32), b.ptr_param("y", DType::I32), b.ptr_param("out", DType::I32));
    let n = b.param("n", DType::I32);
    let offs = b.program_id(0) * 256 + b.arange(0, 256);
    let mask = offs.lt(n);
    let d = b.load_masked(x + offs, mask, 0) - b.load_masked(y + offs, mask, 0);
    b.store_masked(out + offs, d, mask);
    b.finish().unwrap()
}

/// Arguments of `sub_kernel` for 1,000 elements (grid 4).
pub fn sub_args() -> Vec<Arg> {
    let x: Vec<i32> = (0..1000).map(|i| i * 7 - 300).collect();
    let y: Vec<i32> = (0..1000).map(|i| i * i % 97).collect();
    vec![
        Arg::Buffer(Buffer::from_i32(&x)),
        Arg::Buffer(Buffer::from_i32(&y)),
        Arg::Buffer(Buffer::zeros(DType::I32, 1000)),
        Arg::Scalar(Const::from_i64(DType::I32, 1000)),
    ]
}

/// out = x^T - y^T for 64 x 64 i32 tiles in one program: two exchanges back to back (no
/// memory op between them, whose barrier would fence the first), each buffer 16.25 KB padded,
/// so the second reuses the first's space behind its own barrier (`SHARED_BUDGET` in
/// `isel::lower`).
pub fn two_transposes_kernel() -> Kernel {
    let b = Builder::new("two_transposes");
    let p = |n: &str| b.ptr_param(n, DType::I32);
    let (x, y, out) = (p("x"), p("y"), p("out"));
    let offs = b.arange(0, 64).col() * 64 + b.arange(0, 64).row();
    let (xt, yt) = (b.load(x + offs), b.load(y + offs));
    b.store(out + offs, xt.t() - yt.t());
    b.finish().unwrap()
}

/// Arguments of `two_transposes_kernel` (grid 1).
pub fn two_transposes_args() -> Vec<Arg> {
    let x: Vec<i32> = (0..4096).collect();
    let y: Vec<i32> = (0..4096).map(|i| i * 31 % 1009 - 500).collect();
    vec![
        Arg::Buffer(Buffer::from_i32(&x)),
        Arg::Buffer(Buffer::from_i32(&y)),
        Arg::Buffer(Buffer::zeros(DType::I32, 4096)),
    ]
}

/// Inputs for the math-bound tests: every f16 or bf16 value; for f32, `f32_count` values (a
/// multiple of 1024), half over all bit patterns and half over [-100, 100], with `specials`
/// at every seventh position from the start.
pub fn math_inputs(d: DType, f32_count: u32, specials: &[f32]) -> Vec<Const> {
    if d != DType::F32 {
        return (0..1u64 << 16).map(|b| Const::from_bits(d, b)).collect();
    }
    let mut rng = SplitMix(42);
    let mut v: Vec<Const> = (0..f32_count)
        .map(|i| {
            let r = rng.next_u64();
            if i % 2 == 0 {
                Const::from_bits(DType::F32, r & 0xffff_ffff)
            } else {
                Const::f32(((r >> 11) as f64 / (1u64 << 53) as f64 * 200.0 - 100.0) as f32)
            }
        })
        .collect();
    for (i, x) in specials.iter().enumerate() {
        v[i * 7] = Const::f32(*x);
    }
    v
}

/// A dot of one (m x k) @ (k x n) + (m x n) tile, row-major buffers, into `out`.
pub fn dot_kernel(m: u32, n: u32, k: u32, ta: DType, tc: DType, precision: DotPrecision, warps: u32) -> Kernel {
    dot_kernel_with(m, n, k, ta, tc, precision, warps, false, BOrder::RowMajor)
}

/// How a dot test kernel's B is in memory and read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BOrder {
    /// A `k x n` row-major tile.
    RowMajor,
    /// The transpose of an `n x k` row-major tile, written `trans` (attention's `Q K^T`: the
    /// tensor cores read it K-major).
    Trans,
    /// The same memory as `Trans`, read as a `k x n` tile by addresses that run down its
    /// columns (the isel reorients the load: `tessera_isel::passes::orient`).
    Columns,
}

impl BOrder {
    /// The order of the `seed`-th random dot: one in three `Trans`, one in six `Columns`.
    pub fn of_seed(seed: u64) -> BOrder {
        match seed % 6 {
            1 | 4 => BOrder::Trans,
            2 => BOrder::Columns,
            _ => BOrder::RowMajor,
        }
    }

    /// Whether the `seed`-th random dot takes A as the transpose of a `k x m` row-major tile
    /// (`trans`; one in three, independent of B's order): warpgroups read it M-major.
    pub fn a_trans_of_seed(seed: u64) -> bool {
        (seed / 6) % 3 == 1
    }

    /// B's element (q, j) is at `j * k + q` rather than `q * n + j`.
    pub fn kmajor(self) -> bool {
        self != BOrder::RowMajor
    }
}

/// [`dot_kernel`], with A the transpose of a `k x m` row-major tile where `a_trans`, and B in
/// the order `order`.
#[allow(clippy::too_many_arguments)]
pub fn dot_kernel_with(
    m: u32,
    n: u32,
    k: u32,
    ta: DType,
    tc: DType,
    precision: DotPrecision,
    warps: u32,
    a_trans: bool,
    order: BOrder,
) -> Kernel {
    let b = Builder::new("dot");
    b.num_warps(warps);
    let (pa, pb, pc) = (b.ptr_param("a", ta), b.ptr_param("b", ta), b.ptr_param("c", tc));
    let out = b.ptr_param("out", tc);
    let tile = |r: u32, c: u32| b.arange(0, r as i32).col() * c as i32 + b.arange(0, c as i32).row();
    let a = if a_trans { b.load(pa + tile(k, m)).t() } else { b.load(pa + tile(m, k)) };
    let bb = match order {
        BOrder::RowMajor => b.load(pb + tile(k, n)),
        BOrder::Trans => b.load(pb + tile(n, k)).t(),
        BOrder::Columns => b.load(pb + (b.arange(0, k as i32).col() + b.arange(0, n as i32).row() * k as i32)),
    };
    let c = b.load(pc + tile(m, n));
    b.store(out + tile(m, n), b.dot_with(a, bb, c, precision));
    b.finish().unwrap()
}

pub fn below(r: &mut SplitMix, n: usize) -> usize {
    (r.next_u64() % n as u64) as usize
}

/// Random values of `d`: floats over a few binades of both signs (some exactly zero), i8 over
/// its range.
pub fn random_dot_buffer(r: &mut SplitMix, d: DType, len: usize) -> Buffer {
    let v: Vec<Const> = (0..len)
        .map(|_| {
            let x = r.next_u64();
            if d.is_int() {
                return Const::from_i64(d, (x % 256) as i64 - 128);
            }
            let mag = (x >> 11) as f64 / (1u64 << 53) as f64 * 4.0 - 2.0;
            let scale = 2f64.powi((x % 7) as i32 - 3);
            Const::from_f64(d, if x.is_multiple_of(13) { 0.0 } else { mag * scale })
        })
        .collect();
    Buffer::from_consts(d, &v).unwrap()
}

/// The contents of section `name` of a little-endian ELF64 file (`None` when the file is not
/// one or has no such section).
pub fn elf_section<'a>(elf: &'a [u8], name: &str) -> Option<&'a [u8]> {
    let u16_at = |o: usize| Some(u16::from_le_bytes(elf.get(o..o + 2)?.try_into().ok()?) as usize);
    let u32_at = |o: usize| Some(u32::from_le_bytes(elf.get(o..o + 4)?.try_into().ok()?) as usize);
    let u64_at = |o: usize| Some(u64::from_le_bytes(elf.get(o..o + 8)?.try_into().ok()?) as usize);
    if elf.get(..5)? != b"\x7fELF\x02" {
        return None;
    }
    let (shoff, shentsize, shnum, shstrndx) = (u64_at(0x28)?, u16_at(0x3a)?, u16_at(0x3c)?, u16_at(0x3e)?);
    let header = |i: usize| shoff + i * shentsize;
    let strtab = u64_at(header(shstrndx) + 0x18)?;
    (0..shnum).find_map(|i| {
        let h = header(i);
        let at = strtab + u32_at(h)?;
        let end = at + elf.get(at..)?.iter().position(|&b| b == 0)?;
        if &elf[at..end] != name.as_bytes() {
            return None;
        }
        let (off, size) = (u64_at(h + 0x18)?, u64_at(h + 0x20)?);
        elf.get(off..off + size)
    })
}

/// The `; run:` directives of `kernels::attention`'s kernel `c` over `heads` heads of `seq`
/// rows: random Q, K, V, zeroed O (and LSE), the grid, and the checks against the f64 reference.
pub fn attention_directives(c: &tessera::kernels::Attention, heads: u32, seq: u32) -> Vec<String> {
    let n = heads * seq * c.d;
    let scale = 1.0 / (c.d as f64).sqrt() * std::f64::consts::LOG2_E;
    let causal = c.causal as u32;
    let mut d = vec![
        if c.heads_major {
            format!("grid = [{heads}, {}, 1]", seq.div_ceil(c.block_m))
        } else {
            format!("grid = [{}, {heads}, 1]", seq.div_ceil(c.block_m))
        },
        format!("%q = rand({n})"),
        format!("%k = rand({n})"),
        format!("%v = rand({n})"),
        format!("%o = zeros({n})"),
        format!("%seq = {seq}"),
        format!("%qk_scale = {scale}"),
        format!("check %o = attention(%q, %k, %v, {heads}, {seq}, {}, {scale}, {causal})", c.d),
    ];
    if c.lse {
        d.push(format!("%lse = zeros({})", heads * seq));
        d.push(format!("check %lse = attention_lse(%q, %k, %v, {heads}, {seq}, {}, {scale}, {causal})", c.d));
    }
    d
}

/// The softmax scale of head dim `d` times log2(e) (the forward's `qk_scale`).
pub fn qk_scale(d: u32) -> f64 {
    1.0 / (d as f64).sqrt() * std::f64::consts::LOG2_E
}

/// The reference's relative error per term for 16-bit inputs of `dtype`.
fn bwd_eps(dtype: tessera::ir::DType) -> f64 {
    if dtype == tessera::ir::DType::BF16 {
        2f64.powi(-7)
    } else {
        2f64.powi(-10)
    }
}

/// The backward's directives for `heads` heads of `seq` rows: random Q, K, V, dO; the
/// log-sum-exp and delta computed from them by the f64 forward; dQ, dK, dV zeroed; the checks.
pub fn bwd_directives(c: &tessera::kernels::AttentionBwd, heads: u32, seq: u32) -> Vec<String> {
    let n = heads * seq * c.d;
    let args = format!("{heads}, {seq}, {}, {}, {}", c.d, qk_scale(c.d), c.causal as u32);
    let mut d = vec![format!("grid = [{}, {heads}, 1]", seq.div_ceil(c.block_n))];
    for x in ["q", "k", "v", "do"] {
        d.push(format!("%{x} = rand({n})"));
    }
    d.push(format!("%lse = zeros({})", heads * seq));
    d.push(format!("compute %lse = attention_lse(%q, %k, %v, {args})"));
    d.push(format!("%delta = zeros({})", heads * seq));
    d.push(format!("compute %delta = attention_delta(%q, %k, %v, %do, {args})"));
    for x in ["dq", "dk", "dv"] {
        d.push(format!("%{x} = zeros({n})"));
    }
    d.push(format!("%seq = {seq}"));
    d.push(format!("%qk_scale = {}", qk_scale(c.d)));
    for x in ["dq", "dk", "dv"] {
        d.push(format!("check %{x} = attention_{x}(%q, %k, %v, %do, {args}, {})", bwd_eps(c.dtype)));
    }
    d
}
