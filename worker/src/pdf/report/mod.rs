//! What the three reports share: texts of content topic `report`, the engine's typed replies
//! (each person's chart computed once per report), localised names, the cover and the chart
//! page.

pub mod compatibility;
pub mod kundli;
pub mod predictions;

use super::fonts::Fonts;
use super::layout::{Align, Column, Doc, PAGE_W, Row, Slot, colour};
use super::text::Font;
use chrono::{DateTime, Utc};
use graha::astro::{Chart, Division, Planet};
use graha::calc::matching::MatchingReply;
use graha::calc::reading::{DoshasOut, PersonalityOut, PredictionsOut, YogasOut};
use graha::calc::strength::{AshtakavargaOut, DashaOut};
use graha::calc::time::{RashifalOut, TransitsOut};
use graha::calc::{
    self, CalcError, CalcRequest, ChartStyle, Options, PersonData, Prepared, Reply, chart_image,
};
use graha::content::{self, Locale};
use graha::endpoints::Endpoint;
use std::ops::Range;

/// A reply a report reads, and the endpoint that gives it.
pub trait Section: Sized {
    const ENDPOINT: Endpoint;
    /// The payload when `reply` is this endpoint's.
    fn from_reply(reply: Reply) -> Option<Self>;
}

macro_rules! sections {
    ($( $e:ident => $ty:ty ),+ $(,)?) => {
        $(impl Section for $ty {
            const ENDPOINT: Endpoint = Endpoint::$e;
            fn from_reply(reply: Reply) -> Option<Self> {
                match reply {
                    Reply::$e(x) => Some(x),
                    _ => None,
                }
            }
        })+
    };
}

sections! {
    Dasha => DashaOut,
    Ashtakavarga => AshtakavargaOut,
    Yogas => YogasOut,
    Dosha => DoshasOut,
    Personality => PersonalityOut,
    Predictions => PredictionsOut,
    Transits => TransitsOut,
    Rashifal => RashifalOut,
    Matching => MatchingReply,
}

/// A report being built: the request, its locale, the fonts and the persons' births and
/// charts, computed once for every section.
pub struct Ctx<'a> {
    pub req: &'a CalcRequest,
    pub locale: Locale,
    pub fonts: &'static Fonts,
    people: Prepared,
}

