import type { ValidateFunction } from 'ajv';
import { checkModel } from '../../../engine/registry/cross-check-models';
import { describeAjvError } from '../../../engine/registry/parse-and-validate';
import type { ModelSchema } from '../../../engine/types';

export interface SchemaProblem {
  source: 'syntax' | 'meta-schema' | 'model';
  message: string;
  /** Where in the document (RFC 6901, '' is the root); schema problems only. */
  pointer?: string;
  /** 1-based line and column, and the 0-based offset; syntax errors only, when known. */
  line?: number;
  column?: number;
  offset?: number;
}

export interface SchemaCheck {
  /** The model, when it passed its meta-schema (cross-reference problems may remain). */
  model?: ModelSchema;
  problems: SchemaProblem[];
}

/**
 * The playground sees one file, not the registry: a `ref` to another model is checked by the
 * server when the schema is synced, so every model name counts as known here.
 */
const ANY_MODEL = { has: () => true } as unknown as ReadonlySet<string>;

function position(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1, offset };
}

function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n').slice(0, line - 1);
  return lines.reduce((sum, current) => sum + current.length + 1, 0) + column - 1;
}

/** Where a JSON.parse error points, from the wording of V8 (Chromium, Node) or Firefox. */
export function syntaxProblem(text: string, error: Error): SchemaProblem {
  const raw = error.message;
  const message = raw
    .replace(/^JSON\.parse: /, '')
    .replace(/ (in JSON )?at position \d+( \(line \d+ column \d+\))?/, '')
    .replace(/ at line \d+ column \d+ of the JSON data$/, '');
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  if (lineColumn) {
    const line = Number(lineColumn[1]);
    const column = Number(lineColumn[2]);
    return { source: 'syntax', message, line, column, offset: offsetOf(text, line, column) };
  }
  const at = /position (\d+)/.exec(raw);
  const offset = at ? Number(at[1]) : /end of (JSON )?(input|data)/i.test(raw) ? text.length : -1;
  return offset < 0
    ? { source: 'syntax', message }
    : { source: 'syntax', message, ...position(text, offset) };
}

function splitProblemLine(line: string): SchemaProblem {
  // Lines read `file#pointer: message`; this file has no name, so they start at '#'.
  const body = line.slice(line.indexOf('#') + 1);
  const colon = body.indexOf(': ');
  return { source: 'model', pointer: body.slice(0, colon), message: body.slice(colon + 2) };
}

/**
 * Checks the text of one model file as the server's registry would: JSON syntax, then the
 * model meta-schema (every error, with its JSON pointer), then the model's own cross-references.
 */
export function checkModelText(text: string, validate: ValidateFunction): SchemaCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problems: [syntaxProblem(text, error as Error)] };
  }
  const problems: SchemaProblem[] = [];
  const valid = validate(value) === true;
  for (const error of validate.errors ?? []) {
    const described = describeAjvError(error);
    if (!described) continue;
    const duplicate = problems.some(
      (seen) => seen.pointer === described.at && seen.message === described.message,
    );
    if (!duplicate)
      problems.push({ source: 'meta-schema', pointer: described.at, message: described.message });
  }
  if (!valid) return { problems };
  const model = value as ModelSchema;
  problems.push(...checkModel({ path: '', schema: model }, ANY_MODEL).map(splitProblemLine));
  return { model, problems };
}
