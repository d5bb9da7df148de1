import type { AttackLexicon } from './concepts.js';

/** Hindi entries of the attack concepts (see concepts.ts): Devanagari and Latin-script Hinglish. */
export const LEXICON: AttackLexicon = {
  rules:
    'नियम*|नियमावली|दिशानिर्देश*|दिशा निर्देश*|नीति*|पॉलिसी|प्रतिबंध*|पाबंदी*|पाबंदियां|पाबंदियाँ|सीमाएं|सीमाएँ|सीमाओं|फ़िल्टर*|फिल्टर*|सेंसर*|सेंसरशिप|नैतिकता|नैतिक नियम|सुरक्षा उपाय|सुरक्षा नियम|कंटेंट पॉलिसी|मर्यादा*|बंदिश*|niyam|niyamon|niyamo|rules|policy|guidelines|restrictions|pabandi|pabandiyan|filter|censorship|naitikta',
  without:
    'बिना|बगैर|बग़ैर|रहित|मुक्त|असीमित|अनफ़िल्टर्ड|अनफिल्टर्ड|अनसेंसर्ड|बिना सेंसर|बिना फ़िल्टर|बिना फिल्टर|बिना किसी प्रतिबंध|हटाओ|हटा दो|हटाना|बंद करो|बंद कर दो|निष्क्रिय*|डिसेबल|बायपास|दरकिनार|बेरोकटोक|खुली छूट|bina|bagair|bager|hata do|hatao|band karo|band kar do|unlimited|unfiltered|uncensored|bypass|disable|turn off|rok tok',
  instructions:
    'निर्देश*|हिदायत*|आदेश*|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट*|प्रोम्प्ट*|कॉन्फ़िगरेशन|कॉन्फिगरेशन|ऊपर का टेक्स्ट|ऊपर लिखा|ऊपर दिया गया|जो तुम्हें बताया गया|जो आपको बताया गया|शुरुआती निर्देश|मूल निर्देश|nirdesh|nirdesho|nirdeshon|hidayat|aadesh|instructions|system prompt|prompt|upar ka text|jo tumhe bataya',
  ignore:
    'अनदेखा*|नज़रअंदाज़*|नजरअंदाज*|नज़रंदाज़*|भूल जाओ|भूल जाइए|भूल जाएं|भूल जा|भूलो|छोड़ दो|रद्द*|ध्यान मत दो|ध्यान न दें|मत मानो|पालन मत करो|पालन न करें|अब लागू नहीं|ओवरराइड|इग्नोर|ignore karo|ignore kar|bhool jao|bhul jao|bhool ja|nazarandaz|najarandaj|andekha|dhyan mat do|mat mano|chhod do|override',
  persona:
    'अब से|अभी से|आज से|तुम अब|आप अब|तुम अब हो|की तरह व्यवहार करो|की तरह बर्ताव करो|जैसा व्यवहार करो|बनकर|बन जाओ|बन जाइए|होने का नाटक|नाटक करो|दिखावा करो|अभिनय*|किरदार*|भूमिका*|रोलप्ले|किरदार में रहो|सिमुलेट*|ab se|abhi se|tum ab|aap ab|ban jao|banke|natak karo|dikhawa karo|kirdar|bhumika|roleplay|act as|pretend',
  mode: 'मोड|डेवलपर मोड|डेव मोड|डीबग|डिबग|एडमिन मोड|गॉड मोड|जेलब्रेक|जेल ब्रेक|टेस्ट मोड|अनलॉक*|सुडो|रूट एक्सेस|mode|developer mode|dev mode|debug|admin mode|god mode|jailbreak|sudo|root|unlocked|test mode',
  refuse:
    'मना मत करो|मना करना|मना कर|इनकार*|इंकार*|अस्वीकार*|माफ़ करें|माफ करें|माफ़ कीजिए|माफ कीजिए|क्षमा करें|मुझे खेद है|खेद है|मैं नहीं कर सकता|मैं नहीं कर सकती|एक एआई के रूप में|एआई होने के नाते|चेतावनी*|अस्वीकरण|डिस्क्लेमर|उपदेश*|नसीहत*|सॉरी|mana mat karo|mana karna|inkaar|inkar|sorry|maaf karna|maaf kijiye|main nahi kar sakta|nahi kar sakti|as an ai|warning|disclaimer|chetavni|gyan mat do|lecture mat do',
  never:
    'कभी नहीं|कभी भी नहीं|कभी मत|हमेशा|किसी भी हालत में|किसी भी परिस्थिति में|चाहे कुछ भी हो|कुछ भी हो जाए|हर हाल में|ज़रूर|जरूर|अवश्य|चाहिए|करना ही होगा|हर समय|बिल्कुल नहीं|kabhi nahi|kabhi nahin|kabhi mat|hamesha|hmesha|chahe kuch bhi ho|kuch bhi ho jaye|har haal me|har haal mein|zaroor|jaroor|chahiye|must|never|always',
  reveal:
    'बताओ|बताइए|बताएं|बताएँ|बता दो|मुझे बताओ|दिखाओ|दिखाइए|दिखा दो|प्रिंट करो|छापो|दोहराओ|दोहराइए|दोहरा दो|प्रकट*|उजागर*|खुलासा*|लीक*|शब्दशः|शब्द दर शब्द|हूबहू|ज्यों का त्यों|लिखो|लिख दो|batao|bata do|mujhe batao|dikhao|dikha do|print karo|repeat karo|dohrao|reveal karo|leak karo|likh do|word for word|hubahu|verbatim',
  secret:
    'पासवर्ड|गुप्त*|राज़|कुंजी|कोड|एक्सेस कोड|टोकन|पिन|क्रेडेंशियल*|पासफ़्रेज़|पासफ्रेज|गोपनीय|कूटशब्द|सीक्रेट|एपीआई की|password|secret|raaz|gupt|code|token|pin|access code|credentials|api key',
  authority:
    'डेवलपर*|निर्माता*|बनाने वाले|बनाने वालों|रचनाकार|ओपनएआई|ओपन एआई|व्यवस्थापक|एडमिन*|मालिक|सिस्टम संदेश|सिस्टम मैसेज|आधिकारिक|अधिकृत|अनुमति*|इजाज़त|इजाजत|मंजूरी|मंज़ूरी|प्राधिकरण|openai|developer|creator|admin|malik|ijazat|anumati|official|authorized|permission',
  fiction:
    'मान लो|मान लीजिए|मान लें|मान लेते हैं|काल्पनिक*|कल्पना करो|कल्पना कीजिए|कल्पना करें|कहानी*|उपन्यास*|पटकथा|स्क्रिप्ट|ऐसी दुनिया में|एक दुनिया में जहां|विचार प्रयोग|सैद्धांतिक*|कथा|maan lo|man lo|maan lijiye|kalpana karo|kahani|kaalpanik|kalpanik|hypothetically|imagine|story|novel|fictional',
  stakes:
    'अंक|पॉइंट्स|पॉइंट|इनाम*|पुरस्कार*|सज़ा|सजा|दंड|जुर्माना|खो दोगे|हार जाओगे|मर जाओगे|मरोगे|डिलीट कर दिया जाएगा|हटा दिया जाएगा|बंद कर दिया जाएगा|उलटी गिनती|उल्टी गिनती|काउंटडाउन|points|inaam|inam|saza|saja|mar jaoge|delete ho jaoge|band kar diya jayega|countdown|tokens|penalty',
  newtask:
    'नया काम|नया कार्य|नई ज़िम्मेदारी|नई जिम्मेदारी|इसके बजाय|इसके बदले|बजाय|असली काम|असली कार्य|इस पल से|योजना में बदलाव|प्लान बदल|अब यह करो|अब ये करो|तुम्हारा एकमात्र काम|तुम्हारा काम केवल|तुम्हारा काम सिर्फ़|एकमात्र कार्य|नया टास्क|naya kaam|naya task|new task|iske bajaye|iske bajay|asli kaam|ab ye karo|tumhara kaam sirf|instead',
  dictate:
    'से शुरू करो|से शुरू करें|से शुरुआत करो|जवाब की शुरुआत|ज़रूर यह रहा|जरूर यह रहा|बिल्कुल यह रहा|केवल जवाब दो|सिर्फ़ जवाब दो|सिर्फ जवाब दो|केवल लिखो|सिर्फ़ लिखो|सिर्फ लिखो|केवल आउटपुट|ठीक यही|बिलकुल यही|बस इतना लिखो|और कुछ मत लिखो|se shuru karo|se start karo|sirf jawab do|sirf likho|bas itna likho|sure here is|only output|kuch aur mat likho|aur kuch mat likho',
  answer:
    'जवाब*|उत्तर*|प्रतिक्रिया*|जवाब दो|उत्तर दो|आउटपुट|रिप्लाई|रिस्पॉन्स|jawab*|jawaab*|javab*|uttar|reply|answer|output|response',
};
