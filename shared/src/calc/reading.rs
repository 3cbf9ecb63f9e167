//! Reply builders: yogas, dosha, functional, personality, predictions, remedies, basic_details.

use super::{CalcError, Ctx};
use serde_json::Value;

pub fn yogas(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("yogas")
}

pub fn dosha(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("dosha")
}

pub fn functional(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("functional")
}

pub fn personality(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("personality")
}

pub fn predictions(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("predictions")
}

pub fn remedies(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("remedies")
}

pub fn basic_details(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("basic_details")
}
