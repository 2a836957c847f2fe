/**
 * Marking a due consequence done from home: the oldest firing of the rule that is not carried
 * out yet gets its fulfilment (consequence_fulfillment, one per log row), with the user's
 * optional note (docs/domain.md "Consequences": the note is at most 1000 characters, as the
 * table checks). Throws with a message the UI shows; writes nothing on bad input. The
 * repositories are passed in (the app's, `api/app-repositories.ts`, or a test's client).
 */
import { t } from '@lingui/core/macro';
import type { ConsequenceFulfillment } from '@/api/consequences';
import type { Repositories } from '@/api/repositories';
import { WriteError } from '@/api/write';

/** consequence_fulfillment.note: char_length(note) <= 1000. */
export const FULFILMENT_NOTE_MAX = 1000;

export async function fulfilWaitingConsequence(
  entry: { consequenceId: number; note?: string | null },
  repos: Pick<Repositories, 'consequenceLog' | 'consequenceFulfillment'>,
): Promise<ConsequenceFulfillment> {
  const note = entry.note?.trim() ?? '';
  if (note.length > FULFILMENT_NOTE_MAX)
    throw new WriteError(t`A note is at most ${FULFILMENT_NOTE_MAX} characters`, {
      code: 'note_too_long',
      status: 400,
    });
  const log = await repos.consequenceLog.readOldestWaiting(entry.consequenceId);
  if (!log)
    throw new WriteError(t`This consequence has nothing waiting to be carried out`, {
      code: 'nothing_waiting',
      status: 409,
    });
  const [row] = await repos.consequenceFulfillment.insert({
    consequence_id: log.consequence_id,
    log_id: log.id,
    note: note || null,
  });
  return row;
}
