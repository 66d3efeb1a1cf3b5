// A store's city and opening hours as data both languages can read (docs/decisions/021-phone-first-screens.md):
// the city is a key of a fixed list with its Arabic and English names, the hours are days and times.
// The API and the store form check them with the same schemas (field-schemas.ts).

/** Cities and areas where sellers live, with their names in both languages (place names are data, not UI text). */
export const CITIES = [
  { key: 'amman', en: 'Amman', ar: 'عمّان' },
  { key: 'jabal-amman', en: 'Jabal Amman', ar: 'جبل عمّان' },
  { key: 'jabal-al-hussein', en: 'Jabal Al-Hussein', ar: 'جبل الحسين' },
  { key: 'khalda', en: 'Khalda', ar: 'خلدا' },
  { key: 'sweileh', en: 'Sweileh', ar: 'صويلح' },
  { key: 'tla-al-ali', en: "Tla' Al-Ali", ar: 'تلاع العلي' },
  { key: 'abdoun', en: 'Abdoun', ar: 'عبدون' },
  { key: 'marka', en: 'Marka', ar: 'ماركا' },
  { key: 'wadi-al-seer', en: 'Wadi Al-Seer', ar: 'وادي السير' },
  { key: 'sahab', en: 'Sahab', ar: 'سحاب' },
  { key: 'naour', en: 'Naour', ar: 'ناعور' },
  { key: 'zarqa', en: 'Zarqa', ar: 'الزرقاء' },
  { key: 'russeifa', en: 'Russeifa', ar: 'الرصيفة' },
  { key: 'irbid', en: 'Irbid', ar: 'إربد' },
  { key: 'ramtha', en: 'Ramtha', ar: 'الرمثا' },
  { key: 'salt', en: 'Salt', ar: 'السلط' },
  { key: 'fuheis', en: 'Fuheis', ar: 'الفحيص' },
  { key: 'ain-al-basha', en: 'Ain Al-Basha', ar: 'عين الباشا' },
  { key: 'deir-alla', en: 'Deir Alla', ar: 'دير علا' },
  { key: 'madaba', en: 'Madaba', ar: 'مادبا' },
  { key: 'ajloun', en: 'Ajloun', ar: 'عجلون' },
  { key: 'anjara', en: 'Anjara', ar: 'عنجرة' },
  { key: 'jerash', en: 'Jerash', ar: 'جرش' },
  { key: 'mafraq', en: 'Mafraq', ar: 'المفرق' },
  { key: 'karak', en: 'Karak', ar: 'الكرك' },
  { key: 'mutah', en: 'Mutah', ar: 'مؤتة' },
  { key: 'tafilah', en: 'Tafilah', ar: 'الطفيلة' },
  { key: 'maan', en: "Ma'an", ar: 'معان' },
  { key: 'wadi-musa', en: 'Wadi Musa', ar: 'وادي موسى' },
  { key: 'aqaba', en: 'Aqaba', ar: 'العقبة' },
] as const;
export type CityKey = (typeof CITIES)[number]['key'];

/** Spelling differences that do not make another name: case, marks, hamza forms, hyphens and apostrophes. */
const comparable = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة$/u, 'ه')
    .replace(/['’`-]/g, '')
    .replace(/\s+/g, ' ');

// Built at the first look-up, not when the module loads: the public pages load this module with the
// store cards and never look a city up.
let byName: Map<string, CityKey> | undefined;
const citiesByName = () =>
  (byName ??= new Map(CITIES.flatMap((c) => [[comparable(c.key), c.key], [comparable(c.en), c.key], [comparable(c.ar), c.key]] as const)));

/** The list's key for a typed or stored city ("Irbid", "إربد", "irbid"), or null when it is not on the list. */
export const cityKeyOf = (text: string | null | undefined): CityKey | null => (text ? citiesByName().get(comparable(text)) ?? null : null);

/** A stored city in a language: the list's name, or the text as it was typed before the list existed. */
export function cityName(stored: string | null | undefined, language: 'ar' | 'en'): string {
  if (!stored) return '';
  const city = CITIES.find((c) => c.key === stored);
  return city ? city[language] : stored;
}

// ---------- opening hours ----------

/** The week as Jordan counts it, from Saturday. */
export const WEEK_DAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export type OpeningHours = { days: WeekDay[]; opens: string; closes: string };

/** Runs of consecutive days ("sat".."thu"), so hours read "Sat–Thu" rather than six names. */
export function dayRuns(days: readonly WeekDay[]): [WeekDay, WeekDay][] {
  const runs: [WeekDay, WeekDay][] = [];
  WEEK_DAYS.forEach((day, i) => {
    if (!days.includes(day)) return;
    const last = runs.at(-1);
    if (last && WEEK_DAYS.indexOf(last[1]) === i - 1) last[1] = day;
    else runs.push([day, day]);
  });
  return runs;
}
