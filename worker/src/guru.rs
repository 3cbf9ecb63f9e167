//! Guru providers: `builtin` (default, answers from the chart and the content library) and
//! `openai` (any OpenAI-compatible chat-completions server).

use graha::jobs::{GuruRequest, JobFailure};

/// The configured provider.
#[derive(Debug, Clone)]
pub enum Provider {
    Builtin,
}

impl Provider {
    pub fn from_env() -> anyhow::Result<Provider> {
        Ok(Provider::Builtin)
    }
}

/// Answers the conversation's last question.
pub async fn answer(provider: &Provider, req: &GuruRequest) -> Result<String, JobFailure> {
    let _ = (provider, req);
    Err(JobFailure::Unavailable { message: "the Guru is not available in this build".into() })
}
