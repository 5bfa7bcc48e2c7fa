import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { ROLE } from '@ajar/api/contract/roles';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { partnerSession } from '../../../session';
import { formMessages } from '../../../shared/forms/messages';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { errorCauseStory } from '../../../stories/loadStateStories';
import { localeOf, pick } from '../../../stories/storySupport';
import { leadershipCourse } from '../../../shared/fixtures/CourseDetailPage.fixtures';
import { redemption, voucherApi, VOUCHERS } from './RedeemVoucherPage.fixtures';
import { mockRoute } from '../../../api';

const signedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

/** The voucher API of the story running now, to check what the page sent it. */
let api: ReturnType<typeof voucherApi> | undefined;

/**
 * /redeem-voucher (public) and /redeem-voucher-p (informational) against MSW: signing in
 * first, the code from the link, the form's own check, the API's refusals on the field, a
 * failing server, and the course it opened.
 */
const meta = {
  title: 'Pages/Redeem voucher',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/redeem-voucher' },
  beforeEach: async ({ msw }) => {
    api = voucherApi();
    msw.use(
      ...shellHandlers,
      api.handler,
      http.get(mockRoute('/courses/{id}'), () => HttpResponse.json(leadershipCourse)),
    );
  },
  loaders: signedIn,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const findField = (canvas: Canvas) =>
  // The name ends with the required marker ("wajib" / "required").
  canvas.findByRole(
    'textbox',
    { name: new RegExp(`^${i18next.t('vouchers.codeLabel')}`) },
    { timeout: 5000 },
  );
const submit = (canvas: Canvas) =>
  canvas.getByRole('button', { name: i18next.t('vouchers.submit') });

/** Types a code and submits, then waits for the field's message. */
async function redeem(
  canvas: Canvas,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  code: string,
) {
  const field = await findField(canvas);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(submit(canvas));
  return field;
}

async function expectFieldError(canvas: Canvas, field: HTMLElement, message: string) {
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.redeemVoucher.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await findField(canvas)).toHaveValue('');
    await expect(canvas.getByText(i18next.t('vouchers.codeHint'))).toBeVisible();
    await waitFor(() => expect(document.title).toContain(i18next.t('pages.redeemVoucher.title')));
  },
};

/** A link with the code fills it in. */
export const CodeFromLink: Story = {
  args: { path: `/redeem-voucher?code=${VOUCHERS.valid}` },
  play: async ({ canvas }) => {
    await expect(await findField(canvas)).toHaveValue(VOUCHERS.valid);
  },
};

/** Sent here from a paid course: which course, and the way back to it. */
export const FromCourse: Story = {
  args: { path: '/redeem-voucher?course=1' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        i18next.t('vouchers.forCourse', { title: pick(leadershipCourse.title) }),
        { exact: false },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('vouchers.backToCourse') }),
    ).toHaveAttribute('href', '/courses/1');
  },
};

/** Nothing typed: the form's own message, and nothing sent. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await findField(canvas);
    await userEvent.click(submit(canvas));
    await expectFieldError(canvas, field, formMessages(lang()).required('voucher'));
    await expect(api?.codes).toEqual([]);
  },
};

/** An unknown code: the API's message on the field; spaces around the code are not sent. */
export const UnknownCode: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await redeem(canvas, userEvent, '  AJAR-NOPE-99 ');
    await expectFieldError(
      canvas,
      field,
      formatMessage(lang(), 'notFound', { field: fieldLabel(lang(), 'voucher') }),
    );
    await expect(api?.codes).toEqual(['AJAR-NOPE-99']);
  },
};

export const ExpiredCode: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await redeem(canvas, userEvent, VOUCHERS.expired);
    await expectFieldError(
      canvas,
      field,
      formatMessage(lang(), 'voucherExpired', { value: VOUCHERS.expired }),
    );
  },
};

