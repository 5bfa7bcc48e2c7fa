import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { MIN_PASSWORD_LENGTH } from '@ajar/api/contract/limits';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { sessionStore } from '../../../session';
import { formMessages } from '../../../shared/forms/messages';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { mockRoute } from '../../../api';

/** What the page sent the API in the story running now. */
let sent: { password: unknown[]; logoutAll: number };

const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const label = (field: string) => fieldLabel(lang(), field);

/**
 * /change-password against MSW: the form's own checks with the API's messages, the API's
 * refusal on the current-password field, the rate limit above the form, success, and signing
 * out of all devices behind a confirmation.
 */
const meta = {
  title: 'Pages/Change password',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/change-password' },
  beforeEach: async ({ msw }) => {
    sent = { password: [], logoutAll: 0 };
    msw.use(
      ...shellHandlers,
      http.post(mockRoute('/auth/password'), async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        sent.password.push(body);
        if (body.currentPassword === 'wrong-password')
          return HttpResponse.json(
            {
              error: {
                code: 'incorrect_password',
                field: 'currentPassword',
                message: formatMessage(lang(), 'incorrect', { field: label('currentPassword') }),
              },
            },
            { status: 400 },
          );
        if (body.currentPassword === 'too-many')
          return HttpResponse.json(
            {
              error: {
                code: 'rate_limited',
                message: formatMessage(lang(), 'tooManyAttempts', { seconds: 600 }),
              },
            },
            { status: 429, headers: { 'retry-after': '600' } },
          );
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(mockRoute('/auth/logout-all'), () => {
        sent.logoutAll += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];
type UserEvent = Parameters<Play>[0]['userEvent'];
/** Toasts and dialogs open in portals on the body, outside the story's canvas. */
const page = () => within(document.body);

// PasswordField's input has no textbox role while hidden; it is found by its label.
const field = (canvas: Canvas, key: string) =>
  canvas.findByLabelText(
    new RegExp(`^${i18next.t(key)}`),
    { selector: 'input' },
    { timeout: 5000 },
  );

async function fill(canvas: Canvas, userEvent: UserEvent, values: [string, string, string]) {
  const keys = ['password.current', 'password.new', 'password.confirm'];
  for (const [i, key] of keys.entries()) {
    const input = await field(canvas, key);
    await userEvent.clear(input);
    if (values[i]) await userEvent.type(input, values[i]);
  }
  await userEvent.click(canvas.getByRole('button', { name: i18next.t('password.submit') }));
}

async function expectFieldError(canvas: Canvas, key: string, message: string) {
  const input = await field(canvas, key);
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: i18next.t('pages.changePassword.title'),
      }),
    ).toBeVisible();
    await expect(await field(canvas, 'password.current')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(await field(canvas, 'password.new')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(
      canvas.getByRole('button', { name: i18next.t('sessions.signOutAll') }),
    ).toBeVisible();
  },
};

/** The same messages the API answers with, caught before anything is sent. */
export const ClientErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = formMessages(lang());
    await fill(canvas, userEvent, ['', 'short', 'different']);
    await expectFieldError(canvas, 'password.current', m.required('currentPassword'));
    await expectFieldError(canvas, 'password.new', m.passwordMin(MIN_PASSWORD_LENGTH));
    await fill(canvas, userEvent, ['ajar-demo-123', 'long-enough-1', 'long-enough-2']);
    await expectFieldError(
      canvas,
      'password.confirm',
      formatMessage(lang(), 'mismatch', { field: label('confirmPassword') }),
    );
    await expect(sent.password).toEqual([]);
  },
};

/** The API's "Password saat ini salah" lands on the current-password field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, ['wrong-password', 'a-new-password', 'a-new-password']);
    await expectFieldError(
      canvas,
      'password.current',
      formatMessage(lang(), 'incorrect', { field: label('currentPassword') }),
    );
  },
};

/** The rate limit names no field: it shows above the form. */
export const RateLimited: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, ['too-many', 'a-new-password', 'a-new-password']);
    await expect(
      await canvas.findByText(formatMessage(lang(), 'tooManyAttempts', { seconds: 600 })),
    ).toBeVisible();
  },
};

export const Changed: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, ['ajar-demo-123', 'a-new-password', 'a-new-password']);
    await expect(await page().findByText(i18next.t('password.changed'))).toBeVisible();
    await expect(sent.password).toEqual([
      {
        currentPassword: 'ajar-demo-123',
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      },
    ]);
    // The form is empty again, and this device is still signed in.
    await expect(await field(canvas, 'password.current')).toHaveValue('');
    await expect(sessionStore.get()).not.toBeNull();
  },
};

/** Cancelling changes nothing; confirming signs out everywhere and leaves the member area. */
export const SignOutOfAllDevices: Story = {
  play: async ({ canvas, userEvent }) => {
    const open = () =>
      userEvent.click(canvas.getByRole('button', { name: i18next.t('sessions.signOutAll') }));
    await canvas.findByRole(
      'button',
      { name: i18next.t('sessions.signOutAll') },
      { timeout: 5000 },
    );
    await open();
    const dialog = await page().findByRole('dialog', { name: i18next.t('sessions.confirmTitle') });
    await expect(dialog).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: i18next.t('sessions.cancel') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(sent.logoutAll).toBe(0);
    await open();
    await userEvent.click(
      await page().findByRole('button', { name: i18next.t('sessions.confirm') }),
    );
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    await expect(sent.logoutAll).toBe(1);
  },
};

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    for (const key of ['password.current', 'password.new', 'password.confirm'])
      await expect((await field(canvas, key)).getBoundingClientRect().right).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
    await expect(
      canvas.getByRole('button', { name: i18next.t('sessions.signOutAll') }).getBoundingClientRect()
        .right,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
