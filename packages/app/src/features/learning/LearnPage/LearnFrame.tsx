import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LearnLayout } from '@ajar/ui';
import { routerLink } from '../../../shared/shell/routerLink';

interface LearnFrameProps {
  courseTitle: ReactNode;
  backHref: string;
  progress?: ReactNode;
  outline?: ReactNode;
  footer?: ReactNode;
  scrollKey?: number;
  children: ReactNode;
}

/** The player's screen with its translated labels; every state of the page renders in it. */
export function LearnFrame({ children, ...slots }: LearnFrameProps) {
  const { t } = useTranslation();
  return (
    <LearnLayout
      {...slots}
      backLabel={t('learn.back')}
      outlineLabel={t('learn.outline')}
      skipLinkLabel={t('learn.skipLink')}
      renderLink={routerLink}
    >
      {children}
    </LearnLayout>
  );
}
