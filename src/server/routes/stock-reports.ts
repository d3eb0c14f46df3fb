/**
 * The stock page's reports, each also as .xlsx (`<report>.xlsx`), for whoever may view stock
 * quantities (the matrix's `quantity`: stores, pharmacy, laboratory and finance), narrowed to
 * one warehouse with `?warehouse=`:
 * - `GET /api/stock/on-hand?warehouse=&product=&page=&pageSize=`: products on hand with their
 *   batches, expiry and cost, a page of product-and-warehouse rows at a time;
 * - `GET /api/stock/below-reorder`: products at or below their reorder level, stock or none;
 * - `GET /api/stock/expiring?days=90`: batches holding stock expiring within the days (expired
 *   ones flagged);
 * - `GET /api/stock/value`: each batch at cost, summed per warehouse and in total; it needs
 *   the right to see a batch's unit cost, which the others leave out for those without it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import { DEFAULT_SETTINGS } from '../../engine/types';
import {
  EXPIRING_DEFAULT_DAYS,
  EXPIRING_MAX_DAYS,
  type StockOnHand,
} from '../../engine/wire/stock-reports';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import type { AuthContext } from '../plugins/auth';
import { onHandPage, stockBatches } from '../repositories/stock-balances';
import { warehouseNameOf } from '../repositories/stock-names';
import { belowReorder } from '../repositories/stock-reorder';
import {
  belowReorderWorkbook,
  expiringWorkbook,
  onHandWorkbook,
  type SheetHeading,
  valueWorkbook,
  XLSX_TYPE,
} from '../spreadsheets/stock-workbooks';
import { pagingProperties } from './paging';
import { RECORD_ID } from './record-id';
import { expiringReport, hospitalDay, onHandRows, valueReport } from './stock-report-data';

const querySchema = (extra: object = {}) => ({
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { warehouse: RECORD_ID, ...extra },
  },
});
const DAYS = { days: { type: 'integer', minimum: 0, maximum: EXPIRING_MAX_DAYS } };

interface StockQuery {
  warehouse?: number;
  product?: number;
  days?: number;
  page?: number;
  pageSize?: number;
}

/** The warehouse's name, or 400 when no warehouse has that id. */
export async function warehouseName(db: AnyDb, warehouse: number | undefined): Promise<string> {
  if (!warehouse) return 'All warehouses';
  const name = await warehouseNameOf(db, warehouse);
  if (name === undefined)
    throw new HttpError(400, 'UNKNOWN_WAREHOUSE', `No warehouse has id ${warehouse}.`, [
      { field: 'warehouse', message: 'choose one of the warehouses' },
    ]);
  return name;
}

/** Sends a report workbook named after the report and the day. */
export function sendWorkbook(reply: FastifyReply, name: string, at: Date, bytes: Buffer) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}-${hospitalDay(at)}.xlsx"`)
    .send(bytes);
}

export async function stockReportRoutes(app: FastifyInstance) {
  const db = () => app.database.reads as unknown as AnyDb;
  const viewStock = app.requirePermission('quantity', 'view');
  const seesCost = (request: FastifyRequest) =>
    mayAccessFieldNamed(
      app.models.runtime('quantity').schema,
      'unit_cost',
      (request.auth as AuthContext).engineUser,
    );
  const heading = async (request: FastifyRequest, title: string): Promise<SheetHeading> => ({
    title,
    warehouseName: await warehouseName(db(), (request.query as StockQuery).warehouse),
    at: app.clock(),
    timeZone: DEFAULT_SETTINGS.timeZone,
  });

  app.get(
    '/stock/on-hand',
    { preHandler: viewStock, schema: querySchema({ product: RECORD_ID, ...pagingProperties }) },
    async (request): Promise<StockOnHand> => {
      const { warehouse, product, page = 1, pageSize = 25 } = request.query as StockQuery;
      await warehouseName(db(), warehouse);
      const { batches, total } = await onHandPage(
        db(),
        { warehouse, product },
        (page - 1) * pageSize,
        pageSize,
      );
      return {
        warehouse: warehouse ?? null,
        rows: onHandRows(batches, seesCost(request)),
        total,
        page,
        pageSize,
      };
    },
  );
  app.get(
    '/stock/on-hand.xlsx',
    { preHandler: viewStock, schema: querySchema() },
    async (request, reply) => {
      const sheet = await heading(request, 'Stock on Hand');
      const { warehouse } = request.query as StockQuery;
      const rows = onHandRows(await stockBatches(db(), { warehouse }), seesCost(request));
      return sendWorkbook(reply, 'stock-on-hand', sheet.at, await onHandWorkbook(sheet, rows));
    },
  );

  app.get(
    '/stock/below-reorder',
    { preHandler: viewStock, schema: querySchema() },
    async (request) => {
      const { warehouse } = request.query as StockQuery;
      await warehouseName(db(), warehouse);
      return { warehouse: warehouse ?? null, rows: await belowReorder(db(), warehouse ?? null) };
    },
  );
  app.get(
    '/stock/below-reorder.xlsx',
    { preHandler: viewStock, schema: querySchema() },
    async (request, reply) => {
      const sheet = await heading(request, 'Below Reorder Level');
      const rows = await belowReorder(db(), (request.query as StockQuery).warehouse ?? null);
      return sendWorkbook(
        reply,
        'below-reorder',
        sheet.at,
        await belowReorderWorkbook(sheet, rows),
      );
    },
  );

  const expiring = (request: FastifyRequest) => {
    const { warehouse, days = EXPIRING_DEFAULT_DAYS } = request.query as StockQuery;
    return expiringReport(db(), { warehouse }, app.clock(), days, seesCost(request));
  };
  app.get(
    '/stock/expiring',
    { preHandler: viewStock, schema: querySchema(DAYS) },
    async (request) => {
      await warehouseName(db(), (request.query as StockQuery).warehouse);
      return expiring(request);
    },
  );
  app.get(
    '/stock/expiring.xlsx',
    { preHandler: viewStock, schema: querySchema(DAYS) },
    async (request, reply) => {
      const report = await expiring(request);
      const sheet = await heading(request, `Expiring within ${report.days} days`);
      return sendWorkbook(reply, 'expiring', sheet.at, await expiringWorkbook(sheet, report));
    },
  );

  /** The value needs the batches' costs: 403 for a reader who may not see them. */
  const value = async (request: FastifyRequest) => {
    if (!seesCost(request)) {
      await app.audit(request, { action: 'permission_denied', entity: 'quantity' });
      throw new HttpError(403, 'FORBIDDEN', 'You may not see stock costs, so not its value.');
    }
    return valueReport(db(), { warehouse: (request.query as StockQuery).warehouse });
  };
  app.get('/stock/value', { preHandler: viewStock, schema: querySchema() }, async (request) => {
    await warehouseName(db(), (request.query as StockQuery).warehouse);
    return value(request);
  });
  app.get(
    '/stock/value.xlsx',
    { preHandler: viewStock, schema: querySchema() },
    async (request, reply) => {
      const sheet = await heading(request, 'Stock Value at Cost');
      return sendWorkbook(
        reply,
        'stock-value',
        sheet.at,
        await valueWorkbook(sheet, await value(request)),
      );
    },
  );
}
