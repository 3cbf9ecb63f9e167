"""Writes shared/tests/data/pyjhora_dashas.json: PyJHora's seven conditional nakshatra dashas of
BPHS ch. 46 (dwisaptati sama, shashtihayani, shatabdika, chaturaseeti sama, dwadashottari,
panchottari, shodashottari) for the 20 public births of shared/reference/births_public.json, the
second source for the tests of those systems: each system's maha dashas (lord, start, years), the
first maha's antar dashas (lord, start), and PyJHora's applicability check where it has one.

PyJHora is made to follow our conventions (Lahiri, mean node, apparent positions, Moshier) as in
scripts/pyjhora_varshaphal.py; where it cannot be, the JSON's "conventions" says so. Every value
is PyJHora's own answer. Run by scripts/pyjhora-dashas with the venv's python:
    data/pyjhora-venv/bin/python scripts/pyjhora_dashas.py OUT.json
"""

import contextlib
import io
import json
import os
import sys
from pathlib import Path

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    import swisseph as swe
    from jhora import const, utils
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora.horoscope.dhasa.graha import (chathuraaseethi_sama, dwadasottari, dwisatpathi, panchottari,
                                             sataatbika, shastihayani, shodasottari)

from pyjhora_common import BIRTHS, FLAGS, PLANETS, REFERENCE, SIGNS, align_positions, dumps  # noqa: E402

MEAN_SIDEREAL = const.DHASA_YEAR_DURATION.MEAN_SIDEREAL_YEAR

# Our wire name -> PyJHora's module.
SYSTEMS = [
    ("dwisaptati", dwisatpathi),
    ("shashtihayani", shastihayani),
    ("shatabdika", sataatbika),
    ("chaturaseeti", chathuraaseethi_sama),
    ("dwadashottari", dwadasottari),
    ("panchottari", panchottari),
    ("shodashottari", shodasottari),
]


def align():
    """Bend PyJHora's module-level settings to our conventions (see CONVENTIONS["aligned"])."""
    align_positions()
    # One lord a sign, as ours: Scorpio Mars, Aquarius Saturn (PyJHora would take the stronger of
    # Mars/Ketu and Saturn/Rahu in the lagna-lord, 7th-lord and 10th-lord checks).
    const.scorpio_owner_for_dhasa_calculations = const.MARS_ID
    const.aquarius_owner_for_dhasa_calculations = const.SATURN_ID
    assert drik.dhasa_year_duration(dhasa_duration_type=MEAN_SIDEREAL) == const.sidereal_year


CONVENTIONS = {
    "source": "PyJHora 4.8.7 (PyPI) with pyswisseph 2.10.3.2; scripts/pyjhora_dashas.py",
    "aligned": {
        "ayanamsa": "drik.set_ayanamsa_mode('LAHIRI') (PyJHora's default is TRUE_PUSHYA)",
        "positions": "apparent geocentric: const.set_planet_positions_true(False) + drik.refresh_planet_flags() "
                     "(FLG_SWIEPH|FLG_SIDEREAL|FLG_SPEED; PyJHora's default adds FLG_TRUEPOS). moon.longitude is "
                     "the Moon PyJHora's dashas start from",
        "nodes": "mean node: const.set_node_mode(False), drik.set_planet_list(False)",
        "ephemeris": "Moshier (PyJHora's data/ephe has no .se1 files)",
        "ascendant": "ascmc[0] of swe.houses_ex(..., b'W', FLG_SIDEREAL): drik.ascendant is replaced because "
                     "PyJHora's Placidus call raises above the polar circle; elsewhere the two agree exactly",
        "signLords": "Scorpio -> Mars, Aquarius -> Saturn forced (const.scorpio/aquarius_owner_for_dhasa_calculations)",
        "place": "birth latitude/longitude, elevation 0, PyJHora's fixed 'timezone' = the birth's utcOffsetHours; "
                 "dob/tob = the profile's local date and time; PyJHora's local JDs are turned back into UT here",
        "year": "dhasa_duration_type=MEAN_SIDEREAL_YEAR: const.sidereal_year = 365.256364 days (our dashaYear "
                "'sidereal' is 365.256363). PyJHora's default (JHORA_DEFAULT = TRUE_SIDEREAL_YEAR) is the birth's "
                "own true sidereal year, the Sun's return to its natal longitude, which we have no setting for; "
                "it is given as pyjhoraDefaultYearDays",
    },
    "pyjhoraRules": {
        "start": "every system: elapsed years of the first maha = (fraction of the Moon's nakshatra traversed) x "
                 "the lord's full years; the maha list starts at birth - elapsed",
        "counting": "dwisaptati from Mula (8 lords Sun..Rahu, one nakshatra each in turn), shatabdika from Revati "
                    "(7 lords), chaturaseeti from Swati (Sun..Saturn), dwadashottari from Revati backwards (the "
                    "count runs from the birth nakshatra to Revati), panchottari from Anuradha, shodashottari "
                    "from Pushya; shashtihayani: groups of 3 and 4 nakshatras alternately from Ashwini (Jupiter "
                    "3, Sun 4, Mars 3, Moon 4, Mercury 3, Venus 4, Saturn 3, Rahu the 3 left: Purva Bhadrapada, "
                    "Uttara Bhadrapada, Revati)",
        "cycles": "dwisaptati and shashtihayani two cycles of mahas, the others one",
        "antars": "the maha's lords in the system's order from the maha's own, EQUAL parts of the maha "
                  "(maha years / number of lords each), whatever the lords' years",
        "applicability": "dwisaptati: lagna lord in the 7th sign or 7th lord in the lagna sign; shashtihayani: Sun "
                         "in the lagna sign; shatabdika: the lagna's rasi sign = its navamsa sign; chaturaseeti: "
                         "10th lord in the 10th sign; dwadashottari: the navamsa lagna Taurus or Libra; "
                         "panchottari: the dwadashamsa lagna Cancer (the rasi lagna is not checked); "
                         "shodashottari: none (null)",
    },
    "units": "JD in UT; years in dasha years; lords by English name",
    "shapes": {
        "mahas": "[lord, start JD UT, years]",
        "firstMahaAntars": "[lord, start JD UT] of the first maha's antar dashas, in order",
        "firstMahaEnd": "JD UT",
    },
}


