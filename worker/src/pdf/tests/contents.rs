//! What each report holds, read back from its text layer: the Kundli's chart, planets and
//! dashas, every reference birth rendering, Hindi and Nepali coming back as written, the
//! compatibility report's eight kootas, the predictions' running dasha, the varshaphal's year in
//! three languages and the settings stated on the cover.

use super::{NOW, birth, common_checks, person, reference, request, running_maha, save, squash};
use crate::pdf::{ReportKind, render};
use graha::content::Locale;

#[test]
fn kundli_has_the_persons_chart_planets_and_dashas() {
    for id in ["pub-01", "pub-08", "pub-20"] {
        let b = birth(id);
        let bytes = render(
            ReportKind::Kundli,
            &request(ReportKind::Kundli, vec![person(&b["profile"])], Locale::En),
        )
        .unwrap();
        let pdf = save(&bytes);
        assert!(bytes.starts_with(b"%PDF-"));
        let text = squash(&pdf.text());
        // ref: births_public.json <id>.profile.name, .ascendant.sign, .planets[].planet
        assert!(
            text.contains(b["profile"]["name"].as_str().unwrap()),
            "{id}: name"
        );
        let asc = b["ascendant"]["sign"].as_str().unwrap();
        assert!(
            text.contains(&format!("Ascendant (Lagna) {asc}")),
            "{id}: ascendant {asc}"
        );
        for p in b["planets"].as_array().unwrap() {
            let name = p["planet"].as_str().unwrap();
            let sign = p["sign"].as_str().unwrap();
            // The planet table row starts with the graha and its sign.
            assert!(
                text.contains(&format!("{name} {sign}")),
                "{id}: {name} in {sign}"
            );
        }
        // ref: births_public.json <id>.dasha.timeline: the maha running at NOW and its antars;
        // the timeline starts at birth, so a maha running since birth shows the antars from it.
        let (maha, antars) = running_maha(&b);
        let born = b["profile"]["date"].as_str().unwrap();
        let lived = b["dasha"]["timeline"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["planet"] == maha.as_str())
            .flat_map(|m| m["antarDashas"].as_array().unwrap())
            .filter(|a| a["endDate"].as_str().unwrap() <= born)
            .count();
        for a in antars.iter().skip(lived) {
            assert!(
                text.contains(&format!("{maha} – {a}")),
                "{id}: antar {maha} – {a}"
            );
        }
        common_checks(&pdf, id);
        // Designed: cover, contents, then each section of the contents starting a new page,
        // in this order; each heading is on the page the contents give.
        let toc = pdf.contents();
        let titles: Vec<&str> = toc.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(
            titles[..5],
            [
                "Birth charts",
                "Planetary positions",
                "Houses and their lords",
                "Vimshottari dasha",
                "Ashtakavarga"
            ],
            "{id}"
        );
        assert_eq!(toc[0].1, 3, "{id}: first section on page 3");
        let pages = pdf.pages();
        for w in toc.windows(2) {
            assert!(w[0].1 < w[1].1, "{id}: {toc:?}");
        }
        for (title, page) in &toc {
            assert!(*page <= pages);
            assert!(
                squash(&pdf.page_text(*page)).starts_with(title.as_str()),
                "{id}: {title} on page {page}"
            );
        }
    }
}

#[test]
fn every_reference_birth_renders() {
    // ref: births_public.json, all 20 births (1901–2029, polar latitudes, a future date).
    for b in reference("births_public.json")["births"]
        .as_array()
        .unwrap()
    {
        let id = b["id"].as_str().unwrap();
        // Predictions make 36 engine calls: check them on the oldest, polar and future births.
        let kinds: &[ReportKind] = if ["pub-13", "pub-18", "pub-19"].contains(&id) {
            &[ReportKind::Kundli, ReportKind::Predictions]
        } else {
            &[ReportKind::Kundli]
        };
        for &kind in kinds {
            let bytes = render(
                kind,
                &request(kind, vec![person(&b["profile"])], Locale::En),
            )
            .unwrap_or_else(|e| panic!("{id} {}: {e:#}", kind.as_str()));
            assert!(
                bytes.starts_with(b"%PDF-") && bytes.len() <= 500 * 1024,
                "{id}"
            );
        }
    }
}

