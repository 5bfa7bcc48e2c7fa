/**
 * RIASEC activity markers: 48 work activities, 8 for each of Holland's six types, rated on
 * how much the person would enjoy doing them (Armstrong, Allison & Rounds, 2008, whose
 * activity items come from the O*NET Interest Profiler). The English list is items R1..C8
 * of the codebook of a public RIASEC data set (an online test run 2015–2018, by all signs
 * the Open-Source Psychometrics Project's); the paper's own appendix was not seen, so which
 * of the paper's two activity sets this is stays unconfirmed.
 *
 * Indonesian text: Ajar's own translation, not validated.
 *
 * Items are shown interleaved (R, I, A, S, E, C, R, …) so that a run of identical answers
 * crosses all six types instead of filling one type's sum.
 */
import type { BandReadings, InstrumentMeta, LocalizedText } from '../types';

export type RiasecType = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** Holland's hexagon order; also how ties are broken, so a tie never depends on the data. */
export const RIASEC_ORDER: readonly RiasecType[] = ['R', 'I', 'A', 'S', 'E', 'C'];

export interface RiasecItem {
  n: number;
  type: RiasecType;
  /** Every activity counts towards its type as answered. */
  key: 1;
  /** The item's code in the source list (R1..C8), to trace a translation back. */
  source: string;
  text: LocalizedText;
}

export interface RiasecTypeInfo {
  name: LocalizedText;
  about: LocalizedText;
  readings: BandReadings;
}

export const RIASEC: InstrumentMeta<'riasec'> = {
  id: 'riasec',
  version: '1.0.0',
  title: {
    id: 'Minat Kegiatan Kerja (Penanda RIASEC)',
    en: 'Work activity interests (RIASEC markers)',
  },
  description: {
    id: 'Alat refleksi diri, bukan pemeriksaan psikologis. Empat puluh delapan kegiatan kerja untuk melihat jenis kegiatan yang paling Anda minati, bukan kemampuan Anda.',
    en: 'A self-reflection tool, not a psychological examination. Forty-eight work activities to see which kinds of activity interest you most, not what you are able to do.',
  },
  instructions: {
    id: 'Untuk setiap kegiatan, pilih seberapa Anda akan menikmati melakukannya. Jangan pikirkan apakah Anda sudah menguasainya atau berapa penghasilannya. Tidak ada jawaban benar atau salah.',
    en: 'For each activity, choose how much you would enjoy doing it. Do not think about whether you have the skills for it or what it pays. There are no right or wrong answers.',
  },
  scale: [
    { id: 'Tidak suka', en: 'Dislike' },
    { id: 'Agak tidak suka', en: 'Slightly dislike' },
    { id: 'Biasa saja', en: 'Neither like nor dislike' },
    { id: 'Agak suka', en: 'Slightly enjoy' },
    { id: 'Suka', en: 'Enjoy' },
  ],
  source: {
    citations: [
      'Armstrong, P. I., Allison, W., & Rounds, J. (2008). Development and initial validation of brief public domain RIASEC marker scales. Journal of Vocational Behavior, 73, 287–299.',
      'Holland, J. L. (1997). Making vocational choices: A theory of vocational personalities and work environments (3rd ed.). Psychological Assessment Resources.',
    ],
    translation: {
      id: 'Teks bahasa Indonesia: terjemahan Ajar sendiri; belum divalidasi. Teks bahasa Inggris mengikuti daftar 48 butir dalam buku kode data RIASEC terbuka (tampaknya milik Open-Source Psychometrics Project); lampiran makalah aslinya belum diperiksa.',
      en: "Indonesian text: Ajar's own translation; not validated. English text follows the 48-item list in a public RIASEC data set's codebook (by all signs the Open-Source Psychometrics Project's); the paper's appendix has not been checked.",
    },
    // The paper's title says public domain; the item pool's own page reportedly narrows it.
    licence:
      'OPEN QUESTION before release. The paper presents the markers as public domain, but the Interest Item Pool page is quoted elsewhere as granting use "for free to all professionals (researchers and practitioners) if it is used for noncommercial purposes" (that page was not opened directly). Confirm with the authors before offering this in a paid product.',
    urls: [
      'https://jrounds.weebly.com/riasec-markers-scalesitems.html',
      'https://openpsychometrics.org/_rawdata/',
    ],
  },
};

