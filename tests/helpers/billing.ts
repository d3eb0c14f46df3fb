import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';

/** A valid insurance company body (schemas/insuranceCompany.json) with the given overrides. */
export function insurerBody(
  receivableAccount: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Nyala Insurance S.C.',
    kind: 'Insurer',
    coverage_percent: 90,
    payment_terms_days: 30,
    receivable_account: receivableAccount,
    is_active: true,
    ...overrides,
  };
}

/**
 * Creates, as the Finance Head, a receivable account and `names.length` insurers booking to it;
 * answers the insurers' ids in order.
 */
export async function createInsurers(app: FastifyInstance, names: string[]): Promise<number[]> {
  const { headers } = await signIn(app, 'finance-head@tena.demo');
  const create = async (model: string, payload: Record<string, unknown>) =>
    (await createRecord(app, headers, model, payload)).id as number;
  const account = await create('account', {
    code: '1120',
    name: 'Insurer Receivables',
    account_type: 'Receivable',
    is_active: true,
  });
  const ids: number[] = [];
  for (const name of names)
    ids.push(await create('insuranceCompany', insurerBody(account, { name })));
  return ids;
}
