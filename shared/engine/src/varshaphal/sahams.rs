//! The sahams of the annual chart (Tajika Neelakanthi, Saham Prakarana): sensitive points, each
//! A − B + C with A, B and C grahas, the ascendant, a house cusp or another saham; by night A
//! and B trade places where the text gives a night formula. When C does not lie on the arc from
//! B forward to A, 30° are added. The formulas are the table astrologers' software uses; the
//! rule's test is made on degrees, as the text states it.

use crate::chart::Chart;
use crate::types::{Longitude, Planet, Sign};

/// A point a saham is formed from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Term {
    Graha(Planet),
    Lagna,
    /// The lagna plus so many degrees (a house's cusp counted in whole signs from the lagna).
    LagnaPlus(u16),
    /// The lord of the lagna's sign (Samartha: Jupiter when Mars holds it).
    LagnaLord,
    /// The lord of the sign this many houses from the lagna.
    HouseLord(u8),
    /// The lord of the sign the Sun (or by night the Moon) is in.
    LightLord,
    /// A fixed point of the zodiac, degrees.
    Fixed(u16),
    /// An earlier saham of the list.
    Of(SahamKind),
}

macro_rules! sahams {
    ($( $v:ident $name:literal : $a:expr, $b:expr, $c:expr, $night:ident ;)+) => {
        /// A saham, by its name in the text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum SahamKind { $($v),+ }

        impl SahamKind {
            /// Every saham, in the text's order (Punya first).
            pub const ALL: &'static [SahamKind] = &[$(SahamKind::$v),+];
            /// camelCase name as published.
            pub fn name(self) -> &'static str {
                match self { $(SahamKind::$v => $name),+ }
            }
            /// A, B, C of the day formula, and how the night one differs.
            fn formula(self) -> (Term, Term, Term, Night) {
                use Term::*;
                use Planet::*;
                match self { $(SahamKind::$v => ($a, $b, $c, Night::$night)),+ }
            }
        }
    };
}

/// How a saham's night formula differs from its day formula.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Night {
    /// A and B trade places.
    Swap,
    /// The same as by day.
    Same,
    /// B becomes the Moon and C the lord of the Moon's sign (Karyasiddhi).
    Moon,
}

sahams! {
    Punya "punya": Graha(Moon), Graha(Sun), Lagna, Swap;
    Vidya "vidya": Graha(Sun), Graha(Moon), Lagna, Swap;
    Yashas "yashas": Graha(Jupiter), Of(SahamKind::Punya), Lagna, Swap;
    Mitra "mitra": Graha(Jupiter), Of(SahamKind::Punya), Graha(Venus), Swap;
    Mahatmya "mahatmya": Of(SahamKind::Punya), Graha(Mars), Lagna, Swap;
    Asha "asha": Graha(Saturn), Graha(Mars), Lagna, Swap;
    Samartha "samartha": Graha(Mars), LagnaLord, Lagna, Swap;
    Bhratri "bhratri": Graha(Jupiter), Graha(Saturn), Lagna, Same;
    Gaurava "gaurava": Graha(Jupiter), Graha(Moon), Graha(Sun), Swap;
    Pitri "pitri": Graha(Saturn), Graha(Sun), Lagna, Swap;
    Rajya "rajya": Graha(Saturn), Graha(Sun), Lagna, Swap;
    Matri "matri": Graha(Moon), Graha(Venus), Lagna, Swap;
    Putra "putra": Graha(Jupiter), Graha(Moon), Lagna, Swap;
    Jeeva "jeeva": Graha(Saturn), Graha(Jupiter), Lagna, Swap;
    Karma "karma": Graha(Mars), Graha(Mercury), Lagna, Swap;
    Roga "roga": Lagna, Graha(Moon), Lagna, Same;
    Kali "kali": Graha(Jupiter), Graha(Mars), Lagna, Swap;
    Shastra "shastra": Graha(Jupiter), Graha(Saturn), Graha(Mercury), Swap;
    Bandhu "bandhu": Graha(Mercury), Graha(Moon), Lagna, Swap;
    Mrityu "mrityu": LagnaPlus(210), Graha(Moon), Lagna, Same;
    Paradesa "paradesa": LagnaPlus(240), HouseLord(9), Lagna, Same;
    Artha "artha": LagnaPlus(30), HouseLord(2), Lagna, Same;
    Paradara "paradara": Graha(Venus), Graha(Sun), Lagna, Swap;
    Vanik "vanik": Graha(Moon), Graha(Mercury), Lagna, Swap;
    Karyasiddhi "karyasiddhi": Graha(Saturn), Graha(Sun), LightLord, Moon;
    Vivaha "vivaha": Graha(Venus), Graha(Saturn), Lagna, Swap;
    Santapa "santapa": Graha(Saturn), Graha(Moon), LagnaPlus(150), Swap;
    Shraddha "shraddha": Graha(Venus), Graha(Mars), Lagna, Swap;
    Preeti "preeti": Of(SahamKind::Shastra), Of(SahamKind::Punya), Lagna, Swap;
    Jadya "jadya": Graha(Mars), Graha(Saturn), Graha(Mercury), Swap;
    Vyapara "vyapara": Graha(Mars), Graha(Saturn), Lagna, Same;
    Shatru "shatru": Graha(Mars), Graha(Saturn), Lagna, Swap;
    Jalapatana "jalapatana": Fixed(105), Graha(Saturn), Lagna, Swap;
    Bandhana "bandhana": Of(SahamKind::Punya), Graha(Saturn), Lagna, Swap;
    Apamrityu "apamrityu": LagnaPlus(210), Graha(Mars), Lagna, Swap;
    Labha "labha": LagnaPlus(300), HouseLord(11), Lagna, Same;
}

