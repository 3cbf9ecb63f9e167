//! Vimshottari dasha against every birth of `births_public.json`, and its invariants.

use crate::support::{birth_of, births, typed};
use chrono::NaiveDate;
use graha::astro::dasha::{CYCLE_YEARS, YEAR_DAYS};
use graha::astro::{Chart, Days, JulianDay, Planet, Vimshottari, vimshottari};
use graha::calc::dasha::DashaOut;
use serde_json::Value;

/// Local calendar date of a Julian day in the birth's timezone.
fn local_date(jd: JulianDay, tz: chrono_tz::Tz) -> NaiveDate {
    jd.to_utc().with_timezone(&tz).date_naive()
}

/// A `YYYY-MM-DD` date, of a reply or of the reference.
fn day(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

fn ref_date(v: &Value) -> NaiveDate {
    day(v.as_str().unwrap())
}

/// A planet the reference names.
fn planet(v: &Value) -> Planet {
    Planet::from_name(v.as_str().unwrap()).unwrap()
}

/// Asserts two dates are at most one day apart (README: "a date within one day is a match").
fn within_a_day(got: NaiveDate, want: NaiveDate, what: &str) {
    assert!(
        (got - want).num_days().abs() <= 1,
        "{what}: got {got}, want {want}"
    );
}

#[test]
fn maha_and_antar_dates_match_the_reference() {
    let mut checked = 0;
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let birth = birth_of(&b["profile"]);
        let chart = Chart::compute(&birth).unwrap();
        let v = vimshottari(&chart);
        let model = &b["dasha"]["model"];
        // ref: births_public.json <id>.dasha.model
        assert_eq!(
            v.mahas()[0].planet.name(),
            model["startLord"].as_str().unwrap(),
            "{id}: first lord"
        );
        assert_eq!(
            v.birth_nakshatra().name(),
            model["moonNakshatra"].as_str().unwrap(),
            "{id}: birth nakshatra"
        );
        let balance = model["balanceYearsAtBirth"].as_f64().unwrap();
        assert!(
            (v.balance_at_birth_years() - balance).abs() * YEAR_DAYS < 1.0,
            "{id}: balance {} vs {balance}",
            v.balance_at_birth_years()
        );
        let timeline = b["dasha"]["timeline"].as_array().unwrap();
        assert_eq!(timeline.len(), v.mahas().len(), "{id}: maha count");
        for (m, r) in v.mahas().iter().zip(timeline) {
            let what = format!("{id} {}", m.planet);
            assert_eq!(m.planet.name(), r["planet"].as_str().unwrap(), "{what}");
            // ref: births_public.json <id>.dasha.timeline[].startJdUt
            assert!(
                (m.start.value() - r["startJdUt"].as_f64().unwrap()).abs() < 1.0,
                "{what}: start jd"
            );
            within_a_day(
                local_date(m.start, birth.timezone),
                ref_date(&r["startDate"]),
                &what,
            );
            within_a_day(
                local_date(m.end, birth.timezone),
                ref_date(&r["endDate"]),
                &what,
            );
            let antars = Vimshottari::antars(m);
            let ref_antars = r["antarDashas"].as_array().unwrap();
            assert_eq!(antars.len(), ref_antars.len(), "{what}: antar count");
            for (a, ra) in antars.iter().zip(ref_antars) {
                let what = format!("{what}/{}", a.planet);
                assert_eq!(a.planet.name(), ra["planet"].as_str().unwrap(), "{what}");
                within_a_day(
                    local_date(a.start, birth.timezone),
                    ref_date(&ra["startDate"]),
                    &what,
                );
                within_a_day(
                    local_date(a.end, birth.timezone),
                    ref_date(&ra["endDate"]),
                    &what,
                );
                checked += 1;
            }
        }
    }
    // 20 births × 9 mahas × 9 antars.
    assert_eq!(checked, 20 * 81);
}

