import { useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DELETE_QUESTION } from '../models/record-api';

/**
 * Delete a row only after the spec 8 question: `ask(row)` opens it, `dialog` draws it, and Yes
 * runs `remove`; a refusal from the server goes to `onFailure` as its message.
 */
export function useDeleteQuestion<T extends object>(
  remove: (row: T) => Promise<void>,
  onFailure: (message: string) => void,
) {
  const [asked, setAsked] = useState<T>();
  const dialog = (
    <ConfirmDialog
      open={asked !== undefined}
      message={DELETE_QUESTION}
      onCancel={() => setAsked(undefined)}
      onConfirm={() => {
        if (!asked) return;
        setAsked(undefined);
        remove(asked).catch((failure) => onFailure(failureMessage(failure as ApiFailure)));
      }}
    />
  );
  return { ask: setAsked, dialog };
}
