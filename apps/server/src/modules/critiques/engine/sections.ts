import type { ResumeDocument, ResumeLine, ResumeSection, ResumeSectionKey } from './document.ts';
import { layoutLines, type RawDocument } from './layout.ts';

// Groups a resume's lines under its headings. A heading is recognised by its wording, in every language the
// product speaks (English, German, Spanish, Italian, Russian, Thai), or by layout alone when it looks like the
// headings already recognised (same size, weight and capitals): an unknown heading such as 'Hackathons' becomes
// 'other', while a bold job title under 'Experience' stays a line of that section.

// One string per language (English, German, Spanish, Italian, Russian, Thai), names separated by '|'.
const HEADINGS: Record<ResumeSectionKey, string[]> = {
  summary: [
    'summary|professional summary|career summary|executive summary|summary of qualifications|profile|professional profile|personal profile|career profile|about me|about|objective|career objective|professional objective|personal statement|introduction|overview',
    'profil|zusammenfassung|kurzprofil|über mich|persönliches profil|berufliches profil|karriereziel',
    'resumen|perfil|perfil profesional|resumen profesional|sobre mí|acerca de mí|objetivo|objetivo profesional|extracto',
    'sommario|profilo|profilo professionale|riepilogo|chi sono|su di me|obiettivo|obiettivo professionale|presentazione',
    'о себе|обо мне|резюме|краткое резюме|профиль|профессиональный профиль|цель|карьерная цель|краткая информация',
    'สรุป|ประวัติโดยย่อ|สรุปประวัติ|ข้อมูลโดยย่อ|เกี่ยวกับฉัน|วัตถุประสงค์|เป้าหมายในการทำงาน|โปรไฟล์',
  ],
  experience: [
    'experience|work experience|professional experience|relevant experience|employment|employment history|work history|career history|professional background|career|positions held|internships',
    'berufserfahrung|erfahrung|berufliche erfahrung|beruflicher werdegang|werdegang|berufspraxis|praxiserfahrung|arbeitserfahrung',
    'experiencia|experiencia laboral|experiencia profesional|historial laboral|trayectoria profesional',
    'esperienza|esperienze|esperienza lavorativa|esperienze lavorative|esperienza professionale|esperienze professionali',
    'опыт работы|опыт|профессиональный опыт|трудовая деятельность|места работы',
    'ประสบการณ์ทำงาน|ประสบการณ์|ประสบการณ์การทำงาน|ประวัติการทำงาน',
  ],
  education: [
    'education|academic background|qualifications|academic qualifications|educational background|education and training|education & training|academics|studies',
    'ausbildung|bildung|bildungsweg|schulbildung|studium|akademischer werdegang|schul- und berufsausbildung',
    'educación|formación|formación académica|estudios|educación y formación',
    'istruzione|formazione|istruzione e formazione|titoli di studio|percorso di studi',
    'образование',
    'การศึกษา|ประวัติการศึกษา',
  ],
  skills: [
    'skills|technical skills|core competencies|key skills|competencies|key competencies|areas of expertise|expertise|skills & abilities|skills and abilities|professional skills|hard skills|core skills|computer skills|it skills|skill set|skillset|technologies|tools|strengths',
    'kenntnisse|fähigkeiten|fachkenntnisse|kompetenzen|fertigkeiten|it-kenntnisse|edv-kenntnisse|fähigkeiten und kenntnisse|kenntnisse und fähigkeiten',
    'habilidades|competencias|aptitudes|conocimientos|habilidades técnicas',
    'competenze|abilità|competenze tecniche|capacità|competenze chiave',
    'навыки|ключевые навыки|профессиональные навыки|технические навыки|умения|компетенции',
    'ทักษะ|ความสามารถ|ทักษะและความสามารถ',
  ],
  contact: [
    'contact|contacts|contact information|contact info|contact details|personal details|personal information',
    'kontakt|kontaktdaten|persönliche daten',
    'contacto|datos de contacto|datos personales',
    'contatti|informazioni di contatto|dati personali',
    'контакты|контактная информация|личные данные',
    'ติดต่อ|ข้อมูลติดต่อ|ช่องทางติดต่อ|ข้อมูลส่วนตัว',
  ],
  other: [
    'projects|certifications|certificates|licenses|awards|honors|honours|achievements|languages|interests|hobbies|publications|volunteer|volunteering|volunteer experience|references|courses|training|activities|memberships|affiliations|conferences|patents|additional information',
    'projekte|zertifikate|zertifizierungen|sprachen|sprachkenntnisse|interessen|hobbys|auszeichnungen|ehrenamt|referenzen|weiterbildung|publikationen',
    'proyectos|certificaciones|idiomas|intereses|premios|voluntariado|referencias|cursos|publicaciones|logros',
    'progetti|certificazioni|lingue|interessi|hobby|premi|volontariato|referenze|corsi|pubblicazioni',
    'проекты|сертификаты|языки|знание языков|интересы|хобби|награды|достижения|волонтерство|рекомендации|курсы|публикации|дополнительная информация',
    'โครงการ|ใบรับรอง|ภาษา|ความสนใจ|งานอดิเรก|รางวัล|ผลงาน|บุคคลอ้างอิง|กิจกรรม',
  ],
};

