/**
 * Pure helpers of the templates page: the template rows joined with their questions and
 * consequences, split into starters and own, and the words a card shows for each rule.
 */
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** When a rule fires, in words: "After 2 missed days in a row". */
export function describeTrigger(
  consequence: Pick<ConsequenceTemplate, 'trigger_type' | 'threshold'>,
): string {
  const n = consequence.threshold;
  switch (consequence.trigger_type) {
    case 'missed_days':
      return `After ${plural(n, 'missed day', 'missed days')} in a row`;
    case 'weekly_score_below':
      return `When a finished week scores below ${n} % of its maximum`;
    case 'streak_reached':
      return `At a streak of ${plural(n, 'met day', 'met days')}`;
    default:
      return `${consequence.trigger_type} ${n}`;
  }
}

export function kindLabel(kind: string): string {
  return kind === 'reward' ? 'Reward' : 'Penalty';
}

/** "3 questions · 2 consequences" */
export function contentSummary(template: Pick<TemplateTree, 'questions' | 'consequences'>) {
  const parts = [plural(template.questions.length, 'question', 'questions')];
  if (template.consequences.length > 0)
    parts.push(plural(template.consequences.length, 'consequence', 'consequences'));
  return parts.join(' · ');
}
