import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TemplateTree } from '../lib/template-tree';
import { TemplateCard } from './template-card';

const water = {
  id: 1,
  name: 'Water',
  description: null,
  color: '#2563eb',
  daily_target: null,
  freq_num: 1,
  freq_den: 1,
  weekdays: null,
  created_by: 'me',
  questions: [
    {
      id: 11,
      template_id: 1,
      question: 'Glasses of water',
      position: 0,
      kind: 'number',
      unit: 'glasses',
      target: 8,
      target_type: 'at_least',
      points: 10,
      option_template: [],
    },
  ],
  consequences: [],
} as unknown as TemplateTree;

describe('TemplateCard of a number question', () => {
  it('says its target and points, and counts the points as the best day', () => {
    render(<TemplateCard template={water} onUse={vi.fn()} />);
    expect(screen.getByText('At least 8 glasses: up to 10 points')).toBeInTheDocument();
    expect(screen.getByText(/up to 10 points a day/)).toBeInTheDocument();
  });
});
