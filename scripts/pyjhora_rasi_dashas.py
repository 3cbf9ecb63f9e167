"""Writes shared/tests/data/pyjhora_rasi_dashas.json: PyJHora's four Jaimini sign dashas
(narayana, sudasa, shoola, drig) for the 20 public births of shared/reference/births_public.json,
the second source for the tests of those systems: each system's maha dashas (sign, start, years)
and the first maha's antar dashas (sign, start).

PyJHora is made to follow our conventions (Lahiri, mean node, apparent positions, Moshier) as in
scripts/pyjhora_dashas.py; where it cannot be, the JSON's "conventions" says so. Every value is
PyJHora's own answer. Run by scripts/pyjhora-rasi-dashas with the venv's python:
    data/pyjhora-venv/bin/python scripts/pyjhora_rasi_dashas.py OUT.json
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
    from jhora.horoscope.dhasa.raasi import drig, narayana, shoola, sudasa

from pyjhora_common import BIRTHS, SIGNS, align_positions, dumps  # noqa: E402

MEAN_SIDEREAL = const.DHASA_YEAR_DURATION.MEAN_SIDEREAL_YEAR


def align():
    """Bend PyJHora's module-level settings to our conventions (see CONVENTIONS["aligned"])."""
    align_positions()
    # Scorpio and Aquarius keep both co-lords: these dashas count to the stronger one.
    const.scorpio_owner_for_dhasa_calculations = None
    const.aquarius_owner_for_dhasa_calculations = None
    assert drik.dhasa_year_duration(dhasa_duration_type=MEAN_SIDEREAL) == const.sidereal_year


