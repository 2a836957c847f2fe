import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSettings, SETTINGS_STORE_KEY, useSettingsStore } from '@/stores/settings-store';
import { renderWithRouter } from '@/testing/test-utils';
import SettingsPage from './settings-page';

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <SettingsPage />
    </QueryClientProvider>,
  );
}

describe('settings page: Day starts at', () => {
  beforeEach(() => useSettingsStore.setState({ ...initialSettings }));

  it('offers midnight (the default) to 5:00, with a hint about late nights', () => {
    renderSettings();
    const select = screen.getByLabelText<HTMLSelectElement>('Day starts at');
    expect(select.value).toBe('0');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Midnight',
      '1:00',
      '2:00',
      '3:00',
      '4:00',
      '5:00',
    ]);
    expect(select).toHaveAccessibleDescription(
      /Answers before this hour count for the day before, for late nights/,
    );
  });

  it('stores the chosen hour on this device and shows it again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSettings();
    await user.selectOptions(screen.getByLabelText('Day starts at'), '2:00');
    expect(useSettingsStore.getState().dayStartHour).toBe(2);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORE_KEY)!).state.dayStartHour).toBe(2);
    unmount();
    renderSettings();
    expect(screen.getByLabelText<HTMLSelectElement>('Day starts at').value).toBe('2');
    await user.selectOptions(screen.getByLabelText('Day starts at'), 'Midnight');
    expect(useSettingsStore.getState().dayStartHour).toBe(0);
  });
});
