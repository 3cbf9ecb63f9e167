//! `POST /v1/muhurta`: the reply of the muhurta finder
//! ([`crate::astro::muhurta_finder`]).
//!
//! Times are local RFC 3339 timestamps with the place's offset, to the minute: a window's start
//! is rounded up and its end down, so every minute shown lies inside the window.

use super::call::MuhurtaOptions;
use super::time::{panchang_error, sign_name};
use super::{CalcError, Ctx};
use crate::astro::calendar::{Place, Polar, polar};
use crate::astro::muhurta_finder::{self, Activity, Effect, Finding, Query, Rule, Value};
use crate::astro::{Chart, Ephemeris, Planet, Settings};
use crate::content::{self, Locale};
use crate::key;
use chrono::{DateTime, Duration, DurationRound, NaiveDate, Utc};
use serde::Serialize;

/// The muhurta finder's reply.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MuhurtaOut {
    pub activity: Activity,
    /// The activity in the reply's language.
    pub activity_name: String,
    /// `YYYY-MM-DD`, civil dates at the place, both included.
    pub from: String,
    pub to: String,
    /// The IANA zone of the times.
    pub timezone: String,
    /// How many windows qualified (at most 50 are listed).
    pub qualified: usize,
    /// The Hindu days (sunrise to sunrise, by the date of the sunrise) holding any qualified
    /// window, listed or not, in order: the days an almanac prints for the activity.
    pub days: Vec<String>,
    /// Best first.
    pub windows: Vec<WindowOut>,
    /// Empty when some window qualified; else the hard rules that refused the range, the
    /// widest first ("no marriage muhurta: Chaturmas").
    pub none: Vec<BlockedOut>,
    /// The dates of the range without a day of their own (polar day or night: no sunrise, no
    /// sunset, or no next sunrise), by date; no window is sought in them. Empty elsewhere.
    pub skipped_days: Vec<SkippedDayOut>,
    /// One sentence in the reply's language.
    pub summary: String,
}

/// A date left out of the search.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SkippedDayOut {
    /// `YYYY-MM-DD`, civil date at the place.
    pub date: String,
    /// `no-sunrise` (polar night, or a sunrise not followed by another within a day) or
    /// `no-sunset` (midnight sun, or a sunrise not followed by a sunset).
    pub reason: Polar,
    /// In the reply's language.
    pub text: String,
}

/// A window in which to begin the activity.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WindowOut {
    /// Local RFC 3339 with offset.
    pub start: String,
    pub end: String,
    /// `YYYY-MM-DD`: the Hindu day the window begins in, named by the civil date of its
    /// sunrise (a window after midnight belongs to the day before, as almanacs list it).
    pub hindu_day: String,
    /// 0–100: the window's points against those of a window with every favourable factor.
    pub score: f64,
    /// The rising sign through the window (the first, when two follow each other).
    pub lagna: String,
    pub reasons: ReasonsOut,
}

/// What counts for and against a window.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ReasonsOut {
    #[serde(rename = "for")]
    pub favourable: Vec<ReasonOut>,
    pub against: Vec<ReasonOut>,
}

/// One rule's verdict.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReasonOut {
    /// Stable key: `tithi`, `nakshatra`, `yoga`, `bhadra`, `vara`, `lagna`, `rahu-kalam`,
    /// `panchaka`, `tarabala`, `chandrabala`, `guru-asta`, `shukra-asta`, `chaturmas`,
    /// `kharmas`, `adhika-masa`, `rikta-tithi`, `amavasya`, `varjyam`, `durmuhurta`, `ayana`,
    /// `ganda-moola`.
    #[schema(value_type = String)]
    pub rule: crate::calc::names::Keyed<Rule>,
    /// The book the rule comes from.
    pub source: &'static str,
    /// In the reply's language.
    pub text: String,
    /// Points it adds (negative: takes away).
    pub points: f64,
    /// For tarabala and chandrabala: the participant, 0-based in the order of `profileIds`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub participant: Option<usize>,
}

/// A hard rule that refused part of the range.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockedOut {
    #[schema(value_type = String)]
    pub rule: crate::calc::names::Keyed<Rule>,
    pub source: &'static str,
    /// In the reply's language.
    pub text: String,
    /// The share of the range it refused, 0–1.
    pub share: f64,
}

