/** Home's "Hide finished" choice, kept on this device (like the theme, not with the account). */
import { useCallback, useState } from 'react';
import { DEVICE_STORAGE_KEYS } from '@/lib/session-cleanup';
import { readItem, writeItem } from '@/lib/storage';

const KEY = DEVICE_STORAGE_KEYS.homeHideFinished;

export function useHideFinished(): [boolean, (hide: boolean) => void] {
  const [hide, setHide] = useState(() => readItem(KEY) === '1');
  const set = useCallback((next: boolean) => {
    setHide(next);
    writeItem(KEY, next ? '1' : '0');
  }, []);
  return [hide, set];
}
