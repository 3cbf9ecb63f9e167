//! Laid-out pages to PDF bytes with printpdf's op list. Fonts are subset here (allsorts, the
//! subsetter printpdf itself is built on) to the glyphs the pages use, renumbered, and embedded
//! as CID fonts whose ToUnicode map gives each glyph its characters. Lines with Devanagari also
//! carry `/ActualText`, so extraction yields the logical text even where shaping reordered or
//! fused glyphs (pre-base vowel signs, conjuncts).

use super::fonts::{FaceId, Fonts};
use super::layout::{Mark, PAGE_H, PAGE_W, Page, Rgb};
use super::text::Line;
use anyhow::{Context, anyhow};
use printpdf::{
    Codepoint, Color, DictItem, LineCapStyle, LineDashPattern, LinePoint, Mm, Op, PaintMode,
    ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing,
    Pt, TextItem, TextMatrix, WindingOrder,
};
use std::collections::{BTreeMap, BTreeSet};

/// Document-level facts.
pub struct Meta<'a> {
    pub title: &'a str,
    pub author: &'a str,
    pub subject: &'a str,
    /// Outline entries: (title, 1-based page).
    pub outline: &'a [(String, usize)],
    /// When the report was made (the request's "now").
    pub created: chrono::DateTime<chrono::Utc>,
}

/// A face as embedded: printpdf's id and the original → subset glyph id map.
struct Embedded {
    id: printpdf::FontId,
    gids: BTreeMap<u16, u16>,
}

/// The text each used glyph stands for: the first non-empty one met wins.
fn glyph_usage(pages: &[Page]) -> BTreeMap<FaceId, BTreeMap<u16, String>> {
    let mut used: BTreeMap<FaceId, BTreeMap<u16, String>> = BTreeMap::new();
    for page in pages {
        for m in &page.marks {
            if let Mark::Text { line, .. } = m {
                for g in &line.glyphs {
                    let e = used.entry(g.face).or_default().entry(g.gid).or_default();
                    if e.is_empty() {
                        e.push_str(&g.uni);
                    }
                }
            }
        }
    }
    used
}

/// A six-letter subset tag derived from the glyph set (ISO 32000-1 §9.6.4).
fn subset_tag(face: FaceId, gids: &BTreeSet<u16>) -> String {
    let mut h: u32 = 2_166_136_261 ^ face as u32;
    for g in gids {
        h = (h ^ u32::from(*g)).wrapping_mul(16_777_619);
    }
    (0..6)
        .map(|i| char::from(b'A' + ((h >> (i * 5)) % 26) as u8))
        .collect()
}

/// Subsets one face to `gids` (plus .notdef); returns the font program and the gid map.
fn subset(
    face: &super::fonts::Face,
    gids: &BTreeSet<u16>,
) -> anyhow::Result<(Vec<u8>, BTreeMap<u16, u16>)> {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{CmapTarget, SubsetProfile};
    let ids: Vec<u16> = std::iter::once(0)
        .chain(gids.iter().copied().filter(|g| *g != 0))
        .collect();
    let file = ReadScope::new(face.data)
        .read::<FontData<'_>>()
        .map_err(|e| anyhow!("{}: {e}", face.name))?;
    let provider = file
        .table_provider(0)
        .map_err(|e| anyhow!("{}: {e}", face.name))?;
    let bytes = allsorts::subset::subset(
        &provider,
        &ids,
        &SubsetProfile::Pdf,
        CmapTarget::Unrestricted,
    )
    .map_err(|e| anyhow!("subsetting {}: {e}", face.name))?;
    // allsorts numbers the requested glyphs by their position in `ids`.
    let map = ids
        .iter()
        .enumerate()
        .map(|(i, g)| (*g, i as u16))
        .collect();
    Ok((bytes, map))
}

fn color(c: Rgb) -> Color {
    Color::Rgb(printpdf::Rgb {
        r: c.0,
        g: c.1,
        b: c.2,
        icc_profile: None,
    })
}

fn pt(x: f32, y: f32) -> Point {
    Point {
        x: Pt(x),
        y: Pt(PAGE_H - y),
    }
}

/// UTF-16BE with a byte-order mark: a PDF text string.
fn pdf_text_string(s: &str) -> DictItem {
    let mut data = vec![0xFE, 0xFF];
    for u in s.encode_utf16() {
        data.extend_from_slice(&u.to_be_bytes());
    }
    DictItem::String {
        data,
        literal: false,
    }
}

