// `auto` select options in a table's columns (schemas/README.md): an option only the server's
// rules set is refused when a person types it into a row, as it is in a field, with a 422 on
// `items[i].column` naming the row, the option and how it is set; a row that already holds it
// (the same stored row, by id) may be sent back with it unchanged. On both databases.
import { describe, expect, it } from 'vitest';
import type { AnyDb } from '../../src/server/models/any-db';
import { childTableName } from '../../src/server/models/table-plan';
import { dialectCases } from '../helpers/databases';
import { useFixtureModelApp } from '../helpers/fixture-model';
import { deliveryStateColumn } from '../unit/engine/registry/fixtures';

const PARCEL = {
  title: 'Parcel',
  groups: [{ id: 'main', name: 'Parcel' }],
  fields: {
    name: { type: 'text', label: 'Name', group: 'main' },
    items: {
      type: 'one_to_many',
      label: 'Items',
      group: 'main',
      columns: [
        { field: 'item', type: 'text', label: 'Item', required: true },
        deliveryStateColumn(),
      ],
    },
  },
  list: { columns: ['name'] },
};

const DELIVERED = 'State "Delivered" is set by the courier’s scan, not typed';

describe.each(dialectCases)('auto options in table columns on $dialect', ({ make, skip }) => {
  const suite = useFixtureModelApp({ make, skip }, 'parcel', PARCEL);
  const call = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method, url: `/api/models/parcel${path}`, headers: suite.nurse, payload });

  it.skipIf(skip)('refuses an auto option typed into a row, keeps one a row holds', async () => {
    const refused = await call('POST', '', {
      name: 'Ward 3 supplies',
      items: [
        { item: 'Gauze', state: 'Packed' },
        { item: 'Gloves', state: 'Delivered' },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      { field: 'items[1].state', message: `Items row 2: ${DELIVERED}` },
    ]);

    const made = await call('POST', '', {
      name: 'Ward 3 supplies',
      items: [{ item: 'Gauze', state: 'Packed' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const parcel = made.json();
    const changed = await call('PUT', `/${parcel.id}`, {
      version: parcel.version,
      items: [{ ...parcel.items[0], state: 'Delivered' }],
    });
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().details).toEqual([
      { field: 'items[0].state', message: `Items row 1: ${DELIVERED}` },
    ]);
  });

  it.skipIf(skip)('a row holding the option may be sent back with it', async () => {
    const made = await call('POST', '', { name: 'Theatre packs', items: [{ item: 'Drapes' }] });
    expect(made.statusCode, made.body).toBe(201);
    const parcel = made.json();
    // The server's own write (as a rule's would) sets the option on the stored row.
    await (suite.app.database.db as AnyDb)
      .updateTable(childTableName('parcel', 'items'))
      .set({ state: 'Delivered' })
      .where('id', '=', parcel.items[0].id)
      .execute();
    const stored = await suite.app.inject({
      method: 'GET',
      url: `/api/models/parcel/${parcel.id}`,
      headers: suite.nurse,
    });
    const held = stored.json();
    expect(held.items[0].state).toBe('Delivered');
    const resent = await call('PUT', `/${parcel.id}`, {
      version: held.version,
      name: 'Theatre packs (checked)',
      items: [...held.items, { item: 'Gowns', state: 'Delivered' }],
    });
    expect(resent.statusCode).toBe(422);
    expect(resent.json().details).toEqual([
      { field: 'items[1].state', message: `Items row 2: ${DELIVERED}` },
    ]);
    const kept = await call('PUT', `/${parcel.id}`, {
      version: held.version,
      name: 'Theatre packs (checked)',
      items: [...held.items, { item: 'Gowns', state: 'Packed' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().items.map((row: { state: string }) => row.state)).toEqual([
      'Delivered',
      'Packed',
    ]);
  });
});
