// Accounts the journeys can rely on. The server is started with ADMIN_EMAIL/ADMIN_PASSWORD set to
// `e2eAdmin` (playwright.config.ts); the demo accounts come with the demo data (README).
export const e2eAdmin = { email: 'e2e-admin@souqbayti.test', password: 'e2e-admin-secret' };

export const demoAccounts = {
  buyer: { email: 'buyer@souqbayti.jo', password: 'buyer123' },
  /** owns two stores: Sitti's Kitchen and Salma's Tatreez */
  seller: { email: 'seller@souqbayti.jo', password: 'seller123' },
  admin: { email: 'admin@souqbayti.jo', password: 'admin123' },
} as const;
