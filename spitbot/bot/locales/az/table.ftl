### SpitBot-un canlı masası (issue 28): masa səhifəsinin sözləri, xətaları və onu açan
### oyun masasındakı (matçın mesajındakı) düymə. Azərbaycanca.

## Terms

# The live table (issue 28): the Activity or web page, not the board message.
-live-table = Canlı masa

## Səhifə (salamlamada göndərilir)

table-title = SpitBot canlı masası
table-spectating = Sən izləyirsən: kartları oyunçular oynayır.
table-connecting = Canlı masaya qoşulur…
table-reconnecting = Bağlantı kəsildi. Yenidən qoşulur…
table-your-seat = Sən
table-rival = Rəqib
table-pile-left = Sol yığın
table-pile-right = Sağ yığın
table-latency = Gecikmə: { $ms } ms
table-ticket-expired = Girişin vaxtı bitdi. Canlı masanı yenidən aç.
table-match-over = Bu matç bitib.

## İstifadəçi niyə yalnız izləyir

table-why-not-player = Sən bu matçda oynamırsan, ona görə onu izləyə bilərsən.
table-why-not-in-activity = Discord səni bu fəaliyyətin (Activity) iştirakçıları arasında göstərmir, ona görə yalnız izləyə bilərsən. Matçın oyun masasında **{ table-button-open }** düyməsini bas.
table-why-unchecked = Discord sənin bu fəaliyyətdə (Activity) olduğunu təsdiqləyə bilmədi, ona görə hələlik yalnız izləyə bilərsən. Yenidən yoxlamaq üçün canlı masanı bağlayıb təkrar aç.

## Masanın rədd etdikləri (heç nə dəyişmədi)

table-error-bad-message = { -live-table } bunu başa düşmədi. Heç nə dəyişmədi.
table-error-no-ticket = Əvvəlcə daxil ol: canlı masanı yenidən aç.
table-error-bad-ticket = Bu giriş etibarlı deyil. Canlı masanı yenidən aç.
table-error-ticket-expired = Girişin vaxtı bitdi. Canlı masanı yenidən aç.
table-error-no-match = Burada artıq davam edən matç yoxdur.
table-error-no-table = Bu oyunu hələ canlı masada oynamaq olmur: Discord-dakı düymələrdən istifadə et.
table-error-not-your-seat = Sən izləyirsən: öz kartlarını yalnız oyunçular oynayır.
table-error-unknown-move = { -live-table } belə gediş heç vaxt təklif etməyib. Heç nə dəyişmədi.
table-error-bad-version = Bu gediş serverin heç vaxt göndərmədiyi masa vəziyyətindən gəldi. Heç nə dəyişmədi.
table-error-bad-seq = Bu gediş iki dəfə göndərildi, amma bir dəfə sayıldı.

## Giriş

table-login-bad-request = Giriş sorğusu tam deyildi. Canlı masanı yenidən aç.
table-login-bad-code = Discord girişi qəbul etmədi. Canlı masanı yenidən aç.
table-login-bad-state = Giriş çox uzun çəkdi və ya başqa yerdən gəldi. Yenidən cəhd et.
table-login-discord-unreachable = Discord indi cavab vermir. Bir dəqiqədən sonra yenidən cəhd et.

## Oyun masasında (matçın mesajında)

table-button-open = { -live-table }
table-not-here = Bu bot canlı masa təqdim etmir.
