/**
 * Columns of a model's list, from its schema (`list.columns`, spec 3.1 / DESIGN 3.1): each
 * named field becomes a read-only grid column of the matching type, labelled as in forms.
 */
import type { FieldSchema, ModelSchema } from '../../../engine/types';
import type { GridColumn, GridColumnType, GridOption } from '../core/types';

function columnType(field: FieldSchema | undefined): GridColumnType {
  switch (field?.type) {
    case 'number':
    case 'currency':
    case 'slider':
      return 'number';
    case 'date':
      return 'date';
    case 'checkbox':
      return 'checkbox';
    case 'file':
      return field.multiple ? 'files' : 'file';
    case 'files':
      return 'files';
    case 'select':
    case 'radio':
    case 'autocomplete':
      // Options named in the schema can be shown by name; a `ref` list holds record ids.
      return field.options?.length ? 'select' : 'text';
    default:
      return 'text';
  }
}

export function modelColumns(schema: ModelSchema): GridColumn[] {
  const names = schema.list?.columns ?? Object.keys(schema.fields).slice(0, 6);
  return names
    .filter((name) => name === 'id' || schema.fields[name])
    .map((name) => {
      const field = schema.fields[name];
      const type = columnType(field);
      return {
        field: name,
        headerName: field?.label ?? (name === 'id' ? 'ID' : name),
        type,
        editable: false,
        ...(type === 'select'
          ? { options: field?.options, nameLabel: field?.nameLabel, valueLabel: field?.valueLabel }
          : {}),
      };
    });
}

export interface ListFilter {
  field: string;
  label: string;
  options: GridOption[];
  nameLabel?: string;
  valueLabel?: string;
}

/** Filters offered above the list: its columns that pick from a fixed set of options. */
export function modelFilters(schema: ModelSchema): ListFilter[] {
  return (schema.list?.columns ?? []).flatMap((name) => {
    const field = schema.fields[name];
    if (!field || !['select', 'radio'].includes(field.type) || !field.options?.length) return [];
    if (field.multiple) return [];
    return [
      {
        field: name,
        label: field.label ?? name,
        options: field.options,
        nameLabel: field.nameLabel,
        valueLabel: field.valueLabel,
      },
    ];
  });
}
