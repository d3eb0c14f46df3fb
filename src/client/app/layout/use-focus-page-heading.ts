import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The heading a page change moves focus to: the page's own, in its main region if it has one. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

/** Focuses a heading (made focusable from script only: it is no Tab stop). */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** What the person (or the page itself) does that says focus should stay where it goes. */
const MOVED_ON = ['keydown', 'pointerdown', 'focusin'] as const;

interface Shown {
  heading: HTMLElement | null;
  text: string | null;
}

function shownHeading(): Shown {
  const heading = pageHeading();
  return { heading, text: heading?.textContent ?? null };
}

/**
 * After each page change the person started, focus moves to the new page's level-one heading,
 * so a screen reader reads where they are and the next Tab starts from the page content (it
 * fell to `<body>`, back at the top of the navigation). The heading may come later than the
 * address (a page that loads its data first): the page is watched until a heading that is not
 * the one of the page left (another element, or the same one with a new title) shows up.
 * Redirects while the app starts (`/` to sign-in, session restore) move nothing, so the skip
 * link stays the first Tab stop of a freshly opened page. A key or pointer press, or focus
 * going somewhere (a field the page focuses itself), before the heading appears means the
 * person has moved on: the watch stops.
 */
export function useFocusPageHeading(): void {
  const { pathname } = useLocation();
  const interacted = useRef(false);
  const lastPath = useRef<string | undefined>(undefined);
  const left = useRef<Shown | undefined>(undefined);
  if (lastPath.current !== pathname) {
    // Rendering for a new address: the document still shows the page being left (React has
    // not committed yet), so this is the heading the new page's must differ from.
    left.current = lastPath.current === undefined ? undefined : shownHeading();
    lastPath.current = pathname;
  }

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    window.addEventListener('keydown', mark, true);
    window.addEventListener('pointerdown', mark, true);
    return () => {
      window.removeEventListener('keydown', mark, true);
      window.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address.
  useEffect(() => {
    const before = left.current;
    if (!before || !interacted.current) return;
    let observer: MutationObserver | undefined;
    const stop = () => {
      observer?.disconnect();
      for (const type of MOVED_ON) window.removeEventListener(type, stop, true);
    };
    const tryFocus = () => {
      const { heading, text } = shownHeading();
      if (!heading || (heading === before.heading && text === before.text)) return false;
      stop();
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    observer = new MutationObserver(tryFocus);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    for (const type of MOVED_ON) window.addEventListener(type, stop, true);
    return stop;
  }, [pathname]);
}
