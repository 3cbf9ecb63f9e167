//! The walk over the range of a search: its days from sunrise to sunrise, every limb's spans
//! as [`Track`]s, the range cut at every edge of them, each piece judged and, where no hard
//! rule refuses it, cut again at the lagnas.

use super::weigh::{Asta, judge, merge};
use super::*;

/// A part of a piece with a favourable lagna: start, end, day (index), points and findings.
pub(super) type Part = (JulianDay, JulianDay, usize, f64, Vec<Finding>);

/// The days of the search from `first_day` to the range's last, with the dates of the range
/// left out because their day does not exist there (polar).
pub(super) fn days(
    eph: &Ephemeris,
    cache: &mut DayCache,
    q: &Query,
    first_day: NaiveDate,
) -> Result<(Vec<Day>, Vec<Skipped>), CalendarError> {
    let rules = q.activity.rules();
    let mut asta = AstaPair {
        guru: Asta::new(eph, Planet::Jupiter),
        shukra: Asta::new(eph, Planet::Venus),
    };
    let mut month = None;
    let mut days = Vec::new();
    let mut skipped = Vec::new();
    let mut d = first_day;
    while d <= q.to {
        match frame(cache, d)? {
            Ok(frame) => {
                let (guru_asta, shukra_asta) = if rules.asta == Applies::No {
                    (false, false)
                } else {
                    asta.at(cache.sky, frame.sunrise)?
                };
                let periods = periods(cache.sky, &mut month, rules, &frame)?;
                days.push(Day {
                    date: d,
                    frame,
                    vara: Vara::of(d),
                    guru_asta,
                    shukra_asta,
                    periods,
                });
            }
            Err(reason) => {
                if d >= q.from {
                    skipped.push(Skipped { date: d, reason });
                }
            }
        }
        match d.succ_opt() {
            Some(n) => d = n,
            None => break,
        }
    }
    Ok((days, skipped))
}

/// The periods a day touches (sunrise to the next sunrise), for the rules that concern the
/// activity: the almanacs keep Chaturmas, kharmas and an adhika month by whole Hindu days (the
/// day the Sun enters Dhanu or Mina is kharmas from its sunrise, the day of Prabodhini Ekadashi
/// Chaturmas to its end; docs/decisions.md, "Muhurta to the almanacs' standard"). Each period
/// lasts weeks, so a day touches it when its sunrise or its last moment lies in it.
fn periods(
    sky: &mut Sky,
    month: &mut Option<LunarMonth>,
    rules: &Rules,
    frame: &DayFrame,
) -> Result<Periods, CalendarError> {
    let mut out = Periods::default();
    let lunar = rules.chaturmas != Applies::No || rules.adhika != Applies::No;
    if !lunar && rules.kharmas == Applies::No {
        return Ok(out);
    }
    let last = frame.next_sunrise - crate::types::Days::new(1.0 / 86_400.0);
    for t in [frame.sunrise, last] {
        let sky_at = sky.at(t)?;
        let sun = Longitude::new(sky_at.sun).sign();
        if matches!(sun, Sign::Sagittarius | Sign::Pisces) {
            out.kharmas = out.kharmas.or(Some(sun));
        }
        if !lunar {
            continue;
        }
        let m = match *month {
            Some(m) if t >= m.starts && t < m.ends => m,
            _ => LunarMonth::at(sky, t)?,
        };
        *month = Some(m);
        let tithi = Tithi::from_elongation(Angle::Elongation.value(&sky_at)).number();
        if is_chaturmas(&m, tithi) {
            out.chaturmas = out.chaturmas.or(Some(m.amanta));
        }
        if m.is_adhika {
            out.adhika = out.adhika.or(Some(m.amanta));
        }
    }
    Ok(out)
}

/// The combustion of Jupiter and of Venus, asked at each sunrise.
struct AstaPair<'e> {
    guru: Asta<'e>,
    shukra: Asta<'e>,
}

impl AstaPair<'_> {
    /// Whether Guru and Shukra are set at `sunrise`, or still a child (balya) or already old
    /// (vriddha): set [`BALYA_VRIDDHA_DAYS`] before it or after it.
    fn at(&mut self, sky: &mut Sky, sunrise: JulianDay) -> Result<(bool, bool), CalendarError> {
        let days = crate::types::Days::new(BALYA_VRIDDHA_DAYS);
        let mut set = (false, false);
        for t in [sunrise, sunrise - days, sunrise + days] {
            let sun = Longitude::new(sky.at(t)?.sun);
            set.0 = set.0 || self.guru.at(t, sun)?;
            set.1 = set.1 || self.shukra.at(t, sun)?;
        }
        Ok(set)
    }
}

/// The spans of `count` equal parts of `angle` over `range`, each with its index.
fn limb(
    sky: &mut Sky,
    angle: Angle,
    count: usize,
    (r0, r1): (JulianDay, JulianDay),
) -> Result<Vec<(JulianDay, JulianDay, usize)>, EphemerisError> {
    Ok(sky
        .parts(angle, count, r0, r1)?
        .into_iter()
        .map(|(i, s, e)| (s, e, i))
        .collect())
}

