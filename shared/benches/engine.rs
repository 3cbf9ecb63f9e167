//! Engine benchmarks (criterion): `cargo bench -p graha --bench engine`.
//!
//! Targets (2-core machine, release): a full chart ≤ 1.2× the raw Swiss Ephemeris calls it
//! needs; dasha timeline ≤ 20 µs; another system's timeline ≤ 50 µs; the dasha reply to 5 levels
//! ≤ 1 ms; all 16 vargas ≤ 20 µs; ashtakavarga ≤ 20 µs; shadbala ≤ 300 µs; KP tables after the
//! chart ≤ 150 µs; Jaimini (karakas, arudhas, argala, rashi drishti) ≤ 50 µs; a year of
//! muhurta search ≤ 60 ms at any latitude; ten years of sky events ≤ 50 ms; a chart picture as
//! PNG ≤ 20 ms; the twelve signs' daily horoscopes ≤ 2 ms in the engine, their yearly ones
//! ≤ 20 ms; a varshaphal (the return, the annual chart and all it reads) ≤ 5 ms in the engine, its
//! reply with the texts likewise. To add a benchmark, write a `fn bench_x(c: &mut Criterion)` and append it to the list
//! in `criterion_group!` at the bottom.

use chrono::{NaiveDate, NaiveTime};
use criterion::{Criterion, criterion_group, criterion_main};
use graha::astro::ashtakavarga::ashtakavarga;
use graha::astro::shadbala::shadbala;
use graha::astro::vargas::all_vargas;
use graha::astro::{
    Ayanamsa, BirthData, Chart, Days, Ephemeris, HouseSystem, Node, Settings, Vimshottari,
    vimshottari,
};
use graha::astro::{jaimini, kp};
use std::hint::black_box;

/// A fixed birth: Kathmandu, 1985-03-15 06:45 (+05:30).
fn birth() -> BirthData {
    BirthData::new(
        NaiveDate::from_ymd_opt(1985, 3, 15).unwrap(),
        NaiveTime::from_hms_opt(6, 45, 0).unwrap(),
        "Asia/Kathmandu".parse().unwrap(),
        27.7172,
        85.324,
    )
    .unwrap()
}

fn chart() -> Chart {
    Chart::compute(&birth()).unwrap()
}

/// The Swiss Ephemeris calls a chart needs, alone: nine bodies, the angles, the ayanamsha.
fn bench_raw_ephemeris(c: &mut Criterion) {
    let b = birth();
    let jd = b.julian_day();
    c.bench_function("ephemeris_raw_calls", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            let bodies = eph.grahas(black_box(jd)).unwrap();
            let angles = eph.angles(jd, b.latitude, b.longitude).unwrap();
            black_box((bodies, angles, eph.ayanamsa(jd)))
        })
    });
}

fn bench_chart(c: &mut Criterion) {
    let b = birth();
    c.bench_function("chart_compute", |bench| {
        bench.iter(|| Chart::compute(black_box(&b)).unwrap())
    });
}

/// A chart under other settings, against `chart_default_settings`: target
/// ≤ 1.1× (the true node and twelve Placidus cusps are the extra work).
fn bench_chart_settings(c: &mut Criterion) {
    let b = birth();
    let kp = Settings {
        ayanamsa: Ayanamsa::Kp,
        node: Node::True,
        house_system: HouseSystem::Placidus,
        ..Settings::default()
    };
    c.bench_function("chart_default_settings", |bench| {
        bench.iter(|| Chart::compute_with(black_box(&b), &Settings::default()).unwrap())
    });
    c.bench_function("chart_kp_true_node_placidus", |bench| {
        bench.iter(|| Chart::compute_with(black_box(&b), black_box(&kp)).unwrap())
    });
}

/// The timeline with every antar dasha, as the dasha reply needs it.
fn bench_dasha(c: &mut Criterion) {
    let ch = chart();
    c.bench_function("dasha_timeline", |bench| {
        bench.iter(|| {
            let v = vimshottari(black_box(&ch));
            let antars: usize = v.mahas().iter().map(|m| Vimshottari::antars(m).len()).sum();
            let running = v.running_at(ch.jd + Days::new(12_000.0));
            black_box((antars, running))
        })
    });
}

