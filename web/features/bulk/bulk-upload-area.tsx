import { useId, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';

/** Drop zone and file picker for many photos at once (docs/product.md). */
export function BulkUploadArea({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`card flex flex-col items-center gap-3 border-2 border-dashed p-6 text-center sm:p-10 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`}
    >
      <svg viewBox="0 0 24 24" className="h-10 w-10 text-brand-700" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3M12 4v11M7 9l5-5 5 5" />
      </svg>
      <p className="font-semibold"><Trans>Drop your product photos here</Trans></p>
      <label htmlFor={id} className={`btn-primary cursor-pointer ${disabled ? 'pointer-events-none opacity-50' : ''}`}>
        <Trans>Choose photos</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // choosing the same photos again must fire again
          if (files.length) onFiles(files);
        }}
      />
      <p className="text-sm text-ink-muted"><Trans>up to 50 images, max 10MB each</Trans></p>
    </div>
  );
}

/** The running job: a progress bar and its status line. */
export function JobProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const doneText = formatNumber(done, language);
  const totalText = formatNumber(total, language);
  return (
    <div className="card flex flex-col gap-2 p-4" role="status">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="text-ink-muted">{t`${doneText} of ${totalText}`}</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-gray-200">
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
