import type { ReadNumberKind, ReadNumbers } from '@creditdesk/domain/documents/document-readings';

/** A run of digits that may be grouped by spaces, dots or dashes ('01.234.567.8-901.000'). */
const DIGIT_RUN = /\d(?:[\d.\- ]*\d)?/g;

/** How many characters before a number its label may stand ('NIK : ', 'No. NPWP'). */
const LABEL_REACH = 24;

const LABELS: [ReadNumberKind, RegExp][] = [
  ['npwp', /NPWP/i],
  ['nib', /NIB|Nomor\s+Induk\s+Berusaha/i],
  ['nik', /NIK|Nomor\s+Induk\s+Kependudukan/i],
];

/** The kinds a number of `length` digits can be, by its label when it has one. */
const kindOf = (length: number, label: ReadNumberKind | undefined): ReadNumberKind | undefined => {
  if (label === 'npwp') return length === 15 || length === 16 ? 'npwp' : undefined;
  if (label === 'nik') return length === 16 ? 'nik' : undefined;
  if (label === 'nib') return length === 13 ? 'nib' : undefined;
  if (length === 16) return 'nik';
  if (length === 15) return 'npwp';
  return length === 13 ? 'nib' : undefined;
};

/** The label just before `index` on its line, with no other number between them. */
const labelBefore = (text: string, index: number) => {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(Math.max(lineStart, index - LABEL_REACH), index);
  let nearest: { kind: ReadNumberKind; end: number } | undefined;
  for (const [kind, pattern] of LABELS)
    for (const match of before.matchAll(new RegExp(pattern.source, 'gi'))) {
      const end = match.index + match[0].length;
      if (!nearest || end > nearest.end) nearest = { kind, end };
    }
  return nearest && !/\d/.test(before.slice(nearest.end)) ? nearest.kind : undefined;
};

/**
 * The digit runs of `text` that are whole numbers: a run of the right length as it stands, else
 * its space-separated pieces (two numbers on one line, or OCR's gaps between them).
 */
const numbersIn = function* (text: string) {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (kindOf(digits.length, undefined)) {
      yield { index: match.index, digits };
      continue;
    }
    let offset = 0;
    for (const piece of match[0].split(' ')) {
      const pieceDigits = piece.replace(/\D/g, '');
      if (kindOf(pieceDigits.length, undefined))
        yield { index: match.index + offset, digits: pieceDigits };
      offset += piece.length + 1;
    }
  }
};

/**
 * The NIK, NPWP and NIB numbers in a file's text, as digits: a labelled number is taken for its
 * label's kind and listed before the unlabelled ones, which are judged by their length alone.
 */
export const findNumbers = (text: string): ReadNumbers => {
  const labelled: ReadNumbers = { nik: [], npwp: [], nib: [] };
  const unlabelled: ReadNumbers = { nik: [], npwp: [], nib: [] };
  for (const { index, digits } of numbersIn(text)) {
    const label = labelBefore(text, index);
    const kind = kindOf(digits.length, label);
    if (kind) (label ? labelled : unlabelled)[kind].push(digits);
  }
  const merged = (kind: ReadNumberKind) => [...new Set([...labelled[kind], ...unlabelled[kind]])];
  return { nik: merged('nik'), npwp: merged('npwp'), nib: merged('nib') };
};
