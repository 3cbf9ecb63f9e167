//! The twelve Malika (garland) yogas of Phaladeepika ch. 6: the seven planets (the Sun to
//! Saturn; the nodes take no part) in seven consecutive houses, one house each, the garland
//! named after the house it starts from (Raman, *Three Hundred Important Combinations*, gives
//! the twelve names). Starting from a kendra, the garland is also the Nabhasa Nauka, Kuta,
//! Chhatra or Chapa of BPHS ch. 35; the texts name both, and so does the catalogue.

use super::Formation;
use crate::chart::Chart;
use crate::types::Planet;

/// The seven planets fill the seven houses from `start`, every one of them occupied.
fn garland(chart: &Chart, start: u8) -> Formation {
    let mut seen = [false; 12];
    for p in Planet::SEVEN {
        let h = chart.graha(p).house;
        let offset = (h + 12 - start) % 12;
        if offset >= 7 {
            return Formation::absent();
        }
        seen[usize::from(offset)] = true;
    }
    Formation::when(seen[..7].iter().all(|&b| b), Planet::SEVEN.to_vec())
}

macro_rules! malika {
    ($($name:ident = $start:literal, $what:literal;)+) => {$(
        #[doc = concat!("Malika from the ", $what, " (Phaladeepika ch. 6).")]
        pub(super) fn $name(chart: &Chart) -> Formation {
            garland(chart, $start)
        }
    )+};
}

malika! {
    lagna = 1, "lagna";
    dhana = 2, "2nd house";
    vikrama = 3, "3rd house";
    sukha = 4, "4th house";
    putra = 5, "5th house";
    shatru = 6, "6th house";
    kalatra = 7, "7th house";
    randhra = 8, "8th house";
    bhagya = 9, "9th house";
    karma = 10, "10th house";
    labha = 11, "11th house";
    vyaya = 12, "12th house";
}
