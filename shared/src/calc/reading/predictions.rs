//! `POST /v1/predictions`: readings of the running maha and antar dasha and of
//! the ones that follow (the next two antar dashas and the next maha dasha), overall and per
//! life area, tied to the dasha lord's houses (ruled and occupied), dignity and functional
//! nature for the ascendant. The tone of each period is [`crate::astro::dasha_phala`]'s, the
//! houses of each life area [`crate::astro::bhava::LifeArea`]'s.

use super::{PeriodOut, Statement, houses, ordinal, planet, sentence};
use crate::astro::bhava::LifeArea;
use crate::astro::dasha_phala::{AntarRelation, Tone, antar_phala, lord_tone};
use crate::astro::dignity::dignity;
use crate::astro::functional::{self, FunctionalRole};
use crate::astro::{Chart, Days, JulianDay, Period, Planet, Vimshottari, vimshottari};
use crate::calc::dasha::PeriodLevel;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Locale};
use crate::key;
use serde::Serialize;

/// A life area a period touches.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PredictionArea)]
pub struct AreaOut {
    #[schema(value_type = String)]
    pub area: crate::calc::names::Named<crate::astro::bhava::LifeArea>,
    #[schema(value_type = String)]
    pub tone: crate::calc::names::Named<crate::astro::dasha_phala::Tone>,
    #[serde(flatten)]
    pub statement: Statement,
}

/// The dasha lord as placed in the natal chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LordOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house: u8,
    pub houses_ruled: Vec<u8>,
    #[schema(value_type = String)]
    pub dignity: crate::calc::names::Named<crate::astro::Dignity>,
    /// Functional nature for the ascendant.
    #[schema(value_type = String)]
    pub nature: crate::calc::names::Named<crate::astro::Nature>,
}

/// One period's reading.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PeriodReadingOut {
    /// `maha` or `antar`.
    #[schema(value_type = String)]
    pub level: PeriodLevel,
    #[serde(flatten)]
    pub period: PeriodOut,
    /// For an antar dasha, the maha dasha it belongs to.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub maha_planet: Option<crate::astro::Planet>,
    pub is_current: bool,
    #[schema(value_type = String)]
    pub tone: crate::calc::names::Named<crate::astro::dasha_phala::Tone>,
    pub lord: LordOut,
    pub overall: Statement,
    pub areas: Vec<AreaOut>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentOut {
    pub maha_dasha: PeriodOut,
    pub antar_dasha: PeriodOut,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PredictionsOut {
    pub current_dasha: CurrentOut,
    pub periods: Vec<PeriodReadingOut>,
}

/// "Saturn rules 9th and 10th houses, in 7th house (exalted)".
fn lord_factor(chart: &Chart, role: &FunctionalRole) -> String {
    let p = role.planet;
    let g = chart.graha(p);
    let ruled: Vec<String> = role.houses.iter().map(|&h| ordinal(h)).collect();
    let rules = if ruled.is_empty() {
        String::new()
    } else {
        format!(
            "rules {} house{}, ",
            ruled.join(" and "),
            if ruled.len() > 1 { "s" } else { "" }
        )
    };
    format!(
        "{} {rules}in {} house ({})",
        p.name(),
        ordinal(g.house),
        dignity(chart, p).name()
    )
}

/// The same in the reply's language (`predictions.factors.*`).
fn lord_factor_in(l: Locale, chart: &Chart, role: &FunctionalRole) -> String {
    let p = role.planet;
    let g = chart.graha(p);
    let dignity = content::text(
        l,
        key!("predictions.factors.dignity.{}", dignity(chart, p).name()),
    );
    let (key, ruled) = if role.houses.is_empty() {
        (key!("predictions.factors.lordNode"), String::new())
    } else {
        (key!("predictions.factors.lord"), houses(l, &role.houses))
    };
    sentence(
        l,
        key,
        &[
            ("planet", &planet(l, p)),
            ("ruled", &ruled),
            ("house", &houses(l, &[g.house])),
            ("dignity", &dignity),
        ],
    )
}

fn areas(l: Locale, chart: &Chart, role: &FunctionalRole, tone: Tone) -> Vec<AreaOut> {
    let p = role.planet;
    let occupied = chart.graha(p).house;
    LifeArea::ALL
        .iter()
        .filter_map(|&area| {
            let hs = area.houses();
            let ruled: Vec<u8> = role
                .houses
                .iter()
                .copied()
                .filter(|h| hs.contains(h))
                .collect();
            let sits = hs.contains(&occupied);
            if ruled.is_empty() && !sits {
                return None;
            }
            let (mut why, mut why_in) = (Vec::new(), Vec::new());
            if !ruled.is_empty() {
                let r: Vec<String> = ruled.iter().map(|&h| ordinal(h)).collect();
                why.push(format!("{} rules {} house", p.name(), r.join(" and ")));
                why_in.push(sentence(
                    l,
                    key!("predictions.factors.rules"),
                    &[("planet", &planet(l, p)), ("houses", &houses(l, &ruled))],
                ));
            }
            if sits {
                why.push(format!("{} occupies {} house", p.name(), ordinal(occupied)));
                why_in.push(sentence(
                    l,
                    key!("predictions.factors.occupies"),
                    &[
                        ("planet", &planet(l, p)),
                        ("house", &houses(l, &[occupied])),
                    ],
                ));
            }
            Some(AreaOut {
                area: crate::calc::names::Named(area),
                tone: crate::calc::names::Named(tone),
                statement: Statement {
                    factor: why_in.join("; "),
                    factor_en: why.join("; "),
                    text: sentence(
                        l,
                        key!("predictions.areas.{}.{}", area.name(), tone.name()),
                        &[("planet", &planet(l, p))],
                    ),
                },
            })
        })
        .collect()
}

/// The lord's own sentence: what it rules, where it sits, how it fares.
fn lord_text(l: Locale, chart: &Chart, role: &FunctionalRole, tone: Tone) -> String {
    let p = role.planet;
    let g = chart.graha(p);
    if role.houses.is_empty() {
        sentence(
            l,
            key!("predictions.nodeTone.{}", tone.name()),
            &[
                ("planet", &planet(l, p)),
                ("house", &houses(l, &[g.house])),
                ("dispositor", &planet(l, g.sign().lord())),
            ],
        )
    } else {
        sentence(
            l,
            key!("predictions.tone.{}", tone.name()),
            &[
                ("planet", &planet(l, p)),
                ("ruled", &houses(l, &role.houses)),
                ("house", &houses(l, &[g.house])),
            ],
        )
    }
}

struct Reader<'a> {
    l: Locale,
    chart: &'a Chart,
    roles: [FunctionalRole; 9],
    tz: chrono_tz::Tz,
    now: JulianDay,
}

