//! The page layout of names: a name of 100 characters stays inside the page and clear of the
//! footer's page number, and a name with combining marks and bidi controls comes back from the
//! text layer as its composed letters.

use super::{Pdf, birth, person, request, save, tool};
use crate::pdf::{ReportKind, render};
use graha::content::Locale;
use std::path::PathBuf;

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

/// No table ends with a row or two alone on a page: whatever its length and wherever on the
/// page it starts, the page a table ends on holds at least three of its rows (or all of them),
/// below the header it repeats. Each row draws one rule under it, the header one more.
#[test]
fn a_table_carries_at_least_three_rows_onto_a_page() {
    use crate::pdf::layout::{Align, Column, Doc, Mark, Row};
    let fonts = crate::pdf::fonts::fonts().unwrap();
    let cols = [
        Column::new("Graha".to_owned(), 1.0, Align::Left),
        Column::new("From".to_owned(), 1.0, Align::Center),
    ];
    for start in [100.0, 400.0, 700.0] {
        for n in 1..90 {
            let rows: Vec<Row> = (0..n)
                .map(|k| Row::new(vec![format!("row {k}"), "2026-01-01".to_owned()]))
                .collect();
            let mut doc = Doc::new(fonts, 1.42);
            doc.new_page();
            // Something above the table, so that the page is not empty.
            doc.paragraph("Above the table.");
            doc.y = start;
            doc.table(&cols, &rows, 9.0);
            let last = doc.pages.last().unwrap();
            let rules = last
                .marks
                .iter()
                .filter(|m| matches!(m, Mark::Rule { .. }))
                .count();
            let rows_there = rules - 1;
            assert!(
                rows_there >= n.min(3),
                "{n} rows from y = {start}: {rows_there} on the last of {} pages",
                doc.pages.len()
            );
        }
    }
}
