//! The passes around lane expansion that every target can run, one file a pass.
//!
//! ```text
//!   before lowering (tile IR -> tile IR):  induction, orient
//!   after lowering (VCode -> VCode):       dce, licm, coalesce, sink
//! ```
//!
//! Each is generic over the target's instructions (`MachInst`) or works on the tile IR; which
//! passes a target runs, and in what order, is [`crate::pipeline`]'s decision. A pass that
//! reads one target's instructions lives in that target's folder (`ptx::reassoc`).

pub mod coalesce;
pub mod dce;
pub mod induction;
pub mod licm;
pub(crate) mod liveness;
pub mod orient;
pub mod sink;
