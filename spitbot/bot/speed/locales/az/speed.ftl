### Speed: the public board, a player's hand, its refusals and its rules. Azerbaijani (az).

## The game's name, and its words the shared catalogs use

-speed = Speed
speed-name = { -speed }
outcome-blocked = Artıq heç kim oynaya bilmirdi və { $winner } oyunçusunun daha az kartı qalmışdı.
outcome-blocked-draw = Artıq heç kim oynaya bilmirdi və hər ikinizin eyni sayda kartı qalmışdı.
speed-reason-stale-round = Bu əl köhnədir (paylama { $board_round }); matçda artıq paylama { $round } gedir.
speed-series-round = Paylama
speed-series-rule = Hər paylamanın qalibi uduzanın hələ oynamadığı hər kart (əlindəki və çəkmə yığınındakı) üçün bir xal alır; hədəfə ilk çatan qalib gəlir.
speed-picture-series-alt = { $first } və { $second } oyunçularının hər paylamadan sonrakı xalları və hədəf: { $target }.
opt-side-piles = yan-yığınlar
opt-side-piles-desc = Speed: 10 kartlıq yan yığınlar, ya da 5 kartlıq və hərəyə 20 kart
choice-game-speed = Speed
choice-side-piles-10 = 10 kartlıq yan yığınlar
choice-side-piles-5 = 5 kartlıq yan yığınlar
speed-countdown = · { $kind ->
    [ready] əks halda oyun gözləmədən başlayacaq
   *[flip] əks halda bot bunu sizin yerinizə edəcək
}: { $time }
speed-note-time-ran-out = { $kind ->
    [ready] Vaxt bitdi: { $seats } hazır olmasa da, oyun başlayır.
   *[flip] Geri sayım bitdi: bot { $seats } üçün **{ -flip-call }** düyməsini basdı.
}

### The hand and its refusals are private: they say "sən". The public board
### speaks to both players at once: plural ("basın", "hər ikiniz").

## Terms (see docs/glossary/az.md, section "Speed")

-flip-call = Çevir!
-hand = { $case ->
    [loc] əlində
    [loc-adj] əlindəki
    [poss] əlin
   *[nom] əl
}
-draw-pile = { $case ->
    [loc] çəkmə yığınında
    [loc-adj] çəkmə yığınındakı
    [abl] çəkmə yığınından
    [poss] çəkmə yığının
   *[nom] çəkmə yığını
}
-side-pile = { $case ->
    [pl] yan yığınlar
    [pl-abl] yan yığınlardan
   *[nom] yan yığın
}
-centre-pile = { $case ->
    [dat] orta yığına
    [pl] orta yığınlar
   *[nom] orta yığın
}

## The public board

speed-title = { -speed } · paylama { $round }
speed-title-closed = { -speed } · paylama { $round } (bitib)
speed-closed = { $first } – { $second }: bu paylama bitib; yeni masa aşağıdadır.
speed-player = **{ $name }** · { $hand ->
    [0] əli boşdur
   *[other] { -hand(case: "loc") } { $hand }
} · { $draw ->
    [0] { -draw-pile } bitib
   *[other] { -draw-pile(case: "loc") } { $draw }
}
speed-sides = Yan yığınlardakı kartlar: { $left } · { $right }
speed-ready-heading = Paylama { $round }: hazırlaşın
speed-status-ready = { $waiting ->
    [both] Hazırsınız? Əlinizə **{ speed-button-hand }** düyməsi ilə baxın və orada **{ -flip-call }** düyməsini basın
   *[them] { $who } **{ -flip-call }** düyməsini basana qədər gözləyirik
}{ $when }
speed-status-play = 🟢 Oynayın! **{ speed-button-hand }** düyməsini basın: hər kart bir basışla oynanır.
speed-status-stuck = ⏸️ Heç kim oynaya bilmir. { $waiting ->
    [both] Əlinizdəki **{ -flip-call }** düyməsini basın
   *[them] { $who } **{ -flip-call }** düyməsini basana qədər gözləyirik
}{ $when }
speed-status-you-flipped = Sən **{ -flip-call }** düyməsini basdın. { $who } basana qədər gözləyirik.
speed-status-rebuild = Yan yığınlar bitib: növbəti çevirmədə { -centre-pile(case: "pl") } qarışdırılacaq və onlardan yeni { -side-pile(case: "pl") } düzüləcək.
speed-both = hər ikiniz
speed-points = Xallar ({ $target } xala qədər)
speed-points-value = { $first } **{ $a }** · { $second } **{ $b }**
speed-summary = { $rounds } paylama oynandı · qalan kartlar: { $first }:{ $second }
speed-ready-hint = { $players ->
    [both] Əlinizə **{ speed-button-hand }** düyməsi ilə baxın, hazır olanda isə **{ -flip-call }** düyməsini basın.
   *[alone] Əlinə **{ speed-button-hand }** düyməsi ilə bax, hazır olanda isə **{ -flip-call }** düyməsini bas.
}

