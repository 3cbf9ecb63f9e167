//! The chart facts a Guru answer rests on, computed by the engine, never invented: ascendant,
//! Moon sign and nakshatra, the grahas with house and dignity, the running Vimshottari dasha,
//! today's transits counted from the natal Moon, and the yogas and doshas present.

use crate::astro::dasha::{Period, Vimshottari, vimshottari};
use crate::astro::dignity::{dignity, is_combust};
use crate::astro::doshas::{Dosha, DoshaKind, doshas};
use crate::astro::gochara::{self, Gochara};
use crate::astro::mangal::{MangalDosha, Severity, mangal_dosha};
use crate::astro::transit::{KANTAK_HOUSES, SadeSatiPhase, pass_at};
use crate::astro::yogas::{self, Category, Strength};
use crate::astro::{Chart, Days, Dignity, Ephemeris, JulianDay, Nakshatra, Planet, Settings, Sign};
use crate::calc::{CalcError, PersonData};
use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;

/// One natal graha as an astrologer reads it first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlanetFact {
    pub planet: Planet,
    pub sign: Sign,
    /// Degrees within the sign, `0 <= d < 30`.
    pub degree: f64,
    /// Whole-sign house from the ascendant, 1–12.
    pub house: u8,
    pub nakshatra: Nakshatra,
    /// Fixed dignity or compound relation with the sign lord (BPHS ch. 3).
    pub dignity: Dignity,
    pub retrograde: bool,
    /// Within its combustion orb of the Sun (Surya Siddhanta ch. 9).
    pub combust: bool,
}

/// An antar dasha with its dates (local dates in the birth timezone).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DashaSpan {
    pub maha: Planet,
    pub planet: Planet,
    pub start: NaiveDate,
    pub end: NaiveDate,
}

/// The Vimshottari periods running today and the antar dashas that follow.
#[derive(Debug, Clone, PartialEq)]
pub struct DashaFact {
    pub maha: Planet,
    pub maha_end: NaiveDate,
    pub antar: Planet,
    pub antar_end: NaiveDate,
    /// The antar dashas after the current one: the rest of this maha dasha and all of the next.
    pub upcoming: Vec<DashaSpan>,
}

/// A graha's transit today, counted from the natal Moon sign (Phaladeepika ch. 26).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TransitFact {
    pub planet: Planet,
    pub sign: Sign,
    /// House from the natal Moon sign, 1–12.
    pub house_from_moon: u8,
    pub retrograde: bool,
    pub gochara: Gochara,
    /// When the graha finally leaves the sign (Jupiter, Saturn and the nodes only: the slow
    /// transits that time events).
    pub until: Option<NaiveDate>,
}

/// A yoga present in the chart.
#[derive(Debug, Clone, PartialEq)]
pub struct YogaFact {
    /// Catalogue key (`gajaKesari`), also the content key under `yogas.list`.
    pub key: &'static str,
    /// English name as published.
    pub name: &'static str,
    pub category: Category,
    pub strength: Strength,
    pub planets: Vec<Planet>,
}

/// A dosha whose trigger holds, with its severity (possibly `cancelled`).
#[derive(Debug, Clone, PartialEq)]
pub struct DoshaFact {
    pub kind: DoshaKind,
    pub severity: Severity,
    pub houses: Vec<u8>,
}

/// Everything the Guru may say about one chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Facts {
    pub ascendant: Sign,
    /// Ascendant degree within its sign.
    pub ascendant_degree: f64,
    pub ascendant_nakshatra: Nakshatra,
    pub moon_sign: Sign,
    pub moon_nakshatra: Nakshatra,
    pub moon_pada: u8,
    pub sun_sign: Sign,
    /// In `Planet::ALL` order.
    pub planets: [PlanetFact; 9],
    /// `None` only before the first maha dasha's theoretical start (never for a real birth).
    pub dasha: Option<DashaFact>,
    /// In `Planet::ALL` order.
    pub transits: Vec<TransitFact>,
    /// Saturn over the 12th, 1st or 2nd from the Moon (rising, peak, setting).
    pub sade_sati: Option<SadeSatiPhase>,
    /// Saturn in the 1st, 4th, 8th or 10th from the Moon.
    pub kantak_shani: bool,
    /// Present yogas, strongest first.
    pub yogas: Vec<YogaFact>,
    /// Doshas whose trigger holds, in their published order.
    pub doshas: Vec<DoshaFact>,
    pub mangal: MangalDosha,
    /// The day the facts are for, in the birth timezone.
    pub today: NaiveDate,
    /// The settings the chart was computed under.
    pub settings: Settings,
}

/// A Julian day as a local date in `tz`.
fn date_in(jd: JulianDay, tz: Tz) -> NaiveDate {
    jd.to_utc().with_timezone(&tz).date_naive()
}

fn span(maha: Planet, p: &Period, tz: Tz) -> DashaSpan {
    DashaSpan {
        maha,
        planet: p.planet,
        start: date_in(p.start, tz),
        end: date_in(p.end, tz),
    }
}

fn dasha_fact(v: &Vimshottari, at: JulianDay, tz: Tz) -> Option<DashaFact> {
    let run = v.running_at(at)?;
    let mut upcoming: Vec<DashaSpan> = Vimshottari::antars(&run.maha)
        .iter()
        .filter(|a| a.start >= run.antar.end - Days::new(1e-9))
        .map(|a| span(run.maha.planet, a, tz))
        .collect();
    let next = v.next_maha(&run.maha);
    upcoming.extend(
        Vimshottari::antars(&next)
            .iter()
            .map(|a| span(next.planet, a, tz)),
    );
    Some(DashaFact {
        maha: run.maha.planet,
        maha_end: date_in(run.maha.end, tz),
        antar: run.antar.planet,
        antar_end: date_in(run.antar.end, tz),
        upcoming,
    })
}

