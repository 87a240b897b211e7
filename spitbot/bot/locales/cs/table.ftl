### Živý stůl (issue 28): slova stránky se stolem, její chyby a tlačítko na hracím
### stole (zprávě bota), které ji otevře. Čeština. „Hrací stůl“ je zpráva bota; živý
### stůl je aktivita (stránka), proto má vlastní název. Název SpitBot nesklonujeme.

## Terms

# The live table (issue 28): the Activity or web page, not the board message.
-live-table = Živý stůl

## Stránka (posílá se v uvítání)

table-title = { -live-table } – { -spitbot }
table-spectating = Jen se díváš: karty hrají hráči.
table-connecting = Připojování k živému stolu…
table-reconnecting = Spojení se přerušilo. Připojuji se znovu…
table-your-seat = Ty
table-rival = Soupeř
table-pile-left = Levá hromádka
table-pile-right = Pravá hromádka
table-latency = Odezva: { $ms } ms
table-ticket-expired = Přihlášení vypršelo. Otevři živý stůl znovu.
table-match-over = Tento zápas skončil.

## Proč se uživatel jen dívá

table-why-not-player = V tomto zápase nehraješ, takže se můžeš jen dívat.
table-why-not-in-activity = Discord tě v této aktivitě neuvádí, takže se můžeš jen dívat. Stiskni **{ table-button-open }** na hracím stole zápasu.
table-why-unchecked = Discord nepotvrdil, že jsi v této aktivitě, takže se zatím můžeš jen dívat. Zkus živý stůl otevřít znovu.

## Co stůl odmítne (nic se nezměnilo)

table-error-bad-message = { -live-table } tomu nerozuměl. Nic se nezměnilo.
table-error-no-ticket = Nejdřív se přihlas: otevři živý stůl znovu.
table-error-bad-ticket = Tohle přihlášení neplatí. Otevři živý stůl znovu.
table-error-ticket-expired = Přihlášení vypršelo. Otevři živý stůl znovu.
table-error-no-match = Tady už žádný zápas neběží.
table-error-no-table = Tuhle hru zatím na živém stole hrát nejde: použij tlačítka v Discordu.
table-error-not-your-seat = Díváš se: své karty hrají jen hráči.
table-error-unknown-move = Takový tah živý stůl nikdy nenabídl. Nic se nezměnilo.
table-error-bad-version = Tenhle stisk patří ke stavu živého stolu, který bot nikdy neukázal. Nic se nezměnilo.
table-error-bad-seq = Tenhle stisk přišel dvakrát. Započítal se jen jednou.

## Přihlášení

table-login-bad-request = Žádost o přihlášení nebyla úplná. Otevři živý stůl znovu.
table-login-bad-code = Discord přihlášení nepřijal. Otevři živý stůl znovu.
table-login-bad-state = Přihlášení trvalo moc dlouho nebo přišlo odjinud. Zkus to znovu.
table-login-discord-unreachable = Discord teď neodpovídá. Zkus to za minutu.

## Na hracím stole (zprávě bota)

table-button-open = { -live-table }
table-not-here = Tady živý stůl otevřít nejde: hraj pomocí tlačítek na hracím stole.
