//! Reply builders: panchang, rashifal, daily_insight, transits, sade_sati.

use super::{CalcError, Ctx};
use serde_json::Value;

pub fn panchang(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("panchang")
}

pub fn rashifal(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("rashifal")
}

pub fn daily_insight(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("daily_insight")
}

pub fn transits(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("transits")
}

pub fn sade_sati(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("sade_sati")
}
