//! Vector drawings of charts as a small display list (lines, polygons, text), rendered to SVG
//! here, to PNG by [`png`] (the one part that reads font files) and to PDF by the worker. Coordinates are abstract units
//! with the origin at the top left and y growing downwards (as in SVG); text is placed by its
//! baseline point and an anchor.

pub mod chart;
mod east;
mod fit;
pub mod png;
pub mod sarvatobhadra;
pub mod sudarshana;
pub mod svg;

pub use chart::{Body, ChartFigure, ChartLabels, PointMark, north, south};
pub use east::{east, east_region};

/// Which chakra [`chakra`] draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chakra {
    Sudarshana,
    Sarvatobhadra,
}

/// The words of a chakra picture: a chart's words, the Sudarshana rings' names (lagna, Moon,
/// Sun, innermost first: its caption) and the directions (east, south, west, north: the
/// Sarvatobhadra grid's margins).
#[derive(Debug, Clone, PartialEq)]
pub struct ChakraLabels {
    pub chart: ChartLabels,
    pub rings: [String; 3],
    pub directions: [String; 4],
}

impl ChakraLabels {
    /// English words, [`ChartLabels::english`] for the chart's.
    pub fn english(title: &str) -> ChakraLabels {
        ChakraLabels {
            chart: ChartLabels::english(title),
            rings: ["Lagna (inner)", "Moon (middle)", "Sun (outer)"].map(str::to_owned),
            directions: ["East", "South", "West", "North"].map(str::to_owned),
        }
    }
}

/// A chart's natal chakra: the Sudarshana rings, or the Sarvatobhadra grid with the natal
/// lagna and grahas (no transits, no vedha tinted; [`sarvatobhadra::sarvatobhadra`] takes both).
pub fn chakra(chart: &crate::astro::Chart, which: Chakra, labels: &ChakraLabels) -> Drawing {
    use crate::astro::chakras;
    match which {
        Chakra::Sudarshana => sudarshana::sudarshana(&chakras::sudarshana(chart), chart, labels),
        Chakra::Sarvatobhadra => {
            sarvatobhadra::sarvatobhadra(&chakras::sarvatobhadra(chart), chart, None, labels)
        }
    }
}

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Color(pub u8, pub u8, pub u8);

impl Color {
    pub const BLACK: Color = Color(0, 0, 0);
    pub const WHITE: Color = Color(255, 255, 255);
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// A point in drawing units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }
}

/// Where a text's given point sits on its baseline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// Font weight of a text item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// Outline of a line or polygon; `width` in drawing units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    pub color: Color,
    pub width: f64,
}

/// Machine-readable facts attached to an item (`data-*` attributes in SVG; ignored in PDF),
/// e.g. `("planet", "Sun")`, `("house", "3")`. Values are English names or numbers.
pub type Meta = Vec<(&'static str, String)>;

/// One drawing instruction.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Line {
        from: Point,
        to: Point,
        stroke: Stroke,
    },
    Polygon {
        points: Vec<Point>,
        stroke: Option<Stroke>,
        fill: Option<Color>,
        meta: Meta,
    },
    Text {
        /// Baseline point.
        at: Point,
        text: String,
        /// Font size (em) in drawing units.
        size: f64,
        anchor: Anchor,
        weight: Weight,
        color: Color,
        meta: Meta,
    },
}

/// A drawing: a `width` × `height` canvas and its items in painting order.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawing {
    pub width: f64,
    pub height: f64,
    /// Accessible title (SVG `<title>`).
    pub title: String,
    pub items: Vec<Item>,
}

impl Drawing {
    /// The text items, in painting order.
    pub fn texts(&self) -> impl Iterator<Item = (&str, Point, &Meta)> {
        self.items.iter().filter_map(|i| match i {
            Item::Text { text, at, meta, .. } => Some((text.as_str(), *at, meta)),
            _ => None,
        })
    }
}

/// A rough advance width of `text` at `size`, for fitting labels without font files: Noto
/// Sans averages (lower case ≈ 0.53 em, capitals ≈ 0.64 em, digits 0.57 em) and Noto Sans
/// Devanagari (≈ 0.62 em per base letter, vowel signs and marks ≈ 0). The renderers measure
/// real glyphs; fitting leaves a margin for the difference.
pub fn estimate_width(text: &str, size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            ' ' => 0.26,
            '(' | ')' | '.' | ',' | ':' | '\'' | '|' => 0.3,
            '°' => 0.4,
            '0'..='9' => 0.572,
            'A'..='Z' => 0.64,
            'a'..='z' => 0.53,
            // Devanagari signs that attach to a letter (BMP block U+0900–U+097F).
            '\u{0900}'..='\u{0903}'
            | '\u{093A}'..='\u{094F}'
            | '\u{0951}'..='\u{0957}'
            | '\u{0962}'..='\u{0963}' => 0.0,
            '\u{0900}'..='\u{097F}' => 0.62,
            _ => 0.6,
        })
        .sum();
    em * size
}
