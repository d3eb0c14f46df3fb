/**
 * A lab request charges each of its tests: one charge per row of `tests`, the active Laboratory
 * service whose code is the test's code (the catalogue keeps that service in step with the
 * test's price), from its creation until it is cancelled; an update that adds or removes tests
 * adds or voids their charges (refused for a removed test already billed).
 */
import type { RecordValues } from '../../models/model-runtime';
import { testRows } from '../laboratory/request-samples';
import type { RuleContext } from '../types';
import { orderCharges } from './order-charges';

async function testCharges(ctx: RuleContext, request: RecordValues) {
  const ids = testRows(request).map((row) => Number(row.test));
  if (ids.length === 0) return [];
  const tests = await ctx.records.getMany('test', [...new Set(ids)]);
  const codes = new Map(tests.map((test) => [Number(test.id), String(test.code)]));
  const services = await ctx.records.find('service', {
    code: [...new Set(codes.values())],
    category: 'Laboratory',
    is_active: true,
  });
  // A test the catalogue has no active service for is charged by hand, from the catalogue.
  return ids.flatMap((id) => {
    const service = services.find((s) => s.code === codes.get(id));
    return service ? [{ service: service.id as number }] : [];
  });
}

export const labRequestCharges = orderCharges({
  name: 'billing.lab-request-charges',
  model: 'labRequest',
  charges: (request) => request.status !== 'Cancelled',
  inputs: ['tests'],
  wanted: testCharges,
  label: (_ctx, request) => String(request.request_number),
});
