//! The page layout, the bilingual labels and the usage chart (inline SVG).
//!
//! Labels read in English with Hindi and Nepali beside it ("Name / नाम"). The translation is
//! `aria-hidden`: a control's accessible name is its English label alone, which is what the
//! browser tests find by; the Devanagari is for the eye.

use crate::usage::UsageItem;
use axum::response::Html;
use chrono::{DateTime, Utc};
use maud::{DOCTYPE, Markup, PreEscaped, html};

/// The dashboard's sections (the navigation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    Overview,
    Keys,
    Profiles,
    Try,
    Plan,
    Account,
}

/// What the navigation needs: where we are, the sign-out form's token, who is signed in.
pub struct Nav<'a> {
    pub current: Section,
    pub csrf: &'a str,
    pub email: &'a str,
}

/// A language the dashboard is read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Hi,
    Ne,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Hi, Lang::Ne];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
            Lang::Ne => "ne",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Its own name, as the switch shows it.
    fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Hi => "हिन्दी",
            Lang::Ne => "नेपाली",
        }
    }
}

tokio::task_local! {
    /// The language of the page being made (set per request by the dashboard's router).
    pub static LANG: Lang;
}

/// The language of the page being made: English outside a request.
pub fn lang() -> Lang {
    LANG.try_with(|l| *l).unwrap_or(Lang::En)
}

/// A text in the page's language.
pub fn l(en: &str, hi: &str, ne: &str) -> Markup {
    match lang() {
        Lang::En => html! { (en) },
        Lang::Hi => html! { span lang="hi" { (hi) } },
        Lang::Ne => html! { span lang="ne" { (ne) } },
    }
}

/// An input's label, in the page's language.
pub fn label(for_id: &str, en: &str, hi: &str, ne: &str) -> Markup {
    html! {
        div.lbl {
            label for=(for_id) { (l(en, hi, ne)) }
        }
    }
}

/// The hidden CSRF field of a form.
pub fn csrf(token: &str) -> Markup {
    html! { input type="hidden" name="csrf" value=(token); }
}

/// A whole page.
pub fn page(title: &str, nav: Option<&Nav>, body: Markup) -> Html<String> {
    let markup = html! {
        (DOCTYPE)
        html lang=(lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Graha" }
                link rel="stylesheet" href="/dashboard/assets/app.css";
                script src="/dashboard/assets/app.js" defer {}
            }
            body {
                a.skip href="#main" { "Skip to content" }
                header.top {
                    a.brand href="/dashboard" { "Graha" }
                    nav.langs aria-label="Language" {
                        @for lg in Lang::ALL {
                            @if lg == lang() {
                                a href=(format!("?lang={}", lg.code())) lang=(lg.code()) aria-current="true" { (lg.name()) }
                            } @else {
                                a href=(format!("?lang={}", lg.code())) lang=(lg.code()) { (lg.name()) }
                            }
                            " "
                        }
                    }
                    @if let Some(nav) = nav { (signed_in_nav(nav)) }
                }
                main #main { (body) }
                footer {
                    a href="/docs" { "API documentation" } " · " a href="/openapi.json" { "OpenAPI" }
                }
            }
        }
    };
    Html(markup.into_string())
}

/// The signed-in part of the header: the sections, the account and sign-out.
fn signed_in_nav(nav: &Nav) -> Markup {
    let items: [(Section, &str, Markup); 6] = [
        (
            Section::Overview,
            "/dashboard",
            l("Overview", "सारांश", "सारांश"),
        ),
        (
            Section::Keys,
            "/dashboard/keys",
            l("API keys", "एपीआई कुंजियाँ", "एपीआई कुञ्जीहरू"),
        ),
        (
            Section::Profiles,
            "/dashboard/profiles",
            l("Profiles", "प्रोफ़ाइल", "प्रोफाइलहरू"),
        ),
        (
            Section::Try,
            "/dashboard/try",
            l("Try it", "आज़माएँ", "प्रयोग गर्नुहोस्"),
        ),
        (
            Section::Plan,
            "/dashboard/plan",
            l("Plan", "योजना", "योजना"),
        ),
        (
            Section::Account,
            "/dashboard/account",
            l("Account", "खाता", "खाता"),
        ),
    ];
    html! {
        nav aria-label="Dashboard" {
            ul {
                @for (s, href, label) in &items {
                    li {
                        @if *s == nav.current {
                            a href=(href) aria-current="page" { (label) }
                        } @else {
                            a href=(href) { (label) }
                        }
                    }
                }
            }
        }
        form.signout method="post" action="/dashboard/logout" {
            (csrf(nav.csrf))
            span.who { (nav.email) }
            button.link type="submit" { (l("Sign out", "साइन आउट", "साइन आउट")) }
        }
    }
}

