/**
 * A department's catalogue item (a radiology study, a laboratory test) is billed through the
 * `service` sharing its code: the order's charge rule charges that service (order-charges.ts).
 * Saving an item keeps one service of the catalogue's category in step with it, in the same
 * transaction: a new item makes its service, a renamed or repriced one changes it, a
 * deactivated or deleted item deactivates it (charges already made keep it), a restored or
 * reactivated one activates it again, and an item whose code changes takes its service along to
 * the new code. A code another item of the catalogue, or a service of another category, holds
 * is refused (422 on `code`).
 *
 * A new service is filed like the category's other services (the first active one's
 * department, tax rate and income account: the hospital's accounting choices); the first of its
 * category takes the exempt tax rate (medical services are VAT exempt, seed/billing-reference.ts)
 * and the Income account and department named for the department. Until billing has those, an
 * item has no service and its orders cannot charge it; `catchUpCatalogueServices`
 * (seed/catalogue-services.ts) gives those items their service at the server's next start.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { RecordChange, RuleContext } from '../types';

/** What a catalogue's services are, and how its items are named in messages. */
export interface CatalogueKind {
  /** The catalogue model (radiologyTest, test). */
  model: string;
  /** "radiology test": how a message calls one item. */
  itemName: string;
  /** The services' category, cashier point and unit (schemas/service.json). */
  category: string;
  cashierPoint: string;
  unit: string;
  /** How the department's own account and department record are named: /radiolog/i. */
  names: RegExp;
  /** The department record's code, when its name does not say it (RAD, LAB). */
  departmentCode: string;
  /** The item's field its service's price follows: `price` unless named (a product's `unit_price`). */
  priceField?: string;
}

const isOn = (value: unknown) => value === true || Number(value) === 1;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The first active record of `model` (records come by id) matching `where` and `also`. */
async function firstActive(
  ctx: RuleContext,
  model: string,
  where: Record<string, unknown>,
  also: (record: RecordValues) => boolean = () => true,
) {
  return (await ctx.records.find(model, { ...where, is_active: true }))
    .sort((a, b) => Number(a.id) - Number(b.id))
    .find(also);
}

/** Whether an account or department record is the kind's own (named for it, or its code). */
export function namedFor(kind: CatalogueKind): (record: RecordValues) => boolean {
  return (record) =>
    kind.names.test(text(record.name)) || text(record.code) === kind.departmentCode;
}

/** Where a new service of the kind is filed; undefined while billing cannot file one. */
async function filing(ctx: RuleContext, kind: CatalogueKind): Promise<RecordValues | undefined> {
  // Only the first: reading every service of the category for each new item made seeding the
  // 256-product formulary quadratic (3.3 s of the demo seed on SQLite).
  const [sibling] = await ctx.records.find(
    'service',
    { category: kind.category, is_active: true },
    { limit: 1 },
  );
  if (sibling)
    return {
      department: sibling.department ?? null,
      tax_rate: sibling.tax_rate,
      income_account: sibling.income_account,
    };
  const named = namedFor(kind);
  const taxRate = await firstActive(ctx, 'taxRate', { kind: 'Exempt' });
  const account = await firstActive(ctx, 'account', { account_type: 'Income' }, named);
  if (!taxRate || !account) return undefined;
  const department = await firstActive(ctx, 'department', {}, named);
  return { department: department?.id ?? null, tax_rate: taxRate.id, income_account: account.id };
}

/** The service a code names (of any category, or only the kind's), if there is one. */
export async function serviceOf(ctx: RuleContext, code: unknown, category?: string) {
  if (typeof code !== 'string' || code === '') return undefined;
  const found = await ctx.records.find('service', { code, ...(category ? { category } : {}) });
  return found.sort((a, b) => Number(a.id) - Number(b.id))[0];
}

