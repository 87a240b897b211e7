### Hledání hry: zápas ve vlastním vlákně, fronta (/spit hrát) a otevřené výzvy. Čeština.

## Zápas spuštěný v novém vlákně (z fronty, z turnaje)

# Název vlákna (markdown se tam nevykresluje; nejvýš 100 znaků).
thread-name = { $first } vs. { $second }
# První zpráva ve vlákně: zmíní oba hráče, a tím je do vlákna přidá.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: tady se hraje váš hodnocený zápas ve hře { $game_name }. Varianta: { $variant }.
thread-not-started = Tenhle zápas nemůže začít: { $name } už hraje jiný zápas.

## Fronta (/spit hrát): všechny zprávy jsou soukromé, pro jednoho hráče

queue-joined =
    🔎 Jsi ve frontě na hodnocený zápas ve hře { $game_name } (tvoje hodnocení: { $rating }). Najdu ti soupeře s hodnocením co nejbližším tvému; čím déle čekáš, tím víc hledání rozšiřuji. Kdo ve frontě čeká, nikdo nevidí. Z fronty odejdeš, když znovu zadáš `{ $play }`.
    Čekání skončí: { $expires }
queue-left = Už nejsi ve frontě na hru { $game_name }.
queue-timed-out = ⌛ Nikdo s dost blízkým hodnocením nepřišel včas, takže už nejsi ve frontě na hru { $game_name }. Do fronty se můžeš kdykoli vrátit.
queue-paired = ✅ Tvůj soupeř: **{ $opponent }** ({ $rating }). Zápas ve hře { $game_name } se hraje ve vlákně { $thread }: hurá do hry!
queue-thread-permission = 😕 Zápas nemůže začít: v kanálu { $channel } nesmím vytvářet vlákna. Správce serveru mi tam může dát oprávnění **{ permission }**. Už nejsi ve frontě.
queue-thread-gone = 😕 Zápas nemůže začít: kanál { $channel } už neexistuje. Už nejsi ve frontě.
queue-busy = 😕 Nalezený zápas nemůže začít: { $name } už hraje jiný zápas. Už nejsi ve frontě.

## Otevřené výzvy (/spit vyzvat bez soupeře): přijmout může kdokoli, kdo dřív přijde

challenge-withdraw = Zrušit
challenge-open-text =
    🃏 **{ $challenger }** ({ $rating }) hledá soupeře na hru { $game_name }: hraje ten, kdo první stiskne **{ challenge-accept }**!
    Varianta: { $variant }
    Výzva vyprší: { $expires }
challenge-open-range = Jen pro hráče s hodnocením { $low } až { $high }.
challenge-open-accepted = ✅ { $taker } výzvu přijímá! { $challenger } vs. { $taker }: hrací stůl je níže.
challenge-open-expired = ⌛ Otevřená výzva vypršela ({ $challenger }): nikdo ji nepřijal.
refusal-open-own = Tohle je tvoje vlastní výzva: počkej, až ji někdo přijme, nebo ji zruš.
refusal-open-withdraw = Tuhle výzvu může zrušit jen { $challenger }; pokud chceš hrát, stiskni **{ challenge-accept }**.
refusal-open-taken = Pozdě: { $name } je rychlejší a výzva je pryč. Jiného soupeře ti najde `{ $play }`.
refusal-open-range = Tahle výzva je pro hráče s hodnocením { $low } až { $high } a tvoje hodnocení tady je { $rating }.
refusal-range-bad = Rozmezí musí být od { $low } do { $high } bodů hodnocení.
refusal-range-needs-open = Rozmezí platí jen pro otevřené výzvy: vynech soupeře, nebo rozmezí.
