import type { Db } from '#api/db/client.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';

// Placeholder until the demo catalogue lands (see issue: foundation, part 6).
export async function seedDemoDataIfEmpty(_db: Db, _storage: ObjectStorage): Promise<void> {}
