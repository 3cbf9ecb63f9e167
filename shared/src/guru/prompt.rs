//! What a language model is told: a system prompt holding the rules (role, reply language,
//! safety, plain text) and the chart's facts as computed by the engine, then the conversation.
//! The compressed earlier history is the caller's text: it goes with the user's first message,
//! never into the system prompt.

use super::asks::Ask;
use super::facts::Facts;
use super::words::Words;
use crate::astro::gochara::Gochara;
use crate::content::Locale;
use crate::jobs::{ChatMessage, GuruRequest, Role};
use crate::key;

/// The chart's facts, one per line, in the locale.
pub fn fact_lines(f: &Facts, locale: Locale) -> Vec<String> {
    let w = Words { l: locale };
    let mut out = natal_lines(f, &w);
    out.extend(time_lines(f, &w));
    out.extend(list_lines(f, &w));
    out
}

fn deg(d: f64) -> String {
    format!("{d:.1}")
}

/// The settings, the ascendant, the Moon, the Sun, each graha and each house.
fn natal_lines(f: &Facts, w: &Words) -> Vec<String> {
    let s = f.settings;
    let mut out = vec![
        w.fill(
            key!("guru.prompt.line.settings"),
            &[
                (
                    "ayanamsa",
                    &w.text(key!("report.settings.ayanamsa.{}", s.ayanamsa.name())),
                ),
                (
                    "houses",
                    &w.text(key!("report.settings.houses.{}", s.house_system.name())),
                ),
                (
                    "node",
                    &w.text(key!("report.settings.node.{}", s.node.name())),
                ),
            ],
        ),
        w.fill(
            key!("guru.prompt.line.ascendant"),
            &[
                ("sign", &w.sign(f.ascendant)),
                ("degree", &deg(f.ascendant_degree)),
                ("nakshatra", &w.nakshatra(f.ascendant_nakshatra)),
            ],
        ),
        w.fill(
            key!("guru.prompt.line.moon"),
            &[
                ("sign", &w.sign(f.moon_sign)),
                ("nakshatra", &w.nakshatra(f.moon_nakshatra)),
                ("pada", &f.moon_pada.to_string()),
            ],
        ),
        w.fill(
            key!("guru.prompt.line.sun"),
            &[("sign", &w.sign(f.sun_sign))],
        ),
    ];
    for g in &f.planets {
        out.push(w.fill(
            key!("guru.prompt.line.planet"),
            &[
                ("planet", &w.planet(g.planet)),
                ("sign", &w.sign(g.sign)),
                ("degree", &deg(g.degree)),
                ("house", &g.house.to_string()),
                ("nakshatra", &w.nakshatra(g.nakshatra)),
                ("dignity", &w.condition(g)),
            ],
        ));
    }
    for h in 1..=12u8 {
        let lord = f.lord_of(h);
        out.push(w.fill(
            key!("guru.prompt.line.house"),
            &[
                ("house", &h.to_string()),
                ("sign", &w.sign(f.house_sign(h))),
                ("lord", &w.planet(lord)),
                ("lordHouse", &f.planet(lord).house.to_string()),
            ],
        ));
    }
    out
}

