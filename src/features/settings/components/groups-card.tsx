/** Settings, "Groups": how many groups there are and the way to the groups page. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useHabitGroups } from '@/api/habit-group-queries';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { counted } from '../lib/counts';

export function GroupsCard() {
  const { t } = useLingui();
  const groups = useHabitGroups().data ?? [];
  const count = counted('group', groups.length);
  const names = groups.map((g) => g.name).join(', ');
  return (
    <Card aria-labelledby="settings-groups">
      <h2 className="card-title" id="settings-groups">
        <Trans>Groups</Trans>
      </h2>
      <p className="card-description">
        {groups.length === 0
          ? t`Put habits into groups (areas of life such as “Morning routine” or “Health”): home then shows each group with its total for the day.`
          : t`You have ${count}: ${names}.`}
      </p>
      <ButtonLink to={paths.groups.build()} variant="secondary">
        <Trans>Manage groups</Trans>
      </ButtonLink>
    </Card>
  );
}
