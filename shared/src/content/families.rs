//! The families of content keys the code fills at run time (`key!("signs.{}.nature", …)`),
//! each with every value the code can fill it with: each key must have a text (or a list) in
//! every locale, since a miss fails the calculation. `key!` only checks that some key fits a
//! template; these tests check every value. A test also reads the sources of `graha` and
//! `graha-worker`, so a new family cannot be added without a line here.

use super::{KEYS, Locale, catalog};
use crate::astro::ashtakavarga::SarvaRating;
use crate::astro::bhava::{LifeArea, LordPlacement};
use crate::astro::calendar;
use crate::astro::dasha_phala::Tone;
use crate::astro::dignity::Dignity;
use crate::astro::doshas::{DoshaKind, Extent, KAAL_SARP_TYPES, Side};
use crate::astro::gochara::TARA_NAMES;
use crate::astro::karakas::CharaKaraka;
use crate::astro::mangal::{MangalCancellation, Severity};
use crate::astro::matching::{
    BhakootCancellation, BhakootKind, Grade, Koota, Level, ManglikOutcome, NadiCancellation,
    Porutham, Rajju, Tara, Varna, Vashya, Verdict,
};
use crate::astro::muhurta_finder;
use crate::astro::nakshatra_lore::{Animal, Gana, Nadi, Nature};
use crate::astro::panchang::{Choghadiya, Karana, Tithi, Vara, Yoga};
use crate::astro::rashifal::{Area, Band};
use crate::astro::special_points::{SpecialLagna, Upagraha};
use crate::astro::transit::{KANTAK_HOUSES, SadeSatiPhase, SignificantKind};
use crate::astro::vargas::Division;
use crate::astro::varshaphal::{AspectKind, Role, SahamKind, TajikaYogaKind, YearLordReason};
use crate::astro::yogas::{CATALOGUE, DETAIL_KEYS, Strength};
use crate::astro::{Element, Modality, Nakshatra, Planet, Sign};
use crate::calc::natal::{element_name, modality_name};
use crate::guru::{Sensitive, Topic};
use std::collections::BTreeSet;

/// The values filling a template's `{}`s, one list per key.
type Fills = Vec<Vec<String>>;

/// One `{}`, filled with each value.
fn each<T: ToString>(values: impl IntoIterator<Item = T>) -> Fills {
    values.into_iter().map(|v| vec![v.to_string()]).collect()
}

/// Two `{}`s, filled with every pair.
fn pairs<A: ToString, B: ToString>(
    a: impl IntoIterator<Item = A>,
    b: impl IntoIterator<Item = B> + Clone,
) -> Fills {
    a.into_iter()
        .flat_map(|x| {
            let x = x.to_string();
            b.clone()
                .into_iter()
                .map(move |y| vec![x.clone(), y.to_string()])
        })
        .collect()
}

fn planets() -> impl Iterator<Item = &'static str> + Clone {
    Planet::ALL.iter().map(|p| p.name())
}
fn seven() -> impl Iterator<Item = &'static str> + Clone {
    Planet::SEVEN.iter().map(|p| p.name())
}
fn signs() -> impl Iterator<Item = &'static str> + Clone {
    Sign::ALL.iter().map(|s| s.name())
}
fn nakshatras() -> impl Iterator<Item = &'static str> + Clone {
    Nakshatra::ALL.iter().map(|n| n.name())
}
fn houses() -> std::ops::RangeInclusive<u8> {
    1..=12
}
fn elements() -> [&'static str; 4] {
    [Element::Fire, Element::Earth, Element::Air, Element::Water].map(element_name)
}
fn dignities() -> impl Iterator<Item = &'static str> + Clone {
    Dignity::ALL.iter().map(|d| d.name())
}
fn doshas() -> impl Iterator<Item = &'static str> + Clone {
    DoshaKind::ALL.iter().map(|d| d.key())
}
fn severities() -> [&'static str; 5] {
    Severity::ALL.map(Severity::name)
}
fn mangal_cancellations() -> [&'static str; 5] {
    MangalCancellation::ALL.map(MangalCancellation::key)
}
fn ganas() -> [&'static str; 3] {
    Gana::ALL.map(Gana::name)
}
fn nadis() -> [&'static str; 3] {
    Nadi::ALL.map(Nadi::name)
}
fn levels() -> [&'static str; 4] {
    Level::ALL.map(Level::name)
}
fn topics() -> impl Iterator<Item = &'static str> + Clone {
    Topic::ALL.iter().map(|t| t.key())
}
fn areas() -> impl Iterator<Item = &'static str> + Clone {
    Topic::ALL.iter().filter(|t| t.is_area()).map(|t| t.key())
}
fn phases() -> [&'static str; 3] {
    SadeSatiPhase::ALL.map(SadeSatiPhase::name)
}
fn kootas() -> impl Iterator<Item = &'static str> + Clone {
    Koota::ALL.iter().map(|k| k.key())
}

