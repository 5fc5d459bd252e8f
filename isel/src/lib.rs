//! tessera-isel: from a verified tile kernel to per-lane machine code, for every target.
//!
//! Owns the layout pass, lane expansion, `VCode` and the `MachInst` contract, with one module per
//! target (`ptx`, `amdgcn`) holding its instruction enum. Not built yet: see the PTX backend and
//! AMDGCN backend issues.
