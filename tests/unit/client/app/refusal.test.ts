import { describe, expect, it } from 'vitest';
import type { Meta } from '../../../../src/client/app/meta/meta';
import {
  closedScreenRefusal,
  isRefusal,
  modelPathRefusal,
  pageRefusal,
  recordsRefusal,
  serverRefusal,
} from '../../../../src/client/app/meta/refusal';
import type { ModelSchema } from '../../../../src/engine/types';

// A Doctor's meta as GET /api/meta sends it (tests/api/role-dashboards.test.ts checks the
// server half): patients seen but not added, invoices and users not theirs at all.
const meta = {
  permissions: ['Doctor'],
  role: 'Doctor',
  home: '',
  rights: { patient: ['view', 'detail', 'edit'], labRequest: ['view', 'detail', 'add'] },
  models: {
    patient: { model: 'patient', title: 'Patient', fields: {} } as unknown as ModelSchema,
    labRequest: { model: 'labRequest', title: 'Lab Request', fields: {} } as unknown as ModelSchema,
  },
  screens: {},
  needs: {
    patient: {
      title: 'Patient',
      lacks: { add: ['Reception', 'Reception Manager'], delete: ['Reception Manager'] },
    },
    invoice: { title: 'Invoice', lacks: { view: ['Reception Cashier', 'Finance Head'] } },
    users: { title: 'Users', lacks: { view: ['Preferences'] } },
    emergency: { title: 'Emergency', lacks: { detail: [] } },
  },
  closedScreens: [
    { title: 'Invoices', routes: ['invoices'], permissions: ['Reception Cashier'] },
    { title: 'Waiting Screen', routes: ['waiting_screen'], permissions: ['Waiting Screen'] },
  ],
} as Meta;

describe('what the one refusal page says (issue 16 item 18)', () => {
  it('names the right on records and the permissions that grant it', () => {
    expect(recordsRefusal(meta, 'patient', 'add')).toEqual({
      sentence: 'Your role may not add Patient records.',
      permissions: ['Reception', 'Reception Manager'],
    });
    // A right no permission grants says so (an empty list), not nothing.
    expect(recordsRefusal(meta, 'emergency', 'detail')).toEqual({
      sentence: 'Your role may not open Emergency records.',
      permissions: [],
    });
  });

  it('names a page of its own entity by its title', () => {
    expect(pageRefusal(meta, 'users')).toEqual({
      sentence: 'Your role may not open Users.',
      permissions: ['Preferences'],
    });
  });

  it('finds a closed screen by its route, a waiting screen by its department address too', () => {
    expect(closedScreenRefusal(meta, 'invoices')).toEqual({
      sentence: 'Your role may not open Invoices.',
      permissions: ['Reception Cashier'],
    });
    expect(closedScreenRefusal(meta, 'waiting_screen/detail/3')?.sentence).toBe(
      'Your role may not open Waiting Screen.',
    );
    expect(closedScreenRefusal(meta, 'no_such_page')).toBeUndefined();
  });

  it('refuses a model path at its first model not the user’s; an unknown model is no refusal', () => {
    expect(modelPathRefusal(meta, ['patient', 'invoice'])).toEqual({
      sentence: 'Your role may not see Invoice records.',
      permissions: ['Reception Cashier', 'Finance Head'],
    });
    expect(modelPathRefusal(meta, ['patient', 'labRequest'])).toBeUndefined();
    // Not in the registry at all: the 404 page's, not a refusal.
    expect(modelPathRefusal(meta, ['spaceship'])).toBeUndefined();
  });

  it('takes the server’s word when the meta knows of no missing right', () => {
    // The meta says lab requests are the Doctor's; the server refused anyway (rights changed).
    const known = recordsRefusal(meta, 'labRequest', 'detail');
    expect(serverRefusal(known, 'You do not have permission to detail labRequest.')).toEqual({
      sentence: 'You do not have permission to detail labRequest.',
    });
    const invoice = recordsRefusal(meta, 'invoice', 'view');
    expect(serverRefusal(invoice, 'anything')).toBe(invoice);
    expect(isRefusal(403)).toBe(true);
    expect(isRefusal(404)).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
