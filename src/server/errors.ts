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
    return {
      status,
      code: 'BAD_REQUEST',
      message: fastifyError.message,
      details: fastifyError.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined,
        message: issue.message,
      })),
    };
  }
  return { status, code: codeForStatus(status), message: fastifyError.message };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toErrorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, body.message);
    return reply.status(body.status).type('application/json').send(body);
  });
}
