//! What a device holds of a loaded kernel ([`KernelCore`]): the driver function (or, on the
//! CPU, the IR the interpreter runs) and what a launch needs beside the arguments. A device
//! keeps the cores loaded on it by cache key (see [`crate::device`]); [`crate::kernel`] makes
//! them and launches them.

use crate::signature::ParamSig;
use crate::tensor_map::{EncodedKey, EncodedMap, TensorMapSpec};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tessera_ir::Kernel;

pub(crate) enum KernelImpl {
    Cpu(Arc<Kernel>),
    Cuda(crate::cuda::CudaFunction),
    #[cfg(feature = "hip")]
    Hip(crate::hip::HipFunction),
}

/// What a device needs to launch a kernel, shared by every handle to it.
pub(crate) struct KernelCore {
    pub(crate) name: String,
    pub(crate) params: Arc<[ParamSig]>,
    pub(crate) block_threads: u32,
    pub(crate) shared_bytes: u32,
    /// The tensor maps each launch appends (CUDA), and those encoded so far.
    pub(crate) tensor_maps: Box<[TensorMapSpec]>,
    pub(crate) encoded: Mutex<HashMap<EncodedKey, EncodedMap>>,
    pub(crate) imp: KernelImpl,
}
