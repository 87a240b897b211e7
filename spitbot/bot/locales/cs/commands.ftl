### Slash příkazy: názvy, popisy, možnosti a volby. Čeština.
### Názvy: malá písmena, číslice, - nebo _ (nejvýš 32 znaků); popisy 1 až 100 znaků.
### Discord je ukazuje hráčům, kteří mají Discord v češtině; odpovědi bota
### je uvádějí tak, jak je hráč vidí (`/spit trénink`, `bodování: série na body`).

cmd-spit = spit
cmd-spit-desc = Hraj tady Spit a Speed, karetní hry v reálném čase.

cmd-challenge = vyzvat
cmd-challenge-desc = Vyzvi někoho na hru Spit nebo Speed, nebo kohokoli tady (bez soupeře).
cmd-play = hrát
cmd-play-desc = Fronta na hodnocený zápas se soupeřem s blízkým hodnocením (znovu: odchod z fronty).
cmd-practice = trénink
cmd-practice-desc = Tréninková hra proti botovi SpitBot (bez vlivu na hodnocení).
cmd-resign = vzdát
cmd-resign-desc = Vzdej svůj rozehraný zápas (bot se nejdřív zeptá).
cmd-rules = pravidla
cmd-rules-desc = Jak se hraje, jen pro tebe, s variantou aktuálního zápasu.
cmd-stats = statistiky
cmd-stats-desc = Bilance, hodnocení a šňůry výher či proher hráče.
cmd-leaderboard = žebříček
cmd-leaderboard-desc = Nejlepší hráči podle hodnocení.
cmd-series = série
cmd-series-desc = Série na body v tomto kanálu, kolo po kole.
cmd-settings = nastavení
cmd-settings-desc = Nastavení bota SpitBot na tomto serveru (změny vyžadují oprávnění Spravovat server).
cmd-flags = podezření
cmd-flags-desc = Zápasy podezřelé z automatického klikání, zatím bez hodnocení (nutné oprávnění Spravovat server).

opt-opponent = soupeř
opt-opponent-desc = S kým chceš hrát (bez soupeře: výzvu může přijmout kdokoli)
opt-rating-range = rozmezí
opt-rating-range-desc = Jen otevřená výzva: kdo ji smí přijmout, v bodech hodnocení pod tvým i nad ním
opt-game = hra
opt-game-desc = Která hra (výchozí Spit)
opt-difficulty = obtížnost
opt-difficulty-desc = Jak rychle bot hraje (výchozí normální)
opt-user = hráč
opt-user-desc = Čí statistiky (výchozí: tvoje)
opt-scope = rozsah
opt-scope-desc = Tento server, nebo všude
opt-page = stránka
opt-page-desc = Která stránka (10 hráčů na stránku)
opt-scoring = bodování
opt-scoring-desc = Vyhrává, kdo se první zbaví karet, nebo série na body do cíle
opt-target = cíl
opt-target-desc = Jen pro sérii na body: skóre, kterým série končí
opt-window = okno
opt-window-desc = Časové okno v ms: takhle blízké stisky se seřadí podle hodin Discordu
opt-channels = kanály
opt-channels-desc = Kde se smí hrát
opt-language = jazyk
opt-language-desc = Jazyk herních stolů a zpráv na tomto serveru
opt-match = zápas
opt-match-desc = Který označený zápas: jeho kód, jak ho ukazuje seznam
opt-decision = rozhodnutí
opt-decision-desc = Zamítnout podezření (zápas se započítá do hodnocení), nebo ho potvrdit (zůstane bez hodnocení)

choice-difficulty-easy = lehká
choice-difficulty-normal = normální
choice-difficulty-hard = těžká
choice-scope-server = tento server
choice-scope-global = všude
choice-decision-clear = zamítnout podezření: započítat zápas
choice-decision-confirm = potvrdit podezření: nezapočítat zápas
choice-scoring-game = vyhrává, kdo se první zbaví karet
choice-scoring-points = série na body
choice-channels-only-here = jen tady
choice-channels-add-here = přidat tento kanál
choice-channels-remove-here = odebrat tento kanál
choice-channels-everywhere = všechny kanály
choice-language-auto = jazyk serveru na Discordu
## /spit soukromí
cmd-privacy = soukromí
cmd-privacy-desc = Co o tobě SpitBot uchovává (vidíš to jen ty) a jak to smazat.

## Turnaje (issue 29)
cmd-arena = aréna
cmd-arena-desc = Otevři v tomto kanálu arénu: hráči se přidají a kdo je volný, hned dostane soupeře.
cmd-swiss = turnaj
cmd-swiss-desc = Otevři v tomto kanálu švýcarský turnaj: přihlášky, pak kola s dvojicemi podle bodů.
opt-minutes = minuty
opt-minutes-desc = Kolik minut se v aréně budou tvořit dvojice
opt-rounds = kola
opt-rounds-desc = Kolik kol
opt-start-in = začít-za
opt-start-in-desc = Za kolik minut turnaj začne (výchozí: až stiskneš „Začít hned“)
opt-event-role = role-turnajů
opt-event-role-desc = Role, jejíž členové smějí také otevírat turnaje (@everyone: jen s oprávněním Spravovat server)
