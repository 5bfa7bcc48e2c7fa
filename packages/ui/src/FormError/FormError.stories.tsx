import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { storyMessages } from '../test-utils/storyMessages';
import { FormError, type FormErrorItem, type FormErrorProps } from './FormError';
import { guidelines } from './FormError.docs';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  parameters: { guidelines },
  args: {
    errors: [
      { fieldId: 'email', message: 'Email tidak valid' },
      { fieldId: 'password', message: 'Password minimal 1 angka' },
      { message: 'Kode undangan salah' },
    ],
  },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert', { name: storyMessages().formErrorTitle });
    await expect(summary).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('link', { name: 'Email tidak valid' })).toHaveAttribute(
      'href',
      '#email',
    );
    // A message without a field is plain text.
    await expect(canvas.queryByRole('link', { name: 'Kode undangan salah' })).toBeNull();
    await expect(canvas.getByText('Kode undangan salah')).toBeVisible();
  },
};

export const CustomTitle: Story = {
  args: {
    title: 'Pendaftaran belum bisa dikirim',
    headingLevel: 3,
    errors: [{ message: 'Kuota kelas sudah penuh' }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Pendaftaran belum bisa dikirim' }),
    ).toBeVisible();
  },
};

/** With no errors nothing renders. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A sign-up form: submitting it empty focuses the summary; each link focuses its field. */
function SignUpForm(props: Partial<FormErrorProps>) {
  const [errors, setErrors] = useState<FormErrorItem[]>([]);
  const summary = useRef<HTMLDivElement>(null);
  const fieldError = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  // Every failed submit sets a new list: move focus to the summary once it has rendered.
  useEffect(() => {
    if (errors.length) summary.current?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: FormErrorItem[] = [];
    if (!String(data.get('email')).includes('@'))
      found.push({ fieldId: 'email', message: 'Email tidak valid' });
    if (!/\d/.test(String(data.get('password'))))
      found.push({ fieldId: 'password', message: 'Password minimal 1 angka' });
    if (!data.get('role')) found.push({ fieldId: 'role', message: 'Peran tidak valid' });
    setErrors(found);
  };

  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <FormError {...props} ref={summary} errors={errors} />
      <TextField id="email" name="email" label="Email" type="email" error={fieldError('email')} />
      <PasswordField
        id="password"
        name="password"
        label="Kata sandi"
        autoComplete="new-password"
        error={fieldError('password')}
      />
      <RadioGroup
        id="role"
        name="role"
        label="Peran"
        orientation="horizontal"
        options={[
          { value: 'member', label: 'Peserta' },
          { value: 'trainer', label: 'Trainer' },
        ]}
        error={fieldError('role')}
      />
      <div>
        <Button type="submit">Daftar</Button>
      </div>
    </form>
  );
}

export const LinkMovesFocus: Story = {
  render: (args) => <SignUpForm title={args.title} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());

    await userEvent.click(canvas.getByRole('link', { name: 'Password minimal 1 angka' }));
    await expect(canvas.getByLabelText('Kata sandi')).toHaveFocus();

    // From the keyboard: back to the summary, Tab to the first link, Enter.
    summary.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Email tidak valid' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Peran tidak valid' }));
    await expect(canvas.getByRole('radio', { name: 'Peserta' })).toHaveFocus();
  },
};

/** Fixing the fields and submitting again removes the summary. */
export const ClearsWhenValid: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'budi@contoh.co.id');
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'Rahasia123');
    await userEvent.click(canvas.getByRole('radio', { name: 'Trainer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
