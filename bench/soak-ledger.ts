/**
 * What the soak's users wrote: every write the server acknowledged (2xx with its id), and every
 * write whose answer never came (no connection, a timeout, a 5xx from a dying instance), whose
 * outcome the database decides at the end. Each created record carries a marker of its own, so
 * a create that landed twice shows as two rows with one marker.
 */

export type WriteKind =
  | 'debitur'
  | 'application'
  | 'application-edit'
  | 'document'
  | 'debitur-file'
  | 'status'
  | 'approval';

export interface Write {
  kind: WriteKind;
  /** The marker a create or edit wrote (a name or a description). */
  marker?: string;
  /** The record written: a created record's id, or the application or debitur changed. */
  id?: string;
  /** The status a move asked for, the category of a debitur file. */
  detail?: string;
  /** The stored file an upload answered. */
  fileId?: string;
  /** Who wrote it (the virtual user's index). */
  by: number;
}

export class Ledger {
  readonly acknowledged: Write[] = [];
  readonly unknown: Write[] = [];

  acknowledge(write: Write) {
    this.acknowledged.push(write);
  }

  /** A write sent once that got no answer (or a 5xx): it may or may not have landed. */
  noAnswer(write: Write) {
    this.unknown.push(write);
  }

  count(kind: WriteKind) {
    return this.acknowledged.filter((write) => write.kind === kind).length;
  }
}
