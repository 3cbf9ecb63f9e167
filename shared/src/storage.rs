//! Where PDF reports are kept: a local folder (default, `file://./data/reports`) or an
//! S3-compatible bucket (`s3://BUCKET/PREFIX`, standard `AWS_*` variables, `AWS_ENDPOINT_URL`
//! for MinIO and the like; path-style addressing).

use std::path::PathBuf;
use std::time::Duration;

/// Storage failures (the caller refunds and answers 503).
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("storage location is not valid: {0}")]
    Config(String),
    #[error("storage I/O failed: {0}")]
    Io(String),
    #[error("object not found")]
    NotFound,
}

/// A report store.
#[derive(Clone, Debug)]
pub enum Store {
    File {
        root: PathBuf,
    },
    S3 {
        client: aws_sdk_s3::Client,
        bucket: String,
        prefix: String,
    },
}

/// Explicit S3 settings that take precedence over the `AWS_*` environment (used where the
/// environment cannot be set per store, e.g. tests running in parallel).
#[derive(Clone, Debug, Default)]
pub struct S3Overrides {
    pub endpoint: Option<String>,
    pub region: Option<String>,
    pub access_key: Option<String>,
    pub secret_key: Option<String>,
}

impl Store {
    /// Opens the store named by a `GRAHA_STORAGE` value.
    pub async fn open(spec: &str) -> Result<Store, StorageError> {
        Self::open_with(spec, &S3Overrides::default()).await
    }

    /// Like [`Store::open`], with explicit S3 settings.
    pub async fn open_with(spec: &str, s3: &S3Overrides) -> Result<Store, StorageError> {
        if let Some(path) = spec.strip_prefix("file://") {
            let root = PathBuf::from(path);
            tokio::fs::create_dir_all(&root)
                .await
                .map_err(|e| StorageError::Config(format!("{}: {e}", root.display())))?;
            return Ok(Store::File { root });
        }
        if let Some(rest) = spec.strip_prefix("s3://") {
            let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
            if bucket.is_empty() {
                return Err(StorageError::Config("s3:// needs a bucket".into()));
            }
            let mut loader = aws_config::from_env();
            if let Some(e) = &s3.endpoint {
                loader = loader.endpoint_url(e);
            }
            if let Some(r) = &s3.region {
                loader = loader.region(aws_config::Region::new(r.clone()));
            }
            if let (Some(a), Some(k)) = (&s3.access_key, &s3.secret_key) {
                loader = loader.credentials_provider(aws_sdk_s3::config::Credentials::new(
                    a,
                    k,
                    None,
                    None,
                    "graha-settings",
                ));
            }
            let shared = loader
                .timeout_config(
                    aws_config::timeout::TimeoutConfig::builder()
                        .operation_timeout(Duration::from_secs(20))
                        .connect_timeout(Duration::from_secs(3))
                        .build(),
                )
                .load()
                .await;
            let conf = aws_sdk_s3::config::Builder::from(&shared)
                .force_path_style(true)
                .build();
            return Ok(Store::S3 {
                client: aws_sdk_s3::Client::from_conf(conf),
                bucket: bucket.to_owned(),
                prefix: prefix.trim_matches('/').to_owned(),
            });
        }
        Err(StorageError::Config(format!(
            "unknown scheme in {spec:?} (file:// or s3://)"
        )))
    }

    fn object_key(prefix: &str, key: &str) -> String {
        if prefix.is_empty() {
            key.to_owned()
        } else {
            format!("{prefix}/{key}")
        }
    }

    fn file_path(root: &std::path::Path, key: &str) -> Result<PathBuf, StorageError> {
        if key
            .split('/')
            .any(|p| p.is_empty() || p == "." || p == "..")
        {
            return Err(StorageError::Config(format!("bad key {key:?}")));
        }
        Ok(root.join(key))
    }

    /// Stores `bytes` under `key` (e.g. `reports/<id>.pdf`).
    pub async fn put(
        &self,
        key: &str,
        bytes: Vec<u8>,
        content_type: &str,
    ) -> Result<(), StorageError> {
        match self {
            Store::File { root } => {
                let path = Self::file_path(root, key)?;
                if let Some(dir) = path.parent() {
                    tokio::fs::create_dir_all(dir)
                        .await
                        .map_err(|e| StorageError::Io(e.to_string()))?;
                }
                let tmp = path.with_extension("part");
                tokio::fs::write(&tmp, &bytes)
                    .await
                    .map_err(|e| StorageError::Io(e.to_string()))?;
                tokio::fs::rename(&tmp, &path)
                    .await
                    .map_err(|e| StorageError::Io(e.to_string()))
            }
            Store::S3 {
                client,
                bucket,
                prefix,
            } => client
                .put_object()
                .bucket(bucket)
                .key(Self::object_key(prefix, key))
                .content_type(content_type)
                .body(bytes.into())
                .send()
                .await
                .map(|_| ())
                .map_err(|e| {
                    StorageError::Io(aws_sdk_s3::error::DisplayErrorContext(e).to_string())
                }),
        }
    }

    /// Reads an object back.
    pub async fn get(&self, key: &str) -> Result<Vec<u8>, StorageError> {
        match self {
            Store::File { root } => {
                let path = Self::file_path(root, key)?;
                tokio::fs::read(&path).await.map_err(|e| match e.kind() {
                    std::io::ErrorKind::NotFound => StorageError::NotFound,
                    _ => StorageError::Io(e.to_string()),
                })
            }
            Store::S3 {
                client,
                bucket,
                prefix,
            } => {
                let out = client
                    .get_object()
                    .bucket(bucket)
                    .key(Self::object_key(prefix, key))
                    .send()
                    .await
                    .map_err(|e| {
                        if e.as_service_error().is_some_and(|s| s.is_no_such_key()) {
                            StorageError::NotFound
                        } else {
                            StorageError::Io(aws_sdk_s3::error::DisplayErrorContext(e).to_string())
                        }
                    })?;
                let data = out
                    .body
                    .collect()
                    .await
                    .map_err(|e| StorageError::Io(e.to_string()))?;
                Ok(data.into_bytes().to_vec())
            }
        }
    }

    /// Deletes an object; deleting a missing one is not an error.
    pub async fn delete(&self, key: &str) -> Result<(), StorageError> {
        match self {
            Store::File { root } => {
                let path = Self::file_path(root, key)?;
                match tokio::fs::remove_file(&path).await {
                    Ok(()) => Ok(()),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    Err(e) => Err(StorageError::Io(e.to_string())),
                }
            }
            Store::S3 {
                client,
                bucket,
                prefix,
            } => client
                .delete_object()
                .bucket(bucket)
                .key(Self::object_key(prefix, key))
                .send()
                .await
                .map(|_| ())
                .map_err(|e| {
                    StorageError::Io(aws_sdk_s3::error::DisplayErrorContext(e).to_string())
                }),
        }
    }
}
