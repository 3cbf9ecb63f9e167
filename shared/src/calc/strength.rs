//! Reply builders: dasha, vargas, ashtakavarga, shadbala.

use super::{CalcError, Ctx};
use serde_json::Value;

pub fn dasha(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("dasha")
}

pub fn vargas(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("vargas")
}

pub fn ashtakavarga(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("ashtakavarga")
}

pub fn shadbala(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("shadbala")
}
