// The Graha flow through openapi-fetch, typed by the `paths` openapi-typescript generates from
// /openapi.json (scripts/clients puts the generated ./schema.d.ts beside this file). It must
// type-check under `tsc --strict` with no cast: every path, parameter, body and reply field used
// here is checked against the document. At run time each call passes when its status is the
// expected one and its reply is the documented one (JSON `{success: true, data}`, or a PDF).
//
// Environment: GRAHA_BASE_URL, GRAHA_API_KEY (a Growth/Pro key with credits), GRAHA_ENDPOINTS
// (the endpoint table, one "path queue subjects" a line). Prints OK/FAIL per call,
// then "N passed, M failed".

import createClient from "openapi-fetch";
import { readFileSync } from "node:fs";
import type { paths } from "./schema";

type Locale = "en" | "hi" | "ne";
const LOCALES: Locale[] = ["en", "hi", "ne"];

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

const BASE = env("GRAHA_BASE_URL").replace(/\/$/, "");
const keyed = createClient<paths>({ baseUrl: BASE, headers: { "X-API-Key": env("GRAHA_API_KEY") } });
const anon = createClient<paths>({ baseUrl: BASE });
const TABLE: string[][] = readFileSync(env("GRAHA_ENDPOINTS"), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => l.trim().split(/\s+/));

let passed = 0;
let failed = 0;
function ok(label: string): void {
  passed++;
  console.log(`OK   ${label}`);
}
function fail(label: string, reason: string): void {
  failed++;
  console.log(`FAIL ${label}: ${reason}`);
}

