/**
 * The server calls of a model list, in one place so the session layer can take them over:
 * `GET /api/models/{model}` for a page and `GET /api/meta` for the model's schema, with the
 * bearer token of api-auth.
 */
import type { RefTitles } from '../../../engine/format';
import type { ModelSchema } from '../../../engine/types';
import { ApiError, getJson } from '../../components/api-auth';
import type { GridRow } from '../core/types';
import { apiQuery, type ListParams } from './list-params';

export interface ListPage {
  rows: GridRow[];
  total: number;
  /** What the records the rows' ref fields point to are called (see README, models). */
  titles: RefTitles;
  page: number;
  pageSize: number;
}

export async function fetchModelPage(
  model: string,
  params: ListParams,
  options: {
    fields?: readonly string[];
    parent?: string;
    /** Read through this screen view (its route): the screen's filters and fields only. */
    screen?: string;
    signal?: AbortSignal;
  } = {},
): Promise<ListPage> {
  const query = apiQuery(params, options.fields, options.parent, options.screen);
  const url = `/api/models/${encodeURIComponent(model)}?${query}`;
  const data = (await getJson(url, options.signal)) as Partial<ListPage> | undefined;
  if (!data || !Array.isArray(data.rows) || typeof data.total !== 'number') {
    throw new ApiError(`GET ${url} answered something other than a list`, 200, data);
  }
  return {
    rows: data.rows,
    total: data.total,
    titles: data.titles ?? {},
    page: data.page ?? params.page,
    pageSize: data.pageSize ?? params.pageSize,
  };
}

export async function fetchModelSchema(model: string, signal?: AbortSignal): Promise<ModelSchema> {
  const meta = (await getJson('/api/meta', signal)) as { models?: Record<string, ModelSchema> };
  const schema = meta?.models?.[model];
  if (!schema) throw new ApiError(`There is no model "${model}" you may see`, 404, undefined);
  return schema;
}
