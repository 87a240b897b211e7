### Živý stůl SpitBota (issue 28): slova stránky se stolem, její chyby a tlačítko na
### herní ploše, které ji otevře. Čeština.

## Stránka (posílá se v uvítání)

table-title = Stůl SpitBota
table-spectating = Díváš se: karty hrají hráči.
table-connecting = Připojuji ke stolu…
table-reconnecting = Spojení se přerušilo. Připojuji znovu…
table-your-seat = Ty
table-rival = Soupeř
table-pile-left = Levá hromádka
table-pile-right = Pravá hromádka
table-latency = Odezva: { $ms } ms
table-ticket-expired = Přihlášení vypršelo. Otevři stůl znovu.
table-match-over = Tahle hra skončila.

## Proč se uživatel jen dívá

table-why-not-player = V této hře nehraješ, takže se můžeš dívat.
table-why-not-in-activity = Discord tě v této aktivitě neuvádí, takže se můžeš jen dívat. Otevři stůl z kanálu, kde se hra hraje.
table-why-unchecked = Discord nepotvrdil, že jsi v této aktivitě, takže se zatím můžeš jen dívat. Zkus stůl otevřít znovu.

## Co stůl odmítne (nic se nezměnilo)

table-error-bad-message = Stůl tomu nerozuměl. Nic se nezměnilo.
table-error-no-ticket = Nejdřív se přihlas: otevři stůl znovu.
table-error-bad-ticket = Tohle přihlášení neplatí. Otevři stůl znovu.
table-error-ticket-expired = Přihlášení vypršelo. Otevři stůl znovu.
table-error-no-match = Tady už žádná hra neběží.
table-error-no-table = Tuhle hru zatím na stole hrát nejde: použij tlačítka v Discordu.
table-error-not-your-seat = Díváš se: své karty hrají jen hráči.
table-error-unknown-move = Takový tah stůl nikdy nenabídl. Nic se nezměnilo.
table-error-bad-version = Tohle stisknutí přišlo ze stolu, který server nikdy neposlal. Nic se nezměnilo.
table-error-bad-seq = Tohle stisknutí přišlo dvakrát. Počítá se jednou.

## Přihlášení

table-login-bad-request = Žádost o přihlášení nebyla úplná. Otevři stůl znovu.
table-login-bad-code = Discord přihlášení nepřijal. Otevři stůl znovu.
table-login-bad-state = Přihlášení trvalo moc dlouho nebo přišlo odjinud. Zkus to znovu.
table-login-discord-unreachable = Discord teď neodpovídá. Zkus to za minutu.

## Na herní ploše

table-button-open = Otevřít stůl
table-not-here = Tento bot stůl neprovozuje.
