//! The one table of paid endpoints: path, credit cost, plan gate (consumer plan tier), queue
//! and the subjects each names; its options are its `calc::Call`'s. The API routes, reserves
//! and validates from it; the worker dispatches on it.

use serde::{Deserialize, Serialize};

/// Which worker queue serves an endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Queue {
    Calc,
    Pdf,
    Guru,
    /// Asynchronous reports: a lane of their own, so a backlog of them never delays a
    /// synchronous report (no endpoint names it; the API sends async reports there).
    PdfAsync,
}

impl Queue {
    /// Every queue.
    pub const ALL: [Queue; 4] = [Queue::Calc, Queue::Pdf, Queue::Guru, Queue::PdfAsync];
}

/// Who may call an endpoint (consumer plans: free < personal < pro).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Any,
    Personal,
}

/// What a request body names besides options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subjects {
    /// `profileId`
    One,
    /// `brideProfileId` and `groomProfileId`
    Couple,
    /// A moment and a place, no profile: `datetime` (RFC 3339), `latitude`, `longitude`,
    /// `timezone`.
    Moment,
    /// A `profileId`, or instead a place: `latitude`, `longitude`, `timezone`.
    ProfileOrPlace,
    /// No profile; a place (`latitude`, `longitude`, `timezone`) if the body names one.
    MaybePlace,
    /// A place (`latitude`, `longitude`, `timezone`) and, if the body names them, the
    /// participants' `profileIds`.
    PlaceAndProfiles,
    /// Nothing but options: a sign horoscope is read from the sky alone.
    Sky,
    /// A `profileId` (or `birth`) and the `candidates` matched against it, each a profile id
    /// or a birth (`candidates` is read as an option too: its length prices the call).
    Candidates,
}

impl Subjects {
    /// The body fields naming the subjects, all required (for `ProfileOrPlace`, unless the
    /// body names a place instead: see [`Subjects::place_fields`]).
    pub fn fields(self) -> &'static [&'static str] {
        match self {
            Subjects::One => &["profileId"],
            Subjects::Couple => &["brideProfileId", "groomProfileId"],
            Subjects::Moment => &["datetime", "latitude", "longitude", "timezone"],
            Subjects::ProfileOrPlace => &["profileId"],
            Subjects::MaybePlace => &[],
            Subjects::PlaceAndProfiles => &["latitude", "longitude", "timezone"],
            Subjects::Sky => &[],
            Subjects::Candidates => &["profileId"],
        }
    }
    /// The fields naming further subjects a body may leave out: a muhurta's participants,
    /// stored or given.
    pub fn optional_fields(self) -> &'static [&'static str] {
        match self {
            Subjects::PlaceAndProfiles => &["profileIds", "births"],
            _ => &[],
        }
    }
    /// The fields giving a birth instead of each profile of [`Subjects::fields`], in the same
    /// order (`birth` for `profileId`; `bride`, `groom` for their ids).
    pub fn birth_fields(self) -> &'static [&'static str] {
        match self {
            Subjects::One | Subjects::ProfileOrPlace | Subjects::Candidates => &["birth"],
            Subjects::Couple => &["bride", "groom"],
            _ => &[],
        }
    }
    /// The fields of a place a body may name instead of its profile.
    pub fn place_fields(self) -> &'static [&'static str] {
        match self {
            Subjects::ProfileOrPlace | Subjects::MaybePlace => {
                &["latitude", "longitude", "timezone"]
            }
            _ => &[],
        }
    }
}

macro_rules! endpoints {
    ($( $v:ident => $path:literal, $cost:literal, $tier:ident, $queue:ident, $subj:ident ;)+) => {
        /// A paid endpoint.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum Endpoint { $($v),+ }

        impl Endpoint {
            pub const ALL: &'static [Endpoint] = &[$(Endpoint::$v),+];
            /// Path under `/v1`, e.g. `/birth-chart`.
            pub fn path(self) -> &'static str { match self { $(Endpoint::$v => $path),+ } }
            /// Credits one successful call costs.
            pub fn cost(self) -> i64 { match self { $(Endpoint::$v => $cost),+ } }
            pub fn tier(self) -> Tier { match self { $(Endpoint::$v => Tier::$tier),+ } }
            pub fn queue(self) -> Queue { match self { $(Endpoint::$v => Queue::$queue),+ } }
            pub fn subjects(self) -> Subjects { match self { $(Endpoint::$v => Subjects::$subj),+ } }
        }
    };
}

