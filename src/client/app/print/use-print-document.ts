import { useEffect, useState } from 'react';
import type { PrintedDocument } from '../../../engine/documents/printed-document';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { getPrintDocument } from './print-api';

export interface PrintDocumentState {
  doc?: PrintedDocument;
  error?: string;
}

/** The document at `url`, loaded when the view opens. */
export function usePrintDocument(url: string): PrintDocumentState {
  const [state, setState] = useState<PrintDocumentState>({});
  useEffect(() => {
    const controller = new AbortController();
    setState({});
    getPrintDocument(url, controller.signal).then(
      (doc) => !controller.signal.aborted && setState({ doc }),
      (failure: ApiFailure) =>
        !controller.signal.aborted && setState({ error: failureMessage(failure) }),
    );
    return () => controller.abort();
  }, [url]);
  return state;
}
