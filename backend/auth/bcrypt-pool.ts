/**
 * A small pool of worker threads running bcryptjs (bcrypt-worker.mjs). bcrypt at cost 10 takes
 * about 60 ms of CPU; on the event loop that stalls every other request (REST reads wait behind
 * each sign-in), so hashing and comparing run here instead. Workers start on first use, one per
 * core but one (at most four), and hold the process open only while they have work.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Task =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'compare'; password: string; hash: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

const WORKER_URL = new URL('./bcrypt-worker.mjs', import.meta.url);
// One core is left to the event loop (and PGlite on it): on 2 cores, one bcrypt worker.
const SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));
const workers: PoolWorker[] = [];
let nextId = 1;

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(WORKER_URL), pending: new Map() };
  const fail = (error: Error) => {
    const index = workers.indexOf(entry);
    if (index !== -1) workers.splice(index, 1);
    for (const p of entry.pending.values()) p.reject(error);
    entry.pending.clear();
  };
  entry.worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
    const p = entry.pending.get(msg.id);
    if (!p) return;
    entry.pending.delete(msg.id);
    if (entry.pending.size === 0) entry.worker.unref();
    if (msg.error !== undefined) p.reject(new Error(msg.error));
    else p.resolve(msg.result);
  });
  entry.worker.on('error', fail);
  entry.worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)));
  entry.worker.unref();
  workers.push(entry);
  return entry;
}

function run(task: Task): Promise<unknown> {
  // The least busy worker, or a new one while the pool is not full.
  let target = workers.reduce<PoolWorker | undefined>(
    (best, w) => (!best || w.pending.size < best.pending.size ? w : best),
    undefined,
  );
  if (!target || (target.pending.size > 0 && workers.length < SIZE)) target = startWorker();
  const id = nextId++;
  const chosen = target;
  return new Promise((resolve, reject) => {
    chosen.pending.set(id, { resolve, reject });
    chosen.worker.ref();
    chosen.worker.postMessage({ id, ...task });
  });
}

export async function bcryptHash(password: string, cost: number): Promise<string> {
  return (await run({ op: 'hash', password, cost })) as string;
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) as boolean;
}
