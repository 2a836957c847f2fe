/**
 * '@testing-library/react' as the unit tests import it (vite.config.ts, project "unit", points
 * that name here): the library itself, with `render` and `renderHook` putting the tree inside the
 * app's I18nProvider, as src/app/app.tsx does, so a component that translates its texts renders
 * alone as in the app. src/testing/setup-tests.ts activates English (its catalogs) first.
 */
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
// The package's entry for its effects: cleanup after each test, React's act environment.
import '@testing-library/react/dist/index.js';
import {
  render as renderPure,
  renderHook as renderHookPure,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react/pure';

export * from '@testing-library/react/pure';

type Wrapper = NonNullable<RenderOptions['wrapper']>;

function withI18n(Inner: Wrapper | undefined): Wrapper {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

// Same signatures as the library's (its overloads, typed as such).
export const render = ((ui: ReactNode, options?: RenderOptions) =>
  renderPure(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof renderPure;

export const renderHook = (<Result, Props>(
  callback: (props: Props) => Result,
  options?: RenderHookOptions<Props>,
) =>
  renderHookPure(callback, {
    ...options,
    wrapper: withI18n(options?.wrapper),
  })) as typeof renderHookPure;
