import { ApiError } from '../../lib/api';

export type ServerErrors<F extends string> = { fields: Partial<Record<F, string>>; form?: string };

/**
 * Where a failed call's message belongs: the validation details the server names a field for (`fieldOf` maps the
 * API's field paths to the form's), else `conflictField` for a 409, else one message for the whole form.
 */
export function serverErrors<F extends string>(
  err: unknown,
  fieldOf: Readonly<Record<string, F>>,
  options: { conflictField?: F; notFoundField?: F; fallback?: string } = {},
): ServerErrors<F> {
  if (!(err instanceof ApiError))
    return { fields: {}, form: options.fallback ?? 'Something went wrong. Please try again.' };
  const fields: Partial<Record<F, string>> = {};
  for (const d of err.details ?? []) {
    const detail = d as { path?: unknown; message?: unknown };
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const field = fieldOf[detail.path.split('.')[0]];
    if (field && !fields[field]) fields[field] = detail.message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (err.status === 409 && options.conflictField)
    return { fields: { [options.conflictField]: err.message } as Partial<Record<F, string>> };
  if (err.status === 404 && options.notFoundField)
    return { fields: { [options.notFoundField]: err.message } as Partial<Record<F, string>> };
  return { fields: {}, form: err.message };
}
