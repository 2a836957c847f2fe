/**
 * A tap on a reminder while the app is open: the service worker (src/sw.ts) focuses this window
 * and posts the habit's path; the router goes there without a reload, when it is a path of this
 * origin (lib/reminders/same-origin-path.ts).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppMessage } from '@/lib/reminders/messages';
import { sameOriginPath } from '@/lib/reminders/same-origin-path';

export function OpenFromNotification() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as AppMessage | null;
      if (data?.type !== 'open-habit') return;
      const path = sameOriginPath(data.url, window.location.origin);
      if (path !== null) navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
