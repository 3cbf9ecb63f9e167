//! Text shaping (rustybuzz) with per-script font choice, measuring and word wrapping.
//!
//! A text is split into runs of one face (Devanagari letters to Noto Sans Devanagari, other
//! letters to the Latin face of the requested family; digits, spaces and punctuation follow
//! their neighbours), each run is shaped, and the glyphs are placed on one baseline. Every
//! glyph carries the characters it stands for, so the PDF's ToUnicode map can be written.

use super::fonts::{FaceId, Fonts};

/// Latin family of a text (Devanagari always uses Noto Sans Devanagari).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    Sans,
    Serif,
}

/// How a piece of text is set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Font {
    pub family: Family,
    pub bold: bool,
    /// Points.
    pub size: f32,
}

impl Font {
    pub const fn sans(size: f32) -> Font {
        Font {
            family: Family::Sans,
            bold: false,
            size,
        }
    }
    pub const fn bold(self) -> Font {
        Font { bold: true, ..self }
    }
    pub const fn serif(self) -> Font {
        Font {
            family: Family::Serif,
            ..self
        }
    }
    pub const fn sized(self, size: f32) -> Font {
        Font { size, ..self }
    }
    fn latin(self) -> FaceId {
        match (self.family, self.bold) {
            (Family::Sans, false) => FaceId::Sans,
            (Family::Sans, true) => FaceId::SansBold,
            (Family::Serif, false) => FaceId::Serif,
            (Family::Serif, true) => FaceId::SerifBold,
        }
    }
    fn devanagari(self) -> FaceId {
        if self.bold {
            FaceId::DevaBold
        } else {
            FaceId::Deva
        }
    }
}

/// A glyph placed on a line: `x`, `y` in points from the line's origin (y up).
#[derive(Debug, Clone)]
pub struct Glyph {
    pub face: FaceId,
    pub gid: u16,
    pub x: f32,
    pub y: f32,
    /// The characters this glyph stands for (empty for a glyph that is part of a cluster
    /// whose characters another glyph already carries).
    pub uni: Box<str>,
}

/// One shaped line of text.
#[derive(Debug, Clone)]
pub struct Line {
    pub glyphs: Vec<Glyph>,
    /// Advance width in points.
    pub width: f32,
    pub size: f32,
    /// The line's characters in logical order.
    pub text: String,
    /// Whether any glyph is Devanagari (reordered glyphs: the PDF adds /ActualText).
    pub complex: bool,
}

/// A shaped glyph before line breaking; advances and offsets in points.
#[derive(Debug, Clone)]
struct Shaped {
    face: FaceId,
    gid: u16,
    adv: f32,
    dx: f32,
    dy: f32,
    /// Byte offset of its cluster in the whole text.
    cluster: usize,
    uni: Box<str>,
    space: bool,
}

fn is_devanagari(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' | '\u{1CD0}'..='\u{1CFF}')
}

/// Letters choose their script's face; everything else (`None`) follows its neighbours.
fn strong_face(c: char, font: Font) -> Option<FaceId> {
    if is_devanagari(c) {
        Some(font.devanagari())
    } else if c.is_alphabetic() {
        Some(font.latin())
    } else {
        None
    }
}

/// Splits `text` into (byte range, face) runs.
fn itemize(fonts: &Fonts, text: &str, font: Font) -> Vec<(std::ops::Range<usize>, FaceId)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let strong: Vec<Option<FaceId>> = chars.iter().map(|&(_, c)| strong_face(c, font)).collect();
    let mut faces = Vec::with_capacity(chars.len());
    let mut prev: Option<FaceId> = None;
    for (i, &(_, c)) in chars.iter().enumerate() {
        let face = match strong[i] {
            Some(f) => f,
            None => {
                let joiner = matches!(c, '\u{200C}' | '\u{200D}');
                let next = strong[i..].iter().flatten().next().copied();
                [prev, next]
                    .into_iter()
                    .flatten()
                    .find(|f| joiner || fonts.face(*f).covers(c))
                    .unwrap_or(font.latin())
            }
        };
        if strong[i].is_some() {
            prev = Some(face);
        }
        faces.push(fonts.resolve(face));
    }
    let mut runs: Vec<(std::ops::Range<usize>, FaceId)> = Vec::new();
    for (i, &(at, c)) in chars.iter().enumerate() {
        let end = at + c.len_utf8();
        match runs.last_mut() {
            Some((r, f)) if *f == faces[i] => r.end = end,
            _ => runs.push((at..end, faces[i])),
        }
    }
    runs
}

