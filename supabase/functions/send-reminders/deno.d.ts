/**
 * For TypeScript here (tsconfig.node.json), not for Deno, which has its own: the parts of the
 * Deno runtime and of postgres.js (npm:postgres in deno.json; not a dependency of the app) that
 * index.ts uses.
 */
declare namespace Deno {
  const env: { get(name: string): string | undefined };
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}

declare module 'postgres' {
  interface Sql {
    unsafe(query: string, params?: never[]): Promise<Record<string, unknown>[]>;
  }
  export default function postgres(url: string, options?: Record<string, unknown>): Sql;
}
