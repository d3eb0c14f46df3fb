import { useEffect, useState } from 'react';
import type { RelatedListsAnswer, RelatedRows } from '../../../../engine/wire/related-lists';
import { type ApiFailure, failureMessage } from '../../../api/failure';
import { http } from '../../../api/session';
import { relatedUrl } from '../record-urls';

export interface RelatedState {
  lists?: RelatedRows[];
  error?: string;
}

/**
 * A record's declared related lists (`GET /api/models/{model}/{id}/related`), asked as the page
 * opens, beside the record itself (a record's own steps and edits change none of them).
 */
export function useRelatedLists(model: string, id: number, declared: boolean): RelatedState {
  const [state, setState] = useState<RelatedState>({});
  useEffect(() => {
    if (!declared) return;
    const controller = new AbortController();
    http.get<RelatedListsAnswer>(relatedUrl(model, id), { signal: controller.signal }).then(
      ({ data }) => !controller.signal.aborted && setState({ lists: data.lists }),
      (failure: ApiFailure) =>
        !controller.signal.aborted && setState({ error: failureMessage(failure) }),
    );
    return () => controller.abort();
  }, [model, id, declared]);
  return state;
}
