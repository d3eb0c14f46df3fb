import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../plugins/auth';
import { readWorkbook } from '../spreadsheets/read-workbook';
import { MAX_FILE_BYTES, readUpload, registerSpreadsheetUploads } from '../spreadsheets/upload';
import { bulkEditUsers } from '../spreadsheets/user-bulk-edit';

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
      const sheet = await readWorkbook(await readUpload(request));
      const auth = request.auth as AuthContext;
      return app.database.db.transaction().execute((trx) =>
        bulkEditUsers(trx, sheet, {
          registry: app.registry,
          actor: {
            engineUser: auth.engineUser,
            id: auth.user.id,
            email: auth.user.email,
            ip: request.ip,
          },
          at: app.clock().toISOString(),
        }),
      );
    },
  );
}

export default spreadsheetRoutes;
