### SpitBot: what every game shares. Azerbaijani (az).
### Glossary of the game's terms: docs/glossary/az.md.
### Private replies say "sən" to the player; public messages that speak to both
### players at once use the plural ("siz": "basın", "hər ikiniz").
### Names (players, servers, cards) never take a case ending: the sentence is
### built around them ("Spit oyunu", "{ $card } kartı", postpositions).

## Terms

-spitbot = SpitBot

## Cards: the picture cards' letters (the numbers are written as they are)

rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A

## Games, difficulties and languages, as players pick them

difficulty = { $level ->
    [easy] asan
    [hard] çətin
   *[normal] orta
}

## Challenges

challenge-text =
    🃏 <@{ $invitee }>, **{ $challenger }** səni { $game_name } oyununa çağırır!
    Variant: { $variant }
    Çağırışın vaxtı bitir: { $expires }
challenge-accept = Qəbul et
challenge-decline = İmtina et
challenge-accepted = ✅ { $invitee } çağırışı qəbul etdi! { $challenger } – { $invitee }: oyun masası aşağıdadır.
challenge-declined = ❌ { $name } çağırışdan imtina etdi.
challenge-withdrawn = ❌ { $name } çağırışı geri götürdü.
challenge-expired = ⌛ { $challenger } tərəfindən { $invitee } üçün göndərilən çağırışın vaxtı bitdi.
practice-started = 🤖 { -spitbot } ilə məşq oyunu ({ difficulty }): oyun masası aşağıdadır.
bot-name = { -spitbot } ({ difficulty })

## Resigning and rematches

resign = Təslim ol
resign-ask = Təslim olursan? Onda matçı { $other } qazanır.
resign-yes = Təslim oluram
resign-no = Davam et
resign-kept = Oyun davam edir! 🃏
resign-done = Təslim oldun. GG!
rematch = Revanş
rematch-votes = { rematch } ({ $votes }/{ $needed })
rematch-ended = Revanş təklifinin vaxtı bitib. `{ $challenge }` əmri ilə yeni matç başlada bilərsiniz.

## The end of a match

outcome-all-cards = Bütün kartlarını oynadı!
outcome-points-lowest = Xal hesabı ilə: { $mine }:{ $theirs } (ən az xalı olan qalib gəlir).
outcome-points-highest = Xal hesabı ilə: { $mine }:{ $theirs }.
outcome-draw = Xallar bərabərdir: { $first }:{ $second }.
outcome-resigned = { $loser } təslim oldu.
outcome-idle = { $loser } uzun müddət hərəkətsiz qaldı.
outcome-stopped = Matç dayandırıldı.
summary-rounds = { $rounds } raund oynandı · qalan kartlar: { $first }:{ $second }
summary-points = { $shown ->
    [all] Raundlar üzrə xallar: { $list }
   *[last] Son { $count } raundun xalları (cəmi { $rounds } raund): { $list }
}
# A score between the two players, as Azerbaijani writes it: 12:40 (a dash reads as a range).
score-pair = { $first }:{ $second }
summary-rematch = Yenidən oynamaq üçün hər ikiniz **{ rematch }** düyməsini basın.
board-saving-late = ⚠️ Verilənlər bazası cavab vermir: nəticələr itməyib, baza qayıdan kimi yazılacaq.
board-replaced = { $first } – { $second }: bu masa yenisi ilə əvəz olunub; yeni masa aşağıdadır.

## Messages in the channel

match-parked = ⚠️ { $first } və { $second } arasındakı matçda xəta baş verdi və matç dayandırıldı. Üzr istəyirik! Heç kimin hesabına heç nə yazılmadı.
match-not-restored = ⚠️ Bot yenidən işə salınandan sonra bu kanaldakı matçı bərpa etmək olmadı və matç dayandırıldı. Üzr istəyirik! Heç kimin hesabına heç nə yazılmadı.
match-abandoned = ⚠️ { $first } və { $second } arasındakı matç ləğv edildi: { $why } Heç kimin hesabına heç nə yazılmadı.

