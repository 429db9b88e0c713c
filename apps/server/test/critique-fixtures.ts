// Resumes for the critique engine's tests, built during the run (no binaries in the repository): PDFs placed to the
// point with pdfkit, DOCX files made with the docx package, and broken files made from them. The content is stable:
// the engine's check tests quote FIXTURE_TEXT.
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { unzipSync } from 'fflate';
import PDFDocument from 'pdfkit';

export const FIXTURE_TEXT = {
  name: 'Maria Gonzalez',
  title: 'Senior Sales Manager',
  email: 'maria.gonzalez@example.com',
  phone: '+82 10-9030-1843',
  linkedin: 'linkedin.com/in/maria-gonzalez',
  summary: 'Sales leader with 9 years in B2B software sales.',
  headings: { summary: 'Professional Summary', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
  jobs: [
    {
      title: 'Senior Sales Manager, Northwind Traders',
      dates: 'Mar 2020 – Present',
      bullets: ['Increased sales by 35% in two years', 'Responsible for managing the team', 'Reports were prepared by me', 'Cut churn from 18% to 9% in 2022'],
    },
    {
      title: 'Account Executive, Contoso Ltd',
      dates: 'Jun 2016 – Feb 2020',
      bullets: ['Closed $2.4M in new business in 2019', 'Helped with various sales tasks', 'Built a Salesforce dashboard for 40 reps'],
    },
  ],
  education: ['BBA in Marketing, University of Barcelona', '2012 – 2016'],
  skills: 'Python, SQL, Microsoft Excel, Salesforce',
  languages: 'English, Spanish, Korean',
} as const;

export const GERMAN_TEXT = {
  name: 'Jonas Becker',
  headings: { summary: 'Profil', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse' },
  summary: 'Vertriebsleiter mit 9 Jahren Erfahrung im B2B-Vertrieb.',
  job: 'Vertriebsleiter, Müller & Söhne GmbH',
  bullets: ['Umsatz um 35 % gesteigert', 'Verantwortlich für ein Team von 12 Personen'],
  education: 'B.Sc. Betriebswirtschaftslehre, Universität Köln',
  skills: 'Python, SQL, Microsoft Excel, Salesforce',
} as const;

type Pdf = InstanceType<typeof PDFDocument>;
const T = FIXTURE_TEXT;

async function pdf(draw: (doc: Pdf) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: new Date(0) }, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function put(doc: Pdf, text: string, x: number, y: number, size = 10, bold = false): void {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .text(text, x, y, { lineBreak: false });
}

/** A phone-shaped icon drawn as paths: no text. */
function phoneIcon(doc: Pdf, x: number, y: number): void {
  doc.save().roundedRect(x, y, 7, 10, 2).fill('#444').restore();
}

/** The one-column resume every check test starts from: bullets as separate glyphs, dates at the right margin. */
export function onePagePdf(): Promise<Buffer> {
  return pdf((doc) => {
    put(doc, T.name, 50, 40, 22, true);
    put(doc, T.title, 50, 68, 12);
    phoneIcon(doc, 50, 88);
    put(doc, `tel:${T.phone}`, 62, 88);
    put(doc, `mailto:${T.email}`, 200, 88);
    put(doc, T.linkedin, 400, 88);
    put(doc, T.headings.summary, 50, 120, 13, true);
    put(doc, T.summary, 50, 140);
    put(doc, T.headings.experience, 50, 170, 13, true);
    let y = 190;
    T.jobs.forEach((job, index) => {
      put(doc, job.title, 50, y, 10.5, true);
      put(doc, job.dates, 460, y);
      y += 16;
      for (const bullet of job.bullets) {
        // The first job's bullets are a glyph and a text apart, the second's one text with an en dash.
        if (index === 0) {
          put(doc, '•', 60, y);
          put(doc, bullet, 74, y);
        } else put(doc, `– ${bullet}`, 60, y);
        y += 14;
      }
      y += 8;
    });
    put(doc, T.headings.education, 50, y, 13, true);
    put(doc, T.education[0], 50, y + 20, 10.5, true);
    put(doc, T.education[1], 460, y + 20);
    put(doc, T.headings.skills, 50, y + 50, 13, true);
    put(doc, T.skills, 50, y + 70);
  });
}

/** Name across the page, then two columns whose baselines never line up. */
export function twoColumnPdf(): Promise<Buffer> {
  return pdf((doc) => {
    put(doc, T.name, 220, 40, 22, true);
    put(doc, `${T.email} | ${T.phone}`, 180, 70);
    let y = 110;
    const left = (text: string, size = 9.5, bold = false, step = 14) => {
      put(doc, text, 40, y, size, bold);
      y += step;
    };
    left(T.headings.summary.toUpperCase(), 12, true, 20);
    left('Sales leader with 9 years in B2B sales.');
    left(T.headings.experience.toUpperCase(), 12, true, 20);
    for (const job of T.jobs) {
      left(job.title, 10, true);
      left(job.dates);
      for (const bullet of job.bullets) left(`• ${bullet}`);
    }
    y = 113;
    const right = (text: string, size = 9.5, bold = false, step = 16.5) => {
      put(doc, text, 330, y, size, bold);
      y += step;
    };
    right(T.headings.education.toUpperCase(), 12, true, 22);
    right('BBA in Marketing');
    right('University of Barcelona');
    right(T.headings.skills.toUpperCase(), 12, true, 22);
    for (const skill of T.skills.split(', ')) right(`• ${skill}`);
    right('LANGUAGES', 12, true, 22);
    right(T.languages);
  });
}

/** A shaded sidebar on the left (name, contact, skills) beside the main column. */
export function sidebarPdf(): Promise<Buffer> {
  return pdf((doc) => {
    doc.rect(0, 0, 190, 842).fill('#1f3a5f').fillColor('#ffffff');
    put(doc, 'Maria', 25, 40, 20, true);
    put(doc, 'Gonzalez', 25, 64, 20, true);
    put(doc, 'CONTACT', 25, 110, 12, true);
    put(doc, T.email, 25, 130, 8.5);
    put(doc, T.phone, 25, 145, 8.5);
    put(doc, T.linkedin, 25, 160, 8.5);
    put(doc, 'SKILLS', 25, 195, 12, true);
    T.skills.split(', ').forEach((skill, index) => put(doc, `• ${skill}`, 25, 215 + index * 15, 9));
    doc.fillColor('#000000');
    put(doc, 'PROFILE', 220, 43, 12, true);
    put(doc, T.summary, 220, 61, 9.5);
    put(doc, 'EXPERIENCE', 220, 93, 12, true);
    let y = 113;
    for (const job of T.jobs) {
      put(doc, job.title, 220, y, 10, true);
      put(doc, job.dates, 220, y + 13, 9);
      y += 29;
      for (const bullet of job.bullets) {
        put(doc, `• ${bullet}`, 230, y, 9.5);
        y += 13;
      }
      y += 8;
    }
    put(doc, 'EDUCATION', 220, y, 12, true);
    put(doc, T.education.join(', '), 220, y + 18, 9.5);
  });
}

/** The German resume: the same layout as onePagePdf with German headings. */
export function germanPdf(): Promise<Buffer> {
  const G = GERMAN_TEXT;
  return pdf((doc) => {
    put(doc, G.name, 50, 40, 22, true);
    put(doc, `${T.email} · ${T.phone}`, 50, 70);
    put(doc, `${G.headings.summary}:`, 50, 100, 13, true);
    put(doc, G.summary, 50, 120);
    put(doc, G.headings.experience, 50, 150, 13, true);
    put(doc, G.job, 50, 170, 10.5, true);
    G.bullets.forEach((bullet, index) => put(doc, `• ${bullet}`, 60, 186 + index * 14));
    put(doc, G.headings.education, 50, 240, 13, true);
    put(doc, G.education, 50, 260);
    put(doc, G.headings.skills, 50, 290, 13, true);
    put(doc, G.skills, 50, 310);
  });
}

/** A scan: the page holds only drawings, no text. */
export function scannedPdf(): Promise<Buffer> {
  return pdf((doc) => {
    doc.rect(40, 40, 515, 760).fill('#f4f1ea');
    for (let y = 60; y < 780; y += 14) doc.rect(60, y, 200 + ((y * 37) % 260), 6).fill('#333333');
  });
}

export async function truncatedPdf(): Promise<Buffer> {
  const whole = await onePagePdf();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export function encryptedPdf(): Promise<Buffer> {
  return pdf((doc) => put(doc, T.name, 50, 50, 22, true), { userPassword: 'secret', ownerPassword: 'owner' });
}

/** A resume of `pages` pages, one heading on each. */
export function longPdf(pages: number): Promise<Buffer> {
  return pdf((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      put(doc, `${T.headings.experience} ${page}`, 50, 50, 13, true);
    }
  });
}

const docx = (children: (Paragraph | Table)[]) => Packer.toBuffer(new Document({ sections: [{ children }] }));
const bold = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });

