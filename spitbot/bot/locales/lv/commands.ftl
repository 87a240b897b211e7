### Slīpsvītras komandas: nosaukumi, apraksti, opcijas un izvēles. Latviešu valoda (lv).
### Nosaukumi: mazie burti, viens vārds no burtiem, cipariem, - vai _ (līdz 32);
### apraksti 1–100 rakstzīmes. Discord latviešu saskarni neizdod, tāpēc šos
### nosaukumus pagaidām neviens neredz: Latvijas serveros komandas rādās angliski,
### un ziņās tās minam tā, kā spēlētāji tās raksta (`/spit practice`).

cmd-spit = spit
cmd-spit-desc = Spēlē šeit Spit un Speed: ātrās kāršu spēles, kurās abi spēlē reizē.

cmd-challenge = izaicināt
cmd-challenge-desc = Izaicini kādu uz Spit vai Speed spēli vai jebkuru šeit (bez pretinieka).
cmd-play = spēlēt
cmd-play-desc = Rinda uz reitinga spēli ar līdzīga reitinga pretinieku (vēlreiz: iziet no rindas).
cmd-practice = treniņš
cmd-practice-desc = Treniņspēle pret SpitBot (bez reitinga).
cmd-resign = padoties
cmd-resign-desc = Padodies pašreizējā spēlē (vispirms pajautās).
cmd-rules = noteikumi
cmd-rules-desc = Kā spēlēt: privāti, ar pašreizējās spēles variantu.
cmd-stats = statistika
cmd-stats-desc = Spēlētāja rezultāti, reitings un sērijas.
cmd-leaderboard = līderi
cmd-leaderboard-desc = Labākie spēlētāji pēc reitinga.
cmd-series = sērija
cmd-series-desc = Šī kanāla punktu sērija pa raundiem.
cmd-settings = iestatījumi
cmd-settings-desc = Šī servera SpitBot iestatījumi (mainīt var ar atļauju Pārvaldīt serveri / Manage Server).
cmd-flags = aizdomas
cmd-flags-desc = Spēles ar aizdomām par autoklikšķinātāju, pagaidām bez reitinga (vajag atļauju Pārvaldīt serveri).

opt-opponent = pretinieks
opt-opponent-desc = Ar ko vēlies spēlēt (bez pretinieka: pieņemt var jebkurš)
opt-rating-range = diapazons
opt-rating-range-desc = Tikai atklātam izaicinājumam: kurš var pieņemt, reitinga punktos zem un virs tava
opt-game = spēle
opt-game-desc = Kura spēle (pēc noklusējuma Spit)
opt-difficulty = grūtība
opt-difficulty-desc = Cik ātrs ir bots (pēc noklusējuma vidējs)
opt-user = lietotājs
opt-user-desc = Kura spēlētāja statistika (pēc noklusējuma tava)
opt-scope = mērogs
opt-scope-desc = Šis serveris vai visur
opt-page = lapa
opt-page-desc = Kura lapa (10 spēlētāji lapā)
opt-scoring = vērtēšana
opt-scoring-desc = Viena spēle līdz pirmajam, kurš izspēlē visu, vai punktu sērija līdz mērķim
opt-target = mērķis
opt-target-desc = Tikai punktu sērijai: rezultāts, ar kuru tā beidzas
opt-window = logs
opt-window-desc = Vienlaicīguma logs (ms): tik tuvus klikšķus sakārto pēc Discord pulksteņa
opt-channels = kanāli
opt-channels-desc = Kur var spēlēt
opt-language = valoda
opt-language-desc = Galdu un ziņu valoda šajā serverī
opt-match = spēle
opt-match-desc = Kura atzīmētā spēle: tās kods, kā to rāda saraksts
opt-decision = lēmums
opt-decision-desc = Noņemt aizdomas (spēle tiks ieskaitīta reitingā) vai tās apstiprināt (paliks bez reitinga)

choice-difficulty-easy = viegls
choice-difficulty-normal = vidējs
choice-difficulty-hard = grūts
choice-scope-server = šis serveris
choice-scope-global = visur
choice-decision-clear = noņemt aizdomas: ieskaitīt reitingā
choice-decision-confirm = apstiprināt aizdomas: atstāt bez reitinga
choice-scoring-game = uzvar tas, kurš pirmais izspēlē visu
choice-scoring-points = punktu sērija
choice-channels-only-here = tikai šeit
choice-channels-add-here = pievienot šo kanālu
choice-channels-remove-here = noņemt šo kanālu
choice-channels-everywhere = visi kanāli
choice-language-auto = servera Discord valoda
## /spit privātums
cmd-privacy = privātums
cmd-privacy-desc = Ko SpitBot par tevi glabā (redzi tikai tu) un kā to izdzēst.

## Sacensības (issue 29)
cmd-arena = arēna
cmd-arena-desc = Sarīko arēnu šajā kanālā: spēlētāji pievienojas, un, kurš nespēlē, tūlīt saņem pretinieku.
cmd-swiss = turnīrs
cmd-swiss-desc = Sarīko Šveices sistēmas turnīru šajā kanālā: pieteikšanās, pēc tam kārtas ar pāriem pēc punktiem.
opt-minutes = minūtes
opt-minutes-desc = Cik minūtes arēna veido pārus
opt-rounds = kārtas
opt-rounds-desc = Cik kārtu
opt-start-in = sākt-pēc
opt-start-in-desc = Sākt pēc tik minūtēm (pēc noklusējuma: kad nospiedīsi „Sākt tagad“)
opt-event-role = sacensību-loma
opt-event-role-desc = Loma, kuras dalībnieki arī var rīkot sacensības (@everyone: tikai ar atļauju Pārvaldīt serveri)
