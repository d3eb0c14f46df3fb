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
  if (payer === null) return cents(service.price);
  return rateCents(
    service,
    await ctx.records.find('servicePrice', { service: service.id, payer }),
    day,
  );
}

/** The rate among one payer's prices of `service` (the latest valid on `day`), else its cash price. */
export function rateCents(service: RecordValues, payerPrices: RecordValues[], day: string): number {
  const valid = payerPrices
    .filter((price) => !price.valid_from || String(price.valid_from).slice(0, 10) <= day)
    .sort((a, b) => String(b.valid_from ?? '').localeCompare(String(a.valid_from ?? '')));
  return valid[0] ? cents(valid[0].rate) : cents(service.price);
}

/**
 * `priceCents` of several services and payers at once: the payers' prices read in one query
 * per payer. Answers a rate (in cents) by `payerKey(service id, payer)`.
 */
export async function pricesCents(
  ctx: RuleContext,
  wanted: readonly { service: RecordValues; payer: number | null }[],
  day: string,
): Promise<Map<string, number>> {
  const services = new Map<number | null, Map<number, RecordValues>>();
  for (const { service, payer } of wanted) {
    const ofPayer = services.get(payer) ?? new Map<number, RecordValues>();
    ofPayer.set(Number(service.id), service);
    services.set(payer, ofPayer);
  }
  const rates = new Map<string, number>();
  for (const [payer, ofPayer] of services) {
    // By service alone, the payer tested here: a service has a price or two per payer, while
    // an insurer may price thousands of services, whose index SQLite took without statistics.
    const prices =
      payer === null
        ? []
        : await ctx.records.find('servicePrice', { service: [...ofPayer.keys()] });
    for (const [id, service] of ofPayer) {
      const own = prices.filter(
        (price) => Number(price.service) === id && Number(price.payer) === payer,
      );
      rates.set(payerKey(id, payer), rateCents(service, own, day));
    }
  }
  return rates;
}

export const payerKey = (service: number, payer: number | null) => `${service}:${payer ?? 'cash'}`;

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
