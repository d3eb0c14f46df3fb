// The detail pages' print actions: a dispensing's Print label, a sale's Print receipt and a
// collected lab sample's Print label each open their print view in a new tab (PrintViewLink);
// a rejected sample's label is not offered.
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SampleLabelAction } from '../../../src/client/app/lab/SampleLabelAction';
import type { DetailExtraProps } from '../../../src/client/app/models/detail-extras';
import { DispensingLabelAction } from '../../../src/client/app/pharmacy/DispensingLabelAction';
import { SaleReceiptAction } from '../../../src/client/app/pharmacy/SaleReceiptAction';

function drawn(action: ComponentType<DetailExtraProps>, record: Record<string, unknown>) {
  // The actions read only the record; the meta is not theirs to look at.
  const props = { record, meta: {} } as unknown as DetailExtraProps;
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(action, props)));
}

describe('print actions', () => {
  it('opens a dispensing’s labels in a new tab', () => {
    const html = drawn(DispensingLabelAction, { id: 12 });
    expect(html).toContain('href="/admin/main/dispensings/label/12"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain('>Print label</a>');
  });

  it('opens a sale’s receipt in a new tab', () => {
    const html = drawn(SaleReceiptAction, { id: 7 });
    expect(html).toContain('href="/admin/main/pharmacy-sales/receipt/7"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('>Print receipt</a>');
  });

  it('offers a sample’s label only while it is collected', () => {
    expect(drawn(SampleLabelAction, { id: 3, status: 'Collected' })).toContain(
      'href="/admin/main/lab-samples/label/3"',
    );
    expect(drawn(SampleLabelAction, { id: 3, status: 'Rejected' })).toBe('');
  });
});
