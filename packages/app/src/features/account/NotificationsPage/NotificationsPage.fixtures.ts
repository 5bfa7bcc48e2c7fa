import { http, HttpResponse } from 'msw';
import type { Notification, NotificationPage } from '@ajar/api/contract';
import { mockRoute } from '../../../api';

const HOUR_MS = 3_600_000;
/** Relative to the story's own time, so "2 jam yang lalu" reads the same on any day. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** The demo member's notifications, as the seed has them: three unread, two read. */
export function memberNotifications(): Notification[] {
  return [
    {
      id: 11,
      title: { id: 'Kursus baru untuk Anda', en: "You've been enrolled in a new course" },
      body: {
        id: 'Anda didaftarkan ke kursus Microsoft Excel untuk Analisis Data. Selamat belajar!',
        en: "You're now enrolled in Microsoft Excel for Data Analysis. Enjoy the course!",
      },
      link: '/roadmaps/2',
      isRead: false,
      createdAt: hoursAgo(2),
    },
    {
      id: 12,
      title: { id: 'Pengingat acara', en: 'Event reminder' },
      body: {
        id: 'Webinar "Membaca Data Penjualan dengan Excel" sebentar lagi. Jangan lupa bergabung.',
        en: 'The "Reading Sales Data in Excel" webinar is coming up soon. See you there.',
      },
      link: '/events/1',
      isRead: false,
      createdAt: hoursAgo(20),
    },
    {
      id: 13,
      title: { id: 'Tenggat kuis sudah dekat', en: 'Quiz due soon' },
      body: {
        id: 'Kuis Akhir Kepemimpinan Tim perlu diselesaikan paling lambat Jumat ini.',
        en: 'Please finish the Team Leadership Final Quiz by this Friday.',
      },
      link: null,
      isRead: false,
      createdAt: hoursAgo(30),
    },
    {
      id: 14,
      title: { id: 'Nilai tes Anda sudah keluar', en: 'Your test result is in' },
      body: {
        id: 'Selamat, Anda lulus Tes Akhir Negosiasi dengan nilai 85.',
        en: 'Well done, you passed the Negotiation Post-test with a score of 85.',
      },
      link: '/courses/4',
      isRead: true,
      createdAt: hoursAgo(50),
    },
    {
      id: 15,
      title: { id: 'Selamat datang di Ajar', en: 'Welcome to Ajar' },
      body: {
        id: 'Mulailah dari Panduan Penggunaan Ajar untuk mengenal fitur-fiturnya.',
        en: 'Start with the Getting Started with Ajar guide to find your way around.',
      },
      link: null,
      isRead: true,
      createdAt: hoursAgo(76),
    },
  ];
}

/** Many older, read reminders, so the list runs to a second page. */
export function longHistory(count: number): Notification[] {
  const older = Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    title: { id: 'Pengingat belajar mingguan', en: 'Weekly learning reminder' },
    body: {
      id: `Minggu ke-${count - index}: lanjutkan kursus Anda agar target bulan ini tercapai.`,
      en: `Week ${count - index}: keep going with your courses to reach this month's goal.`,
    },
    link: null,
    isRead: true,
    createdAt: hoursAgo(100 + index * 24 * 7),
  }));
  return [...memberNotifications(), ...older];
}

/** The API's order: unread first, then newest first. */
const byApiOrder = (a: Notification, b: Notification) =>
  Number(a.isRead) - Number(b.isRead) || b.createdAt.localeCompare(a.createdAt);

/**
 * The notifications API over an in-memory list, so marking read changes what the next
 * request answers, as the real one does. Make a fresh one per story.
 */
export function notificationApi(initial: Notification[]) {
  const items = initial.map((n) => ({ ...n }));
  const calls = { read: [] as number[], readAll: 0 };
  const handlers = [
    http.get(mockRoute('/notifications'), ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
      const sorted = [...items].sort(byApiOrder);
      const body: NotificationPage = {
        items: sorted.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: items.length,
        totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
        unread: items.filter((n) => !n.isRead).length,
      };
      return HttpResponse.json(body);
    }),
    http.post(mockRoute('/notifications/read-all'), () => {
      calls.readAll += 1;
      const updated = items.filter((n) => !n.isRead).length;
      for (const n of items) n.isRead = true;
      return HttpResponse.json({ updated });
    }),
    http.post(mockRoute('/notifications/{id}/read'), ({ params }) => {
      const found = items.find((n) => n.id === Number(params.id));
      if (!found)
        return HttpResponse.json(
          { error: { code: 'not_found', message: 'Notifikasi tidak ditemukan' } },
          { status: 404 },
        );
      calls.read.push(found.id);
      found.isRead = true;
      return HttpResponse.json(found);
    }),
  ];
  return { handlers, calls };
}