/// Each other system's timeline with every period's antardashas. Target
/// ≤ 50 µs.
fn bench_dasha_systems(c: &mut Criterion) {
    use graha::astro::dasha_systems::{System, timeline};
    let ch = chart();
    for system in System::ALL {
        let name = format!("dasha_{}_timeline", system.name());
        c.bench_function(&name, |bench| {
            bench.iter(|| {
                let t = timeline(black_box(&ch), system);
                let subs: usize = t.periods.iter().map(|p| t.sub_periods(&ch, p).len()).sum();
                black_box((t, subs))
            })
        });
    }
}

/// The `POST /v1/dasha` reply with `levels: 5` from birth (9 mahas, 81 antars, the running
/// maha's pratyantars, the running antar's sookshmas and pranas), and under each of the seven
/// conditional nakshatra dashas, built and serialised to JSON. Target ≤ 1 ms.
fn bench_dasha_five_levels(c: &mut Criterion) {
    use graha::calc::call::{DashaOptions, Levels};
    use graha::calc::{Ctx, DashaFrom, PersonData, dasha};
    let b = birth();
    let ch = chart();
    let person: PersonData = serde_json::from_value(serde_json::json!({
        "name": "Bench", "gender": "female", "date": "1985-03-15", "time": "06:45",
        "timezone": "Asia/Kathmandu", "location": "Kathmandu",
        "latitude": 27.7172, "longitude": 85.324
    }))
    .unwrap();
    let opts = DashaOptions {
        levels: Some(Levels(5)),
        from: Some(DashaFrom::Birth),
        ..DashaOptions::default()
    };
    let settings = graha::astro::Settings::default();
    let persons = [person];
    let births = [b];
    let charts = [ch];
    let ctx = Ctx {
        place: None,
        persons: &persons,
        births: &births,
        charts: &charts,
        locale: Default::default(),
        settings: &settings,
        now: "2026-11-25T12:00:00Z".parse().unwrap(),
    };
    c.bench_function("dasha_vimshottari_5_levels_reply", |bench| {
        bench.iter(|| {
            let reply = dasha::dasha(black_box(&ctx), &opts).unwrap();
            serde_json::to_string(&reply).unwrap()
        })
    });
    for system in graha::astro::dasha_systems::SCHEMES.map(|s| s.system) {
        c.bench_function(&format!("dasha_{}_reply", system.name()), |bench| {
            bench.iter(|| {
                serde_json::to_string(&dasha::system_dasha(black_box(&ctx), &opts, system).ok())
            })
        });
    }
}

fn bench_vargas(c: &mut Criterion) {
    let ch = chart();
    c.bench_function("vargas_16", |bench| {
        bench.iter(|| all_vargas(black_box(&ch)))
    });
}

/// The 23 divisions (the 16 and the seven further) and the vimshopaka of the seven grahas in
/// the four schemes.
fn bench_vargas_every(c: &mut Criterion) {
    use graha::astro::vargas::varga_chart;
    use graha::astro::vimshopaka::{Scheme, vimshopaka};
    use graha::astro::{Division, Planet};
    let ch = chart();
    c.bench_function("vargas_23_and_vimshopaka", |bench| {
        bench.iter(|| {
            let charts: Vec<_> = Division::EVERY
                .iter()
                .map(|&d| varga_chart(black_box(&ch), d))
                .collect();
            let v: f64 = Planet::SEVEN
                .iter()
                .flat_map(|&p| Scheme::ALL.map(|s| vimshopaka(&ch, p, s)))
                .sum();
            (charts, v)
        })
    });
}

fn bench_ashtakavarga(c: &mut Criterion) {
    let ch = chart();
    c.bench_function("ashtakavarga", |bench| {
        bench.iter(|| ashtakavarga(black_box(&ch)))
    });
}

fn bench_shadbala(c: &mut Criterion) {
    let ch = chart();
    c.bench_function("shadbala", |bench| bench.iter(|| shadbala(black_box(&ch))));
}

