/** One entity tag of a list: optional weakness prefix, then a quoted opaque tag (RFC 9110 8.8.3). */
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;

/**
 * Whether an If-None-Match header matches `etag`, so the answer is 304 (RFC 9110 13.1.2): `*`
 * matches any current representation; otherwise the header is a comma list of tags, compared
 * weakly (`W/"x"` matches `"x"`), since caches and proxies may weaken or gather our tags. Tags
 * are read by their quotes, not by splitting on commas, as a tag itself may hold a comma.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const ours = [...etag.matchAll(ENTITY_TAG)][0]?.[1];
  if (ours === undefined) return false;
  return [...header.matchAll(ENTITY_TAG)].some((match) => match[1] === ours);
}
