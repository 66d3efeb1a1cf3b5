import type { WeekDay } from '#api/contract/store-place.ts';
import type { StoreSeed } from './seed-types.ts';
import { baytAlMaamoul, jerashHerbGarden, sittisKitchen } from './products-food.data.ts';
import { karakNeedle, noorDesigns, salmasTatreez } from './products-textiles.data.ts';
import { littleHandsToys, madabaMosaic, mafraqWool, saltClayStudio, tafilahCandles } from './products-crafts.data.ts';
import { aqabaSeaSoap, ajlounGreenCorner, brightMindsTutoring, petraBeads, raniasMakerLab, riseWithDana } from './products-more.data.ts';

// Phone numbers are fictitious and written in the forms people type; the writer normalises them.
const satToThu = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'] satisfies WeekDay[];
const sunToThu = ['sun', 'mon', 'tue', 'wed', 'thu'] satisfies WeekDay[];
const daily = [...satToThu, 'fri'] satisfies WeekDay[];
const weekdays = { days: satToThu, opens: '09:00', closes: '18:00' };

export const storeSeeds: StoreSeed[] = [
  {
    nameEn: 'Sitti\'s Kitchen', nameAr: 'مطبخ ستّي', category: 'food', owner: 'seller', governorate: 'amman', city: 'jabal-al-hussein',
    descriptionEn: 'Home-cooked Jordanian dishes, pickles and pantry jars made the way my grandmother taught me.',
    descriptionAr: 'أكلات أردنية بيتية ومخللات ومونة، نصنعها كما علّمتني ستّي.',
    phone: '079 555 0101', whatsapp: '+962 79 555 0101', cliq: '0795550101', instagram: 'https://instagram.com/sittis.kitchen.jo',
    hours: { days: satToThu, opens: '08:00', closes: '16:00' }, services: 'Catering for small gatherings · طبخ للعزايم الصغيرة',
    delivery: ['delivery', 'pickup'], areas: ['amman', 'zarqa', 'balqa'], contact: ['whatsapp', 'phone'],
    featured: { name: 'Homemade Makdous', price: 7.5 }, colors: ['#b5482b', '#e2b33c'], products: sittisKitchen,
  },
  {
    nameEn: 'Salma\'s Tatreez', nameAr: 'تطريز سلمى', category: 'embroidery', owner: 'seller', governorate: 'amman', city: 'jabal-amman',
    descriptionEn: 'Traditional Palestinian and Jordanian tatreez, stitched by hand on linen, cotton and silk.',
    descriptionAr: 'تطريز فلسطيني وأردني تقليدي، مطرز باليد على الكتان والقطن والحرير.',
    phone: '0795550102', whatsapp: '0795550102', cliq: '0795550102', instagram: 'https://instagram.com/salmas.tatreez', facebook: 'https://facebook.com/salmastatreez',
    hours: weekdays, services: 'Custom names and wedding pieces · تطريز أسماء وقطع أعراس حسب الطلب',
    delivery: ['delivery', 'shipping'], areas: ['all'], contact: ['whatsapp', 'instagram'],
    featured: { name: 'Tatreez Cushion Cover', price: 22 }, colors: ['#1d1b1a', '#b5482b'], products: salmasTatreez,
  },
  {
    nameEn: 'Bayt Al-Maamoul', nameAr: 'بيت المعمول', category: 'food', owner: 'hanan', governorate: 'irbid', city: 'irbid',
    descriptionEn: 'Maamoul, ka\'ak and Eid sweets baked fresh in our Irbid kitchen.',
    descriptionAr: 'معمول وكعك وحلويات العيد تُخبز طازجة في مطبخنا في إربد.',
    phone: '+962 77 555 0103', whatsapp: '+962775550103', cliq: '00962775550103',
    hours: weekdays, services: 'Gift boxes for Eid and weddings · علب هدايا للأعياد والأعراس',
    delivery: ['delivery', 'pickup', 'shipping'], areas: ['irbid', 'ajloun', 'jerash', 'mafraq'], contact: ['whatsapp', 'phone'],
    colors: ['#8a5a2b', '#e7b877'], products: baytAlMaamoul,
  },
  {
    nameEn: 'Salt Clay Studio', nameAr: 'استوديو فخار السلط', category: 'crafts', owner: 'rula', governorate: 'salt', city: 'salt',
    descriptionEn: 'Wheel-thrown pottery inspired by the old yellow-stone city of Salt.',
    descriptionAr: 'فخار مشكّل على الدولاب مستوحى من مدينة السلط القديمة وحجرها الأصفر.',
    phone: '0785550104', whatsapp: '0785550104', instagram: 'https://instagram.com/saltclaystudio',
    hours: { days: sunToThu, opens: '10:00', closes: '17:00' }, services: 'Weekend pottery workshops · ورش فخار في عطلة الأسبوع',
    delivery: ['pickup', 'shipping'], areas: ['all'], contact: ['instagram', 'whatsapp'],
    colors: ['#b8643a', '#2f6f62'], products: saltClayStudio,
  },
  {
    nameEn: 'Madaba Mosaic Corner', nameAr: 'ركن فسيفساء مادبا', category: 'crafts', owner: 'maryam', governorate: 'madaba', city: 'madaba',
    descriptionEn: 'Stone and glass mosaics cut and set by hand in the city of mosaics.',
    descriptionAr: 'فسيفساء من الحجر والزجاج تُقص وتُرصف باليد في مدينة الفسيفساء.',
    phone: '079-555-0105', whatsapp: '0795550105', cliq: '0795550105', facebook: 'https://facebook.com/madabamosaiccorner',
    hours: weekdays, delivery: ['delivery', 'shipping'], areas: ['madaba', 'amman', 'balqa'], contact: ['phone', 'whatsapp'],
    featured: { name: 'Mosaic Coasters', price: 12 }, colors: ['#1f5a7a', '#d08a2e'], products: madabaMosaic,
  },
  {
    nameEn: 'Karak Needle & Thread', nameAr: 'إبرة وخيط الكرك', category: 'sewing', owner: 'ghada', governorate: 'karak', city: 'karak',
    descriptionEn: 'Tailoring, alterations and sewn home textiles from a home workshop near Karak castle.',
    descriptionAr: 'تفصيل وتعديل ملابس ومفروشات مخيطة من مشغل بيتي قرب قلعة الكرك.',
    phone: '0775550106', whatsapp: '0775550106',
    hours: { days: satToThu, opens: '10:00', closes: '19:00' }, services: 'Home visits for measurements · زيارات منزلية لأخذ المقاسات',
    delivery: ['delivery', 'pickup'], areas: ['karak', 'tafilah'], contact: ['phone', 'whatsapp'],
    colors: ['#6b3f8f', '#c2563a'], products: karakNeedle,
  },
  {
    nameEn: 'Aqaba Sea Soap', nameAr: 'صابون بحر العقبة', category: 'beauty', owner: 'lina', governorate: 'aqaba', city: 'aqaba',
    descriptionEn: 'Natural soaps and skin care with Dead Sea minerals and Jordanian olive oil.',
    descriptionAr: 'صابون طبيعي ومنتجات عناية بأملاح البحر الميت وزيت الزيتون الأردني.',
    phone: '0795550107', whatsapp: '0795550107', cliq: '0795550107', instagram: 'https://instagram.com/aqabaseasoap',
    hours: weekdays, delivery: ['shipping', 'pickup'], areas: ['all'], contact: ['whatsapp', 'instagram'],
    featured: { name: 'Dead Sea Mud Soap', price: 3 }, colors: ['#3c7fa8', '#e2b33c'], products: aqabaSeaSoap,
  },
  {
    nameEn: 'Jerash Herb Garden', nameAr: 'حديقة أعشاب جرش', category: 'health-and-wellness', owner: 'suha', governorate: 'jerash', city: 'jerash',
    descriptionEn: 'Herbs, honey and oils from our family land in the hills of Jerash.',
    descriptionAr: 'أعشاب وعسل وزيوت من أرض عائلتنا في تلال جرش.',
    phone: '0785550108', whatsapp: '0785550108', cliq: '0785550108',
    hours: weekdays, services: 'Seasonal honey harvest orders · طلبات مسبقة لقطفة العسل الموسمية',
    delivery: ['delivery', 'shipping'], areas: ['jerash', 'irbid', 'ajloun', 'amman'], contact: ['whatsapp'],
    colors: ['#2f6f62', '#e2b33c'], products: jerashHerbGarden,
  },
  {
    nameEn: 'Ajloun Green Corner', nameAr: 'الركن الأخضر في عجلون', category: 'home-and-garden', owner: 'nisreen', governorate: 'ajloun', city: 'ajloun',
    descriptionEn: 'Plants, seedlings and garden pieces grown and made among the Ajloun forests.',
    descriptionAr: 'نباتات وشتلات وقطع للحديقة نزرعها ونصنعها بين غابات عجلون.',
    phone: '0775550109', whatsapp: '0775550109',
    hours: { days: daily, opens: '08:00', closes: '17:00' }, delivery: ['delivery', 'pickup'], areas: ['ajloun', 'irbid', 'jerash'], contact: ['phone', 'whatsapp'],
    colors: ['#4f8a4a', '#c0643c'], products: ajlounGreenCorner,
  },
  {
    nameEn: 'Noor Modest Designs', nameAr: 'تصاميم نور المحتشمة', category: 'fashion', owner: 'noor', governorate: 'zarqa', city: 'zarqa',
    descriptionEn: 'Comfortable modest wear designed and sewn in Zarqa.',
    descriptionAr: 'أزياء محتشمة ومريحة نصممها ونخيطها في الزرقاء.',
    phone: '0795550110', whatsapp: '0795550110', cliq: '0795550110', instagram: 'https://instagram.com/noor.modest',
    hours: weekdays, delivery: ['delivery', 'shipping'], areas: ['all'], contact: ['instagram', 'whatsapp'],
    featured: { name: 'Linen Kimono Abaya', price: 38 }, colors: ['#a33a55', '#1f5a7a'], products: noorDesigns,
  },
  {
    nameEn: 'Mafraq Wool & Crochet', nameAr: 'صوف وكروشيه المفرق', category: 'handmade', owner: 'fatima', governorate: 'mafraq', city: 'mafraq',
    descriptionEn: 'Crochet and knitting with local wool, made by a circle of neighbours in Mafraq.',
    descriptionAr: 'كروشيه وحياكة بالصوف المحلي، تصنعها مجموعة من الجارات في المفرق.',
    phone: '0785550111', whatsapp: '0785550111',
    hours: weekdays, delivery: ['shipping'], areas: ['all'], contact: ['whatsapp'],
    colors: ['#6b3f8f', '#e2b33c'], products: mafraqWool,
  },
  {
    nameEn: 'Rania\'s Maker Lab', nameAr: 'مختبر رانيا للصناعة', category: 'electronics', owner: 'rania', governorate: 'amman', city: 'khalda',
    descriptionEn: 'Small electronics and device accessories designed, soldered and finished at home.',
    descriptionAr: 'إلكترونيات صغيرة وإكسسوارات للأجهزة نصممها ونلحمها ونشطّبها في البيت.',
    phone: '0795550112', whatsapp: '0795550112', cliq: '0795550112',
    hours: { days: sunToThu, opens: '12:00', closes: '20:00' }, services: 'Repairs of small gadgets · تصليح الأجهزة الصغيرة',
    delivery: ['delivery', 'shipping'], areas: ['amman', 'zarqa', 'balqa', 'madaba'], contact: ['whatsapp', 'phone'],
    colors: ['#263238', '#d08a2e'], products: raniasMakerLab,
  },
  {
    nameEn: 'Petra Beads', nameAr: 'خرز البتراء', category: 'accessories', owner: 'aisha', governorate: 'maan', city: 'wadi-musa',
    descriptionEn: 'Beaded jewellery and souvenirs made by women of Wadi Musa.',
    descriptionAr: 'حُلي من الخرز وتذكارات تصنعها نساء وادي موسى.',
    phone: '0775550113', whatsapp: '0775550113',
    hours: { days: daily, opens: '09:00', closes: '19:00' }, delivery: ['shipping', 'pickup'], areas: ['all'], contact: ['whatsapp', 'phone'],
    colors: ['#c2563a', '#3c7fa8'], products: petraBeads,
  },
  {
    nameEn: 'Bright Minds Tutoring', nameAr: 'عقول مشرقة للدروس الخصوصية', category: 'tutoring', owner: 'dima', governorate: 'irbid', city: 'irbid',
    descriptionEn: 'Patient, experienced teachers for school subjects, at home in Irbid or online.',
    descriptionAr: 'معلمات صبورات ومتمرسات للمواد المدرسية، في البيت داخل إربد أو عن بُعد.',
    phone: '0795550114', whatsapp: '0795550114', cliq: '0795550114',
    hours: { days: sunToThu, opens: '15:00', closes: '20:00' }, delivery: ['delivery'], areas: ['irbid'], contact: ['whatsapp', 'phone'],
    colors: ['#3d5a80', '#e2b33c'], products: brightMindsTutoring,
  },
  {
    nameEn: 'Rise with Dana', nameAr: 'انطلقي مع دانة', category: 'coaching', owner: 'dana', governorate: 'balqa', city: 'fuheis',
    descriptionEn: 'Coaching for women starting or growing a business from home.',
    descriptionAr: 'إرشاد للنساء اللواتي يبدأن مشروعًا من البيت أو يطوّرنه.',
    phone: '0785550115', whatsapp: '0785550115', instagram: 'https://instagram.com/risewithdana',
    hours: { days: sunToThu, opens: '16:00', closes: '21:00' }, delivery: ['delivery'], areas: ['all'], contact: ['instagram', 'whatsapp'],
    colors: ['#2f6f62', '#a33a55'], products: riseWithDana,
  },
  {
    nameEn: 'Tafilah Candle Workshop', nameAr: 'مشغل شموع الطفيلة', category: 'handmade', owner: 'asma', governorate: 'tafilah', city: 'tafilah',
    descriptionEn: 'Hand-poured candles in soy wax and local beeswax.',
    descriptionAr: 'شموع مصبوبة باليد من شمع الصويا وشمع العسل المحلي.',
    phone: '0775550116', whatsapp: '0775550116', cliq: '0775550116',
    hours: weekdays, delivery: ['shipping'], areas: ['all'], contact: ['whatsapp'],
    colors: ['#d08a2e', '#6b3f8f'], products: tafilahCandles,
  },
  {
    nameEn: 'Little Hands Toys', nameAr: 'ألعاب الأيدي الصغيرة', category: 'handmade', owner: 'bushra', governorate: 'zarqa', city: 'russeifa',
    descriptionEn: 'Soft toys and quiet books. The shop is closed for a short break.',
    descriptionAr: 'ألعاب طرية وكتب هادئة. المتجر مغلق لاستراحة قصيرة.',
    phone: '0795550117', hours: weekdays, delivery: ['delivery'], areas: ['zarqa', 'amman'], contact: ['phone'],
    colors: ['#e2b33c', '#3c7fa8'], isActive: false, products: littleHandsToys,
  },
];
