//! tessera-emit-amdgcn: AMDGCN assembly text, binary encoding and the HSACO writer. Not built
//! yet: see the AMDGCN backend issue.