/// The pictures the pages draw, each embedded once: its pixels' address → printpdf's id.
fn embed_images(doc: &mut PdfDocument, pages: &[Page]) -> BTreeMap<usize, printpdf::XObjectId> {
    let mut ids = BTreeMap::new();
    for m in pages.iter().flat_map(|p| &p.marks) {
        if let Mark::Image { image, .. } = m {
            let key = std::sync::Arc::as_ptr(image) as usize;
            ids.entry(key).or_insert_with(|| {
                doc.add_image(&printpdf::RawImage {
                    pixels: printpdf::RawImageData::U8(image.rgb.clone()),
                    width: image.width as usize,
                    height: image.height as usize,
                    data_format: printpdf::RawImageFormat::RGB8,
                    tag: Vec::new(),
                })
            });
        }
    }
    ids
}

/// A picture drawn in its box: one pixel a point at 72 dpi, scaled to the box.
fn image_op(ids: &BTreeMap<usize, printpdf::XObjectId>, m: &Mark) -> Option<Op> {
    let Mark::Image { x, y, w, h, image } = m else {
        return None;
    };
    let id = ids.get(&(std::sync::Arc::as_ptr(image) as usize))?;
    Some(Op::UseXobject {
        id: id.clone(),
        transform: printpdf::XObjectTransform {
            translate_x: Some(Pt(*x)),
            translate_y: Some(Pt(PAGE_H - y - h)),
            scale_x: Some(w / image.width as f32),
            scale_y: Some(h / image.height as f32),
            dpi: Some(72.0),
            ..Default::default()
        },
    })
}

/// The drawing operations of one page, its text set in the embedded `fonts`.
fn page_ops(
    page: &Page,
    fonts: &BTreeMap<FaceId, Embedded>,
    images: &BTreeMap<usize, printpdf::XObjectId>,
    resolve: impl Fn(FaceId) -> FaceId,
) -> Vec<Op> {
    let mut ops = Vec::with_capacity(page.marks.len() * 8);
    for m in &page.marks {
        match m {
            Mark::Image { .. } => ops.extend(image_op(images, m)),
            Mark::Poly {
                points,
                fill,
                stroke,
            } => poly_ops(&mut ops, points, *fill, *stroke),
            Mark::Rule {
                from,
                to,
                color: c,
                width,
                dots,
            } => rule_ops(&mut ops, (*from, *to), *c, *width, *dots),
            Mark::Text {
                x,
                y,
                line,
                color: c,
            } => {
                ops.push(Op::StartTextSection);
                if line.complex {
                    let mut props = BTreeMap::new();
                    props.insert("ActualText".to_owned(), pdf_text_string(&line.text));
                    ops.push(Op::BeginMarkedContentWithProperties {
                        tag: "Span".to_owned(),
                        properties: DictItem::Dict { map: props },
                    });
                }
                ops.push(Op::SetFillColor { col: color(*c) });
                glyph_ops(&mut ops, (*x, *y), line, fonts, &resolve);
                if line.complex {
                    ops.push(Op::EndMarkedContent);
                }
                ops.push(Op::EndTextSection);
            }
        }
    }
    ops
}

/// A polygon, filled and/or stroked; nothing when it is neither.
fn poly_ops(
    ops: &mut Vec<Op>,
    points: &[(f32, f32)],
    fill: Option<Rgb>,
    stroke: Option<(Rgb, f32)>,
) {
    let mode = match (fill, stroke) {
        (Some(_), Some(_)) => PaintMode::FillStroke,
        (Some(_), None) => PaintMode::Fill,
        (None, Some(_)) => PaintMode::Stroke,
        (None, None) => return,
    };
    ops.push(Op::SaveGraphicsState);
    if let Some(f) = fill {
        ops.push(Op::SetFillColor { col: color(f) });
    }
    if let Some((c, w)) = stroke {
        ops.push(Op::SetOutlineColor { col: color(c) });
        ops.push(Op::SetOutlineThickness { pt: Pt(w) });
        ops.push(Op::SetLineJoinStyle {
            join: printpdf::LineJoinStyle::Round,
        });
    }
    ops.push(Op::DrawPolygon {
        polygon: Polygon {
            rings: vec![PolygonRing {
                points: points
                    .iter()
                    .map(|&(x, y)| LinePoint {
                        p: pt(x, y),
                        bezier: false,
                    })
                    .collect(),
            }],
            mode,
            winding_order: WindingOrder::NonZero,
        },
    });
    ops.push(Op::RestoreGraphicsState);
}

