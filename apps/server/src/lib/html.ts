import sanitizeHtml from 'sanitize-html';

/** The rich text an admin writes (contracts, package descriptions): formatting, lists, tables and links; no scripts, styles or handlers. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'span', 'div'],
    ...['ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** An admin's HTML as it may be stored and shown to customers: what is not formatting is dropped. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
