/** Query-string schema pieces shared by paged lists. */
export const pagingProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 25 },
} as const;

export interface Paging {
  page: number;
  pageSize: number;
}
