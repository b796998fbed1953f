import { GroupForm } from '../../../../features/groups/components/group-form';
import { ModuleAddPage, ModuleEditPage } from '../form-pages';
import { groupModule } from './group-module';

export const AddGroupRoute = () => <ModuleAddPage module={groupModule} form={GroupForm} />;

export const EditGroupRoute = () => (
  <ModuleEditPage
    module={groupModule}
    form={GroupForm}
    filledFrom={(group) => ({ groupName: group.groupName, description: group.description ?? '' })}
  />
);
