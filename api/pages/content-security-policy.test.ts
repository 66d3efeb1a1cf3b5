import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';
import { pageHtml } from './prerender.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const shell = fs.readFileSync('web/index.html', 'utf8');

describe('Content-Security-Policy', () => {
  it("hashes every inline script of the app's shell and of a rendered page, and nothing else", () => {
    const html = pageHtml(shell, { markup: '<h1>x</h1>', state: { a: '</script><script>alert(1)</script>' }, status: 200 }, 'ar');
    const bodies = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]!);
    expect(bodies).toHaveLength(2); // the shell's language script and the page's early taps
    expect(inlineScriptHashes(html).sort()).toEqual(bodies.map(sha).sort());
  });

  it('allows no inline scripts by keyword and closes plugins, <base> and framing', () => {
    const policy = contentSecurityPolicy(shell);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allows photos from PUBLIC_OBJECTS_URL's origin only when one is given", () => {
    const imgSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('img-src '));
    expect(imgSrc(contentSecurityPolicy(shell))).toBe("img-src 'self' data: blob:");
    expect(imgSrc(contentSecurityPolicy(shell, ['https://cdn.souqbayti.jo']))).toBe("img-src 'self' data: blob: https://cdn.souqbayti.jo");
  });
});
