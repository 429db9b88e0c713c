// The critique engine's reading half: fixture resumes in, lines and sections out (engine/read.ts and its parts).
import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../src/modules/critiques/engine/document.ts';
import { layoutLines } from '../src/modules/critiques/engine/layout.ts';
import { readResume } from '../src/modules/critiques/engine/read.ts';
import { headingKey } from '../src/modules/critiques/engine/sections.ts';
import * as fixtures from './critique-fixtures.ts';

const T = fixtures.FIXTURE_TEXT;
const read = async (bytes: Promise<Buffer>, kind: 'pdf' | 'docx', maxPages = 3) => readResume(await bytes, kind, { maxPages });
const texts = (doc: ResumeDocument) => doc.lines.map((line) => line.text);
const outline = (doc: ResumeDocument) => doc.sections.map((section) => [section.key, section.heading]);
const section = (doc: ResumeDocument, key: string) => doc.sections.find((s) => s.key === key)?.lines.map((line) => line.text);

describe('PDF', () => {
  it('reads a one-column resume line by line, bullets without their glyph, link schemes and icons gone', async () => {
    const doc = await read(fixtures.onePagePdf(), 'pdf');
    expect(doc).toMatchObject({ pages: 1, textLayer: true, unreadable: null });
    expect(texts(doc).slice(0, 5)).toEqual([T.name, T.title, T.phone, T.email, T.linkedin]);
    expect(outline(doc)).toEqual([
      ['contact', ''],
      ['summary', 'Professional Summary'],
      ['experience', 'Work Experience'],
      ['education', 'Education'],
      ['skills', 'Skills'],
    ]);
    const experience = doc.sections.find((s) => s.key === 'experience')!.lines;
    expect(experience.filter((line) => line.bullet).map((line) => line.text)).toEqual([...T.jobs[0].bullets, ...T.jobs[1].bullets]);
    expect(experience.find((line) => line.text === T.jobs[0].title)).toMatchObject({ bold: true, bullet: false, size: 10.5 });
    expect(section(doc, 'experience')).toContain(T.jobs[1].dates);
    expect(section(doc, 'skills')).toEqual([T.skills]);
    expect(texts(doc).join('\n')).not.toMatch(/tel:|mailto:|•|^–/m);
  });

  it('reads the left column fully before the right one', async () => {
    const doc = await read(fixtures.twoColumnPdf(), 'pdf');
    const lines = texts(doc);
    expect(lines.slice(0, 2)).toEqual([T.name, `${T.email} | ${T.phone}`]);
    const lastLeft = lines.indexOf(T.jobs[1].bullets[2]);
    const firstRight = lines.indexOf('EDUCATION');
    expect(lastLeft).toBeGreaterThan(0);
    expect(firstRight).toBe(lastLeft + 1);
    expect(lines.slice(firstRight)).toEqual([
      'EDUCATION',
      'BBA in Marketing',
      'University of Barcelona',
      'SKILLS',
      'Python',
      'SQL',
      'Microsoft Excel',
      'Salesforce',
      'LANGUAGES',
      T.languages,
    ]);
    expect(outline(doc).map(([key]) => key)).toEqual(['contact', 'summary', 'experience', 'education', 'skills', 'other']);
    expect(section(doc, 'experience')).toHaveLength(11);
  });

  it('reads a sidebar before the main column', async () => {
    const doc = await read(fixtures.sidebarPdf(), 'pdf');
    const lines = texts(doc);
    expect(lines.slice(0, 6)).toEqual(['Maria', 'Gonzalez', 'CONTACT', T.email, T.phone, T.linkedin]);
    expect(lines.indexOf('Salesforce')).toBe(lines.indexOf('PROFILE') - 1);
    expect(outline(doc)).toEqual([
      ['contact', ''],
      ['contact', 'CONTACT'],
      ['skills', 'SKILLS'],
      ['summary', 'PROFILE'],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
    ]);
    expect(doc.lines.filter((line) => line.bullet)).toHaveLength(4 + 7);
  });

  it('maps German headings to the canonical sections', async () => {
    const doc = await read(fixtures.germanPdf(), 'pdf');
    const G = fixtures.GERMAN_TEXT;
    expect(outline(doc)).toEqual([
      ['contact', ''],
      ['summary', 'Profil:'],
      ['experience', G.headings.experience],
      ['education', G.headings.education],
      ['skills', G.headings.skills],
    ]);
    expect(section(doc, 'experience')).toEqual([G.job, ...G.bullets]);
  });

  it('says a scan has no text layer', async () => {
    const doc = await read(fixtures.scannedPdf(), 'pdf');
    expect(doc).toEqual({ pages: 1, lines: [], sections: [], textLayer: false, unreadable: 'no_text' });
  });

  it('refuses a damaged, an encrypted and a too long PDF', async () => {
    expect((await read(fixtures.truncatedPdf(), 'pdf')).unreadable).toBe('damaged');
    expect((await readResume(Buffer.from('%PDF-1.7 nothing else'), 'pdf', { maxPages: 3 })).unreadable).toBe('damaged');
    expect((await read(fixtures.encryptedPdf(), 'pdf')).unreadable).toBe('encrypted');
    const long = await read(fixtures.longPdf(3), 'pdf', 2);
    expect(long).toEqual({ pages: 3, lines: [], sections: [], textLayer: false, unreadable: 'too_many_pages' });
    const three = await read(fixtures.longPdf(3), 'pdf', 3);
    expect(three.lines.map((line) => [line.page, line.text])).toEqual([1, 2, 3].map((page) => [page, `${T.headings.experience} ${page}`]));
  });

  it('keeps the caller’s bytes intact', async () => {
    const bytes = await fixtures.onePagePdf();
    const copy = Buffer.from(bytes);
    await readResume(bytes, 'pdf', { maxPages: 3 });
    expect(bytes.equals(copy)).toBe(true);
  });
});

