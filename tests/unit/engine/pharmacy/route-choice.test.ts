import { describe, expect, it } from 'vitest';
import { routesAllowed } from '../../../../src/engine/pharmacy';

describe('routesAllowed', () => {
  it('gives an injection its catalogue route first, then only the routes the product lists', () => {
    // Soluble insulin: SC, also IV (ketoacidosis) and IM.
    expect(routesAllowed('Injection', 'SC', ['IV', 'IM'])).toEqual(['SC', 'IV', 'IM']);
    // Isophane insulin and benzathine penicillin list none: never into a vein.
    expect(routesAllowed('Injection', 'SC')).toEqual(['SC']);
    expect(routesAllowed('Powder for injection', 'IM')).toEqual(['IM']);
    expect(routesAllowed('Injection', 'IT')).toEqual(['IT']);
    // An injection with no catalogue route and none listed judges nothing.
    expect(routesAllowed('Injection', null)).toBeUndefined();
  });

  it('keeps a tablet oral, or its own catalogue route (a sublingual nitrate)', () => {
    expect(routesAllowed('Tablet', 'PO')).toEqual(['PO']);
    expect(routesAllowed('Tablet', 'SL')).toEqual(['SL', 'PO']);
    expect(routesAllowed('Eye drops', null)).toEqual(['EYE']);
  });

  it('judges nothing for a form it does not know or none', () => {
    expect(routesAllowed('Not applicable', 'PO')).toBeUndefined();
    expect(routesAllowed(undefined, 'IV')).toBeUndefined();
  });
});
