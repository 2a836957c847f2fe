/** The query layer of User_Master (beside its repository, user-master.ts). */
import { queryOptions } from '@tanstack/react-query';
import { readQuery } from './query-edge';
import { repositories } from './app-repositories';

export const profileKeys = {
  all: ['User_Master'] as const,
  name: (userId: string) => [...profileKeys.all, userId] as const,
};

export const profileQueries = {
  /** The profile name ('' when none, or when the read failed with nothing shown). */
  name: (userId: string) =>
    queryOptions({
      queryKey: profileKeys.name(userId),
      queryFn: readQuery(
        () => repositories.userMaster.readName(userId),
        () => '',
      ),
    }),
};
