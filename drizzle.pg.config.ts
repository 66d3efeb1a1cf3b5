import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations (DATABASE_URL=postgres://…, docs/decisions/028-one-code-two-databases.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./api/db/pg/schema.ts', './api/db/pg/search-schema.ts'],
  out: './api/db/pg/migrations',
});
