import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Where a click on an app link goes within the app, or undefined when the browser should have
 * it: a click with a modifier key or another button (a new tab or window), a link with a
 * target, or one leaving the app's paths.
 */
export function inAppTarget(
  click: Click,
  link: { target: string; getAttribute(name: string): string | null },
): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const to = link.getAttribute('href');
  return to?.startsWith('/') && !to.startsWith('//') ? to : undefined;
}

/**
 * One click handler for the many plain links of a large page (the bed board's hundreds of
 * cards), set on an element around them: a plain click on an `<a data-route href="/...">`
 * inside moves within the app as react-router's Link does, without a Link and its hooks per
 * link. Enter on a focused link is a click too; the rest is the browser's (inAppTarget).
 */
export function useLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest?.('a[data-route]');
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      const to = inAppTarget(event, link);
      if (to === undefined) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}
