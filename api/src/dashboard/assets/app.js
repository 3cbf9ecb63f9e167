// Graha dashboard: copy buttons, confirmations and the profile form's place search. The
// pages work without it.
document.addEventListener('click', (ev) => {
  const b = ev.target.closest('button[data-copy]');
  if (!b) return;
  const el = document.getElementById(b.dataset.copy);
  if (!el) return;
  // The button's own word for "Copied", in the page's language.
  const done = () => { b.dataset.copied = '1'; b.firstChild.textContent = b.dataset.copiedText || 'Copied'; };
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

// The profile form: the places whose name begins with what is typed in "Find the place of
// birth"; picking one fills the place, its coordinates and its zone. Coordinates typed by hand
// get their zone when the zone is empty. The form works without it.
(() => {
  const search = document.getElementById('place-search');
  if (!search) return;
  const list = document.getElementById('place-results');
  const field = (id) => document.getElementById(id);
  const label = (p) => [p.name, p.admin1, p.country].filter(Boolean).join(', ');
  const get = (url) => fetch(url, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  let found = new Map();
  let timer;
  search.addEventListener('input', () => {
    const picked = found.get(search.value);
    if (picked) {
      field('location').value = label(picked);
      field('latitude').value = picked.latitude;
      field('longitude').value = picked.longitude;
      field('timezone').value = picked.timezone;
      return;
    }
    clearTimeout(timer);
    const q = search.value.trim();
    if (q.length < 2) return;
    timer = setTimeout(() => {
      get('/dashboard/places?limit=8&q=' + encodeURIComponent(q)).then((v) => {
        if (!v || !v.data) return;
        found = new Map(v.data.items.map((p) => [label(p), p]));
        list.replaceChildren(...[...found.keys()].map((k) => {
          const o = document.createElement('option');
          o.value = k;
          return o;
        }));
      });
    }, 150);
  });
  const zone = () => {
    const lat = field('latitude').value;
    const lon = field('longitude').value;
    if (lat === '' || lon === '' || field('timezone').value !== '') return;
    get('/dashboard/timezone?latitude=' + encodeURIComponent(lat) + '&longitude=' + encodeURIComponent(lon))
      .then((v) => {
        if (v && v.data && field('timezone').value === '') field('timezone').value = v.data.timezone;
      });
  };
  field('latitude').addEventListener('change', zone);
  field('longitude').addEventListener('change', zone);

  // The zone's offset from UTC at the birth's date and time (summer time included), as the
  // browser's time zone data gives it; shown once the date and a valid zone are there.
  const offsetOf = (tz, at) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
      .formatToParts(at).find((p) => p.type === 'timeZoneName').value;
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  };
  const shown = document.getElementById('zone-offset');
  const offset = () => {
    const tz = field('timezone').value.trim();
    const date = field('date').value;
    if (!shown || !tz || !/^\d{4}-\d{2}-\d{2}$/.test(date)) { if (shown) shown.hidden = true; return; }
    const [y, mo, d] = date.split('-').map(Number);
    const [h, mi, s] = (field('time').value || '12:00').split(':').map(Number);
    try {
      // The local time read as UTC, moved by the offset there, then checked again (a change
      // of offset between the two).
      const local = Date.UTC(y, mo - 1, d, h || 0, mi || 0, s || 0);
      let off = offsetOf(tz, new Date(local));
      off = offsetOf(tz, new Date(local - off * 60000));
      const a = Math.abs(off);
      const text = 'UTC' + (off < 0 ? '-' : '+') + String(Math.floor(a / 60)).padStart(2, '0') + ':' + String(a % 60).padStart(2, '0');
      document.getElementById('zone-offset-value').textContent = text;
      shown.hidden = false;
    } catch (_) {
      shown.hidden = true; // not a zone the browser knows
    }
  };
  for (const id of ['timezone', 'date', 'time']) {
    field(id).addEventListener('input', offset);
    field(id).addEventListener('change', offset);
  }
  search.addEventListener('input', () => setTimeout(offset, 0));
  offset();
})();

// Try it: the chosen body form's fields alone are shown (without the script every form's
// fields are there, and only the chosen one's are sent).
(() => {
  const form = document.querySelector('form.try');
  if (!form) return;
  const radios = [...form.querySelectorAll('input[type=radio][name="form"]')];
  if (radios.length === 0) return;
  const show = () => {
    const chosen = radios.find((r) => r.checked);
    if (!chosen) return;
    for (const el of form.querySelectorAll('[data-forms]')) {
      el.hidden = !el.dataset.forms.split(' ').includes(chosen.dataset.index);
    }
  };
  for (const r of radios) r.addEventListener('change', show);
  show();
})();
