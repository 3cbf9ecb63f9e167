//! A reply in its reader's language beyond the prose: beside each principal name (`planet`,
//! `sign`, `nakshatra`, `lord`, the panchang's limbs) its display name in the request's locale
//! (`planetName`, `signName`…), and with `numerals: native` the digits of every Devanagari
//! string written as Devanagari digits. Both happen as the reply is written, by a JSON
//! formatter, so every reply type has them without a field of its own and no reply is built
//! twice (docs/decisions.md, "Display names as the reply is written").
//!
//! [`NameKind`] is also the glossary (`GET /v1/glossary`): every name the replies use, by kind.

use crate::astro::{BsMonth, DoshaKind, Nakshatra, Planet, Sign};
use crate::content::{self, Locale};
use crate::key;
use serde::{Deserialize, Serialize};
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};
use std::collections::BTreeMap;
use std::io::{self, Write};

/// How the digits of a reply's Hindi or Nepali text are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Numerals {
    /// 0–9, whatever the locale.
    #[default]
    Latin,
    /// ०–९ in every string written in Devanagari (prose, formatted dates); numbers, times
    /// and dates meant for programs stay as they are. Latin for `en`.
    Native,
}

/// A closed set of names the replies carry by their English key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameKind {
    Planet,
    Sign,
    Nakshatra,
    Tithi,
    Yoga,
    Karana,
    Vara,
    LunarMonth,
    BsMonth,
    Dosha,
    YogaName,
}

impl NameKind {
    pub const ALL: [NameKind; 11] = [
        NameKind::Planet,
        NameKind::Sign,
        NameKind::Nakshatra,
        NameKind::Tithi,
        NameKind::Yoga,
        NameKind::Karana,
        NameKind::Vara,
        NameKind::LunarMonth,
        NameKind::BsMonth,
        NameKind::Dosha,
        NameKind::YogaName,
    ];

    /// The glossary's field for this kind.
    pub fn field(self) -> &'static str {
        match self {
            NameKind::Planet => "planets",
            NameKind::Sign => "signs",
            NameKind::Nakshatra => "nakshatras",
            NameKind::Tithi => "tithis",
            NameKind::Yoga => "yogas",
            NameKind::Karana => "karanas",
            NameKind::Vara => "varas",
            NameKind::LunarMonth => "lunarMonths",
            NameKind::BsMonth => "bsMonths",
            NameKind::Dosha => "doshas",
            NameKind::YogaName => "yogaNames",
        }
    }

    /// The content topic prefix whose keys are this kind's names, for the kinds the content
    /// lists; `None` for the kinds the engine lists.
    fn prefix(self) -> Option<&'static str> {
        match self {
            NameKind::Tithi => Some("panchang.tithi."),
            NameKind::Yoga => Some("panchang.yoga."),
            NameKind::Karana => Some("panchang.karana."),
            NameKind::Vara => Some("panchang.vara."),
            NameKind::LunarMonth => Some("panchang.masa."),
            NameKind::YogaName => Some("yogas.list."),
            _ => None,
        }
    }

    /// Every English key of this kind.
    pub fn keys(self) -> Vec<&'static str> {
        match self {
            NameKind::Planet => Planet::ALL.iter().map(|p| p.name()).collect(),
            NameKind::Sign => Sign::ALL.iter().map(|s| s.name()).collect(),
            NameKind::Nakshatra => Nakshatra::ALL.iter().map(|n| n.name()).collect(),
            NameKind::BsMonth => BsMonth::ALL.iter().map(|m| m.name()).collect(),
            NameKind::Dosha => DoshaKind::ALL.iter().map(|d| d.name()).collect(),
            kind => {
                let prefix = kind.prefix().unwrap_or_default();
                let mut keys: Vec<&'static str> = content::catalog(Locale::En)
                    .keys()
                    .filter_map(|k| k.strip_prefix(prefix))
                    .filter_map(|rest| match kind {
                        // A yoga's texts are `yogas.list.<key>.name`, `.description`…
                        NameKind::YogaName => rest.strip_suffix(".name"),
                        _ => (!rest.contains('.')).then_some(rest),
                    })
                    .collect();
                keys.sort_unstable();
                keys
            }
        }
    }

    /// The display name of `key` in `locale`; `None` when `key` is not a name of this kind.
    pub fn display(self, locale: Locale, key: &str) -> Option<&'static str> {
        match self {
            NameKind::Planet => content::get(locale, key!("report.planet.{}", key)),
            NameKind::Sign => content::get(locale, key!("report.sign.{}", key)),
            NameKind::Nakshatra => content::get(locale, key!("nakshatras.{}.name", key)),
            NameKind::Tithi => content::get(locale, key!("panchang.tithi.{}", key)),
            NameKind::Yoga => content::get(locale, key!("panchang.yoga.{}", key)),
            NameKind::Karana => content::get(locale, key!("panchang.karana.{}", key)),
            NameKind::Vara => content::get(locale, key!("panchang.vara.{}", key)),
            NameKind::LunarMonth => content::get(locale, key!("panchang.masa.{}", key)),
            NameKind::YogaName => content::get(locale, key!("yogas.list.{}.name", key)),
            NameKind::Dosha => {
                let d = DoshaKind::ALL.into_iter().find(|d| d.name() == key)?;
                content::get(
                    locale,
                    key!("report.doshaName.{}", d.name().replace(' ', "")),
                )
            }
            NameKind::BsMonth => {
                let m = BsMonth::ALL.into_iter().find(|m| m.name() == key)?;
                Some(match locale {
                    Locale::En => m.name(),
                    Locale::Hi | Locale::Ne => m.name_ne(),
                })
            }
        }
    }

    /// The kind of the names a reply field holds, by the field's name: `planet`, `lord` and
    /// every `…Lord` a planet; `sign`, `rashi`, `ascendant` (where it is a sign's name) and
    /// every `…Sign` a sign; the panchang's limbs by their own names. Such a field gets its
    /// display name beside it (`<field>Name`).
    pub fn of_field(field: &str) -> Option<NameKind> {
        Some(match field {
            "planet" | "lord" => NameKind::Planet,
            "sign" | "rashi" | "ascendant" => NameKind::Sign,
            "nakshatra" => NameKind::Nakshatra,
            "tithi" => NameKind::Tithi,
            "yoga" => NameKind::Yoga,
            "karana" => NameKind::Karana,
            "vara" => NameKind::Vara,
            "masa" | "amanta" | "purnimanta" => NameKind::LunarMonth,
            f if f.ends_with("Lord") => NameKind::Planet,
            f if f.ends_with("Sign") => NameKind::Sign,
            _ => return None,
        })
    }
}

