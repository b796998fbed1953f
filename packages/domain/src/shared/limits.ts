/** Business constants shared by the server and the web (spec: Business constants and limits). */
export const TEXT_MAX = 75;
export const TEXTAREA_MAX = 255;
/** The spec keeps the forgot-password email maximum in a shared constant without its value; 255 covers any deliverable address. */
export const EMAIL_MAX = 255;
export const TOOLTIP_TRUNCATE_AT = TEXT_MAX;

/**
 * How many lists and objects a JSON body (or a JSON part of a form) may open inside each other.
 * The deepest real body (a document upload's metadata) nests six; deeper is refused before parsing.
 */
export const JSON_DEPTH_MAX = 32;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
export const DEFAULT_SORT_BY = 'created';
export const DEFAULT_SORT_ORDER = 'desc';
export const SEARCH_DEBOUNCE_MS = 1000;
/**
 * A list total that needs a count of the rows themselves (a search or a filter the database keeps
 * no counter for) counts at most this many; past it the list says '10,000+'.
 */
export const COUNTED_TOTAL_MAX = 10_000;
/** Search terms shorter than this have no trigram and match the start of the text instead. */
export const CONTAINS_SEARCH_MIN = 3;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;

/**
 * A text's length in characters (code points), as the limits above, JSON Schema's maxLength and
 * PostgreSQL's varchar(n) count it: `value.length` counts UTF-16 units, two for an emoji.
 */
export const characterCount = (value: string) => [...value].length;
