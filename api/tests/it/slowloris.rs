//! Slowloris: 10,000 connections that open a request and never finish its head. The real
//! `graha-api` binary runs in a process of its own (10,000 sockets on each side would not fit one
//! process's descriptor limit); while the connections are held, other clients are served — a
//! chart goes through the whole paid path — and once the header timeout has passed the server
//! has closed every one of them.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const HELD: usize = 10_000;
const HEADER_TIMEOUT_MS: u64 = 8_000;

/// Raises this process's open-file soft limit to its hard limit; returns the limit.
fn raise_fd_limit() -> u64 {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit/setrlimit only read and write the struct we pass.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim), 0);
        lim.rlim_cur = lim.rlim_max;
        libc::setrlimit(libc::RLIMIT_NOFILE, &lim);
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim);
    }
    lim.rlim_cur
}

/// Opens a connection and sends the start of a request head, never its end.
async fn slow_client(addr: std::net::SocketAddr) -> std::io::Result<TcpStream> {
    let mut s = TcpStream::connect(addr).await?;
    s.write_all(b"POST /v1/birth-chart HTTP/1.1\r\nHost: graha\r\nX-Api-Key: graha_")
        .await?;
    Ok(s)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_thousand_slow_connections_starve_no_one_and_are_closed() {
    let fds = raise_fd_limit();
    assert!(
        fds >= HELD as u64 + 1_000,
        "this test needs {} open files (ulimit -n), the limit is {fds}",
        HELD + 1_000
    );
    let app = spawn_app_with(Options {
        api_process: Some(vec![(
            "GRAHA_HEADER_TIMEOUT_MS",
            HEADER_TIMEOUT_MS.to_string(),
        )]),
        ..Options::default()
    })
    .await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let profile = app.profile(&acct.key).await;
    let addr: std::net::SocketAddr = app.base.trim_start_matches("http://").parse().unwrap();

    // Open them 250 at a time (the listen backlog is finite), all within the header timeout.
    let opened_at = Instant::now();
    let mut held = Vec::with_capacity(HELD);
    while held.len() < HELD {
        let batch = (HELD - held.len()).min(250);
        let round = futures::future::join_all((0..batch).map(|_| slow_client(addr))).await;
        for s in round {
            held.push(s.expect("a slow connection is accepted"));
        }
    }
    let opening = opened_at.elapsed();
    eprintln!("{HELD} slow connections open in {opening:?}");
    assert!(
        opening < Duration::from_millis(HEADER_TIMEOUT_MS),
        "opening took {opening:?}"
    );

    // Meanwhile other clients are served: health, a profile list and a paid chart.
    let fresh = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .unwrap();
    let r = fresh
        .get(format!("{}/healthz", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let r = fresh
        .post(format!("{}/v1/birth-chart", app.base))
        .header("x-api-key", &acct.key)
        .json(&json!({ "profileId": profile }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let v: serde_json::Value = r.json().await.unwrap();
    assert!(v["data"]["ascendant"]["sign"].is_string(), "{v}");

    // Past the header timeout, the server has closed every slow connection (EOF or reset).
    let wait = Duration::from_millis(HEADER_TIMEOUT_MS + 3_000).saturating_sub(opened_at.elapsed());
    tokio::time::sleep(wait).await;
    let mut closed = 0;
    for mut s in held {
        let mut buf = [0u8; 256];
        match tokio::time::timeout(Duration::from_millis(20), s.read(&mut buf)).await {
            Ok(Ok(_)) | Ok(Err(_)) => closed += 1, // EOF, a 408 then EOF, or a reset
            Err(_) => {}                           // still open
        }
    }
    assert_eq!(
        closed, HELD,
        "slow connections still open after the header timeout"
    );

    // And the service answers as before.
    let (s, _, _) = app.get(&acct.key, "/v1/profiles").await;
    assert_eq!(s, StatusCode::OK);
    app.assert_books_balance(acct.id).await;
}
