/**
 * One group on the groups page: its colour, name and how many habits it holds, with Edit (the
 * name and colour in place; a refusal or no connection keeps what was typed), Move up / Move down
 * and Delete (the page asks first).
 */
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_NAME_MAX, type HabitGroup } from '@/api/habit-group';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { habitsWord } from '../lib/use-groups-page';
import { GroupColors } from './group-colors';

export interface GroupRowProps {
  group: HabitGroup;
  index: number;
  count: number;
  habitCount: number;
  onEdit: (group: HabitGroup, name: string, color: string) => Promise<void>;
  onShift: (index: number, delta: -1 | 1) => void;
  onDelete: (group: HabitGroup) => void;
}

export function GroupRow({
  group,
  index,
  count,
  habitCount,
  onEdit,
  onShift,
  onDelete,
}: GroupRowProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const name = group.name;
  return (
    <li className="group-row" style={{ ['--group-color' as string]: group.color }}>
      {editing ? (
        <EditGroup group={group} onSave={onEdit} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="group-row-head">
            <span className="group-row-dot" aria-hidden="true" />
            <span className="group-row-name">{group.name}</span>
            <span className="group-row-count">{habitsWord(habitCount)}</span>
          </div>
          <div className="group-row-actions">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Trans>
                Edit<span className="visually-hidden"> {name}</span>
              </Trans>
            </Button>
            <Button
              variant="ghost"
              className="group-row-move"
              aria-label={t`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onShift(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              className="group-row-move"
              aria-label={t`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => onShift(index, 1)}
            >
              ↓
            </Button>
            <Button variant="ghost" className="group-row-delete" onClick={() => onDelete(group)}>
              <Trans>
                Delete<span className="visually-hidden"> {name}</span>
              </Trans>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function EditGroup({
  group,
  onSave,
  onDone,
}: {
  group: HabitGroup;
  onSave: GroupRowProps['onEdit'];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(group.name);
  const [color, setColor] = useState(group.color);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const groupName = group.name;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(t`A group needs a name`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(group, name.trim(), color);
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong`);
      setBusy(false);
    }
  };
  return (
    <form className="group-edit" onSubmit={submit} noValidate aria-label={t`Edit ${groupName}`}>
      <TextField
        label={t`Group name`}
        autoComplete="off"
        maxLength={GROUP_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        autoFocus
      />
      <GroupColors value={color} onChange={setColor} />
      <div className="group-edit-actions">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
