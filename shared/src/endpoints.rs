//! The one table of paid endpoints: path, credit cost (spec §8.2), plan gate (spec §5.6), queue
//! and the request fields each accepts. The API routes, reserves and validates from it; the
//! worker dispatches on it.

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
    ($( $v:ident => $path:literal, $cost:literal, $tier:ident, $queue:ident, $subj:ident, [$($opt:literal),*] ;)+) => {
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
            /// Optional body fields accepted besides the profile id(s).
            pub fn options(self) -> &'static [&'static str] { match self { $(Endpoint::$v => &[$($opt),*]),+ } }
        }
    };
}

endpoints! {
    BirthChart      => "/birth-chart",        2, Any,      Calc, One,    ["locale"];
    Planets         => "/planets",            2, Any,      Calc, One,    ["locale"];
    Ascendant       => "/ascendant",          2, Any,      Calc, One,    ["locale"];
    Rashi           => "/rashi",              2, Any,      Calc, One,    ["locale"];
    Nakshatra       => "/nakshatra",          2, Any,      Calc, One,    ["locale"];
    Elements        => "/elements",           2, Any,      Calc, One,    ["locale"];
    Panchang        => "/panchang",           2, Any,      Calc, ProfileOrPlace, ["locale", "date", "region"];
    Rashifal        => "/rashifal",           2, Any,      Calc, One,    ["locale", "period", "calendar", "date"];
    BasicDetails    => "/basic-details",      2, Any,      Calc, One,    ["locale"];
    ChartImage      => "/chart-image",        2, Any,      Calc, One,    ["locale", "style", "division", "chart"];
    DailyInsight    => "/daily-insight",      3, Any,      Calc, One,    ["locale", "date"];
    Personality     => "/personality",        5, Personal, Calc, One,    ["locale"];
    HouseLords      => "/house-lords",        5, Personal, Calc, One,    ["locale"];
    Atmakaraka      => "/atmakaraka",         5, Personal, Calc, One,    ["locale"];
    Conjunctions    => "/conjunctions",       5, Personal, Calc, One,    ["locale"];
    Aspects         => "/aspects",            5, Personal, Calc, One,    ["locale"];
    Yogas           => "/yogas",              5, Personal, Calc, One,    ["locale", "presentOnly"];
    Dosha           => "/dosha",              5, Personal, Calc, One,    ["locale"];
    Ashtakavarga    => "/ashtakavarga",       5, Personal, Calc, One,    ["locale"];
    Shadbala        => "/shadbala",           5, Personal, Calc, One,    ["locale"];
    Functional      => "/functional",         5, Personal, Calc, One,    ["locale"];
    Vargas          => "/vargas",             5, Personal, Calc, One,    ["locale", "divisions"];
    Predictions     => "/predictions",        5, Personal, Calc, One,    ["locale"];
    Dasha           => "/dasha",              5, Personal, Calc, One,    ["locale", "system", "levels", "from"];
    Transits        => "/transits",           5, Personal, Calc, One,    ["locale", "date"];
    SadeSati        => "/sade-sati",          5, Personal, Calc, One,    ["locale", "date"];
    Remedies        => "/remedies",           5, Personal, Calc, One,    ["locale"];
    Matching        => "/matching",           5, Personal, Calc, Couple, ["locale", "system"];
    Kp              => "/kp",                 5, Personal, Calc, One,    ["locale"];
    Jaimini         => "/jaimini",            5, Personal, Calc, One,    ["locale"];
    KpHorary        => "/kp/horary",          5, Personal, Calc, Moment, ["locale", "number"];
    Muhurta         => "/muhurta",           10, Personal, Calc, PlaceAndProfiles, ["locale", "activity", "from", "to", "profileIds"];
    Events          => "/events",             5, Any,      Calc, MaybePlace, ["locale", "from", "to", "kinds"];
    Calendar        => "/calendar",           5, Any,      Calc, ProfileOrPlace, ["locale", "year", "month", "calendar", "format", "region"];
    Guru            => "/guru",              20, Any,      Guru, One,    ["locale", "messages"];
    ReportKundli    => "/report/kundli",     50, Personal, Pdf,  One,    ["locale"];
    ReportPredictions => "/report/predictions", 50, Personal, Pdf, One,  ["locale"];
    ReportCompatibility => "/report/compatibility", 50, Personal, Pdf, Couple, ["locale"];
}

impl Endpoint {
    /// The endpoint served at `/v1{path}`.
    pub fn from_path(path: &str) -> Option<Endpoint> {
        Endpoint::ALL.iter().copied().find(|e| e.path() == path)
    }
    /// Stable snake-case name for metrics and logs.
    pub fn name(self) -> &'static str {
        &self.path()[1..]
    }
    /// The options a body must name (the horary number).
    pub fn required(self) -> &'static [&'static str] {
        match self {
            Endpoint::KpHorary => &["number"],
            Endpoint::Calendar => &["year", "month"],
            Endpoint::Events => &["from", "to"],
            Endpoint::Muhurta => &["activity", "from", "to"],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_match_the_spec() {
        // ref: spec §8.2
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
}
