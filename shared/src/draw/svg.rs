//! A [`Drawing`] as a standalone SVG document: `viewBox`, text as `<text>` (readable and
//! translatable), `data-*` attributes carrying what each item shows.

use super::{Anchor, Drawing, Item, Meta, Point, Weight};
use std::fmt::Write;

/// Escapes text for XML character data and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// Numbers with at most two decimals and no trailing zeros.
fn num(x: f64) -> String {
    let s = format!("{:.2}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

fn points(ps: &[Point]) -> String {
    ps.iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `role` becomes the `class`; every other key a `data-` attribute.
fn attrs(meta: &Meta) -> String {
    let mut out = String::new();
    for (k, v) in meta {
        if *k == "role" {
            let _ = write!(out, r#" class="{}""#, escape(v));
        } else {
            let _ = write!(out, r#" data-{}="{}""#, k, escape(v));
        }
    }
    out
}

/// Serialises a drawing. The font stack names Noto Sans and Noto Sans Devanagari, as the PDF
/// reports use, with the platform's sans-serif as fallback.
pub fn to_svg(d: &Drawing) -> String {
    write(d, false)
}

/// The SVG the PNG writer rasterises: the same document, with each run of Devanagari in a
/// `<tspan>` naming its font. A browser picks a face per character; resvg shapes a text with
/// one face and falls back glyph by glyph, which breaks conjuncts (one glyph for several
/// characters) in a label that also holds Latin (`लग्न 12°`): the runs keep each script with
/// its own face.
pub(crate) fn to_svg_for_raster(d: &Drawing) -> String {
    write(d, true)
}

/// `text` escaped, its Devanagari runs each in a `<tspan>` set in Noto Sans Devanagari.
pub(crate) fn runs(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let deva = is_devanagari(c);
        let end = rest
            .char_indices()
            .find(|(_, c)| is_devanagari(*c) != deva)
            .map_or(rest.len(), |(i, _)| i);
        let (run, tail) = rest.split_at(end);
        if deva {
            let _ = write!(
                out,
                r#"<tspan font-family="'Noto Sans Devanagari'">{}</tspan>"#,
                escape(run)
            );
        } else {
            out.push_str(&escape(run));
        }
        rest = tail;
    }
    out
}

fn write(d: &Drawing, raster: bool) -> String {
    let mut s = String::with_capacity(8 * 1024);
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" aria-label="{t}" font-family="'Noto Sans', 'Noto Sans Devanagari', sans-serif">"#,
        w = num(d.width),
        h = num(d.height),
        t = escape(&d.title),
    );
    let _ = write!(s, "<title>{}</title>", escape(&d.title));
    let _ = write!(
        s,
        r##"<rect x="0" y="0" width="{}" height="{}" fill="#ffffff"/>"##,
        num(d.width),
        num(d.height)
    );
    for item in &d.items {
        write_item(&mut s, item, raster);
    }
    s.push_str("</svg>");
    s
}

/// One item of a drawing as an SVG element; text as runs of one script each when the SVG is
/// for the rasteriser.
fn write_item(s: &mut String, item: &Item, raster: bool) {
    match item {
        Item::Line { from, to, stroke } => {
            let _ = write!(
                s,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"#,
                num(from.x),
                num(from.y),
                num(to.x),
                num(to.y),
                stroke.color.hex(),
                num(stroke.width)
            );
        }
        Item::Polygon {
            points: ps,
            stroke,
            fill,
            meta,
        } => {
            let fill = fill.map_or("none".to_owned(), |c| c.hex());
            let stroke = stroke.map_or(r#" stroke="none""#.to_owned(), |st| {
                format!(
                    r#" stroke="{}" stroke-width="{}" stroke-linejoin="round""#,
                    st.color.hex(),
                    num(st.width)
                )
            });
            let _ = write!(
                s,
                r#"<polygon points="{}" fill="{}"{}{}/>"#,
                points(ps),
                fill,
                stroke,
                attrs(meta)
            );
        }
        Item::Text {
            at,
            text,
            size,
            anchor,
            weight,
            color,
            meta,
        } => {
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            };
            let weight = match weight {
                Weight::Regular => "",
                Weight::Bold => r#" font-weight="bold""#,
            };
            let _ = write!(
                s,
                r#"<text x="{}" y="{}" font-size="{}" text-anchor="{}" fill="{}"{}{}>{}</text>"#,
                num(at.x),
                num(at.y),
                num(*size),
                anchor,
                color.hex(),
                weight,
                attrs(meta),
                if raster { runs(text) } else { escape(text) }
            );
        }
    }
}

/// Characters set in Noto Sans Devanagari: the Devanagari blocks and the joiners that shape
/// conjuncts.
pub(crate) fn is_devanagari(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' | '\u{1CD0}'..='\u{1CFF}' | '\u{200C}' | '\u{200D}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Color;

    #[test]
    fn text_is_escaped() {
        let d = Drawing {
            width: 10.0,
            height: 10.0,
            title: "a < b & \"c\"".to_owned(),
            items: vec![Item::Text {
                at: Point::new(1.0, 2.5),
                text: "<Su & Mo>".to_owned(),
                size: 3.0,
                anchor: Anchor::Middle,
                weight: Weight::Bold,
                color: Color::BLACK,
                meta: vec![("planet", "O'Neil".to_owned())],
            }],
        };
        let svg = to_svg(&d);
        assert!(svg.contains("&lt;Su &amp; Mo&gt;"));
        assert!(svg.contains(r#"data-planet="O&apos;Neil""#));
        assert!(svg.contains(r#"aria-label="a &lt; b &amp; &quot;c&quot;""#));
        assert!(svg.contains(r#"x="1" y="2.5""#));
    }

    #[test]
    fn devanagari_runs_get_their_font_for_rasterising() {
        assert_eq!(
            runs("लग्न 12° <R>"),
            r#"<tspan font-family="'Noto Sans Devanagari'">लग्न</tspan> 12° &lt;R&gt;"#
        );
        assert_eq!(runs("Asc 12°"), "Asc 12°");
    }
}