def quiet(fn, *args, **kwargs):
    with contextlib.redirect_stdout(io.StringIO()):
        return fn(*args, **kwargs)


def r9(x):
    return round(float(x), 9)


def tuple_to_ut(t, tz):
    y, m, d, fh = t
    return swe.julday(y, m, d, fh) - tz / 24


def lord_name(p):
    return PLANETS[int(p)]


def one_system(module, dob, tob, place, tz):
    mahas = quiet(module.get_dhasa_bhukthi, dob, tob, place, dhasa_level_index=1, round_duration=False,
                  dhasa_duration_type=MEAN_SIDEREAL)
    antars = quiet(module.get_dhasa_bhukthi, dob, tob, place, dhasa_level_index=2, round_duration=False,
                   dhasa_duration_type=MEAN_SIDEREAL)
    rows = []
    for lords, start, years in mahas:
        lord = lords[0] if isinstance(lords, tuple) else lords
        rows.append([lord_name(lord), r9(tuple_to_ut(start, tz)), r9(years)])
    first = mahas[0][0][0] if isinstance(mahas[0][0], tuple) else mahas[0][0]
    n = len(module.dhasa_adhipathi_list)
    firsts = antars[:n]
    assert all(a[0][0] == first for a in firsts), (module.__name__, firsts)
    first_antars = [[lord_name(a[0][1]), r9(tuple_to_ut(a[1], tz))] for a in firsts]
    end = tuple_to_ut(mahas[0][1], tz) + mahas[0][2] * const.sidereal_year
    return {"mahas": rows, "firstMahaAntars": first_antars, "firstMahaEnd": r9(end)}


def applicability(name, jd, place, dob, tob):
    rasi = charts.divisional_chart(jd, place, divisional_chart_factor=1)
    if name == "dwisaptati":
        return bool(dwisatpathi.applicability_check(rasi))
    if name == "shashtihayani":
        return bool(shastihayani.applicability_check(rasi))
    if name == "shatabdika":
        return bool(sataatbika.applicability_check(dob, tob, place))
    if name == "chaturaseeti":
        return bool(chathuraaseethi_sama.applicability_check(rasi))
    if name == "dwadashottari":
        return bool(dwadasottari.applicability_check(charts.divisional_chart(jd, place, divisional_chart_factor=9)))
    if name == "panchottari":
        return bool(panchottari.applicability_check(charts.divisional_chart(jd, place, divisional_chart_factor=12)))
    return None


def one(b):
    p = b["profile"]
    tz = b["utcOffsetHours"]
    place = drik.Place(b["id"], p["latitude"], p["longitude"], tz, elevation=0.0)
    y, m, d = (int(x) for x in p["date"].split("-"))
    hh, mm = (int(x) for x in p["time"].split(":"))
    dob, tob = drik.Date(y, m, d), (hh, mm, 0)
    jd = utils.julian_day_number(dob, tob)
    # The local clock time at the birth's fixed offset is the reference's UT moment.
    assert abs(jd - tz / 24 - b["jdUt"]) * 86400 < 0.01, (b["id"], jd - tz / 24, b["jdUt"])
    moon = charts.get_chart_element_longitude(jd, place, 1, 1, 1, 1)
    moon_swe = swe.calc_ut(b["jdUt"], swe.MOON, FLAGS)[0][0]
    assert abs((moon - moon_swe + 180) % 360 - 180) * 3600 < 0.01, (b["id"], moon, moon_swe)
    star = 360 / 27
    rasi = charts.divisional_chart(jd, place, divisional_chart_factor=1)
    systems = {}
    for name, module in SYSTEMS:
        row = one_system(module, dob, tob, place, tz)
        row["applicable"] = applicability(name, jd, place, dob, tob)
        systems[name] = row
    return {
        "id": b["id"], "jdUt": b["jdUt"], "utcOffsetHours": tz,
        "moon": {"longitude": r9(moon), "nakshatra": int(moon // star) + 1,
                 "fractionTraversed": r9((moon % star) / star)},
        "lagnaSign": SIGNS[rasi[0][1][0]],
        "pyjhoraDefaultYearDays": r9(drik.dhasa_year_duration(jd=jd, place=place)),
        "systems": systems,
    }




def main(out):
    align()
    with open(BIRTHS, encoding="utf-8") as f:
        births = json.load(f)["births"]
    rows = [one(b) for b in births]
    ref = {"conventions": CONVENTIONS, "births": rows}
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(ref))
        f.write("\n")
    print(f"{len(rows)} births x {len(SYSTEMS)} systems", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_dashas.json")
