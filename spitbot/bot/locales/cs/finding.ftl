### Hledání hry: zápas ve vlastním vlákně, fronta (/spit hrát) a otevřené výzvy. Čeština.

## Zápas spuštěný v novém vlákně (z fronty, z turnaje)

# Název vlákna (markdown se tam nevykresluje; nejvýš 100 znaků).
thread-name = { $first } vs. { $second }
# První zpráva ve vlákně: zmíní oba hráče, a tím je do vlákna přidá.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: tady se hraje váš hodnocený zápas ve hře { $game_name }. Varianta: { $variant }.
thread-not-started = Tenhle zápas nemůže začít: { $name } už hraje jiný zápas.
