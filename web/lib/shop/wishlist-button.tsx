import { useLingui } from '@lingui/react/macro';
import { useWishlist } from './wishlist.ts';

/** The wishlist heart (cards and product page): saved state from the server, named for its product. */
export function WishlistButton({ productId, productName, className = '' }: { productId: string; productName: string; className?: string }) {
  const wishlist = useWishlist();
  return (
    <WishlistHeart
      saved={wishlist.isSaved(productId)}
      pending={wishlist.isPending}
      onToggle={() => wishlist.toggle(productId)}
      productName={productName}
      className={className}
    />
  );
}

/** The heart itself, for a card whose list holds the wishlist (web/lib/shop/card-actions.tsx). */
export function WishlistHeart({ saved, pending, onToggle, productName: name, className = '' }: { saved: boolean; pending: boolean; onToggle: () => void; productName: string; className?: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`btn-outline ${saved ? 'text-red-700' : 'text-ink-muted'} ${className}`}
      onClick={onToggle}
      disabled={pending}
      aria-pressed={saved}
      aria-label={saved ? t`Remove ${name} from wishlist` : t`Add ${name} to wishlist`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
