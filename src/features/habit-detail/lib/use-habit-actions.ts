/**
 * What the habit detail page does to its habit: edit (the form's submit), archive or unarchive,
 * save as template, delete after confirming; each with its toast, and the editor and the
 * confirmation open or closed.
 */
import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { useNavigate, type To } from 'react-router-dom';
import type { HabitMetadata } from '@/api/habit-metadata';
import { describeWriteError } from '@/api/write';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  useDeleteHabit,
  useSaveHabitAsTemplate,
  useSetArchived,
  useUpdateHabit,
} from '@/hooks/use-habit-mutations';
import { toHabitPayload, type HabitFormValues } from '@/components/habit-form/habit-form-values';

/** `home` is where deleting leads (the list, on the day it was showing). */
export function useHabitActions(habitId: number, home: To) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateHabit(habitId);
  const archive = useSetArchived(habitId);
  const remove = useDeleteHabit(habitId);
  const saveAsTemplate = useSaveHabitAsTemplate(habitId);

  /** The edit form's submit: throws to keep the form with the reason. */
  const onEdit = async (values: HabitFormValues) => {
    try {
      await update.mutateAsync(toHabitPayload(values));
      notifySuccess(t`Changes saved`);
      setEditing(false);
    } catch (error) {
      throw new Error(describeWriteError(error));
    }
  };

  const onArchive = async (h: HabitMetadata) => {
    try {
      await archive.mutateAsync(!h.archived);
      notifySuccess(
        h.archived ? t`Habit restored to your day` : t`Habit archived: hidden from your day`,
      );
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const onDelete = async (h: HabitMetadata) => {
    try {
      await remove.mutateAsync();
      setConfirmDelete(false);
      const name = h.name;
      notifySuccess(t`"${name}" was deleted`);
      navigate(home);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const onSaveTemplate = async () => {
    try {
      await saveAsTemplate.mutateAsync();
      notifySuccess(t`Saved to your templates`);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  return {
    editing,
    setEditing,
    confirmDelete,
    setConfirmDelete,
    archiving: archive.isPending,
    deleting: remove.isPending,
    savingTemplate: saveAsTemplate.isPending,
    onEdit,
    onArchive,
    onDelete,
    onSaveTemplate,
  };
}

export type HabitActions = ReturnType<typeof useHabitActions>;