/// The glossary of `locale`: for each kind, every English key and its display name.
pub fn glossary(locale: Locale) -> BTreeMap<&'static str, BTreeMap<&'static str, &'static str>> {
    NameKind::ALL
        .into_iter()
        .map(|kind| {
            let names = kind
                .keys()
                .into_iter()
                .filter_map(|k| Some((k, kind.display(locale, k)?)))
                .collect();
            (kind.field(), names)
        })
        .collect()
}

/// `s` with its digits written as Devanagari digits.
pub fn native_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) if c.is_ascii_digit() => char::from_u32(0x0966 + d).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// One field being written: its name, what kind of name it holds and the string it holds
/// (when it holds one directly).
struct Open {
    field: String,
    kind: Option<NameKind>,
    depth: usize,
    value: Option<String>,
}

/// A piece of a string being written: text as given, or an escape already written out.
enum Piece {
    Text(String),
    Escape(Vec<u8>),
}

/// The JSON formatter that writes a reply in its reader's language (module doc).
pub struct Localizing {
    locale: Locale,
    native: bool,
    in_key: bool,
    key: String,
    depth: usize,
    open: Vec<Open>,
    /// The current string value's pieces while one is written.
    string: Option<Vec<Piece>>,
}

impl Localizing {
    pub fn new(locale: Locale, numerals: Numerals) -> Self {
        Localizing {
            locale,
            native: numerals == Numerals::Native && locale != Locale::En,
            in_key: false,
            key: String::new(),
            depth: 0,
            open: Vec::new(),
            string: None,
        }
    }

    /// Whether the string now begun is the direct value of a named field.
    fn wants_value(&self) -> bool {
        self.open
            .last()
            .is_some_and(|o| o.kind.is_some() && o.depth == self.depth)
    }
}

