/** "Groups" below home's rows: the page that creates, renames, orders and fills the groups. */
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import './home-groups.css';

export function ManageGroupsLink() {
  return (
    <ButtonLink to={paths.groups.build()} variant="secondary" className="manage-groups-link">
      <span aria-hidden="true">▤</span> <Trans>Groups</Trans>
    </ButtonLink>
  );
}
