//! Remarks: for each load and each dot of a kernel, the path its lowering took and, where the
//! target has a faster one, the one reason it was not taken (LLVM's `-Rpass-missed`, for the
//! decisions a tile compiler makes). The deciders record as they decide (`Notes`: the ring
//! plan in `pipeliner`, the copy-engine recogniser in `pipeliner::tma`, the dot plans in `dot` and
//! `wgmma`); after the kernel is lowered, [`Lower::remarks`] reads them in program order. So a
//! remark says what the lowering did, not what a second analysis guesses it did.
//!
//! The fastest path for a load that feeds a tensor-core dot from a loop is the ring the target
//! has: the copy engine's (TMA) where the dot runs on warpgroups (sm_90a), `cp.async` on other
//! NVIDIA targets, register staging on AMD. Every other load's path is its plain vector access
//! and carries no reason. For a dot: warpgroup tensor cores (sm_90a), the target's matrix
//! instruction (mma.sync, MFMA, WMMA), multiply-adds.

use super::{Lower, Target};
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::DotPrecision;
use tessera_ir::op::Op;
use tessera_ir::DType;

/// The path one load or dot took.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Path {
    /// Fetched ahead by the copy engine into a ring of shared buffers (sm_90a).
    TmaRing,
    /// Fetched ahead by `cp.async` into a ring of shared buffers.
    CopyRing,
    /// Loaded one iteration ahead into registers, stored into one of two shared slots.
    RegisterStaging,
    /// Loaded where it stands (vector accesses as wide as the facts allow).
    Plain,
    /// A dot on warpgroup tensor cores (`wgmma`).
    Warpgroup,
    /// A dot on the target's matrix instruction (`mma.sync`, MFMA, WMMA).
    Matrix,
    /// A dot by multiply-adds.
    Multiply,
}

/// What the lowering says about one load or dot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// The instruction (of the kernel as lowered: the same as the caller's, which the rewrites
    /// before lowering clone).
    pub inst: Inst,
    /// Its 1-based source line; 0 when unknown.
    pub line: u32,
    /// `true` for a dot, `false` for a load.
    pub dot: bool,
    /// The name of its result (`%a_tile`, or `%N` for an unnamed value).
    pub value: String,
    pub path: Path,
    /// The fastest path the target has for it (`path` when it took that one).
    pub best: Path,
    /// Why not `best`, when it is not `path`.
    pub missed: Option<String>,
}

/// What the deciders recorded while lowering.
#[derive(Default)]
pub(super) struct Notes {
    /// Loads fetched ahead, and how.
    pub ring: HashMap<Inst, Path>,
    /// Why a load was not fetched ahead, or not by the fastest ring.
    pub load_missed: HashMap<Inst, String>,
    /// Why a loop's loads were not fetched ahead at all (by its body).
    pub loop_missed: HashMap<Region, String>,
    /// Why a dot is not on the target's fastest tensor cores.
    pub dot_missed: HashMap<Inst, String>,
}

impl<'k, T: Target> Lower<'k, T> {
    /// The remarks of the kernel just lowered, in program order (see the module docs).
    pub(super) fn remarks(&mut self) -> Vec<Remark> {
        let k = self.k;
        let warpgroups =
            self.t.warpgroup_mma().is_some_and(|w| w.shape(DType::F16, DType::F32, DotPrecision::Ieee).is_some());
        let mut out = Vec::new();
        for inst in k.walk() {
            let d = &k.insts[inst];
            let line = k.lines.get(inst).copied().unwrap_or(0);
            let value = d.results.first().map_or(String::new(), |&v| match k.names[v].as_str() {
                "" => format!("%{}", v.as_u32()),
                n => format!("%{n}"),
            });
            match d.op {
                Op::Dot { .. } => {
                    let plan = self.dot_plan(inst);
                    let path = match (plan.wg, plan.mma) {
                        (Some(_), _) => Path::Warpgroup,
                        (None, Some(_)) => Path::Matrix,
                        _ => Path::Multiply,
                    };
                    let warps = self.threads / self.t.warp_size();
                    let matrix = self.t.mma(DType::F16, DType::F32, DotPrecision::Ieee, [64, 64, 32], warps, false);
                    let best = match (warpgroups, matrix.is_some()) {
                        (true, _) => Path::Warpgroup,
                        (false, true) => Path::Matrix,
                        (false, false) => Path::Multiply,
                    };
                    let missed = (path != best).then(|| {
                        self.notes.dot_missed.get(&inst).cloned().unwrap_or_else(|| "its plan chose so".into())
                    });
                    out.push(Remark { inst, line, dot: true, value, path, best, missed });
                }
                Op::Load { .. } => {
                    let path = self.notes.ring.get(&inst).copied().unwrap_or(Path::Plain);
                    let body = self.loop_body_of(inst);
                    let v = d.results[0];
                    let candidate =
                        body.is_some_and(|b| self.only_staged_dot_operand(v, b) || only_dot_operand(k, v, b));
                    let best = match candidate {
                        false => Path::Plain,
                        true if self.t.async_copy().is_none() => Path::RegisterStaging,
                        true if warpgroups && self.feeds_wgmma(v, body.unwrap()) => Path::TmaRing,
                        true => Path::CopyRing,
                    };
                    let missed = (path != best).then(|| {
                        self.notes
                            .load_missed
                            .get(&inst)
                            .or_else(|| body.and_then(|b| self.notes.loop_missed.get(&b)))
                            .cloned()
                            .unwrap_or_else(|| "the loop was not pipelined".into())
                    });
                    out.push(Remark { inst, line, dot: false, value, path, best, missed });
                }
                _ => {}
            }
        }
        out
    }

    /// The body of the loop that `inst` sits directly in, if any.
    fn loop_body_of(&self, inst: Inst) -> Option<Region> {
        let k = self.k;
        k.insts
            .values()
            .filter(|d| matches!(d.op, Op::For))
            .map(|d| d.regions[0])
            .find(|&b| k.regions[b].insts.contains(&inst))
    }
}

/// Whether every use of `v` is as A or B of a dot in loop body `body`, directly or through a
/// transpose (a dot operand that a faster path would fetch ahead, whatever the dot's plan).
fn only_dot_operand(k: &tessera_ir::Kernel, v: tessera_ir::Value, body: Region) -> bool {
    let mut used = false;
    for (i, d) in k.insts.iter() {
        for (j, &a) in d.args.iter().enumerate() {
            if a != v {
                continue;
            }
            let ok = match d.op {
                Op::Dot { .. } => j < 2 && k.regions[body].insts.contains(&i),
                Op::Trans(_) => d.results.first().is_some_and(|&t| only_dot_operand(k, t, body)),
                _ => false,
            };
            if !ok {
                return false;
            }
            used = true;
        }
    }
    used
}
