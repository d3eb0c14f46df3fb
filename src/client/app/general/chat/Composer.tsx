import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { CHAT_MAX_LENGTH } from '../../../../engine/wire/chat';

/** Writes a message: Enter sends, Shift+Enter starts a new line; the text stays on failure. */
export function Composer(props: {
  to: string;
  disabled: boolean;
  onSend(body: string): Promise<void>;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const id = useId();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === '' || sending) return;
    setSending(true);
    try {
      await props.onSend(text);
      setText('');
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3 dark:border-slate-800">
      <label htmlFor={id} className="sr-only">
        Message to {props.to}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={CHAT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Write to ${props.to}…`}
          className="min-h-10 flex-1 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="submit"
          disabled={props.disabled || sending || text.trim() === ''}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50"
        >
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}