impl<'a> Ctx<'a> {
    /// Checks the persons' birth data and computes their charts.
    pub fn new(req: &'a CalcRequest, fonts: &'static Fonts) -> Result<Ctx<'a>, CalcError> {
        Ok(Ctx {
            req,
            locale: req.options.locale,
            fonts,
            people: Prepared::new(&req.persons)?,
        })
    }

    /// Person `i`'s natal chart.
    pub fn chart(&self, i: usize) -> Option<&Chart> {
        self.people.charts.get(i)
    }

    /// `report.<key>` in the report's locale.
    pub fn t(&self, key: &str) -> String {
        content::text(self.locale, &format!("report.{key}"))
    }

    /// `report.<key>` with placeholders filled.
    pub fn f(&self, key: &str, args: &[(&str, &str)]) -> String {
        content::fill(self.locale, &format!("report.{key}"), args)
    }

    /// A text of another topic (`signs.Aries.nature`), when its key exists.
    pub fn topic_text(&self, key: &str) -> Option<String> {
        self.catalog_text(key).map(str::to_owned)
    }

    /// The text at a content key of the report's locale, when there is one.
    pub fn catalog_text(&self, key: &str) -> Option<&'static str> {
        content::catalog(self.locale)
            .value(key)
            .and_then(|v| v.as_str())
    }

    /// Localised names: `report.planet.Sun`, `report.sign.Aries`, `report.nakshatraName.Rohini`.
    pub fn planet(&self, name: &str) -> String {
        self.word("planet", name)
    }
    pub fn sign(&self, name: &str) -> String {
        self.word("sign", name)
    }
    pub fn nakshatra(&self, name: &str) -> String {
        self.word("nakshatraName", &name.replace(' ', ""))
    }
    /// A value of a reply in the report's language: a graha or sign name, or one of the
    /// classical qualities (`report.quality.*`: varna, vashya, tara, yoni, gana, nadi).
    pub fn value(&self, v: &str) -> String {
        if Planet::from_name(v).is_some() {
            self.planet(v)
        } else if graha::astro::Sign::from_name(v).is_some() {
            self.sign(v)
        } else {
            self.word("quality", &v.replace(' ', ""))
        }
    }

    /// `report.<group>.<name>`, or `name` itself when the report has no word for it (a value
    /// another module added after these texts were written).
    pub fn word(&self, group: &str, name: &str) -> String {
        let key = format!("report.{group}.{name}");
        self.catalog_text(&key).unwrap_or(name).to_owned()
    }

    /// The reply of `T`'s endpoint for the persons `who` (indices into `req.persons`) as of
    /// `now`, with adjusted options; `None` when that part of the engine cannot answer (its
    /// section is then left out).
    pub fn reply_with<T: Section>(
        &self,
        who: Range<usize>,
        now: DateTime<Utc>,
        options: impl FnOnce(&mut Options),
    ) -> Option<T> {
        let endpoint = T::ENDPOINT;
        let mut opts = self.req.options.clone();
        options(&mut opts);
        let req = CalcRequest {
            endpoint,
            persons: self.req.persons.get(who.clone())?.to_vec(),
            options: opts,
            now,
        };
        let births = self.people.births.get(who.clone())?;
        let charts = self.people.charts.get(who)?;
        // A section must not take the whole report down with it.
        match std::panic::catch_unwind(|| calc::run_with(&req, births, charts)) {
            Ok(Ok(reply)) => T::from_reply(reply),
            Ok(Err(e)) => {
                tracing::debug!(endpoint = endpoint.name(), error = %e, "report section left out");
                None
            }
            Err(_) => {
                tracing::warn!(
                    endpoint = endpoint.name(),
                    "report section panicked; left out"
                );
                None
            }
        }
    }

    /// The reply of `T`'s endpoint for person `i` as of `now`, with adjusted options.
    pub fn reply_at<T: Section>(
        &self,
        i: usize,
        now: DateTime<Utc>,
        options: impl FnOnce(&mut Options),
    ) -> Option<T> {
        self.reply_with(i..i + 1, now, options)
    }

    /// The reply of `T`'s endpoint for person `i` as of the report's date.
    pub fn reply<T: Section>(&self, i: usize) -> Option<T> {
        self.reply_at(i, self.req.now, |_| {})
    }

    /// A new document with the locale's line spacing (Devanagari needs more).
    pub fn doc(&self) -> Doc {
        let leading = match self.locale {
            Locale::En => 1.42,
            Locale::Hi | Locale::Ne => 1.62,
        };
        Doc::new(self.fonts, leading)
    }

    /// The right-hand footer.
    pub fn page_label(&self, page: usize, total: usize) -> String {
        self.f(
            "common.page",
            &[("page", &page.to_string()), ("total", &total.to_string())],
        )
    }
}

/// Degrees within a sign as `12°34′`.
pub fn dms(deg: f64) -> String {
    let total = (deg * 60.0).floor() as i64;
    format!("{}°{:02}′", total / 60, total % 60)
}

/// Whether a reply's text still holds a content key its module has not filled in yet
/// (`yogas.list.ruchaka.name`, alone or inside a sentence): such a text is never printed.
pub fn unresolved(t: &str) -> bool {
    t.split_whitespace().any(|w| {
        let w = w.trim_end_matches([',', ';', ':', '!', '?']);
        let parts: Vec<&str> = w.split('.').collect();
        parts.len() >= 3
            && parts[0].starts_with(|c: char| c.is_ascii_alphabetic())
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
    })
}

/// A reply's text when it is readable (not empty, not an unfilled key).
pub fn prose(t: &str) -> Option<&str> {
    Some(t).filter(|t| !t.trim().is_empty() && !unresolved(t))
}

/// The cover: a band with the report's title, the person's (or couple's) name and the facts
/// of birth.
pub fn cover(
    ctx: &Ctx,
    doc: &mut Doc,
    title: &str,
    subtitle: &str,
    persons: &[(&PersonData, &Chart)],
) {
    doc.new_page();
    doc.rect(0.0, 0.0, PAGE_W, 190.0, Some(colour::BAND), None);
    doc.rect(0.0, 190.0, PAGE_W, 4.0, Some(colour::HIGHLIGHT), None);
    let tf = Font::sans(30.0).serif().bold();
    doc.put_text(Slot::line(100.0), title, tf, colour::PAPER);
    let sf = Font::sans(13.0);
    doc.put_text(Slot::line(132.0), subtitle, sf, colour::HIGHLIGHT);
    doc.y = 236.0;
    for (p, chart) in persons {
        let nf = Font::sans(20.0).serif().bold();
        doc.put_text(Slot::line(doc.y + nf.size), &p.name, nf, colour::INK);
        doc.y += doc.line_height(nf.size) + 6.0;
        birth_table(ctx, doc, p, chart);
        doc.gap(8.0);
    }
    let date = ctx.req.now.format("%Y-%m-%d").to_string();
    doc.note(&ctx.f("common.prepared", &[("date", &date)]));
}

