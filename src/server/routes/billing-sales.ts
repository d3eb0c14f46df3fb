/**
 * The cash-up (`sales` page): money received in a day or shift, refunds subtracted, totalled
 * by cashier, cashier point and method, the entries behind each total, and the same as an
 * .xlsx. Open to whoever may view payments; holders of View All Sales (Cashier Manager,
 * Finance Head, Accountant) see every cashier, a cashier their own payments only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarDay } from '../../engine/format/dates';
import { holds } from '../../engine/permissions/access';
import {
  SALES_GROUPINGS,
  type SalesEntries,
  type SalesGrouping,
  type SalesQuery,
} from '../../engine/wire/sales';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import { refTitles } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';
import { type SalesPick, type SalesScope, salesEntries, salesLabels } from '../repositories/sales';
import { salesWorkbook } from '../spreadsheets/sales-workbook';
import { salesPeriod } from './billing-sales-period';
import { salesEntry, salesReport } from './billing-sales-report';
import { pagingProperties } from './paging';
import { RECORD_ID } from './record-id';

/** Holders see every cashier's cash-up; others their own. */
export const ALL_SALES_PERMISSION = 'View All Sales';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const periodProperties = {
  from: { type: 'string', minLength: 1, maxLength: 40 },
  to: { type: 'string', minLength: 1, maxLength: 40 },
  cashier: RECORD_ID,
} as const;

const querySchema = (extra: object = {}) => ({
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodProperties, ...extra },
  },
});

/** A total named by `by` and `key` ("" for none); 400 when the key cannot be one of it. */
function pickOf(by: SalesGrouping | undefined, key: string | undefined): SalesPick | undefined {
  if (!by) return undefined;
  if (key === undefined)
    throw new HttpError(400, 'BAD_SALES_TOTAL', `Name the ${by} total with "key" ("" for none).`, [
      { field: 'key', message: 'required with "by"' },
    ]);
  if (key === '') return { by, key: null };
  if (by === 'point') return { by, key };
  if (!/^[1-9][0-9]{0,9}$/.test(key))
    throw new HttpError(
      400,
      'BAD_SALES_TOTAL',
      `"${key}" is not a ${by === 'cashier' ? 'user' : 'payment method'} id: a ${by} total's key is a whole number ("" for none).`,
      [{ field: 'key', message: 'not an id' }],
    );
  return { by, key: Number(key) };
}

export async function billingSalesRoutes(app: FastifyInstance) {
  const db = () => app.database.reads as unknown as AnyDb;

  /** The period and whose money, refusing a cashier another cashier's cash-up. */
  async function scopeOf(request: FastifyRequest) {
    const query = request.query as SalesQuery;
    const auth = request.auth as AuthContext;
    const everyone = holds(auth.engineUser, ALL_SALES_PERMISSION);
    if (!everyone && query.cashier !== undefined && query.cashier !== auth.user.id) {
      await app.audit(request, {
        action: 'permission_denied',
        entity: 'payment',
        details: { action: 'sales', cashier: query.cashier, url: request.url.split('?')[0] },
      });
      throw new HttpError(
        403,
        'FORBIDDEN',
        `You may see only your own cash-up: another cashier's needs the ${ALL_SALES_PERMISSION} permission.`,
      );
    }
    const period = salesPeriod(query, app.clock());
    const scope: SalesScope = {
      from: period.from,
      to: period.to,
      cashier: everyone ? (query.cashier ?? null) : auth.user.id,
    };
    return { query, auth, everyone, period, scope };
  }

  /** Patients' titles for the entries, as the reader may see them. */
  async function patientTitles(request: FastifyRequest, patients: (number | null)[]) {
    const auth = request.auth as AuthContext;
    const titles = await refTitles(
      db(),
      app.models.runtime('payment').schema,
      patients.map((patient) => ({ patient })),
      {
        owner: { id: auth.user.id, email: auth.user.email, user: auth.engineUser },
        matrix: app.registry.matrix,
        runtime: (model) => app.models.runtime(model),
      },
    );
    return titles.patient ?? {};
  }

  const viewPayments = app.requirePermission('payment', 'view');

  app.get(
    '/billing/sales',
    { preHandler: viewPayments, schema: querySchema() },
    async (request) => {
      const { everyone, period, scope } = await scopeOf(request);
      return salesReport(db(), period, scope, everyone);
    },
  );

  app.get(
    '/billing/sales/entries',
    {
      preHandler: viewPayments,
      schema: querySchema({
        ...pagingProperties,
        by: { type: 'string', enum: [...SALES_GROUPINGS] },
        key: { type: 'string', maxLength: 100 },
      }),
    },
    async (request): Promise<SalesEntries> => {
      const { query, scope } = await scopeOf(request);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const { rows, total } = await salesEntries(db(), scope, pickOf(query.by, query.key), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const patients = await patientTitles(
        request,
        rows.map((row) => row.patient),
      );
      return { rows: rows.map((row) => salesEntry(row, patients)), total, page, pageSize };
    },
  );

  app.get(
    '/billing/sales.xlsx',
    { preHandler: viewPayments, schema: querySchema() },
    async (request, reply) => {
      const { everyone, period, scope } = await scopeOf(request);
      const report = await salesReport(db(), period, scope, everyone);
      const { rows } = await salesEntries(db(), scope);
      const patients = await patientTitles(
        request,
        rows.map((row) => row.patient),
      );
      const cashier = scope.cashier
        ? ((await salesLabels(db(), [scope.cashier], [])).users.get(scope.cashier) ??
          `User #${scope.cashier}`)
        : 'All cashiers';
      const bytes = await salesWorkbook(
        report,
        rows.map((row) => salesEntry(row, patients)),
        cashier,
      );
      const day = calendarDay(new Date(period.from), period.timeZone);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="cash-up-${day}.xlsx"`)
        .send(bytes);
    },
  );
}
