// The dashboard in a real browser: Debian's Chromium driven by playwright-core signs
// up, creates a key, calls the API with it, finds the calls in the usage table, asks for the
// Personal plan (an operator grants it with the CLI), draws a profile's chart, downloads a
// kundli PDF, revokes the key and sees it refused.
//
//   GRAHA_BASE=http://127.0.0.1:18080 GRAHA_API_BIN=target/debug/graha-api \
//   PLAYWRIGHT_CORE=data/dashboard-node/node_modules/playwright-core \
//   node --test scripts/dashboard-test/test.mjs
//
// Every page it shows is audited with axe-core (WCAG 2.1 AA rules): no serious or critical
// violation. With DASHBOARD_SCREENSHOTS=DIR it also saves every page at 1280 and 390 px wide in DIR.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE = (process.env.GRAHA_BASE || 'http://127.0.0.1:18080').replace(/\/$/, '');
const BIN = process.env.GRAHA_API_BIN || 'target/debug/graha-api';
const require = createRequire(import.meta.url);
const { chromium } = require(path.resolve(process.env.PLAYWRIGHT_CORE || 'data/dashboard-node/node_modules/playwright-core'));
const SHOTS = process.env.DASHBOARD_SCREENSHOTS;
const AXE = readFileSync(require.resolve(path.resolve(
  path.dirname(process.env.PLAYWRIGHT_CORE || 'data/dashboard-node/node_modules/playwright-core'),
  'axe-core/axe.min.js')), 'utf8');

/** The page's serious and critical accessibility violations (axe-core, WCAG 2.1 A and AA). */
async function audit(page, name) {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  });
  assert.deepEqual(found, [], `${name}: accessibility`);
}

