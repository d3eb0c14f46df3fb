import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROUTES, KNOWN_PAGES } from '../../../../src/engine/registry';
import type { LauncherScreen, MenuScreen } from '../../../../src/engine/registry/types';
import { build, field, fixture } from './fixtures';

describe('buildRegistry permission cross-references', () => {
  it('reports permission strings no role grants, wherever they are used', () => {
    const f = fixture();
    field(f.patient, 'insurer').permissions = ['Doctor', 'View Insurance'];
    f.patient.groups[1] = { id: 'billing', name: 'Billing', permissions: ['Billing'] };
    const visit = f.matrix.entities.visit;
    if (visit) visit.add = ['Doctor', 'Nurse'];
    if (f.visit.workflow)
      f.visit.workflow.transitions[0] = {
        from: 'Open',
        to: 'Closed',
        permissions: ['Close Visit'],
      };
    expect(build(f).problems).toEqual([
      'permissions/matrix.json#/entities/visit/add/1: unknown permission "Nurse"',
      'schemas/patient.json#/groups/1/permissions/0: unknown permission "Billing"',
      'schemas/patient.json#/fields/insurer/permissions/1: unknown permission "View Insurance"',
      'schemas/visit.json#/workflow/transitions/0/permissions/0: unknown permission "Close Visit"',
    ]);
  });

  it('accepts a role name, a granted permission string and Public Access', () => {
    const f = fixture();
    field(f.patient, 'insurer').permissions = ['Reception', 'View Billing', 'Public Access'];
    expect(build(f).problems).toEqual([]);
  });

  it('reports roles lists naming roles that do not exist (a permission string is not a role)', () => {
    const f = fixture();
    field(f.patient, 'has_insurance').roles = ['Reception', 'Cashier', 'Chat'];
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/has_insurance/roles/1: unknown role "Cashier"',
      'schemas/patient.json#/fields/has_insurance/roles/2: unknown role "Chat"',
    ]);
  });

  it('reports a matrix entity that has no model schema and is not a known page', () => {
    const f = fixture();
    const lists = { view: ['Doctor'], detail: [], add: [], edit: [], delete: [] };
    f.matrix.entities.ward = lists;
    f.matrix.entities.settings = lists;
    expect(build(f).problems).toEqual([
      'permissions/matrix.json#/entities/ward: entity "ward" has no model schema, is not a known page and no screen shows records under it',
    ]);
    expect(KNOWN_PAGES).toContain('settings');
  });

  it('still checks permissions against a roles.json that breaks its meta-schema', () => {
    const f = fixture();
    Object.assign(f.roles.roles, { Nurse: { permissions: ['Triage'] } });
    field(f.patient, 'insurer').permissions = ['Nurse', 'Triage', 'Anything'];
    expect(build(f).problems).toEqual([
      "permissions/roles.json#/roles/Nurse: must have required property 'description'",
      'schemas/patient.json#/fields/insurer/permissions/2: unknown permission "Anything"',
    ]);
  });

  it('skips permission checks while roles.json does not parse, so nothing floods the report', () => {
    const f = fixture();
    field(f.patient, 'insurer').permissions = ['Anything'];
    const problems = build(f, { 'permissions/roles.json': '{"roles": {' }).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^permissions\/roles\.json#: invalid JSON: /);
  });
});

