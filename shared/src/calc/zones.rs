//! Time zones by IANA name: the names the service accepts, and for a name it does not, the
//! nearest ones to suggest.

use chrono_tz::{TZ_VARIANTS, Tz};

/// Every zone name the service accepts, in the order of the IANA database as chrono-tz lists it.
pub fn names() -> impl Iterator<Item = &'static str> {
    TZ_VARIANTS.iter().map(|z| z.name())
}

/// The zone named `name` exactly; else the message for the 422, with the nearest names.
pub fn zone(name: &str) -> Result<Tz, String> {
    name.parse::<Tz>().map_err(|_| {
        let near = nearest(name, 3);
        if name.trim().is_empty() || near.is_empty() {
            "must be an IANA time zone name such as Asia/Kathmandu (GET /v1/timezones lists them)"
                .to_owned()
        } else {
            format!(
                "must be an IANA time zone name such as Asia/Kathmandu; did you mean {}? \
                 (GET /v1/timezones lists them)",
                near.join(", ")
            )
        }
    })
}

/// The `n` zone names nearest to `name`: by edit distance, ignoring case, to the whole name or
/// to its city alone (`kathmandu` finds `Asia/Kathmandu`), the better of the two; none further
/// than half the name's length.
pub fn nearest(name: &str, n: usize) -> Vec<&'static str> {
    let wanted = name.trim().to_lowercase();
    if wanted.is_empty() {
        return Vec::new();
    }
    let limit = (wanted.chars().count() / 2).max(2);
    let mut scored: Vec<(usize, &'static str)> = names()
        .filter_map(|z| {
            let lower = z.to_lowercase();
            let city = lower.rsplit('/').next().unwrap_or(&lower);
            let d = distance(&wanted, &lower).min(distance(&wanted, city) + 1);
            (d <= limit).then_some((d, z))
        })
        .collect();
    scored.sort();
    scored.into_iter().take(n).map(|(_, z)| z).collect()
}

/// Levenshtein distance, by characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_misses_find_the_zone_meant() {
        assert_eq!(nearest("asia/kathmandu", 1), ["Asia/Kathmandu"]);
        assert_eq!(nearest("Asia/Kathmandoo", 1), ["Asia/Kathmandu"]);
        assert!(nearest("Kolkata", 3).contains(&"Asia/Kolkata"));
        assert!(nearest("Europe/Londn", 3).contains(&"Europe/London"));
        assert!(nearest("", 3).is_empty());
        assert!(nearest("zzzzzzzzzzzzzzzzzzzz", 3).is_empty());
    }

    #[test]
    fn the_message_names_the_nearest() {
        assert!(zone("Asia/Kathmandu").is_ok());
        let e = zone("asia/kathmandu").unwrap_err();
        assert!(e.contains("did you mean Asia/Kathmandu"), "{e}");
        assert!(zone("").unwrap_err().contains("GET /v1/timezones"));
    }

    #[test]
    fn distance_counts_edits() {
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("same", "same"), 0);
    }
}
