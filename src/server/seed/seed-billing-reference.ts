import {
  ACCOUNTS,
  BRANCHES,
  COMPANY,
  CURRENCIES,
  PAYERS,
  PAYMENT_METHODS,
  TAX_RATES,
} from './billing-reference';
import { SERVICE_PRICES, SERVICES } from './billing-services';
import { type Ensure, idsBy } from './seed-records';

/**
 * The demo hospital's billing reference data (billing-reference.ts, billing-services.ts),
 * written after its departments, which accounts and services belong to. Each model's records
 * are created in a fixed order, so a run cut short is finished by the next one.
 */

/** The models this seed writes, in the order it writes them. */
export const BILLING_MODELS = [
  'currency',
  'company',
  'branch',
  'taxRate',
  'account',
  'paymentMethod',
  'insuranceCompany',
  'service',
  'servicePrice',
] as const;

/** Whole birr as the API takes money: a decimal string with 2 digits. */
const birr = (amount: number) => amount.toFixed(2);

/** The id planned under `key`; a missing one is a mistake in the seed's own tables. */
function idOf(ids: ReadonlyMap<string | undefined, number>, key: string, table: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`billing seed: no ${table} "${key}"`);
  return id;
}

/** Seeds the billing reference data; answers the payers' ids by name (for insured patients). */
export async function seedBillingReference(
  ensure: Ensure,
  departmentIds: ReadonlyMap<string | undefined, number>,
): Promise<ReadonlyMap<string | undefined, number>> {
  const department = (code?: string) =>
    code === undefined ? null : idOf(departmentIds, code, 'department');

  const currencies = idsBy(
    CURRENCIES,
    await ensure('currency', CURRENCIES, (c) => c),
    (c) => c.code,
  );
  const { currencyCode, ...company } = COMPANY;
  const [companyId] = await ensure('company', [company], (c) => ({
    ...c,
    default_currency: idOf(currencies, currencyCode, 'currency'),
  }));
  await ensure('branch', BRANCHES, (branch) => ({ ...branch, company: companyId }));
  const taxRates = idsBy(TAX_RATES, await ensure('taxRate', TAX_RATES, (t) => t), (t) => t.code);

  const accounts = idsBy(
    ACCOUNTS,
    await ensure('account', ACCOUNTS, ({ departmentCode, parentCode, ...account }, earlier) => ({
      ...account,
      department: department(departmentCode),
      // Parents come first in ACCOUNTS, so a parent's id is among the earlier ones.
      parent_account:
        parentCode === undefined
          ? null
          : (earlier[ACCOUNTS.findIndex((a) => a.code === parentCode)] ?? null),
      is_active: true,
    })),
    (a) => a.code,
  );
  const account = (code: string) => idOf(accounts, code, 'account');

  await ensure('paymentMethod', PAYMENT_METHODS, ({ accountCode, ...method }) => ({
    ...method,
    account: account(accountCode),
    is_active: true,
  }));
  const payers = idsBy(
    PAYERS,
    await ensure('insuranceCompany', PAYERS, ({ memberPrefix: _, accountCode, ...payer }) => ({
      ...payer,
      receivable_account: account(accountCode),
      is_active: true,
    })),
    (p) => p.name,
  );
  const services = idsBy(
    SERVICES,
    await ensure('service', SERVICES, ({ departmentCode, taxCode, accountCode, ...service }) => ({
      ...service,
      price: birr(service.price),
      department: department(departmentCode),
      tax_rate: idOf(taxRates, taxCode, 'tax rate'),
      income_account: account(accountCode),
      is_active: true,
    })),
    (s) => s.code,
  );
  await ensure('servicePrice', SERVICE_PRICES, ({ serviceCode, payer, rate, valid_from }) => ({
    service: idOf(services, serviceCode, 'service'),
    payer: idOf(payers, payer, 'payer'),
    rate: birr(rate),
    valid_from,
  }));
  return payers;
}
