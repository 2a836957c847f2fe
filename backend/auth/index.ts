export { createAuthHandler, type AuthContext } from './handler';
export { JwtError, makeApiKeys, signJwt, verifyAccessToken, verifyJwt } from './jwt';
export { createUser, findUserByEmail, type CreateUserInput, type UserRow } from './users';
export { ensureAuthSchema } from './sessions';
