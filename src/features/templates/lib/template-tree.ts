/**
 * Pure helpers of the templates page: the template rows joined with their questions and
 * consequences, split into starters and own, and the words a card shows for each rule.
 */
import type { ConsequenceTemplate, HabitTemplate } from '@/api/templates';
import type { QuestionTemplateWithOptions } from '@/api/question-template';

export type TemplateTree = HabitTemplate & {
  questions: QuestionTemplateWithOptions[];
  consequences: ConsequenceTemplate[];
};

export interface TemplateLists {
  starters: TemplateTree[];
  own: TemplateTree[];
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** Joins each template with its questions (in order) and consequences. */
export function buildTemplateTrees(
  templates: readonly HabitTemplate[],
  questions: readonly QuestionTemplateWithOptions[],
  consequences: readonly ConsequenceTemplate[],
): TemplateTree[] {
  const questionsOf = groupBy(questions, (q) => q.template_id);
  const consequencesOf = groupBy(consequences, (c) => c.template_id);
  return templates.map((t) => ({
    ...t,
    questions: [...(questionsOf.get(t.id) ?? [])].sort(
      (a, b) => a.position - b.position || a.id - b.id,
    ),
    consequences: [...(consequencesOf.get(t.id) ?? [])].sort((a, b) => a.id - b.id),
  }));
}

/** The best day a template allows: the sum of each question's highest option score. */
export function maxDailyScore(template: Pick<TemplateTree, 'questions'>): number {
  let total = 0;
  for (const q of template.questions) {
    const scores = (q.option_template ?? []).map((o) => o.score_value);
    if (scores.length > 0) total += Math.max(...scores);
  }
  return total;
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
