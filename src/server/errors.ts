import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

import type { ErrorBody } from '../engine/wire/errors';

export type { ErrorBody };

/** An error a route throws on purpose: its status, code and message reach the caller as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** One field's problem, as a 4xx answer's `details` lists them. */
export interface Problem {
  field: string;
  message: string;
  /**
   * A rule's problem with the state of other records rather than with the request (a slot
   * another booking holds): its code (`SLOT_TAKEN`), answered 409 instead of 422 when the
   * request has no other problem (rulesRefusal).
   */
  conflict?: string;
}

/**
 * 422 VALIDATION_FAILED with one detail per problem (DESIGN.md 3.3); the message joins the
 * problems' own unless the caller words a summary.
 */
/** A query parameter that cannot be read (a day that is not one): 400 naming the parameter. */
export function badQuery(field: string, message: string): HttpError {
  return new HttpError(400, 'BAD_QUERY', message, [{ field, message }]);
}

export function validationFailed(
  problems: readonly Problem[],
  message = problems.map((p) => p.message).join('; '),
): HttpError {
  return new HttpError(422, 'VALIDATION_FAILED', message, problems);
}

/**
 * The refusal of a write whose rules found problems: 422 VALIDATION_FAILED while any problem is
 * the request's own (fix the input first), otherwise 409 with the first conflict's code (two
 * people booking one slot: the second is told it is taken, not that the input is wrong). The
 * details list each problem as `{field, message}`.
 */
export function rulesRefusal(problems: readonly Problem[]): HttpError {
  const details = problems.map(({ field, message }) => ({ field, message }));
  const conflict = problems.every((p) => p.conflict) ? problems[0]?.conflict : undefined;
  if (!conflict) return validationFailed(details);
  return new HttpError(409, conflict, details.map((p) => p.message).join('; '), details);
}

/** At most this many problems or names are spelled out in one answer; the rest are counted. */
export const MAX_NAMED = 20;

/**
 * The first `MAX_NAMED` of `names` (each cut to 100 characters) and " and N more" for the rest
 * ("" when none): a body may hold 700,000 unknown keys, its answer and log line must not.
 */
export function namedAtMost(names: readonly string[]): { named: string[]; rest: string } {
  const named = names
    .slice(0, MAX_NAMED)
    .map((name) => (name.length > 100 ? `${name.slice(0, 100)}…` : name));
  return { named, rest: andMore(names.length) };
}

/** " and N more" for what is past the first `MAX_NAMED` of `total`; "" when nothing is. */
export function andMore(total: number): string {
  return total > MAX_NAMED ? ` and ${total - MAX_NAMED} more` : '';
}

/** "Not Found" -> "NOT_FOUND": a stable code for errors that carry no code of their own. */
export function codeForStatus(status: number): string {
  return (STATUS_CODES[status] ?? 'Error')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function toErrorBody(error: FastifyError | HttpError | Error): ErrorBody {
  if (error.name === 'EmailTakenError' || error.constructor?.name === 'EmailTakenError') {
    return {
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Another account already uses this email.',
    };
  }
  if (error instanceof HttpError) {
    const body: ErrorBody = { status: error.status, code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return body;
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) {
    // Internals stay in the log: callers get no stack, path or driver message.
    return { status, code: codeForStatus(status), message: 'Something went wrong on the server.' };
  }
  if (fastifyError.validation) {
    // Ajv reports every problem (allErrors): a body of 50,000 unknown keys has 50,000.
    const issues = fastifyError.validation;
    const shown = issues.slice(0, MAX_NAMED);
    const details = shown.map(validationDetail);
    const rest = andMore(issues.length);
    const context = fastifyError.validationContext ?? 'body';
    let message = fastifyError.message;
    // Ajv's own sentence names no field for unknown or missing properties: ours do.
    if (details.some((d) => d.named))
      message = `${details.map((d) => d.message).join('; ')}${rest}`;
    else if (rest)
      message = `${shown.map((issue) => `${context}${issue.instancePath} ${issue.message}`).join(', ')}${rest}`;
    return {
      status,
      code: 'BAD_REQUEST',
      message,
      details: details.map(({ field, message }) => ({ field, message })),
    };
  }
  return { status, code: codeForStatus(status), message: fastifyError.message };
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/**
 * One detail per schema problem, naming the field. Ajv puts an unknown or missing property's
 * name in `params`, not in the path, so "must NOT have additional properties" would name
 * nothing: the detail names it and says what is wrong with it.
 */
function validationDetail(issue: ValidationIssue) {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = issue.params as { additionalProperty?: unknown; missingProperty?: unknown };
  const extra =
    typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const name = extra ?? missing;
  if (name === undefined) return { field: path || undefined, message: issue.message, named: false };
  const field = path ? `${path}.${name}` : name;
  return {
    field,
    message: extra ? `Unknown field "${field}"` : `"${field}" is required`,
    named: true,
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toErrorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, body.message);
    return reply.status(body.status).type('application/json').send(body);
  });
}