/// Today's transits from the natal Moon, judged by gochara with vedha (Phaladeepika ch. 26).
fn transits(
    eph: &Ephemeris,
    moon: Sign,
    at: JulianDay,
    tz: Tz,
) -> Result<Vec<TransitFact>, CalcError> {
    let now = eph.grahas(at)?;
    let houses = gochara::houses_from_moon(moon, &std::array::from_fn(|i| now[i].longitude.sign()));
    // The slow grahas' exits; Ketu's pass ends with Rahu's (always opposite).
    let until = |p: Planet| pass_at(eph, p, at).ok().map(|pass| date_in(pass.end(), tz));
    let (jupiter, saturn, rahu) = (
        until(Planet::Jupiter),
        until(Planet::Saturn),
        until(Planet::Rahu),
    );
    Ok(Planet::ALL
        .iter()
        .map(|&p| {
            let b = now[p.index()];
            TransitFact {
                planet: p,
                sign: b.longitude.sign(),
                house_from_moon: houses[p.index()],
                retrograde: matches!(p, Planet::Rahu | Planet::Ketu) || b.speed < 0.0,
                gochara: gochara::judge(p, &houses),
                until: match p {
                    Planet::Jupiter => jupiter,
                    Planet::Saturn => saturn,
                    Planet::Rahu | Planet::Ketu => rahu,
                    _ => None,
                },
            }
        })
        .collect())
}

fn strength_rank(s: Strength) -> u8 {
    match s {
        Strength::Strong => 0,
        Strength::Moderate => 1,
        Strength::Weak => 2,
    }
}

impl Facts {
    /// Computes the facts of a person's chart as of `now`, under the default settings.
    pub fn compute(person: &PersonData, now: DateTime<Utc>) -> Result<Facts, CalcError> {
        Self::compute_with(person, &Settings::default(), now)
    }

    /// Computes the facts of a person's chart as of `now` under `settings`.
    pub fn compute_with(
        person: &PersonData,
        settings: &Settings,
        now: DateTime<Utc>,
    ) -> Result<Facts, CalcError> {
        let birth = person.birth()?;
        let tz = birth.timezone;
        let chart = Chart::compute_with(&birth, settings)?;
        Facts::of_chart(&chart, tz, now)
    }

    /// The facts of a computed chart (transits and dasha under the chart's settings); dates
    /// are given in `tz`.
    pub fn of_chart(chart: &Chart, tz: Tz, now: DateTime<Utc>) -> Result<Facts, CalcError> {
        let at = JulianDay::from_utc(now);
        let eph = Ephemeris::with(&chart.settings);
        let planets = std::array::from_fn(|i| {
            let g = chart.grahas[i];
            PlanetFact {
                planet: g.planet,
                sign: g.sign(),
                degree: g.degree(),
                house: g.house,
                nakshatra: g.nakshatra(),
                dignity: dignity(chart, g.planet),
                retrograde: g.retrograde,
                combust: is_combust(chart, g.planet),
            }
        });
        let moon_sign = chart.moon_sign();
        let transits = transits(&eph, moon_sign, at, tz)?;
        let saturn_sign = transits[Planet::Saturn.index()].sign;
        let mut yogas: Vec<YogaFact> = yogas::evaluate(chart)
            .into_iter()
            .filter_map(|y| {
                Some(YogaFact {
                    key: y.rule.key,
                    name: y.rule.name,
                    category: y.rule.category,
                    strength: y.strength.filter(|_| y.present)?,
                    planets: y.planets,
                })
            })
            .collect();
        yogas.sort_by_key(|y| strength_rank(y.strength));
        let doshas = doshas(chart)
            .into_iter()
            .filter(|d: &Dosha| d.present)
            .map(|d| DoshaFact {
                kind: d.kind,
                severity: d.severity,
                houses: d.affected_houses,
            })
            .collect();
        let moon = chart.graha(Planet::Moon);
        Ok(Facts {
            settings: chart.settings,
            ascendant: chart.ascendant_sign(),
            ascendant_degree: chart.ascendant.degree_in_sign(),
            ascendant_nakshatra: chart.ascendant.nakshatra(),
            moon_sign,
            moon_nakshatra: moon.nakshatra(),
            moon_pada: moon.pada(),
            sun_sign: chart.sun_sign(),
            planets,
            dasha: dasha_fact(&vimshottari(chart), at, tz),
            sade_sati: SadeSatiPhase::of(moon_sign, saturn_sign),
            kantak_shani: KANTAK_HOUSES.contains(&moon_sign.house_of(saturn_sign)),
            transits,
            yogas,
            doshas,
            mangal: mangal_dosha(chart),
            today: now.with_timezone(&tz).date_naive(),
        })
    }

    pub fn planet(&self, p: Planet) -> &PlanetFact {
        &self.planets[p.index()]
    }

    pub fn transit(&self, p: Planet) -> &TransitFact {
        &self.transits[p.index()]
    }

    /// Sign of a whole-sign house (1–12).
    pub fn house_sign(&self, house: u8) -> Sign {
        self.ascendant.nth(usize::from(house))
    }

    /// Lord of a house: the lord of its sign.
    pub fn lord_of(&self, house: u8) -> Planet {
        self.house_sign(house).lord()
    }

    /// Grahas placed in a house.
    pub fn occupants(&self, house: u8) -> Vec<Planet> {
        self.planets
            .iter()
            .filter(|g| g.house == house)
            .map(|g| g.planet)
            .collect()
    }

    /// The present dosha of this kind, if its trigger holds.
    pub fn dosha(&self, kind: DoshaKind) -> Option<&DoshaFact> {
        self.doshas.iter().find(|d| d.kind == kind)
    }
}
