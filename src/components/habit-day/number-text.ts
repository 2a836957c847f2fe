/**
 * Numbers of a habit-day as the active language writes them (src/lib/i18n/format.ts): a number
 * question's value and target ("2.5" in English, "2,5" in German) and a score with its sign
 * ("+10", "-3", "0"). Every decimal kept and no grouping, so English shows what `String` showed
 * ("1000000000", "0.30000000000000004") and what is shown in the field reads back the same.
 */
import { formatNumber } from '@/lib/i18n/format';

const EXACT = { maximumFractionDigits: 20, useGrouping: false } as const;

/** A value or a target: "2.5", "2,5". */
export const numberText = (n: number) => formatNumber(n, EXACT);

/** A score with its sign: "+10", "-3", "0". */
export const signedText = (n: number) => formatNumber(n, { ...EXACT, signDisplay: 'exceptZero' });
