import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ROLE } from '@ajar/api/contract/roles';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import type { BrandingSettings } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  prepareStory,
  shellHandlers,
  signedInLoaders,
  StoryApp,
  storyToken,
} from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';
import { mockRoute } from '../../../api';

const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');

// A 1x1 PNG, drawn as the company's logo.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const SETTINGS: BrandingSettings = {
  displayName: 'Nusantara Academy',
  faviconTitle: 'Belajar Nusantara',
  primaryColor: '#1A2B4C',
  logo: null,
  favicon: null,
};

/** What the page sent the API in the story running now. */
let sent: { branding: unknown[]; uploads: string[] };
/**
 * How long the save answer takes in the story running now. A save that stays busy never
 * answers: an answer a minute later would land in whichever story runs then (its toast, its
 * saved name), as it did in the screenshot run.
 */
let saveDelay: number | 'infinite' = 0;

/**
 * /company/branding against MSW, signed in as a company admin: the theme studio with its
 * contrast warnings, name and favicon title, logo and favicon with previews and the API's
 * refusals, saving, and the notice a member gets.
 */
const meta = {
  title: 'Pages/Company branding',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/company/branding' },
  beforeEach: async ({ msw }) => {
    sent = { branding: [], uploads: [] };
    saveDelay = 0;
    msw.use(
      ...shellHandlers,
      http.get(mockRoute('/company/branding'), () => HttpResponse.json(SETTINGS)),
      http.put(mockRoute('/company/branding'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.branding.push(body);
        await delay(saveDelay);
        return HttpResponse.json({ ...SETTINGS, ...body });
      }),
      http.put(mockRoute('/company/branding/{kind}'), ({ params }) => {
        sent.uploads.push(String(params.kind));
        return HttpResponse.json({ ...SETTINGS, logo: LOGO });
      }),
    );
  },
  loaders: [
    async ({ globals }: { globals: Record<string, unknown> }) =>
      prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600, roleId: ROLE.admin })),
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];

const page = () => within(document.body);
const title = () => i18next.t('pages.branding.title');
// The whole app loads first (translations, the page's chunk): slow on a busy machine.
const LOAD = { timeout: 15_000 };
const colourField = (canvas: Canvas) =>
  canvas.findByRole('textbox', { name: lang() === 'en' ? 'Brand colour' : 'Warna merek' }, LOAD);
const png = (bytes: number[]) =>
  new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: title() }, LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('textbox', {
        name: new RegExp(`^${i18next.t('branding.displayName')}`),
      }),
    ).toHaveValue('Nusantara Academy');
    await expect(await colourField(canvas)).toHaveValue('#1A2B4C');
  },
};

export const LowContrastWarning: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await colourField(canvas);
    await userEvent.clear(field);
    await userEvent.type(field, '#FFF59D');
    // The studio's warning: a colour this light is close to white.
    await expect(
      await canvas.findByRole('heading', {
        name: lang() === 'en' ? 'Worth a look' : 'Perlu diperhatikan',
      }),
    ).toBeVisible();
  },
};

export const UploadErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: title() }, LOAD);
    const input = await canvas.findByLabelText(i18next.t('branding.logoTitle'), {
      selector: 'input',
    });
    // Text named logo.png: its bytes are no image, so the API's message shows, nothing is sent.
    await userEvent.upload(input, png([0x3c, 0x73, 0x76, 0x67]));
    await expect(
      await canvas.findByText(
        formatMessage(lang(), 'imageType', {
          field: fieldLabel(lang(), 'logo'),
          list: 'PNG, JPEG, WebP',
        }),
      ),
    ).toBeVisible();
    expect(sent.uploads).toEqual([]);
  },
};

export const Saving: Story = {
  play: async ({ canvas, userEvent }) => {
    saveDelay = 'infinite';
    await colourField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('branding.save') }));
    // The button keeps its name and says it is busy (its loading label is announced).
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: new RegExp(i18next.t('branding.save')) }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await waitFor(() =>
      expect(sent.branding).toEqual([
        {
          displayName: 'Nusantara Academy',
          faviconTitle: 'Belajar Nusantara',
          primaryColor: '#1A2B4C',
        },
      ]),
    );
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole(
      'textbox',
      { name: new RegExp(`^${i18next.t('branding.displayName')}`) },
      LOAD,
    );
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('branding.save') }));
    // An empty name is refused in the browser with the API's own message.
    await expect(
      await canvas.findByText(
        formatMessage(lang(), 'required', { field: fieldLabel(lang(), 'displayName') }),
      ),
    ).toBeVisible();
    expect(sent.branding).toEqual([]);
    await userEvent.type(name, 'Nusantara Learning');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('branding.save') }));
    await expect(await page().findByText(i18next.t('branding.saved'))).toBeVisible();
    expect(sent.branding).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Company branding' }, LOAD),
    ).toBeVisible();
  },
};

export const MemberSeesNotice: Story = {
  loaders: signedInLoaders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18next.t('branding.adminsOnly'), {}, LOAD)).toBeVisible();
  },
};

export const Phone360: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const field = await colourField(canvas);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(
      canvas.getByRole('button', { name: i18next.t('branding.save') }).getBoundingClientRect()
        .right,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
