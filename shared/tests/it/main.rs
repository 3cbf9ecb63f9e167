//! Engine tests against the reference results in `../shared/reference/` (computed by an
//! independent implementation, see its README) and the engine's invariants.

mod almanac;
mod ashtakavarga;
mod aspects;
mod bikram_sambat;
mod calendar;
mod chart;
mod chart_image;
mod dasha;
mod dasha_systems;
mod doshas;
mod events;
mod functional;
mod guru;
mod horoscope;
mod houses;
mod matching;
mod matching_systems;
mod muhurta;
mod natal;
mod panchang;
mod polar;
mod reading;
mod settings;
mod shadbala;
mod shadbala_books;
mod special_points;
mod sunrise;
mod support;
mod systems;
mod texts;
mod transit;
mod true_node;
mod vargas;
mod varshaphal;
mod yogas;
