import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { OpeningHours } from '#api/contract/store-place.ts';

// Conventions: ids are UUID text; timestamps are ISO 8601 text (sortable); money is integer
// hundredths of a dinar (`*Cents`), never floats; booleans are SQLite integers.

const id = () => text('id').primaryKey().$defaultFn(() => crypto.randomUUID());
const createdAt = () => text('created_at').notNull().$defaultFn(() => new Date().toISOString());
const updatedAt = () => text('updated_at').notNull().$defaultFn(() => new Date().toISOString());
const bool = (name: string) => integer(name, { mode: 'boolean' });
const jsonList = (name: string) => text(name, { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`);

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(), // stored lower-cased: unique case-insensitively
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['buyer', 'seller', 'admin'] }).notNull(),
    isActive: bool('is_active').notNull().default(true),
    address: text('address'),
    city: text('city'),
    governorate: text('governorate'),
    phoneNumber: text('phone_number'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_created_idx').on(t.createdAt)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // sha-256 of the cookie value: a leaked database does not leak usable sessions
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    iconClass: text('icon_class'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug)],
);

export const stores = sqliteTable(
  'stores',
  {
    id: id(),
    slug: text('slug').notNull(),
    sellerId: text('seller_id').notNull().references(() => users.id),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    rating: real('rating').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    // Public visibility, maintained by the store and admin services: open, not suspended, seller active.
    isActive: bool('is_active').notNull().default(true),
    // The seller's own open/closed switch, and the admin's suspension that only an admin lifts.
    isOpen: bool('is_open').notNull().default(true),
    isSuspended: bool('is_suspended').notNull().default(false),
    governorate: text('governorate'),
    city: text('city'),
    phoneNumber: text('phone_number'),
    whatsappNumber: text('whatsapp_number'),
    cliqNumber: text('cliq_number'),
    instagramUrl: text('instagram_url'),
    facebookUrl: text('facebook_url'),
    otherPagesUrl: text('other_pages_url'),
    operatingHours: text('operating_hours'),
    openingHours: text('opening_hours', { mode: 'json' }).$type<OpeningHours>(),
    specialServices: text('special_services'),
    deliveryOptions: jsonList('delivery_options'),
    deliveryAreas: jsonList('delivery_areas'),
    preferredContactMethods: jsonList('preferred_contact_methods'),
    featuredProductName: text('featured_product_name'),
    featuredProductPriceCents: integer('featured_product_price_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_slug_uq').on(t.slug),
    index('stores_seller_idx').on(t.sellerId),
    index('stores_active_name_idx').on(t.isActive, t.nameEn),
    index('stores_active_rating_idx').on(t.isActive, t.rating),
    index('stores_active_orders_idx').on(t.isActive, t.totalOrders),
    index('stores_active_created_idx').on(t.isActive, t.createdAt),
    index('stores_active_gov_idx').on(t.isActive, t.governorate),
    index('stores_active_category_idx').on(t.isActive, t.categoryId),
  ],
);

export const products = sqliteTable(
  'products',
  {
    id: id(),
    storeId: text('store_id').notNull().references(() => stores.id),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    currency: text('currency', { enum: ['JOD', 'USD'] }).notNull().default('JOD'),
    stock: integer('stock').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    rating: real('rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    status: text('status', { enum: ['active', 'draft'] }).notNull().default('active'),
    attributes: text('attributes', { mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    imageUrl: text('image_url'), // the main photo, denormalised so lists need no join
    // Maintained by the product service: originalPrice > price.
    isOnSale: bool('is_on_sale').notNull().default(false),
    // Maintained by the product and store services: active, not deleted, and its store active.
    // One indexed flag lets every public list filter and sort through an index.
    isListed: bool('is_listed').notNull().default(true),
    deletedAt: text('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.createdAt),
    // One index per sort (docs/decisions/022): the order, then the id (the tie-break, so every order is
    // total), then the filter columns, so a page is read from the index alone, whatever the filters.
    index('products_listed_created_idx').on(t.isListed, t.createdAt, t.id, t.categoryId, t.isOnSale, t.priceCents),
    index('products_listed_price_idx').on(t.isListed, t.priceCents, t.id, t.categoryId, t.isOnSale),
    index('products_listed_rating_idx').on(t.isListed, t.rating, t.id, t.categoryId, t.isOnSale, t.priceCents),
    index('products_listed_sales_idx').on(t.isListed, t.soldCount, t.id, t.categoryId, t.isOnSale, t.priceCents),
    index('products_listed_name_idx').on(t.isListed, t.nameEn, t.id, t.categoryId, t.isOnSale, t.priceCents),
    // Totals: each filter set is one range of one of these (or of the price index above).
    index('products_listed_cat_price_idx').on(t.isListed, t.categoryId, t.priceCents),
    index('products_listed_sale_price_idx').on(t.isListed, t.isOnSale, t.priceCents),
    index('products_listed_cat_sale_price_idx').on(t.isListed, t.categoryId, t.isOnSale, t.priceCents),
    index('products_listed_store_created_idx').on(t.isListed, t.storeId, t.createdAt),
  ],
);

export const productImages = sqliteTable(
  'product_images',
  {
    id: id(),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  // by url: deleting a photo first asks whether anything still shows it (api/lib/photo-store.ts)
  (t) => [index('product_images_product_idx').on(t.productId, t.position), index('product_images_url_idx').on(t.url)],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    commentAr: text('comment_ar'),
    commentEn: text('comment_en'),
    isVerifiedPurchase: bool('is_verified_purchase').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId), index('reviews_product_created_idx').on(t.productId, t.createdAt)],
);

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_user_product_uq').on(t.userId, t.productId)],
);

export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_product_uq').on(t.userId, t.productId)],
);

export const checkouts = sqliteTable(
  'checkouts',
  {
    id: id(),
    buyerId: text('buyer_id').notNull().references(() => users.id),
    paymentMethod: text('payment_method', { enum: ['cod', 'cliq'] }).notNull(),
    cliqReference: text('cliq_reference'),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    details: text('details'),
    phone: text('phone').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkouts_buyer_idx').on(t.buyerId, t.createdAt)],
);

export const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    checkoutId: text('checkout_id').notNull().references(() => checkouts.id),
    buyerId: text('buyer_id').notNull().references(() => users.id),
    storeId: text('store_id').notNull().references(() => stores.id),
    /** the one short human reference (SB-4821) everyone sees; set by the checkout (docs/decisions/019) */
    reference: text('reference'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    /** the buyer's CliQ transfer reference for this store's order (one transfer per store) */
    cliqReference: text('cliq_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_store_idx').on(t.storeId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    uniqueIndex('orders_reference_idx').on(t.reference),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id),
    // copied at the time of purchase: later edits or deletion of the product do not change the order
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    imageUrl: text('image_url'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId), index('order_items_image_idx').on(t.imageUrl)],
);

export const orderStatusEvents = sqliteTable(
  'order_status_events',
  {
    id: id(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    actorId: text('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const uploadUrls = sqliteTable(
  'upload_urls',
  {
    // sha-256 of the single-use token carried in the upload URL
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    objectId: text('object_id'),
    createdAt: createdAt(),
  },
  (t) => [index('upload_urls_user_idx').on(t.userId)],
);

export const storedObjects = sqliteTable(
  'stored_objects',
  {
    id: id(),
    ownerId: text('owner_id').notNull().references(() => users.id),
    // e.g. /objects/uploads/<id>; the stored files are uploads/<id>/<width>.webp and .avif (api/lib/photo-files.ts)
    objectPath: text('object_path').notNull(),
    widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // The widths also stored as AVIF; none for photos stored before AVIF.
    avifWidths: text('avif_widths', { mode: 'json' }).$type<number[]>().notNull().default([]),
    isPublic: bool('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stored_objects_path_uq').on(t.objectPath), index('stored_objects_owner_idx').on(t.ownerId)],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // SHA-256 of the request body: a key reused for another request is refused (docs/decisions/017).
    fingerprint: text('fingerprint').notNull().default(''),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

// Abuse-limit counters shared by every server process on this database (RATE_LIMIT_STORE=database).
export const rateLimitBuckets = sqliteTable(
  'rate_limit_buckets',
  {
    // "<rule name> <key>", e.g. "login-account someone@example.com"
    key: text('key').primaryKey(),
    tokens: real('tokens').notNull(),
    // milliseconds since the epoch: the arithmetic is done on numbers
    updatedAt: integer('updated_at').notNull(),
    // when the bucket is full again: from then on the row says nothing and is forgotten
    fullAt: integer('full_at').notNull(),
  },
  (t) => [index('rate_limit_buckets_full_idx').on(t.fullAt)],
);

/**
 * A seller's browser that allows order alerts (Web Push, docs/decisions/025-web-push.md). Tied to the
 * session that turned alerts on, so signing out (or a password change ending other sessions) stops them.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash').notNull().references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** the browser's P-256 public key and auth secret (base64url), needed to encrypt each message */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** the app's language when she turned alerts on: the notification's language */
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
