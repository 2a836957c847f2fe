/**
 * The offer of a new version (lib/pwa.ts calls it when one is waiting): a toast that stays until
 * the user reloads, so nobody is switched to it mid-task.
 */
import { createElement } from 'react';
import { t } from '@lingui/core/macro';
import { toast } from 'react-toastify';
import '@/components/ui/button.css';
import './update-prompt.css';

const UPDATE_TOAST_ID = 'sw-update';

function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return createElement(
    'div',
    { className: 'update-toast' },
    createElement('span', null, t`A new version is available.`),
    createElement(
      'button',
      { type: 'button', className: 'btn btn-secondary btn-small', onClick: onReload },
      t`Reload`,
    ),
  );
}

export function showUpdatePrompt(reload: () => void): void {
  toast.info(createElement(UpdatePrompt, { onReload: reload }), {
    toastId: UPDATE_TOAST_ID,
    autoClose: false,
    closeOnClick: false,
  });
}
