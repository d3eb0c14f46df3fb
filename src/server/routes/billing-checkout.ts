/**
 * `POST /api/billing/invoices`: the invoice dialog's "make the invoice" (spec 2.5). A cashier
 * bills a patient's unbilled charges at their point in one call: the invoice is created from
 * the charges and submitted in one transaction through the model service, so its rules price
 * it, bill the charges and lock it, or nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import { calendarDay } from '../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../engine/types';
import { ALL_POINTS, queueScope } from '../billing/queue-access';
import { HttpError, type Problem, validationFailed } from '../errors';
import { actorOf } from './model-access';
import { RECORD_ID } from './record-id';

/** The most charges one invoice takes in one call (a long admission's, many times over). */
export const CHECKOUT_MAX_CHARGES = 200;

interface CheckoutBody {
  patient: number;
  point: string;
  charges: number[];
  approval_number?: string;
}

export async function billingCheckoutRoutes(app: FastifyInstance) {
  app.post(
    '/billing/invoices',
    {
      preHandler: app.authenticate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['patient', 'point', 'charges'],
          properties: {
            patient: RECORD_ID,
            point: { type: 'string', enum: [...ALL_POINTS] },
            charges: {
              type: 'array',
              minItems: 1,
              maxItems: CHECKOUT_MAX_CHARGES,
              uniqueItems: true,
              items: RECORD_ID,
            },
            approval_number: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as CheckoutBody;
      const actor = actorOf(request);
      await app.assertCan(request, 'invoice', 'add');
      queueScope(actor.engineUser, app.registry.matrix, body.point);
      const problems: Problem[] = [];
      const items = [];
      for (const [index, chargeId] of body.charges.entries()) {
        const charge = await chargeOrUndefined(app, actor, chargeId);
        const field = `charges[${index}]`;
        if (!charge) problems.push({ field, message: `There is no charge with id ${chargeId}` });
        else if (charge.cashier_point !== body.point)
          problems.push({
            field,
            message: `Charge ${charge.charge_number} is collected at the ${charge.cashier_point} point, not ${body.point}`,
          });
        else items.push({ charge: chargeId, service: charge.service, quantity: charge.quantity });
      }
      if (problems.length > 0) throw validationFailed(problems);
      const invoice = await app.models.createAndMove(
        'invoice',
        actor,
        {
          patient: body.patient,
          // The hospital's day, as every date a person reads.
          invoice_date: calendarDay(app.clock(), DEFAULT_SETTINGS.timeZone),
          cashier_point: body.point,
          items,
          ...(body.approval_number?.trim() ? { approval_number: body.approval_number.trim() } : {}),
        },
        'Submitted',
      );
      return reply.status(201).send(invoice);
    },
  );
}

async function chargeOrUndefined(
  app: FastifyInstance,
  actor: ReturnType<typeof actorOf>,
  chargeId: number,
) {
  try {
    return await app.models.get('charge', actor, chargeId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}
