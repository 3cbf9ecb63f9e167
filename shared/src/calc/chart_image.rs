//! Reply builders: chart_image.

use super::{CalcError, Ctx};
use serde_json::Value;

pub fn chart_image(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("chart_image")
}
