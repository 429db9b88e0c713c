// Derives the resume builder assistant's compact O*NET data (npm run data:onet-builder) from the O*NET 29.2 text
// files: apps/server/src/modules/builder/onet-roles.json, committed. Only this script reads the shared data folder;
// the product reads the JSON. Usage: node scripts/data-onet-builder.mjs [onet-dir] (or ONET_DIR).
//
// Per assistant role (packages/contract/src/builder/assistant.ts): its occupation's task statements, rewritten as
// past-tense resume lines, and its technology skills (hot technologies first). Nothing with a digit is kept: the
// assistant never writes a number the user did not (its numbers are placeholders like "[X]%").
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const onetDir = path.resolve(root, process.argv[2] ?? process.env.ONET_DIR ?? '../shared/data/onet');
const outFile = path.join(root, 'apps/server/src/modules/builder/onet-roles.json');

/** The 23 roles and the O*NET occupation(s) each draws on: the first names it. */
const ROLES = {
  accountant: '13-2011.00',
  administrativeAssistant: '43-6014.00',
  businessAnalyst: ['13-1111.00', '15-2051.01'],
  chef: '35-1011.00',
  civilEngineer: '17-2051.00',
  customerServiceRepresentative: '43-4051.00',
  dataScientist: '15-2051.00',
  electrician: '47-2111.00',
  financialAnalyst: '13-2051.00',
  graphicDesigner: '27-1024.00',
  humanResourcesSpecialist: '13-1071.00',
  informationSecurityAnalyst: '15-1212.00',
  marketingManager: '11-2021.00',
  mechanicalEngineer: '17-2141.00',
  medicalAssistant: '31-9092.00',
  operationsManager: '11-1021.00',
  paralegal: '23-2011.00',
  projectManager: '13-1082.00',
  registeredNurse: '29-1141.00',
  retailSalesAssociate: '41-2031.00',
  salesRepresentative: '41-4012.00',
  softwareEngineer: '15-1252.00',
  teacher: '25-2021.00',
};
const TASKS_PER_ROLE = 10;
const SKILLS_PER_ROLE = 12;

/** Rows of one tab-separated O*NET table, as objects keyed by its header. */
function readTable(file) {
  const text = fs.readFileSync(path.join(onetDir, file), 'utf8');
  const [header, ...rows] = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const keys = header.split('\t');
  return rows.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [keys[i], value.trim()])));
}

const IRREGULAR = {
  build: 'built',
  buy: 'bought',
  choose: 'chose',
  cut: 'cut',
  draw: 'drew',
  drive: 'drove',
  feed: 'fed',
  find: 'found',
  give: 'gave',
  hold: 'held',
  keep: 'kept',
  lead: 'led',
  make: 'made',
  meet: 'met',
  oversee: 'oversaw',
  put: 'put',
  read: 'read',
  run: 'ran',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  speak: 'spoke',
  spend: 'spent',
  take: 'took',
  teach: 'taught',
  understand: 'understood',
  write: 'wrote',
  bring: 'brought',
  break: 'broke',
  lay: 'laid',
  pay: 'paid',
  seek: 'sought',
  tell: 'told',
  think: 'thought',
  undertake: 'undertook',
};
// Verbs whose last consonant doubles (stress on the last syllable, or one syllable).
const DOUBLED = new Set([
  'plan',
  'ship',
  'submit',
  'control',
  'refer',
  'transfer',
  'confer',
  'admit',
  'commit',
  'stop',
  'scan',
  'map',
  'prep',
  'log',
  'chop',
  'trim',
  'strip',
  'equip',
  'patrol',
  'permit',
  'regret',
  'omit',
]);

/** The past tense of a task's first verb ("Analyze" -> "Analyzed"). */
function past(verb) {
  const lower = verb.toLowerCase();
  let out;
  if (IRREGULAR[lower]) out = IRREGULAR[lower];
  else if (DOUBLED.has(lower)) out = lower + lower.at(-1) + 'ed';
  else if (lower.endsWith('e')) out = lower + 'd';
  else if (/[^aeiou]y$/.test(lower)) out = lower.slice(0, -1) + 'ied';
  else out = lower + 'ed';
  return out[0].toUpperCase() + out.slice(1);
}

