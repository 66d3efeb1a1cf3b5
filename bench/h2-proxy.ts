import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Connection-level headers HTTP/2 forbids, and HTTP/2's own pseudo-headers, are not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings']);
const passOn = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** A throwaway certificate for 127.0.0.1 (Debian's openssl); the benches' Chromium is told to accept it. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Chromium's flag for the proxy's certificate. */
export const ACCEPT_BENCH_CERTIFICATE = '--ignore-certificate-errors';

/**
 * HTTP/2 over TLS in front of the demo server, as the README's deployment puts Caddy in front of it: a
 * phone then sends every request of a page at once on one connection, where over HTTP/1.1 Chromium
 * opens six and queues the rest (low-priority photos last). Chromium's DevTools throttling still shares
 * the link between the requests in flight, which is what Caddy's HTTP/2 does too (Go's server writes
 * the streams round-robin since Go 1.23); docs/decisions/022, "Web, twenty-second round".
 */
export async function startHttp2Proxy(targetPort: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, agent, headers: { ...passOn(request.headers), host: `127.0.0.1:${targetPort}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.statusCode = 502;
      response.end();
    });
    request.pipe(upstream);
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}