endpoints! {
    BirthChart      => "/birth-chart",        2, Any,      Calc, One;
    Planets         => "/planets",            2, Any,      Calc, One;
    Ascendant       => "/ascendant",          2, Any,      Calc, One;
    Rashi           => "/rashi",              2, Any,      Calc, One;
    Nakshatra       => "/nakshatra",          2, Any,      Calc, One;
    Elements        => "/elements",           2, Any,      Calc, One;
    Panchang        => "/panchang",           2, Any,      Calc, ProfileOrPlace;
    Rashifal        => "/rashifal",           2, Any,      Calc, One;
    BasicDetails    => "/basic-details",      2, Any,      Calc, One;
    ChartImage      => "/chart-image",        2, Any,      Calc, One;
    DailyInsight    => "/daily-insight",      3, Any,      Calc, One;
    Personality     => "/personality",        5, Personal, Calc, One;
    HouseLords      => "/house-lords",        5, Personal, Calc, One;
    Atmakaraka      => "/atmakaraka",         5, Personal, Calc, One;
    Conjunctions    => "/conjunctions",       5, Personal, Calc, One;
    Aspects         => "/aspects",            5, Personal, Calc, One;
    Yogas           => "/yogas",              5, Personal, Calc, One;
    Dosha           => "/dosha",              5, Personal, Calc, One;
    Ashtakavarga    => "/ashtakavarga",       5, Personal, Calc, One;
    Shadbala        => "/shadbala",           5, Personal, Calc, One;
    Functional      => "/functional",         5, Personal, Calc, One;
    Vargas          => "/vargas",             5, Personal, Calc, One;
    Predictions     => "/predictions",        5, Personal, Calc, One;
    Dasha           => "/dasha",              5, Personal, Calc, One;
    Transits        => "/transits",           5, Personal, Calc, One;
    SadeSati        => "/sade-sati",          5, Personal, Calc, One;
    Remedies        => "/remedies",           5, Personal, Calc, One;
    Matching        => "/matching",           5, Personal, Calc, Couple;
    // Per candidate (`Call::cost`).
    MatchingBatch   => "/matching/batch",     2, Personal, Calc, Candidates;
    Kp              => "/kp",                 5, Personal, Calc, One;
    Jaimini         => "/jaimini",            5, Personal, Calc, One;
    SpecialPoints   => "/special-points",     5, Personal, Calc, One;
    Avasthas        => "/avasthas",           5, Personal, Calc, One;
    BhavaBala       => "/bhava-bala",         5, Personal, Calc, One;
    Chakras         => "/chakras",            5, Personal, Calc, One;
    KpHorary        => "/kp/horary",          5, Personal, Calc, Moment;
    Muhurta         => "/muhurta",           10, Personal, Calc, PlaceAndProfiles;
    Varshaphal      => "/varshaphal",        10, Personal, Calc, One;
    Events          => "/events",             5, Any,      Calc, MaybePlace;
    Calendar        => "/calendar",           5, Any,      Calc, ProfileOrPlace;
    // One sign; the twelve at once cost six (`Call::cost`).
    Horoscope       => "/horoscope",          1, Any,      Calc, Sky;
    // Its cost and plan gate are its sections' (`Endpoint::bundle_cost`, `is_section`).
    Kundli          => "/kundli",             0, Any,      Calc, One;
    Guru            => "/guru",              20, Any,      Guru, One;
    ReportKundli    => "/report/kundli",     50, Personal, Pdf,  One;
    ReportPredictions => "/report/predictions", 50, Personal, Pdf, One;
    ReportCompatibility => "/report/compatibility", 50, Personal, Pdf, Couple;
    ReportVarshaphal => "/report/varshaphal", 50, Personal, Pdf, One;
}

impl Endpoint {
    /// The credits a call over the days `first` to `last` costs: sky events are priced by the
    /// range they cover, the endpoint's price for each started year of it (docs/decisions.md,
    /// "Price by work"); every other endpoint, its price.
    pub fn cost_of_range(self, first: chrono::NaiveDate, last: chrono::NaiveDate) -> i64 {
        if self != Endpoint::Events {
            return self.cost();
        }
        let mut years = 1;
        while first
            .checked_add_months(chrono::Months::new(12 * years))
            .is_some_and(|end| end <= last)
        {
            years += 1;
        }
        self.cost() * i64::from(years)
    }

