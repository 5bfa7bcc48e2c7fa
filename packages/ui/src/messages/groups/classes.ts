/**
 * Built-in labels of the class components (cohorts of a program), Indonesian and English
 * (same keys in both). `{name}` placeholders are filled in by the component. Where a class
 * is in time reuses the event labels (`eventUpcoming`, …), so cards and the class page agree.
 */
export const classesMessages = {
  id: {
    classCardMember: 'Kelas Anda',
    classCardSeatsLabel: 'Kuota',
    classCardSeats: '{count} dari {capacity} peserta',
    classCardCoursesLabel: 'Kursus',
    programCardClassesLabel: 'Jumlah kelas',
    programCardNextClass: 'Kelas berikutnya',
    programCardCurrentClass: 'Kelas yang sedang berjalan',
    programCardNoClass: 'Belum ada kelas terjadwal',
  },
  en: {
    classCardMember: 'Your class',
    classCardSeatsLabel: 'Places',
    classCardSeats: '{count} of {capacity} places taken',
    classCardCoursesLabel: 'Courses',
    programCardClassesLabel: 'Number of classes',
    programCardNextClass: 'Next class',
    programCardCurrentClass: 'Class running now',
    programCardNoClass: 'No class scheduled yet',
  },
} as const;
