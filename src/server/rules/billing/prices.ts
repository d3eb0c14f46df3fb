/**
 * What a service costs a payer: the payer's price (servicePrice, the latest valid on the day)
 * where it has one, otherwise the service's cash price.
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { cents } from './money';

export async function priceCents(
  ctx: RuleContext,
  service: RecordValues,
  payer: number | null,
  day: string,
): Promise<number> {
  if (payer !== null) {
    const prices = await ctx.records.find('servicePrice', { service: service.id, payer });
    const valid = prices
      .filter((price) => !price.valid_from || String(price.valid_from).slice(0, 10) <= day)
      .sort((a, b) => String(b.valid_from ?? '').localeCompare(String(a.valid_from ?? '')));
    if (valid[0]) return cents(valid[0].rate);
  }
  return cents(service.price);
}

/** The record an id names, or a problem-free undefined when the id is empty. */
export async function recordOf(ctx: RuleContext, model: string, id: unknown) {
  if (id === null || id === undefined || id === '') return undefined;
  return ctx.records.get(model, Number(id));
}

/** "2026-11-25": the write's day (UTC) for prices and dates the server fills. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The insurer or credit company a patient's insurance names, when they are insured. */
export function patientPayer(patient: RecordValues | undefined): number | null {
  if (!patient?.has_insurance || !patient.insurer) return null;
  return Number(patient.insurer);
}
