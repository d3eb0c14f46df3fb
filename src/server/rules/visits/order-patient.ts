/**
 * An order made from a visit carries the visit's patient: a lab or radiology request that names
 * a visit but no patient takes the visit's, before the engine checks it (the visit picker's
 * `refFilter` then holds by construction). One that names both keeps its patient, and the
 * picker's `refFilter` refuses another patient's visit with a 422 on the `visit` field.
 */
import { recordOf } from '../billing/prices';
import type { ModelRule } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const orderPatient: ModelRule = {
  name: 'visits.order-patient',
  models: ['labRequest', 'radiologyRequest'],

  async fill(ctx, order) {
    if (!isBlank(order.patient) || isBlank(order.visit)) return;
    const visit = await recordOf(ctx, 'visit', order.visit);
    if (visit) order.patient = visit.patient;
  },
};
