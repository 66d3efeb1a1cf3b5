import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { cityOptions, formatOpeningHours, storeHoursText, storePlace } from './store-place.ts';

const nbsp = '\u00a0';
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('store place and hours in the reader\'s language', () => {
  it('shows days as runs and times with the language\'s digits', () => {
    const hours = { days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'] as const, opens: '09:00', closes: '18:30' };
    expect(formatOpeningHours({ ...hours, days: [...hours.days] }, 'en')).toBe(`Sat–Thu 9:00${nbsp}AM–6:30${nbsp}PM`);
    expect(formatOpeningHours({ ...hours, days: [...hours.days] }, 'ar')).toBe(`السبت–الخميس ٩:٠٠${nbsp}ص–٦:٣٠${nbsp}م`);
    expect(formatOpeningHours({ days: ['sat', 'mon', 'tue', 'fri'], opens: '16:00', closes: '01:00' }, 'en')).toBe(`Sat, Mon–Tue, Fri 4:00${nbsp}PM–1:00${nbsp}AM`);
  });

  it('falls back to the hours typed before, and to nothing', () => {
    expect(storeHoursText({ openingHours: null, operatingHours: ' By appointment ' }, 'ar')).toBe('By appointment');
    expect(storeHoursText({ openingHours: null, operatingHours: null }, 'en')).toBe('');
  });

  it('names a listed city in the reader\'s language and keeps a typed one as it was', () => {
    expect(storePlace({ city: 'khalda', governorate: 'amman' }, i18n, 'ar')).toBe('خلدا، Amman');
    expect(storePlace({ city: 'khalda', governorate: 'amman' }, i18n, 'en')).toBe('Khalda, Amman');
    expect(storePlace({ city: 'irbid', governorate: 'irbid' }, i18n, 'en')).toBe('Irbid');
    expect(storePlace({ city: 'Al-Hashimiyya', governorate: null }, i18n, 'ar')).toBe('Al-Hashimiyya');
  });

  it('offers the list sorted in the reader\'s language, with a city typed before the list first', () => {
    const ar = cityOptions('ar');
    expect(ar.map((o) => o.label)).toEqual([...ar.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'ar')));
    expect(cityOptions('en', 'Al-Hashimiyya')[0]).toEqual({ value: 'Al-Hashimiyya', label: 'Al-Hashimiyya' });
    expect(cityOptions('en', 'irbid').filter((o) => o.value === 'irbid')).toEqual([{ value: 'irbid', label: 'Irbid' }]);
  });
});
