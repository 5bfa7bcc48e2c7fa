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
