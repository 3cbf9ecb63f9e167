//! A small flow layout for A4 reports: pages, margins, headings, wrapped paragraphs, tables
//! with repeated headers, chart figures, a table of contents and page numbers. Positions are
//! points from the page's top left; the PDF writer flips them.

use super::fonts::Fonts;
use super::text::{self, Font, Line};
use graha::draw;

mod table;

pub const PAGE_W: f32 = 595.28;
pub const PAGE_H: f32 = 841.89;
pub const MARGIN_X: f32 = 54.0;
pub const MARGIN_TOP: f32 = 58.0;
pub const MARGIN_BOTTOM: f32 = 66.0;
/// The fewest rows a table carries onto a new page.
const WIDOW_ROWS: usize = 3;
pub const CONTENT_W: f32 = PAGE_W - 2.0 * MARGIN_X;

/// An RGB colour, components 0–1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgb(pub f32, pub f32, pub f32);

impl From<draw::Color> for Rgb {
    fn from(c: draw::Color) -> Rgb {
        Rgb(
            f32::from(c.0) / 255.0,
            f32::from(c.1) / 255.0,
            f32::from(c.2) / 255.0,
        )
    }
}

/// The house palette.
pub mod colour {
    use super::Rgb;
    pub const INK: Rgb = Rgb(0.13, 0.13, 0.16);
    pub const MUTED: Rgb = Rgb(0.42, 0.41, 0.44);
    pub const ACCENT: Rgb = Rgb(0.55, 0.20, 0.09);
    pub const RULE: Rgb = Rgb(0.84, 0.79, 0.74);
    pub const HEAD_FILL: Rgb = Rgb(0.96, 0.92, 0.87);
    pub const ZEBRA: Rgb = Rgb(0.985, 0.975, 0.965);
    pub const HIGHLIGHT: Rgb = Rgb(1.0, 0.94, 0.80);
    pub const BAND: Rgb = Rgb(0.40, 0.13, 0.05);
    pub const PAPER: Rgb = Rgb(1.0, 1.0, 1.0);
}

/// Something drawn on a page.
#[derive(Debug, Clone)]
pub enum Mark {
    /// A shaped line whose baseline starts at (`x`, `y`).
    Text {
        x: f32,
        y: f32,
        line: Line,
        color: Rgb,
    },
    /// A closed polygon, filled and/or stroked (`(colour, width)`).
    Poly {
        points: Vec<(f32, f32)>,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    },
    /// A straight line; `dots` draws it dotted (leaders).
    Rule {
        from: (f32, f32),
        to: (f32, f32),
        color: Rgb,
        width: f32,
        dots: bool,
    },
    /// A picture in the box whose top left corner is (`x`, `y`), `w` × `h` points.
    Image {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        image: std::sync::Arc<Raster>,
    },
}

/// A picture's pixels: 8-bit RGB, rows top to bottom (embedded once however often drawn).
#[derive(Debug, Clone, PartialEq)]
pub struct Raster {
    pub rgb: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Clone, Default)]
pub struct Page {
    pub marks: Vec<Mark>,
}

/// Horizontal alignment in a box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// Where a single line of text goes: the box `[x, x + w]`, the baseline `y`, the alignment.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slot {
    pub x: f32,
    pub w: f32,
    pub y: f32,
    pub align: Align,
}

impl Slot {
    pub fn new(x: f32, w: f32, y: f32, align: Align) -> Slot {
        Slot { x, w, y, align }
    }
    /// Left-aligned across the content width.
    pub fn line(y: f32) -> Slot {
        Slot::new(MARGIN_X, CONTENT_W, y, Align::Left)
    }
}

/// A table column: its header, relative width and alignment.
#[derive(Debug, Clone)]
pub struct Column {
    pub title: String,
    pub weight: f32,
    pub align: Align,
}

impl Column {
    pub fn new(title: impl Into<String>, weight: f32, align: Align) -> Column {
        Column {
            title: title.into(),
            weight,
            align,
        }
    }
}

