import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { failureMessage, toApiFailure } from '../../../src/client/api/failure';

describe('toApiFailure', () => {
  const body = {
    status: 422,
    code: 'VALIDATION_FAILED',
    message: '50.00 is more than its balance',
  };

  it("reads the server's status and body from an axios error", () => {
    const response = { status: 422, data: body } as AxiosResponse;
    const error = new AxiosError('Request failed', 'ERR', undefined, undefined, response);
    expect(toApiFailure(error)).toEqual({ status: 422, data: body });
  });

  it("keeps a failure the http client already read, with the server's message", () => {
    // `http` rejects with an ApiFailure: reading it again must not turn it into "[object Object]".
    const failure = { status: 422, data: body };
    expect(toApiFailure(failure)).toBe(failure);
    expect(failureMessage(toApiFailure(failure))).toBe('50.00 is more than its balance');
    expect(toApiFailure({ message: 'Network Error' })).toEqual({ message: 'Network Error' });
  });

  it('takes the message of anything else thrown', () => {
    expect(toApiFailure(new Error('offline'))).toEqual({ message: 'offline' });
    expect(toApiFailure('odd')).toEqual({ message: 'odd' });
  });
});