describe('buildRegistry screen cross-references', () => {
  it('reports a menu route that resolves to no screen, model list or built-in route', () => {
    const f = fixture();
    const menu = f.menu as MenuScreen;
    menu.entries.push({ label: 'Wards', route: 'wards' });
    menu.entries[2]?.children?.push({ label: 'Beds', route: 'bed/l', entity: 'bed' });
    expect(build(f).problems).toEqual([
      'screens/menu.json#/entries/2/children/1/route: route "bed/l" does not resolve to a screen, a model list (<model>/l) or a built-in route',
      'screens/menu.json#/entries/2/children/1/entity: entity "bed" is not in the permission matrix',
      'screens/menu.json#/entries/3/route: route "wards" does not resolve to a screen, a model list (<model>/l) or a built-in route',
    ]);
  });

  it("names a model's list left without a label by the model's plural title", () => {
    const f = fixture();
    const menu = f.menu as MenuScreen;
    Object.assign(f.patient, { pluralTitle: 'Patients on file' });
    menu.entries.push({ route: 'patient/l' } as MenuScreen['entries'][number]);
    menu.entries[2]?.children?.push({ route: 'visit/l' } as MenuScreen['entries'][number]);
    const { problems, registry } = build(f);
    expect(problems).toEqual([]);
    const labelled = registry.screens.menu as MenuScreen;
    expect(labelled.entries[3]?.label).toBe('Patients on file');
    expect(labelled.entries[2]?.children?.[1]?.label).toBe('Visits');
    expect(labelled.entries[1]?.label).toBe('Patients');
  });

  it('reports a menu entry without a label that is no model list', () => {
    const f = fixture();
    (f.menu as MenuScreen).entries.push({ route: 'visits' } as MenuScreen['entries'][number]);
    expect(build(f).problems).toEqual([
      "screens/menu.json#/entries/3/label: a menu entry needs a label unless its route is a model's list (<model>/l)",
    ]);
  });

  it("reports a menu entry's permissions no role has or grants, naming the entry and what exists", () => {
    const f = fixture();
    const menu = f.menu as MenuScreen;
    menu.entries.push({
      label: 'Worklist',
      route: 'visits',
      permissions: ['Doctor', 'Radiologist'],
    });
    menu.entries[2]?.children?.push({
      route: 'visit/l',
      permissions: ['View Billing', 'Public Access', 'Bill'],
    } as MenuScreen['entries'][number]);
    const known =
      'use a role name (Doctor, Public Access, Reception) or a permission key a role grants (Chat, View Billing)';
    expect(build(f).problems).toEqual([
      `screens/menu.json#/entries/2/children/1/permissions/2: menu entry (route "visit/l") names unknown permission "Bill"; ${known}`,
      `screens/menu.json#/entries/3/permissions/1: menu entry "Worklist" (route "visits") names unknown permission "Radiologist"; ${known}`,
    ]);
  });

  it("skips menu permissions while roles.json does not parse, as the models' are", () => {
    const f = fixture();
    (f.menu as MenuScreen).entries.push({ label: 'X', route: 'visits', permissions: ['Nobody'] });
    const problems = build(f, { 'permissions/roles.json': '{"roles": {' }).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^permissions\/roles\.json#: invalid JSON: /);
  });

  it('resolves every built-in route of spec 2.1', () => {
    const f = fixture();
    const menu = f.menu as MenuScreen;
    menu.entries = BUILT_IN_ROUTES.map((route) => ({ label: route || 'Dashboard', route }));
    expect(build(f).problems).toEqual([]);
    expect(BUILT_IN_ROUTES).toContain('sync-db');
  });

  it('reports launcher cards and dashboard widgets whose entity is not in the matrix', () => {
    const f = fixture();
    const clinic = f.clinic as LauncherScreen;
    clinic.cards.push({ title: 'Beds', description: 'Beds.', entity: 'bed', route: 'visits' });
    const dashboard = {
      kind: 'dashboard',
      route: 'home',
      title: 'Home',
      widgets: [
        { kind: 'count', title: 'Patients', entity: 'patient', route: 'patient/l' },
        { kind: 'shortcut', title: 'Wards', entity: 'ward' },
      ],
    };
    expect(build(f, { 'screens/home.json': dashboard }).problems).toEqual([
      'screens/clinic.json#/cards/1/entity: entity "bed" is not in the permission matrix',
      'screens/home.json#/widgets/1/entity: entity "ward" is not in the permission matrix',
    ]);
  });

  it('lets an alias lead to a screen and refuses an alias another screen holds', () => {
    const f = fixture();
    const reports = {
      kind: 'dashboard',
      route: 'reports',
      aliases: ['kpi'],
      title: 'Reports',
      widgets: [],
    };
    const menu = f.menu as { entries: { label: string; route: string }[] };
    menu.entries.push({ label: 'KPI', route: 'kpi' });
    expect(build(f, { 'screens/reports.json': reports }).problems).toEqual([]);
    const clash = { ...reports, aliases: ['kpi', 'visits'] };
    expect(build(f, { 'screens/reports.json': clash }).problems).toEqual([
      'screens/visits.json#/route: route "visits" is also used by screens/reports.json',
    ]);
  });

  it('reports a page naming an unknown model and two screens on one route', () => {
    const f = fixture();
    Object.assign(f.visits, { model: 'encounter' });
    const twin = { kind: 'page', route: 'visits', title: 'Visits again' };
    expect(build(f, { 'screens/visits-2.json': twin }).problems).toEqual([
      'screens/visits.json#/route: route "visits" is also used by screens/visits-2.json',
      'screens/visits.json#/model: unknown model "encounter"',
    ]);
  });
});

describe('buildRegistry reports every problem in one run', () => {
  it('lists problems of every kind across files together, grouped by file', () => {
    const f = fixture();
    field(f.patient, 'mrn').group = 'nowhere';
    field(f.patient, 'age').formula = [{ type: 'field', target: 'dob' }];
    Object.assign(field(f.visit, 'status'), { type: 'dropdown' });
    f.matrix.entities.ward = { view: ['Matron'], detail: [], add: [], edit: [], delete: [] };
    (f.menu as MenuScreen).entries.push({ label: 'Wards', route: 'wards' });
    const { problems, registry } = build(f, { 'screens/broken.json': '{ kind: menu }' });
    expect(problems).toHaveLength(7);
    expect(problems).toEqual([
      'permissions/matrix.json#/entities/ward: entity "ward" has no model schema, is not a known page and no screen shows records under it',
      'permissions/matrix.json#/entities/ward/view/0: unknown permission "Matron"',
      'schemas/patient.json#/fields/mrn/group: unknown group "nowhere"',
      'schemas/patient.json#/fields/age/formula: the formula reads the unknown field "dob"',
      'schemas/visit.json#/fields/status/type: must be equal to one of the allowed values',
      expect.stringMatching(/^screens\/broken\.json#: invalid JSON: /),
      'screens/menu.json#/entries/3/route: route "wards" does not resolve to a screen, a model list (<model>/l) or a built-in route',
    ]);
    // What is valid still loads; the invalid visit schema is left out but still counts as a model.
    expect(Object.keys(registry.models)).toEqual(['patient']);
    expect(Object.keys(registry.screens).sort()).toEqual(['clinic', 'menu', 'visits']);
  });
});
