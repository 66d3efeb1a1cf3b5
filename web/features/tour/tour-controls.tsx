import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { perspectives, SPEED, timesOfDay, weathers, type Perspective, type TimeOfDay, type Weather } from './tour-model.ts';
import type { Tour } from './use-tour.ts';

const weatherLabels: Record<Weather, MessageDescriptor> = { sunny: msg`Sunny`, cloudy: msg`Cloudy`, rainy: msg`Rainy`, snowy: msg`Snowy` };
const timeLabels: Record<TimeOfDay, MessageDescriptor> = { morning: msg`Morning`, afternoon: msg`Afternoon`, evening: msg`Evening`, night: msg`Night` };
const perspectiveLabels: Record<Perspective, MessageDescriptor> = { third: msg`Third person`, first: msg`First person` };

function Choice<T extends string>({ label, value, values, labels, onChange }: {
  label: string;
  value: T;
  values: readonly T[];
  labels: Record<T, MessageDescriptor>;
  onChange: (value: T) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold">{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className="input py-1">
        {values.map((option) => <option key={option} value={option}>{i18n._(labels[option])}</option>)}
      </select>
    </div>
  );
}

/** The tour's settings: speed, view, weather, time of day, sound and the map. */
export function SettingsPanel({ tour, id }: { tour: Tour; id: string }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { settings, update } = tour;
  const speedId = useId();
  const volumeId = useId();
  return (
    <section id={id} aria-label={t`Tour settings`} className="card flex w-64 flex-col gap-3 bg-white/95 p-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={speedId} className="flex justify-between text-xs font-semibold">
          <span><Trans>Walking speed</Trans></span>
          <output htmlFor={speedId}>{formatNumber(settings.speed, language, 1)}×</output>
        </label>
        <input id={speedId} type="range" min={SPEED.min} max={SPEED.max} step={SPEED.step} value={settings.speed} onChange={(e) => update('speed', Number(e.target.value))} className="accent-brand-700" />
      </div>
      <Choice label={t`View`} value={settings.perspective} values={perspectives} labels={perspectiveLabels} onChange={(v) => update('perspective', v)} />
      <Choice label={t`Weather`} value={settings.weather} values={weathers} labels={weatherLabels} onChange={(v) => update('weather', v)} />
      <Choice label={t`Time of day`} value={settings.timeOfDay} values={timesOfDay} labels={timeLabels} onChange={(v) => update('timeOfDay', v)} />
      <div className="flex flex-col gap-1">
        <button type="button" aria-pressed={settings.soundOn} onClick={tour.toggleSound} className="btn-outline justify-start py-1">
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <path d="M3 8h3l4-3v10l-4-3H3z" fill="currentColor" />
            {settings.soundOn ? <path d="M13 7.5a3.5 3.5 0 010 5M15 5a7 7 0 010 10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /> : <path d="M13 8l4 4m0-4l-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
          </svg>
          <Trans>Ambient sound</Trans>
        </button>
        <label htmlFor={volumeId} className="flex justify-between text-xs font-semibold">
          <span><Trans>Volume</Trans></span>
          <output htmlFor={volumeId}>{formatNumber(settings.volume, language)}</output>
        </label>
        <input id={volumeId} type="range" min={0} max={100} step={1} value={settings.volume} onChange={(e) => update('volume', Number(e.target.value))} className="accent-brand-700" />
      </div>
      <button type="button" aria-pressed={settings.mapVisible} onClick={() => update('mapVisible', !settings.mapVisible)} className="btn-outline justify-start py-1">
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true"><path d="M2 5l5-2 6 2 5-2v12l-5 2-6-2-5 2zM7 3v12M13 5v12" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" /></svg>
        <Trans>Street map</Trans>
      </button>
    </section>
  );
}

const chevron = { up: 'M4 13l6-6 6 6', down: 'M4 7l6 6 6-6' };

/** Back and forward, where the walker is, and the way into the shop in front. */
export function WalkBar({ tour, shopCount, currentName, onEnterCurrent, statusId }: {
  tour: Tour;
  shopCount: number;
  currentName: string;
  onEnterCurrent: () => void;
  statusId: string;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const icon = (path: string) => (
    <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" /></svg>
  );
  const number = formatNumber(tour.nearestIndex + 1, language);
  const total = formatNumber(shopCount, language);
  return (
    <div className="card flex flex-wrap items-center justify-center gap-2 bg-white/95 p-2 shadow-lg">
      <button type="button" onClick={() => tour.step(-1)} className="btn-outline" aria-keyshortcuts="ArrowLeft ArrowDown A">
        {icon(chevron.down)}
        <Trans>Step back</Trans>
      </button>
      <p id={statusId} role="status" className="order-first w-full px-2 text-center text-sm sm:order-none sm:w-auto sm:min-w-40">
        <span className="block text-xs text-ink-muted">{t`Shop ${number} of ${total}`}</span>
        <span className="block font-bold">{currentName}</span>
      </p>
      <button type="button" onClick={() => tour.step(1)} className="btn-outline" aria-keyshortcuts="ArrowRight ArrowUp D">
        <Trans>Step forward</Trans>
        {icon(chevron.up)}
      </button>
      <button type="button" onClick={onEnterCurrent} className="btn-primary" aria-label={t`Enter: ${currentName}`}>
        <Trans>Enter</Trans>
      </button>
    </div>
  );
}