impl Formatter for Localizing {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth += 1;
        CompactFormatter.begin_array(w)
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth -= 1;
        CompactFormatter.end_array(w)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth += 1;
        CompactFormatter.begin_object(w)
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth -= 1;
        CompactFormatter.end_object(w)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.in_key = true;
        self.key.clear();
        CompactFormatter.begin_object_key(w, first)
    }

    fn end_object_key<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.in_key = false;
        CompactFormatter.end_object_key(w)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.open.push(Open {
            kind: NameKind::of_field(&self.key),
            field: std::mem::take(&mut self.key),
            depth: self.depth,
            value: None,
        });
        CompactFormatter.begin_object_value(w)
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        let Some(open) = self.open.pop() else {
            return Ok(());
        };
        if let (Some(kind), Some(value)) = (open.kind, open.value)
            && let Some(name) = kind.display(self.locale, &value)
        {
            w.write_all(b",\"")?;
            w.write_all(open.field.as_bytes())?;
            w.write_all(b"Name\":")?;
            serde_json::to_writer(&mut *w, name).map_err(io::Error::other)?;
        }
        Ok(())
    }

    fn begin_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        if !self.in_key && (self.native || self.wants_value()) {
            self.string = Some(Vec::new());
        }
        CompactFormatter.begin_string(w)
    }

    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        if self.in_key {
            self.key.push_str(fragment);
        }
        match &mut self.string {
            Some(pieces) => {
                pieces.push(Piece::Text(fragment.to_owned()));
                Ok(())
            }
            None => w.write_all(fragment.as_bytes()),
        }
    }

    fn write_char_escape<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        match &mut self.string {
            Some(pieces) => {
                let mut out = Vec::new();
                CompactFormatter.write_char_escape(&mut out, escape)?;
                pieces.push(Piece::Escape(out));
                Ok(())
            }
            None => CompactFormatter.write_char_escape(w, escape),
        }
    }

    fn end_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        if let Some(pieces) = self.string.take() {
            let text: String = pieces
                .iter()
                .filter_map(|p| match p {
                    Piece::Text(t) => Some(t.as_str()),
                    Piece::Escape(_) => None,
                })
                .collect();
            let native = self.native && text.chars().any(crate::draw::svg::is_devanagari);
            if self.wants_value()
                && let Some(open) = self.open.last_mut()
            {
                open.value = Some(text);
            }
            for p in &pieces {
                match p {
                    Piece::Text(t) if native => w.write_all(native_digits(t).as_bytes())?,
                    Piece::Text(t) => w.write_all(t.as_bytes())?,
                    Piece::Escape(e) => w.write_all(e)?,
                }
            }
        }
        CompactFormatter.end_string(w)
    }
}

/// `value` written as JSON in `locale`, with display names and `numerals`.
pub fn to_vec<T: Serialize + ?Sized>(
    value: &T,
    locale: Locale,
    numerals: Numerals,
) -> serde_json::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(4096);
    let mut ser =
        serde_json::Serializer::with_formatter(&mut out, Localizing::new(locale, numerals));
    value.serialize(&mut ser)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn written(v: &Value, locale: Locale, numerals: Numerals) -> Value {
        serde_json::from_slice(&to_vec(v, locale, numerals).unwrap()).unwrap()
    }

    /// ref: shared/content/hi/report.json (planet, sign, nakshatraName) and panchang.json.
    #[test]
    fn names_are_written_beside_their_keys() {
        let v = json!({
            "planet": "Jupiter", "sign": "Taurus", "nakshatraLord": "Moon",
            "nakshatra": "Hasta", "tithi": "Pratipada", "lunarMonth": {"amanta": "Kartika"},
            "planets": ["Sun"], "lord": "None", "moonSign": 3,
            "inner": [{"planet": "Sun", "text": "x"}]
        });
        let hi = written(&v, Locale::Hi, Numerals::Latin);
        assert_eq!(hi["planetName"], "गुरु");
        assert_eq!(hi["signName"], "वृषभ");
        assert_eq!(hi["nakshatraLordName"], "चंद्र");
        assert_eq!(hi["nakshatraName"], "हस्त");
        assert_eq!(hi["tithiName"], "प्रतिपदा");
        assert_eq!(hi["lunarMonth"]["amantaName"], "कार्तिक");
        assert_eq!(hi["inner"][0]["planetName"], "सूर्य");
        // Not names of their kind: nothing added.
        assert!(hi.get("lordName").is_none());
        assert!(hi.get("moonSignName").is_none());
        assert!(hi.get("planetsName").is_none());
        let en = written(&v, Locale::En, Numerals::Native);
        assert_eq!(en["planetName"], "Jupiter");
        assert_eq!(en["signName"], "Taurus");
    }

    #[test]
    fn native_numerals_touch_devanagari_strings_only() {
        let v = json!({"text": "सूर्योदय 6:32 पर", "date": "2026-11-25", "n": 5,
                        "q": "\"उद्धरण\" 12"});
        let ne = written(&v, Locale::Ne, Numerals::Native);
        assert_eq!(ne["text"], "सूर्योदय ६:३२ पर");
        assert_eq!(ne["date"], "2026-11-25");
        assert_eq!(ne["n"], 5);
        assert_eq!(ne["q"], "\"उद्धरण\" १२");
        assert_eq!(written(&v, Locale::Ne, Numerals::Latin), v);
        assert_eq!(written(&v, Locale::En, Numerals::Native), v);
    }

    #[test]
    fn the_glossary_names_every_kind_in_every_locale() {
        for l in Locale::ALL {
            let g = glossary(l);
            for kind in NameKind::ALL {
                let names = &g[kind.field()];
                assert_eq!(
                    names.len(),
                    kind.keys().len(),
                    "{} {}",
                    l.code(),
                    kind.field()
                );
                assert!(!names.is_empty());
            }
            assert_eq!(g["planets"].len(), 9);
            assert_eq!(g["signs"].len(), 12);
            assert_eq!(g["nakshatras"].len(), 27);
            assert_eq!(g["tithis"].len(), 16, "15 names and Amavasya/Purnima");
        }
        assert_eq!(glossary(Locale::Ne)["bsMonths"]["Mangsir"], "मंसिर");
    }
}