/// The indices of the spans running at a moment: the day and each limb.
struct Running {
    day: usize,
    tithi: usize,
    karana: usize,
    nakshatra: usize,
    yoga: usize,
    moon_sign: usize,
    sun_sign: usize,
    pada: usize,
}

/// Every span the range is cut at: the limbs, the days and the day's periods.
pub(super) struct Tracks {
    tithis: Track<usize>,
    karanas: Track<usize>,
    nakshatras: Track<usize>,
    yogas: Track<usize>,
    /// The harmful ghatis of the inauspicious yogas ([`weigh::tyajya_end`]).
    tyajyas: Track<()>,
    padas: Track<usize>,
    moon_signs: Track<usize>,
    sun_signs: Track<usize>,
    days: Track<usize>,
    rahu: Track<()>,
    durmuhurtas: Track<()>,
    varjyams: Track<()>,
}

impl Tracks {
    /// The tracks of `range`, the limbs from one sky and the periods from `days`.
    pub(super) fn new(
        sky: &mut Sky,
        days: &[Day],
        range: (JulianDay, JulianDay),
    ) -> Result<Tracks, CalendarError> {
        let tithis = Track::new(limb(sky, Angle::Elongation, 30, range)?);
        let karanas = Track::new(limb(sky, Angle::Elongation, 60, range)?);
        let naks = limb(sky, Angle::Moon, 27, range)?;
        let yoga_spans = limb(sky, Angle::Sum, 27, range)?;
        let tyajyas = Track::new(
            yoga_spans
                .iter()
                .filter_map(|&(s, e, i)| {
                    let yoga = Yoga::from_sum((i as f64 + 0.5) * 360.0 / 27.0);
                    weigh::tyajya_end(yoga, s, e).map(|end| (s, end, ()))
                })
                .collect(),
        );
        let yogas = Track::new(yoga_spans);
        let padas = Track::new(limb(sky, Angle::Moon, 108, range)?);
        let moon_signs = Track::new(limb(sky, Angle::Moon, 12, range)?);
        let sun_signs = Track::new(limb(sky, Angle::Sun, 12, range)?);
        let varjyams = naks
            .iter()
            .flat_map(|&(s, e, i)| varjyam(Nakshatra::from_index(i), s, e))
            .map(|v| (v.start, v.end, ()))
            .collect();
        let slot = |s: Slot| (s.start, s.end, ());
        Ok(Tracks {
            tithis,
            karanas,
            nakshatras: Track::new(naks),
            yogas,
            tyajyas,
            padas,
            moon_signs,
            sun_signs,
            days: Track::new(
                days.iter()
                    .enumerate()
                    .map(|(i, d)| (d.frame.sunrise, d.frame.next_sunrise, i))
                    .collect(),
            ),
            rahu: Track::new(
                days.iter()
                    .map(|d| slot(d.frame.rahu_kalam(d.vara)))
                    .collect(),
            ),
            durmuhurtas: Track::new(
                days.iter()
                    .flat_map(|d| d.frame.durmuhurtas(d.vara))
                    .map(slot)
                    .collect(),
            ),
            varjyams: Track::new(varjyams),
        })
    }

    /// Every edge of every span within `range`, and its ends, in order (near ones merged).
    pub(super) fn edges(&self, (r0, r1): (JulianDay, JulianDay)) -> Vec<JulianDay> {
        let mut edges: Vec<JulianDay> = [r0, r1]
            .into_iter()
            .chain(self.tithis.edges())
            .chain(self.karanas.edges())
            .chain(self.nakshatras.edges())
            .chain(self.yogas.edges())
            .chain(self.tyajyas.edges())
            .chain(self.padas.edges())
            .chain(self.moon_signs.edges())
            .chain(self.sun_signs.edges())
            .chain(self.days.edges())
            .chain(self.rahu.edges())
            .chain(self.durmuhurtas.edges())
            .chain(self.varjyams.edges())
            .filter(|t| *t >= r0 && *t <= r1)
            .collect();
        edges.sort_by(JulianDay::total_cmp);
        edges.dedup_by(|a, b| (*a - *b).days().abs() < 1e-7);
        edges
    }

    /// The day and the limbs running at `t`, if every one of them is known there.
    fn running(&mut self, t: JulianDay) -> Option<Running> {
        let (
            Some(day),
            Some(tithi),
            Some(karana),
            Some(nakshatra),
            Some(yoga),
            Some(moon_sign),
            Some(sun_sign),
            Some(pada),
        ) = (
            self.days.at(t),
            self.tithis.at(t),
            self.karanas.at(t),
            self.nakshatras.at(t),
            self.yogas.at(t),
            self.moon_signs.at(t),
            self.sun_signs.at(t),
            self.padas.at(t),
        )
        else {
            return None;
        };
        Some(Running {
            day,
            tithi,
            karana,
            nakshatra,
            yoga,
            moon_sign,
            sun_sign,
            pada,
        })
    }

