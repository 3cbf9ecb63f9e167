//! The East Indian (Bengal, Odisha) chart: a square in a 3×3 grid whose corner cells are split
//! diagonally, signs fixed — Aries in the top middle, then counter-clockwise — the centre cell
//! left for the title. Twelve regions: the four middle cells of the sides (Aries, Cancer,
//! Libra, Capricorn) and the eight half-cells of the corners.

use super::chart::{INSET, LINE, MUTED, SIZE, house_outline, labels_in, p, place_labels, stroke};
use super::fit::{centre, clip};
use super::{Anchor, ChartFigure, ChartLabels, Drawing, Item, Point, Weight, estimate_width};
use crate::astro::Sign;

const T: f64 = 1.0 / 3.0;
const SIGN_SIZE: f64 = 10.0;
const TITLE_SIZES: [f64; 7] = [17.0, 15.0, 14.0, 13.0, 12.0, 11.0, 10.0];

/// One sign's region: its outline (fractions of the square) and the point on the outer border
/// its name is written from — a side's middle for a side cell, the right-angled corner for a
/// half-cell — with the inward normals of the border lines through that point.
struct Region {
    poly: Vec<(f64, f64)>,
    mark: (f64, f64),
    normals: &'static [(f64, f64)],
}

/// The region of `sign`: Aries in the top middle cell, then counter-clockwise, each corner cell
/// cut by the diagonal from the square's corner to the centre cell's corner into two halves,
/// the half beside a side cell coming next to it.
fn region(sign: Sign) -> Region {
    let (a, b) = (T, 2.0 * T);
    let r = |poly: &[(f64, f64)], mark, normals| Region {
        poly: poly.to_vec(),
        mark,
        normals,
    };
    const DOWN: (f64, f64) = (0.0, 1.0);
    const UP: (f64, f64) = (0.0, -1.0);
    const RIGHT: (f64, f64) = (1.0, 0.0);
    const LEFT: (f64, f64) = (-1.0, 0.0);
    match sign {
        Sign::Aries => r(&[(a, 0.0), (b, 0.0), (b, a), (a, a)], (0.5, 0.0), &[DOWN]),
        Sign::Taurus => r(&[(0.0, 0.0), (a, 0.0), (a, a)], (a, 0.0), &[DOWN, LEFT]),
        Sign::Gemini => r(&[(0.0, 0.0), (a, a), (0.0, a)], (0.0, a), &[RIGHT, UP]),
        Sign::Cancer => r(&[(0.0, a), (a, a), (a, b), (0.0, b)], (0.0, 0.5), &[RIGHT]),
        Sign::Leo => r(&[(0.0, b), (a, b), (0.0, 1.0)], (0.0, b), &[RIGHT, DOWN]),
        Sign::Virgo => r(&[(0.0, 1.0), (a, b), (a, 1.0)], (a, 1.0), &[UP, LEFT]),
        Sign::Libra => r(&[(a, b), (b, b), (b, 1.0), (a, 1.0)], (0.5, 1.0), &[UP]),
        Sign::Scorpio => r(&[(b, b), (1.0, 1.0), (b, 1.0)], (b, 1.0), &[UP, RIGHT]),
        Sign::Sagittarius => r(&[(b, b), (1.0, b), (1.0, 1.0)], (1.0, b), &[LEFT, DOWN]),
        Sign::Capricorn => r(&[(b, a), (1.0, a), (1.0, b), (b, b)], (1.0, 0.5), &[LEFT]),
        Sign::Aquarius => r(&[(1.0, 0.0), (1.0, a), (b, a)], (1.0, a), &[LEFT, UP]),
        Sign::Pisces => r(&[(b, 0.0), (1.0, 0.0), (b, a)], (b, 0.0), &[RIGHT, DOWN]),
    }
}

/// The region of a sign in the East Indian chart, in drawing units (for tests and callers that
/// place things in it).
pub fn east_region(sign: Sign) -> Vec<Point> {
    region(sign).poly.iter().map(|&(x, y)| p(x, y)).collect()
}

/// Where a text box of `w` × `h` goes when pushed from `mark` along `dir` until it keeps `gap`
/// from each border line through `mark` (inward unit normals `normals`): the box's centre,
/// and how far along `dir` the box reaches.
fn tuck(mark: Point, dir: Point, normals: &[(f64, f64)], w: f64, h: f64, gap: f64) -> (Point, f64) {
    let (hw, hh) = (w / 2.0, h / 2.0);
    let t = normals
        .iter()
        .map(|&(nx, ny)| (hw * nx.abs() + hh * ny.abs() + gap) / (dir.x * nx + dir.y * ny))
        .fold(0.0, f64::max);
    let at = Point::new(mark.x + dir.x * t, mark.y + dir.y * t);
    (at, t + hw * dir.x.abs() + hh * dir.y.abs())
}

