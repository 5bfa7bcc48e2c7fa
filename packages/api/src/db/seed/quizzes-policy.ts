import {
  multiple,
  right,
  shortAnswer,
  single,
  trueFalse,
  wrong,
  type CourseQuizzes,
} from './quizzes-kit';

/** Final quizzes of the policy courses: working safely online and the code of conduct. */
export const POLICY_QUIZZES: Record<string, CourseQuizzes> = {
  cybersecurity: {
    'Final Quiz': {
      questions: [
        single(
          [
            'Email atas nama bank meminta Anda segera memperbarui password lewat tautan. Apa yang sebaiknya dilakukan?',
            "An email in your bank's name asks you to update your password via a link right away. What should you do?",
          ],
          [
            right(
              'Tidak mengeklik tautan dan melaporkannya ke tim TI',
              'Do not click the link; report it to IT',
            ),
            wrong(
              'Mengeklik tautan untuk memeriksa keasliannya',
              'Click the link to check whether it is real',
            ),
            wrong(
              'Membalas email untuk menanyakan kebenarannya',
              'Reply to ask whether it is genuine',
            ),
            wrong(
              'Meneruskannya ke rekan kerja sebagai peringatan',
              'Forward it to colleagues as a warning',
            ),
          ],
          [
            'Desakan dan tautan ganti password adalah pola phishing; laporkan tanpa berinteraksi.',
            'Urgency plus a password link is a phishing pattern; report it without engaging.',
          ],
        ),
        trueFalse(
          [
            'Autentikasi dua faktor tetap melindungi akun meskipun password-nya bocor.',
            'Two-factor authentication still protects an account even if its password leaks.',
          ],
          true,
          [
            'Penyerang masih membutuhkan faktor kedua, misalnya kode di ponsel Anda.',
            'An attacker still needs the second factor, such as the code on your phone.',
          ],
        ),
        multiple(
          ['Mana saja tanda-tanda email phishing?', 'Which are signs of a phishing email?'],
          [
            right(
              'Alamat pengirim mirip, tetapi tidak sama persis',
              'A sender address that is similar but not quite right',
            ),
            right('Desakan untuk bertindak segera', 'Pressure to act immediately'),
            right(
              'Tautan yang mengarah ke domain asing',
              'Links that lead to an unfamiliar domain',
            ),
            wrong('Dikirim pada jam kerja', 'Sent during working hours'),
          ],
          [
            'Waktu pengiriman tidak membuktikan apa pun; periksa pengirim, nada, dan tautannya.',
            'The time it was sent proves nothing; check the sender, tone and links.',
          ],
        ),
        shortAnswer(
          [
            'Apa singkatan jaringan pribadi virtual yang dipakai saat bekerja lewat Wi-Fi publik?',
            'What is the abbreviation for the virtual private network used on public Wi-Fi?',
          ],
          ['VPN'],
          [
            'VPN mengenkripsi lalu lintas data Anda di jaringan yang tidak tepercaya.',
            'A VPN encrypts your traffic on an untrusted network.',
          ],
        ),
      ],
    },
  },
  'code-of-conduct': {
    'Final Quiz': {
      questions: [
        single(
          [
            'Mitra usaha mengirim parsel mewah ke rumah Anda menjelang tender. Apa yang sebaiknya dilakukan?',
            'A business partner sends a luxury hamper to your home just before a tender. What should you do?',
          ],
          [
            right(
              'Melaporkan dan mengembalikannya sesuai kebijakan gratifikasi',
              'Report it and return it under the gifts policy',
            ),
            wrong(
              'Menerimanya karena dikirim ke rumah, bukan ke kantor',
              'Accept it because it came to your home, not the office',
            ),
            wrong('Membagikannya kepada tim', 'Share it with the team'),
            wrong('Menyimpannya sampai tender selesai', 'Keep it until the tender is over'),
          ],
          [
            'Hadiah yang berkaitan dengan jabatan harus dilaporkan, di mana pun diterimanya.',
            'Gifts linked to your role must be reported, wherever they arrive.',
          ],
        ),
        trueFalse(
          [
            'Pelapor pelanggaran yang beriktikad baik dilindungi dari pembalasan.',
            'Someone who reports misconduct in good faith is protected from retaliation.',
          ],
          true,
          [
            'Perlindungan pelapor membuat orang berani bersuara tanpa takut.',
            'Protecting reporters lets people speak up without fear.',
          ],
        ),
        multiple(
          ['Mana saja contoh benturan kepentingan?', 'Which of these are conflicts of interest?'],
          [
            right(
              'Menilai tender yang diikuti perusahaan milik saudara',
              "Judging a tender entered by a relative's company",
            ),
            right(
              'Merekrut teman dekat tanpa proses seleksi yang sama',
              'Hiring a close friend without the usual selection',
            ),
            right(
              'Memiliki usaha sampingan yang bersaing dengan perusahaan',
              'Running a side business that competes with the company',
            ),
            wrong(
              'Mengikuti pelatihan yang dibiayai perusahaan',
              'Attending training the company pays for',
            ),
          ],
          [
            'Benturan kepentingan terjadi saat kepentingan pribadi bisa memengaruhi keputusan kerja.',
            'A conflict arises when a personal interest could sway a work decision.',
          ],
        ),
        shortAnswer(
          [
            'Istilah untuk pemberian kepada pegawai yang berhubungan dengan jabatannya adalah ...',
            'The Indonesian term for a gift to an employee connected with their position is ...',
          ],
          ['gratifikasi', 'gratification'],
          [
            'Gratifikasi wajib dilaporkan agar tidak menjadi suap terselubung.',
            'Gratifikasi must be reported so it cannot become a hidden bribe.',
          ],
        ),
      ],
    },
  },
};
