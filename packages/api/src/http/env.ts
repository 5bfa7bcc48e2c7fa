import type { Language } from '../contract/languages';
import type { AuthClaims } from '../auth/tokens';
import type { SecurityLog } from '../auth/security-log';

/** What middleware puts on the request context for the handlers. */
export interface AppEnv {
  Variables: {
    lang: Language;
    auth: AuthClaims;
    /** The tenant whose catalog this request sees (token's company, else by host). */
    companyId: number;
    /** The caller's address, as the rate limits and the security log see it. */
    clientIp: string;
    security: SecurityLog;
  };
}
