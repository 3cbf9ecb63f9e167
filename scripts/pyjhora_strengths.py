"""Writes shared/tests/data/pyjhora_strengths.json: for the 20 public births of
shared/reference/births_public.json, PyJHora's bhava bala (BPHS ch. 27) and the facts the avasthas
of BPHS ch. 45 are read from, the second source for tests/it/bhava_bala.rs and tests/it/avasthas.rs.

PyJHora 4.8.7 has no avasthas. For them this script applies the published rules (the module
documentation of shared/engine/src/avasthas.rs) to PyJHora's own facts: its positions, sunrise,
nakshatras, dignity and relationship tables, compound relations, combustion, retrogression, graha
drishti and natural benefics. So the file checks the facts and their reading, not the rules.

Bhava bala is PyJHora's own answer (strength.bhava_bala and its three parts), with its Sripati
bhava madhyas and its shadbala totals, which its bhavadhipati bala is made of.

PyJHora is made to follow our conventions as in scripts/pyjhora_dashas.py. Run by
scripts/pyjhora-strengths with the venv's python:
    data/pyjhora-venv/bin/python scripts/pyjhora_strengths.py OUT.json
"""

import contextlib
import io
import json
import math
import sys

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    import swisseph as swe
    from jhora import const, utils
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts, house, strength

from pyjhora_common import BIRTHS, PLANETS, align_positions, dumps  # noqa: E402

BALADI = ["bala", "kumara", "yuva", "vriddha", "mrita"]
SHAYANADI = ["shayana", "upaveshana", "netrapani", "prakasha", "gamana", "agamana", "sabha", "agama",
             "bhojana", "nritya-lipsa", "kautuka", "nidra"]
WATER = {3, 7, 11}
SHAMING = {7, 8, 0, 6, 2}  # Rahu, Ketu, Sun, Saturn, Mars

CONVENTIONS = {
    "source": "PyJHora 4.8.7 (PyPI) with pyswisseph 2.10.3.2; scripts/pyjhora_strengths.py",
    "aligned": {
        "positions": "Lahiri, mean node, apparent positions, Moshier, the ascendant from whole-sign houses "
                     "(scripts/pyjhora_common.py align_positions)",
        "place": "birth latitude/longitude, elevation 0, PyJHora's fixed 'timezone' = the birth's utcOffsetHours",
    },
    "avasthas": {
        "what": "PyJHora 4.8.7 has no avasthas: each value is the rule of shared/engine/src/avasthas.rs applied "
                "here to PyJHora's facts",
        "baladi": "PyJHora's longitude in its sign, 6-degree parts, reversed in even signs",
        "jagradadi": "const.house_strengths_of_planets (natural relations): owner/exalted or moolatrikona sign "
                     "(const.moola_trikona_of_planets) jagrat, friend/neutral swapna, enemy/debilitated sushupti",
        "deeptadi": "charts.planets_in_combustion vikala; (PyJHora has no planetary war); exalted deepta, "
                    "debilitated bhita, own or moolatrikona range swastha (const.house_strengths_of_planets, "
                    "const.moola_trikona_range_of_planets); charts.planets_in_retrograde shakta; else "
                    "house._get_compound_relationships_of_planets towards the sign lord: great friend mudita, "
                    "friend shanta, neutral deena, enemy or great enemy khala",
        "lajjitadi": "conjunction = same sign; aspects = const.graha_drishti of Sun..Saturn; natural relations = "
                     "const.friendly_planets/enemy_planets; benefics and malefics = "
                     "charts.benefics_and_malefics(method=2)",
        "shayanadi": "drik.nakshatra_pada of the graha and the Moon, the navamsa counted 1-9 in the sign, whole "
                     "ghatis since drik.sunrise (disc centre, no refraction) of the birth's day (the day before "
                     "when the birth precedes that sunrise), the ascendant's sign",
    },
    "bhavaBala": {
        "madhyas": "drik.bhaava_madhya(bhava_method=2): Sripati, the quadrants of the Placidus angles in three",
        "adhipati": "strength._bhava_adhipathi_bala: shad_bala total of the lord of the whole-sign house",
        "dig": "strength._bhava_dig_bala: 60 - 10 x whole houses from the strong house of the madhya's kind",
        "drik": "strength._bhava_drik_bala, as PyJHora computes it (Placidus madhyas, quarters twice, "
                "subtracts only on rows 0, 2, 6)",
        "shadbala": "strength.shad_bala totals (virupas), Sun..Saturn",
    },
}


def quiet(fn, *args, **kwargs):
    with contextlib.redirect_stdout(io.StringIO()):
        return fn(*args, **kwargs)


def r4(x):
    return round(float(x), 4)


def facts(jd, place):
    """PyJHora's chart: [(planet 0..8, sign, degree)], the ascendant's sign, house-to-planet strings."""
    pp = quiet(charts.rasi_chart, jd, place)[:const._pp_count_upto_ketu]
    asc = pp[0][1][0]
    planets = [(p, h, d) for p, (h, d) in pp[1:]]
    return planets, asc, utils.get_house_planet_list_from_planet_positions(pp)


def ghatis(jd, place):
    """Whole ghatis from PyJHora's sunrise of the birth's day to the birth."""
    rise = quiet(drik.sunrise, jd, place)[2]
    if rise > jd:
        rise = quiet(drik.sunrise, jd - 1, place)[2]
    return int(math.floor((jd - rise) * 60)), rise


