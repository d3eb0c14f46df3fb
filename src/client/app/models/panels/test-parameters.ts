/**
 * What a lab request's chosen tests report, for the request form's panel (a panel such as CBC
 * brings its thirteen parameters): each test's parameters with their unit, or the options an
 * option parameter is read as, or "text".
 */
import type { StoredRecord } from '../record-api';

export interface ChosenParameter {
  code: string;
  name: string;
  /** "g/dL", "one of Negative, Positive", "text"; empty when a number has no unit. */
  reads: string;
}

export interface ChosenTest {
  id: number;
  title: string;
  parameters: ChosenParameter[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The test ids of the form's Tests rows, in order, each once (a row not yet picked is none). */
export function chosenTestIds(rows: unknown): number[] {
  const ids = (Array.isArray(rows) ? rows : [])
    .map((row) => Number((row as { test?: unknown } | null)?.test))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

function reads(parameter: Record<string, unknown>): string {
  if (parameter.kind === 'Option') {
    const options = text(parameter.options);
    return options ? `one of ${options}` : 'an option';
  }
  if (parameter.kind === 'Text') return 'text';
  return text(parameter.unit);
}

/** A catalogue test as the panel lists it. */
export function chosenTest(test: StoredRecord): ChosenTest {
  const code = text(test.code);
  const name = text(test.name);
  const rows = Array.isArray(test.parameters) ? (test.parameters as Record<string, unknown>[]) : [];
  return {
    id: test.id,
    title: [code, name].filter(Boolean).join(' ') || `Test ${test.id}`,
    parameters: rows.map((row) => ({
      code: text(row.code),
      name: text(row.name) || text(row.code),
      reads: reads(row),
    })),
  };
}
