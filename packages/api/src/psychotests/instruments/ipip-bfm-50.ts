/**
 * IPIP Big-Five Factor Markers, 50 items (IPIP-BFM-50): Goldberg's markers as published by
 * the International Personality Item Pool, in IPIP's own administration order (item n
 * belongs to domain (n − 1) mod 5) with IPIP's + / − keys. English text is IPIP's, word for
 * word (IPIP prints the phrases without a leading "I").
 *
 * Indonesian text: terjemahan Ajar mengikuti adaptasi Akhtar & Azwar; belum divalidasi ulang.
 * The published Indonesian wording of Akhtar & Azwar (2019) could not be found while this
 * file was written, so every Indonesian sentence below is Ajar's own translation. What it
 * shares with their adaptation is the instrument: the same 50 items, keys and five-point
 * scale. Their reliabilities (n = 502, α .762 for Agreeableness to .862 for Emotional
 * Stability) belong to their wording and are not claimed for this one.
 */
import type { BandReadings, InstrumentMeta, LocalizedText } from '../types';

export type BigFiveDomain =
  'extraversion' | 'agreeableness' | 'conscientiousness' | 'emotionalStability' | 'intellect';

export interface BigFiveItem {
  n: number;
  domain: BigFiveDomain;
  /** 1: agreeing shows more of the domain; −1: scored 6 − x. */
  key: 1 | -1;
  text: LocalizedText;
}

export interface BigFiveDomainInfo {
  name: LocalizedText;
  readings: BandReadings;
}

/** IPIP's order of the five factors, which is also the order of items 1..5, 6..10, … */
export const BIG_FIVE_DOMAINS: readonly BigFiveDomain[] = [
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'emotionalStability',
  'intellect',
];

export const BIG_FIVE: InstrumentMeta<'big-five'> = {
  id: 'big-five',
  version: '1.0.0',
  title: {
    id: 'Profil Kepribadian Lima Besar (IPIP-BFM-50)',
    en: 'Big Five personality profile (IPIP-BFM-50)',
  },
  description: {
    id: 'Alat refleksi diri, bukan pemeriksaan psikologis. Lima puluh pernyataan tentang cara Anda biasanya bersikap, dikelompokkan ke dalam lima ranah kepribadian.',
    en: 'A self-reflection tool, not a psychological examination. Fifty statements about how you usually behave, grouped into five broad personality domains.',
  },
  instructions: {
    id: 'Untuk setiap pernyataan, pilih seberapa sesuai pernyataan itu dengan diri Anda. Gambarkan diri Anda sebagaimana biasanya sekarang, bukan seperti yang Anda harapkan di masa depan, dibandingkan dengan orang sebaya yang Anda kenal. Tidak ada jawaban benar atau salah.',
    en: 'For each statement, choose how accurately it describes you. Describe yourself as you generally are now, not as you wish to be in the future, compared with people you know of roughly your age. There are no right or wrong answers.',
  },
  // English anchors are IPIP's; the Indonesian ones follow the team's notes on the adaptation.
  scale: [
    { id: 'Sangat tidak sesuai', en: 'Very inaccurate' },
    { id: 'Tidak sesuai', en: 'Moderately inaccurate' },
    { id: 'Netral', en: 'Neither accurate nor inaccurate' },
    { id: 'Sesuai', en: 'Moderately accurate' },
    { id: 'Sangat sesuai', en: 'Very accurate' },
  ],
  source: {
    citations: [
      'Goldberg, L. R. (1992). The development of markers for the Big-Five factor structure. Psychological Assessment, 4(1), 26–42.',
      'International Personality Item Pool: A scientific collaboratory for the development of advanced measures of personality traits and other individual differences. https://ipip.ori.org/',
      'Akhtar, H., & Azwar, S. (2019). Indonesian adaptation and psychometric properties evaluation of the Big Five Personality Inventory: IPIP-BFM-50. Jurnal Psikologi, 46(1), 32–44. https://doi.org/10.22146/jpsi.33571',
    ],
    translation: {
      id: 'Teks bahasa Indonesia: terjemahan Ajar mengikuti adaptasi Akhtar & Azwar; belum divalidasi ulang. Rumusan kalimat terbitan Akhtar & Azwar tidak ditemukan saat penyusunan, sehingga setiap kalimat ditulis sendiri oleh Ajar. Teks bahasa Inggris adalah rumusan IPIP apa adanya.',
      en: "Indonesian text: Ajar's translation following the Akhtar & Azwar adaptation; not re-validated. Akhtar & Azwar's published wording was not found when this was written, so every sentence is Ajar's own. English text is IPIP's wording, unchanged.",
    },
    licence:
      "IPIP items and scales are in the public domain; IPIP states that no permission is needed to use them (newPermission.htm, read here as quoted by others, not opened directly). Ajar's Indonesian sentences are Ajar's own. Akhtar & Azwar's wording, if adopted later, is theirs: check the journal's licence and cite it.",
    urls: [
      'https://ipip.ori.org/newBigFive5broadKey.htm',
      'https://ipip.ori.org/New_IPIP-50-item-scale.htm',
      'https://ipip.ori.org/newPermission.htm',
      'https://doi.org/10.22146/jpsi.33571',
    ],
  },
};

