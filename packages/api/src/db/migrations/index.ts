import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-catalog';
import * as m0002 from './0002-devices';
import * as m0003 from './0003-event-registrations';
import * as m0004 from './0004-learning';
import * as m0005 from './0005-classes';
import * as m0006 from './0006-auth-security';
import * as m0007 from './0007-quiz-review-policy';
import * as m0008 from './0008-hardening';
import * as m0009 from './0009-events-timezone';
import * as m0010 from './0010-sessions';
import * as m0011 from './0011-profiles';
import * as m0012 from './0012-enrolment-assignments';
import * as m0013 from './0013-notification-outbox';
import * as m0014 from './0014-my-events';
import * as m0015 from './0015-branding';
import * as m0016 from './0016-forum';
import * as m0017 from './0017-groups';
import * as m0018 from './0018-points';
import * as m0019 from './0019-daily-quiz';
import * as m0020 from './0020-psychotests';
import * as m0021 from './0021-team';
import * as m0022 from './0022-training-requests';
import * as m0023 from './0023-training-records';
import * as m0024 from './0024-team-questions';
import * as m0025 from './0025-team-evaluations';
import * as m0026 from './0026-catalog-changes';
import * as m0027 from './0027-list-indexes';

/**
 * Versioned migrations, in order. Bundled as code (not read from disk) so the built server
 * carries them; a name, once released, never changes.
 */
const migrations: Record<string, Migration> = {
  '0001-catalog': m0001,
  '0002-devices': m0002,
  '0003-event-registrations': m0003,
  '0004-learning': m0004,
  '0005-classes': m0005,
  '0006-auth-security': m0006,
  '0007-quiz-review-policy': m0007,
  '0008-hardening': m0008,
  '0009-events-timezone': m0009,
  '0010-sessions': m0010,
  '0011-profiles': m0011,
  '0012-enrolment-assignments': m0012,
  '0013-notification-outbox': m0013,
  '0014-my-events': m0014,
  '0015-branding': m0015,
  '0016-forum': m0016,
  '0017-groups': m0017,
  '0018-points': m0018,
  '0019-daily-quiz': m0019,
  '0020-psychotests': m0020,
  '0021-team': m0021,
  '0022-training-requests': m0022,
  '0023-training-records': m0023,
  '0024-team-questions': m0024,
  '0025-team-evaluations': m0025,
  '0026-catalog-changes': m0026,
  '0027-list-indexes': m0027,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
