/** Types of scripts/eslint-file-name.js (plain JS: eslint.config.js imports it directly). */
import type { ESLint } from 'eslint';

export function fileNameProblem(path: string): string | null;
export const localRules: ESLint.Plugin;
