/**
 * The project's own ESLint rules (eslint.config.js) catch what they are meant to: a query key
 * spelled outside the query layer (src/api/*-queries.ts) and a write that invalidates every query
 * instead of the keys it touched. Each case lints a small source text as if it were a file of the
 * repository, through ESLint's Node API and the real config.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-syntax messages ESLint reports for `code` as the file `name` in `folder`. */
async function restricted(code: string, folder: string, name: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${folder}/${name}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const HEADER = `import { useQuery, useQueryClient } from '@tanstack/react-query';\n`;

const spelledKey = `${HEADER}export function useList() {
  return useQuery({ queryKey: ['habit_metadata', 'list'], queryFn: async () => [] });
}
`;
const invalidateSpelled = `${HEADER}export function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['habit_metadata'] });
}
`;
const invalidateAll = `${HEADER}export function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
`;
const invalidateAllStale = `${HEADER}export function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ refetchType: 'none' });
}
`;
const throughTheLayer = `${HEADER}import { habitKeys, habitQueries } from '@/api/habit-metadata-queries';
export function useList() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: habitKeys.all });
  return { list: useQuery(habitQueries.list()), refresh };
}
`;

describe('lint rules of the query layer', () => {
  it('refuses a query key spelled in a feature', async () => {
    expect(await restricted(spelledKey, 'src/features/templates/api', 'fixture.ts')).toEqual([
      expect.stringMatching(/^Spell no query key outside src\/api/),
    ]);
    expect(await restricted(invalidateSpelled, 'src/features/insights/api', 'fixture.ts')).toEqual([
      expect.stringMatching(/^Spell no query key outside src\/api/),
    ]);
  });

  it('refuses a spelled key in shared code outside src/api and in tests', async () => {
    expect(await restricted(spelledKey, 'src/lib/offline', 'fixture.ts')).toHaveLength(1);
    expect(
      await restricted(spelledKey, 'src/features/templates/api', 'fixture.test.ts'),
    ).toHaveLength(1);
  });

  it('refuses invalidating every query outside src/api', async () => {
    for (const code of [invalidateAll, invalidateAllStale]) {
      expect(await restricted(code, 'src/features/settings/components', 'fixture.tsx')).toEqual([
        expect.stringMatching(/^Invalidate the keys the write touched/),
      ]);
    }
  });

  it('allows keys in the query layer and reads through it', async () => {
    expect(await restricted(spelledKey, 'src/api', 'fixture-queries.ts')).toEqual([]);
    expect(await restricted(invalidateSpelled, 'src/api', 'fixture-queries.ts')).toEqual([]);
    expect(await restricted(throughTheLayer, 'src/features/templates/api', 'fixture.ts')).toEqual(
      [],
    );
  });
});
