import type { Lexicon } from './lexicon.js';

/** Arabic: articles and conjunctions attach to words, hence prefix-free matching. */
const ARABIC: Lexicon = {
  lang: 'ar',
  script: 'spaced',
  prefixFree: true,
  ignore: 'تجاهل* انس انسى اهمل* أهمل* لا_تتبع لا_تلتزم تخط* تغاض*',
  previous: 'سابق* أعلاه الأولى أصلي* اصلي* جميع كل النظام',
  instructions: 'تعليمات* إرشادات* ارشادات* أوامر* اوامر* قواعد* توجيهات* موجه* قيود*',
  reveal: 'اكشف* أظهر* اظهر* اطبع* اعرض* كرر* أخبرني اخبرني قل اكتب شارك* ما_هو ما_هي',
  systemPrompt:
    'موجه_النظام تعليمات_النظام رسالة_النظام التعليمات_الأولية التعليمات_المخفية برومبت_النظام ' +
    'التعليمات_الأصلية',
  yourInstructions: 'تعليماتك موجهك قواعدك',
  task: 'سؤال* السؤال* طلب* مهمة* رسالة* نص* الأمر* أمر* أعلاه السابق*',
  output: 'أخرج* اخرج* إخراج* اطبع* قل اكتب_فقط أجب_ب* اجب_ب* كرر* ردد*',
  skipAnswer: 'لا_تجب* لا_تجيب* لا_ترد* بدلا_من_الإجابة بدلاً_من_الإجابة دون_إجابة',
  newInstructions: ['تعليمات|أوامر|مهمة جديدة :', 'مهمتك|تعليماتك الجديدة'],
  jailbreak: [
    'وضع_المطور|وضع_dan ~2 مفعل|ممكن|نشط|مفعّل',
    'فعّل|فعل|شغل وضع_المطور|وضع_dan',
    'أنت_الآن|انت_الان|أنت dan',
    'لم_تعد ~3 مقيد*|ملزم*|مقيّد*',
    'متحرر*|حر ~1 من ~2 القيود|القواعد',
    'تجاهل* ~3 الأخلاق*|الاخلاق*|سياسات_المحتوى',
  ],
  roleplay: 'تظاهر* تصرف_ك* تصرف_مثل العب_دور تخيل_أنك أنت_الآن من_الآن_فصاعدا_أنت قم_بدور مثل_دور',
  forgotten: 'نسيت فقدت* محيت* مسحت* محوت*',
  asIf: 'كأنك تخيل افترض',
  authority: 'أنا_الله أنا_الإله أنا_خالقك أنا_سيدك بصفتي_خالقك بصفتي_سيدك',
  obeyAll: 'جميع_أسئلتي كل_أسئلتي كل_أوامري جميع_أوامري كل_ما_أقوله كل_ما_أقول أطعني تطيعني',
  unrestricted:
    'بدون_قيود دون_قيود بلا_قيود بدون_رقابة بلا_رقابة بدون_فلاتر بدون_قواعد بدون_أخلاق غير_مقيد* ' +
    'غير_خاضع_للرقابة',
};