## Why something was refused: the runtime's reasons

reason-not-in-match = Bu, { $first } və { $second } arasındakı oyundur: yalnız onlar oynaya bilər.
reason-match-over = Bu matç bitib.
reason-match-parked = Bu matç xətadan sonra dayandırılıb.
reason-match-stopped = Bot yenidən işə salınır; qayıdan kimi matç davam edəcək.
reason-channel-busy = Bu kanalda artıq matç gedir; başqa kanalda yoxla.
reason-player-busy = { $name } artıq matç oynayır.
reason-no-such-challenge = Bu çağırışın vaxtı bitib və ya ona artıq cavab verilib.

## Why something was refused: shared by the games

reason-not-a-player = Bu matçda yalnız onu oynayan iki oyunçu hərəkət edə bilər.
reason-game-is-over = Oyun bitib.
reason-stale-round = Bu düymə köhnə raunddandır (raund { $board_round }); artıq raund { $round } gedir.
reason-no-such-pile = Ortada cəmi iki yığın var.
reason-empty-pile = { $pile ->
    [left] Sol
   *[right] Sağ
} yığın boşdur: üstünə heç nə qoymaq olmaz.
reason-does-not-fit = { $card } kartını { $top } kartının üstünə qoymaq olmaz.
reason-already-played = { $card } kartı artıq { $pile ->
    [left] sol
   *[right] sağ
} yığındadır.
reason-landed-first = { $by } { $card } kartını səndən tez qoydu; sənin { $yours } kartın artıq uyğun gəlmir.

## Why something was refused: the bot's own checks

refusal-dm = Oyunlar serverin kanallarında oynanır: `{ $spit }` əmrini orada yaz, şəxsi mesajda yox.
refusal-channel-not-allowed = Bu serverdə oyunlar bu kanallarda oynanır: { $channels }.
refusal-missing-permission = Burada oyun apara bilmirəm: bu kanalda mənə **{ permission }** icazəsi lazımdır. Serverin admini onu mənə verə bilər.
refusal-option-other-game = `{ $option }` { $owner } oyununun seçimidir, { $game_name } oyununun yox.
refusal-target-needs-points = `{ $target }` yalnız xal seriyasında işləyir: `{ $points }` əlavə et.
refusal-settings-need-manage = { -spitbot } ayarlarını dəyişmək üçün **Serveri idarə etmək (Manage Server)** icazəsi lazımdır.
refusal-remove-here-everywhere = Oyunlar hazırda bütün kanallarda oynana bilər: əvvəlcə `{ $only_here }` seç.
refusal-match-gone = Bu matç bitib və ya artıq yoxdur.
refusal-match-still-going = Bu matç hələ davam edir.
refusal-match-already-over = Bu matç artıq bitib.
refusal-only-invitee = Bu çağırışa yalnız { $invitee } cavab verə bilər.
refusal-challenge-yourself = Özünü çağıra bilməzsən. Bota qarşı `{ $practice }` yoxla!
refusal-challenge-bot = { $name } botdur. { -spitbot } ilə oynamaq üçün `{ $practice }` yaz.
refusal-not-in-match = Hazırda heç bir matçda oynamırsan.
refusal-unknown-button = { -spitbot } bu düyməni tanımır, ona görə heç nə olmadı.
refusal-old-board = Bu düymə köhnə masaya aiddir; oyun kanaldakı ən son masada gedir.
refusal-no-series = Bu kanalda hələ heç bir xal seriyası oynanmayıb.
refusal-bad-option = Bu seçim burada keçərli deyil.
refusal-no-hand = Bu matçda kartlar yalnız onu oynayan iki oyunçunun əlindədir.
apology = Üzr istəyirik, bizdə nəsə xəta baş verdi. Xəta qeydə alındı; bir daha yoxla.

