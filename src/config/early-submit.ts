/**
 * A prerendered form's submit asked for before the app has hydrated it (build/prerender.ts sets
 * this property on the form when Enter is pressed in one of its fields while its submit button
 * still waits for the script); the form submits it once hydrated (features/auth/components/
 * login-form.tsx), so a quick "type, Enter" is not lost. A plain module: the build uses it too.
 */
export const EARLY_SUBMIT_PROP = 'streakwiseSubmitRequested';

/** Whether a submit was asked for before hydration; clears the request. */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  const f = form as (HTMLFormElement & Record<string, unknown>) | null;
  if (!f?.[EARLY_SUBMIT_PROP]) return false;
  delete f[EARLY_SUBMIT_PROP];
  return true;
}
