import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from '@ajar/ui';
import { notificationLink } from './notificationLink';

const item = (href: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NotificationItem
        title="Acara besok"
        createdAt="2026-11-24T07:45:00Z"
        now="2026-11-24T08:00:00Z"
        href={href}
        renderLink={notificationLink(href)}
      />
    </MemoryRouter>,
  );

describe('notification links', () => {
  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example'])(
    'render %j as text, with nothing to click',
    (href) => {
      const html = item(href);
      expect(html).toContain('Acara besok');
      expect(html).not.toMatch(/<a\b|href=/);
    },
  );

  it.each(['/events/1', 'https://meet.example.com/ajar'])('follow %s', (href) => {
    expect(item(href)).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>Acara besok</a>`));
  });
});
