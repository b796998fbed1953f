import type { Language } from '../preferences/languages';

/** A page button or a gap marker in a pagination bar. */
export type PageItem = number | 'ellipsis';

/** Lists with this many pages or fewer show every page (spec: shared list behaviour). */
const ALL_PAGES_UP_TO = 7;

/** Number of pages for `total` rows at `limit` per page; 0 when there are no rows. */
export const totalPages = (total: number, limit: number): number => {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Invalid page size: ${limit}`);
  return Math.ceil(Math.max(total, 0) / limit);
};

/**
 * The buttons of a pagination bar: every page up to 7 pages, otherwise the first and last page,
 * the current page and its neighbours, with 'ellipsis' for each gap. A gap of exactly one page
 * shows that page instead: an ellipsis would take the same room and hide a reachable page.
 */
export const pageItems = (currentPage: number, pageCount: number): PageItem[] => {
  if (pageCount <= ALL_PAGES_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);

  const current = Math.min(Math.max(currentPage, 1), pageCount);
  const shown = [...new Set([1, current - 1, current, current + 1, pageCount])]
    .filter((page) => page >= 1 && page <= pageCount)
    .sort((a, b) => a - b);

  const items: PageItem[] = [];
  shown.forEach((page, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('ellipsis');
    items.push(page);
  });
  return items;
};

/** The number shown in a list's 'No' column: (page-1)*limit + index + 1. */
export const rowNumber = (page: number, limit: number, index: number): number =>
  (page - 1) * limit + index + 1;

/** The first and last row numbers of `page` ('Showing a-b'); 0 and 0 when the list is empty. */
export const showingRange = (
  page: number,
  limit: number,
  total: number,
): { first: number; last: number } =>
  total <= 0
    ? { first: 0, last: 0 }
    : { first: rowNumber(page, limit, 0), last: Math.min(page * limit, total) };

/** Thousands grouped as each language writes them: 10,000 in English, 10.000 in Indonesian. */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', id: 'id-ID' };

/**
 * A count as lists and the dashboard show it, grouped in `language`, with '+' when the count
 * stopped at its cap and the list holds more ('10,000+', '10.000+').
 */
export const countText = (count: number, capped: boolean, language: Language): string =>
  `${count.toLocaleString(NUMBER_LOCALES[language])}${capped ? '+' : ''}`;
