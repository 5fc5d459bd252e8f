//! tessera-runtime: devices, buffers, modules, launches and the compiled-kernel cache, for CUDA
//! and HIP. Not built yet: see the runtime issue.
