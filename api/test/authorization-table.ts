// Every API route (read from the Hono app itself) with the status each caller must get, the
// caller sending a valid body (api/test/route-world.ts). The order of the columns:
//                      visitor, buyer, store owner, other seller, admin
// A route added to the app without a row here fails the first test.
export const expected: Record<string, [number, number, number, number, number]> = {
  'POST /api/register': [201, 201, 201, 201, 201],
  'POST /api/login': [200, 200, 200, 200, 200],
  'POST /api/logout': [200, 200, 200, 200, 200],
  'GET /api/auth/user': [401, 200, 200, 200, 200],
  'PUT /api/auth/password': [401, 200, 200, 200, 200],
  'POST /api/auth/sign-out-everywhere': [401, 200, 200, 200, 200],
  'PUT /api/auth/profile': [401, 200, 200, 200, 200],
  'GET /api/categories': [200, 200, 200, 200, 200],
  'POST /api/categories': [401, 403, 403, 403, 201],
  'PUT /api/categories/:id': [401, 403, 403, 403, 200],
  'DELETE /api/categories/:id': [401, 403, 403, 403, 409], // the world's category has a product
  'GET /api/stores/:id/orders': [401, 403, 200, 403, 200],
  'GET /api/stores/my-stores': [401, 403, 200, 200, 200],
  'POST /api/stores': [401, 403, 201, 201, 201],
  'PUT /api/stores/:id': [401, 403, 200, 403, 200],
  'GET /api/stores/:id/products': [200, 200, 200, 200, 200],
  'GET /api/stores': [200, 200, 200, 200, 200],
  'GET /api/stores/slug/:slug': [200, 200, 200, 200, 200],
  'GET /api/stores/:id': [200, 200, 200, 200, 200],
  'POST /api/products/bulk': [401, 403, 201, 403, 201],
  'POST /api/products': [401, 403, 201, 403, 201],
  'PUT /api/products/:id': [401, 403, 200, 403, 200],
  'DELETE /api/products/:id': [401, 403, 200, 403, 200],
  'GET /api/products': [200, 200, 200, 200, 200],
  'GET /api/products/:id': [200, 200, 200, 200, 200],
  'GET /api/products/:id/reviews': [200, 200, 200, 200, 200],
  'POST /api/products/:id/reviews': [401, 201, 403, 201, 201],
  'POST /api/listing-drafts': [401, 403, 201, 403, 201],
  'GET /api/cart': [401, 200, 200, 200, 200],
  'POST /api/cart': [401, 200, 201, 201, 201],
  'DELETE /api/cart': [401, 204, 204, 204, 204],
  'PUT /api/cart/:id': [401, 200, 404, 404, 404],
  'DELETE /api/cart/:id': [401, 204, 404, 404, 404],
  'GET /api/wishlist': [401, 200, 200, 200, 200],
  'POST /api/wishlist': [401, 200, 201, 201, 201],
  'DELETE /api/wishlist/:productId': [401, 204, 204, 204, 204],
  'POST /api/orders': [401, 201, 409, 409, 409], // only the buyer has a cart
  'GET /api/orders/my-orders': [401, 200, 200, 200, 200],
  'GET /api/orders/recent': [401, 403, 200, 200, 200],
  'GET /api/orders/checkouts/:id': [401, 200, 404, 404, 200],
  'GET /api/orders/:id': [401, 200, 200, 404, 200],
  'PUT /api/orders/:id/status': [401, 403, 200, 404, 200], // the buyer may only cancel
  'PUT /api/orders/:id/cliq-reference': [401, 409, 404, 404, 404], // the buyer's own order, but paid in cash
  'GET /api/orders/seller-summary': [401, 403, 200, 200, 200],
  'GET /api/health': [200, 200, 200, 200, 200],
  'GET /api/push/public-key': [401, 403, 200, 200, 200],
  'POST /api/push/subscriptions': [401, 403, 201, 201, 201],
  'DELETE /api/push/subscriptions': [401, 403, 204, 204, 204],
  'GET /api/dashboard/stats': [401, 403, 200, 200, 200],
  'GET /api/admin/users': [401, 403, 403, 403, 200],
  'PUT /api/admin/users/:id': [401, 403, 403, 403, 200],
  'GET /api/admin/stores': [401, 403, 403, 403, 200],
  'PUT /api/admin/stores/:id': [401, 403, 403, 403, 200],
  'GET /api/admin/orders': [401, 403, 403, 403, 200],
  'POST /api/objects/upload': [401, 200, 200, 200, 200],
  'PUT /api/objects/upload/:token': [401, 403, 415, 403, 403], // the owner's token; a JSON body is no photo
  'PUT /api/objects/acl': [401, 403, 200, 403, 403], // only the uploader publishes her photo
  'POST /api/ai/analyze-image': [401, 403, 415, 415, 415], // sellers pass; the sample is no photo
  'GET /objects/uploads/:id': [404, 404, 404, 404, 404], // a stored row without files
  'GET /objects/uploads/:id/:width': [404, 404, 404, 404, 404],
  'GET /objects/uploads/:id/:file': [404, 404, 404, 404, 404],
};

