/**
 * Pure helpers of the templates page: the template rows joined with their questions and
 * consequences, split into starters and own, and the words a card shows for each rule (in the
 * active language: called while the card renders, which re-renders on a change of language).
 */
import { plural, t } from '@lingui/core/macro';
import type { ConsequenceTemplate } from '@/api/templates';
import type { TemplateTree } from '@/api/template-trees';

// The join and the day's maximum are shared with addhabit's suggestions (src/api/template-trees.ts).
export { buildTemplateTrees, maxDailyScore, type TemplateTree } from '@/api/template-trees';

export interface TemplateLists {
  starters: TemplateTree[];
  own: TemplateTree[];
}

/** A score with its sign, as the answer buttons show it: +5, 0, -10. */
export function formatScore(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}

/** When a rule fires, in words, in the active language: "After 2 missed days in a row". */
export function describeTrigger(
  consequence: Pick<ConsequenceTemplate, 'trigger_type' | 'threshold'>,
): string {
  const n = consequence.threshold;
  switch (consequence.trigger_type) {
    case 'missed_days':
      return plural(n, {
        one: 'After # missed day in a row',
        other: 'After # missed days in a row',
      });
    case 'weekly_score_below':
      return t`When a finished week scores below ${n} % of its maximum`;
    case 'streak_reached':
      return plural(n, { one: 'At a streak of # met day', other: 'At a streak of # met days' });
    default:
      return `${consequence.trigger_type} ${n}`;
  }
}

export function kindLabel(kind: string): string {
  return kind === 'reward' ? t`Reward` : t`Penalty`;
}

/** "3 questions · 2 consequences" */
export function contentSummary(template: Pick<TemplateTree, 'questions' | 'consequences'>) {
  const questions = template.questions.length;
  const consequences = template.consequences.length;
  const parts = [plural(questions, { one: '# question', other: '# questions' })];
  if (consequences > 0) {
    parts.push(plural(consequences, { one: '# consequence', other: '# consequences' }));
  }
  return parts.join(' · ');
}
