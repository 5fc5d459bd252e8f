//! One program of the grid: its blocks run in lockstep, instruction by instruction (each one
//! executed over all threads, then its register results committed), with the step budget, the
//! barrier epochs, the uniform-branch check and the block arguments' parallel copies.

use super::async_mma::AsyncMma;
use super::{kind_of, Exec, Fault, Launch, Memory, SimError, SimErrorKind, SimInst, SimOptions, SimStats};
use tessera_isel::vcode::{Block, RegUse, Term, VCode, VReg};

#[allow(clippy::too_many_arguments)]
pub(super) fn run_program<'m, I: SimInst>(
    vcode: &VCode<I>,
    launch: &Launch,
    program: [u32; 3],
    params: &[u64],
    masks: &[u64],
    vals: &mut [u64],
    written: &mut [bool],
    pending: &mut Vec<(u32, VReg, u64)>,
    mem: &mut Memory<'m>,
    opts: &SimOptions,
    stats: &mut SimStats,
) -> Result<(), SimError> {
    let threads = launch.threads;
    let nregs = masks.len();
    let err = |kind: SimErrorKind, block: Block, inst: Option<usize>, op: String, f: Fault| SimError {
        kind,
        program: None,
        block: Some(block),
        inst,
        op,
        thread: f.thread,
        message: f.message,
    };
    let mut block = vcode.entry;
    loop {
        let Some(data) = vcode.blocks.get(block) else {
            return Err(err(SimErrorKind::Other, block, None, String::new(), Fault::new("no such block")));
        };
        for (k, inst) in data.insts.iter().enumerate() {
            stats.insts += 1;
            stats.steps += threads as u64;
            if stats.steps > opts.max_steps {
                return Err(err(
                    SimErrorKind::StepLimit,
                    block,
                    Some(k),
                    inst.mnemonic(),
                    Fault::new(format!("step limit of {} thread-instructions reached", opts.max_steps)),
                ));
            }
            if inst.is_barrier() {
                // Uniform control flow: every thread is here. Shared accesses before and after
                // no longer race.
                mem.epoch = mem.epoch.wrapping_add(1).max(1);
                mem.phases.clear();
            }
            pending.clear();
            let result = exec_one(inst, threads, launch, program, nregs, vals, written, masks, params, pending, mem);
            if let Err(f) = result {
                return Err(err(kind_of(&f.message), block, Some(k), inst.mnemonic(), f));
            }
            if let Some(m) = mem.mma.as_deref_mut() {
                if !inst.is_async_mma() {
                    for &(t, r, _) in pending.iter() {
                        if let Err(f) = m.ordinary_write(t, r) {
                            return Err(err(SimErrorKind::AsyncMma, block, Some(k), inst.mnemonic(), f));
                        }
                    }
                }
            }
            for &(t, r, v) in pending.iter() {
                let s = r.as_u32() as usize * threads as usize + t as usize;
                if let (Some(x), Some(w)) = (vals.get_mut(s), written.get_mut(s)) {
                    *x = v;
                    *w = true;
                }
            }
        }
        stats.insts += 1;
        stats.steps += threads as u64;
        if stats.steps > opts.max_steps {
            return Err(err(
                SimErrorKind::StepLimit,
                block,
                None,
                "terminator".into(),
                Fault::new(format!("step limit of {} thread-instructions reached", opts.max_steps)),
            ));
        }
        // Where control goes, and the edges whose parallel copies run on the way there, in
        // order: a branch marked `moves_first` (`tessera_isel::passes::coalesce`) runs its then-edge
        // copies before it, whichever way it goes, as the PTX emitter writes it.
        let (target, args) = match &data.term {
            Term::Return => {
                if let Some(m) = mem.mma.as_deref() {
                    m.at_return().map_err(|f| err(SimErrorKind::AsyncMma, block, None, "ret".into(), f))?;
                }
                mem.bulk_at_return()
                    .map_err(|m| err(SimErrorKind::AsyncMma, block, None, "ret".into(), Fault::new(m)))?;
                mem.named_settled("at the end of the program")
                    .and_then(|()| mem.named_replay())
                    .map_err(|m| err(SimErrorKind::Divergence, block, None, "ret".into(), Fault::new(m)))?;
                return Ok(());
            }
            Term::Jump(b, a) => (*b, a),
            Term::Branch { cond, then, otherwise } => {
                let c = cond.as_u32() as usize;
                if c >= nregs {
                    return Err(err(SimErrorKind::Other, block, None, "branch".into(), Fault::new("no such register")));
                }
                if mem.mma.as_deref().is_some_and(|m| m.reg_busy(*cond)) {
                    let f = AsyncMma::busy_fault(0, *cond, "reads");
                    return Err(err(SimErrorKind::AsyncMma, block, None, "branch".into(), f));
                }
                let row = c * threads as usize;
                let mut taken = None;
                for t in 0..threads as usize {
                    if !written[row + t] {
                        return Err(err(
                            SimErrorKind::Uninitialized,
                            block,
                            None,
                            "branch".into(),
                            Fault::at(t as u32, format!("reads {cond}, never written by this thread")),
                        ));
                    }
                    let v = vals[row + t] != 0;
                    match taken {
                        None => taken = Some(v),
                        Some(p) if p != v => {
                            return Err(err(
                                SimErrorKind::Divergence,
                                block,
                                None,
                                "branch".into(),
                                Fault::at(
                                    t as u32,
                                    format!(
                                    "branch condition {cond} is {v} here but {p} in thread 0: divergent control flow"
                                ),
                                ),
                            ))
                        }
                        _ => {}
                    }
                }
                if taken.unwrap_or(false) {
                    (then.0, &then.1)
                } else {
                    (otherwise.0, &otherwise.1)
                }
            }
        };
        let early = match &data.term {
            Term::Branch { then, .. } if data.moves_first => Some(then),
            _ => None,
        };
        let mut edges: smallvec::SmallVec<[(Block, &Vec<VReg>); 2]> = early.iter().map(|t| (t.0, &t.1)).collect();
        if !early.is_some_and(|t| std::ptr::eq(args, &t.1)) {
            edges.push((target, args));
        }
        for (target, args) in edges {
            let Some(tdata) = vcode.blocks.get(target) else {
                return Err(err(
                    SimErrorKind::Other,
                    block,
                    None,
                    "jump".into(),
                    Fault::new(format!("no block {target}")),
                ));
            };
            if tdata.params.len() != args.len() {
                return Err(err(
                    SimErrorKind::Other,
                    block,
                    None,
                    "jump".into(),
                    Fault::new(format!("{} arguments for {} parameters of {target}", args.len(), tdata.params.len())),
                ));
            }
            // Parallel copy: read every argument, then write every parameter.
            let n = threads as usize;
            let mut copied: Vec<(u64, bool)> = Vec::with_capacity(args.len() * n);
            for a in args {
                let ai = a.as_u32() as usize;
                if ai >= nregs {
                    return Err(err(SimErrorKind::Other, block, None, "jump".into(), Fault::new("no such register")));
                }
                for t in 0..n {
                    copied.push((vals[ai * n + t], written[ai * n + t]));
                }
            }
            for (j, p) in tdata.params.iter().enumerate() {
                let pi = p.as_u32() as usize;
                if pi >= nregs {
                    return Err(err(SimErrorKind::Other, block, None, "jump".into(), Fault::new("no such register")));
                }
                let m = masks[pi];
                for t in 0..n {
                    let (v, w) = copied[j * n + t];
                    vals[pi * n + t] = v & m;
                    written[pi * n + t] = w;
                }
            }
            if let Some(m) = mem.mma.as_deref_mut() {
                m.pass_block_args(args, &tdata.params);
            }
        }
        block = target;
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn exec_one<I: SimInst>(
    inst: &I,
    threads: u32,
    launch: &Launch,
    program: [u32; 3],
    nregs: usize,
    vals: &[u64],
    written: &[bool],
    masks: &[u64],
    params: &[u64],
    pending: &mut Vec<(u32, VReg, u64)>,
    mem: &mut Memory<'_>,
) -> Result<(), Fault> {
    // Registers named by the instruction must exist.
    let mut bad = None;
    inst.clone().visit_regs(&mut |r, _u: RegUse| {
        if r.as_u32() as usize >= nregs {
            bad = Some(*r);
        }
    });
    if let Some(r) = bad {
        return Err(Fault::new(format!("internal: register {r} is not declared")));
    }
    let check_busy = mem.mma.as_deref().is_some_and(|m| m.regs_live()) && !inst.is_async_mma();
    let mut cx = Exec {
        threads,
        warp_size: launch.warp_size,
        program,
        grid: launch.grid,
        nregs,
        vals,
        written,
        masks,
        params,
        pending,
        mem,
        check_busy,
    };
    inst.exec(&mut cx)
}
