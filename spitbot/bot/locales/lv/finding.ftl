### Spēles meklēšana: spēle savā pavedienā, rinda (/spit spēlēt) un atklāti izaicinājumi. Latviski.

## Spēle, kas sākta jaunā pavedienā (no rindas, no turnīra)

# Pavediena nosaukums (markdown tur netiek attēlots; ne vairāk kā 100 rakstzīmju).
thread-name = { $first } – { $second }
# Pirmā ziņa pavedienā: tā piemin abus spēlētājus, un tā viņi tiek pievienoti pavedienam.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: jūsu reitinga spēle { $game_name } notiek šeit. Variants: { $variant }.
thread-not-started = Šī spēle nevar sākties: { $name } jau spēlē citu spēli.
