// Error and validation codes shared by the API and the forms. The API answers the English text
// (with the code); the app shows its own translation of the code (web/lib/error-messages.ts).
// Valibot schemas in the contract use these codes as their messages.
export const messages = {
  invalidInput: 'Invalid input',
  invalidJson: 'The request body is not valid JSON',
  required: 'This field is required',
  tooLong: 'This text is too long',
  invalidEmail: 'Please enter a valid e-mail address',
  passwordMin: 'Password must be at least 6 characters',
  fillRequired: 'Please fill required fields',
  fillAll: 'Please fill all fields',
  invalidRole: 'Role must be buyer or seller',
  invalidGovernorate: 'Please choose a governorate',
  invalidPhone: 'Please enter a Jordanian phone number',
  invalidUrl: 'Please enter a web address starting with http:// or https://',
  invalidMoney: 'Please enter an amount with at most 2 decimals',
  invalidNumber: 'Please enter a valid number',
  invalidWholeNumber: 'Please enter a whole number',
  notAuthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  routeNotFound: 'This address does not exist',
  uriTooLong: 'This address is too long',
  tooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported file type',
  tooManyRequests: 'Too many requests, please wait a moment',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again',
  serverBusy: 'The server is busy, please try again in a moment',
  idempotencyKeyReused: 'This request key was already used for a different request',
  idempotencyKeyInProgress: 'This request is still being handled, please try again in a moment',
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
  serverError: 'Something went wrong on our side',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid credentials',
  accountDeactivated: 'This account has been deactivated',
  // seller side (stores and products)
  nameEnMin: 'English name must be at least 2 characters',
  nameArMin: 'Arabic name must be at least 2 characters',
  cannotEditStore: 'You cannot edit this store',
  invalidChoice: 'Please choose one of the offered options',
  categoryRequired: 'Please select a category',
  storeRequired: 'Store is required',
  originalPriceNotAbove: 'The original price must be above the price',
  invalidPhoto: 'Please add photos through the photo upload',
  tooManyPhotos: 'You can add up to 5 photos',
  featuredProductIncomplete: 'Please give the featured product both a name and a price',
  completenessTooLow: 'A minimum completeness score of 60% is required',
  // listings and orders (issue 14)
  priceRequired: 'A published product needs a price above 0',
  invalidOrderReference: 'Please enter an order reference such as SB-4821',
  nameEnLatin: 'The English name needs Latin letters (A–Z)',
  invalidCliq: 'Please enter a CliQ alias (letters and digits, up to 10) or a Jordanian mobile number',
  invalidSlug: 'The store address may use a–z, 0–9 and hyphens (3 to 60 characters)',
  genericSlug: 'Please choose an address that names your store, not a general word like "shop"',
  slugTaken: 'This store address is already taken',
  invalidCity: 'Please choose a city from the list',
  invalidHours: 'Please choose the opening days and times',
  hoursDaysRequired: 'Please choose at least one opening day',
  hoursSameTime: 'The closing time must differ from the opening time',
  analyserTemplate: 'Please write this in your own words: it is still the photo assistant’s placeholder text',
  pushSubscriptionInvalid: 'This browser’s alert subscription cannot be used',
} as const;

export type MessageCode = keyof typeof messages;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The error body every failing API answer has. */
export type ApiErrorBody = {
  message: string;
  code?: string;
  issues?: { path: string; message: string; code?: string }[];
  [extra: string]: unknown;
};
