//! PDF reports: Kundli, Predictions and Compatibility, in English, Hindi and Nepali.
//!
//! Pipeline: the report modules ([`report`]) read the engine's replies and lay them out with
//! [`layout`] (A4 pages, headings, wrapped paragraphs, tables, chart drawings, contents, page
//! numbers); text is shaped by [`text`] with rustybuzz; [`write`] subsets the fonts, embeds them
//! with ToUnicode maps and writes the PDF with printpdf's op list.

pub mod brand;
pub mod figure;
pub mod fonts;
pub mod layout;
pub mod report;
pub mod text;
pub mod write;

use graha::calc::CalcRequest;
use graha::calc::display::Numerals;
use graha::content::Locale;
pub use graha::jobs::ReportKind;
use graha::key;

/// Renders a report to PDF bytes. `req.persons` holds one person, or bride then groom for
/// [`ReportKind::Compatibility`]; `req.locale` picks the language and `req.now` the
/// date the report speaks from. Bad input comes back as a [`graha::calc::CalcError`] inside the
/// error (downcast to tell it from a fault).
pub fn render(kind: ReportKind, req: &CalcRequest) -> anyhow::Result<Vec<u8>> {
    render_for(kind, req, &Marks::default())
}

/// What a report carries besides its content: the account's branding, and TEST on every page
/// of a test key's report (docs/decisions.md, "Branding", "Test mode").
#[derive(Debug, Clone, Default)]
pub struct Marks {
    pub test: bool,
    pub brand: Option<brand::Brand>,
}

/// [`render`] with the account's [`Marks`].
pub fn render_for(kind: ReportKind, req: &CalcRequest, marks: &Marks) -> anyhow::Result<Vec<u8>> {
    // What each kind builds and is titled; a kundli's data is JSON, made by the job handler.
    let (build, title): (fn(&report::Ctx) -> anyhow::Result<layout::Doc>, _) = match kind {
        ReportKind::Kundli => (report::kundli::build, key!("report.kundli.title")),
        ReportKind::Predictions => (report::predictions::build, key!("report.predictions.title")),
        ReportKind::Compatibility => (
            report::compatibility::build,
            key!("report.compatibility.title"),
        ),
        ReportKind::Varshaphal => (report::varshaphal::build, key!("report.varshaphal.title")),
        ReportKind::Data => anyhow::bail!("a kundli's data is not a PDF"),
    };
    let native = req.numerals == Numerals::Native && req.locale != Locale::En;
    text::with_native_digits(native, || lay_out(build, title, req, marks))
}

/// Lays a report out and writes it (`render`).
fn lay_out(
    build: fn(&report::Ctx) -> anyhow::Result<layout::Doc>,
    title: graha::content::Key,
    req: &CalcRequest,
    marks: &Marks,
) -> anyhow::Result<Vec<u8>> {
    let fonts = fonts::fonts()?;
    let mut ctx = report::Ctx::new(req, fonts)?;
    if let Some(band) = marks.brand.as_ref().and_then(brand::Brand::band) {
        ctx.band = band;
    }
    let doc = build(&ctx)?;
    let title = ctx.t(title);
    let names: Vec<&str> = req.persons.iter().map(|p| p.name.as_str()).collect();
    let who = text::clean(&names.join(" & "));
    let toc = doc.toc.clone();
    let left = match &marks.brand {
        Some(b) => format!("{} · {title} · {who}", text::clean(&b.name)),
        None => format!("{title} · {who}"),
    };
    let mut pages = doc.finish(&ctx.t(key!("report.common.contents")), &left, |p, n| {
        ctx.page_label(p, n)
    });
    if let Some(b) = &marks.brand {
        brand::mark(fonts, &mut pages, b);
    }
    if marks.test {
        layout::mark_test(fonts, &mut pages);
    }
    let mut outline: Vec<(String, usize)> = vec![(ctx.t(key!("report.common.contents")), 2)];
    outline.extend(toc.into_iter().map(|e| (e.title, e.page)));
    write::write(
        fonts,
        &pages,
        &write::Meta {
            title: &format!("{title} — {who}"),
            author: "Graha",
            subject: &title,
            outline: &outline,
            created: req.now,
        },
    )
}

#[cfg(test)]
mod tests;
