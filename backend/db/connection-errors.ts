/**
 * Errors that mean the database server cannot be reached or dropped the connection (only with a
 * PostgreSQL server, postgres.ts; PGlite runs in the process). REST answers them 503 PGRST000
 * (backend/rest/errors.ts), Auth 503 in GoTrue's shape (backend/auth/handler.ts), and the pool
 * discards a connection that met one (postgres.ts).
 */

/** Node's socket errors and node-postgres' own message, which carry no SQLSTATE. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === 'string' &&
    /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|NOTFOUND|AI_AGAIN)$/.test(code)
  )
    return true;
  return error instanceof Error && /^Connection terminated/i.test(error.message);
}

/**
 * Also the server's own word that the connection is gone: SQLSTATE class 08 (connection
 * exception) and 57P01-57P03 (the server shuts down or cannot take connections yet).
 */
export function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  return isConnectionError(error);
}
