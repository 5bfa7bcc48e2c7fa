import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ajar/ui';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { AppLink } from '../../../shared/shell/AppLink';
import { MY_TEAM_PATH } from './teamKeys';

/**
 * The API answers 404 for anyone who is not my direct report (it does not say whether they
 * exist), and a malformed id is refused before that: nothing of mine here either way.
 */
export const isNotMyReport = (error: unknown) =>
  error instanceof ApiRequestError && [400, 404].includes(error.status);

/** No such person on my team: why, and the way back to the team. */
export function MemberNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('team.member.notFound')}
      description={t('team.member.notFoundHint')}
      action={<AppLink to={MY_TEAM_PATH}>{t('team.member.backToTeam')}</AppLink>}
    />
  );
}
