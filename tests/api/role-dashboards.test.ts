// Issue 16 items 17 and 18 through GET /api/meta on the shipped registry: dashboard tiles follow
// the right they lead to, every role's dashboard has its work on it (and its counts answer),
// and what a role may not open comes with the permissions that would open it.
import { describe, expect, it } from 'vitest';
import type { DashboardScreen } from '../../src/engine/registry/types';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { SPEC_ROLES } from '../helpers/spec-roles';

type Headers = Record<string, string>;

interface MetaAnswer {
  home: string;
  screens: Record<string, DashboardScreen | { kind: string; route?: string }>;
  needs: Record<string, { title: string; lacks: Record<string, string[]> }>;
  closedScreens: { title: string; routes: string[]; permissions: string[] }[];
}

describe.each(dialectCases)('role dashboards and refusals on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });

  async function metaOf(email: string) {
    const { headers } = await signIn(suite.app, email);
    const answer = await suite.app.inject({ method: 'GET', url: '/api/meta', headers });
    expect(answer.statusCode, email).toBe(200);
    return { headers, meta: answer.json() as MetaAnswer };
  }
  const dashboard = (meta: MetaAnswer, route = '') =>
    Object.values(meta.screens).find(
      (screen): screen is DashboardScreen => screen.kind === 'dashboard' && screen.route === route,
    );
  const titles = (screen: DashboardScreen | undefined, kind: 'count' | 'shortcut') =>
    (screen?.widgets ?? []).filter((w) => w.kind === kind).map((w) => w.title);

  it.skipIf(skip)('a shortcut shows only to those who may take its action', async () => {
    // Spec 6.3: Reception and Reception Manager add patients; a Doctor edits them, never adds.
    for (const role of ['Reception', 'Reception Manager'])
      expect(titles(dashboard((await metaOf(demoEmail(role))).meta), 'shortcut')).toContain(
        'Register Patient',
      );
    const doctor = dashboard((await metaOf(demoEmail('Doctor'))).meta);
    expect(titles(doctor, 'shortcut')).not.toContain('Register Patient');
    expect(titles(doctor, 'count')).toContain('Patients');
    // What the Doctor does add is there: lab requests and prescriptions.
    expect(titles(doctor, 'shortcut')).toEqual(
      expect.arrayContaining(['New Lab Request', 'New Prescription']),
    );
  });

  it.skipIf(skip)(
    "every staff role's dashboard shows its work, and each count it shows answers a total",
    async () => {
      // Public Access is the role of anyone not signed in: it has no dashboard work.
      const staff = SPEC_ROLES.filter((role) => role !== 'Public Access');
      for (const email of ['admin@tena.demo', ...staff.map(demoEmail)]) {
        const { headers, meta } = await metaOf(email);
        const screen = dashboard(meta);
        expect(screen?.widgets.length ?? 0, `${email}: an empty dashboard`).toBeGreaterThan(0);
        for (const widget of screen?.widgets ?? []) {
          if (widget.kind !== 'count') continue;
          const filters = Object.entries(widget.filters ?? {})
            .map(([field, value]) => `&filter[${field}]=${encodeURIComponent(value)}`)
            .join('');
          const list = await suite.app.inject({
            method: 'GET',
            url: `/api/models/${widget.entity}?pageSize=1${filters}`,
            headers: headers as Headers,
          });
          expect(list.statusCode, `${email}: ${widget.title} ${list.body}`).toBe(200);
          expect(typeof list.json().total).toBe('number');
        }
      }
    },
  );

  it.skipIf(skip)(
    'a dashboard that would only lead to one screen is skipped: its reader lands on that screen',
    async () => {
      // The Waiting Screen account's dashboard holds one shortcut, to its waiting screens.
      const screen = await metaOf(demoEmail('Waiting Screen'));
      expect(screen.meta.home).toBe('waiting_screen');
      expect(screen.meta.screens.menu).toMatchObject({ entries: [{ route: 'waiting_screen' }] });
      // Every other role's dashboard counts or offers more: they land on it, as before.
      const staff = SPEC_ROLES.filter(
        (role) => !['Public Access', 'Waiting Screen'].includes(role),
      );
      for (const email of ['admin@tena.demo', ...staff.map(demoEmail)]) {
        const { meta } = await metaOf(email);
        expect(meta.home, email).toBe('');
        const menu = meta.screens.menu as unknown as { entries: { route: string }[] };
        expect(
          menu.entries.map((entry) => entry.route),
          email,
        ).toContain('');
      }
    },
  );

  it.skipIf(skip)("the administrator's dashboard and reports are not empty", async () => {
    const { meta } = await metaOf('admin@tena.demo');
    expect(titles(dashboard(meta), 'count')).toEqual(
      expect.arrayContaining(['Departments', 'New Contact Messages']),
    );
    expect(titles(dashboard(meta), 'shortcut')).toEqual(
      expect.arrayContaining(['Users', 'Roles', 'Activities']),
    );
    expect(titles(dashboard(meta, 'reports'), 'count').length).toBeGreaterThan(0);
  });

  it.skipIf(skip)(
    'names the permissions that would open what a role may not, and nothing it may',
    async () => {
      const { meta } = await metaOf(demoEmail('Doctor'));
      // Spec 6.3: patients are added by Reception and Reception Manager.
      expect(meta.needs.patient).toEqual({
        title: 'Patient',
        lacks: { add: ['Reception', 'Reception Manager'], delete: ['Reception Manager'] },
      });
      expect(meta.needs.invoice?.lacks.view).toContain('Reception Cashier');
      expect(meta.needs.users?.title).toBe('Users');
      // Everything on lab requests is the Doctor's: no entry.
      expect(meta.needs).not.toHaveProperty('labRequest');
      const invoices = meta.closedScreens.find((s) => s.routes.includes('invoices'));
      expect(invoices?.title).toBe('Invoices');
      expect(invoices?.permissions).toContain('Finance Head');
      // A launcher opens with any of its cards' entities, showing those alone: the Doctor
      // reads the formulary in Inventory (issue 20), while the stock pages stay closed.
      const inventory = meta.screens.inventory as { cards?: { title: string }[] } | undefined;
      expect(inventory?.cards?.map((card) => card.title)).toEqual([
        'Products',
        'Units of Measurement',
        'Medicine Routes',
      ]);
      const stock = meta.closedScreens.find((s) => s.routes.includes('stock'));
      expect(stock?.permissions).toEqual(
        expect.arrayContaining(['Store Manager', 'Pharmacy Manager']),
      );
      // Screens the Doctor has are not listed as closed.
      expect(meta.closedScreens.some((s) => s.routes.includes('patients'))).toBe(false);
    },
  );
});
