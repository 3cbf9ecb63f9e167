//! Engine tests against the reference results in `../shared/reference/` (computed by an
//! independent implementation, see its README) and the engine's invariants.

mod chart;
mod support;
