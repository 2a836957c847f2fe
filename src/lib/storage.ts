/**
 * The one place that touches localStorage (lint forbids it elsewhere). Every function swallows
 * storage errors (private mode, quota, disabled storage) so the UI never crashes because of them.
 */
import type { StateStorage } from 'zustand/middleware';

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    backend()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save "${key}" on this device`, error);
  }
}

export function removeItem(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Adapter for zustand's `persist` middleware. */
export const safeStateStorage: StateStorage = {
  getItem: readItem,
  setItem: writeItem,
  removeItem,
};
