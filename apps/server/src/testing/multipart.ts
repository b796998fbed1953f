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
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
};
