import { assign, emit, fromPromise, setup } from 'xstate';
import { isEmptyCell } from '../engine/format/grid';

/**
 * One data-grid row's modes (spec 4): view and edit. Edit starts from the edit action; Save
 * returns to view and is blocked while a required column is empty (zero counts as filled);
 * Cancel discards the pending changes, and deletes a new row that was never saved. Storing the
 * saved row is the `saveRow` actor, so a server-backed grid swaps it with `machine.provide`.
 */
export type RowValues = Record<string, unknown>;

export interface RequiredColumn {
  field: string;
  /** The column's header, for the spec 5.5 alert. */
  label: string;
}

export interface GridRowInput {
  row: RowValues;
  required?: readonly RequiredColumn[];
  /** An added row not saved yet (spec 3.3 `isNewRecordDTable`). */
  isNew?: boolean;
  /** A new row starts in edit mode; an existing one in view mode. */
  mode?: 'view' | 'edit';
}

export interface GridRowContext {
  /** The row as last saved. */
  row: RowValues;
  /** The row with the pending edits. */
  draft: RowValues;
  isNew: boolean;
  required: readonly RequiredColumn[];
  /** Required fields found empty by the last blocked save (cleared as they are filled). */
  missing: string[];
  /** Why the last save failed, when the save actor refused it. */
  error?: string;
  startMode: 'view' | 'edit';
}

export type GridRowEvent =
  | { type: 'EDIT' }
  | { type: 'CHANGE'; field: string; value: unknown }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  /** Spec 4: confirming a delete resets every row to view mode. */
  | { type: 'RESET' };

export type GridRowEmitted =
  | { type: 'blocked'; missing: RequiredColumn[] }
  | { type: 'saved'; row: RowValues }
  | { type: 'discarded' };

const emptyRequired = (context: GridRowContext) =>
  context.required.filter((column) => isEmptyCell(context.draft[column.field]));

export const gridRowMachine = setup({
  types: {
    context: {} as GridRowContext,
    events: {} as GridRowEvent,
    input: {} as GridRowInput,
    emitted: {} as GridRowEmitted,
  },
  actors: {
    /** Stores the saved row; resolves with the row as stored. */
    saveRow: fromPromise<RowValues, { row: RowValues; isNew: boolean }>(
      async ({ input }) => input.row,
    ),
  },
  guards: {
    startsInEdit: ({ context }) => context.startMode === 'edit',
    requiredFilled: ({ context }) => emptyRequired(context).length === 0,
    isNew: ({ context }) => context.isNew,
  },
  actions: {
    beginDraft: assign(({ context }) => ({ draft: { ...context.row }, missing: [] })),
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        draft: { ...context.draft, [event.field]: event.value },
        missing: context.missing.filter((field) => field !== event.field),
      };
    }),
    markMissing: assign(({ context }) => ({
      missing: emptyRequired(context).map((column) => column.field),
    })),
    emitBlocked: emit(({ context }) => ({
      type: 'blocked' as const,
      missing: emptyRequired(context),
    })),
    discardDraft: assign(({ context }) => ({ draft: { ...context.row }, missing: [] })),
    emitDiscarded: emit({ type: 'discarded' as const }),
  },
}).createMachine({
  id: 'gridRow',
  context: ({ input }) => ({
    row: { ...input.row },
    draft: { ...input.row },
    isNew: input.isNew ?? false,
    required: input.required ?? [],
    missing: [],
    startMode: input.mode ?? (input.isNew ? 'edit' : 'view'),
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsInEdit', target: 'edit' }, { target: 'view' }],
    },
    view: {
      on: { EDIT: { target: 'edit', actions: 'beginDraft' } },
    },
    edit: {
      on: {
        CHANGE: { actions: 'setValue' },
        SAVE: [
          { guard: 'requiredFilled', target: 'saving' },
          { actions: ['markMissing', 'emitBlocked'] },
        ],
        CANCEL: [
          { guard: 'isNew', target: 'discarded' },
          { target: 'view', actions: 'discardDraft' },
        ],
        RESET: [
          { guard: 'isNew', target: 'discarded' },
          { target: 'view', actions: 'discardDraft' },
        ],
      },
    },
    saving: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'saveRow',
        input: ({ context }) => ({ row: context.draft, isNew: context.isNew }),
        onDone: {
          target: 'view',
          actions: [
            assign(({ event }) => ({
              row: event.output,
              draft: event.output,
              isNew: false,
              missing: [],
            })),
            emit(({ event }) => ({ type: 'saved' as const, row: event.output })),
          ],
        },
        onError: {
          target: 'edit',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    discarded: { type: 'final', entry: 'emitDiscarded' },
  },
});
