//! Guru providers (`GRAHA_GURU_PROVIDER`): `builtin` (the default: answers from the chart and
//! the content library, needs nothing outside the machine) and `openai` (any OpenAI-compatible
//! chat-completions server: OpenAI, Ollama, vLLM, llama.cpp server). Both keep the safety rules
//! of [`graha::guru::safety`]; chart work runs on the blocking pool.

mod openai;

pub use openai::OpenAi;

use graha::guru::{Facts, prompt, safety};
use graha::jobs::{GuruRequest, JobFailure};
use std::time::Duration;

/// Guru settings as read from the environment; checked by [`Provider::new`].
#[derive(Clone, PartialEq)]
pub struct Config {
    /// `builtin` (default) or `openai`.
    pub provider: String,
    /// `GRAHA_GURU_BASE_URL`, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`.
    pub base_url: String,
    pub model: String,
    /// Sent as a bearer token when set (a local server may need none).
    pub api_key: Option<String>,
    /// Deadline of one call to the model (`GRAHA_GURU_TIMEOUT_MS`, default 30 s).
    pub timeout: Duration,
    /// `max_tokens` of the completion (`GRAHA_GURU_MAX_TOKENS`, default 800).
    pub max_tokens: u32,
    /// Retries after a 429, a 5xx or a refused connection (never after a timeout).
    pub retries: u32,
    /// Wait before the first retry; doubled for each further one.
    pub backoff: Duration,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("provider", &self.provider)
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "<set>"))
            .field("timeout", &self.timeout)
            .field("max_tokens", &self.max_tokens)
            .field("retries", &self.retries)
            .field("backoff", &self.backoff)
            .finish()
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            provider: "builtin".into(),
            base_url: String::new(),
            model: String::new(),
            api_key: None,
            timeout: Duration::from_millis(30_000),
            max_tokens: 800,
            retries: 2,
            backoff: Duration::from_millis(250),
        }
    }
}

impl Config {
    /// `GRAHA_GURU_PROVIDER`, `GRAHA_GURU_BASE_URL`, `GRAHA_GURU_MODEL`, `GRAHA_GURU_API_KEY`,
    /// `GRAHA_GURU_TIMEOUT_MS`, `GRAHA_GURU_MAX_TOKENS`.
    pub fn from_env() -> Config {
        let d = Config::default();
        let num = |name: &str, default: u64| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse::<u64>().ok())
                .filter(|n| *n > 0)
                .unwrap_or(default)
        };
        Config {
            provider: crate::env_or("GRAHA_GURU_PROVIDER", "builtin")
                .trim()
                .to_ascii_lowercase(),
            base_url: crate::env_or("GRAHA_GURU_BASE_URL", ""),
            model: crate::env_or("GRAHA_GURU_MODEL", ""),
            api_key: std::env::var("GRAHA_GURU_API_KEY")
                .ok()
                .filter(|k| !k.trim().is_empty()),
            timeout: Duration::from_millis(num(
                "GRAHA_GURU_TIMEOUT_MS",
                d.timeout.as_millis() as u64,
            )),
            max_tokens: u32::try_from(num("GRAHA_GURU_MAX_TOKENS", u64::from(d.max_tokens)))
                .unwrap_or(d.max_tokens),
            ..d
        }
    }

    /// An `openai` configuration with the defaults (tests, embedding).
    pub fn openai(base_url: &str, model: &str) -> Config {
        Config {
            provider: "openai".into(),
            base_url: base_url.into(),
            model: model.into(),
            ..Config::default()
        }
    }
}

/// The configured provider.
#[derive(Debug, Clone)]
pub enum Provider {
    Builtin,
    OpenAi(OpenAi),
}

impl Provider {
    /// Checks a configuration: `openai` needs an http(s) base URL and a model.
    pub fn new(config: Config) -> anyhow::Result<Provider> {
        match config.provider.as_str() {
            "" | "builtin" => Ok(Provider::Builtin),
            "openai" => Ok(Provider::OpenAi(OpenAi::new(&config)?)),
            other => anyhow::bail!("GRAHA_GURU_PROVIDER must be builtin or openai, not {other:?}"),
        }
    }

    pub fn from_env() -> anyhow::Result<Provider> {
        Provider::new(Config::from_env())
    }

    pub fn name(&self) -> &'static str {
        match self {
            Provider::Builtin => "builtin",
            Provider::OpenAi(_) => "openai",
        }
    }
}

