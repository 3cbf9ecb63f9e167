//! The doshas of the matching reply: each partner's Mangal dosha and their comparison, the Nadi
//! and Bhakoot doshas and the exceptions that cancel them.

use super::*;

pub(super) fn mangal_out(tx: &Texts, chart: &Chart, d: &MangalDosha, name: &str) -> MangalOut {
    let sign = tx.sign(d.mars_sign);
    let house = tx.ordinal(d.house_from_ascendant);
    let jupiter = tx.sign(chart.graha(Planet::Jupiter).sign());
    let cancellations = d
        .cancellations
        .iter()
        .map(|c| RuleOut {
            rule: Keyed(Cancellation::Mangal(*c)),
            description: tx.fill(
                key!("matching.mangal.cancellations.{}", c.key()),
                &[
                    ("sign", &sign),
                    ("house", &house),
                    ("jupiterSign", &jupiter),
                ],
            ),
        })
        .collect();
    let key = if !d.present {
        key!("matching.mangal.person.absent")
    } else if d.is_cancelled() {
        key!("matching.mangal.person.cancelled")
    } else {
        key!("matching.mangal.person.present")
    };
    let severity = tx.t(key!("matching.mangal.severity.{}", d.severity.name()));
    MangalOut {
        is_present: d.present,
        severity: d.severity,
        from_ascendant: d.from_ascendant,
        from_moon: d.from_moon,
        from_venus: d.from_venus,
        mars_sign: d.mars_sign,
        house_from_ascendant: d.house_from_ascendant,
        house_from_moon: d.house_from_moon,
        house_from_venus: d.house_from_venus,
        cancellations,
        description: tx.fill(
            key,
            &[
                ("name", name),
                ("house", &house),
                ("sign", &sign),
                ("severity", &severity),
            ],
        ),
    }
}

pub(super) fn manglik_out(tx: &Texts, ctx: &Ctx, names: [&str; 2]) -> (ManglikOut, ManglikOutcome) {
    let bride = mangal_dosha(&ctx.charts[0]);
    let groom = mangal_dosha(&ctx.charts[1]);
    let outcome = ManglikOutcome::of(&bride, &groom);
    let (who, other) = if bride.present {
        (names[0], names[1])
    } else {
        (names[1], names[0])
    };
    let reason = tx.fill(
        key!("matching.manglik.{}", outcome.key()),
        &[
            ("bride", names[0]),
            ("groom", names[1]),
            ("name", who),
            ("other", other),
        ],
    );
    (
        ManglikOut {
            bride_has_dosha: bride.present,
            groom_has_dosha: groom.present,
            bride: mangal_out(tx, &ctx.charts[0], &bride, names[0]),
            groom: mangal_out(tx, &ctx.charts[1], &groom, names[1]),
            outcome: Keyed(outcome),
            cancels: outcome.cancels(),
            reason,
        },
        outcome,
    )
}

pub(super) fn nadi_out(tx: &Texts, a: &Ashtakoot) -> KootaDoshaOut {
    let Some(d) = &a.nadi_dosha else {
        return KootaDoshaOut {
            is_present: false,
            kind: None,
            is_cancelled: false,
            cancellations: Vec::new(),
            description: tx.t(key!("matching.nadiDosha.absent")),
        };
    };
    let nadi = tx.t(key!("matching.names.nadis.{}", d.nadi.name()));
    let nakshatra = tx.nakshatra(a.bride.nakshatra);
    let cancellations = d
        .cancellations
        .iter()
        .map(|c| RuleOut {
            rule: Keyed(Cancellation::Nadi(*c)),
            description: tx.fill(
                key!("matching.nadiDosha.cancellations.{}", c.key()),
                &[
                    ("brideSign", &tx.sign(a.bride.sign)),
                    ("groomSign", &tx.sign(a.groom.sign)),
                    ("nakshatra", &nakshatra),
                    ("bridePada", &a.bride.pada.to_string()),
                    ("groomPada", &a.groom.pada.to_string()),
                ],
            ),
        })
        .collect();
    KootaDoshaOut {
        is_present: true,
        kind: Some(Named(KootaDoshaKind::Nadi(d.nadi))),
        is_cancelled: d.is_cancelled(),
        cancellations,
        description: tx.fill(
            if d.is_cancelled() {
                key!("matching.nadiDosha.cancelled")
            } else {
                key!("matching.nadiDosha.present")
            },
            &[("nadi", &nadi)],
        ),
    }
}

pub(super) fn bhakoot_out(tx: &Texts, a: &Ashtakoot) -> KootaDoshaOut {
    let Some(BhakootDosha {
        kind,
        cancellations,
    }) = &a.bhakoot_dosha
    else {
        return KootaDoshaOut {
            is_present: false,
            kind: None,
            is_cancelled: false,
            cancellations: Vec::new(),
            description: tx.t(key!("matching.bhakootDosha.absent")),
        };
    };
    let kind_text = tx.t(key!("matching.names.bhakootKinds.{}", kind.key()));
    let bride_lord = tx.planet(a.bride.lord());
    let groom_lord = tx.planet(a.groom.lord());
    let rules = cancellations
        .iter()
        .map(|c| RuleOut {
            rule: Keyed(Cancellation::Bhakoot(*c)),
            description: tx.fill(
                key!("matching.bhakootDosha.cancellations.{}", c.key()),
                &[
                    ("brideSign", &tx.sign(a.bride.sign)),
                    ("groomSign", &tx.sign(a.groom.sign)),
                    ("brideLord", &bride_lord),
                    ("groomLord", &groom_lord),
                ],
            ),
        })
        .collect();
    let cancelled = !cancellations.is_empty();
    KootaDoshaOut {
        is_present: true,
        kind: Some(Named(KootaDoshaKind::Bhakoot(*kind))),
        is_cancelled: cancelled,
        cancellations: rules,
        description: tx.fill(
            if cancelled {
                key!("matching.bhakootDosha.cancelled")
            } else {
                key!("matching.bhakootDosha.present")
            },
            &[
                ("kind", &kind_text),
                ("brideSign", &tx.sign(a.bride.sign)),
                ("groomSign", &tx.sign(a.groom.sign)),
            ],
        ),
    }
}

pub(super) fn exceptions_out(tx: &Texts, a: &Ashtakoot) -> Vec<ExceptionOut> {
    a.exceptions()
        .iter()
        .map(|e| {
            let rules = match e.koota {
                Koota::Nadi => a
                    .nadi_dosha
                    .iter()
                    .flat_map(|d: &NadiDosha| {
                        d.cancellations
                            .iter()
                            .map(|&c| Keyed(Cancellation::Nadi(c)))
                    })
                    .collect(),
                _ => a
                    .bhakoot_dosha
                    .iter()
                    .flat_map(|d| {
                        d.cancellations
                            .iter()
                            .map(|&c| Keyed(Cancellation::Bhakoot(c)))
                    })
                    .collect(),
            };
            ExceptionOut {
                koota: Keyed(e.koota),
                rules,
                restored_points: e.restored,
                description: tx.fill(
                    key!("matching.exceptions.{}", e.koota.key()),
                    &[("points", &pts(e.restored))],
                ),
            }
        })
        .collect()
}