## Buttons

speed-button-hand = Əlimi göstər
speed-button-flip = { -flip-call }

## A player's hand (private)

speed-hand-ready = { $waiting ->
    [them] { $who } **{ -flip-call }** düyməsini basana qədər gözləyirik
   *[you] Hazır olanda **{ -flip-call }** düyməsini bas: ikiniz də basan kimi ortadakı kartlar çevriləcək
}{ $when }
speed-hand-play = Kartı oynamaq üçün ona bas: kart oxun göstərdiyi yığına gedəcək.
speed-hand-stuck = Heç kim oynaya bilmir. { $waiting ->
    [them] { $who } **{ -flip-call }** düyməsini basana qədər gözləyirik
   *[you] **{ -flip-call }** düyməsini bas
}{ $when }
speed-hand-over = Matç bitdi.
speed-hand-empty = Əlin boşdur.

## Variants

speed-variant = { $side_piles ->
    [5] 5 kartlıq { -side-pile(case: "pl") }, hərəyə 20 kart
   *[10] 10 kartlıq { -side-pile(case: "pl") }, hərəyə 15 kart
} · { $scoring ->
    [points] { $target } xala qədər, ən çox xal toplayan qalib gəlir
   *[game] bütün kartlarını ilk oynayan qalib gəlir
}

## Refusals

reason-not-in-hand = Sənin { $card } kartın artıq { -hand(case: "loc") } deyil.
reason-middle-face-down = { $called ->
    [yes] Sən hazırsan: rəqibin də **{ -flip-call }** düyməsini basan kimi ortadakı kartlar çevriləcək.
   *[no] Ortadakı kartlar hələ üzüaşağıdır: hazır olanda **{ -flip-call }** düyməsini bas.
}
reason-all-stuck = { $called ->
    [yes] Sən **{ -flip-call }** düyməsini basdın: rəqibini gözləyirik.
   *[no] Heç kim oynaya bilmir: { -side-pile(case: "pl-abl") } kart çevirmək üçün **{ -flip-call }** düyməsini bas.
}
reason-not-stuck = Oyun dayanmayıb: { $by } hələ kart oynaya bilər.
reason-already-flipped = Sən artıq **{ -flip-call }** düyməsini basmısan: rəqibini gözləyirik.
reason-cards-already-flipped = **{ -flip-call }** düyməsini gec basdın: bu, artıq çevrilmiş kartlar üçün idi. Əvvəlcə yenilərinə bax.

## The rules (/spit rules game: Speed)

speed-rules = **{ -speed } necə oynanır**
    • Hər birinizin başqasının görmədiyi beş kartlıq əli və öz { -draw-pile } var. Hər iki kənarda bir { -side-pile }, ortada isə iki kart üzüaşağı durur.
    • Hər ikiniz hazır olanda **{ -flip-call }** basın: ortadakı kartlar çevrilir və iki { -centre-pile } yaranır.
    • Sonra eyni vaxtda, bacardığın qədər tez oyna: { -hand(case: "loc-adj") } kartı { -centre-pile(case: "dat") } qoymaq olar, əgər o, yığının üst kartından bir böyük və ya bir kiçikdirsə (tuz həm kralla, həm də 2 ilə qonşudur: { rank-king } – { rank-ace } – 2; mast fərq etmir). Əlin { -draw-pile(case: "abl") } dərhal yenidən beş karta qədər dolur.
    • Əlin yalnız sənə görünür: masadakı **{ speed-button-hand }** düyməsini bas. Hər kart üçün iki düymə var: biri ⬅️ sol yığına, digəri ➡️ sağ yığına.
    • Heç kim oynaya bilmir? Rəqibinlə birlikdə **{ -flip-call }** bas (basmasan, geri sayım bitəndə bot bunu sənin yerinə edəcək): hər yan yığının üst kartı yanındakı { -centre-pile(case: "dat") } çevrilir. Yan yığınlar bitəndə { -centre-pile(case: "pl") } qarışdırılır və onlardan yeni { -side-pile(case: "pl") } düzülür.
    • Əlindəki və { -draw-pile(case: "loc-adj") } bütün kartları ilk oynayan qalib gəlir.
    • Demək olar ki, eyni anda basılan düymələr Discord-un onları aldığı sıra ilə nəzərə alınır.
speed-rules-variant = **Bu matç:** { speed-variant }
speed-rules-points = • Xallar: hər paylamanın qalibi rəqibinin hələ oynamadığı hər kart (əlindəki və çəkmə yığınındakı) üçün bir xal alır. { $target } xala ilk çatan qalib gəlir.