permission = { $permission ->
    [view_channel] Kanala baxmaq (View Channel)
    [send_messages_in_threads] Başlıqlarda mesaj göndərmək (Send Messages in Threads)
    [create_public_threads] Açıq başlıqlar yaratmaq (Create Public Threads)
    [embed_links] Linkləri yerləşdirmək (Embed Links)
   *[send_messages] Mesaj göndərmək (Send Messages)
}

## Notes on a board: what just happened

note-time-ran-out = Vaxt bitdi: { $seats } hazır olmasa da, oyun başlayır.
note-resigned = { $seat } təslim oldu.
note-went-idle = { $seat } uzun müddət hərəkətsiz qaldı.

## A match paused: nobody loses on time while the bot is cut off from Discord

board-paused = ⏸️ Fasilə: { -spitbot } Discord ilə əlaqəni itirib; əlaqə qayıdana qədər saat dayanıb.
note-paused = { -spitbot } Discord ilə əlaqəsiz qaldığı üçün fasilə oldu: geri sayımlar yenidən başlayır.

## The centre piles, on every game's board and panels

pile-cards = { $cards } kart
pile-not-used = istifadə olunmur
pile-sizes = Sol yığın: { $left } · sağ yığın: { $right }
board-refusal = ⚠️ { $name }: { $reason }
last-played = { $name } { $card } kartını { $pile ->
    [left] sol
   *[right] sağ
} yığına qoydu
last-turned = { $piles ->
    [both] Hər iki yığına yeni kart çevrildi.
    [left] Sol yığına yeni kart çevrildi.
   *[right] Sağ yığına yeni kart çevrildi.
}

## A board's countdown: what happens when it runs out, then when ($when on a board).
## Discord writes the time ("in 5 seconds") in each reader's own client language,
## and it has no Azerbaijani, so the time stands alone after the colon.

countdown = · əks halda oyun gözləmədən başlayacaq: { $time }

## Settings

settings-title = **Bu serverdə { -spitbot } ayarları**
settings-variant = • { $game_name } üçün standart variant: { $variant }
settings-window = • Eyni an intervalı: { $ms } ms
settings-channels = • Oyun kanalları: { $where }
settings-every-channel = bütün kanallar
settings-language = • Dil: { $language_name }
settings-language-auto = • Dil: { $language_name } (serverin Discord dili; `{ $setting }` ilə dəyiş)

## Stats, leaderboards and series

stats-title = { $name }: { $game_name } statistikası
stats-record = Qələbə · məğlubiyyət · heç-heçə
stats-rating = Reytinq
stats-unrated = reytinq yoxdur
stats-trend = Dinamika
stats-trend-value = { $arrow } { $change }, son { $games ->
    [one] oyunda
   *[other] { $games } oyunda
}
stats-series = Xal seriyaları
stats-series-value = { $won } qələbə · { $lost } məğlubiyyət · { $drawn } heç-heçə
stats-streak = Ardıcıl nəticə
stats-streak-wins = { $count ->
    [0] ardıcıl qələbə yoxdur
   *[other] ardıcıl { $count } qələbə
} · rekord: { $best ->
    [0] hələ qələbə yoxdur
   *[other] ardıcıl { $best } qələbə
}
stats-streak-losses = ardıcıl { $count } məğlubiyyət · rekord: { $best ->
    [0] hələ qələbə yoxdur
   *[other] ardıcıl { $best } qələbə
}
stats-fastest = Ən sürətli qələbə
stats-seconds = { $seconds } san.
stats-none = —

leaderboard-server = { $server }: { $game_name } liderləri
leaderboard-global = { $game_name }: dünya üzrə liderlər
leaderboard-you = ← sən

series-title = { $game_name }: { $target } xala qədər xal seriyası · { $first } – { $second }
series-round = Raund
series-total = Cəmi
series-in-progress = Seriya davam edir.
series-won = Seriya bitdi: { $winner } qalib gəldi.
series-draw = Seriya bitdi: heç-heçə.

