// A table's select cell offers an `auto` option (one only the server's rules set) only to a
// cell that already holds it, as the form's select widget does (engine offeredOptions); the
// server refuses one typed into a row (tests/api/auto-options-table.test.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellEditor } from '../../../src/client/widgets/table/CellEditor';
import { deliveryStateColumn } from '../engine/registry/fixtures';

// The parcel's State of tests/api/auto-options-table.test.ts: Delivered only the courier's scan sets.
const state = deliveryStateColumn();

const offered = (value: unknown) =>
  [
    ...renderToStaticMarkup(
      createElement(CellEditor, {
        column: state,
        value,
        label: 'State, row 1',
        invalid: false,
        onChange: () => undefined,
      }),
    ).matchAll(/<option value="([^"]*)"/g),
  ].map((match) => match[1]);

describe("a table's select cell and auto options", () => {
  it('offers the auto option only to a cell holding it', () => {
    expect(offered(undefined)).toEqual(['', 'Packed']);
    expect(offered('Packed')).toEqual(['', 'Packed']);
    expect(offered('Delivered')).toEqual(['', 'Packed', 'Delivered']);
  });
});
