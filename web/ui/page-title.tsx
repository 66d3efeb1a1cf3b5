import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

/** The shell's title (web/index.html), for pages that name none. */
const DEFAULT_TITLE = 'سوق بيتي | Souq Bayti';

/**
 * The page's name in the browser tab, history, bookmarks and shared links, and the first thing a
 * screen reader announces. In the browser it sets document.title (and puts the default back when
 * the page goes); in the server's rendering it is a <title> element, which api/pages moves to the
 * head. (React's own <title> hoisting would add a second title after the shell's, which would win.)
 */
export function PageTitle({ children }: { children: string }) {
  const { t } = useLingui();
  const title = `${children} | ${t`Souq Bayti`}`;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
  return import.meta.env.SSR ? <title>{title}</title> : null;
}
