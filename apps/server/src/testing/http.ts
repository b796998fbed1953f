import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { FieldError } from '@creditdesk/domain/shared/envelope.schemas';
import { codedMessageOf } from '@creditdesk/domain/shared/message-codes';
import {
  splitMessage,
  withParams,
  type CodedMessage,
} from '@creditdesk/domain/shared/message-index';
import type { TestContext } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string>;
export type TestResponse = Awaited<ReturnType<TestContext['app']['inject']>>;

/** A file part of a multipart request. */
export interface UploadFile {
  key: string;
  data: Buffer;
  name: string;
  type?: string;
}

/** A multipart body as a browser sends it (text fields, then files), for `app.inject`. */
export const multipart = async (fields: Record<string, string>, files: UploadFile[] = []) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.key,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
};

/**
 * The one way a test talks to the app. `call` sends a JSON body (or none), `callMultipart` a form
 * as a browser does; paths are relative to `base`, and requests go with `headers()` unless the test
 * names others. The app and the headers are read at call time, since a test file builds them in
 * `beforeAll`, after this is made.
 */
export const requester = (
  context: () => Pick<TestContext, 'app'>,
  { base = '/api/v1', headers = () => ({}) }: { base?: string; headers?: () => Headers } = {},
) => {
  const call = (method: Method, url: string, payload?: unknown, as: Headers = headers()) =>
    context().app.inject({
      method,
      url: `${base}${url}`,
      headers: as,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const callMultipart = async (
    method: Method,
    url: string,
    fields: Record<string, string>,
    files: UploadFile[] = [],
    as: Headers = headers(),
  ) => {
    const body = await multipart(fields, files);
    return call(method, url, body.payload, { ...as, ...body.headers });
  };
  return { call, callMultipart };
};

/** A 400's field errors as path and message, the spec's part (each also carries its `code`). */
export const fieldErrorsOf = (response: TestResponse) =>
  (response.json() as { details: { path: string; message: string }[] }).details.map(
    ({ path, message }) => ({ path, message }),
  );

/** The field errors of a 400 by their codes, with their values as `withParams` writes them. */
export const fieldCodesOf = (response: TestResponse) =>
  (response.json() as { details: FieldError[] }).details.map(({ path, code, params }) => ({
    path,
    code: params ? withParams(code, params) : code,
  }));

/**
 * A 400 whose message is `message`: a code of the domain tables (with `withParams`, its values
 * too) is compared with the answer's code, any other text with its English (or matched by it).
 */
export const expectRefused = (response: TestResponse, message: string | RegExp, what: string) => {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  const coded = typeof message === 'string' ? codedMessageOf(message) : undefined;
  const { code, params } = response.json() as Partial<CodedMessage>;
  if (coded) expect({ code, params }, what).toEqual(coded);
  else if (typeof message === 'string') expect(response.json().message, what).toBe(message);
  else expect(response.json().message, what).toMatch(message);
};

/**
 * A 409 that answers the domain's `coded` message (a code, or a code `withParams`) with its
 * values, and `english` as its message: the sentence itself stays written in the test.
 */
export const expectConflict = (response: TestResponse, coded: string, english: string) => {
  expect(response.statusCode, response.body).toBe(409);
  const { code, params } = response.json() as Partial<CodedMessage>;
  expect({ code, params }).toEqual(splitMessage(coded));
  expect(response.json().message).toBe(english);
};

/** The one row a list answers, after checking that its total is one. */
export const onlyListedRow = (response: TestResponse) => {
  expect(response.json().response.total).toBe(1);
  return response.json().response.data[0];
};

/** The record a read or an update answered, after checking that it answered 200. */
export const answeredRecord = <T>(response: TestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as T;
};

/** The record a create answered, after checking that it answered 201. */
export const createdRecord = <T>(response: TestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as T;
};
