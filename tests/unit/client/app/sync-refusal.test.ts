import { describe, expect, it } from 'vitest';
import { syncFailure } from '../../../../src/client/app/sync/sync-refusal';
import { SyncRefused } from '../../../../src/machines/sync-run';

describe('a sync batch failure (issue 16 item 18)', () => {
  it('stops the run on a permission refusal, naming the Sync Database permission', () => {
    const error = syncFailure({
      status: 403,
      data: { code: 'FORBIDDEN', message: 'You do not have permission to sync the database.' },
    });
    expect(error).toBeInstanceOf(SyncRefused);
    expect(error.message).toBe(
      'Sync stopped: your account does not have the Sync Database permission, which every batch needs. Ask an administrator for it, then start again.',
    );
  });

  it('stops the run when no one is signed in (no token left to refresh), saying so', () => {
    for (const failure of [
      { status: 403, data: { code: 'TOKEN_EXPIRED', message: 'The access token is missing.' } },
      { status: 401, data: { code: 'UNAUTHORIZED', message: 'Sign in first.' } },
    ]) {
      const error = syncFailure(failure);
      expect(error).toBeInstanceOf(SyncRefused);
      expect(error.message).toBe(
        'Sync stopped: you are not signed in. Sign in with an account that has the Sync Database permission, then start again.',
      );
    }
  });

  it('fails only its batch, with the server message, for anything else', () => {
    const busy = syncFailure({
      status: 409,
      data: { code: 'SYNC_IN_PROGRESS', message: 'Another sync is running.' },
    });
    expect(busy).not.toBeInstanceOf(SyncRefused);
    expect(busy.message).toBe('Another sync is running.');
    const offline = syncFailure({ message: 'Network Error' });
    expect(offline).not.toBeInstanceOf(SyncRefused);
    expect(offline.message).toBe('Network Error');
  });
});