impl Reader<'_> {
    fn maha(&self, p: &Period) -> PeriodReadingOut {
        let role = &self.roles[p.planet.index()];
        let tone = lord_tone(self.chart, role);
        let text = super::join([
            content::text(self.l, key!("dasha.maha.{}", p.planet.name())),
            lord_text(self.l, self.chart, role, tone),
        ]);
        self.out(PeriodLevel::Maha, p, None, tone, text, role)
    }

    fn antar(&self, maha: &Period, p: &Period) -> PeriodReadingOut {
        let role = &self.roles[p.planet.index()];
        let phala = antar_phala(self.chart, maha.planet, role);
        let (position, tone) = (phala.position, phala.tone);
        let relation = match phala.relation {
            AntarRelation::Same => key!("predictions.relation.same"),
            AntarRelation::Supportive => key!("predictions.relation.supportive"),
            AntarRelation::Strained => key!("predictions.relation.strained"),
            AntarRelation::Mixed => key!("predictions.relation.mixed"),
        };
        let text = super::join([
            content::text(
                self.l,
                key!("dashaPairs.{}.{}", maha.planet.name(), p.planet.name()),
            ),
            sentence(
                self.l,
                relation,
                &[
                    ("antar", &planet(self.l, p.planet)),
                    ("maha", &planet(self.l, maha.planet)),
                    ("position", &houses(self.l, &[position])),
                ],
            ),
            lord_text(self.l, self.chart, role, tone),
        ]);
        self.out(PeriodLevel::Antar, p, Some(maha.planet), tone, text, role)
    }

    fn out(
        &self,
        level: PeriodLevel,
        p: &Period,
        maha: Option<Planet>,
        tone: Tone,
        text: String,
        role: &FunctionalRole,
    ) -> PeriodReadingOut {
        let g = self.chart.graha(p.planet);
        let mut factor = format!("{} {} dasha", p.planet.name(), level.name());
        if let Some(m) = maha {
            factor = format!("{} in {} maha dasha", factor, m.name());
        }
        let l = self.l;
        let factor_in = match maha {
            None => sentence(
                l,
                key!("predictions.factors.maha"),
                &[("planet", &planet(l, p.planet))],
            ),
            Some(m) => sentence(
                l,
                key!("predictions.factors.antar"),
                &[("planet", &planet(l, p.planet)), ("maha", &planet(l, m))],
            ),
        };
        PeriodReadingOut {
            level,
            period: PeriodOut::new(p, self.tz),
            maha_planet: maha,
            is_current: p.contains(self.now),
            tone: crate::calc::names::Named(tone),
            lord: LordOut {
                sign: g.sign(),
                house: g.house,
                houses_ruled: role.houses.clone(),
                dignity: crate::calc::names::Named(dignity(self.chart, p.planet)),
                nature: crate::calc::names::Named(role.nature),
            },
            overall: Statement {
                factor: format!("{factor_in}; {}", lord_factor_in(l, self.chart, role)),
                factor_en: format!("{factor}; {}", lord_factor(self.chart, role)),
                text,
            },
            areas: areas(self.l, self.chart, role, tone),
        }
    }
}

pub(super) fn reply(ctx: &Ctx) -> Result<PredictionsOut, CalcError> {
    let chart = ctx.chart();
    let v = vimshottari(chart);
    // A birth later than `now` is read from the birth onwards.
    let now = JulianDay::from_utc(ctx.now).max(chart.jd);
    let running = v
        .running_at(now)
        .ok_or_else(|| CalcError::Engine("no dasha runs at this date".into()))?;
    let reader = Reader {
        l: ctx.locale(),
        chart,
        roles: functional::functional_nature(chart),
        tz: ctx.birth().timezone,
        now,
    };
    let maha = running.maha;
    let next_maha = v.next_maha(&maha);
    let mut following: Vec<(Period, Period)> = Vimshottari::antars(&maha)
        .into_iter()
        .filter(|a| a.start >= running.antar.end - Days::new(1e-9))
        .map(|a| (maha, a))
        .collect();
    following.extend(
        Vimshottari::antars(&next_maha)
            .into_iter()
            .map(|a| (next_maha, a)),
    );
    let mut periods = vec![reader.maha(&maha), reader.antar(&maha, &running.antar)];
    periods.extend(following.iter().take(2).map(|(m, a)| reader.antar(m, a)));
    periods.push(reader.maha(&next_maha));
    Ok(PredictionsOut {
        current_dasha: CurrentOut {
            maha_dasha: PeriodOut::new(&maha, reader.tz),
            antar_dasha: PeriodOut::new(&running.antar, reader.tz),
        },
        periods,
    })
}
