/**
 * What bench/run.ts prints and saves: a bench's figures, each with its target and PASS/OVER, or
 * `quick` in the quick mode (small sizes, no budget checked; see bench/run.ts).
 */

export interface Figure {
  name: string;
  value: number;
  /** 'score': a 0 to 1 Lighthouse score; 'number': unitless (CLS); 'check': 1 yes, 0 no. */
  unit: 'ms' | 's' | 'KB' | 'x' | 'req/s' | 'score' | 'number' | 'check';
  /** e.g. "<= 2x"; null for a figure reported without a target (and in the quick mode). */
  target: string | null;
  /** null when there is no target, or in the quick mode. */
  ok: boolean | null;
  detail?: string;
  /** Measured in the quick mode: small sizes, the full run's target not applied. */
  quick?: true;
}

export interface BenchOutcome {
  bench: string;
  durationMs: number;
  figures: Figure[];
  error?: string;
  notes: string[];
}

export interface BenchContext {
  /** `--quick`: small sizes, each bench once, to show it still runs (CI). */
  quick: boolean;
  figures: Figure[];
  notes: string[];
  /** Prints a line now (figures are printed as they come, the summary at the end). */
  log(line: string): void;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function formatValue(f: Pick<Figure, 'value' | 'unit'>): string {
  switch (f.unit) {
    case 'ms':
      return `${f.value.toFixed(1)} ms`;
    case 's':
      return `${f.value.toFixed(2)} s`;
    case 'KB':
      return `${f.value.toFixed(1)} KB`;
    case 'x':
      return `${f.value.toFixed(2)}x`;
    case 'req/s':
      return `${f.value.toFixed(0)} req/s`;
    case 'score':
      return f.value.toFixed(2);
    case 'number':
      return f.value.toFixed(3);
    case 'check':
      return f.value ? 'yes' : 'no';
  }
}

const status = (f: Figure) =>
  f.ok === null ? (f.quick ? 'quick' : 'info') : f.ok ? 'PASS' : 'OVER';

export function figureLine(f: Figure): string {
  return `  ${status(f).padEnd(5)}  ${f.name.padEnd(80)} ${formatValue(f).padStart(12)}  ${f.target ? `(target ${f.target})` : ''}${f.detail ? `  ${f.detail}` : ''}`;
}

/**
 * The quick mode's figures: small sizes say nothing against the full run's budgets, so a figure
 * keeps no target. A check (yes/no, e.g. Lighthouse's installability) is not a budget: it holds.
 */
export function asQuick(f: Figure): Figure {
  return f.unit === 'check' ? f : { ...f, target: null, ok: null, quick: true };
}
