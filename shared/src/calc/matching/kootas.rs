//! Each koota's reply: its points, the values compared and why it scored as it did.

use super::*;

/// Why a koota scored as it did (the second half of its description).
pub(super) fn koota_reason(tx: &Texts, a: &Ashtakoot, k: Koota) -> String {
    let (b, g) = (&a.bride, &a.groom);
    let points = pts(a.points_of(k));
    let p = points.as_str();
    match k {
        Koota::Varna => {
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.varnas.{}", b.varna.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.varnas.{}", g.varna.name())),
                ),
            ];
            let key = if a.points_of(k) > 0.0 {
                key!("matching.kootas.varna.match")
            } else {
                key!("matching.kootas.varna.noMatch")
            };
            fill_owned(tx, key, &args)
        }
        Koota::Vashya => {
            let key = if b.vashya == g.vashya {
                key!("matching.kootas.vashya.same")
            } else if a.points_of(k) > 0.0 {
                key!("matching.kootas.vashya.partial")
            } else {
                key!("matching.kootas.vashya.none")
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.vashyas.{}", b.vashya.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.vashyas.{}", g.vashya.name())),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key, &args)
        }
        Koota::Tara => {
            let (cbg, tbg) = a.tara_bride_to_groom;
            let (cgb, tgb) = a.tara_groom_to_bride;
            let quality = |t: Tara| {
                tx.t(if t.is_good() {
                    key!("matching.names.taraQuality.good")
                } else {
                    key!("matching.names.taraQuality.bad")
                })
            };
            let args = [
                ("brideNakshatra", tx.nakshatra(b.nakshatra)),
                ("groomNakshatra", tx.nakshatra(g.nakshatra)),
                ("countBrideToGroom", cbg.to_string()),
                (
                    "taraBrideToGroom",
                    tx.t(key!("matching.names.taras.{}", format!("{tbg:?}"))),
                ),
                ("qualityBrideToGroom", quality(tbg)),
                ("countGroomToBride", cgb.to_string()),
                (
                    "taraGroomToBride",
                    tx.t(key!("matching.names.taras.{}", format!("{tgb:?}"))),
                ),
                ("qualityGroomToBride", quality(tgb)),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key!("matching.kootas.tara.reason"), &args)
        }
        Koota::Yoni => {
            let key = match a.points_of(k) as u8 {
                4 => key!("matching.kootas.yoni.same"),
                3 => key!("matching.kootas.yoni.friendly"),
                2 => key!("matching.kootas.yoni.neutral"),
                1 => key!("matching.kootas.yoni.unfriendly"),
                _ => key!("matching.kootas.yoni.enemy"),
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.yonis.{}", b.yoni.animal.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.yonis.{}", g.yoni.animal.name())),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key, &args)
        }
        Koota::GrahaMaitri => {
            if b.lord() == g.lord() {
                return tx.fill(
                    key!("matching.kootas.grahamaitri.sameLord"),
                    &[("lord", &tx.planet(b.lord()))],
                );
            }
            let args = [
                ("brideLord", tx.planet(b.lord())),
                ("groomLord", tx.planet(g.lord())),
                (
                    "brideView",
                    tx.t(key!(
                        "matching.names.relations.{}",
                        relation_key(a.maitri.0)
                    )),
                ),
                (
                    "groomView",
                    tx.t(key!(
                        "matching.names.relations.{}",
                        relation_key(a.maitri.1)
                    )),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key!("matching.kootas.grahamaitri.reason"), &args)
        }
        Koota::Gana => {
            let key = match a.points_of(k) as u8 {
                6 if b.gana == g.gana => key!("matching.kootas.gana.same"),
                6 => key!("matching.kootas.gana.compatible"),
                5 => key!("matching.kootas.gana.partial"),
                1 => key!("matching.kootas.gana.weak"),
                _ => key!("matching.kootas.gana.clash"),
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.ganas.{}", b.gana.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.ganas.{}", g.gana.name())),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key, &args)
        }
        Koota::Bhakoot => {
            let from_groom = g.sign.house_of(b.sign);
            let mut args = vec![
                ("brideSign", tx.sign(b.sign)),
                ("groomSign", tx.sign(g.sign)),
                ("fromBride", a.sign_distance.to_string()),
                ("fromGroom", from_groom.to_string()),
                ("fromBrideOrdinal", tx.ordinal(a.sign_distance)),
                ("fromGroomOrdinal", tx.ordinal(from_groom)),
            ];
            match &a.bhakoot_dosha {
                Some(d) => {
                    args.push((
                        "kind",
                        tx.t(key!("matching.names.bhakootKinds.{}", d.kind.key())),
                    ));
                    fill_owned(tx, key!("matching.kootas.bhakoot.dosha"), &args)
                }
                None => fill_owned(tx, key!("matching.kootas.bhakoot.good"), &args),
            }
        }
        Koota::Nadi => {
            let key = if b.nadi == g.nadi {
                key!("matching.kootas.nadi.same")
            } else {
                key!("matching.kootas.nadi.different")
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.nadis.{}", b.nadi.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.nadis.{}", g.nadi.name())),
                ),
            ];
            fill_owned(tx, key, &args)
        }
    }
}

pub(super) fn fill_owned(tx: &Texts, key: Key, args: &[(&str, String)]) -> String {
    let borrowed: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tx.fill(key, &borrowed)
}

/// The English value of each partner a koota compares.
pub(super) fn koota_values(a: &Ashtakoot, k: Koota) -> (&'static str, &'static str) {
    let (b, g) = (&a.bride, &a.groom);
    match k {
        Koota::Varna => (b.varna.name(), g.varna.name()),
        Koota::Vashya => (b.vashya.name(), g.vashya.name()),
        Koota::Tara => (
            a.tara_bride_to_groom.1.name(),
            a.tara_groom_to_bride.1.name(),
        ),
        Koota::Yoni => (b.yoni.animal.name(), g.yoni.animal.name()),
        Koota::GrahaMaitri => (b.lord().name(), g.lord().name()),
        Koota::Gana => (b.gana.name(), g.gana.name()),
        Koota::Bhakoot => (b.sign.name(), g.sign.name()),
        Koota::Nadi => (b.nadi.name(), g.nadi.name()),
    }
}

pub(super) fn koota_out(tx: &Texts, a: &Ashtakoot, k: Koota) -> KootaOut {
    let (bride_value, groom_value) = koota_values(a, k);
    let measures = tx.t(key!("matching.kootas.{}.measures", k.key()));
    KootaOut {
        name: k.name(),
        label: tx.t(key!("matching.kootas.{}.label", k.key())),
        max_points: k.max_points(),
        obtained_points: a.points_of(k),
        description: format!("{measures} {}", koota_reason(tx, a, k)),
        bride_value,
        groom_value,
    }
}
