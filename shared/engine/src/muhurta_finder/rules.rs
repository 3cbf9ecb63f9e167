//! The activities of the muhurta finder and the rules each one is chosen by, with their sources.
//!
//! Tithis are numbered 1–30 through the amanta month (Shukla Pratipada 1 … Purnima 15, Krishna
//! Pratipada 16 … Amavasya 30); varas 0 = Sunday … 6 = Saturday.
//!
//! Nakshatra groups (Muhurta Chintamani ch. 2, Nakshatra prakarana): dhruva (fixed) Rohini and
//! the three Uttaras; chara (movable) Punarvasu, Swati, Shravana, Dhanishta, Shatabhisha;
//! kshipra (swift) Ashwini, Pushya, Hasta; mridu (soft) Mrigashira, Chitra, Anuradha, Revati.

use crate::types::{Nakshatra, Sign};
use serde::{Deserialize, Serialize};

mod activities;

pub use activities::{
    ANNAPRASHAN, BUSINESS, ENGAGEMENT, GRIHA_PRAVESH, KARNAVEDHA, MARRIAGE, MUNDAN, NAMING,
    PROPERTY, TRAVEL, UPANAYANA, VEHICLE, VIDYARAMBH,
};

/// What a muhurta is sought for (the wire names are kebab-case).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Activity {
    /// Vivaha.
    Marriage,
    /// Entering a new house.
    GrihaPravesh,
    /// Buying a vehicle (vahana).
    Vehicle,
    /// Setting out on a journey (yatra).
    Travel,
    /// Opening a shop or business (vyapara arambha).
    Business,
    /// Namakarana, the naming of a child.
    Naming,
    /// Chudakarana (chaula), the first tonsure.
    Mundan,
    /// Buying land or a house.
    Property,
    /// Annaprashana, a child's first solid food.
    Annaprashan,
    /// Karnavedha, the piercing of the ears.
    Karnavedha,
    /// Upanayana, the sacred thread.
    Upanayana,
    /// Vidyarambha, the beginning of learning.
    Vidyarambh,
    /// Vagdana, the betrothal.
    Engagement,
}

impl Activity {
    pub const ALL: [Activity; 13] = [
        Activity::Marriage,
        Activity::GrihaPravesh,
        Activity::Vehicle,
        Activity::Travel,
        Activity::Business,
        Activity::Naming,
        Activity::Mundan,
        Activity::Property,
        Activity::Annaprashan,
        Activity::Karnavedha,
        Activity::Upanayana,
        Activity::Vidyarambh,
        Activity::Engagement,
    ];
    /// The wire name (`griha-pravesh`), also the content key.
    pub fn key(self) -> &'static str {
        match self {
            Activity::Marriage => "marriage",
            Activity::GrihaPravesh => "griha-pravesh",
            Activity::Vehicle => "vehicle",
            Activity::Travel => "travel",
            Activity::Business => "business",
            Activity::Naming => "naming",
            Activity::Mundan => "mundan",
            Activity::Property => "property",
            Activity::Annaprashan => "annaprashan",
            Activity::Karnavedha => "karnavedha",
            Activity::Upanayana => "upanayana",
            Activity::Vidyarambh => "vidyarambh",
            Activity::Engagement => "engagement",
        }
    }
    pub fn parse(s: &str) -> Option<Activity> {
        Activity::ALL.into_iter().find(|a| a.key() == s)
    }
    /// The rules this activity is chosen by.
    pub fn rules(self) -> &'static Rules {
        match self {
            Activity::Marriage => &MARRIAGE,
            Activity::GrihaPravesh => &GRIHA_PRAVESH,
            Activity::Vehicle => &VEHICLE,
            Activity::Travel => &TRAVEL,
            Activity::Business => &BUSINESS,
            Activity::Naming => &NAMING,
            Activity::Mundan => &MUNDAN,
            Activity::Property => &PROPERTY,
            Activity::Annaprashan => &ANNAPRASHAN,
            Activity::Karnavedha => &KARNAVEDHA,
            Activity::Upanayana => &UPANAYANA,
            Activity::Vidyarambh => &VIDYARAMBH,
            Activity::Engagement => &ENGAGEMENT,
        }
    }
}

