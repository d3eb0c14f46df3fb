/** The cash-up's three calls: its totals, the entries behind one total, and the workbook. */
import type { SalesEntries, SalesQuery, SalesReport } from '../../../engine/wire/sales';
import { http } from '../../api/session';
import { saveBlob } from '../../components/stored-file';

export const salesApi = {
  async report(query: SalesQuery, signal?: AbortSignal): Promise<SalesReport> {
    return (await http.get<SalesReport>('/api/billing/sales', { params: query, signal })).data;
  },
  async entries(query: SalesQuery, signal?: AbortSignal): Promise<SalesEntries> {
    return (await http.get<SalesEntries>('/api/billing/sales/entries', { params: query, signal }))
      .data;
  },
  /** Fetched with the session's token (a plain link cannot send it), then saved. */
  async downloadWorkbook(query: SalesQuery, filename: string): Promise<void> {
    const response = await http.get<Blob>('/api/billing/sales.xlsx', {
      params: query,
      responseType: 'blob',
    });
    saveBlob(response.data, filename);
  },
};
