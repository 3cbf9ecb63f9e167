//! Jaimini chara (movable) karakas: the seven grahas Sun … Saturn ranked by their degree within
//! the sign, highest first.
//!
//! Source: Jaimini Upadesa Sutras, adhyaya 1 pada 1, and BPHS ch. 32 (Karakas). We use the seven-karaka
//! scheme: Atmakaraka, Amatyakaraka, Bhratrikaraka, Matrikaraka, Putrakaraka, Gnatikaraka,
//! Darakaraka. Rahu is excluded: BPHS ch. 32 offers an eight-karaka scheme that counts Rahu's
//! degree backwards from the end of its sign and adds Pitrikaraka, but the seven-karaka scheme
//! of the Jaimini Sutras (and of most practitioners since) leaves the nodes out. Ketu is never
//! a chara karaka. Should two grahas hold the same degree within the sign to the floating
//! point, the one earlier in the traditional order (Sun … Saturn) ranks higher.

use super::chart::Chart;
use super::types::Planet;
use serde::Serialize;

/// The seven chara karakas, Atmakaraka first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum CharaKaraka {
    /// The soul.
    Atmakaraka,
    /// Minister: career and counsel.
    Amatyakaraka,
    /// Siblings and courage.
    Bhratrikaraka,
    /// Mother and home.
    Matrikaraka,
    /// Children and intelligence.
    Putrakaraka,
    /// Rivals, disease, kin.
    Gnatikaraka,
    /// Spouse.
    Darakaraka,
}

impl CharaKaraka {
    pub const ALL: [CharaKaraka; 7] = [
        CharaKaraka::Atmakaraka,
        CharaKaraka::Amatyakaraka,
        CharaKaraka::Bhratrikaraka,
        CharaKaraka::Matrikaraka,
        CharaKaraka::Putrakaraka,
        CharaKaraka::Gnatikaraka,
        CharaKaraka::Darakaraka,
    ];

    /// Name as published.
    pub fn name(self) -> &'static str {
        match self {
            CharaKaraka::Atmakaraka => "Atmakaraka",
            CharaKaraka::Amatyakaraka => "Amatyakaraka",
            CharaKaraka::Bhratrikaraka => "Bhratrikaraka",
            CharaKaraka::Matrikaraka => "Matrikaraka",
            CharaKaraka::Putrakaraka => "Putrakaraka",
            CharaKaraka::Gnatikaraka => "Gnatikaraka",
            CharaKaraka::Darakaraka => "Darakaraka",
        }
    }
}

/// The seven grahas Sun … Saturn ranked as chara karakas: element `i` is the graha holding
/// karaka `CharaKaraka::ALL[i]`.
pub fn chara_karakas(chart: &Chart) -> [Planet; 7] {
    let mut order = Planet::SEVEN;
    // Stable sort: equal degrees keep the traditional order.
    order.sort_by(|a, b| {
        chart
            .graha(*b)
            .degree()
            .total_cmp(&chart.graha(*a).degree())
    });
    order
}

/// The Atmakaraka: of Sun … Saturn, the graha with the highest degree within its sign.
pub fn atmakaraka(chart: &Chart) -> Planet {
    chara_karakas(chart)[0]
}
