/**
 * A tap on a reminder while the app is open: the service worker (src/sw.ts) focuses this window
 * and posts the habit's path; the router goes there without a reload.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppMessage } from '@/lib/reminders/messages';

export function OpenFromNotification() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as AppMessage | null;
      if (data?.type === 'open-habit' && typeof data.url === 'string' && data.url.startsWith('/'))
        navigate(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