/// A table row; `strong` sets it bold, `highlight` tints it (the running period).
#[derive(Debug, Clone, Default)]
pub struct Row {
    pub cells: Vec<String>,
    pub strong: bool,
    pub highlight: bool,
}

impl Row {
    pub fn new(cells: Vec<String>) -> Row {
        Row {
            cells,
            ..Row::default()
        }
    }
}

/// A heading in the table of contents: its text and 1-based page.
#[derive(Debug, Clone)]
pub struct TocEntry {
    pub title: String,
    pub page: usize,
}

/// The document being laid out.
pub struct Doc {
    pub fonts: &'static Fonts,
    pub pages: Vec<Page>,
    /// Baseline-to-baseline distance as a multiple of the font size (larger for Devanagari).
    pub leading: f32,
    pub y: f32,
    pub toc: Vec<TocEntry>,
    toc_page: Option<usize>,
    /// Body font.
    pub body: Font,
}

impl Doc {
    pub fn new(fonts: &'static Fonts, leading: f32) -> Doc {
        Doc {
            fonts,
            pages: Vec::new(),
            leading,
            y: MARGIN_TOP,
            toc: Vec::new(),
            toc_page: None,
            body: Font::sans(10.0),
        }
    }

    fn page_mut(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let n = self.pages.len() - 1;
        &mut self.pages[n]
    }

    pub fn push(&mut self, m: Mark) {
        self.page_mut().marks.push(m);
    }

    /// Starts a new page.
    pub fn new_page(&mut self) {
        self.pages.push(Page::default());
        self.y = MARGIN_TOP;
    }

    /// Whether nothing has been written on the current page yet.
    pub fn at_top(&self) -> bool {
        self.pages.last().is_none_or(|p| p.marks.is_empty())
    }

    /// Space left on the page, points.
    pub fn room(&self) -> f32 {
        PAGE_H - MARGIN_BOTTOM - self.y
    }

    /// Moves to a new page unless `h` points fit.
    pub fn ensure(&mut self, h: f32) {
        if self.room() < h && !self.at_top() {
            self.new_page();
        }
    }

    pub fn gap(&mut self, h: f32) {
        self.y += h;
    }

    pub fn line_height(&self, size: f32) -> f32 {
        size * self.leading
    }

    /// Places a shaped line with its baseline at `y`.
    pub fn put(&mut self, x: f32, y: f32, line: Line, color: Rgb) {
        if !line.glyphs.is_empty() {
            self.push(Mark::Text { x, y, line, color });
        }
    }

    /// Places `text` in a slot (a box `[x, x + w]` with an alignment, baseline `y`); text wider
    /// than the slot is shortened to fit, ending in `…`.
    pub fn put_text(&mut self, at: Slot, text: &str, font: Font, color: Rgb) {
        let line = text::fit(self.fonts, text, font, at.w);
        let x = match at.align {
            Align::Left => at.x,
            Align::Center => at.x + (at.w - line.width) / 2.0,
            Align::Right => at.x + at.w - line.width,
        };
        self.put(x, at.y, line, color);
    }

