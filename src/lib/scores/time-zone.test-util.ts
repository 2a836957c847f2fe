/**
 * Test support: run a describe block with the process's local time zone set to `timeZone`
 * (Node re-reads TZ when it changes), restoring the previous zone afterwards.
 */
import { afterAll, beforeAll } from 'vitest';

const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

export function useTimeZone(timeZone: string): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = env.TZ;
    env.TZ = timeZone;
  });
  afterAll(() => {
    if (previous === undefined) delete env.TZ;
    else env.TZ = previous;
  });
}

/** Zones with daylight-saving rules that catch "one day = 86 400 000 ms" bugs. */
export const TIME_ZONES = [
  'UTC',
  'Europe/Berlin', // DST at 02:00 / 03:00
  'America/New_York',
  'America/Sao_Paulo', // until 2019 DST began at midnight: 2018-11-04 00:00 did not exist
  'Pacific/Auckland', // southern hemisphere, +13 in summer
  'Australia/Lord_Howe', // 30-minute DST shift
] as const;
