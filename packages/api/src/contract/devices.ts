import { z } from '@hono/zod-openapi';
import { safeString } from './common';

/** Longest device token the API stores (FCM web tokens are about 160 characters). */
export const DEVICE_TOKEN_MAX_LENGTH = 4096;
export const DEVICE_PLATFORMS = ['web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

const DeviceToken = safeString()
  .trim()
  .min(1)
  .max(DEVICE_TOKEN_MAX_LENGTH)
  .openapi({ description: 'Push token from the push service', example: 'fcm-device-token' });

export const RegisterDeviceRequest = z
  .object({ token: DeviceToken, platform: z.enum(DEVICE_PLATFORMS) })
  .openapi('RegisterDeviceRequest', { example: { token: 'fcm-device-token', platform: 'web' } });
export type RegisterDeviceRequest = z.infer<typeof RegisterDeviceRequest>;

export const UnregisterDeviceRequest = z
  .object({ token: DeviceToken })
  .openapi('UnregisterDeviceRequest', { example: { token: 'fcm-device-token' } });
export type UnregisterDeviceRequest = z.infer<typeof UnregisterDeviceRequest>;

export const Device = z
  .object({
    id: z.number().int(),
    token: z.string(),
    platform: z.enum(DEVICE_PLATFORMS),
    createdAt: z.string().openapi({ format: 'date-time' }),
    lastSeenAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Device');
export type Device = z.infer<typeof Device>;
