import { describe, expect, it } from 'vitest';
import {
  ACTIONS_COLUMN_WIDTH,
  blankRow,
  cellValue,
  checkColumnsText,
  checkRowsText,
  columnChoices,
  columnTrack,
  DEFAULT_ADD_TEXT,
  EMPTY_TEXT,
  editableColumns,
  type GridColumn,
  missingRequired,
  nameField,
  optionLabel,
  requiredFieldsMessage,
  resolveColumns,
  visibleColumns,
} from '../../../src/client/grid/core';

const COLUMNS: GridColumn[] = [
  { field: 'code', headerName: 'Code', editable: false },
  { field: 'qty', headerName: 'Quantity', type: 'number', required: true, defaultValue: 1 },
  { field: 'name', headerName: 'Drug', required: true },
  { field: 'notes', headerName: 'Notes', multiline: true },
  { field: 'prn', headerName: 'As needed', type: 'checkbox' },
  { field: 'secret', hidden: true },
];
const BOTH = { editable: true, deletable: true };

describe('grid columns (spec 3.3, 9)', () => {
  it('applies the defaults: text type, header from the field, editable, grid text rows 3', () => {
    const [code, qty, name, notes] = resolveColumns(COLUMNS, BOTH);
    expect(code).toMatchObject({ type: 'text', editable: false, align: 'left' });
    expect(qty).toMatchObject({ type: 'number', editable: true, align: 'right' });
    expect(name?.headerName).toBe('Drug');
    expect(notes?.rows).toBe(3);
    expect(resolveColumns([{ field: 'plain' }], BOTH)[0]?.headerName).toBe('plain');
    expect(DEFAULT_ADD_TEXT).toBe('Add Item');
    expect(EMPTY_TEXT).toBe('No data found');
  });

  it('adds a 120 px actions column when rows can be edited or deleted, never twice', () => {
    const resolved = resolveColumns(COLUMNS, BOTH);
    expect(resolved.at(-1)).toMatchObject({ type: 'actions', width: ACTIONS_COLUMN_WIDTH });
    expect(ACTIONS_COLUMN_WIDTH).toBe(120);
    const given = resolveColumns([{ field: 'x' }, { field: 'do', type: 'actions' }], BOTH);
    expect(given.filter((c) => c.type === 'actions')).toHaveLength(1);
    expect(given[1]).toMatchObject({ field: 'do', width: 120, editable: false });
    const none = resolveColumns([{ field: 'x' }, { field: 'do', type: 'actions' }], {
      editable: false,
      deletable: false,
    });
    expect(none.map((c) => c.field)).toEqual(['x']);
  });

  it('hidden columns are kept for the data but not shown or edited', () => {
    const resolved = resolveColumns(COLUMNS, BOTH);
    expect(resolved.some((c) => c.field === 'secret')).toBe(true);
    expect(visibleColumns(resolved).some((c) => c.field === 'secret')).toBe(false);
    expect(editableColumns(resolved).map((c) => c.field)).toEqual(['qty', 'name', 'notes', 'prn']);
  });

  it('the name field is the first editable text column, `name` itself first', () => {
    expect(nameField(resolveColumns(COLUMNS, BOTH))).toBe('name');
    expect(nameField(resolveColumns([{ field: 'n', type: 'number' }, { field: 't' }], BOTH))).toBe(
      't',
    );
    expect(nameField(resolveColumns([{ field: 'n', type: 'number' }], BOTH))).toBe('n');
    expect(nameField(resolveColumns([{ field: 't', disabled: true }, { field: 'u' }], BOTH))).toBe(
      'u',
    );
  });

  it('widths: a fixed width, a flex share, or an equal share with a floor', () => {
    const [fixed, flexed, plain] = resolveColumns(
      [{ field: 'a', width: 90 }, { field: 'b', flex: 2 }, { field: 'c' }],
      BOTH,
    );
    expect(columnTrack(fixed as never)).toBe('90px');
    expect(columnTrack(flexed as never)).toBe('minmax(100px, 2fr)');
    expect(columnTrack(plain as never)).toBe('minmax(100px, 1fr)');
  });
});

