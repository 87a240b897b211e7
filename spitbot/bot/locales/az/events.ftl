### Yarışlar: arenalar və İsveçrə sistemi ilə turnirlər (issue 29). Azərbaycanca.

## Hər ikisi

event-join = Qoşul
event-leave = Çıx
# Bir mesaja sığsın deyə qısaldılmış siyahının sonu.
event-more = …və daha { $count } nəfər
event-over = Bu yarış artıq bitib.
refusal-event-need-manage = Yarışı yalnız **Serveri idarə etmək (Manage Server)** icazəsi olan və ya server ayarlarında yarışlar üçün göstərilən rolu olan üzv aça bilər.
refusal-event-in-thread = Yarışın matçları onun kanalının başlıqlarında oynanır: onu başlıqda yox, mətn kanalında aç.

## Arena: kim boşdursa, dərhal rəqib alır, müəyyən müddət ərzində

arena-opened = Arenan açıldı: cədvəli aşağıdadır, «Qoşul» və «Çıx» düymələri ilə birlikdə.
arena-title = 🏟️ **Arena: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Arena bitir: { $at }. **Qoşul** düyməsini bas: boş olan kimi cədvəldə sənə yaxın olan rəqiblə dərhal cütləşirsən, bu kanalın başlığında. Qələbə 2 xal, heç-heçə 1 xal verir. Ardıcıl iki qələbədən sonra alovlanırsan 🔥 və bir oyunu udmayana qədər iki qat xal alırsan.
arena-closing = ⏱️ Vaxt bitdi: yeni cütlər qurulmur. Hələ davam edən oyunlar hesaba alınacaq.
arena-final = 🏁 **Yekun cədvəl**
arena-nobody = Hələ heç kim qoşulmayıb.
arena-line = { $rank }. { $name } · { $points } xal
# Sətrin sonunda: oyunçunun indi kiminlə oynadığı.
arena-playing = { $opponent } ilə oynayır
# Sətrin sonunda: oyunçu çıxıb (və qayıda bilər).
arena-away = çıxıb
# $rank medal (🥇🥈🥉) və ya «4.»; $performance reytinqdir.
arena-final-line = { $rank } { $name } · { $games } oyunda { $points } xal · performans { $performance }
arena-joined = Arenadasan. Boş olan kimi dərhal rəqib alırsan; matçların bu kanalın başlıqlarında başlayır. Dayanmaq üçün **Çıx** düyməsini bas.
arena-left = Arenadan çıxdın, daha sənə rəqib verilməyəcək. Qayıtmaq üçün **Qoşul** düyməsini bas: xalların saxlanılır.
arena-already = Sən artıq bu arenadasan.
arena-not-in = Sən bu arenada deyilsən.

## İsveçrə sistemi ilə turnir: xallara görə cütləşdirilən turlar (FİDE-nin Holland sistemi)

swiss-opened = İsveçrə sistemi ilə turnirində qeydiyyat açıqdır: mesajı aşağıdadır.
swiss-title = ♟️ **İsveçrə sistemi ilə turnir: { $game_name }** · { $variant } · { $rounds } tur
swiss-starts-at = Başlanğıc: { $at }. Qeydiyyatdan keçmək üçün **Qoşul** düyməsini bas.
swiss-starts-by-organiser = Təşkilatçı **İndi başla** düyməsini basanda başlayacaq. Qeydiyyatdan keçmək üçün **Qoşul** düyməsini bas.
swiss-signed-up = Qeydiyyatdan keçib: { $count }
swiss-begin = İndi başla
swiss-beginning = Turnir başlayır: 1-ci turun cütləri qurulur.
swiss-begin-not-yours = Bu turniri yalnız təşkilatçı və ya **Serveri idarə etmək (Manage Server)** icazəsi olan üzv başlada bilər.
swiss-begun = Bu turnir artıq başlayıb.
swiss-too-few = Turnirin başlaması üçün ən azı iki oyunçu lazımdır.
swiss-cancelled = Turnir başlamadı: ikidən az oyunçu qeydiyyatdan keçdi.
swiss-joined = Qeydiyyatdan keçdin. Hər turun matçları bu kanalın başlıqlarında başlayır, növbəti tur isə turun son oyunu bitən kimi başlayır. Bir oyunu buraxsan, turnirdən çıxarılırsan.
swiss-left = Turnirdən çıxdın: daha sənə rəqib verilməyəcək.
swiss-already = Sən artıq qeydiyyatdan keçmisən.
swiss-not-in = Sən bu turnirdə deyilsən.
swiss-too-late = Qoşulmaq üçün gecdir: turların yarısı artıq başlayıb.
swiss-round = **Tur { $round } / { $rounds }**: cütlər
swiss-board = { $board }. { $first } – { $second }
swiss-bye = { $board }. { $name }: boş tur (1 xal)
swiss-standings = **{ $round }-ci turdan sonra cədvəl**
swiss-final = 🏁 **Yekun cədvəl**
# $rank «1.» və ya sonda medaldır; $score, $buchholz və $sb «2½» kimi xallardır.
swiss-line = { $rank } { $name } · { $score } · Buxholts { $buchholz } · ZB { $sb }
swiss-withdrawn = çıxıb
swiss-legend = -# Qələbə 1 xal, heç-heçə ½, boş tur 1 xal verir. Xallar bərabər olanda Buxholts (rəqiblərinin xalları), sonra ZB (Zonneborn–Berger: qalib gəldiyin rəqiblərin xalları və heç-heçə etdiyin rəqiblərin xallarının yarısı) həlledicidir.

## /spit settings: yarışları kim aça bilər

settings-event-role-none = • Yarışları (arenalar, İsveçrə sistemi ilə turnirlər) açanlar: **Serveri idarə etmək (Manage Server)** icazəsi olan üzvlər
# $role Discord-un göstərdiyi kimi roldur (heç kim xəbərdar edilmir).
settings-event-role = • Yarışları (arenalar, İsveçrə sistemi ilə turnirlər) açanlar: **Serveri idarə etmək (Manage Server)** icazəsi olan üzvlər və { $role } rolu

## /spit privacy

privacy-events = • **Qatıldığın yarışlar** ({ $events }): arenalar və İsveçrə sistemi ilə turnirlər, cədvəlləri üçün adın və nəticələrinlə birlikdə.
refusal-privacy-in-event = Hələ bitməmiş arenada və ya İsveçrə sistemi ilə turnirdəsən: ondan çıx və bitməsini gözlə, sonra məlumatlarını sil.
