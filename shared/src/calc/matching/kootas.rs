//! Each koota's reply: its points, the values compared and why it scored as it did.

use super::*;

/// Why a koota scored as it did (the second half of its description).
pub(super) fn koota_reason(tx: &Texts, a: &Ashtakoot, k: Koota) -> String {
    let r = Reasons { tx, a, k };
    match k {
        Koota::Varna => r.varna(),
        Koota::Vashya => r.vashya(),
        Koota::Tara => r.tara(),
        Koota::Yoni => r.yoni(),
        Koota::GrahaMaitri => r.graha_maitri(),
        Koota::Gana => r.gana(),
        Koota::Bhakoot => r.bhakoot(),
        Koota::Nadi => r.nadi(),
    }
}

/// The reasons of one koota of one match.
struct Reasons<'a> {
    tx: &'a Texts,
    a: &'a Ashtakoot,
    k: Koota,
}

impl Reasons<'_> {
    fn points(&self) -> f64 {
        self.a.points_of(self.k)
    }

    /// The bride's and the groom's values, named from a family of `matching.names`, and the
    /// koota's points.
    fn pair(&self, bride: Key, groom: Key) -> Vec<(&'static str, String)> {
        vec![
            ("bride", self.tx.t(bride)),
            ("groom", self.tx.t(groom)),
            ("points", pts(self.points())),
        ]
    }

    fn varna(&self) -> String {
        let (b, g) = (&self.a.bride, &self.a.groom);
        let key = if self.points() > 0.0 {
            key!("matching.kootas.varna.match")
        } else {
            key!("matching.kootas.varna.noMatch")
        };
        let args = self.pair(
            key!("matching.names.varnas.{}", b.varna.name()),
            key!("matching.names.varnas.{}", g.varna.name()),
        );
        fill_owned(self.tx, key, &args[..2])
    }

    fn vashya(&self) -> String {
        let (b, g) = (&self.a.bride, &self.a.groom);
        let key = if b.vashya == g.vashya {
            key!("matching.kootas.vashya.same")
        } else if self.points() > 0.0 {
            key!("matching.kootas.vashya.partial")
        } else {
            key!("matching.kootas.vashya.none")
        };
        let args = self.pair(
            key!("matching.names.vashyas.{}", b.vashya.name()),
            key!("matching.names.vashyas.{}", g.vashya.name()),
        );
        fill_owned(self.tx, key, &args)
    }

    fn tara(&self) -> String {
        let (tx, a) = (self.tx, self.a);
        let (cbg, tbg) = a.tara_bride_to_groom;
        let (cgb, tgb) = a.tara_groom_to_bride;
        let quality = |t: Tara| {
            tx.t(if t.is_good() {
                key!("matching.names.taraQuality.good")
            } else {
                key!("matching.names.taraQuality.bad")
            })
        };
        let tara = |t: Tara| tx.t(key!("matching.names.taras.{}", format!("{t:?}")));
        let args = [
            ("brideNakshatra", tx.nakshatra(a.bride.nakshatra)),
            ("groomNakshatra", tx.nakshatra(a.groom.nakshatra)),
            ("countBrideToGroom", cbg.to_string()),
            ("taraBrideToGroom", tara(tbg)),
            ("qualityBrideToGroom", quality(tbg)),
            ("countGroomToBride", cgb.to_string()),
            ("taraGroomToBride", tara(tgb)),
            ("qualityGroomToBride", quality(tgb)),
            ("points", pts(self.points())),
        ];
        fill_owned(tx, key!("matching.kootas.tara.reason"), &args)
    }

    fn yoni(&self) -> String {
        let (b, g) = (&self.a.bride, &self.a.groom);
        let key = match self.points() as u8 {
            4 => key!("matching.kootas.yoni.same"),
            3 => key!("matching.kootas.yoni.friendly"),
            2 => key!("matching.kootas.yoni.neutral"),
            1 => key!("matching.kootas.yoni.unfriendly"),
            _ => key!("matching.kootas.yoni.enemy"),
        };
        let args = self.pair(
            key!("matching.names.yonis.{}", b.yoni.animal.name()),
            key!("matching.names.yonis.{}", g.yoni.animal.name()),
        );
        fill_owned(self.tx, key, &args)
    }

    fn graha_maitri(&self) -> String {
        let (tx, a) = (self.tx, self.a);
        let (b, g) = (&a.bride, &a.groom);
        if b.lord() == g.lord() {
            return tx.fill(
                key!("matching.kootas.grahamaitri.sameLord"),
                &[("lord", &tx.planet(b.lord()))],
            );
        }
        let view = |r| tx.t(key!("matching.names.relations.{}", relation_key(r)));
        let args = [
            ("brideLord", tx.planet(b.lord())),
            ("groomLord", tx.planet(g.lord())),
            ("brideView", view(a.maitri.0)),
            ("groomView", view(a.maitri.1)),
            ("points", pts(self.points())),
        ];
        fill_owned(tx, key!("matching.kootas.grahamaitri.reason"), &args)
    }

    fn gana(&self) -> String {
        let (b, g) = (&self.a.bride, &self.a.groom);
        let key = match self.points() as u8 {
            6 if b.gana == g.gana => key!("matching.kootas.gana.same"),
            6 => key!("matching.kootas.gana.compatible"),
            5 => key!("matching.kootas.gana.partial"),
            1 => key!("matching.kootas.gana.weak"),
            _ => key!("matching.kootas.gana.clash"),
        };
        let args = self.pair(
            key!("matching.names.ganas.{}", b.gana.name()),
            key!("matching.names.ganas.{}", g.gana.name()),
        );
        fill_owned(self.tx, key, &args)
    }

    fn bhakoot(&self) -> String {
        let (tx, a) = (self.tx, self.a);
        let (b, g) = (&a.bride, &a.groom);
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

    fn nadi(&self) -> String {
        let (b, g) = (&self.a.bride, &self.a.groom);
        let key = if b.nadi == g.nadi {
            key!("matching.kootas.nadi.same")
        } else {
            key!("matching.kootas.nadi.different")
        };
        let args = self.pair(
            key!("matching.names.nadis.{}", b.nadi.name()),
            key!("matching.names.nadis.{}", g.nadi.name()),
        );
        fill_owned(self.tx, key, &args[..2])
    }
}

