// GETs a page will read, asked before the code that shows them asks: on a load by the app's
// first script as soon as the session's token is in (early-start.ts), in the app as a
// navigation begins (routes/page-prefetch.ts). The http layer (http.ts) hands each answer to the
// first GET of the same address, once; any write forgets them all, and an answer not taken
// within MAX_AGE_MS is asked afresh, so a page is never shown data older than its opening.
// No imports: the first script carries this file and must stay small.

/** A prefetched answer: its status and, when it succeeded, its JSON body. */
export interface PrefetchedAnswer {
  ok: boolean;
  status: number;
  data: unknown;
}

/** Asks `url` with `token`; null when nothing came back (network trouble). */
export type FetchJson = (url: string, token: string) => Promise<PrefetchedAnswer | null>;

interface Entry {
  at: number;
  answer: Promise<PrefetchedAnswer | null>;
  /** The answer, once it is in. */
  answered?: PrefetchedAnswer | null;
}

/** Long enough for the slowest page to ask, short enough that nobody reads yesterday's data. */
export const MAX_AGE_MS = 10_000;

export function createPrefetchStore(fetchJson: FetchJson, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const fresh = (entry: Entry | undefined) => entry !== undefined && now() - entry.at <= MAX_AGE_MS;
  return {
    /** Starts a GET of each address not already asked (and not yet taken). */
    prefetch(urls: readonly string[], token: string): void {
      for (const url of urls)
        if (!fresh(entries.get(url))) {
          const entry: Entry = { at: now(), answer: fetchJson(url, token) };
          entry.answer.then((answer) => {
            entry.answered = answer;
          });
          entries.set(url, entry);
        }
    },
    /** The answer asked for `url`, once; undefined when none was asked or it is too old. */
    take(url: string): Promise<PrefetchedAnswer | null> | undefined {
      const entry = entries.get(url);
      entries.delete(url);
      return fresh(entry) ? entry?.answer : undefined;
    },
    /**
     * The answer for `url` when it is in already and a success (a page's first render can show
     * it), left in place: the render's effect then takes it (`take`), once the render is kept.
     */
    peekAnswered(url: string): PrefetchedAnswer | undefined {
      const entry = entries.get(url);
      return fresh(entry) && entry?.answered?.ok ? entry.answered : undefined;
    },
    /** A write happened (or the session ended): nothing asked before it is served. */
    forget(): void {
      entries.clear();
    },
  };
}

export type PrefetchStore = ReturnType<typeof createPrefetchStore>;

/** The browser's GET with the bearer token, as the http layer would send it. */
export const fetchJson: FetchJson = (url, token) =>
  fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
    .then(async (response) => ({
      ok: response.ok,
      status: response.status,
      data: response.ok ? await response.json() : null,
    }))
    .catch(() => null);
