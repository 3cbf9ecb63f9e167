//! Reply builders: matching.

use super::{CalcError, Ctx};
use serde_json::Value;

pub fn matching(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("matching")
}