def avasthas(jd, place):
    planets, asc, h_to_p = facts(jd, place)
    sign_of = {p: h for p, h, _ in planets}
    combust = set(charts.planets_in_combustion(quiet(charts.rasi_chart, jd, place)))
    retro = set(quiet(drik.planets_in_retrograde, jd, place))
    compound = house._get_compound_relationships_of_planets(h_to_p)
    benefics, malefics = quiet(charts.benefics_and_malefics, jd, place, method=2)
    g, sunrise = ghatis(jd, place)
    moon_lon = sign_of[1] * 30 + planets[1][2]
    janma = drik.nakshatra_pada(moon_lon)[0]
    rows = []
    for p, h, d in planets:
        table = const.house_strengths_of_planets[p][h]
        lord = const.house_owners[h]
        mt_sign, mt_from, mt_to = const.moola_trikona_range_of_planets.get(p, (const.moola_trikona_of_planets[p], 0, 30))
        in_mt = h == mt_sign and mt_from <= d < mt_to
        part = min(int(d // 6), 4)
        baladi = BALADI[part if h % 2 == 0 else 4 - part]
        if table in (const._OWNER_RULER, const._EXALTED_UCCHAM) or h == const.moola_trikona_of_planets[p]:
            jagrat = "jagrat"
        elif table in (const._FRIEND, const._NEUTRAL_SAMAM):
            jagrat = "swapna"
        else:
            jagrat = "sushupti"
        if p in combust:
            deepta = "vikala"
        elif table == const._EXALTED_UCCHAM:
            deepta = "deepta"
        elif table == const._DEBILITATED_NEECHAM:
            deepta = "bhita"
        elif table == const._OWNER_RULER or in_mt:
            deepta = "swastha"
        elif p in retro and p < 7:
            deepta = "shakta"
        else:
            rel = compound[p][lord]
            deepta = {4: "mudita", 3: "shanta", 2: "deena"}.get(rel, "khala")
        with_ = lambda q: q != p and sign_of[q] == h
        aspecting = [q for q in range(7) if q != p and (h - sign_of[q]) % 12 + 1 in const.graha_drishti[q]]
        friends, enemies = const.friendly_planets[p], const.enemy_planets[p]
        own = table == const._OWNER_RULER or lord == p
        moods = []
        if (h - asc) % 12 == 4 and any(with_(q) for q in SHAMING):
            moods.append("lajjita")
        if table == const._EXALTED_UCCHAM or in_mt:
            moods.append("garvita")
        company = [q for q in range(9) if with_(q)] + aspecting
        if (not own and lord in enemies) or any(q in enemies for q in company) or with_(6):
            moods.append("kshudhita")
        if h in WATER and any(q in malefics for q in aspecting) and not any(q in benefics for q in aspecting):
            moods.append("trishita")
        if (not own and lord in friends) or any(q in friends for q in company) or with_(4):
            moods.append("mudita")
        if with_(0) and (any(q in malefics for q in aspecting) or any(q in enemies for q in aspecting)):
            moods.append("kshobhita")
        lon = h * 30 + d
        star = drik.nakshatra_pada(lon)[0]
        navamsa = min(int(d // (30 / 9)), 8) + 1
        total = star * (p + 1) * navamsa + janma + g + asc + 1
        rows.append({"planet": PLANETS[p], "baladi": baladi, "jagradadi": jagrat, "deeptadi": deepta,
                     "lajjitadi": moods, "shayanadi": SHAYANADI[(total + 11) % 12],
                     "combust": p in combust, "retrograde": p in retro, "nakshatra": star, "navamsa": navamsa})
    return {"sunriseUt": round(sunrise - place.timezone / 24, 6), "ghatis": g, "janmaNakshatra": janma,
            "ascendantSign": asc + 1, "benefics": sorted(PLANETS[q] for q in benefics),
            "planets": rows}


def bhava(jd, place):
    try:  # PyJHora's Placidus call raises above the polar circle
        madhyas = quiet(drik.bhaava_madhya, jd, place, bhava_method=2)
        shad = quiet(strength.shad_bala, jd, place)[6]
        adhipati = quiet(strength._bhava_adhipathi_bala, jd, place)
        dig = quiet(strength._bhava_dig_bala, jd, place)
        drik_bala = quiet(strength._bhava_drik_bala, jd, place)
        total = quiet(strength.bhava_bala, jd, place)[0]
    except Exception as e:  # noqa: BLE001 - recorded, not hidden
        return {"error": f"{type(e).__name__}: {e}"}
    return {"madhyas": [r4(m) for m in madhyas], "shadbala": [r4(s) for s in shad],
            "adhipati": [r4(x) for x in adhipati], "dig": [r4(x) for x in dig],
            "drik": [r4(x) for x in drik_bala], "total": [r4(x) for x in total]}


def one(b):
    p = b["profile"]
    tz = b["utcOffsetHours"]
    place = drik.Place(b["id"], p["latitude"], p["longitude"], tz, elevation=0.0)
    y, m, d = (int(x) for x in p["date"].split("-"))
    hh, mm = (int(x) for x in p["time"].split(":"))
    jd = utils.julian_day_number(drik.Date(y, m, d), (hh, mm, 0))
    assert abs(jd - tz / 24 - b["jdUt"]) * 86400 < 0.01, (b["id"], jd - tz / 24, b["jdUt"])
    try:
        av = avasthas(jd, place)
    except Exception as e:  # noqa: BLE001 - polar births: no sunrise
        av = {"error": f"{type(e).__name__}: {e}"}
    return {"id": b["id"], "avasthas": av, "bhavaBala": bhava(jd, place)}


def main(out):
    align_positions()
    with open(BIRTHS, encoding="utf-8") as f:
        births = json.load(f)["births"]
    rows = [one(b) for b in births]
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps({"conventions": CONVENTIONS, "births": rows}))
        f.write("\n")
    print(f"{len(rows)} births", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_strengths.json")
