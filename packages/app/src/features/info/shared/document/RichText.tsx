import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from '@ajar/ui';
import { routeByKey } from '../../../../routes/table';
import { AppLink } from '../../../../shared/shell/AppLink';
import { ROUTE_TAGS } from './routeTags';

const SUPPORT_EMAIL = 'support@ajar.local';

/** `<Trans>` fills in the children from the translation. */
function RouteLink({ routeKey, children }: { routeKey: string; children?: ReactNode }) {
  return <AppLink to={routeByKey(routeKey)?.path ?? '/'}>{children}</AppLink>;
}

/**
 * The tags translations may use, e.g. `<certificateCheck>Cek Sertifikat</certificateCheck>`:
 * translators place links inside natural sentences, code keeps the addresses.
 */
const components = {
  ...Object.fromEntries(
    Object.entries(ROUTE_TAGS).map(([tag, routeKey]) => [tag, <RouteLink routeKey={routeKey} />]),
  ),
  email: <Link href={`mailto:${SUPPORT_EMAIL}`} />,
  code: <code />,
};

/** One translated paragraph or list item, with its links. */
export function RichText({ i18nKey }: { i18nKey: string }) {
  return <Trans i18nKey={i18nKey} components={components} />;
}
