import {
  mandatoryTypeCodes,
  DOCUMENT_TYPES_BY_CODE,
} from '@creditdesk/domain/documents/document-catalogue';
import { validMetadata } from '../apps/server/src/testing/credit-applications';
import { pdfBytes } from '../apps/server/src/testing/sample-files';
import { sariWulandari } from '../apps/server/src/testing/server-process';
import { type Body, isSuccess, type Outcome, responseOf, SoakClient } from './soak-client';
import type { Ledger, Write } from './soak-ledger';
import { signInAs, type StaffMember, STAFF_PASSWORD, type Workplace } from './soak-staff';

/**
 * The steps of a member of staff's day (soak-day.ts draws them), as the web makes its calls. Officers keep their own debiturs and
 * applications (create, edit, upload, sign, submit); reviewers approve others' (four eyes) and,
 * having no right to create or upload, open a file to review where an officer would write.
 */

export const MANDATORY_CODES = mandatoryTypeCodes({ type: 'Personal', maritalStatus: 'Married' });
const SEARCH_TERMS = ['Staff', 'Sari', 'Modal', 'Bandung', 'soak'];

export interface OwnApplication {
  id: string;
  marker: string;
  debiturId: string;
  status: string;
  /** Mandatory document types not uploaded yet. */
  missing: string[];
  edits: number;
}

/** What a step did: its outcomes, the first failure of which is its error. */
export type StepResult = Outcome[];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** A PDF upload's part, as a browser sends a chosen file. */
const pdfPart = (form: FormData, field: string, name: string) =>
  form.append(field, new Blob([pdfBytes(name)], { type: 'application/pdf' }), name);

export class Desk {
  readonly client: SoakClient;
  readonly debiturs: string[] = [];
  readonly applications: OwnApplication[] = [];
  /** Applications seen in lists, for opening a detail. */
  private seen: string[] = [];
  private created = 0;

  constructor(
    base: string,
    readonly member: StaffMember,
    private readonly workplace: Workplace,
    private readonly ledger: Ledger,
  ) {
    this.client = new SoakClient(base, member.address);
  }

  private marker() {
    return `Soak ${this.member.index}-${++this.created}`;
  }

  /** A write sent once: acknowledged with what its answer names, or of unknown outcome. */
  private async write(
    method: 'POST' | 'PUT',
    url: string,
    body: Body,
    entry: Omit<Write, 'by'>,
    named: (response: Record<string, unknown>) => Partial<Write> = () => ({}),
  ) {
    const outcome = await this.client.write(method, url, body);
    const write = { ...entry, by: this.member.index };
    if (isSuccess(outcome)) this.ledger.acknowledge({ ...write, ...named(responseOf(outcome)) });
    else if (outcome.kind !== 'answer' || outcome.status >= 500) this.ledger.noAnswer(write);
    return outcome;
  }

  signIn() {
    return signInAs(this.client, this.member.email, STAFF_PASSWORD);
  }

  async list(): Promise<StepResult> {
    const search = Math.random() < 0.3 ? `&search=${pick(SEARCH_TERMS)}` : '';
    const page = 1 + Math.floor(Math.random() * 3);
    const lists = [
      `/credit-application/paged?page=${page}&limit=10&isArchive=false${search}`,
      `/master-data/debiturs?page=${page}&limit=10&type=Personal&isArchive=false${search}`,
      ...(this.member.reviewer ? ['/credit-application/approval/paged?page=1&limit=10'] : []),
    ];
    const list = pick(lists);
    const outcome = await this.client.read(list);
    const rows = responseOf<{ data?: { _id: string }[] } | undefined>(outcome)?.data;
    if (rows?.length && list.startsWith('/credit-application'))
      this.seen = rows.map((row) => row._id);
    return [outcome];
  }

  async detail(): Promise<StepResult> {
    const own = this.applications.map((application) => application.id);
    const candidates = [...own, ...this.seen];
    if (candidates.length === 0) return this.list();
    const id = pick(candidates);
    // The detail page asks for the record, its documents and its timeline at once.
    return Promise.all([
      this.client.read(`/credit-application/${id}`),
      this.client.read(`/credit-application/list-document/${id}`),
      this.client.read(`/credit-application/${id}/timeline`),
    ]);
  }

  async createDebitur(): Promise<StepResult> {
    const marker = this.marker();
    const number =
      String(this.member.index).padStart(6, '0') + String(this.created).padStart(8, '0');
    const data = {
      ...sariWulandari(this.workplace.groupId, this.workplace.branchId),
      fullName: marker,
      idNumber: `32${number}`,
    };
    const form = new FormData();
    form.append('type', 'Personal');
    form.append('data', JSON.stringify(data));
    const outcome = await this.write(
      'POST',
      '/master-data/debitur',
      { form },
      { kind: 'debitur', marker },
      (response) => ({ id: response._id as string }),
    );
    if (isSuccess(outcome)) this.debiturs.push(responseOf<{ _id: string }>(outcome)._id);
    return [outcome];
  }

  private applicationBody(debiturId: string, creditDesc: string) {
    return {
      type: 'Personal',
      joinType: 'Existing Debitur',
      debitur: debiturId,
      creditType: this.workplace.creditTypeId,
      plafond: '250000000',
      facilities: [this.workplace.facilityId],
      tenorStartDate: '2026-02-01',
      tenorEndDate: '2027-01-31',
      creditDesc,
      status: 'Open',
    };
  }