/// One day's panchang: three sunrise/sunset searches, the five limbs and their end times.
/// Target ≤ 1 ms.
fn bench_panchang(c: &mut Criterion) {
    use graha::astro::Panchang;
    let date = NaiveDate::from_ymd_opt(2024, 4, 13).unwrap();
    c.bench_function("panchang_day", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            let p = Panchang::compute(&eph, black_box(date), 27.7172, 85.324).unwrap();
            black_box((p.choghadiya(), p.rahu_kalam()))
        })
    });
}

/// Every Sade Sati from birth to 100 years, retrograde loops included. Target ≤ 5 ms.
fn bench_sade_sati_lifetime(c: &mut Criterion) {
    use graha::astro::transit::sade_sati_periods;
    let ch = chart();
    let moon = ch.moon_sign();
    c.bench_function("sade_sati_lifetime", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            sade_sati_periods(
                &eph,
                black_box(moon),
                ch.jd,
                ch.jd + Days::new(100.0 * 365.25),
            )
            .unwrap()
        })
    });
}

/// The KP tables (cusps', planets' lords, significators) of a chart computed under KP and
/// Placidus, and the ruling planets from a chart of the moment judged.
fn bench_kp(c: &mut Criterion) {
    let settings = Settings {
        ayanamsa: Ayanamsa::Kp,
        house_system: HouseSystem::Placidus,
        ..Settings::default()
    };
    let ch = Chart::compute_with(&birth(), &settings).unwrap();
    c.bench_function("kp_tables", |bench| {
        bench.iter(|| kp::tables(black_box(&ch)).unwrap())
    });
    c.bench_function("kp_ruling_planets_with_chart", |bench| {
        bench.iter(|| {
            let now = Chart::at_with(ch.jd, ch.latitude, ch.longitude, &settings).unwrap();
            kp::ruling_planets(black_box(&now), 3)
        })
    });
    // The horary chart: the rising search, the cusps then and the chart of the moment.
    c.bench_function("kp_horary_chart", |bench| {
        bench.iter(|| {
            kp::horary(black_box(108), ch.jd, ch.latitude, ch.longitude, &settings).unwrap()
        })
    });
}

/// A year of every sky event (all nine grahas' ingresses, the Moon's among them, nakshatra
/// ingresses, stations, combustion, eclipses with the local circumstances at Kathmandu), and
/// ten years of it (the longest range `POST /v1/events` takes), found afresh and from the years
/// kept.
fn bench_events(c: &mut Criterion) {
    use graha::astro::JulianDay;
    use graha::astro::events::{EventKind, Observer, events};
    let from = JulianDay::new(2_460_676.5); // 2025-01-01 00:00 UT
    let place = Some(Observer {
        latitude: 27.7172,
        longitude: 85.324,
    });
    let settings = Settings::default();
    let year = from + Days::new(365.0);
    c.bench_function("events_year", |bench| {
        bench.iter(|| events(black_box(from), year, place, &[], &settings).unwrap())
    });
    // Each kind alone, to see where the time goes.
    let mut g = c.benchmark_group("events_year_by_kind");
    g.sample_size(20);
    for k in EventKind::ALL {
        g.bench_function(k.name(), |bench| {
            bench.iter(|| events(black_box(from), year, place, &[k], &settings).unwrap())
        });
    }
    g.finish();
    let mut g = c.benchmark_group("events_ten_years");
    g.sample_size(10);
    g.bench_function("all", |bench| {
        bench.iter(|| {
            events(
                black_box(from),
                from + Days::new(3652.5),
                place,
                &[],
                &settings,
            )
            .unwrap()
        })
    });
    // As `POST /v1/events` computes it: the years every place shares found once and kept
    // (warmed by the first call), the place's eclipse circumstances each time.
    let ten = from + Days::new(3652.5);
    graha::calc::sky::events(from, ten, place, &[], &settings).unwrap();
    g.bench_function("kept_years", |bench| {
        bench
            .iter(|| graha::calc::sky::events(black_box(from), ten, place, &[], &settings).unwrap())
    });
    g.finish();
}

