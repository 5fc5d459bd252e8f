//! tessera-isel: from a verified tile kernel to per-thread machine code, for every target.
//!
//! ```text
//!   Kernel ── axis (contiguity, divisibility, constancy) ─┐
//!          ── layout (which thread holds which element)  ├─> lower ──> VCode<target::Inst>
//!          ── target::Target (element-level selection) ──┘
//! ```
//!
//! Before lowering, [`orient`] turns a 2-D load whose addresses run down the columns, read only
//! as B of dots, into the transpose of a load of the transposed tile (16-byte vectors, B read
//! K-major). After lowering, [`dce`] removes what lane expansion computed but nothing reads.
//!
//! The shared part (`axis`, `layout`, `lower`, `vcode`, `target`, `dce`) knows nothing about PTX or
//! AMDGCN; each target is one module with its instruction enum and its `Target` impl. Today:
//! [`ptx`] and [`amdgcn`].

pub mod amdgcn;
pub mod axis;
pub mod coalesce;
pub mod dce;
pub mod layout;
pub mod lower;
pub mod orient;
pub mod ptx;
pub mod target;
pub mod vcode;

pub use lower::{lower, LowerError, Lowered};
