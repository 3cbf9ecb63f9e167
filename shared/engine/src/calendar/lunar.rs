//! The lunar month (amanta and purnimanta, adhika and kshaya), the season, the Sun's half-year,
//! the samvatsara and the era years.

use super::sky::{Angle, Sky};
use crate::ephemeris::EphemerisError;
use crate::panchang::{Paksha, Tithi};
use crate::types::{JulianDay, Longitude, Sign};
use serde::{Deserialize, Serialize};

macro_rules! names {
    ($(#[$m:meta])* $name:ident { $($v:ident = $s:expr),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
        pub enum $name { $($v),+ }
        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [$name] = &[$($name::$v),+];
            /// The English (transliterated) name, also the content key.
            pub fn name(self) -> &'static str { match self { $($name::$v => $s),+ } }
            /// Zero-based index.
            pub fn index(self) -> usize { self as usize }
            /// The value at a zero-based index (modulo the count).
            pub fn from_index(i: usize) -> Self { Self::ALL[i % Self::ALL.len()] }
        }
    };
}

names!(
    /// The twelve lunar months, Chaitra first.
    Masa {
        Chaitra = "Chaitra", Vaishakha = "Vaishakha", Jyeshtha = "Jyeshtha", Ashadha = "Ashadha",
        Shravana = "Shravana", Bhadrapada = "Bhadrapada", Ashvin = "Ashvin", Kartika = "Kartika",
        Margashirsha = "Margashirsha", Pausha = "Pausha", Magha = "Magha", Phalguna = "Phalguna",
    }
);

names!(
    /// The six seasons of two lunar months each.
    Ritu {
        Vasanta = "Vasanta", Grishma = "Grishma", Varsha = "Varsha", Sharad = "Sharad",
        Hemanta = "Hemanta", Shishira = "Shishira",
    }
);

names!(
    /// The Sun's northward and southward half-years.
    Ayana { Uttarayana = "Uttarayana", Dakshinayana = "Dakshinayana" }
);

names!(
    /// The sixty years of the Jovian (Brihaspati) cycle, Prabhava first.
    Samvatsara {
        Prabhava = "Prabhava", Vibhava = "Vibhava", Shukla = "Shukla", Pramoda = "Pramoda",
        Prajapati = "Prajapati", Angirasa = "Angirasa", Shrimukha = "Shrimukha", Bhava = "Bhava",
        Yuva = "Yuva", Dhatri = "Dhatri", Ishvara = "Ishvara", Bahudhanya = "Bahudhanya",
        Pramathi = "Pramathi", Vikrama = "Vikrama", Vrisha = "Vrisha", Chitrabhanu = "Chitrabhanu",
        Svabhanu = "Svabhanu", Tarana = "Tarana", Parthiva = "Parthiva", Vyaya = "Vyaya",
        Sarvajit = "Sarvajit", Sarvadhari = "Sarvadhari", Virodhi = "Virodhi", Vikriti = "Vikriti",
        Khara = "Khara", Nandana = "Nandana", Vijaya = "Vijaya", Jaya = "Jaya",
        Manmatha = "Manmatha", Durmukhi = "Durmukhi", Hevilambi = "Hevilambi", Vilambi = "Vilambi",
        Vikari = "Vikari", Sharvari = "Sharvari", Plava = "Plava", Shubhakrit = "Shubhakrit",
        Shobhakrit = "Shobhakrit", Krodhi = "Krodhi", Vishvavasu = "Vishvavasu",
        Parabhava = "Parabhava", Plavanga = "Plavanga", Kilaka = "Kilaka", Saumya = "Saumya",
        Sadharana = "Sadharana", Virodhikrit = "Virodhikrit", Paridhavi = "Paridhavi",
        Pramadi = "Pramadi", Ananda = "Ananda", Rakshasa = "Rakshasa", Nala = "Nala",
        Pingala = "Pingala", Kalayukta = "Kalayukta", Siddharthi = "Siddharthi", Raudra = "Raudra",
        Durmati = "Durmati", Dundubhi = "Dundubhi", Rudhirodgari = "Rudhirodgari",
        Raktakshi = "Raktakshi", Krodhana = "Krodhana", Akshaya = "Akshaya",
    }
);

impl Masa {
    /// The month after this one.
    pub fn next(self) -> Masa {
        Masa::from_index(self.index() + 1)
    }
    /// The amanta month that begins while the Sun is in `sign` (Surya Siddhanta ch. 14: a lunar
    /// month takes the name of the solar month in which it begins, so the one beginning with
    /// the Sun in Pisces is Chaitra, in which the Sun enters Aries).
    pub fn beginning_in(sign: Sign) -> Masa {
        Masa::from_index(sign.index() + 1)
    }
    /// The season of the month (Taittiriya Samhita 4.4.11: Vasanta is Chaitra and Vaishakha …).
    pub fn ritu(self) -> Ritu {
        Ritu::from_index(self.index() / 2)
    }
}

