import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { assistantSearchPath } from './assistant-search.ts';

/**
 * The shopping assistant box. The spec attaches no call to it; rather than pretend to be an AI,
 * it turns the request into a catalogue search (see assistant-search.ts) and says so.
 */
export function AssistantBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [request, setRequest] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = assistantSearchPath(request);
    if (path) navigate(path);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="card bg-gradient-to-br from-brand-50 to-white p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold"><Trans>Shopping assistant</Trans></h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        <Trans>Tell us what you are looking for, in your own words, and we will search the handmade products for it.</Trans>
      </p>
      <form role="search" onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-input`} className="sr-only"><Trans>What are you looking for?</Trans></label>
        <input
          id={`${id}-input`}
          type="text"
          value={request}
          onChange={(e) => setRequest(e.target.value)}
          className="input flex-1"
          placeholder={t`For example: an embroidered cushion for a gift`}
          aria-describedby={`${id}-hint`}
          enterKeyHint="search"
        />
        <button type="submit" className="btn-primary"><Trans>Search</Trans></button>
      </form>
    </section>
  );
}
