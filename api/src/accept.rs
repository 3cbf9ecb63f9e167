//! `Accept` negotiation for the one reply that comes in more than one media type: a chart
//! picture (`POST /v1/chart-image`) as the JSON envelope, raw SVG or PNG.

use crate::error::ApiError;
use axum::http::{HeaderMap, header};
use graha::calc::ImageFormat;

/// What a chart picture is answered as, in the server's order of preference for equal quality:
/// JSON first (so `*/*` and no header keep the JSON reply), then SVG (`image/*` gets the
/// drawing's own form), then PNG.
pub const PICTURE: &[(&str, Option<ImageFormat>)] = &[
    ("application/json", None),
    ("image/svg+xml", Some(ImageFormat::Svg)),
    ("image/png", Some(ImageFormat::Png)),
];

/// One media range of an `Accept` header: `type/subtype` (either may be `*`) and its weight.
struct Range<'a> {
    kind: &'a str,
    sub: &'a str,
    q: f32,
}

fn ranges(value: &str) -> impl Iterator<Item = Range<'_>> {
    value.split(',').filter_map(|item| {
        let mut parts = item.split(';');
        let (kind, sub) = parts.next()?.trim().split_once('/')?;
        let mut q = 1.0;
        for p in parts {
            if let Some((k, v)) = p.split_once('=')
                && k.trim().eq_ignore_ascii_case("q")
            {
                // A weight that is not a number in 0–1 drops the range (RFC 9110 §12.4.2).
                q = v
                    .trim()
                    .parse::<f32>()
                    .ok()
                    .filter(|q| (0.0..=1.0).contains(q))?;
            }
        }
        Some(Range {
            kind: kind.trim(),
            sub: sub.trim(),
            q,
        })
    })
}

/// The weight `accept` gives `media`: that of the most specific range matching it
/// (`type/subtype` over `type/*` over `*/*`, RFC 9110 §12.5.1), 0 when none does.
fn weight(accept: &str, media: &str) -> f32 {
    let (kind, sub) = media.split_once('/').unwrap_or((media, ""));
    ranges(accept)
        .filter_map(|r| {
            let specificity = match (r.kind, r.sub) {
                ("*", "*") => 0,
                (k, "*") if k.eq_ignore_ascii_case(kind) => 1,
                (k, s) if k.eq_ignore_ascii_case(kind) && s.eq_ignore_ascii_case(sub) => 2,
                _ => return None,
            };
            Some((specificity, r.q))
        })
        .max_by_key(|(s, _)| *s)
        .map_or(0.0, |(_, q)| q)
}

/// The offer the request's `Accept` prefers: the highest weight, ties going to the earlier
/// offer; no `Accept` (or an empty one) takes the first. 406 `not_acceptable` when it allows
/// none of them.
pub fn negotiate<T: Copy>(headers: &HeaderMap, offers: &[(&str, T)]) -> Result<T, ApiError> {
    let values: Vec<&str> = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter(|v| !v.trim().is_empty())
        .collect();
    if values.is_empty() {
        return offers
            .first()
            .map(|(_, t)| *t)
            .ok_or_else(|| ApiError::internal("nothing offered"));
    }
    let accept = values.join(",");
    let mut best: Option<(f32, T)> = None;
    for (media, t) in offers {
        let q = weight(&accept, media);
        if q > 0.0 && best.is_none_or(|(b, _)| q > b) {
            best = Some((q, *t));
        }
    }
    best.map(|(_, t)| t).ok_or_else(|| ApiError::NotAcceptable {
        offered: offers
            .iter()
            .map(|(m, _)| *m)
            .collect::<Vec<_>>()
            .join(", "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn pick(accept: &[&str]) -> Result<Option<ImageFormat>, u16> {
        let mut h = HeaderMap::new();
        for a in accept {
            h.append(header::ACCEPT, HeaderValue::from_str(a).unwrap());
        }
        negotiate(&h, PICTURE).map_err(|e| e.parts().0.as_u16())
    }

    #[test]
    fn accept_picks_the_media_type() {
        use ImageFormat::*;
        assert_eq!(pick(&[]), Ok(None));
        assert_eq!(pick(&[""]), Ok(None));
        assert_eq!(pick(&["*/*"]), Ok(None));
        assert_eq!(pick(&["application/json"]), Ok(None));
        assert_eq!(pick(&["image/svg+xml"]), Ok(Some(Svg)));
        assert_eq!(pick(&["IMAGE/PNG"]), Ok(Some(Png)));
        assert_eq!(pick(&["image/*"]), Ok(Some(Svg)));
        assert_eq!(pick(&["image/*;q=0.5, image/png"]), Ok(Some(Png)));
        // A browser's image request: PNG named, everything else at a lower weight.
        assert_eq!(
            pick(&["image/avif,image/webp,image/png,image/*;q=0.8,*/*;q=0.5"]),
            Ok(Some(Png))
        );
        assert_eq!(pick(&["image/png;q=0.9", "application/json"]), Ok(None));
        assert_eq!(pick(&["image/png, image/svg+xml;q=0"]), Ok(Some(Png)));
        assert_eq!(
            pick(&["*/*, image/png;q=0, application/json;q=0"]),
            Ok(Some(Svg))
        );
        assert_eq!(pick(&["text/html"]), Err(406));
        assert_eq!(pick(&["image/png;q=0"]), Err(406));
        assert_eq!(pick(&["image/png;q=2"]), Err(406));
        assert_eq!(pick(&["nonsense"]), Err(406));
    }
}
