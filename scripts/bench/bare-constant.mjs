// Baseline: a bare Fastify app answering a constant. BODY_BYTES makes the
// constant as large as the body it is compared with, so the ratio measures
// the server's work rather than the bytes on the wire.
import Fastify from 'fastify';

const size = Number(process.env.BODY_BYTES ?? 0);
const base = JSON.stringify({ status: true, data: { companyName: 'Bench', pad: '' } });
const body = JSON.stringify({ status: true, data: { companyName: 'Bench', pad: 'x'.repeat(Math.max(0, size - base.length)) } });
const app = Fastify();
app.get('/', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
