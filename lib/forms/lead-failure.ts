import 'server-only';
import { logger } from '@/lib/log/logger.mjs';
import { loggablePath } from '@/lib/log/upstream-failure';
import { SiteApiError } from '@/lib/site-api/errors';
import type { FormAnswer, FormPostFailure } from './handle-form-post';

/**
 * The fields a refused lead names: the keys of a 422's `fields`, the first segment of a 400's `issues`
 * paths (docs/site-api.md, error answers). An answer too long to be kept whole has only its excerpt: its text tells.
 */
function refusedNames(error: SiteApiError): string[] {
  const parsed: unknown = error.body;
  if (typeof parsed === 'object' && parsed !== null) {
    const { fields, issues } = parsed as { fields?: unknown; issues?: unknown };
    const names = typeof fields === 'object' && fields !== null ? Object.keys(fields) : [];
    if (Array.isArray(issues)) {
      for (const issue of issues as unknown[]) {
        const path = typeof issue === 'object' && issue !== null && 'path' in issue ? issue.path : null;
        if (typeof path === 'string') names.push(path.split('.')[0] ?? '');
      }
    }
    return names;
  }
  // The keys after `"fields"` (not the error's own `message`), and the `path`s of `issues`.
  const body = error.bodyExcerpt ?? '';
  const fieldsAt = body.indexOf('"fields"');
  const fieldsObject = fieldsAt < 0 ? '' : (body.slice(fieldsAt + 8).split('}')[0] ?? '');
  const fieldKeys = [...fieldsObject.matchAll(/"([A-Za-z]+)"\s*:/g)];
  return [...fieldKeys, ...body.matchAll(/"path"\s*:\s*"([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}

function invalid(status: number, names: readonly string[], fields: readonly string[]): FormAnswer<FormPostFailure> | null {
  const known = fields.filter((field) => names.includes(field));
  if (known.length === 0) return null;
  return { status, result: { ok: false, error: 'invalid', fields: Object.fromEntries(known.map((field) => [field, 'invalid'])) } };
}

/**
 * What the visitor is told when the site API refuses a lead: an unknown listing is a 404 'notFound', a
 * refused field is an 'invalid' on that field. Null for anything else (a failing API), which the caller
 * answers as 'unavailable'.
 */
export function leadFailure(error: unknown, fields: readonly string[]): FormAnswer<FormPostFailure> | null {
  if (!(error instanceof SiteApiError)) return null;
  if (error.isNotFound()) return { status: 404, result: { ok: false, error: 'notFound' } };
  if (error.isHttp(422)) {
    const names = refusedNames(error);
    if (names.includes('estateId') || names.includes('rentalUnitId')) return { status: 404, result: { ok: false, error: 'notFound' } };
    return invalid(422, names, fields) ?? { status: 422, result: { ok: false, error: 'invalid' } };
  }
  // Our rules let through what the API's refuse: the visitor can still fix the field, and the log shows the gap.
  if (error.isHttp(400) || error.kind === 'invalid-request') {
    const names = error.kind === 'invalid-request' ? error.issues.map((issue) => String(issue.path[0] ?? '')) : refusedNames(error);
    const answer = invalid(400, names, fields);
    // The names of the refused fields, never what the visitor typed in them.
    if (answer) logger().error({ topic: 'form', method: error.method, path: loggablePath(error.url), fields: names }, "a lead passed our form rules but not the site API's");
    return answer;
  }
  return null;
}
