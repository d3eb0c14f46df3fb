/**
 * A lab request charges each of its tests (the Laboratory service named as the test, as the
 * catalogue names them), from its creation until it is cancelled; an update that adds or
 * removes tests adds or voids their charges (refused for a removed test already billed).
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { orderCharges } from './order-charges';

async function testCharges(ctx: RuleContext, request: RecordValues) {
  const tests = Array.isArray(request.tests) ? request.tests.map(String) : [];
  if (tests.length === 0) return [];
  const services = await ctx.records.find('service', {
    name: tests,
    category: 'Laboratory',
    is_active: true,
  });
  // A test the catalogue has no active service for is charged by hand, from the catalogue.
  return tests.flatMap((test) => {
    const service = services.find((s) => s.name === test);
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
