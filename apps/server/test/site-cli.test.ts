import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHosts, CommandError, createSite, listSites } from '../src/cli/site-commands.ts';
import { embeddedLockPath, openDatabase } from '../src/db/client.ts';
import { as, cookieFrom, createTestApp, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const commandDeps = () => ({ db: t.deps.db, mailer: t.deps.mailer, repos: t.deps.repos, siteCache: t.deps.siteCache });
const website = (host: string) => t.app.inject({ method: 'GET', url: '/api/website', headers: { host } });

describe('npm run site', () => {
  it('creates a site on its hosts, branded with its name, and invites its first admin, who joins on that host', async () => {
    const before = t.sent.length;
    const created = await createSite(commandDeps(), {
      name: 'Gamma Résumés',
      host: ['gamma.example.test', 'GAMMA-2.example.test'],
      admin: 'Owner@Gamma.test',
      'first-name': 'Gia',
      url: 'https://gamma.example.test/',
    });
    expect(created).toMatchObject({ clientId: 'gamma-resumes', hosts: ['gamma.example.test', 'gamma-2.example.test'], admin: 'owner@gamma.test' });
    for (const host of created.hosts) expect((await website(host)).json().data.companyName).toBe('Gamma Résumés');

    await t.mailed(before + 1);
    const mail = t.sent[t.sent.length - 1];
    expect(mail.to).toBe('owner@gamma.test');
    expect(mail.subject).toBe('Gamma Résumés invited you to Gamma Résumés');
    const code = mail.text.match(/https:\/\/gamma\.example\.test\/invitation\/([\w-]+)/)![1];
    const headers = as(null, 'gamma.example.test');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      headers,
      remoteAddress: nextIp(),
      payload: { code, password: 'owner-password' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'admin', firstName: 'Gia' });
    const people = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: as(cookieFrom(accepted), 'gamma.example.test') });
    expect(people.json().users.map((u: { email: string }) => u.email)).toEqual(['owner@gamma.test']);
  });

  it('refuses a host another site has, and a bad host name, with what is wrong', async () => {
    await expect(createSite(commandDeps(), { name: 'Copycat', host: ['localhost'], admin: 'x@example.test' })).rejects.toThrow(
      new CommandError('localhost already belongs to the site acme'),
    );
    await expect(createSite(commandDeps(), { name: 'Bad', host: ['https://bad.test'], admin: 'x@example.test' })).rejects.toThrow(/not a host name/);
    await expect(createSite(commandDeps(), { name: 'Bad', host: [], admin: 'x@example.test' })).rejects.toThrow(/at least one --host/);
  });

  it('adds a host name to a site and lists every site', async () => {
    await createSite(commandDeps(), { name: 'Delta', host: ['delta.example.test'], admin: 'owner@delta.test' });
    expect((await website('www.delta.example.test')).statusCode).toBe(404);
    expect(await addHosts(t.deps.db, { site: 'delta', host: ['www.delta.example.test'] })).toEqual({ clientId: 'delta', hosts: ['www.delta.example.test'] });
    expect((await website('www.delta.example.test')).json().data.companyName).toBe('Delta');
    await expect(addHosts(t.deps.db, { site: 'nope', host: ['x.example.test'] })).rejects.toThrow(/no site with the client id nope/);

    const sites = await listSites(t.deps.db);
    expect(sites.find((s) => s.clientId === 'delta')).toMatchObject({
      hosts: 'delta.example.test, www.delta.example.test',
      admins: 'owner@delta.test',
      accounts: 1,
    });
    expect(sites.map((s) => s.clientId)).toEqual(expect.arrayContaining(['acme', 'beta', 'gamma-resumes', 'delta']));
  });
});

describe('the embedded database', () => {
  it('is opened by one process at a time: the command line refuses while another process holds it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-lock-'));
    const dir = path.join(dataDir, 'db');
    const first = await openDatabase({ dir });
    // The same process may not open it twice either (two servers in one process would corrupt it alike).
    fs.writeFileSync(embeddedLockPath(dir), String(process.ppid));
    const cli = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/site.ts', 'list'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    await expect(cli).rejects.toMatchObject({ stderr: expect.stringContaining(`is open in process ${process.ppid}`) });
    // A lock left by a process that no longer runs is taken over.
    fs.writeFileSync(embeddedLockPath(dir), '2147483646');
    await first.close();
    fs.writeFileSync(embeddedLockPath(dir), '2147483646');
    const again = await openDatabase({ dir });
    expect(fs.readFileSync(embeddedLockPath(dir), 'utf8')).toBe(String(process.pid));
    await again.close();
    expect(fs.existsSync(embeddedLockPath(dir))).toBe(false);
  }, 60_000);
});
