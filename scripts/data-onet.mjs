// Derives the critique engine's compact O*NET data (npm run data:onet) from the O*NET 29.2 text files:
// apps/server/src/modules/critiques/engine/onet/{skills,occupations}.json, committed. Only this script reads the
// shared data folder; the product reads the JSON. Usage: node scripts/data-onet.mjs [onet-dir] (or ONET_DIR).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const onetDir = path.resolve(root, process.argv[2] ?? process.env.ONET_DIR ?? '../shared/data/onet');
const outDir = path.join(root, 'apps/server/src/modules/critiques/engine/onet');

/** Rows of one tab-separated O*NET table, as objects keyed by its header. */
function readTable(file) {
  const text = fs.readFileSync(path.join(onetDir, file), 'utf8');
  const [header, ...rows] = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const keys = header.split('\t');
  return rows.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [keys[i], value.trim()])));
}

const SKILLS_PER_OCCUPATION = 20;
const TITLES_PER_OCCUPATION = 30;

// Vendor prefixes people leave out ('Excel', not 'Microsoft Excel'); longest first.
const VENDORS = [
  'Amazon Web Services AWS',
  'Amazon Web Services',
  'Dassault Systemes',
  'The MathWorks',
  'Hewlett-Packard',
  'Henry Schein',
  'Red Hat',
  'Cisco Systems',
  'Bentley Systems',
  'Microsoft',
  'Atlassian',
  'Autodesk',
  'Salesforce',
  'Bentley',
  'Trimble',
  'Apache',
  'Oracle',
  'Google',
  'Amazon',
  'Intuit',
  'Adobe',
  'Apple',
  'Cisco',
  'Corel',
  'Eclipse',
  'ESRI',
  'IBM',
  'SAP',
  'SAS',
];
const SUFFIXES = ['software', 'CI', 'ORM', 'IDE', 'Enterprise'];
// Plain single words that are product names, not ordinary English, once the vendor is gone.
const PLAIN_NAMES = new Set(
  (
    'Photoshop Hadoop Kafka Revit Ansible Terraform Redshift Splunk Jenkins Hibernate Salesforce Android Azure Workday Yardi ' +
    'Informatica Procore Alteryx Angular Spark Hive Cassandra Tomcat Maven Bamboo Confluence Bitbucket Primavera InDesign ' +
    'Lightroom Premiere Dreamweaver Acrobat Illustrator Visio Cognos Maximo Concur Ariba Peoplesoft Hyperion Essbase ' +
    'Kubernetes Tableau Docker Pandas Looker Snowflake Zendesk Marketo Qualtrics Xero Ubuntu'
  ).split(' '),
);
// Common aliases the rules above cannot derive.
const CURATED_ALIASES = {
  'Microsoft Excel': ['Excel', 'MS Excel'],
  'Microsoft Word': ['MS Word'],
  'Microsoft Outlook': ['MS Outlook'],
  'Microsoft Access': ['MS Access'],
  'Microsoft Project': ['MS Project'],
  'Microsoft Teams': ['MS Teams'],
  'Microsoft Office software': ['Microsoft Office', 'MS Office', 'Office 365', 'Microsoft 365'],
  'Oracle Java': ['Java'],
  'Microsoft .NET Framework': ['.NET', 'dotnet', '.NET Core'],
  'Microsoft SQL Server': ['MSSQL', 'MS SQL'],
  'Microsoft Azure software': ['Microsoft Azure'],
  'Microsoft Power BI': ['PowerBI'],
  'Microsoft Visual Basic for Applications VBA': ['Excel VBA'],
  'Node.js': ['NodeJS', 'Node'],
  'Vue.js': ['Vue', 'VueJS'],
  React: ['React.js', 'ReactJS'],
  'Google Angular': ['AngularJS'],
  'Google Android': ['Android'],
  'Epic Systems': ['Epic EHR'],
  'Shell script': ['shell scripting'],
  'Amazon Web Services AWS software': ['Amazon Web Services'],
  'Oracle PL/SQL': ['PL/SQL'],
  'Intuit QuickBooks': ['QuickBooks'],
  'Google Analytics': ['GA4'],
  'Spring Boot': ['SpringBoot'],
  PostgreSQL: ['Postgres'],
  MongoDB: ['Mongo'],
  'Microsoft Dynamics': ['Dynamics 365'],
};
// Names that are ordinary words or job titles: matched only as written (capitalised), or not at all.
// Acronyms derived from a name ('GRASS', 'SPICE', 'BLAST') are matched as written too.
const EXACT_CASE = new Set(
  (
    'Go Swift Slack Zoom React Puppet Spark Bootstrap Ruby Scheme Loom Ada Pascal Hive Angular Excel Concur Maven Node Jenkins Bamboo ' +
    'Asana Basecamp Samba Forth Blender Selenium Modula Oberon Eiffel Prolog Java Twitter Snort Redis Prezi Vue'
  ).split(' '),
);
const EXCLUDED = new Set(
  (
    'Chef Blink Eko Canu Squeegee Seesaw Appletree Tadpoles Google Act! HMS Litchi iPro Compilers Debuggers Vigilant Honeypot Ferret ' +
    'Bowtie Cufflinks Mendel Travis Phred Phrap'
  ).split(' '),
);

