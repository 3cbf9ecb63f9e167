"""Writes shared/tests/data/pyjhora_special_points.json: PyJHora's special points for the 20 public
births of shared/reference/births_public.json, the second source for the special-points tests:
the eleven upagrahas (Dhuma, Vyatipata, Parivesha, Indrachapa, Upaketu from the Sun; Kala,
Mrityu, Ardhaprahara, Yamaghantaka, Gulika, Mandi from the eight parts of the day or night) and
the special lagnas (bhava, hora, ghati, vighati, pranapada, sree, indu, varnada), with the
inputs they rest on (sunrise, sunset, next sunrise, weekday lord, day or night birth).

Each value is PyJHora's own answer with its defaults. Where PyJHora offers a choice (beginning or
middle of a part; four varnada methods) every choice is given beside the default. Where PyJHora's
code slips (the night parts, the Sun of the hora-type lagnas, the birth before sunrise, pranapada's
seconds), "mended" gives the same rule computed without the slip; the JSON's "conventions" says
which is which. PyJHora is made to follow our conventions (Lahiri, mean node, apparent positions,
Moshier) as in scripts/pyjhora_varshaphal.py. Run by scripts/pyjhora-special-points with the
venv's python:  data/pyjhora-venv/bin/python scripts/pyjhora_special_points.py OUT.json
"""

import contextlib
import datetime
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

from pyjhora_common import BIRTHS, FLAGS, PLANETS, REFERENCE, SIGNS, align_positions, dumps  # noqa: E402

WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
HINDU_RISE = swe.BIT_HINDU_RISING          # disc centre, no refraction (PyJHora's default)

SOLAR = [("dhuma", "dhuma"), ("vyatipata", "vyatipaata"), ("parivesha", "parivesha"),
         ("indrachapa", "indrachaapa"), ("upaketu", "upaketu")]
# our name, PyJHora's function, the part's lord (0 Sun .. 6 Saturn), PyJHora's default part point
PARTS = [("kala", "kaala_longitude", 0, "middle"), ("mrityu", "mrityu_longitude", 2, "middle"),
         ("ardhaprahara", "artha_praharaka_longitude", 3, "middle"),
         ("yamaghantaka", "yama_ghantaka_longitude", 4, "middle"),
         ("gulika", "gulika_longitude", 6, "begin"), ("mandi", "maandi_longitude", 6, "middle")]
# our name, PyJHora's function, its rate in degrees per minute of clock time since sunrise
HORA_TYPE = [("bhava", "bhava_lagna", 0.25), ("hora", "hora_lagna", 0.5), ("ghati", "ghati_lagna", 1.25),
             ("vighati", "vighati_lagna", 15.0)]


def align():
    """Bend PyJHora's module-level settings to our conventions (see CONVENTIONS["aligned"])."""
    align_positions()
    # PyJHora's own defaults for what this file depends on, checked rather than assumed.
    assert const.RISE_SET_HINDU_RISING and const.RISE_SET_USE_DISC_CENTER_FOR_RISING
    assert not const.RISE_SET_USE_REFRACTION
    assert const.use_24hour_format_in_to_dms
    assert const.day_rulers[0] == [0, 1, 2, 3, 4, 5, 6, -1]
    assert all(const.night_rulers[d][0] == (d + 4) % 7 for d in range(7))


