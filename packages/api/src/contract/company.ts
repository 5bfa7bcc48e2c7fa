import { z } from '@hono/zod-openapi';
import { SafeUrl } from './urls';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ThemeSettings = z
  .object({ primaryColor: z.string().regex(HEX_COLOR).openapi({ example: '#FF4048' }) })
  .openapi('ThemeSettings');

export const CompanySettings = z
  .object({
    title: z.string(),
    favicon: SafeUrl.nullable(),
    faviconTitle: z.string().nullable(),
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