    pub fn rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    ) {
        self.push(Mark::Poly {
            points: vec![(x, y), (x + w, y), (x + w, y + h), (x, y + h)],
            fill,
            stroke,
        });
    }

    pub fn rule(&mut self, x0: f32, x1: f32, y: f32, color: Rgb, width: f32) {
        self.push(Mark::Rule {
            from: (x0, y),
            to: (x1, y),
            color,
            width,
            dots: false,
        });
    }

    /// A wrapped paragraph of spans across `width` starting at `x`, flowing over pages.
    pub fn paragraph_at(&mut self, x: f32, width: f32, spans: &[(&str, Font)], color: Rgb) {
        let size = spans.first().map_or(self.body.size, |s| s.1.size);
        let lh = self.line_height(size);
        for line in text::wrap(self.fonts, spans, width) {
            self.ensure(lh);
            let baseline = self.y + size * 0.95;
            self.put(x, baseline, line, color);
            self.y += lh;
        }
    }

    /// A body paragraph across the content width, followed by a small gap.
    pub fn paragraph(&mut self, text: &str) {
        let body = self.body;
        self.paragraph_at(MARGIN_X, CONTENT_W, &[(text, body)], colour::INK);
        self.gap(body.size * 0.6);
    }

    /// A paragraph in a smaller, muted type (notes, sources).
    pub fn note(&mut self, text: &str) {
        let f = self.body.sized(8.5);
        self.paragraph_at(MARGIN_X, CONTENT_W, &[(text, f)], colour::MUTED);
        self.gap(4.0);
    }

    /// `label: text` with the label bold.
    pub fn labelled(&mut self, label: &str, text: &str) {
        let body = self.body;
        let label = format!("{label}: ");
        self.paragraph_at(
            MARGIN_X,
            CONTENT_W,
            &[(&label, body.bold()), (text, body)],
            colour::INK,
        );
        self.gap(body.size * 0.5);
    }

    /// Bulleted items.
    pub fn bullets(&mut self, items: &[String]) {
        let body = self.body;
        for it in items {
            let lh = self.line_height(body.size);
            self.ensure(lh);
            let y = self.y + body.size * 0.95;
            self.put_text(
                Slot::new(MARGIN_X + 4.0, 10.0, y, Align::Left),
                "•",
                body,
                colour::ACCENT,
            );
            self.paragraph_at(
                MARGIN_X + 16.0,
                CONTENT_W - 16.0,
                &[(it, body)],
                colour::INK,
            );
            self.gap(2.0);
        }
        self.gap(body.size * 0.4);
    }

    /// A section heading. Level 1 starts a new page and enters the table of contents; level 2
    /// keeps some room after it so it is not left alone at the bottom of a page.
    pub fn heading(&mut self, text: &str, level: u8) {
        if level <= 1 {
            if !self.at_top() {
                self.new_page();
            }
            let f = Font::sans(19.0).serif().bold();
            self.toc.push(TocEntry {
                title: text.to_owned(),
                page: self.pages.len().max(1),
            });
            let lines = text::wrap(self.fonts, &[(text, f)], CONTENT_W);
            for line in lines {
                let y = self.y + f.size;
                self.put(MARGIN_X, y, line, colour::ACCENT);
                self.y += self.line_height(f.size) * 0.95;
            }
            self.y += 4.0;
            self.rule(MARGIN_X, MARGIN_X + CONTENT_W, self.y, colour::RULE, 1.2);
            self.y += 14.0;
        } else {
            let f = Font::sans(12.5).bold();
            self.ensure(self.line_height(f.size) + 70.0);
            self.gap(6.0);
            self.paragraph_at(MARGIN_X, CONTENT_W, &[(text, f)], colour::BAND);
            self.gap(3.0);
        }
    }

    /// A tinted box holding a paragraph (a verdict, a summary).
    pub fn callout(&mut self, title: &str, text: &str) {
        let body = self.body;
        let tf = body.bold().sized(11.0);
        let inner = CONTENT_W - 24.0;
        let tl = text::wrap(self.fonts, &[(title, tf)], inner);
        let bl = text::wrap(self.fonts, &[(text, body)], inner);
        let h = tl.len() as f32 * self.line_height(tf.size)
            + bl.len() as f32 * self.line_height(body.size)
            + 24.0;
        self.ensure(h);
        let top = self.y;
        self.rect(MARGIN_X, top, CONTENT_W, h, Some(colour::HEAD_FILL), None);
        self.rect(MARGIN_X, top, 4.0, h, Some(colour::ACCENT), None);
        let mut y = top + 12.0;
        for line in tl {
            self.put(MARGIN_X + 14.0, y + tf.size * 0.95, line, colour::BAND);
            y += self.line_height(tf.size);
        }
        for line in bl {
            self.put(MARGIN_X + 14.0, y + body.size * 0.95, line, colour::INK);
            y += self.line_height(body.size);
        }
        self.y = top + h + 10.0;
    }

    /// Reserves the current page for the table of contents (filled in by [`Doc::finish`]).
    pub fn reserve_toc(&mut self) {
        if !self.at_top() {
            self.new_page();
        }
        self.toc_page = Some(self.pages.len() - 1);
        // A mark-less page would be "at top" and reused; the title goes in now.
        self.new_page();
    }

    /// Fills in the table of contents and numbers the pages (all but the cover):
    /// `footer(page, total)` gives the right-hand footer, `left` the left-hand one.
    pub fn finish(
        mut self,
        toc_title: &str,
        left: &str,
        footer: impl Fn(usize, usize) -> String,
    ) -> Vec<Page> {
        if self.pages.last().is_some_and(|p| p.marks.is_empty()) {
            self.pages.pop();
        }
        if let Some(tp) = self.toc_page {
            let entries = std::mem::take(&mut self.toc);
            let saved = std::mem::take(&mut self.pages);
            let mut toc = Doc::new(self.fonts, self.leading);
            toc.new_page();
            toc.heading_plain(toc_title);
            let f = Font::sans(11.0);
            for e in &entries {
                let lh = toc.line_height(f.size) + 4.0;
                let y = toc.y + f.size;
                let num = e.page.to_string();
                let title = text::shape(toc.fonts, &e.title, f);
                let nw = text::measure(toc.fonts, &num, f);
                let tw = title.width;
                toc.put(MARGIN_X, y, title, colour::INK);
                toc.put_text(
                    Slot::new(MARGIN_X, CONTENT_W, y, Align::Right),
                    &num,
                    f,
                    colour::INK,
                );
                toc.push(Mark::Rule {
                    from: (MARGIN_X + tw + 6.0, y - 1.0),
                    to: (MARGIN_X + CONTENT_W - nw - 6.0, y - 1.0),
                    color: colour::MUTED,
                    width: 0.9,
                    dots: true,
                });
                toc.y += lh;
            }
            self.pages = saved;
            if let Some(p) = toc.pages.pop() {
                self.pages[tp] = p;
            }
        }
        let total = self.pages.len();
        let f = Font::sans(8.0);
        for i in 1..total {
            let y = PAGE_H - 36.0;
            let fonts = self.fonts;
            let right = text::shape(fonts, &footer(i + 1, total), f);
            // The left-hand footer (the title and the names) gives way to the page number.
            let left = text::fit(fonts, left, f, CONTENT_W - right.width - 12.0);
            let page = &mut self.pages[i];
            page.marks.push(Mark::Rule {
                from: (MARGIN_X, y - 12.0),
                to: (MARGIN_X + CONTENT_W, y - 12.0),
                color: colour::RULE,
                width: 0.5,
                dots: false,
            });
            page.marks.push(Mark::Text {
                x: MARGIN_X + CONTENT_W - right.width,
                y,
                line: right,
                color: colour::MUTED,
            });
            page.marks.push(Mark::Text {
                x: MARGIN_X,
                y,
                line: left,
                color: colour::MUTED,
            });
        }
        self.pages
    }

    /// A level-1 style title that does not enter the table of contents.
    pub fn heading_plain(&mut self, text: &str) {
        let f = Font::sans(19.0).serif().bold();
        let y = self.y + f.size;
        self.put_text(Slot::line(y), text, f, colour::ACCENT);
        self.y += self.line_height(f.size) + 4.0;
        self.rule(MARGIN_X, MARGIN_X + CONTENT_W, self.y, colour::RULE, 1.2);
        self.y += 14.0;
    }
}

/// Marks every page of a test key's report: "TEST" in the top margin, where no content is
/// laid — right-aligned in the accent colour, and on the cover at the left of the title band in
/// white, clear of a brand's logo (docs/decisions.md, "Test mode").
pub fn mark_test(fonts: &Fonts, pages: &mut [Page]) {
    let f = Font::sans(14.0).bold();
    let line = text::shape(fonts, "TEST — not a paid report", f);
    let x = MARGIN_X + CONTENT_W - line.width;
    for (i, page) in pages.iter_mut().enumerate() {
        page.marks.push(Mark::Text {
            x: if i == 0 { MARGIN_X } else { x },
            y: MARGIN_TOP - 24.0,
            line: line.clone(),
            color: if i == 0 {
                colour::PAPER
            } else {
                colour::ACCENT
            },
        });
    }
}
