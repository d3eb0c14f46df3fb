import { documentTitle } from './page-title';

/**
 * The document's title while this page is shown: React 19 puts a rendered `<title>` in the
 * head, before the static "Tena" of index.html, and takes it out with the page.
 */
export function PageTitle({ parts }: { parts: readonly (string | null | undefined)[] }) {
  return <title>{documentTitle(parts)}</title>;
}
