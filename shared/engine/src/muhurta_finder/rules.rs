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

use Nakshatra as N;
use Sign as S;

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
    /// Favourable rising signs; any other is refused.
    pub lagnas: &'static [Sign],
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

const MON_WED_THU_FRI: &[usize] = &[1, 3, 4, 5];
const TUE_SAT: &[usize] = &[2, 6];

/// Every tithi but Shukla Pratipada (the Moon still dark), the Chaturdashis and Amavasya; the
/// rikta Chaturthi and Navami included, as Drik Panchang lists marriages on them
/// (docs/decisions.md, "Muhurta to the almanacs' standard").
const MARRIAGE_TITHIS: &[u8] = &[
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
];
/// As for marriage, with the shashthis (Muhurta Chintamani ch. 13 admits them for entering).
const HOUSE_TITHIS: &[u8] = &[
    2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25,
];
/// Every tithi but the rikta, the ashtamis and Amavasya.
const BROAD_TITHIS: &[u8] = &[
    1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25, 26, 27, 28,
];
/// Muhurta Chintamani ch. 11: 2, 3, 5, 7, 10, 11, 13 of either paksha (not Purnima, the
/// shashthis, ashtamis, dwadashis, rikta or Amavasya).
const TRAVEL_TITHIS: &[u8] = &[2, 3, 5, 7, 10, 11, 13, 17, 18, 20, 22, 25, 26, 28];
/// Shukla 2, 3, 5, 7, 10, 11, 13 and Krishna 2, 3, 5.
const MUNDAN_TITHIS: &[u8] = &[2, 3, 5, 7, 10, 11, 13, 17, 18, 20];

/// The signs of the benefics (Moon, Mercury, Jupiter, Venus).
const BENEFIC_SIGNS: &[Sign] = &[
    S::Taurus,
    S::Gemini,
    S::Cancer,
    S::Virgo,
    S::Libra,
    S::Sagittarius,
    S::Pisces,
];
const FIXED_SIGNS: &[Sign] = &[S::Taurus, S::Leo, S::Scorpio, S::Aquarius];

/// Dhruva, chara, kshipra and mridu: the sixteen stars for beginnings.
const BEGINNING_STARS: &[Nakshatra] = &[
    N::Ashwini,
    N::Rohini,
    N::Mrigashira,
    N::Punarvasu,
    N::Pushya,
    N::UttaraPhalguni,
    N::Hasta,
    N::Chitra,
    N::Swati,
    N::Anuradha,
    N::UttaraAshadha,
    N::Shravana,
    N::Dhanishta,
    N::Shatabhisha,
    N::UttaraBhadrapada,
    N::Revati,
];