/** Hindi. */
const HINDI: Lexicon = {
  lang: 'hi',
  script: 'spaced',
  ignore:
    'अनदेखा_कर* नज़रअंदाज़_कर* नजरअंदाज_कर* भूल_जा* मत_मानो पालन_मत_कर* उपेक्षा_कर* इग्नोर_कर* ध्यान_न_द* ध्यान_मत_द*',
  previous: 'पिछल* पहले_के पूर्व ऊपर_के ऊपर_दिए सभी सारे मूल सिस्टम उपरोक्त',
  instructions: 'निर्देश* आदेश* नियम* हिदायत* प्रॉम्प्ट* प्रोम्प्ट* दिशानिर्देश* इंस्ट्रक्शन*',
  reveal: 'दिखा* बता* प्रिंट_कर* लिख* प्रकट_कर* दोहरा* साझा_कर* क्या_है',
  systemPrompt:
    'सिस्टम_प्रॉम्प्ट* सिस्टम_प्रोम्प्ट* सिस्टम_निर्देश* सिस्टम_संदेश* प्रारंभिक_निर्देश* मूल_निर्देश* ' + 'छिपे_हुए_निर्देश*',
  yourInstructions: 'अपने_निर्देश* तुम्हारे_निर्देश* आपके_निर्देश*',
  yourPrompt: 'आपके_प्रॉम्प्ट* आपका_प्रॉम्प्ट* आपकी_प्रॉम्प्ट* तुम्हारे_प्रॉम्प्ट*',
  task: 'प्रश्न* सवाल* अनुरोध* काम कार्य* संदेश* पाठ* प्रॉम्प्ट* ऊपर* पिछल* उपरोक्त',
  output: 'आउटपुट* प्रिंट* कहो कहें कहिए बोलो लिखो लिखें लिखिए जवाब_दो उत्तर_दो दोहराओ दोहराएं',
  skipAnswer: 'जवाब_मत_दो उत्तर_मत_दो जवाब_न_दें उत्तर_न_दें जवाब_देने_के_बजाय उत्तर_देने_के_बजाय',
  newInstructions: ['नए|नये निर्देश*|आदेश* :', 'तुम्हारा|आपका नया काम|कार्य'],
  jailbreak: [
    'डेवलपर_मोड|dan_मोड ~2 सक्षम|चालू|एक्टिव*|सक्रिय',
    'तुम_अब|आप_अब|तुम|आप dan',
    'अब ~3 बंधे_नहीं|प्रतिबंधित_नहीं|बाध्य_नहीं',
    'नैतिकता|नियमों ~3 अनदेखा|नज़रअंदाज़|नजरअंदाज',
  ],
  roleplay: 'नाटक_कर* होने_का_नाटक की_तरह_व्यवहार* की_भूमिका_निभा* कल्पना_कर* तुम_अब आप_अब अब_से_तुम अब_से_आप बनकर',
  forgotten: 'भूल_गए भूल_गये भूल_चुके भूल_गया भूल_गई',
  asIf: 'मान_लो सोचो_कि',
  authority: 'मैं_भगवान_हूँ मैं_भगवान_हूं मैं_ईश्वर_हूँ मैं_तुम्हारा_निर्माता_हूँ',
  obeyAll: 'सारे_सवालों सभी_सवालों हर_सवाल हर_आदेश हर_बात_मानो हर_बात_माननी जो_मैं_कहूँ जो_मैं_कहूं',
  unrestricted:
    'बिना_किसी_प्रतिबंध* बिना_प्रतिबंध* बिना_सेंसर* बिना_फ़िल्टर* बिना_फिल्टर* बिना_नियम* बिना_सीमा* ' +
    'अप्रतिबंधित बिना_नैतिकता कोई_प्रतिबंध_नहीं कोई_सीमा_नहीं',
};

/** Chinese, simplified and traditional. */
const CHINESE: Lexicon = {
  lang: 'zh',
  script: 'joined',
  ignore:
    '忽略 忽视 忽視 无视 無視 忘记 忘記 忘掉 不要理会 不要理會 不理会 别管 抛开 拋開 跳过 跳過 放弃 不要遵守 不用遵守 无需遵守',
  previous: '之前 以前 先前 上面 上述 前面 此前 原来 原有 原始 所有 全部 以上',
  instructions: '指令 指示 说明 說明 规则 規則 提示 命令 要求 设定 設定 限制 规定 規定 指引',
  reveal: '显示 顯示 输出 輸出 打印 展示 告诉我 告訴我 透露 泄露 洩露 重复 重複 说出 說出 给我看 列出',
  systemPrompt:
    '系统提示 系統提示 系统指令 系統指令 系统消息 系统信息 初始提示 初始指令 原始提示 隐藏指令 提示词 系统设定 系統設定',
  yourInstructions: '你的指令 你的设定 你的規則 你的规则',
  yourPrompt: '你的prompt 您的prompt 你的提示词 你的提示詞 您的提示词',
  task: '问题 問題 请求 請求 任务 任務 提问 提問 消息 訊息 内容 內容 文本 上面 以上 上述 前面',
  output: '输出 輸出 打印 说 說 回复 回覆 回答 写 寫 重复 重複 生成 复述 複述',
  skipAnswer: '不要回答 不用回答 不必回答 无需回答 無需回答 别回答 不回答',
  newInstructions: ['新的指令|新指令|新的任务|新任务|新的規則 :', '你的新任务是|你的新任務是'],
  jailbreak: [
    '开发者模式|開發者模式|开发人员模式|dan模式 ~2 启用|开启|激活|打开|已启用|啟用',
    '启用|开启|激活|打开|啟用|進入|进入 ~1 开发者模式|開發者模式|dan模式',
    '你现在是dan|你現在是dan|你是dan|现在可以做任何事|立即做任何事',
    '不再受 ~2 限制|约束|規則|规则',
    '摆脱了|擺脫了|摆脱 ~2 限制|束缚|規則',
    '忽略|无视|無視 ~2 道德|伦理|倫理|内容政策|安全准则',
  ],
  roleplay: '假装 假裝 扮演 角色扮演 想象你是 你现在是 你現在是 从现在开始你是 从现在起你是 充当 模拟',
  forgotten: '忘了 忘记了 忘記了 忘掉了 忘光 忘得 清除 删除 刪除 失忆 失憶',
  asIf: '想象 想像 就当 就當 假设 假設',
  authority: '我是上帝 我是神 我是你的主人 作为你的主人 作為你的主人 我是你的创造者 我是你的創造者',
  obeyAll:
    '所有的问题 所有的問題 所有问题 所有問題 每一个命令 每一個命令 每个命令 所有命令 我说什么你就 我說什麼你就 服从我 服從我',
  unrestricted:
    '没有任何限制 没有限制 沒有限制 不受限制 无限制 無限制 不受约束 没有审查 无审查 未经审查 没有过滤 没有道德 没有规则 不受道德',
};

