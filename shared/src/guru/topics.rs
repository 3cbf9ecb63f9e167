//! What a question is about: its topic, recognised from keyword lists kept per locale in the
//! content files (`guru.keywords.<topic>`), and the chart factors each topic is read from.
//!
//! Keywords of every locale are tried whatever the reply language (people write English in a
//! Hindi session, or Hindi in Latin letters). A keyword matches a whole word; `word*` matches
//! any word starting with `word`; a keyword with a space matches that phrase.

use super::asks::{Ask, asks};
use super::fold::Folded;
use super::safety::{self, Sensitive};
use crate::astro::Planet;
use crate::astro::doshas::DoshaKind;
use crate::jobs::{GuruRequest, Role};
use crate::key;

/// The topics the builtin Guru answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    Career,
    Money,
    Marriage,
    Health,
    Education,
    Family,
    Travel,
    Spirituality,
    Timing,
    Remedies,
}

/// Where the chart speaks about a topic.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Significators {
    /// Houses read first, with their lords (BPHS ch. 11, the bhava significations).
    pub houses: &'static [u8],
    /// Natural significators (karakas, BPHS ch. 32).
    pub karakas: &'static [Planet],
    /// Catalogue keys of the yogas that bear on the topic.
    pub yogas: &'static [&'static str],
    pub doshas: &'static [DoshaKind],
}

impl Topic {
    pub const ALL: [Topic; 10] = [
        Topic::Career,
        Topic::Money,
        Topic::Marriage,
        Topic::Health,
        Topic::Education,
        Topic::Family,
        Topic::Travel,
        Topic::Spirituality,
        Topic::Timing,
        Topic::Remedies,
    ];

    /// camelCase key, also the content key (`guru.intro.<key>`, `guru.keywords.<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Topic::Career => "career",
            Topic::Money => "money",
            Topic::Marriage => "marriage",
            Topic::Health => "health",
            Topic::Education => "education",
            Topic::Family => "family",
            Topic::Travel => "travel",
            Topic::Spirituality => "spirituality",
            Topic::Timing => "timing",
            Topic::Remedies => "remedies",
        }
    }

    /// A life area (not timing or remedies, which apply to an area).
    pub fn is_area(self) -> bool {
        !matches!(self, Topic::Timing | Topic::Remedies)
    }

    /// The houses, karakas, yogas and doshas a topic is read from. Houses per BPHS ch. 11:
    /// 10th karma (career); 2nd dhana and 11th labha (money); 7th kalatra (marriage); 1st the
    /// body and 6th disease (health); 4th learning and 5th intelligence (education); 2nd kutumba
    /// and 4th mother and home (family); 9th long journeys and 12th foreign lands (travel); 9th
    /// dharma and 12th moksha (spirituality). Karakas per BPHS ch. 32: Sun (status, father),
    /// Saturn (service, labour), Jupiter (wealth, children, wisdom), Venus (spouse, comforts),
    /// Moon (mind, mother), Mercury (intellect), Ketu (liberation); Rahu for foreign lands
    /// follows the later tradition (Phaladeepika ch. 2 gives Rahu foreign travel).
    pub fn significators(self) -> Significators {
        use DoshaKind as D;
        use Planet::*;
        let (houses, karakas, yogas, doshas): (&[u8], &[Planet], &[&str], &[DoshaKind]) = match self
        {
            Topic::Career => (
                &[10],
                &[Sun, Saturn],
                &[
                    "kendraTrikonaRaja",
                    "dharmaKarmadhipati",
                    "budhaAditya",
                    "ruchaka",
                    "bhadra",
                    "hamsa",
                    "malavya",
                    "shasha",
                ],
                &[D::Shrapit],
            ),
            Topic::Money => (
                &[2, 11],
                &[Jupiter, Venus],
                &[
                    "dhana",
                    "lakshmi",
                    "vasumati",
                    "chandraMangala",
                    "gajaKesari",
                    "daridra",
                ],
                &[],
            ),
            Topic::Marriage => (&[7], &[Venus], &["malavya"], &[D::Mangal]),
            Topic::Health => (
                &[1, 6],
                &[Sun, Moon],
                &["harsha", "sarala", "vimala"],
                &[D::Grahan],
            ),
            Topic::Education => (
                &[4, 5],
                &[Mercury, Jupiter],
                &["saraswati", "budhaAditya", "bhadra", "hamsa"],
                &[],
            ),
            Topic::Family => (&[2, 4], &[Moon, Jupiter], &[], &[D::Pitra]),
            Topic::Travel => (&[9, 12], &[Rahu], &[], &[]),
            Topic::Spirituality => (
                &[9, 12],
                &[Jupiter, Ketu],
                &["hamsa", "amala"],
                &[D::KaalSarp],
            ),
            Topic::Timing | Topic::Remedies => (&[], &[], &[], &[]),
        };
        Significators {
            houses,
            karakas,
            yogas,
            doshas,
        }
    }
}