/// Muhurta Chintamani ch. 6 (Vivaha prakarana); B.V. Raman, Muhurtha (marriage): the eleven
/// marriage stars, Monday, Wednesday, Thursday and Friday, the dual and benefic lagnas; none in
/// Chaturmas, kharmas, an adhika month or while Guru or Shukra is set.
pub static MARRIAGE: Rules = Rules {
    tithis: MARRIAGE_TITHIS,
    nakshatras: &[
        N::Rohini,
        N::Mrigashira,
        N::Magha,
        N::UttaraPhalguni,
        N::Hasta,
        N::Swati,
        N::Anuradha,
        N::Mula,
        N::UttaraAshadha,
        N::UttaraBhadrapada,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::Hard,
    kharmas: Applies::Hard,
    asta: Applies::Hard,
    adhika: Applies::Hard,
    panchaka: Applies::No,
    gandanta: Applies::Hard,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 6 (Vivaha prakarana); B.V. Raman, Muhurtha (marriage)",
};

/// Muhurta Chintamani ch. 13 (Griha-pravesha prakarana): the dhruva and mridu stars with
/// Dhanishta and Shatabhisha, fixed lagnas, not on Sunday or Tuesday; the periods as marriage.
pub static GRIHA_PRAVESH: Rules = Rules {
    tithis: HOUSE_TITHIS,
    nakshatras: &[
        N::Rohini,
        N::Mrigashira,
        N::UttaraPhalguni,
        N::Chitra,
        N::Anuradha,
        N::UttaraAshadha,
        N::Dhanishta,
        N::Shatabhisha,
        N::UttaraBhadrapada,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: &[0, 2],
    lagnas: FIXED_SIGNS,
    chaturmas: Applies::Hard,
    kharmas: Applies::Hard,
    asta: Applies::Hard,
    adhika: Applies::Hard,
    panchaka: Applies::Soft,
    gandanta: Applies::No,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 13 (Griha-pravesha prakarana); B.V. Raman, Muhurtha \
             (entering a new house)",
};

/// B.V. Raman, Muhurtha (buying vehicles): the chara, kshipra and mridu stars with Rohini,
/// benefic lagnas, not on Tuesday or Saturday.
pub static VEHICLE: Rules = Rules {
    tithis: BROAD_TITHIS,
    nakshatras: &[
        N::Ashwini,
        N::Rohini,
        N::Mrigashira,
        N::Punarvasu,
        N::Pushya,
        N::Hasta,
        N::Chitra,
        N::Swati,
        N::Anuradha,
        N::Shravana,
        N::Dhanishta,
        N::Shatabhisha,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::No,
    adhika: Applies::No,
    panchaka: Applies::No,
    gandanta: Applies::No,
    uttarayana: false,
    source: "B.V. Raman, Muhurtha (buying vehicles); Muhurta Chintamani ch. 2 (chara, kshipra \
             and mridu stars)",
};

/// Muhurta Chintamani ch. 11 (Yatra prakarana): the nine travel stars, movable and dual
/// lagnas, never in panchaka.
pub static TRAVEL: Rules = Rules {
    tithis: TRAVEL_TITHIS,
    nakshatras: &[
        N::Ashwini,
        N::Mrigashira,
        N::Punarvasu,
        N::Pushya,
        N::Hasta,
        N::Anuradha,
        N::Shravana,
        N::Dhanishta,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: &[
        S::Aries,
        S::Gemini,
        S::Cancer,
        S::Virgo,
        S::Libra,
        S::Sagittarius,
        S::Capricorn,
        S::Pisces,
    ],
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::No,
    adhika: Applies::No,
    panchaka: Applies::Hard,
    gandanta: Applies::No,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 11 (Yatra prakarana)",
};

/// B.V. Raman, Muhurtha (starting a business): the sixteen stars for beginnings, fixed lagnas
/// and Mercury's signs, Wednesday, Thursday, Friday, Monday.
pub static BUSINESS: Rules = Rules {
    tithis: HOUSE_TITHIS,
    nakshatras: BEGINNING_STARS,
    good_varas: MON_WED_THU_FRI,
    bad_varas: &[2],
    lagnas: &[
        S::Taurus,
        S::Gemini,
        S::Leo,
        S::Virgo,
        S::Scorpio,
        S::Aquarius,
    ],
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::Soft,
    adhika: Applies::Soft,
    panchaka: Applies::No,
    gandanta: Applies::No,
    uttarayana: false,
    source: "B.V. Raman, Muhurtha (starting a business); Muhurta Chintamani ch. 2",
};

/// Muhurta Chintamani ch. 5 (Samskara prakarana, namakarana): the stars for beginnings,
/// benefic lagnas, not on Tuesday or Saturday.
pub static NAMING: Rules = Rules {
    tithis: BROAD_TITHIS,
    nakshatras: BEGINNING_STARS,
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::No,
    adhika: Applies::No,
    panchaka: Applies::No,
    gandanta: Applies::No,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 5 (Samskara prakarana, namakarana)",
};

/// Muhurta Chintamani ch. 5 (Samskara prakarana, chudakarana): its twelve stars, benefic
/// lagnas, in Uttarayana, not in Chaturmas, kharmas, an adhika month or with Guru or Shukra set.
pub static MUNDAN: Rules = Rules {
    tithis: MUNDAN_TITHIS,
    nakshatras: &[
        N::Ashwini,
        N::Mrigashira,
        N::Punarvasu,
        N::Pushya,
        N::Hasta,
        N::Chitra,
        N::Swati,
        N::Jyeshtha,
        N::Shravana,
        N::Dhanishta,
        N::Shatabhisha,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::Hard,
    kharmas: Applies::Hard,
    asta: Applies::Hard,
    adhika: Applies::Hard,
    panchaka: Applies::No,
    gandanta: Applies::No,
    uttarayana: true,
    source: "Muhurta Chintamani ch. 5 (Samskara prakarana, chudakarana)",
};

/// Muhurta Chintamani ch. 12 (Vastu prakarana); B.V. Raman, Muhurtha (buying land and
/// houses): dhruva, mridu and kshipra stars, fixed lagnas.
pub static PROPERTY: Rules = Rules {
    tithis: HOUSE_TITHIS,
    nakshatras: &[
        N::Ashwini,
        N::Rohini,
        N::Mrigashira,
        N::Pushya,
        N::UttaraPhalguni,
        N::Hasta,
        N::Chitra,
        N::Anuradha,
        N::UttaraAshadha,
        N::UttaraBhadrapada,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: &[],
    lagnas: FIXED_SIGNS,
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::Soft,
    adhika: Applies::Soft,
    panchaka: Applies::Soft,
    gandanta: Applies::No,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 12 (Vastu prakarana); B.V. Raman, Muhurtha (buying land \
             and houses)",
};

/// Shukla 2, 3, 5, 7, 10, 11, 13, Purnima and Krishna 2, 3, 5 (the rikta tithis, the ashtamis,
/// the shashthis, the dwadashis and Amavasya left out).
const SAMSKARA_TITHIS: &[u8] = &[2, 3, 5, 7, 10, 11, 13, 15, 17, 18, 20];

/// Muhurta Chintamani ch. 5 (Samskara prakarana, annaprashana); B.V. Raman, Muhurtha (first
/// feeding): the fixed, movable, swift and soft stars, Monday, Wednesday, Thursday, Friday,
/// benefic lagnas; not while Guru or Shukra is set.
pub static ANNAPRASHAN: Rules = Rules {
    tithis: SAMSKARA_TITHIS,
    nakshatras: BEGINNING_STARS,
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::Hard,
    adhika: Applies::Soft,
    panchaka: Applies::No,
    gandanta: Applies::Hard,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 5 (Samskara prakarana, annaprashana); B.V. Raman, Muhurtha \
             (annaprasana)",
};

/// Muhurta Chintamani ch. 5 (Samskara prakarana, karnavedha): Mrigashira, Revati, Chitra,
/// Anuradha, Hasta, Pushya, Ashwini, Shravana, Dhanishta and Punarvasu, Monday, Wednesday,
/// Thursday, Friday, benefic lagnas; not in Chaturmas or while Guru or Shukra is set.
pub static KARNAVEDHA: Rules = Rules {
    tithis: SAMSKARA_TITHIS,
    nakshatras: &[
        N::Ashwini,
        N::Mrigashira,
        N::Punarvasu,
        N::Pushya,
        N::Hasta,
        N::Chitra,
        N::Anuradha,
        N::Shravana,
        N::Dhanishta,
        N::Revati,
    ],
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::Hard,
    kharmas: Applies::Soft,
    asta: Applies::Hard,
    adhika: Applies::Hard,
    panchaka: Applies::No,
    gandanta: Applies::Hard,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 5 (Samskara prakarana, karnavedha); B.V. Raman, Muhurtha \
             (ear-boring)",
};

/// Muhurta Chintamani ch. 5 (Samskara prakarana, upanayana): in Uttarayana, the stars for
/// beginnings, Wednesday, Thursday and Friday best (Sunday and Monday middling), benefic
/// lagnas; not in Chaturmas, kharmas, an adhika month or while Guru or Shukra is set.
pub static UPANAYANA: Rules = Rules {
    tithis: &[2, 3, 5, 10, 11, 12, 17, 18, 20],
    nakshatras: BEGINNING_STARS,
    good_varas: &[3, 4, 5],
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::Hard,
    kharmas: Applies::Hard,
    asta: Applies::Hard,
    adhika: Applies::Hard,
    panchaka: Applies::No,
    gandanta: Applies::Hard,
    uttarayana: true,
    source: "Muhurta Chintamani ch. 5 (Samskara prakarana, upanayana); B.V. Raman, Muhurtha \
             (upanayana)",
};

/// Muhurta Chintamani ch. 5 (Samskara prakarana, vidyarambha); B.V. Raman, Muhurtha
/// (beginning education): the light and movable stars with Mula, the three Purvas and Ardra
/// (Saraswati's), Sunday, Wednesday, Thursday, Friday, benefic lagnas.
pub static VIDYARAMBH: Rules = Rules {
    tithis: &[2, 3, 5, 6, 10, 11, 12, 17, 18, 20, 21],
    nakshatras: &[
        N::Ashwini,
        N::Mrigashira,
        N::Ardra,
        N::Punarvasu,
        N::Pushya,
        N::PurvaPhalguni,
        N::Hasta,
        N::Chitra,
        N::Swati,
        N::Mula,
        N::PurvaAshadha,
        N::Shravana,
        N::Dhanishta,
        N::Shatabhisha,
        N::PurvaBhadrapada,
        N::Revati,
    ],
    good_varas: &[0, 3, 4, 5],
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::No,
    kharmas: Applies::No,
    asta: Applies::Soft,
    adhika: Applies::Soft,
    panchaka: Applies::No,
    gandanta: Applies::No,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 5 (Samskara prakarana, vidyarambha); B.V. Raman, Muhurtha \
             (beginning education)",
};

/// Muhurta Chintamani ch. 6 (Vivaha prakarana, vagdana): the marriage's stars, tithis and
/// weekdays for the betrothal, its lagnas benefic; Chaturmas, kharmas and a set Guru or Shukra
/// count against it rather than forbid it, as almanacs list engagements in those months.
pub static ENGAGEMENT: Rules = Rules {
    tithis: MARRIAGE_TITHIS,
    nakshatras: MARRIAGE.nakshatras,
    good_varas: MON_WED_THU_FRI,
    bad_varas: TUE_SAT,
    lagnas: BENEFIC_SIGNS,
    chaturmas: Applies::Soft,
    kharmas: Applies::Soft,
    asta: Applies::Soft,
    adhika: Applies::Soft,
    panchaka: Applies::No,
    gandanta: Applies::Hard,
    uttarayana: false,
    source: "Muhurta Chintamani ch. 6 (Vivaha prakarana, vagdana); B.V. Raman, Muhurtha \
             (betrothal)",
};
