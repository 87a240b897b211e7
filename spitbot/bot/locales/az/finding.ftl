### Oyun axtarışı: öz başlığında matç, növbə (/spit oyna) və açıq çağırışlar. Azərbaycanca.

## Yeni başlıqda başladılan matç (növbədən, turnirdən)

# Başlığın adı (orada markdown göstərilmir; ən çoxu 100 simvol).
thread-name = { $first } – { $second }
# Başlıqdakı ilk mesaj: hər iki oyunçunu çağırır və beləcə onları başlığa əlavə edir.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: { $game_name } oyununda reytinqli matçınız buradadır. Variant: { $variant }.
thread-not-started = Bu matç başlaya bilmir: { $name } artıq başqa matç oynayır.
