/**
 * ESLint rule `local/file-name` (eslint.config.js): file and folder names under src/ are
 * kebab-case (`habit-day.ts`, `use-logout.test.tsx`, `time-zone.test-util.ts`, `vite-env.d.ts`),
 * and every file in src/hooks is a hook module named `use-*`. A small local rule rather than a
 * plugin: eslint-plugin-check-file would bring six packages for this, eslint-plugin-unicorn three
 * hundred rules, and neither knows the hook convention without a glob of its own.
 * scripts/lint-rules.test.ts plants violations and runs it over the real files.
 */
import { relative, sep } from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What is wrong with a path under src/ (relative to the repository, `/`-separated), or null.
 * Every folder name and every dot-separated part of the file name must be kebab-case.
 */
export function fileNameProblem(path) {
  const parts = path.split('/');
  if (parts[0] !== 'src') return null;
  const folders = parts.slice(1, -1);
  const file = parts[parts.length - 1];
  const badFolder = folders.find((f) => !KEBAB.test(f));
  if (badFolder) return `Folder "${badFolder}" is not kebab-case (lower-case words joined by -).`;
  if (!file.split('.').every((p) => KEBAB.test(p)))
    return `File name "${file}" is not kebab-case (lower-case words joined by -, e.g. habit-day.ts).`;
  if (folders[0] === 'hooks' && !file.startsWith('use-'))
    return `"${file}": files in src/hooks are hooks named use-*.ts (use-logout.ts).`;
  return null;
}

/** @type {import('eslint').ESLint.Plugin} */
export const localRules = {
  rules: {
    'file-name': {
      meta: {
        type: 'suggestion',
        docs: { description: 'kebab-case file and folder names under src/, use-* in src/hooks' },
        schema: [],
      },
      create(context) {
        return {
          Program(node) {
            const path = relative(context.cwd, context.physicalFilename).split(sep).join('/');
            const problem = fileNameProblem(path);
            if (problem) context.report({ node, message: problem });
          },
        };
      },
    },
  },
};
