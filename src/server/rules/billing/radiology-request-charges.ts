/**
 * A radiology request charges its study (the service sharing the radiology test's code), from
 * its creation until it is cancelled; changing the test changes the charge (refused once the
 * first one is billed).
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { orderCharges } from './order-charges';
import { recordOf } from './prices';

async function studyCharge(ctx: RuleContext, request: RecordValues) {
  const test = await recordOf(ctx, 'radiologyTest', request.test);
  if (!test?.code) return [];
  const [service] = await ctx.records.find('service', { code: test.code, is_active: true });
  // A study the catalogue has no active service for is charged by hand, from the catalogue.
  return service ? [{ service: service.id as number }] : [];
}

export const radiologyRequestCharges = orderCharges({
  name: 'billing.radiology-request-charges',
  model: 'radiologyRequest',
  charges: (request) => request.status !== 'Cancelled',
  inputs: ['test'],
  wanted: studyCharge,
  label: (_ctx, request) => String(request.request_number),
});
