import { openDatabase, type Db } from '#api/db/client.ts';
import { compactSearchIndex } from '#api/db/search-index-upkeep.ts';

// A large, realistic-looking catalogue for the API benchmark: bilingual names from a small vocabulary
// (so searches hit thousands of products, as real words do), prices, sales, ratings and dates spread.

export const CATEGORIES = [
  ['food', 'طعام', 'Food'], ['crafts', 'حرف يدوية', 'Crafts'], ['sewing', 'خياطة', 'Sewing'], ['tutoring', 'دروس', 'Tutoring'],
  ['coaching', 'تدريب', 'Coaching'], ['fashion', 'أزياء', 'Fashion'], ['beauty', 'جمال', 'Beauty'], ['home-garden', 'المنزل والحديقة', 'Home and garden'],
] as const;
export const NOUNS = [
  ['وسادة', 'cushion'], ['ثوب', 'thobe'], ['شال', 'shawl'], ['حقيبة', 'bag'], ['لوحة', 'wall art'], ['مربى', 'jam'], ['عسل', 'honey'],
  ['صابون', 'soap'], ['شمعة', 'candle'], ['سلة', 'basket'], ['مفرش', 'table runner'], ['إسوارة', 'bracelet'], ['قلادة', 'necklace'],
  ['كعك', 'cookies'], ['زعتر', 'thyme mix'], ['مخلل', 'pickles'], ['دمية', 'doll'], ['محفظة', 'wallet'], ['سجادة', 'rug'], ['فخار', 'pottery'],
] as const;
export const ADJECTIVES = [
  ['مُطَرَّزة', 'embroidered'], ['يدوية', 'handmade'], ['تراثية', 'heritage'], ['بلدي', 'homemade'], ['صغيرة', 'small'], ['كبيرة', 'large'],
  ['ملونة', 'colourful'], ['قطنية', 'cotton'], ['حريرية', 'silk'], ['فاخرة', 'premium'], ['طبيعية', 'natural'], ['أصلية', 'original'],
  ['عضوية', 'organic'], ['مرسومة', 'painted'], ['منسوجة', 'woven'], ['محبوكة', 'knitted'], ['خشبية', 'wooden'], ['جلدية', 'leather'],
  ['زرقاء', 'blue'], ['حمراء', 'red'], ['خضراء', 'green'], ['ذهبية', 'golden'], ['فضية', 'silver'], ['مطرزه', 'stitched'], ['أنيقة', 'elegant'],
] as const;
const PLACES = [['عمّان', 'Amman'], ['إربد', 'Irbid'], ['السلط', 'Salt'], ['الكرك', 'Karak'], ['مادبا', 'Madaba'], ['الزرقاء', 'Zarqa']] as const;
export const GOVERNORATES = ['amman', 'irbid', 'salt', 'karak', 'madaba', 'zarqa', 'aqaba', 'jerash'];
const WOMEN = ['ليلى', 'سلمى', 'هدى', 'ريم', 'نور', 'منى', 'دعاء', 'سارة', 'رنا', 'عبير'];
const WOMEN_EN = ['Layla', 'Salma', 'Huda', 'Reem', 'Noor', 'Mona', 'Duaa', 'Sara', 'Rana', 'Abeer'];

