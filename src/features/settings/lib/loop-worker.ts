/// <reference lib="webworker" />
/**
 * The Web Worker that reads a Loop Habit Tracker file off the page's thread (loop-file.ts starts
 * it): SQLite and unzip work on a 10-year backup takes long enough to freeze a phone's page.
 */
import { readLoopBytes, type LoopWorkerMessage, type LoopWorkerRequest } from './loop-file';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<LoopWorkerRequest>) => {
  const { bytes, today } = event.data;
  const post = (message: LoopWorkerMessage) => scope.postMessage(message);
  const result = await readLoopBytes(bytes, today, (fraction, step) =>
    post({ type: 'progress', fraction, step }),
  );
  post({ type: 'done', result });
};
