import 'server-only';
import { BadRequestError, InvalidRequestError, NotFoundError, UnprocessableEntityError, type HttpError } from '@/lib/site-api/errors';
import type { FormAnswer, FormPostFailure } from './handle-form-post';

/**
 * The fields a refused lead names: the keys of a 422's `fields`, the first segment of a 400's `issues`
 * paths (docs/site-api.md, error answers). An excerpt cut at 500 characters is no JSON: its text tells.
 */
function refusedNames(error: HttpError): string[] {
  const body = error.bodyExcerpt ?? '';
  try {
    const parsed = JSON.parse(body) as { fields?: unknown; issues?: unknown };
    const names = typeof parsed.fields === 'object' && parsed.fields !== null ? Object.keys(parsed.fields) : [];
    if (Array.isArray(parsed.issues)) {
      for (const issue of parsed.issues as unknown[]) {
        const path = typeof issue === 'object' && issue !== null && 'path' in issue ? issue.path : null;
        if (typeof path === 'string') names.push(path.split('.')[0] ?? '');
      }
    }
    return names;
  } catch {
    // The keys after `"fields"` (not the error's own `message`), and the `path`s of `issues`.
    const fieldsAt = body.indexOf('"fields"');
    const fieldsObject = fieldsAt < 0 ? '' : (body.slice(fieldsAt + 8).split('}')[0] ?? '');
    const fieldKeys = [...fieldsObject.matchAll(/"([A-Za-z]+)"\s*:/g)];
    return [...fieldKeys, ...body.matchAll(/"path"\s*:\s*"([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  }
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
  if (error instanceof NotFoundError) return { status: 404, result: { ok: false, error: 'notFound' } };
  if (error instanceof UnprocessableEntityError) {
    const names = refusedNames(error);
    if (names.includes('estateId') || names.includes('rentalUnitId')) return { status: 404, result: { ok: false, error: 'notFound' } };
    return invalid(422, names, fields) ?? { status: 422, result: { ok: false, error: 'invalid' } };
  }
  // Our rules let through what the API's refuse: the visitor can still fix the field, and the log shows the gap.
  if (error instanceof BadRequestError || error instanceof InvalidRequestError) {
    const names = error instanceof InvalidRequestError ? error.issues.map((issue) => String(issue.path[0] ?? '')) : refusedNames(error);
    const answer = invalid(400, names, fields);
    if (answer) console.error('A lead passed our form rules but not the site API\'s:', error.message);
    return answer;
  }
  return null;
}
