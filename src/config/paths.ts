/**
 * The typed route table of docs/domain.md "Routes": one place for every path and its builder, so
 * links and redirects never spell a URL by hand.
 */
export const paths = {
  home: { path: '/', build: () => '/' },
  habitDetail: {
    /** Relative to home: `habit/:habitid` is a child of the home route. */
    path: 'habit/:habitid',
    build: (habitId: number | string) => `/habit/${encodeURIComponent(String(habitId))}`,
  },
  templates: { path: 'your-template', build: () => '/your-template' },
  addHabit: { path: 'addhabit', build: () => '/addhabit' },
  tableView: { path: 'tableview', build: () => '/tableview' },
  /** The groups of habits (docs/domain.md "Group"): create, rename, colour, order, delete, move. */
  groups: { path: 'groups', build: () => '/groups' },
  insights: { path: 'dashboard', build: () => '/dashboard' },
  settings: {
    path: 'settings',
    build: () => '/settings',
    /** Settings scrolled to "Import from Loop Habit Tracker" (its heading's id). */
    loopImport: () => '/settings#settings-loop',
  },
  profile: { path: 'profile', build: () => '/profile' },
  auth: {
    login: {
      path: '/auth/login',
      /** `from` is where a signed-out user wanted to go; login returns there. */
      build: (from?: string | null) =>
        from && from !== '/' ? `/auth/login?from=${encodeURIComponent(from)}` : '/auth/login',
      /** Where a deleted account lands: the login page with a neutral goodbye. */
      afterDeletion: () => '/auth/login?account=deleted',
    },
    signup: { path: '/auth/signup', build: () => '/auth/signup' },
    resetPassword: { path: '/auth/reset-password', build: () => '/auth/reset-password' },
    updatePassword: { path: '/auth/update-password', build: () => '/auth/update-password' },
  },
  landing: { path: '/n', build: () => '/n' },
  unauthorized: { path: '/n/unauthorized', build: () => '/n/unauthorized' },
} as const;

/**
 * Only same-origin absolute paths are accepted as a return target, so a crafted
 * `?from=https://evil.example` or `//evil.example` cannot redirect away after login.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from.startsWith('/auth/')) return '/';
  return from;
}
