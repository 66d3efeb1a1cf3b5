import { router } from '#api/lib/context.ts';

// POST /api/ai/analyze-image: photo suggestions.
export const aiRoutes = router();
