//! The page layout, the page's texts and the usage chart (inline SVG).
//!
//! A page is in one language (English, Hindi or Nepali): every word it shows comes from the
//! `dashboard` content topic (`shared/content/<locale>/dashboard.json`), looked up with
//! [`t`], [`t_with`], [`text`] and [`fill`] in the page's language.

use crate::usage::UsageItem;
use axum::response::Html;
use chrono::{DateTime, Utc};
use graha::content::{self, Key, Locale};
use graha::key;
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

    /// The content's locale of this language.
    pub fn locale(self) -> Locale {
        match self {
            Lang::En => Locale::En,
            Lang::Hi => Locale::Hi,
            Lang::Ne => Locale::Ne,
        }
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

/// The text at `key` in the page's language, as a plain string (a title, an attribute, a
/// message given to markup).
pub fn text(key: Key) -> String {
    content::text(lang().locale(), key)
}

/// The text at `key` in the page's language with its `{name}` placeholders filled.
pub fn fill(key: Key, args: &[(&str, &str)]) -> String {
    content::fill(lang().locale(), key, args)
}

/// The text at `key` in the page's language, as markup.
pub fn t(key: Key) -> Markup {
    t_with(key, &[])
}

/// The text at `key` in the page's language, its `{name}` placeholders replaced by markup (a
/// link, a `code` span, a figure) and the rest escaped. Hindi and Nepali are marked with their
/// `lang`.
pub fn t_with(key: Key, parts: &[(&str, Markup)]) -> Markup {
    let template = text(key);
    let mut out = String::new();
    let mut rest = template.as_str();
    while let Some(open) = rest.find('{') {
        let Some(len) = rest[open..].find('}') else {
            break;
        };
        let name = &rest[open + 1..open + len];
        match parts.iter().find(|(n, _)| *n == name) {
            Some((_, m)) => {
                out.push_str(&html! { (rest[..open]) }.into_string());
                out.push_str(&m.0);
            }
            None => out.push_str(&html! { (rest[..open + len + 1]) }.into_string()),
        }
        rest = &rest[open + len + 1..];
    }
    out.push_str(&html! { (rest) }.into_string());
    let inner = PreEscaped(out);
    match lang() {
        Lang::En => inner,
        l => html! { span lang=(l.code()) { (inner) } },
    }
}

/// An input's label, in the page's language.
pub fn label(for_id: &str, key: Key) -> Markup {
    html! {
        div.lbl {
            label for=(for_id) { (t(key)) }
        }
    }
}

/// "500 credits", in the page's language.
pub fn credits(x: i64) -> Markup {
    t_with(key!("dashboard.common.credits"), &[("n", html! { (n(x)) })])
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
                a.skip href="#main" { (t(key!("dashboard.page.skip"))) }
                header.top {
                    a.brand href="/dashboard" { "Graha" }
                    nav.langs aria-label=(text(key!("dashboard.page.language"))) {
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
                    a href="/docs" { (t(key!("dashboard.page.docs"))) } " · " a href="/openapi.json" { "OpenAPI" }
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
            t(key!("dashboard.nav.overview")),
        ),
        (
            Section::Keys,
            "/dashboard/keys",
            t(key!("dashboard.nav.keys")),
        ),
        (
            Section::Profiles,
            "/dashboard/profiles",
            t(key!("dashboard.nav.profiles")),
        ),
        (
            Section::Try,
            "/dashboard/try",
            t(key!("dashboard.nav.tryIt")),
        ),
        (
            Section::Plan,
            "/dashboard/plan",
            t(key!("dashboard.nav.plan")),
        ),
        (
            Section::Account,
            "/dashboard/account",
            t(key!("dashboard.nav.account")),
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
            button.link type="submit" { (t(key!("dashboard.nav.signOut"))) }
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
    let desc = fill(
        key!("dashboard.overview.chart.description"),
        &[
            ("from", &first.map(|d| d.to_string()).unwrap_or_default()),
            ("to", &last.map(|d| d.to_string()).unwrap_or_default()),
            ("total", &n(total)),
        ],
    );
    // Month names are English words: a day reads as digits in Hindi and Nepali.
    let day_format = if lang() == Lang::En { "%d %b" } else { "%d/%m" };
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
                        (fill(key!("dashboard.overview.chart.bar"), &[
                            ("day", &d.day.map(|x| x.to_string()).unwrap_or_default()),
                            ("calls", &n(d.calls)),
                            ("credits", &n(d.credits)),
                        ]))
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
                        (d.day.map(|x| x.format(day_format).to_string()).unwrap_or_default())
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
        // Outside a request, and by default, English alone
        // (ref: shared/content/{en,hi,ne}/dashboard.json, auth.email).
        assert_eq!(t(key!("dashboard.auth.email")).into_string(), "Email");
        let hi = LANG.sync_scope(Lang::Hi, || t(key!("dashboard.auth.email")).into_string());
        assert_eq!(hi, "<span lang=\"hi\">ईमेल</span>");
        let ne = LANG.sync_scope(Lang::Ne, || {
            label("email", key!("dashboard.auth.email")).into_string()
        });
        assert!(
            ne.contains("<label for=\"email\"><span lang=\"ne\">इमेल</span></label>"),
            "{ne}"
        );
        assert!(!ne.contains("Email"), "{ne}");
    }

    #[test]
    fn placeholders_take_markup_and_the_rest_is_escaped() {
        // ref: shared/content/en/dashboard.json, overview.noKey.
        let m = t_with(
            key!("dashboard.overview.noKey"),
            &[("link", html! { a href="/dashboard/keys" { "x<y" } })],
        );
        assert_eq!(
            m.into_string(),
            "You have no API key yet. <a href=\"/dashboard/keys\">x&lt;y</a> to call the API."
        );
    }
}
