import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { registerJsonBody } from './json-body';

/**
 * Bodies are checked strictly: a value of the wrong type or an unknown field is refused, never
 * coerced or silently dropped. Query strings and params arrive as text, so they are coerced.
 * A JSON body nested too deeply is refused before it is even parsed (json-body.ts).
 */
export function registerRequestValidation(app: FastifyInstance): void {
  registerJsonBody(app);
  const strict = new Ajv({
    allErrors: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  const lenient = new Ajv({
    allErrors: true,
    coerceTypes: 'array',
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  addFormats(strict);
  addFormats(lenient);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : lenient.compile(schema),
  );
}
