/**
 * Today as the app counts it, at this moment: the local date, where a day starts at the hour of
 * the setting "Day starts at" (for event handlers and reads; components use useToday in
 * hooks/use-today.ts). Apart from settings-store.ts so the entry chunk, which loads the settings,
 * does not load date-fns.
 */
import { todayLocal, type IsoDate } from '@shared/scores/dates';
import { useSettingsStore } from './settings-store';

export function currentToday(now: Date = new Date()): IsoDate {
  return todayLocal(now, useSettingsStore.getState().dayStartHour);
}
