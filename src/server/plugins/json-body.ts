import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * How deeply a JSON body may nest objects and lists. The deepest body a form sends is a
 * record with table rows holding values (4 levels); anything far deeper is an attack on the
 * code that walks values (a 10,000-deep file value once ended in a RangeError and a 500).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` opens more than `max` objects or lists inside one another. One pass over the
 * characters, without parsing: brackets inside strings do not count, and text that is not JSON
 * at all is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, quotes included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Every JSON body is measured before it is parsed, so no route, validator or log line ever
 * walks a value deeper than `maxDepth`: 400 BODY_TOO_DEEP. The parsing itself stays Fastify's
 * own (its answers to empty or malformed JSON and its prototype-poisoning checks).
 */
export function registerJsonBody(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxDepth)) {
      done(
        new HttpError(
          400,
          'BODY_TOO_DEEP',
          `The request body nests deeper than ${maxDepth} levels of objects and lists.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
