import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorStory, loadingLabelStory, wayOnStory } from '../../../stories/loadStateStories';
import {
  certificatesHandler,
  myCertificates,
} from '../../../shared/fixtures/CertificatesPage.fixtures';
import { mockRoute } from '../../../api';

const [first, , expired, revoked] = myCertificates as [
  (typeof myCertificates)[0],
  (typeof myCertificates)[0],
  (typeof myCertificates)[0],
  (typeof myCertificates)[0],
];

/** /certificate (member area): my certificates with QR codes, and one laid out for print. */
const meta = {
  title: 'Pages/Certificates',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/certificate' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, certificatesHandler());
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];
const findList = (canvas: Canvas) =>
  canvas.findByRole('list', { name: i18next.t('certificates.listLabel') }, { timeout: 5000 });
const cardOf = (canvas: Canvas, title: string) =>
  canvas.getByRole('heading', { level: 2, name: title }).closest('article')!;
const checkPath = (code: string) => `/certificate-is-valid?code=${code}`;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.certificates.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(myCertificates.length);
    const card = within(cardOf(canvas, pick(first.course.title)));
    await expect(card.getByText(ui().certificateStatusValid)).toBeVisible();
    await expect(card.getByText(first.code)).toBeVisible();
    await expect(
      card.getByRole('img', { name: i18next.t('certificates.qrLabel', { code: first.code }) }),
    ).toBeVisible();
    await expect(
      card.getByRole('link', {
        name: i18next.t('certificates.printLabel', { title: pick(first.course.title) }),
      }),
    ).toHaveAttribute('href', `/certificate?print=${first.code}`);
    await expect(
      card.getByRole('link', { name: i18next.t('certificates.verifyLabel', { code: first.code }) }),
    ).toHaveAttribute('href', checkPath(first.code));
    // Every state in words, not colour alone.
    await expect(
      within(cardOf(canvas, pick(expired.course.title))).getByText(ui().certificateStatusExpired),
    ).toBeVisible();
    await expect(
      within(cardOf(canvas, pick(revoked.course.title))).getByText(ui().certificateStatusRevoked),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /AJR-/ })).toHaveLength(myCertificates.length);
    await waitFor(() => expect(document.title).toContain(i18next.t('pages.certificates.title')));
  },
};

/** "Cetak" opens the printable view of that certificate, and the way back returns. */
export const PrintFromList: Story = {
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    const title = pick(first.course.title);
    await userEvent.click(
      canvas.getByRole('link', { name: i18next.t('certificates.printLabel', { title }) }),
    );
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: i18next.t('certificates.printTitle'),
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: i18next.t('certificates.backToList') }));
    await expect(await findList(canvas)).toBeVisible();
  },
};

/** The printable certificate: name, course, dates, number, QR code; printing on request. */
export const PrintView: Story = {
  args: { path: `/certificate?print=${first.code}` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('certificates.printTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await canvas.findByRole('heading', {
      level: 2,
      name: i18next.t('certificates.documentTitle'),
    });
    const crumbs = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(crumbs).getByRole('link', { name: i18next.t('pages.certificates.title') }),
    ).toHaveAttribute('href', '/certificate');
    const sheet = canvasElement.querySelector<HTMLElement>('[data-certificate-print]')!;
    const paper = within(sheet);
    await expect(
      paper.getByRole('heading', { level: 2, name: i18next.t('certificates.documentTitle') }),
    ).toBeVisible();
    await expect(paper.getByText(first.learnerName)).toBeVisible();
    await expect(paper.getByText(pick(first.course.title))).toBeVisible();
    await expect(paper.getByText(first.code)).toBeVisible();
    await expect(paper.getByText(i18next.t('certificates.qrCaption'))).toBeVisible();
    await expect(
      paper.getByRole('img', { name: i18next.t('certificates.qrLabel', { code: first.code }) }),
    ).toBeVisible();
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const button = canvas.getByRole('button', { name: i18next.t('certificates.print') });
      await expect(sheet.contains(button)).toBe(false);
      await userEvent.click(button);
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
    await waitFor(() => expect(document.title).toContain(i18next.t('certificates.printTitle')));
  },
};

/** A revoked certificate prints with its state on it. */
export const PrintRevoked: Story = {
  args: { path: `/certificate?print=${revoked.code.toLowerCase()}` },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole(
      'heading',
      { level: 2, name: i18next.t('certificates.documentTitle') },
      { timeout: 5000 },
    );
    await expect(canvasElement.querySelector('[data-certificate-print]')).toHaveTextContent(
      ui().certificateStatusRevoked,
    );
  },
};

/** A number that is not among mine: nothing to print, and the way back. */
export const PrintUnknown: Story = {
  args: { path: '/certificate?print=AJR-ZZZZ-ZZZZ' },
  ...wayOnStory({
    titleKey: 'certificates.notFoundTitle',
    linkKey: 'certificates.backToList',
    href: '/certificate',
  }),
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(certificatesHandler([]));
  },
  ...wayOnStory({
    titleKey: 'certificates.emptyTitle',
    linkKey: 'certificates.toMyCourses',
    href: '/my-courses',
  }),
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/my/certificates'),
    loadingKey: 'certificates.loading',
    expectMore: async (canvas) =>
      expect(canvas.queryByRole('list', { name: i18next.t('certificates.listLabel') })).toBeNull(),
  }),
};

export const Error: Story = errorStory({
  api: mockRoute('/my/certificates'),
  errorKey: 'certificates.error',
});

/** At 360 px the cards and their QR codes fit the width. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const qr of canvas.getAllByRole('img', { name: /AJR-/ })) {
      await expect(qr.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    }
  },
};
