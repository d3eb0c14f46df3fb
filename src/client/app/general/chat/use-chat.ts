import { useCallback, useEffect, useState } from 'react';
import {
  CHAT_MESSAGE,
  CHAT_SEND,
  type ChatAck,
  type ChatContact,
  type ChatMessage,
} from '../../../../engine/wire/chat';
import { type ApiFailure, failureMessage } from '../../../api/failure';
import { appRealtime } from '../../../api/realtime';
import { http } from '../../../api/session';

/**
 * The chat page's state: the people one may chat with, the open conversation (its history
 * from the server, then messages as they arrive on the real-time connection) and counts of
 * messages that arrived for other conversations while this page was open.
 */
export function useChat(me: number) {
  const [contacts, setContacts] = useState<ChatContact[]>([]);
  const [withId, setWithId] = useState<number>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [unread, setUnread] = useState<Record<number, number>>({});
  const [error, setError] = useState<string>();

  useEffect(() => {
    http
      .get<{ rows: ChatContact[] }>('/api/chat/contacts')
      .then(({ data }) => setContacts(data.rows.filter((person) => person.id !== me)))
      .catch((failure: ApiFailure) => setError(failureMessage(failure)));
  }, [me]);

  useEffect(() => {
    if (withId === undefined) return;
    let live = true;
    setMessages([]);
    setUnread(({ [withId]: _, ...rest }) => rest);
    http
      .get<{ rows: ChatMessage[] }>('/api/chat/messages', { params: { with: withId } })
      .then(({ data }) => live && setMessages((arrived) => merge(data.rows, arrived)))
      .catch((failure: ApiFailure) => live && setError(failureMessage(failure)));
    return () => {
      live = false;
    };
  }, [withId]);

  useEffect(() => {
    const realtime = appRealtime();
    return realtime?.on(CHAT_MESSAGE, (message: ChatMessage) => {
      const other = message.sender_id === me ? message.recipient_id : message.sender_id;
      if (other === withId) setMessages((shown) => merge(shown, [message]));
      else if (message.sender_id !== me)
        setUnread((counts) => ({ ...counts, [other]: (counts[other] ?? 0) + 1 }));
    });
  }, [me, withId]);

  /** Sends to the open conversation; rejects with the reason when it was not sent. */
  const send = useCallback(
    async (body: string) => {
      const realtime = appRealtime();
      if (!realtime || withId === undefined) throw new Error('Choose someone to write to.');
      const ack = await realtime.request<ChatAck>(CHAT_SEND, { to: withId, body });
      if (!ack.ok) throw new Error(ack.error.message);
      setMessages((shown) => merge(shown, [ack.message]));
    },
    [withId],
  );

  return { contacts, withId, open: setWithId, messages, unread, error, send };
}

/** Messages by id, each once: history and live messages may overlap. */
function merge(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map([...a, ...b].map((message) => [message.id, message]));
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