export const UsedCode: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await redeem(canvas, userEvent, VOUCHERS.used);
    await expectFieldError(
      canvas,
      field,
      formatMessage(lang(), 'alreadyUsed', {
        field: fieldLabel(lang(), 'voucher'),
        value: VOUCHERS.used,
      }),
    );
  },
};

/** The server fails: said above the form, the code kept for another try. */
export const ServerError: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await redeem(canvas, userEvent, VOUCHERS.crash);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18next.t('vouchers.failed'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(field).toHaveValue(VOUCHERS.crash);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, VOUCHERS.slow);
    // While busy the button's name also carries the loading label.
    const busy = await canvas.findByRole('button', {
      name: new RegExp(i18next.t('vouchers.submitting')),
    });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveTextContent(i18next.t('vouchers.submit'));
  },
};

/** The course it opened and the way in; another code can follow. */
export const Redeemed: Story = {
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, VOUCHERS.valid);
    const panel = await canvas.findByRole('heading', {
      level: 2,
      name: i18next.t('vouchers.successTitle'),
    });
    await expect(panel).toBeVisible();
    const title = pick(redemption.course.title);
    await expect(
      canvas.getByText(i18next.t('vouchers.successDescription', { title })),
    ).toBeVisible();
    // Heard once, when focus lands on it: named and described, and no live region besides.
    const section = canvas.getByRole('region', { name: i18next.t('vouchers.successTitle') });
    await waitFor(() => expect(section).toHaveFocus());
    await expect(section).toHaveAccessibleDescription(
      i18next.t('vouchers.successDescription', { title }),
    );
    await expect(section.closest('[aria-live]')).toBeNull();
    await expect(section.querySelector('[aria-live]')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: i18next.t('vouchers.startLearning') }),
    ).toHaveAttribute('href', '/courses/1/learn');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: i18next.t('vouchers.redeemAnother') }),
    );
    await expect(await findField(canvas)).toHaveValue('');
  },
};

/** Signed out: sign in first, with the way back (and the code) kept. */
export const SignedOut: Story = {
  args: { path: `/redeem-voucher?code=${VOUCHERS.valid}` },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('vouchers.signInTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: i18next.t('vouchers.signIn') })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent(`/redeem-voucher?code=${VOUCHERS.valid}`)}`,
    );
  },
};

