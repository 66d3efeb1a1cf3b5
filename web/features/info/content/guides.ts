import { msg } from '@lingui/core/macro';
import type { InfoPageContent } from './types.ts';

export const howItWorks: InfoPageContent = {
  title: msg`How Souq Bayti works`,
  intro: msg`Souq Bayti connects women who make things at home with buyers across Jordan. No middlemen and no commissions: you buy directly from the maker.`,
  sections: [
    {
      heading: msg`For buyers`,
      steps: [
        msg`Browse products and stores, or walk down the street of stores.`,
        msg`Add what you like to your cart; products from several stores are fine.`,
        msg`At checkout, enter your delivery address and pay cash on delivery or by CliQ transfer.`,
        msg`Each store confirms, ships and delivers its own order; follow it from My Orders.`,
      ],
    },
    {
      heading: msg`For sellers`,
      steps: [
        msg`Create a seller account for free.`,
        msg`Open your store: names, photos, contact numbers and the governorates you deliver to.`,
        msg`Add products from photos; suggested titles and descriptions help you list one in about 5 minutes.`,
        msg`Receive orders, confirm them and deliver. You keep the full price.`,
      ],
    },
  ],
  actions: [
    { to: '/products', label: msg`Explore Products` },
    { to: '/auth?tab=seller', label: msg`Start selling` },
  ],
};

export const sellerGuide: InfoPageContent = {
  title: msg`Seller guide`,
  intro: msg`Everything you need to open your store and make your first sale.`,
  sections: [
    {
      heading: msg`Open your store`,
      steps: [
        msg`Sign up with a seller account.`,
        msg`From your dashboard, choose Create Store and fill in the name in Arabic and English, a short description, your governorate and your phone, WhatsApp and CliQ numbers.`,
        msg`Choose how you deliver (delivery, pickup or shipping) and the governorates you reach.`,
      ],
    },
    {
      heading: msg`Add good products`,
      bullets: [
        msg`Take photos in daylight on a plain background: JPG, PNG or WebP up to 10 MB, up to 5 photos per product.`,
        msg`Location data and other hidden details are removed from your photos automatically.`,
        msg`Write the name in Arabic (required) and in English, the price, and the stock you really have.`,
        msg`To show a sale, enter the original price as well; leave it empty otherwise.`,
        msg`Many products? Use Bulk Add to create them from a batch of photos at once.`,
      ],
    },
    {
      heading: msg`Handle your orders`,
      bullets: [
        msg`New orders arrive as pending: confirm them, then mark them shipped and delivered.`,
        msg`If you cannot fulfil an order, cancel it while it is pending or confirmed; the stock comes back automatically.`,
        msg`For CliQ payments, check the transfer reference in your bank app before you confirm.`,
      ],
    },
    {
      heading: msg`Zero commissions`,
      paragraphs: [msg`Souq Bayti takes no commission on your sales. The price the buyer pays for your products is yours.`],
    },
  ],
  actions: [
    { to: '/auth?tab=seller', label: msg`Create a seller account` },
    { to: '/faq', label: msg`Frequently asked questions` },
  ],
};

export const buyerGuide: InfoPageContent = {
  title: msg`Buyer guide`,
  intro: msg`How to find, order and receive handmade products.`,
  sections: [
    {
      heading: msg`Find what you love`,
      bullets: [
        msg`Search in Arabic or in English; different spellings are understood.`,
        msg`Filter by category, price and sales, or browse stores by governorate.`,
        msg`Save products to your wishlist with the heart and come back to them later.`,
      ],
    },
    {
      heading: msg`Place your order`,
      steps: [
        msg`Add products to your cart and check the quantities.`,
        msg`At checkout, enter your governorate, city, street and phone number.`,
        msg`Pay cash on delivery, or by CliQ: transfer to the store's CliQ alias and enter the transfer reference.`,
        msg`If your cart holds products from several stores, each store receives its own order.`,
      ],
    },
    {
      heading: msg`After you order`,
      bullets: [
        msg`Follow each order from My Orders: pending, confirmed, shipped, delivered.`,
        msg`You can cancel an order while it is still pending.`,
        msg`Once it is delivered, leave a review: it helps other buyers and the maker.`,
      ],
    },
  ],
  actions: [
    { to: '/products', label: msg`Explore Products` },
    { to: '/stores', label: msg`Browse stores` },
  ],
};

export const faq: InfoPageContent = {
  title: msg`Frequently asked questions`,
  intro: msg`Short answers to the questions we hear most.`,
  sections: [
    {
      heading: msg`Buying`,
      questions: [
        { question: msg`How do I pay?`, answer: msg`Cash on delivery, or a CliQ transfer to the seller's CliQ alias. Card payments are not offered.` },
        { question: msg`How much is shipping?`, answer: msg({ message: '{fee} per checkout, and free when your cart subtotal is {freeFrom} or more.' }) },
        { question: msg`Why did my checkout create several orders?`, answer: msg`Each store prepares and delivers its own products, so you get one order per store. Shipping is charged once for the whole checkout.` },
        { question: msg`Can I cancel an order?`, answer: msg`Yes, while it is still pending. After the seller has confirmed it, contact the seller.` },
        { question: msg`How do I return a product?`, answer: msg`Contact the seller from the store page and agree on an exchange, a repair or a refund. Our returns page explains the details.` },
      ],
    },
    {
      heading: msg`Selling`,
      questions: [
        { question: msg`Does it cost anything to sell?`, answer: msg`No. Opening a store and listing products is free, and we take no commission.` },
        { question: msg`What can I sell?`, answer: msg`Handmade and home-made products only: food, crafts, sewing and embroidery, and services such as tutoring and coaching.` },
        { question: msg`Can I have more than one store?`, answer: msg`Yes. A seller can open several stores and manage them all from one dashboard.` },
        { question: msg`Can I buy with a seller account?`, answer: msg`Yes. A seller account can shop like any buyer.` },
      ],
    },
    {
      heading: msg`Your account`,
      questions: [
        { question: msg`Which languages can I use?`, answer: msg`Arabic and English. Switch at any time from the header; your choice is remembered on this device.` },
        { question: msg`How do I change my details?`, answer: msg`Open your profile, then Personal information, then Edit.` },
      ],
    },
  ],
  actions: [{ to: '/contact', label: msg`Contact us` }],
};
