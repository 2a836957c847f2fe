/**
 * The template rows of `templateQueries.lists` joined into trees (each template with its questions
 * in order and its consequences), shared by the templates page and addhabit's suggestions.
 */
import type { QuestionTemplateWithOptions } from './question-template';
import type { TemplateRows } from './templates-queries';
import type { ConsequenceTemplate, HabitTemplate } from './templates';

export type TemplateTree = HabitTemplate & {
  questions: QuestionTemplateWithOptions[];
  consequences: ConsequenceTemplate[];
};

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

/** Every readable template as a tree: the starters first, then the user's own. */
export const allTemplateTrees = (rows: TemplateRows): TemplateTree[] =>
  buildTemplateTrees([...rows.starters, ...rows.own], rows.questions, rows.consequences);

/**
 * The best day a template allows: the sum of each question's highest option score (a number
 * question's points).
 */
export function maxDailyScore(template: Pick<TemplateTree, 'questions'>): number {
  let total = 0;
  for (const q of template.questions) {
    if (q.kind === 'number') {
      total += q.points ?? 0;
      continue;
    }
    const scores = (q.option_template ?? []).map((o) => o.score_value);
    if (scores.length > 0) total += Math.max(...scores);
  }
  return total;
}
