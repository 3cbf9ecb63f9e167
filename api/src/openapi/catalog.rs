//! What each calculation is called, does and is grouped under.

use graha::endpoints::Endpoint;

/// The tag of a calculation endpoint.
pub(super) fn tag_of(e: Endpoint) -> &'static str {
    use Endpoint as E;
    match e {
        E::Panchang
        | E::Calendar
        | E::Events
        | E::Horoscope
        | E::Muhurta
        | E::Varshaphal
        | E::Rashifal
        | E::DailyInsight
        | E::Dasha
        | E::Transits
        | E::SadeSati => "timing",
        E::Personality | E::Yogas | E::Dosha | E::Functional | E::Predictions | E::Remedies => {
            "readings"
        }
        E::Matching | E::MatchingBatch => "matching",
        E::Kp
        | E::KpHorary
        | E::Jaimini
        | E::SpecialPoints
        | E::Avasthas
        | E::BhavaBala
        | E::Chakras => "systems",
        E::ReportKundli | E::ReportPredictions | E::ReportCompatibility | E::ReportVarshaphal => {
            "reports"
        }
        E::Guru => "guru",
        _ => "charts",
    }
}

/// Summary and description of a calculation endpoint: what it computes and the conventions.
pub(super) fn summary_of(e: Endpoint) -> (&'static str, &'static str) {
    use Endpoint as E;
    match e {
        E::BirthChart => (
            "Birth chart",
            "Ascendant, Moon and Sun signs, the nine grahas with sign, degree, house and nakshatra, and the twelve houses: whole-sign by default; under another `houseSystem` each house is told by its cusp (`longitude`, its sign and degree) with its middle (`midLongitude`), and each graha's `house` is its house in that system (`signHouse` its whole-sign one).",
        ),
        E::Planets => (
            "Planet positions",
            "The nine grahas: sign, degree within the sign, longitude, house (in the chosen house system; `signHouse` the whole-sign one), nakshatra and pada, retrograde flag and speed. A bare array (the spec's shape): the settings it was computed under are the request's.",
        ),
        E::Ascendant => (
            "Ascendant (lagna)",
            "The rising sign and degree with its nakshatra and lord.",
        ),
        E::Rashi => (
            "Moon sign (rashi)",
            "Moon sign with its lord, element and modality, the Sun sign, the ascendant sign and a reading.",
        ),
        E::Nakshatra => (
            "Birth nakshatra",
            "The Moon's nakshatra with pada, lord, deity, symbol, gana, yoni, nadi, varna and its qualities.",
        ),
        E::Elements => (
            "Elements balance",
            "Fire, earth, air and water over the grahas and the ascendant: counts, weighted percentages, dominant and weakest.",
        ),
        E::Panchang => (
            "Panchang of a day",
            "A day's page: tithi, nakshatra, yoga, karana and vara at sunrise with every limb's start and end through the day, sunrise, sunset, moonrise and moonset, Rahu kaal, Yamaganda, Gulika, the 16 choghadiyas, the 24 horas, Brahma, Abhijit, Vijaya, Godhuli and Nishita muhurtas, durmuhurtas, varjyam (also as `tyajyam`) and amrit kalam, the special yogas (`specialYogas[]`: Ravi, Sarvartha Siddhi, Amrit Siddhi, Dwipushkar, Tripushkar, each while it holds), Panchak, Bhadra (Vishti karana) and Ganda moola with their spans, the lunar month (amanta and purnimanta, adhika), ritu, ayana, samvatsara, Vikram, Shaka and Nepal Sambat years, dishashool, the Sun's and Moon's sign and nakshatra pada, and the day's festivals for `region`. At a profile's birth place (Kathmandu's date and clock, as the spec has it; with the person's tarabala and chandrabala) or at a place (`latitude`, `longitude`, `timezone`: that zone's date and clock). Any date from 1800 to 2400; `bsDate` is null outside the Bikram Sambat table (BS 1975–2100). A place where the Sun does not rise or set that day (polar day or night) is 422 on `latitude`.",
        ),
        E::Rashifal => (
            "Horoscope (rashifal)",
            "Scores (1–10) and texts per area for a day, week, month or year, in the Gregorian or Bikram Sambat calendar, from the transits over the Moon sign and the running dasha.",
        ),
        E::BasicDetails => (
            "Basic details",
            "Sunrise and sunset of the birth day, ayanamsa, ascendant, signs, nakshatra, varna, vashya, yoni, gana, nadi, tithi, yoga and karana at birth, the current dasha and prominent yogas.",
        ),
        E::ChartImage => (
            "Chart image (SVG or PNG)",
            "The chart of a division (D1 to D60) drawn North, South or East Indian style (`style`). By default the JSON reply, the SVG (text as text) inside; with `Accept: image/svg+xml` the SVG itself, with `Accept: image/png` an 800 × 800 PNG, for an `<img>` as it comes (same cost; an `Accept` allowing none of the three is 406). `chart: bhava` draws the bhava chalit chart; `chart: sudarshana` the Sudarshana chakra's three rings (lagna, Moon, Sun), `chart: sarvatobhadra` the Sarvatobhadra grid with the natal and present grahas and the vedha of the Moon's present nakshatra tinted.",
        ),
        E::DailyInsight => (
            "Daily insight",
            "Today's transits to the natal chart, the Moon's day and highlights. Like the panchang it needs a sunrise at the birth place: a polar day or night there is 422 on `latitude`.",
        ),
        E::Personality => (
            "Personality",
            "Traits from the ascendant, the Moon and their lords.",
        ),
        E::HouseLords => (
            "House lords",
            "Each house's sign and lord, where the lord sits and its dignity.",
        ),
        E::Atmakaraka => (
            "Atmakaraka and chara karakas",
            "The seven chara karakas by degree, the atmakaraka and its aspects.",
        ),
        E::Conjunctions => (
            "Conjunctions",
            "Grahas sharing a sign, with the orb in degrees and a reading.",
        ),
        E::Aspects => (
            "Aspects (drishti)",
            "Each graha's aspected houses and grahas, special aspects of Mars, Jupiter and Saturn, mutual aspects.",
        ),
        E::Yogas => (
            "Yogas",
            "Classical yogas with whether each is present, its strength and reading.",
        ),
        E::Dosha => (
            "Doshas",
            "Mangal, Kaal Sarp, Shrapit, Grahan and others: presence by the spec's trigger, severity after classical cancellations.",
        ),
        E::Ashtakavarga => (
            "Ashtakavarga",
            "Bhinna ashtakavarga per planet as 12 bindus in sign order, sarva per sign and totals (Parashara's tables).",
        ),
        E::Shadbala => (
            "Shadbala",
            "The six strengths per planet in virupas, each component named, total in rupas, the required rupas, ratio and rank, with ishta and kashta phala (0–60). Computed by the books (BPHS, B.V. Raman's Graha and Bhava Balas): year and month lords by the ahargana, the Sun's and Moon's cheshta from their ayana and paksha balas, sapta-vargaja points 45/30/22.5/15/7.5/3.75/1.875.",
        ),
        E::Functional => (
            "Functional nature",
            "Each planet's functional benefic or malefic nature for the ascendant.",
        ),
        E::Vargas => (
            "Divisional charts (vargas)",
            "The 16 Parashari divisions with the ascendant and each planet's sign.",
        ),
        E::Predictions => (
            "Predictions",
            "Readings by life area from the chart and the running dasha periods.",
        ),
        E::Dasha => (
            "Vimshottari dasha",
            "Balance at birth, the running maha, antar and pratyantar dashas, and the timeline from the running maha dasha (365.25-day years).",
        ),
        E::Transits => (
            "Transits (gochara)",
            "The grahas' positions on a date against the natal Moon and ascendant, with their significance.",
        ),
        E::SadeSati => (
            "Sade Sati",
            "Saturn's passage over the natal Moon: phases with the real ingress dates, the current phase and Kantak Shani.",
        ),
        E::Remedies => (
            "Remedies",
            "Gemstones, mantras and practices per planet and dosha.",
        ),
        E::Matching => (
            "Kundli matching",
            "By default (`system: ashtakoot`) the eight kootas of a bride and a groom summing to 36, the score after classical exceptions, and Mangal dosha of both. `system: porutham` gives the ten South Indian poruthams, each agreeing or not, with a verdict in which Rajju and Vedha decide; `system: dashakoot` scores the same ten kootas 1, ½ or 0, out of 10.",
        ),
        E::MatchingBatch => (
            "Kundli matching, one against many",
            "One person (`profileId` or `birth`) matched against up to 50 `candidates` (each a profile id or a birth), the person the bride (`role: bride`) or the groom of every pair, under `system` (default `ashtakoot`). Each result is the single matching call's for that pair — `totalPoints`, `maxPoints`, `percentage`, for Ashtakoot `compatibilityLevel` and `adjustedPoints`, for porutham and Dashakoot the `verdict`, and the Manglik comparison — ranked best first (percentage, then adjusted points, then the candidates' order). 2 credits a candidate; one bad candidate refuses the whole batch, charging nothing.",
        ),
        E::ReportKundli => ("Kundli report (PDF)", "A printable kundli of a profile."),
        E::ReportPredictions => (
            "Predictions report (PDF)",
            "A printable predictions report of a profile.",
        ),
        E::ReportCompatibility => (
            "Compatibility report (PDF)",
            "A printable compatibility report of two profiles.",
        ),
        E::ReportVarshaphal => (
            "Varshaphal report (PDF)",
            "A printable varshaphal of a year of life (`year`, as `POST /v1/varshaphal`): the cover with the annual and birth charts, the return and the year's key facts, the muntha and the year's lord with their readings, the office-holders, the Tajika yogas, the sahams, the year's readings by mudda period, the patyayini dasha and the two strengths.",
        ),
        E::Guru => ("Ask the Guru", "A question answered from a chart."),
        E::Kp => (
            "KP tables",
            "Krishnamurti Paddhati: the Placidus cusps and the nine grahas, each with sign, sign lord, nakshatra, star lord, sub lord, sub-sub lord and its number 1–249; each graha's house significations at the four levels (A: houses its star lord occupies, B: the house it occupies, C: houses its star lord owns, D: houses it owns) and each house's significators; the ruling planets now at the birth place. The KP ayanamsa and Placidus houses unless the request asks for others (the account's defaults do not apply here).",
        ),
        E::Avasthas => (
            "Avasthas (the grahas' states)",
            "The five avasthas of each of the nine grahas: baladi (age by its degree in the sign, BPHS ch. 45), jagradadi (awake, dreaming or asleep by dignity), deeptadi (the ten states of Phaladeepika ch. 3, the first rule that holds: combust, defeated in war, exalted, debilitated, own sign, retrograde, then the compound relation with the sign's lord), lajjitadi (the moods of BPHS 45.12–17 that hold, by placement, conjunction and whole-sign aspect) and shayanadi (the twelve activities by BPHS 45.18–20's count from the nakshatra, the navamsa, the Moon's nakshatra, the ghatis since sunrise and the ascendant), each by its key with its name in the request's locale. Where the Sun did not rise on the birth day shayanadi is null.",
        ),
        E::BhavaBala => (
            "Bhava bala (house strength)",
            "The strength of the twelve houses after BPHS ch. 27 as B.V. Raman works it: bhavadhipati bala (the shadbala of the lord of the sign of the bhava madhya, the Sripati house middle), bhava dig bala (by the kind of sign, 0–60), bhava drik bala (the aspects on the madhya, benefics adding and malefics taking away) and 15 virupas to the signs strong at the hour of the birth (day, night or twilight); each house's total in rupas, its components in virupas and its rank.",
        ),
        E::Chakras => (
            "Chakras (Sudarshana and Sarvatobhadra)",
            "The Sudarshana chakra (BPHS ch. 21): three rings of twelve houses counted from the lagna, the Moon and the Sun, each with its sign and grahas. The Sarvatobhadra chakra (Narapatijayacharya, Horaratna): the 9×9 grid of the 28 nakshatras (with Abhijit), the vowels, the letters, the signs and the tithi groups with their weekdays, the natal lagna and grahas in the cells of their nakshatras and the grahas of `date` (noon, Asia/Kathmandu; default now) in `transits`, with the vedha of the day's nakshatra (the Moon's): the cells it pierces straight across and along the two diagonals, and the natal points in them. Both can be drawn through chart-image (`chart: sudarshana | sarvatobhadra`).",
        ),
        E::SpecialPoints => (
            "Special points (upagrahas and special lagnas)",
            "The eleven upagrahas (BPHS ch. 25): the Sun's five (Dhuma = Sun + 133°20′, Vyatipata, Parivesha, Indrachapa, Upaketu) and those of the day's eight parts (Kala, Mrityu, Ardhaprahara, Yamaghantaka, Gulika: the ascendant at the beginning of the Sun's, Mars's, Mercury's, Jupiter's and Saturn's part of the day of a day birth or of the night of a night birth; Mandi at the middle of Saturn's part: each says its `convention`, `partLord` and `takenAt`); and the special lagnas (bhava, hora, ghati and vighati lagnas one sign per 5, 2½, 1 ghati and 1 vighati from the Sun at sunrise; pranapada; sree; indu; varnada), each with longitude, sign, degree, whole-sign house and nakshatra. Where the Sun does not rise or set on the birth day the points of the day's parts and of the time since sunrise are listed in `omitted`.",
        ),
        E::Varshaphal => (
            "Varshaphal (Tajika annual chart)",
            "The chart of the year of life that begins when the sidereal Sun returns to its natal longitude (Tajika Neelakanthi): the return moment to the second (Newton steps on the Sun, not a table) and the next one, the annual chart at the birth place, whether the year begins by day; the muntha (the birth ascendant's sign moved one sign a year) with its house, lord and reading; the five office-holders (muntha lord, lords of the birth and the year's ascendants, tri-rashi pati, din-ratri pati) with their pancha-vargeeya bala and the year's lord (the strongest of those aspecting the year's ascendant) with its reason and reading; the Tajika aspects of the seven grahas (by sign, orb as the distance of their degrees, within the mean of their deeptamsas, applying or separating) and the Tajika yogas formed (Ikkavala, Induvara, Ithasala, Eesarpha, Nakta, Yamaya, Manahoo, Kamboola, Gairi-kamboola, Khallasara, Radda, Duhphali-kuttha, Dutthottha-davira, Tambira, Kuttha, Durapha); 36 sahams (Punya first) by the day or night formula with the 30° rule; the mudda dasha (Vimshottari compressed into the year, from the natal Moon's nakshatra advanced by the completed years, with sub-periods and a reading for each period) and the patyayini dasha (the ascendant and the seven grahas by their degrees in their signs); harsha bala and pancha-vargeeya bala. `year` is the Gregorian year the return falls in (default: the year of life in progress now).",
        ),
        E::Muhurta => (
            "Muhurta finder",
            "Ranked windows for an `activity` (marriage, griha-pravesh, vehicle, travel, business, naming, mundan, property, annaprashan, karnavedha, upanayana, vidyarambh, engagement) at a place (`latitude`, `longitude`, `timezone`) between two days (`from`, `to`, at most a year), for the participants' `profileIds` if given: each window with its start, end, score (0–100), lagna and the reasons for and against — tithi, nakshatra, yoga (an inauspicious one in its harmful ghatis; for marriage, the nine bad yogas all their span), karana (bhadra), vara, lagna (for marriage a benefic lagna scores, another counts against), Rahu kalam, panchaka, ganda moola (the Moon in a gandanta pada), each participant's tarabala and chandrabala, Guru and Shukra asta (and three days of childhood after rising and of old age before setting), Chaturmas, Kharmas, adhika masa (each closing the whole Hindu days it touches) and the activity's own rules — each rule with its source (Muhurta Chintamani, B.V. Raman's Muhurtha). Up to 50 windows, best first, each with its `hinduDay` (the sunrise-to-sunrise day it begins in, by which almanacs list muhurtas), with how many qualified and `days[]`, every Hindu day holding a qualified window; when none does, `none[]` says what forbade the range (e.g. Chaturmas for marriage). A date without a sunrise or a sunset at the place (polar day or night) has no muhurta day: it is listed in `skippedDays[]` with its `reason` (`no-sunrise`, `no-sunset`) and the rest of the range is searched; a range made only of such dates is 422 on `latitude`.",
        ),
        E::Events => (
            "Sky events",
            "For a range of days (`from` to `to`, at most ten years): sign ingresses of the nine grahas (the Moon's too), nakshatra ingresses of Jupiter, Saturn, Rahu and Ketu, retrograde and direct stations of Mercury to Saturn, combustion periods (dignity orbs, smaller while retrograde), and solar and lunar eclipses with their type, magnitude and contacts; with a place (`latitude`, `longitude`, `timezone`) each eclipse's local circumstances (visible or not, the contacts seen there, magnitude, obscuration) and every time in that zone, else UTC. `kinds` narrows the list. Sidereal signs and nakshatras under the request's settings.",
        ),
        E::Horoscope => (
            "Sign horoscopes",
            "Daily, weekly, monthly or yearly horoscopes for one Moon sign (rashi) or all twelve (`sign: all`, in zodiac order), no profile: the period (`date`, default today, in `timezone`, default Asia/Kathmandu; weeks run Sunday to Saturday) read from its real sky at local noon. Each sign has overall, love, career, finance and health, each a score 1–10 and a text; `lucky` (a graha's number and colour, a week's or a month's best day, the graha's first daytime hora on the day at the zone's principal city) and `factors[]`, the sky the texts rest on: a day's Moon house from the sign, the day's nakshatra and its tara (counted from the nakshatra at the sign's middle), weekday and tithi; the grahas' houses at mid-period; the period's ingresses, stations and eclipses (a week or a month: every graha but the Moon; a year: Jupiter, Saturn, Rahu and Ketu), and a week's or a month's chandrashtama days. The same request gives the same bytes: the reply carries an `ETag` and `Cache-Control: public, max-age` up to the end of the period in its zone.",
        ),
        E::Calendar => (
            "Month calendar",
            "A whole Gregorian (`calendar: ad`, years 1800–2400) or Bikram Sambat (`bs`, BS 1975–2100) month at a place (`latitude`, `longitude`, `timezone`: its dates and clock) or at a profile's birth place (Kathmandu's): per day the Gregorian and BS dates, the tithi at sunrise with its end, paksha, nakshatra with its end, sunrise, sunset, the lunar month and the festivals for `region`. A date without a sunrise or a sunset (polar day or night) says so in `polar` (`no-sunrise`, `no-sunset`), with null for what is read at the missing sunrise (tithi, paksha, nakshatra, lunar month) or the missing sunset. With `format: ics` the answer is the month as `text/calendar` (RFC 5545): each day's tithi and each festival an all-day event, with stable UIDs, for Google and Apple calendars.",
        ),
        E::KpHorary => (
            "KP horary",
            "Krishnamurti Paddhati horary: the querent's number 1–249 makes the ascendant the beginning of that division; the other cusps are the Placidus cusps of the moment that degree rises at the place (the rising nearest the moment of judgement); the planets are those of the moment (`datetime`). The same tables as `/v1/kp` (cusps, planets, significators, ruling planets of the moment), with `horary` { number, ascendant, judgedAt, risingAt }. No profile: a moment and a place. The KP ayanamsa and Placidus houses unless asked for others; whole-sign houses are refused. Inside the polar circles, a degree that does not rise within half a day of the moment is 422 on `latitude`.",
        ),
        E::Jaimini => (
            "Jaimini",
            "Chara karakas in the seven- and eight-karaka schemes, karakamsha, arudha padas A1–A12 with the classical exceptions named, special lagnas (bhava, hora, ghati, sree), argala and virodhargala per house, and rashi drishti.",
        ),
        E::Kundli => (
            "Whole kundli in one call",
            "The calculations named in `include` (any of the single-profile calculations but KP, whose chart has settings of its own), computed in one job from one natal chart, each under its name exactly as its own endpoint answers it; the settings once, beside them. The other fields are the sections' options (`system`, `levels` and `from` for the dasha, `divisions` for the vargas, `date`, `period` and `calendar` for the timing sections, `style`, `division` and `chart` for the picture, `presentOnly` for the yogas). Costs the sections' credits less 20 %, rounded up (`X-Credits-Cost` tells), and needs the plan of its most demanding section.",
        ),
    }
}
