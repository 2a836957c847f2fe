/**
 * A push service on loopback for tests: it hands out subscriptions (a P-256 key pair and an auth
 * secret per "browser", like PushManager.subscribe), and for each POST to an endpoint checks the
 * VAPID header (RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, aud = the endpoint's origin, exp
 * within 24 hours, sub mailto:/https:) with jose and decrypts the body (RFC 8291 aes128gcm:
 * ECDH + HKDF + AES-128-GCM) with node:crypto, written here from the RFCs, independently of
 * web-push. Each subscription answers with the status (and body) the test sets (201 by default),
 * or never answers (`hang`).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

interface FakeSubscription {
  id: string;
  endpoint: string;
  /** base64url, as PushSubscription.toJSON().keys */
  p256dh: string;
  auth: string;
}

interface ReceivedPush {
  subscriptionId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload. */
  text: string;
  /** The VAPID key the JWT was verified with (the `k` of the Authorization header). */
  vapidKey: string;
  claims: Record<string, unknown>;
  /** Date.now() when it arrived. */
  at: number;
}

export interface FakePushService {
  origin: string;
  subscribe(): FakeSubscription;
  /** The status (and body) the endpoint answers from now on. */
  setStatus(subscriptionId: string, status: number, body?: string): void;
  /** From now on the endpoint takes requests and never answers them. */
  hang(subscriptionId: string): void;
  received: ReceivedPush[];
  /** Requests refused by the checks (bad VAPID, undecryptable body), with the reason. */
  rejected: { subscriptionId: string; reason: string }[];
  close(): Promise<void>;
}

const b64u = (buf: Buffer) => buf.toString('base64url');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** RFC 8291 section 3.4 + RFC 8188: decrypts a single-record aes128gcm body. */
function decryptAes128gcm(
  body: Buffer,
  ua: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65 || rs < 18 || ciphertext.length > rs) throw new Error('bad aes128gcm header');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, ua.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02 then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: checks `Authorization: vapid t=..., k=...` for this origin; returns the claims. */
async function verifyVapid(
  authorization: string | undefined,
  origin: string,
): Promise<{ key: string; claims: Record<string, unknown> }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid authorization: ${authorization}`);
  const [, token, key] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('alg is not ES256');
  const publicKey = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    'ES256',
  );
  const { payload } = await jwtVerify(token, publicKey, { audience: origin });
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + 24 * 3600)
    throw new Error(`exp out of range: ${payload.exp}`);
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error(`sub must be mailto: or https:, got ${payload.sub}`);
  return { key, claims: payload as Record<string, unknown> };
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<
    string,
    {
      privateKey: Buffer;
      publicKey: Buffer;
      authSecret: Buffer;
      status: number;
      body?: string;
      hang?: boolean;
    }
  >();
  const received: ReceivedPush[] = [];
  const rejected: { subscriptionId: string; reason: string }[] = [];
  let origin = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const sub = subscriptions.get(id);
      const body = await readBody(req);
      if (req.method !== 'POST' || !sub) {
        res.writeHead(404).end();
        return;
      }
      if (sub.hang) return;
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (!req.headers.ttl) throw new Error('no TTL header');
        const vapid = await verifyVapid(req.headers.authorization, origin);
        const text = decryptAes128gcm(body, sub);
        if (sub.status >= 200 && sub.status < 300) {
          received.push({
            subscriptionId: id,
            headers: req.headers,
            text,
            vapidKey: vapid.key,
            claims: vapid.claims,
            at: Date.now(),
          });
        }
        res.writeHead(sub.status).end(sub.body);
      } catch (error) {
        rejected.push({ subscriptionId: id, reason: (error as Error).message });
        res.writeHead(400).end((error as Error).message);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = b64u(randomBytes(9));
      subscriptions.set(id, {
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
        status: 201,
      });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        p256dh: b64u(publicKey),
        auth: b64u(authSecret),
      };
    },
    setStatus(subscriptionId, status, body) {
      Object.assign(subscriptions.get(subscriptionId)!, { status, body, hang: false });
    },
    hang(subscriptionId) {
      subscriptions.get(subscriptionId)!.hang = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
