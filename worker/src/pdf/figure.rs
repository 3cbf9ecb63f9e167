//! Chart pictures ([`graha::draw::Drawing`]) placed on report pages: the display list scaled
//! into a box, its text shaped with the report fonts and anchored by measured width.

use super::layout::{Align, CONTENT_W, Doc, MARGIN_X, Mark, Rgb, Slot, colour};
use super::text::{self, Font};
use graha::draw::{self, Anchor, Drawing, Item, Weight};

impl Doc {
    /// Draws a chart picture scaled into a `side` × `side` box at (`x`, `y`).
    pub fn drawing(&mut self, d: &Drawing, x: f32, y: f32, side: f32) {
        let k = side / d.width.max(d.height) as f32;
        let pt = |p: draw::Point| (x + p.x as f32 * k, y + p.y as f32 * k);
        for item in &d.items {
            match item {
                Item::Line { from, to, stroke } => self.push(Mark::Rule {
                    from: pt(*from),
                    to: pt(*to),
                    color: stroke.color.into(),
                    width: stroke.width as f32 * k,
                    dots: false,
                }),
                Item::Polygon {
                    points,
                    stroke,
                    fill,
                    ..
                } => {
                    if stroke.is_some() || fill.is_some() {
                        self.push(Mark::Poly {
                            points: points.iter().map(|p| pt(*p)).collect(),
                            fill: fill.map(Rgb::from),
                            stroke: stroke.map(|s| (s.color.into(), s.width as f32 * k)),
                        });
                    }
                }
                Item::Text {
                    at,
                    text: t,
                    size,
                    anchor,
                    weight,
                    color,
                    ..
                } => {
                    let mut font = Font::sans(*size as f32 * k);
                    if *weight == Weight::Bold {
                        font = font.bold();
                    }
                    let line = text::shape(self.fonts, t, font);
                    let (px, py) = pt(*at);
                    let px = match anchor {
                        Anchor::Start => px,
                        Anchor::Middle => px - line.width / 2.0,
                        Anchor::End => px - line.width,
                    };
                    self.put(px, py, line, (*color).into());
                }
            }
        }
    }

    /// Chart pictures side by side, each `side` points square, with a caption under each.
    pub fn figures(&mut self, figs: &[(&Drawing, String)], side: f32) {
        let cap = Font::sans(9.5).bold();
        let h = side + self.line_height(cap.size) + 12.0;
        self.ensure(h);
        let n = figs.len().max(1) as f32;
        let slot = CONTENT_W / n;
        for (i, (d, caption)) in figs.iter().enumerate() {
            let x = MARGIN_X + slot * i as f32 + (slot - side) / 2.0;
            self.drawing(d, x, self.y, side);
            let y = self.y + side + cap.size + 6.0;
            self.put_text(
                Slot::new(x, side, y, Align::Center),
                caption,
                cap,
                colour::MUTED,
            );
        }
        self.y += h;
    }
}
