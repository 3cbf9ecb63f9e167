"""Writes shared/tests/data/pyjhora_almanac.json: each day of 2026 at New Delhi as PyJHora
computes it (its vara, sunrise, the nakshatra, tithi and karana at sunrise with their ends,
its Dwi/Tripushkar verdict) and its tables of Sarvartha and Amrit Siddhi: the second source the
almanac tests compare the panchang's special yogas, Ganda moola, Panchak and Bhadra with.
Conventions aligned: Lahiri ayanamsa; PyJHora's times are local hours from the date's
midnight, its nakshatras and tithis 1-based. Run by scripts/pyjhora-almanac.
"""

import datetime
import json
import sys

import swisseph as swe
from jhora import const
from jhora.panchanga import drik

drik.set_ayanamsa_mode("LAHIRI")
PLACE = drik.Place("New Delhi", 28.6139, 77.2090, 5.5)


def day(d):
    jd = swe.julday(d.year, d.month, d.day, 12.0)
    rise = drik.sunrise(jd, PLACE)
    at = swe.julday(d.year, d.month, d.day, rise[0] + 1 / 60)
    nak = drik.nakshatra(at, PLACE)
    tit = drik.tithi(at, PLACE)
    kar = drik.karana(at, PLACE)
    return {
        "date": d.isoformat(),
        "vara": drik.vaara(at, PLACE),
        "sunrise": rise[0],
        "nakshatra": [nak[0], nak[2], nak[3]],
        "tithi": [tit[0], tit[1], tit[2]],
        "karana": [kar[0], kar[1], kar[2]],
        "pushkara": list(drik.pushkara_yoga(at, PLACE)),
    }


def main(out):
    d, days = datetime.date(2026, 1, 1), []
    while d.year == 2026:
        days.append(day(d))
        d += datetime.timedelta(days=1)
    ref = {
        "meta": {
            "source": "PyJHora 4.8.7 (PyPI), pyswisseph 2.10.3.2, Lahiri, New Delhi +05:30",
            "sarvarthaSiddhi": {str(k): list(v) for k, v in const.sarvartha_siddha_yoga.items()},
            "amritSiddhi": {str(k): v for k, v in const.amrita_siddha_yoga_dict.items()},
        },
        "days": days,
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(ref, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
