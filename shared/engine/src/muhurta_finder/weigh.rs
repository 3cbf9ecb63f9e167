//! Weighing a stretch of a day: every rule but the lagna on one piece, the combustion of the
//! grahas day after day, and the pieces merged into windows.

use super::*;
use Effect::{Against, For, Forbids};

/// Whether a graha is within its combustion orb of the Sun, day after day: the graha sampled
/// every [`Asta::STEP`] days and interpolated (cubic Hermite on its daily motion), the Swiss
/// Ephemeris asked again wherever the interpolation comes near the orb or a station, so the
/// answer is the one the ephemeris gives at that moment.
pub(super) struct Asta<'e> {
    eph: &'e Ephemeris,
    planet: Planet,
    samples: std::collections::HashMap<i64, (f64, f64)>,
}

impl<'e> Asta<'e> {
    /// Days between samples.
    const STEP: f64 = 8.0;
    /// Degrees (of separation, or of daily motion) within which the ephemeris decides: far
    /// more than the interpolation can be off between two samples.
    const MARGIN: f64 = 0.1;

    pub(super) fn new(eph: &'e Ephemeris, planet: Planet) -> Self {
        Asta {
            eph,
            planet,
            samples: Default::default(),
        }
    }

    fn sample(&mut self, k: i64) -> Result<(f64, f64), CalendarError> {
        if let Some(s) = self.samples.get(&k) {
            return Ok(*s);
        }
        let g = self
            .eph
            .graha(JulianDay::new(k as f64 * Self::STEP), self.planet)?;
        let s = (g.longitude.degrees(), g.speed);
        self.samples.insert(k, s);
        Ok(s)
    }

    /// Whether the graha is combust at `t` with the Sun at `sun`.
    pub(super) fn at(&mut self, t: JulianDay, sun: Longitude) -> Result<bool, CalendarError> {
        let planet = self.planet;
        let combust = |lon: f64, speed: f64| {
            asta_orb(planet, speed < 0.0)
                .map(|orb| (Longitude::new(lon).separation(sun) - orb, speed))
        };
        let h = Self::STEP;
        let k = (t.value() / h).floor() as i64;
        let s = t.value() / h - k as f64;
        let ((l0, v0), (l1, v1)) = (self.sample(k)?, self.sample(k + 1)?);
        let l1 = l0 + (l1 - l0 + 180.0).rem_euclid(360.0) - 180.0;
        let (s2, s3) = (s * s, s * s * s);
        let lon = (2.0 * s3 - 3.0 * s2 + 1.0) * l0
            + (s3 - 2.0 * s2 + s) * v0 * h
            + (-2.0 * s3 + 3.0 * s2) * l1
            + (s3 - s2) * v1 * h;
        let speed = ((6.0 * s2 - 6.0 * s) * l0
            + (3.0 * s2 - 4.0 * s + 1.0) * v0 * h
            + (-6.0 * s2 + 6.0 * s) * l1
            + (3.0 * s2 - 2.0 * s) * v1 * h)
            / h;
        match combust(lon, speed) {
            Some((past_orb, speed))
                if past_orb.abs() > Self::MARGIN && speed.abs() > Self::MARGIN =>
            {
                Ok(past_orb < 0.0)
            }
            _ => {
                let g = self.eph.graha(t, self.planet)?;
                Ok(combust(g.longitude.degrees(), g.speed).is_some_and(|(past, _)| past < 0.0))
            }
        }
    }
}

/// The distance from the Sun within which a graha is set (asta) for a muhurta. Venus: the
/// almanacs' asta, its heliacal setting and rising, falls 6–8° from the Sun (6.2° at its
/// rising of 1 February 2026, 6.35° at its setting of 11 December 2025, 7.5° and 8.15° at its
/// retrograde rising and setting of August 2023), well inside Surya Siddhanta's 10° and 8°
/// that the natal chart's combustion keeps (docs/decisions.md, "Muhurta to the almanacs'
/// standard"); the other grahas keep those.
pub fn asta_orb(p: Planet, retrograde: bool) -> Option<f64> {
    match p {
        Planet::Venus => Some(if retrograde { 8.0 } else { 6.2 }),
        _ => combustion_orb(p, retrograde),
    }
}

