import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../../src/client/api/http';
import {
  createPrefetchStore,
  type FetchJson,
  MAX_AGE_MS,
  type PrefetchedAnswer,
} from '../../../src/client/api/prefetch-store';
import { pageGets } from '../../../src/client/app/routes/page-gets';

/** A store over a fake fetch answering `answers[url]` (200 with `{url}` when not named). */
function storeWith(answers: Record<string, PrefetchedAnswer> = {}) {
  let clock = 1_000;
  const asked: { url: string; token: string }[] = [];
  const fetchJson: FetchJson = async (url, token) => {
    asked.push({ url, token });
    return answers[url] ?? { ok: true, status: 200, data: { url, early: true } };
  };
  const store = createPrefetchStore(fetchJson, () => clock);
  return { store, asked, wait: (ms: number) => (clock += ms) };
}

/** The app's axios instance over a fake network that records what went out. */
function httpWith(store: ReturnType<typeof storeWith>['store']) {
  const sent: string[] = [];
  const http = createHttp({ token: () => 'tok', refresh: async () => 'tok' }, undefined, store);
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url}`);
    return {
      status: 200,
      statusText: '',
      data: { url: config.url },
      headers: {},
      config,
    } as AxiosResponse;
  };
  return { http, sent };
}

describe('GETs asked ahead of their page (prefetch-store, http)', () => {
  it('hands an answer to the first GET of its address, once, without going out', async () => {
    const { store, asked } = storeWith();
    store.prefetch(['/api/models/surgicalCase/7'], 'tok');
    store.prefetch(['/api/models/surgicalCase/7'], 'tok'); // asked already: not again
    expect(asked).toEqual([{ url: '/api/models/surgicalCase/7', token: 'tok' }]);
    const { http, sent } = httpWith(store);
    expect((await http.get('/api/models/surgicalCase/7')).data).toEqual({
      url: '/api/models/surgicalCase/7',
      early: true,
    });
    expect(sent).toEqual([]);
    expect((await http.get('/api/models/surgicalCase/7')).data).toEqual({
      url: '/api/models/surgicalCase/7',
    });
    expect(sent).toEqual(['GET /api/models/surgicalCase/7']);
  });

  it('asks the server itself when the early answer failed or has query parameters', async () => {
    const { store } = storeWith({
      '/api/surgery/cases/7/vitals': { ok: false, status: 403, data: null },
    });
    store.prefetch(['/api/surgery/cases/7/vitals', '/api/models/patient'], 'tok');
    const { http, sent } = httpWith(store);
    expect((await http.get('/api/surgery/cases/7/vitals')).data).toEqual({
      url: '/api/surgery/cases/7/vitals',
    });
    await http.get('/api/models/patient', { params: { q: 'Abebe' } });
    expect(sent).toEqual(['GET /api/surgery/cases/7/vitals', 'GET /api/models/patient']);
  });

  it('never serves what was asked before a write, nor an answer left too long', async () => {
    const { store, wait } = storeWith();
    const { http, sent } = httpWith(store);
    store.prefetch(['/api/models/surgicalCase/7'], 'tok');
    await http.post('/api/models/surgicalCase/7/transition', { to: 'Pre-op' });
    await http.get('/api/models/surgicalCase/7');
    store.prefetch(['/api/models/surgicalCase/8'], 'tok');
    wait(MAX_AGE_MS + 1);
    await http.get('/api/models/surgicalCase/8');
    expect(sent).toEqual([
      'POST /api/models/surgicalCase/7/transition',
      'GET /api/models/surgicalCase/7',
      'GET /api/models/surgicalCase/8',
    ]);
  });

  it('shows an answer already in to a first render, left until its effect takes it; one on its way or failed is not shown', async () => {
    const { store } = storeWith({
      '/api/surgery/cases/7/vitals': { ok: false, status: 403, data: null },
    });
    store.prefetch(['/api/models/surgicalCase/7', '/api/surgery/cases/7/vitals'], 'tok');
    // Still on its way: nothing yet (it stays asked).
    expect(store.peekAnswered('/api/models/surgicalCase/7')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = {
      ok: true,
      status: 200,
      data: { url: '/api/models/surgicalCase/7', early: true },
    };
    // A render React throws away and starts again sees it too.
    expect(store.peekAnswered('/api/models/surgicalCase/7')).toEqual(answer);
    expect(store.peekAnswered('/api/models/surgicalCase/7')).toEqual(answer);
    // The kept render's effect takes it: served once.
    expect(await store.take('/api/models/surgicalCase/7')).toEqual(answer);
    expect(store.peekAnswered('/api/models/surgicalCase/7')).toBeUndefined();
    expect(store.take('/api/models/surgicalCase/7')).toBeUndefined();
    // A refusal is not shown; the GET takes it and asks the server itself.
    expect(store.peekAnswered('/api/surgery/cases/7/vitals')).toBeUndefined();
    expect(store.take('/api/surgery/cases/7/vitals')).toBeDefined();
  });

  it('shows nothing to a first render after a write or once too old', async () => {
    const { store, wait } = storeWith();
    store.prefetch(['/api/models/patient/3', '/api/models/patient/4'], 'tok');
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.forget();
    expect(store.peekAnswered('/api/models/patient/3')).toBeUndefined();
    store.prefetch(['/api/models/patient/4'], 'tok');
    await new Promise((resolve) => setTimeout(resolve, 0));
    wait(MAX_AGE_MS + 1);
    expect(store.peekAnswered('/api/models/patient/4')).toBeUndefined();
  });

  it('forgets an answer asked while a write was on its way', async () => {
    const { store } = storeWith();
    const sent: string[] = [];
    const http = createHttp({ token: () => 'tok', refresh: async () => 'tok' }, undefined, store);
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      sent.push(`${config.method?.toUpperCase()} ${config.url}`);
      // The page's GET is asked ahead while the save is still on its way.
      if (config.method === 'put') store.prefetch(['/api/models/patient/3'], 'tok');
      return { status: 200, statusText: '', data: {}, headers: {}, config } as AxiosResponse;
    };
    await http.put('/api/models/patient/3', { version: 1 });
    await http.get('/api/models/patient/3');
    expect(sent).toEqual(['PUT /api/models/patient/3', 'GET /api/models/patient/3']);
  });
});

describe('what a page reads as it opens (page-gets)', () => {
  const everything = () => true;

  it("a surgical case's detail: the record, its lists, history, chart series and record", () => {
    expect(pageGets('surgicalCase/l/detail/7')).toEqual([
      '/api/models/surgicalCase/7',
      '/api/models/surgicalCase/7/related',
      '/api/models/surgicalCase/7/history',
      '/api/surgery/cases/7/vitals',
      '/api/surgery/cases/7/anesthesia-record',
    ]);
  });

  it('by the registry: no lists when none are declared, nothing the user may not read', () => {
    const may = vi.fn((model: string) => model !== 'anesthesiaVitalSign');
    expect(pageGets('surgicalCase/l/detail/7', { may, hasRelated: () => false })).toEqual([
      '/api/models/surgicalCase/7',
      '/api/models/surgicalCase/7/history',
    ]);
    expect(pageGets('patient/l/detail/3', { may: () => false, hasRelated: everything })).toEqual(
      [],
    );
  });

  it('a nested detail reads its own record; lists, forms and screens read nothing ahead', () => {
    expect(
      pageGets('patient/l/detail/3/visit/l/detail/9', { may: everything, hasRelated: () => false }),
    ).toEqual(['/api/models/visit/9', '/api/models/visit/9/history']);
    for (const path of [
      'surgicalCase/l',
      'surgicalCase/l/new',
      'surgicalCase/l/detail/7/edit',
      'theatre_schedule',
      '',
    ])
      expect(pageGets(path)).toEqual([]);
  });
});
