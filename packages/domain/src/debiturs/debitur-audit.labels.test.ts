import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../preferences/languages';
import {
  DEBITUR_FIELD_LABELS,
  debiturAuditActionsSaying,
  describeDebiturAudit,
} from './debitur-audit.labels';
import { DEBITUR_FORM_FIELDS } from './debiturs.schemas';

const entry = (action: string, fields: string[] = [], fileCategory: string | null = null) => ({
  action,
  fields,
  fileCategory,
});

describe('describeDebiturAudit', () => {
  it('names the changed fields with the form’s labels in each language', () => {
    const updated = entry('updated', ['phoneNumber', 'address', 'type']);
    expect(describeDebiturAudit('en', updated)).toBe('Updated Phone Number, Address, Debitur Type');
    expect(describeDebiturAudit('id', updated)).toBe(
      'Mengubah Nomor Telepon, Alamat, Tipe Debitur',
    );
    expect(describeDebiturAudit('id', entry('updated'))).toBe('Diubah');
  });

  it('names the file category, the photo in the reader’s language', () => {
    expect(describeDebiturAudit('en', entry('file-uploaded', [], 'debiturPhoto'))).toBe(
      'Uploaded Debitur Photo',
    );
    expect(describeDebiturAudit('id', entry('file-uploaded', [], 'debiturPhoto'))).toBe(
      'Mengunggah Foto Debitur',
    );
    expect(describeDebiturAudit('id', entry('file-removed', [], 'ktpOrganizer'))).toBe(
      'Menghapus KTP Pengurus',
    );
  });

  it('says the simple actions, and an unknown action or field as stored', () => {
    expect(describeDebiturAudit('id', entry('archived'))).toBe('Diarsipkan');
    expect(describeDebiturAudit('en', entry('unarchived'))).toBe('Unarchived');
    expect(describeDebiturAudit('id', entry('merged'))).toBe('merged');
    expect(describeDebiturAudit('en', entry('updated', ['legacyField']))).toBe(
      'Updated legacyField',
    );
  });

  it('has a label in both languages for every field of the form', () => {
    for (const language of LANGUAGES)
      for (const field of DEBITUR_FORM_FIELDS)
        expect(Object.keys(DEBITUR_FIELD_LABELS[language]), `${language} ${field}`).toContain(
          field,
        );
  });
});

describe('debiturAuditActionsSaying', () => {
  it('finds the stored actions by their words in either language', () => {
    expect(debiturAuditActionsSaying('Mengubah')).toEqual(['updated']);
    expect(debiturAuditActionsSaying(' diubah ')).toEqual(['updated']);
    expect(debiturAuditActionsSaying('Updated')).toEqual(['updated']);
    expect(debiturAuditActionsSaying('dibuat')).toEqual(['created']);
    expect(debiturAuditActionsSaying('Menghapus')).toEqual(['file-removed']);
    expect(debiturAuditActionsSaying('arsip')).toEqual(['archived', 'unarchived']);
    expect(debiturAuditActionsSaying('dikeluarkan')).toEqual(['unarchived']);
    expect(debiturAuditActionsSaying('no such word')).toEqual([]);
  });
});