/** Headings are only bold paragraphs; bullets are typed glyphs. */
export function plainHeadingsDocx(): Promise<Buffer> {
  return docx([
    bold(T.name),
    new Paragraph(`${T.email} | ${T.phone} | ${T.linkedin}`),
    bold(T.headings.summary),
    new Paragraph(T.summary),
    bold(`${T.headings.experience}:`),
    ...T.jobs.flatMap((job) => [bold(job.title), new Paragraph(job.dates), ...job.bullets.map((bullet) => new Paragraph(`• ${bullet}`))]),
    bold(T.headings.education),
    new Paragraph(T.education.join(', ')),
    bold(T.headings.skills),
    new Paragraph(T.skills),
  ]);
}

/** Word's heading styles and list bullets; job titles one heading level down; an unknown heading ('Hackathons'). */
export function styledDocx(): Promise<Buffer> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  return docx([
    new Paragraph({ text: T.name, heading: HeadingLevel.TITLE }),
    new Paragraph(T.title),
    heading(T.headings.summary),
    new Paragraph(T.summary),
    heading(T.headings.experience),
    ...T.jobs.flatMap((job) => [
      new Paragraph({ text: job.title.replace(', ', ' at '), heading: HeadingLevel.HEADING_2 }),
      new Paragraph(job.dates),
      ...job.bullets.map((bullet) => new Paragraph({ text: bullet, bullet: { level: 0 } })),
    ]),
    heading(T.headings.education),
    new Paragraph(T.education.join(', ')),
    heading(T.headings.skills),
    new Paragraph(T.skills),
    heading('Hackathons'),
    new Paragraph('Seoul Sales Tech Hackathon, 1st place'),
  ]);
}

