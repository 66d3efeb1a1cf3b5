// Review comments by star rating, written once in each language. They suit any product or service.
export type CommentSeed = [en: string, ar: string];

export const commentsByRating: Record<2 | 3 | 4 | 5, CommentSeed[]> = {
  5: [
    ['Beautiful work, exactly like the photos.', 'شغل جميل، تمامًا مثل الصور.'],
    ['Excellent quality and it arrived quickly. Thank you!', 'جودة ممتازة ووصل بسرعة. شكرًا لكِ!'],
    ['You can feel the care in every detail.', 'الاهتمام واضح في كل التفاصيل.'],
    ['My second order and certainly not the last.', 'هذا طلبي الثاني ولن يكون الأخير.'],
    ['Lovely packaging, it made a perfect gift.', 'تغليف أنيق، وكانت هدية مثالية.'],
    ['A very kind seller who answered all my questions.', 'البائعة لطيفة جدًا وأجابت عن كل أسئلتي.'],
    ['Worth every dinar.', 'يستحق كل دينار.'],
    ['Better than I expected. Highly recommended!', 'أفضل مما توقعت، أنصح به بشدة!'],
    ['My mother loved it. God bless your hands.', 'أعجب أمي كثيرًا، يسلم إيديكِ.'],
  ],
  4: [
    ['Very good, it just took a little longer than expected.', 'جيد جدًا، لكنه تأخر قليلًا عن الموعد.'],
    ['Nice quality for the price.', 'جودة حلوة مقابل السعر.'],
    ['I liked it a lot; the colour is slightly different from the photo.', 'أعجبني كثيرًا، لكن اللون مختلف قليلًا عن الصورة.'],
    ['A good experience overall. I will order again.', 'تجربة جيدة عمومًا، وسأطلب مرة أخرى.'],
    ['Well made and well packed.', 'مصنوع بإتقان ومغلف جيدًا.'],
  ],
  3: [
    ['It is fine, but I expected a bit more for the price.', 'لا بأس به، لكنني توقعت أكثر مقابل السعر.'],
    ['Average. Delivery was two days late.', 'متوسط، والتوصيل تأخر يومين.'],
    ['A lovely idea, but the finishing needs more care.', 'الفكرة جميلة، لكن التشطيب يحتاج إلى عناية أكثر.'],
  ],
  2: [
    ['Not what I expected, although the seller was kind about it.', 'ليس كما توقعت، مع أن البائعة تعاملت بلطف.'],
  ],
};