    /// The endpoint served at `/v1{path}`.
    pub fn from_path(path: &str) -> Option<Endpoint> {
        Endpoint::ALL.iter().copied().find(|e| e.path() == path)
    }
    /// Stable snake-case name for metrics and logs.
    pub fn name(self) -> &'static str {
        &self.path()[1..]
    }
}

impl Endpoint {
    /// A calculation `POST /v1/kundli` can bundle: one profile, read from the natal chart under
    /// the request's settings (every such calculation but the kundli itself has no option a
    /// body must name). KP is left out: its chart has settings of its own (KP ayanamsa,
    /// Placidus).
    pub fn is_section(self) -> bool {
        self.queue() == Queue::Calc
            && self.subjects() == Subjects::One
            && !matches!(self, Endpoint::Kundli | Endpoint::Kp | Endpoint::Varshaphal)
    }

    /// The price of a bundle of sections: their sum less the 20 % bundle discount, rounded up
    /// (docs/decisions.md, "Integrations").
    pub fn bundle_cost(sections: &[Endpoint]) -> i64 {
        let sum: i64 = sections.iter().map(|e| e.cost()).sum();
        (sum * 4 + 4) / 5
    }

    /// The plan gate of a bundle: the highest of its sections'.
    pub fn bundle_tier(sections: &[Endpoint]) -> Tier {
        sections.iter().map(|e| e.tier()).max().unwrap_or(Tier::Any)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_match_the_spec() {
        // ref: the published prices: 2 credits a chart, 3 the daily insight, 5 a personal-tier
        // calculation, 20 a Guru question, 50 a report.
        assert_eq!(Endpoint::BirthChart.cost(), 2);
        assert_eq!(Endpoint::DailyInsight.cost(), 3);
        assert_eq!(Endpoint::Matching.cost(), 5);
        assert_eq!(Endpoint::Guru.cost(), 20);
        assert_eq!(Endpoint::ReportKundli.cost(), 50);
        assert_eq!(Endpoint::Dasha.tier(), Tier::Personal);
        assert_eq!(Endpoint::Panchang.tier(), Tier::Any);
        let paths: std::collections::HashSet<_> = Endpoint::ALL.iter().map(|e| e.path()).collect();
        assert_eq!(paths.len(), Endpoint::ALL.len());
    }

    #[test]
    fn sky_events_cost_their_price_for_each_started_year() {
        let d = |s: &str| s.parse::<chrono::NaiveDate>().unwrap();
        let e = Endpoint::Events;
        assert_eq!(e.cost_of_range(d("2026-01-01"), d("2026-01-01")), 5);
        assert_eq!(e.cost_of_range(d("2026-01-01"), d("2026-12-31")), 5);
        assert_eq!(e.cost_of_range(d("2026-01-01"), d("2027-01-01")), 10);
        assert_eq!(e.cost_of_range(d("2026-01-01"), d("2035-12-31")), 50);
        // Other ranged calls keep their price.
        assert_eq!(
            Endpoint::Muhurta.cost_of_range(d("2026-01-01"), d("2026-12-31")),
            10
        );
    }

    #[test]
    fn a_bundle_costs_its_sections_less_a_fifth_rounded_up() {
        use Endpoint as E;
        // ref: a bundle costs its sections' sum × 0.8, rounded up (docs/decisions.md,
        // "Integrations").
        let four = [E::BirthChart, E::Vargas, E::Dasha, E::Ashtakavarga]; // 2 + 5 + 5 + 5
        assert_eq!(Endpoint::bundle_cost(&four), 14); // 17 × 0.8 = 13.6
        assert_eq!(Endpoint::bundle_cost(&[E::BirthChart]), 2); // 1.6
        assert_eq!(Endpoint::bundle_cost(&[E::Dasha, E::Yogas]), 8);
        assert_eq!(Endpoint::bundle_tier(&four), Tier::Personal);
        assert_eq!(
            Endpoint::bundle_tier(&[E::BirthChart, E::Planets]),
            Tier::Any
        );
        for e in [
            E::Kundli,
            E::Kp,
            E::Matching,
            E::MatchingBatch,
            E::Guru,
            E::ReportKundli,
            E::Calendar,
            E::Varshaphal,
        ] {
            assert!(!e.is_section(), "{e:?}");
        }
        assert_eq!(Endpoint::ALL.iter().filter(|e| e.is_section()).count(), 31);
    }
}
