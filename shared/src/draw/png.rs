//! A [`Drawing`] as a PNG: its SVG rasterised in-process (resvg), the text shaped with the
//! service's own font files — the PDF reports' Noto Sans and Noto Sans Devanagari, found in
//! `GRAHA_FONTS_DIR` or the system's Noto folder ([`font_dirs`]) and loaded once per process.
//! No other font on the machine is ever consulted, so a chart comes out the same wherever the
//! worker runs; without those files a picture fails (500) rather than falling back to whatever
//! the machine has.

use super::Drawing;
use resvg::{tiny_skia, usvg};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use usvg::fontdb::{self, Database, ID};

/// Pixels per drawing unit: a 400-unit chart becomes 800 × 800 pixels, sharp on high-density
/// screens and still small (tens of kilobytes).
pub const SCALE: f32 = 2.0;

/// Where the fonts are looked for: `GRAHA_FONTS_DIR` when set, else the usual Noto folders of
/// Debian (`fonts-noto-core`, which `scripts/lib.sh` and the Dockerfile install), Fedora and
/// Arch. The PDF reports look in the same places.
pub fn font_dirs() -> Vec<PathBuf> {
    if let Some(d) = std::env::var_os("GRAHA_FONTS_DIR").filter(|d| !d.is_empty()) {
        return vec![PathBuf::from(d)];
    }
    [
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/noto",
        "/usr/share/fonts/google-noto",
        "/usr/share/fonts/google-noto-vf",
    ]
    .into_iter()
    .map(PathBuf::from)
    .collect()
}

/// The SVG's first font family, and the one `sans-serif` means here.
const LATIN: &str = "Noto Sans";

/// The faces a picture uses: (file, required). A missing bold is drawn with the regular face.
const FILES: [(&str, bool); 4] = [
    ("NotoSans-Regular.ttf", true),
    ("NotoSans-Bold.ttf", false),
    ("NotoSansDevanagari-Regular.ttf", true),
    ("NotoSansDevanagari-Bold.ttf", false),
];

/// The loaded faces: a database holding only them, and which is which for font fallback.
struct Fonts {
    db: Arc<Database>,
    latin: Vec<ID>,
    devanagari: Vec<ID>,
}

