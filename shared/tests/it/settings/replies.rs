//! Settings in the replies: the settings echoed and bhavas given, the Placidus cusps of
//! `systems_public.json`, the polar fallback, and every reply schema publishing the settings.

use crate::support::{births, load};
use graha::calc::{self, CalcRequest};
use graha::endpoints::Endpoint;
use serde_json::json;

/// A calculation's JSON reply for a reference birth with options given as JSON (flat, as a
/// request body carries them).
fn reply_with(endpoint: Endpoint, id: &str, options: serde_json::Value) -> serde_json::Value {
    let b = births().iter().find(|b| b["id"] == id).unwrap();
    let req = CalcRequest::from_body(
        endpoint,
        &options,
        vec![serde_json::from_value(b["profile"].clone()).unwrap()],
        None,
        "2026-01-01T00:00:00Z".parse().unwrap(),
    )
    .unwrap();
    calc::run_json(&req).unwrap()
}

#[test]
fn replies_echo_the_settings_and_give_bhavas() {
    // Defaults: the echo, and houses without cusps (the published shape, unchanged).
    let r = reply_with(Endpoint::BirthChart, "pub-01", json!({}));
    assert_eq!(
        r["settings"],
        json!({"ayanamsa": "lahiri", "ayanamsaDegrees": r["ayanamsa"], "node": "mean",
               "houseSystem": "whole-sign", "dashaYear": "julian", "houseFallback": null})
    );
    assert!(r["houses"][0].get("longitude").is_none());
    for p in r["planets"].as_array().unwrap() {
        assert_eq!(p["house"], p["signHouse"]);
    }

    // KP, true node, Placidus: cusps as systems_public.json gives them, the planets' Placidus
    // houses, and their whole-sign houses beside.
    let opts =
        json!({"ayanamsa": "kp", "node": "true", "houseSystem": "placidus", "dashaYear": "savana"});
    let r = reply_with(Endpoint::BirthChart, "pub-01", opts.clone());
    let s = &r["settings"];
    assert_eq!(
        (
            &s["ayanamsa"],
            &s["node"],
            &s["houseSystem"],
            &s["dashaYear"]
        ),
        (
            &opts["ayanamsa"],
            &opts["node"],
            &opts["houseSystem"],
            &opts["dashaYear"]
        )
    );
    assert_eq!(s["ayanamsaDegrees"], r["ayanamsa"]);
    let systems = load("systems_public.json");
    let sys01 = &systems["births"][0]["kp"]["kpTables"];
    for (h, c) in r["houses"]
        .as_array()
        .unwrap()
        .iter()
        .zip(sys01["cusps"].as_array().unwrap())
    {
        let got = h["longitude"].as_f64().unwrap();
        assert!((got - c["longitude"].as_f64().unwrap()).abs() < 2e-6, "{h}");
        assert!(h["midLongitude"].is_f64());
    }
    let asc_sign = r["ascendant"]["sign"].as_str().unwrap();
    for p in r["planets"].as_array().unwrap() {
        let sign = p["sign"].as_str().unwrap();
        let whole = graha::astro::Sign::from_name(asc_sign)
            .unwrap()
            .house_of(graha::astro::Sign::from_name(sign).unwrap());
        assert_eq!(p["signHouse"], u64::from(whole));
        assert!((1..=12).contains(&p["house"].as_u64().unwrap()));
    }
    let d = reply_with(Endpoint::Dasha, "pub-01", opts);
    assert_eq!(d["yearDays"], 360.0);
    assert_eq!(d["settings"]["dashaYear"], "savana");

    // Tromsø (pub-13) inside the polar circle: Placidus falls back to Porphyry, and says so.
    let r = reply_with(Endpoint::Transits, "pub-13", json!({"houseSystem": "koch"}));
    assert_eq!(
        r["settings"]["houseFallback"],
        json!({"requested": "koch", "used": "porphyry"})
    );
    // Tropical: no ayanamsa.
    let r = reply_with(
        Endpoint::BasicDetails,
        "pub-05",
        json!({"ayanamsa": "tropical"}),
    );
    assert_eq!(r["settings"]["ayanamsaDegrees"], 0.0);
    // The planets reply stays the bare array the spec gives.
    assert!(reply_with(Endpoint::Planets, "pub-01", json!({"houseSystem": "equal"})).is_array());
}

#[test]
fn every_reply_schema_publishes_the_settings() {
    let mut components = Vec::new();
    let mut shaped = Vec::new();
    for e in Endpoint::ALL {
        let Some(schema) = calc::Reply::schema_of(*e, &mut components) else {
            continue;
        };
        let v = serde_json::to_value(&schema).unwrap();
        if *e == Endpoint::Planets {
            assert!(v.get("$ref").is_some());
        } else if let Some(shapes) = v["oneOf"].as_array() {
            // One shape per system (dasha, matching): each a named schema with its settings,
            // told apart by `system`.
            assert_eq!(v["discriminator"]["propertyName"], "system", "{e:?}");
            for shape in shapes {
                let at = shape["$ref"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{e:?}: {v}"));
                assert!(at.ends_with("WithSettings"), "{e:?}: {at}");
                shaped.push(at.rsplit('/').next().unwrap().to_owned());
            }
        } else {
            let all = v["allOf"]
                .as_array()
                .unwrap_or_else(|| panic!("{e:?}: {v}"));
            assert_eq!(all[1]["$ref"], "#/components/schemas/WithSettings", "{e:?}");
        }
    }
    let named: std::collections::BTreeMap<_, _> = components
        .into_iter()
        .map(|(n, s)| (n, serde_json::to_value(s).unwrap()))
        .collect();
    assert_eq!(shaped.len(), 5, "{shaped:?}");
    for name in &shaped {
        let all = named[name]["allOf"].as_array().unwrap();
        assert_eq!(
            all[1]["$ref"], "#/components/schemas/WithSettings",
            "{name}"
        );
    }
    let echo = &named["SettingsEcho"];
    for f in [
        "ayanamsa",
        "ayanamsaDegrees",
        "node",
        "houseSystem",
        "dashaYear",
        "houseFallback",
    ] {
        assert!(echo["properties"].get(f).is_some(), "{f}: {echo}");
    }
    let houses = &named["HouseSystem"];
    assert_eq!(houses["enum"].as_array().unwrap().len(), 8, "{houses}");
}