CONVENTIONS = {
    "source": "PyJHora 4.8.7 (PyPI) with pyswisseph 2.10.3.2; scripts/pyjhora_special_points.py",
    "aligned": {
        "ayanamsa": "drik.set_ayanamsa_mode('LAHIRI') (PyJHora's default is TRUE_PUSHYA)",
        "positions": "apparent geocentric: const.set_planet_positions_true(False) + drik.refresh_planet_flags() "
                     "(FLG_SWIEPH|FLG_SIDEREAL|FLG_SPEED; PyJHora's default adds FLG_TRUEPOS)",
        "nodes": "mean node: const.set_node_mode(False), drik.set_planet_list(False) (no special point here uses them)",
        "ephemeris": "Moshier (PyJHora's data/ephe has no .se1 files)",
        "ascendant": "ascmc[0] of swe.houses_ex(..., b'W', FLG_SIDEREAL): drik.ascendant is replaced because "
                     "PyJHora's Placidus call raises above the polar circle; elsewhere the two agree exactly",
        "place": "birth latitude/longitude, elevation 0, PyJHora's fixed 'timezone' = the birth's utcOffsetHours; "
                 "dob/tob = the profile's local date and time; PyJHora's local JDs are turned back into UT here",
    },
    "sunrise": "PyJHora's default, kept: swe.rise_trans with BIT_HINDU_RISING|BIT_NO_REFRACTION|BIT_DISC_CENTER: "
               "the true centre of the Sun's disc on the true horizon, no refraction, no ecliptic latitude, "
               "elevation 0; searched from local midnight (00:00 at utcOffsetHours) of the civil date. "
               "inputs.astronomical gives the upper-limb-with-refraction times for comparison only",
    "weekday": "drik.vaara: the Vedic weekday, sunrise to sunrise (a birth before sunrise belongs to the previous "
               "weekday); 0 = Sunday; weekdayLord = its lord",
    "dayBirth": "drik.is_night_birth negated: sunrise <= birth < sunset of the civil date",
    "solarUpagrahas": "drik.solar_upagraha_longitudes from the Sun at birth: Dhuma = Sun + 133deg20'; Vyatipata = "
                      "360 - Dhuma; Parivesha = Vyatipata + 180; Indrachapa = 360 - Parivesha; Upaketu = Sun - 30 "
                      "(= Indrachapa + 16deg40'); all mod 360; longitudes",
    "partUpagrahas": {
        "rule": "drik.upagraha_longitude: the day (sunrise..sunset) or night in 8 equal parts, each with a "
                "lord; the point is the ascendant at the beginning or the middle of the lord's part: Kala = Sun's "
                "part, Mrityu = Mars's, Ardhaprahara = Mercury's, Yamaghantaka = Jupiter's, Gulika and Mandi = "
                "Saturn's. By day the parts start from the Vedic weekday's lord (const.day_rulers), by night from "
                "the lord of the 5th weekday counted from it (const.night_rulers: Sunday night starts with Jupiter)",
        "lordOrder": "PyJHora's tables rotate the 8-cycle Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, (none): "
                     "Monday by day = Moon, Mars, Mercury, Jupiter, Venus, Saturn, none, Sun. The texts (and "
                     "PyJHora's own Yamaganda/Gulika kalam table in drik.trikalam) run the seven lords in weekday "
                     "order from the first and leave the 8th part lordless: Monday = Moon .. Saturn, Sun, none. "
                     "So a lord that comes before the first lord in Sun..Saturn order (e.g. Kala on any day but "
                     "Sunday) gets a part one later in PyJHora. Saturn is never affected (Gulika, Mandi). "
                     "pyjhora.partIndex is PyJHora's (0-based), mended.partIndex the texts'",
        "pointInPart": "upagraha_longitude(..., upagraha_part=) accepts 'middle' (default of the function) or "
                       "anything else, read as the beginning; there is no 'end'. The named lambdas fix it: Kala, "
                       "Mrityu, Ardhaprahara, Yamaghantaka 'middle'; Gulika 'begin'; Mandi 'middle' (its own "
                       "comments say the book has Gulika at the middle and Mandi at the beginning, and the "
                       "upagraha_longitude docstring says so too). default = what the lambda gives; begin and "
                       "middle = both choices, same code",
        "sunriseSunset": "sunrise/sunset of the civil date read back from PyJHora's 'HH:MM:SS' strings, so whole "
                         "seconds (rounded); before sunrise the previous date's sunset, after sunset the next "
                         "date's sunrise",
        "nightSlip": "for a night birth PyJHora keeps counting the parts from a SUNRISE: before sunrise from the "
                     "civil date's sunrise, after sunset from the next date's sunrise clock time placed on the "
                     "birth's civil date, each part = |sunset - sunrise| / 8 in clock hours (about the day's length, "
                     "not the night's). The moment it takes the ascendant at is therefore in the daytime of the "
                     "civil date, not in the night of the birth. PyJHora's values are kept as they are; "
                     "pyjhora.begin/middle.moment says when it took the ascendant",
        "mended": "the rule without the slips: by day sunrise..sunset of the Vedic day, by night sunset..next "
                  "sunrise (before sunrise: previous sunset..sunrise), 8 equal parts of that span, the lords in "
                  "weekday order with the 8th part lordless, unrounded rise/set times. Equal to PyJHora's answer, "
                  "to its seconds rounding, for a day birth whose lord's part PyJHora places the same",
    },
    "horaTypeLagnas": {
        "rule": "drik.special_ascendant: longitude = Sun + rate * minutes, minutes = birth clock hours - the "
                "civil date's sunrise clock hours (float), times 60; rates in degrees per minute: bhava 0.25 "
                "(1 sign / 5 ghatis = 2 h), hora 0.5 (1 sign / 2.5 ghatis = 1 h), ghati 1.25 (1 sign / ghati = "
                "24 min), vighati 15 (1 sign / 2 min = 5 vighatis; 1 sign a vighati would be 75)",
        "sunSlip": "the Sun is meant at sunrise, but PyJHora adds the time zone twice (srise[2] is already a local "
                   "JD; it adds tz/24 and divisional_chart takes tz/24 off once), so its Sun is at sunrise's local "
                   "clock time read as UT, i.e. utcOffsetHours after sunrise (before it for a negative offset): "
                   "about 0.04 deg an hour of offset. pyjhoraSunUsed gives that Sun",
        "beforeSunriseSlip": "a birth before sunrise counts negative minutes from the civil date's (later) sunrise "
                             "instead of from the previous sunrise",
        "mended": "Sun at the Vedic day's true sunrise (previous sunrise for a birth before sunrise), minutes "
                  "from that sunrise, the same rates. mended.vighatiOneSignPerVighati gives 75 deg/min as well",
    },
    "pranapada": "drik.pranapada_lagna: Sun at BIRTH + 30 * ((4 * ghatis) mod 12) + 240 if the Sun is in a fixed "
                 "sign, + 120 in a dual sign, + 0 in a movable sign; ghatis since sunrise from "
                 "utils.udhayadhi_nazhikai (the previous date's sunrise for a birth before sunrise). Rate: 4 signs "
                 "a ghati = 120 deg/ghati = 2 deg/vighati = 5 deg/min. Slip: udhayadhi_nazhikai turns the elapsed "
                 "h:m:s into 1/60-vighatis as h*9000 + m*150 + s (a second should count 2.5), each truncated, so "
                 "up to about 3 deg short; mended uses the exact elapsed time. A longitude",
    "sree": "drik.sree_lagna: ascendant + (Moon's longitude mod 13deg20') * 27, i.e. ascendant + fraction of the "
            "Moon's nakshatra traversed * 360; a longitude",
    "indu": "drik.indu_lagna: kalas Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1 (no nodes); "
            "lords of the 9th sign from the ascendant and from the Moon (Scorpio -> Mars, Aquarius -> Saturn); "
            "n = their sum mod 12 (0 -> 12); sign = n-th from the Moon's sign counting the Moon's as 1st. "
            "PyJHora returns (sign, Moon's degree in its sign): only the sign is meant; longitude = "
            "sign * 30 + Moon's degree as PyJHora prints it",
    "varnada": "charts.varnada_lagna, varnada_method=1 (default, 'BV Raman'): the ascendant's sign and the hora "
               "lagna's sign (drik.hora_lagna, with its slips) each counted from Aries if odd (Aries, Gemini..) "
               "or from Pisces backwards if even, inclusive (1..12); the counts added if both signs are odd or "
               "both even, else the smaller taken from the larger; mod 12; the result counted from Aries if the "
               "ascendant is odd, from Pisces backwards if even (0 = 12). A sign; PyJHora returns it with the "
               "ascendant's degree. methods: 2 = Sharma/Santhanam (the count's own parity picks the direction), "
               "3 = Sanjay Rath and 4 = Jha/Pandey (on longitudes, giving a longitude); all four are given. "
               "mended: method 1 with the mended hora lagna",
    "polar": "pub-13 (Tromso, 21 June): the Sun neither rises nor sets; PyJHora's rise_trans fails silently "
             "(its sunrise string becomes '00 (-2451717)') so the part upagrahas raise and the sunrise-based "
             "lagnas are meaningless: those are null with noSunriseOrSunsetThatDay; the solar upagrahas, sree "
             "and indu stand",
    "units": "longitudes in degrees 0..360 sidereal; sign 0 = Aries .. 11 = Pisces; JD in UT; ISO in UTC to the "
             "second; local clock hours at utcOffsetHours",
    "shapes": {
        "point": "longitude, sign, signName: PyJHora's answer with its defaults (onlySign: the longitude only "
                 "carries the degree PyJHora attaches)",
        "upagrahas.<part upagraha>": "pyjhora = {partIndex, frame, partHours, begin: {point, moment}, middle: "
                                     "{point, moment}}: both of PyJHora's choices and the moment (JD UT) whose "
                                     "ascendant it took; mended = {point at the default choice, partIndex, "
                                     "frameStart, frameEnd, partHours, begin, middle}",
        "lagnas.<bhava|hora|ghati|vighati>": "point, degreesPerMinute, minutesFromSunrise (PyJHora's), "
                                            "pyjhoraSunUsed and the moment it is taken at, mended {point, "
                                            "minutesFromSunrise, sunAtSunrise, sunrise}",
        "inputs": "PyJHora's sunrise/sunset of the civil date, the next date's sunrise, the previous date's "
                  "sunset and sunrise, the Vedic day holding the birth (sunrise, sunset, next sunrise), weekday "
                  "(Vedic) and its lord, dayBirth, beforeSunrise, Sun/Moon/ascendant at birth, and the "
                  "astronomical (upper limb, refraction) times for comparison",
    },
}


