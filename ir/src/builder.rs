//! The builder (to be written).
pub struct Builder;
pub struct Tv;
pub struct BuildError;
