//! The CPU reference interpreter (to be written).
