/** Business constants shared by the server and the web (spec: Business constants and limits). */
export const TEXT_MAX = 75;
export const TEXTAREA_MAX = 255;
/** The spec keeps the forgot-password email maximum in a shared constant without its value; 255 covers any deliverable address. */
export const EMAIL_MAX = 255;
export const TOOLTIP_TRUNCATE_AT = TEXT_MAX;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
export const DEFAULT_SORT_BY = 'created';
export const DEFAULT_SORT_ORDER = 'desc';
export const SEARCH_DEBOUNCE_MS = 1000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;
