/** TanStack Query keys of the templates feature, broad to narrow. */
export const templateKeys = {
  all: ['templates'] as const,
  /** Starter and own templates with their questions and consequences, for one user. */
  lists: (userId: string) => [...templateKeys.all, 'lists', userId] as const,
};
