import type { MessageDescriptor } from '@lingui/core';

/**
 * An information page as data. Texts are Lingui descriptors; they may use the placeholders
 * {fee}, {freeFrom} and {email}, filled in at render time in the user's language.
 */
export type InfoSection = {
  heading: MessageDescriptor;
  paragraphs?: MessageDescriptor[];
  /** an ordered list: steps to follow */
  steps?: MessageDescriptor[];
  bullets?: MessageDescriptor[];
  /** questions and answers, shown as disclosures */
  questions?: { question: MessageDescriptor; answer: MessageDescriptor }[];
};

export type InfoPageContent = {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: InfoSection[];
  /** links to what the reader probably wants next */
  actions?: { to: string; label: MessageDescriptor }[];
};

export const infoSlugs = ['how-it-works', 'seller-guide', 'buyer-guide', 'faq', 'contact', 'returns', 'shipping', 'support', 'privacy', 'terms', 'cookies'] as const;
export type InfoSlug = (typeof infoSlugs)[number];