/** The contact block in a two-column table, with icon-font glyphs and link schemes in the cells. */
export function contactTableDocx(): Promise<Buffer> {
  const cell = (text: string) => new TableCell({ width: { size: 4500, type: WidthType.DXA }, children: [new Paragraph(text)] });
  const row = (label: string, value: string) => new TableRow({ children: [cell(label), cell(value)] });
  return docx([
    bold(T.name),
    new Table({
      rows: [row('\uF0E0 Email', `mailto:${T.email}`), row('\uF095 Phone', `tel:${T.phone}`), row('\u{1F517} LinkedIn', T.linkedin)],
    }),
    bold(T.headings.summary),
    new Paragraph(T.summary),
  ]);
}

/** A stored zip written entry by entry, so a test can make an entry lie about its size. */
function zip(entries: { name: string; data: Uint8Array; method: 0 | 8; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, size } of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, Buffer.from(data));
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` MB of spaces as a raw deflate stream, built from one flushed 1 MB block repeated (milliseconds, not seconds). */
function spacesDeflated(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(block), Buffer.from([0x03, 0x00])]);
}

/**
 * A real DOCX whose word/document.xml inflates to 400 MB. `declared: 'true'` states that size in the zip (the
 * classic bomb); `'small'` claims 40 KB, so only inflating with a bound catches it.
 */
export async function zipBombDocx(declared: 'true' | 'small' = 'true'): Promise<Buffer> {
  const parts = unzipSync(await styledDocx());
  const bomb = spacesDeflated(400);
  return zip(
    Object.entries(parts).map(([name, data]) =>
      name === 'word/document.xml'
        ? { name, data: bomb, method: 8, size: declared === 'true' ? 400 << 20 : 40_000 }
        : { name, data, method: 0, size: data.length },
    ),
  );
}
