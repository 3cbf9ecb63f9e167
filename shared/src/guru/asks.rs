//! Direct questions about the chart — "what is my Moon sign?", "which maha dasha am I running?",
//! "which house is my Saturn in?" — recognised from keyword lists (`guru.ask.keywords.<kind>`,
//! `guru.ask.planet.<Planet>`) and answered first, with the facts, then read from the readings
//! library (planet in sign and house, maha × antar dasha, the ascendant, the nakshatra).

use super::facts::Facts;
use super::fold::Folded;
use super::words::Words;
use crate::astro::Planet;
use crate::key;

/// A fact a question asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ask {
    Ascendant,
    MoonSign,
    SunSign,
    Nakshatra,
    Dasha,
    SadeSati,
    PlanetHouse(Planet),
}

/// The facts a message asks for, in the order they are answered. Their words are taken out of
/// `words`, so that "which house" or "dasha" is not read again as a life area or as timing.
pub(crate) fn asks(words: &mut Folded) -> Vec<Ask> {
    let mut out = Vec::new();
    // The Sun sign first: its words ("sun sign", "सूर्य राशि") hold a Moon sign's "rashi".
    for (ask, list) in [
        (Ask::SunSign, key!("guru.ask.keywords.sunSign")),
        (Ask::MoonSign, key!("guru.ask.keywords.moonSign")),
        (Ask::Ascendant, key!("guru.ask.keywords.ascendant")),
        (Ask::Nakshatra, key!("guru.ask.keywords.nakshatra")),
        (Ask::Dasha, key!("guru.ask.keywords.dasha")),
        (Ask::SadeSati, key!("guru.ask.keywords.sadeSati")),
    ] {
        if words.take(list) {
            out.push(ask);
        }
    }
    // "Which house is my Saturn in?": a house word and a planet's name.
    let house = key!("guru.ask.keywords.house");
    if words.count(house.clone()) > 0 {
        let named: Vec<Planet> = Planet::ALL
            .iter()
            .copied()
            .filter(|p| words.count(key!("guru.ask.planet.{}", p.name())) > 0)
            .collect();
        if !named.is_empty() {
            words.take(house);
            for p in named {
                words.take(key!("guru.ask.planet.{}", p.name()));
                out.push(Ask::PlanetHouse(p));
            }
        }
    }
    out.sort();
    out
}

/// "12°34′".
fn degrees(d: f64) -> String {
    let minutes = (d * 60.0).floor() as i64;
    format!("{}°{:02}′", minutes / 60, minutes % 60)
}

/// The fact itself, one sentence.
fn fact(w: Words, f: &Facts, ask: Ask) -> Option<String> {
    Some(match ask {
        Ask::Ascendant => w.fill(
            key!("guru.ask.answer.ascendant"),
            &[
                ("sign", &w.sign(f.ascendant)),
                ("degree", &degrees(f.ascendant_degree)),
                ("nakshatra", &w.nakshatra(f.ascendant_nakshatra)),
            ],
        ),
        Ask::MoonSign => w.fill(
            key!("guru.ask.answer.moonSign"),
            &[("sign", &w.sign(f.moon_sign))],
        ),
        Ask::SunSign => w.fill(
            key!("guru.ask.answer.sunSign"),
            &[("sign", &w.sign(f.sun_sign))],
        ),
        Ask::Nakshatra => w.fill(
            key!("guru.ask.answer.nakshatra"),
            &[
                ("nakshatra", &w.nakshatra(f.moon_nakshatra)),
                ("pada", &f.moon_pada.to_string()),
                ("lord", &w.planet(f.moon_nakshatra.lord())),
            ],
        ),
        Ask::Dasha => {
            let d = f.dasha.as_ref()?;
            w.fill(
                key!("guru.ask.answer.dasha"),
                &[
                    ("maha", &w.short(d.maha)),
                    ("mahaEnd", &w.date(d.maha_end)),
                    ("antar", &w.short(d.antar)),
                    ("antarEnd", &w.date(d.antar_end)),
                ],
            )
        }
        Ask::SadeSati => {
            let t = f.transit(Planet::Saturn);
            let (sign, house) = (w.sign(t.sign), w.house(t.house_from_moon));
            match f.sade_sati {
                Some(phase) => w.fill(
                    key!("guru.ask.answer.sadeSatiYes"),
                    &[
                        (
                            "phase",
                            &w.text(key!("guru.sadeSatiPhase.{}", phase.name())),
                        ),
                        ("sign", &sign),
                        ("house", &house),
                        ("until", &t.until.map(|d| w.date(d)).unwrap_or_default()),
                    ],
                ),
                None => w.fill(
                    key!("guru.ask.answer.sadeSatiNo"),
                    &[
                        ("sign", &sign),
                        ("house", &house),
                        ("moon", &w.sign(f.moon_sign)),
                    ],
                ),
            }
        }
        Ask::PlanetHouse(p) => {
            let g = f.planet(p);
            w.fill(
                key!("guru.ask.answer.planetHouse"),
                &[
                    ("planet", &w.planet(p)),
                    ("house", &w.house(g.house)),
                    ("sign", &w.sign(g.sign)),
                    ("dignity", &w.condition(g)),
                ],
            )
        }
    })
}

/// What the fact means, from the readings library.
fn meaning(w: Words, f: &Facts, ask: Ask) -> Option<String> {
    Some(match ask {
        Ask::Ascendant => w.text(key!("personality.ascendant.{}", f.ascendant.name())),
        Ask::MoonSign => w.text(key!("planetInSign.Moon.{}", f.moon_sign.name())),
        Ask::SunSign => w.text(key!("planetInSign.Sun.{}", f.sun_sign.name())),
        Ask::Nakshatra => w.text(key!("nakshatras.{}.description", f.moon_nakshatra.name())),
        // The maha dasha's own reading, then the sub-period's within it.
        Ask::Dasha => {
            let d = f.dasha.as_ref()?;
            format!(
                "{} {}",
                w.text(key!("dasha.maha.{}", d.maha.name())),
                w.text(key!("dashaPairs.{}.{}", d.maha.name(), d.antar.name()))
            )
        }
        Ask::SadeSati => {
            let phase = f.sade_sati?;
            w.fill(
                key!("guru.timing.sadeSati"),
                &[(
                    "phase",
                    &w.text(key!("guru.sadeSatiPhase.{}", phase.name())),
                )],
            )
        }
        Ask::PlanetHouse(p) => w.text(key!("planetInHouse.{}.{}", p.name(), f.planet(p).house)),
    })
}

/// The facts asked for, in one paragraph, then what each means.
pub(crate) fn answer(w: Words, f: &Facts, asks: &[Ask]) -> Vec<String> {
    let facts: Vec<String> = asks.iter().filter_map(|&a| fact(w, f, a)).collect();
    let mut out = vec![facts.join(" ")];
    for (i, m) in asks.iter().filter_map(|&a| meaning(w, f, a)).enumerate() {
        out.push(if i == 0 {
            format!("{} {m}", w.text(key!("guru.ask.answer.meaning")))
        } else {
            m
        });
    }
    out
}
