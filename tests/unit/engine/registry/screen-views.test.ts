import { describe, expect, it } from 'vitest';
import { screenView, screenViewAt } from '../../../../src/engine/permissions/screen-views';
import type { PageScreen, WaitingScreen } from '../../../../src/engine/registry/types';
import { build, fixture } from './fixtures';

const noRights = { view: [], detail: [], add: [], edit: [], delete: [] };

describe('screen views', () => {
  const f = fixture();
  const models = { visit: f.visit, patient: f.patient };
  const queue: WaitingScreen = {
    kind: 'waiting-screen',
    route: 'queue',
    title: 'Queue',
    model: 'visit',
    entity: 'visitQueue',
    filters: { status: 'Open' },
    columns: ['patient'],
  };

  it('are the page and waiting screens showing a model under an entity of their own', () => {
    expect(screenView(queue, models)).toEqual({
      route: 'queue',
      entity: 'visitQueue',
      model: 'visit',
      filters: { status: 'Open' },
      fields: ['patient'],
    });
    // Without columns of its own, a view shows the model's list columns.
    const page: PageScreen = {
      kind: 'page',
      route: 'p',
      title: 'P',
      model: 'patient',
      entity: 'x',
    };
    expect(screenView(page, models)?.fields).toEqual(['mrn', 'first_name']);
    // A page of its model's own entity, or of a model that does not exist, is no view.
    expect(screenView(f.visits, models)).toBeUndefined();
    expect(screenView({ ...page, model: 'ward' }, models)).toBeUndefined();
    expect(screenView(f.menu, models)).toBeUndefined();
    expect(screenViewAt({ screens: { queue, visits: f.visits }, models }, 'queue')?.entity).toBe(
      'visitQueue',
    );
    expect(
      screenViewAt({ screens: { queue, visits: f.visits }, models }, 'visits'),
    ).toBeUndefined();
  });

  it("give the matrix an entity of their own, and name only their model's fields", () => {
    const g = fixture();
    g.matrix.entities.visitQueue = { ...noRights, view: ['Reception'] };
    expect(build(g, { 'screens/queue.json': queue }).problems).toEqual([]);
    const bad = { ...queue, filters: { state: 'Open' }, columns: ['patient', 'bed'] };
    expect(build(g, { 'screens/queue.json': bad }).problems).toEqual([
      'screens/queue.json#/columns/1: model "visit" has no field "bed"',
      'screens/queue.json#/filters/state: model "visit" has no field "state"',
    ]);
  });
});

describe('buildRegistry: who may write may read', () => {
  it('reports a role that may add, edit or delete what it may not view or detail', () => {
    const f = fixture();
    f.matrix.entities.visit = {
      view: ['Doctor'],
      detail: ['Doctor'],
      add: ['Doctor', 'Reception'],
      edit: ['Chat'],
      delete: ['Doctor'],
    };
    expect(build(f).problems).toEqual([
      'permissions/matrix.json#/entities/visit/add: role "Reception" may add visit records but not view or detail them: give it view and detail too, or take it out of add',
      'permissions/matrix.json#/entities/visit/edit: role "Reception" may edit visit records but not view or detail them: give it view and detail too, or take it out of edit',
    ]);
  });

  it('accepts Public Access writing what it may not read (a public form, spec 6.1 contact)', () => {
    const f = fixture();
    f.matrix.entities.visit = {
      ...noRights,
      view: ['Doctor'],
      detail: ['Doctor'],
      add: ['Doctor', 'Public Access'],
      edit: ['Public Access'],
    };
    expect(build(f).problems).toEqual([]);
  });
});
