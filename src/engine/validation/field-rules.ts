import { ZONED_INSTANT } from '../format/dates';
import type { FieldSchema, FieldState } from '../types';
import { messages } from './messages';
import { hasItems, isBlank, numberFrom, richTextHasContent, textOf } from './values';

/** The outcome of checking one field: its error ('' when fine) and, for numbers, errorNV. */
export interface FieldVerdict {
  error: string;
  errorNV?: boolean;
}

export interface RuleInput {
  name: string;
  field: FieldSchema;
  label: string;
  state: FieldState | undefined;
  /** Another field's value (confirm_password compares with the field named by referName). */
  valueOf(field: string): unknown;
  /** Runs the field's custom check; undefined when it has none. */
  customCheck(value: unknown): boolean | undefined;
  /** What its failure says when the schema words it (`validateMessage`), else undefined. */
  checkMessage?(): string | undefined;
  /** Calendar date of a value as `yyyy-MM-dd`, or undefined when it is not a date. */
  isoDate(value: unknown): string | undefined;
}

const OK: FieldVerdict = { error: '' };
const DEFAULT_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const DEFAULT_NUMBER = /^[-+]?\d+(\.\d+)?$/;
const DEFAULT_CURRENCY = /^\d+(\.\d+)?$/;
const PASSWORD_MIN_LENGTH = 5;

/** A schema regex; a broken one never matches, so the field cannot be submitted silently. */
function patternOf(field: FieldSchema, fallback: RegExp): RegExp {
  if (!field.regex) return fallback;
  try {
    return new RegExp(field.regex);
  } catch {
    return /$^/;
  }
}

function inAllowed(field: FieldSchema, value: unknown): boolean {
  if (!field.allowedValues || field.allowedValues.length === 0) return true;
  return field.allowedValues.some((allowed) => textOf(allowed) === textOf(value));
}

function fail(field: FieldSchema, fallback: string): FieldVerdict {
  return { error: field.errorMessage || fallback };
}

function numeric(input: RuleInput, pattern: RegExp, required: boolean): FieldVerdict {
  const { field, label } = input;
  const value = input.state?.value;
  const text = textOf(value).replace(/,/g, '').trim();
  if (text === '') return required ? fail(field, messages.required(label)) : OK;
  const wellFormed = pattern.test(text) && inAllowed(field, text);
  if (!required && !wellFormed) {
    // A filled optional number is still checked; its custom check cannot pass on it either.
    return { ...fail(field, messages.notValid(label)), errorNV: field.validate !== undefined };
  }
  if (!wellFormed) return fail(field, messages.required(label));
  const n = numberFrom(text) as number;
  const outside =
    (field.minimum !== undefined && n < field.minimum) ||
    (field.maximum !== undefined && n > field.maximum);
  if (outside)
    return { error: messages.outOfRange(label, field.minimum, field.maximum, field.unit) };
  if (input.customCheck(n) === false)
    return { error: input.checkMessage?.() ?? messages.notValid(label), errorNV: true };
  return { error: '', errorNV: false };
}

function isMultiSelect(field: FieldSchema): boolean {
  return (field.type === 'select' || field.type === 'autocomplete') && field.multiple === true;
}

/**
 * Whether an optional field holds something to check. An unticked optional checkbox holds
 * nothing: "ticked" is its only rule, and it applies when required.
 */
function isFilled(field: FieldSchema, value: unknown): boolean {
  switch (field.type) {
    case 'checkbox':
      return false;
    case 'phone':
      return textOf(value).replace(/\D/g, '') !== '';
    case 'rich_text':
      return richTextHasContent(value);
    default:
      return hasItems(value);
  }
}

/**
 * Whether a field holds nothing a requirement accepts (`requiredWhen`): an unticked checkbox,
 * an empty list, blank text or rich text without words.
 */
export function lacksValue(field: FieldSchema, value: unknown): boolean {
  switch (field.type) {
    case 'checkbox':
      return !(value === true || value === 'true');
    case 'number':
    case 'currency':
      return textOf(value).replace(/,/g, '').trim() === '';
    default:
      return !isFilled(field, value);
  }
}

