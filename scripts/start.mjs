// `npm start`: builds the web app and the server quietly (output is shown only when a build fails), then runs the
// server, whose banner with the address and the demo logins is the last thing printed. With NODE_ENV=production it
// runs the server compiled to JavaScript (apps/server/dist/main.js); otherwise the TypeScript through tsx.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
process.stdout.write('Building the web app and the server... ');

const build = spawn(npm, ['run', 'build', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
const output = [];
build.stdout.on('data', (chunk) => output.push(chunk));
build.stderr.on('data', (chunk) => output.push(chunk));
const code = await new Promise((resolve) => build.on('close', resolve));
if (code !== 0) {
  process.stdout.write('failed:\n');
  process.stderr.write(Buffer.concat(output));
  process.exit(code ?? 1);
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s. Starting the server...`);

const script = process.env.NODE_ENV === 'production' ? 'start:built' : 'start';
const server = spawn(npm, ['run', script, '--silent', '-w', 'apps/server'], { stdio: 'inherit', shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