def quiet(fn, *args, **kwargs):
    with contextlib.redirect_stdout(io.StringIO()):
        return fn(*args, **kwargs)


def r9(x):
    return None if x is None else round(float(x), 9)


def iso_utc(jd_ut):
    t = datetime.datetime(2000, 1, 1, 12, tzinfo=datetime.timezone.utc) + datetime.timedelta(days=jd_ut - 2451545.0)
    t = (t + datetime.timedelta(microseconds=500000)).replace(microsecond=0)
    return t.isoformat().replace("+00:00", "Z")


def moment(jd_ut):
    return {"jdUt": r9(jd_ut), "utc": iso_utc(jd_ut)}


def norm(x):
    return x % 360.0


def point(lon):
    lon = norm(lon)
    return {"longitude": r9(lon), "sign": int(lon // 30), "signName": SIGNS[int(lon // 30)]}


def pair_lon(v):
    return norm(v[0] * 30 + v[1])


def sun_at(jd_ut):
    return swe.calc_ut(jd_ut, swe.SUN, FLAGS)[0][0]


def asc_at(jd_ut, lat, lon):
    return swe.houses_ex(jd_ut, lat, lon, b"W", swe.FLG_SIDEREAL)[1][0]


def diff(a, b):
    return abs((a - b + 180) % 360 - 180)


class Birth:
    """One birth's PyJHora arguments and its rising and setting times."""

    def __init__(self, b):
        p = b["profile"]
        self.b, self.id = b, b["id"]
        self.tz = b["utcOffsetHours"]
        self.lat, self.lon = p["latitude"], p["longitude"]
        self.place = drik.Place(b["id"], self.lat, self.lon, self.tz, elevation=0.0)
        y, m, d = (int(x) for x in p["date"].split("-"))
        hh, mm = (int(x) for x in p["time"].split(":"))
        self.dob, self.tob = drik.Date(y, m, d), (hh, mm, 0)
        self.jd = utils.julian_day_number((y, m, d), self.tob)      # PyJHora's local JD
        assert abs(self.jd - self.tz / 24 - b["jdUt"]) < 1e-6, self.id
        self.ut = b["jdUt"]
        self.hours = hh + mm / 60
        self.midnight_local = swe.julday(y, m, d, 0.0)               # the civil date's 00:00 as a "JD"

    def ut_of_local_hours(self, hours, day_offset=0):
        return self.midnight_local + day_offset + (hours - self.tz) / 24

    def rise_set(self, rise, day_offset=0):
        """PyJHora's sunrise/sunset of the civil date + day_offset: (local float hours, 'HH:MM:SS', JD UT)."""
        fn = drik.sunrise if rise else drik.sunset
        r = fn(self.midnight_local + day_offset, self.place)
        return r[0], r[1], self.ut_of_local_hours(r[0], day_offset)

    def astronomical(self, rise, day_offset=0):
        """Upper limb with refraction (1013.25 hPa, 15 C), for comparison only."""
        start = self.midnight_local + day_offset - self.tz / 24
        flag = swe.CALC_RISE if rise else swe.CALC_SET
        res, t = swe.rise_trans(start, swe.SUN, flag, (self.lon, self.lat, 0.0), 1013.25, 15.0, FLAGS)
        return t[0] if res == 0 else None


def hms_hours(s):
    h, m, sec = (int(x) for x in s.replace(" AM", "").replace(" PM", "").split(":"))
    return h + m / 60 + sec / 3600


def inputs(bb):
    rise, rise_s, rise_ut = bb.rise_set(True)
    set_, set_s, set_ut = bb.rise_set(False)
    prev_set = bb.rise_set(False, -1)
    prev_rise = bb.rise_set(True, -1)
    next_rise = bb.rise_set(True, 1)
    vaara = drik.vaara(bb.jd, bb.place)
    night = bool(drik.is_night_birth(bb.jd, bb.place))
    before_sunrise = bb.hours < rise
    if before_sunrise:
        vd = {"sunrise": moment(prev_rise[2]), "sunset": moment(prev_set[2]), "nextSunrise": moment(rise_ut)}
    else:
        vd = {"sunrise": moment(rise_ut), "sunset": moment(set_ut), "nextSunrise": moment(next_rise[2])}
    astro = {
        "sunrise": bb.astronomical(True), "sunset": bb.astronomical(False), "nextSunrise": bb.astronomical(True, 1)}
    return {
        "sunrise": dict(moment(rise_ut), localHours=r9(rise), pyjhoraString=rise_s),
        "sunset": dict(moment(set_ut), localHours=r9(set_), pyjhoraString=set_s),
        "nextSunrise": dict(moment(next_rise[2]), localHours=r9(next_rise[0]), pyjhoraString=next_rise[1]),
        "previousSunset": dict(moment(prev_set[2]), localHours=r9(prev_set[0]), pyjhoraString=prev_set[1]),
        "previousSunrise": dict(moment(prev_rise[2]), localHours=r9(prev_rise[0])),
        "vedicDay": vd,
        "weekday": vaara, "weekdayName": WEEKDAYS[vaara], "weekdayLord": PLANETS[vaara],
        "civilWeekday": WEEKDAYS[drik.civil_weekday(bb.jd)],
        "dayBirth": not night, "beforeSunrise": before_sunrise,
        "sun": point(sun_at(bb.ut)), "moon": point(swe.calc_ut(bb.ut, swe.MOON, FLAGS)[0][0]),
        "ascendant": point(asc_at(bb.ut, bb.lat, bb.lon)),
        "astronomical": {k: (moment(v) if v else None) for k, v in astro.items()},
    }, (rise, set_, prev_set[0], next_rise[0], prev_rise[0], vaara, night, before_sunrise)


def pyjhora_part_moment(bb, lord, where):
    """The moment (JD UT) drik.upagraha_longitude takes the ascendant at, and its frame, step by step."""
    srise = hms_hours(drik.sunrise(bb.midnight_local, bb.place)[1])
    sset = hms_hours(drik.sunset(bb.midnight_local, bb.place)[1])
    vaara = drik.vaara(bb.jd, bb.place)
    part, frame = const.day_rulers[vaara].index(lord), "day"
    if bb.hours < srise:
        sset = hms_hours(drik.sunset(bb.midnight_local - 1, bb.place)[1])
        part, frame = const.night_rulers[vaara].index(lord), "night"
    if bb.hours > sset:
        srise = hms_hours(drik.sunrise(bb.midnight_local + 1, bb.place)[1])
        part, frame = const.night_rulers[vaara].index(lord), "night"
    one = abs(sset - srise) / 8
    start = srise + part * one
    t = start + one / 2 if where == "middle" else start
    return bb.ut_of_local_hours(t), part, frame, abs(sset - srise)


def mended_part_moment(bb, lord, where, times):
    rise, set_, prev_set, next_rise, prev_rise, vaara, night, before = times
    if not night:
        a, z = bb.ut_of_local_hours(rise), bb.ut_of_local_hours(set_)
    elif before:
        a, z = bb.ut_of_local_hours(prev_set, -1), bb.ut_of_local_hours(rise)
    else:
        a, z = bb.ut_of_local_hours(set_), bb.ut_of_local_hours(next_rise, 1)
    first = vaara if not night else (vaara + 4) % 7   # the weekday's lord by day, the 5th from it by night
    part = (lord - first) % 7                          # the seven in weekday order; the 8th part has no lord
    one = (z - a) / 8
    t = a + (part + (0.5 if where == "middle" else 0.0)) * one
    return t, part, a, z


def part_upagrahas(bb, times):
    """PyJHora's answer at its default, both of its choices with the moment it used, and the mended rule."""
    out = {}
    for name, fn, lord, default in PARTS:
        got = quiet(getattr(drik, fn), bb.dob, bb.tob, bb.place)
        row = dict(point(pair_lon(got)), partLord=PLANETS[lord], default=default,
                   function=f"panchanga/drik.py:{fn} -> upagraha_longitude(planet_index={lord}, "
                            f"upagraha_part='{default}')")
        pyj, mended = {}, {}
        for where in ("begin", "middle"):
            v = quiet(drik.upagraha_longitude, bb.dob, bb.tob, bb.place, planet_index=lord, upagraha_part=where)
            t, part, frame, span = pyjhora_part_moment(bb, lord, where)
            # our replay of PyJHora's steps must give its answer
            assert diff(asc_at(t, bb.lat, bb.lon), pair_lon(v)) < 1e-6, (bb.id, name, where)
            pyj.update(partIndex=part, frame=frame, partHours=r9(span / 8))
            pyj[where] = dict(point(pair_lon(v)), moment=moment(t))
            mt, mpart, a, z = mended_part_moment(bb, lord, where, times)
            mended.update(partIndex=mpart, frameStart=moment(a), frameEnd=moment(z), partHours=r9((z - a) * 3))
            mended[where] = dict(point(asc_at(mt, bb.lat, bb.lon)), moment=moment(mt))
        assert row["longitude"] == pyj[default]["longitude"], (bb.id, name)
        row["pyjhora"] = pyj
        row["mended"] = dict(point(mended[default]["longitude"]), **mended)
        out[name] = row
    return out


def solar_upagrahas(bb):
    pp = charts.divisional_chart(bb.jd, bb.place, divisional_chart_factor=1)
    sun = pair_lon(pp[1][1])
    assert diff(sun, sun_at(bb.ut)) < 1e-7, bb.id
    out = {}
    for name, pyname in SOLAR:
        v = drik.solar_upagraha_longitudes(sun, pyname)
        out[name] = dict(point(pair_lon(v)), function=f"panchanga/drik.py:solar_upagraha_longitudes('{pyname}')")
    return out


def hora_type(bb, times):
    rise, _, _, _, prev_rise, _, _, before = times
    sr = drik.sunrise(bb.jd, bb.place)
    minutes = (utils.jd_to_gregorian(bb.jd)[3] - sr[0]) * 60   # PyJHora's birth hours, from its local JD
    pyj_sun = sun_at(sr[2])                      # sunrise's local clock time read as UT: PyJHora's slip
    if before:
        m_rise_ut = bb.ut_of_local_hours(prev_rise, -1)
    else:
        m_rise_ut = bb.ut_of_local_hours(rise)
    m_sun = sun_at(m_rise_ut)
    m_minutes = (bb.ut - m_rise_ut) * 1440
    out = {}
    for name, fn, rate in HORA_TYPE:
        v = pair_lon(getattr(drik, fn)(bb.jd, bb.place))
        assert diff(v, pyj_sun + rate * minutes) < 1e-6, (bb.id, name)
        row = dict(point(v), function=f"panchanga/drik.py:{fn} -> special_ascendant(lagna_rate_factor={rate})",
                   degreesPerMinute=rate, minutesFromSunrise=r9(minutes), pyjhoraSunUsed=r9(pyj_sun),
                   pyjhoraSunMoment=moment(sr[2]))
        row["mended"] = dict(point(m_sun + rate * m_minutes), minutesFromSunrise=r9(m_minutes),
                             sunAtSunrise=r9(m_sun), sunrise=moment(m_rise_ut))
        if name == "vighati":
            row["mended"]["vighatiOneSignPerVighati"] = point(m_sun + 75.0 * m_minutes)
        out[name] = row
    return out, (m_sun, m_minutes, m_rise_ut)


def pranapada(bb, mend):
    v = pair_lon(drik.pranapada_lagna(bb.jd, bb.place))
    sun = sun_at(bb.ut)
    sign = int(sun // 30)
    extra = 240 if sign in const.fixed_signs else 120 if sign in const.dual_signs else 0
    ghatis = utils.udhayadhi_nazhikai(bb.jd, bb.place)[1]
    assert diff(v, sun + extra + ((ghatis * 4) % 12) * 30) < 1e-6, bb.id
    m_ghatis = mend[1] / 24
    return dict(point(v), function="panchanga/drik.py:pranapada_lagna", sunAtBirth=r9(sun), added=extra,
                pyjhoraGhatis=r9(ghatis),
                mended=dict(point(sun + extra + 120 * m_ghatis), ghatis=r9(m_ghatis)))


def sree(bb):
    v = pair_lon(drik.sree_lagna(bb.jd, bb.place))
    moon = swe.calc_ut(bb.ut, swe.MOON, FLAGS)[0][0]
    asc = asc_at(bb.ut, bb.lat, bb.lon)
    assert diff(v, asc + (moon % (360 / 27)) * 27) < 1e-5, bb.id
    return dict(point(v), function="panchanga/drik.py:sree_lagna",
                moonFractionOfNakshatra=r9((moon % (360 / 27)) / (360 / 27)))


def indu(bb):
    sign, deg = drik.indu_lagna(bb.jd, bb.place)
    moon = swe.calc_ut(bb.ut, swe.MOON, FLAGS)[0][0]
    asc = asc_at(bb.ut, bb.lat, bb.lon)
    kalas = [30, 16, 6, 8, 10, 12, 1]
    l1 = const._house_owners_list[(int(asc // 30) + 8) % 12]
    l2 = const._house_owners_list[(int(moon // 30) + 8) % 12]
    n = (kalas[l1] + kalas[l2]) % 12 or 12
    assert sign == (int(moon // 30) + n - 1) % 12 and abs(deg - moon % 30) < 1e-6, bb.id
    return {"sign": sign, "signName": SIGNS[sign], "onlySign": True, "longitude": r9(sign * 30 + deg),
            "degreeGiven": "the Moon's degree in its sign", "function": "panchanga/drik.py:indu_lagna",
            "ninthLordFromAscendant": PLANETS[l1], "ninthLordFromMoon": PLANETS[l2],
            "kalaSum": kalas[l1] + kalas[l2], "countFromMoon": n}


def varnada_count(sign):
    return sign + 1 if sign % 2 == 0 else 12 - sign


def varnada_rule(asc_sign, hora_sign):
    a, h = varnada_count(asc_sign), varnada_count(hora_sign)
    n = (a + h) % 12 if (asc_sign % 2) == (hora_sign % 2) else (max(a, h) - min(a, h)) % 12
    n = n or 12
    return n - 1 if asc_sign % 2 == 0 else 12 - n


def varnada(bb, hora_sign_pyj, hora_sign_mended):
    asc = asc_at(bb.ut, bb.lat, bb.lon)
    methods = {}
    for m in (1, 2, 3, 4):
        s, d = charts.varnada_lagna(bb.dob, bb.tob, bb.place, varnada_method=m)
        methods[str(m)] = {"sign": s, "signName": SIGNS[s], "longitude": r9(s * 30 + d)}
    s = methods["1"]["sign"]
    assert s == varnada_rule(int(asc // 30), hora_sign_pyj), bb.id
    ms = varnada_rule(int(asc // 30), hora_sign_mended)
    return {"sign": s, "signName": SIGNS[s], "onlySign": True, "longitude": methods["1"]["longitude"],
            "degreeGiven": "the ascendant's degree in its sign",
            "function": "horoscope/chart/charts.py:varnada_lagna(varnada_method=1) -> _varnada_lagna_bv_raman",
            "ascendantCount": varnada_count(int(asc // 30)), "horaLagnaSign": hora_sign_pyj,
            "horaLagnaCount": varnada_count(hora_sign_pyj),
            "methods": methods,
            "methodNames": {"1": "BV Raman (default)", "2": "Sharma/Santhanam", "3": "Sanjay Rath (longitudes)",
                            "4": "Sitaram Jha / Ramachandra Pandey (longitudes)"},
            "mended": {"sign": ms, "signName": SIGNS[ms], "horaLagnaSign": hora_sign_mended,
                       "longitude": r9(ms * 30 + asc % 30)}}


def one(b):
    bb = Birth(b)
    p = b["profile"]
    row = {"id": bb.id, "jdUt": bb.ut, "utcOffsetHours": bb.tz, "timezone": p["timezone"], "date": p["date"],
           "time": p["time"], "latitude": bb.lat, "longitude": bb.lon}
    rise = drik.sunrise(bb.midnight_local, bb.place)[0]
    sset = drik.sunset(bb.midnight_local, bb.place)[0]
    polar = not (0 <= rise < 24 and 0 <= sset < 24)
    ups = solar_upagrahas(bb)
    if polar:
        row["noSunriseOrSunsetThatDay"] = True
        row["inputs"] = {"sun": point(sun_at(bb.ut)), "moon": point(swe.calc_ut(bb.ut, swe.MOON, FLAGS)[0][0]),
                         "ascendant": point(asc_at(bb.ut, bb.lat, bb.lon)),
                         "civilWeekday": WEEKDAYS[drik.civil_weekday(bb.jd)],
                         "pyjhoraSunriseString": drik.sunrise(bb.midnight_local, bb.place)[1]}
        try:
            quiet(drik.gulika_longitude, bb.dob, bb.tob, bb.place)
            err = None
        except Exception as e:
            err = f"{type(e).__name__}: {e}"
        for name, *_ in PARTS:
            ups[name] = {"longitude": None, "pyjhoraError": err}
        row["upagrahas"] = ups
        lag = {name: {"longitude": None, "reason": "no sunrise that day"} for name, *_ in HORA_TYPE}
        lag["pranapada"] = {"longitude": None, "reason": "no sunrise that day"}
        lag["sree"] = sree(bb)
        lag["indu"] = indu(bb)
        lag["varnada"] = {"sign": None, "reason": "rests on the hora lagna: no sunrise that day"}
        row["lagnas"] = lag
        return row
    inp, times = inputs(bb)
    row["inputs"] = inp
    ups.update(part_upagrahas(bb, times))
    row["upagrahas"] = ups
    lag, mend = hora_type(bb, times)
    lag["pranapada"] = pranapada(bb, mend)
    lag["sree"] = sree(bb)
    lag["indu"] = indu(bb)
    lag["varnada"] = varnada(bb, lag["hora"]["sign"], lag["hora"]["mended"]["sign"])
    row["lagnas"] = lag
    return row




def main(out):
    align()
    with open(BIRTHS, encoding="utf-8") as f:
        births = json.load(f)["births"]
    rows = [one(b) for b in births]
    ref = {"conventions": CONVENTIONS, "births": rows}
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(ref))
        f.write("\n")
    print(f"{len(rows)} births", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shared/tests/data/pyjhora_special_points.json")