/// Shapes one run, appending its glyphs; clusters are made absolute with `base`.
fn shape_run(
    fonts: &Fonts,
    face_id: FaceId,
    text: &str,
    base: usize,
    size: f32,
    out: &mut Vec<Shaped>,
) {
    let face = fonts.face(face_id);
    let mut buf = rustybuzz::UnicodeBuffer::new();
    buf.push_str(text);
    buf.guess_segment_properties();
    let shaped = rustybuzz::shape(&face.shaper, &[], buf);
    let scale = size / face.upem;
    let infos = shaped.glyph_infos();
    let positions = shaped.glyph_positions();
    let start = out.len();
    for (info, pos) in infos.iter().zip(positions) {
        let cluster = info.cluster as usize;
        out.push(Shaped {
            face: face_id,
            gid: info.glyph_id as u16,
            adv: pos.x_advance as f32 * scale,
            dx: pos.x_offset as f32 * scale,
            dy: pos.y_offset as f32 * scale,
            cluster: base + cluster,
            uni: "".into(),
            space: text[cluster..].starts_with(char::is_whitespace),
        });
    }
    assign_unicode(face, text, base, &mut out[start..]);
}

/// Gives each glyph the characters it shows: a cluster of one glyph gets all of them; in a
/// multi-glyph cluster (Devanagari conjuncts, reordered vowel signs) a glyph that is the
/// font's own glyph for one of the characters gets that character, and the rest go to the
/// first glyph left without one.
fn assign_unicode(face: &super::fonts::Face, text: &str, base: usize, glyphs: &mut [Shaped]) {
    let mut i = 0;
    while i < glyphs.len() {
        let cl = glyphs[i].cluster;
        let mut j = i;
        while j < glyphs.len() && glyphs[j].cluster == cl {
            j += 1;
        }
        let end = glyphs[i..]
            .iter()
            .map(|g| g.cluster)
            .filter(|&c| c > cl)
            .min()
            .unwrap_or(base + text.len());
        let chars = &text[cl - base..end - base];
        if j - i == 1 {
            glyphs[i].uni = chars.into();
        } else {
            let mut left: Vec<Option<char>> = chars.chars().map(Some).collect();
            let mut got: Vec<String> = vec![String::new(); j - i];
            for (k, g) in glyphs[i..j].iter().enumerate() {
                if let Some(slot) = left.iter_mut().find(|c| {
                    c.is_some_and(|c| face.shaper.glyph_index(c).map(|x| x.0) == Some(g.gid))
                }) {
                    got[k].push(slot.take().unwrap_or_default());
                }
            }
            let rest: String = left.into_iter().flatten().collect();
            if !rest.is_empty() {
                let k = got.iter().position(String::is_empty).unwrap_or(0);
                got[k].push_str(&rest);
            }
            for (k, s) in got.into_iter().enumerate() {
                glyphs[i + k].uni = s.into();
            }
        }
        i = j;
    }
}

/// Whether `c` is an invisible formatting character: bidi controls (U+061C, U+200E–U+200F,
/// U+202A–U+202E, U+2066–U+2069), zero-width and other format characters. The report lays text
/// out left to right itself; these would only reorder or hide what a reader and a text
/// extractor see.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{AD}' | '\u{61C}' | '\u{180E}' | '\u{200B}' | '\u{200E}'..='\u{200F}'
        | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206F}'
        | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}')
}

/// Text as the report draws it: control characters (tabs, stray line feeds from user input,
/// which would draw as boxes) become spaces, invisible formatting characters are dropped, and
/// letters with combining marks are composed (NFC), so that `Zoë` typed as `e` + U+0308 draws
/// and extracts as one letter. Devanagari is left as written (NFC would decompose its nukta
/// letters, which the fonts and the content hold composed).
pub fn clean(s: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::with_capacity(s.len());
    let mut other = String::new();
    for c in s.chars().filter(|c| !is_invisible(*c)) {
        let c = if c.is_control() { ' ' } else { c };
        if is_devanagari(c) {
            out.extend(other.nfc());
            other.clear();
            out.push(c);
        } else {
            other.push(c);
        }
    }
    out.extend(other.nfc());
    out
}

