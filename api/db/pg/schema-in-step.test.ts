import { describe, expect, it } from 'vitest';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from '#api/db/schema.ts';
import * as pgSchema from './schema.ts';
import { schemaDifferences, tablesOf } from './schema-in-step.ts';

describe('the PostgreSQL schema is kept in step with the SQLite one', () => {
  it('has the same tables, columns, types, nullability, defaults, keys, indexes and foreign keys', () => {
    const sqlite = tablesOf(sqliteSchema);
    const pg = tablesOf(pgSchema);
    expect(sqlite.size).toBeGreaterThan(15);
    expect(schemaDifferences(sqlite, pg)).toEqual([]);
  });

  it('notices a column, an index or a nullability that one side lacks', () => {
    // the SQLite side of `categories` with one more column, one index fewer and a nullable name
    const changed = sqliteTable('categories', {
      id: text('id').primaryKey(),
      slug: text('slug').notNull(),
      nameEn: text('name_en'),
      nameAr: text('name_ar').notNull(),
      descriptionEn: text('description_en'),
      descriptionAr: text('description_ar'),
      iconClass: text('icon_class'),
      sortOrder: integer('sort_order').notNull().default(0),
      createdAt: text('created_at').notNull(),
      colour: text('colour'),
    }, (t) => [uniqueIndex('categories_slug_uq').on(t.slug, t.nameAr)]);
    const differences = schemaDifferences(tablesOf({ changed }), tablesOf({ categories: pgSchema.categories }));
    expect(differences.join('\n')).toMatch(/categories\.colour: .* ≠ missing/);
    expect(differences.join('\n')).toMatch(/categories\.name_en:/);
    expect(differences.join('\n')).toMatch(/categories\.created_at:/); // no default on the changed side
    expect(differences.join('\n')).toMatch(/categories index categories_slug_uq/);
  });
});
