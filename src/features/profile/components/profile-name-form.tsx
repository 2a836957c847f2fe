import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { repositories } from '@/api/app-repositories';
import { profileQueries } from '@/api/user-master-queries';
import { nameRules } from '@/lib/auth-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUserStore } from '@/stores/user-store';
import '@/components/ui/form.css';

export function ProfileNameForm({ userId }: { userId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const storedName = useUserStore((s) => s.userName);
  const setUserName = useUserStore((s) => s.setUserName);
  const nameQuery = useQuery(profileQueries.name(userId));

  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: storedName } });

  // Once the server's name arrives it becomes the form's value (unless the user already typed).
  useEffect(() => {
    if (nameQuery.data) reset({ name: nameQuery.data }, { keepDirtyValues: true });
  }, [nameQuery.data, reset]);

  // Nothing to save while the field holds the saved name. Compared by value rather than with
  // isDirty, which a reset on the server's answer (keepDirtyValues) clears for a name typed
  // before that answer arrived.
  const unchanged = nameQuery.data !== undefined && watch('name').trim() === nameQuery.data;

  const save = useMutation({
    mutationFn: (name: string) => repositories.userMaster.upsert({ user_id: userId, name }),
    onSuccess: (_data, name) => {
      setUserName(name);
      queryClient.setQueryData(profileQueries.name(userId).queryKey, name);
      reset({ name });
      notifySuccess(t`User saved successfully!`);
    },
    onError: (error) => {
      console.error('User_Master upsert failed', error);
      notifyError(t`Failed to save user details`);
    },
  });

  return (
    <form
      className="form"
      onSubmit={handleSubmit(({ name }) => save.mutate(name.trim()))}
      noValidate
    >
      <TextField
        label={t`Name`}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', nameRules)}
      />
      <div>
        <Button type="submit" loading={save.isPending} disabled={unchanged}>
          <Trans>Save name</Trans>
        </Button>
      </div>
    </form>
  );
}
