//! Tables: columns sized to their words, rows wrapped, the header repeated on each page, no row
//! or two left alone at a table's end.

use super::*;

/// A row's background: highlighted, else every other row tinted.
fn row_fill(row: &Row, k: usize) -> Option<Rgb> {
    if row.highlight {
        Some(colour::HIGHLIGHT)
    } else if k % 2 == 1 {
        Some(colour::ZEBRA)
    } else {
        None
    }
}

impl Doc {
    /// A table across the content width; the header repeats on each page it spans.
    pub fn table(&mut self, columns: &[Column], rows: &[Row], size: f32) {
        let pad_x = 4.0;
        let widths = self.column_widths(columns, rows, size, pad_x);
        let pad_y = size * 0.35;
        let header = Row {
            cells: columns.iter().map(|c| c.title.clone()).collect(),
            strong: true,
            highlight: false,
        };
        let has_header = columns.iter().any(|c| !c.title.is_empty());
        let layout = |doc: &Doc, row: &Row| -> (Vec<Vec<Line>>, f32) {
            let font = if row.strong {
                Font::sans(size).bold()
            } else {
                Font::sans(size)
            };
            let cells: Vec<Vec<Line>> = row
                .cells
                .iter()
                .zip(&widths)
                .map(|(t, w)| text::wrap(doc.fonts, &[(t, font)], w - 2.0 * pad_x))
                .collect();
            let n = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
            (cells, n as f32 * doc.line_height(size) + 2.0 * pad_y)
        };
        let draw_row = |doc: &mut Doc, cells: Vec<Vec<Line>>, h: f32, fill: Option<Rgb>| {
            let top = doc.y;
            if let Some(fill) = fill {
                doc.rect(MARGIN_X, top, CONTENT_W, h, Some(fill), None);
            }
            let mut x = MARGIN_X;
            for (i, lines) in cells.into_iter().enumerate() {
                let w = widths[i];
                let mut y = top + pad_y + size * 0.95;
                for line in lines {
                    let lx = match columns[i].align {
                        Align::Left => x + pad_x,
                        Align::Center => x + (w - line.width) / 2.0,
                        Align::Right => x + w - pad_x - line.width,
                    };
                    doc.put(lx, y, line, colour::INK);
                    y += doc.line_height(size);
                }
                x += w;
            }
            doc.y += h;
            doc.rule(MARGIN_X, MARGIN_X + CONTENT_W, doc.y, colour::RULE, 0.5);
        };
        let (hcells, hh) = layout(self, &header);
        let laid: Vec<(Vec<Vec<Line>>, f32)> = rows.iter().map(|r| layout(self, r)).collect();
        let heights: Vec<f32> = laid.iter().map(|(_, h)| *h).collect();
        // A table starts where at least its first few rows fit (a short one, where it all
        // fits), and never ends with a row or two alone on a page: the last few rows that would
        // be carried over go over together.
        let n = rows.len();
        let lead = if n < 2 * WIDOW_ROWS { n } else { WIDOW_ROWS };
        self.ensure(hh + heights[..lead].iter().sum::<f32>());
        if has_header {
            draw_row(self, hcells.clone(), hh, Some(colour::HEAD_FILL));
        }
        for (k, (row, (cells, h))) in rows.iter().zip(laid).enumerate() {
            let widow =
                k > 0 && n - k == WIDOW_ROWS && heights[k..].iter().sum::<f32>() > self.room();
            // (A hair of slack: the start was judged on the sum of the same heights.)
            if self.room() + 0.01 < h || widow {
                self.new_page();
                if has_header {
                    draw_row(self, hcells.clone(), hh, Some(colour::HEAD_FILL));
                }
            }
            draw_row(self, cells, h, row_fill(row, k));
        }
        self.gap(size);
    }

    /// The columns' widths: by their weights, but each at least as wide as its widest word (in
    /// the header, bold, or any row), so that no word is split; the width a column needs more
    /// is taken from the others in proportion to what they can spare. When the words cannot all
    /// fit, the weights alone.
    fn column_widths(&self, columns: &[Column], rows: &[Row], size: f32, pad_x: f32) -> Vec<f32> {
        let total: f32 = columns.iter().map(|c| c.weight).sum();
        let mut widths: Vec<f32> = columns
            .iter()
            .map(|c| c.weight / total * CONTENT_W)
            .collect();
        let widest = |i: usize| -> f32 {
            let words = |t: &str, font: Font| -> f32 {
                t.split_whitespace()
                    .map(|w| text::shape(self.fonts, w, font).width)
                    .fold(0.0, f32::max)
            };
            let head = words(&columns[i].title, Font::sans(size).bold());
            rows.iter()
                .filter_map(|r| r.cells.get(i))
                .map(|t| words(t, Font::sans(size)))
                .fold(head, f32::max)
                + 2.0 * pad_x
                + 0.5
        };
        let need: Vec<f32> = (0..columns.len()).map(widest).collect();
        if need.iter().sum::<f32>() > CONTENT_W {
            return widths;
        }
        let short: f32 = widths
            .iter()
            .zip(&need)
            .map(|(w, n)| (n - w).max(0.0))
            .sum();
        let spare: f32 = widths
            .iter()
            .zip(&need)
            .map(|(w, n)| (w - n).max(0.0))
            .sum();
        if short > 0.0 && spare > 0.0 {
            for (w, n) in widths.iter_mut().zip(&need) {
                if *w < *n {
                    *w = *n;
                } else {
                    *w -= (*w - n) / spare * short;
                }
            }
        }
        widths
    }
}
