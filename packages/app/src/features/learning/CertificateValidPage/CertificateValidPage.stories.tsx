import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { expectErrorState, failingThen, localeOf, pick } from '../../../stories/storySupport';
import { errorCauseStory, errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import {
  certificateCheckApi,
  checkOf,
} from '../../../shared/fixtures/CertificateValidPage.fixtures';
import { apiPath, mockRoute } from '../../../api';

/** The certificate API of the story running now, to check what the page sent it. */
let api: ReturnType<typeof certificateCheckApi> | undefined;

/**
 * /certificate-is-valid (informational), where a certificate's QR code leads: each result
 * against MSW, signed out as a stranger scanning it would be.
 */
const meta = {
  title: 'Pages/Certificate validity',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: `/certificate-is-valid?code=${checkOf('valid').code}` },
  beforeEach: async ({ msw }) => {
    api = certificateCheckApi();
    msw.use(...shellHandlers, api.handler);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];
const findResult = (canvas: Canvas, heading: string) =>
  canvas.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 });
const checkAnother = (canvas: Canvas) =>
  canvas.getByRole('link', { name: i18next.t('certificates.validity.checkAnother') });

export const Valid: Story = {
  play: async ({ canvas }) => {
    const valid = checkOf('valid');
    await expect(await findResult(canvas, ui().certificateValidityValid)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18next.t('pages.certificateValid.title') }),
    ).toBeVisible();
    const result = canvas.getByRole('status');
    await expect(result).toHaveTextContent(i18next.t('certificates.validity.validDescription'));
    await expect(result).toHaveTextContent(valid.learnerName);
    await expect(result).toHaveTextContent(pick(valid.courseTitle));
    await expect(result).toHaveTextContent(valid.code);
    await expect(checkAnother(canvas)).toHaveAttribute('href', '/certificate-check');
    // Public: asked without anyone's token.
    await expect(api?.requests[0]?.headers.get('authorization')).toBeNull();
    await waitFor(() =>
      expect(document.title).toContain(i18next.t('pages.certificateValid.title')),
    );
  },
};

/** Signed in, the check still goes out without the session's token. */
export const SignedInReader: Story = {
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
  play: async ({ canvas }) => {
    await findResult(canvas, ui().certificateValidityValid);
    await expect(api?.requests).toHaveLength(1);
    await expect(api?.requests[0]?.headers.get('authorization')).toBeNull();
  },
};

export const Expired: Story = {
  args: { path: `/certificate-is-valid?code=${checkOf('expired').code}` },
  play: async ({ canvas }) => {
    await expect(await findResult(canvas, ui().certificateValidityExpired)).toBeVisible();
    const result = canvas.getByRole('status');
    await expect(result).toHaveTextContent(i18next.t('certificates.validity.expiredDescription'));
    await expect(result).toHaveTextContent(ui().certificateExpiredAt);
  },
};

export const Revoked: Story = {
  args: { path: `/certificate-is-valid?code=${checkOf('revoked').code}` },
  play: async ({ canvas }) => {
    await expect(await findResult(canvas, ui().certificateValidityRevoked)).toBeVisible();
    const result = canvas.getByRole('status');
    await expect(result).toHaveTextContent(i18next.t('certificates.validity.revokedDescription'));
    await expect(result).toHaveTextContent(ui().certificateRevokedAt);
  },
};

/** A well-formed number the API does not know (404): not found, not an error to retry. */
export const NotFound: Story = {
  args: { path: '/certificate-is-valid?code=AJR-ZZZZ-ZZZZ' },
  play: async ({ canvas }) => {
    await expect(await findResult(canvas, ui().certificateValidityNotFound)).toBeVisible();
    const result = canvas.getByRole('status');
    await expect(result).toHaveTextContent('AJR-ZZZZ-ZZZZ');
    await expect(result).toHaveTextContent(i18next.t('certificates.validity.notFoundDescription'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(checkAnother(canvas)).toHaveAttribute(
      'href',
      '/certificate-check?code=AJR-ZZZZ-ZZZZ',
    );
  },
};

/** A number typed loosely (case, spaces) is read as the printed one. */
export const LooseCode: Story = {
  args: { path: '/certificate-is-valid?code=ajr%207k2m%20q9xd' },
  play: async ({ canvas }) => {
    await expect(await findResult(canvas, ui().certificateValidityValid)).toBeVisible();
    await expect(new URL(api!.requests[0]!.url).pathname).toBe(
      apiPath('/certificates/{code}', { path: { code: 'AJR-7K2M-Q9XD' } }),
    );
  },
};

/** Something that cannot be a number is not sent to the API at all. */
export const Malformed: Story = {
  args: { path: '/certificate-is-valid?code=SERTIFIKAT-123' },
  play: async ({ canvas }) => {
    await expect(await findResult(canvas, ui().certificateValidityNotFound)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('SERTIFIKAT-123');
    await expect(api?.requests).toHaveLength(0);
  },
};

/** No number in the address: where to enter one. */
export const Missing: Story = {
  args: { path: '/certificate-is-valid' },
  play: async ({ canvas }) => {
    await expect(
      await findResult(canvas, i18next.t('certificates.validity.missingTitle')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('pages.certificateCheck.title') }),
    ).toHaveAttribute('href', '/certificate-check');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/certificates/{code}'),
    loadingKey: 'certificates.validity.loading',
  }),
};

export const Error: Story = errorStory({
  api: mockRoute('/certificates/{code}'),
  errorKey: 'certificates.validity.error',
});

/** Retrying after a failure shows the result. */
export const RetryAfterError: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      failingThen(mockRoute('/certificates/{code}'), 1, () => HttpResponse.json(checkOf('valid'))),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectErrorState(canvasElement, 'certificates.validity.error');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('common.retry') }));
    await expect(await findResult(canvas, ui().certificateValidityValid)).toBeVisible();
  },
};

/** The check fails on the server: "try again later", not "check your connection". */
export const ServerFault: Story = errorCauseStory({
  api: mockRoute('/certificates/{code}'),
  status: 500,
  errorKey: 'certificates.validity.error',
});