/**
 * Spec 5.3, one row per type, then the field's custom check (`validate`). Called for a field
 * the caller decided to check (visible, in a shown group, ticked in bulk mode). A number runs
 * its check inside its own rule (errorNV, spec 5.3); every other type once its value is of the
 * right form (an onset date after the visit date: the schema's errorMessage, else "{label} is
 * not valid"). A failed check says the schema's `validateMessage` first, for every type. An
 * empty optional field is not checked.
 */
export function checkField(input: RuleInput): FieldVerdict {
  const verdict = checkType(input);
  const { field } = input;
  if (verdict.error || field.validate === undefined) return verdict;
  if (field.type === 'number' || field.type === 'currency') return verdict;
  const value = input.state?.value;
  const holds = field.type === 'checkbox' ? !isBlank(value) : isFilled(field, value);
  if (!holds || input.customCheck(value) !== false) return verdict;
  const worded = input.checkMessage?.();
  return worded ? { error: worded } : fail(field, messages.notValid(input.label));
}

/**
 * Spec 5.3, one row per type. A required field is checked always (spec 5.2); an optional
 * one once it is filled, by the same rule: an optional email "abc@def" or a phone of two
 * digits would otherwise be stored as if it were right. Where the required wording would be
 * wrong for an optional field ("{label} is required"), a filled one reads "{label} is not valid".
 */
function checkType(input: RuleInput): FieldVerdict {
  const { field, label } = input;
  const required = field.required === true;
  const value = input.state?.value;
  switch (field.type) {
    case 'number':
      return numeric(input, patternOf(field, DEFAULT_NUMBER), required);
    case 'currency':
      return numeric(input, patternOf(field, DEFAULT_CURRENCY), required);
    case 'divider':
    case 'submit':
      return OK;
  }
  if (!required && !isFilled(field, value)) return OK;
  const wrong = required ? messages.required(label) : messages.notValid(label);
  switch (field.type) {
    case 'text': {
      const text = textOf(value);
      const matches = field.regex ? patternOf(field, /./).test(text) : text.trim() !== '';
      return matches && inAllowed(field, text) ? OK : fail(field, wrong);
    }
    case 'email':
      return patternOf(field, DEFAULT_EMAIL).test(textOf(value).trim())
        ? OK
        : fail(field, messages.email);
    case 'password': {
      const long = textOf(value).length >= PASSWORD_MIN_LENGTH;
      const ok = field.regex ? patternOf(field, /./).test(textOf(value)) : long;
      const message =
        field.validationProfile === 'field' ? messages.passwordField : messages.passwordForm;
      return ok ? OK : fail(field, message);
    }
    case 'confirm_password':
      return textOf(value) === textOf(input.valueOf(field.referName || 'password')) &&
        !isBlank(value)
        ? OK
        : fail(field, messages.passwordMismatch);
    case 'phone': {
      const digits = textOf(value).replace(/\D/g, '');
      const fallback = field.validationProfile === 'field' ? /^[79]\d{8}$/ : /^\d{6,11}$/;
      return patternOf(field, fallback).test(digits) ? OK : fail(field, messages.phone);
    }
    case 'radio':
      return !isBlank(value) && inAllowed(field, value) ? OK : fail(field, wrong);
    case 'checkbox':
      return value === true || value === 'true' ? OK : fail(field, messages.agree);
    case 'one_to_many':
      return hasItems(value) ? OK : fail(field, messages.addAtLeastOne(label));
    case 'file':
    case 'files':
    case 'collection':
      return hasItems(value) ? OK : fail(field, messages.required(label));
    case 'rich_text':
      return richTextHasContent(value) ? OK : fail(field, messages.required(label));
    case 'date':
    case 'datetime': {
      if (isBlank(value)) return fail(field, messages.required(label));
      const iso = input.isoDate(value);
      // A datetime needs its time too: a bare date is not yet a moment.
      const timed = field.type !== 'datetime' || ZONED_INSTANT.test(textOf(value).trim());
      if (!iso || !timed) return fail(field, messages.notValid(label));
      const early = field.minDate && iso < (input.isoDate(field.minDate) ?? '');
      const late = field.maxDate && iso > (input.isoDate(field.maxDate) ?? '\uffff');
      return early || late ? fail(field, messages.notValid(label)) : OK;
    }
  }
  if (isMultiSelect(field)) return hasItems(value) ? OK : fail(field, label);
  return isBlank(value) ? fail(field, messages.required(label)) : OK;
}
