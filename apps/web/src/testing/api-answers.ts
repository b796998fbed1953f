import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/** A JSON answer of the API, for a stubbed `fetch`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's success envelope around `response`: `{ message: 'OK', response }`, status 200. */
export const okResponse = (response: unknown) => jsonResponse(200, { message: 'OK', response });

/** What the stubbed server answers to a request for `url`. */
export type FetchAnswer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Stands a mock in for `fetch` in every test of the file: before each test it forgets the calls
 * and answers with `answer` (a test may set another), after each the real `fetch` is back.
 * Answers the mock, for the calls a test reads.
 */
export const stubFetch = (answer?: FetchAnswer) => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(async (input, init) => answer(String(input), init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
};

/** The requests a stubbed `fetch` was sent with `method`: each one's path and JSON body. */
export const sentJson = (fetchMock: Mock<typeof fetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({
      path: new URL(String(url), 'http://localhost').pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
