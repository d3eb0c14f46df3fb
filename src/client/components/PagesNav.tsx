import { buttonClass } from '../forms/widgets/shared';

/** Previous / Page n of m / Next under a paged list or report; nothing for a single page. */
export function PagesNav({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  /** The navigation's name ("Worklist pages", "Report pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
