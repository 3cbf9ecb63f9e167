"""Writes shared/tests/data/pyjhora_chakras.json: PyJHora's Sudarshana chakra (the three rings of
houses from the lagna, the Moon and the Sun) and its Sarvatobhadra chakra (the 9x9 grid and where
it puts the lagna and the nine grahas) for the 20 public births of
shared/reference/births_public.json, the second source for the chakras' tests.

PyJHora is made to follow our conventions (Lahiri, mean node, apparent positions, Moshier) as in
scripts/pyjhora_dashas.py. Its Sarvatobhadra chakra lives only in its Qt window (jhora/ui/chakra.py,
class Sarvatobadra), which needs PyQt6; the grid is read from that file's source (ast, no import)
and the placement rule of its _update_with_planet_labels is applied here as written there. Every
other value is PyJHora's own answer. Run by scripts/pyjhora-chakras with the venv's python:
    data/pyjhora-venv/bin/python scripts/pyjhora_chakras.py OUT.json
"""

import ast
import contextlib
import io
import json
import sys
from pathlib import Path

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    import jhora
    from jhora import const, utils
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora.horoscope.dhasa import sudharsana_chakra

from pyjhora_common import BIRTHS, PLANETS, SIGNS, align_positions, dumps  # noqa: E402

CONVENTIONS = {
    "source": "PyJHora 4.8.7 (PyPI) with pyswisseph 2.10.3.2; scripts/pyjhora_chakras.py",
    "aligned": {
        "ayanamsa": "drik.set_ayanamsa_mode('LAHIRI')",
        "positions": "apparent geocentric: const.set_planet_positions_true(False) + drik.refresh_planet_flags()",
        "nodes": "mean node: const.set_node_mode(False), drik.set_planet_list(False)",
        "ephemeris": "Moshier (PyJHora's data/ephe has no .se1 files)",
        "ascendant": "ascmc[0] of swe.houses_ex(..., b'W', FLG_SIDEREAL), as scripts/pyjhora_common.py",
        "place": "birth latitude/longitude, elevation 0, PyJHora's fixed 'timezone' = the birth's utcOffsetHours",
    },
    "pyjhoraRules": {
        "sudarshana": "horoscope/dhasa/sudharsana_chakra.sudharshana_chakra_chart(jd, place, dob, years_from_dob=1): "
                      "the chart at next_solar_date(jd, years=1), which is the birth moment itself; each ring "
                      "the 12 signs from the lagna's, the Moon's and the Sun's sign with the bodies in them",
        "sarvatobhadra": "ui/chakra.py Sarvatobadra: a 9x9 grid drawn with the north at the top (east on the "
                         "right); outer-ring integers are nakshatras 1..27 with 28 = Abhijit, inner integers "
                         "signs 1..12; a body goes to the cell of drik.nakshatra_pada(longitude)[0], the "
                         "27-nakshatra number, so nothing is ever placed in Abhijit",
    },
    "shapes": {
        "grid": "PyJHora's 9x9 labels as written in its source (row 0 at the top)",
        "sudarshana": "{lagna|moon|sun: 12 x [sign, [bodies]]}, house 1 first; bodies are planet names and "
                      "'Lagna'",
        "sarvatobhadra": "{body: [row, column, nakshatra 1..27]} in PyJHora's grid",
    },
}


def grid_labels():
    """The literal _grid_label_values of class Sarvatobadra in jhora/ui/chakra.py."""
    path = Path(jhora.__file__).parent / "ui" / "chakra.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "Sarvatobadra":
            for sub in ast.walk(node):
                if isinstance(sub, ast.Assign) and any(
                        isinstance(t, ast.Attribute) and t.attr == "_grid_label_values" for t in sub.targets):
                    return ast.literal_eval(sub.value)
    raise SystemExit("no Sarvatobadra grid in jhora/ui/chakra.py")


def body_name(p):
    return "Lagna" if p == const._ascendant_symbol else PLANETS[int(p)]


def quiet(fn, *args, **kwargs):
    with contextlib.redirect_stdout(io.StringIO()):
        return fn(*args, **kwargs)


def sudarshana(jd, place, dob):
    assert abs(drik.next_solar_date(jd, place, years=1) - jd) * 86400 < 1.0
    lagna, moon, sun, _ = quiet(sudharsana_chakra.sudharshana_chakra_chart, jd, place, dob, years_from_dob=1)

    def ring(r):
        return [[SIGNS[s], [body_name(int(x) if x.isdigit() else x) for x in occ.split("/") if x]]
                for s, occ in r]
    return {"lagna": ring(lagna), "moon": ring(moon), "sun": ring(sun)}


def sarvatobhadra(jd, place, grid):
    """Class Sarvatobadra's _update_with_planet_labels: the body's 27-nakshatra number, looked up
    among the outer ring's integers."""
    stars = {grid[i][j]: (i, j) for i in range(9) for j in range(9)
             if (i in (0, 8) or j in (0, 8)) and isinstance(grid[i][j], int)}
    out = {}
    for p, (h, long) in charts.divisional_chart(jd, place, divisional_chart_factor=1):
        star = drik.nakshatra_pada(h * 30 + long)[0]
        r, c = stars[star]
        out[body_name(p)] = [r, c, star]
    return out


def one(b, grid):
    p = b["profile"]
    tz = b["utcOffsetHours"]
    place = drik.Place(b["id"], p["latitude"], p["longitude"], tz, elevation=0.0)
    y, m, d = (int(x) for x in p["date"].split("-"))
    hh, mm = (int(x) for x in p["time"].split(":"))
    dob = drik.Date(y, m, d)
    jd = utils.julian_day_number(dob, (hh, mm, 0))
    assert abs(jd - tz / 24 - b["jdUt"]) * 86400 < 0.01, (b["id"], jd - tz / 24, b["jdUt"])
    return {"id": b["id"], "jdUt": b["jdUt"], "sudarshana": sudarshana(jd, place, dob),
            "sarvatobhadra": sarvatobhadra(jd, place, grid)}


def main(out):
    align_positions()
    grid = grid_labels()
    with open(BIRTHS, encoding="utf-8") as f:
        births = json.load(f)["births"]
    rows = [one(b, grid) for b in births]
    ref = {"conventions": CONVENTIONS, "grid": grid, "births": rows}
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(ref))
        f.write("\n")
    print(f"{len(rows)} births", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_chakras.json")
