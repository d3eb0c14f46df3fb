import type { FastifyInstance } from 'fastify';
import { HttpError, namedAtMost, validationFailed } from '../errors';
import type { AuthContext } from '../plugins/auth';
import { listSentEmails, recordSentEmail } from '../repositories/sent-emails';
import { type Paging, pagingProperties } from './paging';
import { refuseThrottled, waitText } from './throttled';

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_TEXT_MAX = 20_000;

interface Compose {
  to: string;
  subject: string;
  text: string;
}

const FIELDS = ['to', 'subject', 'text'];

/** Unknown fields and text that is only spaces are refused, naming the field. */
function checkBody(body: Compose): void {
  const unknown = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0) {
    const { named, rest } = namedAtMost(unknown);
    const details = named.map((field) => ({
      field,
      message: `${field} is not a field of an email`,
    }));
    throw new HttpError(
      400,
      'UNKNOWN_FIELD',
      `${details.map((d) => d.message).join('; ')}${rest}`,
      details,
    );
  }
  const blank = (['subject', 'text'] as const).filter((field) => body[field].trim() === '');
  if (blank.length === 0) return;
  throw validationFailed(blank.map((field) => ({ field, message: `${field} must not be empty` })));
}

/**
 * The Email page: a person writes to any address through the server's mailer (SMTP, or the
 * outbox when none is set up), replies going to them; each email is kept for its writer's list.
 */
export async function emailRoutes(app: FastifyInstance) {
  app.post(
    '/email',
    {
      preHandler: app.requirePermission('email', 'add'),
      schema: {
        // Unknown fields are refused by checkBody, which names them.
        body: {
          type: 'object',
          required: ['to', 'subject', 'text'],
          properties: {
            to: { type: 'string', format: 'email', maxLength: 254 },
            subject: { type: 'string', minLength: 1, maxLength: EMAIL_SUBJECT_MAX },
            text: { type: 'string', minLength: 1, maxLength: EMAIL_TEXT_MAX },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Compose;
      checkBody(body);
      const { user } = request.auth as AuthContext;
      const wait = app.throttles.mail.take(String(user.id));
      if (wait > 0) {
        const { max, windowMs } = app.throttles.mail.rule;
        refuseThrottled(
          reply,
          'TOO_MANY_EMAILS',
          `You have sent ${max} emails in the last ${waitText(windowMs / 1000)}, the most one person may send.`,
          wait,
        );
      }
      const to = body.to.trim().toLowerCase();
      const subject = body.subject.trim();
      const delivered = await app.mailer.send({
        to,
        subject,
        text: body.text,
        replyTo: user.email,
      });
      const sent = await recordSentEmail(app.database.db, {
        sender_id: user.id,
        to_address: to,
        subject,
        text_body: body.text,
        created_at: app.clock().toISOString(),
        transport: app.mailer.transport,
        delivered,
      });
      await app.audit(request, {
        action: delivered ? 'email_sent' : 'email_failed',
        entity: 'email',
        targetId: sent.id,
        details: { to },
      });
      if (!delivered) {
        throw new HttpError(
          502,
          'EMAIL_NOT_SENT',
          `The mail server did not accept the email to ${to}; it is listed as not delivered.`,
          { id: sent.id },
        );
      }
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/email',
    {
      preHandler: app.requirePermission('email', 'view'),
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: pagingProperties },
      },
    },
    async (request) => {
      const query = request.query as Paging;
      const { user } = request.auth as AuthContext;
      const result = await listSentEmails(app.database.db, user.id, query.page, query.pageSize);
      return { ...result, page: query.page, pageSize: query.pageSize };
    },
  );
}
