import { foldForMatch } from './street-search.ts';

// Words of a request that say nothing about the product ("I'm looking for…", "أبحث عن…").
// The product search wants every word to match, so these would only hide good results.
const fillerWords = new Set(
  [
    'i', "i'm", 'im', 'want', 'wanna', 'need', 'looking', 'look', 'for', 'a', 'an', 'the', 'some', 'to', 'buy', 'find',
    'me', 'please', 'show', 'get', 'would', 'like', 'can', 'you', 'help', 'search', 'something',
    'انا', 'اريد', 'ابغى', 'بدي', 'ابحث', 'بحث', 'عن', 'ممكن', 'لو', 'سمحت', 'اشتري', 'شراء', 'شي', 'شيء', 'عايز', 'اعطني', 'ارني', 'اريني', 'ساعدني',
  ].map(foldForMatch),
);

/**
 * The street page's assistant box has no call in the spec. It does something honest instead:
 * it keeps the meaningful words of the request and opens the catalogue search with them.
 * Returns null for a blank request (ignored, like the header search).
 */
export function assistantSearchPath(request: string): string | null {
  // Punctuation at the edges of words ("scarf," "please?") is not part of what is wanted.
  const words = request.split(/\s+/).map((word) => word.replace(/^\p{P}+|\p{P}+$/gu, '')).filter(Boolean);
  if (words.length === 0) return null;
  const meaningful = words.filter((word) => !fillerWords.has(foldForMatch(word)));
  // A request made only of filler words still searches for what was typed rather than nothing.
  const query = (meaningful.length > 0 ? meaningful : words).join(' ');
  return `/products?search=${encodeURIComponent(query)}`;
}
