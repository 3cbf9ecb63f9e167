//! Webhooks: the Standard Webhooks signature, the account's secret, which
//! addresses a delivery may reach, and when a failed delivery is tried again. The deliveries
//! themselves are made by the worker (`worker/src/webhooks.rs`); their rows by
//! `store::webhooks`.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use ipnet::IpNet;
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use std::sync::LazyLock;
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

/// The IANA IPv4 Special-Purpose Address Registry, every block (whatever its "globally
/// reachable" column says: none is a place a webhook receiver lives), and multicast
/// (224.0.0.0/4, from the IPv4 address space registry).
const SPECIAL_V4: &[&str] = &[
    "0.0.0.0/8",       // "this network" (RFC 791)
    "10.0.0.0/8",      // private use (RFC 1918)
    "100.64.0.0/10",   // shared address space (RFC 6598)
    "127.0.0.0/8",     // loopback (RFC 1122)
    "169.254.0.0/16",  // link local (RFC 3927)
    "172.16.0.0/12",   // private use (RFC 1918)
    "192.0.0.0/24",    // IETF protocol assignments (RFC 6890), DS-Lite, PCP, TURN, NAT64 discovery
    "192.0.2.0/24",    // documentation, TEST-NET-1 (RFC 5737)
    "192.31.196.0/24", // AS112-v4 (RFC 7535)
    "192.52.193.0/24", // AMT (RFC 7450)
    "192.88.99.0/24",  // deprecated 6to4 relay anycast (RFC 7526)
    "192.168.0.0/16",  // private use (RFC 1918)
    "192.175.48.0/24", // direct delegation AS112 service (RFC 7534)
    "198.18.0.0/15",   // benchmarking (RFC 2544)
    "198.51.100.0/24", // documentation, TEST-NET-2 (RFC 5737)
    "203.0.113.0/24",  // documentation, TEST-NET-3 (RFC 5737)
    "224.0.0.0/4",     // multicast (RFC 5771)
    "240.0.0.0/4",     // reserved (RFC 1112), with the limited broadcast 255.255.255.255/32
];

/// The IANA IPv6 Special-Purpose Address Registry, every block. Everything outside 2000::/3
/// (the global unicast space of the IPv6 address space registry) is refused besides: that
/// covers the registry's blocks there (::/128, ::1/128, ::ffff:0:0/96, 64:ff9b::/96,
/// 64:ff9b:1::/48, 100::/64, 100:0:0:1::/64, 5f00::/16, fc00::/7, fe80::/10) and the reserved
/// and deprecated space no registry row names (IPv4-compatible ::/96, site-local fec0::/10,
/// multicast ff00::/8).
const SPECIAL_V6: &[&str] = &[
    "2001::/23", // IETF protocol assignments (RFC 2928): Teredo 2001::/32, benchmarking, AMT, ORCHID…
    "2001:db8::/32", // documentation (RFC 3849)
    "2002::/16", // 6to4 (RFC 3056)
    "2620:4f:8000::/48", // direct delegation AS112 service (RFC 7534)
    "3fff::/20", // documentation (RFC 9637)
];

/// The blocks above, parsed once.
static SPECIAL: LazyLock<Vec<IpNet>> = LazyLock::new(|| {
    SPECIAL_V4
        .iter()
        .chain(SPECIAL_V6)
        .map(|b| b.parse().expect("a special-purpose block"))
        .collect()
});

/// IPv6's global unicast space (the IPv6 address space registry).
static GLOBAL_UNICAST_V6: LazyLock<IpNet> = LazyLock::new(|| "2000::/3".parse().expect("2000::/3"));

/// Whether an address is one a webhook may be delivered to: in no block of the IANA
/// special-purpose address registries (IPv4 and IPv6), not multicast, and for IPv6 in the
/// global unicast space — so neither the service's own network nor, through a transition
/// mechanism (NAT64, 6to4, Teredo, IPv4-mapped or -compatible forms), an IPv4 address of it
/// (SSRF).
pub fn is_public(ip: IpAddr) -> bool {
    (ip.is_ipv4() || GLOBAL_UNICAST_V6.contains(&ip)) && !SPECIAL.iter().any(|b| b.contains(&ip))
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

    /// An address of a transition mechanism reaches an IPv4 address (the service's own
    /// network's among them); the IANA registries' other blocks are no receiver's either.
    const TRANSITION_AND_SPECIAL: &[&str] = &[
        "64:ff9b::7f00:1",                      // NAT64 of 127.0.0.1 (64:ff9b::/96)
        "64:ff9b:1::a00:1",                     // local-use NAT64 (64:ff9b:1::/48)
        "2002:7f00:1::1",                       // 6to4 of 127.0.0.1 (2002::/16)
        "::127.0.0.1",                          // IPv4-compatible
        "::169.254.169.254",                    // IPv4-compatible
        "fec0::1",                              // site-local (fec0::/10)
        "2001::1",                              // Teredo (2001::/32)
        "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
        "100::1",                               // discard-only (100::/64)
        "192.88.99.1",                          // 6to4 relay anycast (192.88.99.0/24)
        "::ffff:127.0.0.1",                     // IPv4-mapped
        "::ffff:8.8.8.8",                       // IPv4-mapped, of a public address
        "2001:2::1",                            // benchmarking
        "2001:db8::1",                          // documentation
        "3fff::1",                              // documentation
        "5f00::1",                              // SRv6 SIDs
        "ff02::1",                              // multicast
        "::",                                   // unspecified
        "192.0.0.170",                          // NAT64 discovery
        "192.0.2.1",                            // TEST-NET-1
        "192.31.196.1",                         // AS112-v4
        "192.52.193.1",                         // AMT
        "192.175.48.1",                         // AS112
        "198.18.0.1",                           // benchmarking
        "198.51.100.1",                         // TEST-NET-2
        "203.0.113.1",                          // TEST-NET-3
        "224.0.0.1",                            // multicast
        "240.0.0.1",                            // reserved
        "255.255.255.255",                      // limited broadcast
        "2620:4f:8000::1",                      // AS112-v6
    ];

    #[test]
    fn every_special_purpose_and_transition_address_is_refused() {
        for ip in TRANSITION_AND_SPECIAL {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
            let host = if ip.contains(':') {
                format!("[{ip}]")
            } else {
                ip.to_string()
            };
            let url = format!("https://{host}/hook");
            assert!(check_url(&url, false).is_err(), "{url}");
        }
        // Public neighbours of refused blocks stay allowed.
        for ip in [
            "192.88.100.1",
            "2003::1",
            "2001:200::1",
            "8.8.8.8",
            "2a00:1450::1",
        ] {
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
