// The lab request form's panel: a panel test brings its parameters (the words), each
// with its unit, the options it is read as, or "text", listed as the tests are picked.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenTestsList } from '../../../src/client/app/models/panels/LabTestParametersPanel';
import { chosenTest, chosenTestIds } from '../../../src/client/app/models/panels/test-parameters';
import type { StoredRecord } from '../../../src/client/app/models/record-api';

const electrolytes: StoredRecord = {
  id: 14,
  version: 1,
  code: 'ELEC',
  name: 'Serum Electrolytes',
  parameters: [
    { code: 'NA', name: 'Sodium', unit: 'mmol/L', kind: 'Number', decimals: 0 },
    { code: 'K', name: 'Potassium', unit: 'mmol/L', kind: 'Number', decimals: 1 },
  ],
};
const malaria: StoredRecord = {
  id: 9,
  version: 1,
  code: 'BF',
  name: 'Blood Film for Malaria Parasites',
  parameters: [
    { code: 'MP', name: 'Malaria parasites', kind: 'Option', options: 'Negative, Positive' },
    { code: 'SPECIES', name: 'Species', kind: 'Text' },
  ],
};

describe('the tests a lab request form has picked', () => {
  it('are its rows\u2019 tests in order, each once, rows not yet picked left out', () => {
    expect(chosenTestIds([{ test: 14 }, { test: '9' }, { test: null }, {}, { test: 14 }])).toEqual([
      14, 9,
    ]);
    expect(chosenTestIds(undefined)).toEqual([]);
    expect(chosenTestIds('14')).toEqual([]);
  });

  it('report their parameters with units, options or text', () => {
    expect(chosenTest(electrolytes)).toEqual({
      id: 14,
      title: 'ELEC Serum Electrolytes',
      parameters: [
        { code: 'NA', name: 'Sodium', reads: 'mmol/L' },
        { code: 'K', name: 'Potassium', reads: 'mmol/L' },
      ],
    });
    expect(chosenTest(malaria).parameters.map((p) => p.reads)).toEqual([
      'one of Negative, Positive',
      'text',
    ]);
  });

  it('are listed under a heading, each with how many parameters it brings', () => {
    const html = renderToStaticMarkup(
      createElement(ChosenTestsList, { tests: [chosenTest(electrolytes), chosenTest(malaria)] }),
    );
    const plain = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(plain).toContain('What the chosen tests report');
    expect(plain).toContain('ELEC Serum Electrolytes (2 parameters)');
    expect(plain).toContain('Potassium , mmol/L');
    expect(plain).toContain('Malaria parasites , one of Negative, Positive');
    expect(html).toMatch(/<section aria-labelledby="([^"]+)".*<h3 id="\1"/);
    // Nothing is drawn before a test is picked, but the live region is there to announce it.
    expect(renderToStaticMarkup(createElement(ChosenTestsList, { tests: [] }))).toBe(
      '<div aria-live="polite"></div>',
    );
  });
});
