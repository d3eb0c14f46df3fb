import { useSearchParams } from 'react-router';

/**
 * A worklist's filters and page kept in the address (?status=&page= and any filter of its
 * own, such as &modality=), so a reload or a shared link shows the same page. A value the
 * worklist does not offer reads as none; moving to another filter goes back to page 1.
 */
export function useWorklistAddress<Key extends string>(offered: Record<Key, readonly string[]>) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    (Object.keys(offered) as Key[]).map((key) => {
      const value = search.get(key);
      return [key, value !== null && offered[key].includes(value) ? value : undefined];
    }),
  ) as Record<Key, string | undefined>;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const go = (next: Partial<Record<Key, string | undefined>> & { page?: number }) => {
    const params = new URLSearchParams();
    for (const key of Object.keys(offered) as Key[]) {
      const value = key in next ? next[key] : filters[key];
      if (value) params.set(key, value);
    }
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  return { filters, page, go };
}
