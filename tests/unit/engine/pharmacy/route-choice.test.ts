import { describe, expect, it } from 'vitest';
import { routesAllowed } from '../../../../src/engine/pharmacy';

describe('routesAllowed', () => {
  it('gives an injection its catalogue route first, then IV, IM and SC', () => {
    expect(routesAllowed('Injection', 'SC')).toEqual(['SC', 'IV', 'IM']);
    expect(routesAllowed('Injection', 'IT')).toEqual(['IT', 'IV', 'IM', 'SC']);
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
