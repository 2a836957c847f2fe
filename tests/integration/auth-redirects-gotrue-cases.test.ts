/**
 * Supabase Auth's (GoTrue's) own redirect cases, from tests/fixtures/gotrue-redirect-cases.json
 * (its header names the repository, commit and Go tests they come from), run through the local
 * backend's real endpoints: a backend per site URL and allow list (one database, restarted with
 * each configuration as after an edit of config.toml), then per case a recovery request with the case's `redirect_to` (the mailed link carries GetReferrer's choice) and
 * `GET /verify` with the mailed token and the same `redirect_to` (the 303 Location), each
 * expected as GoTrue's test expects it. Cases that cannot apply here are listed in the fixture's
 * `omitted`, with the reason, rather than skipped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from '../fixtures/gotrue-redirect-cases.json';
import {
  createTestDatabase,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

interface GoTrueCase {
  test: string;
  desc: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  redirectTo: string;
  /** IsRedirectURLValid's answer: the site URL is used instead when false. */
  valid?: boolean;
  /** GetReferrer's answer. */
  expected?: string;
  /** Part of verify's 303 Location. */
  locationContains?: string;
  /** The host of verify's 303 Location. */
  locationHost?: string;
}

const cases: GoTrueCase[] = fixture.cases;

/** The cases grouped by the backend configuration they need, in the fixture's order. */
const configs = new Map<string, GoTrueCase[]>();
for (const c of cases) {
  const key = JSON.stringify([c.siteUrl, c.additionalRedirectUrls]);
  configs.set(key, [...(configs.get(key) ?? []), c]);
}

let passed = 0;

/**
 * The database every backend of this file opens in turn: a PGlite data folder, or with
 * `npm run test:postgres` a database on its server (migrated once, by the first backend).
 */
let store: { dataDir: string } | { databaseUrl: string };
let dropStore: () => Promise<void>;
beforeAll(async () => {
  const server = process.env.STREAKWISE_TEST_DATABASE_URL;
  if (server) {
    const database = await createTestDatabase(server);
    store = { databaseUrl: database.url };
    dropStore = database.drop;
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'streakwise-gotrue-cases-'));
    store = { dataDir };
    dropStore = () => rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await dropStore?.();
});

/** The mailed link's redirect_to and token after POST /recover?redirect_to=... (200 asserted). */
async function recover(backend: TestBackend, redirectTo: string) {
  const { email } = await createTestUser(backend);
  const res = await fetch(
    `${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    },
  );
  expect(res.status).toBe(200);
  const mails = backend.mailbox.list(email);
  expect(mails).toHaveLength(1);
  const link = new URL(mails[0].links[0]);
  return { chosen: link.searchParams.get('redirect_to')!, token: link.searchParams.get('token')! };
}

/** GET /verify?type=recovery&token=...&redirect_to=...: the 303 Location. */
async function verify(backend: TestBackend, token: string, redirectTo: string): Promise<string> {
  const res = await fetch(
    `${backend.url}/auth/v1/verify?type=recovery&token=${token}&redirect_to=${encodeURIComponent(redirectTo)}`,
    { redirect: 'manual' },
  );
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

for (const [key, group] of configs) {
  const [siteUrl, allowList] = JSON.parse(key) as [string, string[]];
  describe(`site_url ${siteUrl}, additional_redirect_urls ${JSON.stringify(allowList)}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend({ ...store, siteUrl, additionalRedirectUrls: allowList });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it.each(group)('$test: $desc ($redirectTo)', async (c) => {
      const { chosen, token } = await recover(backend, c.redirectTo);
      if (c.valid !== undefined) expect(chosen).toBe(c.valid ? c.redirectTo : c.siteUrl);
      if (c.expected !== undefined) expect(chosen).toBe(c.expected);
      expect([c.redirectTo, c.siteUrl]).toContain(chosen);

      const location = await verify(backend, token, c.redirectTo);
      // GoTrue appends '#' and the session to the chosen URL as it is (AsRedirectURL).
      expect(location.startsWith(`${chosen}#`), location).toBe(true);
      const session = new URLSearchParams(location.slice(chosen.length + 1));
      expect(session.get('access_token')).toBeTruthy();
      expect(session.get('type')).toBe('recovery');
      if (c.locationContains !== undefined) expect(location).toContain(c.locationContains);
      if (c.locationHost !== undefined) expect(new URL(location).hostname).toBe(c.locationHost);
      passed++;
    });
  });
}

describe("all of GoTrue's cases", () => {
  it('pass', () => {
    console.log(`GoTrue redirect cases: ${passed}/${cases.length} pass`);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(passed).toBe(cases.length);
  });
});
