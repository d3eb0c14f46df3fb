/**
 * Chat and presence over the real-time connection (DESIGN.md 3.4) and `/api/chat`: event
 * names and shapes shared by the server that sends them and the browser that reads them.
 */
import type { ErrorBody } from './errors';

/** Client to server: `{to, body}`, acknowledged with a `ChatAck`. */
export const CHAT_SEND = 'chat:send';
/** Server to the sender's and the recipient's connections: the stored `ChatMessage`. */
export const CHAT_MESSAGE = 'chat:message';
export const CHAT_MAX_LENGTH = 2000;

/** A message as both people see it. */
export interface ChatMessage {
  id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  sent_at: string;
}

/** Someone a person may chat with. */
export interface ChatContact {
  id: number;
  name: string;
  role: string;
}

export type ChatAck = { ok: true; message: ChatMessage } | { ok: false; error: ErrorBody };

/** Someone with at least one open real-time connection, as the `onlineUsers` list shows them. */
export interface OnlineUser {
  id: number;
  name: string;
  role: string;
}
