import postgres from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { products, stores, users } from '#api/db/pg/schema.ts';
import { productSearchDocs } from '#api/db/pg/search-schema.ts';
import { makeTestPostgres } from '#api/test/postgres-database.ts';
import { normalizeSearchText } from '../normalize.ts';
import { refreshSearchText } from './search-index.ts';

const { Pool } = postgres;

let pg: Awaited<ReturnType<typeof makeTestPostgres>>;
const COUNT = 1_800;

beforeAll(async () => {
  pg = await makeTestPostgres();
  const [seller] = await pg.db.insert(users).values({ email: 's@example.com', passwordHash: 'x', firstName: 'S', role: 'seller' }).returning();
  const [store] = await pg.db.insert(stores).values({ slug: 'umm-ali', sellerId: seller!.id, nameEn: 'Umm Ali', nameAr: 'أمّ علي' }).returning();
  const rows = Array.from({ length: COUNT }, (_, i) => ({ storeId: store!.id, nameEn: `Jar ${i}`, nameAr: `مُربّى ${i}`, priceCents: 100 + i }));
  for (let i = 0; i < rows.length; i += 600) await pg.db.insert(products).values(rows.slice(i, i + 600));
});
afterAll(() => pg?.cleanup());

describe('refreshSearchText', () => {
  it('lets several processes rewrite stale documents at once, each row once, all of them in the end', async () => {
    // two pools: two server processes
    const other = new Pool({ connectionString: pg.url, max: 2 });
    try {
      const [a, b, c] = await Promise.all([refreshSearchText(pg.db.$client), refreshSearchText(other), refreshSearchText(other)]);
      expect(a.products + b.products + c.products).toBeLessThanOrEqual(COUNT);
      const stale = await pg.db.execute(sql`SELECT count(*)::int AS n FROM product_search_docs WHERE search_stale`);
      // a refresh stops at a batch it could not fill (rows locked by another): the next search finishes the rest
      await refreshSearchText(pg.db.$client);
      const after = await pg.db.execute(sql`SELECT count(*)::int AS n FROM product_search_docs WHERE search_stale`);
      expect(after.rows[0]).toEqual({ n: 0 });
      expect(a.products + b.products + c.products + (stale.rows[0]!.n as number)).toBe(COUNT);
    } finally {
      await other.end();
    }
  });

  it('writes the normalised text of the names, the store and the substrings', async () => {
    const [doc] = await pg.db.select().from(productSearchDocs).where(sql`${productSearchDocs.nameEn} = 'Jar 7'`);
    expect(doc).toMatchObject({ names: 'مربي 7 jar 7', store: 'ام علي umm ali', searchStale: false });
    expect(doc!.body).toBe(normalizeSearchText('مُربّى 7 Jar 7 أمّ علي Umm Ali'));
  });
});
