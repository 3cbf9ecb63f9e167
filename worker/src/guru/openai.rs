//! The `openai` provider's client: `POST {base}/chat/completions` on any OpenAI-compatible
//! server, with a per-call deadline and bounded retries with exponential backoff on 429, 5xx and
//! refused connections. A timeout is not retried (the API's own deadline is close behind).

use super::Config;
use graha::jobs::{ChatMessage, JobFailure, Role};
use serde_json::{Value, json};
use std::time::Duration;

/// Longest wait a server's `Retry-After` may impose between two attempts.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(5);

/// A chat-completions client.
#[derive(Clone)]
pub struct OpenAi {
    http: reqwest::Client,
    url: String,
    model: String,
    api_key: Option<String>,
    timeout: Duration,
    max_tokens: u32,
    retries: u32,
    backoff: Duration,
}

impl std::fmt::Debug for OpenAi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAi")
            .field("url", &self.url)
            .field("model", &self.model)
            .finish_non_exhaustive()
    }
}

fn unavailable(message: &str) -> JobFailure {
    JobFailure::Unavailable {
        message: message.to_owned(),
    }
}

fn timeout() -> JobFailure {
    JobFailure::Timeout {
        message: "the language model did not answer in time".into(),
    }
}

impl OpenAi {
    pub fn new(c: &Config) -> anyhow::Result<OpenAi> {
        let base = c.base_url.trim().trim_end_matches('/');
        anyhow::ensure!(
            base.starts_with("http://") || base.starts_with("https://"),
            "GRAHA_GURU_BASE_URL must be an http(s) URL for the openai provider"
        );
        anyhow::ensure!(
            !c.model.trim().is_empty(),
            "GRAHA_GURU_MODEL is required for the openai provider"
        );
        let http = reqwest::Client::builder()
            .connect_timeout(c.timeout.min(Duration::from_secs(10)))
            .build()?;
        Ok(OpenAi {
            http,
            url: format!("{base}/chat/completions"),
            model: c.model.trim().to_owned(),
            api_key: c.api_key.clone(),
            timeout: c.timeout,
            max_tokens: c.max_tokens,
            retries: c.retries,
            backoff: c.backoff,
        })
    }

    fn body(&self, system: &str, conversation: &[ChatMessage]) -> Value {
        let mut messages = vec![json!({ "role": "system", "content": system })];
        messages.extend(conversation.iter().map(|m| {
            let role = match m.role {
                Role::User => "user",
                Role::Assistant => "assistant",
            };
            json!({ "role": role, "content": m.content })
        }));
        json!({ "model": self.model, "messages": messages, "max_tokens": self.max_tokens, "temperature": 0.7, "stream": false })
    }

    /// The wait before retry number `attempt` (0-based): the server's `Retry-After` when it
    /// gives one (capped), else the backoff doubled per attempt.
    fn delay(&self, attempt: u32, retry_after: Option<&reqwest::header::HeaderValue>) -> Duration {
        retry_after
            .and_then(|v| v.to_str().ok())
            .and_then(|s| s.trim().parse::<u64>().ok())
            .map(|s| Duration::from_secs(s).min(MAX_RETRY_AFTER))
            .unwrap_or_else(|| self.backoff * 2u32.saturating_pow(attempt))
    }

    /// The model's reply to a system prompt and a conversation.
    pub async fn complete(
        &self,
        system: &str,
        conversation: &[ChatMessage],
    ) -> Result<String, JobFailure> {
        let body = self.body(system, conversation);
        let mut attempt = 0;
        loop {
            let mut rb = self.http.post(&self.url).timeout(self.timeout).json(&body);
            if let Some(key) = &self.api_key {
                rb = rb.bearer_auth(key);
            }
            let wait = match rb.send().await {
                Ok(resp) if resp.status().is_success() => return read_reply(resp).await,
                Ok(resp) => {
                    let status = resp.status();
                    let retryable = status == reqwest::StatusCode::TOO_MANY_REQUESTS
                        || status.is_server_error();
                    tracing::warn!(%status, attempt, model = %self.model, "the language model refused the call");
                    if !retryable || attempt >= self.retries {
                        return Err(unavailable(&format!(
                            "the language model answered {status}"
                        )));
                    }
                    self.delay(attempt, resp.headers().get(reqwest::header::RETRY_AFTER))
                }
                Err(e) if e.is_timeout() => {
                    tracing::warn!(attempt, model = %self.model, "the language model timed out");
                    return Err(timeout());
                }
                Err(e) => {
                    tracing::warn!(error = %e, attempt, "calling the language model failed");
                    if attempt >= self.retries {
                        return Err(unavailable("the language model cannot be reached"));
                    }
                    self.delay(attempt, None)
                }
            };
            tokio::time::sleep(wait).await;
            attempt += 1;
        }
    }
}

/// `choices[0].message.content` of a chat-completions reply.
async fn read_reply(resp: reqwest::Response) -> Result<String, JobFailure> {
    let v: Value = match resp.json().await {
        Ok(v) => v,
        Err(e) if e.is_timeout() => return Err(timeout()),
        Err(e) => {
            tracing::warn!(error = %e, "the language model's reply is not JSON");
            return Err(unavailable("the language model's reply is not JSON"));
        }
    };
    match v["choices"][0]["message"]["content"].as_str() {
        Some(s) if !s.trim().is_empty() => Ok(s.to_owned()),
        _ => Err(unavailable("the language model's reply has no message")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    #[test]
    fn backoff_doubles_and_retry_after_is_capped() {
        let c = OpenAi::new(&Config {
            backoff: Duration::from_millis(100),
            ..Config::openai("http://x/v1", "m")
        })
        .unwrap();
        assert_eq!(c.delay(0, None), Duration::from_millis(100));
        assert_eq!(c.delay(1, None), Duration::from_millis(200));
        assert_eq!(
            c.delay(0, Some(&HeaderValue::from_static("2"))),
            Duration::from_secs(2)
        );
        assert_eq!(
            c.delay(0, Some(&HeaderValue::from_static("3600"))),
            MAX_RETRY_AFTER
        );
        assert_eq!(
            c.delay(1, Some(&HeaderValue::from_static("soon"))),
            Duration::from_millis(200)
        );
    }

    #[test]
    fn the_request_holds_the_system_prompt_then_the_conversation() {
        let c = OpenAi::new(&Config {
            max_tokens: 123,
            ..Config::openai("http://x/v1", "m")
        })
        .unwrap();
        let conv = [
            ChatMessage {
                role: Role::User,
                content: "Hi".into(),
            },
            ChatMessage {
                role: Role::Assistant,
                content: "Namaste".into(),
            },
            ChatMessage {
                role: Role::User,
                content: "Career?".into(),
            },
        ];
        let b = c.body("facts", &conv);
        assert_eq!(b["model"], "m");
        assert_eq!(b["max_tokens"], 123);
        let roles: Vec<&str> = b["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["role"].as_str().unwrap())
            .collect();
        assert_eq!(roles, ["system", "user", "assistant", "user"]);
        assert_eq!(b["messages"][0]["content"], "facts");
        assert_eq!(b["messages"][3]["content"], "Career?");
    }
}
