import { describe, expect, it } from 'vitest';
import type { Queryable } from '../core/types';
import { buildRead } from './build-query';
import { RestError } from './errors';
import { parseQuery } from './parse-filters';
import { type EmbedItem, parseSelect } from './parse-select';
import { findRelationship } from './find-relationship';
import { QueryContext } from './query-context';
import type { Relationship, TableInfo } from './schema-catalog';
import { SchemaCache } from './schema-cache';

function table(name: string, columns: string[], kind = 'r'): TableInfo {
  return {
    oid: 0,
    name,
    kind,
    columns: new Map(
      columns.map((c, i) => [
        c,
        { name: c, type: 'bigint', nullable: true, hasDefault: false, attnum: i + 1 },
      ]),
    ),
    pk: ['id'],
    uniques: [['id']],
  };
}

function rel(
  t: string,
  ft: string,
  cardinality: Relationship['cardinality'],
  constraint: string,
  columns: [string, string][],
  viaView = false,
): Relationship {
  return {
    table: t,
    foreignTable: ft,
    cardinality,
    constraint,
    columns,
    fromFkSide: cardinality !== 'o2m',
    viaView,
  };
}

/** A cache with: orders -> customers twice (billing, shipping), items -> orders, a view over orders. */
function cache(): SchemaCache {
  const c = new SchemaCache({} as Queryable);
  for (const t of [
    table('customers', ['id', 'name']),
    table('orders', ['id', 'billing_id', 'shipping_id']),
    table('items', ['id', 'order_id', 'qty']),
    table('order_view', ['order_ref', 'billing_id'], 'v'),
  ]) {
    c.tables.set(t.name, t);
  }
  const rels = [
    rel('orders', 'customers', 'm2o', 'orders_billing_fkey', [['billing_id', 'id']]),
    rel('orders', 'customers', 'm2o', 'orders_shipping_fkey', [['shipping_id', 'id']]),
    rel('customers', 'orders', 'o2m', 'orders_billing_fkey', [['id', 'billing_id']]),
    rel('customers', 'orders', 'o2m', 'orders_shipping_fkey', [['id', 'shipping_id']]),
    rel('items', 'orders', 'm2o', 'items_order_fkey', [['order_id', 'id']]),
    rel('items', 'order_view', 'm2o', 'items_order_fkey', [['order_id', 'order_ref']], true),
    rel('orders', 'items', 'o2m', 'items_order_fkey', [['id', 'order_id']]),
    rel('order_view', 'items', 'o2m', 'items_order_fkey', [['order_ref', 'order_id']], true),
  ];
  for (const r of rels) c.relationships.set(r.table, [...(c.relationships.get(r.table) ?? []), r]);
  return c;
}

const embed = (text: string): EmbedItem => parseSelect(text)[0] as EmbedItem;

describe('findRelationship', () => {
  it('finds a to-many relationship by table name', () => {
    expect(findRelationship(cache(), 'orders', embed('items(*)'))).toMatchObject({
      cardinality: 'o2m',
      constraint: 'items_order_fkey',
    });
  });

  it('reports 300 PGRST201 for two FKs to the same table and resolves it with a hint', () => {
    try {
      findRelationship(cache(), 'orders', embed('customers(*)'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).status).toBe(300);
      expect((error as RestError).code).toBe('PGRST201');
      expect((error as RestError).hint).toContain("'customers!orders_billing_fkey'");
    }
    expect(
      findRelationship(cache(), 'orders', embed('customers!orders_shipping_fkey(*)')).columns,
    ).toEqual([['shipping_id', 'id']]);
    expect(findRelationship(cache(), 'orders', embed('customers!billing_id(*)')).constraint).toBe(
      'orders_billing_fkey',
    );
  });

  it('embeds by FK column name, preferring the table over a view with the same FK', () => {
    expect(findRelationship(cache(), 'items', embed('order_id(*)'))).toMatchObject({
      foreignTable: 'orders',
    });
    expect(findRelationship(cache(), 'items', embed('order_view(*)'))).toMatchObject({
      foreignTable: 'order_view',
    });
  });

  it('reports 400 PGRST200 when nothing matches', () => {
    try {
      findRelationship(cache(), 'items', embed('customers(*)'));
      expect.unreachable();
    } catch (error) {
      expect((error as RestError).code).toBe('PGRST200');
      expect((error as RestError).message).toBe(
        "Could not find a relationship between 'items' and 'customers' in the schema cache",
      );
    }
  });
});

describe('buildRead', () => {
  it('binds every value as a parameter and never splices it into SQL', () => {
    const c = cache();
    const q = parseQuery(
      new URLSearchParams(
        `select=id,items(qty)&id=eq.1'; drop table x;--&items.qty=in.(1,"2)")&order=id.desc&limit=5`,
      ),
    );
    const built = buildRead(new QueryContext(c, q.levels), {
      relName: 'orders',
      table: c.table('orders'),
      select: parseSelect(q.select),
      count: true,
      shape: 'array',
    });
    expect(built.sql).not.toContain('drop table');
    expect([...built.params].sort()).toEqual(['1', "1'; drop table x;--", '2)']);
    expect(built.sql).toContain('LIMIT 5');
    expect(built.sql).toContain('pg_catalog.count(*)');
  });
});
