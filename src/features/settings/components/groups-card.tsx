/** Settings, "Groups": how many groups there are and the way to the groups page. */
import { useHabitGroups } from '@/api/habit-group-queries';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function GroupsCard() {
  const groups = useHabitGroups().data ?? [];
  return (
    <Card aria-labelledby="settings-groups">
      <h2 className="card-title" id="settings-groups">
        Groups
      </h2>
      <p className="card-description">
        {groups.length === 0
          ? 'Put habits into groups (areas of life such as “Morning routine” or “Health”): home then shows each group with its total for the day.'
          : `You have ${groups.length === 1 ? '1 group' : `${groups.length} groups`}: ${groups.map((g) => g.name).join(', ')}.`}
      </p>
      <ButtonLink to={paths.groups.build()} variant="secondary">
        Manage groups
      </ButtonLink>
    </Card>
  );
}
