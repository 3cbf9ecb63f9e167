//! Webhooks (DESIGN §10.5): the Standard Webhooks signature, the account's secret, which
//! addresses a delivery may reach, and when a failed delivery is tried again. The deliveries
//! themselves are made by the worker (`worker/src/webhooks.rs`); their rows by
//! [`crate::store::webhooks`].

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use std::time::Duration;

/// The prefix of a secret, as Standard Webhooks writes them.
pub const SECRET_PREFIX: &str = "whsec_";

/// A new secret: `whsec_` and 24 random bytes in base64.
pub fn new_secret() -> String {
    let bytes: [u8; 24] = rand::random();
    format!("{SECRET_PREFIX}{}", STANDARD.encode(bytes))
}

/// HMAC-SHA256 (RFC 2104) of `message` under `key`.
pub fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut k = [0u8; BLOCK];
    if key.len() > BLOCK {
        k[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        k[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| k.map(|b| b ^ byte);
    let inner = Sha256::new()
        .chain_update(pad(0x36))
        .chain_update(message)
        .finalize();
    Sha256::new()
        .chain_update(pad(0x5c))
        .chain_update(inner)
        .finalize()
        .into()
}

/// The `webhook-signature` header of a message: `v1,` and the base64 HMAC-SHA256 of
/// `id.timestamp.body` under the secret's decoded bytes. `None` for a secret that is not
/// `whsec_` + base64.
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> Option<String> {
    let key = STANDARD.decode(secret.strip_prefix(SECRET_PREFIX)?).ok()?;
    let mut signed = format!("{id}.{timestamp}.").into_bytes();
    signed.extend_from_slice(body);
    Some(format!(
        "v1,{}",
        STANDARD.encode(hmac_sha256(&key, &signed))
    ))
}

/// Whether an address is one a webhook may be delivered to: not loopback, private,
/// link-local, shared (carrier-grade NAT), unspecified, multicast, documentation or otherwise
/// reserved — the requests a caller could aim at the service's own network (SSRF).
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_multicast()
                || v4.is_broadcast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // 100.64.0.0/10
                || (a == 192 && b == 0 && v4.octets()[2] == 0) // 192.0.0.0/24
                || (a == 198 && (b == 18 || b == 19)) // benchmarking
                || a >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80 // link-local
                || first == 0x2001 && v6.segments()[1] == 0x0db8) // documentation
        }
    }
}

/// A callback URL as a request gives it: `http` or `https`, a host, at most 2,048 characters,
/// no credentials; unless `allow_private`, a host that is an address must be public and
/// `localhost` is refused (a name is resolved, and its addresses checked, when delivering).
pub fn check_url(s: &str, allow_private: bool) -> Result<url::Url, &'static str> {
    const WHAT: &str = "must be an http or https URL of a public host, at most 2048 characters";
    if s.len() > 2048 {
        return Err(WHAT);
    }
    let u = url::Url::parse(s).map_err(|_| WHAT)?;
    if !matches!(u.scheme(), "http" | "https") || !u.username().is_empty() || u.password().is_some()
    {
        return Err(WHAT);
    }
    let public = match u.host() {
        None => return Err(WHAT),
        Some(url::Host::Ipv4(ip)) => is_public(ip.into()),
        Some(url::Host::Ipv6(ip)) => is_public(ip.into()),
        Some(url::Host::Domain(d)) => {
            let d = d.trim_end_matches('.').to_ascii_lowercase();
            d != "localhost" && !d.ends_with(".localhost")
        }
    };
    if public || allow_private {
        Ok(u)
    } else {
        Err(WHAT)
    }
}

/// How long after the attempt `n` (1 = the first) the next is made, or `None` when none is:
/// 5 s, 5 min, 30 min, 2 h, 5 h and 10 h (the Standard Webhooks schedule), the last attempt
/// about 17.6 h after the first — within the 24 hours a delivery is kept trying. `unit` scales
/// the schedule (1 s in production; tests shorten it).
pub fn retry_after(n: usize, unit: Duration) -> Option<Duration> {
    const SCHEDULE: [u32; 6] = [5, 300, 1_800, 7_200, 18_000, 36_000];
    SCHEDULE.get(n.checked_sub(1)?).map(|&s| unit * s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_the_standard_webhooks_one() {
        // ref: the Standard Webhooks specification's example (standard-webhooks/spec,
        // "Verifying webhook authenticity"): this secret, id, timestamp and body sign to this.
        let sig = signature(
            "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
            "msg_p5jXN8AQM9LWM0D4loKWxJek",
            1614265330,
            br#"{"test": 2432232314}"#,
        );
        assert_eq!(
            sig.as_deref(),
            Some("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
        );
        assert_eq!(signature("not-a-secret", "id", 1, b""), None);
        assert!(new_secret().starts_with(SECRET_PREFIX));
        assert_ne!(new_secret(), new_secret());
    }

    #[test]
    fn private_loopback_and_link_local_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn a_callback_url_is_http_and_public() {
        assert!(check_url("https://hooks.example.com/graha?x=1", false).is_ok());
        for bad in [
            "ftp://example.com/",
            "https://user:pw@example.com/",
            "http://127.0.0.1:8080/hook",
            "http://[::1]/",
            "http://localhost/",
            "http://169.254.169.254/latest/meta-data",
            "not a url",
        ] {
            assert!(check_url(bad, false).is_err(), "{bad}");
        }
        assert!(check_url("http://127.0.0.1:8080/hook", true).is_ok());
    }

    #[test]
    fn retries_back_off_over_a_day() {
        let s = Duration::from_secs(1);
        assert_eq!(retry_after(1, s), Some(Duration::from_secs(5)));
        assert_eq!(retry_after(6, s), Some(Duration::from_secs(36_000)));
        assert_eq!(retry_after(7, s), None);
        let total: Duration = (1..=6).filter_map(|n| retry_after(n, s)).sum();
        assert!(total < Duration::from_secs(24 * 3600), "{total:?}");
    }
}
