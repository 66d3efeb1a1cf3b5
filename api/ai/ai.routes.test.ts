import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { categories } from '#api/db/tables.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { productPhoto, solidPhoto, stripedPhoto } from '#api/test/photos.ts';
import { analyzeLimiter } from './ai.routes.ts';
import { modelCallLimits } from './openai-provider.ts';
import { isAnalyserTemplate } from '#api/contract/analyser-templates.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const analyse = (t: TestApp, cookie: string | undefined, body: unknown) => t.call('POST', '/api/ai/analyze-image', { cookie, body });

beforeEach(() => analyzeLimiter.reset());

describe('offline analyser (no OPENAI_API_KEY)', () => {
  let t: TestApp;
  let seller: { cookie: string };
  beforeAll(async () => {
    t = await makeTestApp();
    seller = await t.signUp('seller');
  });
  afterAll(() => t.cleanup());

  it('is for sellers and admins only', async () => {
    const photo = b64(await solidPhoto({ r: 200, g: 0, b: 0 }));
    expect((await analyse(t, undefined, { imageBase64: photo })).status).toBe(401);
    const buyer = await t.signUp('buyer');
    expect((await analyse(t, buyer.cookie, { imageBase64: photo })).status).toBe(403);
    const admin = await t.signUp('admin');
    expect((await analyse(t, admin.cookie, { imageBase64: photo, userLanguage: 'en' })).status).toBe(200);
  });

  it('applies the upload checks: 400 without a photo, 415 for text, 413 past 10 MB', async () => {
    expect((await analyse(t, seller.cookie, {})).status).toBe(400);
    expect((await analyse(t, seller.cookie, { imageBase64: b64(await solidPhoto({ r: 1, g: 1, b: 1 })), userLanguage: 'fr' })).status).toBe(400);
    const text = await analyse(t, seller.cookie, { imageBase64: b64(Buffer.from('just some text, not a photo')) });
    expect(text.status).toBe(415);
    const big = Buffer.alloc(Math.floor(10.2 * 1024 * 1024));
    big.set([0xff, 0xd8, 0xff]);
    expect((await analyse(t, seller.cookie, { imageBase64: b64(big) })).status).toBe(413);
  });

  it.each([
    ['deep red', { r: 120, g: 10, b: 20 }, 'red', 'Colour: deep red.', 'اللون: الأحمر الداكن.'],
    ['blue', { r: 30, g: 60, b: 200 }, 'blue', 'Colour: blue.', 'اللون: الأزرق.'],
    ['green', { r: 30, g: 140, b: 50 }, 'green', 'Colour: green.', 'اللون: الأخضر.'],
    ['black', { r: 12, g: 12, b: 14 }, 'black', 'Colour: black.', 'اللون: الأسود.'],
    ['white', { r: 248, g: 248, b: 245 }, 'white', 'Colour: white.', 'اللون: الأبيض.'],
  ])('says the colour of a %s photo in both languages, leaves the name empty, with a low confidence', async (_name, colour, textile, descriptionEn, descriptionAr) => {
    const res = await analyse(t, seller.cookie, { imageBase64: b64(await solidPhoto(colour)), userLanguage: 'ar' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ titleEn: '', titleAr: '', descriptionEn, descriptionAr, textileColour: textile, confidence: 0.3, suggestedCategoryId: null, source: 'offline' });
  });

  it('sees an item on a plain background: its colour, shape and the background, and claims nothing else', async () => {
    const photo = await productPhoto({ r: 200, g: 20, b: 30 }, { r: 250, g: 250, b: 250 }, { width: 600, height: 800, itemWidth: 260, itemHeight: 560 });
    const res = await analyse(t, seller.cookie, { imageBase64: `data:image/jpeg;base64,${b64(photo)}` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ titleEn: '', titleAr: '' });
    expect(res.json.descriptionEn).toBe('Colour: red. Taller than it is wide.');
    expect(res.json.descriptionAr).toBe('اللون: الأحمر. أطول من عرضها.');
    // No placeholder or guidance sentence reaches a field: nothing the server refuses to publish.
    expect(isAnalyserTemplate(res.json.descriptionEn) || isAnalyserTemplate(res.json.descriptionAr)).toBe(false);
    // It cannot tell what the item is, so it names no kind of item or material.
    expect(res.json.descriptionEn).not.toMatch(/thobe|shawl|pillow|cotton|silk|linen|dress|bag/i);
  });

  it('calls a photo of many colours multicoloured and patterned', async () => {
    const photo = await stripedPhoto([{ r: 220, g: 20, b: 20 }, { r: 20, g: 40, b: 200 }, { r: 30, g: 150, b: 40 }, { r: 240, g: 240, b: 240 }]);
    const res = await analyse(t, seller.cookie, { imageBase64: b64(photo) });
    expect(res.json).toMatchObject({ titleEn: '', titleAr: '', textileColour: 'multicolor' });
    expect(res.json.descriptionEn).toMatch(/^Colours: .*red.*blue/);
    expect(res.json.descriptionEn).toMatch(/Patterned\./);
    expect(res.json.descriptionAr).toMatch(/^الألوان: .*بنقوش\.$/);
  });

  it('limits each seller to a burst of 60 analyses, then answers 429 with Retry-After', async () => {
    const photo = b64(await solidPhoto({ r: 200, g: 0, b: 0 }, 'png', 64, 64));
    const other = await t.signUp('seller');
    // One token comes back every 3 s while the loop runs, so on a slow machine a few more may pass.
    let granted = 0;
    let limited;
    while (!limited && granted < 70) {
      const res = await analyse(t, seller.cookie, { imageBase64: photo });
      if (res.status === 200) granted += 1;
      else limited = res;
    }
    expect(granted).toBeGreaterThanOrEqual(60);
    expect(granted).toBeLessThan(70);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await analyse(t, other.cookie, { imageBase64: photo })).status).toBe(200);
  });
});