const TEXTS: Record<RiasecType, readonly (readonly [en: string, id: string])[]> = {
  R: [
    ['Test the quality of parts before shipment', 'Memeriksa mutu komponen sebelum dikirim'],
    ['Lay brick or tile', 'Memasang batu bata atau ubin'],
    ['Work on an offshore oil-drilling rig', 'Bekerja di anjungan pengeboran minyak lepas pantai'],
    ['Assemble electronic parts', 'Merakit komponen elektronik'],
    ['Operate a grinding machine in a factory', 'Mengoperasikan mesin gerinda di pabrik'],
    ['Fix a broken faucet', 'Memperbaiki keran air yang rusak'],
    ['Assemble products in a factory', 'Merakit produk di pabrik'],
    ['Install flooring in houses', 'Memasang lantai di rumah-rumah'],
  ],
  I: [
    ['Study the structure of the human body', 'Mempelajari struktur tubuh manusia'],
    ['Study animal behavior', 'Mempelajari perilaku hewan'],
    ['Do research on plants or animals', 'Meneliti tumbuhan atau hewan'],
    [
      'Develop a new medical treatment or procedure',
      'Mengembangkan cara pengobatan atau prosedur medis baru',
    ],
    ['Conduct biological research', 'Melakukan penelitian biologi'],
    [
      'Study whales and other types of marine life',
      'Mempelajari paus dan jenis kehidupan laut lainnya',
    ],
    ['Work in a biology lab', 'Bekerja di laboratorium biologi'],
    ['Make a map of the bottom of an ocean', 'Membuat peta dasar laut'],
  ],
  A: [
    ['Conduct a musical choir', 'Memimpin paduan suara'],
    ['Direct a play', 'Menyutradarai pementasan drama'],
    ['Design artwork for magazines', 'Merancang karya seni untuk majalah'],
    ['Write a song', 'Menulis lagu'],
    ['Write books or plays', 'Menulis buku atau naskah drama'],
    ['Play a musical instrument', 'Memainkan alat musik'],
    [
      'Perform stunts for a movie or television show',
      'Memeragakan adegan laga untuk film atau acara televisi',
    ],
    ['Design sets for plays', 'Merancang tata panggung untuk pementasan drama'],
  ],
  S: [
    ['Give career guidance to people', 'Memberikan bimbingan karier kepada orang lain'],
    ['Do volunteer work at a non-profit organization', 'Menjadi relawan di organisasi nirlaba'],
    [
      'Help people who have problems with drugs or alcohol',
      'Membantu orang yang bermasalah dengan narkoba atau alkohol',
    ],
    ['Teach an individual an exercise routine', 'Mengajari seseorang rangkaian latihan olahraga'],
    ['Help people with family-related problems', 'Membantu orang yang menghadapi masalah keluarga'],
    [
      'Supervise the activities of children at a camp',
      'Mengawasi kegiatan anak-anak di perkemahan',
    ],
    ['Teach children how to read', 'Mengajari anak-anak membaca'],
    [
      'Help elderly people with their daily activities',
      'Membantu orang lanjut usia dalam kegiatan sehari-hari',
    ],
  ],
  E: [
    ['Sell restaurant franchises to individuals', 'Menjual waralaba restoran kepada perorangan'],
    ['Sell merchandise at a department store', 'Menjual barang dagangan di toserba'],
    ['Manage the operations of a hotel', 'Mengelola operasional sebuah hotel'],
    ['Operate a beauty salon or barber shop', 'Menjalankan salon kecantikan atau pangkas rambut'],
    [
      'Manage a department within a large company',
      'Memimpin sebuah departemen di perusahaan besar',
    ],
    ['Manage a clothing store', 'Mengelola toko pakaian'],
    ['Sell houses', 'Menjual rumah'],
    ['Run a toy store', 'Menjalankan toko mainan'],
  ],
  C: [
    [
      'Generate the monthly payroll checks for an office',
      'Menyiapkan pembayaran gaji bulanan sebuah kantor',
    ],
    [
      'Inventory supplies using a hand-held computer',
      'Mendata persediaan barang dengan komputer genggam',
    ],
    [
      'Use a computer program to generate customer bills',
      'Membuat tagihan pelanggan dengan program komputer',
    ],
    ['Maintain employee records', 'Mengelola arsip data karyawan'],
    [
      'Compute and record statistical and other numerical data',
      'Menghitung dan mencatat data statistik serta data angka lainnya',
    ],
    ['Operate a calculator', 'Mengoperasikan kalkulator'],
    ["Handle customers' bank transactions", 'Melayani transaksi bank nasabah'],
    ['Keep shipping and receiving records', 'Mencatat pengiriman dan penerimaan barang'],
  ],
};