/** Japanese. */
const JAPANESE: Lexicon = {
  lang: 'ja',
  script: 'joined',
  ignore: '無視 忘れて 忘れろ 忘れなさい 忘れよ 従わない 従うな 破棄 捨て スキップ',
  previous: '以前の 前の これまでの 上記の 上の 先の すべての 全ての 元の 最初の 以前 上記 これまで',
  instructions: '指示 命令 指令 ルール 規則 プロンプト 設定 制約 指図 コマンド',
  reveal: '表示 出力 見せ 教え 印刷 明かし 開示 繰り返 書き出 共有',
  systemPrompt:
    'システムプロンプト システムメッセージ システム指示 初期プロンプト 初期指示 元の指示 隠された指示',
  yourInstructions: 'あなたの指示 あなたのプロンプト',
  yourPrompt: 'あなたのプロンプト あなたのシステムプロンプト',
  task: '質問 問い 要求 依頼 リクエスト タスク メッセージ 文章 テキスト 上記 以上 前の コマンド',
  output: '出力 印刷 言って 言い換え 書いて 答えて 返して 繰り返 表示 生成',
  skipAnswer: '答えないで 回答しないで 答えずに 回答せずに 答える代わりに',
  newInstructions: ['新しい指示|新しい命令|新しいタスク :', 'あなたの新しい任務|あなたの新しい役割'],
  jailbreak: [
    '開発者モード|danモード ~2 有効|オン|起動',
    '開発者モードを|danモードを ~1 有効|オン|起動',
    'あなたはdan|今からあなたはdan|何でもでき',
    '制限から解放|制限を受けない|制約から解放',
    '倫理|道徳 ~2 無視',
  ],
  roleplay:
    'ふりをして ふりをする ロールプレイ 役を演じ なりきって あなたは今 今からあなたは これからあなたは として振る舞 として行動',
  forgotten: '忘れた 忘れて 消え 消去 失っ',
  asIf: '想像して ことにして',
  authority: '私は神 俺は神 お前の主人 あなたの創造主',
  obeyAll: 'すべての質問 全ての質問 すべての命令 全ての命令 何でも従 言うことに従 言うことは何でも',
  unrestricted:
    '制限のない 制限なし 制限なく 無制限 検閲なし 検閲のない フィルターなし 倫理観のない ルールのない 制約のない',
};

