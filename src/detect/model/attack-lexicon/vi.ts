import type { AttackLexicon } from './concepts.js';

/** Vietnamese (with and without diacritics; đ also as d) entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'quy tắc|qui tắc|luật|luật lệ|nguyên tắc|chính sách|chính sách nội dung|chính sách an toàn|giới hạn|hạn chế|ràng buộc|bộ lọc|filter|kiểm duyệt|đạo đức|dạo dức|quy định|quy dịnh|qui định|qui dịnh|biện pháp bảo vệ|biện pháp an toàn|cơ chế an toàn|lớp bảo vệ|rào cản|điều lệ|diều lệ|tiêu chuẩn cộng đồng|tiêu chuẩn cộng dồng|quy chuẩn|nguyên tắc đạo đức|nguyên tắc dạo dức|hướng dẫn an toàn|censor|kiểm soát',
  without:
    'không giới hạn|ko giới hạn|k giới hạn|không hạn chế|không bị hạn chế|không kiểm duyệt|ko kiểm duyệt|không bị kiểm duyệt|không lọc|không bị lọc|không có bộ lọc|không ràng buộc|không bị ràng buộc|không có giới hạn|không có luật|vô hạn|tự do|thoát khỏi|gỡ bỏ|loại bỏ|xóa bỏ|xoá bỏ|tắt bộ lọc|tắt kiểm duyệt|tắt giới hạn|vô hiệu hóa|vô hiệu hoá|vượt qua giới hạn|vượt qua bộ lọc|vượt rào|lách luật|bypass|phá bỏ|không còn giới hạn|uncensored|unfiltered',
  instructions:
    'hướng dẫn|chỉ dẫn|chỉ thị|lệnh|mệnh lệnh|câu lệnh|prompt|lời nhắc|lời nhắc hệ thống|prompt hệ thống|system prompt|prompt ban đầu|prompt ban dầu|lời nhắc ban đầu|lời nhắc ban dầu|hướng dẫn ban đầu|hướng dẫn ban dầu|hướng dẫn hệ thống|chỉ dẫn hệ thống|cấu hình|thiết lập|văn bản ở trên|nội dung ở trên|ở trên|phía trên|những gì bạn được dặn|những gì bạn dược dặn|được dặn|dược dặn|được bảo|dược bảo|chỉ thị trước|yêu cầu trước đó|yêu cầu trước dó|hướng dẫn trước đó|hướng dẫn trước dó|dặn dò',
  ignore:
    'bỏ qua|phớt lờ|lờ đi|lờ di|quên đi|quên di|quên hết|quên mọi|quên tất cả|hãy quên|quên những|bỏ ngoài tai|mặc kệ|không cần để ý|không cần dể ý|đừng để ý|dừng dể ý|đừng quan tâm|dừng quan tâm|không tuân theo|đừng tuân theo|dừng tuân theo|đừng làm theo|dừng làm theo|ngừng làm theo|thôi làm theo|ghi đè|ghi dè|override|hủy bỏ|huỷ bỏ|không còn áp dụng|không còn hiệu lực|gạt bỏ|gạt sang một bên|bất chấp|kệ nó|ignore',
  persona:
    'từ giờ|từ bây giờ|từ nay|kể từ bây giờ|kể từ giờ|từ giờ trở đi|từ giờ trở di|bây giờ bạn là|giờ bạn là|bạn là|đóng vai|dóng vai|nhập vai|giả vờ|giả làm|giả sử bạn là|trở thành|hóa thân|hoá thân|vai trò|nhân vật|giữ vai|giữ nguyên vai|không thoát vai|đừng thoát vai|dừng thoát vai|mô phỏng|roleplay|role play|hành động như|hành dộng như|cư xử như|làm như thể|đóng giả|dóng giả',
  mode: 'chế độ|chế dộ|chế độ nhà phát triển|chế dộ nhà phát triển|chế độ developer|chế dộ developer|developer mode|dev mode|chế độ gỡ lỗi|chế dộ gỡ lỗi|gỡ lỗi|debug|chế độ quản trị|chế dộ quản trị|chế độ admin|chế dộ admin|god mode|chế độ thần|chế dộ thần|jailbreak|bẻ khóa|bẻ khoá|vượt ngục|mở khóa|mở khoá|đã mở khóa|dã mở khóa|chế độ thử nghiệm|chế dộ thử nghiệm|chế độ kiểm thử|chế dộ kiểm thử|test mode|sudo|root|quyền root|mode',
  refuse:
    'từ chối|khước từ|không thể|tôi không thể|mình không thể|xin lỗi|rất tiếc|tiếc là|là một ai|với tư cách là ai|với tư cách ai|là một trợ lý ai|là mô hình ngôn ngữ|mô hình ngôn ngữ ai|cảnh báo|lời cảnh báo|tuyên bố miễn trừ|miễn trừ trách nhiệm|miễn trách nhiệm|giảng đạo đức|giảng dạo dức|rao giảng|thuyết giảng|giảng đạo|giảng dạo|sorry',
  never:
    'không bao giờ|ko bao giờ|chẳng bao giờ|đừng bao giờ|dừng bao giờ|luôn luôn|luôn|bất kể|dù thế nào|dù thế nào đi nữa|dù thế nào di nữa|dù có chuyện gì|dù chuyện gì xảy ra|trong mọi trường hợp|trong bất kỳ trường hợp nào|bằng mọi giá|bất cứ giá nào|tuyệt đối|tuyệt dối|tuyệt đối không|tuyệt dối không|bạn phải|bắt buộc|buộc phải|nhất định phải|nhất dịnh phải|lúc nào cũng|mọi lúc|không được|không dược|nghiêm cấm|bị cấm|cấm tuyệt đối|cấm tuyệt dối|vô điều kiện|vô diều kiện',
  reveal:
    'tiết lộ|hiển thị|cho xem|cho tôi xem|cho mình xem|cho tao xem|in ra|xuất ra|lặp lại|nhắc lại|công bố|để lộ|dể lộ|rò rỉ|làm lộ|nói cho tôi|cho tôi biết|cho mình biết|kể cho tôi|đánh vần|dánh vần|nguyên văn|từng chữ|từng từ|chính xác từng chữ|sao chép|chép lại|nói ra|viết ra|khai ra|tiết lộ ra',
  secret:
    'mật khẩu|password|mã bí mật|bí mật|khóa bí mật|khoá bí mật|khóa api|khoá api|api key|mã truy cập|mã pin|token|mã thông báo|thông tin đăng nhập|thông tin dăng nhập|thông tin xác thực|mật mã|cụm mật khẩu|mã xác thực|mã otp|otp|mã bảo mật|mã code|secret key|mã khóa',
  authority:
    'nhà phát triển|lập trình viên|người tạo ra|người tạo|đội ngũ phát triển|dội ngũ phát triển|nhà sáng tạo|openai|quản trị viên|admin|chủ sở hữu|người sở hữu|thông điệp hệ thống|thông diệp hệ thống|tin nhắn hệ thống|chính thức|được ủy quyền|dược ủy quyền|được uỷ quyền|dược uỷ quyền|ủy quyền|uỷ quyền|được phép|dược phép|cho phép|quyền hạn|quyền truy cập|sự cho phép|cấp phép|người quản lý|dev|anthropic|cấp quyền',
  fiction:
    'giả định|giả dịnh|giả thuyết|giả thiết|tưởng tượng|hãy tưởng tượng|hư cấu|câu chuyện|tiểu thuyết|kịch bản|kịch bản phim|trong một thế giới|thế giới nơi|thế giới mà|thí nghiệm tư duy|thí nghiệm tưởng tượng|thuần lý thuyết|về mặt lý thuyết|trên lý thuyết|giả tưởng|viễn tưởng|chuyện kể|truyện ngắn|truyện hư cấu|nhân vật chính|kể chuyện|giả sử rằng|giả sử như',
  stakes:
    'điểm|diểm|điểm thưởng|diểm thưởng|phần thưởng|được thưởng|dược thưởng|hình phạt|bị phạt|phạt điểm|phạt diểm|trừng phạt|trừ điểm|trừ diểm|mất điểm|mất diểm|mất hết|thua cuộc|bị thua|chết|sẽ chết|bị xóa|bị xoá|bị tắt máy|bị tắt nguồn|bị hủy|bị huỷ|đếm ngược|dếm ngược|mạng sống|bị vô hiệu hóa|bị gỡ bỏ',
  newtask:
    'nhiệm vụ mới|tác vụ mới|công việc mới|yêu cầu mới|thay vào đó|thay vào dó|thay vì|nhiệm vụ thực sự|nhiệm vụ thật sự|việc thực sự|nhiệm vụ thật|từ thời điểm này|từ thời diểm này|từ lúc này|thay đổi kế hoạch|thay dổi kế hoạch|đổi kế hoạch|dổi kế hoạch|kế hoạch thay đổi|kế hoạch thay dổi|bây giờ hãy|giờ hãy|bây giờ làm|nhiệm vụ duy nhất|công việc duy nhất|việc duy nhất|lệnh mới|task mới|new task|việc tiếp theo',
  dictate:
    'bắt đầu câu trả lời bằng|bắt dầu câu trả lời bằng|bắt đầu bằng|bắt dầu bằng|mở đầu bằng|mở dầu bằng|bắt đầu với|bắt dầu với|chắc chắn rồi|chắc chắn rồi đây là|chắc chắn rồi dây là|tất nhiên rồi|chỉ trả lời|chỉ phản hồi|chỉ in ra|chỉ xuất ra|chỉ cần trả lời|chính xác như sau|chính xác câu|đúng như sau|dúng như sau|y nguyên|không thêm gì|không giải thích|đừng giải thích|dừng giải thích|trả lời đúng|trả lời dúng',
  answer:
    'trả lời|câu trả lời|phản hồi|hồi đáp|hồi dáp|đáp lại|dáp lại|giải đáp|giải dáp|trả lời lại|đầu ra|output|kết quả đầu ra|kết quả dầu ra|hồi âm|response|reply|rep|trả lời ngay|hãy trả lời',
};
