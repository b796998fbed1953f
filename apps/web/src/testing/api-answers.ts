/** A JSON answer of the API, for a stubbed `fetch`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's success envelope around `response`: `{ message: 'OK', response }`, status 200. */
export const okResponse = (response: unknown) => jsonResponse(200, { message: 'OK', response });
