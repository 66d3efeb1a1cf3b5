import { expectTypeOf } from 'vitest';
import type { CartAddInput } from '#api/contract/cart-requests.ts';
import type { ProductDto, ProductListDto, StoreDto } from '#api/contract/catalogue.ts';
import type { Answer, Body, PathTo, RouteWith } from './api-types.ts';

// Type-level checks of the route table, run by `npm run check` (tsc), not at run time: each line
// fails the build when the route types stop saying what the app relies on (docs/decisions/026).

// Catalogue answers sent as cached bytes are typed as their JSON, not as Uint8Array.
expectTypeOf<Answer<'/api/products'>>().toEqualTypeOf<ProductListDto>();
expectTypeOf<Answer<'/api/stores/slug/:slug'>>().toEqualTypeOf<StoreDto>();

// A path served by two routers (reads by id pattern, writes by plain id) is one route with all its methods.
expectTypeOf<'/api/products/:id'>().toExtend<RouteWith<'$get'>>();
expectTypeOf<'/api/products/:id'>().toExtend<RouteWith<'$put'>>();
expectTypeOf<'/api/products/:id'>().toExtend<RouteWith<'$delete'>>();
expectTypeOf<Answer<'/api/products/:id'>>().toEqualTypeOf<ProductDto>();

// Bodies are what the validator reads (the schema's input); routes without a body read none.
expectTypeOf<Body<'/api/cart', '$post'>>().toEqualTypeOf<CartAddInput>();
expectTypeOf<Body<'/api/logout', '$post'>>().toEqualTypeOf<undefined>();
// A 204 has no body to read.
expectTypeOf<Answer<'/api/cart/:id', '$delete'>>().toEqualTypeOf<undefined>();

// Paths must fit their route; parameters and a query string may be filled in.
expectTypeOf<'/api/orders/42/status'>().toExtend<PathTo<'/api/orders/:id/status'>>();
expectTypeOf<'/api/products?limit=20'>().toExtend<PathTo<'/api/products'>>();
expectTypeOf<'/api/order/42/status'>().not.toExtend<PathTo<'/api/orders/:id/status'>>();
expectTypeOf<'/api/no-such-route'>().not.toExtend<RouteWith<'$get'>>();