/// Jaimini's pure tables, and the special lagnas (a sunrise search) apart.
fn bench_jaimini(c: &mut Criterion) {
    let ch = chart();
    c.bench_function("jaimini_tables", |bench| {
        bench.iter(|| {
            let ch = black_box(&ch);
            (
                jaimini::seven_karakas(ch),
                jaimini::eight_karakas(ch),
                jaimini::karakamsha(ch),
                jaimini::arudha_padas(ch),
                jaimini::argala(ch),
                jaimini::rashi_drishti(ch),
            )
        })
    });
    let zone = birth().timezone;
    c.bench_function("jaimini_special_lagnas", |bench| {
        bench.iter(|| jaimini::special_lagnas(black_box(&ch), zone).unwrap())
    });
}

/// The full panchang of a day: target ≤ 2 ms.
fn bench_calendar_day(c: &mut Criterion) {
    use graha::astro::calendar::{self, Place, Region};
    let d = NaiveDate::from_ymd_opt(2025, 10, 20).unwrap();
    c.bench_function("calendar_one_sunrise", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            eph.sun_crossing(
                graha::astro::JulianDay::new(black_box(2_460_968.2)),
                27.7,
                85.3,
                true,
                graha::astro::RiseKind::Astronomical,
            )
            .unwrap()
        })
    });
    c.bench_function("calendar_festivals_one_day", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            calendar::festivals(&eph, (black_box(d), d), Place::kathmandu(), Region::Both).unwrap()
        })
    });
    c.bench_function("calendar_one_moon_sample", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            eph.graha(
                graha::astro::JulianDay::new(black_box(2_460_968.2)),
                graha::astro::Planet::Moon,
            )
            .unwrap()
        })
    });
    c.bench_function("calendar_one_moonrise", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            eph.moon_crossing(
                graha::astro::JulianDay::new(black_box(2_460_968.2)),
                27.7,
                85.3,
                true,
            )
            .unwrap()
        })
    });
    c.bench_function("calendar_day_page", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            calendar::day(&eph, black_box(d), Place::kathmandu(), Region::Both).unwrap()
        })
    });
    // The whole reply of `POST /v1/panchang` for a profile: the day page and every item it
    // prints (choghadiya, Gowri panchangam, horas, the special yogas …) with their texts.
    let person: graha::calc::PersonData = serde_json::from_value(serde_json::json!({
        "name": "Bench", "date": "1985-03-15", "time": "06:45", "timezone": "Asia/Kathmandu",
        "location": "Kathmandu", "latitude": 27.7172, "longitude": 85.324 }))
    .unwrap();
    let req = graha::calc::CalcRequest::from_body(
        graha::endpoints::Endpoint::Panchang,
        &serde_json::json!({ "date": d.to_string() }),
        vec![person],
        None,
        "2026-11-29T06:00:00Z".parse().unwrap(),
    )
    .unwrap();
    c.bench_function("panchang_day_reply", |bench| {
        bench.iter(|| graha::calc::run_output(black_box(&req)).unwrap())
    });
}

/// A month calendar with its festivals: target ≤ 40 ms; and the month's 31 full
/// day pages sharing one sky.
fn bench_calendar_month(c: &mut Criterion) {
    use graha::astro::calendar::{self, Place, Region};
    let d = NaiveDate::from_ymd_opt(2025, 10, 1).unwrap();
    c.bench_function("calendar_month", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            calendar::month(&eph, black_box(d), Place::kathmandu(), Region::Both).unwrap()
        })
    });
    let to = NaiveDate::from_ymd_opt(2025, 10, 31).unwrap();
    c.bench_function("calendar_month_full_pages", |bench| {
        bench.iter(|| {
            let eph = Ephemeris::new();
            calendar::days(&eph, (black_box(d), to), Place::kathmandu(), Region::Both).unwrap()
        })
    });
}

