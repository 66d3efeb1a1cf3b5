import type { Governorate } from '#api/contract/common.ts';

// Demo accounts (listed in the README). The admin is part of the demo data so the product can be
// tried end to end; production sets DEMO_DATA=0 and ADMIN_EMAIL/ADMIN_PASSWORD instead.
export type AccountSeed = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'buyer' | 'seller' | 'admin';
  governorate?: Governorate;
  city?: string;
  address?: string;
  phone?: string;
};

export const demoBuyer: AccountSeed = {
  email: 'buyer@souqbayti.jo', password: 'buyer123', firstName: 'Rana', lastName: 'Al-Masri', role: 'buyer',
  governorate: 'amman', city: 'Amman', address: 'Khalda, Wasfi Al-Tal Street, building 12', phone: '0791234567',
};

export const demoAdmin: AccountSeed = {
  email: 'admin@souqbayti.jo', password: 'admin123', firstName: 'Souq Bayti', lastName: 'Admin', role: 'admin',
};

/** Sellers by key; `seller` is the documented demo seller with two stores. All use `seller123`. */
export const sellers: Record<string, AccountSeed> = Object.fromEntries(
  (
    [
      ['seller', 'seller@souqbayti.jo', 'Salma', 'Haddad', 'amman'],
      ['hanan', 'hanan@souqbayti.jo', 'Hanan', 'Obeidat', 'irbid'],
      ['rula', 'rula@souqbayti.jo', 'Rula', 'Arabiyat', 'salt'],
      ['maryam', 'maryam@souqbayti.jo', 'Maryam', 'Twal', 'madaba'],
      ['ghada', 'ghada@souqbayti.jo', 'Ghada', 'Majali', 'karak'],
      ['lina', 'lina@souqbayti.jo', 'Lina', 'Yamani', 'aqaba'],
      ['suha', 'suha@souqbayti.jo', 'Suha', 'Ayyash', 'jerash'],
      ['nisreen', 'nisreen@souqbayti.jo', 'Nisreen', 'Momani', 'ajloun'],
      ['noor', 'noor@souqbayti.jo', 'Noor', 'Khalayleh', 'zarqa'],
      ['fatima', 'fatima@souqbayti.jo', 'Fatima', 'Sarhan', 'mafraq'],
      ['rania', 'rania@souqbayti.jo', 'Rania', 'Saleh', 'amman'],
      ['aisha', 'aisha@souqbayti.jo', 'Aisha', 'Nawafleh', 'maan'],
      ['dima', 'dima@souqbayti.jo', 'Dima', 'Jaradat', 'irbid'],
      ['dana', 'dana@souqbayti.jo', 'Dana', 'Kawar', 'balqa'],
      ['asma', 'asma@souqbayti.jo', 'Asma', 'Qutaishat', 'tafilah'],
      ['bushra', 'bushra@souqbayti.jo', 'Bushra', 'Zawahreh', 'zarqa'],
    ] as const
  ).map(([key, email, firstName, lastName, governorate]) => [key, { email, password: 'seller123', firstName, lastName, role: 'seller', governorate }]),
);

/**
 * Shoppers who wrote the demo reviews and placed the demo order history. They cannot sign in (their
 * password hash is a locked marker).
 */
const firstNames = [
  'Layla', 'ليلى', 'Yasmin', 'رهف', 'Omar', 'سارة', 'Khaled', 'هبة', 'Tala', 'محمد', 'Farah', 'آية', 'Zaid', 'نور',
  'Hala', 'أحمد', 'Jana', 'مريم', 'Sami', 'روان', 'Dalia', 'يزن', 'Leen', 'ديما', 'Ahmad', 'سلمى', 'Mais', 'عمر',
  'Rasha', 'لانا', 'Bilal', 'منى', 'Haya', 'قيس', 'Areej', 'بيان', 'Nadia', 'حلا', 'Majd', 'رنا',
];
const lastNames = [
  'Haddad', 'العمري', 'Nsour', 'الزعبي', 'Abu Ghazaleh', 'الخطيب', 'Qudah', 'الحوراني', 'Batayneh', 'المومني', 'Shdeifat',
  'الطراونة', 'Hijazi', 'العبادي', 'Karadsheh', 'الرواشدة', 'Azzam', 'الشرع', 'Dajani', 'النابلسي',
];
const places: [Governorate, string][] = [
  ['amman', 'Amman'], ['irbid', 'Irbid'], ['zarqa', 'Zarqa'], ['balqa', 'Salt'], ['madaba', 'Madaba'], ['aqaba', 'Aqaba'],
  ['karak', 'Karak'], ['jerash', 'Jerash'], ['amman', 'Sweileh'], ['amman', 'Marj Al-Hamam'],
];

export const SHOPPER_COUNT = 80;

export const shoppers: AccountSeed[] = Array.from({ length: SHOPPER_COUNT }, (_, i) => {
  const [governorate, city] = places[i % places.length]!;
  return {
    email: `shopper${String(i + 1).padStart(2, '0')}@souqbayti.jo`,
    password: '',
    firstName: firstNames[i % firstNames.length]!,
    lastName: lastNames[(i * 7) % lastNames.length]!,
    role: 'buyer',
    governorate,
    city,
    address: `${city}, street ${10 + (i % 40)}, house ${1 + (i % 25)}`,
    phone: `07${[7, 8, 9][i % 3]}55${String(10000 + i * 37).slice(-5)}`,
  };
});
