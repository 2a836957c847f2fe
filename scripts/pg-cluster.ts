/**
 * A throw-away PostgreSQL cluster for `npm run test:postgres` (and anyone who wants one): initdb in
 * a temporary folder, a free port on 127.0.0.1, trust authentication (nothing but this machine can
 * reach it), stopped and removed by stop(). Uses Debian's binaries (postgresql-15:
 * /usr/lib/postgresql/15/bin), or PG_BIN. Postgres refuses to run as root, so as root the cluster
 * belongs to the `postgres` user (the package creates it) and its commands run through runuser.
 * Settings match PGlite where they matter to results (UTC, C collation, UTF-8) and trade
 * durability for speed (fsync off), as nothing in it outlives the run.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import getPort from 'get-port';

const run = promisify(execFile);

export const DEFAULT_PG_BIN = '/usr/lib/postgresql/15/bin';

export interface Cluster {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:5433/postgres */
  url: string;
  port: number;
  dir: string;
  /** Stops the server and removes the cluster. */
  stop(): Promise<void>;
  /** Stops the server only (fast shutdown: connections are cut), keeping the cluster. */
  stopServer(): Promise<void>;
  /** Starts it again after stopServer, on the same port. */
  startServer(): Promise<void>;
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', name]).then((r) => Number(r.stdout.trim())),
    run('id', ['-g', name]).then((r) => Number(r.stdout.trim())),
  ]);
  return { uid, gid };
}

export async function startCluster(
  opts: { bin?: string; maxConnections?: number } = {},
): Promise<Cluster> {
  const bin = opts.bin ?? process.env.PG_BIN ?? DEFAULT_PG_BIN;
  if (!existsSync(join(bin, 'initdb'))) {
    throw new Error(
      `No PostgreSQL binaries in ${bin}. Install Debian's postgresql-15 (apt-get install postgresql-15) or set PG_BIN.`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'streakwise-pg-'));
  const data = join(dir, 'data');
  const exec = (cmd: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
          env: { ...process.env, TZ: 'UTC' },
        })
      : run(join(bin, cmd), args, { env: { ...process.env, TZ: 'UTC' } });
  let started = false;
  try {
    if (asRoot) {
      const { uid, gid } = await userIds('postgres');
      await chown(dir, uid, gid);
    }
    await exec('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--lc-ctype=C.UTF-8',
      '--no-sync',
    ]);
    const port = await getPort({ host: '127.0.0.1' });
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      `-c listen_addresses=127.0.0.1`,
      `-c timezone=UTC`,
      `-c max_connections=${opts.maxConnections ?? 200}`,
      `-c fsync=off`,
      `-c synchronous_commit=off`,
      `-c full_page_writes=off`,
    ].join(' ');
    const startServer = async () => {
      await exec('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
    };
    await startServer();
    started = true;
    let stopped: Promise<void> | undefined;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      startServer,
      async stopServer() {
        await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      },
      stop() {
        stopped ??= (async () => {
          await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(
            () => undefined,
          );
          await rm(dir, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  } catch (error) {
    if (started)
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