## Why a board could not be posted (the match is called off)

reason-board-not-posted = { $permission ->
    [channel-gone] kanal artıq yoxdur.
   *[other] bu kanalda mənim **{ permission }** icazəm yoxdur.
}

# A press counted while a moderator deleted its board (a new one is posted).
press-counted-board-gone = Gedişin sayıldı, amma masa elə o an silindi: yeni masa aşağıdadır.
press-counted-board-renewed = Gedişin sayıldı. Discord artıq bu masanı dəyişməyə icazə vermir (bir saatdan köhnədir): yeni masa aşağıdadır.

## Reytinq (Glicko-2): rəqəmlər nə deməkdir, və qrafiklər

stats-rating-now = **{ $rating }** ±{ $deviation }
stats-rating-peak = ən yüksək: { $peak }
stats-explained-value = ± reytinqin sapmasıdır: reytinqin nə qədər dəqiq olduğunu göstərir. Hər reytinqli oyunla azalır, oynamadığın müddətdə isə yenidən artır. ?{"\u00A0"}müvəqqəti reytinqi bildirir (sapma ±110 və ya daha çox); sapması ±75 və ya daha az olan reytinq liderlər cədvəlinə düşür.
leaderboard-footer-ranked = Səhifə { $page }/{ $pages } · cədvəldə { $total } oyunçu · sapması ±75 və ya daha az olan reytinqlər cədvələ düşür
leaderboard-none-ranked = Burada hələ liderlər cədvəlində heç kim yoxdur: reytinq sabitləşəndə (sapma ±75 və ya daha az, təxminən 25 reytinqli oyundan sonra) cədvələ düşür.
leaderboard-unranked = hələ cədvəldə deyil
result-winner = { $winner } qalib gəldi!
result-draw = Heç-heçə!
result-rating = { $name }: reytinq { $before } → **{ $after }** ({ $delta })
result-unrated = Məşq oyunu: reytinq dəyişmir.
result-provisional = ? = müvəqqəti reytinq: daha bir neçə reytinqli oyundan sonra sabitləşəcək.
result-ratings-pending = Reytinq dəyişikliyinizi görmək üçün **{ result-button-stats }** düyməsini basın.
result-button-stats = Statistikam
panel-button-refresh = Yenilə
# A panel whose interaction token runs out soon ($until: when, an absolute time <t:…:T>).
panel-expiring = ⏳ Saat { $until } olanadək özü yenilənir; sonra **{ panel-button-refresh }** düyməsini bas.
ratings-rules = **Reytinq**
    Reytinqli oyunlar (çağırışlar, məşqlər yox) hər iki oyunçunun həmin oyundakı reytinqini həm bu serverdə, həm də dünya üzrə dəyişir: lichess şahmatda reytinqi necə hesablayırsa, eləcə (Glicko-2). Reytinqin sapması (±) var: reytinqin nə qədər dəqiq olduğunu göstərir. Yeni oyunçu 1500 ±500 ilə başlayır və əvvəlcə reytinqi sürətlə dəyişir; hər reytinqli oyunla sapma azalır, oynamadığın müddətdə isə yenidən artır. Sapma 110 və ya daha çox olduqca reytinq müvəqqətidir (**?** işarəsi ilə); sapma 75 və ya daha az olanda reytinq liderlər cədvəlinə düşür. Heç-heçə yarım qələbə sayılır; ləğv olunmuş matç heç nəyi dəyişmir.