#[test]
fn hindi_and_nepali_come_back_as_written() {
    let b = birth("pub-08");
    // ref: births_public.json pub-08: ascendant Taurus (वृषभ in Hindi, वृष in Nepali).
    let cases = [
        (
            Locale::Hi,
            vec![
                "जन्म कुंडली",
                "लग्न",
                "वृषभ",
                "सूर्य",
                "चंद्र",
                "मंगल",
                // Jupiter is गुरु in Hindi, in the PDFs as in the API.
                "गुरु",
                "शुक्र",
                "शनि",
                "राहु",
                "केतु",
                "विंशोत्तरी दशा",
                "नक्षत्र",
            ],
        ),
        (
            Locale::Ne,
            vec![
                "जन्म कुण्डली",
                "लग्न",
                "वृष",
                "सूर्य",
                "चन्द्र",
                "मङ्गल",
                "बृहस्पति",
                "शुक्र",
                "शनि",
                "राहु",
                "केतु",
                "विंशोत्तरी दशा",
                "नक्षत्र",
            ],
        ),
    ];
    for (locale, words) in cases {
        let bytes = render(
            ReportKind::Kundli,
            &request(ReportKind::Kundli, vec![person(&b["profile"])], locale),
        )
        .unwrap();
        let pdf = save(&bytes);
        let text = pdf.text();
        for w in words {
            assert!(text.contains(w), "{}: {w} missing", locale.code());
        }
        // No replacement characters from missing mappings.
        assert!(
            !text.contains('\u{FFFD}'),
            "{}: U+FFFD in text",
            locale.code()
        );
        common_checks(&pdf, locale.code());
    }
}

#[test]
fn compatibility_scores_the_eight_kootas() {
    let pair = &reference("matching_public.json")["matches"][0];
    let persons = vec![
        person(&pair["bride"]["profile"]),
        person(&pair["groom"]["profile"]),
    ];
    let bytes = render(
        ReportKind::Compatibility,
        &request(ReportKind::Compatibility, persons, Locale::En),
    )
    .unwrap();
    let pdf = save(&bytes);
    let text = squash(&pdf.text());
    // ref: matching_public.json mpub-01: names, total 10 of 36.
    assert!(text.contains(pair["bride"]["profile"]["name"].as_str().unwrap()));
    assert!(text.contains(pair["groom"]["profile"]["name"].as_str().unwrap()));
    let total = pair["total"].as_f64().unwrap();
    assert!(text.contains(&format!("{total:.0} / 36")), "total {total}");
    for koota in [
        "Varna",
        "Vashya",
        "Tara",
        "Yoni",
        "Graha Maitri",
        "Gana",
        "Bhakoot",
        "Nadi",
    ] {
        assert!(text.contains(koota), "{koota}");
    }
    assert!(text.contains("Manglik"));
    common_checks(&pdf, "compatibility");
}

#[test]
fn compatibility_needs_two_people() {
    let b = birth("pub-01");
    let err = render(
        ReportKind::Compatibility,
        &request(
            ReportKind::Compatibility,
            vec![person(&b["profile"])],
            Locale::En,
        ),
    )
    .unwrap_err();
    assert!(
        err.downcast_ref::<graha::calc::CalcError>().is_some(),
        "{err:#}"
    );
}

#[test]
fn predictions_cover_the_running_dasha() {
    let b = birth("pub-03");
    let bytes = render(
        ReportKind::Predictions,
        &request(
            ReportKind::Predictions,
            vec![person(&b["profile"])],
            Locale::En,
        ),
    )
    .unwrap();
    let pdf = save(&bytes);
    let text = squash(&pdf.text());
    assert!(text.contains(b["profile"]["name"].as_str().unwrap()));
    // ref: births_public.json pub-03.dasha.timeline at NOW.
    let (maha, _) = running_maha(&b);
    assert!(
        text.contains(&format!("Mahadasha {maha}")),
        "running maha {maha}"
    );
    common_checks(&pdf, "predictions");
}