/// A rule of the finder, by its stable key (what a reason's `rule` says).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// The activity's tithis.
    Tithi,
    /// Chaturthi, Navami, Chaturdashi of either paksha ("empty" tithis).
    RiktaTithi,
    Amavasya,
    /// The activity's nakshatras.
    Nakshatra,
    /// The nine inauspicious yogas.
    Yoga,
    /// Vishti karana.
    Bhadra,
    /// The activity's weekdays.
    Vara,
    /// The activity's rising signs.
    Lagna,
    RahuKalam,
    /// The Moon in Aquarius or Pisces (Dhanishta's second half to Revati).
    Panchaka,
    Tarabala,
    Chandrabala,
    /// Jupiter combust.
    GuruAsta,
    /// Venus combust.
    ShukraAsta,
    /// Devshayani to Prabodhini Ekadashi.
    Chaturmas,
    /// The Sun in Sagittarius or Pisces.
    Kharmas,
    AdhikaMasa,
    Varjyam,
    Durmuhurta,
    /// Uttarayana or Dakshinayana.
    Ayana,
    /// The Moon in a gandanta pada (the junction of a water and a fire sign).
    GandaMoola,
}

impl Rule {
    pub const ALL: [Rule; 21] = [
        Rule::Tithi,
        Rule::RiktaTithi,
        Rule::Amavasya,
        Rule::Nakshatra,
        Rule::Yoga,
        Rule::Bhadra,
        Rule::Vara,
        Rule::Lagna,
        Rule::RahuKalam,
        Rule::Panchaka,
        Rule::Tarabala,
        Rule::Chandrabala,
        Rule::GuruAsta,
        Rule::ShukraAsta,
        Rule::Chaturmas,
        Rule::Kharmas,
        Rule::AdhikaMasa,
        Rule::Varjyam,
        Rule::Durmuhurta,
        Rule::Ayana,
        Rule::GandaMoola,
    ];
    /// The stable key (kebab-case English), also the content key.
    pub fn key(self) -> &'static str {
        match self {
            Rule::Tithi => "tithi",
            Rule::RiktaTithi => "rikta-tithi",
            Rule::Amavasya => "amavasya",
            Rule::Nakshatra => "nakshatra",
            Rule::Yoga => "yoga",
            Rule::Bhadra => "bhadra",
            Rule::Vara => "vara",
            Rule::Lagna => "lagna",
            Rule::RahuKalam => "rahu-kalam",
            Rule::Panchaka => "panchaka",
            Rule::Tarabala => "tarabala",
            Rule::Chandrabala => "chandrabala",
            Rule::GuruAsta => "guru-asta",
            Rule::ShukraAsta => "shukra-asta",
            Rule::Chaturmas => "chaturmas",
            Rule::Kharmas => "kharmas",
            Rule::AdhikaMasa => "adhika-masa",
            Rule::Varjyam => "varjyam",
            Rule::Durmuhurta => "durmuhurta",
            Rule::Ayana => "ayana",
            Rule::GandaMoola => "ganda-moola",
        }
    }
    /// Where the rule comes from. The activity's own lists (tithi, nakshatra, vara, lagna) and
    /// its forbidden periods are cited from its chapter.
    pub fn source(self, activity: Activity) -> &'static str {
        match self {
            Rule::Tithi | Rule::Nakshatra | Rule::Vara | Rule::Lagna => activity.rules().source,
            Rule::RiktaTithi | Rule::Amavasya | Rule::Yoga | Rule::Bhadra => {
                "Muhurta Chintamani ch. 1 (Shubhashubha prakarana)"
            }
            Rule::RahuKalam => {
                "Rahu kalam, the eighth of daytime ruled by Rahu (B.V. Raman, Muhurtha, ch. on \
                 the periods to avoid; as every panchang prints it)"
            }
            Rule::Panchaka => "Muhurta Chintamani ch. 2 (Nakshatra prakarana), dhanishtha-panchaka",
            Rule::Tarabala | Rule::Chandrabala => {
                "Muhurta Chintamani ch. 1 (Shubhashubha prakarana), tara and chandra bala"
            }
            Rule::GuruAsta | Rule::ShukraAsta => {
                "Muhurta Chintamani ch. 1 (guru-shukra asta and balya-vriddhatva); combustion \
                 orbs of Surya Siddhanta ch. 9"
            }
            Rule::Chaturmas => {
                "Nirnaya Sindhu (chaturmasya: Devshayani to Prabodhini Ekadashi); B.V. Raman, \
                 Muhurtha"
            }
            Rule::Kharmas => {
                "Muhurta Chintamani ch. 6 (Vivaha prakarana): no marriage while the Sun is in \
                 Dhanu or Mina (kharmas)"
            }
            Rule::AdhikaMasa => "Muhurta Chintamani ch. 1: the malamasa (adhika) is shunned",
            Rule::Varjyam => "Muhurta Chintamani ch. 1 (tyajya ghatis of the nakshatras)",
            Rule::Durmuhurta => "Muhurta Chintamani ch. 6 (durmuhurtas of the weekdays)",
            Rule::Ayana => "Muhurta Chintamani ch. 5 (Samskara prakarana): chaula in Uttarayana",
            Rule::GandaMoola => {
                "Muhurta Chintamani ch. 2 (Nakshatra prakarana): gandanta, the junction padas \
                 of Ashlesha–Magha, Jyeshtha–Mula and Revati–Ashwini"
            }
        }
    }
}

