// permissions/README.md lists, per role of spec 6.2, the rights and workflow steps its daily work
// needs. This signs in as each demo user and compares what the server grants with that table, so
// the README and matrix.json, roles.json or a workflow cannot drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../src/engine/permissions/can';
import { mayTake } from '../../src/engine/permissions/transitions';
import { projectRoot } from '../../src/server/config';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { SPEC_ROLES } from '../helpers/spec-roles';

interface ReadmeRow {
  role: string;
  rights: Record<string, string[]>;
  steps: Record<string, string[]>;
}

/** "a: x, y; b: z" -> {a: [x, y], b: [z]}; "-" is nothing. */
function entries(cell: string): Record<string, string[]> {
  if (cell.trim() === '-') return {};
  return Object.fromEntries(
    cell.split(';').map((part) => {
      const [name, list = ''] = part.split(':');
      return [name?.trim() ?? '', list.split(',').map((item) => item.trim())];
    }),
  );
}

/** The rows of the README's "Rights per role" table. */
function readmeRows(): ReadmeRow[] {
  const text = readFileSync(path.join(projectRoot, 'permissions/README.md'), 'utf8');
  const section = text.split('## Rights per role')[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Role |'))
    .map((line) => {
      const [role = '', , rights = '', steps = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return { role, rights: entries(rights), steps: entries(steps) };
    });
}

const ROWS = readmeRows();

describe.each(dialectCases)(
  'permissions/README.md rights per role on $dialect',
  ({ make, skip }) => {
    const suite = useSeededApp({ make, skip });
    type Meta = {
      role: string;
      permissions: string[];
      rights: Record<string, string[]>;
    };
    const metas: Record<string, Meta> = {};

    beforeAll(async () => {
      if (skip) return;
      for (const role of SPEC_ROLES) {
        const { headers } = await signIn(suite.app, demoEmail(role));
        metas[role] = (await suite.app.inject({ method: 'GET', url: '/api/meta', headers })).json();
      }
    }, 60_000);

    it.skipIf(skip)('lists every role of spec 6.2 once', () => {
      expect(ROWS.map((row) => row.role).sort()).toEqual([...SPEC_ROLES].sort());
    });

    it.skipIf(skip).each(ROWS)('$role has the rights and steps the README gives it', (row) => {
      const meta = metas[row.role] as Meta;
      const granted = Object.fromEntries(
        Object.entries(meta.rights).filter(([, actions]) => actions.length > 0),
      );
      expect(granted).toEqual(row.rights);
      // Workflow steps: the transitions of every model this user may take, decided by the same
      // engine functions the transition route uses, over the user the server signed in.
      const { matrix, models } = suite.app.registry;
      const user = { id: 0, role: meta.role, permissions: meta.permissions };
      const steps: Record<string, string[]> = {};
      for (const [name, schema] of Object.entries(models)) {
        if (!schema.workflow || !can(user, matrix, name, 'detail')) continue;
        const mayEdit = can(user, matrix, name, 'edit');
        const taken = schema.workflow.transitions
          .filter((transition) => mayTake(transition, user, mayEdit))
          .map((transition) => transition.action ?? `to ${transition.to}`);
        if (taken.length > 0) steps[name] = taken;
      }
      expect(steps).toEqual(row.steps);
    });
  },
);