/// The muhurta windows of `activity` from `from` to `to` (civil dates at `place`, at most a
/// year apart), for the participants' natal charts (possibly none).
pub fn muhurta_reply(
    activity: Activity,
    (from, to): (NaiveDate, NaiveDate),
    place: Place,
    participants: &[Chart],
    settings: &Settings,
    locale: Locale,
) -> Result<MuhurtaOut, CalcError> {
    refuse_bad_range(from, to, place)?;
    let eph = Ephemeris::with(settings);
    let moons: Vec<_> = participants
        .iter()
        .map(|c| c.graha(Planet::Moon).longitude)
        .collect();
    let found = muhurta_finder::find(
        &eph,
        &Query {
            activity,
            from,
            to,
            place,
            moons: &moons,
        },
    )
    .map_err(panchang_error)?;
    let words = Words {
        locale,
        activity,
        activity_name: content::text(locale, key!("muhurta.activity.{}", activity.key())),
        range: (from.to_string(), to.to_string()),
    };
    let windows: Vec<WindowOut> = found
        .windows
        .iter()
        .map(|w| words.window(w, place))
        .collect();
    let none = if windows.is_empty() {
        found.blocked.iter().map(|b| words.blocked(b)).collect()
    } else {
        Vec::new()
    };
    let skipped_days: Vec<SkippedDayOut> = found
        .skipped
        .iter()
        .map(|d| SkippedDayOut {
            date: d.date.to_string(),
            reason: d.reason,
            text: content::text(locale, key!("muhurta.skipped.{}", d.reason.key())),
        })
        .collect();
    let summary = words.summary(&windows, &none, found.qualified, skipped_days.len());
    let Words {
        activity_name,
        range: (from, to),
        ..
    } = words;
    Ok(MuhurtaOut {
        activity,
        activity_name,
        from,
        to,
        timezone: place.zone.name().to_owned(),
        qualified: found.qualified,
        days: found.days.iter().map(NaiveDate::to_string).collect(),
        windows,
        none,
        skipped_days,
        summary,
    })
}

/// A range backwards, longer than a year, or made only of polar days, refused before any search.
fn refuse_bad_range(from: NaiveDate, to: NaiveDate, place: Place) -> Result<(), CalcError> {
    if to < from {
        return Err(CalcError::invalid("to", "must not be before from"));
    }
    if from
        .checked_add_months(chrono::Months::new(12))
        .is_none_or(|y| to > y)
    {
        return Err(CalcError::invalid(
            "to",
            "must be at most one year after from",
        ));
    }
    if polar::every_day_polar((from, to), place.latitude) {
        return Err(CalcError::invalid(
            "latitude",
            "the Sun neither rises nor sets there on any day of the range, so no muhurta can be found",
        ));
    }
    Ok(())
}

/// What a muhurta reply says, in its locale, of one activity over one range.
struct Words {
    locale: Locale,
    activity: Activity,
    activity_name: String,
    range: (String, String),
}

impl Words {
    fn window(&self, w: &muhurta_finder::Window, place: Place) -> WindowOut {
        let say = |f: &Finding| reason(self.locale, self.activity, &self.activity_name, f);
        WindowOut {
            start: local(w.start.to_utc(), place, true),
            end: local(w.end.to_utc(), place, false),
            hindu_day: w.day.to_string(),
            score: w.score,
            lagna: w
                .findings
                .iter()
                .find_map(|f| match (f.rule, f.value) {
                    (Rule::Lagna, Value::Sign(s)) => Some(s.name().to_owned()),
                    _ => None,
                })
                .unwrap_or_default(),
            reasons: ReasonsOut {
                favourable: w.favourable().map(say).collect(),
                against: w.unfavourable().map(say).collect(),
            },
        }
    }

    fn blocked(&self, b: &muhurta_finder::Blocked) -> BlockedOut {
        BlockedOut {
            rule: crate::calc::names::Keyed(b.rule),
            source: b.rule.source(self.activity),
            text: content::fill(
                self.locale,
                key!("muhurta.none.{}", b.rule.key()),
                &[("activity", &self.activity_name)],
            ),
            share: (b.share * 1000.0).round() / 1000.0,
        }
    }

