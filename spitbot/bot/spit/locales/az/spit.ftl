### Spit: the board, its buttons, its refusals and its rules. Azerbaijani (az).

## The game's name, and its words the shared catalogs use

-spit = Spit
spit-name = { -spit }
spit-series-rule = Raund bitəndə oyunçuda qalan hər kart bir xaldır; ən az xalı olan qalib gəlir.
opt-stockpiles = ehtiyat-yığınları
opt-stockpiles-desc = Spit: 5 { -stockpile(case: "nom") }, ya da daha tez düzülüş üçün 4
opt-slap = əl-vurmaq
opt-slap-desc = Spit: kiçik yığına əl vurulur, ya da yığını bitirən seçir
opt-colours = rənglər
opt-colours-desc = Spit: rəng fərq etmir, ya da qara üstünə qırmızı, qırmızı üstünə qara
choice-game-spit = Spit
choice-stockpiles-5 = 5 { -stockpile(case: "nom") }
choice-stockpiles-4 = 4 { -stockpile(case: "nom") }
choice-slap-slap = { -slap }
choice-slap-choose = bitirən seçir
choice-colours-any = rəng fərq etmir
choice-colours-alternating = rənglər növbələşir
spit-countdown = · { $kind ->
    [ready] əks halda oyun gözləmədən başlayacaq
    [stall] əks halda bot bunu sizin yerinizə edəcək
    [slap] əks halda hər kəs öz tərəfindəki yığını götürəcək
   *[choose] əks halda kiçik yığın götürüləcək
}: { $time }
spit-note-time-ran-out = { $kind ->
    [ready] Vaxt bitdi: { $seats } hazır olmasa da, oyun başlayır.
    [stall] Geri sayım bitdi: bot { $seats } üçün { -spit-card(case: "nom") } çevirdi.
    [slap] Heç kim yığına əl vurmadı: hər kəs öz tərəfindəki yığını götürür.
   *[choose] Vaxt bitdi: kiçik yığın götürüldü.
}

## Terms (see docs/glossary/az.md)

-spit-call = Spit!
-spit-pile = { $case ->
    [pl] spit yığınları
    [dat] spit yığınına
    [pl-abl] spit yığınlarından
   *[nom] spit yığını
}
-spit-card = { $case ->
    [acc] spit kartını
    [pl] spit kartları
    [pl-acc] spit kartlarını
    [poss] spit kartın
   *[nom] spit kartı
}
-stockpile = { $case ->
    [gen] ehtiyat yığınının
    [dat] ehtiyat yığınına
    [loc] ehtiyat yığınında
    [poss] ehtiyat yığının
    [pl] ehtiyat yığınları
    [pl-loc] ehtiyat yığınlarında
    [pl-acc] ehtiyat yığınlarını
   *[nom] ehtiyat yığını
}
# slap: yığına əl vurmaq (to slap a pile with the hand); sentences write the verb
# out ("əl vurun", "əl vurdu", "əl vuran"), see docs/glossary/az.md.
-slap = { $form ->
    [button] Əl vur
   *[name] yığına əl vurmaq
}

## The board

