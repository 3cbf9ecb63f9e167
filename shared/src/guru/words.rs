//! Names and small phrases of the Guru's answers in the reply's language, from the content files.

use crate::astro::doshas::DoshaKind;
use crate::astro::mangal::Severity;
use crate::astro::yogas::Strength;
use crate::astro::{Dignity, Nakshatra, Planet, Sign};
use crate::content::{self, Key, Locale};
use crate::key;
use chrono::NaiveDate;

use super::facts::{PlanetFact, YogaFact};

/// Looks texts up in one locale.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Words {
    pub l: Locale,
}

impl Words {
    pub fn text(self, key: Key) -> String {
        content::text(self.l, key)
    }

    /// A template filled; a sentence that opens with a name gets a capital ("the Sun is …" →
    /// "The Sun is …").
    pub fn fill(self, key: Key, args: &[(&str, &str)]) -> String {
        let s = content::fill(self.l, key, args);
        let mut chars = s.chars();
        match chars.next() {
            Some(c) if c.is_lowercase() => c.to_uppercase().chain(chars).collect(),
            _ => s,
        }
    }

    pub fn planet(self, p: Planet) -> String {
        self.text(key!("planets.{}.name", p.name()))
    }

    /// A planet's name without an article ("Moon" where [`Words::planet`] says "the Moon"), for
    /// "the {maha} maha dasha".
    pub fn short(self, p: Planet) -> String {
        self.text(key!("planets.{}.short", p.name()))
    }

    pub fn sign(self, s: Sign) -> String {
        self.text(key!("signs.{}.name", s.name()))
    }

    pub fn nakshatra(self, n: Nakshatra) -> String {
        self.text(key!("nakshatras.{}.name", n.name()))
    }

    /// "10th house".
    pub fn house(self, h: u8) -> String {
        self.text(key!("guru.house.{}", h))
    }

    pub fn dignity(self, d: Dignity) -> String {
        self.text(key!("guru.dignity.{}", d.name()))
    }

    /// Dignity with retrograde and combust marks ("exalted, retrograde"); the nodes are always
    /// retrograde, so it is not said of them.
    pub fn condition(self, g: &PlanetFact) -> String {
        let mut parts = vec![self.dignity(g.dignity)];
        if g.retrograde && !matches!(g.planet, Planet::Rahu | Planet::Ketu) {
            parts.push(self.text(key!("guru.flag.retrograde")));
        }
        if g.combust {
            parts.push(self.text(key!("guru.flag.combust")));
        }
        parts.join(", ")
    }

    pub fn severity(self, s: Severity) -> String {
        self.text(key!("guru.severity.{}", s.name()))
    }

    pub fn strength(self, s: Strength) -> String {
        self.text(key!("guru.strength.{}", s.name()))
    }

    pub fn dosha(self, k: DoshaKind) -> String {
        self.text(key!("guru.dosha.{}", k.key()))
    }

    /// The yoga's name in the locale (every yoga of the catalogue has one: the yogas reply
    /// shows them all).
    pub fn yoga(self, y: &YogaFact) -> String {
        self.text(key!("yogas.list.{}.name", y.key))
    }

    pub fn date(self, d: NaiveDate) -> String {
        d.format("%Y-%m-%d").to_string()
    }

    /// "a, b and c".
    pub fn list(self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => {
                format!("{}{}{last}", init.join(", "), self.text(key!("guru.and")))
            }
        }
    }
}
