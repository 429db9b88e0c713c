/**
 * A local stand-in for an OpenAI-compatible chat-completions API (node:http on 127.0.0.1, a random port): it
 * answers, fails, answers nonsense or never answers, on demand, and keeps every request it got.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmStandIn {
  /** The API base, as AI_BASE_URL takes it (…/v1). */
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: unknown }[];
  /** 'ok' answers `answer`; a number answers that status; 'garbage' a body that is not JSON; 'hang' never answers. */
  mode: 'ok' | 'garbage' | 'hang' | number;
  /** The assistant message's content when the mode is 'ok'. */
  answer: string;
  close(): Promise<void>;
}

export async function llmStandIn(): Promise<LlmStandIn> {
  const standIn: LlmStandIn = { url: '', requests: [], mode: 'ok', answer: '[]', close: async () => {} };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      standIn.requests.push({ path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as unknown) : null });
      if (standIn.mode === 'hang') return void hanging.add(res);
      if (standIn.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      if (typeof standIn.mode === 'number') return void res.writeHead(standIn.mode, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          model: 'standin',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: standIn.answer } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}
