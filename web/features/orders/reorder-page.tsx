import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailDto } from '#api/contract/orders.ts';
import { ApiError } from '#web/lib/api.ts';
import { writeThrough } from '#web/lib/offline/write-through.ts';
import { cartKeys } from '#web/lib/shop/cart.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { EmptyState, ErrorState, Spinner } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { OrderNotFound } from './order-not-found.tsx';
import { useRouteOrder } from './use-order.ts';

type Outcome = { added: number; skipped: string[] };

/**
 * Adds a line through the outbox like every cart write (in order with changes still queued; kept
 * if the connection drops); when the stock is lower now, adds what is left. Answers whether
 * anything was added.
 */
async function addLine(productId: string, quantity: number): Promise<boolean> {
  try {
    await writeThrough<'POST', '/api/cart'>({ method: 'POST', path: '/api/cart', body: { productId, quantity }, kind: 'cart', productId });
    return true;
  } catch (error) {
    const body = error instanceof ApiError && error.status === 409 ? error.body : null;
    const room = typeof body?.stock === 'number' ? body.stock - (typeof body.inCart === 'number' ? body.inCart : 0) : 0;
    if (room <= 0 || room >= quantity) return false;
    return addLine(productId, room);
  }
}

async function putBackInCart(order: OrderDetailDto, nameOf: (item: OrderDetailDto['items'][number]) => string): Promise<Outcome> {
  const outcome: Outcome = { added: 0, skipped: [] };
  for (const item of order.items) {
    if (await addLine(item.productId, item.quantity)) outcome.added += 1;
    else outcome.skipped.push(nameOf(item));
  }
  return outcome;
}

/** /reorder/{id}: puts a delivered order's lines back into the cart, then opens the cart. */
export function ReorderPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const localized = useLocalized();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const { query, missing } = useRouteOrder();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const order = query.data;

  useEffect(() => {
    if (!order || order.status !== 'delivered' || started.current) return;
    started.current = true; // once, also under StrictMode's double effects
    putBackInCart(order, (item) => localized(item.nameAr, item.nameEn))
      .then(async ({ added, skipped }) => {
        await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        if (skipped.length === 0) toast({ title: t`The items of your order are back in your cart`, variant: 'success' });
        else toast({ title: t`Some items could not be added`, description: new Intl.ListFormat(language).format(skipped), variant: added > 0 ? 'default' : 'destructive' });
        navigate('/cart', { replace: true });
      })
      .catch(() => setFailed(true));
  }, [order, localized, language, navigate, queryClient, t]);

  if (missing) return <OrderNotFound />;
  if (query.isError || failed) return <ErrorState onRetry={() => window.location.reload()} />;
  if (order && order.status !== 'delivered') {
    return (
      <EmptyState title={t`Only delivered orders can be ordered again`} action={<Link to={`/orders/${order.id}`} className="btn-primary"><Trans>View order</Trans></Link>} />
    );
  }
  return <Spinner label={t`Adding the items to your cart…`} />;
}
