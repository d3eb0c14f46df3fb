// The addresses a model's detail page reads (record-api.ts, related-api.ts), in one place so a
// GET asked ahead of the page (routes/page-gets.ts) is the very address the page asks.

const base = (model: string) => `/api/models/${encodeURIComponent(model)}`;

/** `GET /api/models/{model}` (and POST): the model's records. */
export const modelUrl = base;

/** `GET /api/models/{model}/{id}`: one record. */
export const recordUrl = (model: string, id: number) => `${base(model)}/${id}`;

/** `GET /api/models/{model}/{id}/history`: its audit trail. */
export const historyUrl = (model: string, id: number) => `${base(model)}/${id}/history`;

/** `GET /api/models/{model}/{id}/related`: its declared related lists. */
export const relatedUrl = (model: string, id: number) =>
  `${base(model)}/${encodeURIComponent(id)}/related`;
