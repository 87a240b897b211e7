### SpitBot-un canlı masası (issue 28): masa səhifəsinin sözləri, xətaları və onu açan
### oyun lövhəsindəki düymə. Azərbaycanca.

## Səhifə (salamlamada göndərilir)

table-title = SpitBot masası
table-spectating = Sən izləyirsən: kartları oyunçular oynayır.
table-connecting = Masaya qoşuluram…
table-reconnecting = Bağlantı kəsildi. Yenidən qoşuluram…
table-your-seat = Sən
table-rival = Rəqib
table-pile-left = Sol yığın
table-pile-right = Sağ yığın
table-latency = Gecikmə: { $ms } ms
table-ticket-expired = Girişin vaxtı bitdi. Masanı yenidən aç.
table-match-over = Bu oyun bitib.

## İstifadəçi niyə yalnız izləyir

table-why-not-player = Sən bu oyunda oynamırsan, ona görə izləyə bilərsən.
table-why-not-in-activity = Discord səni bu fəaliyyətdə göstərmir, ona görə yalnız izləyə bilərsən. Masanı oyunun getdiyi kanaldan aç.
table-why-unchecked = Discord sənin bu fəaliyyətdə olduğunu təsdiqləmədi, ona görə hələlik yalnız izləyə bilərsən. Masanı yenidən açmağa çalış.

## Masanın rədd etdikləri (heç nə dəyişmədi)

table-error-bad-message = Masa bunu başa düşmədi. Heç nə dəyişmədi.
table-error-no-ticket = Əvvəlcə daxil ol: masanı yenidən aç.
table-error-bad-ticket = Bu giriş etibarlı deyil. Masanı yenidən aç.
table-error-ticket-expired = Girişin vaxtı bitdi. Masanı yenidən aç.
table-error-no-match = Burada artıq canlı oyun yoxdur.
table-error-no-table = Bu oyunu hələ masada oynamaq olmur: Discord-dakı düymələrdən istifadə et.
table-error-not-your-seat = Sən izləyirsən: öz kartlarını yalnız oyunçular oynayır.
table-error-unknown-move = Masa belə gediş heç vaxt təklif etməyib. Heç nə dəyişmədi.
table-error-bad-version = Bu basış serverin heç vaxt göndərmədiyi masadan gəldi. Heç nə dəyişmədi.
table-error-bad-seq = Bu basış iki dəfə gəldi. Bir dəfə sayıldı.

## Giriş

table-login-bad-request = Giriş sorğusu tam deyildi. Masanı yenidən aç.
table-login-bad-code = Discord girişi qəbul etmədi. Masanı yenidən aç.
table-login-bad-state = Giriş çox uzun çəkdi və ya başqa yerdən gəldi. Yenidən cəhd et.
table-login-discord-unreachable = Discord indi cavab vermir. Bir dəqiqədən sonra yenidən cəhd et.

## Oyun lövhəsində

table-button-open = Masanı aç
table-not-here = Bu bot masa təqdim etmir.
