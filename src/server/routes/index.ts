import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from '../auth/auth-service';
import { activityRoutes } from './activities';
import { appointmentSlotRoutes } from './appointment-slots';
import { authRoutes } from './auth';
import { billingCheckoutRoutes } from './billing-checkout';
import { billingDocumentRoutes } from './billing-documents';
import { billingInvoicePaymentRoutes } from './billing-invoice-payments';
import { billingQueueRoutes } from './billing-queue';
import { billingSalesRoutes } from './billing-sales';
import { chatRoutes } from './chat';
import { emailRoutes } from './email';
import { emergencyBoardRoutes } from './emergency-board';
import { legacyRoutes } from './legacy';
import { metaRoutes } from './meta';
import { modelRoutes } from './models';
import { notificationRoutes } from './notifications';
import { outboxRoutes } from './outbox';
import { patientDuplicateRoutes } from './patient-duplicates';
import { publicConfigRoutes } from './public-config';
import { relatedListRoutes } from './related-lists';
import { roleRoutes } from './roles';
import { syncRoutes } from './sync';
import { userRoutes } from './users';
import { visitQueueRoutes } from './visit-queue';

/** Every API route plugin, registered under /api. */
export function apiRoutes(auth: AuthSettings) {
  return async (app: FastifyInstance) => {
    await app.register(authRoutes(auth.refreshTtlMs));
    await app.register(userRoutes);
    await app.register(roleRoutes);
    await app.register(activityRoutes);
    await app.register(outboxRoutes);
    await app.register(emailRoutes);
    await app.register(chatRoutes);
    await app.register(legacyRoutes);
    await app.register(modelRoutes);
    await app.register(appointmentSlotRoutes);
    await app.register(patientDuplicateRoutes);
    await app.register(relatedListRoutes);
    await app.register(billingQueueRoutes);
    await app.register(billingCheckoutRoutes);
    await app.register(billingInvoicePaymentRoutes);
    await app.register(billingDocumentRoutes);
    await app.register(billingSalesRoutes);
    await app.register(emergencyBoardRoutes);
    await app.register(visitQueueRoutes);
    await app.register(notificationRoutes);
    await app.register(syncRoutes);
    await app.register(metaRoutes);
    await app.register(publicConfigRoutes);
    await app.register(import('./spreadsheets'));
    await app.register(import('./files'));
  };
}
