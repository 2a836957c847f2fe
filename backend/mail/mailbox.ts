/**
 * The local mailbox: every mail Auth would send (password reset links) is kept in memory and
 * shown as a page on its own port (like the Supabase CLI's inbucket on 54324), so a developer can
 * click the link, and served as JSON for tests. Its listener sends no CORS headers: a reset link
 * signs its reader in, so no web page of another origin may read the mailbox.
 */
import { randomUUID } from 'node:crypto';
import type { CoreHandler, CoreRequest, CoreResponse, MailMessage, Mailbox } from '../core/types';

const MAX_MESSAGES = 500;

function extractLinks(text: string, html: string): string[] {
  const links = new Set<string>();
  for (const m of html.matchAll(/href="([^"]+)"/g)) links.add(m[1].replace(/&amp;/g, '&'));
  for (const m of text.matchAll(/https?:\/\/[^\s<>"]+/g)) links.add(m[0]);
  return [...links];
}

class MemoryMailbox implements Mailbox {
  private readonly messages: MailMessage[] = [];

  send(msg: Omit<MailMessage, 'id' | 'created_at' | 'links'>): MailMessage {
    const message: MailMessage = {
      ...msg,
      to: msg.to.toLowerCase(),
      id: randomUUID(),
      created_at: new Date().toISOString(),
      links: extractLinks(msg.text, msg.html),
    };
    this.messages.push(message);
    // Bounded, so a long-running dev server does not grow without limit.
    if (this.messages.length > MAX_MESSAGES)
      this.messages.splice(0, this.messages.length - MAX_MESSAGES);
    return message;
  }

  /** Newest first. */
  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to === wanted).reverse();
  }

  clear(): void {
    this.messages.length = 0;
  }
}

export function createMailbox(): Mailbox {
  return new MemoryMailbox();
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function json(status: number, body: unknown): CoreResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

function page(messages: MailMessage[], to: string | null): string {
  const items = messages
    .map((m) => {
      const links = m.links
        .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
        .join('');
      return `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><span>To: ${escapeHtml(m.to)}</span> · <time datetime="${m.created_at}">${escapeHtml(new Date(m.created_at).toLocaleString())}</time></header>
  <pre>${escapeHtml(m.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Streakwise</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f3f4f6; padding: .5rem; border-radius: 4px; }
  a { color: #0f766e; word-break: break-all; }
  form { display: inline; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Mails the local Auth server would have sent${to ? ` to <strong>${escapeHtml(to)}</strong>` : ''}, newest first. Nothing leaves this machine.
JSON: <a href="/messages">/messages</a>.</p>
<p><a href="/">Refresh</a></p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The host name of a Host header ("127.0.0.1:54324" -> "127.0.0.1", "[::1]:1" -> "[::1]"). */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

export interface MailHandlerOptions {
  /**
   * Answer only requests addressed to a loopback name (the default when the mailbox listens on
   * loopback): a page on a rebound DNS name that points at 127.0.0.1 cannot read it either.
   */
  loopbackOnly?: boolean;
}

/** GET / (HTML), GET /messages?to= (JSON), DELETE /messages, on the mailbox's own listener. */
export function createMailHandler(mailbox: Mailbox, opts: MailHandlerOptions = {}): CoreHandler {
  return async (req: CoreRequest) => {
    if (opts.loopbackOnly && !LOOPBACK_NAMES.has(hostName(req.headers.host ?? ''))) {
      return json(403, {
        code: 'forbidden_host',
        message: 'The local mailbox answers only at 127.0.0.1, localhost or [::1]',
      });
    }
    const path = req.path.replace(/\/+$/, '') || '/';
    const to = req.query.get('to');
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      return {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'x-frame-options': 'DENY',
        },
        body: req.method === 'HEAD' ? undefined : page(mailbox.list(to ?? undefined), to),
      };
    }
    if (path === '/messages') {
      if (req.method === 'GET') return json(200, mailbox.list(to ?? undefined));
      if (req.method === 'DELETE') {
        mailbox.clear();
        return { status: 204, headers: {} };
      }
      return json(405, { code: 'method_not_allowed', message: 'Use GET or DELETE' });
    }
    return json(404, { code: 'not_found', message: `No mailbox route ${req.method} ${req.path}` });
  };
}
