import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CATALOGUE,
  DOCUMENT_TYPES_BY_CODE,
} from '@creditdesk/domain/documents/document-catalogue';
import { catalogueVersions } from '../modules/document-catalogue/catalogue-versions.table';
import {
  documentCatalogueDeletions,
  documentCategories,
  documentTypes,
} from '../modules/documents/documents.table';
import { createTestApp, type TestContext } from '../testing/test-app';
import { seedDocumentCatalogue } from './document-catalogue.seed';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const catalogueRows = () =>
  context.db.select().from(documentTypes).where(isNull(documentTypes.applicationId));

/** The title of the Agunan category, the one the tests change by hand. */
const agunanTitle = async () => {
  const [agunan] = await context.db
    .select()
    .from(documentCategories)
    .where(eq(documentCategories.code, 'agunan'));
  return agunan?.title;
};

describe('document catalogue seed', () => {
  it('holds every category and type of the domain catalogue, in its order', async () => {
    const categories = await context.db
      .select()
      .from(documentCategories)
      .orderBy(documentCategories.position);
    expect(categories.map((row) => row.code)).toEqual(DOCUMENT_CATALOGUE.map((c) => c.code));
    expect(categories.find((row) => row.code === 'debitur-perorangan')?.debiturKinds).toBe(
      'Personal',
    );
    expect(categories.find((row) => row.code === 'agunan')?.debiturKinds).toBe('both');
    const types = await catalogueRows();
    expect(types).toHaveLength(DOCUMENT_TYPES_BY_CODE.size);
    const sdk = types.find((row) => row.code === 'sdk');
    expect(sdk).toMatchObject({
      categoryCode: 'persetujuan',
      title: 'SDK',
      mandatory: 'always',
      dueField: 'berlakuAkhir',
      report: 'sdk',
    });
    expect(types.find((row) => row.code === 'buku-nikah')?.mandatory).toBe('married');
    expect(types.find((row) => row.code === 'sppk')).toMatchObject({
      mandatory: 'none',
      report: null,
    });
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
    expect(await agunanTitle()).toBe('Agunan');
  });

  it('adds the shipped rows the bank lacks, and leaves what it changed or deleted', async () => {
    await context.db
      .update(documentTypes)
      .set({ title: 'SDK (bank)', mandatory: 'none', customised: true })
      .where(eq(documentTypes.code, 'sdk'));
    await context.db
      .update(documentCategories)
      .set({ title: 'Agunan (bank)', customised: true })
      .where(eq(documentCategories.code, 'agunan'));
    const [roya] = await context.db
      .delete(documentTypes)
      .where(eq(documentTypes.code, 'roya'))
      .returning();
    await context.db.insert(documentCatalogueDeletions).values({ kind: 'type', code: 'roya' });
    await context.db.delete(documentTypes).where(eq(documentTypes.code, 'slip-gaji'));
    await seedDocumentCatalogue(context.db);
    const types = await catalogueRows();
    expect(types.find((row) => row.code === 'sdk')).toMatchObject({
      title: 'SDK (bank)',
      mandatory: 'none',
    });
    expect(roya).toBeDefined();
    expect(types.some((row) => row.code === 'roya')).toBe(false);
    expect(types.find((row) => row.code === 'slip-gaji')).toMatchObject({
      title: 'Slip Gaji',
      categoryCode: 'data-keuangan',
    });
    expect(await agunanTitle()).toBe('Agunan (bank)');
  });

  it('publishes a catalogue version when a start changed the catalogue, and none otherwise', async () => {
    await seedDocumentCatalogue(context.db);
    const before = await context.db.select().from(catalogueVersions);
    await seedDocumentCatalogue(context.db);
    expect(await context.db.select().from(catalogueVersions)).toHaveLength(before.length);
    await context.db.delete(documentTypes).where(eq(documentTypes.code, 'spt-tahunan'));
    await seedDocumentCatalogue(context.db);
    const after = await context.db.select().from(catalogueVersions).orderBy(catalogueVersions.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.snapshot.types.map((type) => type.code)).toContain('spt-tahunan');
  });
});
