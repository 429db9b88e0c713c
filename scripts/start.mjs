// `npm start`: builds the web app quietly (its output is shown only when the build fails), then runs the server,
// whose banner with the address and the demo logins is the last thing printed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
process.stdout.write('Building the web app... ');

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

const server = spawn(npm, ['run', 'start', '--silent', '-w', 'apps/server'], { stdio: 'inherit', shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
