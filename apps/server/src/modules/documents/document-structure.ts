import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Database } from '../../db/client';
import { NotFound } from '../../core/errors';
import type { Actor } from '../../plugins/actor';
import { deferralView } from './document-deferral-writes';
import * as deferrals from './document-deferrals.repository';
import * as timeline from './document-timeline.repository';
import { applicationCatalogue } from './application-catalogue';
import * as fileVersions from './document-versions.repository';
import { documentStructure } from './document-views';
import * as repository from './documents.repository';

/** The document tree of an application (`list-document`), as the actor may see it. */
export const readDocumentStructure = async (db: Database, applicationId: string, actor: Actor) => {
  const profile = await repository.findApplicationProfile(
    db,
    applicationId,
    await actor.branchScope(db),
  );
  if (!profile) throw new NotFound();
  const [catalogue, documents, removedDocuments, versions, submitted, decision, openDeferrals] =
    await Promise.all([
      applicationCatalogue(db, applicationId),
      repository.documentsOfApplication(db, applicationId),
      repository.removedDocumentsOfApplication(db, applicationId),
      fileVersions.versionsOfApplication(db, applicationId),
      timeline.wasSubmitted(db, applicationId),
      timeline.latestDecisionSeen(db, applicationId),
      deferrals.openDeferralsOfApplication(db, applicationId),
    ]);
  return documentStructure({
    debitur: {
      type: (profile.debiturType ?? profile.applicationType) as DebiturType,
      maritalStatus: profile.maritalStatus,
    },
    categories: catalogue.categories,
    types: catalogue.types,
    documents,
    removedDocuments,
    versions,
    keepsVersions: submitted,
    decision,
    deferrals: openDeferrals.map(deferralView),
  });
};
