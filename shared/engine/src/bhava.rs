//! The houses (bhavas) as readings use them: where a house's lord stands, graded as BPHS
//! ch. 24 (effects of the bhava lords) grades it, and which houses each life area of a dasha
//! reading is read from (BPHS ch. 11–23, one chapter per bhava).

/// Where a house's lord stands, counted from the ascendant (BPHS ch. 24), with the Viparita
/// Raja yoga of Phaladeepika ch. 6 for a lord of the 6th, 8th or 12th placed in another of
/// those houses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LordPlacement {
    /// In its own house.
    Own,
    /// In the 1st.
    Lagna,
    /// In the 4th, 7th or 10th.
    Kendra,
    /// In the 5th or 9th.
    Trikona,
    /// In the 2nd.
    Dhana,
    /// In the 3rd or 11th.
    Upachaya,
    /// In the 6th, 8th or 12th.
    Dusthana,
    /// A dusthana lord in another dusthana (Phaladeepika ch. 6).
    Viparita,
}

impl LordPlacement {
    pub const ALL: [LordPlacement; 8] = [
        LordPlacement::Own,
        LordPlacement::Lagna,
        LordPlacement::Kendra,
        LordPlacement::Trikona,
        LordPlacement::Dhana,
        LordPlacement::Upachaya,
        LordPlacement::Dusthana,
        LordPlacement::Viparita,
    ];

    /// The lord of `house` (1–12) standing in `lord_house` (1–12).
    pub fn of(house: u8, lord_house: u8) -> Self {
        if house == lord_house {
            LordPlacement::Own
        } else if is_dusthana(house) && is_dusthana(lord_house) {
            LordPlacement::Viparita
        } else {
            match lord_house {
                1 => LordPlacement::Lagna,
                4 | 7 | 10 => LordPlacement::Kendra,
                5 | 9 => LordPlacement::Trikona,
                6 | 8 | 12 => LordPlacement::Dusthana,
                3 | 11 => LordPlacement::Upachaya,
                _ => LordPlacement::Dhana,
            }
        }
    }

    /// As published, also its content key.
    pub fn name(self) -> &'static str {
        match self {
            LordPlacement::Own => "own",
            LordPlacement::Lagna => "lagna",
            LordPlacement::Kendra => "kendra",
            LordPlacement::Trikona => "trikona",
            LordPlacement::Dhana => "dhana",
            LordPlacement::Upachaya => "upachaya",
            LordPlacement::Dusthana => "dusthana",
            LordPlacement::Viparita => "viparita",
        }
    }
}

/// The 6th, 8th and 12th, the houses of loss (dusthanas, BPHS ch. 34).
pub fn is_dusthana(house: u8) -> bool {
    matches!(house, 6 | 8 | 12)
}

/// A life area of a dasha reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LifeArea {
    Health,
    Finance,
    Initiative,
    Home,
    Children,
    Relationships,
    Fortune,
    Career,
    Spirituality,
}

impl LifeArea {
    /// In the order of the reply.
    pub const ALL: [LifeArea; 9] = [
        LifeArea::Health,
        LifeArea::Finance,
        LifeArea::Initiative,
        LifeArea::Home,
        LifeArea::Children,
        LifeArea::Relationships,
        LifeArea::Fortune,
        LifeArea::Career,
        LifeArea::Spirituality,
    ];

    /// As published, also its content key.
    pub fn name(self) -> &'static str {
        match self {
            LifeArea::Health => "health",
            LifeArea::Finance => "finance",
            LifeArea::Initiative => "initiative",
            LifeArea::Home => "home",
            LifeArea::Children => "children",
            LifeArea::Relationships => "relationships",
            LifeArea::Fortune => "fortune",
            LifeArea::Career => "career",
            LifeArea::Spirituality => "spirituality",
        }
    }

    /// Houses (from the ascendant) the area is read from, each by what its bhava signifies
    /// (BPHS ch. 11–23): the 1st, 6th and 8th for the body, disease and longevity; the 2nd
    /// and 11th for wealth and gains; the 3rd for courage and effort; the 4th for home; the
    /// 5th for children; the 7th for the spouse; the 9th for fortune; the 10th for work; the
    /// 12th for loss and liberation.
    pub fn houses(self) -> &'static [u8] {
        match self {
            LifeArea::Health => &[1, 6, 8],
            LifeArea::Finance => &[2, 11],
            LifeArea::Initiative => &[3],
            LifeArea::Home => &[4],
            LifeArea::Children => &[5],
            LifeArea::Relationships => &[7],
            LifeArea::Fortune => &[9],
            LifeArea::Career => &[10],
            LifeArea::Spirituality => &[12],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lord_placements_follow_bphs_24() {
        // BPHS ch. 24: the 1st lord in the 1st is in its own house; the 9th lord in the 10th
        // in a kendra; the 2nd lord in the 12th in a dusthana.
        assert_eq!(LordPlacement::of(1, 1), LordPlacement::Own);
        assert_eq!(LordPlacement::of(9, 10), LordPlacement::Kendra);
        assert_eq!(LordPlacement::of(2, 12), LordPlacement::Dusthana);
        // Phaladeepika ch. 6: the 6th lord in the 8th is Viparita (Harsha) yoga.
        assert_eq!(LordPlacement::of(6, 8), LordPlacement::Viparita);
    }

    #[test]
    fn every_house_but_none_twice_belongs_to_an_area() {
        let mut hs: Vec<u8> = LifeArea::ALL
            .iter()
            .flat_map(|a| a.houses())
            .copied()
            .collect();
        hs.sort();
        assert_eq!(hs, (1..=12).collect::<Vec<u8>>());
    }
}
