### Yarış (Race, test oyunu, tests/toygame/RULES.md): masa, imtinalar və qaydalar. Azərbaycan dili (az).

## The game's name, and its words the shared catalogs use

-toy = Yarış
toy-name = { -toy }
choice-game-toy = { -toy }
opt-cards = kartlar
opt-cards-desc = Yarış: hər oyunçuya neçə kart paylanır
choice-cards-8 = hərəyə 8 kart
choice-cards-12 = hərəyə 12 kart
toy-countdown = · { $kind ->
    [ready] əks halda oyun gözləmədən başlayacaq
   *[turn] əks halda ehtiyatdan bir kart çevriləcək
}: { $time }
toy-note-time-ran-out = { $kind ->
    [ready] Vaxt bitdi: { $seats } hazır olmasa da, oyun başlayır.
   *[turn] Heç kim oynaya bilmirdi: ehtiyatdan yeni kart çevrildi.
}
toy-reason-already-played = Sənin { $card } kartın artıq yığındadır.
outcome-stalemate = Artıq heç kim heç vaxt oynaya bilməyəcəkdi və { $winner } oyunçusunun daha az kartı qalmışdı.
outcome-stalemate-draw = Artıq heç kim heç vaxt oynaya bilməyəcəkdi və hər ikinizin eyni sayda kartı qalmışdı.

## The board: it speaks to both players ("basın"); a refusal to one ("sən")

toy-title = { -toy }
toy-ready-heading = Hazırlaşın: yığın hələ üzüaşağıdır
toy-counts = Yığında { $pile } kart · ehtiyatda { $reserve } kart
toy-status-ready = { $waiting ->
    [both] Hazırsınız? Hər ikiniz **{ toy-button-go }** düyməsini basın
    [you] Hazırsan? **{ toy-button-go }** düyməsini bas
   *[them] { $who } **{ toy-button-go }** düyməsini basana qədər gözləyirik
}{ $when }
toy-status-you-called = Sən **{ toy-button-go }** düyməsini basdın. { $who } basana qədər gözləyirik.
toy-status-play = 🟢 Oynayın! Yığına üstdəki kartdan bir dərəcə böyük və ya kiçik kart qoyulur.
toy-status-stuck = ⏸️ Heç kim oynaya bilmir{ $when }
toy-last-played = { $name } { $card } kartını qoydu
toy-last-turned = { $reshuffled ->
    [yes] Yığın qarışdırılıb yeni ehtiyat oldu və ondan bir kart çevrildi.
   *[no] Ehtiyatdan yeni kart çevrildi.
}
toy-player = **{ $name }** · { $draw ->
    [0] çəkmə yığını bitib
   *[other] çəkmə yığınında { $draw } kart
}
toy-button-go = Başla!
toy-summary = Qalan kartlar: { $first }:{ $second }
toy-ready-hint = { $players ->
    [both] Hazır olanda **{ toy-button-go }** düyməsini basın.
   *[alone] Hazır olanda **{ toy-button-go }** düyməsini bas.
}
toy-closed = { $first } – { $second }: bu masa bitib; yeni masa aşağıdadır.
toy-variant = hərəyə { $cards } kart

## Refusals

toy-refusal-not-your-hand = Bu kartlarla { $other } oynayır; səninkilər adının yanındakı { $mark } işarəsi olanlardır.
reason-pile-face-down = { $called ->
    [yes] Rəqibini gözləyirik: sən artıq **{ toy-button-go }** düyməsini basmısan.
   *[no] Yığın hələ üzüaşağıdır: hazır olanda **{ toy-button-go }** düyməsini bas.
}
reason-already-started = Oyun artıq başlayıb: **{ toy-button-go }** düyməsini basmağa ehtiyac yoxdur.
reason-not-your-card = { $card } kartı artıq əlində deyil.

## The rules (/spit rules game: Yarış)

toy-rules = **{ -toy } necə oynanır**
    • Hər birinizə bir neçə kart paylanır: dördü qarşında üzüyuxarı durur (sənin əlin), qalanları üzüaşağı (sənin çəkmə yığının). Qalan kartlar ehtiyatdır.
    • Hər ikiniz hazır olanda **{ toy-button-go }** düyməsini basın: ehtiyatın üstdəki kartı çevrilir və yığını başladır.
    • Sonra eyni anda oynayın: əlindəki kart yığının üstdəki kartından bir dərəcə böyük və ya kiçikdirsə, onun üstünə qoyulur (tuz həm şahla, həm də ikiliklə qonşudur; rəng fərq etmir). Əlin dərhal çəkmə yığınından tamamlanır.
    • Heç kim oynaya bilmir? Qısa geri sayımdan sonra ehtiyatdan bir kart çevrilir.
    • Bütün kartlarını ilk oynayan qalib gəlir.
toy-rules-variant = **Bu matç:** { $variant }