#[test]
fn periods_are_contiguous_and_span_the_cycle() {
    for b in births() {
        let chart = Chart::compute(&birth_of(&b["profile"])).unwrap();
        let v = vimshottari(&chart);
        let mahas = v.mahas();
        // The maha running at birth starts before (or at) birth and ends after it.
        assert!(mahas[0].contains(chart.jd));
        for w in mahas.windows(2) {
            assert_eq!(w[0].end, w[1].start);
        }
        // 120 years of 365.25 days (BPHS ch. 46; the default dasha year).
        let total = mahas[8].end.value() - mahas[0].start.value();
        assert!((total - CYCLE_YEARS * YEAR_DAYS).abs() < 1e-6);
        let sum_years: f64 = mahas.iter().map(|m| m.years()).sum();
        assert!((sum_years - 120.0).abs() < 1e-9);
        for m in mahas {
            let antars = Vimshottari::antars(m);
            assert_eq!(
                antars[0].planet, m.planet,
                "antars start with the maha lord"
            );
            assert!((antars[0].start.value() - m.start.value()).abs() < 1e-9);
            assert!((antars[8].end.value() - m.end.value()).abs() < 1e-6);
            for w in antars.windows(2) {
                assert_eq!(w[0].end, w[1].start);
            }
            let pratyantars = Vimshottari::pratyantars(&antars[3]);
            assert_eq!(pratyantars[0].planet, antars[3].planet);
            assert!((pratyantars[8].end.value() - antars[3].end.value()).abs() < 1e-6);
        }
    }
}

#[test]
fn running_periods_nest() {
    // ref: births_public.json pub-01: Sun maha 1913-11-14 → 1919-11-15, Mercury antar
    // 1917-09-02 → 1918-07-10, so at birth (1917-11-19) Sun/Mercury runs.
    let b = &births()[0];
    let birth = birth_of(&b["profile"]);
    let chart = Chart::compute(&birth).unwrap();
    let v = vimshottari(&chart);
    let r = v.running_at(chart.jd).unwrap();
    assert_eq!(r.maha.planet, Planet::Sun);
    assert_eq!(r.antar.planet, Planet::Mercury);
    assert!(r.maha.contains(chart.jd) && r.antar.contains(chart.jd));
    assert!(r.pratyantar.contains(chart.jd));
    assert!(
        r.antar.start.value() >= r.maha.start.value()
            && r.antar.end.value() <= r.maha.end.value() + 1e-6
    );
    // Before the first maha's start nothing runs; past the 120 years the cycle repeats.
    assert!(v.running_at(v.mahas()[0].start + Days::new(-1.0)).is_none());
    let later = v.mahas()[0].start + Days::new(CYCLE_YEARS * YEAR_DAYS + 10.0);
    assert_eq!(v.running_at(later).unwrap().maha.planet, Planet::Sun);
}

/// A calculation request for a reference profile.
pub fn request(
    endpoint: graha::endpoints::Endpoint,
    profile: &Value,
    options: serde_json::Value,
) -> graha::calc::CalcRequest {
    graha::calc::CalcRequest::from_body(
        endpoint,
        &options,
        vec![serde_json::from_value(profile.clone()).unwrap()],
        None,
        "2026-01-01T00:00:00Z".parse().unwrap(),
    )
    .unwrap()
}

