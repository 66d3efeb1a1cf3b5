import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { REVIEW_COMMENT_MAX } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate, formatNumber } from '#web/lib/format.ts';
import { messageForCode, registerErrorMessages } from '#web/lib/error-messages.ts';
import { ApiError } from '#web/lib/api.ts';
import { rememberAction, usePendingAction } from '#web/lib/pending-action.ts';
import { currentPath, signInPath } from '#web/lib/sign-in-return.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { Rating } from '#web/ui/rating.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { reviewsQuery, useAddReview } from './queries.ts';

registerErrorMessages({ cannotReviewOwnProduct: msg`You cannot review products of your own store` });

const DEFAULT_RATING = 5;

/** Rating 1–5 as radio buttons (one tab stop, arrow keys move), 5 by default. */
function RatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold"><Trans>Your rating</Trans></legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => {
          const stars = formatNumber(n, language);
          return (
            <label key={n} className="cursor-pointer rounded px-0.5 text-3xl leading-none text-amber-700 has-[:focus-visible]:(ring-2 ring-brand-600)">
              <input type="radio" name="review-rating" value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" aria-label={t`${stars} out of 5 stars`} />
              <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Write a review (docs/product.md): signed-in users only ('Please login to add a review'), a comment
 * is required ('Please write a comment'), submit is disabled while it is empty or sending; the
 * comment goes in the writer's language (commentAr or commentEn). Success resets the form.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const { isAuthenticated } = useCurrentUser();
  const addReview = useAddReview(productId);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState('');

  const send = (stars: number, text: string) =>
    addReview.mutate(language === 'ar' ? { rating: stars, commentAr: text } : { rating: stars, commentEn: text }, {
      onSuccess: () => {
        toast({ title: t`Review added successfully`, variant: 'success' });
        setRating(DEFAULT_RATING);
        setComment('');
      },
      onError: (error) => {
        const reason = error instanceof ApiError ? messageForCode(i18n, error.code) : undefined;
        toast({ title: t`Failed to add review`, description: reason, variant: 'destructive' });
      },
    });
  // The review she wrote before signing in is posted when she comes back to this product.
  usePendingAction('review', (action) => send(action.rating, action.comment), (action) => action.productId === productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!isAuthenticated) {
      if (text) rememberAction({ kind: 'review', productId, rating, comment: text });
      return toast({ title: t`Please login to add a review`, variant: 'destructive', action: { label: t`Sign in`, href: signInPath(currentPath()) } });
    }
    if (!text) return toast({ title: t`Please write a comment`, variant: 'destructive' });
    send(rating, text);
  };

  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-4" aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="font-bold"><Trans>Write a review</Trans></h3>
      <RatingInput value={rating} onChange={setRating} />
      <div className="flex flex-col gap-1">
        <label htmlFor="review-comment" className="text-sm font-semibold"><Trans>Your comment</Trans></label>
        <textarea id="review-comment" value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={REVIEW_COMMENT_MAX} className="input" />
      </div>
      <button type="submit" className="btn-primary self-start" disabled={comment.length === 0 || addReview.isPending}>
        {addReview.isPending ? <Trans>Submitting...</Trans> : <Trans>Submit review</Trans>}
      </button>
    </form>
  );
}

/** The product's reviews and the form to add one. */
export function ReviewsSection({ productId, total }: { productId: string; total: number }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const reviews = useQuery(reviewsQuery(productId));
  const count = formatNumber(total, language);
  return (
    <section aria-labelledby="reviews" className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
      <h2 id="reviews" className="text-xl font-bold lg:col-span-2"><Trans>Reviews ({count})</Trans></h2>
      <div className="lg:order-2"><ReviewForm productId={productId} /></div>
      {reviews.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t`Loading reviews`}>
          {[0, 1].map((i) => <Skeleton key={i} className="h-24 w-full" />)}
        </div>
      ) : reviews.isError ? (
        <ErrorState onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <EmptyState title={t`No reviews yet`}><Trans>Be the first to review this product.</Trans></EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data.map((review) => (
            <li key={review.id} className="card flex flex-col gap-1 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{[review.user.firstName, review.user.lastName].filter(Boolean).join(' ')}</span>
                <time dateTime={review.createdAt} className="text-sm text-ink-muted">{formatDate(review.createdAt, language)}</time>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Rating value={review.rating} showValue={false} />
                {review.isVerifiedPurchase && <span className="badge bg-green-100 text-green-900"><Trans>Verified purchase</Trans></span>}
              </div>
              <p className="whitespace-pre-line">{localized(review.commentAr, review.commentEn)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
