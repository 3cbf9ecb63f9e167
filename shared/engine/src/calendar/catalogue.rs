//! The festival catalogue: each festival's rule as data. Months are amanta (the Krishna paksha
//! of a purnimanta month is the Krishna paksha of the amanta month before it: Janmashtami,
//! "Bhadrapada Krishna Ashtami" in the North, is amanta Shravana's tithi 23). Names are in
//! `content/<locale>/festivals.json`.
//!
//! Sources of the rules: Nirnaya Sindhu (Kamalakara Bhatta) and Dharmasindhu (Kashinath
//! Upadhyaya) for the tithi and its kala, as the Nepal Panchang Nirnayak Samiti and Drik
//! Panchang apply them; where their practice differs the rule follows what the Government of
//! Nepal and the Government of India publish as holidays.

use super::festivals::{Festival, Kala, Months, Region, Rule, Tie};
use super::lunar::Masa::{self, *};
use crate::types::Sign;

const fn on(
    key: &'static str,
    masa: Masa,
    tithi: u8,
    kala: Kala,
    tie: Tie,
    region: Region,
) -> Festival {
    Festival {
        key,
        rule: Rule::Tithi {
            months: Months::Named(masa),
            tithi,
            kala,
            tie,
        },
        offset: 0,
        region,
    }
}

const fn monthly(key: &'static str, tithi: u8, kala: Kala, tie: Tie) -> Festival {
    Festival {
        key,
        rule: Rule::Tithi {
            months: Months::Every,
            tithi,
            kala,
            tie,
        },
        offset: 0,
        region: Region::Both,
    }
}

/// An Ekadashi: kept on the day Ekadashi holds at sunrise, the first such day when it holds
/// at two (the Smarta rule of Nirnaya Sindhu; Vaishnavas keep the second when Dashami touches
/// the arunodaya).
const fn ekadashi(key: &'static str, masa: Masa, krishna: bool) -> Festival {
    on(
        key,
        masa,
        if krishna { 26 } else { 11 },
        Kala::Sunrise,
        Tie::First,
        Region::Both,
    )
}

const fn sankranti(key: &'static str, sign: Sign, region: Region) -> Festival {
    Festival {
        key,
        rule: Rule::Sankranti(sign),
        offset: 0,
        region,
    }
}

const fn bs_month(key: &'static str, month: u8) -> Festival {
    Festival {
        key,
        rule: Rule::BsMonthStart(month),
        offset: 0,
        region: Region::Np,
    }
}

use Kala::{Aparahna, Madhyahna, Moonrise, Nishita, Pradosh, Sunrise};
use Region::{Both, In, Np};
use Tie::{First, Longer};