const item = (
  n: number,
  domain: BigFiveDomain,
  key: 1 | -1,
  en: string,
  id: string,
): BigFiveItem => ({ n, domain, key, text: { id, en } });

const E = 'extraversion';
const A = 'agreeableness';
const C = 'conscientiousness';
const ES = 'emotionalStability';
const I = 'intellect';

export const BIG_FIVE_ITEMS: readonly BigFiveItem[] = [
  item(1, E, 1, 'Am the life of the party.', 'Saya menghidupkan suasana di acara kumpul-kumpul.'),
  item(2, A, -1, 'Feel little concern for others.', 'Saya kurang peduli terhadap orang lain.'),
  item(3, C, 1, 'Am always prepared.', 'Saya selalu siap sedia.'),
  item(4, ES, -1, 'Get stressed out easily.', 'Saya mudah merasa tertekan.'),
  item(5, I, 1, 'Have a rich vocabulary.', 'Saya memiliki kosakata yang kaya.'),
  item(6, E, -1, "Don't talk a lot.", 'Saya tidak banyak bicara.'),
  item(7, A, 1, 'Am interested in people.', 'Saya tertarik pada orang lain.'),
  item(8, C, -1, 'Leave my belongings around.', 'Saya membiarkan barang-barang saya berserakan.'),
  item(9, ES, 1, 'Am relaxed most of the time.', 'Saya merasa santai hampir sepanjang waktu.'),
  item(
    10,
    I,
    -1,
    'Have difficulty understanding abstract ideas.',
    'Saya kesulitan memahami gagasan yang abstrak.',
  ),
  item(
    11,
    E,
    1,
    'Feel comfortable around people.',
    'Saya merasa nyaman berada di antara orang-orang.',
  ),
  item(12, A, -1, 'Insult people.', 'Saya menghina orang lain.'),
  item(13, C, 1, 'Pay attention to details.', 'Saya memperhatikan hal-hal yang detail.'),
  item(14, ES, -1, 'Worry about things.', 'Saya mengkhawatirkan banyak hal.'),
  item(15, I, 1, 'Have a vivid imagination.', 'Saya memiliki imajinasi yang hidup.'),
  item(16, E, -1, 'Keep in the background.', 'Saya cenderung tidak menonjolkan diri.'),
  item(17, A, 1, "Sympathize with others' feelings.", 'Saya ikut merasakan perasaan orang lain.'),
  item(18, C, -1, 'Make a mess of things.', 'Saya membuat segala sesuatu menjadi berantakan.'),
  item(19, ES, 1, 'Seldom feel blue.', 'Saya jarang merasa sedih.'),
  item(
    20,
    I,
    -1,
    'Am not interested in abstract ideas.',
    'Saya tidak tertarik pada gagasan yang abstrak.',
  ),
  item(21, E, 1, 'Start conversations.', 'Saya memulai percakapan.'),
  item(
    22,
    A,
    -1,
    "Am not interested in other people's problems.",
    'Saya tidak tertarik pada masalah orang lain.',
  ),
  item(23, C, 1, 'Get chores done right away.', 'Saya segera menyelesaikan tugas sehari-hari.'),
  item(24, ES, -1, 'Am easily disturbed.', 'Saya mudah terusik.'),
  item(25, I, 1, 'Have excellent ideas.', 'Saya memiliki gagasan-gagasan yang sangat baik.'),
  item(26, E, -1, 'Have little to say.', 'Saya tidak punya banyak hal untuk dibicarakan.'),
  item(27, A, 1, 'Have a soft heart.', 'Saya berhati lembut.'),
  item(
    28,
    C,
    -1,
    'Often forget to put things back in their proper place.',
    'Saya sering lupa mengembalikan barang ke tempatnya.',
  ),
  item(29, ES, -1, 'Get upset easily.', 'Saya mudah merasa gelisah.'),
  item(30, I, -1, 'Do not have a good imagination.', 'Saya tidak memiliki imajinasi yang baik.'),
  item(
    31,
    E,
    1,
    'Talk to a lot of different people at parties.',
    'Saya berbicara dengan banyak orang yang berbeda di acara kumpul-kumpul.',
  ),
  item(
    32,
    A,
    -1,
    'Am not really interested in others.',
    'Saya tidak terlalu tertarik pada orang lain.',
  ),
  item(33, C, 1, 'Like order.', 'Saya menyukai keteraturan.'),
  item(34, ES, -1, 'Change my mood a lot.', 'Suasana hati saya sering berubah.'),
  item(35, I, 1, 'Am quick to understand things.', 'Saya cepat memahami sesuatu.'),
  item(
    36,
    E,
    -1,
    "Don't like to draw attention to myself.",
    'Saya tidak suka menarik perhatian orang kepada diri saya.',
  ),
  item(37, A, 1, 'Take time out for others.', 'Saya meluangkan waktu untuk orang lain.'),
  item(38, C, -1, 'Shirk my duties.', 'Saya melalaikan kewajiban saya.'),
  item(
    39,
    ES,
    -1,
    'Have frequent mood swings.',
    'Suasana hati saya sering naik-turun dengan cepat.',
  ),
  item(40, I, 1, 'Use difficult words.', 'Saya menggunakan kata-kata yang sulit.'),
  item(
    41,
    E,
    1,
    "Don't mind being the center of attention.",
    'Saya tidak keberatan menjadi pusat perhatian.',
  ),
  item(42, A, 1, "Feel others' emotions.", 'Saya dapat merasakan emosi orang lain.'),
  item(43, C, 1, 'Follow a schedule.', 'Saya mengikuti jadwal.'),
  item(44, ES, -1, 'Get irritated easily.', 'Saya mudah merasa kesal.'),
  item(
    45,
    I,
    1,
    'Spend time reflecting on things.',
    'Saya menghabiskan waktu untuk merenungkan berbagai hal.',
  ),
  item(
    46,
    E,
    -1,
    'Am quiet around strangers.',
    'Saya pendiam di hadapan orang yang belum saya kenal.',
  ),
  item(47, A, 1, 'Make people feel at ease.', 'Saya membuat orang lain merasa nyaman.'),
  item(48, C, 1, 'Am exacting in my work.', 'Saya sangat teliti dalam pekerjaan saya.'),
  item(49, ES, -1, 'Often feel blue.', 'Saya sering merasa sedih.'),
  item(50, I, 1, 'Am full of ideas.', 'Saya memiliki banyak gagasan.'),
];