/// One sign's region of the East Indian chart: its name by the outer border, tucked clear of
/// the border lines, and its grahas' labels in the rest of the region.
fn east_sign(items: &mut Vec<Item>, fig: &ChartFigure, labels: &ChartLabels, sign: Sign) {
    let r = region(sign);
    let poly = east_region(sign);
    let mark = p(r.mark.0, r.mark.1);
    let mid = centre(&poly);
    let (dx, dy) = (mid.x - mark.x, mid.y - mark.y);
    let len = dx.hypot(dy);
    let dir = Point::new(dx / len, dy / len);
    let name = labels.signs[sign.index()].clone();
    let w = estimate_width(&name, SIGN_SIZE);
    let (at, reach) = tuck(mark, dir, r.normals, w, SIGN_SIZE, 3.0);
    items.push(Item::Text {
        at: Point::new(at.x, at.y + SIGN_SIZE * 0.36),
        text: name,
        size: SIGN_SIZE,
        anchor: Anchor::Middle,
        weight: Weight::Regular,
        color: MUTED,
        meta: vec![
            ("role", "sign-name".to_owned()),
            ("sign", sign.name().to_owned()),
        ],
    });
    let region = clip(&poly, mark, dir, reach + 2.0);
    place_labels(items, &region, labels_in(fig, labels, sign));
}

/// The East Indian chart: signs fixed (Aries top middle, counter-clockwise), each region with
/// its sign's short name by the outer border, the ascendant's region tinted and its mark first
/// among the labels; the title in the centre cell.
pub fn east(fig: &ChartFigure, labels: &ChartLabels) -> Drawing {
    let mut items = Vec::new();
    for &sign in Sign::ALL {
        let poly = east_region(sign);
        house_outline(
            &mut items,
            &poly,
            fig.house_of(sign),
            sign,
            sign == fig.ascendant,
        );
    }
    let s = stroke();
    items.push(Item::Polygon {
        points: vec![p(0.0, 0.0), p(1.0, 0.0), p(1.0, 1.0), p(0.0, 1.0)],
        stroke: Some(s),
        fill: None,
        meta: Vec::new(),
    });
    let (a, b) = (T, 2.0 * T);
    for (from, to) in [
        // The grid.
        ((a, 0.0), (a, 1.0)),
        ((b, 0.0), (b, 1.0)),
        ((0.0, a), (1.0, a)),
        ((0.0, b), (1.0, b)),
        // The corner cells' diagonals, from the square's corners to the centre cell's.
        ((0.0, 0.0), (a, a)),
        ((1.0, 0.0), (b, a)),
        ((0.0, 1.0), (a, b)),
        ((1.0, 1.0), (b, b)),
    ] {
        items.push(Item::Line {
            from: p(from.0, from.1),
            to: p(to.0, to.1),
            stroke: s,
        });
    }
    for &sign in Sign::ALL {
        east_sign(&mut items, fig, labels, sign);
    }
    // The title, as large as the centre cell lets it be.
    let cell = (SIZE - 2.0 * INSET) * T;
    let size = TITLE_SIZES
        .iter()
        .copied()
        .find(|&sz| estimate_width(&labels.title, sz) <= cell - 12.0)
        .unwrap_or(TITLE_SIZES[TITLE_SIZES.len() - 1]);
    let mid = p(0.5, 0.5);
    items.push(Item::Text {
        at: Point::new(mid.x, mid.y + size * 0.36),
        text: labels.title.clone(),
        size,
        anchor: Anchor::Middle,
        weight: Weight::Bold,
        color: LINE,
        meta: vec![("role", "title".to_owned())],
    });
    Drawing {
        width: SIZE,
        height: SIZE,
        title: labels.title.clone(),
        items,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_tile_the_square_but_the_centre() {
        // Twelve regions of 1/9 (side cells) or 1/18 (half-cells): 4/9 + 8/18 = 8/9, the
        // centre cell left.
        let area = |poly: &[Point]| {
            let n = poly.len();
            (0..n)
                .map(|i| {
                    let (a, b) = (poly[i], poly[(i + 1) % n]);
                    a.x * b.y - b.x * a.y
                })
                .sum::<f64>()
                .abs()
                / 2.0
        };
        let side = SIZE - 2.0 * INSET;
        let total: f64 = Sign::ALL.iter().map(|&s| area(&east_region(s))).sum();
        assert!((total - side * side * 8.0 / 9.0).abs() < 1e-6, "{total}");
    }

    #[test]
    fn a_box_tucked_into_a_corner_keeps_off_both_borders() {
        let d = std::f64::consts::FRAC_1_SQRT_2;
        let (at, reach) = tuck(
            Point::new(100.0, 0.0),
            Point::new(-d, d),
            &[(0.0, 1.0), (-1.0, 0.0)],
            20.0,
            10.0,
            3.0,
        );
        assert!(
            at.y - 5.0 >= 3.0 - 1e-9 && at.x + 10.0 <= 97.0 + 1e-9,
            "{at:?}"
        );
        assert!(reach > 0.0);
    }
}