/// A year of muhurta search: target ≤ 60 ms at any latitude. Travel (the widest rules: most
/// pieces reach the lagna search) and marriage with two participants, Kathmandu, 2026; marriage
/// without participants at New Delhi and at 67° N (weeks of midnight sun, skipped).
fn bench_muhurta_year(c: &mut Criterion) {
    use graha::astro::Longitude;
    use graha::astro::calendar::Place;
    use graha::astro::muhurta_finder::{Activity, Query, find};
    let from = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
    let to = NaiveDate::from_ymd_opt(2026, 12, 31).unwrap();
    let moons = [Longitude::new(100.0), Longitude::new(200.0)];
    for (name, activity, moons) in [
        ("muhurta_year_travel", Activity::Travel, &[][..]),
        ("muhurta_year_marriage_two", Activity::Marriage, &moons[..]),
    ] {
        c.bench_function(name, |bench| {
            bench.iter(|| {
                let eph = Ephemeris::new();
                let q = Query {
                    activity,
                    from: black_box(from),
                    to,
                    place: Place::kathmandu(),
                    moons,
                };
                find(&eph, &q).unwrap()
            })
        });
    }
    let arctic = Place::new(67.0, 20.2, chrono_tz::Europe::Stockholm);
    for (name, place) in [
        ("muhurta_year_marriage_new_delhi", Place::new_delhi()),
        ("muhurta_year_marriage_67n", arctic),
    ] {
        c.bench_function(name, |bench| {
            bench.iter(|| {
                let eph = Ephemeris::new();
                let q = Query {
                    activity: Activity::Marriage,
                    from: black_box(from),
                    to,
                    place,
                    moons: &[],
                };
                find(&eph, &q).unwrap()
            })
        });
    }
}

/// A chart picture: the East Indian drawing in Hindi (fitting and Devanagari labels), its SVG,
/// and the PNG the worker answers for `Accept: image/png` (fonts loaded once, outside the loop).
/// Target: the PNG ≤ 20 ms, so a picture costs about what a JSON reply's round trip does.
fn bench_chart_picture(c: &mut Criterion) {
    use graha::astro::Division;
    use graha::calc::{ChartStyle, chart_image};
    use graha::content::Locale;
    let ch = chart();
    let d = chart_image::drawing(&ch, ChartStyle::East, Division::D1, Locale::Hi);
    graha::draw::png::to_png(&d).expect("the Noto fonts (scripts/lib.sh installs them)");
    c.bench_function("chart_picture_drawing_svg", |bench| {
        bench.iter(|| {
            let d =
                chart_image::drawing(black_box(&ch), ChartStyle::East, Division::D1, Locale::Hi);
            graha::draw::svg::to_svg(&d)
        })
    });
    c.bench_function("chart_picture_png", |bench| {
        bench.iter(|| graha::draw::png::to_png(black_box(&d)).unwrap())
    });
}

/// Sign horoscopes for the twelve signs: the engine alone (the period's sky once, each sign's
/// reading of it) and the whole reply (texts in English, JSON).
fn bench_horoscope(c: &mut Criterion) {
    use graha::astro::horoscope::{Reach, Sky};
    use graha::astro::{Settings, Sign};
    use graha::endpoints::Endpoint;
    let eph = Ephemeris::with(&Settings::default());
    let zone = chrono_tz::Asia::Kathmandu;
    let day = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    for (name, reach, first, last) in [
        ("horoscope_all_daily_engine", Reach::Day, day, day),
        (
            "horoscope_all_yearly_engine",
            Reach::Year,
            NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
        ),
    ] {
        c.bench_function(name, |bench| {
            bench.iter(|| {
                let sky = Sky::of(&eph, reach, first, last, zone).unwrap();
                Sign::ALL.iter().map(|s| sky.read(*s)).collect::<Vec<_>>()
            })
        });
    }
    // A year's eclipses alone (the yearly readings' largest part).
    let (from, to) = (
        graha::astro::horoscope::noon(NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(), zone),
        graha::astro::horoscope::noon(NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(), zone),
    );
    c.bench_function("horoscope_year_eclipses", |bench| {
        use graha::astro::events::eclipses::{lunar_eclipses, solar_eclipses};
        bench.iter(|| {
            (
                solar_eclipses(&eph, from, to).unwrap(),
                lunar_eclipses(&eph, from, to).unwrap(),
            )
        })
    });
    for period in ["daily", "weekly", "monthly", "yearly"] {
        let req = graha::calc::CalcRequest::from_body(
            Endpoint::Horoscope,
            &serde_json::json!({ "sign": "all", "period": period, "date": "2026-12-01" }),
            Vec::new(),
            None,
            "2026-11-29T06:00:00Z".parse().unwrap(),
        )
        .unwrap();
        c.bench_function(&format!("horoscope_all_{period}_reply"), |bench| {
            bench.iter(|| graha::calc::run_output(black_box(&req)).unwrap())
        });
    }
    // One sign's year, a credit's worth: the year's eclipses are searched once per process.
    let req = graha::calc::CalcRequest::from_body(
        Endpoint::Horoscope,
        &serde_json::json!({ "sign": "leo", "period": "yearly", "date": "2026-12-01" }),
        Vec::new(),
        None,
        "2026-11-29T06:00:00Z".parse().unwrap(),
    )
    .unwrap();
    c.bench_function("horoscope_one_yearly_reply", |bench| {
        bench.iter(|| graha::calc::run_output(black_box(&req)).unwrap())
    });
    // A profile's yearly rashifal (its 53 weekly skies and 365 mornings' Moon).
    let person: graha::calc::PersonData = serde_json::from_value(serde_json::json!({
        "name": "Bench", "date": "1985-03-15", "time": "06:45", "timezone": "Asia/Kathmandu",
        "location": "Kathmandu", "latitude": 27.7172, "longitude": 85.324 }))
    .unwrap();
    let req = graha::calc::CalcRequest::from_body(
        Endpoint::Rashifal,
        &serde_json::json!({ "period": "yearly", "date": "2026-06-21" }),
        vec![person],
        None,
        "2026-11-29T06:00:00Z".parse().unwrap(),
    )
    .unwrap();
    c.bench_function("rashifal_yearly_reply", |bench| {
        bench.iter(|| graha::calc::run_output(black_box(&req)).unwrap())
    });
}