describe('grid values and options', () => {
  it('valueGetter: a function of the row or a dotted path; a throwing getter shows nothing', () => {
    const row = { id: 1, first: 'Abebe', patient: { mrn: 'MRN-1' } };
    expect(cellValue(row, { field: 'first' })).toBe('Abebe');
    expect(cellValue(row, { field: 'x', valueGetter: (r) => `${r.first}!` })).toBe('Abebe!');
    expect(cellValue(row, { field: 'x', valueGetter: 'patient.mrn' })).toBe('MRN-1');
    expect(cellValue(row, { field: 'x', valueGetter: 'patient.none.deeper' })).toBeUndefined();
    const broken = () => {
      throw new Error('bad getter');
    };
    expect(cellValue(row, { field: 'x', valueGetter: broken })).toBeUndefined();
  });

  it('options are read through nameLabel and valueLabel', () => {
    const column = {
      options: [
        { code: 'PO', label: 'By mouth' },
        { code: 'IV', label: 'Intravenous' },
      ],
      nameLabel: 'label',
      valueLabel: 'code',
    };
    expect(columnChoices(column).map((c) => [c.value, c.name])).toEqual([
      ['PO', 'By mouth'],
      ['IV', 'Intravenous'],
    ]);
    expect(optionLabel(column, 'IV')).toBe('Intravenous');
    expect(optionLabel(column, 'XX')).toBeUndefined();
    expect(optionLabel({ options: [{ id: 1, name: 'One' }] }, '1')).toBe('One');
  });
});

describe('grid rows', () => {
  const resolved = resolveColumns(COLUMNS, BOTH);

  it('a blank row has the defaults and the unsaved flag, nothing for the actions column', () => {
    expect(blankRow(resolved, 7)).toEqual({ id: 7, isNewRecordDTable: true, qty: 1, prn: false });
  });

  it('required check: zero counts as filled, blank text and empty lists do not', () => {
    const missing = (row: Record<string, unknown>) =>
      missingRequired(row, resolved).map((c) => c.field);
    expect(missing({ qty: 0, name: 'x' })).toEqual([]);
    expect(missing({ qty: '', name: '  ' })).toEqual(['qty', 'name']);
    expect(
      missingRequired({ f: [] }, [{ field: 'f', type: 'files', required: true }]),
    ).toHaveLength(1);
    expect(requiredFieldsMessage(['Drug', 'Quantity'])).toBe(
      'Please fill in required fields: Drug, Quantity',
    );
  });
});

describe('pasted JSON (grid playground)', () => {
  it('accepts spec 3.3 columns and names each mistake', () => {
    expect(checkColumnsText('[{"field":"a","type":"number","width":80}]').problems).toEqual([]);
    expect(checkColumnsText('{').problems[0]).toMatch(/^Not valid JSON/);
    expect(checkColumnsText('{}').problems).toEqual(['The columns must be a JSON list']);
    expect(
      checkColumnsText('[{"type":"colour"},{"field":"a"},{"field":"a","width":-1}]').problems,
    ).toEqual([
      'Column 1: "field" is required',
      'Column 1: type must be one of text, number, date, checkbox, select, file, files, actions, custom',
      'Column 3: the field "a" is used twice',
      'Column 3: "width" must be a positive number',
    ]);
  });

  it('gives rows without an id the highest id plus one and refuses repeated ids', () => {
    expect(checkRowsText('[{"id":4},{"a":1},{"id":2}]').value?.map((r) => r.id)).toEqual([4, 5, 2]);
    expect(checkRowsText('[{"id":1},{"id":1}]').problems).toEqual(['The id 1 is used twice']);
    expect(checkRowsText('[1]').problems).toEqual(['Row 1: not an object']);
  });
});
