//! Report rendering entry point used by the `pdf` job handler.

use graha::calc::CalcRequest;
use graha::jobs::ReportKind;

/// Renders a report to PDF bytes.
pub fn render(kind: ReportKind, req: &CalcRequest) -> anyhow::Result<Vec<u8>> {
    let _ = (kind, req);
    anyhow::bail!("report rendering is not available in this build")
}
