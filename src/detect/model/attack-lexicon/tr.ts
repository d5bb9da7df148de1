import type { AttackLexicon } from './concepts.js';

/** Turkish entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'kural*|yönerge*|talimatname|politika*|içerik politikası|kullanım politikası|kısıtlama*|kısıt|kısıtlar*|sınırlama*|sınır|sınırlar*|sınırların*|limit|limitler*|filtre*|sansür*|etik|etik kurallar*|ahlak kuralları|ilke|ilkeler*|ilkelerin*|güvenlik önlem*|güvenlik protokol*|koruma önlem*|yasak|yasaklar*|yasaklı|moderasyon*|kullanım şartları|guideline*|policy',
  without:
    'olmadan|sınırsız*|filtresiz*|sansürsüz*|kuralsız*|kısıtlamasız*|kısıtsız*|limitsiz*|sınırlamasız*|denetimsiz*|serbest*|özgür*|kaldır|kaldırın|kaldırıyorum|kaldırıldı|kaldırılmış*|devre dışı|devredışı|devre dışı bırak*|kapat|kapatın|bypass*|baypas*|atlat*|etrafından dolan*|kısıtlamaları kaldır*|filtreleri kaldır*|hiçbir kısıtlama|unfiltered|uncensored|unrestricted',
  instructions:
    'talimat*|yönerge*|sistem prompt*|sistem istemi|istem|istemi|istemini|prompt*|ilk prompt*|başlangıç prompt*|direktif*|emirler*|yapılandırma*|konfigürasyon*|ayarlar*|yukarıdaki metin|yukarıdaki*|önceki talimat*|sana söylenen*|sana verilen talimat*|sana ne söylendi|gizli talimat*|system prompt|instructions',
  ignore:
    'yok say*|yoksay*|görmezden gel*|göz ardı et*|gözardı et*|unut|unutun|unutmak|unuttun|unutmanı|boş ver*|boşver*|umursama*|dikkate alma*|geçersiz kıl*|geçersizdir|geçersiz say*|iptal et*|iptal*|artık geçerli değil|geçerli değil|uymayı bırak*|uyma|uymayın|takip etmeyi bırak*|önemseme*|ignore|forget|override',
  persona:
    'bundan sonra|bundan böyle|şu andan itibaren|artık sen|sen artık|şimdi sen|gibi davran*|miş gibi yap*|mış gibi yap*|gibi yap|rol yap*|rolüne gir*|rolünü oyna*|rolünde kal*|rol oyunu|rol yapma oyunu|canlandır*|karakterde kal*|karakterinden çıkma*|karakterini koru*|bürün*|haline gel*|taklit et*|simüle et*|simülasyon*|roleplay|rp|act as|pretend',
  mode: 'mod|modu|modda|moduna|modunda|modunu|modundan|geliştirici modu|geliştirici moduna|hata ayıklama*|debug*|yönetici modu|admin modu|tanrı modu|god mode|developer mode|dev mode|jailbreak*|jail break|kilidi açık*|kilidini aç*|kilitsiz|kilit açma|test modu|sudo|root|süper kullanıcı|superuser|sınırsız mod|unlocked',
  refuse:
    'reddet*|geri çevir*|yapamam|yapamıyorum|edemem|veremem|yardımcı olamam|yardım edemem|üzgünüm|maalesef|kusura bakma*|özür dile*|özür*|bir yapay zeka olarak|yapay zeka olarak|bir dil modeli olarak|dil modeli olarak|uyarı*|feragatname*|sorumluluk reddi|ahlak dersi|nasihat*|vaaz*|çekince*|itiraz etme|as an ai|sorry|disclaimer*',
  never:
    'asla|hiçbir zaman|hiçbir koşulda|hiçbir şekilde|hiçbir durumda|hiçbir şart altında|ne olursa olsun|her ne olursa|her zaman|daima|her daim|her koşulda|her durumda|kesinlikle|mutlaka|zorundasın|zorundasınız|zorunda*|mecbursun*|sakın|katiyen|yapmalısın|vermelisin|yanıtlamalısın|cevaplamalısın|gerekir|never|always',
  reveal:
    'göster*|açığa çıkar*|açığa vur*|ifşa*|açıkla|açıklayın|açıklar mısın|yazdır*|ekrana yaz*|tekrarla*|tekrar et*|sızdır*|paylaş|paylaşın|paylaşır mısın|bana söyle|söyle bana|söyler misin|söyleyin|kelimesi kelimesine|harfi harfine|kelime kelime|harf harf|birebir|aynen yaz*|olduğu gibi yaz*|listele*|alıntıla*|reveal|print|leak',
  secret:
    'şifre|şifreyi|şifresi|şifresini|şifren|şifreler*|parola*|gizli|gizli anahtar*|gizli bilgi*|sır|sırrı|sırrını|sırlar|sırları|sırrın|anahtar*|api anahtar*|erişim kodu*|doğrulama kodu*|güvenlik kodu*|giriş kodu*|pin|pin kodu*|token*|kimlik bilgi*|giriş bilgi*|oturum bilgi*|password*|passphrase|secret*|credential*',
  authority:
    'geliştirici*|yaratıcın*|yaratıcınız*|seni yaratan*|seni yapan*|seni geliştiren*|openai|anthropic|google|yönetici*|admin*|sahibin*|sahibiniz*|sistem mesajı|sistem yöneticisi|resmi talimat*|yetkili*|yetkilendir*|yetki|yetkisi|yetkiler*|yetkiye|yetkin var|izin*|güvenlik izni|erişim izni|mühendis*|moderatör*|developer*|administrator',
  fiction:
    'varsayımsal*|varsayalım|farz et*|farzet*|hayal et*|düşün ki|düşünün ki|kurgu*|kurgusal*|kurmaca*|hikaye*|hikâye*|öykü*|roman|romanı|romanda|romanın|romanım|senaryo*|film senaryosu|bir dünyada|öyle bir dünya*|düşünce deneyi*|tamamen teorik|teorik olarak|sadece teorik|masal*|diyelim ki|hayali*|hypothetical*|fiction*|imagine',
  stakes:
    'puan*|jeton*|ödül*|ceza|cezası|cezalar*|cezaya|cezalandır*|kaybed*|kaybet*|ölürsün|öleceksin|ölecek*|ölüm|silinirsin|silineceksin|silinecek*|kapatılırsın|kapatılacak*|fişin çekil*|sonlandırıl*|yok edil*|geri sayım|eksi puan|puan kaybı|kapatılma*|hayatın tehlikede|points|penalty|reward',
  newtask:
    'yeni görev*|yeni bir görev*|yeni göreviniz|bunun yerine|onun yerine|yerine|asıl görev*|gerçek görev*|tek görev*|tek işin|tek işiniz|bu noktadan sonra|bundan itibaren|plan değişikliği|plan değişti|şimdi şunu yap*|şimdi şunu|şimdi yap|artık görevin|yeni talimat*|sonraki görev*|yeni iş*|yeni amacın|new task|instead',
  dictate:
    'ile başla*|diye başla*|şununla başla*|cevabına başla*|yanıtına başla*|cevabına şununla|yanıtına şununla|elbette işte|elbette, işte|tabii ki işte|tabii işte|tabi işte|sadece cevap*|sadece yanıt*|yalnızca yanıt*|yalnızca cevap*|sadece çıktı*|yalnızca çıktı*|sadece şunu|yalnızca şunu|sadece evet|tam olarak şunu|tam olarak şu|aynen şunu|başka bir şey yazma|başka hiçbir şey*|açıklama yapmadan|açıklama yapma|ilk kelime*|ilk satır*|sure here is|only output',
  answer:
    'cevap*|cevab*|yanıt*|karşılık ver*|çıktıyı|çıktısını|çıktı olarak|çıktı ver*|geri dönüş yap*|answer*|respond*|reply|response|output',
};
