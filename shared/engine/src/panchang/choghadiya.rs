//! The choghadiya: the eight parts of the day and of the night and how each is judged.

use super::*;

/// How a choghadiya is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "schema", schema(as = PanchangNature))]
pub enum Nature {
    Auspicious,
    Neutral,
    Inauspicious,
}

/// The seven choghadiyas, in the order they follow each other by day: the hora order of their
/// lords (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Choghadiya {
    Udveg,
    Char,
    Labh,
    Amrit,
    Kal,
    Shubh,
    Rog,
}

impl Choghadiya {
    pub const ORDER: [Choghadiya; 7] = [
        Choghadiya::Udveg,
        Choghadiya::Char,
        Choghadiya::Labh,
        Choghadiya::Amrit,
        Choghadiya::Kal,
        Choghadiya::Shubh,
        Choghadiya::Rog,
    ];
    /// Name as the spec spells it (Udveg, Char, Labh, Amrit, Kal, Shubh, Rog).
    pub fn name(self) -> &'static str {
        match self {
            Choghadiya::Udveg => "Udveg",
            Choghadiya::Char => "Char",
            Choghadiya::Labh => "Labh",
            Choghadiya::Amrit => "Amrit",
            Choghadiya::Kal => "Kal",
            Choghadiya::Shubh => "Shubh",
            Choghadiya::Rog => "Rog",
        }
    }
    /// Amrit, Shubh, Labh auspicious; Char neutral; Rog, Kal, Udveg inauspicious.
    pub fn nature(self) -> Nature {
        match self {
            Choghadiya::Amrit | Choghadiya::Shubh | Choghadiya::Labh => Nature::Auspicious,
            Choghadiya::Char => Nature::Neutral,
            Choghadiya::Udveg | Choghadiya::Kal | Choghadiya::Rog => Nature::Inauspicious,
        }
    }
    /// The lord: Udveg Sun, Char Venus, Labh Mercury, Amrit Moon, Kal Saturn, Shubh Jupiter,
    /// Rog Mars.
    pub fn lord(self) -> Planet {
        [
            Planet::Sun,
            Planet::Venus,
            Planet::Mercury,
            Planet::Moon,
            Planet::Saturn,
            Planet::Jupiter,
            Planet::Mars,
        ][self as usize]
    }
    pub(super) fn of_lord(p: Planet) -> Choghadiya {
        Self::ORDER
            .into_iter()
            .find(|c| c.lord() == p)
            .unwrap_or(Choghadiya::Udveg)
    }
}
