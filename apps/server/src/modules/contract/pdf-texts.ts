import type { TLanguage } from '@draftdesk/contract';

/** The signed contract PDF's own words, in the signer's language; the contract's text stays as the site wrote it. */
export interface ContractPdfTexts {
  subject: string;
  /** Document title: the contract's title and the order. */
  title: (title: string, order: number) => string;
  signature: string;
  auditTrail: string;
  signedBy: string;
  signedAt: string;
  ipAddress: string;
  browser: string;
  unknownBrowser: string;
  order: string;
  sha256: string;
  shaNote: string;
}

export const CONTRACT_PDF_TEXTS: Record<TLanguage, ContractPdfTexts> = {
  en: {
    subject: 'Signed contract',
    title: (title, order) => `${title} — order #${order}`,
    signature: 'Signature',
    auditTrail: 'Audit trail',
    signedBy: 'Signed by',
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    browser: 'Browser',
    unknownBrowser: 'unknown',
    order: 'Order',
    sha256: 'Contract SHA-256',
    shaNote: 'The SHA-256 is of the contract text (HTML) exactly as it was shown and signed.',
  },
  de: {
    subject: 'Unterschriebener Vertrag',
    title: (title, order) => `${title} — Bestellung #${order}`,
    signature: 'Unterschrift',
    auditTrail: 'Prüfprotokoll',
    signedBy: 'Unterschrieben von',
    signedAt: 'Unterschrieben am',
    ipAddress: 'IP-Adresse',
    browser: 'Browser',
    unknownBrowser: 'unbekannt',
    order: 'Bestellung',
    sha256: 'SHA-256 des Vertrags',
    shaNote: 'Der SHA-256 gilt für den Vertragstext (HTML) genau so, wie er angezeigt und unterschrieben wurde.',
  },
  es: {
    subject: 'Contrato firmado',
    title: (title, order) => `${title} — pedido n.º ${order}`,
    signature: 'Firma',
    auditTrail: 'Registro de auditoría',
    signedBy: 'Firmado por',
    signedAt: 'Firmado el',
    ipAddress: 'Dirección IP',
    browser: 'Navegador',
    unknownBrowser: 'desconocido',
    order: 'Pedido',
    sha256: 'SHA-256 del contrato',
    shaNote: 'El SHA-256 corresponde al texto del contrato (HTML) exactamente como se mostró y se firmó.',
  },
  it: {
    subject: 'Contratto firmato',
    title: (title, order) => `${title} — ordine n. ${order}`,
    signature: 'Firma',
    auditTrail: 'Registro di controllo',
    signedBy: 'Firmato da',
    signedAt: 'Firmato il',
    ipAddress: 'Indirizzo IP',
    browser: 'Browser',
    unknownBrowser: 'sconosciuto',
    order: 'Ordine',
    sha256: 'SHA-256 del contratto',
    shaNote: "L'SHA-256 è quello del testo del contratto (HTML) esattamente come è stato mostrato e firmato.",
  },
  ru: {
    subject: 'Подписанный договор',
    title: (title, order) => `${title} — заказ № ${order}`,
    signature: 'Подпись',
    auditTrail: 'Журнал подписания',
    signedBy: 'Подписал(а)',
    signedAt: 'Дата подписания',
    ipAddress: 'IP-адрес',
    browser: 'Браузер',
    unknownBrowser: 'неизвестно',
    order: 'Заказ',
    sha256: 'SHA-256 договора',
    shaNote: 'SHA-256 вычислен по тексту договора (HTML) точно в том виде, в каком он был показан и подписан.',
  },
  th: {
    subject: 'สัญญาที่ลงนามแล้ว',
    title: (title, order) => `${title} — คำสั่งซื้อ #${order}`,
    signature: 'ลายมือชื่อ',
    auditTrail: 'บันทึกการตรวจสอบ',
    signedBy: 'ลงนามโดย',
    signedAt: 'ลงนามเมื่อ',
    ipAddress: 'ที่อยู่ IP',
    browser: 'เบราว์เซอร์',
    unknownBrowser: 'ไม่ทราบ',
    order: 'คำสั่งซื้อ',
    sha256: 'SHA-256 ของสัญญา',
    shaNote: 'ค่า SHA-256 คำนวณจากข้อความสัญญา (HTML) ตามที่แสดงและลงนามทุกประการ',
  },
};

const INTL_LOCALE: Record<TLanguage, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', it: 'it-IT', ru: 'ru-RU', th: 'th-TH' };

/** The signing time as the signer's language writes it, in UTC (Thai in the Buddhist era, as its readers expect). */
export function signedAtText(date: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(date);
}
