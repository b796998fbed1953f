import net from 'node:net';

/** One HTTP/1.1 answer as it came over the socket. */
export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** Resolves with the first answer read from `socket` (framed by its Content-Length). */
const readResponse = (socket: net.Socket) =>
  new Promise<RawResponse>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString().split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      const body = received.subarray(headEnd + 4);
      if (body.length < length) return;
      socket.off('data', onData);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: body.subarray(0, length).toString(),
      });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('the connection closed before an answer')));
  });

export interface OversizedUpload {
  port: number;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  /** The multipart field of the file. */
  field: string;
  /** Bytes of the file, declared in Content-Length; only as many are sent as the server reads. */
  size: number;
}

const CHUNK = Buffer.alloc(64 * 1024);

/**
 * Sends a multipart upload of one PDF of `size` bytes on a keep-alive connection, writing only
 * while the server reads, and resolves with the server's answer and the still open socket.
 */
export const sendOversizedUpload = async (upload: OversizedUpload) => {
  const socket = net.connect(upload.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // A write racing the server's close may fail; the answer (or its absence) is what is checked.
  socket.on('error', () => undefined);
  const boundary = 'creditdesk-raw-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="large.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileRest = upload.size - '%PDF-1.7\n'.length;
  const headers = {
    host: `127.0.0.1:${upload.port}`,
    connection: 'keep-alive',
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(head.length + fileRest + tail.length),
    ...upload.headers,
  };
  const response = readResponse(socket);
  let answered = false;
  void response.then(() => (answered = true)).catch(() => undefined);

  socket.write(
    `${upload.method} ${upload.path} HTTP/1.1\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
  socket.write(head);
  // Backpressure paces the writes: once the server stops reading, so does this loop.
  for (let sent = 0; sent < fileRest && !answered; sent += CHUNK.length) {
    const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, fileRest - sent));
    if (!socket.write(chunk))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), response]);
  }
  if (!answered) socket.write(tail);
  return { response: await response, socket };
};

/** Resolves when the server has closed `socket`. */
export const closedByServer = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    if (socket.readableEnded || socket.destroyed) return resolve();
    socket.once('end', () => resolve());
    socket.once('close', () => resolve());
    socket.resume();
  });