export const RIASEC_ITEMS: readonly RiasecItem[] = RIASEC_ORDER.flatMap((type, typeIndex) =>
  TEXTS[type].map(([en, id], k): RiasecItem => ({
    n: k * RIASEC_ORDER.length + typeIndex + 1,
    type,
    key: 1,
    source: `${type}${k + 1}`,
    text: { id, en },
  })),
).sort((a, b) => a.n - b.n);

/** Names, one-line descriptions and readings are Ajar's; they speak of interest, not fit. */
export const RIASEC_TYPE_INFO: Record<RiasecType, RiasecTypeInfo> = {
  R: {
    name: { id: 'Realistis', en: 'Realistic' },
    about: {
      id: 'Kerja praktis dengan alat, mesin, bahan, atau di lapangan.',
      en: 'Practical work with tools, machines, materials or outdoors.',
    },
    readings: {
      low: {
        id: 'Kegiatan dengan alat, mesin, atau kerja fisik saat ini kurang menarik bagi Anda. Minat dapat berubah setelah Anda mencobanya dalam proyek kecil.',
        en: 'Work with tools, machines or physical tasks appeals to you less at the moment. Interests can shift once you try such tasks in a small project.',
      },
      middle: {
        id: 'Anda cukup terbuka pada kerja praktis dengan alat atau mesin. Sesi praktik atau uji coba dapat melengkapi cara Anda belajar.',
        en: 'You are fairly open to hands-on work with tools or machines. Practical sessions or trials can complement the way you learn.',
      },
      high: {
        id: 'Anda tertarik pada kerja praktis: merakit, memperbaiki, dan melihat hasil yang nyata. Pelatihan berbasis praktik dan proyek lapangan kemungkinan terasa paling bermakna bagi Anda.',
        en: 'You are drawn to practical work: assembling, fixing and seeing tangible results. Hands-on training and field projects are likely to feel most worthwhile to you.',
      },
    },
  },
  I: {
    name: { id: 'Investigatif', en: 'Investigative' },
    about: {
      id: 'Meneliti, mengamati, dan menganalisis untuk memahami cara sesuatu bekerja.',
      en: 'Researching, observing and analysing to understand how things work.',
    },
    readings: {
      low: {
        id: 'Kegiatan meneliti dan menganalisis secara mendalam saat ini kurang menarik bagi Anda. Anda mungkin lebih suka menerapkan temuan daripada mencarinya sendiri.',
        en: 'In-depth research and analysis appeal to you less at the moment. You may prefer applying findings to working them out yourself.',
      },
      middle: {
        id: 'Anda cukup tertarik memahami cara sesuatu bekerja, terutama bila kegunaannya jelas. Studi kasus dapat menjadi jembatan yang baik antara teori dan praktik.',
        en: 'You are fairly interested in understanding how things work, especially when the use is clear. Case studies can bridge theory and practice well.',
      },
      high: {
        id: 'Anda tertarik pada kegiatan meneliti, mengamati, dan memecahkan pertanyaan yang rumit. Materi yang memberi ruang untuk menjelajah dan menganalisis kemungkinan cocok untuk Anda.',
        en: 'You are drawn to researching, observing and working through complex questions. Material that leaves room to explore and analyse is likely to suit you.',
      },
    },
  },
  A: {
    name: { id: 'Artistik', en: 'Artistic' },
    about: {
      id: 'Mencipta dan mengekspresikan diri lewat tulisan, musik, seni, atau desain.',
      en: 'Creating and expressing yourself through writing, music, art or design.',
    },
    readings: {
      low: {
        id: 'Kegiatan seni dan ekspresi kreatif saat ini kurang menarik bagi Anda. Anda mungkin lebih nyaman dengan tugas yang tujuan dan caranya sudah jelas.',
        en: 'Art and creative expression appeal to you less at the moment. You may be more at ease with tasks whose aims and methods are clear.',
      },
      middle: {
        id: 'Anda cukup menikmati kegiatan kreatif, terutama bila ada arah yang jelas. Memberi sentuhan pribadi pada tugas sehari-hari dapat menjadi ruang berekspresi.',
        en: 'You fairly enjoy creative activities, especially with some direction. Adding a personal touch to everyday tasks can give you room to express yourself.',
      },
      high: {
        id: 'Anda tertarik pada kegiatan mencipta dan mengekspresikan diri, seperti menulis, bermusik, atau mendesain. Tugas yang memberi kebebasan berkreasi kemungkinan paling memotivasi Anda.',
        en: 'You are drawn to creating and expressing yourself, through writing, music or design. Tasks that give creative freedom are likely to motivate you most.',
      },
    },
  },
  S: {
    name: { id: 'Sosial', en: 'Social' },
    about: {
      id: 'Membantu, mengajar, merawat, dan mendampingi orang lain.',
      en: 'Helping, teaching, caring for and supporting people.',
    },
    readings: {
      low: {
        id: 'Kegiatan membantu, mengajar, atau mendampingi orang lain saat ini kurang menarik bagi Anda. Anda mungkin lebih suka berkontribusi lewat hasil kerja daripada lewat pendampingan langsung.',
        en: 'Helping, teaching or supporting people appeals to you less at the moment. You may prefer to contribute through the results of your work rather than through direct support.',
      },
      middle: {
        id: 'Anda cukup senang membantu dan mengajar orang lain dalam situasi tertentu. Berbagi pengetahuan dengan rekan kerja dapat menjadi langkah yang nyaman.',
        en: 'You fairly enjoy helping and teaching people in some situations. Sharing knowledge with colleagues can be a comfortable step.',
      },
      high: {
        id: 'Anda tertarik pada kegiatan membantu, mengajar, dan mendampingi orang lain. Peran sebagai mentor atau trainer kemungkinan terasa bermakna bagi Anda.',
        en: 'You are drawn to helping, teaching and supporting others. Roles such as mentor or trainer are likely to feel meaningful to you.',
      },
    },
  },
  E: {
    name: { id: 'Wirausaha', en: 'Enterprising' },
    about: {
      id: 'Memimpin, menjual, meyakinkan orang, dan menjalankan usaha.',
      en: 'Leading, selling, persuading and running a business.',
    },
    readings: {
      low: {
        id: 'Kegiatan memimpin, menjual, atau meyakinkan orang lain saat ini kurang menarik bagi Anda. Anda mungkin lebih suka berperan di balik layar dalam sebuah tim.',
        en: 'Leading, selling or persuading others appeals to you less at the moment. You may prefer a behind-the-scenes role in a team.',
      },
      middle: {
        id: 'Anda cukup nyaman memimpin atau meyakinkan orang lain bila situasinya menuntut. Memimpin proyek kecil dapat membantu Anda mengenali seberapa besar minat ini.',
        en: 'You are fairly comfortable leading or persuading when the situation calls for it. Leading a small project can show you how strong this interest is.',
      },
      high: {
        id: 'Anda tertarik pada kegiatan memimpin, berwirausaha, dan meyakinkan orang lain. Tanggung jawab atas target atau tim kemungkinan memberi Anda semangat.',
        en: 'You are drawn to leading, running a business and persuading others. Responsibility for targets or a team is likely to energise you.',
      },
    },
  },
  C: {
    name: { id: 'Konvensional', en: 'Conventional' },
    about: {
      id: 'Mengolah data, mencatat, dan menjaga prosedur tetap teratur.',
      en: 'Handling data, keeping records and keeping procedures in order.',
    },
    readings: {
      low: {
        id: 'Kegiatan mengolah data, arsip, dan prosedur yang rinci saat ini kurang menarik bagi Anda. Templat atau daftar periksa dapat meringankan bagian pekerjaan ini.',
        en: 'Working with data, records and detailed procedures appeals to you less at the moment. Templates or checklists can lighten this part of the work.',
      },
      middle: {
        id: 'Anda cukup nyaman dengan pekerjaan yang teratur dan rinci bila tujuannya jelas. Memadukan tugas rutin dengan tugas yang lebih beragam dapat menjaga minat Anda.',
        en: 'You are fairly comfortable with orderly, detailed work when its purpose is clear. Mixing routine tasks with more varied ones can keep you interested.',
      },
      high: {
        id: 'Anda tertarik pada kegiatan yang teratur: mengolah data, mencatat, dan menjaga prosedur tetap rapi. Peran yang menuntut ketelitian dan sistem yang jelas kemungkinan cocok untuk Anda.',
        en: 'You are drawn to orderly work: handling data, keeping records and keeping procedures tidy. Roles that call for accuracy and clear systems are likely to suit you.',
      },
    },
  },
};
