//! Reports rendered for reference births and read back with poppler (`pdftotext`, `pdfinfo`,
//! `pdffonts`, `pdftoppm` from poppler-utils): the shared rendering and reading helpers, the
//! checks every report passes (fonts embedded as subsets, files small, every page rendering), and
//! the ignored sample writer and benchmark. The reports' contents and the page layout of long and
//! marked names are checked in the child modules.

mod contents;
mod layout;
mod marks;

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