/// The varshaphal of the fixed birth's 41st year: the engine alone, then the reply with its
/// texts (in Nepali).
fn bench_varshaphal(c: &mut Criterion) {
    let natal = chart();
    c.bench_function("varshaphal_engine", |bench| {
        bench.iter(|| graha::astro::varshaphal::varshaphal(black_box(&natal), 41).unwrap())
    });
    let v = graha::astro::varshaphal::varshaphal(&natal, 41).unwrap();
    c.bench_function("varshaphal_reply_texts", |bench| {
        bench.iter(|| {
            graha::calc::varshaphal::reply(
                black_box(&v),
                chrono_tz::Asia::Kathmandu,
                graha::content::Locale::Ne,
            )
        })
    });
}

/// The depth for astrologers: every yoga of the catalogue judged, the special points (their
/// sunrise search included), the avasthas (with the birth's sunrise), bhava bala and the two
/// chakras. Targets: yogas ≤ 1 ms, special points ≤ 0.5 ms.
fn bench_depth(c: &mut Criterion) {
    use graha::astro::{avasthas, bhava_bala, chakras, special_points, yogas};
    let ch = chart();
    let zone = chrono_tz::Asia::Kathmandu;
    c.bench_function("yogas_all", |bench| {
        bench.iter(|| yogas::evaluate(black_box(&ch)))
    });
    c.bench_function("special_points", |bench| {
        bench.iter(|| special_points::special_points(black_box(&ch), zone).unwrap())
    });
    c.bench_function("avasthas", |bench| {
        bench.iter(|| {
            let sunrise =
                avasthas::birth_sunrise(black_box(&ch), zone, graha::astro::RiseKind::Astronomical)
                    .unwrap();
            avasthas::avasthas(&ch, sunrise)
        })
    });
    c.bench_function("bhava_bala", |bench| {
        bench.iter(|| bhava_bala::bhava_bala(black_box(&ch)))
    });
    c.bench_function("chakras", |bench| {
        bench.iter(|| {
            (
                chakras::sudarshana(black_box(&ch)),
                chakras::sarvatobhadra(black_box(&ch)),
            )
        })
    });
}

criterion_group!(
    benches,
    bench_depth,
    bench_varshaphal,
    bench_horoscope,
    bench_chart_picture,
    bench_muhurta_year,
    bench_calendar_day,
    bench_calendar_month,
    bench_raw_ephemeris,
    bench_chart,
    bench_chart_settings,
    bench_dasha,
    bench_dasha_systems,
    bench_dasha_five_levels,
    bench_vargas,
    bench_vargas_every,
    bench_ashtakavarga,
    bench_shadbala,
    bench_panchang,
    bench_sade_sati_lifetime,
    bench_kp,
    bench_jaimini,
    bench_events,
);
criterion_main!(benches);
