/**
 * `npm run bench`: every benchmark of the project in sequence, each figure with its target and
 * PASS/OVER, and a JSON summary in bench/.out/results.json. Exits 1 when a target is missed or a
 * bench fails (after printing everything), so it is a real check.
 *
 *   npm run bench                      all of them (several minutes on 2 cores)
 *   npm run bench -- rest cold-start   only the named ones (see BENCHES in bench/benches.ts)
 *   npm run bench -- --quick           the quick mode (also BENCH_QUICK=1): every bench once at a
 *                                      small size (bench/benches.ts), its figures printed and
 *                                      marked `quick`, no budget checked; exits 1 only when a
 *                                      bench throws (or a yes/no check fails). CI runs it
 *                                      (.ci/run), so a change that breaks a bench fails CI.
 *                                      Results in bench/.out/results-quick.json.
 *
 * Benches: REST overhead vs direct SQL (bench/rest.ts), backend cold start (bench/cold-start.ts),
 * the login page's JavaScript (tests/e2e/login-bundle.ts on a production build), habits at
 * seed:large size on the server and in Chromium (bench/habits.ts), offline replay of 200
 * habit-days (bench/offline-replay.ts), tap to updated total on home in Chromium
 * (bench/tap-latency.ts), preview and import of a 10-year Loop Habit Tracker backup
 * (bench/loop-import.ts), Lighthouse scores of landing, login and signed-in home with the PWA
 * installability checks (bench/lighthouse.ts), REST latency during concurrent sign-ins at bcrypt
 * cost 10 (bench/sign-in-load.ts), one user's reads among 1,000 users on real PostgreSQL
 * (bench/scale.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ALIASES, BENCHES } from './benches';
import { type BenchContext, type BenchOutcome, asQuick, figureLine, round } from './report';
import { OUT_DIR } from './support';

const QUICK_FLAG = '--quick';

async function main(argv: string[]): Promise<number> {
  const flags = argv.filter((a) => a.startsWith('-'));
  const badFlags = flags.filter((f) => f !== QUICK_FLAG);
  if (badFlags.length) {
    console.error(`Unknown option ${badFlags.join(', ')}. The only option is ${QUICK_FLAG}.`);
    return 2;
  }
  const quick = flags.includes(QUICK_FLAG) || process.env.BENCH_QUICK === '1';
  const requested = argv.filter((a) => !a.startsWith('-')).map((a) => ALIASES[a] ?? a);
  const unknown = requested.filter((n) => !(n in BENCHES));
  if (unknown.length) {
    console.error(
      `Unknown bench ${unknown.join(', ')}. Available: ${Object.keys(BENCHES).join(', ')}`,
    );
    return 2;
  }
  const names = requested.length ? [...new Set(requested)] : Object.keys(BENCHES);
  const startedAt = new Date();
  const t0 = performance.now();
  const outcomes: BenchOutcome[] = [];
  if (quick)
    console.log('Quick mode: each bench once at a small size; figures are not held to budgets.');

  for (const name of names) {
    const { title, sizes, run } = BENCHES[name];
    console.log(`\n=== ${name}: ${title} (${quick ? `quick: ${sizes.quick}` : sizes.full}) ===`);
    const ctx: BenchContext = {
      quick,
      figures: [],
      notes: [],
      log: (line) => console.log(line),
    };
    const started = performance.now();
    let error: string | undefined;
    try {
      await run(ctx);
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
      console.error(`${name} failed: ${error}`);
    }
    const durationMs = Math.round(performance.now() - started);
    const figures = quick ? ctx.figures.map(asQuick) : ctx.figures;
    for (const f of figures) console.log(figureLine(f));
    for (const n of ctx.notes) console.log(`  note: ${n}`);
    console.log(`  (${name} took ${(durationMs / 1000).toFixed(1)} s)`);
    outcomes.push({ bench: name, durationMs, figures, error, notes: ctx.notes });
  }

  const durationMs = Math.round(performance.now() - t0);
  const checked = outcomes.flatMap((o) => o.figures.filter((f) => f.ok !== null));
  const over = checked.filter((f) => f.ok === false);
  const failed = outcomes.filter((o) => o.error);
  const ok = over.length === 0 && failed.length === 0;

  console.log(`\n=== Summary: ${quick ? 'quick mode' : 'figures with a target'} ===`);
  for (const o of outcomes) {
    if (o.error) console.log(`  FAIL   ${o.bench}: ${o.error.split('\n')[0]}`);
    for (const f of o.figures.filter((x) => x.ok !== null)) console.log(figureLine(f));
  }
  console.log(
    `  ${outcomes.map((o) => `${o.bench} ${(o.durationMs / 1000).toFixed(1)} s`).join(', ')}; total ${(durationMs / 1000).toFixed(1)} s`,
  );
  const checks = quick ? `${checked.length} checks` : `${checked.length} targets`;
  console.log(
    ok
      ? quick
        ? `Quick mode: ${outcomes.length} bench(es) ran, ${checks} held; no budget checked.`
        : `All ${checks} met.`
      : `${over.length} of ${checks} missed${failed.length ? `, ${failed.length} bench(es) failed` : ''}.`,
  );

  const resultsFile = join(OUT_DIR, quick ? 'results-quick.json' : 'results.json');
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        durationMs,
        quick,
        ok,
        machine: {
          node: process.version,
          cpus: cpus().length,
          loadavg: loadavg().map((n) => round(n, 2)),
        },
        benches: outcomes,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results written to ${resultsFile}`);
  return ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  // Exit explicitly: a bench's leftovers (a pending socket, a worker) must not keep it running.
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
