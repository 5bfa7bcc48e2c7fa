import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageSection, toast } from '@ajar/ui';
import type { GroupDetail, GroupMember } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { ConfirmDialog } from './ConfirmDialog';
import { MemberTable } from './MemberTable';
import { useFocusAfterRender } from './useFocusAfterRender';
import type { GroupWrites } from './useGroupWrites';

interface GroupMembersProps {
  group: GroupDetail;
  meId: number | null;
  writes: GroupWrites;
}

/** Leaders first, then members, each in the order the API gave. */
const leadersFirst = (members: readonly GroupMember[]) => [
  ...members.filter((m) => m.role === 'leader'),
  ...members.filter((m) => m.role !== 'leader'),
];

const roleButtonId = (userId: number) => `group-member-role-${userId}`;

/**
 * Who is in the group. Managers see everyone's progress per course and change roles or remove
 * people; a member sees the list and only their own progress.
 */
export function GroupMembers({ group, meId, writes }: GroupMembersProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const members = leadersFirst(group.members);

  async function changeRole(member: GroupMember) {
    const role = member.role === 'leader' ? 'member' : 'leader';
    setChanging(member.id);
    try {
      await writes.setRole(member.id, role);
      toast.success(
        t(
          role === 'leader'
            ? 'groups.detail.members.madeLeader'
            : 'groups.detail.members.madeMember',
          { name: member.name },
        ),
      );
      // The row moves between leaders and members: focus follows its button.
      focusAfterRender(() => document.getElementById(roleButtonId(member.id)));
    } catch (e) {
      toast.warning(e instanceof ApiRequestError ? e.message : t('groups.detail.saveFailed'));
    } finally {
      setChanging(null);
    }
  }

  async function remove() {
    if (!removing) return;
    await writes.remove(removing.id);
    toast.success(t('groups.detail.members.removed', { name: removing.name }));
    setRemoving(null);
    // Their row, and the button that opened the dialog, are gone.
    focusAfterRender(() => section.current);
  }

  // Managers do not change or remove themselves here: leaving is the page's own command.
  // Null, not false: the kit's table leaves an empty cell out of a phone's stacked row.
  const actions = (member: GroupMember) =>
    member.id === meId ? null : (
      <>
        <Button
          id={roleButtonId(member.id)}
          size="sm"
          variant="secondary"
          isLoading={changing === member.id}
          loadingLabel={t('groups.detail.members.changing')}
          aria-label={t(
            member.role === 'leader'
              ? 'groups.detail.members.makeMemberFor'
              : 'groups.detail.members.makeLeaderFor',
            { name: member.name },
          )}
          onClick={() => void changeRole(member)}
        >
          {t(
            member.role === 'leader'
              ? 'groups.detail.members.makeMember'
              : 'groups.detail.members.makeLeader',
          )}
        </Button>{' '}
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('groups.detail.members.removeFor', { name: member.name })}
          onClick={() => setRemoving(member)}
        >
          {t('groups.detail.members.remove')}
        </Button>
      </>
    );

  const mine = members.filter((m) => m.progress !== null);
  return (
    <PageSection
      ref={section}
      tabIndex={-1}
      title={t('groups.detail.members.title')}
      description={t('groups.detail.members.count', { count: members.length })}
    >
      {group.canManage ? (
        <MemberTable
          caption={t('groups.detail.members.progressCaption')}
          members={members}
          meId={meId}
          courses={group.courses}
          actions={actions}
        />
      ) : (
        <>
          <MemberTable
            caption={t('groups.detail.members.listCaption')}
            members={members}
            meId={meId}
            hasJoined
          />
          {group.courses.length > 0 && mine.length > 0 && (
            <MemberTable
              caption={t('groups.detail.members.myProgressCaption')}
              members={mine}
              meId={meId}
              courses={group.courses}
            />
          )}
        </>
      )}
      {group.canManage && (
        <ConfirmDialog
          isOpen={removing !== null}
          title={t('groups.detail.members.removeTitle', { name: removing?.name ?? '' })}
          description={t('groups.detail.members.removeBody', { name: removing?.name ?? '' })}
          confirmLabel={t('groups.detail.members.removeConfirm')}
          busyLabel={t('groups.detail.members.removing')}
          onClose={() => setRemoving(null)}
          onConfirm={remove}
        />
      )}
    </PageSection>
  );
}