const KEY_OF_HEADING = new Map(
  Object.entries(HEADINGS).flatMap(([key, languages]) => languages.flatMap((names) => names.split('|')).map((name) => [name, key as ResumeSectionKey])),
);

/** A heading's words as the dictionary holds them: lower case, no trailing colon, letter-spaced capitals closed up. */
export function normalizeHeading(text: string): string {
  const lower = text
    .toLocaleLowerCase()
    .replace(/[\s:：.\-–—|/]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  // 'E X P E R I E N C E' → 'experience'; 'W O R K  E X P' keeps no word breaks, which the dictionary cannot match anyway.
  return /^(\p{L} )+\p{L}$/u.test(lower) ? lower.replace(/ /g, '') : lower;
}

/** The section a line heads by its wording alone, or null. */
export function headingKey(text: string): ResumeSectionKey | null {
  const normal = normalizeHeading(text);
  return KEY_OF_HEADING.get(normal) ?? KEY_OF_HEADING.get(normal.replace(/&/g, 'and')) ?? null;
}

/** The resume model: lines in reading order grouped under their headings (none when the file could not be read). */
export function toDocument(raw: RawDocument): ResumeDocument {
  const lines = raw.kind === 'pdf' ? layoutLines(raw.pageItems) : raw.lines;
  const base = { pages: raw.pages, lines, textLayer: raw.textLayer, unreadable: raw.unreadable };
  if (raw.unreadable) return { ...base, sections: [] };
  return { ...base, sections: groupSections(lines) };
}

function groupSections(lines: ResumeLine[]): ResumeSection[] {
  const known = lines.map((line) => (line.bullet || line.text.split(' ').length > 6 ? null : headingKey(line.text)));
  const looks = new Set(lines.filter((_, index) => known[index] !== null).map(headingLook));
  const sections: ResumeSection[] = [{ key: 'contact', heading: '', lines: [] }];
  let seenHeading = false;
  lines.forEach((line, index) => {
    const key = known[index] ?? (seenHeading && isUnknownHeading(line, looks) ? 'other' : null);
    if (key) {
      seenHeading = true;
      sections.push({ key, heading: line.text, lines: [] });
    } else sections[sections.length - 1].lines.push(line);
  });
  return sections.filter((section, index) => index > 0 || section.lines.length > 0);
}

/** How a heading is set: an unknown line set the same way, short and without a date or a comma, is a heading too. */
function headingLook(line: ResumeLine): string {
  const capitals = line.text === line.text.toLocaleUpperCase() && line.text !== line.text.toLocaleLowerCase();
  return `${Math.round(line.size * 2)}|${line.bold}|${line.heading}|${capitals}`;
}

function isUnknownHeading(line: ResumeLine, looks: Set<string>): boolean {
  return line.heading && !line.bullet && line.text.split(' ').length <= 4 && !/[\d@,|]/.test(line.text) && looks.has(headingLook(line));
}
