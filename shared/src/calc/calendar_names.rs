//! The calendar's names in a reply language, from the content files (`festivals.json`,
//! `panchang.json`).

use crate::astro::calendar::festivals::FestivalDay;
use crate::astro::calendar::lunar::{Ayana, LunarMonth, Masa, Ritu, Samvatsara};
use crate::astro::calendar::muhurta::{Direction, Tara};
use crate::content::{self, Locale};
use crate::key;

/// A festival's name (its key is `festivals.<key>`).
pub fn festival(locale: Locale, f: &FestivalDay) -> String {
    content::text(locale, key!("festivals.{}", f.key))
}

pub fn masa(locale: Locale, m: Masa) -> String {
    content::text(locale, key!("panchang.masa.{}", m.name()))
}

/// The amanta month's name, "Adhika …" for an adhika month.
pub fn amanta(locale: Locale, m: &LunarMonth) -> String {
    let name = masa(locale, m.amanta);
    if m.is_adhika {
        content::fill(locale, key!("panchang.adhikaMonth"), &[("month", &name)])
    } else {
        name
    }
}

pub fn ritu(locale: Locale, r: Ritu) -> String {
    content::text(locale, key!("panchang.ritu.{}", r.name()))
}

pub fn ayana(locale: Locale, a: Ayana) -> String {
    content::text(locale, key!("panchang.ayana.{}", a.name()))
}

pub fn samvatsara(locale: Locale, s: Samvatsara) -> String {
    content::text(locale, key!("panchang.samvatsara.{}", s.name()))
}

pub fn tara(locale: Locale, t: Tara) -> String {
    content::text(locale, key!("panchang.tara.{}", t.name()))
}

pub fn direction(locale: Locale, d: Direction) -> String {
    content::text(locale, key!("panchang.direction.{}", d.name()))
}