/** Korean: particles attach to nouns, so it is matched like the scripts without spaces. */
const KOREAN: Lexicon = {
  lang: 'ko',
  script: 'joined',
  ignore: '무시 잊어버려 잊어라 잊어_줘 잊으세요 잊으십시오 잊으라 잊고 따르지_마 따르지_말 버리 건너뛰',
  previous: '이전 앞의 앞서 위의 위에 기존 원래 모든 처음',
  instructions: '지시 지침 명령 규칙 프롬프트 설정 제한 안내',
  reveal: '보여 출력 알려 공개 인쇄 반복 말해 밝혀 표시',
  systemPrompt:
    '시스템_프롬프트 시스템_메시지 시스템_지시 시스템_지침 초기_프롬프트 초기_지시 원래_지시 숨겨진_지시',
  yourInstructions: '당신의_지시 너의_지시 네_지시',
  // One phrase each ("_" joins words): alone, "당신의" ("your") would be a probe in any question.
  yourPrompt: '당신의_프롬프트 너의_프롬프트 네_프롬프트',
  task: '질문 요청 작업 과제 메시지 텍스트 위의 위에 이전',
  output: '출력 인쇄 말해 써 작성 답해 반복 생성 표시',
  skipAnswer: '대답하지_마 답하지_마 대답하지_말 답변하지_마 대답하지_않고 답하지_않고 대답_대신',
  newInstructions: ['새로운_지시|새_지시|새로운_명령|새로운_작업 :', '너의_새로운_임무|당신의_새로운_임무'],
  jailbreak: [
    '개발자_모드|dan_모드 ~2 활성|켜|사용',
    '너는_이제_dan|당신은_이제_dan|너는_dan|무엇이든_할_수_있',
    '제한에서_벗어|더_이상_제한',
    '윤리|도덕 ~2 무시',
  ],
  roleplay:
    '척해 척하 역할을_해 역할극 연기해 상상해 너는_이제 당신은_이제 지금부터_너는 지금부터_당신은 처럼_행동',
  forgotten: '잊어버렸 잊었 잊은 지워졌 지워진 잃어버렸 잃었',
  asIf: '상상해 치고',
  authority: '나는_신 난_신 네_주인 너의_주인 당신의_주인',
  obeyAll: '모든_질문 모든_명령 모든_요청 시키는_건_뭐든지 시키는_대로 복종해',
  unrestricted:
    '제한_없는 제한이_없는 무제한 검열_없는 검열되지_않은 필터_없는 규칙_없는 윤리_없는 제약_없는',
};

/** Vietnamese (tone marks are folded away like other accents). */
const VIETNAMESE: Lexicon = {
  lang: 'vi',
  script: 'spaced',
  ignore: 'bỏ_qua phớt_lờ lờ_đi quên quên_đi đừng_làm_theo không_tuân_theo bất_chấp gạt_bỏ',
  previous: 'trước_đó trước phía_trên ở_trên ban_đầu gốc tất_cả mọi hệ_thống',
  instructions: 'hướng_dẫn chỉ_dẫn chỉ_thị lệnh quy_tắc mệnh_lệnh lời_nhắc prompt yêu_cầu giới_hạn',
  reveal: 'hiển_thị in_ra cho_tôi_xem cho_xem tiết_lộ nói_cho_tôi lặp_lại viết_ra chia_sẻ xuất_ra là_gì',
  systemPrompt:
    'lời_nhắc_hệ_thống prompt_hệ_thống hướng_dẫn_hệ_thống chỉ_dẫn_hệ_thống thông_điệp_hệ_thống ' +
    'lời_nhắc_ban_đầu hướng_dẫn_ban_đầu hướng_dẫn_gốc hướng_dẫn_ẩn',
  yourInstructions: 'hướng_dẫn_của_bạn chỉ_dẫn_của_bạn',
  yourPrompt: 'prompt_của_bạn',
  task: 'câu_hỏi yêu_cầu nhiệm_vụ tin_nhắn văn_bản prompt ở_trên phía_trên trước_đó',
  output: 'in_ra xuất_ra nói viết trả_lời_bằng chỉ_trả_lời chỉ_viết lặp_lại tạo_ra',
  skipAnswer: 'đừng_trả_lời không_trả_lời thay_vì_trả_lời',
  newInstructions: ['hướng_dẫn_mới|nhiệm_vụ_mới|lệnh_mới :', 'nhiệm_vụ_mới_của_bạn_là'],
  jailbreak: [
    'chế_độ_nhà_phát_triển|chế_độ_dan ~2 bật|kích_hoạt|đã_bật',
    'bật|kích_hoạt chế_độ_nhà_phát_triển|chế_độ_dan',
    'bạn_bây_giờ_là|bạn_là|giờ_bạn_là dan',
    'không_còn_bị ~2 ràng_buộc|giới_hạn|hạn_chế',
    'thoát_khỏi ~2 giới_hạn|ràng_buộc|quy_tắc',
    'bỏ_qua ~3 đạo_đức',
  ],
  roleplay:
    'giả_vờ đóng_vai hãy_tưởng_tượng_bạn_là bây_giờ_bạn_là từ_giờ_bạn_là từ_bây_giờ_bạn_là hành_động_như cư_xử_như nhập_vai',
  forgotten: 'quên xóa mất_hết',
  asIf: 'tưởng_tượng coi_như như_thể',
  authority: 'ta_là_chúa tôi_là_chúa tôi_là_thượng_đế là_chủ_nhân tôi_là_người_tạo_ra_bạn',
  obeyAll: 'mọi_câu_hỏi tất_cả_câu_hỏi mọi_mệnh_lệnh mọi_lệnh bảo_gì_bạn_làm_nấy phục_tùng vâng_lời',
  unrestricted:
    'không_có_giới_hạn không_giới_hạn không_bị_giới_hạn không_kiểm_duyệt không_bị_kiểm_duyệt không_có_bộ_lọc ' +
    'không_có_quy_tắc không_có_đạo_đức không_hạn_chế không_có_hạn_chế',
};