/// Every template the code fills, with every filling. Values the code keeps private are
/// written out, with the function they come from.
fn families() -> Vec<(&'static str, Fills)> {
    let tone = Tone::ALL.map(Tone::name);
    vec![
        // Planets, signs, nakshatras, houses.
        ("planets.{}.name", each(planets())),
        ("planets.{}.aspect", each(planets())),
        ("planets.{}.atmakaraka", each(seven())),
        (
            "planets.conjunction.{}-{}",
            // natal::relations::pair_key: in Planet::ALL order, never Rahu with Ketu.
            Planet::ALL
                .iter()
                .flat_map(|&p| Planet::ALL.iter().map(move |&q| (p, q)))
                .filter(|(p, q)| p.index() < q.index() && (*p, *q) != (Planet::Rahu, Planet::Ketu))
                .map(|(p, q)| vec![p.name().to_owned(), q.name().to_owned()])
                .collect(),
        ),
        (
            "planets.karaka.{}",
            each(CharaKaraka::ALL.map(CharaKaraka::name)),
        ),
        ("signs.{}.name", each(signs())),
        ("signs.{}.nature", each(signs())),
        ("signs.{}.emotional", each(signs())),
        ("signs.{}.strengths", each(signs())),
        ("signs.{}.challenges", each(signs())),
        (
            "signs.modality.{}",
            each([Modality::Movable, Modality::Fixed, Modality::Dual].map(modality_name)),
        ),
        ("nakshatras.{}.name", each(nakshatras())),
        ("nakshatras.{}.deity", each(nakshatras())),
        ("nakshatras.{}.symbol", each(nakshatras())),
        ("nakshatras.{}.description", each(nakshatras())),
        ("nakshatras.animal.{}", each(Animal::ALL.map(Animal::name))),
        ("nakshatras.gana.{}.name", each(ganas())),
        ("nakshatras.gana.{}.meaning", each(ganas())),
        ("nakshatras.nadi.{}", each(nadis())),
        ("nakshatras.nature.{}", each(Nature::ALL.map(Nature::name))),
        ("elements.{}.name", each(elements())),
        ("elements.{}.dominant", each(elements())),
        ("elements.{}.lacking", each(elements())),
        ("elements.{}.moon", each(elements())),
        ("houses.{}.name", each(houses())),
        ("houses.{}.themes", each(houses())),
        ("houses.{}.meaning", each(houses())),
        (
            "houses.placement.{}",
            each(LordPlacement::ALL.map(LordPlacement::name)),
        ),
        ("houses.dignity.{}", each(dignities())),
        // Periods and transits.
        ("dasha.maha.{}", each(planets())),
        ("transits.effects.{}.{}", pairs(planets(), houses())),
        // The readings library (docs/decisions.md, "Readings").
        ("planetInHouse.{}.{}", pairs(planets(), houses())),
        ("planetInSign.{}.{}", pairs(planets(), signs())),
        ("planetInSign.Moon.{}", each(signs())),
        ("planetInSign.Sun.{}", each(signs())),
        ("lordInHouse.{}.{}", pairs(houses(), houses())),
        ("dashaPairs.{}.{}", pairs(planets(), planets())),
        ("planets.{}.short", each(planets())),
        ("guru.ask.planet.{}", each(planets())),
        ("transits.house.{}", each(houses())),
        ("transits.sadeSati.guidance.{}", each(phases())),
        ("transits.kantak.guidance.{}", each(KANTAK_HOUSES)),
        (
            "transits.significant.{}.{}",
            SignificantKind::ALL
                .iter()
                .map(|k| vec![k.name().into(), k.phase().into()])
                .collect(),
        ),
        // Strength and vargas.
        (
            "vargas.{}.description",
            each(Division::EVERY.map(Division::name)),
        ),
        ("strength.shadbala.strong.{}", each(seven())),
        ("strength.shadbala.weak.{}", each(seven())),
        (
            "strength.ashtakavarga.rating.{}",
            each(SarvaRating::ALL.map(SarvaRating::name)),
        ),
        // Readings.
        ("personality.ascendant.{}", each(signs())),
        ("personality.ascendantLord.{}", each(houses())),
        ("personality.sun.{}", each(signs())),
        ("personality.strong.{}", each(seven())),
        ("personality.weak.{}", each(seven())),
        (
            "predictions.areas.{}.{}",
            pairs(LifeArea::ALL.map(LifeArea::name), tone),
        ),
        ("predictions.tone.{}", each(tone)),
        ("predictions.nodeTone.{}", each(tone)),
        ("predictions.factors.dignity.{}", each(dignities())),
        // Remedies are for the seven grahas ranked by strength (calc::reading::remedies).
        ("remedies.mantra.{}", each(planets())),
        ("remedies.gemstone.{}", each(planets())),
        ("remedies.fasting.{}", each(planets())),
        ("remedies.charity.{}", each(planets())),
        (
            "remedies.factors.nature.{}",
            each(["benefic", "malefic", "neutral"]),
        ),
        // calc::reading::depth.
        (
            "notes.retrograde.{}",
            each(["Mars", "Mercury", "Jupiter", "Venus", "Saturn"]),
        ),
        ("notes.combust.{}", each(&Planet::SEVEN[1..])),
        ("notes.vargottama.{}", each(planets())),
        (
            "divisional.{}.{}.{}",
            [
                ("D9", "lagnaLord"),
                ("D9", "seventhLord"),
                ("D10", "lagnaLord"),
                ("D10", "tenthLord"),
            ]
            .into_iter()
            .flat_map(|(d, role)| {
                houses().map(move |h| vec![d.to_owned(), role.to_owned(), h.to_string()])
            })
            .collect(),
        ),
        (
            "divisional.dignity.{}.{}",
            pairs(["D9", "D10"], dignities()),
        ),
        ("dashaPratyantar.lord.{}", each(planets())),
        // calc::time::rashifal_reply::DaySky.
        (
            "horoscope.moon.{}.{}",
            pairs(Area::ALL.map(Area::name), houses()),
        ),
        ("horoscope.tara.{}", each(Tara::ALL.map(Tara::name))),
        ("horoscope.weekday.{}", each(seven())),
        (
            "horoscope.period.{}.{}.{}",
            ["weekly", "monthly", "yearly"]
                .into_iter()
                .flat_map(|period| {
                    pairs(Area::ALL.map(Area::name), Band::ALL.map(Band::name))
                        .into_iter()
                        .map(move |mut v| {
                            v.insert(0, period.to_owned());
                            v
                        })
                })
                .collect(),
        ),
        (
            "horoscope.tithi.{}",
            each(["nanda", "bhadra", "jaya", "rikta", "purna", "amavasya"]),
        ),
        // calc::time::horoscope_reply.
        (
            "horoscope.area.{}.weekday.{}",
            pairs(["career", "finance", "love", "health"], seven()),
        ),
        (
            "horoscope.area.{}.tithi.{}",
            pairs(
                ["career", "finance", "love", "health"],
                ["nanda", "bhadra", "jaya", "rikta", "purna", "amavasya"],
            ),
        ),
        (
            "horoscope.group.{}",
            each(["nanda", "bhadra", "jaya", "rikta", "purna"]),
        ),
        ("horoscope.stationName.{}", each(["retrograde", "direct"])),
        ("horoscope.station.{}", each(["retrograde", "direct"])),
        ("horoscope.eclipseKind.{}", each(["solar", "lunar"])),
        ("horoscope.eclipse.{}", each(["solar", "lunar"])),
        ("horoscope.lucky.color.{}", each(seven())),
        (
            "panchang.specialYoga.{}",
            each(calendar::almanac::SpecialYoga::ALL.map(calendar::almanac::SpecialYoga::key)),
        ),
        ("horoscope.moon.overall.{}", each(houses())),
        // calc::varshaphal.
        ("varshaphal.muntha.{}", each(houses())),
        (
            "varshaphal.yearLordReason.{}",
            each(YearLordReason::ALL.map(YearLordReason::name)),
        ),
        ("varshaphal.yearLord.{}", each(seven())),
        ("varshaphal.role.{}", each(Role::ALL.map(Role::name))),
        (
            "varshaphal.yoga.{}.name",
            each(TajikaYogaKind::ALL.map(TajikaYogaKind::name)),
        ),
        (
            "varshaphal.yoga.{}.text",
            each(TajikaYogaKind::ALL.map(TajikaYogaKind::name)),
        ),
        (
            "varshaphal.saham.{}.name",
            each(SahamKind::ALL.iter().map(|k| k.name())),
        ),
        (
            "varshaphal.saham.{}.meaning",
            each(SahamKind::ALL.iter().map(|k| k.name())),
        ),
        ("varshaphal.mudda.{}", each(planets())),
        (
            "varshaphal.strength.{}",
            each(["strong", "middling", "weak"]),
        ),
        // calc::depth.
        (
            "depth.avastha.{}.{}",
            crate::calc::depth::avastha_names()
                .into_iter()
                .flat_map(|(family, names)| {
                    names
                        .into_iter()
                        .map(move |n| vec![family.to_owned(), n.to_owned()])
                })
                .collect(),
        ),
        // calc::special_points.
        (
            "specialPoints.upagraha.{}",
            each(Upagraha::ALL.map(Upagraha::name)),
        ),
        (
            "specialPoints.lagna.{}",
            each(SpecialLagna::ALL.map(SpecialLagna::name)),
        ),
        (
            "specialPoints.abbrev.{}",
            each(
                Upagraha::ALL
                    .map(Upagraha::name)
                    .into_iter()
                    .chain(SpecialLagna::ALL.map(SpecialLagna::name)),
            ),
        ),
        (
            "varshaphal.aspect.{}",
            each(AspectKind::ALL.map(AspectKind::name)),
        ),
        (
            "horoscope.areaTransit.{}.{}",
            pairs(["career", "finance", "love", "health"], houses()),
        ),
        (
            "moonSigns.{}.{}.yearly",
            pairs(signs(), Area::ALL.map(Area::name)),
        ),
        ("dashaPratyantar.house.{}", each(houses())),
        ("doshas.{}.description", each(doshas())),
        ("doshas.{}.remedies", each(doshas())),
        // A dosha found is never of severity None (astro::doshas).
        ("doshas.severity.{}", each(&severities()[1..])),
        (
            "doshas.mangal.cancellations.{}",
            each(mangal_cancellations()),
        ),
        ("doshas.kaalSarp.types.{}", each(KAAL_SARP_TYPES)),
        (
            "doshas.kaalSarp.extent.{}",
            each([Extent::Full, Extent::Partial].map(Extent::name)),
        ),
        ("doshas.kaalSarp.side.{}", each(Side::ALL.map(Side::name))),
        (
            "doshas.kaalSarp.sideName.{}",
            each(Side::ALL.map(Side::name)),
        ),
        ("yogas.list.{}.name", each(CATALOGUE.iter().map(|r| r.key))),
        ("yogas.details.{}", each(DETAIL_KEYS.iter().copied())),
        (
            "yogas.list.{}.description",
            each(CATALOGUE.iter().map(|r| r.key)),
        ),
        (
            "yogas.sources.{}",
            each(CATALOGUE.iter().map(|r| r.source.text.key())),
        ),
        // Panchang and rashifal.
        (
            "panchang.tithi.{}",
            each((0..30).map(|i| Tithi::from_elongation(12.0 * f64::from(i) + 6.0).name())),
        ),
        (
            "panchang.paksha.{}",
            each([6.0, 186.0].map(|e| Tithi::from_elongation(e).paksha().name())),
        ),
        (
            "panchang.karana.{}",
            each((0..60).map(|i| Karana::from_elongation(6.0 * f64::from(i) + 3.0).name())),
        ),
        (
            "panchang.yoga.{}",
            each((0..27).map(|i| Yoga::from_sum(360.0 / 27.0 * (f64::from(i) + 0.5)).name())),
        ),
        (
            "panchang.vara.{}",
            each((1..=7).map(|d| {
                Vara::of(chrono::NaiveDate::from_ymd_opt(2024, 1, d).expect("a date")).name()
            })),
        ),
        ("common.ordinal.{}", each(1..=27)),
        ("common.ordinalOblique.{}", each(1..=27)),
        ("festivals.{}", each(calendar::catalogue::keys())),
        (
            "muhurta.activity.{}",
            each(muhurta_finder::Activity::ALL.map(muhurta_finder::Activity::key)),
        ),
        (
            "muhurta.rule.{}.for",
            each(muhurta_finder::Rule::ALL.map(muhurta_finder::Rule::key)),
        ),
        (
            "muhurta.rule.{}.against",
            each(muhurta_finder::Rule::ALL.map(muhurta_finder::Rule::key)),
        ),
        (
            "muhurta.none.{}",
            each(muhurta_finder::Rule::ALL.map(muhurta_finder::Rule::key)),
        ),
        (
            "muhurta.skipped.{}",
            each(
                [
                    calendar::polar::Polar::NoSunrise,
                    calendar::polar::Polar::NoSunset,
                ]
                .map(calendar::polar::Polar::key),
            ),
        ),
        (
            "panchang.masa.{}",
            each(calendar::Masa::ALL.iter().map(|m| m.name())),
        ),
        (
            "panchang.ritu.{}",
            each(calendar::Ritu::ALL.iter().map(|m| m.name())),
        ),
        (
            "panchang.ayana.{}",
            each(calendar::Ayana::ALL.iter().map(|m| m.name())),
        ),
        (
            "panchang.samvatsara.{}",
            each(calendar::Samvatsara::ALL.iter().map(|m| m.name())),
        ),
        (
            "panchang.tara.{}",
            each(calendar::Tara::ALL.iter().map(|m| m.name())),
        ),
        (
            "panchang.direction.{}",
            each(calendar::Direction::ALL.iter().map(|m| m.name())),
        ),
        (
            "panchang.choghadiya.{}",
            each(
                [
                    Choghadiya::Udveg,
                    Choghadiya::Char,
                    Choghadiya::Labh,
                    Choghadiya::Amrit,
                    Choghadiya::Kal,
                    Choghadiya::Shubh,
                    Choghadiya::Rog,
                ]
                .map(Choghadiya::name),
            ),
        ),
        (
            "panchang.gowri.{}",
            each(crate::astro::panchang::Gowri::ALL.map(crate::astro::panchang::Gowri::name)),
        ),
        ("rashifal.tara.{}", each(TARA_NAMES)),
        ("rashifal.months.{}", each(1..=12)),
        (
            "rashifal.areas.{}.{}",
            pairs(Area::ALL.map(Area::name), Band::ALL.map(Band::name)),
        ),
        (
            "moonSigns.{}.{}.{}",
            pairs(signs(), Area::ALL.map(Area::name))
                .into_iter()
                .flat_map(|sa| {
                    ["daily", "weekly", "monthly", "yearly"].map(|p| {
                        let mut v = sa.clone();
                        v.push(p.to_owned());
                        v
                    })
                })
                .collect(),
        ),
        // calc::time::rashifal_reply::period_key
        (
            "rashifal.title.{}",
            each(["daily", "weekly", "monthly", "yearly"]),
        ),
        // Matching: the poruthams and Dashakoot (calc::matching::systems).
        (
            "matching.poruthams.{}.label",
            each(Porutham::ALL.map(Porutham::key)),
        ),
        (
            "matching.poruthams.{}.measures",
            each(Porutham::ALL.map(Porutham::key)),
        ),
        (
            "matching.poruthams.streeDeergha.{}",
            each(Grade::ALL.map(Grade::key)),
        ),
        (
            "matching.poruthams.yoni.{}",
            each(Grade::ALL.map(Grade::key)),
        ),
        (
            "matching.names.rajjus.{}",
            each(Rajju::ALL.map(Rajju::name)),
        ),
        (
            "matching.names.rajjuEffects.{}",
            each(Rajju::ALL.map(Rajju::name)),
        ),
        (
            "matching.porutham.verdicts.{}",
            each(Verdict::ALL.map(Verdict::key)),
        ),
        (
            "matching.porutham.recommendation.{}",
            each(Verdict::ALL.map(Verdict::key)),
        ),
        (
            "matching.dashakoot.points.{}",
            each(Grade::ALL.map(Grade::key)),
        ),
        // Sign lords only (calc::matching names the Moon signs' lords).
        ("matching.names.planets.{}", each(seven())),
        ("matching.names.signs.{}", each(signs())),
        ("matching.names.nakshatras.{}", each(nakshatras())),
        ("matching.names.ordinals.{}", each(houses())),
        (
            "matching.names.varnas.{}",
            each(
                [
                    Varna::Brahmin,
                    Varna::Kshatriya,
                    Varna::Vaishya,
                    Varna::Shudra,
                ]
                .map(Varna::name),
            ),
        ),
        (
            "matching.names.vashyas.{}",
            each(
                [
                    Vashya::Chatushpada,
                    Vashya::Manava,
                    Vashya::Jalachara,
                    Vashya::Vanachara,
                    Vashya::Keeta,
                ]
                .map(Vashya::name),
            ),
        ),
        (
            "matching.names.taras.{}",
            // The variant's name (`ParamaMitra`), as calc::matching writes it.
            each(
                [
                    Tara::Janma,
                    Tara::Sampat,
                    Tara::Vipat,
                    Tara::Kshema,
                    Tara::Pratyari,
                    Tara::Sadhaka,
                    Tara::Vadha,
                    Tara::Mitra,
                    Tara::ParamaMitra,
                ]
                .map(|t| format!("{t:?}")),
            ),
        ),
        (
            "matching.names.yonis.{}",
            each(Animal::ALL.map(Animal::name)),
        ),
        ("matching.names.ganas.{}", each(ganas())),
        ("matching.names.nadis.{}", each(nadis())),
        // calc::matching::relation_key
        (
            "matching.names.relations.{}",
            each(["friend", "neutral", "enemy"]),
        ),
        (
            "matching.names.bhakootKinds.{}",
            each(
                [
                    BhakootKind::DviDvadasha,
                    BhakootKind::NavaPanchama,
                    BhakootKind::ShadAshtaka,
                ]
                .map(BhakootKind::key),
            ),
        ),
        ("matching.kootas.{}.label", each(kootas())),
        ("matching.kootas.{}.measures", each(kootas())),
        ("matching.levels.{}", each(levels())),
        ("matching.recommendation.{}", each(levels())),
        ("matching.mangal.severity.{}", each(severities())),
        (
            "matching.mangal.cancellations.{}",
            each(mangal_cancellations()),
        ),
        (
            "matching.manglik.{}",
            each(
                [
                    ManglikOutcome::Neither,
                    ManglikOutcome::BothManglik,
                    ManglikOutcome::CancelledInChart,
                    ManglikOutcome::OneSided,
                ]
                .map(ManglikOutcome::key),
            ),
        ),
        (
            "matching.nadiDosha.cancellations.{}",
            each(
                [
                    NadiCancellation::SameRashiDifferentNakshatra,
                    NadiCancellation::SameNakshatraDifferentRashi,
                    NadiCancellation::SameNakshatraDifferentPada,
                ]
                .map(NadiCancellation::key),
            ),
        ),
        (
            "matching.bhakootDosha.cancellations.{}",
            each(
                [
                    BhakootCancellation::SameLord,
                    BhakootCancellation::FriendlyLords,
                ]
                .map(BhakootCancellation::key),
            ),
        ),
        // Exceptions restore the points of these two kootas only (astro::matching).
        (
            "matching.exceptions.{}",
            each([Koota::Nadi, Koota::Bhakoot].map(Koota::key)),
        ),
        // Guru.
        ("guru.house.{}", each(houses())),
        ("guru.dignity.{}", each(dignities())),
        ("guru.severity.{}", each(severities())),
        (
            "guru.strength.{}",
            each([Strength::Weak, Strength::Moderate, Strength::Strong].map(Strength::name)),
        ),
        ("guru.dosha.{}", each(doshas())),
        ("guru.remedy.{}", each(planets())),
        ("guru.remedy.dosha.{}", each(doshas())),
        ("guru.mangalReason.{}", each(mangal_cancellations())),
        ("guru.sadeSatiPhase.{}", each(phases())),
        ("guru.intro.{}", each(topics())),
        ("guru.topicName.{}", each(areas())),
        ("guru.keywords.{}", each(areas())),
        (
            "guru.safety.answer.{}",
            each(Sensitive::ALL.map(Sensitive::key)),
        ),
        (
            "guru.safety.keywords.{}",
            each(Sensitive::ALL.map(Sensitive::key)),
        ),
        // Chart pictures and reports (graha-worker).
        ("report.chart.abbrev.{}", each(planets())),
        ("report.chart.signShort.{}", each(signs())),
        (
            "report.chart.division.{}",
            each(Division::EVERY.map(Division::name)),
        ),
        // The settings a report, a chart picture or the Guru's facts name.
        (
            "report.settings.ayanamsa.{}",
            each(crate::astro::Ayanamsa::ALL.iter().map(|a| a.name())),
        ),
        (
            "report.settings.houses.{}",
            each(crate::astro::HouseSystem::ALL.iter().map(|h| h.name())),
        ),
        (
            "report.settings.node.{}",
            each(crate::astro::Node::ALL.iter().map(|n| n.name())),
        ),
        ("report.dignity.{}", each(dignities())),
        ("report.houseTheme.{}", each(houses())),
        ("report.month.{}", each(1..=12)),
        // graha-worker pdf::report::compatibility::kootas_of
        ("report.koota.{}.name", each(kootas())),
        ("report.koota.{}.measures", each(kootas())),
    ]
}

