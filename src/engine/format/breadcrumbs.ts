/**
 * Breadcrumbs (spec 2.5): Home, then one crumb per path segment. The route prefixes admin,
 * main and l only group screens and mean nothing to a reader, so they get no crumb, but they
 * stay in the links of the crumbs after them so those links still lead somewhere. A model's
 * segment is followed by `l` (`patient/l` is the patient list, `patient` alone is no page), so
 * its crumb's path takes the `l` with it. Whether a crumb's path is a page at all (`.../detail`
 * is not) is the app's to say: it knows its routes (client layout/Breadcrumbs.tsx).
 */

export interface Crumb {
  label: string;
  path: string;
}

const HIDDEN_SEGMENTS = new Set(['admin', 'main', 'l']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray "%" in a hand-typed URL: show the segment as it was typed.
    return segment;
  }
}

/** "all_visits" -> "All Visits": underscores become spaces, each word starts upper-case. */
export function segmentLabel(segment: string): string {
  return segment
    .replace(/_/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function breadcrumbs(pathname: unknown): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', path: '/' }];
  if (typeof pathname !== 'string') return crumbs;
  // A query or hash may come along with the path; they make no crumbs.
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  segments.forEach((segment, index) => {
    const decoded = decode(segment);
    if (HIDDEN_SEGMENTS.has(decoded)) return;
    const label = segmentLabel(decoded);
    if (!label) return;
    let end = index + 1;
    while (end < segments.length && segments[end] === 'l') end += 1;
    crumbs.push({ label, path: `/${segments.slice(0, end).join('/')}` });
  });
  return crumbs;
}
