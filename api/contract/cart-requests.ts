// Cart and wishlist requests as valibot schemas, which the API validates with. Apart from cart.ts (answer
// shapes and the shipping rule), which a buyer's first page imports: there they would bring valibot into that
// page's code (docs/decisions/022, "Web, twenty-fourth round").
import * as v from 'valibot';
import { idSchema } from './field-schemas.ts';
import { MAX_QUANTITY } from './cart.ts';

/** A whole number 1..MAX_QUANTITY sent as a JSON number; text, 0, negative or fractional is a 400. */
export const quantitySchema = v.pipe(
  v.number('invalidWholeNumber'),
  v.integer('invalidWholeNumber'),
  v.minValue(1, 'Quantity must be at least 1'),
  v.maxValue(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
);

export const CartAddSchema = v.object({ productId: idSchema, quantity: v.optional(quantitySchema, 1) });
export type CartAddInput = v.InferInput<typeof CartAddSchema>;

export const CartUpdateSchema = v.object({ quantity: quantitySchema });

export const WishlistAddSchema = v.object({ productId: idSchema });