describe('DOCX', () => {
  it('recognises bold paragraphs as headings by their wording', async () => {
    const doc = await read(fixtures.plainHeadingsDocx(), 'docx');
    expect(doc).toMatchObject({ textLayer: true, unreadable: null });
    expect(outline(doc)).toEqual([
      ['contact', ''],
      ['summary', 'Professional Summary'],
      ['experience', 'Work Experience:'],
      ['education', 'Education'],
      ['skills', 'Skills'],
    ]);
    expect(section(doc, 'contact')).toEqual([T.name, `${T.email} | ${T.phone} | ${T.linkedin}`]);
    const experience = doc.sections.find((s) => s.key === 'experience')!.lines;
    expect(experience.filter((line) => line.bullet).map((line) => line.text)).toEqual([...T.jobs[0].bullets, ...T.jobs[1].bullets]);
    expect(experience[0]).toMatchObject({ text: T.jobs[0].title, bold: true, heading: false });
  });

  it('keeps heading styles and list items; deeper headings stay in their section; unknown headings are other', async () => {
    const doc = await read(fixtures.styledDocx(), 'docx');
    expect(outline(doc)).toEqual([
      ['contact', ''],
      ['summary', 'Professional Summary'],
      ['experience', 'Work Experience'],
      ['education', 'Education'],
      ['skills', 'Skills'],
      ['other', 'Hackathons'],
    ]);
    expect(section(doc, 'contact')).toEqual([T.name, T.title]);
    const experience = doc.sections.find((s) => s.key === 'experience')!.lines;
    expect(experience[0]).toMatchObject({ text: 'Senior Sales Manager at Northwind Traders', bold: true, heading: false, bullet: false });
    expect(experience.filter((line) => line.bullet)).toHaveLength(7);
  });

  it('reads a contact table cell by cell, without icons or link schemes', async () => {
    const doc = await read(fixtures.contactTableDocx(), 'docx');
    expect(section(doc, 'contact')).toEqual([T.name, 'Email', T.email, 'Phone', T.phone, 'LinkedIn', T.linkedin]);
    expect(outline(doc).at(-1)).toEqual(['summary', 'Professional Summary']);
  });

  it('refuses a zip bomb quickly, whether it declares its size or lies about it', async () => {
    for (const declared of ['true', 'small'] as const) {
      const bytes = await fixtures.zipBombDocx(declared);
      const started = performance.now();
      const doc = await readResume(bytes, 'docx', { maxPages: 3 });
      expect(doc).toMatchObject({ unreadable: 'damaged', sections: [], lines: [] });
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('refuses a file that is not a zip', async () => {
    expect((await readResume(Buffer.from('PK\u0003\u0004 broken'), 'docx', { maxPages: 3 })).unreadable).toBe('damaged');
    const half = await fixtures.styledDocx();
    expect((await readResume(half.subarray(0, half.length / 2), 'docx', { maxPages: 3 })).unreadable).toBe('damaged');
  });
});

describe('layout and headings', () => {
  const item = (text: string, x: number, y: number, extra: { size?: number; bold?: boolean } = {}) => ({
    text,
    x,
    y,
    width: text.length * 5,
    size: extra.size ?? 10,
    bold: extra.bold ?? false,
  });

  it('strips icon-font glyphs, emoji and link schemes, and takes bullets off', () => {
    const lines = layoutLines([
      {
        page: 1,
        width: 595,
        height: 842,
        items: [
          item('\uF095 tel:+233 24 123 4567', 50, 50),
          item('\u{1F4E7}\uFE0F mailto:ama@example.com', 50, 64),
          item('\uF0B7 Increased revenue by 20%', 50, 78),
          item('✓ Cut costs', 50, 92),
        ],
      },
    ]);
    expect(lines.map((line) => [line.text, line.bullet])).toEqual([
      ['+233 24 123 4567', false],
      ['ama@example.com', false],
      ['Increased revenue by 20%', true],
      ['Cut costs', true],
    ]);
  });

  it('splits a row at a wide gap and marks larger, bold or capital lines as headings', () => {
    const lines = layoutLines([
      {
        page: 1,
        width: 595,
        height: 842,
        items: [
          item('EXPERIENCE', 50, 50),
          item('Acme Corp', 50, 70, { bold: true }),
          item('2019 – 2022', 460, 70),
          item('Led a team of five engineers', 50, 84),
        ],
      },
    ]);
    expect(lines.map((line) => [line.text, line.heading])).toEqual([
      ['EXPERIENCE', true],
      ['Acme Corp', true],
      ['2019 – 2022', false],
      ['Led a team of five engineers', false],
    ]);
  });

  it.each([
    ['Work Experience', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['Опыт работы:', 'experience'],
    ['Formación Académica', 'education'],
    ['Competenze', 'skills'],
    ['ทักษะ', 'skills'],
    ['Über mich', 'summary'],
    ['Contatti', 'contact'],
    ['Certifications', 'other'],
    ['Education & Training', 'education'],
    ['Responsible for managing the team', null],
  ])('knows the heading %s', (text, key) => {
    expect(headingKey(text)).toBe(key);
  });
});
