import { describe, expect, it } from 'vitest';
import type { ConsequenceTemplate, HabitTemplate } from '@/api/templates';
import type { QuestionTemplateWithOptions } from '@/api/question-template';
import {
  buildTemplateTrees,
  contentSummary,
  describeTrigger,
  formatScore,
  maxDailyScore,
} from './template-tree';

const template = (id: number, name: string) => ({ id, name }) as HabitTemplate;
const question = (id: number, templateId: number, position: number, scores: number[]) =>
  ({
    id,
    template_id: templateId,
    question: `Q${id}`,
    position,
    option_template: scores.map((s, i) => ({ id: id * 10 + i, label: `O${i}`, score_value: s })),
  }) as unknown as QuestionTemplateWithOptions;
const consequence = (id: number, templateId: number) =>
  ({ id, template_id: templateId, kind: 'reward' }) as ConsequenceTemplate;

describe('buildTemplateTrees', () => {
  it('gives each template its own questions in position order and its consequences', () => {
    const trees = buildTemplateTrees(
      [template(1, 'A'), template(2, 'B'), template(3, 'C')],
      [question(12, 1, 1, [1]), question(11, 1, 0, [2]), question(21, 2, 0, [3])],
      [consequence(5, 2), consequence(4, 2)],
    );
    expect(trees.map((t) => t.questions.map((q) => q.id))).toEqual([[11, 12], [21], []]);
    expect(trees.map((t) => t.consequences.map((c) => c.id))).toEqual([[], [4, 5], []]);
  });
});

describe('maxDailyScore', () => {
  it('sums the best option of each question; negative scores count as they are', () => {
    expect(
      maxDailyScore({
        questions: [
          question(1, 1, 0, [0, 5, 3]),
          question(2, 1, 1, [-10, -2]),
          question(3, 1, 2, []),
        ],
      }),
    ).toBe(3);
    expect(maxDailyScore({ questions: [] })).toBe(0);
  });
});

describe('maxDailyScore of a number question', () => {
  it('counts its points', () => {
    const water = { ...question(4, 1, 3, []), kind: 'number', points: 10 };
    expect(maxDailyScore({ questions: [question(1, 1, 0, [0, 5]), water] })).toBe(15);
  });
});

describe('words on a card', () => {
  it('signs scores like the answer buttons', () => {
    expect([5, 0, -10].map(formatScore)).toEqual(['+5', '0', '-10']);
  });

  it('describes each trigger with its threshold', () => {
    expect(describeTrigger({ trigger_type: 'missed_days', threshold: 2 })).toBe(
      'After 2 missed days in a row',
    );
    expect(describeTrigger({ trigger_type: 'missed_days', threshold: 1 })).toBe(
      'After 1 missed day in a row',
    );
    expect(describeTrigger({ trigger_type: 'weekly_score_below', threshold: 60 })).toBe(
      'When a finished week scores below 60 % of its maximum',
    );
    expect(describeTrigger({ trigger_type: 'streak_reached', threshold: 7 })).toBe(
      'At a streak of 7 met days',
    );
  });

  it('summarises the content, leaving out consequences when there are none', () => {
    const q = question(1, 1, 0, [1]);
    expect(contentSummary({ questions: [q], consequences: [] })).toBe('1 question');
    expect(
      contentSummary({ questions: [q, q], consequences: [consequence(1, 1), consequence(2, 1)] }),
    ).toBe('2 questions · 2 consequences');
  });
});
