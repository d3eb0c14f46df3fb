import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/** The one error shape every API answer uses (DESIGN.md 3.3). */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

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
}

/**
 * 422 VALIDATION_FAILED with one detail per problem (DESIGN.md 3.3); the message joins the
 * problems' own unless the caller words a summary.
 */
export function validationFailed(
  problems: readonly Problem[],
  message = problems.map((p) => p.message).join('; '),
): HttpError {
  return new HttpError(422, 'VALIDATION_FAILED', message, problems);
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
    const details = fastifyError.validation.map(validationDetail);
    return {
      status,
      code: 'BAD_REQUEST',
      // Ajv's own sentence names no field for unknown or missing properties: ours do.
      message: details.some((d) => d.named)
        ? details.map((d) => d.message).join('; ')
        : fastifyError.message,
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
