/**
 * The cashier's queue, live (no polling): a connection asks to watch a point's queue (checked
 * by queue-access.ts as the route is), and hears `billing:queue:changed` with the points a
 * committed write touched (a charge made by an order, an invoice made or moved, a payment
 * settling one). The news carries point names only; the page then reads the queue again
 * through the route, with the reader's rights as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  BILLING_QUEUE_CHANGED,
  BILLING_QUEUE_WATCH,
  type BillingQueueChanged,
  type BillingQueueWatchAck,
} from '../../engine/wire/billing-queue';
import { queueScope } from '../billing/queue-access';
import { toErrorBody } from '../errors';
import type { CommittedWrite } from '../models/model-service';
import type { AuthContext } from '../plugins/auth';
import { queuePointsOf } from '../repositories/billing-queue';

/** The connections watching one point's queue. */
export const queueRoom = (point: string) => `billing-queue:${point}`;

/** Lets this connection watch the queue of the point it asks for (or all it may see). */
export function registerBillingQueueWatch(app: FastifyInstance, socket: Socket): void {
  socket.on(BILLING_QUEUE_WATCH, (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: BillingQueueWatchAck) => void) : null;
    const asked = (payload as { point?: unknown } | null)?.point;
    try {
      const auth = socket.data.auth as AuthContext;
      const scope = queueScope(
        auth.engineUser,
        app.registry.matrix,
        typeof asked === 'string' ? asked : undefined,
      );
      for (const room of socket.rooms) if (room.startsWith('billing-queue:')) socket.leave(room);
      for (const point of scope.points) socket.join(queueRoom(point));
      reply?.({ ok: true, points: scope.points });
    } catch (error) {
      reply?.({ ok: false, error: toErrorBody(error as Error) });
    }
  });
}

/** Tells the watchers of each point a committed write touched; returns how to stop. */
export function publishQueueChanges(app: FastifyInstance): () => void {
  return app.models.onCommitted((writes: readonly CommittedWrite[]) => {
    const written = { charge: idsOf(writes, 'charge'), invoice: idsOf(writes, 'invoice') };
    if (written.charge.length === 0 && written.invoice.length === 0) return;
    // News nobody here would hear is not worked out: its read would cost the writes' thread.
    if (!anyoneWatching(app)) return;
    queuePointsOf(app.database.reads, written).then(
      (points) => {
        if (points.length === 0) return;
        const news: BillingQueueChanged = { points };
        app.io.to(points.map(queueRoom)).emit(BILLING_QUEUE_CHANGED, news);
      },
      (error: Error) => app.log.error({ err: error }, 'cashier queue news failed'),
    );
  });
}

/** Whether some connection of this server watches a cashier point's queue. */
function anyoneWatching(app: FastifyInstance): boolean {
  for (const [room, members] of app.io.sockets.adapter.rooms)
    if (members.size > 0 && room.startsWith('billing-queue:')) return true;
  return false;
}

const idsOf = (writes: readonly CommittedWrite[], model: string) => [
  ...new Set(writes.filter((write) => write.model === model).map((write) => write.id)),
];
