/**
 * Who moved a transfer along, and when: the writer's email and the write's clock on the
 * request (requested_by/_at) and on each step (approved, issued, received, rejected,
 * cancelled _by/_at), all derived, so no client can set them. Stock leaves a store on two
 * people's word: whoever requested a transfer may not approve it (403 on `status`).
 */
import { HttpError } from '../../errors';
import type { ModelRule } from '../types';

const STAMPS: Record<string, string> = {
  Approved: 'approved',
  Issued: 'issued',
  Received: 'received',
  Rejected: 'rejected',
  Cancelled: 'cancelled',
};

export const transferTrail: ModelRule = {
  name: 'stock.transfer-trail',
  models: ['wareHouseTransfer'],

  check(ctx, change) {
    const requester = change.before?.requested_by;
    if (change.action !== 'transition' || change.after.status !== 'Approved') return [];
    if (!requester || requester !== ctx.actor.email) return [];
    const message = `You requested ${String(change.after.transfer_number)}: another person approves it`;
    throw new HttpError(403, 'FORBIDDEN', message, [{ field: 'status', message }]);
  },

  prepare(ctx, change) {
    const transfer = change.after;
    const stamp = (prefix: string) => {
      transfer[`${prefix}_by`] = ctx.actor.email ?? null;
      transfer[`${prefix}_at`] = ctx.now.toISOString();
    };
    if (change.action === 'create') stamp('requested');
    const step = STAMPS[String(transfer.status)];
    if (change.action === 'transition' && step) stamp(step);
  },
};
