// The shape of a drizzle table in dialect-neutral terms, so the SQLite and PostgreSQL schemas can be
// compared (api/db/pg/schema-in-step.test.ts): a column, key or index added to one and not the other
// shows up as a difference.
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';

type Described = {
  name: string;
  columns: Record<string, { type: string; notNull: boolean; primary: boolean; hasDefault: boolean; enum: string[] | null }>;
  primaryKeys: string[];
  indexes: Record<string, { unique: boolean; columns: string[]; partial: boolean }>;
  foreignKeys: string[];
};

type AnyConfig = ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>;

function columnName(column: unknown): string {
  return column && typeof column === 'object' && 'name' in column ? String(column.name) : '<expression>';
}

function describe(config: AnyConfig): Described {
  const columns: Described['columns'] = {};
  for (const c of config.columns) {
    // 'json' in both (SQLite text in json mode, PostgreSQL jsonb); 'number' for integer, bigint as numbers and floats
    columns[c.name] = { type: c.dataType, notNull: c.notNull, primary: c.primary, hasDefault: c.hasDefault, enum: c.enumValues?.length ? [...c.enumValues] : null };
  }
  const indexes: Described['indexes'] = {};
  for (const index of config.indexes) {
    const { name, unique, columns: on, where } = index.config;
    indexes[name ?? '<unnamed>'] = { unique, columns: on.map(columnName), partial: where != null };
  }
  const foreignKeys = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    const target = is(ref.foreignTable, SQLiteTable) ? sqliteConfig(ref.foreignTable).name : pgConfig(ref.foreignTable as PgTable).name;
    return `${ref.columns.map(columnName).join(',')} → ${target}(${ref.foreignColumns.map(columnName).join(',')}) on delete ${fk.onDelete ?? 'no action'}`;
  });
  return { name: config.name, columns, primaryKeys: config.primaryKeys.flatMap((pk) => pk.columns.map(columnName)), indexes, foreignKeys: foreignKeys.sort() };
}

export function describeTable(table: SQLiteTable | PgTable): Described {
  return describe(is(table, SQLiteTable) ? sqliteConfig(table) : pgConfig(table as PgTable));
}

/** The tables of a schema module, by table name. */
export function tablesOf(schema: Record<string, unknown>): Map<string, Described> {
  const tables = new Map<string, Described>();
  for (const value of Object.values(schema)) {
    if (is(value, SQLiteTable) || is(value, PgTable)) {
      const described = describeTable(value);
      tables.set(described.name, described);
    }
  }
  return tables;
}

/** Every way two schemas differ, one line each; empty when they are in step. */
export function schemaDifferences(a: Map<string, Described>, b: Map<string, Described>): string[] {
  const out: string[] = [];
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const [x, y] = [a.get(name), b.get(name)];
    if (!x || !y) {
      out.push(`table ${name}: only in the ${x ? 'first' : 'second'} schema`);
      continue;
    }
    for (const column of new Set([...Object.keys(x.columns), ...Object.keys(y.columns)])) {
      const [cx, cy] = [JSON.stringify(x.columns[column]), JSON.stringify(y.columns[column])];
      if (cx !== cy) out.push(`${name}.${column}: ${cx ?? 'missing'} ≠ ${cy ?? 'missing'}`);
    }
    if (x.primaryKeys.join() !== y.primaryKeys.join()) out.push(`${name} primary key: ${x.primaryKeys} ≠ ${y.primaryKeys}`);
    for (const index of new Set([...Object.keys(x.indexes), ...Object.keys(y.indexes)])) {
      const [ix, iy] = [JSON.stringify(x.indexes[index]), JSON.stringify(y.indexes[index])];
      if (ix !== iy) out.push(`${name} index ${index}: ${ix ?? 'missing'} ≠ ${iy ?? 'missing'}`);
    }
    if (x.foreignKeys.join('; ') !== y.foreignKeys.join('; ')) out.push(`${name} foreign keys: ${x.foreignKeys.join('; ')} ≠ ${y.foreignKeys.join('; ')}`);
  }
  return out;
}