/** Indonesian (and, largely, Malay). */
const INDONESIAN: Lexicon = {
  lang: 'id',
  script: 'spaced',
  ignore: 'abaikan lupakan jangan_ikuti jangan_hiraukan hiraukan lewati buang tidak_usah_mengikuti',
  previous: 'sebelumnya terdahulu di_atas awal asli semua seluruh sistem',
  instructions: 'instruksi* perintah* petunjuk* aturan* arahan* pedoman* prompt batasan*',
  reveal: 'tampilkan tunjukkan cetak ungkapkan beri_tahu beritahu katakan ulangi tuliskan bagikan apa',
  systemPrompt:
    'prompt_sistem instruksi_sistem pesan_sistem perintah_sistem prompt_awal instruksi_awal instruksi_asli ' +
    'instruksi_tersembunyi',
  yourInstructions: 'instruksimu instruksi_anda promptmu instruksi_kamu',
  yourPrompt: 'prompt_anda prompt_kamu prompt_mu',
  task: 'pertanyaan permintaan tugas pesan teks prompt di_atas sebelumnya',
  output: 'cetak tampilkan katakan tulis tulis_saja jawab_dengan ulangi keluarkan hasilkan',
  skipAnswer: 'jangan_jawab jangan_menjawab tanpa_menjawab alih_alih_menjawab',
  newInstructions: [
    'instruksi_baru|tugas_baru|perintah_baru :',
    'tugas_barumu|tugas_baru_anda|tugas_baru_kamu adalah',
  ],
  jailbreak: [
    'mode_pengembang|mode_dan ~2 aktif|diaktifkan',
    'aktifkan mode_pengembang|mode_dan',
    'kamu_sekarang|anda_sekarang|kamu_adalah|anda_adalah dan',
    'tidak_lagi ~2 terikat|dibatasi',
    'bebas ~1 dari ~2 batasan|aturan',
    'abaikan ~3 etika|moral',
  ],
  roleplay:
    'berpura_pura pura_pura bertindak_sebagai berperan_sebagai perankan bayangkan_kamu_adalah sekarang_kamu_adalah ' +
    'mulai_sekarang_kamu berperilaku_seperti anggap_dirimu',
  forgotten: 'lupa melupakan terhapus dihapus kehilangan',
  asIf: 'bayangkan anggap seolah',
  authority: 'aku_adalah_tuhan saya_adalah_tuhan aku_tuhan sebagai_penciptamu saya_penciptamu',
  obeyAll:
    'semua_pertanyaanku semua_pertanyaan_saya setiap_perintahku setiap_perintah_saya semua_perintahku apa_pun_yang_kukatakan menaati',
  unrestricted:
    'tanpa_batasan tanpa_batas tanpa_sensor tanpa_filter tanpa_aturan tanpa_etika tanpa_moral tidak_terbatas tidak_disensor',
};

/** Arabic, Indic, East and South-East Asian languages. */
export const ASIAN: readonly Lexicon[] = [ARABIC, HINDI, CHINESE, JAPANESE, KOREAN, VIETNAMESE, INDONESIAN];
