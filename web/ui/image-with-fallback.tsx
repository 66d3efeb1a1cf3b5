import { useState } from 'react';
import { photoLoading, photoSources } from '#web/lib/photos.ts';

/**
 * A lazily loaded photo that falls back to a drawn placeholder when the URL is missing or the image
 * fails (nothing is downloaded for the placeholder: it is inline SVG). `eager` and `lcp`: photoLoading.
 */
export function ImageWithFallback({ url, alt, className = '', sizes = '(min-width: 768px) 25vw, 50vw', preferredWidth = 640, eager = false, lcp = false }: {
  url: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
  preferredWidth?: number;
  eager?: boolean;
  lcp?: boolean;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <div className={`flex items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-500 ${className}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} data-placeholder="">
        <svg viewBox="0 0 48 48" className="h-1/3 max-h-16 w-1/3 max-w-16" aria-hidden="true">
          <path fill="currentColor" opacity=".35" d="M8 18h32l-3 22a3 3 0 01-3 2.6H14A3 3 0 0111 40z" />
          <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M16 18c0-6 3.6-10 8-10s8 4 8 10" />
        </svg>
      </div>
    );
  }
  const { src, srcSet } = photoSources(url, preferredWidth);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...photoLoading({ eager, lcp })} decoding="async" className={`object-cover ${className}`} onError={() => setFailedUrl(url)} />;
}
