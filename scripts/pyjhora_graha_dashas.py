"""Writes shared/tests/data/pyjhora_graha_dashas.json: PyJHora's kalachakra, moola, naisargika and
tara dashas for the 20 public births of shared/reference/births_public.json, the second source for
the tests of those systems: each system's maha dashas (lord, start, years) and the first maha's
antar dashas (lord, start, years).

PyJHora is made to follow our conventions (Lahiri, mean node, apparent positions, Moshier) as in
scripts/pyjhora_dashas.py; where it cannot be, the JSON's "conventions" says so. Every value is
PyJHora's own answer. Run by scripts/pyjhora-graha-dashas with the venv's python:
    data/pyjhora-venv/bin/python scripts/pyjhora_graha_dashas.py OUT.json
"""

import contextlib
import io
import json
import sys

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    import swisseph as swe
    from jhora import const, utils
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora.horoscope.dhasa.graha import moola, naisargika, tara
    from jhora.horoscope.dhasa.raasi import kalachakra

from pyjhora_common import BIRTHS, FLAGS, PLANETS, SIGNS, align_positions, dumps  # noqa: E402

MEAN_SIDEREAL = const.DHASA_YEAR_DURATION.MEAN_SIDEREAL_YEAR


def align():
    """Bend PyJHora's module-level settings to our conventions (see CONVENTIONS["aligned"])."""
    align_positions()
    const.scorpio_owner_for_dhasa_calculations = const.MARS_ID
    const.aquarius_owner_for_dhasa_calculations = const.SATURN_ID
    assert drik.dhasa_year_duration(dhasa_duration_type=MEAN_SIDEREAL) == const.sidereal_year