// Words O*NET also opens tasks with that read as nouns after "and"; and words that leave a line half in the present.
const NOUNS = new Set(['audit', 'paste']);
const DETERMINERS = new Set(['the', 'a', 'an', 'their', 'its', 'his', 'her', 'other', 'all', 'any', 'each', 'new', 'proper', 'appropriate']);
const AWKWARD = /\b(know|paste)\b/;

/** Every verb O*NET opens a task with; those also seen after an article or "of" may be nouns ("design", "repair"). */
const verbs = new Set();
const nounish = new Set();
function learnWords(statements) {
  for (const t of statements) verbs.add(t.split(' ')[0].toLowerCase());
  for (const t of statements) for (const m of t.toLowerCase().matchAll(/\b(?:the|a|an|of|for|as|its|their)\s+([a-z]+)/g)) nounish.add(m[1]);
}

/**
 * A task statement as a resume line ("Analyze data and develop solutions" -> "Analyzed data and developed
 * solutions"), or null when it does not make a clean one: a later verb that might be a noun, a number, a list.
 */
function asResumeLine(task) {
  if (/\d/.test(task) || task.length > 170 || /[;:()]/.test(task) || AWKWARD.test(task)) return null;
  const words = task.replace(/\.$/, '').split(' ');
  if (!/^[A-Z][a-z]+$/.test(words[0]) || !verbs.has(words[0].toLowerCase()) || /^(or|and)$/.test(words[1] ?? '')) return null;
  const out = [past(words[0])];
  // After "to monitor" (or "who", "help"), a joined verb is not the line's own ("to identify or recommend remedies").
  let infinitive = false;
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1];
    if ((prev === 'to' && !DETERMINERS.has(words[i])) || /^(who|that|which|help|helped)$/i.test(prev)) infinitive = true;
    const bare = words[i].replace(/,$/, '');
    const joined = prev === 'and' || prev === 'or' || prev.endsWith(',');
    if (!infinitive && joined && verbs.has(bare.toLowerCase()) && /^[a-z]+$/.test(bare)) {
      if (nounish.has(bare) || NOUNS.has(bare)) return null;
      out.push(past(bare).toLowerCase() + words[i].slice(bare.length));
    } else out.push(words[i]);
  }
  return out.join(' ');
}

const occupations = new Map(readTable('Occupation Data.txt').map((r) => [r['O*NET-SOC Code'], r.Title]));
const tasks = readTable('Task Statements.txt');
const skills = readTable('Technology Skills.txt');
learnWords(tasks.map((t) => t.Task));

const roles = {};
for (const [id, codeOrCodes] of Object.entries(ROLES)) {
  const codes = [codeOrCodes].flat();
  const code = codes[0];
  const title = occupations.get(code);
  if (!title) throw new Error(`O*NET has no occupation ${code} (role ${id})`);
  const lines = tasks
    .filter((t) => codes.includes(t['O*NET-SOC Code']))
    .sort((a, b) => codes.indexOf(a['O*NET-SOC Code']) - codes.indexOf(b['O*NET-SOC Code']))
    // Core tasks first, then in O*NET's order.
    .sort((a, b) => Number(b['Task Type'] === 'Core') - Number(a['Task Type'] === 'Core'))
    .map((t) => asResumeLine(t.Task))
    .filter(Boolean);
  const tools = [];
  for (const s of skills
    .filter((s) => codes.includes(s['O*NET-SOC Code']))
    .sort(
      (a, b) => Number(b['Hot Technology'] === 'Y') - Number(a['Hot Technology'] === 'Y') || Number(b['In Demand'] === 'Y') - Number(a['In Demand'] === 'Y'),
    )) {
    const name = s.Example.replace(/^Microsoft /, 'Microsoft ').trim();
    if (/\d/.test(name) || name.length > 40 || tools.includes(name)) continue;
    tools.push(name);
    if (tools.length === SKILLS_PER_ROLE) break;
  }
  if (lines.length < 5 || tools.length < 5) throw new Error(`too little O*NET data for ${id}: ${lines.length} tasks, ${tools.length} skills`);
  roles[id] = { onetCodes: codes, occupation: title, tasks: lines.slice(0, TASKS_PER_ROLE), tools };
}

const out = {
  source:
    'O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license. ' +
    'Task statements rewritten in the past tense; technology skills selected.',
  roles,
};
fs.writeFileSync(outFile, JSON.stringify(out, null, 1) + '\n');
console.log(`wrote ${path.relative(root, outFile)}: ${Object.keys(roles).length} roles`);
