// /api-docs: the OpenAPI document as a plain, light HTML page (no script, no CDN).
import { DATA_LICENSE, FEE_CSV_PATH, OPENAPI_PATH } from '@core/contracts/open-data';
import { SITE_NAME } from '@core/seo';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Record<string, unknown>;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}
export interface OpenApiLike {
  info: { title: string; description?: string; version: string };
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Operation>>;
}

function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  const type = schema.type ?? (schema.anyOf ? 'beberapa bentuk' : '');
  return String(type);
}

function schemaBlock(label: string, content: Record<string, { schema?: unknown }> | undefined) {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([type, { schema }]) =>
        `<details><summary>${escape(label)} <code>${escape(type)}</code></summary><pre>${escape(
          JSON.stringify(schema ?? {}, null, 2),
        )}</pre></details>`,
    )
    .join('');
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const params = operation.parameters ?? [];
  const rows = params
    .map(
      (param) =>
        `<tr><td><code>${escape(param.name)}</code></td><td>${escape(param.in)}</td><td>${escape(
          typeOf(param.schema),
        )}</td><td>${param.required ? 'ya' : 'tidak'}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(
      ([status, response]) =>
        `<li><strong>${escape(status)}</strong> ${escape(response.description ?? '')}${schemaBlock(
          'Skema',
          response.content,
        )}</li>`,
    )
    .join('');
  return `<article id="${escape(`${method}-${path}`)}">
  <h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
  <p>${escape(operation.summary ?? '')}</p>
  ${operation.description ? `<p class="muted">${escape(operation.description)}</p>` : ''}
  ${rows ? `<table><thead><tr><th>Parameter</th><th>Letak</th><th>Tipe</th><th>Wajib</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
  ${schemaBlock('Isi permintaan', operation.requestBody?.content)}
  <ul class="responses">${responses}</ul>
</article>`;
}

/** The page; `nonce` goes on the inline style when a Content-Security-Policy nonce is set. */
export function renderApiDocsPage(document: OpenApiLike, nonce?: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'Lainnya';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const tags = (document.tags ?? []).map((tag) => tag.name).filter((name) => byTag.has(name));
  const sections = tags
    .map((tag) => `<section><h2>${escape(tag)}</h2>${byTag.get(tag)!.join('\n')}</section>`)
    .join('\n');
  const nonceAttribute = nonce ? ` nonce="${escape(nonce)}"` : '';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Dokumentasi API | ${escape(SITE_NAME)}</title>
<meta name="description" content="Dokumentasi API publik dan data terbuka ${escape(SITE_NAME)}." />
<link rel="canonical" href="/api-docs" />
<style${nonceAttribute}>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
header{background:#0f766e;color:#fff;padding:1rem}
header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:.5rem 0}
h2{margin-top:2rem;border-bottom:2px solid #99f6e4;padding-bottom:.25rem}
article{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem;margin:1rem 0}
h3{font-size:1rem;margin:0;word-break:break-all}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:.25rem;padding:.1rem .4rem;color:#fff;font-size:.8rem}
.get{background:#0f766e}.post{background:#1d4ed8}
.muted{color:#475569;font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0;display:block;overflow-x:auto}
th,td{border-bottom:1px solid #e2e8f0;padding:.25rem .5rem;text-align:left}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:.25rem;overflow-x:auto;font-size:.8rem}
details summary{cursor:pointer;color:#0f766e}
.responses{padding-left:1.2rem}
a{color:#0f766e}
</style>
</head>
<body>
<header><a href="/">${escape(SITE_NAME)}</a></header>
<main>
<h1>Dokumentasi API</h1>
<p>${escape(document.info.description ?? '')}</p>
<p>Dokumen lengkap (OpenAPI 3.1): <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.
Semua biaya yang dipublikasikan dalam satu berkas CSV: <a href="${FEE_CSV_PATH}">${FEE_CSV_PATH}</a>,
dengan lisensi <a href="${escape(DATA_LICENSE.url)}" rel="license">${escape(DATA_LICENSE.name)}</a>.</p>
<p class="muted">Versi ${escape(document.info.version)}. Tanggapan berupa JSON; pesan kesalahan berbentuk <code>{"error", "code"}</code>.</p>
${sections}
</main>
</body>
</html>`;
}
