/**
 * Ledger reads:
 * - `GET /api/stock/ledger?product=&warehouse=&order=newest|oldest&page=&pageSize=` (and
 *   `.xlsx`, every line): a product's ledger with its running balances, for whoever may view the
 *   stock ledger;
 * - `GET /api/stock/movement-lines?source_model=&source_id=`: the lines one movement posted (a
 *   receipt, adjustment, return, transfer, dispensing or sale), for whoever may open that
 *   movement's records: its detail page lists them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../engine/permissions/can';
import { DEFAULT_SETTINGS } from '../../engine/types';
import {
  LEDGER_ORDERS,
  type LedgerOrder,
  type PostedLines,
  type ProductLedger,
  STOCK_MOVEMENT_MODELS,
} from '../../engine/wire/stock-reports';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import type { AuthContext } from '../plugins/auth';
import { productHeading } from '../repositories/stock-names';
import { postedLines, productLedgerPage } from '../repositories/stock-product-ledger';
import { ledgerWorkbook } from '../spreadsheets/stock-workbooks';
import { pagingProperties } from './paging';
import { RECORD_ID } from './record-id';
import { sendWorkbook, warehouseName } from './stock-reports';

const ledgerQuery = (extra: object = {}) => ({
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['product'],
    properties: {
      product: RECORD_ID,
      warehouse: RECORD_ID,
      order: { type: 'string', enum: [...LEDGER_ORDERS], default: 'newest' },
      ...extra,
    },
  },
});

interface LedgerQuery {
  product: number;
  warehouse?: number;
  order: LedgerOrder;
  page?: number;
  pageSize?: number;
}

/** Whole ledger in one workbook: at most this many lines (a product's years of movements). */
const EXPORT_MAX_LINES = 100_000;

export async function stockLedgerRoutes(app: FastifyInstance) {
  const db = () => app.database.reads as unknown as AnyDb;
  const viewLedger = app.requirePermission('stockLedger', 'view');

  async function ledger(request: FastifyRequest, paged: boolean): Promise<ProductLedger> {
    const query = request.query as LedgerQuery;
    const page = paged ? (query.page ?? 1) : 1;
    const pageSize = paged ? (query.pageSize ?? 25) : EXPORT_MAX_LINES;
    await warehouseName(db(), query.warehouse);
    const item = await productHeading(db(), query.product);
    if (!item)
      throw new HttpError(404, 'NOT_FOUND', `No product has id ${query.product}.`, [
        { field: 'product', message: 'choose a product of the formulary' },
      ]);
    const found = await productLedgerPage(
      db(),
      query.product,
      query.warehouse ?? null,
      query.order,
      (page - 1) * pageSize,
      pageSize,
    );
    return {
      product: query.product,
      code: String(item.code ?? ''),
      name: String(item.name ?? ''),
      unit: item.unit_name === null ? null : String(item.unit_name),
      warehouse: query.warehouse ?? null,
      order: query.order,
      ...found,
      page,
      pageSize,
    };
  }

  app.get(
    '/stock/ledger',
    { preHandler: viewLedger, schema: ledgerQuery(pagingProperties) },
    async (request) => ledger(request, true),
  );
  app.get(
    '/stock/ledger.xlsx',
    { preHandler: viewLedger, schema: ledgerQuery() },
    async (request, reply) => {
      const found = await ledger(request, false);
      const at = app.clock();
      const bytes = await ledgerWorkbook(
        {
          title: `Ledger of ${found.code}`.slice(0, 31),
          warehouseName: await warehouseName(db(), found.warehouse ?? undefined),
          at,
          timeZone: DEFAULT_SETTINGS.timeZone,
        },
        found,
      );
      return sendWorkbook(reply, `ledger-${found.code}`.replace(/[^\w.-]/g, '_'), at, bytes);
    },
  );

  app.get(
    '/stock/movement-lines',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['source_model', 'source_id'],
          properties: {
            source_model: { type: 'string', enum: [...STOCK_MOVEMENT_MODELS] },
            source_id: RECORD_ID,
          },
        },
      },
    },
    async (request): Promise<PostedLines> => {
      const { source_model, source_id } = request.query as {
        source_model: string;
        source_id: number;
      };
      const user = (request.auth as AuthContext).engineUser;
      if (!can(user, app.registry.matrix, source_model, 'detail')) {
        await app.audit(request, { action: 'permission_denied', entity: source_model });
        throw new HttpError(
          403,
          'FORBIDDEN',
          `You do not have permission to open ${source_model} records, so not the stock they posted.`,
        );
      }
      return { source_model, source_id, rows: await postedLines(db(), source_model, source_id) };
    },
  );
}
