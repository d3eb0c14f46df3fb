/**
 * Reads what was typed for a parameter, as the entry form does while it is typed and the server
 * does before it stores it: a Number with at most the parameter's decimals and within what it
 * can possibly be (a count is never negative), an Option among its choices, any Text. A refusal
 * names the parameter and what would be right: "Potassium must be between 0 and 20 mmol/L".
 */
import { catalogueNumber, listOf } from './numbers';
import type { LabParameter } from './types';

export type ParameterReading =
  /** The value to store (trimmed; an option as the catalogue spells it) and, for a Number, its number. */
  | { value: string; number?: number; problem?: undefined }
  | { problem: string; value?: undefined; number?: undefined };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

const withUnit = (n: number, unit: string | null | undefined) => (unit ? `${n} ${unit}` : `${n}`);

function boundsProblem(parameter: LabParameter, n: number): string | undefined {
  const min = catalogueNumber(parameter.min_value);
  const max = catalogueNumber(parameter.max_value);
  const below = min !== undefined && n < min;
  const above = max !== undefined && n > max;
  if (!below && !above) return undefined;
  const unit = parameter.unit ? ` ${parameter.unit}` : '';
  if (min !== undefined && max !== undefined)
    return `${parameter.name} must be between ${min} and ${max}${unit}`;
  if (min !== undefined)
    return `${parameter.name} must be at least ${withUnit(min, parameter.unit)}`;
  return `${parameter.name} must be at most ${withUnit(max as number, parameter.unit)}`;
}

function readNumber(parameter: LabParameter, text: string): ParameterReading {
  if (!NUMBER.test(text)) {
    const unit = parameter.unit ? `, in ${parameter.unit}` : '';
    return { problem: `${parameter.name} must be a number${unit}` };
  }
  const n = Number(text);
  const decimals = catalogueNumber(parameter.decimals);
  const given = text.includes('.') ? (text.split('.')[1] ?? '').length : 0;
  if (decimals !== undefined && given > decimals) {
    return {
      problem:
        decimals === 0
          ? `${parameter.name} must be a whole number`
          : `${parameter.name} takes at most ${decimals} decimal${decimals === 1 ? '' : 's'}`,
    };
  }
  const outside = boundsProblem(parameter, n);
  if (outside) return { problem: outside };
  return { value: text, number: n };
}

function readOption(parameter: LabParameter, text: string): ParameterReading {
  const options = listOf(parameter.options);
  // Typed in another case ("negative") it is the same choice, stored as the catalogue spells it.
  const chosen = options.find((option) => option.toLowerCase() === text.toLowerCase());
  if (chosen !== undefined) return { value: chosen };
  return { problem: `${parameter.name} must be one of ${options.join(', ')}` };
}

/** The value to store, or what is wrong with it; a blank value is no value (`""`) and never wrong. */
export function readParameterValue(parameter: LabParameter, raw: unknown): ParameterReading {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
    return { problem: `${parameter.name} must be text or a number` };
  if (text === '') return { value: '' };
  if (parameter.kind === 'Number') return readNumber(parameter, text);
  if (parameter.kind === 'Option') return readOption(parameter, text);
  return { value: text };
}
