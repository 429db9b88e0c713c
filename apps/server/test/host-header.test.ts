/**
 * Two Host headers (issue 17 item 3): Node keeps the first, so the request would be served as that site;
 * it is refused with 400 instead.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

/** One raw HTTP/1.1 request, so headers can repeat; resolves with the status and body. */
function raw(lines: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // Written, not ended: the server closes the connection after its answer (Connection: close).
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

describe('the Host header', () => {
  it('given once: served as its site', async () => {
    const res = await raw(['GET /api/website HTTP/1.1', 'Host: beta.localhost']);
    expect(res.status).toBe(200);
  });

  it.each([
    ['two sites', ['Host: localhost', 'Host: beta.localhost']],
    ['the same site twice', ['Host: localhost', 'host: localhost']],
    ['an unknown host first', ['Host: evil.example', 'Host: localhost']],
  ])('given twice (%s): 400', async (_name, hosts) => {
    for (const path of ['/api/website', '/api/auth/user', '/api/file/upload']) {
      const res = await raw([`GET ${path} HTTP/1.1`, ...hosts]);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toContain(MESSAGES.hostHeaderInvalid);
    }
  });
});
