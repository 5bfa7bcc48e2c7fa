import { z } from '@hono/zod-openapi';
import { SafeUrl } from './urls';
import { LocalizedText, PageQuery, pageOf } from './common';

export const Notification = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    body: LocalizedText,
    link: SafeUrl.nullable(),
    isRead: z.boolean(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Notification');
export type Notification = z.infer<typeof Notification>;

export const NotificationQuery = PageQuery;
export const NotificationPage = pageOf(Notification, 'NotificationPage').extend({
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export {
  NOTIFICATION_GROUPS,
  NOTIFICATION_GROUP_OF,
  NOTIFICATION_TYPES,
  type NotificationGroup,
  type NotificationType,
} from './notification-rules';

/**
 * What a notification is about. `id` names the thing (the spec's push `data.id`): a user is
 * told about one thing once, and a push whose id was already shown is not shown again.
 */
export interface NotificationData {
  id: string;
  [key: string]: unknown;
}

export const UnreadCount = z
  .object({ unread: z.number().int().min(0) })
  .openapi('NotificationUnreadCount');
export type UnreadCount = z.infer<typeof UnreadCount>;

const GroupSwitches = z
  .object({ learning: z.boolean(), events: z.boolean(), community: z.boolean() })
  .strict()
  .openapi({ description: 'Push on (true) or off per group' });

export const NotificationPreferences = z
  .object({
    push: GroupSwitches,
    inApp: z
      .object({ learning: z.literal(true), events: z.literal(true), community: z.literal(true) })
      .openapi({ description: 'In the app every group is always on' }),
  })
  .openapi('NotificationPreferences');
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesUpdate = z
  .object({ push: GroupSwitches })
  .strict()
  .openapi('NotificationPreferencesUpdate');
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdate>;

/** The `unread` frame of the notification stream. */
export interface UnreadChangedEvent {
  unread: number;
}
