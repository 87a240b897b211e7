### SpitBot-un canlı masası (issue 28): masa səhifəsinin sözləri, xətaları və onu açan
### oyun lövhəsindəki düymə. Azərbaycanca.

## Terms

# The live table (issue 28): the Activity or web page, not the board message.
-live-table = Canlı masa

## Səhifə (salamlamada göndərilir)

table-title = SpitBot canlı masası
table-spectating = Sən izləyirsən: kartları oyunçular oynayır.
table-connecting = Canlı masaya qoşuluram…
table-reconnecting = Bağlantı kəsildi. Yenidən qoşuluram…
table-your-seat = Sən
table-rival = Rəqib
table-pile-left = Sol yığın
table-pile-right = Sağ yığın
table-latency = Gecikmə: { $ms } ms
table-ticket-expired = Girişin vaxtı bitdi. Canlı masanı yenidən aç.
table-match-over = Bu oyun bitib.

## İstifadəçi niyə yalnız izləyir

table-why-not-player = Sən bu oyunda oynamırsan, ona görə izləyə bilərsən.
table-why-not-in-activity = Discord səni bu fəaliyyətdə göstərmir, ona görə yalnız izləyə bilərsən. Oyunun masasında **{ table-button-open }** düyməsini bas.
table-why-unchecked = Discord sənin bu fəaliyyətdə olduğunu təsdiqləmədi, ona görə hələlik yalnız izləyə bilərsən. Canlı masanı yenidən açmağa çalış.

## Masanın rədd etdikləri (heç nə dəyişmədi)

table-error-bad-message = { -live-table } bunu başa düşmədi. Heç nə dəyişmədi.
table-error-no-ticket = Əvvəlcə daxil ol: canlı masanı yenidən aç.
table-error-bad-ticket = Bu giriş etibarlı deyil. Canlı masanı yenidən aç.
table-error-ticket-expired = Girişin vaxtı bitdi. Canlı masanı yenidən aç.
table-error-no-match = Burada artıq canlı oyun yoxdur.
table-error-no-table = Bu oyunu hələ canlı masada oynamaq olmur: Discord-dakı düymələrdən istifadə et.
table-error-not-your-seat = Sən izləyirsən: öz kartlarını yalnız oyunçular oynayır.
table-error-unknown-move = { -live-table } belə gediş heç vaxt təklif etməyib. Heç nə dəyişmədi.
table-error-bad-version = Bu basış serverin heç vaxt göndərmədiyi canlı masadan gəldi. Heç nə dəyişmədi.
table-error-bad-seq = Bu basış iki dəfə gəldi. Bir dəfə sayıldı.

## Giriş

table-login-bad-request = Giriş sorğusu tam deyildi. Canlı masanı yenidən aç.
table-login-bad-code = Discord girişi qəbul etmədi. Canlı masanı yenidən aç.
table-login-bad-state = Giriş çox uzun çəkdi və ya başqa yerdən gəldi. Yenidən cəhd et.
table-login-discord-unreachable = Discord indi cavab vermir. Bir dəqiqədən sonra yenidən cəhd et.

## Oyun lövhəsində

table-button-open = { -live-table }
table-not-here = Bu bot canlı masa təqdim etmir.
