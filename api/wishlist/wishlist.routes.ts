import { router } from '#api/lib/context.ts';

// The signed-in user's wishlist.
export const wishlistRoutes = router();
