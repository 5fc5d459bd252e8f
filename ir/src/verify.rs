//! The verifier (to be written).