/// Merges adjacent parts of the same day and score, drops those of a short stretch, and scores
/// them.
pub(super) fn merge(
    parts: Vec<(JulianDay, JulianDay, usize, f64, Vec<Finding>)>,
    best: f64,
    dates: &[NaiveDate],
) -> Vec<Window> {
    let mut out: Vec<(Window, usize)> = Vec::new();
    for (s, e, day, pts, findings) in parts {
        if let Some((w, d)) = out.last_mut()
            && *d == day
            && (w.end - s).days().abs() < 1e-7
            && (w.points - pts).abs() < 1e-9
        {
            w.end = e;
            for f in findings {
                if !w.findings.contains(&f) {
                    w.findings.push(f);
                }
            }
            continue;
        }
        out.push((
            Window {
                start: s,
                end: e,
                day: dates[day],
                score: (100.0 * pts.max(0.0) / best * 10.0).round() / 10.0,
                points: pts,
                findings,
            },
            day,
        ));
    }
    // The length of the stretch each window lies in: windows of one day that touch, parted
    // only by their scores, are one stretch of time to keep or drop.
    let mut stretch = vec![0.0; out.len()];
    let mut first = 0;
    for i in 0..out.len() {
        let touches = i > 0
            && out[i].1 == out[i - 1].1
            && (out[i].0.start - out[i - 1].0.end).days().abs() < 1e-7;
        if !touches {
            first = i;
        }
        let minutes = (out[i].0.end - out[first].0.start).minutes();
        stretch[first..=i].fill(minutes);
    }
    out.into_iter()
        .zip(stretch)
        .filter(|(_, minutes)| *minutes >= MIN_WINDOW_MINUTES)
        .map(|((mut w, _), _)| {
            w.findings.sort_by(|a, b| {
                b.points()
                    .abs()
                    .total_cmp(&a.points().abs())
                    .then(a.rule.cmp(&b.rule))
            });
            w
        })
        .collect()
}

/// Every rule but the lagna on one piece.
pub(super) fn judge(q: &Query, rules: &Rules, day: &Day, p: &Piece) -> Vec<Finding> {
    let mut j = Judgement {
        rules,
        out: Vec::new(),
    };
    j.limbs(p);
    j.day(day, p);
    j.periods(day, p);
    j.participants(q, p);
    j.out
}

/// How a period rule that applies to the activity weighs: forbidding or counting against.
fn soft_or_hard(a: Applies) -> Option<Effect> {
    match a {
        Applies::Hard => Some(Forbids),
        Applies::Soft => Some(Against(points::SOFT_PERIOD)),
        Applies::No => None,
    }
}

/// The findings on one piece as they are made, by the activity's rules.
struct Judgement<'r> {
    rules: &'r Rules,
    out: Vec<Finding>,
}

impl Judgement<'_> {
    /// Adds a finding for no participant.
    fn push(&mut self, rule: Rule, value: Value, effect: Effect) {
        self.out.push(Finding::new(rule, value, effect));
    }

    /// The tithi, nakshatra, yoga, gandanta and karana of the piece.
    fn limbs(&mut self, p: &Piece) {
        let rules = self.rules;
        let t = p.tithi.number();
        let tv = Value::Tithi(p.tithi);
        if matches!(t % 15, 4 | 9 | 14) && !rules.tithis.contains(&t) {
            self.push(Rule::RiktaTithi, tv, Forbids);
        } else if t == 30 {
            self.push(Rule::Amavasya, tv, Forbids);
        } else if rules.tithis.contains(&t) {
            self.push(Rule::Tithi, tv, For(points::TITHI));
        } else {
            self.push(Rule::Tithi, tv, Forbids);
        }
        let nv = Value::Nakshatra(p.nakshatra);
        if rules.nakshatras.contains(&p.nakshatra) {
            self.push(Rule::Nakshatra, nv, For(points::NAKSHATRA));
        } else {
            self.push(Rule::Nakshatra, nv, Forbids);
        }
        // An inauspicious yoga forbids its harmful ghatis (see `tyajya_end`), or the whole of it
        // where the activity shuns it so; elsewhere it neither helps nor hinders.
        let whole = rules.yogas == YogaShunned::Whole && p.yoga.is_inauspicious();
        if p.yoga_tyajya || whole {
            self.push(Rule::Yoga, Value::Yoga(p.yoga), Forbids);
        } else if !p.yoga.is_inauspicious() {
            self.push(Rule::Yoga, Value::Yoga(p.yoga), For(points::YOGA));
        }
        if let (true, Some(e)) = (p.gandanta, soft_or_hard(rules.gandanta)) {
            self.push(Rule::GandaMoola, nv, e);
        }
        if p.karana.is_vishti() {
            self.push(Rule::Bhadra, Value::Karana(p.karana), Forbids);
        }
    }

    /// The vara and the day's periods: Rahu kalam, durmuhurta, varjyam.
    fn day(&mut self, day: &Day, p: &Piece) {
        let vara = day.vara.index();
        if self.rules.good_varas.contains(&vara) {
            self.push(Rule::Vara, Value::Vara(day.vara), For(points::VARA));
        } else if self.rules.bad_varas.contains(&vara) {
            self.push(Rule::Vara, Value::Vara(day.vara), Against(points::VARA));
        }
        if p.rahu_kalam {
            self.push(Rule::RahuKalam, Value::None, Forbids);
        }
        if p.durmuhurta {
            self.push(Rule::Durmuhurta, Value::None, Against(points::DURMUHURTA));
        }
        if p.varjyam {
            self.push(Rule::Varjyam, Value::None, Against(points::VARJYAM));
        }
    }

    /// The longer periods: panchaka, Chaturmas, kharmas and an adhika month (by the whole
    /// day, see `walk::periods`), Guru and Shukra asta, and the ayana.
    fn periods(&mut self, day: &Day, p: &Piece) {
        let rules = self.rules;
        let in_panchaka = matches!(p.moon_sign, Sign::Aquarius | Sign::Pisces);
        if let (true, Some(e)) = (in_panchaka, soft_or_hard(rules.panchaka)) {
            self.push(Rule::Panchaka, Value::Sign(p.moon_sign), e);
        }
        let touched = day.periods;
        if let (Some(m), Some(e)) = (touched.chaturmas, soft_or_hard(rules.chaturmas)) {
            self.push(Rule::Chaturmas, Value::Masa(m), e);
        }
        if let (Some(sun), Some(e)) = (touched.kharmas, soft_or_hard(rules.kharmas)) {
            self.push(Rule::Kharmas, Value::Sign(sun), e);
        }
        if let (Some(m), Some(e)) = (touched.adhika, soft_or_hard(rules.adhika)) {
            self.push(Rule::AdhikaMasa, Value::Masa(m), e);
        }
        if let Some(e) = soft_or_hard(rules.asta) {
            if day.guru_asta {
                self.push(Rule::GuruAsta, Value::Planet(Planet::Jupiter), e);
            }
            if day.shukra_asta {
                self.push(Rule::ShukraAsta, Value::Planet(Planet::Venus), e);
            }
        }
        if rules.uttarayana {
            let ayana = Ayana::of_sun(Longitude::new(p.sun_sign.index() as f64 * 30.0 + 15.0));
            let effect = if ayana == Ayana::Uttarayana {
                For(points::UTTARAYANA)
            } else {
                Against(points::DAKSHINAYANA)
            };
            self.push(Rule::Ayana, Value::Ayana(ayana), effect);
        }
    }

    /// Tarabala and chandrabala of each participant.
    fn participants(&mut self, q: &Query, p: &Piece) {
        for (i, moon) in q.moons.iter().enumerate() {
            let tara = Tara::of(moon.nakshatra(), p.nakshatra);
            let effect = if tara.is_favourable() {
                For(points::TARA)
            } else if tara == Tara::Janma {
                Against(points::JANMA)
            } else {
                Forbids
            };
            self.out.push(Finding {
                rule: Rule::Tarabala,
                value: Value::Tara(tara),
                participant: Some(i),
                effect,
            });
            let (house, good) = chandrabala(moon.sign(), p.moon_sign);
            let effect = if good {
                For(points::CHANDRA)
            } else if house == 8 {
                Forbids
            } else {
                Against(points::CHANDRA)
            };
            self.out.push(Finding {
                rule: Rule::Chandrabala,
                value: Value::House(house),
                participant: Some(i),
                effect,
            });
        }
    }
}

