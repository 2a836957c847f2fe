import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { TOAST_NAVIGATION_GRACE_MS, dismissToastsRaisedBefore } from '@/lib/notify';

/**
 * On every navigation the toasts shown before it go (docs/domain.md "Toast messages"), except
 * those raised just before it started: the navigation's own ('Login successful!', 'Logged out
 * successfully!'). A navigation that loads a lazy page starts before its location changes.
 */
export function DismissStaleToasts() {
  const { key } = useLocation();
  const navigation = useNavigation();
  const startedAt = useRef<number | null>(null);
  const firstKey = useRef(key);

  useEffect(() => {
    if (navigation.state !== 'idle' && startedAt.current === null) {
      startedAt.current = performance.now();
    }
  }, [navigation.state]);

  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = key;
    const started = startedAt.current ?? performance.now();
    startedAt.current = null;
    dismissToastsRaisedBefore(started - TOAST_NAVIGATION_GRACE_MS);
  }, [key]);

  return null;
}
