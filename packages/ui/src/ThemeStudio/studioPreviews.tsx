import { useState } from 'react';
import { space } from '@ajar/tokens';
import {
  BrandMark,
  Button,
  Card,
  CertificateCard,
  MemberLayout,
  PasswordField,
  ProgressIndicator,
  PublicLayout,
  QuestionCard,
  TextField,
  type QuestionValue,
} from '..';
import type { StudioPreview } from './ThemeStudio';

/** Sample pages for the studio's previews, built only from kit components (stories only). */
const pad = { padding: space[6], display: 'grid', gap: space[4] } as const;
const brand = <BrandMark name="PT Nusantara Energi" />;

function QuizSample() {
  const [answer, setAnswer] = useState<QuestionValue>('b');
  return (
    <div style={pad}>
      <QuestionCard
        number={3}
        total={10}
        question="Apa kepanjangan dari K3?"
        type="single"
        value={answer}
        onChange={setAnswer}
        options={[
          { value: 'a', label: 'Kesehatan, Kebersihan, Keamanan' },
          { value: 'b', label: 'Keselamatan dan Kesehatan Kerja' },
          { value: 'c', label: 'Kerja, Karya, Karsa' },
        ]}
      />
      <div style={{ display: 'flex', gap: space[3] }}>
        <Button variant="secondary">Sebelumnya</Button>
        <Button>Berikutnya</Button>
      </div>
    </div>
  );
}

export const samplePreviews: StudioPreview[] = [
  {
    id: 'public',
    label: 'Beranda',
    content: (
      <PublicLayout
        logo={brand}
        navItems={[
          { label: 'Kursus', href: '#kursus', isCurrent: true },
          { label: 'Acara', href: '#acara' },
        ]}
        userMenu={<Button size="sm">Masuk</Button>}
      >
        <div style={pad}>
          <h1>Belajar kapan saja, dari mana saja</h1>
          <p>Kursus wajib dan pengembangan diri untuk karyawan PT Nusantara Energi.</p>
          <div>
            <Button>Lihat kursus</Button>
          </div>
        </div>
      </PublicLayout>
    ),
  },
  {
    id: 'sign-in',
    label: 'Masuk',
    content: (
      <div style={{ ...pad, maxInlineSize: '28rem' }}>
        {brand}
        <Card title="Masuk">
          <div style={{ display: 'grid', gap: space[4] }}>
            <TextField label="Email" type="email" defaultValue="siti@nusantara.co.id" />
            <PasswordField label="Password" defaultValue="rahasia-123" />
            <Button>Masuk</Button>
          </div>
        </Card>
      </div>
    ),
  },
  { id: 'quiz', label: 'Kuis', content: <QuizSample /> },
  {
    id: 'member',
    label: 'Area anggota',
    content: (
      <MemberLayout
        logo={brand}
        sections={[
          {
            id: 'learning',
            title: 'Belajar',
            items: [
              { label: 'Dasbor', href: '#dasbor', isCurrent: true },
              { label: 'Kursus saya', href: '#kursus' },
            ],
          },
        ]}
      >
        <div style={pad}>
          <h1>Dasbor</h1>
          <ProgressIndicator value={64} label="Dasar-dasar K3" />
        </div>
      </MemberLayout>
    ),
  },
  {
    id: 'certificate',
    label: 'Sertifikat',
    content: (
      <div style={pad}>
        <CertificateCard
          courseTitle="Dasar-dasar K3"
          learnerName="Siti Rahma"
          issuedAt="2026-03-14T03:00:00Z"
          code="AJR-7K2M-Q9XD"
          timeZone="Asia/Jakarta"
        />
      </div>
    ),
  },
];
