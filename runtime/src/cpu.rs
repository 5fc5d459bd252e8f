//! The CPU device: runs the tile kernel itself through the reference interpreter
//! (`tessera_ir::interp`), so that a program and its tests work on any machine with the same
//! launch call they use on a GPU.
//!
//! ```text
//!   launch(kernel, grid, args)
//!     lock every buffer argument (in address order: two launches on two threads cannot deadlock)
//!     move each whole buffer's bytes into an interp::Buffer (slices: copy the range)
//!     interp::run(kernel, grid, args)        programs one after another, row-major
//!     move / copy the bytes back, also when the run failed (as a faulting GPU kernel leaves
//!     whatever it wrote)
//! ```
//!
//! Decisions:
//! - The interpreter gives each pointer parameter its own buffer, so one buffer (or two
//!   overlapping slices of it) cannot be passed twice: that is an argument error on the CPU
//!   device, where a GPU would alias the memory.
//! - The launch is synchronous; streams and events on the CPU device only order and time it.

use crate::args::{Arg, MemRef};
use crate::error::{Error, Result};
use crate::signature::ParamSig;
use std::sync::MutexGuard;
use tessera_ir::interp;
use tessera_ir::Kernel;

pub(crate) fn launch(kernel: &Kernel, params: &[ParamSig], grid: [u32; 3], args: &[Arg]) -> Result<()> {
    // Buffer arguments: (argument index, its storage); reject a storage seen twice.
    let mut bufs: Vec<(usize, &std::sync::Mutex<Vec<u8>>, usize, usize)> = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if let Arg::Buffer(b) = a {
            match b.mem {
                MemRef::Cpu { data, offset } => {
                    if let Some(&(j, ..)) = bufs.iter().find(|(_, d, ..)| std::ptr::eq(*d, data)) {
                        let name = |k: usize| params.get(k).map_or(String::new(), |p| p.name.clone());
                        return Err(Error::Argument {
                            kernel: kernel.name.clone(),
                            index: i,
                            param: name(i),
                            message: format!(
                                "the same cpu buffer is also argument {j} (%{}); the cpu device gives each \
                                 pointer its own buffer and cannot alias them",
                                name(j)
                            ),
                        });
                    }
                    bufs.push((i, data, offset, b.len));
                }
                // `arg_check::check` has rejected GPU memory already.
                _ => return Err(Error::Invalid("internal: GPU memory passed to the cpu device".into())),
            }
        }
    }
    let mut order: Vec<usize> = (0..bufs.len()).collect();
    order.sort_by_key(|&k| bufs[k].1 as *const _ as usize);
    let mut guards: Vec<Option<MutexGuard<Vec<u8>>>> = (0..bufs.len()).map(|_| None).collect();
    for k in order {
        guards[k] = Some(bufs[k].1.lock().unwrap_or_else(|e| e.into_inner()));
    }

    let mut iargs = Vec::with_capacity(args.len());
    let mut taken = vec![false; bufs.len()];
    let mut next = 0;
    for a in args {
        match a {
            Arg::Scalar(c) => iargs.push(interp::Arg::Scalar(*c)),
            Arg::Buffer(b) => {
                let (_, _, offset, len) = bufs[next];
                let Some(data) = guards[next].as_mut() else {
                    return Err(Error::Invalid("internal: an unlocked cpu buffer".into()));
                };
                next += 1;
                let esize = b.dtype.bytes() as usize;
                let bytes = if offset == 0 && len * esize == data.len() {
                    taken[next - 1] = true;
                    std::mem::take(&mut **data)
                } else {
                    let range = offset * esize..(offset + len) * esize;
                    data.get(range).ok_or_else(|| Error::Invalid("internal: a slice past its buffer".into()))?.to_vec()
                };
                iargs.push(interp::Arg::Buffer(interp::Buffer { dtype: b.dtype, data: bytes }));
            }
        }
    }

    let result = interp::run(kernel, grid, &mut iargs);

    let mut next = 0;
    for ia in iargs {
        if let interp::Arg::Buffer(out) = ia {
            let (_, _, offset, len) = bufs[next];
            if let Some(data) = guards[next].as_mut() {
                let esize = out.dtype.bytes() as usize;
                if taken[next] {
                    **data = out.data;
                } else if let Some(dst) = data.get_mut(offset * esize..(offset + len) * esize) {
                    if dst.len() == out.data.len() {
                        dst.copy_from_slice(&out.data);
                    }
                }
            }
            next += 1;
        }
    }
    result.map_err(Error::Cpu)
}
