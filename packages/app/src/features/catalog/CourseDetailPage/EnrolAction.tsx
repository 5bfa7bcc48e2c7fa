import { useTranslation } from 'react-i18next';
import { Button, ProgressIndicator } from '@ajar/ui';
import { signInPath } from '../../../shared/shell/RequireSession';
import { useCourseAccess } from './useCourseAccess';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

interface EnrolActionProps {
  courseId: number;
  isSignedIn: boolean;
}

/**
 * The course's main action, by where the reader stands: sign in; enrol for free; redeem a
 * voucher for a paid course; or, once enrolled, their progress and the way back in (and
 * the certificate once earned).
 */
export function EnrolAction({ courseId, isSignedIn }: EnrolActionProps) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const { data, error, isValidating, retry, isEnrolling, enrol } = useCourseAccess(
    courseId,
    isSignedIn,
  );
  const link = (href: string, label: string, variant?: 'secondary') => (
    <Button href={href} onClick={navigateOnClick(href)} size="lg" variant={variant}>
      {label}
    </Button>
  );

  // Learning needs an account: visitors go to sign-in and come back here afterwards.
  if (!isSignedIn)
    return link(signInPath(`/courses/${courseId}`), t('courses.detail.signInToStart'));

  if (error && !data)
    return (
      <>
        <p role="alert">{t('courses.detail.accessError')}</p>
        <Button variant="secondary" isLoading={isValidating} onClick={retry}>
          {t('common.retry')}
        </Button>
      </>
    );

  if (!data)
    return (
      <Button size="lg" isLoading loadingLabel={t('courses.detail.accessLoading')}>
        {t('courses.detail.start')}
      </Button>
    );

  const { enrolment, requiresVoucher } = data;
  if (enrolment) {
    const certificate = enrolment.certificateCode;
    return (
      <>
        <ProgressIndicator
          value={enrolment.progress}
          label={t('courses.detail.progress')}
          isLabelVisible
          hasStateLabel={false}
        />
        {enrolment.completedAt && <p>{t('courses.detail.completed')}</p>}
        {link(
          `/courses/${courseId}/learn`,
          enrolment.progress === 0 ? t('courses.detail.start') : t('courses.detail.continue'),
        )}
        {certificate &&
          link(
            `/certificate?print=${encodeURIComponent(certificate)}`,
            t('courses.detail.viewCertificate'),
            'secondary',
          )}
      </>
    );
  }

  if (requiresVoucher)
    return (
      <>
        <p>{t('courses.detail.voucherNote')}</p>
        {link(`/redeem-voucher?course=${courseId}`, t('courses.detail.haveVoucher'))}
      </>
    );

  return (
    <Button
      size="lg"
      isLoading={isEnrolling}
      loadingLabel={t('courses.detail.enrolling')}
      onClick={() => void enrol()}
    >
      {t('courses.detail.enrolFree')}
    </Button>
  );
}