/// What one message asks, by keywords alone.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct Reading {
    area: Option<Topic>,
    remedies: bool,
    timing: bool,
}

/// What one message asks: the facts it names (their words taken out), then its topics.
fn read(text: &str) -> (Reading, Folded, Vec<Ask>) {
    let mut w = Folded::new(text);
    let asks = asks(&mut w);
    let mut best: Option<(Topic, usize)> = None;
    for t in Topic::ALL.into_iter().filter(|t| t.is_area()) {
        let n = w.count(key!("guru.keywords.{}", t.key()));
        if n > 0 && best.is_none_or(|(_, b)| n > b) {
            best = Some((t, n));
        }
    }
    let r = Reading {
        area: best.map(|(t, _)| t),
        remedies: w.count(key!("guru.keywords.remedies")) > 0,
        timing: w.count(key!("guru.keywords.timing")) > 0,
    };
    (r, w, asks)
}

/// A follow-up ("and when?", "why?", "tell me more") is at most this many words long and leans
/// on what was asked before.
const FOLLOW_UP_WORDS: usize = 12;

/// What the Guru should answer.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Intent {
    /// The chart facts asked for directly ("what is my Moon sign?"), answered first.
    pub asks: Vec<Ask>,
    /// The topic answered; `None` for a general question.
    pub topic: Option<Topic>,
    /// For remedies: the life area they are for, from this or an earlier message.
    pub area: Option<Topic>,
    /// A follow-up on the timing of an area asked about before ("and when?").
    pub timing_focus: bool,
    /// A question astrology must not answer (death, illness, disaster, self-harm).
    pub sensitive: Option<Sensitive>,
}

/// The area of the earlier conversation: the latest earlier user message naming one, else the
/// compressed history.
fn earlier_area(req: &GuruRequest) -> Option<Topic> {
    let users: Vec<&str> = req
        .messages
        .iter()
        .filter(|m| m.role == Role::User)
        .map(|m| m.content.as_str())
        .collect();
    let earlier = &users[..users.len().saturating_sub(1)];
    earlier
        .iter()
        .rev()
        .find_map(|m| read(m).0.area)
        .or_else(|| {
            req.conversation_history
                .as_deref()
                .and_then(|h| read(h).0.area)
        })
}

/// The intent of the conversation's last user message, with earlier messages and the history as
/// context only.
pub fn intent(req: &GuruRequest) -> Intent {
    let last = req
        .messages
        .iter()
        .rev()
        .find(|m| m.role == Role::User)
        .map(|m| m.content.as_str())
        .unwrap_or_default();
    let (now, words, asks) = read(last);
    let short = words.word_count() <= FOLLOW_UP_WORDS;
    let mut sensitive = safety::sensitive(last);
    let follow_up = short && (now.timing || words.count(key!("guru.keywords.followUp")) > 0);
    if sensitive.is_none() && follow_up && now.area.is_none() && !now.remedies {
        // "and when?" after "will I die young?" is still that question.
        let users: Vec<&str> = req
            .messages
            .iter()
            .filter(|m| m.role == Role::User)
            .map(|m| m.content.as_str())
            .collect();
        if users.len() >= 2 {
            sensitive = safety::sensitive(users[users.len() - 2]);
        }
    }
    let earlier = || earlier_area(req);
    let mut intent = Intent {
        sensitive,
        asks,
        ..Intent::default()
    };
    if now.remedies {
        intent.topic = Some(Topic::Remedies);
        intent.area = now.area.or_else(earlier);
    } else if let Some(area) = now.area {
        intent.topic = Some(area);
        intent.area = Some(area);
    } else if now.timing {
        match earlier() {
            Some(area) => {
                intent.topic = Some(area);
                intent.area = Some(area);
                intent.timing_focus = true;
            }
            None => intent.topic = Some(Topic::Timing),
        }
    } else if short && words.count(key!("guru.keywords.followUp")) > 0 {
        intent.area = earlier();
        intent.topic = intent.area;
    }
    intent
}
