//! tessera-regalloc: register allocation for AMDGCN through regalloc2 (`regalloc2::Function`
//! over `VCode`, machine environments, applying allocations). Not built yet: see the AMDGCN issue.