#[test]
fn dasha_reply_follows_spec_2_5() {
    use graha::endpoints::Endpoint;
    let now = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let reply: DashaOut = typed(&request(
            Endpoint::Dasha,
            &b["profile"],
            serde_json::json!({}),
        ));
        if ref_date(&b["profile"]["date"]) > now {
            // ref: pub-19 is born in 2029: nothing is current yet, the timeline is the whole
            // cycle from the first maha.
            assert!(
                reply.current_maha_dasha.is_none() && reply.current_antar_dasha.is_none(),
                "{id}"
            );
            assert_eq!(reply.timeline.len(), 9);
            assert_eq!(
                reply.timeline[0].planet,
                planet(&b["dasha"]["timeline"][0]["planet"])
            );
            continue;
        }
        let maha = reply
            .current_maha_dasha
            .as_ref()
            .unwrap_or_else(|| panic!("{id}: no current maha"));
        let (start, end) = (day(&maha.start_date), day(&maha.end_date));
        assert!(
            start <= now && now < end,
            "{id}: current maha {start}..{end}"
        );
        assert!(
            ((end - now).num_days() as f64 / YEAR_DAYS - maha.years_remaining).abs() < 0.01,
            "{id}"
        );
        for (key, p) in [
            ("currentAntarDasha", &reply.current_antar_dasha),
            ("currentPratyantarDasha", &reply.current_pratyantar_dasha),
        ] {
            let p = p.as_ref().unwrap_or_else(|| panic!("{id}: no {key}"));
            assert!(
                day(&p.start_date) <= now && now <= day(&p.end_date),
                "{id} {key}"
            );
        }
        let timeline = &reply.timeline;
        assert_eq!(timeline[0].planet, maha.planet, "{id}: timeline starts now");
        for w in timeline.windows(2) {
            assert_eq!(w[0].end_date, w[1].start_date, "{id}: contiguous");
        }
        // ref: births_public.json <id>.dasha.timeline — the same periods from now on, while
        // the reference's 120 years last.
        let ref_timeline = b["dasha"]["timeline"].as_array().unwrap();
        if let Some(k) = ref_timeline.iter().position(|m| {
            planet(&m["planet"]) == maha.planet
                && ref_date(&m["startDate"]) <= now
                && now < ref_date(&m["endDate"])
        }) {
            assert_eq!(timeline.len(), ref_timeline.len() - k, "{id}: future mahas");
            for (got, want) in timeline.iter().zip(&ref_timeline[k..]) {
                assert_eq!(got.planet, planet(&want["planet"]));
                within_a_day(day(&got.end_date), ref_date(&want["endDate"]), id);
                for (a, ra) in got
                    .antar_dashas
                    .iter()
                    .zip(want["antarDashas"].as_array().unwrap())
                {
                    assert_eq!(a.planet, planet(&ra["planet"]));
                    within_a_day(day(&a.start_date), ref_date(&ra["startDate"]), id);
                }
            }
        } else {
            // Past the reference's cycle (born before ~1906): the next cycle repeats it.
            assert!(ref_date(&ref_timeline[8]["endDate"]) <= now, "{id}");
        }
        // ref: births_public.json <id>.dasha.model.balanceYearsAtBirth, as years/months/days.
        let bal = &reply.balance_at_birth;
        assert_eq!(bal.planet, planet(&b["dasha"]["model"]["startLord"]));
        let want = b["dasha"]["model"]["balanceYearsAtBirth"].as_f64().unwrap();
        let got =
            f64::from(bal.years) + f64::from(bal.months) / 12.0 + f64::from(bal.days) / YEAR_DAYS;
        assert!(
            (got - want).abs() * YEAR_DAYS < 2.0,
            "{id}: balance {got} vs {want}"
        );
        assert_eq!(
            reply.birth_nakshatra.name.name(),
            b["dasha"]["model"]["moonNakshatra"].as_str().unwrap()
        );
    }
}

#[test]
fn dasha_reading_is_translated() {
    use graha::content::Locale;
    use graha::endpoints::Endpoint;
    let b = &births()[0];
    for locale in Locale::ALL {
        let opts = serde_json::json!({ "locale": locale.code() });
        let reply: DashaOut = typed(&request(Endpoint::Dasha, &b["profile"], opts));
        let text = &reply.interpretation;
        assert!(!text.contains('{') && !text.contains("dasha."), "{text}");
        let devanagari = text.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c));
        assert_eq!(devanagari, locale != Locale::En, "{text}");
        // ref: births_public.json pub-01: Venus maha 2013-11-15 → 2033-11-14.
        assert!(text.contains("2033-11-1"), "{text}");
    }
}
