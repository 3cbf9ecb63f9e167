//! Each activity's own rules ([`Rules`]): its tithis, nakshatras, weekdays and lagnas, the
//! periods it shuns, and where they come from.

use super::{Applies, Rules, YogaShunned};
use crate::types::{Nakshatra, Sign};

use Nakshatra as N;
use Sign as S;

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
///
/// The nine inauspicious yogas of Muhurta Chintamani ch. 1 are shunned whole, not only their
/// harmful ghatis, and the lagna counts for or against a window without refusing it: the
/// almanacs' marriage windows are kept so (Drik Panchang's run through every lagna, the lagna
/// of the ceremony being fixed within them; docs/decisions.md, "Muhurta to the almanacs'
/// standard").
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
    lagna: Applies::Soft,
    yogas: YogaShunned::Whole,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
    lagna: Applies::Hard,
    yogas: YogaShunned::HarmfulGhatis,
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
