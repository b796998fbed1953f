import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CATALOGUE,
  DOCUMENT_TYPES_BY_CODE,
} from '@creditdesk/domain/documents/document-catalogue';
import { documentCategories, documentTypes } from '../modules/documents/documents.table';
import { createTestApp, type TestContext } from '../testing/test-app';
import { seedDocumentCatalogue } from './document-catalogue.seed';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const catalogueRows = () =>
  context.db.select().from(documentTypes).where(isNull(documentTypes.applicationId));

describe('document catalogue seed', () => {
  it('holds every category and type of the domain catalogue, in its order', async () => {
    const categories = await context.db
      .select()
      .from(documentCategories)
      .orderBy(documentCategories.position);
    expect(categories.map((row) => row.code)).toEqual(DOCUMENT_CATALOGUE.map((c) => c.code));
    expect(categories.find((row) => row.code === 'debitur-perorangan')?.debiturType).toBe(
      'Personal',
    );
    const types = await catalogueRows();
    expect(types).toHaveLength(DOCUMENT_TYPES_BY_CODE.size);
    const sdk = types.find((row) => row.code === 'sdk');
    expect(sdk).toMatchObject({
      categoryCode: 'persetujuan',
      title: 'SDK',
      mandatory: 'always',
      dueField: 'berlakuAkhir',
    });
    expect(types.find((row) => row.code === 'buku-nikah')?.mandatory).toBe('married');
    expect(types.find((row) => row.code === 'sppk')?.mandatory).toBeNull();
  });

  it('is idempotent and brings changed rows back to the catalogue, keeping their ids', async () => {
    const before = await catalogueRows();
    await context.db
      .update(documentTypes)
      .set({ title: 'Renamed by hand', position: 99, formMetaData: [] })
      .where(eq(documentTypes.code, 'bir'));
    await context.db
      .update(documentCategories)
      .set({ title: 'Old title' })
      .where(eq(documentCategories.code, 'agunan'));
    await seedDocumentCatalogue(context.db);
    await seedDocumentCatalogue(context.db);
    const after = await catalogueRows();
    expect(after).toHaveLength(before.length);
    const bir = after.find((row) => row.code === 'bir');
    expect(bir?.id).toBe(before.find((row) => row.code === 'bir')?.id);
    expect(bir).toMatchObject({ title: 'BIR', position: 1 });
    expect(bir?.formMetaData.map((field) => field.name)).toEqual([
      'nomorDokumen',
      'tanggal',
      'atasNama',
    ]);
    const [agunan] = await context.db
      .select()
      .from(documentCategories)
      .where(eq(documentCategories.code, 'agunan'));
    expect(agunan?.title).toBe('Agunan');
  });
});
