export { sessionStore, createSessionStore, type SessionEvent, type SessionStore } from './store';
export { useSession } from './useSession';
export {
  decodeToken,
  isValid,
  readSession,
  TOKEN_KEYS,
  type Session,
  type TokenKind,
} from './token';
export { PARTNER_SIGN_IN_PATH, partnerSession, usePartnerSession } from './partner';
export { deviceTokens, createDeviceTokenStore, type DeviceTokenStore } from './deviceTokens';