/// Where the harmful part of a yoga running from `start` to `end` ends (Muhurta Chintamani
/// ch. 1): Vishkambha and Vajra their first 3 ghatis, Shula 5, Ganda and Atiganda 6, Vyaghata
/// 9, Parigha its first half, Vyatipata and Vaidhriti the whole; a ghati is 24 minutes. None for
/// an auspicious yoga.
pub fn tyajya_end(yoga: Yoga, start: JulianDay, end: JulianDay) -> Option<JulianDay> {
    let ghatis = |n: f64| start + crate::types::Days::from_minutes(24.0 * n);
    let until = match yoga.number() {
        1 | 15 => ghatis(3.0),
        9 => ghatis(5.0),
        6 | 10 => ghatis(6.0),
        13 => ghatis(9.0),
        19 => start + (end - start) / 2.0,
        17 | 27 => end,
        _ => return None,
    };
    Some(if until < end { until } else { end })
}

/// Ganda moola's gandanta: the junctions of the water and fire signs, the last pada of
/// Ashlesha, Jyeshtha and Revati and the first of Magha, Mula and Ashwini (Muhurta Chintamani
/// ch. 2; Drik Panchang lists no marriage in them).
pub fn is_gandanta(moon: Longitude) -> bool {
    let n = moon.nakshatra();
    let pada = moon.pada();
    (pada == 4
        && matches!(
            n,
            Nakshatra::Ashlesha | Nakshatra::Jyeshtha | Nakshatra::Revati
        ))
        || (pada == 1 && matches!(n, Nakshatra::Magha | Nakshatra::Mula | Nakshatra::Ashwini))
}

/// Chaturmas: from Devshayani Ekadashi (Ashadha Shukla 11) to Prabodhini Ekadashi (Kartika
/// Shukla 11), both included, amanta months; an adhika month takes the name of the nija month
/// after it, so an adhika Ashadha lies before it and an adhika Kartika inside it.
pub fn is_chaturmas(month: &LunarMonth, tithi: u8) -> bool {
    match month.amanta {
        Masa::Ashadha => !month.is_adhika && tithi >= 11,
        Masa::Shravana | Masa::Bhadrapada | Masa::Ashvin => true,
        Masa::Kartika => month.is_adhika || tithi <= 11,
        _ => false,
    }
}