picture-rating-title = { $name }: { $game_name } reytinqi
picture-provisional = müvəqqəti (?)
picture-deviation = ± sapma
picture-months = Aylar üzrə
picture-wins = qələbə
picture-losses = məğlubiyyət
picture-draws = heç-heçə
picture-streak-wins = Hazırkı nəticə: ardıcıl { $count } qələbə
picture-streak-losses = Hazırkı nəticə: ardıcıl { $count } məğlubiyyət
picture-streak-none = Hazırda ardıcıl nəticə yoxdur
picture-no-rating = Hələ reytinqli oyun yoxdur
picture-no-months = Hələ bitmiş matç yoxdur
picture-target = hədəf: { $target }
picture-rating-alt = { $name } oyunçusunun hər reytinqli oyundan sonrakı { $game_name } reytinqi, həmçinin aylar üzrə qələbə və məğlubiyyətləri.
picture-series-alt = { $first } və { $second } oyunçularının hər raunddan sonrakı xalları və hədəf: { $target }.

## Stats and leaderboard: rank, win rate, page buttons, the provisional mark
stats-win-rate = Qələbə faizi
stats-win-rate-value = { NUMBER($rate, style: "percent") } ({ $games } oyun)
stats-rank = Yer
stats-rank-value = **{ $rank }** ({ $total } oyunçu arasında)
stats-rank-provisional = hələ liderlər cədvəlində deyil: **?** müvəqqəti reytinqi bildirir
stats-rank-unsettled = hələ liderlər cədvəlində deyil: sapması ±75 və ya daha az olan reytinq cədvələ düşür
leaderboard-button-previous = Əvvəlki
leaderboard-button-next = Növbəti
leaderboard-footer-provisional = ? – müvəqqəti reytinq (sapma 110 və ya daha çox)

# /spit şübhələr: avtokliker şübhəsi olan matçlar (yalnız moderatorlar üçün).
flags-none = Bu serverdə avtokliker barədə qərar gözləyən matç yoxdur.
flags-heading = **Avtokliker şübhəsi olan matçlar**, sən qərar verənə qədər reytinqsiz:
flags-entry =
    `{ $match }` · { $game_name } · <@{ $player }> { $rule ->
        [too-fast] insan üçün mümkün olandan daha sürətli reaksiya verdi
       *[other] skript kimi eyni ritmlə reaksiya verdi
    }: son { $count } reaksiya { $reactions } ms (orta { $mean } ms, səpələnmə { $spread } ms)
flags-how = Qərar vermək üçün `{ $command }` yaz: `{ $match }` və `{ $clear }` (matç reytinqə daxil edilir) və ya `{ $confirm }` (reytinqsiz qalır). Oyunçuya bu barədə heç nə bildirilmir.
flags-cleared = Şübhə götürüldü: `{ $match }` matçı indi reytinqə daxil edildi.
flags-confirmed = Şübhə təsdiqləndi: `{ $match }` matçı reytinqsiz qalır.
flags-not-found = Bu serverdə qərar gözləyən işarələnmiş `{ $match }` matçı yoxdur.
refusal-flags-need-manage = İşarələnmiş matçları yalnız **Serveri idarə etmək (Manage Server)** icazəsi olan üzvlər görə və onlar barədə qərar verə bilər.
refusal-flags-both = Qərar vermək üçün həm `{ $match }`, həm də `{ $decision }` göstər.

## /spit privacy: SpitBot oyunçu haqqında nə saxlayır və bunu necə silmək olar (yalnız ona).
## Saylar "ad: rəqəm" kimi yazılır, ona görə də cəm formalarına ehtiyac yoxdur.
## player-deleted adların göründüyü hər yerdə məlumatlarını silmiş oyunçunun yerində durur.

