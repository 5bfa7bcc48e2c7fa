import { describe, expect, it } from 'vitest';
import { readSocialConfig } from './socialConfig';

describe('social sign-in configuration', () => {
  it('offers no provider without client ids', () => {
    expect(readSocialConfig({})).toEqual({ googleClientId: undefined, facebookAppId: undefined });
    expect(readSocialConfig({ VITE_GOOGLE_CLIENT_ID: '' })).toEqual({
      googleClientId: undefined,
      facebookAppId: undefined,
    });
  });
  it('offers each configured provider', () => {
    expect(readSocialConfig({ VITE_GOOGLE_CLIENT_ID: 'g-1', VITE_FACEBOOK_APP_ID: 'f-2' })).toEqual(
      {
        googleClientId: 'g-1',
        facebookAppId: 'f-2',
      },
    );
  });
});
