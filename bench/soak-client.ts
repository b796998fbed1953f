/**
 * A virtual user's browser, as the web app talks to the API: a bearer token, its own desk's
 * address, reads retried as the web's query client retries them (twice, after 1 s and 2 s, on
 * network trouble and 5xx: apps/web/src/lib/react-query.ts) and writes never retried (its
 * mutations have `retry: false`).
 */

/** A request that gets no answer within this is given up, as a user would give up waiting. */
const REQUEST_CAP_MS = 60_000;
const READ_RETRIES = 2;

export type Body = { json: unknown } | { form: FormData } | undefined;

/** What came back: an answer, or none (the connection failed or the request timed out). */
export type Outcome =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'connection' | 'timeout'; status: 0; body: undefined; error: string };

/** The `response` of the success envelope, as far as the soak reads it. */
export const responseOf = <T>(outcome: Outcome) =>
  (outcome.body as { response?: T } | undefined)?.response as T;

/** What an answer that is no success was, for the errors table: its status and code. */
export const failureKind = (outcome: Outcome) => {
  if (outcome.kind !== 'answer') return outcome.kind;
  const code = (outcome.body as { code?: string } | undefined)?.code;
  return `${outcome.status}${code ? ` ${code}` : ''}`;
};

export const isSuccess = (outcome: Outcome) =>
  outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SoakClient {
  token = '';
  /** Requests sent, and reads sent again after a failure. */
  retries = 0;

  constructor(
    private readonly base: string,
    /** The desk's address, which nginx passes on and the server trusts it for (TRUST_PROXY). */
    private readonly address: string,
  ) {}

  private async once(method: string, url: string, body: Body): Promise<Outcome> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body && 'json' in body) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.base}/api/v1${url}`, {
        method,
        headers,
        body:
          body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form,
        signal: AbortSignal.timeout(REQUEST_CAP_MS),
      });
      const type = response.headers.get('content-type') ?? '';
      // Exports and files are read to the end, as a download is, and not kept.
      const parsed = type.includes('json') ? await response.json() : await response.arrayBuffer();
      return { kind: 'answer', status: response.status, body: parsed };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return {
        kind: timedOut ? 'timeout' : 'connection',
        status: 0,
        body: undefined,
        error: cause?.code ?? cause?.message ?? (error as Error).message,
      };
    }
  }

  /** A read: tried again on no answer or 5xx, as the web's queries are. */
  async read(url: string): Promise<Outcome> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.once('GET', url, undefined);
      const failed = outcome.kind !== 'answer' || outcome.status >= 500;
      if (!failed || attempt === READ_RETRIES) return outcome;
      this.retries++;
      await pause(1000 * 2 ** attempt);
    }
  }

  /** A write: sent once, whatever happens. */
  write(method: 'POST' | 'PUT', url: string, body?: Body): Promise<Outcome> {
    return this.once(method, url, body);
  }
}
