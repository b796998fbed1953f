import { ApprovalAuthorityForm } from '../../../../features/approval-authorities/components/approval-authority-form';
import { ModuleAddPage, ModuleEditPage } from '../form-pages';
import { approvalAuthorityModule } from './approval-authority-module';

export const AddApprovalAuthorityRoute = () => (
  <ModuleAddPage module={approvalAuthorityModule} form={ApprovalAuthorityForm} />
);

export const EditApprovalAuthorityRoute = () => (
  <ModuleEditPage
    module={approvalAuthorityModule}
    form={ApprovalAuthorityForm}
    filledFrom={(tier) => ({
      name: tier.name,
      plafondFrom: tier.plafondFrom.$numberDecimal,
      plafondTo: tier.plafondTo?.$numberDecimal ?? null,
      requiredApprovals: String(tier.requiredApprovals),
      roleIds: tier.roles.map((role) => role._id),
      creditTypeIds: tier.creditTypes.map((type) => type._id),
    })}
  />
);
