import type { TResumeData } from '@draftdesk/contract';

// What an exported resume shows: only fields with content, only sections switched on; placeholders never.

const has = (text: string) => text.trim().length > 0;

export type ContactKey = TResumeData['contact']['items'][number]['key'];

/** A clickable address for a contact item, or null when the text is not one. */
export function contactHref(key: ContactKey, text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (key === 'email') return /^[^\s@]+@[^\s@]+$/.test(value) ? `mailto:${value}` : null;
  if (key === 'phone') {
    const digits = value.replace(/[^\d+]/g, '');
    return digits.replace(/\D/g, '').length >= 5 ? `tel:${digits}` : null;
  }
  if (/^https?:\/\//i.test(value)) return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
  return /^[^\s/]+\.[^\s]+$/.test(value) ? `https://${value}` : null;
}

export interface ResumeContent {
  name: string;
  role: string;
  picture: { src: string; round: boolean } | null;
  summary: { head: string; body: string } | null;
  contact: { head: string; items: { key: ContactKey; text: string; href: string | null }[] } | null;
  personalDetails: { head: string; items: { title: string; text: string }[] } | null;
  work: { head: string; items: { position: string; employer: string; dates: string; body: string }[] } | null;
  education: { head: string; items: { degree: string; school: string; dates: string }[] } | null;
  lists: { key: 'hardSkills' | 'softSkills' | 'languages' | 'hobbies'; head: string; items: string[] }[];
}

/** The resume reduced to what is drawn: empty fields and hidden sections left out. */
export function resumeContent(data: TResumeData): ResumeContent {
  const section = <T>(show: boolean, head: string, items: T[]) => (show && items.length ? { head: head.trim(), items } : null);
  const contactItems = data.contact.items
    .filter((item) => (item.show || item.key === 'email') && has(item.text))
    .map((item) => ({ key: item.key, text: item.text.trim(), href: contactHref(item.key, item.text) }));
  return {
    name: data.name.text.trim(),
    role: data.role.show ? data.role.text.trim() : '',
    picture: data.profilePic.show && data.profilePic.blob ? { src: data.profilePic.blob, round: data.profilePic.shape === 'round' } : null,
    summary: data.summary.show && has(data.summary.body) ? { head: data.summary.sectionHead.trim(), body: data.summary.body.trim() } : null,
    contact: section(true, data.contact.sectionHead, contactItems),
    personalDetails: section(
      data.personalDetails.show,
      data.personalDetails.sectionHead,
      data.personalDetails.items.filter((item) => item.show && has(item.text)).map((item) => ({ title: item.title.trim(), text: item.text.trim() })),
    ),
    work: section(
      data.workExperience.show,
      data.workExperience.sectionHead,
      data.workExperience.items
        .map((item) => ({ position: item.position.trim(), employer: item.employer.trim(), dates: item.datesOfEmployment.trim(), body: item.body.trim() }))
        .filter((item) => item.position || item.employer || item.dates || item.body),
    ),
    education: section(
      true,
      data.education.sectionHead,
      data.education.items
        .map((item) => ({ degree: item.degree.trim(), school: item.school.trim(), dates: item.datesOfEducation.trim() }))
        .filter((item) => item.degree || item.school || item.dates),
    ),
    lists: (['hardSkills', 'softSkills', 'languages', 'hobbies'] as const).flatMap((key) => {
      const items = data[key].items.map((item) => item.text.trim()).filter(Boolean);
      return data[key].show && items.length ? [{ key, head: data[key].sectionHead.trim(), items }] : [];
    }),
  };
}

/** The lines of a free-text body: bullets ("- ", "• ", "* ") lose their marker and are drawn as bullets. */
export function bodyLines(body: string): { text: string; bullet: boolean }[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^([-•*▪◦])\s+(.*)$/.exec(line);
      return m ? { text: m[2], bullet: true } : { text: line, bullet: false };
    });
}

/** Saves a blob as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
