/**
 * Client ids of the social sign-in providers (docs/product/behaviour.md: an identity provider and a social
 * network). Each button exists only when its id is configured at build time.
 */
export interface SocialConfig {
  googleClientId?: string;
  facebookAppId?: string;
}

export function readSocialConfig(
  env: Record<string, string | undefined> = import.meta.env,
): SocialConfig {
  return {
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || undefined,
    facebookAppId: env.VITE_FACEBOOK_APP_ID || undefined,
  };
}

/** Loads a provider's SDK once, on demand; never at page load. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      doc.head.append(script);
    }
  });
}

export const SDK_URLS = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
} as const;
