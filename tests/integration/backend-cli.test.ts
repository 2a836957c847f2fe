/**
 * The backend as a command: start on a temporary data folder, `status` prints the env lines of
 * the running stack, SIGTERM stops it cleanly, `reset` re-creates the folder with the demo data.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, runCli, startCli } from '../helpers/backend-cli';
import { verifyAccessToken } from '../../backend/auth/jwt';
import { openDatabase } from '../../backend/db/database';
import { DEMO_EMAIL } from '../../backend/db/demo';

let dir: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streakwise-cli-'));
  dataDir = join(dir, 'db');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Each test spawns tsx and boots PGlite from disk: slow on a busy 2-core machine.
describe('backend CLI', { timeout: 120_000 }, () => {
  it('status fails with a message when nothing runs', () => {
    const result = runCli(['status', '--data', dataDir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not running/);
  });

  it('starts, reports its status, and stops cleanly on SIGTERM', async () => {
    const { child, output } = await startCli(['--data', dataDir, '--port', '0', '--no-demo']);
    try {
      expect(output()).toMatch(/API URL: +http:\/\/127\.0\.0\.1:\d+/);
      const status = runCli(['status', '--data', dataDir]);
      expect(status.status).toBe(0);
      const lines = Object.fromEntries(
        status.stdout
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      expect(Object.keys(lines)).toEqual(
        expect.arrayContaining(['API_URL', 'ANON_KEY', 'SERVICE_ROLE_KEY', 'JWT_SECRET']),
      );
      expect(await verifyAccessToken(lines.ANON_KEY, lines.JWT_SECRET)).toMatchObject({
        role: 'anon',
      });
      expect(await verifyAccessToken(lines.SERVICE_ROLE_KEY, lines.JWT_SECRET)).toMatchObject({
        role: 'service_role',
      });
      const health = await fetch(`${lines.API_URL}/auth/v1/health`);
      expect(health.status).toBe(200);
      // The secret is generated once per data folder and kept next to it.
      expect(existsSync(`${dataDir}.jwt-secret`)).toBe(true);
      // So is the status file (.local/status.json belongs to the default stack only).
      expect(existsSync(`${dataDir}.status.json`)).toBe(true);
      // And the VAPID key pair of reminders: status prints the public key browsers subscribe with.
      const vapid = JSON.parse(await readFile(`${dataDir}.vapid.json`, 'utf8')) as {
        publicKey: string;
      };
      expect(lines.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(lines.VAPID_PUBLIC_KEY).toBe(vapid.publicKey);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited(child)).toBe(0);
    expect(output()).toContain('stopping the backend');
    expect(existsSync(`${dataDir}.status.json`)).toBe(false);
    expect(existsSync(join(dir, 'status.json'))).toBe(false);
    expect(runCli(['status', '--data', dataDir]).status).toBe(1);
  });

  it('reset wipes the folder and re-creates schema, seed and demo account', async () => {
    const result = runCli(['reset', '--data', dataDir]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(DEMO_EMAIL);
    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.habit_metadata h join auth.users u on u.id = h.created_by where u.email = $1`,
        [DEMO_EMAIL],
      );
      expect(rows[0].n).toBe(3);
    } finally {
      await db.close();
    }
  });

  it('refuses bad options with a usage message', () => {
    const result = runCli(['--port', 'abc']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage:');
  });
});