spit-title = { -spit } · raund { $round }
spit-title-closed = { -spit } · raund { $round } (bitib)
spit-closed = { $first } – { $second }: bu raund bitib; yeni masa aşağıdadır.
spit-player = **{ $name }** · { $spit ->
    [0] { -spit-card(case: "nom") } yoxdur
   *[other] { $spit } { -spit-card(case: "nom") }
} · { $stock ->
    [0] { -stockpile(case: "pl") } boşdur
   *[other] { -stockpile(case: "pl-loc") } { $stock } kart
}
spit-pile-unused = —
spit-pile-empty = (boş)
spit-ready-heading = Raund { $round }: hazırlaşın
spit-status-play = 🟢 Oynayın! Hər ikiniz eyni anda, bacardığınız qədər tez.
spit-status-ready = { $waiting ->
    [both] Hazırsınız? Hər ikiniz **{ -spit-call }** düyməsini basın
    [you] Hazırsan? **{ -spit-call }** düyməsini bas
   *[them] { $who } **{ -spit-call }** düyməsini basana qədər gözləyirik
}{ $when }
spit-status-stalled = ⏸️ Heç kim oynaya bilmir. { $waiting ->
    [both] Hər ikiniz **{ -spit-call }** düyməsini basın
    [you] **{ -spit-call }** düyməsini bas
   *[them] { $who } **{ -spit-call }** düyməsini basana qədər gözləyirik
}{ $when }
spit-status-you-called = Sən **{ -spit-call }** düyməsini basdın. { $who } basana qədər gözləyirik.
spit-phone-hint = 📱 Telefondasınız? **{ spit-button-panel }** düyməsini basıb oradan oynayın.
spit-status-slap = ✋ Raund bitdi! Kiçik yığına əl vurun{ $when }
spit-status-choose = ✋ Raund bitdi! { $who } bir yığın götürür{ $when }
spit-both = hər ikiniz
spit-points = Xallar ({ $target } xala qədər, ən az xalı olan qalib gəlir)
spit-points-value = { $first } **{ $a }** · { $second } **{ $b }**
spit-ready-hint = { $players ->
    [both] Hazır olanda **{ -spit-call }** düyməsini basın.
   *[alone] Hazır olanda **{ -spit-call }** düyməsini bas.
}

## Buttons

spit-button-spit = { -spit-call }
spit-button-slap = { -slap(form: "button") }
spit-button-take = Götür
spit-button-panel = Kartlarım

## Variants

spit-variant = { $stockpiles } { -stockpile(case: "nom") } · { $slap ->
    [choose] bitirən yığın seçir
   *[slap] { -slap }
} · { $colours ->
    [alternating] rənglər növbələşir
   *[any] rəng fərq etmir
} · { $scoring ->
    [points] { $target } xala qədər, ən az xalı olan qalib gəlir
   *[game] ilk bitirən qalib gəlir
}

## Refusals

spit-refusal-not-your-cards = Bu kartlarla { $other } oynayır; səninkilər { $colour ->
    [blue] göy
   *[green] yaşıl
} olanlardır, adının yanındakı { $mark } işarəsi kimi.
reason-not-started = { $called ->
    [yes] Sən artıq **{ -spit-call }** dedin: rəqibini gözləyirik.
   *[no] Raund hələ başlamayıb: hazır olanda **{ -spit-call }** düyməsini bas.
}
reason-nobody-can-play = { $has_spit_cards ->
    [yes] Heç kim oynaya bilmir: növbəti { -spit-card(case: "acc") } çevirmək üçün **{ -spit-call }** düyməsini bas.
   *[no] Heç kim oynaya bilmir: rəqibin öz növbəti { -spit-card(case: "acc") } çevirir (səndə { -spit-card(case: "nom") } qalmayıb).
}
reason-round-is-over = { $choose ->
    [yes] Raund bitib: yığını { $chooser } seçir.
   *[no] Raund bitib: { -spit-pile(case: "pl-abl") } birinə əl vur.
}
reason-round-still-on = Raund hələ gedir: { -slap } üçün tezdir.
reason-no-such-stockpile = { $stock } nömrəli { -stockpile(case: "nom") } yoxdur.
reason-empty-stockpile = Sənin { $stock } nömrəli { -stockpile(case: "poss") } boşdur.
reason-face-down = Sənin { $stock } nömrəli { -stockpile(case: "gen") } üst kartı üzüaşağıdır: əvvəlcə onu çevir.
reason-not-on-top = { $moved_to ->
    [none] { $card } kartı sənin { $stock } nömrəli { -stockpile(case: "gen") } ən üstündə deyil.
   *[other] Sənin { $card } kartın { $moved_to } nömrəli { -stockpile(case: "loc") }dır.
}
reason-pile-not-in-use = Bu raundda yalnız { $pile ->
    [left] sağ
   *[right] sol
} { -spit-pile(case: "nom") } istifadə olunur.
reason-same-colour = { $card } və { $top } eyni rəngdədir: bu matçda rənglər növbələşməlidir.
reason-nothing-to-turn = { $stock } nömrəli { -stockpile(case: "loc") } çevriləcək kart yoxdur.
reason-already-face-up = { $stock } nömrəli { -stockpile(case: "gen") } üst kartı artıq üzüyuxarıdır.
reason-same-stockpile = Başqa { -stockpile(case: "nom") } seç: kart boş yerə köçürülür.
reason-space-not-empty = { $stock } nömrəli { -stockpile(case: "nom") } boş deyil: kartı yalnız boş yerə köçürmək olar.
reason-nothing-to-move = { $stock } nömrəli { -stockpile(case: "loc") } köçürüləcək üzüyuxarı kart yoxdur.
reason-pointless-move = Tək kartı başqa boş yerə köçürmək heç nəyi dəyişmir.
reason-not-stalled = Oyun dayanmayıb: { $by } hələ { $chore ->
    [turn] üzüaşağı kartı çevirə bilər.
    [move] kartı boş yerə köçürə bilər.
   *[play] kart oynaya bilər.
}
reason-no-spit-cards = Səndə { -spit-card(case: "nom") } qalmayıb: rəqibin { -spit-card(case: "pl-acc") } tək özü çevirir.
reason-already-called = Sən artıq **{ -spit-call }** dedin: rəqibini gözləyirik.
reason-spit-cards-already-turned = **{ -spit-call }** düyməsini gec basdın: bu, artıq çevrilmiş kartlar üçün idi. Əvvəlcə yenilərinə bax.
reason-not-your-choice = Bu dəfə yığını { $chooser } seçir.
reason-slapped-first = { $by } yığına daha tez əl vurdu; { $took ->
    [left] sən sol yığını götürürsən.
    [right] sən sağ yığını götürürsən.
   *[none] sən ortadan heç nə götürmürsən.
}

