// `npm run db:seed`: loads the demo data into DATA_DIR's database if it has no catalogue yet.
// (The server does the same at start when DEMO_DATA=1.)
import path from 'node:path';
import { openDatabase } from '#api/db/client.ts';
import { readEnv } from '#api/env.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

const env = readEnv();
const db = openDatabase(path.join(env.dataDir, 'souq-bayti.db'));
const summary = await seedDemoDataIfEmpty(db, createObjectStorage(env));
if (!summary) console.log(`The database in ${env.dataDir} already has a catalogue: nothing loaded.`);
db.$client.close();