const email = `dash-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const password = 'Saffron kite 93 meadow';

/** Audits the current page, and saves it at desktop and phone widths. */
async function shoot(page, name) {
  await audit(page, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function api(key, method, route, body) {
  const r = await fetch(`${BASE}${route}`, {
    method,
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json().catch(() => null), headers: r.headers };
}

function cli(...args) {
  return execFileSync(BIN, ['account', ...args], { encoding: 'utf8', env: process.env });
}

test('the dashboard: sign up, keys, usage, a kundli PDF, revocation', async (t0) => {
  // Each step needs the ones before it: after a failure the rest are skipped.
  let failed = false;
  const t = {
    after: (f) => t0.after(f),
    test: (name, f) => t0.test(name, { skip: failed && 'an earlier step failed' }, async (...a) => {
      try { await f(...a); } catch (e) { failed = true; throw e; }
    }),
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  t.after(() => browser.close());
  // bypassCSP: the pages allow their own scripts only; the audit injects axe-core.
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  let key;
  let accountId;
  let profileId;

  await t.test('signed out, /dashboard leads to the sign-in page', async () => {
    await page.goto(`${BASE}/dashboard`);
    assert.match(page.url(), /\/dashboard\/login$/);
    await shoot(page, 'login');
  });

  await t.test('sign up gives a Trial account with 500 credits and no key', async () => {
    await page.getByRole('link', { name: 'Create an account' }).click();
    await shoot(page, 'signup');
    await page.getByLabel('Name', { exact: true }).fill('Dashboard Test');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${BASE}/dashboard`);
    assert.equal((await page.getByTestId('balance').innerText()).trim(), '500 credits');
    assert.equal((await page.getByTestId('plan').innerText()).trim(), 'Trial');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'graha_session');
    assert.ok(session, 'the session cookie');
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    await shoot(page, 'overview-empty');
  });

  await t.test('a key is created and shown once', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Key name', { exact: true }).fill('browser test');
    await page.getByRole('button', { name: 'Create key', exact: true }).click();
    key = (await page.getByTestId('new-key').innerText()).trim();
    assert.match(key, /^graha_live_[A-Za-z0-9]{36}$/);
    await shoot(page, 'keys-new');
    await page.getByRole('link', { name: 'API keys' }).click();
    assert.equal(await page.getByTestId('new-key').count(), 0, 'shown once');
  });

  await t.test('the key calls the API', async () => {
    const p = await api(key, 'POST', '/v1/profiles', {
      name: 'Asha Shrestha', gender: 'female', date: '1995-05-12', time: '06:15',
      timezone: 'Asia/Kathmandu', location: 'Kathmandu, Nepal', latitude: 27.7172, longitude: 85.324,
    });
    assert.equal(p.status, 201, JSON.stringify(p.json));
    profileId = p.json.data.id;
    const chart = await api(key, 'POST', '/v1/birth-chart', { profileId });
    assert.equal(chart.status, 200, JSON.stringify(chart.json));
    assert.equal(chart.headers.get('x-credits-charged'), '2');
    const planets = await api(key, 'POST', '/v1/planets', { profileId });
    assert.equal(planets.status, 200, JSON.stringify(planets.json));
  });

  await t.test('the calls are in the usage table', async () => {
    await page.getByRole('link', { name: 'Overview' }).click();
    const table = page.getByTestId('usage-table');
    const row = (name) => table.locator('tr', { has: page.getByText(name, { exact: true }) });
    assert.deepEqual(await row('/v1/birth-chart').locator('td').allInnerTexts(), ['1', '2']);
    assert.deepEqual(await row('/v1/planets').locator('td').allInnerTexts(), ['1', '2']);
    assert.equal((await page.getByTestId('balance').innerText()).trim(), '496 credits');
    await shoot(page, 'overview');
  });

  await t.test('an upgrade request reaches the operator, who grants the Personal plan', async () => {
    await page.getByRole('link', { name: 'Plan' }).click();
    await page.getByLabel('Consumer plan').selectOption('personal');
    await page.getByLabel('Message').fill('For the PDF reports');
    await page.getByRole('button', { name: 'Request upgrade' }).click();
    await page.getByText('Your request is recorded').waitFor();
    await shoot(page, 'plan');
    const mine = cli('requests', '--open')
      .trim().split('\n').filter(Boolean).map((l) => JSON.parse(l))
      .find((r) => r.email === email);
    assert.ok(mine, 'listed by graha-api account requests');
    assert.equal(mine.requestedConsumerPlan, 'personal');
    accountId = mine.accountId;
    // (and, to leave room for the rest of this test, a custom rate limit)
    cli('set-plan', '--account', accountId, '--consumer-plan', 'personal', '--rate-limit-per-minute', '30');
  });

  await t.test("a profile's own chart is free: D1 and D9, the planets, the dasha from birth", async () => {
    await page.goto(`${BASE}/dashboard`);
    const balance = (await page.getByTestId('balance').innerText()).trim();
    await page.getByRole('link', { name: 'Profiles' }).click();
    await shoot(page, 'profiles');
    await page.getByRole('link', { name: 'Asha Shrestha' }).click();
    await page.getByRole('button', { name: 'Show chart' }).click();
    await page.getByTestId('chart-north-D1').locator('svg').waitFor();
    assert.equal(await page.getByTestId('chart-south-D9').locator('svg').count(), 1);
    assert.equal(await page.getByTestId('chart-east-D9').locator('svg').count(), 1);
    assert.ok((await page.getByTestId('planets-table').locator('tbody tr').count()) >= 9);
    assert.match(await page.getByTestId('dasha').innerText(), /Mahadasha/);
    // The mahadashas from birth (1995), the running one marked.
    const timeline = page.getByTestId('dasha-timeline');
    assert.ok((await timeline.locator('tbody tr').count()) >= 3);
    assert.match(await timeline.locator('tbody tr').first().innerText(), /19\d\d-/);
    assert.equal(await timeline.locator('tr[aria-current="true"]').count(), 1);
    await shoot(page, 'profile');
    await page.goto(`${BASE}/dashboard`);
    assert.equal((await page.getByTestId('balance').innerText()).trim(), balance, 'nothing charged');
    await page.goBack();
  });

  await t.test('a kundli PDF downloads after a confirmation naming its cost', async () => {
    await page.getByRole('link', { name: 'Kundli report' }).click();
    assert.match(await page.getByTestId('report-cost').innerText(), /50 credits/);
    await shoot(page, 'report-confirm');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Confirm and download/ }).click(),
    ]);
    const file = await download.path();
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
    assert.match(download.suggestedFilename(), /^graha-kundli-.*\.pdf$/);
  });

  await t.test('Try it: every endpoint with its options, the reply, a picture, an error', async () => {
    await page.goto(`${BASE}/dashboard/try`);
    // The endpoint first (a plain form), then its own form, made from the contract.
    const choose = async (name) => {
      await page.getByLabel('Endpoint').selectOption(name);
      await page.getByRole('button', { name: 'Choose', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('endpoint') === name);
    };
    const send = async () => {
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByTestId('try-status').waitFor();
    };
    const text = (id) => page.getByTestId(id).innerText();
    await choose('basic-details');
    await send();
    assert.match(await text('try-curl'), /curl -s .*\/v1\/basic-details/);
    assert.match(await text('try-status'), /2 credits charged/);
    assert.equal(JSON.parse(await text('try-reply')).success, true);
    await shoot(page, 'try');
    // An option reaches the API: the dasha two levels deep (the Personal plan has it).
    await choose('dasha');
    await page.getByLabel('levels').fill('2');
    await send();
    assert.match(await text('try-status'), /5 credits charged/);
    assert.equal(JSON.parse(await text('try-reply')).data.current.length, 2);
    assert.match(await text('try-python'), /post_v1_dasha[\s\S]*levels=2,/);
    assert.match(await text('try-typescript'), /graha\.POST\("\/v1\/dasha"[\s\S]*levels: 2,/);
    await shoot(page, 'try-dasha');
    // A chart's picture is shown as a picture.
    await choose('chart-image');
    await page.getByLabel('style').selectOption('south');
    await send();
    await page.getByTestId('try-picture').locator('svg').waitFor();
    await shoot(page, 'try-chart-image');
    // A place with a bad latitude: the API's own error, its code and the field, announced.
    await choose('panchang');
    await page.getByRole('radio', { name: /By place/ }).check();
    const place = page.getByRole('group', { name: 'By place' });
    await place.getByLabel('latitude').fill('100');
    await place.getByLabel('longitude').fill('85.3');
    await place.getByLabel('timezone').fill('Asia/Kathmandu');
    await send();
    const alert = page.getByRole('alert');
    assert.match(await alert.innerText(), /validation_failed/);
    assert.match(await alert.innerText(), /latitude/);
    assert.match(await text('try-status'), /422 .*nothing charged/);
    await shoot(page, 'try-error');
    await page.goto(`${BASE}/dashboard/account`);
    await shoot(page, 'account');
    await page.goto(`${BASE}/dashboard/profiles/new`);
    // The place search fills the place, its coordinates and its zone.
    const search = page.getByLabel('Find the place of birth', { exact: true });
    await search.fill('kathm');
    const first = page.locator('#place-results option').first();
    await first.waitFor({ state: 'attached' });
    await search.fill(await first.getAttribute('value'));
    assert.equal(await page.locator('#timezone').inputValue(), 'Asia/Kathmandu');
    assert.match(await page.locator('#latitude').inputValue(), /^27\./);
    assert.match(await page.locator('#location').inputValue(), /^Kathmandu/);
    // The time takes seconds; the zone's offset is shown for the birth's date (Nepal kept
    // UTC+05:30 until 1986).
    await page.locator('#date').fill('1995-05-12');
    await page.locator('#time').fill('06:15:30');
    assert.equal(await page.locator('#zone-offset-value').innerText(), 'UTC+05:45');
    await page.locator('#date').fill('1980-01-01');
    assert.equal(await page.locator('#zone-offset-value').innerText(), 'UTC+05:30');
    await shoot(page, 'profile-new');
  });

  await t.test('one language at a time, remembered', async () => {
    await page.goto(`${BASE}/dashboard?lang=hi`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'hi');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    assert.equal(await menu.getByRole('link', { name: 'एपीआई कुंजियाँ' }).count(), 1);
    assert.equal(await menu.getByRole('link', { name: 'API keys' }).count(), 0);
    await page.goto(`${BASE}/dashboard/keys`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'hi');
    await shoot(page, 'keys-hi');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lang=en/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await menu.getByRole('link', { name: 'API keys' }).count(), 1);
  });

  await t.test('the documentation page: getting a key, each operation with its cost and plan', async () => {
    await page.goto(`${BASE}/docs`);
    await page.getByRole('heading', { name: 'Getting a key' }).waitFor();
    const dasha = await page.locator('#postV1Dasha').innerText();
    assert.match(dasha, /Cost: 5 credits/);
    assert.match(dasha, /Personal consumer plan/);
    assert.equal(await page.locator('#errors tbody tr').count() > 10, true);
    await shoot(page, 'docs');
  });

  await t.test('a revoked key is refused', async () => {
    await page.goto(`${BASE}/dashboard/keys`);
    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('The key is revoked').waitFor();
    await shoot(page, 'keys-revoked');
    await new Promise((r) => setTimeout(r, 1100)); // the key cache lives up to a second
    const r = await api(key, 'GET', '/api-keys');
    assert.equal(r.status, 401);
    assert.equal(r.json.error.code, 'invalid_api_key');
  });

  await t.test('sign out ends the session', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/dashboard\/login$/);
    await page.goto(`${BASE}/dashboard`);
    assert.match(page.url(), /\/dashboard\/login$/);
  });
});
