//! What a report carries besides its content: the account's branding and the TEST mark.

use super::{birth, person, request, save, tool};
use crate::pdf::brand::Brand;
use crate::pdf::layout::Raster;
use crate::pdf::{Marks, ReportKind, render, render_for};
use graha::content::Locale;
use std::sync::Arc;

fn brand() -> Brand {
    // A 60 × 20 logo: a red band over white.
    let rgb = (0..60 * 20)
        .flat_map(|i| {
            if i / 60 < 10 {
                [200, 30, 20]
            } else {
                [255, 255, 255]
            }
        })
        .collect();
    Brand {
        name: "Jyotish Kendra Pokhara".into(),
        contact: vec![
            "https://jyotish.example.com".into(),
            "+977 61 520 000".into(),
        ],
        accent: crate::pdf::layout::Rgb(0.48, 0.18, 0.07),
        logo: Some(Arc::new(Raster {
            rgb,
            width: 60,
            height: 20,
        })),
    }
}

/// The cover names the brand with its contact and shows its logo; every other page's footer
/// names it; a report without branding has none of it.
#[test]
fn a_branded_report_carries_the_brand_on_its_cover_and_footers() {
    let b = birth("pub-08");
    let req = request(ReportKind::Kundli, vec![person(&b["profile"])], Locale::En);
    let marks = Marks {
        test: false,
        brand: Some(brand()),
    };
    let pdf = save(&render_for(ReportKind::Kundli, &req, &marks).unwrap());
    let cover = pdf.page_text(1);
    assert!(cover.contains("Jyotish Kendra Pokhara"), "{cover}");
    assert!(cover.contains("https://jyotish.example.com"));
    for page in 2..=pdf.pages() {
        assert!(
            pdf.page_text(page).contains("Jyotish Kendra Pokhara"),
            "page {page}"
        );
    }
    let images = tool("pdfimages", &["-list", pdf.path.to_str().unwrap()]);
    assert_eq!(
        images.lines().skip(2).count(),
        1,
        "one logo, on the cover: {images}"
    );
    assert_eq!(
        images.lines().nth(2).unwrap().split_whitespace().next(),
        Some("1"),
        "on page 1"
    );
    // To look at it: GRAHA_PDF_OUT=/tmp cargo test -p graha-worker --lib marks
    if let Some(dir) = std::env::var_os("GRAHA_PDF_OUT") {
        std::fs::copy(&pdf.path, std::path::Path::new(&dir).join("branded.pdf")).unwrap();
    }
    let plain = save(&render(ReportKind::Kundli, &req).unwrap());
    assert!(!plain.text().contains("Jyotish Kendra"));
    assert_eq!(
        tool("pdfimages", &["-list", plain.path.to_str().unwrap()])
            .lines()
            .count(),
        2
    );
}

/// A test key's report says TEST on every page, the cover too; a paid one nowhere.
#[test]
fn a_test_report_is_marked_on_every_page() {
    let b = birth("pub-08");
    let req = request(ReportKind::Kundli, vec![person(&b["profile"])], Locale::En);
    let marks = Marks {
        test: true,
        brand: None,
    };
    let pdf = save(&render_for(ReportKind::Kundli, &req, &marks).unwrap());
    for page in 1..=pdf.pages() {
        assert!(pdf.page_text(page).contains("TEST"), "page {page}");
    }
    let paid = save(&render(ReportKind::Kundli, &req).unwrap());
    assert!(!paid.text().contains("TEST — not a paid report"));
}

/// The cover band takes a brand's accent only when white text stays legible on it.
#[test]
fn the_cover_band_takes_a_dark_accent_only() {
    use crate::pdf::layout::Rgb;
    let dark = brand();
    assert_eq!(dark.band(), Some(dark.accent));
    let pale = Brand {
        accent: Rgb(1.0, 0.85, 0.4),
        ..brand()
    };
    assert_eq!(pale.band(), None);
}
