import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { ADMIN_PAGE_SIZE } from './queries.ts';

const SEARCH_DELAY_MS = 300;

/** A search field that reports its text after a short pause in typing (one request per pause). */
export function SearchField({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="w-full sm:max-w-sm" role="search">
      <label htmlFor={id} className="sr-only">{label}</label>
      <input id={id} type="search" className="input" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** Previous / Next with 'Page X of Y' and the total. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const current = formatNumber(page + 1, language);
  const count = formatNumber(pages, language);
  const results = formatNumber(total, language);
  return (
    <nav aria-label={t`Pagination`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="m-0 text-ink-muted"><Trans>Page {current} of {count} ({results} results)</Trans></p>
      <div className="flex gap-2">
        <button type="button" className="btn-outline" disabled={page === 0} onClick={() => onPage(page - 1)}><Trans>Previous</Trans></button>
        <button type="button" className="btn-outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}><Trans>Next</Trans></button>
      </div>
    </nav>
  );
}
