// Baseline for `npm run bench:chat`: a bare `ws` broadcast server. No auth, no
// database, no validation: every text frame becomes a `new_message` frame of
// the same shape and size as the real server's, serialised once and sent to
// every open socket (the sender too).
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1', maxPayload: 64 * 1024, perMessageDeflate: false });
let n = 0;
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type !== 'new_message') return;
    n += 1;
    const message = {
      _id: n.toString(16).padStart(24, '0'),
      type: 'text',
      content: frame.content,
      sent_by: 'f'.repeat(24),
      writerName: 'Wren Writer',
      createdAt: new Date().toISOString(),
      data: null,
      order_id: 'e'.repeat(24),
      chatType: 'writerToCustomer',
      userId: null,
    };
    const out = Buffer.from(JSON.stringify({ type: 'new_message', message }));
    for (const c of wss.clients) if (c.readyState === 1) c.send(out, { binary: false });
  });
});
wss.on('listening', () => console.log('ready'));
