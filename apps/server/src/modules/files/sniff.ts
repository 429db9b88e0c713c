import { fileTypeFromBuffer } from 'file-type';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Extension -> the types its bytes may really be. Text formats have no magic number. */
const ALLOWED: Record<string, { mimes: string[]; text?: boolean }> = {
  pdf: { mimes: ['application/pdf'] },
  doc: { mimes: ['application/x-cfb', 'application/msword'] },
  docx: { mimes: [DOCX] },
  xlsx: { mimes: [XLSX] },
  jpg: { mimes: ['image/jpeg'] },
  jpeg: { mimes: ['image/jpeg'] },
  png: { mimes: ['image/png'] },
  gif: { mimes: ['image/gif'] },
  webp: { mimes: ['image/webp'] },
  csv: { mimes: [], text: true },
  txt: { mimes: [], text: true },
};

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The type of an upload as its bytes say, if it is allowed and agrees with
 * the file's extension; otherwise null. A renamed .exe never passes.
 */
export async function sniffAllowedType(name: string, bytes: Buffer, only?: string[]): Promise<string | null> {
  const ext = extensionOf(name);
  if (only && !only.includes(ext)) return null;
  const rule = ALLOWED[ext];
  if (!rule) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (rule.text) {
    if (detected || bytes.includes(0)) return null;
    return ext === 'csv' ? 'text/csv' : 'text/plain';
  }
  if (!detected || !rule.mimes.includes(detected.mime)) return null;
  return ext === 'doc' ? 'application/msword' : detected.mime;
}
