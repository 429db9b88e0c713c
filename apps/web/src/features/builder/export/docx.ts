import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { TResumeData } from '@draftdesk/contract';
import { resumePalette } from '../colors.ts';
import { PAGE_WIDTH_PX, SIDEBAR_WIDTH_PX, resumeTypeScale } from '../layout.ts';
import { bodyLines, resumeContent } from './content.ts';

// Loaded only when a DOCX is made (index.ts imports this file dynamically). The same content as the PDF, in a
// two-column table (the coloured sidebar is the left cell), with the resume's font named (Word substitutes it where
// it is not installed) and real hyperlinks.

const hex = (color: string) => color.replace('#', '').toUpperCase();
/** docx sizes are half-points; the layout's px map onto A4 at 0.75 pt per px. */
const halfPt = (px: number) => Math.round(px * 0.75 * 2);
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

function pictureRun(src: string): ImageRun | null {
  const m = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(src);
  if (!m || m[1] === 'webp') return null;
  const bytes = Uint8Array.from(atob(m[2]), (ch) => ch.charCodeAt(0));
  return new ImageRun({ type: m[1] === 'png' ? 'png' : 'jpg', data: bytes, transformation: { width: 110, height: 110 } });
}

export async function renderDocx(data: TResumeData): Promise<Blob> {
  const c = resumeContent(data);
  const palette = resumePalette(data.settings.color);
  const type = resumeTypeScale(data.settings.textSize);
  const font = data.settings.font;
  const body = halfPt(type.body);
  const run = (text: string, opts: { bold?: boolean; size?: number; color?: string } = {}) =>
    new TextRun({ text, font, bold: opts.bold, size: opts.size ?? body, color: opts.color });
  const para = (children: ParagraphChild[], spacingAfter = 80) => new Paragraph({ children, spacing: { after: spacingAfter } });
  const head = (text: string, color: string) =>
    new Paragraph({
      children: [run(text.toUpperCase(), { bold: true, size: halfPt(type.head), color })],
      spacing: { before: 240, after: 100 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 2 } },
    });

  const side: Paragraph[] = [];
  const sideColor = hex(palette.sidebarText);
  const picture = c.picture ? pictureRun(c.picture.src) : null;
  if (picture) side.push(new Paragraph({ children: [picture], alignment: AlignmentType.CENTER, spacing: { after: 120 } }));
  if (c.contact) {
    side.push(head(c.contact.head, sideColor));
    for (const item of c.contact.items) {
      const text = run(item.text, { color: sideColor });
      side.push(para(item.href ? [new ExternalHyperlink({ link: item.href, children: [text] })] : [text]));
    }
  }
  if (c.personalDetails) {
    side.push(head(c.personalDetails.head, sideColor));
    for (const item of c.personalDetails.items) {
      if (item.title) side.push(para([run(item.title, { bold: true, size: halfPt(type.small), color: sideColor })], 0));
      side.push(para([run(item.text, { color: sideColor })]));
    }
  }
  for (const list of c.lists) {
    side.push(head(list.head, sideColor));
    for (const text of list.items) side.push(para([run(text, { color: sideColor })]));
  }

  const headColor = hex(palette.heading);
  const main: Paragraph[] = [];
  if (c.name) main.push(para([run(c.name, { bold: true, size: halfPt(type.name), color: hex(palette.text) })], 40));
  if (c.role) main.push(para([run(c.role, { size: halfPt(type.role), color: headColor })]));
  if (c.summary) main.push(head(c.summary.head, headColor), ...bodyLines(c.summary.body).map((l) => para([run(l.text)])));
  if (c.work) {
    main.push(head(c.work.head, headColor));
    for (const item of c.work.items) {
      if (item.position) main.push(para([run(item.position, { bold: true })], 0));
      const meta = [item.employer, item.dates].filter(Boolean).join(' | ');
      if (meta) main.push(para([run(meta, { size: halfPt(type.small), color: hex(palette.muted) })], 40));
      for (const line of bodyLines(item.body)) {
        main.push(line.bullet ? new Paragraph({ children: [run(line.text)], bullet: { level: 0 }, spacing: { after: 40 } }) : para([run(line.text)], 40));
      }
      main.push(para([], 80));
    }
  }
  if (c.education) {
    main.push(head(c.education.head, headColor));
    for (const item of c.education.items) {
      if (item.degree) main.push(para([run(item.degree, { bold: true })], 0));
      const meta = [item.school, item.dates].filter(Boolean).join(' | ');
      if (meta) main.push(para([run(meta, { size: halfPt(type.small), color: hex(palette.muted) })], 120));
    }
  }

  const sidebarPct = Math.round((SIDEBAR_WIDTH_PX / PAGE_WIDTH_PX) * 100);
  const margins = { top: 400, bottom: 400, left: 300, right: 300 };
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: sidebarPct, type: WidthType.PERCENTAGE },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(palette.accent) },
            margins,
            children: side.length ? side : [para([])],
          }),
          new TableCell({ width: { size: 100 - sidebarPct, type: WidthType.PERCENTAGE }, margins, children: main.length ? main : [para([])] }),
        ],
      }),
    ],
  });
  const doc = new Document({
    creator: 'Draftdesk',
    title: c.name || 'CV',
    sections: [{ properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 0, bottom: 0, left: 0, right: 0 } } }, children: [table] }],
  });
  return Packer.toBlob(doc);
}