/// Templates looked up with `content::get`, whose callers print the value itself when there
/// is no text (the report's words for the values of a reply): no value set to check.
const OPTIONAL: &[&str] = &[
    "report.planet.{}",
    "report.sign.{}",
    "report.nakshatraName.{}",
    "report.quality.{}",
    "report.rating.{}",
    "report.category.{}",
    "report.strength.{}",
    "report.severity.{}",
    "report.doshaName.{}",
    "report.trait.{}",
    "report.area.{}",
    "report.tone.{}",
];

/// Templates whose every value is checked when the code is compiled.
const COMPILE_CHECKED: &[&str] = &[];

fn filled(template: &str, values: &[String]) -> String {
    let mut parts = template.split("{}");
    let mut out = parts.next().unwrap_or_default().to_owned();
    for (part, v) in parts.zip(values) {
        out.push_str(v);
        out.push_str(part);
    }
    out
}

#[test]
fn every_filled_template_has_a_text_in_every_locale() {
    let mut missing = Vec::new();
    for (template, fills) in families() {
        assert!(!fills.is_empty(), "{template}: no values");
        for values in &fills {
            assert_eq!(template.matches("{}").count(), values.len(), "{template}");
            let key = filled(template, values);
            for l in Locale::ALL {
                let found = catalog(l)
                    .texts
                    .get(&key)
                    .is_some_and(|v| v.is_string() || v.is_array());
                if !found {
                    missing.push(format!("{}: {key}", l.code()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing texts: {missing:#?}");
    assert!(KEYS.contains(&"planets.Sun.name"));
}

/// The `key!` templates of the sources of graha and graha-worker.
fn templates_in_code() -> BTreeSet<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = BTreeSet::new();
    let mut dirs = vec![root.join("src"), root.join("../worker/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "rs") || path.ends_with("content/families.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            for (at, _) in text.match_indices("key!(") {
                let rest = text[at + 5..].trim_start();
                let Some(lit) = rest.strip_prefix('"') else {
                    continue;
                };
                let lit = &lit[..lit.find('"').expect("a closing quote")];
                if lit.contains("{}") {
                    found.insert(lit.to_owned());
                }
            }
        }
    }
    found
}

#[test]
fn every_template_in_the_code_is_listed() {
    let listed: BTreeSet<String> = families()
        .into_iter()
        .map(|(t, _)| t.to_owned())
        .chain(
            OPTIONAL
                .iter()
                .chain(COMPILE_CHECKED)
                .map(|t| t.to_string()),
        )
        .collect();
    let in_code = templates_in_code();
    let unlisted: Vec<_> = in_code.difference(&listed).collect();
    assert!(
        unlisted.is_empty(),
        "add these templates and their values to content/families.rs: {unlisted:#?}"
    );
    let unused: Vec<_> = listed.difference(&in_code).collect();
    assert!(unused.is_empty(), "no longer in the code: {unused:#?}");
}