pub(super) fn fill_owned(tx: &Texts, key: Key, args: &[(&str, String)]) -> String {
    let borrowed: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tx.fill(key, &borrowed)
}

/// The value of each partner a koota compares.
pub(super) fn koota_values(a: &Ashtakoot, k: Koota) -> (KootaValue, KootaValue) {
    let (b, g) = (&a.bride, &a.groom);
    match k {
        Koota::Varna => (KootaValue::Varna(b.varna), KootaValue::Varna(g.varna)),
        Koota::Vashya => (KootaValue::Vashya(b.vashya), KootaValue::Vashya(g.vashya)),
        Koota::Tara => (
            KootaValue::Tara(a.tara_bride_to_groom.1),
            KootaValue::Tara(a.tara_groom_to_bride.1),
        ),
        Koota::Yoni => (
            KootaValue::Yoni(b.yoni.animal),
            KootaValue::Yoni(g.yoni.animal),
        ),
        Koota::GrahaMaitri => (KootaValue::Lord(b.lord()), KootaValue::Lord(g.lord())),
        Koota::Gana => (KootaValue::Gana(b.gana), KootaValue::Gana(g.gana)),
        Koota::Bhakoot => (KootaValue::Sign(b.sign), KootaValue::Sign(g.sign)),
        Koota::Nadi => (KootaValue::Nadi(b.nadi), KootaValue::Nadi(g.nadi)),
    }
}

pub(super) fn koota_out(tx: &Texts, a: &Ashtakoot, k: Koota) -> KootaOut {
    let (bride_value, groom_value) = koota_values(a, k);
    let measures = tx.t(key!("matching.kootas.{}.measures", k.key()));
    KootaOut {
        name: crate::calc::names::Named(k),
        label: tx.t(key!("matching.kootas.{}.label", k.key())),
        max_points: k.max_points(),
        obtained_points: a.points_of(k),
        description: format!("{measures} {}", koota_reason(tx, a, k)),
        bride_value: Named(bride_value),
        groom_value: Named(groom_value),
    }
}