/// The running dasha, today's date, each transit and the Sade Sati phase.
fn time_lines(f: &Facts, w: &Words) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(d) = &f.dasha {
        let next = d.upcoming.first();
        out.push(w.fill(
            key!("guru.prompt.line.dasha"),
            &[
                ("maha", &w.planet(d.maha)),
                ("mahaEnd", &w.date(d.maha_end)),
                ("antar", &w.planet(d.antar)),
                ("antarEnd", &w.date(d.antar_end)),
                (
                    "next",
                    &next.map_or_else(String::new, |n| w.planet(n.planet)),
                ),
            ],
        ));
    }
    out.push(w.fill(
        key!("guru.prompt.line.today"),
        &[("date", &w.date(f.today))],
    ));
    for t in &f.transits {
        let gochara = match t.gochara {
            Gochara::Favourable => w.text(key!("guru.prompt.gochara.favourable")),
            Gochara::Obstructed(by) => w.fill(
                key!("guru.prompt.gochara.obstructed"),
                &[("planet", &w.planet(by))],
            ),
            Gochara::Unfavourable => w.text(key!("guru.prompt.gochara.unfavourable")),
        };
        let until = t.until.map_or_else(String::new, |d| {
            w.fill(key!("guru.timing.until"), &[("date", &w.date(d))])
        });
        out.push(w.fill(
            key!("guru.prompt.line.transit"),
            &[
                ("planet", &w.planet(t.planet)),
                ("sign", &w.sign(t.sign)),
                ("house", &t.house_from_moon.to_string()),
                ("gochara", &gochara),
                ("until", &until),
            ],
        ));
    }
    if let Some(p) = f.sade_sati {
        out.push(w.fill(
            key!("guru.prompt.line.sadeSati"),
            &[("phase", &w.text(key!("guru.sadeSatiPhase.{}", p.name())))],
        ));
    }
    out
}

/// The yogas and the doshas, each a list or "none".
fn list_lines(f: &Facts, w: &Words) -> [String; 2] {
    let listed = |items: Vec<String>| {
        if items.is_empty() {
            w.text(key!("guru.prompt.line.none"))
        } else {
            items.join(", ")
        }
    };
    let yogas = f
        .yogas
        .iter()
        .map(|y| format!("{} ({})", w.yoga(y), w.strength(y.strength)))
        .collect();
    let doshas = f
        .doshas
        .iter()
        .map(|d| {
            let houses: Vec<String> = d.houses.iter().map(u8::to_string).collect();
            format!(
                "{} ({}; {})",
                w.dosha(d.kind),
                w.severity(d.severity),
                houses.join(", ")
            )
        })
        .collect();
    [
        w.fill(key!("guru.prompt.line.yogas"), &[("list", &listed(yogas))]),
        w.fill(
            key!("guru.prompt.line.doshas"),
            &[("list", &listed(doshas))],
        ),
    ]
}

/// The system prompt: rules, reply language, safety, and the chart's facts when there is a chart.
///
/// `asks` are the facts the last question asks for directly ([`super::asks`]): the model is told
/// to state them first, in the words given.
pub fn system_prompt(facts: Option<&Facts>, locale: Locale, asks: &[Ask]) -> String {
    let w = Words { l: locale };
    let mut parts = vec![
        w.text(key!("guru.prompt.role")),
        w.text(key!("guru.prompt.language")),
        w.text(key!("guru.prompt.safety")),
        w.text(key!("guru.prompt.format")),
    ];
    match facts {
        Some(f) => {
            parts.push(w.text(key!("guru.prompt.facts")));
            parts.push(fact_lines(f, locale).join("\n"));
            if !asks.is_empty() {
                let answer = super::asks::answer(w, f, asks);
                parts.push(w.fill(
                    key!("guru.prompt.asked"),
                    &[("facts", answer.first().map_or("", String::as_str))],
                ));
            }
        }
        None => parts.push(w.text(key!("guru.prompt.noChart"))),
    }
    parts.join("\n\n")
}

/// The conversation as sent to a model: the caller's messages, with the compressed history (if
/// any) put before the first user message, marked as earlier context.
pub fn conversation(req: &GuruRequest) -> Vec<ChatMessage> {
    let mut out = req.messages.clone();
    if let Some(h) = req
        .conversation_history
        .as_deref()
        .map(str::trim)
        .filter(|h| !h.is_empty())
    {
        let note = Words { l: req.locale }.fill(key!("guru.prompt.history"), &[("history", h)]);
        match out.first_mut() {
            Some(first) if first.role == Role::User => {
                first.content = format!("{note}\n\n{}", first.content)
            }
            _ => out.insert(
                0,
                ChatMessage {
                    role: Role::User,
                    content: note,
                },
            ),
        }
    }
    out
}
