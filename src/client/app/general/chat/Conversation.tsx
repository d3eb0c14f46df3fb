import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../../engine/format/dates';
import type { ChatMessage } from '../../../../engine/wire/chat';
import { shared } from '../../../state/shared';

/** One conversation, oldest first, kept scrolled to the newest message. */
export function Conversation(props: { name: string; me: number; messages: ChatMessage[] }) {
  // The hospital's zone (spec 9), as activities and records show times.
  const { settings } = useSnapshot(shared);
  const end = useRef<HTMLLIElement>(null);
  const count = props.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <section
      aria-label={`Conversation with ${props.name}`}
      className="min-h-0 flex-1 overflow-y-auto p-4"
    >
      {count === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          No messages with {props.name} yet.
        </p>
      ) : (
        <ol className="space-y-2">
          {props.messages.map((message) => {
            const mine = message.sender_id === props.me;
            return (
              <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[75%] rounded-lg px-3 py-2 text-sm ${
                    mine ? 'bg-sky-700 text-white' : 'bg-slate-100 dark:bg-slate-800'
                  }`}
                >
                  <p className="whitespace-pre-wrap break-words">{message.body}</p>
                  <p className="mt-1 text-[11px] opacity-70">
                    {mine ? 'You' : props.name} ·{' '}
                    {formatDateTime(message.sent_at, settings.timeZone)}
                  </p>
                </div>
              </li>
            );
          })}
          <li ref={end} aria-hidden="true" />
        </ol>
      )}
    </section>
  );
}
