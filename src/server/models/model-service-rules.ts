/**
 * Work the server does on its own through the rules (a daily job), in one write transaction of
 * its own, with what a rule gets: the records bound to that transaction, the actor and one
 * clock reading. Every write it makes runs the whole pipeline, so a job runs the same rule code
 * as a request or another rule would.
 */
import type { RuleContext } from '../rules/types';
import type { ServiceContext } from './model-service-context';
import type { Actor } from './read-rule';
import { ruleRecords } from './rule-records';

export function ruleOperations(ctx: ServiceContext) {
  return {
    /** Runs `work` as `actor` in a write transaction of its own, at the service's clock. */
    asRules<T>(actor: Actor, work: (rule: RuleContext) => Promise<T>): Promise<T> {
      const at = ctx.now();
      return ctx.writeTransaction((trx) =>
        work({ trx, actor, now: at, records: ruleRecords(ctx, trx, actor, at) }),
      );
    },
  };
}
