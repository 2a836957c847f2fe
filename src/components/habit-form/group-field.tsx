/**
 * The habit's group (docs/domain.md "Group"): a select of the user's groups with "No group". The
 * page hands the groups in (the form makes no read); without any, the field is not shown. A group
 * deleted meanwhile (a draft kept on the device) falls back to "No group".
 */
import { useEffect, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import type { GroupChoice, HabitFormValues } from './habit-form-values';
import type { HabitFormFields } from './use-habit-form';

/** What the field needs of a group. */
const groupIdOf = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function GroupField(props: Parameters<typeof GroupSelect>[0]) {
  return props.groups.length > 0 ? <GroupSelect {...props} /> : null;
}

function GroupSelect({
  fields: { control, register },
  setValue,
  groups,
}: {
  fields: HabitFormFields;
  setValue: UseFormSetValue<HabitFormValues>;
  groups: readonly GroupChoice[];
}) {
  const { t } = useLingui();
  const id = useId();
  const value = useWatch({ control, name: 'group_id' });
  const known = value == null || groups.some((g) => g.id === value);
  useEffect(() => {
    if (!known) setValue('group_id', null, { shouldDirty: true });
  }, [known, setValue]);
  return (
    <div className="field group-field">
      <label className="field-label" htmlFor={id}>
        <Trans>Group</Trans>
      </label>
      <select id={id} className="select" {...register('group_id', { setValueAs: groupIdOf })}>
        <option value="">{t`No group`}</option>
        {groups.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.name}
          </option>
        ))}
      </select>
    </div>
  );
}
