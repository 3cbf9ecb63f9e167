//! The parts of a panchang reply, each from the day page in the place's zone and the reply's
//! locale.

use super::panchang_reply::{
    BodyOut, CalendarName, ChandrabalaOut, ChoghadiyaOut, GandaMoolaOut, GowriOut, HoraOut,
    LimbOut, LimbSpansOut, LimbsOut, LunarMonthOut, NamedOut, PeriodOut, SpanOut, SpecialYogaOut,
    TarabalaOut, VaraOut,
};
use super::{hhmm_in, iso_in};
use crate::astro::JulianDay;
use crate::astro::calendar::{self, DayPage, Spell};
use crate::astro::panchang::{ChoghadiyaSlot, GowriSlot, Slot};
use crate::calc::calendar_names;
use crate::calc::names::{Keyed, Limb, Named, Weekday};
use crate::calc::natal::round;
use crate::content::{self, Key, Locale};
use crate::key;
use chrono_tz::Tz;

/// One day page read in its place's zone and a locale.
pub(super) struct Day<'a> {
    page: &'a DayPage,
    pub zone: Tz,
    locale: Locale,
}

impl<'a> Day<'a> {
    pub fn new(page: &'a DayPage, locale: Locale) -> Self {
        Day {
            page,
            zone: page.place.zone,
            locale,
        }
    }

    fn text(&self, k: Key) -> String {
        content::text(self.locale, k)
    }

    /// A moment as `HH:MM` in the zone.
    pub fn hm(&self, t: JulianDay) -> String {
        hhmm_in(t, self.zone)
    }

    /// A moment as RFC 3339 in the zone.
    pub fn iso(&self, t: JulianDay) -> String {
        iso_in(t, self.zone)
    }

    pub fn period(&self, s: Slot) -> PeriodOut {
        PeriodOut::in_zone(s, self.zone)
    }

    pub fn periods(&self, slots: &[Slot]) -> Vec<PeriodOut> {
        slots.iter().map(|&s| self.period(s)).collect()
    }

    /// A calendar name with its display name in the day's locale.
    pub fn named(&self, key: CalendarName) -> NamedOut {
        let l = self.locale;
        let name = match key {
            CalendarName::Ritu(r) => calendar_names::ritu(l, r),
            CalendarName::Ayana(a) => calendar_names::ayana(l, a),
            CalendarName::Samvatsara(s) => calendar_names::samvatsara(l, s),
            CalendarName::Direction(d) => calendar_names::direction(l, d),
        };
        NamedOut {
            key: Named(key),
            name,
        }
    }

    pub fn choghadiya(&self, slots: &[ChoghadiyaSlot]) -> Vec<ChoghadiyaOut> {
        slots
            .iter()
            .map(|s| ChoghadiyaOut::in_zone(s, self.locale, self.zone))
            .collect()
    }

    pub fn gowri(&self, slots: &[GowriSlot]) -> Vec<GowriOut> {
        slots
            .iter()
            .map(|s| GowriOut::in_zone(s, self.locale, self.zone))
            .collect()
    }

    /// The one-sentence summary of the day in the locale.
    pub fn summary(&self) -> String {
        let p = self.page.panchang();
        let l = |k: Key| self.text(k);
        let tithi = p.tithi.value;
        content::fill(
            self.locale,
            key!("panchang.summary"),
            &[
                ("vara", &l(key!("panchang.vara.{}", p.vara.name()))),
                ("tithi", &l(key!("panchang.tithi.{}", tithi.name()))),
                (
                    "paksha",
                    &l(key!("panchang.paksha.{}", tithi.paksha().name())),
                ),
                ("tithiEnd", &self.hm(p.tithi.ends)),
                (
                    "nakshatra",
                    &l(key!("nakshatras.{}.name", p.nakshatra.value.name())),
                ),
                ("nakshatraEnd", &self.hm(p.nakshatra.ends)),
                ("yoga", &l(key!("panchang.yoga.{}", p.yoga.value.name()))),
                (
                    "karana",
                    &l(key!("panchang.karana.{}", p.karana.value.name())),
                ),
                ("sunrise", &self.hm(p.sunrise)),
                ("sunset", &self.hm(p.sunset)),
                ("rahuStart", &self.hm(p.rahu_kalam().start)),
                ("rahuEnd", &self.hm(p.rahu_kalam().end)),
            ],
        )
    }

    /// A limb of the day page: the one running at sunrise, with its start and end.
    fn limb<T>(&self, number: u8, name: Limb, spell: &Spell<T>) -> LimbOut {
        LimbOut {
            number,
            name: Named(name),
            starts_at: self.iso(spell.start),
            end_time: self.hm(spell.end),
            ends_at: self.iso(spell.end),
            ends_after_next_sunrise: spell.end > self.page.frame.next_sunrise,
        }
    }

