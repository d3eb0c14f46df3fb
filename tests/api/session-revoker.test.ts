import { describe, expect, it } from 'vitest';
import { inProcessSessionEndings } from '../../src/server/auth/session-endings';
import { refresh } from '../helpers/accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

describe.each(dialectCases)(
  'ending sessions inside a transaction on $dialect',
  ({ make, skip }) => {
    const endings = inProcessSessionEndings();
    const heard: string[][] = [];
    endings.subscribe((ids) => heard.push([...ids]));
    const suite = useSeededApp({ make, skip }, { sessionEndings: endings });

    it.skipIf(skip)(
      'announces the ended sessions once the transaction commits, and none when it rolls back',
      async () => {
        const user = await signIn(suite.app, 'lab-user@tena.demo');
        heard.length = 0;
        const rolledBack = suite.app.sessions.inTransaction(async (_trx, sessions) => {
          expect(await sessions.endUserSessions([user.user.id], 'test')).toHaveLength(1);
          throw new Error('something later failed');
        });
        await expect(rolledBack).rejects.toThrow('something later failed');
        expect(heard).toEqual([]);
        // Still live: nothing was ended after all.
        const rotated = await refresh(suite.app, user.refreshToken);
        expect(rotated.statusCode).toBe(200);

        let ended: string[] = [];
        await suite.app.sessions.inTransaction(async (_trx, sessions) => {
          ended = await sessions.endUserSessions([user.user.id], 'test');
          expect(heard).toEqual([]);
        });
        expect(ended).toHaveLength(1);
        expect(heard).toEqual([ended]);
        const cookie = rotated.cookies.find((c) => c.name === 'tena_refresh')?.value as string;
        expect((await refresh(suite.app, cookie)).statusCode).toBe(401);
        // Ending it again ends nothing and announces nothing.
        expect(await suite.app.sessions.endUserSessions([user.user.id], 'again')).toEqual([]);
        expect(heard).toEqual([ended]);
      },
    );
  },
);
