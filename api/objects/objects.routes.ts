import { router } from '#api/lib/context.ts';

// Upload flow under /api/objects (upload URL, raw PUT, ACL) and the stored photos under /objects.
export const objectsApiRoutes = router();
export const objectsFileRoutes = router();