    /// The five limbs at sunrise.
    pub fn limbs(&self) -> LimbsOut {
        let (page, p) = (self.page, self.page.panchang());
        let (tithi, nak, yoga, karana) = (
            p.tithi.value,
            p.nakshatra.value,
            p.yoga.value,
            p.karana.value,
        );
        LimbsOut {
            tithi: self.limb(tithi.number(), Limb::Tithi(tithi), &page.tithis[0]),
            paksha: crate::calc::names::Named(tithi.paksha()),
            nakshatra: self.limb(
                nak.index() as u8 + 1,
                Limb::Nakshatra(nak),
                &page.nakshatras[0],
            ),
            nakshatra_lord: nak.lord(),
            yoga: self.limb(yoga.number(), Limb::Yoga(yoga), &page.yogas[0]),
            karana: self.limb(karana.number(), Limb::Karana(karana), &page.karanas[0]),
            vara: VaraOut {
                name: crate::calc::names::Named(p.vara),
                weekday: Named(Weekday(p.vara)),
                lord: p.vara.lord(),
                end_time: self.hm(p.next_sunrise),
                ends_at: self.iso(p.next_sunrise),
            },
        }
    }

    fn spans<T>(&self, spells: &[Spell<T>], named: impl Fn(&T) -> (u8, Limb)) -> Vec<SpanOut> {
        spells
            .iter()
            .map(|s| {
                let (number, name) = named(&s.value);
                SpanOut {
                    number,
                    name: Named(name),
                    starts_at: self.iso(s.start),
                    ends_at: self.iso(s.end),
                }
            })
            .collect()
    }

    /// Every tithi, nakshatra, yoga and karana of the day with its start and end.
    pub fn limb_spans(&self) -> LimbSpansOut {
        let page = self.page;
        LimbSpansOut {
            tithis: self.spans(&page.tithis, |&t| (t.number(), Limb::Tithi(t))),
            nakshatras: self.spans(&page.nakshatras, |&n| {
                (n.index() as u8 + 1, Limb::Nakshatra(n))
            }),
            yogas: self.spans(&page.yogas, |&y| (y.number(), Limb::Yoga(y))),
            karanas: self.spans(&page.karanas, |&k| (k.number(), Limb::Karana(k))),
        }
    }

    pub fn horas(&self) -> Vec<HoraOut> {
        self.page
            .horas
            .iter()
            .map(|h| HoraOut {
                lord: h.lord,
                daytime: h.daytime,
                starts_at: self.iso(h.slot.start),
                ends_at: self.iso(h.slot.end),
            })
            .collect()
    }

    pub fn special_yogas(&self) -> Vec<SpecialYogaOut> {
        self.page
            .almanac()
            .special_yogas
            .iter()
            .map(|y| SpecialYogaOut {
                key: Keyed(y.value),
                name: self.text(key!("panchang.specialYoga.{}", y.value.key())),
                starts_at: self.iso(y.start),
                ends_at: self.iso(y.end),
            })
            .collect()
    }

    pub fn ganda_moola(&self) -> Option<GandaMoolaOut> {
        self.page.almanac().ganda_moola.as_ref().map(|g| {
            let p = self.period(g.slot);
            GandaMoolaOut {
                nakshatras: g.nakshatras.to_vec(),
                start_time: p.start_time,
                end_time: p.end_time,
                starts_at: p.starts_at,
                ends_at: p.ends_at,
            }
        })
    }

    pub fn lunar_month(&self) -> LunarMonthOut {
        let m = &self.page.lunar_month;
        LunarMonthOut {
            amanta: crate::calc::names::Named(m.amanta),
            purnimanta: crate::calc::names::Named(m.purnimanta),
            name: calendar_names::amanta(self.locale, m),
            is_adhika: m.is_adhika,
            kshaya: m.kshaya.map(Named),
        }
    }

    /// The person's tarabala through the day.
    pub fn tarabala(&self, d: &calendar::PersonalDay) -> Vec<TarabalaOut> {
        d.tarabala
            .iter()
            .map(|s| TarabalaOut {
                tara: crate::calc::names::Named(s.value),
                name: calendar_names::tara(self.locale, s.value),
                good: s.value.is_favourable(),
                starts_at: self.iso(s.start),
                ends_at: self.iso(s.end),
            })
            .collect()
    }

    /// The person's chandrabala through the day.
    pub fn chandrabala(&self, d: &calendar::PersonalDay) -> Vec<ChandrabalaOut> {
        d.chandrabala
            .iter()
            .map(|s| ChandrabalaOut {
                house: s.value.0,
                good: s.value.1,
                starts_at: self.iso(s.start),
                ends_at: self.iso(s.end),
            })
            .collect()
    }
}

/// The Sun or the Moon at sunrise.
pub(super) fn body(b: &calendar::BodyPlace) -> BodyOut {
    BodyOut {
        longitude: round(b.longitude.degrees(), 6),
        sign: b.sign,
        nakshatra: b.nakshatra,
        pada: b.pada,
    }
}
