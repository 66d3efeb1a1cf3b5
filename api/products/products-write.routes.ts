import { router } from '#api/lib/context.ts';

// Seller product writes: create (active), update, soft delete (seller side).
export const productsWriteRoutes = router();

// POST /api/listing-drafts: the same body saved with status draft.
export const listingDraftsRoutes = router();
