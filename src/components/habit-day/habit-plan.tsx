/**
 * A habit's if-then plan under its name (docs/domain.md "If-then plan"): on home's row and on the
 * habit-day card. At most two lines; the whole plan is its title (and read out in full).
 */
import { Trans } from '@lingui/react/macro';
import './habit-plan.css';

export function HabitPlan({ plan, className }: { plan: string | null; className?: string }) {
  if (!plan?.trim()) return null;
  return (
    <p className={['habit-plan', className ?? ''].join(' ').trim()} title={plan}>
      <span className="visually-hidden">
        <Trans>Plan:</Trans>{' '}
      </span>
      {plan}
    </p>
  );
}
