import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttp, type HttpSession } from '../../../src/client/api/http';

type Answer = { status: number; data?: unknown } | 'offline';

/**
 * An instance whose server is `answer`: it sees each request (method, url, token) and says
 * what comes back. The session hands out `token` and refreshes to `refreshed`.
 */
function harness(
  answer: (request: { url: string; token: string | null }) => Answer,
  options: { refreshed?: string | null } = {},
) {
  let token: string | null = 'old';
  const seen: { url: string; token: string | null; credentials: boolean }[] = [];
  const session: HttpSession = {
    token: () => token,
    refresh: vi.fn(async () => {
      token = options.refreshed === undefined ? 'new' : options.refreshed;
      return token;
    }),
  };
  const progress = vi.fn();
  const http = createHttp(session, progress);
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const sent = config.headers.get('Authorization');
    const request = {
      url: config.url ?? '',
      token: typeof sent === 'string' ? sent.replace('Bearer ', '') : null,
    };
    seen.push({ ...request, credentials: Boolean(config.withCredentials) });
    const reply = answer(request);
    if (reply === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    config.onDownloadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: {},
      config,
    };
    if (reply.status >= 400)
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return { http, session, seen, progress, setToken: (next: string | null) => (token = next) };
}

describe('the one axios instance (spec 4, 7, 8)', () => {
  it('sends the bearer token and credentials on every call', async () => {
    const { http, seen } = harness(() => ({ status: 200, data: { ok: true } }));
    expect((await http.get('/api/users')).data).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/users', token: 'old', credentials: true }]);
  });

  it('on a 403 gets a new access token once and retries with it', async () => {
    const { http, session, seen } = harness(({ token }) =>
      token === 'new'
        ? { status: 200, data: 'fine' }
        : { status: 403, data: { code: 'TOKEN_EXPIRED' } },
    );
    expect((await http.get('/api/models/patient')).data).toBe('fine');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.token)).toEqual(['old', 'new']);
  });

  it('retries only once: a second 403 is the answer', async () => {
    const { http, session, seen } = harness(() => ({
      status: 403,
      data: { code: 'TOKEN_EXPIRED' },
    }));
    await expect(http.get('/api/roles')).rejects.toEqual({
      status: 403,
      data: { code: 'TOKEN_EXPIRED' },
    });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('a permission refusal (403 FORBIDDEN, or a 403 without a code) is the answer at once: no refresh, no retry', async () => {
    for (const data of [{ code: 'FORBIDDEN', message: 'You may not view invoices.' }, undefined]) {
      const { http, session, seen } = harness(() => ({ status: 403, data }));
      await expect(http.get('/api/models/invoice')).rejects.toEqual({ status: 403, data });
      expect(session.refresh).not.toHaveBeenCalled();
      expect(seen).toHaveLength(1);
    }
  });

  it('gives up with the 403 when the refresh fails (the session is then logged out)', async () => {
    const { http, seen } = harness(() => ({ status: 403, data: { code: 'TOKEN_EXPIRED' } }), {
      refreshed: null,
    });
    await expect(http.get('/api/users')).rejects.toEqual({
      status: 403,
      data: { code: 'TOKEN_EXPIRED' },
    });
    expect(seen).toHaveLength(1);
  });

  it('does not refresh when another call already did while this one was out', async () => {
    const h = harness(({ token }) => {
      if (token === 'old') {
        h.setToken('newer');
        return { status: 403, data: { code: 'TOKEN_EXPIRED' } };
      }
      return { status: 200, data: token };
    });
    expect((await h.http.get('/api/users')).data).toBe('newer');
    expect(h.session.refresh).not.toHaveBeenCalled();
  });

  it("never refreshes for the session's own calls", async () => {
    const { http, session } = harness(() => ({
      status: 403,
      data: { code: 'EMAIL_NOT_VERIFIED' },
    }));
    await expect(http.post('/api/auth/login', {})).rejects.toMatchObject({ status: 403 });
    await expect(http.post('/api/user/token/reqtoken')).rejects.toMatchObject({ status: 403 });
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('fails with {status, data}, or the message when there is no response', async () => {
    const { http } = harness(({ url }) =>
      url.includes('down') ? 'offline' : { status: 422, data: { details: [] } },
    );
    await expect(http.post('/api/models/patient', {})).rejects.toEqual({
      status: 422,
      data: { details: [] },
    });
    await expect(http.get('/api/down')).rejects.toEqual({ message: 'Network Error' });
  });

  it('reports transfer progress', async () => {
    const { http, progress } = harness(() => ({ status: 200 }));
    await http.get('/api/files/x.pdf');
    expect(progress).toHaveBeenCalledWith({ direction: 'download', percent: 50 });
  });
});