    /// The one-sentence summary: how many windows, or the rules that refused the whole range
    /// (else the widest three); and the polar days skipped.
    fn summary(
        &self,
        windows: &[WindowOut],
        none: &[BlockedOut],
        qualified: usize,
        skipped: usize,
    ) -> String {
        let (from, to) = &self.range;
        let summary = if windows.is_empty() {
            let whole: Vec<&BlockedOut> = none.iter().filter(|b| b.share >= 0.999).collect();
            let named = if whole.is_empty() {
                none.iter().take(3).collect()
            } else {
                whole
            };
            let reasons: Vec<&str> = named.iter().map(|b| b.text.as_str()).collect();
            content::fill(
                self.locale,
                key!("muhurta.summary.none"),
                &[
                    ("activity", &self.activity_name),
                    ("from", from),
                    ("to", to),
                    ("reasons", &reasons.join(", ")),
                ],
            )
        } else {
            content::fill(
                self.locale,
                key!("muhurta.summary.found"),
                &[
                    ("activity", &self.activity_name),
                    ("from", from),
                    ("to", to),
                    ("count", &qualified.to_string()),
                ],
            )
        };
        if skipped == 0 {
            return summary;
        }
        content::fill(
            self.locale,
            key!("muhurta.summary.skipped"),
            &[("summary", &summary), ("count", &skipped.to_string())],
        )
    }
}

/// Local RFC 3339 to the minute: rounded up (`up`) or down.
fn local(t: DateTime<Utc>, place: Place, up: bool) -> String {
    let minute = Duration::minutes(1);
    let down = t.duration_trunc(minute).unwrap_or(t);
    let t = if up && down < t { down + minute } else { down };
    t.with_timezone(&place.zone)
        .format("%Y-%m-%dT%H:%M:%S%:z")
        .to_string()
}

fn reason(locale: Locale, activity: Activity, activity_name: &str, f: &Finding) -> ReasonOut {
    let side = if matches!(f.effect, Effect::For(_)) {
        key!("muhurta.rule.{}.for", f.rule.key())
    } else {
        key!("muhurta.rule.{}.against", f.rule.key())
    };
    let person = f
        .participant
        .map(|p| (p + 1).to_string())
        .unwrap_or_default();
    ReasonOut {
        rule: crate::calc::names::Keyed(f.rule),
        source: f.rule.source(activity),
        text: content::fill(
            locale,
            side,
            &[
                ("value", &value_text(locale, f.value)),
                ("activity", activity_name),
                ("person", &person),
            ],
        ),
        points: f.points(),
        participant: f.participant,
    }
}

/// A finding's value in the reply's language.
fn value_text(locale: Locale, v: Value) -> String {
    let t = |k| content::text(locale, k);
    match v {
        Value::None => String::new(),
        Value::Tithi(x) => {
            let name = t(key!("panchang.tithi.{}", x.name()));
            if x.number() % 15 == 0 {
                name
            } else {
                format!(
                    "{} {name}",
                    t(key!("panchang.paksha.{}", x.paksha().name()))
                )
            }
        }
        Value::Nakshatra(x) => t(key!("nakshatras.{}.name", x.name())),
        Value::Yoga(x) => t(key!("panchang.yoga.{}", x.name())),
        Value::Karana(x) => t(key!("panchang.karana.{}", x.name())),
        Value::Vara(x) => t(key!("panchang.vara.{}", x.name())),
        Value::Sign(x) => sign_name(locale, x),
        Value::Tara(x) => t(key!("panchang.tara.{}", x.name())),
        Value::House(h) => content::ordinal(locale, h, content::Case::Oblique),
        Value::Masa(x) => t(key!("panchang.masa.{}", x.name())),
        Value::Ayana(x) => t(key!("panchang.ayana.{}", x.name())),
        Value::Planet(p) => t(key!("planets.{}.name", p.name())),
    }
}

/// `POST /v1/muhurta`: the request's activity and days at its place, the participants being the
/// request's persons (their natal charts, in order).
pub fn for_request(ctx: &Ctx, opts: &MuhurtaOptions) -> Result<MuhurtaOut, CalcError> {
    let activity = opts.activity;
    let span = (opts.from.0, opts.to.0);
    let p = ctx
        .place
        .ok_or_else(|| CalcError::invalid("latitude", "is required"))?;
    let place = p.located()?;
    muhurta_reply(
        activity,
        span,
        place,
        ctx.charts,
        ctx.settings,
        ctx.locale(),
    )
}
