import { useCallback, useEffect, useRef, useState } from 'react';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { requestSuggestions, type SuggestedField, type Suggestion } from '#web/lib/ai-suggestions.ts';
import { ANALYSIS_BATCH, categoryFor, inBatches, newDraft, type Draft } from './bulk-rules.ts';

export type Progress = { done: number; total: number };

/** Suggestions fill only what the seller has not typed yet; the fields they fill are marked as suggestions. */
export function applySuggestion(d: Draft, s: Suggestion, categories: CategoryDto[]): Draft {
  const texts: Record<SuggestedField, string> = { nameEn: s.titleEn, nameAr: s.titleAr, descriptionEn: s.descriptionEn, descriptionAr: s.descriptionAr };
  const filled = (Object.keys(texts) as SuggestedField[]).filter((field) => !d[field].trim() && texts[field].trim());
  return {
    ...d,
    ...Object.fromEntries(filled.map((field) => [field, texts[field]])),
    isAnalyzing: false,
    categoryId: d.categoryId || (categoryFor(s.suggestedCategoryId, categories) ?? ''),
    suggested: [...new Set([...d.suggested, ...filled])],
    suggestionConfidence: s.confidence,
  };
}

/**
 * The table's rows and the analysis queue: added photos are analysed three at a time (docs/product.md);
 * photos added while a run is going join its queue. Previews are object URLs, released on removal.
 */
export function useBulkDrafts(categories: CategoryDto[], language: 'ar' | 'en', onAnalysed: (progress: Progress) => void) {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [analysis, setAnalysis] = useState<Progress | null>(null);
  const queue = useRef<Draft[]>([]);
  /** rows still in the table, with their preview URL to release */
  const live = useRef(new Map<string, string>());
  const running = useRef(false);
  const aborter = useRef(new AbortController());
  const latest = useRef({ categories, language, onAnalysed });
  useEffect(() => {
    latest.current = { categories, language, onAnalysed };
  });

  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    const previews = live.current;
    return () => {
      controller.abort();
      previews.forEach((url) => URL.revokeObjectURL(url));
      previews.clear();
    };
  }, []);

  const patch = useCallback((id: string, change: (d: Draft) => Draft) => setDrafts((list) => list.map((d) => (d.id === id ? change(d) : d))), []);

  const succeeded = useRef(0);
  const analyseOne = useCallback(async (draft: Draft) => {
    const { signal } = aborter.current;
    try {
      if (!live.current.has(draft.id)) return;
      patch(draft.id, (d) => ({ ...d, isQueued: false, isAnalyzing: true, analysisError: null }));
      const suggestion = await requestSuggestions(draft.file, latest.current.language, signal);
      patch(draft.id, (d) => applySuggestion(d, suggestion, latest.current.categories));
      succeeded.current += 1;
    } catch {
      if (signal.aborted) return;
      // The row says so; the fields stay editable (docs/decisions/007: a failed model never blocks the seller).
      patch(draft.id, (d) => ({ ...d, isAnalyzing: false, analysisError: 'failed' }));
    } finally {
      setAnalysis((p) => (p ? { ...p, done: p.done + 1 } : p));
    }
  }, [patch]);

  const runQueue = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let analysed = 0;
    succeeded.current = 0;
    while (queue.current.length > 0 && !aborter.current.signal.aborted) {
      const batch = queue.current.splice(0, queue.current.length);
      await inBatches(batch, ANALYSIS_BATCH, analyseOne);
      analysed += batch.length;
    }
    running.current = false;
    setAnalysis(null);
    if (analysed > 0 && !aborter.current.signal.aborted) latest.current.onAnalysed({ done: succeeded.current, total: analysed });
  }, [analyseOne]);

  const addFiles = useCallback((files: File[]) => {
    const added = files.map((file) => newDraft(file, URL.createObjectURL(file)));
    added.forEach((d) => live.current.set(d.id, d.preview));
    setDrafts((list) => [...list, ...added]);
    queue.current.push(...added);
    setAnalysis((p) => ({ done: p?.done ?? 0, total: (p?.total ?? 0) + added.length }));
    void runQueue();
  }, [runQueue]);

  const remove = useCallback((ids: string[]) => {
    const gone = new Set(ids);
    for (const id of ids) {
      const preview = live.current.get(id);
      if (preview) URL.revokeObjectURL(preview);
      live.current.delete(id);
    }
    queue.current = queue.current.filter((d) => !gone.has(d.id));
    setDrafts((list) => list.filter((d) => !gone.has(d.id)));
  }, []);

  const update = useCallback((id: string, fields: Partial<Draft>) => patch(id, (d) => ({ ...d, ...fields })), [patch]);
  const selectAll = useCallback((selected: boolean) => setDrafts((list) => list.map((d) => ({ ...d, selected }))), []);

  return { drafts, analysis, addFiles, remove, update, selectAll, setDrafts };
}
