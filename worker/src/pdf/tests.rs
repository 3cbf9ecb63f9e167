//! Reports rendered for reference births and read back with poppler (`pdftotext`, `pdfinfo`,
//! `pdffonts`, `pdftoppm` from poppler-utils): the words a reader looks for are there, the
//! Devanagari comes back as written, fonts are embedded as subsets, files stay small.

use super::{ReportKind, render};
use graha::calc::{CalcRequest, PersonData};
use graha::content::Locale;
use graha::endpoints::Endpoint;
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// `../shared/reference` beside the project, or `GRAHA_REFERENCE_DIR`.
fn reference(name: &str) -> Value {
    let dir = std::env::var_os("GRAHA_REFERENCE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/reference")
        });
    let text = std::fs::read_to_string(dir.join(name)).expect("reference file");
    serde_json::from_str(&text).unwrap()
}

fn birth(id: &str) -> Value {
    reference("births_public.json")["births"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == id)
        .unwrap()
        .clone()
}

fn person(profile: &Value) -> PersonData {
    serde_json::from_value(profile.clone()).unwrap()
}

/// The day the test reports speak from.
const NOW: &str = "2026-03-01T06:00:00Z";

fn request(kind: ReportKind, persons: Vec<PersonData>, locale: Locale) -> CalcRequest {
    let e = match kind {
        ReportKind::Kundli => Endpoint::ReportKundli,
        ReportKind::Predictions => Endpoint::ReportPredictions,
        ReportKind::Compatibility => Endpoint::ReportCompatibility,
        ReportKind::Varshaphal => Endpoint::ReportVarshaphal,
        ReportKind::Data => Endpoint::Kundli,
    };
    let body = serde_json::json!({ "locale": locale.code() });
    CalcRequest::from_body(e, &body, persons, None, NOW.parse().unwrap()).unwrap()
}

/// A rendered report on disk, removed when dropped.
struct Pdf {
    path: PathBuf,
    bytes: usize,
}

impl Drop for Pdf {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

fn save(bytes: &[u8]) -> Pdf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "graha-report-{}-{}.pdf",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::write(&path, bytes).unwrap();
    Pdf {
        path,
        bytes: bytes.len(),
    }
}

