import type { Executor } from '../../db/client';
import { nextSequenceNumber } from './credit-applications.repository';

/** Digits of the running number; a year with more applications simply grows longer. */
const NUMBER_DIGITS = 6;

/** 'CA-2026-000001': readable, sortable within a year, gapless per year (see the sequence table). */
export const formatCreditAppNo = (year: number, sequence: number) =>
  `CA-${year}-${String(sequence).padStart(NUMBER_DIGITS, '0')}`;

/** Takes the next number of `year` inside the caller's transaction. */
export const nextCreditAppNo = async (tx: Executor, year: number) =>
  formatCreditAppNo(year, await nextSequenceNumber(tx, year));