/// A saham of the annual chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Saham {
    pub kind: SahamKind,
    pub longitude: Longitude,
    /// Whether the night formula gave it.
    pub night: bool,
}

impl Saham {
    pub fn sign(&self) -> Sign {
        self.longitude.sign()
    }
}

/// Every saham of the annual chart, Punya first; `day`: the year begins by day.
pub fn sahams(chart: &Chart, day: bool) -> Vec<Saham> {
    let mut out: Vec<Saham> = Vec::with_capacity(SahamKind::ALL.len());
    for &kind in SahamKind::ALL {
        let (mut a, mut b, c, night) = kind.formula();
        // Samartha: when Mars holds the lagna, Jupiter − Mars + lagna.
        if b == Term::LagnaLord && chart.ascendant_sign().lord() == Planet::Mars {
            (a, b) = (Term::Graha(Planet::Jupiter), Term::Graha(Planet::Mars));
        }
        let (a, b, c) = match (day, night) {
            (true, _) | (false, Night::Same) => (a, b, c),
            (false, Night::Swap) => (b, a, c),
            (false, Night::Moon) => (a, Term::Graha(Planet::Moon), Term::LightLord),
        };
        let at = |t: Term| -> f64 {
            match t {
                Term::Graha(p) => chart.graha(p).longitude.degrees(),
                Term::Lagna => chart.ascendant.degrees(),
                Term::LagnaPlus(d) => (chart.ascendant.degrees() + f64::from(d)).rem_euclid(360.0),
                Term::LagnaLord => chart
                    .graha(chart.ascendant_sign().lord())
                    .longitude
                    .degrees(),
                Term::HouseLord(h) => chart.graha(chart.house_sign(h).lord()).longitude.degrees(),
                Term::LightLord => {
                    let light = if day { Planet::Sun } else { Planet::Moon };
                    chart
                        .graha(chart.graha(light).sign().lord())
                        .longitude
                        .degrees()
                }
                Term::Fixed(d) => f64::from(d),
                Term::Of(k) => out
                    .iter()
                    .find(|s| s.kind == k)
                    .map_or(0.0, |s| s.longitude.degrees()),
            }
        };
        let (a, b, c) = (at(a), at(b), at(c));
        // C on the arc from B forward to A: nothing added; else 30°.
        let between = (c - b).rem_euclid(360.0) <= (a - b).rem_euclid(360.0);
        let extra = if between { 0.0 } else { 30.0 };
        out.push(Saham {
            kind,
            longitude: Longitude::new(a - b + c + extra),
            night: !day && night != Night::Same,
        });
    }
    out
}