/** What every openapi-fetch call resolves to. */
interface Reply<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits a typed call, checks its status and that it carries a reply, runs `use` on it. */
async function check<T>(
  label: string,
  status: number,
  call: Promise<Reply<T>>,
  use?: (data: T) => void,
): Promise<T | undefined> {
  try {
    const { data, error, response } = await call;
    if (response.status !== status) {
      const body = JSON.stringify(error ?? data ?? null).slice(0, 300);
      fail(label, `status ${response.status}, expected ${status}: ${body}`);
      return undefined;
    }
    if (data === undefined) {
      fail(label, "no reply body");
      return undefined;
    }
    use?.(data);
    ok(label);
    return data;
  } catch (e) {
    fail(label, e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    return undefined;
  }
}

/** A JSON reply: the documented envelope. */
function envelope(reply: { success: true; data?: unknown }): void {
  if (reply.success !== true) throw new Error(`success is ${String(reply.success)}`);
}

/** A PDF reply (the one body the types leave as a string: read as bytes). */
function pdf(body: ArrayBuffer | string): void {
  const head = typeof body === "string" ? body.slice(0, 5) : new TextDecoder().decode(new Uint8Array(body).slice(0, 5));
  if (head !== "%PDF-") throw new Error(`not a PDF (starts ${JSON.stringify(head)})`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type NewProfile = paths["/v1/profiles"]["post"]["requestBody"]["content"]["application/json"];
const ASHA: NewProfile = {
  name: "Asha", gender: "female", date: "1995-05-12", time: "06:15", timezone: "Asia/Kathmandu",
  location: "Kathmandu", latitude: 27.7172, longitude: 85.324,
};

async function main(): Promise<void> {
  // Profiles
  const bride = await check(
    "POST /v1/profiles Asha",
    201,
    keyed.POST("/v1/profiles", { body: ASHA }),
    envelope,
  );
  const groom = await check(
    "POST /v1/profiles Ravi",
    201,
    keyed.POST("/v1/profiles", {
      body: {
        name: "Ravi", gender: "male", date: "1992-11-03", time: "19:40", timezone: "Asia/Kolkata",
        location: "Varanasi", latitude: 25.3176, longitude: 82.9739, notes: "groom",
      },
    }),
    envelope,
  );
  if (!bride || !groom) {
    fail("profiles", "no profile to run the flow with");
    return;
  }
  const b = bride.data.id;
  const g = groom.data.id;
  await check("GET /v1/profiles", 200, keyed.GET("/v1/profiles", { params: { query: { limit: 10, offset: 0 } } }), (r) => {
    envelope(r);
    if (!r.data.every((p) => typeof p.id === "string")) throw new Error("a profile without an id");
  });
  await check("GET /v1/profiles/{id}", 200, keyed.GET("/v1/profiles/{id}", { params: { path: { id: b } } }), (r) => {
    envelope(r);
    if (r.data.name !== "Asha") throw new Error(`name is ${r.data.name}`);
  });
  await check(
    "PATCH /v1/profiles/{id}",
    200,
    keyed.PATCH("/v1/profiles/{id}", {
      params: { path: { id: b } },
      body: { notes: "born at dawn", location: "Kathmandu, Nepal" },
    }),
    (r) => {
      envelope(r);
      if (r.data.notes !== "born at dawn") throw new Error(`notes is ${String(r.data.notes)}`);
    },
  );
  const spare = await check(
    "POST /v1/profiles spare",
    201,
    keyed.POST("/v1/profiles", { body: { ...ASHA, name: "Spare" } }),
    envelope,
  );
  if (spare) {
    await check("DELETE /v1/profiles/{id}", 200, keyed.DELETE("/v1/profiles/{id}", { params: { path: { id: spare.data.id } } }));
  }

  // Keys and balance
  await check("GET /v1/keys", 200, keyed.GET("/v1/keys"), (r) => {
    envelope(r);
    if (r.data.keys.length === 0) throw new Error("no keys listed");
  });
  const key = await check("POST /v1/keys", 201, keyed.POST("/v1/keys", { body: { name: "flow" } }), envelope);
  if (key) {
    await check("DELETE /v1/keys/{id}", 200, keyed.DELETE("/v1/keys/{id}", { params: { path: { id: key.data.id } } }), envelope);
  }
  await check("GET /api-keys", 200, keyed.GET("/api-keys"), (r) => {
    envelope(r);
    if (r.data.credits <= 0) throw new Error(`credits ${r.data.credits}`);
  });

  // Settings: the account's defaults, and a calculation choosing its own
  await check("PUT /v1/settings", 200, keyed.PUT("/v1/settings", { body: { ayanamsa: "kp", houseSystem: "placidus" } }), envelope);
  await check("GET /v1/settings", 200, keyed.GET("/v1/settings"), (r) => {
    envelope(r);
    if (r.data.ayanamsa !== "kp") throw new Error(`ayanamsa ${r.data.ayanamsa}`);
  });
  await check(
    "POST /v1/birth-chart raman, true node",
    200,
    keyed.POST("/v1/birth-chart", { body: { profileId: b, ayanamsa: "raman", node: "true" } }),
    (r) => {
      envelope(r);
      if (r.data.settings.ayanamsa !== "raman") throw new Error(`settings ${JSON.stringify(r.data.settings)}`);
    },
  );
  await check("PUT /v1/settings reset", 200, keyed.PUT("/v1/settings", { body: {} }), envelope);

  // Every calculation, in each locale
  const one = { profileId: b };
  const couple = { brideProfileId: b, groomProfileId: g };
  // One typed call per endpoint: the path, the body and the reply are checked against `paths`.
  const single: Record<string, (profileId: string, locale?: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/birth-chart": (profileId, locale) => keyed.POST("/v1/birth-chart", { body: { profileId, locale } }),
    "/v1/planets": (profileId, locale) => keyed.POST("/v1/planets", { body: { profileId, locale } }),
    "/v1/ascendant": (profileId, locale) => keyed.POST("/v1/ascendant", { body: { profileId, locale } }),
    "/v1/rashi": (profileId, locale) => keyed.POST("/v1/rashi", { body: { profileId, locale } }),
    "/v1/nakshatra": (profileId, locale) => keyed.POST("/v1/nakshatra", { body: { profileId, locale } }),
    "/v1/elements": (profileId, locale) => keyed.POST("/v1/elements", { body: { profileId, locale } }),
    "/v1/panchang": (profileId, locale) => keyed.POST("/v1/panchang", { body: { profileId, locale } }),
    // JSON or, with format ics, text/calendar: the generated type is the union of both bodies.
    "/v1/calendar": (profileId, locale) =>
      keyed
        .POST("/v1/calendar", { body: { profileId, locale, year: 2025, month: 10 } })
        .then((r) => r as unknown as Reply<{ success: true }>),
    "/v1/rashifal": (profileId, locale) => keyed.POST("/v1/rashifal", { body: { profileId, locale } }),
    "/v1/basic-details": (profileId, locale) => keyed.POST("/v1/basic-details", { body: { profileId, locale } }),
    // JSON or, by Accept, the SVG or PNG itself: the generated type is the union of the three.
    "/v1/chart-image": (profileId, locale) =>
      keyed
        .POST("/v1/chart-image", { body: { profileId, locale } })
        .then((r) => r as unknown as Reply<{ success: true }>),
    "/v1/daily-insight": (profileId, locale) => keyed.POST("/v1/daily-insight", { body: { profileId, locale } }),
    "/v1/personality": (profileId, locale) => keyed.POST("/v1/personality", { body: { profileId, locale } }),
    "/v1/house-lords": (profileId, locale) => keyed.POST("/v1/house-lords", { body: { profileId, locale } }),
    "/v1/atmakaraka": (profileId, locale) => keyed.POST("/v1/atmakaraka", { body: { profileId, locale } }),
    "/v1/conjunctions": (profileId, locale) => keyed.POST("/v1/conjunctions", { body: { profileId, locale } }),
    "/v1/aspects": (profileId, locale) => keyed.POST("/v1/aspects", { body: { profileId, locale } }),
    "/v1/yogas": (profileId, locale) => keyed.POST("/v1/yogas", { body: { profileId, locale } }),
    "/v1/dosha": (profileId, locale) => keyed.POST("/v1/dosha", { body: { profileId, locale } }),
    "/v1/ashtakavarga": (profileId, locale) => keyed.POST("/v1/ashtakavarga", { body: { profileId, locale } }),
    "/v1/shadbala": (profileId, locale) => keyed.POST("/v1/shadbala", { body: { profileId, locale } }),
    "/v1/functional": (profileId, locale) => keyed.POST("/v1/functional", { body: { profileId, locale } }),
    "/v1/vargas": (profileId, locale) => keyed.POST("/v1/vargas", { body: { profileId, locale } }),
    "/v1/predictions": (profileId, locale) => keyed.POST("/v1/predictions", { body: { profileId, locale } }),
    "/v1/dasha": (profileId, locale) => keyed.POST("/v1/dasha", { body: { profileId, locale } }),
    "/v1/transits": (profileId, locale) => keyed.POST("/v1/transits", { body: { profileId, locale } }),
    "/v1/sade-sati": (profileId, locale) => keyed.POST("/v1/sade-sati", { body: { profileId, locale } }),
    "/v1/remedies": (profileId, locale) => keyed.POST("/v1/remedies", { body: { profileId, locale } }),
    "/v1/kp": (profileId, locale) => keyed.POST("/v1/kp", { body: { profileId, locale } }),
    "/v1/jaimini": (profileId, locale) => keyed.POST("/v1/jaimini", { body: { profileId, locale } }),
    "/v1/varshaphal": (profileId, locale) => keyed.POST("/v1/varshaphal", { body: { profileId, locale } }),
    "/v1/special-points": (profileId, locale) => keyed.POST("/v1/special-points", { body: { profileId, locale } }),
    "/v1/avasthas": (profileId, locale) => keyed.POST("/v1/avasthas", { body: { profileId, locale } }),
    "/v1/bhava-bala": (profileId, locale) => keyed.POST("/v1/bhava-bala", { body: { profileId, locale } }),
    "/v1/chakras": (profileId, locale) => keyed.POST("/v1/chakras", { body: { profileId, locale } }),
    "/v1/kundli": (profileId, locale) =>
      keyed.POST("/v1/kundli", {
        body: { profileId, locale, include: ["birth-chart", "vargas", "dasha", "ashtakavarga"] },
      }),
  };
  const pair: Record<string, (locale: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/matching": (locale) => keyed.POST("/v1/matching", { body: { ...couple, locale } }),
  };
  // One person against candidates, stored or given.
  const batch: Record<string, (locale: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/matching/batch": (locale) =>
      keyed.POST("/v1/matching/batch", {
        body: {
          profileId: b,
          role: "bride",
          candidates: [g, { date: "1992-11-03", time: "19:40", timezone: "Asia/Kolkata", latitude: 25.3176, longitude: 82.9739 }],
          locale,
        },
      }),
  };
  // A moment and a place instead of a profile.
  const moment = {
    datetime: "2026-11-25T18:30:00+05:45",
    latitude: 27.7172,
    longitude: 85.324,
    timezone: "Asia/Kathmandu" as const,
  };
  const moments: Record<string, (locale: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/kp/horary": (locale) => keyed.POST("/v1/kp/horary", { body: { ...moment, number: 108, locale } }),
  };
  // No profile, a place if any.
  const placeless: Record<string, (locale: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/events": (locale) =>
      keyed.POST("/v1/events", {
        body: { from: "2026-01-01", to: "2026-03-31", latitude: 27.7172, longitude: 85.324, timezone: "Asia/Kathmandu", locale },
      }),
  };
  // Nothing but options: a sign horoscope.
  const skyward: Record<string, (locale: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/horoscope": (locale) =>
      keyed.POST("/v1/horoscope", { body: { sign: "all", period: "weekly", timezone: "Asia/Kolkata", locale } }),
  };
  const gathering: Record<string, (locale: Locale) => Promise<Reply<{ success: true }>>> = {
    "/v1/muhurta": (locale) =>
      keyed.POST("/v1/muhurta", {
        body: {
          latitude: 27.7172,
          longitude: 85.324,
          timezone: "Asia/Kathmandu",
          activity: "marriage",
          from: "2025-11-20",
          to: "2025-11-30",
          profileIds: [b],
          locale,
        },
      }),
  };
  const bySubjects: Record<string, object> = {
    placeandprofiles: gathering,
    one: single,
    profileorplace: single,
    couple: pair,
    candidates: batch,
    moment: moments,
    maybeplace: placeless,
    sky: skyward,
  };
  for (const [path, queue, subjects] of TABLE) {
    if (queue === "calc" && path !== undefined && !(path in (bySubjects[subjects ?? ""] ?? {}))) {
      fail(`POST ${path}`, "in the endpoint table, not in this flow");
    }
  }
  for (const [path, call] of Object.entries(single)) {
    for (const locale of LOCALES) await check(`POST ${path} ${locale}`, 200, call(b, locale), envelope);
  }
  for (const [path, call] of Object.entries({ ...pair, ...batch, ...moments, ...placeless, ...skyward, ...gathering })) {
    for (const locale of LOCALES) await check(`POST ${path} ${locale}`, 200, call(locale), envelope);
  }
  // …and for births of other kinds: long ago (its dasha sequence over) and yet to come
  const edge: NewProfile[] = [
    { name: "Elder", gender: "male", date: "1850-06-15", time: "12:00", timezone: "Asia/Kolkata",
      location: "Varanasi", latitude: 25.3176, longitude: 82.9739 },
    { name: "Future", gender: "female", date: "2090-01-01", time: "08:00", timezone: "Asia/Kathmandu",
      location: "Kathmandu", latitude: 27.7172, longitude: 85.324 },
  ];
  for (const person of edge) {
    const p = await check(`POST /v1/profiles ${person.name}`, 201, keyed.POST("/v1/profiles", { body: person }), envelope);
    if (!p) continue;
    for (const [path, call] of Object.entries(single)) {
      await check(`POST ${path} ${person.name} ${person.date}`, 200, call(p.data.id), envelope);
    }
  }
  for (const division of ["D1", "D60"] as const) {
    await check(
      `POST /v1/chart-image ${division}`,
      200,
      keyed
        .POST("/v1/chart-image", { body: { ...one, division } })
        .then((r) => r as unknown as Reply<{ success: true }>),
      envelope,
    );
  }
  for (const period of ["daily", "weekly", "monthly", "yearly"] as const) {
    for (const calendar of ["ad", "bs"] as const) {
      await check(
        `POST /v1/rashifal ${period} ${calendar}`,
        200,
        keyed.POST("/v1/rashifal", { body: { ...one, period, calendar } }),
        envelope,
      );
    }
  }

  // By the birth data instead of a stored profile: each form of a body is its own type
  const asha = { date: "1995-05-12", time: "06:15", timezone: "Asia/Kathmandu", latitude: 27.7172, longitude: 85.324 };
  const ravi = { date: "1992-11-03", time: "19:40", timezone: "Asia/Kolkata", latitude: 25.3176, longitude: 82.9739 };
  await check("POST /v1/birth-chart by birth", 200, keyed.POST("/v1/birth-chart", { body: { birth: asha } }), envelope);
  await check("POST /v1/dasha by birth", 200, keyed.POST("/v1/dasha", { body: { birth: asha, levels: 2 } }), envelope);
  await check(
    "POST /v1/panchang by birth",
    200,
    keyed.POST("/v1/panchang", { body: { birth: asha, date: "2026-01-14" } }),
    envelope,
  );
  await check("POST /v1/matching by births", 200, keyed.POST("/v1/matching", { body: { bride: asha, groom: ravi } }), envelope);
  await check(
    "POST /v1/matching bride by birth",
    200,
    keyed.POST("/v1/matching", { body: { bride: asha, groomProfileId: g } }),
    envelope,
  );

  // The matching systems besides Ashtakoot
  for (const system of ["porutham", "dashakoot"] as const) {
    await check(`POST /v1/matching ${system}`, 200, keyed.POST("/v1/matching", { body: { ...couple, system } }), envelope);
  }

  // The panchang of a place (no profile), any day from 1800 to 2400
  for (const date of ["1850-06-15", "2023-08-01", "2400-12-31"]) {
    await check(
      `POST /v1/panchang Delhi ${date}`,
      200,
      keyed.POST("/v1/panchang", {
        body: { latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata", date, region: "in" },
      }),
      envelope,
    );
  }

  // The dasha systems, and Vimshottari to five levels from birth
  for (const system of ["yogini", "ashtottari", "chara"] as const) {
    await check(`POST /v1/dasha ${system}`, 200, keyed.POST("/v1/dasha", { body: { ...one, system } }), envelope);
  }
  // The reply's `system` tells the dasha shapes apart: narrowing on it reaches each one's fields
  // (this must compile under --strict).
  await check("POST /v1/dasha narrowed on system", 200, keyed.POST("/v1/dasha", { body: { ...one } }), (reply) => {
    const d = reply.data;
    if (d.system === "vimshottari") {
      const planet: string | undefined = d.currentMahaDasha?.planet;
      if (!planet) throw new Error("no current maha dasha");
      if (!d.settings.ayanamsa) throw new Error("no settings");
    } else {
      throw new Error(`system ${d.system}, expected vimshottari`);
    }
  });
  await check(
    "POST /v1/dasha levels 5 from birth",
    200,
    keyed.POST("/v1/dasha", { body: { ...one, levels: 5, from: "birth" } }),
    envelope,
  );

  // Reports: synchronous, then asynchronous (poll the job, download the PDF)
  const async = { header: { Prefer: "respond-async" as const } };
  const reports = {
    "/v1/report/kundli": {
      sync: () => keyed.POST("/v1/report/kundli", { body: one, parseAs: "arrayBuffer" }),
      later: () => keyed.POST("/v1/report/kundli", { body: one, params: async }),
    },
    "/v1/report/predictions": {
      sync: () => keyed.POST("/v1/report/predictions", { body: one, parseAs: "arrayBuffer" }),
      later: () => keyed.POST("/v1/report/predictions", { body: one, params: async }),
    },
    "/v1/report/compatibility": {
      sync: () => keyed.POST("/v1/report/compatibility", { body: couple, parseAs: "arrayBuffer" }),
      later: () => keyed.POST("/v1/report/compatibility", { body: couple, params: async }),
    },
    "/v1/report/varshaphal": {
      sync: () => keyed.POST("/v1/report/varshaphal", { body: { ...one, year: 2026 }, parseAs: "arrayBuffer" }),
      later: () => keyed.POST("/v1/report/varshaphal", { body: one, params: async }),
    },
  };
  for (const [path, queue] of TABLE) {
    if (queue === "pdf" && path !== undefined && !(path in reports)) fail(`POST ${path}`, "in the endpoint table, not in this flow");
  }
  for (const [path, report] of Object.entries(reports)) {
    await check(`POST ${path} sync`, 200, report.sync(), pdf);
    const accepted = await check(`POST ${path} Prefer: respond-async`, 202, report.later(), (r) => {
      if (typeof r === "string") throw new Error("a PDF where a job was expected");
      envelope(r);
    });
    if (accepted === undefined || typeof accepted === "string") continue;
    const id = accepted.data.jobId;
    const deadline = Date.now() + 180_000;
    let polls = 0;
    for (;;) {
      polls++;
      const { data } = await keyed.GET("/v1/jobs/{id}", { params: { path: { id } } });
      const state = data?.data.state;
      if (state === undefined || state === "done" || state === "failed" || Date.now() > deadline) break;
      await sleep(500);
    }
    const job = await check(`GET /v1/jobs/{id} (${polls} polls)`, 200, keyed.GET("/v1/jobs/{id}", { params: { path: { id } } }), envelope);
    if (!job) continue;
    if (job.data.state !== "done") {
      fail(`report job ${path}`, `state ${job.data.state}: ${String(job.data.error)}`);
      continue;
    }
    await check(
      `GET /v1/reports/{id} ${path}`,
      200,
      keyed.GET("/v1/reports/{id}", { params: { path: { id } }, parseAs: "arrayBuffer" }),
      pdf,
    );
  }

  // Guru: keyed (with a profile) and public (no key)
  const messages = [{ role: "user" as const, content: "How is my career looking this year?" }];
  await check("POST /v1/guru", 200, keyed.POST("/v1/guru", { body: { messages, profileId: b } }), (r) => {
    envelope(r);
    if (r.data.message.length === 0) throw new Error("empty answer");
  });
  await check("POST /v1/guru-public", 200, anon.POST("/v1/guru-public", { body: { messages } }), (r) => {
    envelope(r);
    if (r.data.remainingToday < 0) throw new Error(`remainingToday ${r.data.remainingToday}`);
  });

  // The groom's profile goes last (it served the couple endpoints)
  await check("DELETE /v1/profiles/{id} groom", 200, keyed.DELETE("/v1/profiles/{id}", { params: { path: { id: g } } }));
}

main()
  .catch((e: unknown) => fail("flow", e instanceof Error ? (e.stack ?? e.message) : String(e)))
  .finally(() => {
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  });
