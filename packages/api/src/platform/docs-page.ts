import type { OpenAPIHono } from '@hono/zod-openapi';

type OpenAPIObject = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function schemaName(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return ref.split('/').at(-1) ?? '';
  const type = (schema as { type?: string }).type;
  return type ?? 'object';
}

/**
 * A readable reference built on the server from the OpenAPI document: no script and no CDN
 * (neither is reachable everywhere Ajar runs), so it works offline and passes any CSP.
 */
export function renderDocs(doc: OpenAPIObject): string {
  const operations: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const params = (op.parameters ?? []) as {
        name: string;
        in: string;
        required?: boolean;
        schema?: unknown;
      }[];
      const body = (
        op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined
      )?.content?.['application/json']?.schema;
      const responses = Object.entries(op.responses ?? {}).map(
        ([status, res]) =>
          `<li><code>${escape(status)}</code> ${escape((res as { description?: string }).description)}</li>`,
      );
      operations.push(`<section class="op" id="${escape(`${method}-${path}`)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${op.security ? ' <span class="lock">bearer</span>' : ''}</h3>
  <p>${escape(op.summary)}</p>${op.description ? `<p class="d">${escape(op.description)}</p>` : ''}
  ${params.length ? `<table><thead><tr><th>parameter</th><th>in</th><th>type</th><th>required</th></tr></thead><tbody>${params.map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(schemaName(p.schema))}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`).join('')}</tbody></table>` : ''}
  ${body ? `<p>Body: <a href="#schema-${escape(schemaName(body))}"><code>${escape(schemaName(body))}</code></a></p>` : ''}
  <ul>${responses.join('')}</ul>
</section>`);
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f2328}
code,pre{font-family:ui-monospace,monospace}pre{background:#f6f8fa;padding:.75rem;overflow:auto}
.op{border-top:1px solid #d0d7de;padding:.5rem 0}.m{display:inline-block;min-width:4rem;font-size:.8rem;color:#fff;padding:.1rem .4rem;border-radius:4px}
.get{background:#0b6b3a}.post{background:#0a4fa3}.put{background:#7a4a00}.patch{background:#5b2a86}.delete{background:#a40e26}
.lock{font-size:.8rem;border:1px solid #57606a;border-radius:4px;padding:0 .3rem}.d{color:#57606a}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${escape(doc.info.description)}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a></p>
<h2>Operations</h2>${operations.join('\n')}
<h2>Schemas</h2>${schemas.join('\n')}
</body></html>`;
}
