//! tessera-emit-ptx: PTX text from `VCode<ptx::Inst>`. Not built yet: see the PTX backend issue.