/** `serviceOf` for several codes in one query: by code, the first service filed for it. */
export async function servicesOf(
  ctx: RuleContext,
  codes: readonly unknown[],
  category?: string,
): Promise<Map<string, RecordValues>> {
  const wanted = [...new Set(codes)].filter((c): c is string => typeof c === 'string' && c !== '');
  const byCode = new Map<string, RecordValues>();
  if (wanted.length === 0) return byCode;
  // By code alone, the category tested here: without planner statistics SQLite took the
  // category's index for both and read every service of the category (each Pharmacy product's)
  // to find the few codes.
  const found = await ctx.records.find('service', { code: wanted });
  // find answers in id order: the first of a code is the one serviceOf answers.
  for (const service of found)
    if ((!category || service.category === category) && !byCode.has(String(service.code)))
      byCode.set(String(service.code), service);
  return byCode;
}

/** The fields of `service` that differ from `wanted`. */
function differences(service: RecordValues, wanted: RecordValues): RecordValues {
  const changed: RecordValues = {};
  if (service.code !== wanted.code) changed.code = wanted.code;
  if (service.name !== wanted.name) changed.name = wanted.name;
  if (Number(service.price) !== Number(wanted.price)) changed.price = wanted.price;
  if (isOn(service.is_active) !== wanted.is_active) changed.is_active = wanted.is_active;
  return changed;
}

/** `check`: the item's code is its own, among the catalogue's items and the services. */
export async function catalogueCodeProblems(
  ctx: RuleContext,
  kind: CatalogueKind,
  change: RecordChange,
): Promise<Problem[]> {
  if (change.action === 'delete') return [];
  const code = text(change.after.code).trim();
  if (!code) return [];
  const twin = (await ctx.records.find(kind.model, { code })).find(
    (item) => Number(item.id) !== change.id,
  );
  if (twin)
    return [
      {
        field: 'code',
        message: `Code ${code} is already the ${kind.itemName} ${text(twin.name)}: each ${kind.itemName} has its own code`,
      },
    ];
  const holder = await serviceOf(ctx, code);
  if (!holder || holder.category === kind.category) return [];
  return [
    {
      field: 'code',
      message: `Code ${code} is the billing catalogue's ${text(holder.category).toLowerCase()} service ${text(holder.name)}: a ${kind.itemName}'s code names its ${kind.category} service, pick another`,
    },
  ];
}

/**
 * A new active service for `item`, filed as `filed` says (a department, tax rate and income
 * account): what `keepCatalogueService` creates, and what the start's catch-up creates for many
 * items at once (seed/catalogue-services.ts).
 */
export function newCatalogueService(
  kind: CatalogueKind,
  item: RecordValues,
  filed: RecordValues,
): RecordValues {
  return {
    code: item.code,
    name: item.name,
    price: item[kind.priceField ?? 'price'],
    is_active: true,
    department: filed.department ?? null,
    tax_rate: filed.tax_rate,
    income_account: filed.income_account,
    category: kind.category,
    cashier_point: kind.cashierPoint,
    unit: kind.unit,
  };
}

/** `afterWrite`: the item's service follows the item as stored. */
export async function keepCatalogueService(
  ctx: RuleContext,
  kind: CatalogueKind,
  change: RecordChange,
): Promise<void> {
  const item = change.after;
  const wanted: RecordValues = {
    code: item.code,
    name: item.name,
    price: item[kind.priceField ?? 'price'],
    is_active: change.action !== 'delete' && isOn(item.is_active),
  };
  // An item whose code changed takes its own service along (charges made keep pointing at it).
  const service =
    (await serviceOf(ctx, wanted.code, kind.category)) ??
    (change.before ? await serviceOf(ctx, change.before.code, kind.category) : undefined);
  if (service) {
    const changed = differences(service, wanted);
    if (Object.keys(changed).length > 0)
      await ctx.records.update('service', Number(service.id), changed);
    return;
  }
  if (!wanted.is_active) return;
  const filed = await filing(ctx, kind);
  if (!filed) return;
  await ctx.records.create('service', newCatalogueService(kind, item, filed));
}
