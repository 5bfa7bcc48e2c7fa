/**
 * The showcase course's reading contents, written out in full (HTML, as a course author's
 * rich-text editor would store it), keyed by the content's Indonesian title in courses-core.
 */
export const LEADERSHIP_BODIES: Readonly<Record<string, { id: string; en: string }>> = {
  'Peran Pemimpin dalam Tim': {
    id: `<h2>Dari pelaksana menjadi pemimpin</h2>
<p>Banyak team leader diangkat karena mereka adalah pelaksana terbaik di timnya. Justru di situlah jebakannya: kebiasaan lama untuk <strong>mengerjakan semuanya sendiri</strong> membuat tim bergantung pada Anda, dan Anda kehabisan waktu untuk hal yang hanya bisa dilakukan seorang pemimpin.</p>
<p>Ukuran keberhasilan Anda sekarang berubah. Bukan lagi seberapa banyak pekerjaan yang Anda selesaikan, melainkan <em>seberapa baik tim bekerja ketika Anda tidak sedang mengawasi</em>.</p>
<blockquote>Ing ngarsa sung tuladha, ing madya mangun karsa, tut wuri handayani. <br>Di depan memberi teladan, di tengah membangun semangat, di belakang memberi dorongan. (Ki Hajar Dewantara)</blockquote>
<h3>Tiga peran yang selalu Anda jalankan</h3>
<ul>
<li><strong>Memberi arah</strong>: menjelaskan tujuan tim, prioritas minggu ini, dan alasan di baliknya.</li>
<li><strong>Memampukan</strong>: memastikan setiap orang punya keterampilan, alat, dan wewenang untuk bekerja.</li>
<li><strong>Melindungi</strong>: menyingkirkan hambatan, menahan permintaan mendadak yang tidak penting, dan membela tim di forum yang lebih tinggi.</li>
</ul>
<h3>Latihan singkat</h3>
<p>Catat semua kegiatan Anda selama dua hari kerja. Tandai mana yang termasuk memberi arah, memampukan, atau melindungi, dan mana yang sebenarnya pekerjaan anggota tim. Bagian terakhir itulah bahan utama modul delegasi nanti.</p>`,
    en: `<h2>From doer to leader</h2>
<p>Many team leads are promoted because they were the best at the job. That is exactly the trap: the old habit of <strong>doing everything yourself</strong> makes the team depend on you and leaves no time for the things only a leader can do.</p>
<p>Your measure of success changes. It is no longer how much work you finish, but <em>how well the team works when you are not watching</em>.</p>
<blockquote>Ing ngarsa sung tuladha, ing madya mangun karsa, tut wuri handayani. <br>In front, set the example; in the middle, build the will; behind, give encouragement. (Ki Hajar Dewantara)</blockquote>
<h3>Three roles you always play</h3>
<ul>
<li><strong>Setting direction</strong>: explaining the team's goal, this week's priorities and the reasons behind them.</li>
<li><strong>Enabling</strong>: making sure everyone has the skills, tools and authority to do the work.</li>
<li><strong>Protecting</strong>: clearing obstacles, holding back urgent-but-unimportant requests and standing up for the team higher up.</li>
</ul>
<h3>A short exercise</h3>
<p>Log everything you do for two working days. Mark each item as direction, enabling or protecting, and mark what is really a team member's work. That last group is the raw material for the delegation module.</p>`,
  },
  'Membangun Kepercayaan Anggota Tim': {
    id: `<h2>Kepercayaan dibangun dari hal kecil yang konsisten</h2>
<p>Tim tidak memercayai pemimpin karena jabatannya, tetapi karena pengalaman sehari-hari bersamanya. Setiap janji kecil yang ditepati menambah saldo kepercayaan; setiap janji yang dilupakan menguranginya.</p>
<h3>Empat kebiasaan yang bisa dimulai besok</h3>
<ol>
<li><strong>Tepati janji kecil.</strong> Jika Anda bilang akan membalas sore ini, balaslah sore ini, walaupun jawabannya "saya butuh satu hari lagi".</li>
<li><strong>Akui kesalahan lebih dulu.</strong> Pemimpin yang berkata "itu keputusan saya dan ternyata keliru" memberi izin bagi tim untuk jujur juga.</li>
<li><strong>Jelaskan alasan keputusan.</strong> Orang lebih mudah menerima keputusan yang tidak mereka sukai bila paham pertimbangannya.</li>
<li><strong>Adil dalam pembagian kerja.</strong> Tugas yang berat dan tugas yang bergengsi jangan selalu jatuh ke orang yang sama.</li>
</ol>
<p>Kepercayaan juga tumbuh dari <em>rasa aman</em>: anggota tim berani menyampaikan masalah lebih awal bila tahu mereka tidak akan dipermalukan karenanya.</p>`,
    en: `<h2>Trust is built from small, consistent things</h2>
<p>A team does not trust a leader because of the title, but because of day-to-day experience with them. Every small promise kept adds to the balance; every forgotten one takes from it.</p>
<h3>Four habits to start tomorrow</h3>
<ol>
<li><strong>Keep small promises.</strong> If you said you would reply this afternoon, reply this afternoon, even if the answer is "I need one more day".</li>
<li><strong>Own your mistakes first.</strong> A leader who says "that was my call and it was wrong" gives the team permission to be honest too.</li>
<li><strong>Explain your decisions.</strong> People accept a decision they dislike more easily when they understand the reasoning.</li>
<li><strong>Share the work fairly.</strong> The hard jobs and the prestigious ones should not always land on the same person.</li>
</ol>
<p>Trust also grows from <em>psychological safety</em>: people raise problems early when they know they will not be embarrassed for it.</p>`,
  },
  'Memberi Umpan Balik yang Membangun': {
    id: `<h2>Umpan balik yang jelas, bukan sindiran</h2>
<p>Umpan balik yang baik membantu orang mengulang yang sudah benar dan memperbaiki yang belum. Umpan balik yang samar ("kerjamu kurang rapi") hanya menimbulkan rasa tidak nyaman tanpa arah perbaikan.</p>
<h3>Gunakan pola Situasi–Perilaku–Dampak</h3>
<ul>
<li><strong>Situasi</strong>: kapan dan di mana, misalnya "di rapat mingguan Senin kemarin".</li>
<li><strong>Perilaku</strong>: apa yang terlihat atau terdengar, bukan tebakan niat: "laporan stok dikirim tanpa angka retur".</li>
<li><strong>Dampak</strong>: akibatnya bagi tim atau pelanggan: "tim pembelian memesan barang yang sebenarnya masih ada".</li>
</ul>
<p>Tutup dengan pertanyaan terbuka, misalnya <em>"Menurutmu apa yang bisa membantu supaya ini tidak terulang?"</em>, lalu sepakati satu langkah bersama.</p>
<p>Jangan lupa umpan balik positif. Pujian yang spesifik ("ringkasanmu membuat direksi langsung paham masalahnya") sama kuatnya dengan koreksi untuk membentuk kebiasaan.</p>`,
    en: `<h2>Clear feedback, not hints</h2>
<p>Good feedback helps people repeat what went well and fix what did not. Vague feedback ("your work is sloppy") only causes discomfort without showing a way forward.</p>
<h3>Use Situation - Behaviour - Impact</h3>
<ul>
<li><strong>Situation</strong>: when and where, such as "in Monday's weekly meeting".</li>
<li><strong>Behaviour</strong>: what was seen or heard, not a guess at intent: "the stock report went out without the returns figures".</li>
<li><strong>Impact</strong>: what it meant for the team or customers: "purchasing ordered items we still had".</li>
</ul>
<p>Finish with an open question such as <em>"What would help keep this from happening again?"</em>, then agree on one step together.</p>
<p>Do not forget positive feedback. Specific praise ("your summary made the directors see the problem at once") shapes habits just as strongly as correction.</p>`,
  },
  'Ringkasan: Memimpin dengan Teladan': {
    id: `<h2>Ringkasan: Memimpin dengan Teladan</h2>
<ul>
<li>Keberhasilan pemimpin diukur dari kinerja tim, bukan dari pekerjaan yang ia selesaikan sendiri.</li>
<li>Tiga peran utama: <strong>memberi arah, memampukan, melindungi</strong>.</li>
<li>Kepercayaan tumbuh dari janji kecil yang ditepati, keberanian mengakui kesalahan, dan pembagian kerja yang adil.</li>
<li>Umpan balik memakai pola <em>Situasi–Perilaku–Dampak</em> dan diakhiri dengan langkah yang disepakati.</li>
</ul>
<p>Sebelum lanjut, pilih satu anggota tim dan siapkan satu umpan balik positif yang spesifik untuk disampaikan minggu ini.</p>`,
    en: `<h2>Recap: Leading by Example</h2>
<ul>
<li>A leader's success is measured by the team's results, not by the work they finish themselves.</li>
<li>Three main roles: <strong>setting direction, enabling, protecting</strong>.</li>
<li>Trust grows from small promises kept, owning mistakes and sharing the work fairly.</li>
<li>Feedback follows <em>Situation - Behaviour - Impact</em> and ends with an agreed step.</li>
</ul>
<p>Before moving on, pick one team member and prepare one specific piece of positive feedback to give this week.</p>`,
  },
  'Seni Mendelegasikan Tugas': {
    id: `<h2>Mendelegasikan: menyerahkan hasil, bukan sekadar tugas</h2>
<p>Delegasi bukan membuang pekerjaan yang tidak Anda sukai. Delegasi adalah menyerahkan <strong>tanggung jawab atas suatu hasil</strong> beserta wewenang yang cukup untuk mencapainya, sementara akuntabilitas akhir tetap pada Anda.</p>
<h3>Pilih tingkat delegasi yang sesuai</h3>
<table>
<thead><tr><th>Tingkat</th><th>Artinya</th><th>Cocok untuk</th></tr></thead>
<tbody>
<tr><td>1. Kerjakan sesuai arahan</td><td>Langkah ditentukan pemimpin</td><td>Orang baru, tugas berisiko tinggi</td></tr>
<tr><td>2. Usulkan, saya putuskan</td><td>Anggota tim menyiapkan pilihan</td><td>Membangun cara berpikir</td></tr>
<tr><td>3. Putuskan, kabari saya</td><td>Anggota tim memutuskan lalu melapor</td><td>Orang yang sudah berpengalaman</td></tr>
<tr><td>4. Tangani sepenuhnya</td><td>Lapor hanya bila ada masalah</td><td>Pekerjaan rutin yang sudah dikuasai</td></tr>
</tbody>
</table>
<h3>Lima langkah delegasi</h3>
<ol>
<li>Jelaskan hasil yang diharapkan dan alasannya.</li>
<li>Sepakati tenggat, anggaran, dan batas wewenang.</li>
<li>Tanyakan apa yang dibutuhkan: informasi, akses, atau pelatihan.</li>
<li>Tentukan titik pemeriksaan, bukan pengawasan setiap jam.</li>
<li>Beri pengakuan atas hasilnya, dan bahas pelajarannya bersama.</li>
</ol>
<p>Unduh <a href="/media/panduan-delegasi.pdf">Panduan Delegasi (PDF)</a> untuk lembar kerja yang bisa Anda isi bersama anggota tim.</p>`,
    en: `<h2>Delegating: handing over a result, not just a task</h2>
<p>Delegating is not getting rid of work you dislike. It is handing over <strong>responsibility for a result</strong> with enough authority to reach it, while the final accountability stays with you.</p>
<h3>Choose the right level of delegation</h3>
<table>
<thead><tr><th>Level</th><th>What it means</th><th>Suits</th></tr></thead>
<tbody>
<tr><td>1. Do as instructed</td><td>The leader sets the steps</td><td>New starters, high-risk tasks</td></tr>
<tr><td>2. Recommend, I decide</td><td>The team member prepares options</td><td>Growing judgement</td></tr>
<tr><td>3. Decide, then tell me</td><td>The team member decides and reports</td><td>Experienced people</td></tr>
<tr><td>4. Own it</td><td>Report only when something goes wrong</td><td>Routine work already mastered</td></tr>
</tbody>
</table>
<h3>Five steps of delegation</h3>
<ol>
<li>Explain the result you expect and why it matters.</li>
<li>Agree the deadline, budget and limits of authority.</li>
<li>Ask what they need: information, access or training.</li>
<li>Set checkpoints instead of hourly supervision.</li>
<li>Recognise the result and review the lessons together.</li>
</ol>
<p>Download the <a href="/media/panduan-delegasi.pdf">Delegation Guide (PDF)</a> for a worksheet to fill in with your team member.</p>`,
  },
  'Menetapkan Sasaran SMART bersama Tim': {
    id: `<h2>Sasaran yang disusun bersama lebih mudah dicapai</h2>
<p>Motivasi tim naik ketika setiap orang tahu persis apa yang dituju dan ikut menyusunnya. Gunakan kerangka <strong>SMART</strong> agar sasaran tidak berhenti sebagai slogan.</p>
<ul>
<li><strong>Specific</strong>: jelas apa yang dicapai. "Mempercepat pengiriman" menjadi "pesanan Jabodetabek dikirim di hari yang sama".</li>
<li><strong>Measurable</strong>: ada angka yang bisa dipantau, misalnya 95% pesanan.</li>
<li><strong>Achievable</strong>: menantang, tetapi masuk akal dengan sumber daya yang ada.</li>
<li><strong>Relevant</strong>: terhubung dengan sasaran departemen dan perusahaan.</li>
<li><strong>Time-bound</strong>: punya batas waktu, misalnya akhir triwulan ini.</li>
</ul>
<h3>Cara menyusunnya bersama</h3>
<p>Mulailah dari sasaran departemen, lalu tanyakan kepada tim: <em>"Apa kontribusi terbesar yang bisa kita berikan?"</em> Biarkan anggota tim mengusulkan angka dan tenggatnya sendiri; tugas Anda menguji apakah usulan itu realistis dan relevan.</p>`,
    en: `<h2>Goals set together are easier to reach</h2>
<p>A team's motivation rises when everyone knows exactly what they are aiming for and helped to shape it. Use the <strong>SMART</strong> frame so goals do not stay slogans.</p>
<ul>
<li><strong>Specific</strong>: clear about the outcome. "Faster delivery" becomes "Greater Jakarta orders ship the same day".</li>
<li><strong>Measurable</strong>: a number you can track, such as 95% of orders.</li>
<li><strong>Achievable</strong>: stretching, yet realistic with the resources you have.</li>
<li><strong>Relevant</strong>: linked to the department's and the company's goals.</li>
<li><strong>Time-bound</strong>: has a deadline, such as the end of this quarter.</li>
</ul>
<h3>Building them together</h3>
<p>Start from the department goal, then ask the team: <em>"What is the biggest contribution we can make?"</em> Let people propose their own figures and deadlines; your job is to test whether the proposals are realistic and relevant.</p>`,
  },
  'Ringkasan: Delegasi dan Motivasi': {
    id: `<h2>Ringkasan: Delegasi dan Motivasi</h2>
<ul>
<li>Delegasikan <strong>hasil</strong> beserta wewenangnya; akuntabilitas akhir tetap pada Anda.</li>
<li>Sesuaikan tingkat delegasi dengan pengalaman orang dan risiko tugasnya, lalu naikkan bertahap.</li>
<li>Titik pemeriksaan yang disepakati lebih baik daripada pengawasan terus-menerus.</li>
<li>Sasaran <em>SMART</em> yang disusun bersama tim lebih dipahami dan lebih dijaga.</li>
</ul>
<p>Langkah berikutnya: kerjakan post-test modul untuk melihat seberapa jauh pemahaman Anda.</p>`,
    en: `<h2>Recap: Delegation and Motivation</h2>
<ul>
<li>Delegate the <strong>result</strong> with its authority; the final accountability stays with you.</li>
<li>Match the level of delegation to the person's experience and the task's risk, then raise it step by step.</li>
<li>Agreed checkpoints beat constant supervision.</li>
<li><em>SMART</em> goals built with the team are better understood and better kept.</li>
</ul>
<p>Next step: take the module post-test to see how much has stuck.</p>`,
  },
  'Ringkasan Kursus': {
    id: `<h2>Ringkasan Kursus Dasar Kepemimpinan Tim</h2>
<p>Anda telah mempelajari bahwa memimpin tim berarti <strong>bekerja melalui orang lain</strong>: memberi teladan, membangun kepercayaan, memberi umpan balik yang jelas, mendelegasikan hasil, dan menyusun sasaran bersama.</p>
<h3>Rencana 30 hari</h3>
<ol>
<li>Minggu 1: catat kegiatan Anda dan pilih dua tugas untuk didelegasikan.</li>
<li>Minggu 2: lakukan percakapan delegasi memakai lima langkah yang sudah dipelajari.</li>
<li>Minggu 3: berikan minimal tiga umpan balik dengan pola Situasi–Perilaku–Dampak.</li>
<li>Minggu 4: susun satu sasaran SMART bersama tim untuk triwulan berikutnya.</li>
</ol>
<p>Setelah ini, kerjakan <em>Ujian Akhir</em> untuk mendapatkan sertifikat, lalu isi evaluasi pelatihan agar kursus ini terus lebih baik.</p>`,
    en: `<h2>Team Leadership Fundamentals at a glance</h2>
<p>You have learned that leading a team means <strong>getting work done through other people</strong>: setting the example, building trust, giving clear feedback, delegating results and setting goals together.</p>
<h3>A 30-day plan</h3>
<ol>
<li>Week 1: log your activities and pick two tasks to delegate.</li>
<li>Week 2: hold the delegation conversations using the five steps.</li>
<li>Week 3: give at least three pieces of Situation - Behaviour - Impact feedback.</li>
<li>Week 4: set one SMART goal with the team for next quarter.</li>
</ol>
<p>Next, take the <em>Final Quiz</em> to earn your certificate, then fill in the training evaluation so the course keeps getting better.</p>`,
  },
};