  async createApplication(): Promise<StepResult> {
    if (this.debiturs.length === 0) return this.createDebitur();
    const marker = this.marker();
    const debiturId = pick(this.debiturs);
    const outcome = await this.write(
      'POST',
      '/credit-application',
      { json: this.applicationBody(debiturId, marker) },
      { kind: 'application', marker },
      (response) => ({ id: response._id as string }),
    );
    if (isSuccess(outcome))
      this.applications.push({
        id: responseOf<{ _id: string }>(outcome)._id,
        marker,
        debiturId,
        status: 'Open',
        missing: [...MANDATORY_CODES],
        edits: 0,
      });
    return [outcome];
  }

  /** The wizard's full update of an Open application: a new description, its version read first. */
  async editApplication(): Promise<StepResult> {
    const open = this.applications.filter((application) => application.status === 'Open');
    if (open.length === 0) return this.createApplication();
    const application = pick(open);
    const read = await this.client.read(`/credit-application/${application.id}`);
    if (!isSuccess(read)) return [read];
    const { version } = responseOf<{ version: number }>(read);
    const creditDesc = `${application.marker} edit ${++application.edits}`;
    const outcome = await this.write(
      'PUT',
      `/credit-application/${application.id}`,
      { json: { ...this.applicationBody(application.debiturId, creditDesc), version } },
      { kind: 'application-edit', id: application.id, marker: creditDesc },
    );
    return [read, outcome];
  }

  async createOrEdit(): Promise<StepResult> {
    if (this.member.reviewer) return this.detail();
    const roll = Math.random();
    if (this.debiturs.length === 0 || roll < 0.3) return this.createDebitur();
    return roll < 0.75 ? this.createApplication() : this.editApplication();
  }

  async upload(): Promise<StepResult> {
    if (this.member.reviewer) return this.detail();
    const approved = this.applications.find(
      (application) => application.status === 'Credit Approved' && application.missing.length,
    );
    if (approved) {
      const code = approved.missing[0]!;
      const form = new FormData();
      form.append(
        'data',
        JSON.stringify({
          creditApplication: approved.id,
          category: DOCUMENT_TYPES_BY_CODE.get(code)!.category,
          documents: [{ code, uploadedDocuments: [{ metadata: validMetadata(code) }] }],
        }),
      );
      pdfPart(form, 'file', `${code}.pdf`);
      const outcome = await this.write(
        'POST',
        '/document-credit-application',
        { form },
        { kind: 'document', id: approved.id, detail: code },
        (response) => ({ fileId: (response.file as { versionId: string }).versionId }),
      );
      if (isSuccess(outcome)) approved.missing.shift();
      return [outcome];
    }
    if (this.debiturs.length === 0) return this.createDebitur();
    const debiturId = pick(this.debiturs);
    const form = new FormData();
    pdfPart(form, 'ktp', 'ktp.pdf');
    return [
      await this.write(
        'PUT',
        `/master-data/debitur/${debiturId}/files`,
        { form },
        { kind: 'debitur-file', id: debiturId, detail: 'ktp' },
      ),
    ];
  }

  /** Officers sign and submit their own applications; reviewers approve someone else's. */
  async signSubmitApprove(): Promise<StepResult> {
    if (this.member.reviewer) return this.approve();
    const next: Record<string, string> = {
      Open: 'Signing Process',
      'Signing Process': 'Credit Approved',
    };
    const movable = this.applications.find((application) => next[application.status]);
    const complete = this.applications.find(
      (application) => application.status === 'Credit Approved' && !application.missing.length,
    );
    if (complete) {
      const outcome = await this.write(
        'POST',
        `/credit-application/${complete.id}/submit-document`,
        // The soak's KTPs do not name its debiturs: Submit wants a reason for the mismatches.
        { json: { reason: 'Soak run: the KTP metadata is generated' } },
        { kind: 'status', id: complete.id, detail: 'Waiting for Review' },
      );
      if (isSuccess(outcome)) complete.status = 'Waiting for Review';
      return [outcome];
    }
    if (!movable) return this.createApplication();
    const status = next[movable.status]!;
    const outcome = await this.write(
      'PUT',
      `/credit-application/${movable.id}`,
      { json: { status } },
      { kind: 'status', id: movable.id, detail: status },
    );
    if (isSuccess(outcome)) movable.status = status;
    return [outcome];
  }

  private async approve(): Promise<StepResult> {
    const queue = await this.client.read('/credit-application/approval/paged?page=1&limit=10');
    const rows = responseOf<{ data?: { _id: string }[] } | undefined>(queue)?.data ?? [];
    if (!isSuccess(queue) || rows.length === 0) return [queue];
    const { _id: id } = pick(rows);
    const outcome = await this.write(
      'POST',
      `/credit-application/${id}/approval`,
      { json: { action: 'Approved', reason: '' } },
      { kind: 'approval', id },
    );
    return [queue, outcome];
  }

  async export(): Promise<StepResult> {
    return [await this.client.read('/credit-application/export?isArchive=false&format=xlsx')];
  }
}