/** Signing in brings the visitor back to the form with the code from the link. */
export const SignInAndReturn: Story = {
  // A typing flow across two pages: its last frame is the Redeemed story's, and a screenshot
  // taken as the page changes would differ from run to run.
  tags: ['no-visual'],
  args: { path: `/redeem-voucher?code=${VOUCHERS.valid}` },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  beforeEach: async ({ msw }) => {
    msw.use(
      http.post(mockRoute('/auth/login'), () =>
        HttpResponse.json({
          token: storyToken({ expiresInSeconds: 3600 }),
          deviceToken: 'd1.1.story.signature',
        }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('link', { name: i18next.t('vouchers.signIn') }, { timeout: 5000 }),
    );
    const email = await canvas.findByRole('textbox', {
      name: new RegExp(`^${i18next.t('auth.email')}`),
    });
    await waitFor(() => expect(document.title).toContain(i18next.t('pages.signIn.title')));
    // After a navigation focus lands on the new page's h1 (one frame later); typing before
    // that would send the rest of the keys to the heading.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    await userEvent.type(email, 'siti.rahma@ajar.local');
    await expect(email).toHaveValue('siti.rahma@ajar.local');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${i18next.t('auth.password')}`)),
      'rahasia123',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('auth.signIn') }));
    await expect(await findField(canvas)).toHaveValue(VOUCHERS.valid);
  },
};

/** The partner address: the informational layout's h1 is the only one. */
export const Partner: Story = {
  args: { path: '/redeem-voucher-p' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.redeemVoucherPartner.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await redeem(canvas, userEvent, VOUCHERS.valid);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: i18next.t('vouchers.successTitle') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toContain(i18next.t('pages.redeemVoucherPartner.title')),
    );
  },
};

export const PartnerSignedOut: Story = {
  args: { path: '/redeem-voucher-p' },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: i18next.t('vouchers.signIn') }, { timeout: 5000 }),
    ).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/redeem-voucher-p')}`);
    await expect(
      canvas.getByRole('link', { name: i18next.t('partner.signInLink') }),
    ).toHaveAttribute('href', '/sign-in?as=partner');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/**
 * The partner sign-in (/sign-in?as=partner): only the partner endpoint is asked, only
 * `partnerToken` is stored, and the partner lands on their voucher page.
 */
export const PartnerSignIn: Story = {
  // A flow across two pages, like SignInAndReturn.
  tags: ['no-visual'],
  args: { path: '/sign-in?as=partner' },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  beforeEach: async ({ msw }) => {
    memberLogins = 0;
    msw.use(
      http.post(mockRoute('/auth/login'), () => {
        memberLogins += 1;
        return HttpResponse.json(
          { error: { code: 'partner_account', message: 'x' } },
          { status: 403 },
        );
      }),
      http.post(mockRoute('/auth/partner/login'), () =>
        HttpResponse.json({
          token: storyToken({ expiresInSeconds: 3600, roleId: ROLE.partner }),
          deviceToken: 'd1.1.story.signature',
        }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('partner.signInTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${i18next.t('auth.email')}`) }),
      'partner@ajar.local',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${i18next.t('auth.password')}`)),
      'ajar-demo-123',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('auth.signIn') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('vouchers.partnerTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(localStorage.getItem('partnerToken')).toBeTruthy();
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(memberLogins).toBe(0);
  },
};
let memberLogins = 0;

/**
 * A partner signed in with the partner token only: who they are, that learners redeem codes
 * on their own accounts, the learners' page, and signing out of the partner account.
 */
const partnerSignedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) => {
    await prepareStory(localeOf(globals), null);
    partnerSession.signIn(storyToken({ expiresInSeconds: 3600, roleId: ROLE.partner }));
  },
];

export const PartnerAccount: Story = {
  args: { path: '/redeem-voucher-p' },
  loaders: partnerSignedIn,
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(mockRoute('/auth/me'), ({ request }) =>
        request.headers.get('authorization')?.startsWith('Bearer ')
          ? HttpResponse.json({
              id: 9,
              email: 'partner@ajar.local',
              name: 'Mitra Pelatihan',
              roleId: ROLE.partner,
              company: { id: 1, name: 'Ajar Demo', title: 'Ajar' },
            })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('vouchers.partnerTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        i18next.t('vouchers.partnerAccount', { name: 'Mitra Pelatihan', company: 'Ajar Demo' }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('vouchers.partnerLearnerPage') }),
    ).toHaveAttribute('href', '/redeem-voucher');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', { name: i18next.t('vouchers.partnerSignOut') }),
    );
    await expect(
      await canvas.findByRole('link', { name: i18next.t('vouchers.signIn') }),
    ).toBeVisible();
    await expect(localStorage.getItem('partnerToken')).toBeNull();
  },
};

/** The partner account fails to load: the card says why, instead of loading forever. */
export const PartnerAccountError: Story = {
  args: { path: '/redeem-voucher-p' },
  loaders: partnerSignedIn,
  ...errorCauseStory({
    api: mockRoute('/auth/me'),
    status: 500,
    errorKey: 'vouchers.partnerError',
  }),
};

/** The API refuses the partner token (expired or revoked): the partner is signed out. */
export const PartnerTokenRefused: Story = {
  args: { path: '/redeem-voucher-p' },
  loaders: partnerSignedIn,
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(mockRoute('/auth/me'), () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: i18next.t('vouchers.signIn') }, { timeout: 5000 }),
    ).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/redeem-voucher-p')}`);
    await expect(localStorage.getItem('partnerToken')).toBeNull();
    await expect(canvas.queryByText(i18next.t('vouchers.partnerLoading'))).toBeNull();
  },
};

/** Within the layout's width at 360 px. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const field = await findField(canvas);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(submit(canvas).getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
