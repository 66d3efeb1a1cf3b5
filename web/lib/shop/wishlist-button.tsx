import { useLingui } from '@lingui/react/macro';
import { useWishlist } from './wishlist.ts';

/** The wishlist heart (cards and product page): saved state from the server, named for its product. */
export function WishlistButton({ productId, productName: name, className = '' }: { productId: string; productName: string; className?: string }) {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const saved = wishlist.isSaved(productId);
  return (
    <button
      type="button"
      className={`btn-outline ${saved ? 'text-red-700' : 'text-ink-muted'} ${className}`}
      onClick={() => wishlist.toggle(productId)}
      disabled={wishlist.isPending}
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
