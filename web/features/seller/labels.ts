import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CONTACT_METHODS, DELIVERY_OPTIONS, TEXTILE_OPTIONS, TextileAttribute } from '#api/contract/seller.ts';

// Labels of the seller forms' fixed choices (values come from api/contract/seller.ts).

export const deliveryOptionLabels: Record<(typeof DELIVERY_OPTIONS)[number], MessageDescriptor> = {
  delivery: msg`Home delivery`,
  pickup: msg`Pickup`,
  shipping: msg`Shipping`,
};

export const contactMethodLabels: Record<(typeof CONTACT_METHODS)[number], MessageDescriptor> = {
  whatsapp: msg`WhatsApp`,
  phone: msg`Phone`,
  instagram: msg`Instagram`,
};

export const textileAttributeLabels: Record<TextileAttribute, MessageDescriptor> = {
  item: msg`Item`,
  technique: msg`Technique`,
  material: msg`Material`,
  size: msg`Size`,
  color: msg`Colour`,
};

type TextileValue = (typeof TEXTILE_OPTIONS)[TextileAttribute][number];

export const textileValueLabels: Record<TextileValue, MessageDescriptor> = {
  thobe: msg`Thobe`,
  shawl: msg`Shawl`,
  'pillow-cover': msg`Pillow cover`,
  'wall-art': msg`Wall art`,
  other: msg`Other`,
  'cross-stitch': msg`Cross stitch`,
  tatreez: msg`Tatreez`,
  cotton: msg`Cotton`,
  linen: msg`Linen`,
  silk: msg`Silk`,
  small: msg`Small`,
  medium: msg`Medium`,
  large: msg`Large`,
  'extra-large': msg`Extra large`,
  red: msg`Red`,
  blue: msg`Blue`,
  green: msg`Green`,
  black: msg`Black`,
  white: msg`White`,
  multicolor: msg`Multicolour`,
};
