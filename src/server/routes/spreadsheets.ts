import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../plugins/auth';
import { importPayments } from '../spreadsheets/payment-import';
import { readWorkbook } from '../spreadsheets/read-workbook';
import { MAX_FILE_BYTES, readUpload, registerSpreadsheetUploads } from '../spreadsheets/upload';
import { bulkEditUsers } from '../spreadsheets/user-bulk-edit';
import { actorOf } from './model-access';

/**
 * Spec 7 spreadsheet uploads. The permission is checked on request, before the body is read,
 * so nobody without it can make the server buffer a 5 MB upload.
 */
export async function spreadsheetRoutes(app: FastifyInstance) {
  await registerSpreadsheetUploads(app);

  app.put(
    '/users/bulk_edit/excel',
    { onRequest: app.requirePermission('users', 'edit'), bodyLimit: MAX_FILE_BYTES },
    async (request) => {
      const sheet = await readWorkbook(await readUpload(request), app.spreadsheetLimits);
      const auth = request.auth as AuthContext;
      // Deactivated users' sessions end with the import, announced once it commits.
      return app.sessions.inTransaction((trx, sessions) =>
        bulkEditUsers(trx, sheet, {
          registry: app.registry,
          actor: {
            engineUser: auth.engineUser,
            id: auth.user.id,
            email: auth.user.email,
            ip: request.ip,
          },
          at: app.clock().toISOString(),
          sessions,
        }),
      );
    },
  );

  // Needs the matrix's add on payment; the payments are checked and written by the model service.
  app.put(
    '/users/import_payments/excel',
    { onRequest: app.requirePermission('payment', 'add'), bodyLimit: MAX_FILE_BYTES },
    async (request) => {
      const sheet = await readWorkbook(await readUpload(request), app.spreadsheetLimits);
      return importPayments(sheet, {
        models: app.models,
        db: app.database.db as never,
        actor: actorOf(request),
      });
    },
  );
}

export default spreadsheetRoutes;
