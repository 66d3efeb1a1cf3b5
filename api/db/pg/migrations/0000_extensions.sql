-- Trigram indexes for substring search (api/db/pg/search-schema.ts). pg_trgm is a trusted extension:
-- the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
