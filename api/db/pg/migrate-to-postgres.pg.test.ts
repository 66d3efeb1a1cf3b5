import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as sqliteSchema from '#api/db/schema.ts';
import { readEnv } from '#api/env.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';
import { startS3Server } from '#api/test/s3-server.ts';
import { seededPair } from '#api/test/seeded-pair.ts';
import { makeTestPostgres } from '#api/test/postgres-database.ts';
import { copiedTables, migrateToPostgres } from './migrate-to-postgres.ts';
import * as pgSchema from './schema.ts';
import { catalogueVersion, productSearchDocs } from './search-schema.ts';

let pair: Awaited<ReturnType<typeof seededPair>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
  const bucket = createObjectStorage(readEnv({ DATA_DIR: path.join(s3.endpoint.replace(/\W/g, '')), ...s3.env }));
  pair = await seededPair(bucket);
}, 180_000);
afterAll(async () => {
  await pair?.cleanup();
  await s3?.close();
});

const tableNames = Object.entries(pgSchema).filter(([, v]) => is(v, PgTable)).map(([key]) => key as keyof typeof pgSchema & keyof typeof sqliteSchema);
const byKey = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();

describe('npm run migrate:to-postgres', () => {
  it('copies every table: the same rows, read back as the same JavaScript values', async () => {
    const { sqlite, postgres, report } = pair;
    expect(report.rows.products).toBeGreaterThan(100);
    expect(report.rows.orders).toBeGreaterThan(10);
    for (const key of tableNames) {
      const source = sqlite.db.select().from(sqliteSchema[key] as never).all() as Record<string, unknown>[];
      const copied = (await postgres.db.select().from(pgSchema[key] as never)) as Record<string, unknown>[];
      expect(copied.length, key).toBe(source.length);
      expect(report.rows[getTableName(pgSchema[key] as PgTable)], key).toBe(source.length);
      expect(byKey(copied), key).toEqual(byKey(source));
    }
  });

  it('keeps the search documents\' ids, writes their text, and moves the catalogue version past SQLite\'s', async () => {
    const { sqlite, postgres } = pair;
    const sqliteDocs = sqlite.db.$client.prepare('SELECT doc_id, product_id FROM product_search_docs ORDER BY doc_id').all();
    const pgDocs = await postgres.db.select({ doc_id: productSearchDocs.docId, product_id: productSearchDocs.productId, stale: productSearchDocs.searchStale, names: productSearchDocs.names }).from(productSearchDocs).orderBy(productSearchDocs.docId);
    expect(pgDocs.map(({ doc_id, product_id }) => ({ doc_id, product_id }))).toEqual(sqliteDocs);
    expect(pgDocs.every((d) => !d.stale && d.names.length > 0)).toBe(true);
    const sqliteVersion = sqlite.db.$client.prepare('SELECT version FROM catalogue_version').pluck().get() as number;
    const [pgVersion] = await postgres.db.select().from(catalogueVersion);
    expect(pgVersion!.version).toBe(sqliteVersion + 1);
    // a new product after the copy gets a fresh document id
    const next = await postgres.db.execute(sql`SELECT nextval(pg_get_serial_sequence('product_search_docs', 'doc_id'))::int AS id`);
    expect(next.rows[0]!.id).toBeGreaterThan(Math.max(...pgDocs.map((d) => d.doc_id)));
  });

  it('copies every stored photo file (each width in WebP, and in AVIF) into the bucket', async () => {
    const { sqlite, report } = pair;
    const files = sqlite.db.select().from(sqliteSchema.storedObjects).all().reduce((n, o) => n + o.widths.length + o.avifWidths.length, 0);
    expect(report.photos).toEqual({ copied: files, missing: 0 });
    const keys = await s3.keys('uploads/');
    expect(keys).toHaveLength(files);
    const one = sqlite.db.select().from(sqliteSchema.storedObjects).limit(1).get()!;
    expect(one.avifWidths.length).toBeGreaterThan(0);
    for (const file of [`${one.widths[0]}.webp`, `${one.avifWidths[0]}.avif`]) {
      const key = `${one.objectPath.replace('/objects/', '')}/${file}`;
      expect(await s3.read(key)).toEqual(await sqlite.storage.get(key));
    }
  });

  it('refuses a database that is not empty, and leaves it as it was', async () => {
    const { sqlite, postgres } = pair;
    const before = await postgres.db.execute(sql`SELECT count(*)::int AS n FROM products`);
    await expect(migrateToPostgres(sqlite.db, postgres.db)).rejects.toThrow(/not empty/);
    expect((await postgres.db.execute(sql`SELECT count(*)::int AS n FROM products`)).rows).toEqual(before.rows);
  });

  it('rolls everything back when a row cannot be copied', async () => {
    const { sqlite } = pair;
    const target = await makeTestPostgres();
    try {
      // a value PostgreSQL cannot hold in an integer column: the copy fails part way
      sqlite.db.$client.prepare('UPDATE products SET stock = 99999999999 WHERE rowid = (SELECT max(rowid) FROM products)').run();
      await expect(migrateToPostgres(sqlite.db, target.db, { batchSize: 50 })).rejects.toThrow();
      for (const table of ['users', 'categories', 'stores', 'products']) {
        expect((await target.db.$client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n, table).toBe(0);
      }
    } finally {
      sqlite.db.$client.prepare('UPDATE products SET stock = 1 WHERE stock = 99999999999').run();
      await target.cleanup();
    }
  });

  it('cuts a batch of a wide table to PostgreSQL\'s 65,535 parameters of one statement', async () => {
    const { sqlite } = pair;
    const target = await makeTestPostgres();
    const client = sqlite.db.$client;
    const columns = (client.prepare('PRAGMA table_info(products)').all() as { name: string }[]).map((c) => `"${c.name}"`);
    const copiedColumns = columns.map((c) => (c === '"id"' ? `'bulk-' || n` : c)).join(', ');
    try {
      // 3,000 rows of every column: one insert of them all would need more parameters than a statement may have
      client.prepare(`WITH RECURSIVE n(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM n WHERE n < 3000)
        INSERT INTO products (${columns.join(', ')}) SELECT ${copiedColumns} FROM n, (SELECT * FROM products LIMIT 1)`).run();
      const report = await migrateToPostgres(sqlite.db, target.db, { batchSize: 10_000 });
      const inSqlite = client.prepare('SELECT count(*) FROM products').pluck().get() as number;
      expect(inSqlite).toBeGreaterThan(3000);
      expect(report.rows.products).toBe(inSqlite);
    } finally {
      client.prepare(`DELETE FROM products WHERE id LIKE 'bulk-%'`).run();
      await target.cleanup();
    }
  });

  it('orders tables after the tables they refer to', () => {
    const order = copiedTables().map(getTableName);
    expect(order).toHaveLength(tableNames.length);
    for (const [child, parent] of [['products', 'stores'], ['stores', 'users'], ['order_items', 'orders'], ['push_subscriptions', 'sessions']]) {
      expect(order.indexOf(child), `${child} after ${parent}`).toBeGreaterThan(order.indexOf(parent));
    }
  });
});
