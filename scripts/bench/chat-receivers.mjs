// Child process of `npm run bench:chat`: opens the receiving sockets and, for every
// message frame, measures send-to-deliver with process.hrtime.bigint(). On Linux that
// is CLOCK_MONOTONIC, one clock for every process of the machine, so the sender's
// stamp (taken in another process) and this reading compare.
//
// The sockets speak the WebSocket protocol directly over `net` (handshake, unmasked
// server frames, masked client frames, pong): a `ws` client per socket costs more
// CPU than the server it measures, and 1,000 of them made the receivers the bottleneck.
import crypto from 'node:crypto';
import net from 'node:net';

let sockets = [];
let lat = [];
let delivered = 0;
let expected = Infinity;
let lastAt = 0n;
const STAMP = Buffer.from('"content":"t=');

/** A masked client frame (RFC 6455 §5.3). */
function clientFrame(opcode, payload) {
  const len = payload.length;
  const head = len < 126 ? Buffer.from([0x80 | opcode, 0x80 | len]) : Buffer.from([0x80 | opcode, 0x80 | 126, len >> 8, len & 255]);
  const mask = crypto.randomBytes(4);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i] ^= mask[i & 3];
  return Buffer.concat([head, mask, body]);
}

function onText(buf, start, end) {
  const i = buf.indexOf(STAMP, start);
  if (i === -1 || i >= end) return false;
  const now = process.hrtime.bigint();
  let j = i + STAMP.length;
  let stamp = 0n;
  let digits = 0;
  while (buf[j] >= 48 && buf[j] <= 57) {
    stamp = stamp * 10n + BigInt(buf[j] - 48);
    j += 1;
    digits += 1;
  }
  if (!digits) return false;
  lat.push(Number(now - stamp) / 1e6);
  delivered += 1;
  lastAt = now;
  if (delivered === expected) process.send({ done: true });
  return true;
}

function connect({ port, path, headers, subscribe }) {
  return new Promise((resolve, reject) => {
    const sock = net.connect({ port, host: '127.0.0.1', noDelay: true });
    let pending = Buffer.alloc(0);
    let open = false;
    let subscribed = !subscribe;
    sock.once('error', reject);
    sock.on('connect', () => {
      const key = crypto.randomBytes(16).toString('base64');
      const lines = [`GET ${path} HTTP/1.1`, 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', `Sec-WebSocket-Key: ${key}`];
      for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
      sock.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    sock.on('data', (chunk) => {
      let buf = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let at = 0;
      if (!open) {
        const end = buf.indexOf('\r\n\r\n');
        if (end === -1) return void (pending = buf);
        const status = buf.toString('latin1', 0, 12);
        if (!status.includes(' 101')) return reject(new Error(`upgrade refused: ${status}`));
        open = true;
        at = end + 4;
        if (subscribe) sock.write(clientFrame(1, JSON.stringify(subscribe)));
        else resolve(sock);
      }
      while (buf.length - at >= 2) {
        const opcode = buf[at] & 15;
        let len = buf[at + 1] & 127;
        let head = 2;
        if (len === 126) {
          if (buf.length - at < 4) break;
          len = buf.readUInt16BE(at + 2);
          head = 4;
        } else if (len === 127) {
          if (buf.length - at < 10) break;
          len = Number(buf.readBigUInt64BE(at + 2));
          head = 10;
        }
        if (buf.length - at < head + len) break;
        const start = at + head;
        const end = start + len;
        if (opcode === 1) {
          if (!subscribed) {
            if (buf.indexOf('"subscribed"', start) !== -1 && buf.indexOf('"subscribed"', start) < end) {
              subscribed = true;
              resolve(sock);
            } else return reject(new Error(buf.toString('utf8', start, end)));
          } else onText(buf, start, end);
        } else if (opcode === 9) sock.write(clientFrame(10, buf.subarray(start, end)));
        at = end;
      }
      pending = at < buf.length ? Buffer.from(buf.subarray(at)) : Buffer.alloc(0);
    });
  });
}

async function open({ url, cookies, count, subscribe }) {
  const u = new URL(url);
  const port = Number(u.port);
  const opened = [];
  for (let i = 0; i < count; i += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, k) => {
        const cookie = cookies[(i + k) % cookies.length];
        return connect({ port, path: u.pathname, headers: { Host: u.host, ...(cookie ? { Cookie: cookie } : {}) }, subscribe });
      }),
    );
    opened.push(...batch);
  }
  sockets.push(...opened);
  return opened.length;
}

process.on('message', async (m) => {
  try {
    if (m.cmd === 'open') process.send({ opened: await open(m) });
    else if (m.cmd === 'clock') process.send({ clockSkewMs: Number(process.hrtime.bigint() - BigInt(m.at)) / 1e6 });
    else if (m.cmd === 'measure') {
      lat = [];
      delivered = 0;
      expected = m.expected;
      process.send({ measuring: true });
    } else if (m.cmd === 'report') {
      lat.sort((a, b) => a - b);
      const q = (p) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] : NaN);
      process.send({ report: { delivered, p50: q(50), p95: q(95), p99: q(99), max: lat[lat.length - 1] ?? NaN, lastAt: String(lastAt) } });
    } else if (m.cmd === 'close') {
      for (const s of sockets) s.destroy();
      sockets = [];
      process.send({ closed: true });
    }
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) });
  }
});
process.send({ up: true });
