// Baseline: a bare Fastify route doing one prepared primary-key select,
// on PostgreSQL (DATABASE_URL) or on PGlite (in memory) otherwise.
import Fastify from 'fastify';

const url = process.env.DATABASE_URL;
let query;
if (url) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  await pool.query('create table if not exists bench_kv (id text primary key, v text not null)');
  await pool.query("insert into bench_kv values ('k1', 'value') on conflict do nothing");
  query = async (id) => (await pool.query({ name: 'bench_pk', text: 'select id, v from bench_kv where id = $1', values: [id] })).rows[0];
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  await db.exec("create table bench_kv (id text primary key, v text not null); insert into bench_kv values ('k1', 'value');");
  query = async (id) => (await db.query('select id, v from bench_kv where id = $1', [id])).rows[0];
}
const app = Fastify();
app.get('/', async () => ({ status: true, row: await query('k1') }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
