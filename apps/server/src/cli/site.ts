// `npm run site -- <command>`: the operator's command line for white-label sites (README "Sites").
//   create --name "Acme Resumes" --host acme.example.com [--host www.acme.example.com] --admin owner@example.com
//          [--first-name Ada --last-name Owner --currency usd --language en --client-id acme --url https://acme.example.com]
//   add-host --site <client id> --host <name> [--host ...]
//   list
// It opens the database of the environment (DATABASE_URL, else the embedded one in DATA_DIR, which only one process
// may open: stop the server first). E-mails go through the outbox: sent now when the mail server answers, else by the
// server's retry job.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { z } from 'zod';
import { createMailTransport } from '../adapters/mail/index.ts';
import { MailOutbox } from '../adapters/mail/outbox.ts';
import { localDiskStorage, s3Storage } from '../adapters/storage/index.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { authRepo } from '../modules/auth/repo.ts';
import { SiteCache } from '../modules/site/cache.ts';
import { addHosts, CommandError, createSite, listSites } from './site-commands.ts';

const USAGE = `Usage:
  npm run site -- create --name "Company" --host example.com --admin owner@example.com [--first-name --last-name --currency usd --language en --client-id --url]
  npm run site -- add-host --site <client id> --host www.example.com
  npm run site -- list`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      admin: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      currency: { type: 'string' },
      language: { type: 'string' },
      'client-id': { type: 'string' },
      url: { type: 'string' },
      site: { type: 'string' },
    },
    strict: true,
  });
  if (!['create', 'add-host', 'list'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  const log = pino({ level: 'warn' });
  try {
    if (command === 'list') {
      const rows = await listSites(database.db);
      if (rows.length === 0) console.log('No sites yet: npm run site -- create ...');
      for (const s of rows)
        console.log(`${s.clientId}  ${s.name}  (${s.currency})\n  hosts: ${s.hosts || '—'}\n  admins: ${s.admins || '—'}  accounts: ${s.accounts}`);
      return 0;
    }
    if (command === 'add-host') {
      const added = await addHosts(database.db, values);
      console.log(`${added.hosts.join(', ')} now open the site ${added.clientId}.`);
      return 0;
    }
    const storage = config.s3 ? await s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'files'));
    const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
    const outbox = new MailOutbox(database.db, () => transport, storage, { ...config.mail, from: config.mailFrom }, log);
    const created = await createSite(
      { db: database.db, mailer: outbox, repos: { auth: authRepo(database.db) }, siteCache: new SiteCache(database.db, config) },
      values,
    );
    // Sent before the command ends when the mail server answers; otherwise the server's retry job sends it.
    await outbox.drain();
    console.log(`Site ${created.clientId} created for ${created.hosts.join(', ')}.`);
    console.log(`${created.admin} is invited as its admin: the e-mail's link (valid 7 days) opens ${created.base}/invitation/...`);
    return 0;
  } catch (err) {
    if (err instanceof z.ZodError) {
      console.error(err.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
      console.error(USAGE);
      return 2;
    }
    if (err instanceof CommandError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
