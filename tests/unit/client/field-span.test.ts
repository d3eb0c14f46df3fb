import { describe, expect, it } from 'vitest';
import { fieldSpan } from '../../../src/client/forms/field-span';

describe('the grid columns a field takes (spec 9: 12 columns, 6 on a full page)', () => {
  it('is the whole row without a span, at every width', () => {
    expect(fieldSpan({ type: 'text' }, 12, 'large')).toBe(12);
    expect(fieldSpan({ type: 'text' }, 6, 'medium')).toBe(6);
  });

  it('is the span on medium and large widths, scaled to a full page and rounded up', () => {
    expect(fieldSpan({ type: 'text', span: 4 }, 12, 'large')).toBe(4);
    expect(fieldSpan({ type: 'text', span: 4 }, 12, 'medium')).toBe(4);
    expect(fieldSpan({ type: 'text', span: 4 }, 6, 'large')).toBe(2);
    expect(fieldSpan({ type: 'text', span: 6 }, 6, 'medium')).toBe(3);
    expect(fieldSpan({ type: 'text', span: 3 }, 6, 'large')).toBe(2);
    expect(fieldSpan({ type: 'text', span: 1 }, 6, 'large')).toBe(1);
  });

  it('falls back to one column on small widths', () => {
    expect(fieldSpan({ type: 'text', span: 4 }, 12, 'small')).toBe(12);
    expect(fieldSpan({ type: 'text', span: 6 }, 6, 'small')).toBe(6);
  });
});