/// A straight line from `from` to `to`, dotted when `dots`.
fn rule_ops(
    ops: &mut Vec<Op>,
    (from, to): ((f32, f32), (f32, f32)),
    c: Rgb,
    width: f32,
    dots: bool,
) {
    ops.push(Op::SaveGraphicsState);
    ops.push(Op::SetOutlineColor { col: color(c) });
    ops.push(Op::SetOutlineThickness { pt: Pt(width) });
    if dots {
        ops.push(Op::SetLineCapStyle {
            cap: LineCapStyle::Round,
        });
        ops.push(Op::SetLineDashPattern {
            dash: LineDashPattern::new(0.0, &[0.0, width * 3.0]),
        });
    } else {
        ops.push(Op::SetLineCapStyle {
            cap: LineCapStyle::Round,
        });
    }
    ops.push(Op::DrawLine {
        line: printpdf::Line {
            points: vec![
                LinePoint {
                    p: pt(from.0, from.1),
                    bezier: false,
                },
                LinePoint {
                    p: pt(to.0, to.1),
                    bezier: false,
                },
            ],
            is_closed: false,
        },
    });
    ops.push(Op::RestoreGraphicsState);
}

/// A line's glyphs at (`x`, `y`), each in its embedded face (those of a face not embedded are
/// left out).
fn glyph_ops(
    ops: &mut Vec<Op>,
    (x, y): (f32, f32),
    line: &Line,
    fonts: &BTreeMap<FaceId, Embedded>,
    resolve: &impl Fn(FaceId) -> FaceId,
) {
    let mut current: Option<FaceId> = None;
    for g in &line.glyphs {
        let face = resolve(g.face);
        let Some(emb) = fonts.get(&face) else {
            continue;
        };
        if current != Some(face) {
            ops.push(Op::SetFont {
                font: PdfFontHandle::External(emb.id.clone()),
                size: Pt(line.size),
            });
            current = Some(face);
        }
        ops.push(Op::SetTextMatrix {
            matrix: TextMatrix::Translate(Pt(x + g.x), Pt(PAGE_H - y + g.y)),
        });
        ops.push(Op::ShowText {
            items: vec![TextItem::GlyphIds(vec![Codepoint {
                gid: emb.gids.get(&g.gid).copied().unwrap_or(0),
                offset: 0.0,
                cid: Some(g.uni.to_string()),
            }])],
        });
    }
}

/// Writes the pages as a PDF.
pub fn write(fonts: &Fonts, pages: &[Page], meta: &Meta) -> anyhow::Result<Vec<u8>> {
    let mut doc = PdfDocument::new(meta.title);
    doc.metadata.info.author = meta.author.to_owned();
    doc.metadata.info.subject = meta.subject.to_owned();
    doc.metadata.info.creator = "Graha".to_owned();
    doc.metadata.info.producer = "Graha (printpdf)".to_owned();
    if let Ok(t) = printpdf::OffsetDateTime::from_unix_timestamp(meta.created.timestamp()) {
        doc.metadata.info.creation_date = t;
        doc.metadata.info.modification_date = t;
        doc.metadata.info.metadata_date = t;
    }

    // Glyph usage keyed by the face actually loaded (fallback faces share one program).
    let mut usage: BTreeMap<FaceId, BTreeMap<u16, String>> = BTreeMap::new();
    for (face, glyphs) in glyph_usage(pages) {
        let e = usage.entry(fonts.resolve(face)).or_default();
        for (g, u) in glyphs {
            let slot = e.entry(g).or_default();
            if slot.is_empty() {
                *slot = u;
            }
        }
    }
    let mut embedded = BTreeMap::new();
    for (face_id, glyphs) in &usage {
        let face = fonts.face(*face_id);
        let set: BTreeSet<u16> = glyphs.keys().copied().collect();
        let (program, gids) = subset(face, &set)?;
        let mut warnings = Vec::new();
        let mut parsed = ParsedFont::from_bytes(&program, 0, &mut warnings)
            .with_context(|| format!("reading the subset of {}", face.name))?;
        parsed.font_name = Some(format!("{}+{}", subset_tag(*face_id, &set), face.name));
        let id = doc.add_font(&parsed);
        embedded.insert(*face_id, Embedded { id, gids });
    }

    let images = embed_images(&mut doc, pages);
    let pdf_pages: Vec<PdfPage> = pages
        .iter()
        .map(|p| {
            PdfPage::new(
                Mm::from(Pt(PAGE_W)),
                Mm::from(Pt(PAGE_H)),
                page_ops(p, &embedded, &images, |f| fonts.resolve(f)),
            )
        })
        .collect();
    doc.with_pages(pdf_pages);
    for (title, page) in meta.outline {
        doc.add_bookmark(title, *page);
    }
    let opts = PdfSaveOptions {
        optimize: true,
        subset_fonts: false,
        secure: true,
        image_optimization: None,
    };
    let mut warnings = Vec::new();
    let bytes = doc.save(&opts, &mut warnings);
    if bytes.is_empty() {
        anyhow::bail!("printpdf produced no output: {warnings:?}");
    }
    Ok(bytes)
}
