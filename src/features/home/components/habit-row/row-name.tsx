/**
 * The name of home's row (habit-row.tsx), a link to the habit keeping the day shown (`search`),
 * and its if-then plan. Memoized on strings: a tap re-renders the row, not its name and plan
 * (the link's router hooks and the plan would otherwise render again on every tap).
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HabitPlan } from '@/components/habit-day/habit-plan';

export const RowName = memo(function RowName({
  id,
  name,
  plan,
  search,
  headingLevel,
}: {
  id: number;
  name: string;
  plan: string | null;
  search: string;
  headingLevel: 2 | 3;
}) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <>
      <Title className="habit-row-title">
        <Link className="habit-row-name" to={`${paths.habitDetail.build(id)}${search}`}>
          {name}
        </Link>
      </Title>
      <HabitPlan plan={plan} />
    </>
  );
});
