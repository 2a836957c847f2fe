/**
 * The benches bench/run.ts runs, by name, with their titles and sizes: each calls its bench/*.ts
 * at the full size or, in the quick mode (`--quick`, CI), at a small one, and turns the result
 * into figures with their targets (bench/backend-benches.ts: no browser; bench/browser-benches.ts:
 * the production build and Chromium; bench/scale.ts: real PostgreSQL).
 */
import {
  coldStartBench,
  liveBench,
  loopImportBench,
  offlineReplayBench,
  restBench,
  signInLoadBench,
} from './backend-benches';
import {
  habitPageBench,
  habitsBench,
  lighthouseBench,
  loginBundleBench,
  tapLatencyBench,
} from './browser-benches';
import type { BenchContext } from './report';
import { scaleBench } from './scale';

export interface Bench {
  title: string;
  /** What a full run and a quick one measure, for the header line. */
  sizes: { full: string; quick: string };
  run: (ctx: BenchContext) => Promise<void>;
}

export const BENCHES: Record<string, Bench> = {
  rest: {
    title: 'REST overhead vs direct SQL',
    sizes: { full: '300 runs each', quick: '20 runs each' },
    run: restBench,
  },
  'cold-start': {
    title: 'Backend cold start',
    sizes: { full: '3 starts', quick: '1 start' },
    run: coldStartBench,
  },
  'sign-in': {
    title: 'REST latency during concurrent sign-ins',
    sizes: { full: '12 sign-ins', quick: '4 sign-ins' },
    run: signInLoadBench,
  },
  'login-bundle': {
    title: 'Login page JavaScript budget',
    sizes: { full: 'one production build', quick: 'one production build' },
    run: loginBundleBench,
  },
  habits: {
    title: 'Habits on the server and in Chromium',
    sizes: {
      full: 'seed:large, 50 habits in 8 groups x 5 years',
      quick: '5 habits in 2 groups x 60 days',
    },
    run: habitsBench,
  },
  'habit-page': {
    title: 'Habit page of a 10-year habit beside a 1-year one (Chromium)',
    sizes: { full: '10 loads each', quick: '2 loads each' },
    run: habitPageBench,
  },
  'offline-replay': {
    title: 'Offline replay of queued habit-days',
    sizes: { full: '200 habit-days', quick: '10 habit-days' },
    run: offlineReplayBench,
  },
  live: {
    title: 'Live updates over Realtime',
    sizes: {
      full: '200 saves; 200 sockets held 60 s',
      quick: '20 saves; 20 sockets held 5 s',
    },
    run: liveBench,
  },
  'loop-import': {
    title: 'Import from Loop, on PGlite and on PostgreSQL 15',
    sizes: { full: '30 habits x 10 years', quick: '3 habits x 60 days' },
    run: loopImportBench,
  },
  scale: {
    title: 'One user among 1,000 on real PostgreSQL',
    sizes: { full: '1,000 users x 10 habits x 365 days', quick: '20 users x 10 habits x 365 days' },
    run: scaleBench,
  },
  'tap-latency': {
    title: 'Tap to updated total on home (Chromium)',
    sizes: { full: '60 taps', quick: '5 taps' },
    run: tapLatencyBench,
  },
  lighthouse: {
    title: 'Lighthouse: landing, login, signed-in home (mobile); installability',
    sizes: { full: '5 runs per page', quick: '1 run per page' },
    run: lighthouseBench,
  },
};
export const ALIASES: Record<string, string> = {
  page: 'habit-page',
  cold: 'cold-start',
  login: 'login-bundle',
  bundle: 'login-bundle',
  offline: 'offline-replay',
  replay: 'offline-replay',
  loop: 'loop-import',
  tap: 'tap-latency',
  lh: 'lighthouse',
};