/** A local server speaking the chat-completions wire format; each test sets how it answers. */
type Behaviour = { kind: 'content'; content: string } | { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'stall-body' };

describe('OpenAI-compatible model (OPENAI_API_KEY set)', () => {
  let server: http.Server;
  let behaviour: Behaviour;
  let requests: { headers: http.IncomingHttpHeaders; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  let t: TestApp;
  let seller: { cookie: string };
  let textileId: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(raw) });
        if (behaviour.kind === 'hang') return; // never answers
        if (behaviour.kind === 'status') {
          res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
          return;
        }
        if (behaviour.kind === 'stall-body') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"id":"x","choices":[');
          return; // headers sent, body never finishes
        }
        const completion = {
          id: 'chatcmpl-test', object: 'chat.completion', created: 1, model: 'vision-test',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: behaviour.content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await makeTestApp({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'vision-test' });
    textileId = first(await t.db.insert(categories).values({ slug: 'textiles', nameEn: 'Handmade Textiles', nameAr: 'منسوجات يدوية' }).returning())!.id;
    seller = await t.signUp('seller');
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    t.cleanup();
  });
  beforeEach(() => {
    requests = [];
    modelCallLimits.timeoutMs = 20_000;
  });

  const good = (extra: Record<string, unknown> = {}) => JSON.stringify({
    titleEn: 'Embroidered cushion cover', titleAr: 'غطاء وسادة مطرز', descriptionEn: 'A red cushion cover with tatreez.',
    descriptionAr: 'غطاء وسادة أحمر بتطريز فلسطيني.', confidence: 0.82, suggestedCategoryId: textileId, textileColour: 'red', ...extra,
  });

  it('asks the configured model with the resized photo and the category list, and returns its valid answer', async () => {
    behaviour = { kind: 'content', content: good() };
    const big = await solidPhoto({ r: 200, g: 0, b: 0 }, 'jpeg', 3000, 2000);
    const res = await analyse(t, seller.cookie, { imageBase64: b64(big), userLanguage: 'en' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      titleEn: 'Embroidered cushion cover', titleAr: 'غطاء وسادة مطرز', descriptionEn: 'A red cushion cover with tatreez.',
      descriptionAr: 'غطاء وسادة أحمر بتطريز فلسطيني.', confidence: 0.82, suggestedCategoryId: textileId, textileColour: 'red', source: 'model',
    });
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('vision-test');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    const user = sent.body.messages.find((m: { role: string }) => m.role === 'user');
    expect(user.content[0].text).toContain(textileId);
    expect(user.content[0].text).toContain('منسوجات يدوية');
    const dataUrl: string = user.content[1].image_url.url;
    expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    // Resized before analysis: far smaller than the 3000 px original.
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(768);
  });

  it('accepts a fenced answer, drops a category id it does not know and defaults the confidence', async () => {
    behaviour = { kind: 'content', content: '```json\n' + good({ suggestedCategoryId: 'made-up', confidence: undefined }) + '\n```' };
    const res = await analyse(t, seller.cookie, { imageBase64: b64(await solidPhoto({ r: 0, g: 0, b: 200 })) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ suggestedCategoryId: null, confidence: 0.7, source: 'model' });
  });

  it.each([
    ['broken JSON', '{"titleEn": "Cushion", "titleAr": '],
    ['not JSON at all', 'I think this is a cushion.'],
    ['JSON without the titles', JSON.stringify({ descriptionEn: 'x', descriptionAr: 'y' })],
    ['a confidence out of range', good({ confidence: 7 })],
  ])('answers 502 for %s', async (_name, content) => {
    behaviour = { kind: 'content', content };
    const res = await analyse(t, seller.cookie, { imageBase64: b64(await solidPhoto({ r: 0, g: 0, b: 200 })) });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ code: 'aiBadAnswer', message: expect.any(String) });
  });

  it('answers 502 once, without retrying, when the model service fails', async () => {
    behaviour = { kind: 'status', status: 500 };
    const res = await analyse(t, seller.cookie, { imageBase64: b64(await solidPhoto({ r: 0, g: 0, b: 200 })) });
    expect(res.status).toBe(502);
    expect(res.json.code).toBe('aiUnavailable');
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['never answers', 'hang'],
    ['stops in the middle of its answer', 'stall-body'],
  ] as const)('answers 504 in time when the model %s', async (_name, kind) => {
    behaviour = { kind };
    modelCallLimits.timeoutMs = 500;
    const started = Date.now();
    const res = await analyse(t, seller.cookie, { imageBase64: b64(await solidPhoto({ r: 0, g: 0, b: 200 })) });
    expect(res.status).toBe(504);
    expect(res.json.code).toBe('aiTimeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(requests).toHaveLength(1);
  });
});

afterEach(() => { modelCallLimits.timeoutMs = 20_000; });
