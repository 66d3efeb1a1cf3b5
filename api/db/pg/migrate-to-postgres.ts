// `npm run migrate:to-postgres`: a marketplace that outgrows one box moves its SQLite database (and its
// photos, when a bucket is set) into an empty PostgreSQL (docs/decisions/028, README "Growing beyond one box").
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '#api/db/client.ts';
import * as sqliteTables from '#api/db/schema.ts';
import { photoFileKeys } from '#api/lib/photo-files.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';
import { refreshSearchTextIn } from '#api/catalogue/pg/search-index.ts';
import { pgSchema, type PgDb } from './client.ts';
import * as pgTables from './schema.ts';
import { catalogueVersion, productSearchDocs, storeSearchDocs } from './search-schema.ts';

export type MigrationReport = { rows: Record<string, number>; photos: { copied: number; missing: number } };

/** The tables of the schema, each after every table it refers to. */
export function dependencyOrder(tables: PgTable[]): PgTable[] {
  const byName = new Map(tables.map((t) => [getTableName(t), t]));
  const done = new Set<string>();
  const ordered: PgTable[] = [];
  const visit = (table: PgTable) => {
    const name = getTableName(table);
    if (done.has(name)) return;
    done.add(name);
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = byName.get(getTableName(fk.reference().foreignTable));
      if (target && target !== table) visit(target);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Every table of the PostgreSQL schema, in the order they are copied. */
export const copiedTables = () => dependencyOrder((Object.values(pgTables) as unknown[]).filter((v): v is PgTable => is(v, PgTable)));

/** The keys of every stored photo's files. */
function photoKeys(sqlite: Db): string[] {
  const { id, widths, avifWidths } = sqliteTables.storedObjects;
  return sqlite.select({ id, widths, avifWidths }).from(sqliteTables.storedObjects).all().flatMap(photoFileKeys);
}

async function copyPhotos(keys: string[], from: ObjectStorage, to: ObjectStorage) {
  const result = { copied: 0, missing: 0 };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const bytes = await from.get(key);
      if (!bytes) { result.missing++; continue; }
      await to.put(key, bytes);
      result.copied++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return result;
}

type MigrationOptions = {
  photos?: { from: ObjectStorage; to: ObjectStorage };
  batchSize?: number;
};

// PostgreSQL's limit on one statement's parameters (a 16-bit count): a batch of a wide table is cut to fit it.
const MAX_PARAMETERS = 65_535;
const rowsPerInsert = (columns: Record<string, unknown>, batchSize: number) =>
  Math.min(batchSize, Math.floor(MAX_PARAMETERS / Object.keys(columns).length));

/**
 * Copies every table of a live SQLite database into an empty PostgreSQL one, in dependency order and
 * in batches, in one transaction (all or nothing), from one read snapshot of SQLite. Refuses a
 * PostgreSQL database that holds any row. Photos are copied first when `photos` is given.
 */
export async function migrateToPostgres(sqlite: Db, target: PgDb, options: MigrationOptions = {}): Promise<MigrationReport> {
  const batchSize = options.batchSize ?? 500;
  const tables = copiedTables();
  for (const table of tables) {
    const { rows } = await target.$client.query(`SELECT EXISTS (SELECT 1 FROM "${getTableName(table)}") AS taken`);
    if (rows[0].taken) throw new Error(`PostgreSQL is not empty (table ${getTableName(table)} has rows): migrate:to-postgres only fills an empty database`);
  }
  const photos = options.photos ? await copyPhotos(photoKeys(sqlite), options.photos.from, options.photos.to) : { copied: 0, missing: 0 };

  const client = await target.$client.connect();
  const tx = drizzle({ client, schema: pgSchema });
  const report: MigrationReport = { rows: {}, photos };
  sqlite.$client.exec('BEGIN'); // one read snapshot of a live database (WAL): writers carry on meanwhile
  try {
    await client.query('BEGIN');
    // The copy brings the search documents and the version with it; the catalogue triggers stay off meanwhile.
    for (const table of ['products', 'stores', 'categories']) await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    for (const table of tables) {
      const source = (sqliteTables as Record<string, unknown>)[Object.entries(pgTables).find(([, v]) => v === table)![0]] as SQLiteTable;
      const columns = getTableColumns(source);
      const rowsPerBatch = rowsPerInsert(columns, batchSize);
      let copied = 0;
      for (let last = -Infinity; ;) {
        const rows = sqlite.select({ rowid__: sql<number>`rowid`, ...columns }).from(source)
          .where(sql`rowid > ${last === -Infinity ? Number.MIN_SAFE_INTEGER : last}`).orderBy(sql`rowid`).limit(rowsPerBatch).all();
        if (rows.length === 0) break;
        last = rows.at(-1)!.rowid__;
        await tx.insert(table).values(rows.map(({ rowid__: _rowid, ...row }) => row) as never);
        copied += rows.length;
      }
      report.rows[getTableName(table)] = copied;
    }
    await copySearchDocuments(sqlite, tx, batchSize);
    const version = sqlite.$client.prepare('SELECT version, counters FROM catalogue_version WHERE id = 1').get() as { version: number; counters: number };
    // one more than SQLite's, so no cache of the old database can pass for the new one
    await tx.update(catalogueVersion).set({ version: version.version + 1, counters: version.counters });
    await refreshSearchTextIn(client);
    for (const table of ['products', 'stores', 'categories']) await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    return report;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    sqlite.$client.exec('COMMIT');
    client.release();
  }
}

type SearchDocRow = { doc_id: number; product_id: string; is_listed: number; store_id: string; category_id: string | null; price_cents: number; is_on_sale: number; rating: number; sold_count: number; name_en: string; created_at: string };

/** SQLite's search-document ids are kept (cached searches are lists of them); the text is rewritten by the application. */
async function copySearchDocuments(sqlite: Db, tx: NodePgDatabase<typeof pgSchema>, batchSize: number) {
  const read = sqlite.$client.prepare('SELECT * FROM product_search_docs WHERE doc_id > ? ORDER BY doc_id LIMIT ?');
  const rowsPerBatch = rowsPerInsert(getTableColumns(productSearchDocs), batchSize);
  for (let last = 0; ;) {
    const rows = read.all(last, rowsPerBatch) as SearchDocRow[];
    if (rows.length === 0) break;
    last = rows.at(-1)!.doc_id;
    await tx.insert(productSearchDocs).values(rows.map((r) => ({
      docId: r.doc_id, productId: r.product_id, isListed: !!r.is_listed, storeId: r.store_id, categoryId: r.category_id, priceCents: r.price_cents,
      isOnSale: !!r.is_on_sale, rating: r.rating, soldCount: r.sold_count, nameEn: r.name_en, createdAt: r.created_at,
    })));
  }
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('product_search_docs', 'doc_id'), coalesce(max(doc_id), 0) + 1, false) FROM product_search_docs`);
  await tx.execute(sql`INSERT INTO ${storeSearchDocs} (store_id) SELECT id FROM stores`);
}
