import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The browser tab's name for a page: 'Credit Application · CreditDesk'. */
export const pageTitle = (title: string) => `${title} · CreditDesk`;

/** The path whose heading last took focus: a tab, filter or page change keeps focus where it is. */
let focusedPath: string | undefined;

/**
 * After a navigation to another path, moves focus to the page's heading, so a screen reader
 * announces where the user now is and Tab continues from there. The page the app was opened at
 * keeps the browser's focus (react-router calls that first location 'default').
 */
export function usePageHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();

  useEffect(() => {
    if (pathname === focusedPath) return;
    focusedPath = pathname;
    if (key !== 'default') heading.current?.focus();
  }, [key, pathname]);

  return heading;
}

/** What the heading needs to take focus without becoming a Tab stop. */
export const PAGE_HEADING_PROPS = { tabIndex: -1, 'data-page-heading': true } as const;
