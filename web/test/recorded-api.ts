import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CategoryDto } from '#api/contract/catalogue.ts';

export const embroidery: CategoryDto = { id: 'c1', slug: 'embroidery', nameEn: 'Embroidery', nameAr: 'تطريز', descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: 1 };

/**
 * A fake API for one test file, for tests about what a component asks for and when: each GET path
 * answers its body, and `asked()` lists the paths asked for since the test began, in order. Nobody
 * is signed in (`/api/auth/user` answers 401, not recorded).
 */
export function recordedApi(answers: Record<string, () => JsonBodyType>): { asked: () => string[] } {
  let asked: string[] = [];
  const server = setupServer(
    http.get('/api/auth/user', () => new HttpResponse(null, { status: 401 })),
    ...Object.entries(answers).map(([path, body]) =>
      http.get(path, () => {
        asked.push(path);
        return HttpResponse.json(body());
      }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    server.resetHandlers();
    asked = [];
  });
  afterAll(() => server.close());
  return { asked: () => [...asked] };
}
