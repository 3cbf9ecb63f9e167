//! An account's branding on its reports (docs/decisions.md, "Branding"): its logo and name on
//! the cover with its contact line, and on every other page its name in the footer over a rule
//! of its accent colour. The product's own cover and footer otherwise.

use super::fonts::Fonts;
use super::layout::{CONTENT_W, MARGIN_BOTTOM, MARGIN_X, Mark, PAGE_H, Page, Raster, Rgb, colour};
use super::text::{self, Font};
use graha::store::branding::Branding;
use std::sync::Arc;

/// The logo's box on the cover, points: at most this wide and tall, its shape kept.
const LOGO_BOX: (f32, f32) = (150.0, 60.0);

/// Branding as a report draws it.
#[derive(Debug, Clone)]
pub struct Brand {
    pub name: String,
    /// Website, email and phone, those given.
    pub contact: Vec<String>,
    pub accent: Rgb,
    pub logo: Option<Arc<Raster>>,
}

impl Brand {
    /// The stored branding, its logo decoded and laid on white (a report's paper); a logo that
    /// no longer decodes is left out.
    pub fn of(b: &Branding) -> Brand {
        let logo = b.logo_png.as_deref().and_then(|png| {
            let (rgba, width, height) = graha::branding::decode_rgba(png).ok()?;
            let rgb = rgba
                .chunks_exact(4)
                .flat_map(|p| {
                    let a = u16::from(p[3]);
                    let over = |c: u8| ((u16::from(c) * a + 255 * (255 - a)) / 255) as u8;
                    [over(p[0]), over(p[1]), over(p[2])]
                })
                .collect();
            Some(Arc::new(Raster { rgb, width, height }))
        });
        let accent = b
            .accent_color
            .as_deref()
            .and_then(graha::branding::rgb)
            .map_or(colour::ACCENT, |(r, g, b)| Rgb(r, g, b));
        Brand {
            name: b.name.clone(),
            contact: [&b.website, &b.email, &b.phone]
                .into_iter()
                .flatten()
                .cloned()
                .collect(),
            accent,
            logo,
        }
    }

    /// The cover band's colour: the accent when white text stays legible on it.
    pub fn band(&self) -> Option<Rgb> {
        (luminance(self.accent) < 0.3).then_some(self.accent)
    }
}

/// Puts the brand on laid-out pages: the cover (page 1) gets the logo at its top right and the
/// name and contact at its foot; every other page an accent rule over the footer's.
pub fn mark(fonts: &Fonts, pages: &mut [Page], brand: &Brand) {
    let Some((cover, rest)) = pages.split_first_mut() else {
        return;
    };
    if let Some(logo) = &brand.logo {
        let (w, h) = fit(logo.width as f32, logo.height as f32);
        cover.marks.push(Mark::Image {
            x: MARGIN_X + CONTENT_W - w,
            y: 18.0,
            w,
            h,
            image: logo.clone(),
        });
    }
    let name = text::fit(fonts, &brand.name, Font::sans(11.0).bold(), CONTENT_W);
    let contact = text::fit(
        fonts,
        &brand.contact.join("  ·  "),
        Font::sans(9.0),
        CONTENT_W,
    );
    let foot = PAGE_H - MARGIN_BOTTOM + 18.0;
    cover.marks.push(Mark::Rule {
        from: (MARGIN_X, foot - 16.0),
        to: (MARGIN_X + CONTENT_W, foot - 16.0),
        color: brand.accent,
        width: 1.2,
        dots: false,
    });
    cover.marks.push(Mark::Text {
        x: MARGIN_X,
        y: foot,
        line: name,
        color: brand.accent,
    });
    cover.marks.push(Mark::Text {
        x: MARGIN_X,
        y: foot + 14.0,
        line: contact,
        color: colour::MUTED,
    });
    // Over the footer's own rule (`Doc::finish` draws it 12 points above the footer line).
    let y = PAGE_H - 48.0;
    for page in rest {
        page.marks.push(Mark::Rule {
            from: (MARGIN_X, y),
            to: (MARGIN_X + CONTENT_W, y),
            color: brand.accent,
            width: 0.9,
            dots: false,
        });
    }
}

/// A colour's relative luminance (WCAG 2), 0 black to 1 white.
fn luminance(c: Rgb) -> f32 {
    let lin = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// The logo's size in its box, its shape kept.
fn fit(w: f32, h: f32) -> (f32, f32) {
    let scale = (LOGO_BOX.0 / w).min(LOGO_BOX.1 / h);
    (w * scale, h * scale)
}
