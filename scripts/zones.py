"""Writes shared/data/zones.tsv: for each IANA time zone, the place a sign horoscope's horas
are timed at, the most populous place of the gazetteer in that zone, and the same row under
each of the zone's other names (the tz database's links, e.g. Asia/Calcutta).

    python3 scripts/zones.py shared/data/places.tsv.gz /usr/share/zoneinfo/tzdata.zi \
        shared/data/zones.tsv
"""

import gzip
import sys


def main(places, tzdata, out):
    best = {}
    with gzip.open(places, "rt", encoding="utf-8") as f:
        for line in f:
            name, _country, _region, lat, lon, zone, population = line.split("\t")[:7]
            population = int(population or 0)
            if zone not in best or population > best[zone][0]:
                best[zone] = (population, name, lat, lon)
    rows = {z: (n, lat, lon) for z, (_, n, lat, lon) in best.items()}
    with open(tzdata, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 3 and parts[0] == "L" and parts[1] in best:
                rows.setdefault(parts[2], rows[parts[1]])
    with open(out, "w", encoding="utf-8") as f:
        f.write("# zone\tlatitude\tlongitude\tplace (GeoNames, CC BY 4.0)\n")
        for zone in sorted(rows):
            name, lat, lon = rows[zone]
            f.write(f"{zone}\t{lat}\t{lon}\t{name}\n")


if __name__ == "__main__":
    main(*sys.argv[1:4])
