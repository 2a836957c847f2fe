/**
 * The backend as a command (`npm run backend`, backend/cli.ts), run the way a developer runs it:
 * through tsx in a child process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../backend/db/database';

const TSX = join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
const CLI = join(ROOT_DIR, 'backend', 'cli.ts');

/** Runs the CLI to its end (status, reset, usage errors). */
export function runCli(args: string[]) {
  return spawnSync(TSX, [CLI, ...args], { cwd: ROOT_DIR, encoding: 'utf8', timeout: 60_000 });
}

/** Starts the CLI and resolves once it is ready (or rejects with its output when it exits). */
export function startCli(args: string[]): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(TSX, [CLI, ...args], { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      if (out.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}:\n${out}`));
    });
  });
}

/** Resolves with the child's exit code once it has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}
