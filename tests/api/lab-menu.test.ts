// The laboratory's and radiology's pages reach each role through the menu (GET /api/meta), each
// entry shown only to those who may view its entity: the lab worklist, samples, results,
// released results, the catalogue, its groups and sample types, and the radiology results.
// Walking the app as each role, the worklist (lab_requests) was reachable only from a dashboard
// tile, and none of the other pages from anywhere but a typed address.
import { describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

interface Entry {
  label: string;
  route: string;
  children?: Entry[];
}

describe.each(dialectCases)('laboratory and radiology menus on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });

  const submenu = async (email: string, label: string) => {
    const { headers } = await signIn(suite.app, email);
    const response = await suite.app.inject({ method: 'GET', url: '/api/meta', headers });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().screens.menu.entries as Entry[];
    const found = entries.find((entry) => entry.label === label);
    return found?.children?.map((child) => `${child.label} ${child.route}`);
  };

  const LAB_STAFF = [
    'Lab Worklist lab_requests',
    'Lab Requests labRequest/l',
    'Lab Samples labSample/l',
    'Lab Results labResult/l',
    'Released Results testResult/l',
    'Test Catalogue test/l',
    'Laboratory Groups laboratoryGroup/l',
    'Sample Types laboratorySampleType/l',
  ];

  it.skipIf(skip)('gives the laboratory its worklist, samples, results and catalogue', async () => {
    expect(await submenu('lab-user@tena.demo', 'Laboratory')).toEqual(LAB_STAFF);
    expect(await submenu('lab-manager@tena.demo', 'Laboratory')).toEqual(LAB_STAFF);
  });

  it.skipIf(skip)('gives a doctor the released results, not the results at the bench', async () => {
    expect(await submenu('doctor@tena.demo', 'Laboratory')).toEqual(
      LAB_STAFF.filter((entry) => !entry.startsWith('Lab Results ')),
    );
  });

  it.skipIf(skip)(
    'gives radiology staff the radiology worklist first, lists named by plural titles',
    async () => {
      for (const email of [
        'radiologist@tena.demo',
        'radiology-user@tena.demo',
        'radiology-manager@tena.demo',
      ])
        expect((await submenu(email, 'Radiology'))?.[0], email).toBe(
          'Radiology Worklist radiology_worklist',
        );
      // Radiology Tests and Groups have no label in menu.json: the models' plural titles name them.
      expect(await submenu('radiology-manager@tena.demo', 'Radiology')).toEqual([
        'Radiology Worklist radiology_worklist',
        'Radiology Requests radiology_requests',
        'Radiology Results radiologyResult/l',
        'Radiology Tests radiologyTest/l',
        'Radiology Groups radiologyGroup/l',
      ]);
      const { headers } = await signIn(suite.app, 'pharmacist@tena.demo');
      const meta = (await suite.app.inject({ method: 'GET', url: '/api/meta', headers })).json();
      expect(JSON.stringify(meta.screens.menu)).not.toContain('radiology_worklist');
    },
  );

  it.skipIf(skip)(
    'shows the radiology worklist only to those who work it; the others may still read it',
    async () => {
      for (const email of ['doctor@tena.demo', 'radiology-cashier@tena.demo']) {
        const entries = await submenu(email, 'Radiology');
        expect(entries, email).toContain('Radiology Requests radiology_requests');
        expect(entries, email).not.toContain('Radiology Worklist radiology_worklist');
        // The route keeps its right (whoever may view radiology requests), as before.
        const { headers } = await signIn(suite.app, email);
        const read = await suite.app.inject({
          method: 'GET',
          url: '/api/radiology/worklist',
          headers,
        });
        expect(read.statusCode, `${email} ${read.body}`).toBe(200);
      }
    },
  );

  it.skipIf(skip)('gives radiology and the doctor the radiology results', async () => {
    for (const email of ['radiologist@tena.demo', 'doctor@tena.demo'])
      expect(await submenu(email, 'Radiology'), email).toContain(
        'Radiology Results radiologyResult/l',
      );
  });
});