    /// The piece running at `t` from its limbs `r`.
    fn piece(&mut self, t: JulianDay, r: &Running) -> Piece {
        Piece {
            tithi: Tithi::from_elongation(r.tithi as f64 * 12.0 + 6.0),
            karana: Karana::from_elongation(r.karana as f64 * 6.0 + 3.0),
            nakshatra: Nakshatra::from_index(r.nakshatra),
            yoga: Yoga::from_sum((r.yoga as f64 + 0.5) * 360.0 / 27.0),
            yoga_tyajya: self.tyajyas.at(t).is_some(),
            gandanta: weigh::is_gandanta(Longitude::new((r.pada as f64 + 0.5) * 360.0 / 108.0)),
            moon_sign: Sign::from_index(r.moon_sign),
            sun_sign: Sign::from_index(r.sun_sign),
            rahu_kalam: self.rahu.at(t).is_some(),
            durmuhurta: self.durmuhurtas.at(t).is_some(),
            varjyam: self.varjyams.at(t).is_some(),
        }
    }
}

/// The pieces judged so far: the parts kept and the time each hard rule refused.
pub(super) struct Walk<'a, 'e> {
    q: &'a Query<'a>,
    days: &'a [Day],
    lagna: Lagna<'e>,
    /// Days refused by each rule, by [`Rule`] index.
    refused: [f64; Rule::ALL.len()],
    parts: Vec<Part>,
}

impl<'a, 'e> Walk<'a, 'e> {
    /// A walk over the `days` of query `q`, nothing judged yet.
    pub(super) fn new(eph: &'e Ephemeris, q: &'a Query<'a>, days: &'a [Day]) -> Self {
        Walk {
            q,
            days,
            lagna: Lagna::new(eph, q.place),
            refused: [0.0f64; Rule::ALL.len()],
            parts: Vec::new(),
        }
    }

    /// Judges the piece from `a` to `b` by what runs at its middle: counts it to the rules
    /// that refuse it, else keeps its parts with a favourable lagna.
    pub(super) fn piece(
        &mut self,
        tracks: &mut Tracks,
        (a, b): (JulianDay, JulianDay),
    ) -> Result<(), CalendarError> {
        if (b - a).days() < 1e-7 {
            return Ok(());
        }
        let mid = a + (b - a) / 2.0;
        let Some(running) = tracks.running(mid) else {
            return Ok(());
        };
        let piece = tracks.piece(mid, &running);
        let findings = judge(
            self.q,
            self.q.activity.rules(),
            &self.days[running.day],
            &piece,
        );
        let mut forbidden = false;
        for f in &findings {
            if f.effect == Effect::Forbids {
                forbidden = true;
                self.refused[f.rule as usize] += (b - a).days();
            }
        }
        if forbidden {
            return Ok(());
        }
        self.cut_at_lagnas(&findings, (a, b), running.day)
    }

    /// Cuts an allowed piece at every change of lagna and keeps the parts whose lagna is the
    /// activity's, each with the lagna's finding added; where the lagna only counts
    /// ([`Applies::Soft`]), every part, another lagna counted against.
    fn cut_at_lagnas(
        &mut self,
        findings: &[Finding],
        (a, b): (JulianDay, JulianDay),
        day: usize,
    ) -> Result<(), CalendarError> {
        let mut s = a;
        while s < b {
            let (sign, end) = self.lagna.at(s)?;
            let e = if end < b { end } else { b };
            let rules = self.q.activity.rules();
            let effect = if rules.lagnas.contains(&sign) {
                Some(Effect::For(points::LAGNA))
            } else if rules.lagna == Applies::Soft {
                Some(Effect::Against(points::LAGNA))
            } else {
                None
            };
            if let Some(effect) = effect {
                let mut f = findings.to_vec();
                f.push(Finding::new(Rule::Lagna, Value::Sign(sign), effect));
                let pts: f64 = f.iter().map(Finding::points).sum();
                self.parts.push((s, e, day, pts, f));
            }
            s = e;
        }
        Ok(())
    }

    /// The windows of the parts kept, best first, with the share of the range each hard rule
    /// refused (`total`: the range's length in days).
    pub(super) fn found(self, best_points: f64, skipped: Vec<Skipped>, total: f64) -> Found {
        let dates: Vec<NaiveDate> = self.days.iter().map(|d| d.date).collect();
        let mut windows = merge(self.parts, best_points, &dates);
        let qualified = windows.len();
        let mut hindu_days: Vec<NaiveDate> = windows.iter().map(|w| w.day).collect();
        hindu_days.sort();
        hindu_days.dedup();
        windows.sort_by(|a, b| {
            b.score
                .total_cmp(&a.score)
                .then(a.start.total_cmp(&b.start))
        });
        let refused = self.refused;
        let mut blocked: Vec<Blocked> = Rule::ALL
            .iter()
            .filter(|r| refused[**r as usize] > 0.0)
            .map(|r| Blocked {
                rule: *r,
                share: (refused[*r as usize] / total).min(1.0),
            })
            .collect();
        blocked.sort_by(|a, b| b.share.total_cmp(&a.share));
        Found {
            windows,
            qualified,
            days: hindu_days,
            blocked,
            best_points,
            skipped,
        }
    }
}
