"""What the PyJHora reference scripts (scripts/pyjhora_*.py) share: PyJHora bent to our
conventions (Lahiri ayanamsa, mean node, apparent positions, the ascendant read from whole-sign
houses so that polar births work), the public births, and the reference files' JSON layout."""

import contextlib
import io
import json
import os
from pathlib import Path

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    import swisseph as swe
    from jhora import const
    from jhora.panchanga import drik

REFERENCE = Path(os.environ.get("GRAHA_REFERENCE_DIR") or Path(__file__).resolve().parents[1] / "../shared/reference")
BIRTHS = REFERENCE / "births_public.json"
PLANETS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]
SIGNS = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio",
         "Sagittarius", "Capricorn", "Aquarius", "Pisces"]
FLAGS = swe.FLG_SWIEPH | swe.FLG_SIDEREAL  # ours: apparent, sidereal (Moshier without .se1 files)


def ascendant_whole_sign(jd, place, dhasa_progression_correction=0.0):
    """drik.ascendant's answer ([sign, degree in sign, nakshatra 1..27, pada 1..4]) from ascmc[0]."""
    jd_ut = jd - place.timezone / 24
    asc = (swe.houses_ex(jd_ut, place.latitude, place.longitude, b"W", swe.FLG_SIDEREAL)[1][0]
           + dhasa_progression_correction) % 360
    nak, pada, _ = drik.nakshatra_pada(asc)
    return [int(asc // 30), asc - int(asc // 30) * 30, nak, pada]


def align_positions():
    """Lahiri, the mean node, apparent positions; the ascendant from whole-sign houses (PyJHora
    asks Swiss Ephemeris for Placidus cusps, which raises above the polar circle, and the
    ascendant does not depend on the house system)."""
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)                      # mean node for Rahu/Ketu
    drik.set_planet_list(set_rahu_ketu_as_true_nodes=False, include_western_planets=False)
    const.set_planet_positions_true(False)          # drop FLG_TRUEPOS: apparent positions
    drik.refresh_planet_flags()
    drik.ascendant = ascendant_whole_sign
    assert drik.PLANET_FLAGS == swe.FLG_SWIEPH | swe.FLG_SIDEREAL | swe.FLG_SPEED


def dumps(obj, depth=0):
    """JSON with one key a line, but a list of plain values, or a short object of them, on one line."""
    pad, inner = " " * depth, " " * (depth + 1)
    flat = lambda v: not isinstance(v, (dict, list)) or (isinstance(v, list) and all(
        not isinstance(x, (dict, list)) for x in v))
    if isinstance(obj, dict):
        if all(flat(v) for v in obj.values()):
            line = json.dumps(obj, ensure_ascii=False)
            if len(line) <= 160:
                return line
        items = [f"{inner}{json.dumps(k)}: {dumps(v, depth + 1)}" for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(obj, list):
        if all(flat(v) for v in obj):
            return json.dumps(obj, ensure_ascii=False)
        return "[\n" + ",\n".join(inner + dumps(v, depth + 1) for v in obj) + "\n" + pad + "]"
    return json.dumps(obj, ensure_ascii=False)
