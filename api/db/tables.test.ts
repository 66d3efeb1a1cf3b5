import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PgTable } from 'drizzle-orm/pg-core';
import { databaseEngine } from '#api/env.ts';
import * as sqliteSchema from './schema.ts';
import * as tables from './tables.ts';

describe('the services’ tables', () => {
  it('offers every table of the schema, for the engine this process runs on', () => {
    const schemaTables = Object.entries(sqliteSchema).filter(([, value]) => is(value, SQLiteTable));
    expect(schemaTables.length).toBeGreaterThan(10);
    for (const [name, table] of schemaTables) {
      const offered = (tables as Record<string, unknown>)[name];
      expect(offered, name).toBeDefined();
      expect(getTableName(offered as SQLiteTable)).toBe(getTableName(table as SQLiteTable));
      expect(is(offered, PgTable)).toBe(databaseEngine === 'postgres');
    }
  });
});