/** A small deterministic random generator: the same catalogue (and benchmark traffic) every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchCatalogue = { db: Db; categoryIds: string[]; productIds: string[]; storeCount: number; productCount: number };

export function buildBenchDatabase(file: string, storeCount = 2_000, productCount = 100_000): BenchCatalogue {
  const db = openDatabase(file);
  const sqlite = db.$client;
  const rand = random(42);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();

  const insertUser = sqlite.prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES (?, ?, 'x', ?, 'Bench', 'seller', ?, ?)`);
  const insertCategory = sqlite.prepare(`INSERT INTO categories (id, slug, name_en, name_ar, sort_order, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertStore = sqlite.prepare(
    `INSERT INTO stores (id, slug, seller_id, category_id, name_en, name_ar, description_en, description_ar, rating, total_orders, governorate, city, whatsapp_number, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Many rows per statement: the search index triggers flush FTS5's pending terms at every statement's
  // savepoint, so one statement per product would build the index a row at a time.
  const columns = ['id', 'store_id', 'category_id', 'name_en', 'name_ar', 'description_en', 'description_ar', 'price_cents', 'original_price_cents', 'stock', 'sold_count', 'rating', 'total_reviews', 'is_on_sale', 'is_listed', 'status', 'deleted_at', 'created_at', 'updated_at'];
  const insertProducts = sqlite.prepare(`INSERT INTO products (${columns.join(', ')}) SELECT ${columns.map((_, i) => `value->>${i}`).join(', ')} FROM json_each(?)`);
  let batch: unknown[][] = [];
  const flush = () => { if (batch.length) insertProducts.run(JSON.stringify(batch)); batch = []; };

  const categoryIds: string[] = [];
  const productIds: string[] = [];
  sqlite.transaction(() => {
    CATEGORIES.forEach(([slug, ar, en], i) => {
      const id = crypto.randomUUID();
      categoryIds.push(id);
      insertCategory.run(id, slug, en, ar, i, iso(400));
    });
    const stores: { id: string; categoryId: string; active: boolean }[] = [];
    for (let s = 0; s < storeCount; s++) {
      const userId = crypto.randomUUID();
      insertUser.run(userId, `seller${s}@bench.test`, pick(WOMEN_EN), iso(400), iso(400));
      const i = s % WOMEN.length;
      const place = pick(PLACES);
      const categoryId = pick(categoryIds);
      const id = crypto.randomUUID();
      const active = s % 50 !== 49; // 2% inactive stores
      stores.push({ id, categoryId, active });
      const created = iso(rand() * 365);
      insertStore.run(
        id, `store-${s}`, userId, categoryId, `${WOMEN_EN[i]}'s ${place[1]} workshop ${s}`, `مشغل ${WOMEN[i]} في ${place[0]} ${s}`,
        `Handmade goods from ${place[1]}`, `منتجات يدوية من ${place[0]}`, Math.round(rand() * 50) / 10, Math.floor(rand() * 500),
        pick(GOVERNORATES), place[1], '+962791234567', created, created,
      );
      if (!active) sqlite.prepare(`UPDATE stores SET is_active = 0 WHERE id = ?`).run(id);
    }
    for (let p = 0; p < productCount; p++) {
      const store = stores[p % storeCount]!;
      const [nounAr, nounEn] = pick(NOUNS);
      const [adjAr, adjEn] = pick(ADJECTIVES);
      const [adj2Ar, adj2En] = pick(ADJECTIVES);
      const price = 100 + Math.floor(rand() * 99_900);
      const onSale = rand() < 0.2;
      const draft = rand() < 0.03;
      const deleted = rand() < 0.01;
      const listed = store.active && !draft && !deleted;
      const created = iso(rand() * 365);
      const id = crypto.randomUUID();
      productIds.push(id);
      batch.push([
        id, store.id, rand() < 0.8 ? store.categoryId : pick(categoryIds),
        `${adjEn} ${adj2En} ${nounEn} ${p % 97}`, `${nounAr} ${adjAr} ${adj2Ar} ${p % 97}`,
        `A ${adjEn} ${nounEn}, made by hand at home with care. Size ${1 + (p % 5)}.`, `${nounAr} ${adjAr} مصنوعة يدوياً في البيت بعناية. المقاس ${1 + (p % 5)}.`,
        price, onSale ? price + 100 + Math.floor(rand() * 5_000) : null, Math.floor(rand() * 40), Math.floor(rand() * 300),
        Math.round(rand() * 50) / 10, Math.floor(rand() * 120), onSale ? 1 : 0, listed ? 1 : 0, draft ? 'draft' : 'active', deleted ? created : null, created, created,
      ]);
      if (batch.length === 5_000) flush();
    }
    flush();
  })();
  // As after any seeding or bulk import: the search indexes in one segment each, as the server keeps them.
  // BENCH_COMPACT=0 leaves them as built (7–10 segments), for the server's upkeep to merge while it is measured.
  if (process.env.BENCH_COMPACT !== '0') compactSearchIndex(sqlite);
  sqlite.pragma('optimize');
  return { db, categoryIds, productIds, storeCount, productCount };
}
