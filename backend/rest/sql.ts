/** Small SQL text helpers. Values never go into SQL text: they are bound as parameters. */
import { SCHEMA } from './schema-catalog';

/** Quotes an identifier exactly like Postgres' quote_ident (always quoted, so case is kept). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Quotes a string literal (standard_conforming_strings is on). Used only for GUC values. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Collects bound parameters and hands out $n placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A relation or function of the exposed schema, schema-qualified. */
export const qualified = (name: string): string => `${ident(SCHEMA)}.${ident(name)}`;
