/**
 * Insert a site's configured HTML snippet (analytics, chat widgets) into head or
 * body. Scripts parsed from HTML never run, so each <script> is recreated.
 */
export function injectHtmlSnippet(html: string, target: HTMLElement, marker: string): void {
  if (!html.trim() || target.querySelector(`[data-dd-snippet="${marker}"]`)) return;
  const template = document.createElement('template');
  template.innerHTML = html;
  const nodes = Array.from(template.content.childNodes);
  for (const node of nodes) {
    const element = node instanceof HTMLScriptElement ? recreateScript(node) : document.importNode(node, true);
    if (element instanceof Element) element.setAttribute('data-dd-snippet', marker);
    target.appendChild(element);
  }
}

/** The page's nonce, which the server writes on the page's meta tag and names in its Content-Security-Policy. */
function pageNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

/** A script made by the app runs under the page's policy: it carries the page's nonce. */
function recreateScript(original: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of Array.from(original.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.nonce = pageNonce();
  script.text = original.text;
  return script;
}
