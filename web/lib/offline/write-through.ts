import type { QueryClient } from '@tanstack/react-query';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { ApiError } from '../api.ts';
import type { Answer, Body, MethodOf, PathTo, RouteWith } from '../api-types.ts';
import { submitWrite, type WriteInput } from './outbox.ts';

/** A write as the outbox keeps it, its path and body fitting the named route (`writeThrough<'PUT', '/api/cart/:id'>`). */
export type QueuedWrite<Verb extends WriteInput['method'], R extends RouteWith<MethodOf<Verb>>> =
  Omit<WriteInput, 'method' | 'path' | 'body'> & { method: Verb; path: PathTo<R>; body?: Body<R, MethodOf<Verb>> };

export type WriteThroughResult<T> = { queued: false; answer: T } | { queued: true };

/**
 * Sends a cart or wishlist write through the outbox. Online, it resolves with the server's answer
 * (a refusal throws the same ApiError a direct call would, so callers handle both alike); offline
 * it resolves `queued` and the caller's optimistic change stands until the outbox drains.
 */
export async function writeThrough<Verb extends WriteInput['method'], R extends RouteWith<MethodOf<Verb>>>(
  input: QueuedWrite<Verb, R>,
): Promise<WriteThroughResult<Answer<R, MethodOf<Verb>>>> {
  const outcome = await submitWrite(input);
  // The outbox keeps answers as it got them; this write's route says what they are (web/lib/api-types.ts).
  if (outcome.status === 'sent') return { queued: false, answer: outcome.answer as Answer<R, MethodOf<Verb>> };
  if (outcome.status === 'queued') return { queued: true };
  const { status, message, code, details } = outcome.conflict;
  throw new ApiError(status, '', JSON.stringify(details ?? { message, code }));
}

const looksLikeProduct = (value: unknown, id: string): value is ProductDto =>
  !!value && typeof value === 'object' && (value as ProductDto).id === id && typeof (value as ProductDto).price === 'string' && 'nameAr' in value;

function findIn(value: unknown, id: string, depth: number): ProductDto | undefined {
  if (looksLikeProduct(value, id)) return value;
  if (depth === 0 || !value || typeof value !== 'object') return undefined;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findIn(child, id, depth - 1);
    if (found) return found;
  }
  return undefined;
}

/** A product the app already holds (a list, a product page, the wishlist), for optimistic lines. */
export function findCachedProduct(queryClient: QueryClient, productId: string): ProductDto | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const found = findIn(query.state.data, productId, 4);
    if (found) return found;
  }
  return undefined;
}