#[test]
fn varshaphal_reads_the_year_in_three_languages() {
    let b = birth("pub-03");
    for locale in Locale::ALL {
        let bytes = render(
            ReportKind::Varshaphal,
            &request(ReportKind::Varshaphal, vec![person(&b["profile"])], locale),
        )
        .unwrap_or_else(|e| panic!("{}: {e:#}", locale.code()));
        let pdf = save(&bytes);
        let text = squash(&pdf.text());
        assert!(text.contains(b["profile"]["name"].as_str().unwrap()));
        // The year in progress at NOW (2026-03-01) and its nine mudda periods, each read.
        let reply = graha::calc::varshaphal::reply(
            &graha::calc::varshaphal::cast(
                &graha::astro::Chart::compute(&person(&b["profile"]).birth().unwrap()).unwrap(),
                person(&b["profile"]).birth().unwrap().timezone,
                None,
                NOW.parse().unwrap(),
            )
            .unwrap(),
            person(&b["profile"]).birth().unwrap().timezone,
            locale,
        );
        let start = |t: &str| squash(t).chars().take(24).collect::<String>();
        assert!(
            text.contains(&start(&reply.muntha.reading)),
            "{}: the muntha's reading",
            locale.code()
        );
        for p in &reply.mudda_dasha {
            let reading = start(p.reading.as_deref().unwrap());
            assert!(text.contains(&reading), "{}: {}", locale.code(), p.planet);
        }
        common_checks(&pdf, "varshaphal");
    }
}

/// The cover states the settings the report was computed under: the defaults, and others.
#[test]
fn the_cover_states_the_settings() {
    let b = birth("pub-08");
    let mut req = request(ReportKind::Kundli, vec![person(&b["profile"])], Locale::En);
    let pdf = save(&render(ReportKind::Kundli, &req).unwrap());
    let text = squash(&pdf.text());
    assert!(
        text.contains("with the Lahiri ayanamsha") && text.contains("whole-sign houses"),
        "default settings not stated"
    );
    assert!(text.contains("mean lunar node") && text.contains("365.25 days"));
    req.settings = graha::astro::Settings {
        ayanamsa: graha::astro::Ayanamsa::Kp,
        node: graha::astro::Node::True,
        house_system: graha::astro::HouseSystem::Placidus,
        dasha_year: graha::astro::DashaYear::Savana,
    };
    let pdf = save(&render(ReportKind::Kundli, &req).unwrap());
    let text = squash(&pdf.text());
    for w in [
        "Krishnamurti (KP) ayanamsha",
        "Placidus houses",
        "true lunar node",
        "360 days",
    ] {
        assert!(text.contains(w), "{w} missing from the cover");
    }
}

/// The kundli's dasha timeline starts at birth: the maha dasha running at birth is shown from
/// the birth date with the antar dashas lived since (pub-08, born 1995-05-12 in the Moon's
/// maha: Moon–Mercury from 1995-05-12, never Moon–Moon of 1989); `from: today` starts at the
/// maha running now and leaves the Moon's out.
#[test]
fn the_kundli_dasha_runs_from_birth_unless_asked_from_today() {
    let b = birth("pub-08");
    let text_of = |body: serde_json::Value| {
        let req = graha::calc::CalcRequest::from_body(
            graha::endpoints::Endpoint::ReportKundli,
            &body,
            vec![person(&b["profile"])],
            None,
            NOW.parse().unwrap(),
        )
        .unwrap();
        squash(&save(&render(ReportKind::Kundli, &req).unwrap()).text())
    };
    let from_birth = text_of(serde_json::json!({ "locale": "en" }));
    assert!(
        from_birth.contains("Moon 1995-05-12 1999-06-11"),
        "the Moon's maha from birth"
    );
    assert!(
        from_birth.contains("Moon – Mercury 1995-05-12"),
        "the antar running at birth"
    );
    assert!(
        !from_birth.contains("Moon – Moon"),
        "no antar ended before birth"
    );
    let from_today = text_of(serde_json::json!({ "locale": "en", "from": "today" }));
    assert!(
        !from_today.contains("Moon – Mercury"),
        "from today: the Moon's maha is past"
    );
    assert!(
        from_today.contains("Jupiter – Saturn"),
        "from today: the running maha's antars"
    );
}

/// The predictions report names the maha dasha that follows the running one, whatever its
/// timeline starts from (pub-08: Jupiter runs to 2040-06-10, then Saturn).
#[test]
fn the_predictions_name_the_next_maha_dasha() {
    let b = birth("pub-08");
    let bytes = render(
        ReportKind::Predictions,
        &request(
            ReportKind::Predictions,
            vec![person(&b["profile"])],
            Locale::En,
        ),
    )
    .unwrap();
    let text = squash(&save(&bytes).text());
    assert!(
        text.contains("The next maha dasha, of Saturn, runs from 2040-06-10"),
        "next maha"
    );
}
