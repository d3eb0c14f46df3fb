/**
 * The stock page's calls (`/api/stock/...`): each report as JSON, its workbook (fetched with the
 * session's token, which a plain link cannot send, then saved), and the warehouses to pick from.
 */
import type { StockReport } from '../../../engine/wire/stock-reports';
import { http } from '../../api/session';
import { saveBlob } from '../../components/stored-file';

export type StockParams = Record<string, string | number | undefined>;

export interface WarehouseChoice {
  id: number;
  name: string;
}

export const stockApi = {
  async read<T>(
    path: StockReport | 'ledger' | 'movement-lines',
    params: StockParams,
    signal?: AbortSignal,
  ) {
    return (await http.get<T>(`/api/stock/${path}`, { params, signal })).data;
  },
  async download(path: StockReport | 'ledger', params: StockParams, filename: string) {
    const response = await http.get<Blob>(`/api/stock/${path}.xlsx`, {
      params,
      responseType: 'blob',
    });
    saveBlob(response.data, filename);
  },
  /** Every active warehouse, by name (a hospital has a handful). */
  async warehouses(signal?: AbortSignal): Promise<WarehouseChoice[]> {
    const { rows } = (
      await http.get<{ rows: { id: number; name: string }[] }>('/api/models/wareHouse', {
        params: { pageSize: 200, sort: 'name', direction: 'asc' },
        signal,
      })
    ).data;
    return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
  },
};
