/**
 * Where a Loop file is read (docs/loop-import.md): in a Web Worker, and on the page only when no
 * worker can be created. jsdom has no Worker; these stand in for the browser's, one that starts
 * and then dies (as a worker out of memory does) and one that cannot be created.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLoopCsvZip } from '@/lib/loop-import/loop-fixtures.test-util';
import { readLoopFileForImport } from './loop-file';

const TODAY = '2025-03-20';
const csvZip = () =>
  buildLoopCsvZip([{ id: 1, name: 'Run', entries: [{ date: '2025-03-01', value: 2 }] }]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readLoopFileForImport', () => {
  it('ends with a message when the started worker fails, and does not read the file again on the page', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onerror: ((event: Event) => void) | null = null;
        onmessage: ((event: MessageEvent) => void) | null = null;
        onmessageerror: ((event: Event) => void) | null = null;
        constructor(url: URL) {
          started.push(url.pathname.split('/').pop() ?? '');
        }
        postMessage() {
          setTimeout(() => this.onerror?.(new Event('error')), 0);
        }
        terminate() {}
      },
    );
    const progress = vi.fn();
    const result = await readLoopFileForImport(csvZip(), TODAY, progress);
    expect(started).toEqual(['loop-worker.ts']);
    expect(result).toEqual({ ok: false, reason: 'worker-failed' });
    // The page's own read would have reported its first step.
    expect(progress).not.toHaveBeenCalled();
  });

  it('reads the file on the page when no worker can be created', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new TypeError('module workers are not supported');
        }
      },
    );
    const progress = vi.fn();
    const result = await readLoopFileForImport(csvZip(), TODAY, progress);
    expect(result.ok && result.preview.habits.map((h) => h.name)).toEqual(['Run']);
    expect(progress).toHaveBeenLastCalledWith(1, 'ready');
  });
});