thread_local! {
    /// Whether the report being laid out on this thread writes the digits of its Devanagari
    /// text as Devanagari digits (`numerals: native`).
    static NATIVE_DIGITS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` (a report's layout) with the digits of every Devanagari span written ०–९ when
/// `native`: the request's `numerals`, which reaches the shaping without a parameter through
/// every layout call.
pub fn with_native_digits<T>(native: bool, f: impl FnOnce() -> T) -> T {
    let before = NATIVE_DIGITS.replace(native);
    let out = f();
    NATIVE_DIGITS.set(before);
    out
}

/// Shapes spans of text (each with its own weight/family, one size) as one sequence.
fn shape_spans(fonts: &Fonts, spans: &[(&str, Font)]) -> (String, Vec<Shaped>, f32) {
    let size = spans.first().map_or(10.0, |s| s.1.size);
    let mut text = String::new();
    let mut glyphs = Vec::new();
    let native = NATIVE_DIGITS.get();
    for (s, font) in spans {
        let mut s = clean(s);
        if native && s.chars().any(is_devanagari) {
            s = graha::calc::display::native_digits(&s);
        }
        let base = text.len();
        text.push_str(&s);
        for (range, face) in itemize(fonts, &s, *font) {
            shape_run(
                fonts,
                face,
                &s[range.clone()],
                base + range.start,
                size,
                &mut glyphs,
            );
        }
    }
    (text, glyphs, size)
}

/// Builds a line from shaped glyphs (trailing spaces dropped); its characters run from the
/// first glyph's cluster to `text_end` (where the next line's glyphs begin).
fn make_line(text: &str, glyphs: &[Shaped], size: f32, text_end: usize) -> Line {
    let from = glyphs.first().map_or(text_end, |g| g.cluster).min(text_end);
    let mut end = glyphs.len();
    while end > 0 && glyphs[end - 1].space {
        end -= 1;
    }
    let glyphs = &glyphs[..end];
    let mut x = 0.0;
    let mut out = Vec::with_capacity(glyphs.len());
    for g in glyphs {
        out.push(Glyph {
            face: g.face,
            gid: g.gid,
            x: x + g.dx,
            y: g.dy,
            uni: g.uni.clone(),
        });
        x += g.adv;
    }
    Line {
        complex: out.iter().any(|g| g.face.is_devanagari()),
        glyphs: out,
        width: x,
        size,
        text: text[from..text_end].trim().to_owned(),
    }
}

/// Shapes a single line.
pub fn shape(fonts: &Fonts, text: &str, font: Font) -> Line {
    let (t, g, size) = shape_spans(fonts, &[(text, font)]);
    make_line(&t, &g, size, t.len())
}

/// Shapes a single line no wider than `width`: text wider than that is cut after the most
/// characters that fit with a closing `…`.
pub fn fit(fonts: &Fonts, text: &str, font: Font, width: f32) -> Line {
    let line = shape(fonts, text, font);
    if line.width <= width {
        return line;
    }
    let text = clean(text);
    let starts: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    // The first `n` characters and the ellipsis (n = 0: the ellipsis alone).
    let short = |n: usize| {
        let end = starts.get(n).copied().unwrap_or(text.len());
        shape(fonts, &format!("{}…", text[..end].trim_end()), font)
    };
    let (mut lo, mut hi) = (0, starts.len().saturating_sub(1));
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if short(mid).width <= width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    short(lo)
}

/// Advance width of `text` in points.
pub fn measure(fonts: &Fonts, text: &str, font: Font) -> f32 {
    shape(fonts, text, font).width
}

/// Wraps spans into lines no wider than `width` (points), breaking at spaces; a word longer
/// than a line is broken between clusters. `\n` forces a break.
pub fn wrap(fonts: &Fonts, spans: &[(&str, Font)], width: f32) -> Vec<Line> {
    // Hard breaks split the spans into paragraphs first.
    let mut paragraphs: Vec<Vec<(&str, Font)>> = vec![Vec::new()];
    for &(s, f) in spans {
        for (k, piece) in s.split('\n').enumerate() {
            if k > 0 {
                paragraphs.push(Vec::new());
            }
            if let (false, Some(p)) = (piece.is_empty(), paragraphs.last_mut()) {
                p.push((piece, f));
            }
        }
    }
    let mut lines = Vec::new();
    for para in paragraphs {
        if para.is_empty() {
            lines.push(shape(
                fonts,
                "",
                spans.first().map_or(Font::sans(10.0), |s| s.1),
            ));
            continue;
        }
        let (text, glyphs, size) = shape_spans(fonts, &para);
        let mut start = 0;
        // Skip leading spaces of the paragraph.
        while start < glyphs.len() && glyphs[start].space {
            start += 1;
        }
        while start < glyphs.len() {
            let mut w = 0.0;
            let mut brk: Option<usize> = None;
            let mut end = glyphs.len();
            for (i, g) in glyphs.iter().enumerate().skip(start) {
                if g.space {
                    brk = Some(i);
                } else if w + g.adv > width && i > start {
                    end = match brk {
                        Some(b) => b,
                        None => {
                            // No space on this line: cut at the start of the current cluster.
                            let cl = g.cluster;
                            let mut k = i;
                            while k > start + 1 && glyphs[k - 1].cluster == cl {
                                k -= 1;
                            }
                            k
                        }
                    };
                    break;
                }
                w += g.adv;
            }
            let text_end = glyphs.get(end).map_or(text.len(), |g| g.cluster);
            lines.push(make_line(&text, &glyphs[start..end], size, text_end));
            start = end;
            while start < glyphs.len() && glyphs[start].space {
                start += 1;
            }
        }
    }
    lines
}
