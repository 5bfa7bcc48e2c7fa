import { useTranslation } from 'react-i18next';
import { Button, Callout } from '@ajar/ui';
import type { LearnOutline } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

/** Every content is done: say so, and lead to the certificate and the course summary. */
export function CompletionBanner({ outline }: { outline: LearnOutline }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const { certificateCode } = outline.enrolment;
  return (
    <Callout
      tone="success"
      title={t('learn.completed.title')}
      actions={
        <>
          {certificateCode && (
            <Button href="/certificate" onClick={navigateOnClick('/certificate')}>
              {t('learn.completed.certificate')}
            </Button>
          )}
          <AppLink to={`/my-courses/${outline.course.id}`}>{t('learn.completed.summary')}</AppLink>
        </>
      }
    >
      <p>{t('learn.completed.description')}</p>
      {certificateCode && <p>{t('learn.completed.certificateCode', { code: certificateCode })}</p>}
    </Callout>
  );
}
