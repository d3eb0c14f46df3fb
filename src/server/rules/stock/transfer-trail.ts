/**
 * Who moved a transfer along, and when: the writer's email and the write's clock on the
 * request (requested_by/_at) and on each step (approved, issued, received, rejected,
 * cancelled _by/_at), all derived, so no client can set them.
 */
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
