// bcrypt for the local Auth server, run on a worker thread (backend/auth/bcrypt-pool.ts) so a
// sign-in never blocks the event loop. Plain JavaScript: it loads the same way under tsx, vitest
// and node, with no TypeScript loader in the worker.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', (task) => {
  try {
    const result =
      task.op === 'hash'
        ? bcrypt.hashSync(task.password, task.cost)
        : bcrypt.compareSync(task.password, task.hash);
    parentPort.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: String(error?.message ?? error) });
  }
});
