/**
 * REST latency while the Auth server checks passwords: a one-row REST read timed one at a time,
 * first idle, then while 12 sign-ins at the real bcrypt cost (10) run concurrently. bcrypt runs on
 * a worker thread (backend/auth/bcrypt-pool.ts), so the read should barely notice; with bcrypt on
 * the event loop, six concurrent sign-ins pushed the same read from about 1.6 ms to 328 ms.
 * Target: REST p50 during the sign-ins under 25 ms.
 *
 * `benchSignInLoad()` returns the figures for bench/run.ts; `npx tsx bench/sign-in-load.ts`
 * prints them.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createTestClient, createTestUser, startTestBackend } from '../tests/helpers/backend';
import { percentile } from './rest';

export const SIGN_IN_LOAD_TARGET_MS = 25;

export interface SignInLoadResult {
  idleP50: number;
  duringP50: number;
  duringP95: number;
  readsDuring: number;
  signIns: number;
  signInsPerSecond: number;
  ok: boolean;
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function benchSignInLoad(signIns = 12): Promise<SignInLoadResult> {
  const backend = await startTestBackend({ bcryptCost: 10 });
  try {
    const user = await createTestUser(backend, 'sign-in-load@example.com', 'bench-password-1');
    const url = `${backend.url}/rest/v1/habit_template?select=id&limit=1`;
    const headers = {
      apikey: backend.anonKey,
      authorization: `Bearer ${user.session.access_token}`,
    };
    const read = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`GET habit_template: ${res.status}`);
      await res.arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await read();
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push(await read());

    let done = false;
    const started = performance.now();
    const load = Promise.all(
      Array.from({ length: signIns }, async () => {
        const { error } = await createTestClient(backend).auth.signInWithPassword({
          email: user.email,
          password: user.password,
        });
        if (error) throw error;
      }),
    ).finally(() => {
      done = true;
    });
    const during: number[] = [];
    while (!done) during.push(await read());
    await load;
    const seconds = (performance.now() - started) / 1000;

    idle.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const duringP50 = round(percentile(during, 50));
    return {
      idleP50: round(percentile(idle, 50)),
      duringP50,
      duringP95: round(percentile(during, 95)),
      readsDuring: during.length,
      signIns,
      signInsPerSecond: round(signIns / seconds),
      ok: duringP50 < SIGN_IN_LOAD_TARGET_MS,
    };
  } finally {
    await backend.stop();
  }
}

export function formatSignInLoad(r: SignInLoadResult): string {
  return [
    `REST read p50 idle                         ${r.idleP50.toFixed(2)} ms`,
    `REST read p50 / p95 during ${r.signIns} sign-ins     ${r.duringP50.toFixed(2)} ms / ${r.duringP95.toFixed(2)} ms (${r.readsDuring} reads; target p50 < ${SIGN_IN_LOAD_TARGET_MS} ms) ${r.ok ? 'PASS' : 'OVER'}`,
    `sign-ins at bcrypt cost 10                 ${r.signInsPerSecond} per second`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchSignInLoad();
  console.log(formatSignInLoad(result));
  process.exitCode = result.ok ? 0 : 1;
}
