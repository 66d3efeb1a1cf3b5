import { msg } from '@lingui/core/macro';
import type { InfoPageContent } from './types.ts';

/** The address people write to about their account or the platform. */
export const SUPPORT_EMAIL = 'support@souqbayti.jo';

export const contact: InfoPageContent = {
  title: msg`Contact us`,
  intro: msg`We are happy to hear from you.`,
  sections: [
    {
      heading: msg`About an order`,
      paragraphs: [msg`The quickest way is to talk to the seller directly: every store page shows the seller's phone and WhatsApp numbers.`],
    },
    {
      heading: msg`About your account or the platform`,
      paragraphs: [msg({ message: 'Write to us at {email}. We usually answer within two working days.' })],
    },
    {
      heading: msg`Report a problem`,
      paragraphs: [msg`If a product breaks our rules (for example, it is not handmade) or a store does not answer, write to us with the store name and the order number.`],
    },
  ],
  actions: [
    { to: `mailto:${SUPPORT_EMAIL}`, label: msg`Write to us` },
    { to: '/stores', label: msg`Browse stores` },
    { to: '/support', label: msg`Help and support` },
  ],
};

export const returns: InfoPageContent = {
  title: msg`Returns and exchanges`,
  intro: msg`Every product is made by hand by an independent seller, so returns are agreed with the seller.`,
  sections: [
    {
      heading: msg`How to ask for a return`,
      steps: [
        msg`Contact the seller from the store page as soon as possible after delivery.`,
        msg`Describe the problem and send a photo of the product.`,
        msg`Agree with the seller on an exchange, a repair or a refund.`,
      ],
    },
    {
      heading: msg`Good to know`,
      bullets: [
        msg`Food and made-to-order items usually cannot be returned unless they arrived damaged or were not what you ordered.`,
        msg`A cancelled order returns its products to the store's stock; if you paid by CliQ, the seller sends your transfer back.`,
        msg`If you cannot reach an agreement with the seller, contact us and we will help.`,
      ],
    },
  ],
  actions: [{ to: '/contact', label: msg`Contact us` }],
};

export const shipping: InfoPageContent = {
  title: msg`Shipping and delivery`,
  intro: msg`Sellers deliver their own orders across the governorates of Jordan.`,
  sections: [
    {
      heading: msg`Shipping cost`,
      bullets: [
        msg({ message: '{fee} for each checkout.' }),
        msg({ message: 'Free when your cart subtotal is {freeFrom} or more.' }),
        msg`Shipping is charged once per checkout, even when the checkout creates orders from several stores.`,
      ],
    },
    {
      heading: msg`Delivery`,
      bullets: [
        msg`Each store lists its delivery options (delivery, pickup or shipping) and the governorates it reaches.`,
        msg`The delivery time depends on the store and on whether the item is made to order; the seller confirms it with you.`,
        msg`Follow the status of each order from My Orders.`,
      ],
    },
    {
      heading: msg`Your address`,
      paragraphs: [msg`Enter your governorate, city, street and a phone number the seller can call. Save your address in your profile to fill it in faster.`],
    },
  ],
};

export const support: InfoPageContent = {
  title: msg`Help and support`,
  intro: msg`Find the answer quickly, or ask us.`,
  sections: [
    {
      heading: msg`Getting started`,
      bullets: [
        msg`New here? The buyer guide and the seller guide explain every step.`,
        msg`The frequently asked questions cover payment, shipping, cancelling and selling.`,
      ],
    },
    {
      heading: msg`A problem with an order`,
      paragraphs: [msg`Talk to the seller first, using the numbers on the store page. If that does not solve it, contact us with the order number.`],
    },
    {
      heading: msg`Technical problems`,
      bullets: [
        msg`The site works on phones and can be installed as an app from your browser menu.`,
        msg`If a page does not load, check your connection and reload. Pages you visited before may still open without a connection.`,
      ],
    },
  ],
  actions: [
    { to: '/buyer-guide', label: msg`Buyer guide` },
    { to: '/seller-guide', label: msg`Seller guide` },
    { to: '/faq', label: msg`Frequently asked questions` },
    { to: '/contact', label: msg`Contact us` },
  ],
};

export const privacy: InfoPageContent = {
  title: msg`Privacy policy`,
  intro: msg`We collect only what we need to run the marketplace, and we never sell your data.`,
  sections: [
    {
      heading: msg`What we keep`,
      bullets: [
        msg`Your account: name and e-mail, and, if you add them, your address, city, governorate and phone number.`,
        msg`Your orders, cart, wishlist and reviews.`,
        msg`For sellers: store details and product photos.`,
      ],
    },
    {
      heading: msg`How we use it`,
      paragraphs: [msg`To run your account, to deliver your orders (the seller sees the name, address and phone number of orders placed with their store) and to keep the site safe.`],
    },
    {
      heading: msg`How we protect it`,
      bullets: [
        msg`Passwords are stored only as a salted, slow hash, never in clear text.`,
        msg`Location and other hidden details are removed from every uploaded photo.`,
        msg`Your session ends on this device when you sign out.`,
      ],
    },
    {
      heading: msg`Your choices`,
      paragraphs: [msg`You can change your details at any time from your profile. To delete your account, contact us.`],
    },
  ],
  actions: [{ to: '/cookies', label: msg`Cookies and local storage` }],
};

export const terms: InfoPageContent = {
  title: msg`Terms of use`,
  intro: msg`By using Souq Bayti you agree to these simple rules.`,
  sections: [
    {
      heading: msg`For everyone`,
      bullets: [msg`Give true information and keep your password to yourself.`, msg`Be respectful in reviews and messages.`],
    },
    {
      heading: msg`For sellers`,
      bullets: [
        msg`Sell only handmade or home-made products that you make yourself.`,
        msg`Describe products honestly, with real photos, prices and stock.`,
        msg`Deliver the orders you confirm, or cancel them in good time.`,
      ],
    },
    {
      heading: msg`For buyers`,
      paragraphs: [msg`Order what you intend to receive, and pay as agreed: cash on delivery or by CliQ.`],
    },
    {
      heading: msg`Our role`,
      paragraphs: [msg`Souq Bayti brings buyers and sellers together; each sale is between the buyer and the seller. We may remove products or suspend accounts that break these rules.`],
    },
  ],
};

export const cookies: InfoPageContent = {
  title: msg`Cookies and local storage`,
  intro: msg`We use no advertising or tracking cookies.`,
  sections: [
    {
      heading: msg`What we use`,
      bullets: [
        msg`One session cookie that keeps you signed in for up to 30 days; scripts cannot read it, and it is deleted when you sign out.`,
        msg`Your language choice, kept in this browser.`,
        msg`A copy of the pages you visited and of actions made without a connection, so the app works on a weak network; it is cleared when you sign out.`,
      ],
    },
    {
      heading: msg`Your control`,
      paragraphs: [msg`You can clear cookies and site data in your browser settings at any time; you will then need to sign in again.`],
    },
  ],
  actions: [{ to: '/privacy', label: msg`Privacy policy` }],
};
