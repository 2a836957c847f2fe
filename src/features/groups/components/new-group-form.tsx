/**
 * "New group": a name (1..60 characters, the table's rule) and a colour. A refusal or no
 * connection keeps what was typed and says why; a saved group clears the form for the next.
 */
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_NAME_MAX } from '@/api/habit-group';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { GroupColors } from './group-colors';

export function NewGroupForm({
  onCreate,
  startColor,
}: {
  onCreate: (name: string, color: string) => Promise<unknown>;
  /** The colour a new group starts with (the next one no group has). */
  startColor: string;
}) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(t`A group needs a name`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCreate(name.trim(), color ?? startColor);
      setName('');
      setColor(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="new-group-form" onSubmit={submit} noValidate aria-label={t`New group`}>
      <TextField
        label={t`Name of the new group`}
        placeholder={t`e.g. Morning routine`}
        autoComplete="off"
        maxLength={GROUP_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
      />
      <GroupColors value={color ?? startColor} onChange={setColor} />
      <Button type="submit" loading={busy}>
        <Trans>Add group</Trans>
      </Button>
    </form>
  );
}
