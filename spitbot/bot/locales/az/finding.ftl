### Oyun axtarışı: öz başlığında matç, növbə (/spit oyna) və açıq çağırışlar. Azərbaycanca.

## Yeni başlıqda başladılan matç (növbədən, turnirdən)

# Başlığın adı (orada markdown göstərilmir; ən çoxu 100 simvol).
thread-name = { $first } – { $second }
# Başlıqdakı ilk mesaj: hər iki oyunçunu çağırır və beləcə onları başlığa əlavə edir.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: { $game_name } oyununda reytinqli matçınız buradadır. Variant: { $variant }.
thread-not-started = Bu matç başlaya bilmədi: { $name } artıq başqa matç oynayır.

## Növbə (/spit oyna): bütün mesajlar gizlidir, yalnız bir oyunçu üçün

queue-joined =
    🔎 { $game_name } oyununda reytinqli matç üçün növbədəsən (reytinqin: { $rating }). Səni reytinqi sənə ən yaxın olan oyunçu ilə cütləşdirəcəyəm; nə qədər çox gözləsən, axtarış bir o qədər genişlənəcək. Kimin gözlədiyini heç kim görmür. Növbədən çıxmaq üçün `{ $play }` əmrini yenə yaz.
    Gözləmə vaxtı bitir: { $expires }
queue-left = Artıq { $game_name } növbəsində deyilsən.
queue-timed-out = ⌛ Reytinqi sənə kifayət qədər yaxın olan heç kim vaxtında növbəyə qoşulmadı, ona görə artıq { $game_name } növbəsində deyilsən. İstədiyin vaxt yenidən qoşula bilərsən.
queue-paired = ✅ Rəqibin: **{ $opponent }** ({ $rating }). { $game_name } matçın { $thread } başlığındadır: keç və oyna!
queue-thread-permission = 😕 Matçın başlaya bilmədi: { $channel } kanalında başlıq yaratmağa icazəm yoxdur. Serverin admini mənə orada **{ permission }** icazəsini verə bilər. Artıq növbədə deyilsən.
queue-thread-gone = 😕 Matçın başlaya bilmədi: { $channel } kanalı artıq yoxdur. Artıq növbədə deyilsən.
queue-busy = 😕 Sənə tapılan matç başlaya bilmədi: { $name } artıq başqa matç oynayır. Artıq növbədə deyilsən.

## Açıq çağırışlar (/spit çağır rəqibsiz): kim birinci gəlsə, o qəbul edir

challenge-withdraw = Geri götür
challenge-open-text =
    🃏 **{ $challenger }** ({ $rating }) { $game_name } oyunu üçün rəqib axtarır: **{ challenge-accept }** düyməsini birinci basan oynayır!
    Variant: { $variant }
    Çağırışın vaxtı bitir: { $expires }
challenge-open-range = Yalnız reytinqi { $low } ilə { $high } arasında olan oyunçular qəbul edə bilər.
challenge-open-accepted = ✅ { $challenger } tərəfindən elan edilən çağırışı { $taker } qəbul etdi! { $challenger } – { $taker }: oyun masası aşağıdadır.
challenge-open-expired = ⌛ { $challenger } tərəfindən elan edilən çağırışı vaxtında heç kim qəbul etmədi.
refusal-open-own = Bu sənin öz çağırışındır: kimsə qəbul edənə qədər gözlə və ya onu geri götür.
refusal-open-withdraw = Bu çağırışı yalnız { $challenger } geri götürə bilər; oynamaq üçün **{ challenge-accept }** düyməsini bas.
refusal-open-taken = Gec qaldın: { $name } səndən tez tərpəndi və bu çağırışı qəbul etdi. `{ $play }` sənə başqa rəqib tapacaq.
refusal-open-range = Bu çağırış reytinqi { $low } ilə { $high } arasında olan oyunçular üçündür, sənin buradakı reytinqin isə { $rating }.
refusal-range-bad = Aralıq { $low } ilə { $high } reytinq xalı arasında olmalıdır.
refusal-range-needs-open = Aralıq yalnız açıq çağırışlar üçündür: ya rəqibi, ya da aralığı çıxar.