// 'Visual Basic', 'AutoCAD', 'Photoshop' name a product; 'Web browser', 'Access', 'Project' are ordinary words.
const isDistinctive = (words) =>
  words.length > 1
    ? words.slice(1).some((w) => /^[\p{Lu}\d.]/u.test(w))
    : /\d/.test(words[0]) || /\p{Lu}/u.test(words[0].slice(1)) || PLAIN_NAMES.has(words[0]);

/** The short names a skill goes by: vendor and generic suffix dropped, trailing acronym on its own. */
function deriveAliases(name) {
  const aliases = new Set(CURATED_ALIASES[name] ?? []);
  const acronyms = new Set();
  let words = name.split(' ');
  while (words.length > 1 && SUFFIXES.includes(words.at(-1))) words = words.slice(0, -1);
  const vendor = VENDORS.find((v) => words.join(' ').startsWith(`${v} `));
  const rest = vendor ? words.slice(vendor.split(' ').length) : words;
  if (rest.length > 0 && rest.join(' ') !== name && isDistinctive(rest)) aliases.add(rest.join(' '));
  // 'Structured query language SQL' -> 'SQL' and 'Structured query language'.
  const last = rest.at(-1) ?? '';
  if (rest.length >= 3 && /^[A-Z][A-Z0-9]{1,5}$/.test(last)) {
    const phrase = rest.slice(0, -1).join(' ').toLowerCase();
    if (phrase.startsWith(last[0].toLowerCase()) && [...last.toLowerCase()].every((c) => phrase.includes(c))) {
      aliases.add(last);
      acronyms.add(last);
      aliases.add(rest.slice(0, -1).join(' '));
    }
  }
  aliases.delete(name);
  return { aliases: [...aliases], acronyms };
}

const occupations = readTable('Occupation Data.txt');
const techRows = readTable('Technology Skills.txt');
const altRows = readTable('Alternate Titles.txt');

const usage = new Map();
for (const row of techRows) {
  const skill = usage.get(row.Example) ?? { name: row.Example, occupations: new Set(), hot: false, inDemand: 0 };
  skill.occupations.add(row['O*NET-SOC Code']);
  skill.hot ||= row['Hot Technology'] === 'Y';
  if (row['In Demand'] === 'Y') skill.inDemand += 1;
  usage.set(row.Example, skill);
}

const kept = [...usage.values()]
  .filter((s) => (s.occupations.size >= 2 || s.hot) && !EXCLUDED.has(s.name))
  .sort((a, b) => b.occupations.size - a.occupations.size || a.name.localeCompare(b.name, 'en'));
const keptNames = new Set(kept.map((s) => s.name));

// An alias belongs to one skill: a canonical name wins, then the more widely used skill.
const taken = new Set([...keptNames].map((n) => n.toLowerCase()));
const skills = kept.map((s) => {
  const derived = deriveAliases(s.name);
  const aliases = derived.aliases.filter((alias) => {
    const key = alias.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
  const exact = [s.name, ...aliases].filter((term) => EXACT_CASE.has(term) || derived.acronyms.has(term));
  return {
    name: s.name,
    occupations: s.occupations.size,
    ...(s.hot ? { hot: true } : {}),
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(exact.length > 0 ? { exact } : {}),
  };
});

const skillsByOccupation = new Map();
for (const row of techRows) {
  if (!keptNames.has(row.Example)) continue;
  const list = skillsByOccupation.get(row['O*NET-SOC Code']) ?? [];
  if (!list.some((s) => s.name === row.Example)) {
    list.push({ name: row.Example, rank: (row['In Demand'] === 'Y' ? 2 : 0) + (row['Hot Technology'] === 'Y' ? 1 : 0) });
  }
  skillsByOccupation.set(row['O*NET-SOC Code'], list);
}

const titlesByOccupation = new Map();
for (const row of altRows) {
  const list = titlesByOccupation.get(row['O*NET-SOC Code']) ?? [];
  list.push({ title: row['Alternate Title'], sources: row['Source(s)'].split(',').length });
  if (row['Short Title'] && row['Short Title'] !== 'n/a') list.push({ title: row['Short Title'], sources: 0 });
  titlesByOccupation.set(row['O*NET-SOC Code'], list);
}

const out = occupations.map((o) => {
  const code = o['O*NET-SOC Code'];
  const seen = new Set([o.Title.toLowerCase()]);
  const alternates = (titlesByOccupation.get(code) ?? [])
    .filter((t) => t.title.length <= 32 && !t.title.includes('('))
    .sort((a, b) => b.sources - a.sources || a.title.length - b.title.length || a.title.localeCompare(b.title, 'en'))
    .filter((t) => !seen.has(t.title.toLowerCase()) && seen.add(t.title.toLowerCase()))
    .slice(0, TITLES_PER_OCCUPATION)
    .map((t) => t.title);
  const topSkills = (skillsByOccupation.get(code) ?? [])
    .sort((a, b) => b.rank - a.rank || usage.get(b.name).occupations.size - usage.get(a.name).occupations.size || a.name.localeCompare(b.name, 'en'))
    .slice(0, SKILLS_PER_OCCUPATION)
    .map((s) => s.name);
  return { code, title: o.Title, alternates, skills: topSkills };
});

fs.mkdirSync(outDir, { recursive: true });
const write = (file, value) => {
  // One entry a line: small diffs when O*NET updates.
  const json = `[\n${value.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
  fs.writeFileSync(path.join(outDir, file), json);
  console.log(`${file}: ${(json.length / 1024).toFixed(0)} KB`);
};
write('skills.json', skills);
write('occupations.json', out);