CONVENTIONS = {
    "source": "PyJHora 4.8.7 (PyPI) with pyswisseph 2.10.3.2; scripts/pyjhora_graha_dashas.py",
    "aligned": {
        "ayanamsa": "drik.set_ayanamsa_mode('LAHIRI')",
        "positions": "apparent geocentric (const.set_planet_positions_true(False)), mean node, Moshier",
        "ascendant": "ascmc[0] of swe.houses_ex(..., b'W', FLG_SIDEREAL), as scripts/pyjhora_dashas.py",
        "signLords": "Scorpio -> Mars, Aquarius -> Saturn forced (const.scorpio/aquarius_owner_for_dhasa_calculations)",
        "year": "dhasa_duration_type=MEAN_SIDEREAL_YEAR: 365.256364 days (our dashaYear 'sidereal')",
        "place": "as scripts/pyjhora_dashas.py; PyJHora's local JDs are turned back into UT here",
    },
    "pyjhoraRules": {
        "kalachakra": "KALACHAKRA_TYPE.PVR_BOOK: the Moon's pada's nine signs, the sign running at birth from the "
                      "pada's traversed share of the paramayus; nine mahas from birth (the first its balance): the "
                      "rest of the pada's nine, then the next pada's first ones, the next pada taken as pada+1 of "
                      "the same group, or for a 4th pada the other group of the same kind (savya/apasavya); antars "
                      "the maha's pada's nine from the FIRST place of the maha's sign there, proportional to the "
                      "signs' years, dividing the maha's years from birth (for the first maha, its balance)",
        "moola": "kendra, panaphara, apoklima planets from the lagna, each group by PyJHora's pairwise stronger-planet "
                 "sort, then rotated to start from the strongest kendra planet from lagna, Moon and Sun; first cycle "
                 "Vimshottari years - distance to the moolatrikona sign (12 in it) +1 exalted / -1 debilitated, "
                 "at least 1; second cycle the rest; from birth; antars in proportion to the first-cycle years",
        "naisargika": "Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50, then Lagna 12, from birth; "
                      "antars: the planets in kendras, panapharas, apoklimas from the maha lord's sign (not the lord "
                      "itself, nor Rahu and Ketu), equal parts",
        "tara": "TARA_TYPE.SANJAY_RATH: the first lord the stronger (pairwise) of the grahas in the kendras from the "
                "lagna; then the fixed cycle Venus, Moon, Ketu, Saturn, Jupiter, Mercury, Rahu, Mars, Sun with "
                "Vimshottari years; elapsed part of the first = the Moon's nakshatra fraction x its years; antars "
                "the cycle from the maha's lord, each years/120 of the maha",
    },
    "units": "JD in UT; years in dasha years; lords by English name (signs for kalachakra; 'Lagna' for naisargika)",
    "shapes": {
        "mahas": "[lord, start JD UT, years]",
        "firstMahaAntars": "[lord, start JD UT, years] of the first maha's antar dashas, in order",
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


def planet_name(p):
    return "Lagna" if p == const._ascendant_symbol else PLANETS[int(p)]


def sign_name(s):
    return SIGNS[int(s)]


def rows_of(raw, name_of, tz):
    out = []
    for row in raw:
        lords, start, years = row[0], row[-2], row[-1]
        lords = lords if isinstance(lords, (tuple, list)) else (lords,)
        out.append(([name_of(x) for x in lords], r9(tuple_to_ut(start, tz)), r9(years)))
    return out


def one_system(fn, name_of, tz, *args, **kwargs):
    mahas = rows_of(quiet(fn, *args, dhasa_level_index=1, round_duration=False,
                          dhasa_duration_type=MEAN_SIDEREAL, **kwargs), name_of, tz)
    antars = rows_of(quiet(fn, *args, dhasa_level_index=2, round_duration=False,
                           dhasa_duration_type=MEAN_SIDEREAL, **kwargs), name_of, tz)
    if not mahas:
        return {"mahas": [], "firstMahaAntars": []}
    first = mahas[0][0][0]
    firsts = []
    for lords, start, years in antars:
        if lords[0] != first or (firsts and start < firsts[-1][1]):
            break
        firsts.append([lords[1], start, years])
    return {"mahas": [[m[0][0], m[1], m[2]] for m in mahas], "firstMahaAntars": firsts}


def one(b):
    p = b["profile"]
    tz = b["utcOffsetHours"]
    place = drik.Place(b["id"], p["latitude"], p["longitude"], tz, elevation=0.0)
    y, m, d = (int(x) for x in p["date"].split("-"))
    hh, mm = (int(x) for x in p["time"].split(":"))
    dob, tob = drik.Date(y, m, d), (hh, mm, 0)
    jd = utils.julian_day_number(dob, tob)
    assert abs(jd - tz / 24 - b["jdUt"]) * 86400 < 0.01, (b["id"], jd - tz / 24, b["jdUt"])
    moon = charts.get_chart_element_longitude(jd, place, 1, 1, 1, 1)
    moon_swe = swe.calc_ut(b["jdUt"], swe.MOON, FLAGS)[0][0]
    assert abs((moon - moon_swe + 180) % 360 - 180) * 3600 < 0.01, (b["id"], moon, moon_swe)
    rasi = charts.divisional_chart(jd, place, divisional_chart_factor=1)
    pada = 360 / 108
    systems = {
        "kalachakra": one_system(kalachakra.get_dhasa_bhukthi, sign_name, tz, dob, tob, place),
        "moola": one_system(moola.get_dhasa_antardhasa, planet_name, tz, dob, tob, place),
        "naisargika": one_system(naisargika.get_dhasa_bhukthi, planet_name, tz, dob, tob, place),
        "tara": one_system(tara.get_dhasa_bhukthi, planet_name, tz, dob, tob, place),
    }
    return {
        "id": b["id"], "jdUt": b["jdUt"], "utcOffsetHours": tz,
        "moon": {"longitude": r9(moon), "pada": int(moon // pada) + 1,
                 "padaFractionTraversed": r9((moon % pada) / pada)},
        "lagnaSign": SIGNS[rasi[0][1][0]],
        "signs": {PLANETS[int(q)]: SIGNS[pos[0]] for q, pos in rasi[1:10]},
        "systems": systems,
    }


def main(out):
    align()
    with open(BIRTHS, encoding="utf-8") as f:
        births = json.load(f)["births"]
    rows = [one(b) for b in births]
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps({"conventions": CONVENTIONS, "births": rows}))
        f.write("\n")
    print(f"{len(rows)} births x 4 systems", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_graha_dashas.json")