CONVENTIONS = {
    "source": "PyJHora 4.8.7 (PyPI) with pyswisseph 2.10.3.2; scripts/pyjhora_rasi_dashas.py",
    "aligned": {
        "ayanamsa": "drik.set_ayanamsa_mode('LAHIRI') (PyJHora's default is TRUE_PUSHYA)",
        "positions": "apparent geocentric: const.set_planet_positions_true(False) + drik.refresh_planet_flags()",
        "nodes": "mean node: const.set_node_mode(False), drik.set_planet_list(False)",
        "ephemeris": "Moshier (PyJHora's data/ephe has no .se1 files)",
        "ascendant": "ascmc[0] of swe.houses_ex(..., b'W', FLG_SIDEREAL) (scripts/pyjhora_common.py)",
        "signLords": "Scorpio and Aquarius not forced: PyJHora takes the stronger of Mars/Ketu and Saturn/Rahu",
        "place": "birth latitude/longitude, elevation 0, PyJHora's fixed 'timezone' = the birth's utcOffsetHours; "
                 "PyJHora's local JDs are turned back into UT here",
        "year": "dhasa_duration_type=MEAN_SIDEREAL_YEAR: const.sidereal_year = 365.256364 days",
        "calls": {
            "narayana": "narayana.narayana_dhasa_for_rasi_chart (D1)",
            "sudasa": "sudasa.get_dhasa_bhukthi(antardhasa_option=5: antardashas as narayana's)",
            "shoola": "shoola.get_dhasa_bhukthi(house_index=1: from the stronger of the lagna and 7th; "
                      "antardhasa_seed_option=2: antardashas from the stronger of the dasa sign and its 7th)",
            "drig": "drig.get_dhasa_antardhasa(dhasa_method=DRIG_TYPE.PVR_BOOK)",
        },
    },
    "pyjhoraRules": {
        "narayana": "seed = stronger of lagna and 7th; progression tables const.narayana_dhasa_*_progression "
                    "(Ketu in the seed checked before Saturn); years counted to the lord (forward from an "
                    "odd-footed sign), minus one, 12 in its own sign, +1 exalted, -1 debilitated (Rahu exalted in "
                    "Taurus and Gemini, Ketu in Scorpio and Sagittarius); second cycle 12 - years, zero-year "
                    "mahas listed; antardashas: seed = stronger of the signs holding the lord of the dasa sign "
                    "and the lord of its 7th, forward from an odd seed, Saturn in the seed forward, Ketu in the "
                    "maha sign reverses; equal twelfths",
        "sudasa": "from the sree lagna's sign, kendradi, forward from an odd sign, Saturn there forward, Ketu "
                  "there reversed; narayana years; the first maha starts at birth with the fraction of the sree "
                  "lagna's sign still to rise; second cycle 12 - full years, zero-year mahas skipped",
        "shoola": "12 signs forward from the seed, 9 years each, one cycle (108 years); antardashas 12 signs "
                  "forward from the stronger of the dasa sign and its 7th",
        "drig": "9th, 10th, 11th from lagna each followed by the three signs it aspects (rasi drishti), in "
                "zodiacal order for an odd-footed anchor, else backward; narayana years; two cycles; "
                "antardashas as narayana's",
    },
    "units": "JD in UT; years in dasha years; signs by English name",
    "shapes": {
        "mahas": "[sign, start JD UT, years] in PyJHora's order, zero-year mahas included where it lists them",
        "firstMahaAntars": "[sign, start JD UT] of the first maha's antar dashas, in order",
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


def first(lords):
    return lords[0] if isinstance(lords, (tuple, list)) else lords


def rows_of(mahas, antars, tz):
    rows = [[SIGNS[int(first(l))], r9(tuple_to_ut(s, tz)), r9(y)] for l, s, y in mahas]
    head = first(mahas[0][0])
    firsts = [a for a in antars[:12] if a[0][0] == head]
    assert len(firsts) == 12, firsts
    return {"mahas": rows, "firstMahaAntars": [[SIGNS[int(a[0][1])], r9(tuple_to_ut(a[1], tz))] for a in firsts]}


def one(b):
    p = b["profile"]
    tz = b["utcOffsetHours"]
    place = drik.Place(b["id"], p["latitude"], p["longitude"], tz, elevation=0.0)
    y, m, d = (int(x) for x in p["date"].split("-"))
    hh, mm = (int(x) for x in p["time"].split(":"))
    dob, tob = drik.Date(y, m, d), (hh, mm, 0)
    jd = utils.julian_day_number(dob, tob)
    assert abs(jd - tz / 24 - b["jdUt"]) * 86400 < 0.01, (b["id"], jd - tz / 24, b["jdUt"])
    common = dict(round_duration=False, dhasa_duration_type=MEAN_SIDEREAL)
    calls = {
        "narayana": lambda lvl: narayana.narayana_dhasa_for_rasi_chart(dob, tob, place, dhasa_level_index=lvl,
                                                                      **common),
        "sudasa": lambda lvl: sudasa.get_dhasa_bhukthi(dob, tob, place, antardhasa_option=5,
                                                       dhasa_level_index=lvl, **common),
        "shoola": lambda lvl: shoola.get_dhasa_bhukthi(dob, tob, place, house_index=1, antardhasa_seed_option=2,
                                                       dhasa_level_index=lvl, **common),
        "drig": lambda lvl: drig.get_dhasa_antardhasa(jd, place, dhasa_method=const.DRIG_TYPE.PVR_BOOK,
                                                      dhasa_level_index=lvl, **common),
    }
    systems = {name: rows_of(quiet(call, 1), quiet(call, 2), tz) for name, call in calls.items()}
    rasi = charts.divisional_chart(jd, place, divisional_chart_factor=1)
    sl = drik.sree_lagna(jd, place)
    return {
        "id": b["id"], "jdUt": b["jdUt"], "utcOffsetHours": tz,
        "lagnaSign": SIGNS[rasi[0][1][0]],
        "sreeLagna": {"sign": SIGNS[sl[0]], "degree": r9(sl[1])},
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
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_rasi_dashas.json")
