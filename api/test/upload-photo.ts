import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * A photo through the whole flow as the app sends it: upload URL, raw PUT of the bytes, then the ACL
 * call that makes it public (skipped with `makePublic: false`). Returns its `/objects/uploads/<id>` path.
 */
export async function uploadPhoto(t: TestApp, cookie: string, bytes: Buffer, { makePublic = true } = {}) {
  const url = (await t.call('POST', '/api/objects/upload', { cookie })).json.uploadURL as string;
  const stored = await t.call('PUT', url, { cookie, raw: new Uint8Array(bytes), headers: { 'content-type': 'image/jpeg' } });
  expect(stored.status).toBe(200);
  if (!makePublic) return stored.json.objectPath as string;
  const acl = await t.call('PUT', '/api/objects/acl', { cookie, body: { objectPath: url } });
  expect(acl.status).toBe(200);
  return acl.json.objectPath as string;
}
