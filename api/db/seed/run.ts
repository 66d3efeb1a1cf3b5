// `npm run db:seed`: loads the demo data into DATA_DIR's database if it has no catalogue yet.
// (The server does the same at start when DEMO_DATA=1.)
import path from 'node:path';
import { openDatabase } from '#api/db/client.ts';
import { asDb, closeDatabase } from '#api/db/database.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { readEnv } from '#api/env.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';
import { writeStartData } from './start-data.ts';

const env = readEnv();
const db = env.databaseUrl ? asDb(await openPostgres(env.databaseUrl)) : openDatabase(path.join(env.dataDir, 'souq-bayti.db'));
// under the start-up lock: a server starting meanwhile on the same PostgreSQL waits its turn
const summary = await writeStartData(db, createObjectStorage(env), { demoData: true });
if (!summary) console.log(`The database ${env.databaseUrl ? '(DATABASE_URL)' : `in ${env.dataDir}`} already has a catalogue: nothing loaded.`);
await closeDatabase(db);
