import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DatabaseSchema } from '../db/schema';
import { recordMail } from '../repositories/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (the person who wrote it), when not the system address. */
  replyTo?: string;
}

export interface Mailer {
  /** Sends (or keeps) a message; never throws: a failure is recorded and logged. */
  send(message: MailMessage): Promise<boolean>;
  close(): void;
  transport: 'smtp' | 'outbox';
}

export interface MailerOptions {
  db: Kysely<DatabaseSchema>;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Sends through SMTP when `SMTP_URL` is set; otherwise keeps every message in the outbox
 * table, where administrators read it, so the embedded default needs no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    transport: transport ? 'smtp' : 'outbox',
    async send(message) {
      const at = now().toISOString();
      const to = message.to.trim().toLowerCase();
      if (!transport) {
        await recordMail(options.db, {
          created_at: at,
          to_address: to,
          subject: message.subject,
          text_body: message.text,
          transport: 'outbox',
          sent_at: null,
          error: null,
        });
        return true;
      }
      let error: string | null = null;
      try {
        await transport.sendMail({
          from: options.from,
          to,
          subject: message.subject,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } catch (failure) {
        error = (failure as Error).message;
        options.log.error({ err: failure, to }, 'sending mail failed');
      }
      // Sent mail keeps no body: links in it are secrets the outbox need not hold.
      await recordMail(options.db, {
        created_at: at,
        to_address: to,
        subject: message.subject,
        text_body: null,
        transport: 'smtp',
        sent_at: error ? null : now().toISOString(),
        error,
      });
      return error === null;
    },
    close() {
      transport?.close();
    },
  };
}