/// Runs chart work on the blocking pool.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, graha::calc::CalcError> + Send + 'static,
) -> Result<T, JobFailure> {
    match tokio::task::spawn_blocking(f).await {
        Ok(r) => r.map_err(JobFailure::from),
        Err(e) => {
            tracing::error!(error = %e, "the Guru's chart work panicked");
            Err(JobFailure::Internal {
                message: "the Guru's chart work failed".into(),
            })
        }
    }
}

/// Answers the conversation's last question.
pub async fn answer(provider: &Provider, req: &GuruRequest) -> Result<String, JobFailure> {
    match provider {
        Provider::Builtin => {
            let req = req.clone();
            blocking(move || graha::guru::builtin::answer(&req)).await
        }
        Provider::OpenAi(client) => {
            // A question astrology must not answer never reaches the model.
            let intent = graha::guru::intent(req);
            if let Some(kind) = intent.sensitive {
                return Ok(safety::answer(kind, req.locale));
            }
            // The chart and the prompt's texts on the blocking pool, where a fault (a content
            // key with no text) fails the answer as an internal error.
            let r = req.clone();
            let (system, conversation) = blocking(move || {
                let facts = match &r.person {
                    Some(p) => Some(Facts::compute_with(p, &r.settings, r.now)?),
                    None => None,
                };
                let system = prompt::system_prompt(facts.as_ref(), r.locale, &intent.asks);
                Ok((system, prompt::conversation(&r)))
            })
            .await?;
            let raw = client.complete(&system, &conversation).await?;
            // The model's output is untrusted: plain text, capped, no foretelling.
            let text = safety::check_output(
                &safety::sanitize(&raw, safety::MAX_ANSWER_CHARS),
                req.locale,
            );
            if text.trim().is_empty() {
                return Err(JobFailure::Unavailable {
                    message: "the language model returned an empty answer".into(),
                });
            }
            Ok(text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use graha::calc::{Gender, PersonData};
    use graha::content::Locale;
    use graha::jobs::{ChatMessage, Role};

    #[test]
    fn configurations_are_checked() {
        assert!(matches!(
            Provider::new(Config::default()).unwrap(),
            Provider::Builtin
        ));
        let ok = Provider::new(Config::openai("http://127.0.0.1:11434/v1/", "llama3")).unwrap();
        assert_eq!(ok.name(), "openai");
        assert!(format!("{ok:?}").contains("http://127.0.0.1:11434/v1/chat/completions"));
        assert!(
            Provider::new(Config::openai("", "llama3")).is_err(),
            "a base URL is required"
        );
        assert!(
            Provider::new(Config::openai("ftp://x", "llama3")).is_err(),
            "http(s) only"
        );
        assert!(
            Provider::new(Config::openai("https://api.example.com/v1", " ")).is_err(),
            "a model is required"
        );
        let other = Config {
            provider: "magic".into(),
            ..Config::default()
        };
        assert!(Provider::new(other).is_err());
    }

    #[test]
    fn the_api_key_never_shows_in_debug_output() {
        let c = Config {
            api_key: Some("sk-secret".into()),
            ..Config::openai("https://api.example.com/v1", "m")
        };
        assert!(!format!("{c:?}").contains("sk-secret"));
        assert!(!format!("{:?}", Provider::new(c).unwrap()).contains("sk-secret"));
    }

    #[tokio::test]
    async fn builtin_answers_from_the_chart() {
        // ref: shared/reference/births_public.json pub-08 (ascendant Taurus: 10th house Aquarius).
        let person = PersonData {
            name: "A".into(),
            gender: Some(Gender::Female),
            date: "1995-05-12".parse().unwrap(),
            time: chrono::NaiveTime::from_hms_opt(6, 15, 0).unwrap(),
            timezone: "Asia/Kathmandu".into(),
            location: "Kathmandu".into(),
            latitude: 27.7172,
            longitude: 85.324,
        };
        let req = GuruRequest {
            messages: vec![ChatMessage {
                role: Role::User,
                content: "How will my career go?".into(),
            }],
            person: Some(person),
            locale: Locale::En,
            conversation_history: None,
            now: chrono::Utc::now(),
            settings: Default::default(),
        };
        let a = answer(&Provider::Builtin, &req).await.unwrap();
        assert!(a.contains("Your 10th house is Aquarius"), "{a}");
    }
}
