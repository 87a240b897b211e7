### Spēles meklēšana: spēle savā pavedienā, rinda (/spit spēlēt) un atklāti izaicinājumi. Latviski.

## Spēle, kas sākta jaunā pavedienā (no rindas, no turnīra)

# Pavediena nosaukums (markdown tur netiek attēlots; ne vairāk kā 100 rakstzīmju).
thread-name = { $first } – { $second }
# Pirmā ziņa pavedienā: tā piemin abus spēlētājus, un tā viņi tiek pievienoti pavedienam.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: jūsu reitinga spēle { $game_name } notiek šeit. Variants: { $variant }.
thread-not-started = Šī spēle nevar sākties: { $name } jau spēlē citu spēli.

## Rinda (/spit spēlēt): visas ziņas ir privātas, vienam spēlētājam

queue-joined =
    🔎 Tu esi rindā uz { $game_name } reitinga spēli (tavs reitings: { $rating }). Es tev atradīšu pretinieku, kura reitings ir vistuvāk tavējam; jo ilgāk gaidi, jo plašāk meklēju. Kas gaida, neredz neviens. Lai izietu no rindas, vēlreiz izmanto `{ $play }`.
    Gaidīšanas termiņš: { $expires }
queue-left = Tu vairs neesi rindā uz { $game_name } spēli.
queue-timed-out = ⌛ Laikus neviens ar pietiekami tuvu reitingu neatradās, tāpēc tu vairs neesi rindā uz { $game_name } spēli. Rindā vari atgriezties jebkurā brīdī.
queue-paired = ✅ Tavs pretinieks: **{ $opponent }** ({ $rating }). { $game_name } spēle notiek pavedienā { $thread }: uz priekšu!
queue-thread-permission = 😕 Spēle nevar sākties: kanālā { $channel } man nav ļauts veidot pavedienus. Servera administrators var man tur piešķirt atļauju **{ permission }**. Tu vairs neesi rindā.
queue-thread-gone = 😕 Spēle nevar sākties: kanāla { $channel } vairs nav. Tu vairs neesi rindā.
queue-busy = 😕 Atrastā spēle nevar sākties: { $name } jau spēlē citu spēli. Tu vairs neesi rindā.

## Atklāti izaicinājumi (/spit izaicināt bez pretinieka): pieņemt var jebkurš, kurš pirmais

challenge-withdraw = Atsaukt
challenge-open-text =
    🃏 **{ $challenger }** ({ $rating }) meklē pretinieku spēlei { $game_name }: spēlē tas, kurš pirmais nospiež **{ challenge-accept }**!
    Variants: { $variant }
    Izaicinājuma termiņš: { $expires }
challenge-open-range = Šo izaicinājumu var pieņemt tikai spēlētāji ar reitingu no { $low } līdz { $high }.
challenge-open-accepted = ✅ { $taker } pieņem izaicinājumu, ko izsludināja { $challenger }! { $challenger } – { $taker }: galds ir zemāk.
challenge-open-expired = ⌛ Izaicinājumu, ko izsludināja { $challenger }, laikus neviens nepieņēma.
refusal-open-own = Šis izaicinājums ir tavs: pagaidi, līdz kāds to pieņems, vai atsauc to.
refusal-open-withdraw = Šo izaicinājumu var atsaukt tikai { $challenger }; lai spēlētu, spied **{ challenge-accept }**.
refusal-open-taken = Par vēlu: šo izaicinājumu jau pieņēma { $name }. Citu pretinieku tev atradīs `{ $play }`.
refusal-open-range = Šis izaicinājums ir spēlētājiem ar reitingu no { $low } līdz { $high }, bet tavs reitings šeit ir { $rating }.
refusal-range-bad = Diapazonam jābūt no { $low } līdz { $high } reitinga punktiem.
refusal-range-needs-open = Diapazons der tikai atklātiem izaicinājumiem: izlaid pretinieku vai diapazonu.
