### The slash commands: names, descriptions, options and choices. Azerbaijani (az).
### Names must be lowercase words of letters, digits, - or _ (at most 32);
### descriptions 1 to 100 characters. Discord has no Azerbaijani client language,
### so Azerbaijani servers see the English commands; these names and texts are
### kept for the day it has one, and some of the words appear in other messages.

cmd-spit = spit
cmd-spit-desc = Spit və Speed kart oyunlarını real vaxtda elə burada oyna.

cmd-challenge = çağır
cmd-challenge-desc = Kimisə Spit və ya Speed oyununa çağır, ya da buradakı hər kəsi (rəqibsiz).
cmd-play = oyna
cmd-play-desc = Reytinqi sənə yaxın rəqiblə reytinqli matç üçün növbəyə qoşul (yenidən yazsan: növbədən çıx).
cmd-practice = məşq
cmd-practice-desc = SpitBot ilə məşq oyunu oyna (reytinqə təsir etmir).
cmd-resign = təslim
cmd-resign-desc = Cari matçda təslim ol (əvvəlcə soruşulur).
cmd-rules = qaydalar
cmd-rules-desc = Necə oynanır: cari matçın variantı ilə, yalnız sənə görünür.
cmd-stats = statistika
cmd-stats-desc = Oyunçunun nəticələri, reytinqi və ardıcıl qələbələri.
cmd-leaderboard = liderlər
cmd-leaderboard-desc = Reytinqə görə ən yaxşı oyunçular.
cmd-series = seriya
cmd-series-desc = Bu kanaldakı xal seriyası, raund-raund.
cmd-settings = ayarlar
cmd-settings-desc = Bu serverdə SpitBot ayarları (dəyişmək üçün «Serveri idarə etmək» icazəsi lazımdır).
cmd-flags = şübhələr
cmd-flags-desc = Avtokliker şübhəsi olan matçlar, hələlik reytinqsiz («Serveri idarə etmək» icazəsi lazımdır).

opt-opponent = rəqib
opt-opponent-desc = Kiminlə oynamaq istəyirsən (boş buraxsan, buradakı hər kəs qəbul edə bilər)
opt-rating-range = aralıq
opt-rating-range-desc = Yalnız açıq çağırış: qəbul edənin reytinqi səninkindən ən çox neçə xal fərqlənə bilər
opt-game = oyun
opt-game-desc = Hansı oyun (standart: Spit)
opt-difficulty = çətinlik
opt-difficulty-desc = Bot nə qədər cəld oynayır (standart: orta)
opt-user = oyunçu
opt-user-desc = Kimin statistikası (standart: səninki)
opt-scope = əhatə
opt-scope-desc = Bu server və ya hər yer
opt-page = səhifə
opt-page-desc = Hansı səhifə (hər səhifədə 10 oyunçu)
opt-scoring = hesab
opt-scoring-desc = İlk bitirən qalib gəlir, ya da hədəfə qədər xal seriyası
opt-target = hədəf
opt-target-desc = Yalnız xal seriyası üçün: seriyanı bitirən xal
opt-window = interval
opt-window-desc = Eyni an intervalı (ms): bu qədər yaxın basılan düymələr Discord saatı ilə sıralanır
opt-channels = kanallar
opt-channels-desc = Oyunlar harada oynana bilər
opt-language = dil
opt-language-desc = Bu serverdə masaların və mesajların dili
opt-match = matç
opt-match-desc = Hansı işarələnmiş matç: siyahıda göstərildiyi kimi kodu
opt-decision = qərar
opt-decision-desc = Şübhəni götür (matç reytinqə daxil edilir) və ya təsdiqlə (reytinqsiz qalır)

choice-difficulty-easy = asan
choice-difficulty-normal = orta
choice-difficulty-hard = çətin
choice-scope-server = bu server
choice-scope-global = hər yer
choice-decision-clear = şübhəni götür: reytinqə daxil et
choice-decision-confirm = şübhəni təsdiqlə: reytinqsiz saxla
choice-scoring-game = ilk bitirən qalib gəlir
choice-scoring-points = xal seriyası
choice-channels-only-here = yalnız burada
choice-channels-add-here = bu kanalı əlavə et
choice-channels-remove-here = bu kanalı çıxar
choice-channels-everywhere = bütün kanallar
choice-language-auto = serverin Discord dili
## /spit məxfilik
cmd-privacy = məxfilik
cmd-privacy-desc = SpitBot sənin haqqında nə saxlayır (yalnız sən görürsən) və onu necə silmək olar.

## Yarışlar (issue 29)
cmd-arena = arena
cmd-arena-desc = Bu kanalda arena aç: oyunçular qoşulur, kim boşdursa, dərhal rəqib alır.
cmd-swiss = turnir
cmd-swiss-desc = Bu kanalda İsveçrə sistemi ilə turnir aç: qeydiyyat, sonra xallara görə cütləşdirilən turlar.
opt-minutes = dəqiqə
opt-minutes-desc = Arenada neçə dəqiqə ərzində oyunçular cütləşdirilsin
opt-rounds = turlar
opt-rounds-desc = Neçə tur
opt-start-in = başlanğıc
opt-start-in-desc = Neçə dəqiqədən sonra başlasın (standart: sən «İndi başla» düyməsini basanda)
opt-event-role = yarış-rolu
opt-event-role-desc = Üzvləri də yarış aça bilən rol (@everyone seçsən: yalnız «Serveri idarə etmək» icazəsi olanlar)
