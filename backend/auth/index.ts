export { createAuthHandler } from './handler';
export { makeApiKeys, signJwt } from './jwt';
export { ensureAuthSchema } from './sessions';
