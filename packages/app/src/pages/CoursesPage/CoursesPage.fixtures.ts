import { http, HttpResponse } from 'msw';
import type { Category, CourseSummary, Page } from '@ajar/api/contract';
import { categoryFixtures } from '../CategoriesPage/CategoriesPage.fixtures';
import { mockRoute } from '../../api';

const categoryRef = (slug: string) => {
  const found = categoryFixtures.find((c) => c.slug === slug);
  if (!found) throw new Error(`no fixture category ${slug}`);
  return { id: found.id, slug: found.slug, name: found.name };
};

const trainers = {
  dewi: { id: 3, name: 'Dewi Lestari' },
  agus: { id: 6, name: 'Agus Prasetyo' },
  fitri: { id: 7, name: 'Fitri Handayani' },
};

type Row = [
  title: [string, string],
  category: string | null,
  trainer: keyof typeof trainers | null,
  minutes: number,
  contents: number,
  displayType?: number,
];

// Titles and shapes after the API's demo seed, enough of them for two catalog pages.
const rows: Row[] = [
  [['Dasar Kepemimpinan Tim', 'Team Leadership Fundamentals'], 'kepemimpinan', 'dewi', 300, 15],
  [
    ['Microsoft Excel untuk Analisis Data', 'Microsoft Excel for Data Analysis'],
    'digital',
    'agus',
    240,
    9,
  ],
  [
    ['Keselamatan dan Kesehatan Kerja (K3) di Gudang', 'Warehouse Health and Safety'],
    'k3',
    'fitri',
    150,
    10,
  ],
  [['Teknik Negosiasi Penjualan B2B', 'B2B Sales Negotiation'], 'penjualan', 'dewi', 120, 6],
  [
    ['Literasi Keuangan untuk Manajer Non-Keuangan', 'Finance for Non-Finance Managers'],
    'keuangan',
    'agus',
    90,
    6,
  ],
  [
    ['Komunikasi Efektif di Tempat Kerja', 'Effective Workplace Communication'],
    'soft-skills',
    'fitri',
    105,
    8,
  ],
  [['Kesadaran Keamanan Siber', 'Cybersecurity Awareness'], 'digital', 'agus', 60, 5, 1],
  [['Pelayanan Pelanggan Prima', 'Customer Service Excellence'], 'penjualan', 'dewi', 75, 5, 1],
  [['Panduan Penggunaan Ajar', 'Getting Started with Ajar'], 'digital', 'fitri', 30, 4, 2],
  [['Kode Etik Perusahaan', 'Company Code of Conduct'], null, 'dewi', 45, 6, 2],
  [['Prosedur Bongkar Muat yang Aman', 'Safe Loading and Unloading'], 'k3', null, 50, 5],
  [
    ['Coaching untuk Atasan Langsung', 'Coaching for Line Managers'],
    'kepemimpinan',
    'fitri',
    180,
    7,
  ],
  [['Penggunaan APD yang Benar', 'Using Protective Equipment Right'], 'k3', 'agus', 40, 4],
  [
    ['Presentasi Data dengan Google Sheets', 'Presenting Data with Google Sheets'],
    'digital',
    'agus',
    95,
    6,
  ],
];

/** Fourteen courses: a full first page of twelve and a second page of two. */
export const courseFixtures: CourseSummary[] = rows.map(
  ([[titleId, titleEn], category, trainer, minutes, contents, displayType = 0], index) => ({
    id: index + 1,
    title: { id: titleId, en: titleEn },
    description: {
      id: `Kursus ${titleId} untuk karyawan Ajar Demo.`,
      en: `${titleEn}, a course for Ajar Demo staff.`,
    },
    coverUrl: null,
    displayType,
    durationMinutes: minutes,
    contentCount: contents,
    category: category === null ? null : categoryRef(category),
    trainer: trainer === null ? null : trainers[trainer],
  }),
);

/** Answers GET /v1/courses as the API does: search, category, display type and pages. */
export function coursesHandler(courses: CourseSummary[] = courseFixtures) {
  return http.get(mockRoute('/courses'), ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const category = url.searchParams.get('category');
    const displayType = url.searchParams.get('displayType');
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
    const matches = courses.filter(
      (c) =>
        (!q || [c.title.id, c.title.en].some((t) => t.toLowerCase().includes(q))) &&
        (!category || c.category?.slug === category) &&
        (displayType === null || c.displayType === Number(displayType)),
    );
    const body: Page<CourseSummary> = {
      items: matches.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: matches.length,
      totalPages: Math.max(1, Math.ceil(matches.length / pageSize)),
    };
    return HttpResponse.json(body);
  });
}

export const categoriesHandler = (items: Category[] = categoryFixtures) =>
  http.get(mockRoute('/categories'), () => HttpResponse.json({ items }));

export { serverError } from '../../stories/storySupport';
