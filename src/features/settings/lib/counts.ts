/**
 * "1 habit", "1,200 check-marks": a count with its noun, in the active language with its plural
 * forms (docs/languages.md "Plurals"), for the imports' confirmations and toasts and Settings'
 * cards.
 */
import { plural } from '@lingui/core/macro';

export type Counted =
  | 'habit'
  | 'question'
  | 'check-mark'
  | 'answer'
  | 'consequence'
  | 'template'
  | 'pause'
  | 'day'
  | 'new day'
  | 'changed day'
  | 'changed answer'
  | 'skipped day'
  | 'note'
  | 'reminder'
  | 'group';

export function counted(what: Counted, n: number): string {
  switch (what) {
    case 'habit':
      return plural(n, { one: '# habit', other: '# habits' });
    case 'question':
      return plural(n, { one: '# question', other: '# questions' });
    case 'check-mark':
      return plural(n, { one: '# check-mark', other: '# check-marks' });
    case 'answer':
      return plural(n, { one: '# answer', other: '# answers' });
    case 'consequence':
      return plural(n, { one: '# consequence', other: '# consequences' });
    case 'template':
      return plural(n, { one: '# template', other: '# templates' });
    case 'pause':
      return plural(n, { one: '# pause', other: '# pauses' });
    case 'day':
      return plural(n, { one: '# day', other: '# days' });
    case 'new day':
      return plural(n, { one: '# new day', other: '# new days' });
    case 'changed day':
      return plural(n, { one: '# changed day', other: '# changed days' });
    case 'changed answer':
      return plural(n, { one: '# changed answer', other: '# changed answers' });
    case 'skipped day':
      return plural(n, { one: '# skipped day', other: '# skipped days' });
    case 'note':
      return plural(n, { one: '# note', other: '# notes' });
    case 'reminder':
      return plural(n, { one: '# reminder', other: '# reminders' });
    case 'group':
      return plural(n, { one: '# group', other: '# groups' });
  }
}
