import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createCreditApplication, uploadDocument } from '../../testing/credit-applications';
import { call, context, headers } from '../documents/documents.fixture';
import { documentReadings } from './document-readings.table';
import { pngWithText } from './reading-fixtures';

// The one OCR test (tesseract.js loads its language data and reads a KTP-sized image: seconds);
// every other reading test takes the PDF text path.
it('reads the NIK of a KTP photographed as a PNG, with the language data installed locally', async () => {
  const application = await createCreditApplication(context, headers);
  const image = pngWithText(['NIK : 3171234567890123', 'NAMA : MIKA']);
  const response = await uploadDocument(context, headers, application.id, 'ktp', {
    file: { key: 'file', name: 'ktp.png', data: image, type: 'image/png' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { versionId } = response.json().response.file as { versionId: string };

  await context.app.documentReader.drain();

  const [row] = await context.db
    .select()
    .from(documentReadings)
    .where(eq(documentReadings.versionId, versionId));
  expect(row).toMatchObject({ state: 'read', numbers: { nik: ['3171234567890123'] } });
  const readings = await call('GET', `/credit-application/${application.id}/document-readings`);
  expect(readings.json().response).toEqual([
    expect.objectContaining({ versionId, state: 'read', flags: [] }),
  ]);
});
