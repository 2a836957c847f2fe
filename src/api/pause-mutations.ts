/**
 * Pause writes the habit page and settings share: add, resume (lib/pause-plan.ts `resumePlan`:
 * a pause begun before today ends yesterday, a later one is removed) and delete. Each refreshes
 * what a pause changes (`touchedBy.pausesChanged`) and throws an Error with the reason in words.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumePlan, type PauseDraft, type PauseLike } from '@/lib/pause-plan';
import { repositories } from './app-repositories';
import { describeWriteError } from './write';
import { invalidateTouched, touchedBy } from './write-invalidation';

const inWords = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    throw new Error(describeWriteError(error));
  }
};

export function usePauseActions(habitId: number | null, today: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateTouched(queryClient, touchedBy.pausesChanged());
  const create = useMutation({
    mutationFn: (draft: PauseDraft) =>
      inWords(() =>
        repositories.habitPause.create({
          habitId,
          startDate: draft.start_date,
          endDate: draft.end_date === '' ? null : draft.end_date,
          note: draft.note,
        }),
      ),
    onSuccess,
  });
  const resume = useMutation({
    mutationFn: (pause: PauseLike) =>
      inWords(async () => {
        const plan = resumePlan(pause, today);
        if (plan.kind === 'delete') await repositories.habitPause.deleteById(pause.id);
        else await repositories.habitPause.updateEnd(pause.id, plan.end_date);
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (pause: PauseLike) => inWords(() => repositories.habitPause.deleteById(pause.id)),
    onSuccess,
  });
  return {
    onCreate: async (draft: PauseDraft) => {
      await create.mutateAsync(draft);
    },
    onResume: async (pause: PauseLike) => {
      await resume.mutateAsync(pause);
    },
    onDelete: async (pause: PauseLike) => {
      await remove.mutateAsync(pause);
    },
  };
}
