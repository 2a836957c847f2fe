/**
 * No import circle in src, types included. ESLint's import-x/no-cycle (eslint.config.js) refuses
 * a circle of run-time imports; it passes over `import type`, and a circle through types still
 * ties two modules together for a reader (the habit form's rules and values, the reorder dialog
 * and its rows were one such). This reads every import of src with TypeScript's own scanner
 * (static, `import type`, `export ... from`, dynamic `import()`) and looks for strongly connected
 * modules.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The module a specifier of `from` names (`@/` is src/), or null for a package or a stylesheet. */
function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.'))
    base = posix.normalize(posix.join(posix.dirname(from), specifier));
  else return null;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (files.has(base + ext)) return base + ext;
  return files.has(base) ? base : null;
}

/** The circles of a graph: its strongly connected sets of more than one module (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const members: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.push(w);
      } while (w !== v);
      if (members.length > 1) cycles.push(members.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

function srcGraph(): Map<string, string[]> {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && existsSync(posix.join(ROOT, f)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(posix.join(ROOT, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    graph.set(
      file,
      importedFiles
        .map((f) => resolveImport(file, f.fileName, known))
        .filter((f): f is string => f !== null),
    );
  }
  return graph;
}

describe('import circles', () => {
  it('src has none, types included', () => {
    const graph = srcGraph();
    expect(graph.size).toBeGreaterThan(300);
    // The scanner sees type-only imports too (one module of many).
    expect(graph.get('src/components/habit-form/habit-form-values.ts')).toContain(
      'src/components/habit-form/habit-form-schema.ts',
    );
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a circle, through types or not, and nothing in a one-way chain', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
    // A type-only import counts: `import type` is read as an import.
    const { importedFiles } = ts.preProcessFile("import type { X } from './x';\n", true, true);
    expect(importedFiles.map((f) => f.fileName)).toEqual(['./x']);
  });
});
