//! Who a request comes from, for the limits that count clients rather than accounts (the
//! public Guru, failed authentications, the public route's idempotency scope).

use axum::http::HeaderMap;
use std::net::IpAddr;

/// The client as counted by the public limit: the socket peer, or — behind a trusted proxy —
/// the right-most untrusted `X-Forwarded-For` entry. IPv6 clients count per /64.
/// The chain is walked from the right: an entry that is not an address stops the walk (what lies
/// left of it was not written by our proxies), and a chain of trusted proxies only ends at its
/// left-most entry.
pub fn client_network(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> String {
    let mut ip = peer;
    if trusted.contains(&peer) {
        let chain: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        for entry in chain.iter().rev() {
            let Ok(hop) = entry.parse::<IpAddr>() else {
                break;
            };
            ip = hop;
            if !trusted.contains(&hop) {
                break;
            }
        }
    }
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// The client network of a request, from the connection's peer address (which the server puts
/// in every request's extensions) and, behind trusted proxies, `X-Forwarded-For`.
pub fn of_request(
    extensions: &axum::http::Extensions,
    headers: &HeaderMap,
    trusted: &[IpAddr],
) -> Option<String> {
    let peer = extensions.get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()?;
    Some(client_network(peer.0.ip(), headers, trusted))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn client_network_trusts_only_listed_proxies() {
        let mut h = HeaderMap::new();
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, 10.0.0.9"),
        );
        let peer: IpAddr = "10.0.0.1".parse().unwrap();
        assert_eq!(client_network(peer, &h, &[]), "10.0.0.1");
        let trusted: Vec<IpAddr> = vec!["10.0.0.1".parse().unwrap(), "10.0.0.9".parse().unwrap()];
        assert_eq!(client_network(peer, &h, &trusted), "1.2.3.4");
        // An entry that is no address ends the walk: the client-written part is never read.
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, garbage, 10.0.0.9"),
        );
        assert_eq!(client_network(peer, &h, &trusted), "10.0.0.9");
        // Only trusted proxies: the left-most hop is the client.
        h.insert("x-forwarded-for", HeaderValue::from_static("10.0.0.9"));
        assert_eq!(client_network(peer, &h, &trusted), "10.0.0.9");
        let v6: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        assert_eq!(
            client_network(v6, &HeaderMap::new(), &[]),
            "2001:db8:1:2::/64"
        );
    }
}