## The rules (/spit rules)

spit-rules = **{ -spit } necə oynanır**
    • Hər oyunçunun { $stockpiles } { -stockpile(case: "nom") } (1-dən { $stockpiles } karta qədər, üst kartı üzüyuxarı) və heç kimin, hətta özünün də görmədiyi { -spit-card(case: "pl") } var.
    • Rəqibinlə birlikdə **{ -spit-call }** bas: hər biriniz bir { -spit-card(case: "nom") } ortaya çevirir və iki { -spit-pile(case: "nom") } yaranır.
    • Sonra eyni vaxtda, bacardığın qədər tez oyna: { -stockpile(case: "gen") } üst kartını { -spit-pile(case: "dat") } qoymaq olar, əgər o, yığının üst kartından bir böyük və ya bir kiçikdirsə (tuz həm kralla, həm də 2 ilə qonşudur: { rank-king } – { rank-ace } – 2; mast fərq etmir).
    • Düymələr sənin üst kartlarındır: bir sıra ⬅️ sol yığına, digəri ➡️ sağ yığına oynayır.
    • Üzüaşağı kartlar öz-özünə çevrilir, boş yerlər də öz-özünə dolur.
    • Heç kim oynaya bilmir? Yenə **{ -spit-call }** bas (basmasan, geri sayım bitəndə bot bunu sənin yerinə edəcək).
    • Kimsə bütün { -stockpile(case: "pl-acc") } boşaldan kimi raund bitir: kiçik yığına əl vur! Yığına birinci əl vuran onu götürür, o biri oyunçu isə digər yığını. Sonra hər kəs kartlarını qarışdırıb yenidən düzür.
    • Cəmi { $layout } və ya daha az kartın olanda { -spit-card(case: "poss") } olmur və yalnız rəqibinin { -spit-pile(case: "nom") } istifadə olunur. Əgər { -spit-card(case: "poss") } olmadan ilk sən bitirsən, oyunu qazanırsan.
    • Demək olar ki, eyni anda basılan düymələr Discord-un onları aldığı sıra ilə nəzərə alınır.
spit-rules-variant = **Bu matç:** { spit-variant }
spit-rules-four = • Dörd { -stockpile(case: "nom") } (1-dən 4 karta qədər).
spit-rules-choose = • Yığına əl vurulmur: kartlarını bitirən (və ya daha az kartı qalan) yığını özü seçir.
spit-rules-alternating = • Rənglər növbələşir: qara üstünə qırmızı, qırmızı üstünə qara.
spit-rules-points = • Xallar: raund bitəndə səndə qalan hər kart bir cərimə xalıdır. Kimsə { $target } xala çatanda ən az xalı olan qalib gəlir.
