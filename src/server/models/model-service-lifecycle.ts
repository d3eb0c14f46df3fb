import { can } from '../../engine/permissions/can';
import { currentState, findTransition, mayTake } from '../../engine/permissions/transitions';
import { HttpError } from '../errors';
import type { ServiceContext } from './model-service-context';
import { audit } from './model-service-writes';
import type { Actor } from './read-rule';
import { encodeColumns, markDeleted, markRestored, updateRow } from './record-writes';

/** A record's life after its creation: soft delete, restore, and moves along its workflow. */
export function lifecycleOperations(ctx: ServiceContext) {
  const { now, registry, runtime, answer, stale, read, writeTransaction } = ctx;

  return {
    async remove(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      await read(rt, id, false, actor);
      const at = now().toISOString();
      await writeTransaction(async (trx) => {
        await markDeleted(trx, rt, id, actor.id, at);
        await audit(trx, rt, actor, 'delete', id, at);
      });
      return { id, deleted: true };
    },

    async restore(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      const record = await read(rt, id, true, actor);
      if (!record.deleted_at)
        throw new HttpError(409, 'NOT_DELETED', `This ${model} record is not deleted.`);
      const at = now().toISOString();
      await writeTransaction(async (trx) => {
        await markRestored(trx, rt, id, actor.id, at);
        await audit(trx, rt, actor, 'restore', id, at);
      });
      return answer(rt, actor, await read(rt, id));
    },

    /**
     * Moves a record along its workflow when the transition exists and the user holds its
     * permission. With `expectedVersion` (the version the person saw), a record changed since
     * answers 409 STALE_VERSION with the record as it is now, as a stale update does: a nurse
     * still looking at "Scheduled" must not cancel a visit someone has checked in meanwhile.
     */
    async transition(
      model: string,
      actor: Actor,
      id: number,
      to: string,
      expectedVersion?: number,
    ) {
      const rt = runtime(model);
      const workflow = rt.schema.workflow;
      if (!workflow) throw new HttpError(404, 'NO_WORKFLOW', `The ${model} model has no workflow.`);
      const current = await read(rt, id, false, actor);
      if (expectedVersion !== undefined && expectedVersion !== current.version)
        throw stale(rt, actor, current);
      const from = currentState(workflow, current);
      const transition = findTransition(workflow, from, to);
      if (!transition) {
        throw new HttpError(
          409,
          'INVALID_TRANSITION',
          `A ${model} record cannot go from "${from}" to "${to}".`,
        );
      }
      const mayEdit = can(actor.engineUser, registry().matrix, model, 'edit');
      if (!mayTake(transition, actor.engineUser, mayEdit)) {
        throw new HttpError(
          403,
          'FORBIDDEN',
          `You do not have permission to move a ${model} record to "${to}".`,
        );
      }
      const at = now().toISOString();
      const won = await writeTransaction(async (trx) => {
        const ok = await updateRow(
          trx,
          rt,
          id,
          expectedVersion ?? (current.version as number),
          encodeColumns(rt, { [workflow.field]: to }),
          actor.id,
          at,
        );
        if (ok)
          await audit(trx, rt, actor, 'transition', id, at, { [workflow.field]: { from, to } });
        return ok;
      });
      // Another write landed between the read above and this one.
      if (!won) throw stale(rt, actor, await read(rt, id));
      return answer(rt, actor, await read(rt, id));
    },
  };
}