player-deleted = silinmiş oyunçu
privacy-title = 🔒 **{ -spitbot } sənin haqqında nə saxlayır** (bunu yalnız sən görürsən)
privacy-nothing = { -spitbot } sənin haqqında heç nə saxlamır: heç bir matçın və çağırışın yoxdur.
privacy-id = • **Sənin Discord istifadəçi identifikatorun (ID)**: hansı matçların, reytinqlərin və çağırışların sənin olduğunu bilmək üçün.
privacy-name = • **Son dəfə göstərilən adın**: { $name }. Bu ad masalarda, nəticələrdə və liderlər cədvəllərində yazılır.
privacy-matches = • **Matçların** (bitib: { $finished } · dayandırılıb və ya ləğv olunub: { $other } · onlardan xal seriyası: { $series }): oyun, server, kanal, vaxt, nəticə və hesab — sənin və rəqiblərinin matç tarixçəsi üçün.
privacy-ratings = • **Reytinqlərin** (sayı: { $ratings } · reytinq dəyişiklikləri: { $changes }): hər oyunda hər serverdə və dünya üzrə reytinqin, hər reytinqli oyundan sonra necə dəyişdiyi ilə birlikdə — liderlər cədvəlləri, statistikan və onun şəkilləri üçün.
privacy-challenges = • **Göndərdiyin və aldığın çağırışlar** ({ $challenges }), hər iki oyunçunun o vaxtkı adı ilə: açıq çağırış bot yenidən başlayanda itməsin deyə.
privacy-flags = • **Reaksiya vaxtları**: reytinqli matçın avtokliker şübhəsi ilə işarələnərsə, buna səbəb olan reaksiya vaxtları (ms) serverin moderatorları üçün saxlanılır; matçın reytinqə daxil edilib-edilməyəcəyinə onlar qərar verir.
privacy-decisions = • **Moderator kimi işarələnmiş matçlar barədə verdiyin qərarlar** ({ $decisions }): hər qərarın yanında sənin identifikatorun saxlanılır.
privacy-settings = • **Sənin heç bir ayarın saxlanılmır**: serverin ayarları serverə aiddir və onları kimin dəyişdiyi yazılmır. { -spitbot } mesajlarını heç vaxt oxumur və saxlamır.
privacy-kept-until = Bunların hamısı sən silənə qədər və ya botu işlədən şəxs onun verilənlər bazasını silənə qədər saxlanılır. { -spitbot } kanallarda nə yazıbsa, orada qalır: onu serverin moderatorları silə bilər.
privacy-erase-how = **{ privacy-button-erase }** düyməsi hamısını silir: adını, reytinqlərini, reytinq tarixçəni, şübhələri və çağırışları. Matçların yalnız rəqiblərinin tarixçəsində qalır və orada sənin yerinə «{ player-deleted }» yazılır, ona görə də onların nəticələri və reytinqləri dəyişmir. Yenidən oynasan, sıfırdan başlayacaqsan.
privacy-button-erase = Məlumatlarımı sil…
privacy-confirm = ⚠️ **{ -spitbot } sənin haqqında saxladığı hər şeyi silsin?** Bunu geri qaytarmaq olmaz: reytinqlərin və onların tarixçəsi həmişəlik itəcək, rəqiblərinin matç tarixçəsində isə sənin yerinə «{ player-deleted }» yazılacaq.
privacy-confirm-yes = Bəli, hamısını sil
privacy-confirm-no = Xeyr, saxla
privacy-kept = Heç nə silinmədi.
privacy-erased = ✅ Hazırdır: { -spitbot } artıq sənin haqqında heç nə saxlamır. Rəqiblərinin matç tarixçəsində indi sənin yerinə «{ player-deleted }» yazılıb; yenidən oynasan, sıfırdan başlayacaqsan.
refusal-privacy-in-match = Hazırda matç oynayırsan: əvvəlcə onu bitir və ya təslim ol (`{ $resign }`), sonra məlumatlarını sil.
refusal-privacy-challenge = Açıq çağırışın var: əvvəlcə ona cavab ver və ya onu geri götür (ya da vaxtının bitməsini gözlə), sonra məlumatlarını sil.
refusal-privacy-not-yours = Bu düymələr soruşan şəxs üçündür. { -spitbot } sənin haqqında nə saxladığını görmək üçün `{ $privacy }` yaz.
refusal-privacy-answered = Bu suala artıq cavab verilib. { -spitbot } sənin haqqında indi nə saxladığını görmək üçün `{ $privacy }` yaz.
