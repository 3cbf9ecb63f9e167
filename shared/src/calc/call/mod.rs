//! What each calculation takes: one options type per endpoint, read from a body field by field
//! (one 422 names every bad field), carried by its job as a [`Call`], and described in the
//! OpenAPI document by the same type (docs/architecture.md, "Adding an endpoint").

mod fields;
mod options;
pub mod schema;

pub use fields::{
    CallbackUrl, ChartDay, DIVISION_NAMES, Day, Field, HoraryNumber, Item, Levels, Month, PlaceDay,
    ReturnYear, Slot, Year, Zone,
};
pub use options::{
    BadField, CalendarOptions, ChartImageOptions, Common, DashaOptions, EventsOptions,
    HoraryOptions, HoroscopeOptions, InsightOptions, KundliOptions, MatchingBatchOptions,
    MatchingOptions, MuhurtaOptions, NoOptions, OnDay, Options, PanchangOptions, RashifalOptions,
    ReportOptions, VargasOptions, VarshaphalOptions, VarshaphalReportOptions, YogasOptions,
};

use crate::endpoints::Endpoint;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;

macro_rules! calls {
    ($( $e:ident($o:ty) ),+ $(,)?) => {
        /// A calculation with its own options: what a job carries, tagged by its endpoint.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "endpoint", content = "options", rename_all = "kebab-case")]
        pub enum Call {
            $($e($o),)+
        }

        impl Call {
            /// The endpoint this call is made to.
            pub fn endpoint(&self) -> Endpoint {
                match self { $(Call::$e(_) => Endpoint::$e,)+ }
            }

            /// The options of a call of `e` in `body`, each bad field pushed onto `errs`;
            /// `None` then, or when `e` is not a calculation (the Guru).
            pub fn read(e: Endpoint, body: &Map<String, Value>, errs: &mut Vec<BadField>) -> Option<Call> {
                let call = match e {
                    $(Endpoint::$e => Call::$e(<$o as Options>::read(body, errs)?),)+
                    _ => return None,
                };
                let before = errs.len();
                call.check(errs);
                (errs.len() == before).then_some(call)
            }

            /// The option fields of `e`'s body (besides [`Common`]'s), by their wire names.
            pub fn fields(e: Endpoint) -> &'static [&'static str] {
                match e {
                    $(Endpoint::$e => <$o as Options>::FIELDS,)+
                    _ => &[],
                }
            }

            /// The option fields `e`'s body must name.
            pub fn required(e: Endpoint) -> Vec<&'static str> {
                match e {
                    $(Endpoint::$e => <$o as Options>::required(),)+
                    _ => Vec::new(),
                }
            }

            /// The schema of `e`'s options: an object, a property per field.
            pub fn schema(e: Endpoint) -> Option<RefOr<Schema>> {
                use utoipa::PartialSchema;
                Some(match e {
                    $(Endpoint::$e => <$o>::schema(),)+
                    _ => return None,
                })
            }
        }
    };
}

calls! {
    BirthChart(NoOptions),
    Planets(NoOptions),
    Ascendant(NoOptions),
    Rashi(NoOptions),
    Nakshatra(NoOptions),
    Elements(NoOptions),
    Panchang(PanchangOptions),
    Rashifal(RashifalOptions),
    BasicDetails(NoOptions),
    ChartImage(ChartImageOptions),
    DailyInsight(InsightOptions),
    Personality(NoOptions),
    HouseLords(NoOptions),
    Atmakaraka(NoOptions),
    Conjunctions(NoOptions),
    Aspects(NoOptions),
    Yogas(YogasOptions),
    Dosha(NoOptions),
    Ashtakavarga(NoOptions),
    Shadbala(NoOptions),
    Functional(NoOptions),
    Vargas(VargasOptions),
    Predictions(NoOptions),
    Dasha(DashaOptions),
    Transits(OnDay),
    SadeSati(OnDay),
    Remedies(NoOptions),
    Matching(MatchingOptions),
    MatchingBatch(MatchingBatchOptions),
    Kp(NoOptions),
    Jaimini(NoOptions),
    SpecialPoints(NoOptions),
    Avasthas(NoOptions),
    BhavaBala(NoOptions),
    Chakras(OnDay),
    KpHorary(HoraryOptions),
    Muhurta(MuhurtaOptions),
    Events(EventsOptions),
    Calendar(CalendarOptions),
    Horoscope(HoroscopeOptions),
    Varshaphal(VarshaphalOptions),
    Kundli(KundliOptions),
    ReportKundli(ReportOptions),
    ReportPredictions(ReportOptions),
    ReportCompatibility(ReportOptions),
    ReportVarshaphal(VarshaphalReportOptions),
}

