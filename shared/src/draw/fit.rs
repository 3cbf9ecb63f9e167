//! Fitting short labels in rows inside a convex polygon (a house of a chart).

use super::{Point, estimate_width};

/// Labels placed by [`fit_rows`]: the font size chosen and each label's baseline centre.
pub(crate) struct Fitted {
    pub size: f64,
    pub centres: Vec<Point>,
}

/// The horizontal extent `[x0, x1]` of a convex polygon at height `y`.
fn span_at(poly: &[Point], y: f64) -> Option<(f64, f64)> {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        let (y0, y1) = (a.y.min(b.y), a.y.max(b.y));
        if y < y0 - 1e-9 || y > y1 + 1e-9 {
            continue;
        }
        let xs = if (b.y - a.y).abs() < 1e-12 {
            [a.x, b.x]
        } else {
            let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x);
            [x, x]
        };
        for x in xs {
            lo = lo.min(x);
            hi = hi.max(x);
        }
    }
    (lo <= hi).then_some((lo, hi))
}

/// The extent available over a whole band `[top, bottom]` (convex: the narrowest is at an end).
fn span_over(poly: &[Point], top: f64, bottom: f64) -> Option<(f64, f64)> {
    let (a0, a1) = span_at(poly, top)?;
    let (b0, b1) = span_at(poly, bottom)?;
    let (lo, hi) = (a0.max(b0), a1.min(b1));
    (lo < hi).then_some((lo, hi))
}

/// Keeps the part of a convex polygon on the side of the line through `origin` (normal `n`)
/// where `(p − origin)·n ≥ offset` (one Sutherland–Hodgman step).
pub(crate) fn clip(poly: &[Point], origin: Point, n: Point, offset: f64) -> Vec<Point> {
    let side = |p: Point| (p.x - origin.x) * n.x + (p.y - origin.y) * n.y - offset;
    let mut out = Vec::with_capacity(poly.len() + 1);
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        let (sa, sb) = (side(a), side(b));
        if sa >= 0.0 {
            out.push(a);
        }
        if (sa >= 0.0) != (sb >= 0.0) {
            let t = sa / (sa - sb);
            out.push(Point::new(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)));
        }
    }
    out
}

/// The centroid of a polygon's vertices.
pub(crate) fn centre(poly: &[Point]) -> Point {
    let n = poly.len().max(1) as f64;
    Point::new(
        poly.iter().map(|p| p.x).sum::<f64>() / n,
        poly.iter().map(|p| p.y).sum::<f64>() / n,
    )
}

/// Places `labels` (in order, left to right, top to bottom) in as few rows as possible inside
/// `poly`, at the largest of `sizes` (descending) that fits, keeping `pad` from the outline.
/// When nothing fits, the smallest size is used in one centred column.
pub(crate) fn fit_rows(poly: &[Point], labels: &[String], sizes: &[f64], pad: f64) -> Fitted {
    let smallest = sizes.last().copied().unwrap_or(8.0);
    if labels.is_empty() {
        return Fitted {
            size: smallest,
            centres: Vec::new(),
        };
    }
    let y_min = poly.iter().map(|p| p.y).fold(f64::INFINITY, f64::min);
    let y_max = poly.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max);
    let mid = centre(poly);
    for &size in sizes {
        let line = size * 1.22;
        let gap = size * 0.55;
        let widths: Vec<f64> = labels.iter().map(|l| estimate_width(l, size)).collect();
        for rows in 1..=labels.len() {
            let block = rows as f64 * line;
            if block > y_max - y_min - 2.0 * pad {
                break;
            }
            let mut tops: Vec<f64> = Vec::new();
            let mut t = y_min + pad;
            while t + block <= y_max - pad + 1e-9 {
                tops.push(t);
                t += 1.0;
            }
            tops.sort_by(|a, b| {
                let da = (a + block / 2.0 - mid.y).abs();
                let db = (b + block / 2.0 - mid.y).abs();
                da.total_cmp(&db)
            });
            for top in tops {
                if let Some(centres) = try_rows(poly, &widths, top, rows, line, gap, pad, size) {
                    return Fitted { size, centres };
                }
            }
        }
    }
    let line = smallest * 1.15;
    let start = mid.y - line * (labels.len() as f64 - 1.0) / 2.0 + smallest * 0.35;
    Fitted {
        size: smallest,
        centres: (0..labels.len())
            .map(|i| Point::new(mid.x, start + i as f64 * line))
            .collect(),
    }
}

/// Fills `rows` rows starting at `top` greedily; `None` when the labels do not all fit.
#[allow(clippy::too_many_arguments)]
fn try_rows(
    poly: &[Point],
    widths: &[f64],
    top: f64,
    rows: usize,
    line: f64,
    gap: f64,
    pad: f64,
    size: f64,
) -> Option<Vec<Point>> {
    let mut centres = Vec::with_capacity(widths.len());
    let mut next = 0;
    for r in 0..rows {
        if next == widths.len() {
            break;
        }
        let band_top = top + r as f64 * line;
        let (x0, x1) = span_over(poly, band_top, band_top + line)?;
        let (x0, x1) = (x0 + pad, x1 - pad);
        let avail = x1 - x0;
        let mut used = 0.0;
        let first = next;
        while next < widths.len() {
            let w = widths[next] + if next > first { gap } else { 0.0 };
            if used + w > avail {
                break;
            }
            used += w;
            next += 1;
        }
        if next == first {
            return None;
        }
        // Centre the row within the band's span; baseline a little below the band's middle.
        let baseline = band_top + line / 2.0 + size * 0.36;
        let mut x = (x0 + x1) / 2.0 - used / 2.0;
        for (k, w) in widths[first..next].iter().enumerate() {
            if k > 0 {
                x += gap;
            }
            centres.push(Point::new(x + w / 2.0, baseline));
            x += w;
        }
    }
    (next == widths.len()).then_some(centres)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_of_a_triangle() {
        let tri = [
            Point::new(0.0, 0.0),
            Point::new(200.0, 0.0),
            Point::new(100.0, 100.0),
        ];
        let (a, b) = span_at(&tri, 50.0).unwrap();
        assert!((a - 50.0).abs() < 1e-9 && (b - 150.0).abs() < 1e-9);
        let (a, b) = span_over(&tri, 0.0, 50.0).unwrap();
        assert!((a - 50.0).abs() < 1e-9 && (b - 150.0).abs() < 1e-9);
        assert!(span_at(&tri, 120.0).is_none());
    }

    #[test]
    fn labels_fit_inside_and_do_not_overlap() {
        let tri = [
            Point::new(0.0, 0.0),
            Point::new(200.0, 0.0),
            Point::new(100.0, 100.0),
        ];
        let labels: Vec<String> = ["Su 12°", "Me(R) 3°", "Ve 29°", "Ma 1°"]
            .map(String::from)
            .to_vec();
        let f = fit_rows(&tri, &labels, &[13.0, 12.0, 11.0, 10.0, 9.0], 3.0);
        for (i, c) in f.centres.iter().enumerate() {
            let w = estimate_width(&labels[i], f.size);
            let (x0, x1) = span_at(&tri, c.y).unwrap();
            assert!(c.x - w / 2.0 >= x0 && c.x + w / 2.0 <= x1, "{i} outside");
            for (j, d) in f.centres.iter().enumerate().skip(i + 1) {
                let wj = estimate_width(&labels[j], f.size);
                let apart = (c.y - d.y).abs() >= f.size || (c.x - d.x).abs() >= (w + wj) / 2.0;
                assert!(apart, "{i} and {j} overlap");
            }
        }
    }
}
