import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '#api/env.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The server's Web Push identity: the operator's keys from the settings, else the pair kept in
 * DATA_DIR, made on the first start. The file is readable by the server's user only (0600): the private
 * key lets anyone send alerts to every subscribed seller. Browsers' subscriptions are bound to the
 * public key, so the pair must survive restarts and backups (docs/decisions/025-web-push.md).
 */
export function loadVapidKeys(env: Pick<Env, 'dataDir' | 'vapid'>): VapidKeys {
  if (env.vapid) return env.vapid;
  const file = path.join(env.dataDir, VAPID_KEYS_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(env.dataDir, { recursive: true });
  try {
    // 'wx': if another process made the file first, keep (and read) theirs.
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  }
}
