import { z } from '@hono/zod-openapi';
import { safeString } from './common';
import { BRAND_TITLE_MAX_LENGTH, HEX_COLOR } from './limits';
import { SafeUrl } from './urls';

export { HEX_COLOR };

export const ThemeSettings = z
  .object({ primaryColor: z.string().regex(HEX_COLOR).openapi({ example: '#FF4048' }) })
  .openapi('ThemeSettings');

export const CompanySettings = z
  .object({
    title: z.string(),
    favicon: SafeUrl.nullable(),
    faviconTitle: z.string().nullable(),
    logo: SafeUrl.nullable(),
    theme: ThemeSettings,
  })
  .openapi('CompanySettings');
export type CompanySettings = z.infer<typeof CompanySettings>;

export const UpdateThemeRequest = z
  .object({ primaryColor: z.string().trim().regex(HEX_COLOR) })
  .openapi('UpdateThemeRequest', { example: { primaryColor: '#1A2B4C' } });

/** Data of the SSE `theme-updated` event (docs/product/behaviour.md). */
export const ThemeUpdatedEvent = z.object({ theme: ThemeSettings }).openapi('ThemeUpdatedEvent');
export type ThemeUpdatedEvent = z.infer<typeof ThemeUpdatedEvent>;

/** What an admin edits on the branding page (and the public settings derive from). */
export const BrandingSettings = z
  .object({
    displayName: z.string(),
    faviconTitle: z.string().nullable(),
    primaryColor: z.string().regex(HEX_COLOR),
    logo: SafeUrl.nullable(),
    favicon: SafeUrl.nullable(),
  })
  .openapi('BrandingSettings');
export type BrandingSettings = z.infer<typeof BrandingSettings>;

export const UpdateBrandingRequest = z
  .object({
    displayName: safeString().trim().min(1).max(BRAND_TITLE_MAX_LENGTH),
    // An empty title means none: the page title then shows the company's name.
    faviconTitle: safeString()
      .trim()
      .max(BRAND_TITLE_MAX_LENGTH)
      .nullable()
      .transform((value) => value || null),
    primaryColor: z.string().trim().regex(HEX_COLOR),
  })
  .openapi('UpdateBrandingRequest', {
    example: { displayName: 'Nusantara Academy', faviconTitle: null, primaryColor: '#1A2B4C' },
  });
export type UpdateBrandingRequest = z.input<typeof UpdateBrandingRequest>;

export const UploadBrandImageRequest = z
  .object({
    /** The file's bytes in base64; its type is read from the bytes, never trusted from a name. */
    image: z
      .string()
      .min(1)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  })
  .openapi('UploadBrandImageRequest');
export type UploadBrandImageRequest = z.infer<typeof UploadBrandImageRequest>;
