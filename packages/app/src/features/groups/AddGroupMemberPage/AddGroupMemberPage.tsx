import { ManageGroupPage } from '../shared/ManageGroupPage';
import { MemberPicker } from './MemberPicker';

/** /my-group/:id/add-member: a leader finds people of the company by name and adds them. */
export function AddGroupMemberPage() {
  return (
    <ManageGroupPage page="addMember">{(id) => <MemberPicker groupId={id} />}</ManageGroupPage>
  );
}
