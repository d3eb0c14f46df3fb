/**
 * An operating room (`operationRoom`): its code trimmed and its own (422 on `code` naming the
 * room that has it), active unless it says otherwise, and its consumables taken from an OR
 * Store (422 on `warehouse` naming what the picked store is).
 */
import type { Problem } from '../../errors';
import type { ModelRule } from '../types';

const MODEL = 'operationRoom';

export const operatingRoom: ModelRule = {
  name: 'surgery.operating-room',
  models: [MODEL],

  fill(_ctx, values) {
    if (values.is_active === undefined || values.is_active === null) values.is_active = true;
    if (typeof values.code === 'string') values.code = values.code.trim();
  },

  prepare(_ctx, change) {
    if (typeof change.after.code === 'string') change.after.code = change.after.code.trim();
  },

  async check(ctx, change) {
    if (change.action === 'delete' || change.action === 'transition') return [];
    const problems: Problem[] = [];
    const code = change.after.code;
    if (code) {
      const other = (await ctx.records.find(MODEL, { code })).find(
        (room) => Number(room.id) !== change.id,
      );
      if (other)
        problems.push({
          field: 'code',
          message: `Code ${code} is already the operating room ${other.name}: each operating room has its own code`,
        });
    }
    const store = change.after.warehouse
      ? await ctx.records.get('wareHouse', Number(change.after.warehouse))
      : undefined;
    if (store && store.warehouse_type !== 'OR Store')
      problems.push({
        field: 'warehouse',
        message: `${store.name} is a ${store.warehouse_type}: an operating room's consumables come from an OR Store`,
      });
    return problems;
  },
};
