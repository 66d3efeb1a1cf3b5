import { Trans, useLingui } from '@lingui/react/macro';
import { WEEK_DAYS, type WeekDay } from '#api/contract/store-place.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { timeOptions, weekDayName } from '#web/lib/store-place.ts';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { ChoiceGroup } from './choice-group.tsx';

/**
 * The store's opening hours as days and two times, so buyers read them in their own language and digits.
 * Hours typed as text before (`legacyText`) stay saved and are shown until days and times replace them.
 */
export function OpeningHoursField({ days, opens, closes, legacyText, errors, onChange }: {
  days: WeekDay[];
  opens: string;
  closes: string;
  legacyText: string;
  errors: { days?: string; opens?: string; closes?: string };
  onChange: (change: { hoursDays?: WeekDay[]; hoursOpens?: string; hoursCloses?: string }) => void;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const times = timeOptions(language);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold"><Trans>Opening hours</Trans></legend>
      {legacyText && days.length === 0 && (
        <p className="text-sm text-ink-muted">
          <Trans>Saved as: <bdi>{legacyText}</bdi>. Choose the days and times below so buyers read them in their language.</Trans>
        </p>
      )}
      <ChoiceGroup legend={t`Open on`} columns={4} value={days} error={errors.days} onChange={(next) => onChange({ hoursDays: next })}
        options={WEEK_DAYS.map((day) => ({ value: day, label: weekDayName(day, language) }))} />
      <div className="grid grid-cols-2 gap-4">
        <Field label={t`Opens at`} error={errors.opens}>
          {(aria) => <Select {...aria} value={opens} onValueChange={(value) => onChange({ hoursOpens: value })} options={times} placeholder={t`Choose a time`} noneLabel={t`Not set`} />}
        </Field>
        <Field label={t`Closes at`} error={errors.closes}>
          {(aria) => <Select {...aria} value={closes} onValueChange={(value) => onChange({ hoursCloses: value })} options={times} placeholder={t`Choose a time`} noneLabel={t`Not set`} />}
        </Field>
      </div>
    </fieldset>
  );
}