impl Call {
    /// A call of `e` with every option at its default; `None` where `e` has options a body
    /// must name, or is not a calculation.
    pub fn defaulted(e: Endpoint) -> Option<Call> {
        let mut errs = Vec::new();
        Call::read(e, &Map::new(), &mut errs)
    }

    /// The rules between fields: a range runs forward and is not too long; a calendar's year
    /// is one of its calendar's.
    fn check(&self, errs: &mut Vec<BadField>) {
        let (from, to, months, what) = match self {
            Call::Events(o) => (o.from.0, o.to.0, 120, "ten years"),
            Call::Muhurta(o) => (o.from.0, o.to.0, 12, "a year"),
            Call::Calendar(o) => {
                let years = crate::calc::years(o.calendar.unwrap_or_default());
                if !years.contains(&o.year.0) {
                    errs.push(BadField::new(
                        "year",
                        format!(
                            "must be from {} to {} in that calendar",
                            years.start(),
                            years.end()
                        ),
                    ));
                }
                return;
            }
            _ => return,
        };
        let limit = from.checked_add_months(chrono::Months::new(months));
        if to < from {
            errs.push(BadField::new("to", "must not be before from"));
        } else if limit.is_none_or(|t| to >= t) {
            errs.push(BadField::new(
                "to",
                format!("must be less than {what} after from"),
            ));
        }
    }

    /// The days a ranged call covers (sky events, a muhurta search).
    pub fn span(&self) -> Option<(NaiveDate, NaiveDate)> {
        match self {
            Call::Events(o) => Some((o.from.0, o.to.0)),
            Call::Muhurta(o) => Some((o.from.0, o.to.0)),
            _ => None,
        }
    }

    /// The day a call is made for, where it names one.
    pub fn date(&self) -> Option<NaiveDate> {
        match self {
            Call::Panchang(o) => o.date.map(|d| d.0),
            Call::Rashifal(o) => o.date.map(|d| d.0),
            Call::DailyInsight(o) => o.date.map(|d| d.0),
            Call::Transits(o) | Call::SadeSati(o) => o.date.map(|d| d.0),
            Call::Kundli(o) => o.date.map(|d| d.0),
            Call::Horoscope(o) => o.date.map(|d| d.0),
            _ => None,
        }
    }

    /// Where to POST the job's state when it ends, if the body names it.
    pub fn callback_url(&self) -> Option<&str> {
        match self {
            Call::Kundli(o) => o.callback_url.as_ref(),
            Call::ReportKundli(o) | Call::ReportPredictions(o) | Call::ReportCompatibility(o) => {
                o.callback_url.as_ref()
            }
            Call::ReportVarshaphal(o) => o.callback_url.as_ref(),
            _ => None,
        }
        .map(|u| u.0.as_str())
    }

    /// The credits this call costs: its endpoint's price, a range priced by its years, a
    /// kundli by its sections, a batch by its candidates.
    pub fn cost(&self) -> i64 {
        match self {
            Call::Kundli(o) => Endpoint::bundle_cost(&o.include),
            // The twelve signs at once cost six single signs' price.
            Call::Horoscope(o) if o.sign == crate::calc::HoroscopeSign::All => {
                6 * self.endpoint().cost()
            }
            // A batch is priced per candidate.
            Call::MatchingBatch(o) => o.candidates.len() as i64 * self.endpoint().cost(),
            _ => match self.span() {
                Some((first, last)) => self.endpoint().cost_of_range(first, last),
                None => self.endpoint().cost(),
            },
        }
    }
}

impl crate::calc::CalcRequest {
    /// A request of `e` made from a body's options as the API reads them (the language and the
    /// settings over the endpoint's product defaults), for `persons` at `place` as of `now`:
    /// what tests and tools build requests with. The fields refused otherwise.
    pub fn from_body(
        e: Endpoint,
        body: &Value,
        persons: Vec<crate::calc::PersonData>,
        place: Option<crate::calc::Place>,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<crate::calc::CalcRequest, Vec<BadField>> {
        let empty = Map::new();
        let body = body.as_object().unwrap_or(&empty);
        let mut errs = Vec::new();
        let common = Common::read(body, &mut errs);
        let call = Call::read(e, body, &mut errs);
        let (Some(common), Some(call)) = (common, call) else {
            return Err(errs);
        };
        Ok(crate::calc::CalcRequest {
            call,
            persons,
            place,
            locale: common.locale.unwrap_or_default(),
            numerals: common.numerals.unwrap_or_default(),
            settings: common.settings(crate::calc::defaults_for(e, Default::default())),
            image: None,
            now,
        })
    }
}
