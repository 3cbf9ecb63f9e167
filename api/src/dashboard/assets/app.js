// Graha dashboard: copy buttons and confirmations. The pages work without it.
document.addEventListener('click', (ev) => {
  const b = ev.target.closest('button[data-copy]');
  if (!b) return;
  const el = document.getElementById(b.dataset.copy);
  if (!el) return;
  const done = () => { b.dataset.copied = '1'; b.firstChild.textContent = 'Copied'; };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(el.textContent.trim()).then(done, () => select(el));
  } else {
    select(el);
    try { document.execCommand('copy'); done(); } catch (_) { /* selected for the person to copy */ }
  }
});
function select(el) {
  const r = document.createRange();
  r.selectNodeContents(el);
  const s = window.getSelection();
  s.removeAllRanges();
  s.addRange(r);
}
document.addEventListener('submit', (ev) => {
  const f = ev.target;
  if (f.dataset.confirm && !window.confirm(f.dataset.confirm)) ev.preventDefault();
});
