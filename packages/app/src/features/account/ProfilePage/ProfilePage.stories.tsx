import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Profile, UpdateProfileRequest } from '@ajar/api/contract';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { mockRoute } from '../../../api';
import { i18next } from '../../../i18n';
import { formMessages } from '../../../shared/forms/messages';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  prepareStory,
  shellHandlers,
  signedInLoaders,
  StoryApp,
  storyToken,
} from '../../../stories/storyApp';
import { RINA, samplePhoto } from './ProfilePage.fixtures';

/** What the page sent the API, and the profile the mock API holds, in the story running now. */
let sent: { patches: UpdateProfileRequest[]; uploads: number };
let profile: Profile;

const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const refusal = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });

/**
 * /profile against MSW: the profile with employment facts, the form's checks with the API's
 * messages, the photo's upload (progress, refusal) and the header's avatar.
 */
const meta = {
  title: 'Pages/Profile',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/profile' },
  beforeEach: async ({ msw, parameters }) => {
    sent = { patches: [], uploads: 0 };
    profile = { ...RINA, ...(parameters.profile as Partial<Profile> | undefined) };
    // Before the shell's: the first handler that matches answers.
    msw.use(
      http.get(mockRoute('/me/profile'), () => HttpResponse.json(profile)),
      http.patch(mockRoute('/me/profile'), async ({ request }) => {
        const body = (await request.json()) as UpdateProfileRequest;
        sent.patches.push(body);
        profile = { ...profile, ...body, phone: body.phone || null } as Profile;
        return HttpResponse.json(profile);
      }),
      http.put(mockRoute('/me/photo'), async ({ request }) => {
        sent.uploads += 1;
        const bytes = new Uint8Array(await request.arrayBuffer());
        if (parameters.uploadNeverEnds) await delay('infinite');
        // As the API does: the bytes decide, here a PNG signature.
        if (bytes[0] !== 0x89 || bytes[1] !== 0x50)
          return refusal(
            415,
            'unsupported_photo_type',
            formatMessage(lang(), 'photoType'),
            'photo',
          );
        profile = { ...profile, photo: { etag: `e${sent.uploads}` } };
        return HttpResponse.json(profile);
      }),
      http.delete(mockRoute('/me/photo'), () => {
        profile = { ...profile, photo: null };
        return HttpResponse.json(profile);
      }),
      http.get(mockRoute('/users/{id}/photo'), async () =>
        profile.photo
          ? new HttpResponse(await samplePhoto(), { headers: { 'content-type': 'image/webp' } })
          : refusal(404, 'not_found', 'not found'),
      ),
      ...shellHandlers,
    );
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];
const page = () => within(document.body);

const input = (canvas: Canvas, key: string) =>
  canvas.findByLabelText(
    new RegExp(`^${i18next.t(key)}`),
    { selector: 'input, select' },
    {
      timeout: 5000,
    },
  );
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = () => new File([new Uint8Array(PNG_BYTES)], 'me.png', { type: 'image/png' });

/** Everything the demo keeps about Rina: details to edit, employment facts to read. */
export const Loaded: Story = {
  parameters: { profile: { photo: { etag: 'e0' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.profile.title') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(await input(canvas, 'profile.name')).toHaveValue('Rina Kusuma');
    await expect(await input(canvas, 'profile.phone')).toHaveValue('081234567890');
    for (const fact of ['AJR-0104', 'Penjualan', 'Kepala Tim Penjualan', 'Budi Santoso'])
      await expect(canvas.getByText(fact)).toBeVisible();
    // The facts are read only: no field holds them.
    await expect(canvas.queryByDisplayValue('Penjualan')).toBeNull();
    // The push settings are here as on /notifications: one switch per group.
    await expect(
      await canvas.findByRole('switch', {
        name: i18next.t('notificationCenter.preferences.learning'),
      }),
    ).toBeChecked();
    // The photo shows on the page and in the header's menu button.
    await waitFor(() =>
      expect(canvas.getByTestId('profile-photo').querySelector('img')).not.toBeNull(),
    );
    await waitFor(() => expect(canvas.getByTestId('user-photo')).toBeInTheDocument());
  },
};

/** The API's messages, caught before anything is sent. */
export const EditingWithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = formMessages(lang());
    const name = await input(canvas, 'profile.name');
    const phone = await input(canvas, 'profile.phone');
    await userEvent.clear(name);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('profile.save') }));
    await expect(await canvas.findByText(m.required('name'))).toBeVisible();
    const phoneMessage = formatMessage(lang(), 'phoneFormat', {
      field: fieldLabel(lang(), 'phone'),
    });
    await expect(await canvas.findByText(phoneMessage)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(sent.patches).toEqual([]);
  },
};

/** Saving sends only what a person may change, and a new language switches the app. */
export const SavedInEnglish: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = await input(canvas, 'profile.phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+62 811 2222 3333');
    await userEvent.selectOptions(await input(canvas, 'profile.language'), 'en');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('profile.save') }));
    // The English run starts in English: wait for the save itself, then for the language.
    await waitFor(
      () =>
        expect(sent.patches).toEqual([
          { name: 'Rina Kusuma', phone: '+62 811 2222 3333', language: 'en' },
        ]),
      { timeout: 5000 },
    );
    await waitFor(() => expect(i18next.resolvedLanguage).toBe('en'), { timeout: 5000 });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** While the file goes up: the chosen picture and the progress bar; the picker waits. */
export const PhotoUploading: Story = {
  parameters: { uploadNeverEnds: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await input(canvas, 'profile.photo.choose'), pngFile());
    await expect(
      await canvas.findByRole('progressbar', { name: i18next.t('profile.photo.uploading') }),
    ).toBeVisible();
    await expect(canvas.getByTestId('profile-photo').querySelector('img')).not.toBeNull();
    await expect(await input(canvas, 'profile.photo.choose')).toBeDisabled();
  },
};

/** A file that is not an image is refused with the API's words; the next good file clears it. */
export const PhotoRejected: Story = {
  play: async ({ canvas, userEvent }) => {
    const picker = await input(canvas, 'profile.photo.choose');
    const fake = new File(['just text'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(picker, fake);
    const message = formatMessage(lang(), 'photoType');
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(sent.uploads).toBe(1);
    await userEvent.upload(await input(canvas, 'profile.photo.choose'), pngFile());
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await expect(
      await page().findByText(i18next.t('profile.photo.saved'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18next.t('profile.photo.remove') }),
    ).toBeVisible();
  },
};

/** In English whatever the run's language (the navy run is Indonesian). */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Supervisor')).toBeVisible();
  },
};

export const Phone360: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    for (const key of ['profile.name', 'profile.phone', 'profile.language'])
      await expect((await input(canvas, key)).getBoundingClientRect().right).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
    await expect(
      canvas.getByRole('button', { name: i18next.t('profile.save') }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
