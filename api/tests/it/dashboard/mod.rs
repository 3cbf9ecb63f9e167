//! The account dashboard over HTTP as a browser uses it: the browser itself (its cookies, no
//! redirects followed, the pages' CSRF tokens, signing up and in) that these tests and others
//! drive. Sessions and their security, and the account's usage, keys, plans and charged work,
//! are in the child modules.

mod account;
mod sessions;
mod try_it;

use crate::helpers::*;
use reqwest::StatusCode;
use std::collections::BTreeMap;

/// A browser: its cookies, no redirects followed.
pub(crate) struct Browser<'a> {
    pub app: &'a App,
    pub http: reqwest::Client,
    pub cookies: BTreeMap<String, String>,
    /// The last `Set-Cookie` lines seen.
    pub set_cookies: Vec<String>,
}

pub(crate) struct Page {
    pub status: StatusCode,
    pub location: Option<String>,
    pub body: String,
}

impl Page {
    /// The CSRF token of the page's forms.
    pub fn csrf(&self) -> String {
        let re = regex::Regex::new(r#"name="csrf" value="([^"]+)""#).unwrap();
        re.captures(&self.body)
            .unwrap_or_else(|| panic!("no csrf field in {}", self.body))[1]
            .to_owned()
    }
}

impl<'a> Browser<'a> {
    pub fn new(app: &'a App) -> Self {
        Browser {
            app,
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            cookies: BTreeMap::new(),
            set_cookies: Vec::new(),
        }
    }

    pub fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    pub async fn take(&mut self, r: reqwest::Response) -> Page {
        self.set_cookies.clear();
        for v in r.headers().get_all("set-cookie") {
            let line = v.to_str().unwrap().to_owned();
            let (pair, _) = line.split_once(';').unwrap_or((&line, ""));
            let (k, val) = pair.split_once('=').unwrap();
            if line.contains("Max-Age=0") {
                self.cookies.remove(k);
            } else {
                self.cookies.insert(k.to_owned(), val.to_owned());
            }
            self.set_cookies.push(line);
        }
        Page {
            status: r.status(),
            location: r
                .headers()
                .get("location")
                .map(|v| v.to_str().unwrap().to_owned()),
            body: r.text().await.unwrap(),
        }
    }

    pub async fn get(&mut self, path: &str) -> Page {
        let r = self
            .http
            .get(format!("{}{path}", self.app.base))
            .header("cookie", self.cookie_header())
            .send()
            .await
            .unwrap();
        self.take(r).await
    }

    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let body = form_urlencoded::Serializer::new(String::new())
            .extend_pairs(fields)
            .finish();
        let r = self
            .http
            .post(format!("{}{path}", self.app.base))
            .header("cookie", self.cookie_header())
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .await
            .unwrap();
        self.take(r).await
    }

    /// Signs up (through the pages, tokens and all); the new account's id.
    pub async fn sign_up(&mut self, email: &str, password: &str) -> uuid::Uuid {
        let token = self.get("/dashboard/signup").await.csrf();
        let p = self
            .post(
                "/dashboard/signup",
                &[
                    ("csrf", &token),
                    ("name", "Asha"),
                    ("email", email),
                    ("password", password),
                ],
            )
            .await;
        assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
        assert_eq!(p.location.as_deref(), Some("/dashboard"));
        sqlx::query_scalar("select account_id from logins where email = $1")
            .bind(email.to_lowercase())
            .fetch_one(&self.app.db)
            .await
            .unwrap()
    }

    pub async fn sign_in(&mut self, email: &str, password: &str) -> Page {
        let token = self.get("/dashboard/login").await.csrf();
        self.post(
            "/dashboard/login",
            &[("csrf", &token), ("email", email), ("password", password)],
        )
        .await
    }

    /// A signed-in page's CSRF token.
    pub async fn token(&mut self) -> String {
        self.get("/dashboard/account").await.csrf()
    }

    /// Adds the profile of `name`, born in Kathmandu on 12 May 1995 at 06:15, through the form;
    /// its page's path.
    pub async fn add_profile(&mut self, name: &str) -> String {
        let token = self.token().await;
        let p = self
            .post(
                "/dashboard/profiles",
                &[
                    ("csrf", &token),
                    ("name", name),
                    ("gender", "female"),
                    ("date", "1995-05-12"),
                    ("time", "06:15"),
                    ("timezone", "Asia/Kathmandu"),
                    ("location", "Kathmandu"),
                    ("latitude", "27.7172"),
                    ("longitude", "85.324"),
                ],
            )
            .await;
        assert_eq!(p.status, reqwest::StatusCode::SEE_OTHER, "{}", p.body);
        p.location.unwrap()
    }
}

pub(crate) const PASSWORD: &str = "Quartz lantern 42 orbit";