/// How strictly a period rule applies to an activity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applies {
    /// Not a concern of the activity.
    No,
    /// Counts against a window (see the weights in the module doc of the finder).
    Soft,
    /// No window inside it.
    Hard,
}

/// How much of an inauspicious yoga ([`crate::panchang::Yoga::is_inauspicious`]) is shunned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YogaShunned {
    /// Its harmful ghatis only (Muhurta Chintamani ch. 1: Vishkambha and Vajra the first 3,
    /// Shula 5, Ganda and Atiganda 6, Vyaghata 9, Parigha the first half, Vyatipata and
    /// Vaidhriti the whole).
    HarmfulGhatis,
    /// The whole yoga, each of the nine.
    Whole,
}

/// An activity's own rules.
#[derive(Debug)]
pub struct Rules {
    /// Favourable tithis (1–30); any other is refused.
    pub tithis: &'static [u8],
    /// Favourable nakshatras; any other is refused.
    pub nakshatras: &'static [Nakshatra],
    /// Favourable and unfavourable weekdays (0 = Sunday); the rest are neutral.
    pub good_varas: &'static [usize],
    pub bad_varas: &'static [usize],
    /// Favourable rising signs: any other is refused ([`Applies::Hard`]) or counted against
    /// ([`Applies::Soft`]), as `lagna` says.
    pub lagnas: &'static [Sign],
    pub lagna: Applies,
    /// How much of an inauspicious yoga is shunned.
    pub yogas: YogaShunned,
    pub chaturmas: Applies,
    pub kharmas: Applies,
    /// Guru and Shukra asta.
    pub asta: Applies,
    pub adhika: Applies,
    pub panchaka: Applies,
    /// The Moon in a gandanta pada.
    pub gandanta: Applies,
    /// Uttarayana wanted (mundan): counted for in it, against in Dakshinayana.
    pub uttarayana: bool,
    /// Where the activity's lists come from.
    pub source: &'static str,
}
