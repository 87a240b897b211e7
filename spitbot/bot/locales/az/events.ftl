### Yarışlar: arenalar və İsveçrə sistemi ilə turnirlər (issue 29). Azərbaycanca.

## Hər ikisi

event-join = Qoşul
event-leave = Çıx
# Bir mesaja sığsın deyə qısaldılmış siyahının sonu (cədvəl, qeydiyyat siyahısı və ya turun cütləri).
event-more = …və daha { $count }
event-over = Bu yarış artıq bitib.
refusal-event-need-manage = Yarışı yalnız **Serveri idarə etmək (Manage Server)** icazəsi olan və ya server ayarlarında yarışlar üçün göstərilən rolu olan üzv aça bilər.
refusal-event-in-thread = Yarışın matçları kanalın başlıqlarında oynanır: yarışı başlıqda yox, mətn kanalında aç.

## Arena: müəyyən müddət ərzində kim boşdursa, dərhal rəqib alır

arena-opened = Arenan açıldı: cədvəli **{ event-join }** və **{ event-leave }** düymələri ilə birlikdə aşağıdadır.
arena-title = 🏟️ **Arena: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Cütləşdirmə bitir: { $at }. **{ event-join }** düyməsini basın: boş olan kimi cədvəldə sizə yaxın olan oyunçu ilə dərhal cütləşirsiniz; matçlar bu kanalın başlıqlarında oynanır. Qələbə 2 xal, heç-heçə 1 xal verir. Ardıcıl iki qələbədən sonra alovlanırsınız 🔥 və qalib gəlmədiyiniz ilk oyun da daxil olmaqla ikiqat xal alırsınız.
arena-closing = ⏱️ Vaxt bitdi: daha heç kim cütləşdirilmir. Hələ davam edən oyunlar da sayılacaq.
arena-final = 🏁 **Yekun cədvəl**
arena-nobody = Hələ heç kim qoşulmayıb.
arena-line = { $rank }. { $name } · { $points } xal
# Sətrin sonunda: oyunçunun indi kiminlə oynadığı.
arena-playing = { $opponent } ilə oynayır
# Sətrin sonunda: oyunçu çıxıb (və qayıda bilər).
arena-away = çıxıb
# $rank medal (🥇🥈🥉) və ya «4.»; $performance reytinqdir.
arena-final-line = { $rank } { $name } · { $games } oyunda { $points } xal · performans{"\u00A0"}{ $performance }
arena-joined = Arenadasan. Boş olan kimi dərhal rəqib alırsan; matçların bu kanalın başlıqlarında başlayır. Dayanmaq üçün **{ event-leave }** düyməsini bas.
arena-left = Arenadan çıxdın, artıq sənə rəqib verilməyəcək. Qayıtmaq üçün **{ event-join }** düyməsini bas: xalların saxlanılır.
arena-already = Sən artıq bu arenadasan.
arena-not-in = Sən bu arenada deyilsən.

## İsveçrə sistemi ilə turnir: xallara görə cütləşdirilən turlar (FİDE-nin Holland sistemi)

swiss-opened = İsveçrə sistemi ilə turnirin açıldı, qeydiyyat başladı: turnirin mesajı aşağıdadır.
swiss-title = 🏆 **İsveçrə sistemi ilə turnir: { $game_name }** · { $variant } · { $rounds } tur
swiss-starts-at = Başlanğıc: { $at }. Qeydiyyat üçün **{ event-join }** düyməsini basın.
swiss-starts-by-organiser = Təşkilatçı **{ swiss-begin }** düyməsini basanda başlayacaq. Qeydiyyat üçün **{ event-join }** düyməsini basın.
swiss-signed-up = Qeydiyyatdan keçənlər: { $count }
swiss-begin = İndi başla
swiss-beginning = Turnir başlayır: 1-ci turun cütləri qurulur.
swiss-begin-not-yours = Bu turniri yalnız təşkilatçı və ya **Serveri idarə etmək (Manage Server)** icazəsi olan üzv başlada bilər.
swiss-begun = Bu turnir artıq başlayıb.
swiss-too-few = Turnirin başlaması üçün ən azı iki oyunçu lazımdır.
swiss-cancelled = Turnir başlamadı: ikidən az oyunçu qeydiyyatdan keçdi.
swiss-joined = Qeydiyyatdan keçdin. Hər turun matçları bu kanalın başlıqlarında başlayır, növbəti tur isə əvvəlki turun son oyunu bitən kimi başlayır. Oyunlarından birinə gəlməsən, turnirdən çıxarılacaqsan.
swiss-left = Turnirdən çıxdın: artıq sənə rəqib verilməyəcək.
swiss-already = Sən artıq qeydiyyatdan keçmisən.
swiss-not-in = Sən bu turnirdə deyilsən.
swiss-too-late = Qoşulmaq üçün gecdir: turların yarısı artıq başlayıb.
swiss-round = **Tur { $round } / { $rounds }**: cütlər
swiss-board = { $board }. { $first } – { $second }
swiss-bye = { $board }. { $name }: rəqibsiz (1 xal)
swiss-standings = **{ $round } turdan sonra cədvəl**
swiss-final = 🏁 **Yekun cədvəl**
# $rank «1.» və ya sonda medaldır; $score, $buchholz və $sb «2½» kimi xallardır.
swiss-line = { $rank } { $name } · { $score } · Buxholts { $buchholz } · ZB { $sb }
swiss-withdrawn = çıxıb
swiss-legend = -# Qələbə 1 xal, heç-heçə ½ xal, rəqibsiz tur 1 xal verir. Xallar bərabər olanda yerləri əvvəlcə Buxholts (oyunçunun rəqiblərinin xalları), sonra ZB (Zonneborn–Berger: oyunçunun qalib gəldiyi rəqiblərin xalları və heç-heçə etdiyi rəqiblərin xallarının yarısı) müəyyən edir.

## /spit settings: yarışları kim aça bilər

settings-event-role-none = • Yarışları (arenalar, İsveçrə sistemi ilə turnirlər) aça bilənlər: **Serveri idarə etmək (Manage Server)** icazəsi olan üzvlər
# $role Discord-un göstərdiyi kimi roldur (heç kim xəbərdar edilmir).
settings-event-role = • Yarışları (arenalar, İsveçrə sistemi ilə turnirlər) aça bilənlər: **Serveri idarə etmək (Manage Server)** icazəsi olan üzvlər və { $role } rolu

## /spit privacy

privacy-events = • **İştirak etdiyin yarışlar** ({ $events }): arenalar və İsveçrə sistemi ilə turnirlər, adın və nəticələrinlə birlikdə — onların cədvəlləri üçün.
refusal-privacy-in-event = Hələ bitməmiş arenada və ya İsveçrə sistemi ilə turnirdə iştirak edirsən: ondan çıx və onun bitməsini gözlə, sonra məlumatlarını sil.
