import { vi } from 'vitest';

/*
 * `lib/api-client` for a test that answers the API calls itself, not through fetch:
 *   vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));
 * Everything but `api` is the real module's; `api` is this file's, so the test imports it from here.
 */
const actual = await vi.importActual<typeof import('../lib/api-client')>('../lib/api-client');

export const { MAX_REFRESH_FAILURES, ApiError, isApiError, createApiClient } = actual;

/** The client every component calls: each method a mock that answers what the test sets. */
export const api = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  delete: vi.fn(),
  download: vi.fn(),
};