/// A time as a person reads it (UTC).
pub fn when(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// A whole number with thousands separators.
pub fn n(x: i64) -> String {
    let s = x.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if x < 0 { format!("-{out}") } else { out }
}

/// The per-day usage as a bar chart of credits (a bar per day, its figures in its title).
pub fn usage_chart(days: &[UsageItem]) -> Markup {
    let (w, h, left, bottom, top) = (520.0, 200.0, 44.0, 26.0, 12.0);
    let max = days.iter().map(|d| d.credits).max().unwrap_or(0).max(1);
    // A round top for the axis: 1, 2 or 5 × 10^k.
    let mut scale = 1i64;
    while scale < max {
        scale = match scale.to_string().as_bytes()[0] {
            b'1' => scale * 2,
            b'2' => scale / 2 * 5,
            _ => scale * 2,
        };
    }
    let plot_w = w - left - 8.0;
    let plot_h = h - bottom - top;
    let slot = plot_w / days.len().max(1) as f64;
    let total: i64 = days.iter().map(|d| d.credits).sum();
    let first = days.first().and_then(|d| d.day);
    let last = days.last().and_then(|d| d.day);
    let desc = format!(
        "Credits per day from {} to {}: {} in all.",
        first.map(|d| d.to_string()).unwrap_or_default(),
        last.map(|d| d.to_string()).unwrap_or_default(),
        n(total)
    );
    html! {
        svg.chart viewBox=(format!("0 0 {w} {h}")) role="img" aria-labelledby="usage-chart-title" {
            title #usage-chart-title { (desc) }
            @for i in 0..=2i64 {
                // The middle line only where it falls on a whole number.
                @if i != 1 || scale.rem_euclid(2) == 0 {
                    @let y = top + plot_h - plot_h * i as f64 / 2.0;
                    line.grid x1=(left) x2=(w - 8.0) y1=(y) y2=(y) {}
                    text.axis x=(left - 6.0) y=(y + 4.0) text-anchor="end" { (n(scale * i / 2)) }
                }
            }
            @for (i, d) in days.iter().enumerate() {
                @let bh = plot_h * d.credits as f64 / scale as f64;
                @let x = left + slot * i as f64 + slot * 0.15;
                g {
                    title {
                        (d.day.map(|x| x.to_string()).unwrap_or_default()) ": "
                        (n(d.calls)) " calls, " (n(d.credits)) " credits"
                    }
                    rect.hit x=(left + slot * i as f64) y=(top) width=(slot) height=(plot_h) {}
                    @if d.credits > 0 {
                        rect.bar x=(x) y=(top + plot_h - bh) width=(slot * 0.7) height=(bh.max(1.0)) {}
                    }
                }
                // Every seventh day and the last, not two labels in one place.
                @if (i % 7 == 0 && i + 4 <= days.len()) || i + 1 == days.len() {
                    @let (at, anchor) = if i + 1 == days.len() { (w - 8.0, "end") } else { (x + slot * 0.35, "middle") };
                    text.axis x=(at) y=(h - 8.0) text-anchor=(anchor) {
                        (d.day.map(|x| x.format("%d %b").to_string()).unwrap_or_default())
                    }
                }
            }
        }
    }
}

/// Pretty JSON for a `<pre>`.
pub fn pretty(v: &serde_json::Value) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default()
}

/// An SVG document the service drew (a chart picture), inline. It is our own output, made of
/// escaped text: safe to place as it is, without its XML prolog if any.
pub fn inline_svg(svg: &str) -> Markup {
    let start = svg.find("<svg").unwrap_or(0);
    PreEscaped(svg[start..].to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped() {
        assert_eq!(n(0), "0");
        assert_eq!(n(500), "500");
        assert_eq!(n(50_000), "50,000");
        assert_eq!(n(1_234_567), "1,234,567");
    }

    #[test]
    fn a_text_is_in_the_pages_language_alone() {
        // Outside a request, and by default, English alone.
        assert_eq!(l("Name", "नाम", "नाम").into_string(), "Name");
        let hi = LANG.sync_scope(Lang::Hi, || l("Email", "ईमेल", "इमेल").into_string());
        assert_eq!(hi, "<span lang=\"hi\">ईमेल</span>");
        let ne = LANG.sync_scope(Lang::Ne, || {
            label("email", "Email", "ईमेल", "इमेल").into_string()
        });
        assert!(
            ne.contains("<label for=\"email\"><span lang=\"ne\">इमेल</span></label>"),
            "{ne}"
        );
        assert!(!ne.contains("Email"), "{ne}");
    }
}
