//! tessera-sim: SIMT simulators of the machine code tessera emits, so that instruction selection,
//! lane expansion, masking, register allocation and wait insertion are checked against the
//! reference interpreter on machines with no GPU. They read what the backends produce and are
//! tools that check the compiler: nothing on the compile path depends on this crate.
//!
//! ```text
//!   Kernel ─isel::lower─> VCode<ptx::Inst> ──────────────> lockstep::run (semantics: ptx)
//!   Kernel ─isel + regalloc + emit-amdgcn─> AMDGCN text ──> amdgcn::run  (its own reader)
//! ```
//!
//! Two simulators, for two kinds of input:
//! - [`lockstep`]: a target-independent engine over `VCode` before register allocation. Every
//!   thread of a program runs each instruction in lockstep; registers are virtual, with a written
//!   flag each; global buffers live at fake addresses and every access is checked; shared memory
//!   tracks which thread wrote and read each byte since the last barrier, so a missing barrier is
//!   a race. Asynchronous matrix operations (`wgmma`) keep their accumulators and operand bytes
//!   in flight until a wait retires them, so a missing fence or wait is an error too; the copy
//!   engine's bulk copies (TMA) land when issued, but their bytes are readable only by threads
//!   that waited on the copy's mbarrier phase, and a wait that can never succeed is an error
//!   rather than a hang. A target
//!   plugs in its instruction semantics through [`lockstep::SimInst`]; [`ptx`]
//!   does so for PTX (`--device sim-ptx`).
//! - [`amdgcn`]: reads the assembly text back (instructions, kernel descriptor, metadata) and runs
//!   whole waves with EXEC and VCC masks, SGPRs and VGPRs, LDS, `s_waitcnt` counters (reading a
//!   register whose load was not waited for is an error) and the GFX9 wait states
//!   (`--device sim-amdgcn`). It runs after register allocation and emission, so it checks those
//!   too.
//!
//! [`tensor_core`] holds the rule by which tensor cores add, which both targets' matrix
//! instructions follow in the simulator.
//!
//! Both report every fault a GPU would silently get wrong as an error naming the program, the
//! thread or lane, the instruction and what happened, and neither panics on any input.

pub mod amdgcn;
pub mod lockstep;
pub mod ptx;
pub mod tensor_core;

pub use lockstep::{SimOptions, SimStats};
