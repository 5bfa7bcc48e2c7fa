import { Ajv2020 } from 'ajv/dist/2020.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export type Document = { paths?: Record<string, Record<string, Operation>>; components?: unknown };

/** A path template of the document as a pattern: `{id}` is one segment. */
const pattern = (template: string) =>
  new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks an answer of the API against its own OpenAPI document: the status must be one the
 * operation documents, and a JSON body must match that status's schema. The API tests run
 * every answer they receive through it, so the document, from which clients are generated,
 * cannot drift from what the server says.
 */
export function answerChecker(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document as object, 'openapi');
  const routes = Object.keys(document.paths ?? {}).map((template) => ({
    template,
    re: pattern(template),
  }));
  const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

  return async function check(method: string, url: string, response: Response): Promise<void> {
    const { pathname } = new URL(url, 'http://local');
    const found = routes.find((r) => r.re.test(pathname));
    const operation = found && document.paths?.[found.template]?.[method.toLowerCase()];
    // Not an operation of the document (the app's files, /v1/docs, an unknown path's 404).
    if (!found || !operation) return;
    const where = `${method.toUpperCase()} ${pathname} answered ${response.status}`;
    const documented = operation.responses?.[String(response.status)];
    if (!documented) throw new Error(`${where}, a status its OpenAPI operation does not list`);
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return;
    if (!documented.content?.['application/json']?.schema)
      throw new Error(`${where} with JSON, which the document does not describe`);
    const key = `${found.template} ${method} ${response.status}`;
    let validate = validators.get(key);
    if (!validate) {
      const ref = pointer(
        'paths',
        found.template,
        method.toLowerCase(),
        'responses',
        String(response.status),
        'content',
        'application/json',
        'schema',
      );
      validate = ajv.compile({ $ref: `openapi#/${ref}` });
      validators.set(key, validate);
    }
    const body: unknown = await response.clone().json();
    if (!validate(body))
      throw new Error(
        `${where} with a body its OpenAPI schema refuses: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
  };
}
