import { Link, useLocation } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FREE_SHIPPING_FROM_CENTS, SHIPPING_CENTS } from '#api/contract/cart.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { infoContent } from './content/pages.ts';
import { SUPPORT_EMAIL } from './content/policies.ts';
import { infoSlugs, type InfoSection, type InfoSlug } from './content/types.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

const isInfoSlug = (value: string): value is InfoSlug => (infoSlugs as readonly string[]).includes(value);

/** Translates a content text, filling the shared placeholders in the user's language. */
function useContentText() {
  const { i18n } = useLingui();
  const { language } = useLanguage();
  const values = {
    fee: formatPrice(SHIPPING_CENTS / 100, language),
    freeFrom: formatPrice(FREE_SHIPPING_FROM_CENTS / 100, language),
    email: SUPPORT_EMAIL,
  };
  return {
    // (A descriptor variable, not an object literal: the message extractor only reads literals.)
    text: (descriptor: MessageDescriptor) => {
      const withValues: MessageDescriptor = Object.assign({}, descriptor, { values });
      return i18n._(withValues);
    },
    number: (n: number) => formatNumber(n, language),
  };
}

function Section({ section }: { section: InfoSection }) {
  const { text, number } = useContentText();
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{text(section.heading)}</h2>
      {section.paragraphs?.map((p) => <p key={p.id} className="leading-relaxed">{text(p)}</p>)}
      {section.steps && (
        <ol className="flex flex-col gap-2">
          {section.steps.map((step, i) => (
            <li key={step.id} className="flex gap-3">
              <span className="badge h-6 w-6 shrink-0 justify-center bg-brand-100 text-brand-800" aria-hidden="true">{number(i + 1)}</span>
              <span className="leading-relaxed">{text(step)}</span>
            </li>
          ))}
        </ol>
      )}
      {section.bullets && (
        <ul className="flex list-disc flex-col gap-2 ps-6">
          {section.bullets.map((b) => <li key={b.id} className="leading-relaxed">{text(b)}</li>)}
        </ul>
      )}
      {section.questions?.map(({ question, answer }) => (
        <details key={question.id} className="card group p-0">
          <summary className="focusable flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-4 font-semibold">
            {text(question)}
            <span className="transition-transform group-open:rotate-180" aria-hidden="true">▾</span>
          </summary>
          <p className="px-4 pb-4 leading-relaxed text-ink-muted">{text(answer)}</p>
        </details>
      ))}
    </section>
  );
}

/** How-it-works, the guides, FAQ and the policy pages, chosen by the path (content in ./content). */
export function InfoPage() {
  const { t } = useLingui();
  const { text } = useContentText();
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  if (!isInfoSlug(slug)) return null;
  const page = infoContent[slug];

  return (
    <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[1fr_14rem]">
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-2">
          <PageTitle>{text(page.title)}</PageTitle>
          <h1 className="text-3xl font-extrabold">{text(page.title)}</h1>
          <p className="text-lg text-ink-muted">{text(page.intro)}</p>
        </header>
        {page.sections.map((section) => <Section key={section.heading.id} section={section} />)}
        {page.actions && (
          <div className="flex flex-wrap gap-3">
            {page.actions.map((action, i) =>
              action.to.startsWith('mailto:') ? (
                <a key={action.to} href={action.to} className={i === 0 ? 'btn-primary' : 'btn-outline'}>{text(action.label)}</a>
              ) : (
                <Link key={action.to} to={action.to} className={i === 0 ? 'btn-primary' : 'btn-outline'}>{text(action.label)}</Link>
              ),
            )}
          </div>
        )}
      </article>
      <nav aria-label={t`Help pages`} className="self-start md:sticky md:top-24">
        <h2 className="mb-2 text-sm font-semibold text-ink-muted"><Trans>Help pages</Trans></h2>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {infoSlugs.map((other) => (
            <li key={other}>
              <Link
                to={`/${other}`}
                aria-current={other === slug ? 'page' : undefined}
                className="focusable block rounded-md px-3 py-1.5 text-sm hover:bg-gray-100 aria-[current=page]:(bg-brand-50 font-semibold text-brand-800)"
              >
                {text(infoContent[other].title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
