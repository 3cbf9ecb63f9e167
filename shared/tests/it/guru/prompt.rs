//! What a model is told: the facts, the rules and the conversation in its system prompt and
//! messages, and the facts a question asks for, to be stated first.

use super::{ask, now, person, pub08};
use graha::content::{self, Locale};
use graha::guru::{Facts, intent, prompt};
use graha::jobs::Role;
use graha::key;

#[test]
fn a_model_is_told_the_facts_the_rules_and_the_conversation() {
    let p = person(&pub08()["profile"]);
    let f = Facts::compute(&p, now()).unwrap();
    for l in Locale::ALL {
        let sys = prompt::system_prompt(Some(&f), l, &[]);
        for key in [
            key!("guru.prompt.role"),
            key!("guru.prompt.language"),
            key!("guru.prompt.safety"),
            key!("guru.prompt.format"),
        ] {
            assert!(sys.contains(&content::text(l, key.clone())), "{key}");
        }
        assert!(
            sys.contains(&content::text(l, key!("signs.Taurus.name"))),
            "ascendant"
        );
        assert!(
            sys.contains(&content::text(l, key!("nakshatras.Hasta.name"))),
            "Moon nakshatra"
        );
        assert!(
            prompt::system_prompt(None, l, &[])
                .contains(&content::text(l, key!("guru.prompt.noChart")))
        );
    }
    // The history goes with the first user message, never into the system prompt.
    let mut req = ask(Locale::En, &["Career?"], None);
    req.conversation_history = Some("asked about money".into());
    let conv = prompt::conversation(&req);
    assert_eq!(conv.len(), 1);
    assert!(conv[0].content.contains("asked about money") && conv[0].content.ends_with("Career?"));
    let mut req = ask(
        Locale::En,
        &["x", "Hello, how can I help?", "Career?"],
        None,
    );
    req.messages.remove(0);
    req.conversation_history = Some("asked about money".into());
    let conv = prompt::conversation(&req);
    assert_eq!((conv.len(), &conv[0].role), (3, &Role::User));
    assert!(conv[0].content.contains("asked about money"));
}

/// A model is told the facts asked for, to state them first.
#[test]
fn a_model_is_told_to_answer_the_asked_facts_first() {
    let p = person(&pub08()["profile"]);
    let f = Facts::compute(&p, now()).unwrap();
    let req = ask(Locale::Hi, &["मेरी चंद्र राशि क्या है?"], Some(p));
    let sys = prompt::system_prompt(Some(&f), Locale::Hi, &intent(&req).asks);
    let moon = content::text(Locale::Hi, key!("signs.{}.name", f.moon_sign.name()));
    let asked = sys.split("\n\n").last().unwrap();
    assert!(asked.contains(&moon), "{sys}");
}
