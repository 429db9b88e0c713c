import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Deps } from '../../deps.ts';
import { buildOpenApiDocument } from './document.ts';

type Doc = ReturnType<typeof buildOpenApiDocument>;

const escape = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reference page: the document's paths grouped by tag, rendered here (no script, no CDN). */
export function renderDocsPage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const o = op as {
        tags: string[];
        description?: string;
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
      };
      const params = (o.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</li>`).join('');
      const body = o.requestBody
        ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(o.requestBody.content['application/json'].schema, null, 2))}</pre></details>`
        : '';
      const item =
        `<article><h3><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>` +
        `${o.description ? `<p>${escape(o.description)}</p>` : ''}${params ? `<ul>${params}</ul>` : ''}${body}</article>`;
      const tag = o.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), item]);
    }
  }
  const sections = doc.tags
    .map(({ name }) => `<section id="tag-${escape(name)}"><h2>${escape(name)}</h2>${(byTag.get(name) ?? []).join('')}</section>`)
    .join('');
  const toc = doc.tags.map(({ name }) => `<li><a href="#tag-${escape(name)}">${escape(name)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1a1b1e}
h1{margin-bottom:.25rem}h2{border-bottom:2px solid #dee2e6;margin-top:2.5rem;padding-bottom:.25rem}
article{border:1px solid #dee2e6;border-radius:6px;margin:.75rem 0;padding:.5rem 1rem}
h3{font-size:1rem;margin:.25rem 0}.m{display:inline-block;min-width:4.5rem;font-family:monospace;font-weight:700}
.get{color:#1c6b3a}.post{color:#1b4f9c}.put,.patch{color:#8a4b00}.delete{color:#a61e1e}
pre{background:#f1f3f5;overflow:auto;padding:.5rem;font-size:.85rem}nav ul{columns:4 10rem}a{color:#1b4f9c}
</style></head><body>
<header><h1>${escape(doc.info.title)}</h1><p>OpenAPI ${escape(doc.openapi)} — the document: <a href="/api/openapi.json">/api/openapi.json</a>.
Routes for signed-in users need the <code>${escape(doc.components.securitySchemes.session.name)}</code> cookie. Errors answer with <code>code</code>, <code>message</code>, <code>errors</code>, <code>fieldCodes</code> and <code>requestId</code>.</p></header>
<nav aria-label="Areas"><ul>${toc}</ul></nav>
<main>${sections}</main>
</body></html>`;
}

/** GET /api/openapi.json and GET /api/docs, built once from every route the app registered. */
export function openApiRoutes(app: FastifyInstance, deps: Deps, routes: RouteOptions[]) {
  let doc: Doc | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument(routes, { cookieName: deps.sessions.cookieName, version: '1.0.0' }));

  app.get('/api/openapi.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send(document()));
  app.get('/api/docs', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'")
      .send((page ??= renderDocsPage(document()))),
  );
}
