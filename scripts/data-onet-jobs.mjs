// Derives the offline job catalogue's compact O*NET data (npm run data:onet-jobs) from the O*NET 29.2 text files:
// apps/server/src/modules/jobs/catalogue/onet-jobs.json, committed. Per occupation: its title, a few alternate titles
// people search for and its first core task statements, which the catalogue (modules/jobs/catalogue/generate.ts)
// turns into postings. Only this script reads the shared data folder.
// Usage: node scripts/data-onet-jobs.mjs [onet-dir] (or ONET_DIR).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const onetDir = path.resolve(root, process.argv[2] ?? process.env.ONET_DIR ?? '../shared/data/onet');
const outFile = path.join(root, 'apps/server/src/modules/jobs/catalogue/onet-jobs.json');

const ALTERNATES_PER_OCCUPATION = 3;
const TASKS_PER_OCCUPATION = 3;

/** Rows of one tab-separated O*NET table, as objects keyed by its header. */
function readTable(file) {
  const text = fs.readFileSync(path.join(onetDir, file), 'utf8');
  const [header, ...rows] = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const keys = header.split('\t');
  return rows.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [keys[i], value.trim()])));
}

const group = (rows) => {
  const byCode = new Map();
  for (const row of rows) byCode.set(row['O*NET-SOC Code'], [...(byCode.get(row['O*NET-SOC Code']) ?? []), row]);
  return byCode;
};

const tasks = group(readTable('Task Statements.txt'));
const alternates = group(readTable('Alternate Titles.txt'));

const out = [];
for (const o of readTable('Occupation Data.txt')) {
  const code = o['O*NET-SOC Code'];
  // Core tasks first, in O*NET's order; occupations without tasks (the "All Other" groups) make no postings.
  const picked = (tasks.get(code) ?? [])
    .sort((a, b) => Number(b['Task Type'] === 'Core') - Number(a['Task Type'] === 'Core') || Number(a['Task ID']) - Number(b['Task ID']))
    .slice(0, TASKS_PER_OCCUPATION)
    .map((t) => t.Task);
  if (picked.length === 0) continue;
  const seen = new Set([o.Title.toLowerCase()]);
  const titles = (alternates.get(code) ?? [])
    .map((a) => ({ title: a['Alternate Title'], sources: a['Source(s)'].split(',').length }))
    .filter((a) => a.title.length <= 40 && !a.title.includes('(') && !/[A-Z]{3,}/.test(a.title))
    .sort((a, b) => b.sources - a.sources || a.title.length - b.title.length || a.title.localeCompare(b.title, 'en'))
    .filter((a) => !seen.has(a.title.toLowerCase()) && seen.add(a.title.toLowerCase()))
    .slice(0, ALTERNATES_PER_OCCUPATION)
    .map((a) => a.title);
  out.push({ code, title: o.Title, alternates: titles, tasks: picked });
}

fs.mkdirSync(path.dirname(outFile), { recursive: true });
// One occupation a line: small diffs when O*NET updates.
const json = `[\n${out.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
fs.writeFileSync(outFile, json);
console.log(`${path.relative(root, outFile)}: ${out.length} occupations, ${(json.length / 1024).toFixed(0)} KB`);