fn tool(name: &str, args: &[&str]) -> String {
    let out = Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name} (poppler-utils) is needed by these tests: {e}"));
    assert!(
        out.status.success(),
        "{name} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

impl Pdf {
    fn text(&self) -> String {
        tool(
            "pdftotext",
            &["-layout", "-enc", "UTF-8", self.path.to_str().unwrap(), "-"],
        )
    }
    fn page_text(&self, page: usize) -> String {
        let n = page.to_string();
        let path = self.path.to_str().unwrap();
        tool(
            "pdftotext",
            &["-layout", "-enc", "UTF-8", "-f", &n, "-l", &n, path, "-"],
        )
    }
    /// The table of contents (page 2) as (title, page) pairs.
    fn contents(&self) -> Vec<(String, usize)> {
        self.page_text(2)
            .lines()
            .filter(|l| !l.contains("Page 2 of"))
            .filter_map(|l| {
                let (title, num) = l.trim().rsplit_once(' ')?;
                Some((squash(title), num.parse().ok()?))
            })
            .collect()
    }
    fn pages(&self) -> usize {
        let info = tool("pdfinfo", &[self.path.to_str().unwrap()]);
        info.lines()
            .find_map(|l| l.strip_prefix("Pages:"))
            .and_then(|n| n.trim().parse().ok())
            .expect("page count")
    }
    /// `pdffonts` rows: (name, embedded, subset, has ToUnicode).
    fn fonts(&self) -> Vec<(String, bool, bool, bool)> {
        tool("pdffonts", &[self.path.to_str().unwrap()])
            .lines()
            .skip(2)
            .map(|l| {
                let cols: Vec<&str> = l.split_whitespace().collect();
                let n = cols.len();
                (
                    cols[0].to_owned(),
                    cols[n - 5] == "yes",
                    cols[n - 4] == "yes",
                    cols[n - 3] == "yes",
                )
            })
            .collect()
    }
}

/// Checks that hold for every report: a real PDF, small, fonts embedded subset with ToUnicode.
fn common_checks(pdf: &Pdf, what: &str) {
    assert!(pdf.bytes <= 500 * 1024, "{what}: {} bytes", pdf.bytes);
    let fonts = pdf.fonts();
    assert!(!fonts.is_empty(), "{what}: no fonts");
    for (name, emb, sub, uni) in fonts {
        assert!(
            emb && sub && uni,
            "{what}: font {name} emb {emb} sub {sub} uni {uni}"
        );
    }
    let pages = pdf.pages();
    // Every page renders (poppler raises an error on a broken content stream).
    let dir = std::env::temp_dir().join(format!(
        "graha-png-{}",
        pdf.path.file_stem().unwrap().to_string_lossy()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    tool(
        "pdftoppm",
        &[
            "-r",
            "20",
            "-png",
            pdf.path.to_str().unwrap(),
            dir.join("p").to_str().unwrap(),
        ],
    );
    let pngs = std::fs::read_dir(&dir).unwrap().count();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(pngs, pages, "{what}: one picture per page");
}

/// The maha dasha running at [`NOW`] in a reference timeline and its antar lords.
fn running_maha(b: &Value) -> (String, Vec<String>) {
    let now = &NOW[..10];
    let m = b["dasha"]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["startDate"].as_str().unwrap() <= now && now < m["endDate"].as_str().unwrap())
        .expect("a maha dasha runs now");
    (
        m["planet"].as_str().unwrap().to_owned(),
        m["antarDashas"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["planet"].as_str().unwrap().to_owned())
            .collect(),
    )
}

/// Collapses runs of whitespace so table cells compare as written.
fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

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
        // ref: births_public.json <id>.dasha.timeline: the maha running at NOW and its antars.
        let (maha, antars) = running_maha(&b);
        for a in antars {
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

/// Writes sample reports for looking at (`cargo test -p graha-worker --lib
/// pdf::tests::write_samples -- --ignored`); folder `GRAHA_SAMPLES_DIR` or the temp dir.
#[test]
#[ignore = "writes files for a visual review"]
fn write_samples() {
    let dir = std::env::var_os("GRAHA_SAMPLES_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("graha-samples"));
    std::fs::create_dir_all(&dir).unwrap();
    let b = birth("pub-08");
    let pair = &reference("matching_public.json")["matches"][0];
    for locale in Locale::ALL {
        for kind in [
            ReportKind::Kundli,
            ReportKind::Predictions,
            ReportKind::Compatibility,
            ReportKind::Varshaphal,
        ] {
            let persons = match kind {
                ReportKind::Compatibility => vec![
                    person(&pair["bride"]["profile"]),
                    person(&pair["groom"]["profile"]),
                ],
                _ => vec![person(&b["profile"])],
            };
            let t = std::time::Instant::now();
            let bytes = render(kind, &request(kind, persons, locale)).unwrap();
            let name = format!("{}-{}.pdf", kind.as_str(), locale.code());
            println!("{name}: {} bytes in {:?}", bytes.len(), t.elapsed());
            std::fs::write(dir.join(name), bytes).unwrap();
        }
    }
}

/// Timing of the Kundli report (run in release: `cargo test --release -p graha-worker --lib
/// pdf::tests::bench_kundli -- --ignored --nocapture`); target p50 ≤ 300 ms, ≤ 500 KB.
#[test]
#[ignore = "benchmark"]
fn bench_kundli() {
    let b = birth("pub-08");
    for locale in [Locale::En, Locale::Hi] {
        let req = request(ReportKind::Kundli, vec![person(&b["profile"])], locale);
        let first = std::time::Instant::now();
        let size = render(ReportKind::Kundli, &req).unwrap().len();
        let cold = first.elapsed();
        let mut times: Vec<std::time::Duration> = (0..21)
            .map(|_| {
                let t = std::time::Instant::now();
                render(ReportKind::Kundli, &req).unwrap();
                t.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "kundli {}: first {cold:?} (fonts loaded), p50 {:?}, p90 {:?}, max {:?}, {size} bytes",
            locale.code(),
            times[10],
            times[18],
            times[20]
        );
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

/// A copy of a rendered report in `GRAHA_SAMPLES_DIR`, when set, to look at.
fn keep_sample(pdf: &Pdf, name: &str) {
    if let Some(dir) = std::env::var_os("GRAHA_SAMPLES_DIR") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::copy(&pdf.path, PathBuf::from(dir).join(name)).unwrap();
    }
}

/// Every word's box on every page, from `pdftotext -bbox`: (page, xMin, xMax, word).
fn word_boxes(pdf: &Pdf) -> Vec<(usize, f32, f32, String)> {
    let html = tool("pdftotext", &["-bbox", pdf.path.to_str().unwrap(), "-"]);
    let mut page = 0;
    let mut out = Vec::new();
    for line in html.lines() {
        let line = line.trim();
        if line.starts_with("<page") {
            page += 1;
        }
        if let Some(rest) = line.strip_prefix("<word ") {
            let attr = |name: &str| -> f32 {
                let at = rest.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                rest[at..].split('"').next().unwrap().parse().unwrap()
            };
            let word = rest
                .split('>')
                .nth(1)
                .unwrap_or("")
                .split('<')
                .next()
                .unwrap_or("");
            out.push((page, attr("xMin"), attr("xMax"), word.to_owned()));
        }
    }
    out
}

/// A name of 100 characters stays inside the page (A4: 595 pt wide), and a name with
/// combining marks and bidi controls comes back from the text layer as its composed letters,
/// without the controls.
#[test]
fn long_names_stay_on_the_page_and_marks_extract_composed() {
    let b = birth("pub-08");
    let long = "WolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflegtXY";
    assert_eq!(long.chars().count(), 100);
    let mut p = person(&b["profile"]);
    p.name = long.to_owned();
    let pdf = save(
        &render(
            ReportKind::Kundli,
            &request(ReportKind::Kundli, vec![p], Locale::En),
        )
        .unwrap(),
    );
    let outside: Vec<_> = word_boxes(&pdf)
        .into_iter()
        .filter(|(_, x0, x1, _)| *x0 < 0.0 || *x1 > 595.0)
        .collect();
    assert!(outside.is_empty(), "off the page: {outside:?}");
    // Nor does the footer's name run into its page number.
    let boxes = word_boxes(&pdf);
    for pair in boxes.windows(2) {
        let ((p0, _, end, before), (p1, start, _, word)) = (&pair[0], &pair[1]);
        if p0 == p1 && word == "Page" {
            assert!(
                end <= start,
                "page {p0}: {before} runs into the page number"
            );
        }
    }
    keep_sample(&pdf, "long-name.pdf");

    let mut p = person(&b["profile"]);
    // "Zoë Ñúñez" written with combining marks, wrapped in a right-to-left override.
    p.name = "\u{202E}Zoe\u{308} N\u{303}u\u{301}n\u{303}ez\u{202C}".to_owned();
    let pdf = save(
        &render(
            ReportKind::Kundli,
            &request(ReportKind::Kundli, vec![p], Locale::En),
        )
        .unwrap(),
    );
    keep_sample(&pdf, "marks.pdf");
    let text = pdf.text();
    assert!(
        text.contains("Zoë Ñúñez"),
        "{}",
        &text[..text.len().min(600)]
    );
    assert!(!text.contains('\u{202E}') && !text.contains('\u{202C}'));
}
