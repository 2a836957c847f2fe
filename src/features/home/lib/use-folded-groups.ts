/**
 * Which of home's groups are folded, kept on this device (like "Hide finished", not with the
 * account): a list of fold keys (lib/home-groups.ts `groupKey`) in localStorage.
 */
import { useCallback, useState } from 'react';
import { DEVICE_STORAGE_KEYS } from '@/lib/session-cleanup';
import { readItem, writeItem } from '@/lib/storage';

const KEY = DEVICE_STORAGE_KEYS.homeFoldedGroups;

function readFolded(): Set<string> {
  try {
    const value: unknown = JSON.parse(readItem(KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((k) => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

export function useFoldedGroups(): [ReadonlySet<string>, (key: string, folded: boolean) => void] {
  const [folded, setFolded] = useState<ReadonlySet<string>>(readFolded);
  const set = useCallback((key: string, fold: boolean) => {
    setFolded((previous) => {
      const next = new Set(previous);
      if (fold) next.add(key);
      else next.delete(key);
      writeItem(KEY, JSON.stringify([...next]));
      return next;
    });
  }, []);
  return [folded, set];
}