/// Every festival and observance.
pub const CATALOGUE: &[Festival] = &[
    // --- Dashain (Nepal) and Sharad Navaratri: Ashvin Shukla 1–15 ---
    // Ghatasthapana: Ashvin Shukla Pratipada at sunrise (Nirnaya Sindhu: Navaratra begins
    // with the Pratipada of the morning, not with Amavasya-viddha Pratipada).
    on("ghatasthapana", Ashvin, 1, Sunrise, First, Np),
    on("navaratri", Ashvin, 1, Sunrise, First, In),
    // Phulpati: Saptami (Nepal Panchang Nirnayak Samiti).
    on("phulpati", Ashvin, 7, Sunrise, First, Np),
    // Maha Saptami of Durga Puja (the Navapatrika's morning bath): Saptami at sunrise, as
    // DoPT lists it among the restricted holidays.
    on("maha-saptami", Ashvin, 7, Sunrise, First, In),
    // Maha Ashtami: Ashtami at sunrise, free of Saptami (Nirnaya Sindhu: "saptami-viddha
    // ashtami" is rejected).
    on("maha-ashtami", Ashvin, 8, Sunrise, First, Both),
    // Maha Navami: Navami pervading the afternoon, the Ashtami-joined one (Nirnaya Sindhu).
    on("maha-navami", Ashvin, 9, Aparahna, Longer, Both),
    // Vijaya Dashami / Dussehra: Dashami at aparahna (Nirnaya Sindhu, Dharmasindhu: the first
    // day when on both).
    on("vijaya-dashami", Ashvin, 10, Aparahna, First, Both),
    // Kojagrat (Sharad) Purnima: Purnima at nishita, the night of vigil (Dharmasindhu).
    on("kojagrat-purnima", Ashvin, 15, Nishita, First, Both),
    // --- Tihar (Nepal) and Diwali: Ashvin Krishna 13 (amanta) to Kartika Shukla 2 ---
    // Dhanteras: Trayodashi at pradosh (Yama-deepadana, Dharmasindhu).
    on("dhanteras", Ashvin, 28, Pradosh, First, Both),
    // Kag Tihar: Trayodashi at sunrise; Kukur Tihar / Narak Chaturdashi: Chaturdashi at sunrise
    // (Nepal Panchang Nirnayak Samiti; they fall on Laxmi Puja's day when the tithis shift).
    on("kag-tihar", Ashvin, 28, Sunrise, First, Np),
    on("kukur-tihar", Ashvin, 29, Sunrise, First, Np),
    on("narak-chaturdashi", Ashvin, 29, Sunrise, First, In),
    // Laxmi Puja / Diwali: Amavasya at pradosh; when on two days, the longer (Dharmasindhu:
    // pradosha-vyapini, and Lakshmi is worshipped through the night); this is the day of the
    // Government of Nepal's and of India's holiday lists (2024: 31 October).
    on("laxmi-puja", Ashvin, 30, Pradosh, Longer, Both),
    on("diwali", Ashvin, 30, Pradosh, Longer, In),
    // Govardhan Puja, Mha Puja (Nepal Sambat new year): Kartika Shukla Pratipada at sunrise.
    on("govardhan-puja", Kartika, 1, Sunrise, First, Both),
    on("mha-puja", Kartika, 1, Sunrise, First, Np),
    // Bhai Tika: Dwitiya at sunrise (Nepal); Bhai Dooj: Dwitiya at aparahna (Nirnaya Sindhu,
    // Yama-dwitiya), the day it pervades longer when it touches two afternoons (2023: the
    // 14th, 44 minutes against 37; 2026: the 11th, as DoPT lists them).
    on("bhai-tika", Kartika, 2, Sunrise, First, Np),
    on("bhai-dooj", Kartika, 2, Aparahna, Longer, In),
    // Chhath: Kartika Shukla Shashthi at sunrise, the day of the evening arghya (Drik Panchang;
    // Government of India's list). Not Shashthi at sunset: in 2023 it held at the sunset of the
    // 18th, and both lists kept the 19th.
    on("chhath", Kartika, 6, Sunrise, First, Both),
    on("prabodhini-ekadashi", Kartika, 11, Sunrise, First, Both),
    on("kartik-purnima", Kartika, 15, Sunrise, First, Both),
    // Bala Chaturdashi: Margashirsha Krishna Chaturdashi (purnimanta) = amanta Kartika 29.
    on("bala-chaturdashi", Kartika, 29, Sunrise, First, Np),
    // --- Margashirsha to Phalguna ---
    on("vivah-panchami", Margashirsha, 5, Sunrise, First, Both),
    on("yomari-punhi", Margashirsha, 15, Sunrise, First, Np),
    on("vasant-panchami", Magha, 5, Sunrise, First, Both),
    // Maha Shivaratri: Phalguna Krishna Chaturdashi (purnimanta) = amanta Magha 29, at nishita
    // (Nirnaya Sindhu: "nishitha-vyapini chaturdashi").
    on("maha-shivaratri", Magha, 29, Nishita, First, Both),
    // Holi. Nepal's hills keep Fagu Purnima on the day Purnima pervades pradosh, the Terai the
    // day after (Government of Nepal's holiday list gives the two days); India keeps Holi the
    // day after Holika Dahan.
    on("fagu-purnima", Phalguna, 15, Pradosh, First, Np),
    Festival {
        key: "holi-terai",
        rule: Rule::Tithi {
            months: Months::Named(Phalguna),
            tithi: 15,
            kala: Pradosh,
            tie: First,
        },
        offset: 1,
        region: Np,
    },
    Festival {
        key: "holika-dahan",
        rule: Rule::HolikaDahan,
        offset: 0,
        region: In,
    },
    Festival {
        key: "holi",
        rule: Rule::HolikaDahan,
        offset: 1,
        region: In,
    },
    // Ghode Jatra: Chaitra Krishna Chaturdashi (purnimanta) = amanta Phalguna 29.
    on("ghode-jatra", Phalguna, 29, Sunrise, First, Np),
    // --- Chaitra to Ashadha ---
    on("chaitra-navaratri", Chaitra, 1, Sunrise, First, In),
    on("ugadi", Chaitra, 1, Sunrise, First, In),
    on("chaite-dashain", Chaitra, 8, Sunrise, First, Np),
    // Ram Navami, Chaitra Shukla Navami: India keeps the day Navami pervades midday, the hour
    // of Rama's birth (Nirnaya Sindhu); Nepal's Panchang Nirnayak Samiti the day it holds at
    // sunrise (2026: India 26 March, Nepal 27 March, as the two governments list them).
    on("ram-navami", Chaitra, 9, Madhyahna, Longer, In),
    on("ram-navami", Chaitra, 9, Sunrise, First, Np),
    on("mahavir-jayanti", Chaitra, 13, Sunrise, First, In),
    on("hanuman-jayanti", Chaitra, 15, Sunrise, First, In),
    // Mata Tirtha Aunsi: Vaishakha Krishna Amavasya (purnimanta) = amanta Chaitra 30.
    on("mata-tirtha-aunsi", Chaitra, 30, Sunrise, First, Np),
    on("akshaya-tritiya", Vaishakha, 3, Sunrise, First, Both),
    // Buddha Jayanti: Vaishakha Purnima at sunrise.
    on("buddha-jayanti", Vaishakha, 15, Sunrise, First, Both),
    // Vat Savitri: Jyeshtha Amavasya (purnimanta) = amanta Vaishakha 30.
    on("vat-savitri", Vaishakha, 30, Sunrise, First, In),
    on("ganga-dussehra", Jyeshtha, 10, Sunrise, First, In),
    on("guru-purnima", Ashadha, 15, Sunrise, First, Both),
    // --- Shravana and Bhadrapada ---
    on("naga-panchami", Shravana, 5, Sunrise, First, Both),
    // Janai Purnima: Shravana Purnima at sunrise (Government of Nepal's list: 2023-08-31).
    on("janai-purnima", Shravana, 15, Sunrise, First, Np),
    Festival {
        key: "raksha-bandhan",
        rule: Rule::RakshaBandhan,
        offset: 0,
        region: In,
    },
    on("gai-jatra", Shravana, 16, Sunrise, First, Np),
    // Krishna Janmashtami: Bhadrapada Krishna Ashtami (purnimanta) = amanta Shravana 23 at
    // nishita, the Smarta rule (Nirnaya Sindhu: "ardharatra-vyapini ashtami").
    on("krishna-janmashtami", Shravana, 23, Nishita, First, Both),
    // The Vaishnava Janmashtami: Ashtami at sunrise (the Government of India's list names it
    // "Janmashtami (Vaishnava)").
    on("janmashtami-vaishnava", Shravana, 23, Sunrise, First, In),
    // Kushe Aunsi (father's day): Bhadrapada Krishna Amavasya (purnimanta) = amanta Shravana 30.
    on("kushe-aunsi", Shravana, 30, Sunrise, First, Np),
    // Haritalika Teej: Bhadrapada Shukla Tritiya at sunrise (Nirnaya Sindhu: Tritiya joined
    // with Chaturthi, not with Dwitiya).
    on("haritalika-teej", Bhadrapada, 3, Sunrise, First, Both),
    // Ganesh Chaturthi: Chaturthi at madhyahna (Nirnaya Sindhu: "madhyahna-vyapini").
    on("ganesh-chaturthi", Bhadrapada, 4, Madhyahna, Longer, Both),
    on("rishi-panchami", Bhadrapada, 5, Madhyahna, Longer, Both),
    // Indra Jatra (Kumari Jatra): Bhadrapada Shukla Chaturdashi.
    on("indra-jatra", Bhadrapada, 14, Sunrise, First, Np),
    on("anant-chaturdashi", Bhadrapada, 14, Sunrise, First, In),
    // Mahalaya (Sarva Pitri) Amavasya: Ashvin Krishna Amavasya (purnimanta) = amanta
    // Bhadrapada 30, at aparahna, the time of shraddha.
    on("mahalaya-amavasya", Bhadrapada, 30, Aparahna, Longer, Both),
    // Karwa Chauth: Kartika Krishna Chaturthi (purnimanta) = amanta Ashvin 19, at moonrise.
    on("karwa-chauth", Ashvin, 19, Moonrise, First, In),
    // --- The 24 named Ekadashis (Padma Purana's names; amanta months, Krishna paksha = the
    // next purnimanta month's) and the two of the adhika month ---
    ekadashi("kamada-ekadashi", Chaitra, false),
    ekadashi("varuthini-ekadashi", Chaitra, true),
    ekadashi("mohini-ekadashi", Vaishakha, false),
    ekadashi("apara-ekadashi", Vaishakha, true),
    ekadashi("nirjala-ekadashi", Jyeshtha, false),
    ekadashi("yogini-ekadashi", Jyeshtha, true),
    ekadashi("devshayani-ekadashi", Ashadha, false),
    ekadashi("kamika-ekadashi", Ashadha, true),
    ekadashi("shravana-putrada-ekadashi", Shravana, false),
    ekadashi("aja-ekadashi", Shravana, true),
    ekadashi("parsva-ekadashi", Bhadrapada, false),
    ekadashi("indira-ekadashi", Bhadrapada, true),
    ekadashi("papankusha-ekadashi", Ashvin, false),
    ekadashi("rama-ekadashi", Ashvin, true),
    ekadashi("utpanna-ekadashi", Kartika, true),
    ekadashi("mokshada-ekadashi", Margashirsha, false),
    ekadashi("saphala-ekadashi", Margashirsha, true),
    ekadashi("pausha-putrada-ekadashi", Pausha, false),
    ekadashi("shattila-ekadashi", Pausha, true),
    ekadashi("jaya-ekadashi", Magha, false),
    ekadashi("vijaya-ekadashi", Magha, true),
    ekadashi("amalaki-ekadashi", Phalguna, false),
    ekadashi("papmochani-ekadashi", Phalguna, true),
    Festival {
        key: "padmini-ekadashi",
        rule: Rule::Tithi {
            months: Months::Adhika,
            tithi: 11,
            kala: Sunrise,
            tie: First,
        },
        offset: 0,
        region: Both,
    },
    Festival {
        key: "parama-ekadashi",
        rule: Rule::Tithi {
            months: Months::Adhika,
            tithi: 26,
            kala: Sunrise,
            tie: First,
        },
        offset: 0,
        region: Both,
    },
    // --- Monthly observances ---
    monthly("purnima", 15, Sunrise, First),
    monthly("amavasya", 30, Sunrise, First),
    // Pradosh vrata: Trayodashi at pradosh, both pakshas (Skanda Purana; Drik Panchang).
    monthly("pradosh", 13, Pradosh, First),
    monthly("pradosh", 28, Pradosh, First),
    // Sankashti Chaturthi: Krishna Chaturthi at moonrise (Ganesha Purana; the fast ends at
    // moonrise).
    monthly("sankashti-chaturthi", 19, Moonrise, First),
    monthly("vinayaka-chaturthi", 4, Madhyahna, Longer),
    monthly("masik-shivaratri", 29, Nishita, First),
    // --- Solar days ---
    // Nepal keeps its solar feasts on the first day of the Bikram Sambat month.
    bs_month("nepali-new-year", 1),
    bs_month("shrawan-sankranti", 4),
    bs_month("maghe-sankranti", 10),
    sankranti("mesha-sankranti", Sign::Aries, In),
    sankranti("vrishabha-sankranti", Sign::Taurus, Both),
    sankranti("mithuna-sankranti", Sign::Gemini, Both),
    sankranti("karka-sankranti", Sign::Cancer, In),
    sankranti("simha-sankranti", Sign::Leo, Both),
    sankranti("kanya-sankranti", Sign::Virgo, Both),
    sankranti("tula-sankranti", Sign::Libra, Both),
    sankranti("vrishchika-sankranti", Sign::Scorpio, Both),
    sankranti("dhanu-sankranti", Sign::Sagittarius, Both),
    sankranti("makar-sankranti", Sign::Capricorn, In),
    sankranti("kumbha-sankranti", Sign::Aquarius, Both),
    sankranti("meena-sankranti", Sign::Pisces, Both),
];

/// The catalogue's festival keys, each once.
pub fn keys() -> Vec<&'static str> {
    let mut keys: Vec<&'static str> = CATALOGUE.iter().map(|f| f.key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}
