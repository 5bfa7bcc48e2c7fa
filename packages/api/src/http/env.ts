import type { Language } from '@ajar/tokens';
import type { AuthClaims } from '../auth/tokens';

/** What middleware puts on the request context for the handlers. */
export interface AppEnv {
  Variables: {
    lang: Language;
    auth: AuthClaims;
    /** The tenant whose catalog this request sees (token's company, else by host). */
    companyId: number;
  };
}
