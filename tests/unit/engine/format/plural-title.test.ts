// What a list of a model's records is called (carried defect: list pages read "Radiology
// Request" above a list of them): the schema's pluralTitle, else its title made plural.
import { describe, expect, it } from 'vitest';
import { pluralOf, pluralTitle, pluralWord } from '../../../../src/engine/format';

describe('pluralWord', () => {
  it('adds -s to most words and keeps their case', () => {
    expect(pluralWord('Request')).toBe('Requests');
    expect(pluralWord('bed')).toBe('beds');
    expect(pluralWord('Day')).toBe('Days'); // a vowel before -y
  });

  it('turns a consonant and -y into -ies', () => {
    expect(pluralWord('Summary')).toBe('Summaries');
    expect(pluralWord('Category')).toBe('Categories');
    expect(pluralWord('history')).toBe('histories');
  });

  it('adds -es after -s, -x, -z, -ch and -sh sounds, and -is becomes -es', () => {
    expect(pluralWord('Branch')).toBe('Branches');
    expect(pluralWord('Box')).toBe('Boxes');
    expect(pluralWord('Wash')).toBe('Washes');
    expect(pluralWord('Class')).toBe('Classes');
    expect(pluralWord('Status')).toBe('Statuses');
    expect(pluralWord('Diagnosis')).toBe('Diagnoses');
    expect(pluralWord('Analysis')).toBe('Analyses');
  });

  it('keeps words already plural, acronyms take a small s, irregulars by their own word', () => {
    expect(pluralWord('Signs')).toBe('Signs');
    expect(pluralWord('Consumables')).toBe('Consumables');
    expect(pluralWord('ECG')).toBe('ECGs');
    expect(pluralWord('PACU')).toBe('PACUs');
    expect(pluralWord('CHILD')).toBe('CHILDREN');
    expect(pluralWord('Person')).toBe('People');
    expect(pluralWord('Staff')).toBe('Staff');
    expect(pluralWord('')).toBe('');
  });
});

describe('pluralOf', () => {
  it('makes the last word plural', () => {
    expect(pluralOf('Radiology Request')).toBe('Radiology Requests');
    expect(pluralOf('Discharge Summary')).toBe('Discharge Summaries');
    expect(pluralOf('Pre-anesthesia Assessment')).toBe('Pre-anesthesia Assessments');
    expect(pluralOf('CHF Follow-up Chart')).toBe('CHF Follow-up Charts');
    expect(pluralOf('Vital Signs')).toBe('Vital Signs');
    expect(pluralOf('  Patient ')).toBe('Patients');
  });

  it('makes the word before "of" plural', () => {
    expect(pluralOf('Unit of Measurement')).toBe('Units of Measurement');
    expect(pluralOf('Chart of Account')).toBe('Charts of Account');
  });

  it('leaves a title with no word as it is', () => {
    expect(pluralOf('2024')).toBe('2024');
  });
});

describe('pluralTitle', () => {
  it("takes the schema's pluralTitle where the rules would be wrong", () => {
    expect(pluralTitle({ title: 'Goods Received', pluralTitle: 'Goods Received' })).toBe(
      'Goods Received',
    );
    expect(pluralTitle({ title: 'Goods Received' })).toBe('Goods Receiveds');
    expect(pluralTitle({ title: 'Admission' })).toBe('Admissions');
    expect(pluralTitle({ title: 'Admission', pluralTitle: ' ' })).toBe('Admissions');
  });
});
