import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MessageCode } from '#api/contract/messages.ts';
import { ApiError, isNetworkError } from './api.ts';

// The app's wording for every code the API and the shared form schemas use. A Record over
// MessageCode: adding a code to the contract without a translation here fails the type check.
const codeMessages: Record<MessageCode, MessageDescriptor> = {
  invalidInput: msg`Please check the highlighted fields`,
  invalidJson: msg`The request could not be read`,
  required: msg`This field is required`,
  tooLong: msg`This text is too long`,
  invalidEmail: msg`Please enter a valid e-mail address`,
  passwordMin: msg`Password must be at least 6 characters`,
  fillRequired: msg`Please fill required fields`,
  fillAll: msg`Please fill all fields`,
  invalidRole: msg`Please choose buyer or seller`,
  invalidGovernorate: msg`Please choose a governorate`,
  invalidPhone: msg`Please enter a Jordanian phone number`,
  invalidUrl: msg`Please enter a web address starting with http:// or https://`,
  invalidMoney: msg`Please enter an amount with at most 2 decimals`,
  invalidNumber: msg`Please enter a valid number`,
  invalidWholeNumber: msg`Please enter a whole number`,
  notAuthenticated: msg`Please log in to continue`,
  forbidden: msg`You don't have permission to do this`,
  notFound: msg`Not found`,
  routeNotFound: msg`This address does not exist`,
  uriTooLong: msg`This address is too long`,
  tooLarge: msg`The file or request is too large`,
  unsupportedMediaType: msg`Unsupported file type`,
  tooManyRequests: msg`Too many requests, please wait a moment`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  serverBusy: msg`The server is busy, please try again in a moment.`,
  idempotencyKeyReused: msg`This request was already sent differently. Please try again.`,
  idempotencyKeyInProgress: msg`This request is still being handled. Please try again in a moment.`,
  currentPasswordRequired: msg`Please enter your current password`,
  wrongCurrentPassword: msg`Your current password is not correct`,
  serverError: msg`Something went wrong on our side. Please try again.`,
  emailTaken: msg`Email already registered`,
  invalidCredentials: msg`Invalid credentials`,
  accountDeactivated: msg`This account has been deactivated`,
  nameEnMin: msg`English name must be at least 2 characters`,
  nameArMin: msg`Arabic name must be at least 2 characters`,
  cannotEditStore: msg`You cannot edit this store`,
  invalidChoice: msg`Please choose one of the offered options`,
  categoryRequired: msg`Please select a category`,
  storeRequired: msg`Store is required`,
  originalPriceNotAbove: msg`The original price must be above the price`,
  invalidPhoto: msg`Please add photos through the photo upload`,
  tooManyPhotos: msg`You can add up to 5 photos`,
  featuredProductIncomplete: msg`Please give the featured product both a name and a price`,
  completenessTooLow: msg`A minimum completeness score of 60% is required`,
  priceRequired: msg`A published product needs a price above 0`,
  invalidOrderReference: msg`Please enter an order reference such as SB-4821`,
  nameEnLatin: msg`The English name needs Latin letters (A–Z)`,
  invalidCliq: msg`Please enter a CliQ alias (letters and digits, up to 10) or a Jordanian mobile number`,
  invalidSlug: msg`The store address may use a–z, 0–9 and hyphens (3 to 60 characters)`,
  genericSlug: msg`Please choose an address that names your store, not a general word like "shop"`,
  slugTaken: msg`This store address is already taken`,
  invalidCity: msg`Please choose a city from the list`,
  invalidHours: msg`Please choose the opening days and times`,
  hoursDaysRequired: msg`Please choose at least one opening day`,
  hoursSameTime: msg`The closing time must differ from the opening time`,
  analyserTemplate: msg`Please write this in your own words: it is still the photo assistant’s placeholder text`,
  pushSubscriptionInvalid: msg`This browser cannot receive order alerts. Please try another browser.`,
};

const extraMessages: Record<string, MessageDescriptor> = {};

/** Features register the wording of their own server codes (e.g. 'outOfStock') once, at import. */
export function registerErrorMessages(messages: Record<string, MessageDescriptor>) {
  Object.assign(extraMessages, messages);
}

export function messageForCode(i18n: I18n, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const descriptor = (codeMessages as Record<string, MessageDescriptor>)[code] ?? extraMessages[code];
  return descriptor ? i18n._(descriptor) : undefined;
}

/**
 * The text to show for a failed call, in the user's language: the translation of the server's code,
 * else the server's message, else the given fallback (e.g. 'Failed to add product to cart').
 */
export function errorText(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (isNetworkError(error)) return i18n._(msg`No connection. Please check your internet and try again.`);
  if (error instanceof ApiError) return messageForCode(i18n, error.code) ?? error.body?.message ?? i18n._(fallback);
  return i18n._(fallback);
}
