import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, toast } from '@ajar/ui';
import type { GroupDetail } from '@ajar/api/contract';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { groupPath } from '../shared/groupKeys';
import { ConfirmDialog } from './ConfirmDialog';
import type { GroupWrites } from './useGroupWrites';

interface GroupActionsProps {
  group: GroupDetail;
  writes: GroupWrites;
}

/** The group's commands under its name: its discussion, adding people and courses, leaving. */
export function GroupActions({ group, writes }: GroupActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigateOnClick = useNavigateOnClick();
  const [isLeaving, setLeaving] = useState(false);
  const link = (href: string, label: string, variant: 'primary' | 'secondary') => (
    <Button href={href} onClick={navigateOnClick(href)} size="sm" variant={variant}>
      {label}
    </Button>
  );

  async function leave() {
    await writes.leave();
    setLeaving(false);
    toast.success(t('groups.detail.leave.done', { name: group.name }));
    void navigate('/my-group');
  }

  return (
    <>
      {link(groupPath(group.id, 'thread'), t('groups.detail.discussion'), 'primary')}
      {group.canManage && (
        <>
          {link(groupPath(group.id, 'add-member'), t('groups.detail.addMember'), 'secondary')}
          {link(groupPath(group.id, 'add-course'), t('groups.detail.addCourse'), 'secondary')}
        </>
      )}
      {/* Staff who look after a group without being in it have nothing to leave. */}
      {group.myRole !== null && (
        <>
          <Button size="sm" variant="secondary" onClick={() => setLeaving(true)}>
            {t('groups.detail.leave.open')}
          </Button>
          <ConfirmDialog
            isOpen={isLeaving}
            title={t('groups.detail.leave.title', { name: group.name })}
            description={t('groups.detail.leave.body')}
            confirmLabel={t('groups.detail.leave.confirm')}
            busyLabel={t('groups.detail.leave.busy')}
            keepLabel={t('groups.detail.leave.keep')}
            onClose={() => setLeaving(false)}
            onConfirm={leave}
          />
        </>
      )}
    </>
  );
}
