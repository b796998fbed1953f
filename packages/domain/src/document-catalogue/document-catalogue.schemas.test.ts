import { describe, expect, it } from 'vitest';
import { withParams } from '../shared/message-index';
import { isMandatoryFor } from './catalogue-rules';
import { DOCUMENT_CATALOGUE_MESSAGES as M, typeBodySchema } from './document-catalogue.schemas';

const body = (overrides: Record<string, unknown> = {}) => ({
  code: 'surat-kuasa',
  title: 'Surat Kuasa',
  categoryCode: 'lain-lain',
  position: 0,
  mandatory: 'none',
  formMetaData: [
    { label: 'Nomor', name: 'nomor', type: 'text', required: true },
    { label: 'Berlaku Akhir', name: 'berlakuAkhir', type: 'date' },
  ],
  ...overrides,
});

const messagesOf = (input: unknown) => {
  const result = typeBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('typeBodySchema', () => {
  it('accepts a type with its fields, defaults and a due date field', () => {
    const parsed = typeBodySchema.parse(body({ dueField: 'berlakuAkhir', report: 'sdk' }));
    expect(parsed).toMatchObject({ retired: false, report: 'sdk', dueField: 'berlakuAkhir' });
    expect(parsed.formMetaData[1]?.required).toBe(false);
  });

  it('refuses a field name used twice, an option field without options and a bad due field', () => {
    expect(
      messagesOf(
        body({
          dueField: 'nomor',
          formMetaData: [
            { label: 'Nomor', name: 'nomor', type: 'text' },
            { label: 'Nomor lagi', name: 'nomor', type: 'text' },
            { label: 'Status', name: 'status', type: 'option' },
          ],
        }),
      ),
    ).toEqual([
      withParams(M.fieldNameTaken, { name: 'nomor' }),
      withParams(M.optionsRequired, { label: 'Status' }),
      withParams(M.dueFieldNotDate, { name: 'nomor' }),
    ]);
  });

  it('refuses a report that does not exist and a code with spaces', () => {
    expect(messagesOf(body({ code: 'Surat Kuasa', report: 'dokumen-tbo' }))).toEqual([
      M.codePattern,
      M.unknownReport,
    ]);
  });

  it('refuses a check on a field that is not text', () => {
    expect(
      messagesOf(
        body({ formMetaData: [{ label: 'Tanggal', name: 'tanggal', type: 'date', check: 'nik' }] }),
      ),
    ).toEqual([withParams(M.checkNeedsText, { label: 'Tanggal' })]);
  });
});

describe('isMandatoryFor', () => {
  const single = { type: 'Personal', maritalStatus: 'Single' } as const;
  const married = { type: 'Personal', maritalStatus: 'Married' } as const;
  const enterprise = { type: 'Enterprise' } as const;

  it('reads each rule against the debitur', () => {
    expect(
      (['none', 'always', 'personal', 'enterprise', 'married'] as const).map((rule) => [
        isMandatoryFor(rule, single),
        isMandatoryFor(rule, married),
        isMandatoryFor(rule, enterprise),
      ]),
    ).toEqual([
      [false, false, false],
      [true, true, true],
      [true, true, false],
      [false, false, true],
      [false, true, false],
    ]);
  });
});
