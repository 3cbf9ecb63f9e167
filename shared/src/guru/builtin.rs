//! The builtin Guru: answers from the chart and the content library, with no service outside the
//! machine. For a life area it names the houses and lords the texts read it from, their
//! placement and dignity, the natural significators, the yogas and doshas that bear on it, the
//! timing from the running dasha and the slow transits, and a remedy — every sentence a content
//! template filled with the chart's facts.

use super::asks;
use super::facts::{DashaSpan, Facts};
use super::safety;
use super::topics::{Intent, Topic, intent};
use super::words::Words;
use crate::astro::Planet;
use crate::astro::doshas::DoshaKind;
use crate::astro::gochara::Gochara;
use crate::calc::CalcError;
use crate::content::Locale;
use crate::jobs::GuruRequest;
use crate::key;

/// The builtin answer to the conversation's last question.
pub fn answer(req: &GuruRequest) -> Result<String, CalcError> {
    let intent = intent(req);
    if let Some(kind) = intent.sensitive {
        return Ok(safety::answer(kind, req.locale));
    }
    let facts = req
        .person
        .as_ref()
        .map(|p| Facts::compute_with(p, &req.settings, req.now))
        .transpose()?;
    Ok(compose(&intent, facts.as_ref(), req.locale))
}

/// The answer for an intent, from the chart's facts when there is a chart.
pub fn compose(intent: &Intent, facts: Option<&Facts>, locale: Locale) -> String {
    let w = Words { l: locale };
    let Some(f) = facts else {
        return general(w, intent);
    };
    // Facts asked for directly come first; a question with no life area ends with them.
    let mut paragraphs = Vec::new();
    if !intent.asks.is_empty() {
        paragraphs.extend(asks::answer(w, f, &intent.asks));
    }
    paragraphs.extend(match intent.topic {
        None | Some(Topic::Timing) if !intent.asks.is_empty() => vec![closing(w, None)],
        None => overview(w, f),
        Some(Topic::Timing) => timing_answer(w, f),
        Some(Topic::Remedies) => remedies_answer(w, f, intent.area),
        Some(area) if intent.timing_focus => area_timing(w, f, area),
        Some(area) => area_answer(w, f, area),
    });
    paragraphs
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// Without a chart: what the texts read the topic from, and an invitation to share the birth.
fn general(w: Words, intent: &Intent) -> String {
    let mut out = vec![match intent.topic {
        Some(t) => w.text(key!("guru.intro.{}", t.key())),
        None => w.text(key!("guru.general.unknown")),
    }];
    if intent.topic == Some(Topic::Remedies) {
        out.push(w.text(key!("guru.general.remedies")));
    }
    out.push(w.text(key!("guru.general.invite")));
    if intent.topic == Some(Topic::Health) {
        out.push(w.text(key!("guru.closing.health")));
    }
    out.join("\n\n")
}

/// The planets that rule or signify an area: its house lords, then its karakas.
fn area_planets(f: &Facts, area: Topic) -> Vec<Planet> {
    let s = area.significators();
    let mut out: Vec<Planet> = Vec::new();
    for p in s
        .houses
        .iter()
        .map(|&h| f.lord_of(h))
        .chain(s.karakas.iter().copied())
    {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// How well a planet can deliver: its dignity score (BPHS ch. 3), lowered in the 6th, 8th or
/// 12th house (the dusthanas, BPHS ch. 34) and raised in a kendra or trikona; combustion halves
/// it (Phaladeepika ch. 2 counts a combust graha's results as lost).
fn delivery(f: &Facts, p: Planet) -> f64 {
    let g = f.planet(p);
    let mut s = g.dignity.score();
    match g.house {
        6 | 8 | 12 => s -= 0.25,
        1 | 4 | 5 | 7 | 9 | 10 => s += 0.1,
        _ => {}
    }
    if g.combust {
        s *= 0.5;
    }
    s.clamp(0.0, 1.0)
}

/// The weakest of some planets (the first on a tie).
fn weakest(f: &Facts, planets: &[Planet]) -> Option<Planet> {
    planets
        .iter()
        .copied()
        .fold(None, |best: Option<Planet>, p| match best {
            Some(b) if delivery(f, b) <= delivery(f, p) => Some(b),
            _ => Some(p),
        })
}

/// A house, its sign and lord, the lord's placement, and the grahas in it.
fn house_lines(w: Words, f: &Facts, h: u8) -> Vec<String> {
    let lord = f.lord_of(h);
    let g = f.planet(lord);
    let mut out = vec![w.fill(
        key!("guru.fact.house"),
        &[
            ("house", &w.house(h)),
            ("sign", &w.sign(f.house_sign(h))),
            ("lord", &w.planet(lord)),
            ("lordHouse", &w.house(g.house)),
            ("lordSign", &w.sign(g.sign)),
            ("dignity", &w.condition(g)),
        ],
    )];
    let occupants = f.occupants(h);
    if occupants.is_empty() {
        out.push(w.fill(key!("guru.fact.empty"), &[("house", &w.house(h))]));
    } else {
        let names: Vec<String> = occupants.iter().map(|&p| w.planet(p)).collect();
        out.push(w.fill(
            key!("guru.fact.occupants"),
            &[("house", &w.house(h)), ("planets", &w.list(&names))],
        ));
    }
    out
}

fn karaka_line(w: Words, f: &Facts, p: Planet) -> String {
    let g = f.planet(p);
    w.fill(
        key!("guru.fact.karaka"),
        &[
            ("planet", &w.planet(p)),
            ("sign", &w.sign(g.sign)),
            ("house", &w.house(g.house)),
            ("dignity", &w.condition(g)),
        ],
    )
}

/// Mangal dosha as it stands in the chart (cancellations per [`crate::astro::mangal`]).
fn mangal_line(w: Words, f: &Facts) -> String {
    let m = &f.mangal;
    let house = w.house(m.house_from_ascendant);
    if !m.present {
        w.fill(key!("guru.fact.mangalAbsent"), &[("house", &house)])
    } else if m.is_cancelled() {
        let reasons: Vec<String> = m
            .cancellations
            .iter()
            .map(|c| w.text(key!("guru.mangalReason.{}", c.key())))
            .collect();
        w.fill(
            key!("guru.fact.mangalCancelled"),
            &[("house", &house), ("reasons", &w.list(&reasons))],
        )
    } else {
        w.fill(
            key!("guru.fact.mangalPresent"),
            &[("house", &house), ("severity", &w.severity(m.severity))],
        )
    }
}

fn dosha_lines(w: Words, f: &Facts, kinds: &[DoshaKind]) -> Vec<String> {
    kinds
        .iter()
        .filter_map(|&k| match k {
            DoshaKind::Mangal => Some(mangal_line(w, f)),
            k => f.dosha(k).map(|d| {
                w.fill(
                    key!("guru.fact.dosha"),
                    &[
                        ("dosha", &w.dosha(k)),
                        ("severity", &w.severity(d.severity)),
                    ],
                )
            }),
        })
        .collect()
}

fn yoga_line(w: Words, f: &Facts, keys: Option<&[&str]>, at_most: usize) -> Option<String> {
    let names: Vec<String> = f
        .yogas
        .iter()
        .filter(|y| keys.is_none_or(|k| k.contains(&y.key)))
        .take(at_most)
        .map(|y| format!("{} ({})", w.yoga(y), w.strength(y.strength)))
        .collect();
    (!names.is_empty()).then(|| w.fill(key!("guru.fact.yogas"), &[("yogas", &w.list(&names))]))
}

/// The running maha and antar dasha, and the antar that follows.
fn dasha_line(w: Words, f: &Facts) -> Option<String> {
    let d = f.dasha.as_ref()?;
    let next = d.upcoming.first()?;
    Some(w.fill(
        key!("guru.timing.dasha"),
        &[
            ("maha", &w.short(d.maha)),
            ("mahaEnd", &w.date(d.maha_end)),
            ("antar", &w.short(d.antar)),
            ("antarEnd", &w.date(d.antar_end)),
            ("next", &w.short(next.planet)),
        ],
    ))
}

/// Whether the running periods touch an area, or when the next one that does begins.
fn activation_line(w: Words, f: &Facts, planets: &[Planet]) -> Option<String> {
    let d = f.dasha.as_ref()?;
    let active: Vec<String> = [d.maha, d.antar]
        .iter()
        .filter(|p| planets.contains(p))
        .map(|&p| w.planet(p))
        .fold(Vec::new(), |mut v, n| {
            if !v.contains(&n) {
                v.push(n);
            }
            v
        });
    if !active.is_empty() {
        return Some(w.fill(key!("guru.timing.active"), &[("planets", &w.list(&active))]));
    }
    let next: &DashaSpan = d
        .upcoming
        .iter()
        .find(|s| planets.contains(&s.planet) || planets.contains(&s.maha))?;
    Some(w.fill(
        key!("guru.timing.window"),
        &[
            ("maha", &w.short(next.maha)),
            ("planet", &w.short(next.planet)),
            ("start", &w.date(next.start)),
            ("end", &w.date(next.end)),
        ],
    ))
}

/// A slow graha's transit from the natal Moon with its classical result (Phaladeepika ch. 26).
fn transit_line(w: Words, f: &Facts, p: Planet) -> String {
    let t = f.transit(p);
    let until = t.until.map_or_else(String::new, |d| {
        w.fill(key!("guru.timing.until"), &[("date", &w.date(d))])
    });
    let mut effect = w.text(key!("transits.effects.{}.{}", p.name(), t.house_from_moon));
    if let Gochara::Obstructed(by) = t.gochara {
        effect = format!(
            "{effect} {}",
            w.fill(key!("transits.vedha"), &[("planet", &w.planet(by))])
        );
    }
    w.fill(
        key!("guru.timing.transit"),
        &[
            ("planet", &w.planet(p)),
            ("sign", &w.sign(t.sign)),
            ("house", &w.house(t.house_from_moon)),
            ("until", &until),
            ("effect", &effect),
        ],
    )
}

fn sade_sati_line(w: Words, f: &Facts) -> Option<String> {
    let phase = f.sade_sati?;
    Some(w.fill(
        key!("guru.timing.sadeSati"),
        &[(
            "phase",
            &w.text(key!("guru.sadeSatiPhase.{}", phase.name())),
        )],
    ))
}

/// Dasha, activation of the area, Jupiter's and Saturn's transits, Sade Sati.
fn timing_paragraph(w: Words, f: &Facts, planets: &[Planet]) -> String {
    let mut lines: Vec<String> = Vec::new();
    lines.extend(dasha_line(w, f));
    lines.extend(activation_line(w, f, planets));
    lines.push(transit_line(w, f, Planet::Jupiter));
    lines.push(transit_line(w, f, Planet::Saturn));
    lines.extend(sade_sati_line(w, f));
    lines.join(" ")
}

/// A graha's remedy: its mantra, worship and charity on its own weekday, as the graha-shanti
/// (propitiation) chapters of BPHS prescribe, with the conduct that honours its significations
/// (BPHS ch. 32). The texts are content (`guru.remedy.<Planet>`).
fn remedy_line(w: Words, f: &Facts, p: Planet) -> String {
    let g = f.planet(p);
    w.fill(
        key!("guru.remedy.forPlanet"),
        &[
            ("planet", &w.planet(p)),
            ("dignity", &w.condition(g)),
            ("house", &w.house(g.house)),
            ("text", &w.text(key!("guru.remedy.{}", p.name()))),
        ],
    )
}

/// Remedies for the doshas present and not cancelled among `kinds`.
fn dosha_remedies(w: Words, f: &Facts, kinds: &[DoshaKind]) -> Vec<String> {
    kinds
        .iter()
        .filter(|&&k| {
            f.dosha(k)
                .is_some_and(|d| d.severity != crate::astro::Severity::Cancelled)
        })
        .map(|k| w.text(key!("guru.remedy.dosha.{}", k.key())))
        .collect()
}

fn closing(w: Words, area: Option<Topic>) -> String {
    if area == Some(Topic::Health) {
        w.text(key!("guru.closing.health"))
    } else {
        w.text(key!("guru.closing.default"))
    }
}

/// Verdict on an area from how well its planets can deliver: strong from 0.6, weak below 0.4.
fn verdict(w: Words, f: &Facts, area: Topic, planets: &[Planet]) -> String {
    let mean = planets.iter().map(|&p| delivery(f, p)).sum::<f64>() / planets.len().max(1) as f64;
    let key = if mean >= 0.6 {
        key!("guru.verdict.strong")
    } else if mean >= 0.4 {
        key!("guru.verdict.mixed")
    } else {
        key!("guru.verdict.weak")
    };
    w.fill(
        key,
        &[("topic", &w.text(key!("guru.topicName.{}", area.key())))],
    )
}

/// A life area read from the chart.
fn area_answer(w: Words, f: &Facts, area: Topic) -> Vec<String> {
    let s = area.significators();
    let planets = area_planets(f, area);
    let mut factors: Vec<String> = s
        .houses
        .iter()
        .flat_map(|&h| house_lines(w, f, h))
        .collect();
    // The lord of the area's first house where it sits: the bhavesh phala (BPHS ch. 24).
    if let Some(&h) = s.houses.first() {
        factors.push(w.text(key!("lordInHouse.{}.{}", h, f.planet(f.lord_of(h)).house)));
    }
    factors.extend(s.karakas.iter().map(|&p| karaka_line(w, f, p)));
    factors.extend(yoga_line(w, f, Some(s.yogas), 4));
    factors.extend(dosha_lines(w, f, s.doshas));
    let mut remedies: Vec<String> = weakest(f, &planets)
        .map(|p| remedy_line(w, f, p))
        .into_iter()
        .collect();
    remedies.extend(dosha_remedies(w, f, s.doshas));
    vec![
        w.text(key!("guru.intro.{}", area.key())),
        factors.join(" "),
        verdict(w, f, area, &planets),
        timing_paragraph(w, f, &planets),
        remedies.join(" "),
        closing(w, Some(area)),
    ]
}

/// "And when?" after a question on an area.
fn area_timing(w: Words, f: &Facts, area: Topic) -> Vec<String> {
    let planets = area_planets(f, area);
    let names: Vec<String> = planets.iter().map(|&p| w.planet(p)).collect();
    vec![
        w.fill(
            key!("guru.followUp.timing"),
            &[
                ("topic", &w.text(key!("guru.topicName.{}", area.key()))),
                ("planets", &w.list(&names)),
            ],
        ),
        timing_paragraph(w, f, &planets),
        closing(w, Some(area)),
    ]
}

/// Timing in general: the dasha periods with their readings, the slow transits, Saturn's cycles.
fn timing_answer(w: Words, f: &Facts) -> Vec<String> {
    let mut dasha = Vec::new();
    if let Some(d) = &f.dasha {
        dasha.extend(dasha_line(w, f));
        dasha.push(w.text(key!("dasha.maha.{}", d.maha.name())));
        dasha.push(w.text(key!("dashaPairs.{}.{}", d.maha.name(), d.antar.name())));
        if let Some(next) = d.upcoming.first() {
            dasha.push(w.fill(
                key!("guru.timing.next"),
                &[
                    ("planet", &w.short(next.planet)),
                    ("start", &w.date(next.start)),
                    ("end", &w.date(next.end)),
                ],
            ));
        }
    }
    let mut transits: Vec<String> = [Planet::Jupiter, Planet::Saturn, Planet::Rahu]
        .iter()
        .map(|&p| transit_line(w, f, p))
        .collect();
    transits.extend(sade_sati_line(w, f));
    if f.kantak_shani {
        transits.push(w.text(key!("guru.timing.kantakShani")));
    }
    vec![
        w.text(key!("guru.intro.timing")),
        dasha.join(" "),
        transits.join(" "),
        closing(w, None),
    ]
}

/// Remedies for an area's weakest planet, or for the chart's weakest grahas and the dasha lord,
/// and for the doshas present.
fn remedies_answer(w: Words, f: &Facts, area: Option<Topic>) -> Vec<String> {
    let mut chosen: Vec<Planet> = Vec::new();
    match area {
        Some(a) => chosen.extend(weakest(f, &area_planets(f, a))),
        None => {
            let mut seven = Planet::SEVEN.to_vec();
            seven.sort_by(|a, b| delivery(f, *a).total_cmp(&delivery(f, *b)));
            chosen.extend(seven.into_iter().take(2));
        }
    }
    if let Some(d) = &f.dasha
        && !chosen.contains(&d.maha)
    {
        chosen.push(d.maha);
    }
    let mut lines: Vec<String> = chosen.iter().map(|&p| remedy_line(w, f, p)).collect();
    let kinds: &[DoshaKind] = match area {
        Some(a) => a.significators().doshas,
        None => &DoshaKind::ALL,
    };
    lines.extend(dosha_remedies(w, f, kinds));
    let intro = match area {
        Some(a) => w.fill(
            key!("guru.remedy.forArea"),
            &[("topic", &w.text(key!("guru.topicName.{}", a.key())))],
        ),
        None => w.text(key!("guru.intro.remedies")),
    };
    vec![
        intro,
        lines.join("\n"),
        w.text(key!("guru.remedy.gemCaution")),
        closing(w, area),
    ]
}

/// A question on no particular area: the chart in brief, and the areas one can ask about.
fn overview(w: Words, f: &Facts) -> Vec<String> {
    let mut lines = vec![w.fill(
        key!("guru.overview.chart"),
        &[
            ("ascendant", &w.sign(f.ascendant)),
            ("moon", &w.sign(f.moon_sign)),
            ("nakshatra", &w.nakshatra(f.moon_nakshatra)),
            ("sun", &w.sign(f.sun_sign)),
        ],
    )];
    lines.extend(dasha_line(w, f));
    lines.extend(yoga_line(w, f, None, 3));
    let doshas: Vec<String> = f
        .doshas
        .iter()
        .filter(|d| d.severity != crate::astro::Severity::Cancelled)
        .map(|d| w.dosha(d.kind))
        .collect();
    if !doshas.is_empty() {
        lines.push(w.fill(
            key!("guru.overview.doshas"),
            &[("doshas", &w.list(&doshas))],
        ));
    }
    vec![lines.join(" "), w.text(key!("guru.general.unknown"))]
}