/// Birth details and the chart's key facts as a two-column table.
pub fn birth_table(ctx: &Ctx, doc: &mut Doc, p: &PersonData, chart: &Chart) {
    let birth = p.birth().ok();
    let offset = birth.as_ref().map_or(0.0, |b| b.utc_offset_hours());
    let sign_off = if offset < 0.0 { '-' } else { '+' };
    let mins = (offset.abs() * 60.0).round() as i64;
    let asc = chart.ascendant;
    let moon = chart.graha(Planet::Moon);
    let gender = match p.gender {
        calc::Gender::Male => ctx.t("common.male"),
        calc::Gender::Female => ctx.t("common.female"),
    };
    let rows: Vec<(String, String)> = vec![
        (ctx.t("common.gender"), gender),
        (
            ctx.t("common.dateOfBirth"),
            p.date.format("%Y-%m-%d").to_string(),
        ),
        (
            ctx.t("common.timeOfBirth"),
            format!(
                "{} ({}, UTC{}{:02}:{:02})",
                p.time.format("%H:%M"),
                p.timezone,
                sign_off,
                mins / 60,
                mins % 60
            ),
        ),
        (ctx.t("common.place"), p.location.clone()),
        (
            ctx.t("common.coordinates"),
            format!(
                "{:.4}° {}, {:.4}° {}",
                p.latitude.abs(),
                if p.latitude >= 0.0 { "N" } else { "S" },
                p.longitude.abs(),
                if p.longitude >= 0.0 { "E" } else { "W" }
            ),
        ),
        (
            ctx.t("common.ascendant"),
            format!(
                "{} {}",
                ctx.sign(asc.sign().name()),
                dms(asc.degree_in_sign())
            ),
        ),
        (ctx.t("common.moonSign"), ctx.sign(moon.sign().name())),
        (ctx.t("common.sunSign"), ctx.sign(chart.sun_sign().name())),
        (
            ctx.t("common.nakshatra"),
            ctx.f(
                "common.nakshatraPada",
                &[
                    ("nakshatra", &ctx.nakshatra(moon.nakshatra().name())),
                    ("pada", &moon.pada().to_string()),
                ],
            ),
        ),
        (ctx.t("common.ayanamsa"), dms(chart.ayanamsa)),
    ];
    let cols = [
        Column::new("", 1.0, Align::Left),
        Column::new("", 2.0, Align::Left),
    ];
    let rows: Vec<Row> = rows
        .into_iter()
        .map(|(k, v)| Row::new(vec![k, v]))
        .collect();
    doc.table(&cols, &rows, 10.0);
}

/// North and South Indian pictures of D1 and D9, two by two.
pub fn chart_page(ctx: &Ctx, doc: &mut Doc, chart: &Chart, side: f32) {
    for style in [ChartStyle::North, ChartStyle::South] {
        let d1 = chart_image::drawing(chart, style, Division::D1, ctx.locale);
        let d9 = chart_image::drawing(chart, style, Division::D9, ctx.locale);
        let key = match style {
            ChartStyle::North => "common.north",
            ChartStyle::South => "common.south",
        };
        let caption = |d: &graha::draw::Drawing| format!("{} · {}", d.title, ctx.t(key));
        doc.figures(&[(&d1, caption(&d1)), (&d9, caption(&d9))], side);
        doc.gap(6.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unfilled_content_keys_are_recognised() {
        assert!(unresolved("yogas.list.ruchaka.name"));
        assert!(unresolved("Saturn rules. Predictions.tone.mixed"));
        assert!(unresolved("doshas.mangal.description, then text"));
        assert!(!unresolved(
            "Saturn's maha dasha (19 years) asks for patience, e.g. steady work."
        ));
        assert!(!unresolved("Tara (3 points) gives 1.5 each way."));
        assert!(!unresolved("शनि की महादशा 19 वर्ष की होती है।"));
    }

    #[test]
    fn degrees_as_degrees_and_minutes() {
        assert_eq!(dms(12.5), "12°30′");
        assert_eq!(dms(0.999), "0°59′");
        assert_eq!(dms(29.999_99), "29°59′");
    }
}