impl Fonts {
    fn load(dirs: &[PathBuf]) -> Result<Fonts, String> {
        let mut db = Database::new();
        let (mut latin, mut devanagari) = (Vec::new(), Vec::new());
        for (file, required) in FILES {
            let Some(path) = dirs.iter().map(|d| d.join(file)).find(|p| p.is_file()) else {
                if required {
                    return Err(format!(
                        "font {file} not found in {} (install fonts-noto-core or set GRAHA_FONTS_DIR)",
                        dirs.iter()
                            .map(|d| d.display().to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                continue;
            };
            let bytes =
                std::fs::read(&path).map_err(|e| format!("reading {}: {e}", path.display()))?;
            let ids = db.load_font_source(fontdb::Source::Binary(Arc::new(bytes)));
            if ids.is_empty() {
                return Err(format!("{} is not a font", path.display()));
            }
            if file.starts_with("NotoSansDevanagari") {
                devanagari.extend(ids);
            } else {
                latin.extend(ids);
            }
        }
        // `sans-serif` (the SVG's last resort) is ours too.
        db.set_sans_serif_family(LATIN);
        Ok(Fonts {
            db: Arc::new(db),
            latin,
            devanagari,
        })
    }

    /// The loaded fonts, on first use; the error (missing files) is kept and repeated.
    fn get() -> Result<&'static Fonts, String> {
        static FONTS: OnceLock<Result<Fonts, String>> = OnceLock::new();
        FONTS
            .get_or_init(|| Fonts::load(&font_dirs()))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Parsing options: our database, and a fallback that picks our face of the character's
    /// script nearest in weight to the face that lacked it (usvg's own would take the first
    /// face with the glyph, whatever its weight, and log each time).
    fn options(&'static self) -> usvg::Options<'static> {
        let mut opt = usvg::Options {
            font_family: LATIN.to_owned(),
            fontdb: self.db.clone(),
            ..usvg::Options::default()
        };
        opt.font_resolver.select_fallback = Box::new(move |c, used, db| {
            let weight = used
                .first()
                .and_then(|id| db.face(*id))
                .map_or(400, |f| f.weight.0);
            let pool = if super::svg::is_devanagari(c) {
                &self.devanagari
            } else {
                &self.latin
            };
            pool.iter()
                .filter(|id| !used.contains(id))
                .filter_map(|id| db.face(*id))
                .min_by_key(|f| f.weight.0.abs_diff(weight))
                .map(|f| f.id)
        });
        opt
    }
}

/// Whether the fonts a picture needs are there (the worker says so at start).
pub fn fonts_ready() -> Result<(), String> {
    Fonts::get().map(|_| ())
}

/// The drawing as a PNG, [`SCALE`] pixels per unit, opaque (the SVG's white background).
pub fn to_png(d: &Drawing) -> Result<Vec<u8>, String> {
    let fonts = Fonts::get()?;
    let svg = super::svg::to_svg_for_raster(d);
    let tree = usvg::Tree::from_str(&svg, &fonts.options()).map_err(|e| e.to_string())?;
    let (w, h) = (
        (d.width as f32 * SCALE).ceil() as u32,
        (d.height as f32 * SCALE).ceil() as u32,
    );
    let mut pixmap =
        tiny_skia::Pixmap::new(w, h).ok_or_else(|| format!("cannot draw {w}×{h} pixels"))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(SCALE, SCALE),
        &mut pixmap.as_mut(),
    );
    encode_opaque(&pixmap)
}

/// An uploaded SVG (a logo) rasterised to fit `max_w` × `max_h` pixels, keeping its shape:
/// RGBA pixels, width and height. Parsed with our fonts only and no resource outside the
/// document: an image it links to by file name or URL is left out (only `data:` images are
/// drawn), so an upload cannot make the server read a file or fetch an address.
pub fn svg_to_rgba(svg: &[u8], max_w: u32, max_h: u32) -> Result<(Vec<u8>, u32, u32), String> {
    let fonts = Fonts::get()?;
    let mut opt = fonts.options();
    opt.resources_dir = None;
    opt.image_href_resolver = usvg::ImageHrefResolver {
        resolve_data: usvg::ImageHrefResolver::default_data_resolver(),
        resolve_string: Box::new(|_, _| None),
    };
    let tree = usvg::Tree::from_data(svg, &opt).map_err(|e| format!("not a readable SVG ({e})"))?;
    let size = tree.size();
    let (w, h) = (size.width(), size.height());
    if !(w > 0.0 && h > 0.0) {
        return Err("the SVG has no size".into());
    }
    let scale = (max_w as f32 / w).min(max_h as f32 / h);
    let (pw, ph) = (
        ((w * scale).round() as u32).max(1),
        ((h * scale).round() as u32).max(1),
    );
    let mut pixmap =
        tiny_skia::Pixmap::new(pw, ph).ok_or_else(|| format!("cannot draw {pw}×{ph} pixels"))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    // tiny-skia's pixels are premultiplied; a PNG's are not.
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok((rgba, pw, ph))
}

/// An opaque picture (the drawing's white background under everything) as an RGB PNG,
/// compressed fast (docs/decisions.md, "Chart pictures"); one with any transparency as
/// tiny-skia writes it.
fn encode_opaque(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    let data = pixmap.data();
    if data.chunks_exact(4).any(|p| p[3] != 255) {
        return pixmap.encode_png().map_err(|e| e.to_string());
    }
    let rgb: Vec<u8> = data
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(&rgb).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The glyphs usvg sets `text` in (a bold one with `bold`), from the text's layout.
    fn glyphs(text: &str, bold: bool) -> Vec<(u32, String)> {
        let fonts = Fonts::get().expect("the Noto fonts (scripts/lib.sh installs them)");
        let weight = if bold { r#" font-weight="bold""# } else { "" };
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20" font-family="'Noto Sans', 'Noto Sans Devanagari', sans-serif"><text x="0" y="15" font-size="12"{weight}>{}</text></svg>"#,
            super::super::svg::runs(text)
        );
        let tree = usvg::Tree::from_str(&svg, &fonts.options()).unwrap();
        let mut out = Vec::new();
        fn walk(g: &usvg::Group, db: &Database, out: &mut Vec<(u32, String)>) {
            for n in g.children() {
                match n {
                    usvg::Node::Group(g) => walk(g, db, out),
                    usvg::Node::Text(t) => {
                        for span in t.layouted() {
                            for g in &span.positioned_glyphs {
                                let face = db.face(g.font).map(|f| f.post_script_name.clone());
                                out.push((g.id.0, face.unwrap_or_default()));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        walk(tree.root(), &fonts.db, &mut out);
        out
    }

    #[test]
    fn a_drawing_becomes_a_png_of_twice_its_size() {
        use crate::draw::{Anchor, Color, Item, Point, Weight};
        let text = |y: f64, t: &str, weight| Item::Text {
            at: Point::new(100.0, y),
            text: t.to_owned(),
            size: 14.0,
            anchor: Anchor::Middle,
            weight,
            color: Color::BLACK,
            meta: Vec::new(),
        };
        let d = Drawing {
            width: 200.0,
            height: 80.0,
            title: "क्ष".to_owned(),
            items: vec![
                text(25.0, "क्षत्रिय लग्न 27° मिथुन", Weight::Regular),
                text(55.0, "वृश्चिक (D1) शु(व) कुंभ", Weight::Bold),
            ],
        };
        let png = to_png(&d).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        // IHDR: width and height, big-endian, after the signature and the chunk's head.
        assert_eq!(&png[16..24], &[0, 0, 1, 144, 0, 0, 0, 160]);
        // For a look: GRAHA_PNG_OUT=/tmp cargo test -p graha --lib draw::png
        if let Some(dir) = std::env::var_os("GRAHA_PNG_OUT") {
            std::fs::write(std::path::Path::new(&dir).join("devanagari.png"), &png).unwrap();
        }
    }

    #[test]
    fn devanagari_is_shaped_with_its_own_face() {
        // क्ष (ka, virama, ssa) is one conjunct glyph when shaped; three when not. No glyph
        // may be .notdef (0, the box).
        let g = glyphs("क्ष", false);
        assert_eq!(g.len(), 1, "{g:?}");
        assert!(g.iter().all(|(id, f)| *id != 0 && f.contains("Devanagari")));
        // A label mixing scripts: the conjunct ग्न of लग्न, then a degree in Noto Sans.
        let g = glyphs("लग्न 12°", true);
        assert!(g.iter().all(|(id, _)| *id != 0), "{g:?}");
        assert!(g.len() < "लग्न 12°".chars().count(), "{g:?}");
        assert!(g[0].1.contains("Devanagari-Bold"), "{g:?}");
        assert!(g.last().unwrap().1.starts_with("NotoSans-Bold"), "{g:?}");
        // The matra ि is drawn before its consonant (reordered), not after it.
        let g = glyphs("मिथुन", false);
        assert!(g.iter().all(|(id, _)| *id != 0), "{g:?}");
    }
}
