import { first } from '#api/db/database.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { drizzleClient } from './statement-cache.ts';

const things = sqliteTable('things', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe('drizzleClient', () => {
  let sqlite: Database.Database;
  let prepared: string[];
  beforeEach(() => {
    sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    prepared = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => { prepared.push(source); return prepare(source); }) as typeof sqlite.prepare;
  });
  afterEach(() => sqlite.close());

  it('compiles a query once however often drizzle builds it, with the same answers', async () => {
    const db = drizzle({ client: drizzleClient(sqlite) });
    await db.insert(things).values([{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
    for (const id of [1, 2, 1]) expect(first(await db.select().from(things).where(eq(things.id, id)).limit(1))?.id).toBe(id);
    expect(prepared.filter((s) => s.startsWith('select')).length).toBe(1);
  });

  it('hands a statement back in plain mode after drizzle asked for raw rows', async () => {
    const db = drizzle({ client: drizzleClient(sqlite) });
    await db.insert(things).values({ id: 1, name: 'one' });
    const query = 'select "id", "name" from "things"';
    expect(await db.select().from(things)).toEqual([{ id: 1, name: 'one' }]); // raw rows mapped by drizzle
    expect(db.all(sql.raw(query))).toEqual([{ id: 1, name: 'one' }]); // the same text, plain rows
    expect(prepared.filter((s) => s === query)).toHaveLength(1); // one statement served both
  });

  it('never shares a statement while an iterator still reads it, and forgets the least recently used', () => {
    const client = drizzleClient(sqlite, 2);
    sqlite.exec("INSERT INTO things VALUES (1, 'one'), (2, 'two')");
    const iterating = client.prepare('SELECT id FROM things').pluck();
    const rows = iterating.iterate();
    rows.next();
    const other = client.prepare('SELECT id FROM things');
    expect(other).not.toBe(iterating);
    expect(other.all()).toEqual([{ id: 1 }, { id: 2 }]);
    rows.return?.();
    client.prepare('SELECT 1');
    client.prepare('SELECT 2'); // past the limit of 2: the first text is forgotten
    const count = prepared.length;
    client.prepare('SELECT id FROM things');
    expect(prepared.length).toBe(count + 1);
  });
});
