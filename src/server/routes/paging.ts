/**
 * The last page a list may ask for: 10 million pages of 200 rows is beyond any table here,
 * while an unbounded page number overflows the row offset (a 500 from the database).
 */
export const MAX_PAGE = 10_000_000;

/** Query-string schema pieces shared by paged lists. */
export const pagingProperties = {
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 25 },
} as const;

export interface Paging {
  page: number;
  pageSize: number;
}
