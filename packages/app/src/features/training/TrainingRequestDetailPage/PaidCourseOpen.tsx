import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import { AppLink } from '../../../shared/shell/AppLink';

/**
 * An approved request for a paid course opens it to its requester without a voucher: the
 * course's page then offers enrolling. Approval enrols no one, so this says where to go.
 */
export function PaidCourseOpen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Callout
      tone="success"
      title={t('trainingRequests.detail.paidOpen')}
      actions={
        <AppLink to={`/courses/${courseId}`} isStandalone>
          {t('trainingRequests.detail.paidOpenLink')}
        </AppLink>
      }
    >
      {t('trainingRequests.detail.paidOpenHint')}
    </Callout>
  );
}
