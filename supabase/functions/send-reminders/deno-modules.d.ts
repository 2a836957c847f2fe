/**
 * The part of postgres.js (npm:postgres, resolved by Deno at deploy time; not a dependency of the
 * app) that main.ts uses.
 */
declare module 'postgres' {
  interface Sql {
    unsafe(query: string, params?: never[]): Promise<Record<string, unknown>[]>;
  }
  export default function postgres(url: string, options?: Record<string, unknown>): Sql;
}
