/**
 * A radiology study is charged through the Radiology `service` sharing its code
 * (billing.radiology-request-charges): saving a study keeps that service's code, name, price and
 * active flag in step, and refuses a code another study or another category's service holds
 * (billing/catalogue-service.ts says how, for every department's catalogue).
 */
import {
  type CatalogueKind,
  catalogueCodeProblems,
  keepCatalogueService,
} from '../billing/catalogue-service';
import type { ModelRule } from '../types';

export const RADIOLOGY_CATALOGUE: CatalogueKind = {
  model: 'radiologyTest',
  itemName: 'radiology test',
  category: 'Radiology',
  cashierPoint: 'Radiology',
  unit: 'Study',
  names: /radiolog|imaging/i,
  departmentCode: 'RAD',
};

export const radiologyTestService: ModelRule = {
  name: 'radiology.test-service',
  models: ['radiologyTest'],
  prepare(_ctx, change) {
    if (typeof change.after.code === 'string') change.after.code = change.after.code.trim();
    // A study added without saying otherwise is offered to the doctors' pickers.
    if (change.action === 'create' && change.after.is_active == null) change.after.is_active = true;
  },
  check: (ctx, change) => catalogueCodeProblems(ctx, RADIOLOGY_CATALOGUE, change),
  afterWrite: (ctx, change) => keepCatalogueService(ctx, RADIOLOGY_CATALOGUE, change),
};
