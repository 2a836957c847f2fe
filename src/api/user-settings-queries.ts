/** The query layer of user_settings (beside its repository, user-settings.ts). */
import { queryOptions } from '@tanstack/react-query';
import { noRow, readQuery, refreshOnMount } from './query-edge';
import { repositories } from './app-repositories';
import type { AccountSettings } from './user-settings';

export const accountSettingsKeys = {
  all: ['user_settings'] as const,
  /** One user's row (the key names the user: another user's row never stands in). */
  mine: (userId: string) => [...accountSettingsKeys.all, userId] as const,
};

export const accountSettingsQueries = {
  /** The user's account settings; null before their first change or when unreadable. */
  mine: (userId: string) =>
    queryOptions({
      queryKey: accountSettingsKeys.mine(userId),
      queryFn: readQuery(() => repositories.userSettings.read(), noRow<AccountSettings>),
      enabled: userId !== '',
      ...refreshOnMount,
    }),
};
