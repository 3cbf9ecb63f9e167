"""Writes shared/tests/data/pyjhora_yogas.json: the yogas PyJHora 4.8.7 finds (yoga.py,
get_yoga_details on the rasi chart) for the 20 public births of shared/reference/births_public.json,
as PyJHora's function names, the second source for the engine's yogas (the comparison is by
presence, for the rules whose readings agree). PyJHora is made to follow our conventions (Lahiri,
mean node, apparent positions) by scripts/pyjhora_common.py. Run by scripts/pyjhora-yogas:
    data/pyjhora-venv/bin/python scripts/pyjhora_yogas.py OUT.json
"""

import contextlib
import io
import json
import sys

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    from jhora import utils
    from jhora.panchanga import drik
    from jhora.horoscope.chart import yoga

from pyjhora_common import BIRTHS, align_positions, dumps  # noqa: E402


def one(b):
    p = b["profile"]
    tz = b["utcOffsetHours"]
    place = drik.Place(b["id"], p["latitude"], p["longitude"], tz, elevation=0.0)
    y, m, d = (int(x) for x in p["date"].split("-"))
    hh, mm = (int(x) for x in p["time"].split(":"))
    jd = utils.julian_day_number(drik.Date(y, m, d), (hh, mm, 0))
    assert abs(jd - tz / 24 - b["jdUt"]) * 86400 < 0.01, b["id"]
    with contextlib.redirect_stdout(io.StringIO()):
        found, _, total = yoga.get_yoga_details(jd, place, divisional_chart_factor=1)
    return {"id": b["id"], "checked": total, "present": sorted(found)}


def main(out):
    align_positions()
    with open(BIRTHS, encoding="utf-8") as f:
        births = json.load(f)["births"]
    rows = [one(b) for b in births]
    ref = {"source": "PyJHora 4.8.7 (PyPI), yoga.get_yoga_details(jd, place, 1); scripts/pyjhora_yogas.py",
           "births": rows}
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(ref))
        f.write("\n")
    print(f"{len(rows)} births", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_yogas.json")