/**
 * Names and readings are Ajar's. A band describes how the person described themselves on
 * these statements, not where they stand among other people (there is no norm table), so a
 * reading says "you tend to", never "you are more … than most".
 */
export const BIG_FIVE_DOMAIN_INFO: Record<BigFiveDomain, BigFiveDomainInfo> = {
  extraversion: {
    name: { id: 'Ekstraversi', en: 'Extraversion' },
    readings: {
      low: {
        id: 'Anda cenderung tenang dan menyimpan tenaga untuk percakapan kecil atau kerja mandiri. Bila peran Anda menuntut tampil di depan orang, persiapan singkat sebelumnya dapat membuatnya lebih ringan.',
        en: 'You tend to be calm and to save your energy for small conversations or independent work. When a role asks you to speak up in front of others, a short preparation beforehand can make it easier.',
      },
      middle: {
        id: 'Anda dapat menikmati keramaian maupun waktu sendiri, tergantung situasinya. Perhatikan suasana mana yang paling membantu Anda berkonsentrasi dan memulihkan tenaga.',
        en: 'You can enjoy company as well as time alone, depending on the situation. Notice which settings help you focus and recharge best.',
      },
      high: {
        id: 'Anda cenderung mendapat tenaga dari bertemu dan berbicara dengan orang lain, dan mudah memulai percakapan. Memberi ruang bagi rekan yang lebih pendiam untuk berbicara dapat memperkuat kerja tim.',
        en: 'You tend to draw energy from meeting and talking with people, and you start conversations easily. Leaving room for quieter colleagues to speak can make teamwork stronger.',
      },
    },
  },
  agreeableness: {
    name: { id: 'Keramahan', en: 'Agreeableness' },
    readings: {
      low: {
        id: 'Anda cenderung lugas dan menimbang sesuatu secara kritis sebelum mengikuti orang lain. Menyampaikan pendapat yang tegas dengan nada yang hangat membantu orang lain menerimanya.',
        en: 'You tend to be direct and to weigh things critically before going along with others. Putting firm views in a warm tone helps others take them on board.',
      },
      middle: {
        id: 'Anda dapat bersikap peduli sekaligus tegas, menyesuaikan dengan keadaan. Mengenali kapan perlu mengalah dan kapan perlu bertahan membantu Anda dalam kerja sama.',
        en: 'You can be caring as well as firm, depending on the situation. Knowing when to give way and when to hold your ground helps when working together.',
      },
      high: {
        id: 'Anda cenderung peduli pada perasaan orang lain dan senang membantu. Menjaga waktu dan batas Anda sendiri membuat kepedulian itu tetap berkelanjutan.',
        en: 'You tend to care about how others feel and like to help. Looking after your own time and limits keeps that care sustainable.',
      },
    },
  },
  conscientiousness: {
    name: { id: 'Kesungguhan', en: 'Conscientiousness' },
    readings: {
      low: {
        id: 'Anda cenderung luwes dan spontan, dan tidak terlalu terikat pada rencana. Daftar tugas sederhana atau pengingat dapat membantu hal-hal penting tetap terselesaikan.',
        en: 'You tend to be flexible and spontaneous rather than tied to plans. A simple task list or reminders can help important things get done.',
      },
      middle: {
        id: 'Anda dapat bekerja teratur bila diperlukan, sambil tetap memberi ruang untuk perubahan. Menentukan tugas mana yang perlu direncanakan rapi membantu Anda membagi perhatian.',
        en: 'You can work in an orderly way when needed while leaving room for change. Deciding which tasks need careful planning helps you divide your attention.',
      },
      high: {
        id: 'Anda cenderung teratur, teliti, dan menyelesaikan tugas sesuai rencana. Sesekali memberi kelonggaran pada rencana membantu ketika keadaan berubah.',
        en: 'You tend to be organised and thorough, and to finish tasks as planned. Allowing some slack in your plans now and then helps when things change.',
      },
    },
  },
  emotionalStability: {
    name: { id: 'Kestabilan Emosi', en: 'Emotional Stability' },
    readings: {
      low: {
        id: 'Anda cenderung merasakan emosi dengan kuat dan cepat menanggapi tekanan. Mengenali pemicunya dan memberi jeda sebelum menanggapi dapat membantu Anda tetap tenang.',
        en: 'You tend to feel emotions strongly and to respond quickly to pressure. Noticing what sets this off and pausing before you respond can help you stay steady.',
      },
      middle: {
        id: 'Anda umumnya cukup tenang, meski tekanan tertentu dapat memengaruhi suasana hati Anda. Mengetahui situasi mana yang paling menguras tenaga membantu Anda bersiap.',
        en: 'You are mostly fairly calm, though some pressures can affect your mood. Knowing which situations drain you most helps you prepare for them.',
      },
      high: {
        id: 'Anda cenderung tenang dan tidak mudah terusik oleh tekanan. Ketenangan ini dapat menopang tim, terutama bila Anda juga peka terhadap rekan yang sedang merasa terbebani.',
        en: 'You tend to stay calm and are not easily unsettled by pressure. That calm can steady a team, especially when you also notice colleagues who feel weighed down.',
      },
    },
  },
  intellect: {
    name: { id: 'Intelek dan Imajinasi', en: 'Intellect/Imagination' },
    readings: {
      low: {
        id: 'Anda cenderung lebih menyukai hal yang konkret dan praktis daripada gagasan yang abstrak. Mengaitkan konsep baru dengan contoh nyata dapat membantu Anda mempelajarinya.',
        en: 'You tend to prefer concrete, practical matters to abstract ideas. Linking new concepts to real examples can help you learn them.',
      },
      middle: {
        id: 'Anda dapat menikmati gagasan baru maupun cara yang sudah terbukti. Mencoba satu pendekatan baru dalam pekerjaan sehari-hari dapat memperluas pilihan Anda.',
        en: 'You can enjoy new ideas as well as proven ways of doing things. Trying one new approach in your daily work can widen your options.',
      },
      high: {
        id: 'Anda cenderung senang bermain dengan gagasan, merenung, dan membayangkan kemungkinan baru. Menuliskan langkah nyata untuk satu gagasan dapat membantu mewujudkannya.',
        en: 'You tend to enjoy playing with ideas, reflecting and imagining new possibilities. Writing down concrete steps for one idea can help bring it to life.',
      },
    },
  },
};
