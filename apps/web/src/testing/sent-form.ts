import type { Mock } from 'vitest';

/**
 * The path and multipart form of one call of a mocked `api.post` or `api.put` (the first unless
 * `call` says), with a JSON part read back as the server reads it.
 */
export const sentForm = (send: Mock, call = 0) => {
  const [path, form] = send.mock.calls[call] as [string, FormData];
  return { path, form, json: (part: string): unknown => JSON.parse(form.get(part) as string) };
};