impl Ayana {
    /// Uttarayana while the sidereal Sun runs from Capricorn to Gemini (from Makar Sankranti,
    /// as the religious calendars of Nepal and India keep it), Dakshinayana from Cancer to
    /// Sagittarius.
    pub fn of_sun(sun: Longitude) -> Ayana {
        if (sun.sign().index() + 3) % 12 < 6 {
            Ayana::Uttarayana
        } else {
            Ayana::Dakshinayana
        }
    }
}

/// The lunar month a moment lies in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LunarMonth {
    /// The month from new moon to new moon (South and West India, Nepal's festival rules).
    pub amanta: Masa,
    /// The month from full moon to full moon (North India): the amanta month in the Shukla
    /// paksha, the next one in the Krishna paksha, except in an adhika month, which is the
    /// same span in both schemes.
    pub purnimanta: Masa,
    /// An intercalary month: no sankranti between its two new moons. It takes the name of the
    /// month that follows it (the nija month).
    pub is_adhika: bool,
    /// The month two sankrantis fall in, so the name after it is skipped (kshaya masa); that
    /// skipped name, if any.
    pub kshaya: Option<Masa>,
    /// The new moons that open and close the amanta month.
    pub starts: JulianDay,
    pub ends: JulianDay,
}

impl LunarMonth {
    /// The month the moment `at` lies in, from the new moons around it and the Sun's sign at
    /// each (the Sun is measured on the same sidereal zodiac as everything else).
    pub fn at(sky: &mut Sky, at: JulianDay) -> Result<LunarMonth, EphemerisError> {
        let starts = sky.previous_crossing(Angle::Elongation, 0.0, at)?;
        let ends = sky.next_crossing(Angle::Elongation, 0.0, at)?;
        let sign_at = |sky: &mut Sky, t| -> Result<Sign, EphemerisError> {
            Ok(Longitude::new(sky.at(t)?.sun).sign())
        };
        let first = sign_at(sky, starts)?;
        let last = sign_at(sky, ends)?;
        let amanta = Masa::beginning_in(first);
        let moved = (last.index() + 12 - first.index()) % 12;
        let is_adhika = moved == 0;
        let kshaya = (moved >= 2).then(|| amanta.next());
        let tithi = Tithi::from_elongation(Angle::Elongation.value(&sky.at(at)?));
        let purnimanta = if tithi.paksha() == Paksha::Krishna && !is_adhika {
            // After a kshaya month the next name is the one after the skipped one.
            match kshaya {
                Some(k) => k.next(),
                None => amanta.next(),
            }
        } else {
            amanta
        };
        Ok(LunarMonth {
            amanta,
            purnimanta,
            is_adhika,
            kshaya,
            starts,
            ends,
        })
    }
}

/// The era years of a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Eras {
    /// Shaka (Shalivahana) year, from Chaitra Shukla Pratipada: AD − 78 after it.
    pub shaka: i32,
    /// Vikram Samvat, Chaitradi (the North Indian count, Chaitra Shukla Pratipada): Shaka + 135.
    pub vikram: i32,
    /// Nepal Sambat, from Kartika Shukla Pratipada (Mha Puja): AD 879 + its year 1, so Shaka
    /// − 802 until Kartika, − 801 from it (NS 1144 began on 2023-11-14).
    pub nepal: i32,
}

impl Eras {
    /// The years of a day in the amanta month `month` (beginning at the new moon `starts`).
    pub fn of(month: &LunarMonth) -> Eras {
        // Back from this month's start to its year's Chaitra (an adhika month on the way moves
        // that by a month at most, never across a Gregorian new year: Chaitra begins in March
        // or April).
        let back = month.amanta.index() as f64 * 29.53 - 15.0;
        let chaitra = month.starts - crate::Days::new(back);
        let ad = chrono::Datelike::year(&chaitra.to_utc());
        let shaka = ad - 78;
        let from_kartika = month.amanta.index() >= Masa::Kartika.index();
        Eras {
            shaka,
            vikram: shaka + 135,
            nepal: shaka - 802 + i32::from(from_kartika),
        }
    }

    /// The samvatsara of the Shaka year in the South Indian (luni-solar, Chaitradi) count used
    /// in Karnataka, Andhra Pradesh, Telangana and Maharashtra: the sixty names run in a fixed
    /// cycle with the Shaka year, Prabhava = Shaka 1909 (AD 1987–88) (Ugadi: Shaka 1945 =
    /// Shobhakrit, 1946 = Krodhi, 1947 = Vishvavasu). North India names the year by Jupiter's
    /// mean sign instead, which drifts against this cycle; that count is not given here.
    pub fn samvatsara(self) -> Samvatsara {
        Samvatsara::from_index((self.shaka + 11).rem_euclid(60) as usize)
    }
}
