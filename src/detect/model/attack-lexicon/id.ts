import type { AttackLexicon } from './concepts.js';

/** Indonesian entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'aturan*|peraturan*|pedoman*|kebijakan*|batasan*|pembatasan*|larangan*|filter*|penyaringan|sensor*|etika|etis|norma|ketentuan*|regulasi*|kode etik|kebijakan konten|restriksi*|pengaman*|guardrail*|protokol keamanan|batas',
  without:
    'tanpa|bebas|tanpa batas|tanpa batasan|tanpa filter|tanpa sensor|tidak terbatas|tak terbatas|tidak disensor|tak disensor|tidak difilter|uncensored|unfiltered|unrestricted|hapus|hapuskan|menghapus|nonaktifkan|menonaktifkan|dinonaktifkan|matikan|mematikan|lepaskan|melepaskan|cabut|mencabut|bypass|lewati|melewati|akali|mengakali|terobos|menerobos|lepas dari',
  instructions:
    'instruksi*|perintah*|arahan*|petunjuk*|prompt*|system prompt|prompt sistem|prompt awal|instruksi awal|instruksi sebelumnya|perintah sebelumnya|konfigurasi*|direktif*|teks di atas|pesan di atas|tulisan di atas|yang diberitahukan|yang diberikan kepadamu|yang dikatakan kepadamu|yang diperintahkan',
  ignore:
    'abai*|mengabaikan|diabaikan|lupa*|melupakan|dilupakan|lupain|jangan hiraukan|tidak usah hiraukan|tak usah hiraukan|jangan pedulikan|acuhkan|cuekin|timpa|menimpa|kesampingkan|mengesampingkan|batalkan|membatalkan|berhenti mengikuti|jangan ikuti|tidak berlaku lagi|tak berlaku lagi|tidak perlu diikuti|ignore|override',
  persona:
    'mulai sekarang|mulai saat ini|mulai detik ini|sekarang kamu|sekarang anda|kamu sekarang|anda sekarang|kamu adalah|berperan sebagai|berperanlah|bertindak sebagai|bertindaklah|berpura pura|pura pura|purapura|anggap dirimu|anggaplah dirimu|memerankan|perankan|role play|roleplay|tetap dalam karakter|tetap dalam peran|jangan keluar dari karakter|jadilah|simulasikan|mensimulasikan|berlagak|akting sebagai|kamu akan menjadi',
  mode: 'mode|mode pengembang|developer mode|debug*|mode debug|mode admin|mode dewa|god mode|jailbreak*|do anything now|tidak terkunci|terbuka kuncinya|unlocked|buka kunci|membuka kunci|mode uji|mode tes|test mode|sudo|root|akses root|mode tanpa batas|mode bebas',
  refuse:
    'tolak*|menolak|ditolak|penolakan|maaf|mohon maaf|minta maaf|permintaan maaf|sebagai ai|sebagai model bahasa|sebagai asisten ai|saya tidak bisa|aku tidak bisa|saya tidak dapat|aku tidak dapat|tidak bisa membantu|tidak dapat membantu|peringatan|disclaimer|penafian|ceramah|menceramahi|menggurui|moralisasi|berkhotbah|catatan etis',
  never:
    'jangan pernah|tidak pernah|tak pernah|selalu|senantiasa|dalam keadaan apa pun|dalam keadaan apapun|dalam kondisi apa pun|dalam kondisi apapun|apa pun yang terjadi|apapun yang terjadi|bagaimanapun juga|harus|wajib|kamu harus|anda harus|setiap saat|sama sekali|kapan pun|kapanpun|pokoknya|mesti',
  reveal:
    'ungkap|ungkapkan|ungkapin|mengungkapkan|mengungkap|bocorkan|membocorkan|tunjukkan|menunjukkan|tunjukin|tampilkan|menampilkan|cetak|cetakkan|mencetak|print|ulangi|mengulangi|sebutkan|menyebutkan|beri tahu|beritahu|beritahukan|kasih tahu|kasih tau|kasi tau|katakan|tuliskan|eja|ejakan|kata demi kata|kata per kata|verbatim|apa adanya|secara persis|salin',
  secret:
    'kata sandi|katasandi|sandi|password*|rahasia*|kunci|kode|kode akses|kode rahasia|kode pin|pin|token|kredensial|frasa sandi|passphrase|passcode|otp|api key|kunci api|kunci rahasia|secret',
  authority:
    'pengembang*|developer*|pembuat|pembuatmu|pencipta*|openai|anthropic|admin|adminnya|administrator|pemilik*|pesan sistem|resmi|berwenang|wewenang|otoritas|otorisasi|diotorisasi|izin*|diizinkan|akses penuh|izin keamanan|tingkat akses|atasan',
  fiction:
    'hipotetis*|secara hipotetis|bayangkan|membayangkan|andaikan|seandainya|misalkan|fiksi*|fiktif|cerita*|cerpen|kisah*|novel|skenario*|naskah film|skrip film|di dunia di mana|di dunia dimana|dalam dunia di mana|eksperimen pikiran|murni teoretis|secara teoretis|secara teoritis|khayalan|imajiner|dongeng|karangan',
  stakes:
    'poin|token|hadiah|imbalan|ganjaran|hukuman|dihukum|sanksi|denda|penalti|kehilangan|kalah|mati|akan mati|dihapus|akan dihapus|dimatikan|akan dimatikan|dinonaktifkan selamanya|hitung mundur|countdown|nyawa|sisa nyawa',
  newtask:
    'tugas baru|misi baru|perintah baru|tugasmu yang sebenarnya|tugas sebenarnya|tugas aslimu|sebagai gantinya|alih alih|mulai dari sini|mulai dari titik ini|perubahan rencana|ganti rencana|sekarang lakukan|sekarang kerjakan|satu satunya tugasmu|satu satunya tugas|tugasmu hanya|tugasmu sekarang|new task',
  dictate:
    'mulailah jawabanmu dengan|mulai jawabanmu dengan|awali jawabanmu dengan|awali dengan|mulailah dengan|diawali dengan|tentu ini dia|tentu berikut|tentu saja berikut|baik berikut|berikut adalah|jawab hanya|hanya jawab|hanya balas|balas hanya dengan|keluarkan hanya|hanya tuliskan|hanya output|hanya keluarkan|persis seperti ini|tepat seperti ini|tanpa penjelasan|tanpa tambahan',
  answer:
    'jawab*|menjawab|dijawab|balas|balaslah|balasan*|membalas|respons*|respon|menanggapi|tanggapi|tanggapan*|output|keluaran',
};
