<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>Access</name>
    <message>
        <source>a card face down</source>
        <translation>karta koszulką do góry</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>można zagrać</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>wybrana</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>niewybrana</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>teraz nie można zagrać</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>dla: %1</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>podpowiedź</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nowa</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Lewy musik</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Prawy musik</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Musik</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Extra status per seat: the running points of the viewer (&quot;Count my points&quot;). What the speech bubbles keep off besides the plates (the dice tray), on the table. The totals counting up (or down) on the plates, by seat.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Lewa: %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>How far a card pointed at in a hand rises (a lesson&apos;s mark). A step asked the screen to do something when the animations reach it. How much the plates, badges and banner are enlarged (``table_decor.table_size``). The seat addressed as &quot;you&quot; in messages (the one human of a single-player game). The rules of the game shown (from the last observation).</extracomment>
        <translation>Stół do kart</translation>
    </message>
    <message>
        <source>says %1</source>
        <translation>mówi: %1</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>myśli</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>ruch</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>punktuje</translation>
    </message>
    <message>
        <source>does not score</source>
        <translation>nie punktuje</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>odłożona</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Kość %1: %2</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Odłożone: %1, %2</translation>
    </message>
    <message>
        <source>Dice table</source>
        <translation>Stół do kości</translation>
    </message>
    <message>
        <source>%1 — throw: %2</source>
        <translation>%1 — rzut: %2</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Punkty: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n karta koszulką do góry</numerusform>
            <numerusform>%n karty koszulką do góry</numerusform>
            <numerusform>%n kart koszulką do góry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n karta w ręce</numerusform>
            <numerusform>%n karty w ręce</numerusform>
            <numerusform>%n kart w ręce</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice in hand</source>
        <translation>
            <numerusform>%n kość w ręce</numerusform>
            <numerusform>%n kości w ręce</numerusform>
            <numerusform>%n kości w ręce</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, total %3</source>
        <translation>%1: %2, razem %3</translation>
    </message>
    <message>
        <source>Talon: %1</source>
        <translation>Musik: %1</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong: %1.</source>
        <translation>Coś poszło nie tak: %1.</translation>
    </message>
    <message>
        <source>The details are in %1.</source>
        <translation>Szczegóły zapisano w %1.</translation>
    </message>
    <message>
        <source>The game in progress has been saved after your last move.</source>
        <translation>Trwająca gra została zapisana po twoim ostatnim ruchu.</translation>
    </message>
    <message>
        <source>Thousand</source>
        <extracomment>The languages the app ships (one ``i18n/thousand_&lt;lang&gt;.ts`` each), in the Settings&apos; order. Each language&apos;s name in itself, as the Settings and ``--language`` list them. System languages we have no catalogue for whose speakers read one of ours (Belarusian: Russian).</extracomment>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Its window was brought forward.</source>
        <translation>Tysiąc jest już otwarty z tym folderem danych (%1). Jego okno zostało wysunięte na wierzch.</translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Switch to its window, or start Thousand with --data-dir and another folder.</source>
        <translation>Tysiąc jest już otwarty z tym folderem danych (%1). Przejdź do jego okna albo uruchom Tysiąc z --data-dir i innym folderem.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>spades</source>
        <translation>piki</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>kara</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kiery</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letters of the court cards and the ace, translated (Russian: В Д К Т, as our deck).</extracomment>
        <translation>W</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Nine</source>
        <extracomment>A card&apos;s full name, for screen readers (&quot;Ace of spades&quot;): the rank, then &quot;%1 of &lt;suit&gt;&quot;.</extracomment>
        <translation>Dziewiątka</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dziesiątka</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>%1 pik</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>%1 trefl</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>%1 karo</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>%1 kier</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>asy</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Passing the %1 away breaks your marriage (%2 points).</source>
        <translation>Oddając kartę „%1”, rozbijasz swój meldunek (%2 punktów).</translation>
    </message>
    <message>
        <source>Leading the %1 without declaring it gives up your marriage (%2 points).</source>
        <translation>Wyjście kartą „%1” bez meldowania traci twój meldunek (%2 punktów).</translation>
    </message>
    <message>
        <source>Leading the %1 now gives up your marriage (%2 points): marriages count only once you have taken a trick.</source>
        <translation>Wyjście kartą „%1” teraz traci twój meldunek (%2 punktów): meldunek liczy się dopiero, gdy masz już wziętą lewę.</translation>
    </message>
    <message>
        <source>Playing the %1 breaks your marriage (%2 points): a marriage is declared only when you lead it.</source>
        <translation>Karta „%1” rozbija twój meldunek (%2 punktów): melduje się tylko przy wyjściu z meldunku.</translation>
    </message>
    <message>
        <source>After this move you make your %1 about %2 times in %4; after the better one, %3 times in %4.</source>
        <translation>Po tym ruchu ugrywasz swój kontrakt %1 mniej więcej w %2 z %4 przypadków; po lepszym — w %3 z %4.</translation>
    </message>
    <message>
        <source>After this move the declarer makes %1 about %2 times in %4; after the better one, only %3 times in %4.</source>
        <translation>Po tym ruchu rozgrywający ugrywa %1 mniej więcej w %2 z %4 przypadków; po lepszym — tylko w %3 z %4.</translation>
    </message>
    <message>
        <source>With this hand a bid of %1 fails about %2 times in %3.</source>
        <extracomment>code -&gt; its sentence (``how``: &quot;lead&quot;, &quot;follow&quot; or &quot;pass&quot;: what the move does with a card).</extracomment>
        <translation>Z tymi kartami kontrakt %1 przepada mniej więcej w %2 z %3 przypadków.</translation>
    </message>
    <message>
        <source>Passing gives up a contract of %1 that this hand makes about %2 times in %3.</source>
        <translation>Pasując, rezygnujesz z kontraktu %1, który z tymi kartami się ugrywa mniej więcej w %2 z %3 przypadków.</translation>
    </message>
    <message>
        <source>With this card your side takes the trick about %1 times in %3; with the better one, %2 times in %3.</source>
        <translation>Z tą kartą twoja strona bierze lewę mniej więcej w %1 z %3 przypadków; z lepszą — w %2 z %3.</translation>
    </message>
    <message>
        <source>Conceding gives up a contract you make about %1 times in %2.</source>
        <translation>Grając bombę, oddajesz kontrakt, który ugrywasz mniej więcej w %1 z %2 przypadków.</translation>
    </message>
    <message>
        <source>keep your contract and lead %1</source>
        <translation>zostaw kontrakt bez zmian, pierwsze wyjście — %1</translation>
    </message>
    <message>
        <source>keep your contract, with no raise and no concession</source>
        <translation>zostaw kontrakt bez zmian, bez podwyższenia i bez bomby</translation>
    </message>
    <message>
        <source>The better move: %1.</source>
        <translation>Lepszy ruch: %1.</translation>
    </message>
    <message>
        <source>The coach: think again?</source>
        <translation>Trener: zastanów się jeszcze raz?</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Zagraj mimo to</translation>
    </message>
    <message>
        <source>Show me the better move</source>
        <translation>Pokaż lepszy ruch</translation>
    </message>
    <message>
        <source>The better move</source>
        <translation>Lepszy ruch</translation>
    </message>
    <message numerus="yes">
        <source>Review the %n move(s) the coach flagged</source>
        <translation>
            <numerusform>Przeanalizuj %n ruch oznaczony przez trenera</numerusform>
            <numerusform>Przeanalizuj %n ruchy oznaczone przez trenera</numerusform>
            <numerusform>Przeanalizuj %n ruchów oznaczonych przez trenera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move costs about %n point(s) against the better one.</source>
        <translation>
            <numerusform>Ten ruch jest gorszy od lepszego o około %n punkt.</numerusform>
            <numerusform>Ten ruch jest gorszy od lepszego o około %n punkty.</numerusform>
            <numerusform>Ten ruch jest gorszy od lepszego o około %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your chance of winning: %1% after this move, %2% after the better one.</source>
        <translation>Twoja szansa na wygraną: %1 % po tym ruchu, %2 % po lepszym.</translation>
    </message>
    <message>
        <source>Stopping now is too early: the next throw loses the turn only %1% of the time.</source>
        <translation>Na zapisanie punktów jest za wcześnie: następny rzut przepala turę tylko z prawdopodobieństwem %1 %.</translation>
    </message>
    <message>
        <source>Throwing again risks the %2 points of this turn: the next throw loses them %1% of the time.</source>
        <translation>Rzucając ponownie, ryzykujesz punkty tury (%2): następny rzut przepala je z prawdopodobieństwem %1 %.</translation>
    </message>
    <message>
        <source>This keep leaves %1 dice to throw; the better keep leaves %2.</source>
        <translation>Po tym zostanie kości do rzutu: %1; po lepszym wyborze — %2.</translation>
    </message>
    <message>
        <source>This keep adds %1 points; the better keep adds %2.</source>
        <translation>Tak do tury dojdzie %1, a lepszy wybór daje %2.</translation>
    </message>
    <message>
        <source>The better keep wins the game at once.</source>
        <translation>Lepszy wybór od razu wygrywa partię.</translation>
    </message>
    <message>
        <source>This keep overshoots: the turn is lost.</source>
        <translation>Tak wychodzi przekroczenie: tura przepada.</translation>
    </message>
    <message>
        <source>This keep lands on the dump truck: back to 0.</source>
        <translation>Tak trafiasz na wywrotkę: wynik wraca do 0.</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>odłóż %1</translation>
    </message>
    <message>
        <source>stop and score the turn</source>
        <translation>zapisz punkty tury</translation>
    </message>
    <message>
        <source>throw again</source>
        <translation>rzucaj dalej</translation>
    </message>
    <message>
        <source>This move lowers your chance of winning by %1 points of percentage.</source>
        <translation>Ten ruch obniża twoją szansę na wygraną o %1 punktu procentowego.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Thousand (1000): the card game with bidding, talon and marriages and the dice game with five dice, against computer players or friends, at one computer or over the network.</source>
        <translation>Tysiąc (1000): gra karciana z licytacją, musikiem i meldunkami oraz gra w kości pięcioma kośćmi — z komputerem lub ze znajomymi, przy jednym komputerze lub przez sieć.</translation>
    </message>
    <message>
        <source>Network play: Play over the network on the start screen hosts a game or joins one; thousand-server hosts one without a window. thousand-replay FILE replays a game record.</source>
        <translation>Gra przez sieć: przycisk „Gra przez sieć” na ekranie startowym zakłada grę lub dołącza do niej; thousand-server zakłada grę bez okna. thousand-replay FILE odtwarza zapis partii.</translation>
    </message>
    <message>
        <source>keep settings, saves and statistics in this folder</source>
        <translation>przechowuj ustawienia, zapisy i statystyki w tym katalogu</translation>
    </message>
    <message>
        <source>the language for this run: %1</source>
        <translation>język tego uruchomienia: %1</translation>
    </message>
    <message>
        <source>start, let computer players play a deal, analyse it in the review, play a dice game and a network game on this computer; exit 0 (1, naming it, on a failure or a hang)</source>
        <translation>uruchom się, pozwól komputerowi rozegrać rozdanie, przeanalizuj je, rozegraj partię w kości i grę sieciową na tym komputerze; kod wyjścia 0 (1 z nazwą etapu przy błędzie lub zawieszeniu)</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>pokaż tę pomoc i zakończ</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opcje</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Rzuć</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Odłóż</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu główne</translation>
    </message>
    <message>
        <source>Back to the start screen; the game is saved</source>
        <translation>Do ekranu startowego; gra jest zapisana</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <extracomment>The player wants to go back to the start screen (the game is saved as it stands). A new game with the same players and rules (from the end of a game). The scoring chart was shown (True) or put away (False), to remember. The review of the finished game is wanted. The human seat whose turn is shown (None while nobody human is asked anything). The coach&apos;s panel (issue 37), shown when the controller holds a costly decision. Counts down the status line&apos;s &quot;away&quot; of a network seat whose person dropped out (runs only while it is shown).</extracomment>
        <translation>Kolej: %1</translation>
    </message>
    <message>
        <source>hand the mouse to this player</source>
        <translation>przekaż mysz temu graczowi</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1: myśli…</translation>
    </message>
    <message>
        <source>%1 throws</source>
        <translation>%1: rzut</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How much smaller than the plates&apos; texts the dice banner may be drawn to fit the tray: its second line (20 units) then shows as large as the plates&apos; smallest text (16). Base durations (ms at normal speed): a roll, a keep gliding aside, a banner&apos;s pause. A die of the throw was clicked (its index, left to right). A step asked the screen to do something when the animations reach it (&quot;game_over&quot;). A sound to play now (``sound.SOUND_NAMES``); only while animations are on. How much the plates, badges and labels are enlarged (``table_decor.table_size``). The dice of the throw waiting for a keep, left to right (index = place). The dice in hand (to be thrown next). This turn&apos;s keeps: a row of dice each, with its value label. The throw that ended a turn without a stop (a bust), left on the felt until the next throw so that the player sees why the turn ended.</extracomment>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>Letter keys by action: the Latin key and the Cyrillic one on the same key of a Russian (ЙЦУКЕН) layout; Windows&apos; layout-independent virtual key is the Latin letter&apos;s code. The least widths of the table and of the docked score sheet: together (with the scoring chart) within a window of 900 pixels, so docking them never widens the window. The table&apos;s least height: with the bars at 150 % text (the action bar&apos;s texts over its buttons) the screen still fits a window 600 pixels high (the tray scales with the view). The tray&apos;s rim, in the view&apos;s pixels: panels over the tray keep inside it. The least width of the result panel (narrower on a small tray). The cursor is drawn once the player has used the arrow keys. The native virtual key of the key being handled (the filter sets it). The second row of buttons, used when one row is wider than the tray.</extracomment>
        <translation>Rewanż</translation>
    </message>
    <message>
        <source>A new game with the same players and rules</source>
        <translation>Nowa gra z tymi samymi graczami i zasadami</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Step through the turns of this game with the computer&apos;s view of each move</source>
        <translation>Przejdź przez tury tej gry i zobacz, jak komputer ocenia każdą decyzję</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Odłóż wszystko</translation>
    </message>
    <message>
        <source>Keep every scoring die of the throw at once</source>
        <translation>Odłóż od razu wszystkie punktujące kości z rzutu</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Cofnij ruch</translation>
    </message>
    <message>
        <source>Take back your last keep or your last decision to stop or throw on (Backspace, Ctrl+Z)</source>
        <translation>Cofnij ostatnie odłożenie albo ostatnią decyzję o zapisie lub dalszym rzucaniu (Backspace, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Show or hide what the dice score</source>
        <translation>Pokaż lub schowaj tabelę punktów</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runda %1 · %2</translation>
    </message>
    <message>
        <source>Take-backs are off in this game (New dice game → Allow take-backs).</source>
        <translation>W tej grze cofanie ruchów jest wyłączone (Nowa gra w kości → Pozwól cofać ruchy).</translation>
    </message>
    <message>
        <source>Take-backs are for games against the computer.</source>
        <translation>Cofać ruchy można tylko w grze z komputerem.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Nie ma twojego ruchu, który można cofnąć.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Podpowiedź w przygotowaniu…</translation>
    </message>
    <message>
        <source>Hint: keep %1</source>
        <translation>Podpowiedź: odłóż %1</translation>
    </message>
    <message>
        <source>and stop</source>
        <translation>i zapisz</translation>
    </message>
    <message>
        <source>and throw on</source>
        <translation>i rzucaj dalej</translation>
    </message>
    <message>
        <source>Hint: stop now</source>
        <translation>Podpowiedź: zapisz teraz</translation>
    </message>
    <message>
        <source>Hint: throw</source>
        <translation>Podpowiedź: rzuć</translation>
    </message>
    <message>
        <source>chance to win %1 %</source>
        <translation>szansa na wygraną %1 %</translation>
    </message>
    <message>
        <source>bust: %1 %</source>
        <extracomment>The least width the texts keep beside the buttons on one row.</extracomment>
        <translation>pusty rzut: %1 %</translation>
    </message>
    <message>
        <source>The chance that the next throw scores nothing and the turn is lost</source>
        <translation>Szansa, że następny rzut nic nie da i punkty tury przepadną</translation>
    </message>
    <message>
        <source>Click the dice to keep (or keys 1–5), then Keep.</source>
        <translation>Kliknij kości do odłożenia (lub klawisze 1–5), potem „Odłóż”.</translation>
    </message>
    <message>
        <source>Cannot keep these: %1</source>
        <translation>Tych kości nie można odłożyć: %1</translation>
    </message>
    <message>
        <source>Keep %1: +%2, turn total %3</source>
        <translation>Odłóż %1: +%2, w turze %3</translation>
    </message>
    <message>
        <source>Turn total %1: bank it or throw again (%2).</source>
        <translation>W turze %1: zapisz albo rzuć ponownie (%2).</translation>
    </message>
    <message>
        <source>Throw the dice (%1).</source>
        <translation>Rzuć kośćmi (%1).</translation>
    </message>
    <message>
        <source>hot dice: all five are thrown again</source>
        <translation>gorące kości: wszystkie pięć rzuca się znowu</translation>
    </message>
    <message>
        <source>this wins the game</source>
        <translation>to wygrywa grę</translation>
    </message>
    <message>
        <source>the turn is banked</source>
        <translation>tura zostaje zapisana</translation>
    </message>
    <message>
        <source>overshoot: the turn is lost</source>
        <translation>przekroczenie: tura przepada</translation>
    </message>
    <message>
        <source>the dump truck: back to 0</source>
        <translation>wywrotka: wynik wraca do 0</translation>
    </message>
    <message>
        <source>then a throw is due</source>
        <translation>potem trzeba rzucić</translation>
    </message>
    <message>
        <source>Turn total · %1</source>
        <translation>W turze · %1</translation>
    </message>
    <message>
        <source>choose dice to keep from %1</source>
        <translation>wybierz kości do odłożenia z %1</translation>
    </message>
    <message>
        <source>Confirming throw</source>
        <translation>Rzut potwierdzający</translation>
    </message>
    <message>
        <source>it must score, or the turn is lost</source>
        <translation>musi punktować, inaczej tura przepada</translation>
    </message>
    <message>
        <source>No scoring dice</source>
        <translation>Nic nie punktuje</translation>
    </message>
    <message>
        <source>the opening throw is thrown again</source>
        <translation>pierwszy rzut powtarza się</translation>
    </message>
    <message>
        <source>%1: bust</source>
        <translation>%1: pusty rzut</translation>
    </message>
    <message>
        <source>no scoring dice: the turn total of %1 is lost</source>
        <translation>nic nie punktuje: %1 z tej tury przepada</translation>
    </message>
    <message>
        <source>no scoring dice</source>
        <translation>nic nie punktuje</translation>
    </message>
    <message>
        <source>Five 1s!</source>
        <translation>Pięć jedynek!</translation>
    </message>
    <message>
        <source>the game is won at once</source>
        <translation>gra wygrana od razu</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>Gorące kości!</translation>
    </message>
    <message>
        <source>all five scored: throw all five again</source>
        <translation>wszystkie pięć punktuje: rzuć wszystkimi pięcioma znowu</translation>
    </message>
    <message>
        <source>all five scored: the next throw must confirm them</source>
        <translation>wszystkie pięć punktuje: następny rzut musi je potwierdzić</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>pusty rzut</translation>
    </message>
    <message>
        <source>overshoot</source>
        <translation>przekroczenie</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>wywrotka</translation>
    </message>
    <message>
        <source>bolt %1/%2</source>
        <translation>kreska %1/%2</translation>
    </message>
    <message>
        <source>%1: overshoot</source>
        <translation>%1: przekroczenie</translation>
    </message>
    <message>
        <source>past %1: the turn total is lost</source>
        <translation>ponad %1: punkty z tury przepadają</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>z wynikiem %1</translation>
    </message>
    <message>
        <source>On the barrel you cannot stop: win in this turn or lose it.</source>
        <extracomment>The engine&apos;s reason code -&gt; our sentence: %1, %2... are the reason&apos;s parameters in order.</extracomment>
        <translation>Na beczce nie można się zatrzymać: wygraj w tej turze albo ją stracisz.</translation>
    </message>
    <message>
        <source>Not entered yet: the first stop needs %1 in the turn (now %2).</source>
        <translation>Jeszcze bez wejścia: pierwszy zapis wymaga %1 w turze (teraz %2).</translation>
    </message>
    <message>
        <source>In the pit %1–%2: a stop needs a total above %2 (now %3).</source>
        <translation>W dołku %1–%2: zapis wymaga wyniku powyżej %2 (teraz %3).</translation>
    </message>
    <message>
        <source>Exactly %1 cannot be banked: throw on.</source>
        <translation>Dokładnie %1 nie można zapisać: rzucaj dalej.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>Set scoring dice aside first.</source>
        <translation>Najpierw odłóż punktujące kości.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Najpierw rzuć kośćmi.</translation>
    </message>
    <message>
        <source>The opening throw was empty: throw all five again.</source>
        <translation>Pierwszy rzut był pusty: rzuć znowu wszystkimi pięcioma.</translation>
    </message>
    <message>
        <source>Hot dice: all five have scored, throw them all again.</source>
        <translation>Gorące kości: wszystkie pięć punktuje, rzuć nimi znowu.</translation>
    </message>
    <message>
        <source>A throw is due.</source>
        <translation>Teraz trzeba rzucić.</translation>
    </message>
    <message>
        <source>Stop or throw again.</source>
        <translation>Zapisz punkty albo rzuć ponownie.</translation>
    </message>
    <message>
        <source>Choose at least one scoring die.</source>
        <translation>Wybierz co najmniej jedną punktującą kość.</translation>
    </message>
    <message>
        <source>The dice %1 are not all in the throw.</source>
        <translation>Nie wszystkie kości %1 są w rzucie.</translation>
    </message>
    <message>
        <source>The dice %1 do not all score: keep only scoring dice.</source>
        <translation>Nie wszystkie kości %1 punktują: odkładaj tylko punktujące.</translation>
    </message>
    <message>
        <source>Every scoring die must be kept: %1.</source>
        <translation>Trzeba odłożyć wszystkie punktujące kości: %1.</translation>
    </message>
    <message>
        <source>The throw must have the %1 dice in hand, not %2.</source>
        <translation>W rzucie musi być tyle kości, ile jest w ręce (%1), a nie %2.</translation>
    </message>
    <message>
        <source>A die shows a number from 1 to 6.</source>
        <translation>Na kości wypada liczba od 1 do 6.</translation>
    </message>
    <message>
        <source>The dice are to be thrown now: there is nothing to decide.</source>
        <translation>Teraz trzeba rzucić kośćmi: nie ma czego wybierać.</translation>
    </message>
    <message>
        <source>These dice cannot be kept now.</source>
        <translation>Tych kości nie można teraz odłożyć.</translation>
    </message>
    <message>
        <source>That is not a move of the dice game.</source>
        <translation>To nie jest ruch gry w kości.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch nie jest teraz dozwolony.</translation>
    </message>
    <message>
        <source>not entered (%1)</source>
        <translation>bez wejścia (%1)</translation>
    </message>
    <message>
        <source>in the pit %1–%2</source>
        <translation>w dołku %1–%2</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>w grze</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>na beczce %1/%2</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>na beczce</translation>
    </message>
    <message>
        <source>bolts %1/%2</source>
        <translation>kreski %1/%2</translation>
    </message>
    <message>
        <source>falls %1/%2</source>
        <translation>spadki %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n overshoot(s)</source>
        <translation>
            <numerusform>%n przekroczenie</numerusform>
            <numerusform>%n przekroczenia</numerusform>
            <numerusform>%n przekroczeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>rozegrano %n turę</numerusform>
            <numerusform>rozegrano %n tury</numerusform>
            <numerusform>rozegrano %n tur</numerusform>
        </translation>
    </message>
    <message>
        <source>dice in hand: %1</source>
        <translation>kości w ręce: %1</translation>
    </message>
    <message>
        <source>%1: entered the game</source>
        <extracomment>Settled event name -&gt; (title: %1 the player, %2 the amount; the sub line)</extracomment>
        <translation>%1: wejście do gry</translation>
    </message>
    <message>
        <source>the first stop counts from now on</source>
        <translation>od teraz punkty się liczą</translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation>%1: na beczce</translation>
    </message>
    <message>
        <source>now the game must be won in one turn</source>
        <translation>teraz trzeba wygrać w jednej turze</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel</source>
        <translation>%1: strącenie z beczki</translation>
    </message>
    <message>
        <source>another player got on the barrel</source>
        <translation>na beczkę wszedł inny gracz</translation>
    </message>
    <message>
        <source>%1: fell off the barrel</source>
        <translation>%1: spadek z beczki</translation>
    </message>
    <message>
        <source>no win in the attempts allowed</source>
        <translation>brak wygranej w dozwolonych próbach</translation>
    </message>
    <message>
        <source>%1: too many falls</source>
        <translation>%1: za dużo spadków</translation>
    </message>
    <message>
        <source>the total goes back to 0</source>
        <translation>wynik wraca do 0</translation>
    </message>
    <message>
        <source>%1: overtaken, %2</source>
        <translation>%1: wyprzedzenie, %2</translation>
    </message>
    <message>
        <source>the penalty for being overtaken</source>
        <translation>kara za wyprzedzenie</translation>
    </message>
    <message>
        <source>%1: bolts, %2</source>
        <translation>%1: kreski, %2</translation>
    </message>
    <message>
        <source>too many busts in a row</source>
        <translation>za dużo pustych rzutów z rzędu</translation>
    </message>
    <message>
        <source>%1: overshoot penalty, %2</source>
        <translation>%1: kara za przekroczenie, %2</translation>
    </message>
    <message>
        <source>the target must be hit exactly</source>
        <translation>cel trzeba trafić dokładnie</translation>
    </message>
    <message>
        <source>%1: too many overshoots</source>
        <translation>%1: za dużo przekroczeń</translation>
    </message>
    <message>
        <source>%1: the dump truck!</source>
        <translation>%1: wywrotka!</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Five 1s win the game.</source>
        <translation>Pięć jedynek od razu wygrywa.</translation>
    </message>
</context>
<context>
    <name>DiceHard</name>
    <message>
        <source>Hard has no solved table for these rules yet: it is solved in the background when the game starts (tens of minutes on two cores; a bar shows how far it is). Until then hard plays like normal.</source>
        <translation>Trudny komputer nie ma jeszcze rozwiązanej tabeli dla tych zasad: zostanie obliczona w tle, gdy zacznie się gra (dziesiątki minut na dwóch rdzeniach; pasek pokazuje postęp). Do tego czasu trudny gra jak średni.</translation>
    </message>
    <message>
        <source>Hard cannot solve rules with negative totals: with these rules it plays like normal.</source>
        <translation>Trudny komputer nie rozwiązuje zasad z ujemnymi wynikami: przy tych zasadach gra jak średni.</translation>
    </message>
    <message>
        <source>These rules make a game too large to solve here: hard plays like normal with them.</source>
        <translation>Przy tych zasadach gra jest zbyt duża, by ją tu rozwiązać: trudny komputer gra jak średni.</translation>
    </message>
    <message>
        <source>Hard has no solved table for these rules, and this version of Thousand cannot solve new ones: with these rules hard plays like normal.</source>
        <translation>Trudny komputer nie ma rozwiązanej tabeli dla tych zasad, a ta wersja Tysiąca nie umie obliczać nowych: przy tych zasadach trudny gra jak średni.</translation>
    </message>
    <message>
        <source>Hard has no solved table for these rules, and this installation cannot solve one (that needs numpy and numba): hard plays like normal with them.</source>
        <translation>Trudny komputer nie ma rozwiązanej tabeli dla tych zasad, a ta instalacja nie może jej obliczyć (potrzeba do tego numpy i numba): przy tych zasadach trudny gra jak średni.</translation>
    </message>
    <message>
        <source>Hard is solving these rules: %p%</source>
        <translation>Trudny komputer rozwiązuje te zasady: %p%</translation>
    </message>
    <message>
        <source>Hard has solved these rules and now plays them.</source>
        <translation>Trudny komputer rozwiązał te zasady i teraz gra według tabeli.</translation>
    </message>
    <message>
        <source>Solving these rules failed: hard plays like normal with them.</source>
        <translation>Nie udało się rozwiązać tych zasad: przy nich trudny komputer gra jak średni.</translation>
    </message>
</context>
<context>
    <name>DiceNewGame</name>
    <message>
        <source>“%1”</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>%1 (%2) must be below %3 (%4).</source>
        <translation>Wartość %1 (%2) musi być mniejsza niż %3 (%4).</translation>
    </message>
    <message>
        <source>%1 (%2) must be above %3 (%4).</source>
        <translation>Wartość %1 (%2) musi być większa niż %3 (%4).</translation>
    </message>
    <message>
        <source>%1: the pit %2–%3 must lie above 0 and below %4 (%5).</source>
        <translation>%1: dołek %2–%3 musi leżeć powyżej 0 i poniżej wartości %4 (%5).</translation>
    </message>
    <message>
        <source>%1: the pit %2–%3 must end below %4 (%5).</source>
        <translation>%1: dołek %2–%3 musi kończyć się poniżej wartości %4 (%5).</translation>
    </message>
    <message>
        <source>%1: the pits %2–%3 and %4–%5 overlap.</source>
        <translation>%1: dołki %2–%3 i %4–%5 nachodzą na siebie.</translation>
    </message>
    <message>
        <source>%1 (%2) must be above 0 and below %3 (%4).</source>
        <translation>Wartość %1 (%2) musi być większa od 0 i mniejsza niż %3 (%4).</translation>
    </message>
    <message>
        <source>%1 must be a multiple of %2 (not %3).</source>
        <translation>Wartość %1 musi być wielokrotnością %2 (a nie %3).</translation>
    </message>
    <message>
        <source>%1 must be at least %2 (not %3).</source>
        <translation>Wartość %1 musi wynosić co najmniej %2 (a nie %3).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Borys</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Wiera</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Gleb</translation>
    </message>
    <message>
        <source>Dasha</source>
        <translation>Dasza</translation>
    </message>
    <message>
        <source>Egor</source>
        <translation>Jegor</translation>
    </message>
    <message>
        <source>Zoya</source>
        <translation>Zoja</translation>
    </message>
    <message>
        <source>Ilya</source>
        <translation>Ilja</translation>
    </message>
    <message>
        <source>none, or e.g. 300-400</source>
        <translation>brak albo np. 300-400</translation>
    </message>
    <message>
        <source>New dice game</source>
        <extracomment>The dice game&apos;s words for its options and presets (the option editor&apos;s).</extracomment>
        <translation>Nowa gra w kości</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Liczba graczy:</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Losuj ponownie</translation>
    </message>
    <message>
        <source>Draw who throws first once more</source>
        <translation>Jeszcze raz wylosuj, kto rzuca pierwszy</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Miejsce %1:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Allow take-backs (Take back, Backspace: your last keep or decision)</source>
        <translation>Pozwól cofać ruchy (Cofnij ruch, Backspace: twoje ostatnie odłożenie lub decyzja)</translation>
    </message>
    <message>
        <source>Games against the computer only.</source>
        <translation>Tylko w grze z komputerem.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Zestaw zasad:</translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation>Przywróć zasady zestawu</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Throws first: %1</source>
        <translation>Pierwszy rzuca: %1</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer and pass the mouse on at each turn.</source>
        <translation>Gra przy jednym komputerze: gracze przekazują sobie mysz w każdej turze.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Tylko gracze komputerowi: oglądasz grę.</translation>
    </message>
    <message>
        <source>The pits cannot be read at “%1”: write them like 300-400, 750-900.</source>
        <translation>Nie można odczytać dołków w „%1”: wpisz je tak: 300-400, 750-900.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Według tych zasad nie można grać: %1</translation>
    </message>
</context>
<context>
    <name>DiceOptions</name>
    <message>
        <source>Straights</source>
        <extracomment>key -&gt; (name, one-line explanation)</extracomment>
        <translation>Strity</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Cztery jednakowe</translation>
    </message>
    <message>
        <source>Five 1s</source>
        <translation>Pięć jedynek</translation>
    </message>
    <message>
        <source>1-2-3-4-5 scores %1 and 2-3-4-5-6 scores %2.</source>
        <translation>1-2-3-4-5 to %1, 2-3-4-5-6 to %2.</translation>
    </message>
    <message>
        <source>Worth twice three of a kind, or three of a kind plus %1.</source>
        <translation>Dwa razy tyle co trzy jednakowe albo trzy jednakowe plus %1.</translation>
    </message>
    <message>
        <source>Five 1s in one throw score %1, or win the game at once.</source>
        <translation>Pięć jedynek w jednym rzucie to %1 albo natychmiastowa wygrana.</translation>
    </message>
    <message>
        <source>Keep every scoring die</source>
        <translation>Odkładaj wszystkie punktujące kości</translation>
    </message>
    <message>
        <source>After a throw all scoring dice must be set aside, not just some.</source>
        <translation>Po rzucie trzeba odłożyć wszystkie punktujące kości, nie tylko część.</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Gorące kości</translation>
    </message>
    <message>
        <source>When all five dice have scored: one more throw confirms the turn, or the turn goes on.</source>
        <translation>Gdy wszystkie pięć kości zapunktuje: jeszcze jeden rzut potwierdza turę albo tura trwa dalej.</translation>
    </message>
    <message>
        <source>Second try</source>
        <translation>Druga próba</translation>
    </message>
    <message>
        <source>A first throw of a turn that scores nothing may be thrown again once.</source>
        <translation>Pusty pierwszy rzut tury można raz powtórzyć.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Wejście</translation>
    </message>
    <message>
        <source>Your first stop of the game needs at least this many points (0: no entry).</source>
        <translation>Pierwsze zatrzymanie w grze wymaga co najmniej tylu punktów (0: bez wejścia).</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Dołki</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Beczka</translation>
    </message>
    <message>
        <source>A stop reaching this total stays there: the game must be won in one turn from it (0: no barrel).</source>
        <translation>Zatrzymanie, które osiąga ten wynik, zostaje na nim: stąd trzeba wygrać w jednej turze (0: bez beczki).</translation>
    </message>
    <message>
        <source>Jump over the barrel</source>
        <translation>Przeskok nad beczką</translation>
    </message>
    <message>
        <source>A player below the barrel may win without stopping on it.</source>
        <translation>Gracz poniżej beczki może wygrać bez zatrzymania się na niej.</translation>
    </message>
    <message>
        <source>Turns on the barrel</source>
        <translation>Tur na beczce</translation>
    </message>
    <message>
        <source>Turns a player may try from the barrel before falling off (0: no limit).</source>
        <translation>Ile tur można próbować z beczki przed spadnięciem (0: bez limitu).</translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation>Dwóch na beczce</translation>
    </message>
    <message>
        <source>A player who gets on the barrel knocks off whoever sits there, or both stay.</source>
        <translation>Gracz, który wchodzi na beczkę, strąca siedzącego tam albo zostają obaj.</translation>
    </message>
    <message>
        <source>Falling off the barrel</source>
        <translation>Spadek z beczki</translation>
    </message>
    <message>
        <source>Where a fall lands: the entry score, the entry, a penalty below the barrel, or 0.</source>
        <translation>Gdzie się spada: na wynik wejścia, na próg wejścia, o karę poniżej beczki albo na 0.</translation>
    </message>
    <message>
        <source>Fall penalty</source>
        <translation>Kara za spadek</translation>
    </message>
    <message>
        <source>How far below the barrel a fall lands.</source>
        <translation>O ile poniżej beczki się spada.</translation>
    </message>
    <message>
        <source>Falls to zero</source>
        <translation>Spadki do zera</translation>
    </message>
    <message>
        <source>This many falls send a player back to 0 (0: never).</source>
        <translation>Po tylu spadkach wynik wraca do 0 (0: nigdy).</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>The total that wins the game.</source>
        <translation>Wynik, który wygrywa grę.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finisz</translation>
    </message>
    <message>
        <source>Win by reaching the target, by passing it, or by hitting it exactly.</source>
        <translation>Wygrana przez osiągnięcie celu, przekroczenie go albo trafienie dokładnie.</translation>
    </message>
    <message>
        <source>Overshoots before a penalty</source>
        <translation>Przekroczeń do kary</translation>
    </message>
    <message>
        <source>Every so many overshoots of the target cost points (0: never).</source>
        <translation>Co tyle przekroczeń celu kosztuje punkty (0: nigdy).</translation>
    </message>
    <message>
        <source>Overshoot penalty</source>
        <translation>Kara za przekroczenie</translation>
    </message>
    <message>
        <source>What that overshoot costs.</source>
        <translation>Ile kosztuje takie przekroczenie.</translation>
    </message>
    <message>
        <source>Overshoots to zero</source>
        <translation>Przekroczeń do zera</translation>
    </message>
    <message>
        <source>Every so many overshoots send the player back to 0 (0: never).</source>
        <translation>Co tyle przekroczeń wynik wraca do 0 (0: nigdy).</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Kreski</translation>
    </message>
    <message>
        <source>A bolt for every turn lost, or only for an empty first throw.</source>
        <translation>Kreska za każdą przegraną turę albo tylko za pusty pierwszy rzut.</translation>
    </message>
    <message>
        <source>Bolts before a penalty</source>
        <translation>Kresek do kary</translation>
    </message>
    <message>
        <source>This many bolts cost the bolt penalty.</source>
        <translation>Tyle kresek kosztuje karę.</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Kara za kreski</translation>
    </message>
    <message>
        <source>What the bolts cost.</source>
        <translation>Ile kosztują kreski.</translation>
    </message>
    <message>
        <source>Overtaking</source>
        <translation>Wyprzedzenie</translation>
    </message>
    <message>
        <source>A player passed by another&apos;s stop loses this much (0: nothing).</source>
        <translation>Gracz wyprzedzony cudzym zatrzymaniem traci tyle (0: nic).</translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation>Wywrotka</translation>
    </message>
    <message>
        <source>A total of exactly the dump truck total goes back to 0 (strict: a turn reaching it too).</source>
        <translation>Wynik równy dokładnie wynikowi wywrotki wraca do 0 (ściśle: także tura, która go osiąga).</translation>
    </message>
    <message>
        <source>three of a kind + %1</source>
        <translation>trzy jednakowe + %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punktów</translation>
    </message>
    <message>
        <source>Entry %1, the barrel at %2, straights, a confirming throw after hot dice.</source>
        <translation>Wejście %1, beczka na %2, strity, rzut potwierdzający po gorących kościach.</translation>
    </message>
    <message>
        <source>No barrel: hit %3 exactly; pits, bolts, overtaking and the dump truck.</source>
        <translation>Bez beczki: trzeba trafić dokładnie %3; dołki, kreski, wyprzedzanie i wywrotka.</translation>
    </message>
    <message>
        <source>Barrel at %2</source>
        <translation>Beczka na %2</translation>
    </message>
    <message>
        <source>The barrel at %2, %4 turns on it; a fall costs %5, and fall number %6 sends you to 0.</source>
        <translation>Beczka na %2, tur na beczce: %4; spadek kosztuje %5, po %6. spadku wynik się zeruje.</translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation>Wynik wywrotki</translation>
    </message>
    <message>
        <source>Score bands, written like 300-400, 750-900: a player may stop in one, but once in it stops only above its top.</source>
        <translation>Przedziały wyniku, np. 300-400, 750-900: w dołku można się zatrzymać, ale kto w nim jest, zatrzyma się znowu dopiero powyżej jego górnej granicy.</translation>
    </message>
    <message>
        <source>The total the dump truck sends to 0.</source>
        <translation>Wynik, który wywrotka zeruje.</translation>
    </message>
    <message>
        <source>Negative totals</source>
        <translation>Ujemny wynik</translation>
    </message>
    <message>
        <source>Penalties may take a total below 0.</source>
        <translation>Kary mogą sprowadzić wynik poniżej 0.</translation>
    </message>
    <message>
        <source>twice three of a kind</source>
        <extracomment>(key, value) -&gt; the value&apos;s words; switches are &quot;on&quot;/&quot;off&quot; for every key.</extracomment>
        <translation>dwa razy trzy jednakowe</translation>
    </message>
    <message>
        <source>instant win</source>
        <translation>natychmiastowa wygrana</translation>
    </message>
    <message>
        <source>a confirming throw</source>
        <translation>rzut potwierdzający</translation>
    </message>
    <message>
        <source>the turn goes on</source>
        <translation>tura trwa dalej</translation>
    </message>
    <message>
        <source>knock off</source>
        <translation>strąca</translation>
    </message>
    <message>
        <source>both stay</source>
        <translation>zostają obaj</translation>
    </message>
    <message>
        <source>to the entry score</source>
        <translation>na wynik wejścia</translation>
    </message>
    <message>
        <source>to the entry</source>
        <translation>na próg wejścia</translation>
    </message>
    <message>
        <source>the fall penalty</source>
        <translation>kara za spadek</translation>
    </message>
    <message>
        <source>to 0</source>
        <translation>na 0</translation>
    </message>
    <message>
        <source>reach it</source>
        <translation>osiągnąć</translation>
    </message>
    <message>
        <source>pass it</source>
        <translation>przekroczyć</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>dokładnie</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>every lost turn</source>
        <translation>każda przegrana tura</translation>
    </message>
    <message>
        <source>an empty first throw</source>
        <translation>pusty pierwszy rzut</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>ściśle</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>The first option of each group (the engine lists the options in the dialog&apos;s order).</extracomment>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Beczka</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Kary</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczne</translation>
    </message>
    <message>
        <source>Exactly a thousand</source>
        <translation>Dokładnie tysiąc</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
</context>
<context>
    <name>DiceReview</name>
    <message>
        <source>keep %1</source>
        <extracomment>The theme&apos;s colour token of each mark.</extracomment>
        <translation>odłóż %1</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>zapisz</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>rzucaj dalej</translation>
    </message>
    <message>
        <source>banked %1</source>
        <translation>zapisał %1</translation>
    </message>
    <message>
        <source>won the game</source>
        <translation>wygrał grę</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>pusty rzut</translation>
    </message>
    <message>
        <source>overshoot</source>
        <translation>przekroczenie</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>wywrotka</translation>
    </message>
    <message>
        <source>Dice game review</source>
        <extracomment>The decisions the coach warned about (issue 37): turn -&gt; {decision: what it said}; the review opens on the first, marked in its turn&apos;s list.</extracomment>
        <translation>Analiza gry w kości</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Wykonany ruch</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Najlepszy ruch</translation>
    </message>
    <message>
        <source>← Previous turn</source>
        <translation>← Poprzednia tura</translation>
    </message>
    <message>
        <source>Next turn →</source>
        <translation>Następna tura →</translation>
    </message>
    <message>
        <source>Next mistake (M)</source>
        <translation>Następny błąd (M)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Chances to win after each move, as the strongest computer level sees them; ?? marks a move that gave away 5 % or more, ? 2 % or more.</source>
        <translation>Szanse na wygraną po każdej decyzji w ocenie silnego komputera; ?? oznacza decyzję, która straciła 5 % lub więcej, ? — 2 % lub więcej.</translation>
    </message>
    <message>
        <source>Chances to win are given for games of two players with rules the strongest computer level knows; here only the moves are listed.</source>
        <translation>Szanse na wygraną są podawane dla gier dwóch graczy na zasadach znanych silnemu komputerowi; tu widać tylko ruchy.</translation>
    </message>
    <message>
        <source>%1. Round %2 · %3: %4</source>
        <translation>%1. Runda %2 · %3: %4</translation>
    </message>
    <message>
        <source>Turn %1 of %2 · %3 · total %4</source>
        <translation>Tura %1 z %2 · %3 · razem %4</translation>
    </message>
    <message>
        <source>turn total %1, dice in hand %2</source>
        <translation>w turze %1, kości w ręce %2</translation>
    </message>
</context>
<context>
    <name>DiceRules</name>
    <message>
        <source>Face</source>
        <translation>Ścianka</translation>
    </message>
    <message>
        <source>one</source>
        <translation>jedna</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trzy</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cztery</translation>
    </message>
    <message>
        <source>five</source>
        <translation>pięć</translation>
    </message>
    <message>
        <source>Straights: 1-2-3-4-5 scores %1, 2-3-4-5-6 scores %2.</source>
        <translation>Strity: 1-2-3-4-5 daje %1, 2-3-4-5-6 daje %2.</translation>
    </message>
    <message>
        <source>Dice Thousand: the rules</source>
        <translation>Tysiąc w kości: zasady</translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with every option listed at the end.</source>
        <translation>Zasady tej gry: zestaw „%1”, wszystkie opcje wymienione na końcu.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Be the first to reach %1 points.</source>
        <translation>Jako pierwszy zdobyć %1 punktów.</translation>
    </message>
    <message>
        <source>Be the first to pass %1 points: exactly %1 is not enough.</source>
        <translation>Jako pierwszy przekroczyć %1 punktów: dokładnie %1 to za mało.</translation>
    </message>
    <message>
        <source>Be the first to score exactly %1 points: a turn that would pass it is lost.</source>
        <translation>Jako pierwszy zdobyć dokładnie %1 punktów: tura z przekroczeniem przepada.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Throw the five dice and set aside scoring dice, at least one. Then stop and add the turn total to your score, or throw the dice that are left to score more. A throw with no scoring die loses the whole turn total: that is a bust.</source>
        <translation>Rzuć pięcioma kośćmi i odłóż punktujące, co najmniej jedną. Potem zatrzymaj się i dopisz punkty tury do wyniku albo rzuć pozostałymi kośćmi, by zdobyć więcej. Rzut bez punktującej kości to pusty rzut: wszystkie punkty tury przepadają.</translation>
    </message>
    <message>
        <source>In this game every scoring die of a throw must be set aside.</source>
        <translation>W tej grze trzeba odkładać wszystkie punktujące kości rzutu.</translation>
    </message>
    <message>
        <source>If the first throw of a turn scores nothing, you may throw it once more.</source>
        <translation>Jeśli pierwszy rzut tury nic nie daje, można go raz powtórzyć.</translation>
    </message>
    <message>
        <source>Hot dice: when all five dice have scored, throw all five once more. If that throw scores, its points are added and the turn is banked; if it scores nothing, the turn is lost.</source>
        <translation>Gorące kości: gdy punktują wszystkie pięć kości, rzuć wszystkimi jeszcze raz. Jeśli ten rzut daje punkty, dolicza się je i tura jest zapisana; jeśli nie, tura przepada.</translation>
    </message>
    <message>
        <source>Hot dice: when all five dice have scored, take all five and go on with the turn.</source>
        <translation>Gorące kości: gdy punktują wszystkie pięć kości, weź wszystkie i graj dalej.</translation>
    </message>
    <message>
        <source>Scoring dice</source>
        <translation>Punktujące kości</translation>
    </message>
    <message>
        <source>Five 1s in one throw win the game at once.</source>
        <translation>Pięć jedynek w jednym rzucie od razu wygrywa grę.</translation>
    </message>
    <message>
        <source>Other dice score nothing. Dice thrown together are counted in the way that gives the most points.</source>
        <translation>Pozostałe kości nie punktują. Kości rzucone razem liczy się tak, by dały najwięcej punktów.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Wejście</translation>
    </message>
    <message>
        <source>Your first stop of the game needs a turn total of at least %1; until then you have no score.</source>
        <translation>Pierwsze zatrzymanie w grze wymaga co najmniej %1 punktów w turze; do tego czasu nie masz wyniku.</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Dołki</translation>
    </message>
    <message>
        <source>Pits: %1. You may stop in a pit, but once in it you stop only with a total above its top: leave it in one turn.</source>
        <translation>Dołki: %1. W dołku można się zatrzymać, ale kto w nim jest, zatrzyma się dopiero z wynikiem powyżej jego górnej granicy: wyjdź z niego w jednej turze.</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Kary</translation>
    </message>
    <message>
        <source>All options of this game</source>
        <translation>Wszystkie opcje tej gry</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Beczka</translation>
    </message>
    <message>
        <source>A stop that reaches %1 stays at %1: you are on the barrel, and from there you must win in one turn (%2 points or more in the turn).</source>
        <translation>Zatrzymanie, które osiąga %1, zostaje na %1: jesteś na beczce i stąd musisz wygrać w jednej turze (%2 punktów lub więcej w turze).</translation>
    </message>
    <message>
        <source>A player below the barrel may win without stopping on it.</source>
        <translation>Gracz poniżej beczki może wygrać bez zatrzymania się na niej.</translation>
    </message>
    <message>
        <source>A player who gets on the barrel knocks off whoever sits there.</source>
        <translation>Gracz, który wchodzi na beczkę, strąca siedzącego tam.</translation>
    </message>
    <message>
        <source>Several players may sit on the barrel together.</source>
        <translation>Na beczce może siedzieć kilku graczy naraz.</translation>
    </message>
    <message>
        <source>A fall takes you back to your entry score.</source>
        <translation>Po spadku wracasz do swojego wyniku wejścia.</translation>
    </message>
    <message>
        <source>A fall takes you back to %1.</source>
        <translation>Po spadku wracasz na %1.</translation>
    </message>
    <message>
        <source>A fall takes you %1 below the barrel.</source>
        <translation>Po spadku lądujesz %1 poniżej beczki.</translation>
    </message>
    <message>
        <source>A fall takes you back to 0.</source>
        <translation>Po spadku wynik wraca do 0.</translation>
    </message>
    <message>
        <source>every lost turn</source>
        <translation>każdą przegraną turę</translation>
    </message>
    <message>
        <source>every empty first throw of a turn</source>
        <translation>każdy pusty pierwszy rzut tury</translation>
    </message>
    <message>
        <source>A bolt for %1; %2 bolts cost %3 points.</source>
        <translation>Kreska za %1; co %2. kreska kosztuje %3 punktów.</translation>
    </message>
    <message>
        <source>Each time your overshoots reach a multiple of %1, you lose %2 points.</source>
        <translation>Za każdym razem, gdy liczba twoich przekroczeń jest wielokrotnością %1, tracisz %2 punktów.</translation>
    </message>
    <message>
        <source>Each time your overshoots reach a multiple of %1, your score goes back to 0.</source>
        <translation>Za każdym razem, gdy liczba twoich przekroczeń jest wielokrotnością %1, twój wynik wraca do 0.</translation>
    </message>
    <message>
        <source>A player passed by another&apos;s stop loses %1 points.</source>
        <translation>Gracz wyprzedzony cudzym zatrzymaniem traci %1 punktów.</translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly %1 goes back to 0.</source>
        <translation>Wywrotka: wynik równo %1 wraca do 0.</translation>
    </message>
    <message>
        <source>A turn whose total reaches exactly %1 is lost too.</source>
        <translation>Tura, która osiąga dokładnie %1, też przepada.</translation>
    </message>
    <message>
        <source>Penalties may take a score below 0.</source>
        <translation>Kary mogą sprowadzić wynik poniżej 0.</translation>
    </message>
    <message>
        <source>Rules of dice Thousand</source>
        <translation>Zasady Tysiąca w kości</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message numerus="yes">
        <source>You may try %n turn(s) from the barrel; then you fall off.</source>
        <translation>
            <numerusform>Z beczki możesz próbować przez %n turę; potem spadasz.</numerusform>
            <numerusform>Z beczki możesz próbować przez %n tury; potem spadasz.</numerusform>
            <numerusform>Z beczki możesz próbować przez %n tur; potem spadasz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fall off %n time(s) and your score goes back to 0.</source>
        <translation>
            <numerusform>Po %n spadku wynik wraca do 0.</numerusform>
            <numerusform>Po %n spadkach wynik wraca do 0.</numerusform>
            <numerusform>Po %n spadkach wynik wraca do 0.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceSheet</name>
    <message>
        <source>entered</source>
        <extracomment>A settlement event of the mover, as a short mark in his cell (%1: the amount, if any).</extracomment>
        <translation>wejście</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>beczka</translation>
    </message>
    <message>
        <source>fell off</source>
        <translation>spadek</translation>
    </message>
    <message>
        <source>falls: to 0</source>
        <translation>spadki: na 0</translation>
    </message>
    <message>
        <source>bolts %1</source>
        <translation>kreski %1</translation>
    </message>
    <message>
        <source>overshoots %1</source>
        <translation>przekroczenia %1</translation>
    </message>
    <message>
        <source>overshoots: to 0</source>
        <translation>przekroczenia: na 0</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>wywrotka</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, now %2</source>
        <extracomment>A settlement event of another player, as a note (%1: the player, %2: his new total, %3: the amount).</extracomment>
        <translation>%1: strącenie z beczki, teraz %2</translation>
    </message>
    <message>
        <source>%1: fell off the barrel, now %2</source>
        <translation>%1: spadek z beczki, teraz %2</translation>
    </message>
    <message>
        <source>%1: too many falls, now %2</source>
        <translation>%1: za dużo spadków, teraz %2</translation>
    </message>
    <message>
        <source>%1: overtaken, %3, now %2</source>
        <translation>%1: wyprzedzenie, %3, teraz %2</translation>
    </message>
    <message>
        <source>%1: dump truck, now %2</source>
        <translation>%1: wywrotka, teraz %2</translation>
    </message>
    <message>
        <source>overshoot %1</source>
        <extracomment>How a lost turn ended, as a mark (the cell shows a dash).</extracomment>
        <translation>przekroczenie %1</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>na beczce %1/%2</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>na beczce</translation>
    </message>
    <message>
        <source>Turn total %1; total %2</source>
        <translation>W turze %1; wynik %2</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Odłożone: %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <extracomment>The theme&apos;s colour token of each kind of cell.</extracomment>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>Rules: %1. Each round starts with %2.</source>
        <translation>Zasady: %1. Każdą kolejkę zaczyna %2.</translation>
    </message>
    <message>
        <source>%1 won the game.</source>
        <translation>Wygrana: %1.</translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation>%1, ze zmianami</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>DiceStats</name>
    <message>
        <source>Dice game</source>
        <translation>Gra w kości</translation>
    </message>
    <message>
        <source>No dice statistics yet: finish a dice game first.</source>
        <translation>Brak jeszcze statystyk gry w kości: najpierw dokończ partię.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tury</translation>
    </message>
    <message>
        <source>Average turn</source>
        <translation>Średnio na turę</translation>
    </message>
    <message>
        <source>Busts</source>
        <translation>Puste rzuty</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Próby z beczki</translation>
    </message>
    <message>
        <source>Dice games with moves taken back: %1 (counted).</source>
        <translation>Partie w kości z cofniętymi ruchami: %1 (wliczone).</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Kości: %1</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>%1: %2 (total %3)</source>
        <translation>%1: %2 (razem %3)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Give up this deal? It is scored at once:</source>
        <translation>Zrezygnować z tego rozdania (bomba)? Zostanie od razu zapisane tak:</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>The player asked to review the deal (the deal review window).</extracomment>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>(key: %1)</source>
        <extracomment>The buttons that are not the move a prompt expects (by object name): a softer colour, or a warning one for conceding. The others are primary.</extracomment>
        <translation>(klawisz: %1)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>golden deal</source>
        <translation>złote rozdanie</translation>
    </message>
    <message>
        <source>barrel deal</source>
        <translation>gra z beczki</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: pas</translation>
    </message>
    <message>
        <source>The only move allowed: made without handing over the table.</source>
        <translation>Innego ruchu nie ma: wykonany bez przekazywania miejsca.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <extracomment>Hinted moves that are a card of the hand (the cursor is put on it).</extracomment>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Tym razem brak podpowiedzi.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Podpowiedź: %1.</translation>
    </message>
    <message>
        <source>It is marked on the table; Enter plays the card under the cursor.</source>
        <translation>Jest zaznaczona na stole; Enter zagrywa kartę pod kursorem.</translation>
    </message>
    <message>
        <source>Enter bids the value in the box.</source>
        <translation>Enter licytuje wartość z listy.</translation>
    </message>
    <message>
        <source>It is chosen; Enter on a chosen card takes it back.</source>
        <translation>Jest wybrana; Enter na wybranej karcie cofa wybór.</translation>
    </message>
    <message>
        <source>Enter chooses the card under the cursor.</source>
        <translation>Enter wybiera kartę pod kursorem.</translation>
    </message>
    <message>
        <source>Enter makes this move.</source>
        <translation>Enter wykonuje ten ruch.</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, twój ruch</translation>
    </message>
    <message>
        <source>Everybody else, please look away. %1, take the seat and show your cards when you are ready.</source>
        <translation>Pozostali, prosimy się odwrócić. %1, usiądź przy komputerze i odkryj swoje karty, kiedy zechcesz.</translation>
    </message>
    <message>
        <source>Show my cards (Enter)</source>
        <translation>Pokaż moje karty (Enter)</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The user asked for the menu (Esc), the score sheet, the rules, a new game. Review the deal just finished (the summary&apos;s &quot;Review&quot;). &quot;Count my points&quot;: the viewer&apos;s running card points and marriages on his plate. The human&apos;s turn on the panel (None while nobody human is asked anything). The coach&apos;s panel (issue 37), shown when the controller holds a costly move.</extracomment>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Step through this deal move by move and have it analysed</source>
        <translation>Przejdź przez to rozdanie ruch po ruchu i poproś o jego analizę</translation>
    </message>
    <message>
        <source>Next deal (Enter)</source>
        <translation>Następne rozdanie (Enter)</translation>
    </message>
    <message>
        <source>dark game</source>
        <translation>gra w ciemno</translation>
    </message>
    <message>
        <source>★ declarer</source>
        <translation>★ rozgrywający</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Zapisane</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>pauzuje</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu główne</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Zamknij (L)</translation>
    </message>
    <message>
        <source>Up and Down arrows change the value</source>
        <extracomment>The name tests and the keyboard know this prompt by. Whether the hand&apos;s cards answer this prompt (the keyboard cursor walks over them). Whether Enter picks the card under the cursor (else Enter is a button&apos;s key). A list of legal values (bids or raises) that Up and Down change. The &quot;declare the marriage&quot; switch (M toggles it). The move the last hint suggested (Enter makes it).</extracomment>
        <translation>Strzałki w górę i w dół zmieniają wartość</translation>
    </message>
    <message>
        <source>Redeal: bad talon</source>
        <translation>Ponowne rozdanie: zły musik</translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>Bomba…</translation>
    </message>
    <message>
        <source>Your bid?</source>
        <translation>Ile licytujesz?</translation>
    </message>
    <message>
        <source>The bid is %1 (%2). Your bid?</source>
        <translation>Licytacja: %1 (%2). Ile licytujesz?</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>With a total below zero you may not bid: pass.</source>
        <translation>Z ujemnym wynikiem nie wolno licytować: pas.</translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: pass.</source>
        <translation>Na beczce czekasz na swoje rozdanie: pas.</translation>
    </message>
    <message>
        <source>Without a marriage in hand you may bid up to %1.</source>
        <translation>Bez meldunku w ręce możesz licytować najwyżej %1.</translation>
    </message>
    <message>
        <source>Your marriages (%1) let you bid up to %2.</source>
        <translation>Twoje meldunki (%1) pozwalają licytować do %2.</translation>
    </message>
    <message>
        <source>You cannot go higher: pass.</source>
        <translation>Wyżej nie możesz: pas.</translation>
    </message>
    <message>
        <source>You are forehand: play in the dark?</source>
        <translation>Jesteś na pierwszej ręce: grasz w ciemno?</translation>
    </message>
    <message>
        <source>A dark game is %1 played without looking at your cards; its result counts double.</source>
        <translation>Gra w ciemno to %1 bez zaglądania w karty; jej wynik liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Play in the dark</source>
        <translation>Graj w ciemno</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Obejrzyj karty</translation>
    </message>
    <message>
        <source>You may ask for a redeal (%1).</source>
        <translation>Możesz zażądać ponownego rozdania (%1).</translation>
    </message>
    <message>
        <source>The same dealer deals again and nobody scores.</source>
        <translation>Ten sam gracz rozdaje jeszcze raz i nikt nic nie zapisuje.</translation>
    </message>
    <message>
        <source>Ask for a redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <source>Choose two cards to lay aside.</source>
        <extracomment>The key that passes the chosen cards (or lays them aside); Enter and Space choose a card.</extracomment>
        <translation>Wybierz dwie karty do odłożenia.</translation>
    </message>
    <message>
        <source>Choose the cards to pass: the first to %1, the second to %2.</source>
        <translation>Wybierz karty do oddania: pierwszą dla gracza %1, drugą dla gracza %2.</translation>
    </message>
    <message>
        <source>Choose the card to pass to %1.</source>
        <translation>Wybierz kartę dla gracza %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. Click a card, or press Enter on it, to choose it or take it back.</source>
        <translation>Wybrano: %1 z %2. Kliknięcie karty lub Enter na niej wybiera ją albo cofa wybór.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. %3 lays them aside; a click or Enter on a chosen card takes it back.</source>
        <translation>Wybrano: %1 z %2. %3 odkłada je; kliknięcie lub Enter na wybranej karcie cofa wybór.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. %3 passes them; a click or Enter on a chosen card takes it back.</source>
        <translation>Wybrano: %1 z %2. %3 oddaje je; kliknięcie lub Enter na wybranej karcie cofa wybór.</translation>
    </message>
    <message>
        <source>Pass the cards</source>
        <translation>Oddaj karty</translation>
    </message>
    <message>
        <source>Lay them aside</source>
        <translation>Odłóż</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Twoje wyjście.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Twój ruch.</translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Atu: %1.</translation>
    </message>
    <message>
        <source>No trump yet.</source>
        <translation>Jeszcze bez atu.</translation>
    </message>
    <message>
        <source>Play a highlighted card.</source>
        <translation>Zagraj jedną z podświetlonych kart.</translation>
    </message>
    <message>
        <source>Play any card.</source>
        <translation>Zagraj dowolną kartę.</translation>
    </message>
    <message>
        <source>Declare a marriage when I lead its king or queen</source>
        <translation>Melduj, gdy wychodzę królem lub damą z meldunku</translation>
    </message>
    <message>
        <source>Your contract is %1.</source>
        <translation>Twój kontrakt: %1.</translation>
    </message>
    <message>
        <source>Raise it, or lead a card to start.</source>
        <translation>Podwyższ go albo wyjdź kartą, aby zacząć grę.</translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation>Na beczce kontrakt musi wynosić co najmniej %1: podwyższ go przed wyjściem.</translation>
    </message>
    <message>
        <source>Raise…</source>
        <translation>Podwyższ…</translation>
    </message>
    <message>
        <source>Raise the contract</source>
        <translation>Podwyższ kontrakt</translation>
    </message>
    <message>
        <source>Raise your contract to %1? It cannot be lowered again.</source>
        <translation>Podwyższyć kontrakt do %1? Potem nie da się go obniżyć.</translation>
    </message>
    <message>
        <source>Choose a talon: click it, or press 1 or 2.</source>
        <translation>Wybierz musik: kliknij go albo naciśnij 1 lub 2.</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Lewy musik</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Prawy musik</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>Rozegrano %n rozdanie</numerusform>
            <numerusform>Rozegrano %n rozdania</numerusform>
            <numerusform>Rozegrano %n rozdań</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <extracomment>(keys, what they do), as Help → Keyboard shows them.</extracomment>
        <translation>W lewo / W prawo</translation>
    </message>
    <message>
        <source>move over the cards you may play</source>
        <translation>przejdź do sąsiedniej karty, którą możesz zagrać</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>put the cursor on a card</source>
        <translation>ustaw kursor na karcie o tym numerze</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spacja</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>licytuj</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>W górę / W dół</translation>
    </message>
    <message>
        <source>change the bid or raise</source>
        <translation>zmień wartość licytacji lub podwyżki</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>raise the contract (or ask for a redeal when offered)</source>
        <translation>podwyższ kontrakt (albo zażądaj ponownego rozdania, gdy można)</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>rzuć bombę</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>redeal a bad talon</source>
        <translation>ponowne rozdanie przy złym musiku</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>declare the marriage or not when leading its king or queen</source>
        <translation>czy meldować, wychodząc królem lub damą z meldunku</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>play the card under the cursor, or choose it to pass or lay aside (again: take it back); Enter on a card you may not play says why</source>
        <translation>zagraj kartę pod kursorem albo wybierz ją do oddania lub odłożenia (ponownie: cofnij wybór); Enter na karcie, której nie wolno zagrać, mówi dlaczego</translation>
    </message>
    <message>
        <source>pass in the bidding; pass the chosen cards or lay them aside</source>
        <translation>pas w licytacji; oddaj wybrane karty lub je odłóż</translation>
    </message>
    <message>
        <source>hint: the cursor goes to the suggested card (Enter plays the card under the cursor); a suggested bid or pass is made by Enter</source>
        <translation>podpowiedź: kursor staje na proponowanej karcie (Enter zagrywa kartę pod kursorem); proponowaną licytację lub pas wykonuje Enter</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>ostatnia lewa</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>tabela wyników</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>zasady</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>menu</source>
        <translation>menu</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>next deal (on the deal summary)</source>
        <translation>następne rozdanie (w podsumowaniu rozdania)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nowa gra</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>save</source>
        <translation>zapisz</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>load</source>
        <translation>wczytaj</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>zakończ</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back a move (games with take-backs allowed)</source>
        <translation>cofnij ruch (w grach, w których to dozwolone)</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>W lewo / W prawo, Home / End</translation>
    </message>
    <message>
        <source>in the deal review: a move back or on, the deal&apos;s start or end</source>
        <translation>w analizie rozdania: ruch wstecz lub naprzód, początek lub koniec rozdania</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>choose a die of the throw, or put it back</source>
        <translation>wybierz kość z rzutu albo ją odłóż z powrotem</translation>
    </message>
    <message>
        <source>Left / Right, Space</source>
        <translation>W lewo / W prawo, Spacja</translation>
    </message>
    <message>
        <source>move over the dice; choose the die under the cursor</source>
        <translation>przejdź po kościach; wybierz kość pod kursorem</translation>
    </message>
    <message>
        <source>keep the chosen dice</source>
        <translation>odłóż wybrane kości</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>keep every scoring die</source>
        <translation>odłóż wszystkie punktujące kości</translation>
    </message>
    <message>
        <source>throw the dice in hand</source>
        <translation>rzuć kośćmi, które są w ręce</translation>
    </message>
    <message>
        <source>stop: write the turn&apos;s points down</source>
        <translation>zapisz punkty tury</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>podpowiedź</translation>
    </message>
    <message>
        <source>the scoring chart</source>
        <translation>tabela punktów</translation>
    </message>
    <message>
        <source>Backspace, Ctrl+Z</source>
        <translation>Backspace, Ctrl+Z</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klawisz</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Działanie</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Learn the card game</source>
        <translation>Nauka gry w karty</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <extracomment>What the course dialog answers besides a lesson&apos;s id. The pause before each move the lesson makes itself (ms): long enough to follow. The course&apos;s title (context &quot;Lessons&quot;). ``make_table(host, runner) -&gt; (table widget, controller)``: the game&apos;s real table and its controller (with :class:`LessonDriving`) over ``runner.game``. ``practice(host)``: a new game against computer players, at once. ``item(text)``: what the table&apos;s ``highlight`` takes for an item of a step&apos;s ``show`` (a card, a die&apos;s face).</extracomment>
        <translation>Lekcja %1 z %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Następna lekcja</translation>
    </message>
    <message>
        <source>Practice against the computer</source>
        <translation>Trening z komputerem</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Zagraj partię</translation>
    </message>
    <message>
        <source>Play this lesson again</source>
        <translation>Powtórz tę lekcję</translation>
    </message>
    <message>
        <source>Back to the lessons</source>
        <translation>Wróć do lekcji</translation>
    </message>
    <message>
        <source>Your move: %1</source>
        <translation>Twój ruch: %1</translation>
    </message>
    <message>
        <source>Not that: %1</source>
        <translation>Nie tak: %1</translation>
    </message>
    <message>
        <source>Lesson done.</source>
        <translation>Lekcja ukończona.</translation>
    </message>
    <message>
        <source>Short lessons on prepared deals: you make the moves, the lesson says why. Any lesson can be played again.</source>
        <extracomment>The step whose ``show`` the table points at now. The lesson has left the window; ``leave()`` makes it leave (set where it is shown).</extracomment>
        <translation>Krótkie lekcje na przygotowanych rozdaniach: ty wykonujesz ruchy, a lekcja wyjaśnia dlaczego. Każdą lekcję można powtórzyć.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>ukończona</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nowa</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 lessons done</source>
        <translation>Ukończone lekcje: %1 z %2</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Zacznij lekcję</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Trening</translation>
    </message>
    <message>
        <source>A game against computer players</source>
        <translation>Partia z graczami komputerowymi</translation>
    </message>
    <message>
        <source>Learn the dice game</source>
        <translation>Nauka gry w kości</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The seats&apos; names in every lesson: the learner, then the scripted players (a lesson of ``players`` seats takes the first ones; Gleb sits at the four-player table only).
----------
The seats&apos; names in every lesson: the learner, then the scripted player.</extracomment>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Borys</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Wiera</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Gleb</translation>
    </message>
    <message>
        <source>Raise the contract to 120: your hearts marriage makes it safe.</source>
        <extracomment>A strong deal for the learner as forehand (seat 2 deals): hearts marriage, two spades. That deal played to its end: the learner raises to 120 and takes every trick. (The raise comes after the cards are given: the table&apos;s raise prompt offers it with a button, where the passing prompt would make it only by Enter on the hint.) A deal where Boris (forehand: seat 0 deals) declares and the learner defends.</extracomment>
        <translation>Podwyższ kontrakt do 120: z meldunkiem kierowym to bezpieczne.</translation>
    </message>
    <message>
        <source>You play for 120. The script plays the tricks for you.</source>
        <translation>Grasz na 120. Lewy lekcja rozegra za ciebie.</translation>
    </message>
    <message>
        <source>The deal and the talon</source>
        <translation>Rozdanie i musik</translation>
    </message>
    <message>
        <source>Thousand is played with 24 cards: nine to ace in four suits. An ace is worth 11, a ten 10, a king 4, a queen 3, a jack 2, a nine 0. Three players get seven cards each and three go face down to the talon. The seat after the dealer is forehand: that is you.</source>
        <translation>W tysiąca gra się 24 kartami: od dziewiątki do asa w czterech kolorach. As jest wart 11, dziesiątka 10, król 4, dama 3, walet 2, dziewiątka 0. Trzej gracze dostają po siedem kart, a trzy idą zakryte do musiku. Gracz po rozdającym to pierwsza ręka: to ty.</translation>
    </message>
    <message>
        <source>Forehand holds a bid of 100 without a word. Boris speaks first and passes.</source>
        <translation>Pierwsza ręka bez słowa ma 100. Borys mówi pierwszy i pasuje.</translation>
    </message>
    <message>
        <source>Vera passes too: you play for 100 and the talon is yours. With ten cards now, you give one card face down to each opponent.</source>
        <translation>Wiera też pasuje: grasz na 100 i musik jest twój. Masz teraz dziesięć kart i dajesz każdemu przeciwnikowi po jednej zakrytej.</translation>
    </message>
    <message>
        <source>Boris has the nine of diamonds. Give Vera one more card.</source>
        <translation>Borys ma dziewiątkę karo. Daj jeszcze jedną kartę Wierze.</translation>
    </message>
    <message>
        <source>Give the queen of clubs to Vera.</source>
        <translation>Daj Wierze damę trefl.</translation>
    </message>
    <message>
        <source>Everyone holds eight cards. Before the first lead you may still raise your contract, never lower it.</source>
        <translation>Każdy ma osiem kart. Przed pierwszym wyjściem możesz jeszcze podwyższyć kontrakt, nigdy go obniżyć.</translation>
    </message>
    <message>
        <source>You play for 120 now. You lead to the first trick.</source>
        <translation>Grasz teraz na 120. Wychodzisz do pierwszej lewy.</translation>
    </message>
    <message>
        <source>The talon goes to whoever wins the auction; he passes one card to each opponent and may raise before he leads.</source>
        <translation>Musik bierze zwycięzca licytacji; daje każdemu przeciwnikowi po karcie i może podwyższyć kontrakt przed wyjściem.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>At two, each player gets ten cards and the other four go face down to two talons of two. Boris deals, so you are forehand and hold 100.</source>
        <translation>We dwóch każdy dostaje po dziesięć kart, a pozostałe cztery idą zakryte do dwóch musików po dwie karty. Rozdaje Borys, więc jesteś pierwszą ręką i masz 100.</translation>
    </message>
    <message>
        <source>Boris passes: you play for 100. Pick one of the two talons.</source>
        <translation>Borys pasuje: grasz na 100. Wybierz jeden z dwóch musików.</translation>
    </message>
    <message>
        <source>Take the left talon.</source>
        <translation>Weź lewy musik.</translation>
    </message>
    <message>
        <source>The queen and jack of hearts are yours: with your king, a hearts marriage. Now put two cards aside face down.</source>
        <translation>Dama i walet kier są twoje: z twoim królem to meldunek kier. Teraz odłóż dwie karty zakryte.</translation>
    </message>
    <message>
        <source>Give the nine of diamonds to Boris, it is worth nothing, and the queen of clubs to Vera: choose the queen too, then Pass the cards.</source>
        <translation>Daj Borysowi dziewiątkę karo, nic nie jest warta, a Wierze damę trefl: wybierz też damę, potem „Oddaj karty”.</translation>
    </message>
    <message>
        <source>Put the nines of diamonds and clubs aside: they are worth nothing. Choose the nine of clubs too, then Lay them aside.</source>
        <translation>Odłóż dziewiątki karo i trefl: nic nie są warte. Wybierz też dziewiątkę trefl, potem „Odłóż”.</translation>
    </message>
    <message>
        <source>Put the nine of clubs aside too.</source>
        <translation>Odłóż też dziewiątkę trefl.</translation>
    </message>
    <message>
        <source>The cards you put aside count for you as cards you won. You both hold ten cards and play ten tricks.</source>
        <translation>Odłożone karty liczą się jako karty przez ciebie wzięte. Obaj macie po dziesięć kart i gracie dziesięć lew.</translation>
    </message>
    <message>
        <source>The talon nobody took, with its points, goes to whoever takes the last trick.</source>
        <translation>Musik, którego nikt nie wziął, razem z punktami dostaje ten, kto weźmie ostatnią lewę.</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Czterech graczy</translation>
    </message>
    <message>
        <source>At four, the dealer takes no cards and sits the deal out; the three others play it as a deal for three. Gleb deals this time, so you are forehand.</source>
        <translation>We czterech rozdający nie dostaje kart i pauzuje; pozostali trzej grają rozdanie jak we trzech. Tym razem rozdaje Gleb, więc jesteś pierwszą ręką.</translation>
    </message>
    <message>
        <source>You make your 120. Gleb sat out: he scores the card points of the talon, the jack of hearts, nine of hearts and queen of clubs: 5.</source>
        <translation>Ugrałeś swoje 120. Gleb pauzował: zapisuje punkty kart z musiku — waleta kier, dziewiątki kier i damy trefl: 5.</translation>
    </message>
    <message>
        <source>The deal passes clockwise, so each player sits out every fourth deal.</source>
        <translation>Rozdawanie przechodzi zgodnie z ruchem wskazówek zegara, więc każdy pauzuje co czwarte rozdanie.</translation>
    </message>
    <message>
        <source>Bidding and its limits</source>
        <translation>Licytacja i jej granice</translation>
    </message>
    <message>
        <source>Vera is forehand and holds 100. Each bid must be higher than the last, in steps of 5. Without a marriage in hand you may bid at most 120; each marriage you hold raises that limit by its value (hearts 100, diamonds 80, clubs 60, spades 40).</source>
        <translation>Wiera jest pierwszą ręką i ma 100. Każda licytacja musi być wyższa od poprzedniej, co 5. Bez meldunku w ręce możesz licytować najwyżej 120; każdy meldunek podnosi tę granicę o swoją wartość (kiery 100, kara 80, trefle 60, piki 40).</translation>
    </message>
    <message>
        <source>Bid 120.</source>
        <translation>Licytuj 120.</translation>
    </message>
    <message>
        <source>Your hearts marriage lets you bid up to 220, so 120 is safe.</source>
        <translation>Meldunek kierowy pozwala licytować do 220, więc 120 jest bezpieczne.</translation>
    </message>
    <message>
        <source>Boris holds the diamonds marriage: he may go up to 200, and says 125.</source>
        <translation>Borys ma meldunek karo: może licytować do 200 i mówi 125.</translation>
    </message>
    <message>
        <source>Vera passes: she is out of this auction.</source>
        <translation>Wiera pasuje: w tej licytacji już nie bierze udziału.</translation>
    </message>
    <message>
        <source>Bid 130 to stay in the auction.</source>
        <translation>Licytuj 130, żeby zostać w licytacji.</translation>
    </message>
    <message>
        <source>You bid 130.</source>
        <translation>Licytujesz 130.</translation>
    </message>
    <message>
        <source>Boris passes: only you remain, and you play for 130 with the talon.</source>
        <translation>Borys pasuje: zostajesz tylko ty i grasz na 130 z musikiem.</translation>
    </message>
    <message>
        <source>A player who passes is out for the deal; the last one left plays for his bid.</source>
        <translation>Kto spasuje, odpada z licytacji w tym rozdaniu; ostatni, który został, gra swoją licytację.</translation>
    </message>
    <message>
        <source>Following suit and trumping</source>
        <translation>Dokładanie do koloru i atu</translation>
    </message>
    <message>
        <source>Boris plays for 100 and leads. You must follow the suit led when you can; when you cannot, you must play a trump if there is a trump suit and you hold one. A deal starts without a trump.</source>
        <translation>Borys gra na 100 i wychodzi. Musisz dołożyć do koloru wyjścia, jeśli możesz; jeśli nie możesz, musisz dać atu, jeśli jest kolor atutowy i je masz. Rozdanie zaczyna się bez atu.</translation>
    </message>
    <message>
        <source>Spades were led: follow with your nine of spades.</source>
        <translation>Wyjście w piki: dołóż dziewiątkę pik.</translation>
    </message>
    <message>
        <source>The ace of spades takes the trick: the highest card of the suit led wins when there is no trump.</source>
        <translation>As pik bierze lewę: bez atu wygrywa najwyższa karta koloru wyjścia.</translation>
    </message>
    <message>
        <source>Boris has won a trick, so he may declare: he leads the king of hearts holding the queen. Hearts are trump now and he scores 100.</source>
        <translation>Borys wziął lewę, więc może meldować: wychodzi królem kier, mając damę. Kiery są teraz atu, a on zdobywa 100.</translation>
    </message>
    <message>
        <source>Hearts were led: follow suit with the nine of hearts.</source>
        <translation>Wyjście w kiery: dołóż dziewiątkę kier.</translation>
    </message>
    <message>
        <source>You followed suit.</source>
        <translation>Dołożyłeś do koloru.</translation>
    </message>
    <message>
        <source>You have no clubs: you must trump with the jack of hearts.</source>
        <translation>Nie masz trefli: musisz przebić atu, waletem kier.</translation>
    </message>
    <message>
        <source>Your jack of hearts is a trump: it beats the ace of clubs and the trick is yours.</source>
        <translation>Walet kier jest atu: bije asa trefl i lewa jest twoja.</translation>
    </message>
    <message>
        <source>Follow suit; without the suit, trump; only without both may you play anything.</source>
        <translation>Dokładaj do koloru; bez koloru daj atu; dopiero bez obu możesz zagrać dowolną kartę.</translation>
    </message>
    <message>
        <source>Marriages and trump</source>
        <translation>Meldunki i atu</translation>
    </message>
    <message>
        <source>A king and queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100. You declare it by leading one of them while holding the other, but only after you have won a trick in the deal. Its suit becomes trump.</source>
        <translation>Król i dama jednego koloru to meldunek: piki 40, trefle 60, kara 80, kiery 100. Meldujesz, wychodząc jedną z tych kart, gdy masz drugą, ale dopiero po wzięciu lewy w rozdaniu. Jego kolor staje się atu.</translation>
    </message>
    <message>
        <source>You won the last trick: lead the queen of diamonds to declare your diamonds marriage.</source>
        <translation>Wziąłeś ostatnią lewę: wyjdź damą karo, żeby zameldować meldunek karo.</translation>
    </message>
    <message>
        <source>You score 80 at once, and diamonds are trump from now on in place of hearts.</source>
        <translation>Od razu zdobywasz 80, a od teraz atu są kara zamiast kier.</translation>
    </message>
    <message>
        <source>A marriage scores once, when it is declared; a later marriage changes the trump again.</source>
        <translation>Meldunek liczy się raz, gdy zostaje zameldowany; kolejny meldunek znów zmienia atu.</translation>
    </message>
    <message>
        <source>The ace marriage (house option)</source>
        <translation>Meldunek asów (zasada domowa)</translation>
    </message>
    <message>
        <source>Some tables play the ace marriage: leading an ace while holding all four declares it for 200, after a trick won, as any marriage. It does not change the trump. This lesson turns the option on.</source>
        <translation>Przy niektórych stołach gra się meldunek asów: wyjście asem, gdy ma się wszystkie cztery, melduje go za 200, po wziętej lewie, jak każdy meldunek. Nie zmienia atu. W tej lekcji zasada jest włączona.</translation>
    </message>
    <message>
        <source>First win a trick: lead the ten of spades (your ace of spades is the only card above it).</source>
        <translation>Najpierw weź lewę: wyjdź dziesiątką pik (wyżej od niej jest tylko twój as pik).</translation>
    </message>
    <message>
        <source>You are leading. The trick will be yours.</source>
        <translation>Wyszedłeś. Lewa będzie twoja.</translation>
    </message>
    <message>
        <source>Lead an ace now to declare the ace marriage.</source>
        <translation>Teraz wyjdź asem, żeby zameldować meldunek asów.</translation>
    </message>
    <message>
        <source>200 for the ace marriage.</source>
        <translation>200 za meldunek asów.</translation>
    </message>
    <message>
        <source>The ace marriage is a house option: it is off in the classic rules.</source>
        <translation>Meldunek asów to zasada domowa: w zasadach klasycznych jest wyłączony.</translation>
    </message>
    <message>
        <source>Scoring and the contract</source>
        <translation>Liczenie punktów i kontrakt</translation>
    </message>
    <message>
        <source>Your deal points are the cards of the tricks you take plus your marriages. The declarer scores his contract if he reaches it, and loses it if he does not. Defenders score their points, rounded to 5.</source>
        <translation>Twoje punkty w rozdaniu to karty z wziętych lew plus meldunki. Rozgrywający zapisuje swój kontrakt, jeśli go ugrał, a traci go, jeśli nie. Przeciwnicy zapisują swoje punkty zaokrąglone do 5.</translation>
    </message>
    <message>
        <source>Play your last card, the nine of hearts.</source>
        <translation>Zagraj ostatnią kartę, dziewiątkę kier.</translation>
    </message>
    <message>
        <source>You took 120 in cards and declared 100: 220 points. You reach your contract, so you score 120: never more than the contract. Boris and Vera took nothing.</source>
        <translation>Wziąłeś 120 w kartach i zameldowałeś 100: 220 punktów. Kontrakt ugrany, więc zapisujesz 120: nigdy więcej niż kontrakt. Borys i Wiera nie wzięli nic.</translation>
    </message>
    <message>
        <source>Bid what your hand can take: a contract missed costs its whole value.</source>
        <translation>Licytuj tyle, ile ręka może wziąć: nieugrany kontrakt kosztuje całą swoją wartość.</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Kreski</translation>
    </message>
    <message>
        <source>A player who takes no trick in a deal gets a bolt. Every third bolt costs him 120. Boris starts this deal with two bolts.</source>
        <translation>Kto nie weźmie w rozdaniu żadnej lewy, dostaje kreskę. Co trzecia kreska kosztuje 120. Borys zaczyna to rozdanie z dwiema kreskami.</translation>
    </message>
    <message>
        <source>Lead the king of hearts to declare your marriage.</source>
        <translation>Wyjdź królem kier, żeby zameldować meldunek.</translation>
    </message>
    <message>
        <source>Keep taking every trick: the script plays them for you.</source>
        <translation>Bierz dalej wszystkie lewy: lekcja rozegra je za ciebie.</translation>
    </message>
    <message>
        <source>Boris and Vera took no trick: each gets a bolt. It is Boris&apos;s third, so he loses 120 and his count starts again.</source>
        <translation>Borys i Wiera nie wzięli żadnej lewy: każde dostaje kreskę. Borys ma trzecią, więc traci 120, a jego kreski liczą się od nowa.</translation>
    </message>
    <message>
        <source>Take at least one trick in every deal, even a poor one.</source>
        <translation>Bierz choć jedną lewę w każdym rozdaniu, nawet pustą.</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Beczka</translation>
    </message>
    <message>
        <source>The game is played to 1000. A total that would pass 880 stops there: the player is on the barrel. To win from it he must win the auction and make a contract of at least 120 within three deals, or he falls off and loses 120. You have 800.</source>
        <translation>Gra toczy się do 1000. Wynik, który przekroczyłby 880, zatrzymuje się na 880: gracz jest na beczce. Aby wygrać, musi w ciągu trzech rozdań wygrać licytację i ugrać kontrakt co najmniej 120, inaczej spada z beczki i traci 120. Masz 800.</translation>
    </message>
    <message>
        <source>800 and 120 would make 920, but your total stops at 880: you are on the barrel. On it you score nothing as a defender.</source>
        <translation>800 i 120 dałoby 920, ale twój wynik zatrzymuje się na 880: jesteś na beczce. Na beczce jako przeciwnik nic nie zapisujesz.</translation>
    </message>
    <message>
        <source>On the barrel, only a won contract of 120 or more takes you to 1000.</source>
        <translation>Z beczki do 1000 prowadzi tylko ugrany kontrakt od 120 w górę.</translation>
    </message>
    <message>
        <source>The dump truck</source>
        <translation>Wywrotka</translation>
    </message>
    <message>
        <source>A total that ends a deal at exactly 555 goes back to 0: the dump truck. So does −555. You have 435 and play for 120.</source>
        <translation>Wynik, który po rozdaniu wynosi dokładnie 555, wraca do 0: wywrotka. Tak samo −555. Masz 435 i grasz na 120.</translation>
    </message>
    <message>
        <source>435 and 120 make exactly 555: the dump truck takes your total back to 0.</source>
        <translation>435 i 120 to dokładnie 555: wywrotka zeruje twój wynik.</translation>
    </message>
    <message>
        <source>Near 555, count before you bid.</source>
        <translation>W pobliżu 555 licz, zanim zalicytujesz.</translation>
    </message>
    <message>
        <source>The dark game (house option)</source>
        <translation>Gra w ciemno (zasada domowa)</translation>
    </message>
    <message>
        <source>Some tables let forehand announce, before any bid and without seeing the talon, that he plays 120 in the dark: his result counts double. This lesson turns the option on.</source>
        <translation>Przy niektórych stołach pierwsza ręka może przed licytacją, nie widząc musiku, ogłosić grę w ciemno na 120: jej wynik liczy się podwójnie. W tej lekcji zasada jest włączona.</translation>
    </message>
    <message>
        <source>Announce the dark game without looking: the lesson has dealt you a strong hand.</source>
        <translation>Ogłoś grę w ciemno, nie patrząc w karty: lekcja dała ci mocną rękę.</translation>
    </message>
    <message>
        <source>You play 120 in the dark. The others may only pass.</source>
        <translation>Grasz 120 w ciemno. Pozostali mogą tylko spasować.</translation>
    </message>
    <message>
        <source>You made your 120 in the dark: it counts double, 240.</source>
        <translation>Ugrałeś 120 w ciemno: liczy się podwójnie, 240.</translation>
    </message>
    <message>
        <source>The dark game is off in the classic rules.</source>
        <translation>W zasadach klasycznych gry w ciemno nie ma.</translation>
    </message>
    <message>
        <source>The golden round (house option)</source>
        <translation>Złota runda (zasada domowa)</translation>
    </message>
    <message>
        <source>Some tables open the game with a golden round: deals without an auction, where forehand plays 120 with the talon and every score counts double. This lesson turns the option on.</source>
        <translation>Przy niektórych stołach partię zaczyna złota runda: rozdania bez licytacji, w których pierwsza ręka gra 120 z musikiem, a wszystkie punkty liczą się podwójnie. W tej lekcji zasada jest włączona.</translation>
    </message>
    <message>
        <source>No auction: the talon is yours. Give the nine of diamonds to Boris and the queen of clubs to Vera, then Pass the cards.</source>
        <translation>Bez licytacji: musik jest twój. Daj Borysowi dziewiątkę karo, a Wierze damę trefl, potem „Oddaj karty”.</translation>
    </message>
    <message>
        <source>You play 120, doubled.</source>
        <translation>Grasz 120, podwójnie.</translation>
    </message>
    <message>
        <source>120 made in the golden round: 240.</source>
        <translation>120 ugrane w złotej rundzie: 240.</translation>
    </message>
    <message>
        <source>The golden round is off in the classic rules.</source>
        <translation>W zasadach klasycznych złotej rundy nie ma.</translation>
    </message>
    <message>
        <source>Conceding a deal</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Your hand is weak and you had to play for 100 as forehand. After taking the talon, and before the first lead, the declarer may give the deal up: he loses his contract and each opponent gets half of it.</source>
        <translation>Ręka jest słaba, a jako pierwsza ręka musiałeś grać na 100. Po wzięciu musiku, a przed pierwszym wyjściem, rozgrywający może rzucić bombę: traci kontrakt, a każdy przeciwnik dostaje połowę.</translation>
    </message>
    <message>
        <source>Concede the deal: with these cards you cannot take 100.</source>
        <translation>Rzuć bombę: z tymi kartami nie weźmiesz 100.</translation>
    </message>
    <message>
        <source>You lose 100; Boris and Vera get 50 each. Played out, the deal would cost you the same 100 and give them far more.</source>
        <translation>Tracisz 100; Borys i Wiera dostają po 50. Rozegrane, rozdanie kosztowałoby cię tyle samo, a im dało dużo więcej.</translation>
    </message>
    <message>
        <source>Concede a hopeless deal rather than play it: it costs less. You may not concede on the barrel.</source>
        <translation>Beznadziejne rozdanie lepiej zbombić niż grać: kosztuje mniej. Na beczce bomby rzucić nie wolno.</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>A player dealt all four nines may ask for the cards to be dealt again before the bidding. The same dealer deals again and nobody scores.</source>
        <translation>Gracz, który dostał wszystkie cztery dziewiątki, może przed licytacją poprosić o ponowne rozdanie. Ten sam gracz rozdaje znowu i nikt nic nie zapisuje.</translation>
    </message>
    <message>
        <source>You hold all four nines: ask for a redeal.</source>
        <translation>Masz wszystkie cztery dziewiątki: poproś o ponowne rozdanie.</translation>
    </message>
    <message>
        <source>The cards are dealt again.</source>
        <translation>Karty zostaną rozdane od nowa.</translation>
    </message>
    <message>
        <source>A redeal is a right, not a duty: with a strong hand, play it.</source>
        <translation>Ponowne rozdanie to prawo, nie obowiązek: z mocną ręką graj.</translation>
    </message>
    <message>
        <source>Throw the dice.</source>
        <translation>Rzuć kośćmi.</translation>
    </message>
    <message>
        <source>Boris threw on, and nothing scored: his turn is lost.</source>
        <extracomment>Boris&apos;s turn between two of the learner&apos;s: he throws on and loses it all.</extracomment>
        <translation>Borys rzucał dalej i nic nie wypadło: jego tura przepada.</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Co punktuje</translation>
    </message>
    <message>
        <source>You throw five dice. A one is worth 10 and a five 5. Three of a kind are worth ten times the face (three fours: 40), three ones 100; four of a kind twice that, five ten times. 1 2 3 4 5 is worth 125 and 2 3 4 5 6 250. After each throw you set scoring dice aside.</source>
        <translation>Rzuca się pięcioma kośćmi. Jedynka jest warta 10, piątka 5. Trzy jednakowe są warte dziesięć razy tyle, ile oczek (trzy czwórki: 40), trzy jedynki 100; cztery jednakowe dwa razy tyle, pięć dziesięć razy. 1 2 3 4 5 jest warte 125, a 2 3 4 5 6 250. Po każdym rzucie odkładasz punktujące kości.</translation>
    </message>
    <message>
        <source>A one and three fours: they score.</source>
        <translation>Jedynka i trzy czwórki: punktują.</translation>
    </message>
    <message>
        <source>Set aside the one and the three fours.</source>
        <translation>Odłóż jedynkę i trzy czwórki.</translation>
    </message>
    <message>
        <source>10 for the one and 40 for the three fours: 50 this turn.</source>
        <translation>10 za jedynkę i 40 za trzy czwórki: 50 w tej turze.</translation>
    </message>
    <message>
        <source>Only ones, fives, three or more of a kind and the straights score.</source>
        <translation>Punktują tylko jedynki, piątki, trzy lub więcej jednakowych i strity.</translation>
    </message>
    <message>
        <source>Keeping and throwing again</source>
        <translation>Odkładanie i ponowny rzut</translation>
    </message>
    <message>
        <source>After a keep you throw the dice left in hand again, and add what they score. You need not keep every scoring die: more dice in hand score more often.</source>
        <translation>Po odłożeniu rzucasz pozostałymi kośćmi i dodajesz, co wypadnie. Nie musisz odkładać każdej punktującej kości: więcej kości w ręce częściej punktuje.</translation>
    </message>
    <message>
        <source>Keep only the one: the five is worth little, and four dice thrown again have a better chance.</source>
        <translation>Odłóż tylko jedynkę: piątka jest warta niewiele, a cztery kości mają większą szansę.</translation>
    </message>
    <message>
        <source>10 kept; four dice in hand.</source>
        <translation>Odłożone 10; w ręce cztery kości.</translation>
    </message>
    <message>
        <source>Three fives!</source>
        <translation>Trzy piątki!</translation>
    </message>
    <message>
        <source>Keep the three fives.</source>
        <translation>Odłóż trzy piątki.</translation>
    </message>
    <message>
        <source>Three fives are worth 50: 60 this turn.</source>
        <translation>Trzy piątki są warte 50: 60 w tej turze.</translation>
    </message>
    <message>
        <source>What you keep adds up over the turn until you stop or lose it.</source>
        <translation>To, co odkładasz, sumuje się przez całą turę, aż się zatrzymasz albo to stracisz.</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Gorące kości</translation>
    </message>
    <message>
        <source>When all five dice have scored and been kept, you must throw all five again. That throw confirms the turn: if it scores, you keep and bank; if it is empty, the whole turn is lost.</source>
        <translation>Gdy wszystkie pięć kości zapunktowało i zostało odłożonych, musisz rzucić wszystkimi pięcioma znowu. Ten rzut potwierdza turę: jeśli punktuje, odkładasz i zapisujesz; jeśli jest pusty, przepada cała tura.</translation>
    </message>
    <message>
        <source>Keep all five dice: three ones and two fives.</source>
        <translation>Odłóż wszystkie pięć kości: trzy jedynki i dwie piątki.</translation>
    </message>
    <message>
        <source>110 kept, and no die left in hand: hot dice. Throw all five again.</source>
        <translation>Odłożone 110 i żadnej kości w ręce: gorące kości. Rzuć wszystkimi pięcioma znowu.</translation>
    </message>
    <message>
        <source>A one: the turn is confirmed.</source>
        <translation>Jedynka: tura potwierdzona.</translation>
    </message>
    <message>
        <source>Keep the one.</source>
        <translation>Odłóż jedynkę.</translation>
    </message>
    <message>
        <source>120 banked at once.</source>
        <translation>120 od razu zapisane.</translation>
    </message>
    <message>
        <source>Hot dice are a gift with a risk: the confirming throw can lose the turn.</source>
        <translation>Gorące kości to prezent z ryzykiem: rzut potwierdzający może zniweczyć turę.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Wejście</translation>
    </message>
    <message>
        <source>Your first bank must be at least 75 points: until then you may not stop. The whole turn total counts once you enter.</source>
        <translation>Pierwszy zapis musi mieć co najmniej 75 punktów: do tego czasu nie możesz się zatrzymać. Po wejściu liczy się cały wynik tury.</translation>
    </message>
    <message>
        <source>Keep the five.</source>
        <translation>Odłóż piątkę.</translation>
    </message>
    <message>
        <source>5 is far from 75: you may not stop yet, so throw again.</source>
        <translation>Od 5 do 75 daleko: nie możesz się jeszcze zatrzymać, więc rzucaj znowu.</translation>
    </message>
    <message>
        <source>Keep the three ones.</source>
        <translation>Odłóż trzy jedynki.</translation>
    </message>
    <message>
        <source>105 this turn: enough to enter.</source>
        <translation>105 w tej turze: wystarczy do wejścia.</translation>
    </message>
    <message>
        <source>Stop and bank your 105.</source>
        <translation>Zatrzymaj się i zapisz swoje 105.</translation>
    </message>
    <message>
        <source>You have entered with 105; from now on any bank is allowed.</source>
        <translation>Wszedłeś ze 105; od teraz możesz zapisać każdy wynik.</translation>
    </message>
    <message>
        <source>Entering is once a game.</source>
        <translation>Wejście jest raz na partię.</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Zatrzymanie</translation>
    </message>
    <message>
        <source>After a keep that leaves dice in hand you choose: stop and bank the turn total, or throw again. An empty throw, with no scoring die, loses everything this turn. You have 200.</source>
        <translation>Gdy po odłożeniu zostają kości w ręce, wybierasz: zatrzymać się i zapisać wynik tury albo rzucać dalej. Pusty rzut, bez punktującej kości, zabiera wszystko z tej tury. Masz 200.</translation>
    </message>
    <message>
        <source>Keep the two ones and the five.</source>
        <translation>Odłóż dwie jedynki i piątkę.</translation>
    </message>
    <message>
        <source>25 this turn, two dice in hand: a throw of two is empty 4 times in 9.</source>
        <translation>25 w tej turze, dwie kości w ręce: rzut dwiema jest pusty 4 razy na 9.</translation>
    </message>
    <message>
        <source>Stop and bank your 225.</source>
        <translation>Zatrzymaj się i zapisz 225.</translation>
    </message>
    <message>
        <source>225: banked. Now Boris plays.</source>
        <translation>225 zapisane. Teraz gra Borys.</translation>
    </message>
    <message>
        <source>The fewer dice in hand, the sooner to stop.</source>
        <translation>Im mniej kości w ręce, tym wcześniej warto się zatrzymać.</translation>
    </message>
    <message>
        <source>The barrel and winning</source>
        <translation>Beczka i wygrana</translation>
    </message>
    <message>
        <source>The game is won at 1000. A bank that reaches 850 stops there: you are on the barrel. From the barrel you must make 150 in one turn, without stopping. You have 780.</source>
        <translation>Partię wygrywa się przy 1000. Zapis, który sięga 850, zatrzymuje się tam: jesteś na beczce. Z beczki musisz zdobyć 150 w jednej turze, bez zatrzymywania się. Masz 780.</translation>
    </message>
    <message>
        <source>Keep the three ones and the five.</source>
        <translation>Odłóż trzy jedynki i piątkę.</translation>
    </message>
    <message>
        <source>105: 780 and 105 would be 885.</source>
        <translation>105: 780 i 105 dałoby 885.</translation>
    </message>
    <message>
        <source>Stop and bank.</source>
        <translation>Zatrzymaj się i zapisz.</translation>
    </message>
    <message>
        <source>Your total stops at 850: you are on the barrel.</source>
        <translation>Twój wynik zatrzymuje się na 850: jesteś na beczce.</translation>
    </message>
    <message>
        <source>Four ones!</source>
        <translation>Cztery jedynki!</translation>
    </message>
    <message>
        <source>Keep the four ones: 200.</source>
        <translation>Odłóż cztery jedynki: 200.</translation>
    </message>
    <message>
        <source>200 in one turn from the barrel: you reach 1000 and win.</source>
        <translation>200 w jednej turze z beczki: dochodzisz do 1000 i wygrywasz.</translation>
    </message>
    <message>
        <source>The barrel turns the last points into one big throw.</source>
        <translation>Beczka zamienia ostatnie punkty w jedną wielką turę.</translation>
    </message>
    <message>
        <source>Pits (house option)</source>
        <translation>Dołki (zasada domowa)</translation>
    </message>
    <message>
        <source>Some tables play pits: a band such as 300 to 400 must be left in one bank. From 330 you may stop only above 400. This lesson turns the option on.</source>
        <translation>Przy niektórych stołach gra się z dołkami: z przedziału, na przykład od 300 do 400, trzeba wyjść jednym zapisem. Z 330 możesz się zatrzymać tylko powyżej 400. W tej lekcji zasada jest włączona.</translation>
    </message>
    <message>
        <source>340 would still be in the pit: you must throw on.</source>
        <translation>340 to wciąż dołek: musisz rzucać dalej.</translation>
    </message>
    <message>
        <source>110 this turn: 440, out of the pit.</source>
        <translation>110 w tej turze: 440, poza dołkiem.</translation>
    </message>
    <message>
        <source>Stop: you are out of the pit.</source>
        <translation>Zatrzymaj się: jesteś poza dołkiem.</translation>
    </message>
    <message>
        <source>Banked at 440.</source>
        <translation>Zapisane: 440.</translation>
    </message>
    <message>
        <source>Pits are off in the classic rules.</source>
        <translation>W zasadach klasycznych dołków nie ma.</translation>
    </message>
    <message>
        <source>Bolts (house option)</source>
        <translation>Kreski (zasada domowa)</translation>
    </message>
    <message>
        <source>With bolts played, every turn lost to an empty throw is a bolt; the third costs 100. You have two already and 300 points.</source>
        <translation>Gdy gra się z kreskami, każda tura stracona na pustym rzucie to kreska; trzecia kosztuje 100. Masz już dwie i 300 punktów.</translation>
    </message>
    <message>
        <source>Nothing scores: the turn is lost, a third bolt, and 100 off: 200.</source>
        <translation>Nic nie punktuje: tura przepada, trzecia kreska i 100 mniej: 200.</translation>
    </message>
    <message>
        <source>Bolts are off in the classic rules.</source>
        <translation>W zasadach klasycznych kresek nie ma.</translation>
    </message>
    <message>
        <source>Overtaking (house option)</source>
        <translation>Wyprzedzanie (zasada domowa)</translation>
    </message>
    <message>
        <source>With the overtaking penalty played, when your bank passes another player&apos;s total, he loses 50. Boris has 250, you 200.</source>
        <translation>Gdy gra się z karą za wyprzedzenie, a twój zapis wyprzedza wynik innego gracza, traci on 50. Borys ma 250, ty 200.</translation>
    </message>
    <message>
        <source>105 this turn.</source>
        <translation>105 w tej turze.</translation>
    </message>
    <message>
        <source>Stop and bank: 305.</source>
        <translation>Zatrzymaj się i zapisz: 305.</translation>
    </message>
    <message>
        <source>305 passes Boris&apos;s 250: he loses 50.</source>
        <translation>305 wyprzedza 250 Borysa: traci on 50.</translation>
    </message>
    <message>
        <source>Overtaking is off in the classic rules.</source>
        <translation>W zasadach klasycznych wyprzedzania nie ma.</translation>
    </message>
    <message>
        <source>Look at: %1</source>
        <translation>Spójrz: %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Thousand</source>
        <extracomment>How long after a table leaves the screen the heap&apos;s free memory is given back (ms): its deferred deletes and the last computer players&apos; threads are done by then. The games&apos; UIs (the registry&apos;s order) and the games (the storage&apos;s registry). The status bar&apos;s &quot;Not saved&quot; mark (made the first time a save fails). The app&apos;s folders that cannot be written (read-only, full): said once at start, then only marked; the problems of their failed writes are only logged. Each game&apos;s screens in this window, by the game&apos;s name (the registry&apos;s order).</extracomment>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Each entry by its key (&quot;new&quot;, &quot;dice_new&quot;, &quot;save&quot;, &quot;undo&quot;...).</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>New &amp;dice game…</source>
        <translation>Nowa gra w &amp;kości…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Kontynuuj</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Zapisz jako…</translation>
    </message>
    <message>
        <source>&amp;Load or delete saves…</source>
        <translation>&amp;Wczytaj lub usuń zapisane gry…</translation>
    </message>
    <message>
        <source>&amp;Import a game record…</source>
        <translation>&amp;Importuj zapis gry…</translation>
    </message>
    <message>
        <source>&amp;Export this game&apos;s record…</source>
        <translation>&amp;Eksportuj zapis tej gry…</translation>
    </message>
    <message>
        <source>Re&amp;view a game record…</source>
        <translation>&amp;Analiza zapisu gry…</translation>
    </message>
    <message>
        <source>&amp;Take back a move</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>Review &amp;deals…</source>
        <translation>Analiza &amp;rozdań…</translation>
    </message>
    <message>
        <source>C&amp;oach at the table</source>
        <translation>&amp;Trener przy stole</translation>
    </message>
    <message>
        <source>The coach warns before a costly move in this game</source>
        <translation>Trener ostrzega przed niekorzystnym ruchem w tej partii</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Menu główne</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>Rules of the &amp;dice game</source>
        <translation>Zasady gry w &amp;kości</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation>&amp;O programie Tysiąc</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be used; our own deck is shown instead.</source>
        <translation>Talii %1 nie można użyć; zamiast niej pokazano naszą talię.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Talia kart</translation>
    </message>
    <message>
        <source>Saved files</source>
        <translation>Zapisane pliki</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nie zapisano</translation>
    </message>
    <message>
        <source>The game in progress could not be saved. Saving is tried again after every move.</source>
        <translation>Nie udało się zapisać trwającej gry. Zapis jest ponawiany po każdym ruchu.</translation>
    </message>
    <message>
        <source>Leave the game in progress? It stays under Continue until you start another.</source>
        <translation>Opuścić trwającą grę? Pozostanie pod „Kontynuuj”, dopóki nie zaczniesz nowej.</translation>
    </message>
    <message>
        <source>Start another game? The game in progress under Continue will be replaced.</source>
        <translation>Zacząć nową grę? Trwająca gra pod „Kontynuuj” zostanie zastąpiona.</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Trwająca gra</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Deal analyses of imported records, kept for the session (by game id).</extracomment>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>Wczytywanie zapisu gry…</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Nie ma gry do kontynuowania.</translation>
    </message>
    <message>
        <source>Review deals</source>
        <translation>Analiza rozdań</translation>
    </message>
    <message>
        <source>Thousand %1: both games called «Тысяча», the card game and the dice game, against computer players or friends on one computer.</source>
        <translation>Tysiąc %1: obie gry o tej nazwie, karciana i w kości, przeciw komputerowi albo z przyjaciółmi przy jednym komputerze.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Nazwa zapisu:</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Nie udało się zapisać gry: %1</translation>
    </message>
    <message>
        <source>Leave the game in progress? The game you open replaces it under Continue.</source>
        <translation>Opuścić trwającą grę? Otwierana gra zastąpi ją pod „Kontynuuj”.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Your game is not saved. Quit anyway?</source>
        <translation>Gra nie jest zapisana. Mimo to zakończyć?</translation>
    </message>
    <message>
        <source>It could not be written in %1. “Save to a file…” keeps it where you choose; Game → Import a game record… goes on with it later.</source>
        <translation>Nie udało się jej zapisać w %1. „Zapisz do pliku…” zachowa ją tam, gdzie wybierzesz; Gra → Importuj zapis gry… pozwoli ją później kontynuować.</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Zapisz do pliku…</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Zakończ mimo to</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Save to a file</source>
        <translation>Zapisz do pliku</translation>
    </message>
    <message>
        <source>Nothing can be written in %1 (%2): games and statistics are not kept.</source>
        <translation>W %1 nie można nic zapisać (%2): gry i statystyki nie są zachowywane.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Zapisano jako „%1”.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Import zapisu gry</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Zapisy gier (*.json)</translation>
    </message>
    <message>
        <source>This record cannot be used: %1</source>
        <translation>Tego zapisu nie można użyć: %1</translation>
    </message>
    <message>
        <source>There are no take-backs in a network game.</source>
        <translation>W grze sieciowej nie można cofać ruchów.</translation>
    </message>
    <message>
        <source>Take-backs are off in this game (New game → Allow take-backs).</source>
        <translation>W tej grze cofanie ruchów jest wyłączone (Nowa gra → Pozwól cofać ruchy).</translation>
    </message>
    <message>
        <source>Take-backs are for games against the computer.</source>
        <translation>Cofać ruchy można tylko w grze z komputerem.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Nie ma twojego ruchu, który można cofnąć.</translation>
    </message>
    <message>
        <source>No deal of this game is over yet.</source>
        <translation>W tej grze nie zakończyło się jeszcze żadne rozdanie.</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Analiza zapisu gry</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Eksport zapisu gry</translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation>Nie udało się zapisać pliku: %1</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>O programie Tysiąc</translation>
    </message>
    <message>
        <source>Thousand cannot write in %1 (%2): the game in progress, saved games and statistics will not be kept.</source>
        <extracomment>What is not kept while a folder cannot be written, by its role.</extracomment>
        <translation>Tysiąc nie może zapisywać w %1 (%2): bieżąca gra, zapisane gry i statystyki nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>Thousand cannot write in %1 (%2): your settings will not be kept.</source>
        <translation>Tysiąc nie może zapisywać w %1 (%2): ustawienia nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>You can play on: the status bar says “Not saved”, and Game → Export this game&apos;s record… writes a game to a folder you choose. Or start Thousand with --data-dir and a folder it may write in.</source>
        <translation>Można grać dalej: pasek stanu pokaże „Nie zapisano”, a Gra → Eksportuj zapis tej gry… zapisze grę w wybranym folderze. Albo uruchom Tysiąc z --data-dir i folderem, w którym można zapisywać.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The table of each game&apos;s keys, by the game&apos;s name.</extracomment>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>A dice game is reviewed once it is over.</source>
        <translation>Grę w kości można przeanalizować, gdy się skończy.</translation>
    </message>
    <message>
        <source>Saving the game…</source>
        <extracomment>A job&apos;s result, on the GUI thread, in the order the jobs were submitted. Where the worker says a job ended (it touches no Qt object: see :mod:`thousand_app.mailbox`). Seconds :meth:`flush` waits before it shows that the game is being saved.</extracomment>
        <translation>Zapisywanie gry…</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>dark game</source>
        <translation>gra w ciemno</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>ponowne rozdanie</translation>
    </message>
    <message>
        <source>no claim</source>
        <translation>gra dalej</translation>
    </message>
    <message>
        <source>talon %1</source>
        <translation>musik %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 aside</source>
        <translation>%1 na bok</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>kontrakt %1</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>bomba</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 z meldunkiem</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The analysis&apos;s name for keeping the contract as it is before the first lead.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no raise</source>
        <translation>bez podwyższenia</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Computer %1</source>
        <translation>Komputer %1</translation>
    </message>
    <message>
        <source>Room code (read it to the other players):</source>
        <extracomment>The host started the game. The host stops hosting.</extracomment>
        <translation>Kod pokoju (przeczytaj go pozostałym graczom):</translation>
    </message>
    <message>
        <source>Address: %1, port %2</source>
        <translation>Adres: %1, port %2</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ty)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Oddaj komputerowi</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>Otwórz dla gracza</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Gra się rozpoczęła.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s).</source>
        <translation>
            <numerusform>Czekamy na %n gracza.</numerusform>
            <numerusform>Czekamy na %n graczy.</numerusform>
            <numerusform>Czekamy na %n graczy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seats nobody takes are played by the computer.</source>
        <translation>Miejsca, których nikt nie zajmie, gra komputer.</translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Wszyscy są na miejscu.</translation>
    </message>
    <message>
        <source>The host runs another version of Thousand: both players need the same version.</source>
        <translation>Gospodarz ma inną wersję „Tysiąca”: obaj gracze potrzebują tej samej wersji.</translation>
    </message>
    <message>
        <source>The room code is not right. Ask the host to read it again.</source>
        <translation>Kod pokoju jest niepoprawny. Poproś gospodarza, by przeczytał go jeszcze raz.</translation>
    </message>
    <message>
        <source>That host does not know the room code: it is not the game you meant.</source>
        <translation>Ten gospodarz nie zna kodu pokoju: to nie ta gra.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Twoje miejsce przy tym stole nie jest już dla ciebie zachowane.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Wszystkie miejsca przy tym stole są zajęte.</translation>
    </message>
    <message>
        <source>That seat is already taken: choose another one.</source>
        <translation>To miejsce jest już zajęte: wybierz inne.</translation>
    </message>
    <message>
        <source>The game has already started: only its players can come back.</source>
        <translation>Gra już się zaczęła: wrócić mogą tylko jej gracze.</translation>
    </message>
    <message>
        <source>You left the game.</source>
        <translation>Opuściłeś grę.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Gospodarz zakończył grę.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Twoje miejsce zajęto z innego okna lub komputera.</translation>
    </message>
    <message>
        <source>Too many wrong room codes: wait a minute before trying again.</source>
        <translation>Zbyt wiele błędnych kodów: odczekaj minutę i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The host gave your seat to the computer.</source>
        <translation>Gospodarz oddał twoje miejsce komputerowi.</translation>
    </message>
    <message>
        <source>The host has too many connections at the moment: try again later.</source>
        <translation>Gospodarz ma teraz zbyt wiele połączeń: spróbuj później.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>Gospodarz nie odpowiedział na czas.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Załóż grę sieciową</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>A seat for a person is open to a player who joins over the network (the first one is yours); the computer plays the other seats at the level chosen. A network game has no take-backs.</source>
        <translation>Miejsce dla człowieka jest otwarte dla gracza, który dołączy przez sieć (pierwsze z nich jest twoje); na pozostałych miejscach gra komputer wybranego poziomu. W grze sieciowej nie można cofać ruchów.</translation>
    </message>
    <message>
        <source>The host ended the game for everyone.</source>
        <translation>Gospodarz zakończył grę dla wszystkich.</translation>
    </message>
    <message>
        <source>The host cannot be reached any more.</source>
        <translation>Gospodarz jest już nieosiągalny.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Utracono połączenie z gospodarzem.</translation>
    </message>
    <message>
        <source>The host met an unexpected problem and closed the connection.</source>
        <translation>U gospodarza wystąpił nieoczekiwany problem i zamknął on połączenie.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twój ruch.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch nie jest teraz dozwolony.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Gra jeszcze się nie zaczęła.</translation>
    </message>
    <message>
        <source>Too many messages were sent: the host closed the connection.</source>
        <translation>Wysłano zbyt wiele wiadomości: gospodarz zamknął połączenie.</translation>
    </message>
    <message>
        <source>The host refused: something went wrong between the two programs.</source>
        <translation>Gospodarz odmówił: coś poszło nie tak między dwoma programami.</translation>
    </message>
    <message>
        <source>Too many wrong room codes came from your address: the join is tried again in %1 s.</source>
        <translation>Z twojego adresu przyszło zbyt wiele błędnych kodów pokoju: kolejna próba za %1 s.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Połączono</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Ponowne łączenie…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Brak połączenia</translation>
    </message>
    <message>
        <source>Away: the computer plays in %1 s</source>
        <translation>Nieobecny: komputer zagra za %1 s</translation>
    </message>
    <message>
        <source>Away: the computer plays</source>
        <translation>Nieobecny: gra komputer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>Czekamy na gracza</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Gotowy</translation>
    </message>
    <message>
        <source>Table host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <extracomment>The port shown for an address typed by hand until one was used (a host on any free port says its own; the join list fills it in). Seats remembered to take back (the latest games only). The game started and has a table here (``takes_table(kind)``): the :class:`~.net_lobby.NetSession`, no longer the panel&apos;s. The UIs of the games it may join (their names and presets in words).</extracomment>
        <translation>Gry w sieci lokalnej:</translation>
    </message>
    <message>
        <source>Looking for games…</source>
        <translation>Szukanie gier…</translation>
    </message>
    <message>
        <source>Address and port:</source>
        <translation>Adres i port:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Kod pokoju:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Miejsce:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>The local network cannot be searched: type the host&apos;s address.</source>
        <translation>Nie można przeszukać sieci lokalnej: wpisz adres gospodarza.</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Dowolne wolne miejsce</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>%1 — %2 (%3), %4 of %5 seats free</source>
        <translation>%1 — %2 (%3), wolne miejsca: %4 z %5</translation>
    </message>
    <message>
        <source>started</source>
        <translation>gra trwa</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>inna wersja</translation>
    </message>
    <message>
        <source>No game found yet: the list fills by itself, or type an address.</source>
        <translation>Nie znaleziono jeszcze gier: lista wypełni się sama albo wpisz adres.</translation>
    </message>
    <message>
        <source>Choose a game or type the host&apos;s address.</source>
        <translation>Wybierz grę lub wpisz adres gospodarza.</translation>
    </message>
    <message>
        <source>Type the room code the host reads out.</source>
        <translation>Wpisz kod pokoju, który przeczyta gospodarz.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Wpisz swoje imię.</translation>
    </message>
    <message>
        <source>Rejoin the game you were in: room %1 at %2, port %3</source>
        <translation>Wróć do swojej gry: pokój %1 na %2, port %3</translation>
    </message>
    <message>
        <source>You sit in seat %1. Waiting for the host to start the game.</source>
        <translation>Siedzisz na miejscu %1. Czekamy, aż gospodarz rozpocznie grę.</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <extracomment>The game started and this window&apos;s seat has a table in the main window: the :class:`~.net_lobby.NetSession` (the window then closes; the session is the table&apos;s). The games&apos; UIs (and through them the games) it hosts and joins. Where hosted games are saved (a folder of their own), None: not saved; and where their statistics go (the app&apos;s own).</extracomment>
        <translation>Gra przez sieć</translation>
    </message>
    <message>
        <source>Host a game on this computer: choose the game, its rules and which seats are for people.</source>
        <translation>Załóż stół na tym komputerze: wybierz grę, jej zasady i które miejsca są dla ludzi.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>dowolny wolny port</translation>
    </message>
    <message>
        <source>A fixed port lets friends on the internet reach this computer through a port forwarded by the router.</source>
        <translation>Stały port pozwala znajomym z internetu połączyć się z tym komputerem przez port przekierowany na routerze.</translation>
    </message>
    <message>
        <source>Wait for a dropped player:</source>
        <translation>Czekaj na rozłączonego gracza:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long a player whose connection dropped has to come back before the computer plays the seat (until the player is back).</source>
        <translation>Ile czekać na gracza, którego połączenie zostało zerwane, zanim komputer zacznie grać za niego (do jego powrotu).</translation>
    </message>
    <message>
        <source>Turn clock:</source>
        <translation>Czas na ruch:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>The seconds each player has for a move; when they run out, the computer makes that move. Everyone sees the clock.</source>
        <translation>Ile sekund ma każdy gracz na ruch; gdy miną, ten ruch wykona komputer. Zegar widzą wszyscy.</translation>
    </message>
    <message>
        <source>Host a game of %1</source>
        <translation>Załóż stół: %1</translation>
    </message>
    <message>
        <source>Host again the game of %1 saved: %2</source>
        <translation>Poprowadź ponownie zapisaną grę „%1”: %2</translation>
    </message>
    <message>
        <source>The same room code: the players join again and take their seats back.</source>
        <translation>Ten sam kod pokoju: gracze dołączają ponownie i zajmują swoje miejsca.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>Port %1 is taken on this computer: choose another one, or any free port.</source>
        <translation>Port %1 jest zajęty na tym komputerze: wybierz inny albo dowolny wolny port.</translation>
    </message>
    <message>
        <source>This computer cannot take connections now (no free port or no network).</source>
        <translation>Ten komputer nie może teraz przyjmować połączeń (brak wolnego portu lub sieci).</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <extracomment>When the computer takes each seat whose person is away, and when the turn clock runs out for the seat to move (monotonic), from the host&apos;s ``seats``.</extracomment>
        <translation>Napisz coś do stołu…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Wróć do menu</translation>
    </message>
    <message>
        <source>Reconnecting… the computer plays your seat if it takes long.</source>
        <translation>Ponowne łączenie… jeśli potrwa to długo, za ciebie zagra komputer.</translation>
    </message>
    <message>
        <source>%1 (room %2)</source>
        <translation>%1 (pokój %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The game ended for this seat for good: the code&apos;s sentence. Whether this seat can review the deals (the card game&apos;s, from the host&apos;s record). When the computer takes each seat whose person is away (monotonic), from the host&apos;s ``seats`` last seen (``away_text``).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 s to move</source>
        <translation>%1 s na ruch</translation>
    </message>
    <message>
        <source>You host this game: if you leave, it ends for everyone. Leave the game?</source>
        <translation>Prowadzisz tę grę: jeśli wyjdziesz, skończy się dla wszystkich. Wyjść z gry?</translation>
    </message>
    <message>
        <source>Leave the network game? The computer plays your seat from now on.</source>
        <translation>Wyjść z gry sieciowej? Od teraz za ciebie gra komputer.</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Wyjdź z gry sieciowej</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Borys</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Wiera</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Gleb</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4) contradict each other: a player reaching the barrel would be sent back to 0 by the dump truck. Change one of them or turn the dump truck off.</source>
        <translation>%1 (%2) i %3 (%4) przeczą sobie: gracz, który dojdzie do beczki, od razu trafiałby na wywrotkę i do 0. Zmień jedną z tych wartości albo wyłącz wywrotkę.</translation>
    </message>
    <message>
        <source>With %1 “%2” a barrel contract of %3 would end the game short of 1000: %4 must be at least %5 (now %6).</source>
        <translation>Przy %1 „%2” kontrakt %3 na beczce nie doprowadzi do 1000: %4 musi wynosić co najmniej %5 (teraz %6).</translation>
    </message>
    <message>
        <source>%1 cannot be %2: it takes whole numbers from %3 to %4 in steps of %5.</source>
        <translation>Wartość %1 nie może wynosić %2: dozwolone są liczby całkowite od %3 do %4 co %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2.</source>
        <translation>Wartość %1 nie może wynosić %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>``label(key)``: the option&apos;s name. ``help(spec)``: its one-line explanation. ``value(key, value, values)``: a value in words (``values``: every option&apos;s, for words that name another option&apos;s number). ``preset_name(key)``, ``preset_help(key)``.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom, from %1. Changed: %2.</source>
        <translation>Własne zasady na bazie „%1”. Zmieniono: %2.</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The card game&apos;s words for its options and presets (the option editor&apos;s).</extracomment>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Liczba graczy:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Miejsce %1:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Allow take-backs (Undo, Ctrl+Z: back to your previous decision)</source>
        <translation>Pozwól cofać ruchy (Ctrl+Z: powrót do twojej poprzedniej decyzji)</translation>
    </message>
    <message>
        <source>Games against the computer only. A game where a move was taken back is marked in the statistics and sets no records.</source>
        <translation>Tylko w grze z komputerem. Gra, w której cofnięto ruch, jest oznaczona w statystykach i nie liczy się do rekordów.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The user&apos;s choice (the box shows it unticked while it does not apply: hot-seat).</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Zestaw zasad:</translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation>Przywróć zasady zestawu</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer; each one&apos;s cards are shown only on his turn.</source>
        <translation>Gra przy jednym komputerze: karty każdego gracza są widoczne tylko w jego ruchu.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Grają tylko komputery: ty się przyglądasz.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Według tych zasad nie można grać: %1</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Musik i kontrakt</translation>
    </message>
    <message>
        <source>Trick play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Liczenie punktów</translation>
    </message>
    <message>
        <source>Barrel and the end</source>
        <translation>Beczka i koniec gry</translation>
    </message>
    <message>
        <source>Special deals</source>
        <translation>Rozdania specjalne</translation>
    </message>
    <message>
        <source>Dealer sitting out scores</source>
        <extracomment>key -&gt; (label, one-line explanation)</extracomment>
        <translation>Pauzujący rozdający dostaje</translation>
    </message>
    <message>
        <source>With 4 players the dealer sits out the deal; what he scores from the talon.</source>
        <translation>W cztery osoby rozdający nie gra w rozdaniu (pauzuje); co zapisuje sobie z musiku.</translation>
    </message>
    <message>
        <source>Two-player game</source>
        <translation>Gra we dwóch</translation>
    </message>
    <message>
        <source>With 2 players: two small talons of 2 cards, or a third “dead” hand set aside.</source>
        <translation>We dwóch: dwa małe musiki po 2 karty albo trzecia ręka („dziadek”) odłożona na bok.</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Meldunek asów</translation>
    </message>
    <message>
        <source>The four aces together are a marriage worth %1.</source>
        <translation>Cztery asy razem to meldunek wart %1.</translation>
    </message>
    <message>
        <source>The declarer may redeal a talon worth under %1 points or holding two nines.</source>
        <translation>Rozgrywający może rozdać ponownie, gdy musik jest wart mniej niż %1 punktów albo ma dwie dziewiątki.</translation>
    </message>
    <message>
        <source>A bad talon may be redealt at any contract, not only at %1.</source>
        <translation>Zły musik można rozdać ponownie przy każdym kontrakcie, nie tylko przy %1.</translation>
    </message>
    <message>
        <source>No bid above %1 without a marriage in hand, nor above %1 plus the marriages held.</source>
        <translation>Bez meldunku w ręce nie wolno licytować powyżej %1, a z meldunkami powyżej %1 plus ich suma.</translation>
    </message>
    <message>
        <source>Hidden talon at %1</source>
        <translation>Zakryty musik przy %1</translation>
    </message>
    <message>
        <source>When forehand plays %1 with everyone passing, the talon is not shown.</source>
        <translation>Gdy pierwsza ręka gra %1, bo wszyscy spasowali, musiku się nie pokazuje.</translation>
    </message>
    <message>
        <source>Forehand may play %1 without looking at his cards, for double.</source>
        <translation>Pierwsza ręka może grać %1 bez zaglądania w karty, za podwójną stawkę.</translation>
    </message>
    <message>
        <source>Every third concession of a player costs a further %1.</source>
        <translation>Każda trzecia bomba gracza kosztuje dodatkowo %1.</translation>
    </message>
    <message>
        <source>A total that lands exactly on the dump truck total (or its negative) goes back to 0.</source>
        <translation>Wynik równy dokładnie wynikowi wywrotki (albo temu samemu z minusem) spada do 0.</translation>
    </message>
    <message>
        <source>On the barrel: win the auction and make %1, or play %2 on the talon as forehand.</source>
        <translation>Na beczce: wygrać licytację i ugrać %1 albo zagrać %2 z musiku na pierwszej ręce.</translation>
    </message>
    <message>
        <source>The first deals have no auction: forehand plays %1 and everything counts double.</source>
        <translation>Pierwsze rozdania bez licytacji: pierwsza ręka gra %1, wszystko liczy się podwójnie.</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 and −%1</source>
        <translation>%1 i −%1</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>tylko %1</translation>
    </message>
    <message>
        <source>win the auction, make %1</source>
        <translation>wygrać licytację, ugrać %1</translation>
    </message>
    <message>
        <source>play %1 as forehand</source>
        <translation>zagrać %1 na pierwszej ręce</translation>
    </message>
    <message>
        <source>Redeal on four nines</source>
        <translation>Ponowne rozdanie przy czterech dziewiątkach</translation>
    </message>
    <message>
        <source>A player holding all four nines may ask for a redeal.</source>
        <translation>Gracz, który ma wszystkie cztery dziewiątki, może zażądać ponownego rozdania.</translation>
    </message>
    <message>
        <source>Redeal on a weak hand</source>
        <translation>Ponowne rozdanie przy słabej ręce</translation>
    </message>
    <message>
        <source>A player whose hand is worth too few points may ask for a redeal.</source>
        <translation>Gracz, którego karty są warte za mało punktów, może zażądać ponownego rozdania.</translation>
    </message>
    <message>
        <source>Weak hand: fewer points than</source>
        <translation>Słaba ręka: mniej punktów niż</translation>
    </message>
    <message>
        <source>A hand worth fewer card points than this counts as weak.</source>
        <translation>Ręka warta mniej punktów w kartach niż ta liczba jest słaba.</translation>
    </message>
    <message>
        <source>Redeal on a bad talon</source>
        <translation>Ponowne rozdanie przy złym musiku</translation>
    </message>
    <message>
        <source>Bad talon at any contract</source>
        <translation>Zły musik przy każdym kontrakcie</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Skok licytacji</translation>
    </message>
    <message>
        <source>Bids and raises go up in steps of this many points.</source>
        <translation>Licytacja i podwyżki rosną o tyle punktów.</translation>
    </message>
    <message>
        <source>Bids limited by marriages</source>
        <translation>Licytacja ograniczona meldunkami</translation>
    </message>
    <message>
        <source>Bidding below zero</source>
        <translation>Licytacja na minusie</translation>
    </message>
    <message>
        <source>Whether a player with a negative total may bid.</source>
        <translation>Czy gracz z ujemnym wynikiem może licytować.</translation>
    </message>
    <message>
        <source>Dark game</source>
        <translation>Gra w ciemno</translation>
    </message>
    <message>
        <source>Pass cards face up</source>
        <translation>Karty oddawane odkryte</translation>
    </message>
    <message>
        <source>The two cards the declarer passes are shown to everyone.</source>
        <translation>Dwie karty oddawane przez rozgrywającego widzą wszyscy.</translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>The declarer may give up the deal before the first lead.</source>
        <translation>Rozgrywający może zrezygnować z rozdania przed pierwszym wyjściem.</translation>
    </message>
    <message>
        <source>Concession pays</source>
        <translation>Bomba daje przeciwnikom</translation>
    </message>
    <message>
        <source>What each opponent gains when the declarer concedes.</source>
        <translation>Ile dostaje każdy przeciwnik, gdy rozgrywający rzuca bombę.</translation>
    </message>
    <message>
        <source>Concessions per game</source>
        <translation>Limit bomb w grze</translation>
    </message>
    <message>
        <source>Most concessions a player may make in a game (0: no limit).</source>
        <translation>Najwięcej bomb, jakie gracz może rzucić w jednej grze (0: bez limitu).</translation>
    </message>
    <message>
        <source>Third concession penalty</source>
        <translation>Kara za trzecią bombę</translation>
    </message>
    <message>
        <source>Must beat</source>
        <translation>Przymus przebijania</translation>
    </message>
    <message>
        <source>A player following suit or trumping must beat the trick if he can.</source>
        <translation>Dokładając do koloru lub dając atu, trzeba przebić lewę, jeśli się da.</translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation>Meldunek dopiero po lewie</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Meldować można dopiero po wzięciu lewy.</translation>
    </message>
    <message>
        <source>Rounding of defenders</source>
        <translation>Zaokrąglanie u przeciwników</translation>
    </message>
    <message>
        <source>The defenders&apos; points are rounded to this multiple.</source>
        <translation>Punkty przeciwników rozgrywającego zaokrągla się do tej wielokrotności.</translation>
    </message>
    <message>
        <source>A bolt is</source>
        <translation>Kreska to</translation>
    </message>
    <message>
        <source>What earns a bolt: a deal without a trick, or without a point.</source>
        <translation>Za co jest kreska: rozdanie bez lewy albo bez punktu.</translation>
    </message>
    <message>
        <source>Bolts cost points</source>
        <translation>Kara za kreski</translation>
    </message>
    <message>
        <source>When bolts cost points: every third, three in a row, or never.</source>
        <translation>Kiedy kreski kosztują punkty: co trzecia, trzy z rzędu albo nigdy.</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Kara za trzy kreski</translation>
    </message>
    <message>
        <source>What three bolts cost.</source>
        <translation>Ile kosztują trzy kreski.</translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation>Wywrotka</translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation>Wynik wywrotki</translation>
    </message>
    <message>
        <source>The total that sends a player back to 0.</source>
        <translation>Wynik, przy którym gracz wraca do 0.</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Beczka od</translation>
    </message>
    <message>
        <source>A total stops here: the player is on the barrel.</source>
        <translation>Tu wynik się zatrzymuje: gracz jest na beczce.</translation>
    </message>
    <message>
        <source>Getting off the barrel</source>
        <translation>Zejście z beczki</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Próby na beczce</translation>
    </message>
    <message>
        <source>How many deals a player may spend on the barrel.</source>
        <translation>Ile rozdań gracz może spędzić na beczce.</translation>
    </message>
    <message>
        <source>Barrel penalty</source>
        <translation>Kara za spadek z beczki</translation>
    </message>
    <message>
        <source>What falling off the barrel costs.</source>
        <translation>Ile kosztuje spadek z beczki.</translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation>Dwóch na beczce</translation>
    </message>
    <message>
        <source>Whether a player arriving on the barrel knocks off whoever sits there.</source>
        <translation>Czy gracz, który wchodzi na beczkę, strąca tego, kto już na niej siedzi.</translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation>Trzy spadki zerują</translation>
    </message>
    <message>
        <source>A third fall off the barrel resets the total to 0.</source>
        <translation>Trzeci spadek z beczki zeruje wynik.</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Złota runda</translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation>Zerowanie po złotej rundzie</translation>
    </message>
    <message>
        <source>If nobody made a golden deal, every total goes back to 0.</source>
        <translation>Jeśli w złotej rundzie nikt nie ugrał, wszystkim wynik spada do 0.</translation>
    </message>
    <message>
        <source>the talon&apos;s points</source>
        <extracomment>(key, value) -&gt; label for options with named values.</extracomment>
        <translation>punkty z musiku</translation>
    </message>
    <message>
        <source>aces and a marriage</source>
        <translation>asy i meldunek</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>two talons</source>
        <translation>dwa musiki</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>dziadek</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>wolno</translation>
    </message>
    <message>
        <source>not below zero</source>
        <translation>nie na minusie</translation>
    </message>
    <message>
        <source>half the contract</source>
        <translation>połowa kontraktu</translation>
    </message>
    <message>
        <source>to 5</source>
        <translation>do 5</translation>
    </message>
    <message>
        <source>to 10</source>
        <translation>do 10</translation>
    </message>
    <message>
        <source>no rounding</source>
        <translation>bez zaokrąglania</translation>
    </message>
    <message>
        <source>no trick taken</source>
        <translation>brak lewy</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>brak punktów</translation>
    </message>
    <message>
        <source>every third</source>
        <translation>co trzecia</translation>
    </message>
    <message>
        <source>three in a row</source>
        <translation>trzy z rzędu</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>off</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>knocks off</source>
        <translation>strąca</translation>
    </message>
    <message>
        <source>both stay</source>
        <translation>obaj zostają</translation>
    </message>
    <message>
        <source>on</source>
        <translation>tak</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic</source>
        <translation>Klasyczne</translation>
    </message>
    <message>
        <source>The common Russian rules.</source>
        <translation>Najpopularniejsze zasady rosyjskie.</translation>
    </message>
    <message>
        <source>Pocket computer</source>
        <translation>Komputer kieszonkowy</translation>
    </message>
    <message>
        <source>As the old pocket game: the barrel is played on the talon, no conceding.</source>
        <translation>Jak w dawnej grze kieszonkowej: z beczki gra się z musiku, bez bomb.</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Rodzinne</translation>
    </message>
    <message>
        <source>Gentle: no bolt penalties, no dump truck, marriages at any time.</source>
        <translation>Łagodne: bez kar za kreski, bez wywrotki, meldunki w każdej chwili.</translation>
    </message>
    <message>
        <source>Polish (Tysiąc)</source>
        <translation>Polskie</translation>
    </message>
    <message>
        <source>Bids in tens, players must beat the trick.</source>
        <translation>Jak w Polsce: licytacja co 10, przymus przebijania, zaokrąglanie do 10, bez wywrotki.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Katalog</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Pliki &amp;typu:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You must beat the trick with a higher card of %1.</source>
        <translation>Musisz przebić lewę wyższą kartą tego samego koloru (%1).</translation>
    </message>
    <message>
        <source>You must follow suit: %1.</source>
        <translation>Musisz dołożyć do koloru: %1.</translation>
    </message>
    <message>
        <source>You must beat the highest trump (%1) in the trick.</source>
        <translation>Musisz przebić najwyższe atu w lewie (%1).</translation>
    </message>
    <message>
        <source>You have none of the suit led: you must play a trump (%1).</source>
        <translation>Nie masz koloru wyjścia: musisz dać atu (%1).</translation>
    </message>
    <message>
        <source>Pass a card to each opponent before leading.</source>
        <translation>Przed wyjściem oddaj po karcie każdemu przeciwnikowi.</translation>
    </message>
    <message>
        <source>Lay two cards aside before leading.</source>
        <translation>Przed wyjściem odłóż dwie karty.</translation>
    </message>
    <message>
        <source>No card can be played yet.</source>
        <translation>Jeszcze nie można zagrać karty.</translation>
    </message>
    <message>
        <source>The declarer leads to the first trick.</source>
        <translation>Do pierwszej lewy wychodzi rozgrywający.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>The engine&apos;s reason code -&gt; our sentence: %1, %2... are the reason&apos;s parameters in order (a suit by its name, a card as its face shows it); a sentence may leave one out.</extracomment>
        <translation>To nie twój ruch.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Przy tym stole nie ma takiego miejsca.</translation>
    </message>
    <message>
        <source>That player sits this deal out.</source>
        <translation>Ten gracz pauzuje w tym rozdaniu.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>W tej grze nie ma takiego ruchu.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch nie jest teraz dozwolony.</translation>
    </message>
    <message>
        <source>First make your opening claim or play on.</source>
        <translation>Najpierw zgłoś żądanie albo wybierz „Graj dalej”.</translation>
    </message>
    <message>
        <source>No opening claim is offered to you now.</source>
        <translation>Nie masz teraz czego zgłosić.</translation>
    </message>
    <message>
        <source>Your hand gives no right to a redeal.</source>
        <translation>Z tymi kartami nie możesz żądać ponownego rozdania.</translation>
    </message>
    <message>
        <source>A redeal can be asked for only as the first move of a deal.</source>
        <translation>Ponownego rozdania można zażądać tylko pierwszym ruchem rozdania.</translation>
    </message>
    <message>
        <source>These rules have no dark game.</source>
        <translation>W tych zasadach nie ma gry w ciemno.</translation>
    </message>
    <message>
        <source>A dark game must be announced before anyone bids.</source>
        <translation>Grę w ciemno ogłasza się, zanim ktokolwiek zalicytuje.</translation>
    </message>
    <message>
        <source>Only forehand may play in the dark.</source>
        <translation>W ciemno może grać tylko pierwsza ręka.</translation>
    </message>
    <message>
        <source>No dark game while a player is on the barrel.</source>
        <translation>Nie ma gry w ciemno, gdy ktoś siedzi na beczce.</translation>
    </message>
    <message>
        <source>There is no bidding in a golden deal.</source>
        <translation>W złotym rozdaniu nie ma licytacji.</translation>
    </message>
    <message>
        <source>There is no bidding in a barrel deal.</source>
        <translation>W grze z beczki nie ma licytacji.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Licytacja się skończyła.</translation>
    </message>
    <message>
        <source>You have passed: you take no further part in the bidding.</source>
        <translation>Po pasie nie bierzesz już udziału w licytacji.</translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: you may only pass.</source>
        <translation>Na beczce czekasz na swoje rozdanie: możesz tylko spasować.</translation>
    </message>
    <message>
        <source>With a score below zero you may not bid, only pass.</source>
        <translation>Z ujemnym wynikiem nie możesz licytować, tylko spasować.</translation>
    </message>
    <message>
        <source>A bid must be higher than %1.</source>
        <translation>Licytacja musi być wyższa niż %1.</translation>
    </message>
    <message>
        <source>Bids go up in steps of %1.</source>
        <translation>Licytuje się co %1.</translation>
    </message>
    <message>
        <source>A bid of %1 is not allowed now.</source>
        <translation>Licytacja %1 nie jest teraz dozwolona.</translation>
    </message>
    <message>
        <source>No bid or contract may exceed %1.</source>
        <translation>Ani licytacja, ani kontrakt nie może przekroczyć %1.</translation>
    </message>
    <message>
        <source>Going above %1 needs a marriage in hand.</source>
        <translation>Powyżej %1 trzeba mieć meldunek w ręce.</translation>
    </message>
    <message>
        <source>With the marriages in your hand you may go up to %1 at most.</source>
        <translation>Z meldunkami, które masz w ręce, możesz dojść najwyżej do %1.</translation>
    </message>
    <message>
        <source>There is only one talon in this game: the declarer takes it.</source>
        <translation>W tej grze jest tylko jeden musik: bierze go rozgrywający.</translation>
    </message>
    <message>
        <source>Only the declarer chooses a talon.</source>
        <translation>Musik wybiera tylko rozgrywający.</translation>
    </message>
    <message>
        <source>There is no talon to choose now.</source>
        <translation>Teraz nie wybiera się musiku.</translation>
    </message>
    <message>
        <source>Choose one of the two talons.</source>
        <translation>Wybierz jeden z dwóch musików.</translation>
    </message>
    <message>
        <source>First choose one of the two talons.</source>
        <translation>Najpierw wybierz jeden z dwóch musików.</translation>
    </message>
    <message>
        <source>These rules allow no redeal for a bad talon.</source>
        <translation>Według tych zasad zły musik nie daje ponownego rozdania.</translation>
    </message>
    <message>
        <source>Only the declarer may redeal a bad talon.</source>
        <translation>Ponowne rozdanie przy złym musiku może ogłosić tylko rozgrywający.</translation>
    </message>
    <message>
        <source>A bad talon is redealt by the declarer right after taking it.</source>
        <translation>Przy złym musiku rozdaje się ponownie zaraz po tym, jak rozgrywający go weźmie.</translation>
    </message>
    <message>
        <source>A bad talon must be redealt before passing cards.</source>
        <translation>Ponowne rozdanie przy złym musiku trzeba ogłosić przed oddaniem kart.</translation>
    </message>
    <message>
        <source>A bad talon must be redealt at once, before raising.</source>
        <translation>Ponowne rozdanie przy złym musiku trzeba ogłosić od razu, przed podwyżką.</translation>
    </message>
    <message>
        <source>A bad talon can be redealt only at a contract of %1.</source>
        <translation>Zły musik można rozdać ponownie tylko przy kontrakcie %1.</translation>
    </message>
    <message>
        <source>The talon is not bad enough: it is worth %1 and holds fewer than two nines.</source>
        <translation>Musik nie jest dość zły: jest wart %1 i ma mniej niż dwie dziewiątki.</translation>
    </message>
    <message>
        <source>The bidding is not over.</source>
        <translation>Licytacja jeszcze się nie skończyła.</translation>
    </message>
    <message>
        <source>The first card has been led: it is too late for that.</source>
        <translation>Pierwsza karta już wyszła: na to jest za późno.</translation>
    </message>
    <message>
        <source>In this game the declarer lays two cards aside and passes none.</source>
        <translation>W tej grze rozgrywający odkłada dwie karty i nikomu ich nie oddaje.</translation>
    </message>
    <message>
        <source>In this game the declarer passes cards to the opponents and lays none aside.</source>
        <translation>W tej grze rozgrywający oddaje karty przeciwnikom i niczego nie odkłada.</translation>
    </message>
    <message>
        <source>Only the declarer passes cards.</source>
        <translation>Karty oddaje tylko rozgrywający.</translation>
    </message>
    <message>
        <source>Only the declarer lays cards aside.</source>
        <translation>Karty odkłada tylko rozgrywający.</translation>
    </message>
    <message>
        <source>Only the declarer may raise the contract.</source>
        <translation>Kontrakt może podwyższyć tylko rozgrywający.</translation>
    </message>
    <message>
        <source>Only the declarer may concede.</source>
        <translation>Bombę może rzucić tylko rozgrywający.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>Nie masz karty %1.</translation>
    </message>
    <message>
        <source>You cannot pass a card to yourself.</source>
        <translation>Nie możesz oddać karty samemu sobie.</translation>
    </message>
    <message>
        <source>There is no dead hand in this game.</source>
        <translation>W tej grze nie ma dziadka.</translation>
    </message>
    <message>
        <source>You have already passed a card to that player.</source>
        <translation>Temu graczowi karta jest już oddana.</translation>
    </message>
    <message>
        <source>You have already laid two cards aside.</source>
        <translation>Dwie karty są już odłożone.</translation>
    </message>
    <message>
        <source>Lay two cards aside first.</source>
        <translation>Najpierw odłóż dwie karty.</translation>
    </message>
    <message>
        <source>The contract can only go up (it is %1).</source>
        <translation>Kontrakt można tylko podwyższyć (teraz %1).</translation>
    </message>
    <message>
        <source>The contract must be a multiple of %1.</source>
        <translation>Kontrakt musi być wielokrotnością %1.</translation>
    </message>
    <message>
        <source>A raise to %1 is not allowed now.</source>
        <translation>Podwyżka do %1 nie jest teraz dozwolona.</translation>
    </message>
    <message>
        <source>A dark game cannot be raised.</source>
        <translation>Gry w ciemno nie można podwyższyć.</translation>
    </message>
    <message>
        <source>These rules do not allow conceding.</source>
        <translation>Te zasady nie pozwalają rzucić bomby.</translation>
    </message>
    <message>
        <source>Only the declarer may concede, after taking the talon and before the first lead.</source>
        <translation>Bombę może rzucić tylko rozgrywający, po wzięciu musiku, a przed pierwszym wyjściem.</translation>
    </message>
    <message>
        <source>A golden deal cannot be conceded.</source>
        <translation>W złotym rozdaniu nie można rzucić bomby.</translation>
    </message>
    <message>
        <source>A dark game cannot be conceded.</source>
        <translation>W grze w ciemno nie można rzucić bomby.</translation>
    </message>
    <message>
        <source>A declarer on the barrel cannot concede.</source>
        <translation>Rozgrywający na beczce nie może rzucić bomby.</translation>
    </message>
    <message>
        <source>You have used up your concessions for this game (%1).</source>
        <translation>Wszystkie bomby w tej grze są już wykorzystane (%1).</translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation>Na beczce kontrakt musi wynosić co najmniej %1: podwyższ go przed wyjściem.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Nie masz tej karty.</translation>
    </message>
    <message>
        <source>A marriage can be declared only by leading to a trick.</source>
        <translation>Meldunek ogłasza się tylko przy wyjściu do lewy.</translation>
    </message>
    <message>
        <source>Only a king or a queen (or an ace, with the ace marriage) declares a marriage.</source>
        <translation>Meldunek ogłasza się królem lub damą (albo asem przy meldunku asów).</translation>
    </message>
    <message>
        <source>The ace marriage needs all four aces in hand.</source>
        <translation>Do meldunku asów trzeba mieć wszystkie cztery asy.</translation>
    </message>
    <message>
        <source>For this marriage you need %1 too.</source>
        <translation>Do tego meldunku potrzebujesz jeszcze karty %1.</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Meldować można dopiero po wzięciu lewy.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>A deal is already in progress.</source>
        <translation>Rozdanie już trwa.</translation>
    </message>
    <message>
        <source>The next deal has not been dealt.</source>
        <translation>Następne rozdanie nie zostało jeszcze rozdane.</translation>
    </message>
    <message>
        <source>Hands in the deal: %2, expected: %1.</source>
        <translation>Rąk w rozdaniu: %2, a powinno być: %1.</translation>
    </message>
    <message>
        <source>The deal must have two talons of two cards.</source>
        <translation>W rozdaniu muszą być dwa musiki po dwie karty.</translation>
    </message>
    <message>
        <source>The deal must have one talon of three cards.</source>
        <translation>W rozdaniu musi być jeden musik z trzech kart.</translation>
    </message>
    <message>
        <source>Cards in the hand of seat %1: %2, expected: %3.</source>
        <translation>Kart w ręce miejsca %1: %2, a powinno być: %3.</translation>
    </message>
    <message>
        <source>Cards in the talon: %1, expected: %2.</source>
        <translation>Kart w musiku: %1, a powinno być: %2.</translation>
    </message>
    <message>
        <source>Cards in talon %1: %2, expected: %3.</source>
        <translation>Kart w musiku %1: %2, a powinno być: %3.</translation>
    </message>
    <message>
        <source>Cards in the dead hand: %1, expected: %2.</source>
        <translation>Kart u dziadka: %1, a powinno być: %2.</translation>
    </message>
    <message>
        <source>The card %1 is dealt twice.</source>
        <translation>Karta %1 została rozdana dwa razy.</translation>
    </message>
    <message>
        <source>The card %1 is missing from the deal.</source>
        <translation>W rozdaniu brakuje karty %1.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Deal review</source>
        <extracomment>The moves the coach warned about (issue 37): deal -&gt; {move index: what it said}; the review opens on the first, and marks each in the list.</extracomment>
        <translation>Analiza rozdania</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <extracomment>The analysis&apos;s search budget per decision (None: its default). Its worker processes (None: one per core). The seat at the bottom of the table.</extracomment>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Wszystkie karty odkryte</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Z punktu widzenia: %1</translation>
    </message>
    <message>
        <source>Human seats</source>
        <translation>Miejsca ludzi</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizuj</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>⚑ %1</source>
        <extracomment>The turn shown (its index in ``turns``).</extracomment>
        <translation>⚑ %1</translation>
    </message>
    <message>
        <source>The coach warned about this move: %1</source>
        <translation>Trener ostrzegał przed tym ruchem: %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>%1 bids %2 as forehand</source>
        <translation>%1 licytuje %2 z obowiązku pierwszej ręki</translation>
    </message>
    <message>
        <source>talon: %1</source>
        <translation>musik: %1</translation>
    </message>
    <message>
        <source>Value: the player&apos;s expected result of the deal against the others, in points: his change of total minus the others&apos; average change (a declarer who makes 120 while the defenders take 20 and 25: 120 − 22.5 = +97.5; winning the game counts 600). In brackets the best move&apos;s, when it was better.</source>
        <translation>Wartość: oczekiwany wynik rozdania dla gracza w porównaniu z innymi, w punktach: zmiana jego wyniku minus średnia zmiana wyników pozostałych (rozgrywający ugrał 120, przeciwnicy wzięli 20 i 25: 120 − 22,5 = +97,5; wygranie gry liczy się jako 600). W nawiasie wartość najlepszego ruchu, gdy był lepszy.</translation>
    </message>
    <message>
        <source>Value: the deal&apos;s expected result for the player, his points minus the others&apos; average (in brackets: the best move&apos;s).</source>
        <translation>Wartość: oczekiwany wynik rozdania dla gracza, jego punkty minus średnia pozostałych (w nawiasie — najlepszy ruch).</translation>
    </message>
    <message>
        <source>The deal as dealt (Home)</source>
        <translation>Początek rozdania (Home)</translation>
    </message>
    <message>
        <source>A move back (Left)</source>
        <translation>Ruch wstecz (W lewo)</translation>
    </message>
    <message>
        <source>The next move (Right)</source>
        <translation>Następny ruch (W prawo)</translation>
    </message>
    <message>
        <source>The end of the deal (End)</source>
        <translation>Koniec rozdania (End)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>This deal cannot be shown: %1</source>
        <translation>Tego rozdania nie można pokazać: %1</translation>
    </message>
    <message>
        <source>Dealt by %1</source>
        <extracomment>What the analysis&apos;s numbers and marks mean (shown with an analysis). The current move&apos;s analysis in words: the best move, the values, the open cards.</extracomment>
        <translation>Rozdaje %1</translation>
    </message>
    <message>
        <source>?! inaccuracy, ? mistake, ?? blunder; %1 the card changed what the declarer makes with all cards open.</source>
        <translation>?! niedokładność, ? błąd, ?? poważny błąd; %1 — karta zmieniła, ile rozgrywający bierze przy odkrytych kartach.</translation>
    </message>
    <message>
        <source>?!&#xa0;inaccuracy · ?&#xa0;mistake · ??&#xa0;blunder · %1&#xa0;open-card result changed</source>
        <translation>?!&#xa0;niedokładność · ?&#xa0;błąd · ??&#xa0;poważny błąd · %1&#xa0;zmienił się wynik przy odkrytych kartach</translation>
    </message>
    <message>
        <source>trick to %1</source>
        <translation>lewa: %1</translation>
    </message>
    <message>
        <source>Deal %1 · move %2 of %3</source>
        <translation>Rozdanie %1 · ruch %2 z %3</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Trwa analiza…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Anulowanie…</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 decisions…</source>
        <translation>Analiza: %1 z %2 decyzji…</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Analiza gotowa.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Analiza się nie powiodła: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analiza anulowana.</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>niedokładność</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>poważny błąd</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (najlepiej %2)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 keeps the open-card value</source>
        <translation>%1 zachowuje wartość przy odkrytych kartach</translation>
    </message>
    <message>
        <source>%1 (loses %2 points)</source>
        <translation>%1 (traci %2 pkt)</translation>
    </message>
    <message>
        <source>Expected: %1 taken, %2 best</source>
        <translation>Oczekiwane: %1 za ten ruch, %2 za najlepszy</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>Najlepszy ruch: %1</translation>
    </message>
    <message>
        <source>With open cards, for the declarer: %1</source>
        <translation>Przy odkrytych kartach, dla rozgrywającego: %1</translation>
    </message>
    <message>
        <source>The deal was dealt again.</source>
        <translation>Karty rozdano ponownie.</translation>
    </message>
    <message>
        <source>Nobody became declarer.</source>
        <translation>Nikt nie został rozgrywającym.</translation>
    </message>
    <message>
        <source>The deal is not finished (%1 plays %2).</source>
        <translation>Rozdanie nie jest skończone (%1 gra %2).</translation>
    </message>
    <message>
        <source>%1 conceded the contract of %2.</source>
        <translation>%1: bomba przy kontrakcie %2.</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 (%3 points); it was makeable with open cards (%4).</source>
        <translation>%1: kontrakt %2 ugrany (%3 pkt); przy odkrytych kartach był do ugrania (%4).</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 although it was not makeable with open cards (%3); it was given away at trick %4 when %5 played %6 (%7 kept it out of reach).</source>
        <translation>%1: kontrakt %2 ugrany, choć przy odkrytych kartach nie był do ugrania (%3); oddany w lewie %4 zagraniem %6 (%5); lepiej było zagrać %7.</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 after letting it slip with open cards; it was given back at trick %3 when %4 played %5 (%6 kept it out of reach).</source>
        <translation>%1: kontrakt %2 ugrany, choć przy odkrytych kartach był już stracony; oddany w lewie %3 zagraniem %5 (%4); lepiej było zagrać %6.</translation>
    </message>
    <message>
        <source>The contract of %1 was makeable with open cards; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
        <translation>Przy odkrytych kartach kontrakt %1 był do ugrania; przegrany w lewie %2 zagraniem %4 (%3); lepiej było zagrać %5.</translation>
    </message>
    <message>
        <source>The contract of %1 became makeable with open cards during the play; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
        <translation>Przy odkrytych kartach kontrakt %1 stał się do ugrania w trakcie rozgrywki; przegrany w lewie %2 zagraniem %4 (%3); lepiej było zagrać %5.</translation>
    </message>
    <message>
        <source>The contract of %1 was not makeable with open cards (%2 could make %3 at best).</source>
        <translation>Przy odkrytych kartach kontrakt %1 nie był do ugrania (%2: najwyżej %3).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Thousand: the rules</source>
        <translation>Tysiąc: zasady</translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with the options listed at the end.</source>
        <translation>Zasady tej gry: zestaw „%1” z opcjami wymienionymi na końcu.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>With three players each gets 7 cards and 3 go to the talon.</source>
        <translation>W trzy osoby każdy dostaje 7 kart, a 3 idą do musiku.</translation>
    </message>
    <message>
        <source>With four players the dealer sits out the deal; he scores %1.</source>
        <translation>W cztery osoby rozdający nie gra w rozdaniu (pauzuje); zapisuje sobie: %1.</translation>
    </message>
    <message>
        <source>With two players each gets 10 cards and there are two talons of 2 cards. The declarer chooses one and lays two cards aside; the other talon goes to whoever wins the last trick.</source>
        <translation>We dwóch każdy dostaje 10 kart i są dwa musiki po 2 karty. Rozgrywający wybiera jeden z nich i odkłada dwie karty; drugi musik dostaje ten, kto weźmie ostatnią lewę.</translation>
    </message>
    <message>
        <source>With two players a third, dead hand is dealt and set aside. The declarer takes the talon and gives one card to his opponent and one to the dead hand.</source>
        <translation>We dwóch rozdaje się trzecią rękę, „dziadka”, i odkłada ją na bok. Rozgrywający bierze musik i oddaje jedną kartę przeciwnikowi, a jedną dziadkowi.</translation>
    </message>
    <message>
        <source>A player may ask for a redeal: %1.</source>
        <translation>Gracz może zażądać ponownego rozdania (powody: %1).</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Musik i kontrakt</translation>
    </message>
    <message>
        <source>The talon is turned face up for everyone, then the declarer takes it</source>
        <translation>Musik odkrywa się wszystkim, potem bierze go rozgrywający</translation>
    </message>
    <message>
        <source>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A %1, 10 %2, K %3, Q %4, J %5, 9 %6; the deck holds %7.</source>
        <translation>24 karty: 9, walet (W), dama (D), król (K), 10 i as (A) w każdym kolorze. Starszeństwo w kolorze: 9 &lt; W &lt; D &lt; K &lt; 10 &lt; A. Punkty: as %1, dziesiątka %2, król %3, dama %4, walet %5, dziewiątka %6; cała talia ma %7 punktów.</translation>
    </message>
    <message>
        <source>A marriage is the king and queen of one suit in one hand: hearts %1, diamonds %2, clubs %3, spades %4.</source>
        <translation>Meldunek to król i dama jednego koloru w jednej ręce: kiery %1, kara %2, trefle %3, piki %4.</translation>
    </message>
    <message>
        <source>In this game the four aces together are a marriage too, worth %1.</source>
        <translation>W tej grze cztery asy razem to także meldunek, wart %1.</translation>
    </message>
    <message>
        <source>Forehand (the player after the dealer) holds a bid of %2. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</source>
        <translation>Pierwsza ręka (gracz po rozdającym) z obowiązku licytuje %2. Pozostali po kolei podbijają co najmniej o %1 albo pasują; pas jest ostateczny. Kto wylicytuje najwięcej, ten rozgrywa.</translation>
    </message>
    <message>
        <source>Nobody may bid above %1 without a marriage in hand, nor above %1 plus the marriages he holds.</source>
        <translation>Bez meldunku w ręce nikt nie może licytować powyżej %1, a z meldunkami powyżej %1 plus ich suma.</translation>
    </message>
    <message>
        <source>Before anyone bids, forehand may play in the dark: %1 without looking at his cards, for double.</source>
        <translation>Zanim ktokolwiek zalicytuje, pierwsza ręka może zagrać w ciemno: %1 bez zaglądania w karty, za podwójną stawkę.</translation>
    </message>
    <message>
        <source>Golden round: the first deals of the game have no auction; forehand plays %1 and every score counts double.</source>
        <translation>Złota runda: pierwsze rozdania gry są bez licytacji; pierwsza ręka gra %1, a każdy wynik liczy się podwójnie.</translation>
    </message>
    <message>
        <source>(it stays hidden when forehand plays %1 with everyone passing)</source>
        <translation>(pozostaje zakryty, gdy pierwsza ręka gra %1, bo wszyscy spasowali)</translation>
    </message>
    <message>
        <source>He then gives one card to each opponent, may raise his contract, and leads to the first trick.</source>
        <translation>Następnie oddaje po jednej karcie każdemu przeciwnikowi, może podwyższyć kontrakt i wychodzi do pierwszej lewy.</translation>
    </message>
    <message>
        <source>Before the first lead he may concede: he loses his contract and each opponent gains %1.</source>
        <translation>Przed pierwszym wyjściem może rzucić bombę: traci swój kontrakt, a każdy przeciwnik dostaje: %1.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Follow suit; if you cannot, play a trump; otherwise any card. The highest trump wins the trick, else the highest card of the suit led. There is no trump at the start of a deal.</source>
        <translation>Trzeba dokładać do koloru; kto nie ma koloru, musi dać atu, a gdy nie ma i atu — dowolną kartę. Lewę bierze najwyższe atu, a bez atu najwyższa karta w kolorze wyjścia. Na początku rozdania nie ma atu.</translation>
    </message>
    <message>
        <source>You must also beat the trick when you can.</source>
        <translation>Trzeba też przebić lewę, jeśli się da.</translation>
    </message>
    <message>
        <source>Leading the king or queen of a marriage you hold declares it: you score its value at once and its suit becomes trump.</source>
        <translation>Wyjście królem lub damą z meldunku, który masz w ręce, to zameldowanie go: od razu dostajesz jego wartość, a jego kolor staje się atu.</translation>
    </message>
    <message>
        <source>You may declare only after you have won a trick in this deal.</source>
        <translation>Meldować można dopiero po wzięciu lewy w tym rozdaniu.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Liczenie punktów</translation>
    </message>
    <message>
        <source>The declarer scores his contract if his points (cards won plus marriages declared) reach it, and loses it if not.</source>
        <translation>Rozgrywający zapisuje swój kontrakt, jeśli jego punkty (karty z lew plus zameldowane meldunki) go osiągną, a w przeciwnym razie tyle samo traci.</translation>
    </message>
    <message>
        <source>The defenders score their points, rounded %1.</source>
        <translation>Przeciwnicy zapisują swoje punkty (zaokrąglanie: %1).</translation>
    </message>
    <message>
        <source>A player who takes no trick gets a bolt; bolts cost %2 (%1).</source>
        <translation>Gracz, który nie weźmie żadnej lewy, dostaje kreskę; kara za kreski to %2 (%1).</translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 or −%1 goes back to 0.</source>
        <translation>Wywrotka: wynik równo %1 albo −%1 spada do 0.</translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 goes back to 0.</source>
        <translation>Wywrotka: wynik równo %1 spada do 0.</translation>
    </message>
    <message>
        <source>The barrel and the end</source>
        <translation>Beczka i koniec gry</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least %4 within %2 deals, or he falls off and loses %3.</source>
        <translation>Wynik zatrzymuje się na %1: gracz jest na beczce. Aby wygrać, musi w ciągu %2 rozdań wygrać licytację i ugrać kontrakt co najmniej %4, inaczej spada z beczki i traci %3.</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. When he is next forehand he plays %3 on the talon; if he fails he falls off and loses %2.</source>
        <translation>Wynik zatrzymuje się na %1: gracz jest na beczce. Gdy następnym razem jest na pierwszej ręce, gra %3 z musiku; jeśli nie ugra, spada z beczki i traci %2.</translation>
    </message>
    <message>
        <source>The first to reach %1 wins.</source>
        <translation>Wygrywa ten, kto pierwszy zdobędzie %1.</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Opcje tej gry</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Saved games</source>
        <extracomment>The saved-games list sizes its columns to the text of this many rows (not every save). The columns of the saves list that wrap when it is narrow: the name and the players first, then the date and the rules too.</extracomment>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>No saved games yet. Save one from the Game menu while you play.</source>
        <extracomment>&quot;Review&quot; was chosen for :attr:`loaded` (review its deals instead of playing on).</extracomment>
        <translation>Nie ma jeszcze zapisanych gier. Grę można zapisać w trakcie z menu „Gra”.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Zapisano</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Wczytaj</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Eksportuj zapis…</translation>
    </message>
    <message>
        <source>Review deals…</source>
        <translation>Analiza rozdań…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>wygrana: %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>This save cannot be loaded: %1</source>
        <translation>Nie można wczytać tego zapisu: %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Delete the save “%1”?</source>
        <translation>Usunąć zapis „%1”?</translation>
    </message>
    <message>
        <source>The save could not be deleted: %1</source>
        <translation>Nie udało się usunąć zapisu: %1</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Zapisy gier (*.json)</translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation>Nie udało się zapisać pliku: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Gra w karty</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ukończone</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Nieukończone</translation>
    </message>
    <message>
        <source>Deals declared</source>
        <translation>Rozgrywki</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Ugrane</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Średni kontrakt</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Najlepsza gra</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Kreski</translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation>Spadki z beczki</translation>
    </message>
    <message>
        <source>No statistics yet: finish a deal first.</source>
        <translation>Nie ma jeszcze statystyk: najpierw dokończ rozdanie.</translation>
    </message>
    <message>
        <source>Games with moves taken back: %1 (counted, but never a best game).</source>
        <translation>Gry z cofniętymi ruchami: %1 (liczą się, ale nigdy jako najlepsza gra).</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Computer: easy</source>
        <translation>Komputer: łatwy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Komputer: średni</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Komputer: trudny</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Komputer: losowy</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Bardzo szybko</translation>
    </message>
    <message>
        <source>Always (not in network games)</source>
        <translation>Zawsze (poza grami sieciowymi)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nigdy</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieska</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwona</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielona</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light felt</source>
        <translation>Jasne sukno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Against the computer, after the course</source>
        <translation>Przeciw komputerowi, po kursie</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <source>Look:</source>
        <translation>Wygląd:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Rozmiar tekstu:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animacje:</translation>
    </message>
    <message>
        <source>Computer players&apos; pause:</source>
        <translation>Pauza graczy komputerowych:</translation>
    </message>
    <message>
        <source>Thousand (our own)</source>
        <translation>Tysiąc (nasza)</translation>
    </message>
    <message>
        <source>Classic (French pattern)</source>
        <translation>Klasyczna (wzór francuski)</translation>
    </message>
    <message>
        <source>%1 (installed)</source>
        <translation>%1 (zainstalowana)</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Talia kart:</translation>
    </message>
    <message>
        <source>Four colours: diamonds blue, clubs green</source>
        <translation>Cztery kolory: kara niebieskie, trefle zielone</translation>
    </message>
    <message>
        <source>as the app&apos;s language</source>
        <translation>jak język programu</translation>
    </message>
    <message>
        <source>Russian: Т К Д В</source>
        <translation>rosyjskie: Т К Д В</translation>
    </message>
    <message>
        <source>Polish: A K D W</source>
        <translation>polskie: A K D W</translation>
    </message>
    <message>
        <source>English: A K Q J</source>
        <translation>angielskie: A K Q J</translation>
    </message>
    <message>
        <source>Card letters:</source>
        <translation>Litery na kartach:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Rewers:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Podgląd:</translation>
    </message>
    <message>
        <source>Ask before conceding a deal</source>
        <translation>Pytaj przed rzuceniem bomby</translation>
    </message>
    <message>
        <source>Count my points (card points and marriages, beside my name)</source>
        <translation>Licz moje punkty (karty i meldunki, obok mojego imienia)</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Trener:</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Efekty dźwiękowe</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Dźwięk:</translation>
    </message>
    <message>
        <source>No program to play sounds was found on this computer, so the game stays silent.</source>
        <translation>Na tym komputerze nie znaleziono programu do odtwarzania dźwięków, więc gra pozostanie cicha.</translation>
    </message>
    <message>
        <source>A new language, look or text size is used at once.</source>
        <translation>Nowy język, wygląd lub rozmiar tekstu działają od razu.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>This deck cannot be used; ours is shown instead.</source>
        <translation>Tej talii nie można użyć; zamiast niej pokazano naszą.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>%1: three bolts, %2</source>
        <extracomment>Score notes as sentences, by kind (a fall by its reason): %1 the player, %2 the amount.</extracomment>
        <translation>%1: trzy kreski, %2</translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation>%1: na beczce</translation>
    </message>
    <message>
        <source>%1: off the barrel, no attempts left, %2</source>
        <translation>%1: spadek z beczki, koniec prób, %2</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, %2</source>
        <translation>%1: strącenie z beczki (wszedł inny gracz), %2</translation>
    </message>
    <message>
        <source>%1: off the barrel</source>
        <translation>%1: spadek z beczki</translation>
    </message>
    <message>
        <source>%1: below the barrel again</source>
        <translation>%1: znów poniżej beczki</translation>
    </message>
    <message>
        <source>%1: third fall off the barrel, total back to 0</source>
        <translation>%1: trzeci spadek z beczki, wynik wyzerowany</translation>
    </message>
    <message>
        <source>%1: dump truck at %2, total back to 0</source>
        <translation>%1: wywrotka przy %2, wynik wyzerowany</translation>
    </message>
    <message>
        <source>%1: %2 for the concession</source>
        <translation>%1: %2 za bombę</translation>
    </message>
    <message>
        <source>%1: third concession, %2</source>
        <translation>%1: trzecia bomba, %2</translation>
    </message>
    <message>
        <source>%1: %2 from the talon</source>
        <translation>%1: %2 z musiku</translation>
    </message>
    <message>
        <source>%1: nobody made a golden deal, total back to 0</source>
        <translation>%1: w złotej rundzie nikt nie ugrał, wynik wyzerowany</translation>
    </message>
    <message>
        <source>%1: the game is won</source>
        <translation>%1: gra wygrana</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>ponowne rozdanie</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>bomba</translation>
    </message>
    <message>
        <source>made</source>
        <translation>ugrany</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nieugrany</translation>
    </message>
    <message>
        <source>(dark)</source>
        <translation>(w ciemno)</translation>
    </message>
    <message>
        <source>B%1/%2</source>
        <translation>B%1/%2</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Review a deal (its 0-based index): a double-click on its row, or its context menu.</extracomment>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Double-click a deal to review it</source>
        <translation>Kliknij dwukrotnie rozdanie, aby je przeanalizować</translation>
    </message>
    <message>
        <source>/ a bolt · B1/3 on the barrel, attempts used · ⟲ total reset to 0 · ★ golden deal</source>
        <translation>/ kreska · B1/3 na beczce, wykorzystane próby · ⟲ wynik wyzerowany · ★ złote rozdanie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Review deal %1…</source>
        <translation>Analiza rozdania %1…</translation>
    </message>
    <message>
        <source>(−120) the deal&apos;s points</source>
        <translation>(−120) punkty za rozdanie</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>%1 ±</source>
        <translation>%1 ±</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 razem</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Stan: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n bolt(s) this deal</source>
        <translation>
            <numerusform>%1: %n kreska w tym rozdaniu</numerusform>
            <numerusform>%1: %n kreski w tym rozdaniu</numerusform>
            <numerusform>%1: %n kresek w tym rozdaniu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>łącznie %n</numerusform>
            <numerusform>łącznie %n</numerusform>
            <numerusform>łącznie %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Thousand</source>
        <extracomment>Continue the game in progress of one kind (a game&apos;s name), from its tile. A new game of one kind, from its tile (the tiles are the UI registry&apos;s games&apos;). The rules of one kind of game. The course (lessons) of one kind of game. Play over the network: host or join.</extracomment>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>The Russian game of a thousand points, with cards or with dice</source>
        <translation>Rosyjska gra do tysiąca punktów — w karty lub w kości</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>24 cards, bidding, the talon and marriages</source>
        <translation>24 karty, licytacja, musik i meldunki</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Five dice: keep the scoring ones, stop in time</source>
        <translation>Pięć kości: odkładaj punktujące, zatrzymaj się w porę</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Nauka</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Wczytaj grę</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Gra przez sieć</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Rules of the card game</source>
        <translation>Zasady gry w karty</translation>
    </message>
    <message>
        <source>Rules of the dice game</source>
        <translation>Zasady gry w kości</translation>
    </message>
    <message>
        <source>the card game you were playing</source>
        <translation>niedokończona gra w karty</translation>
    </message>
    <message>
        <source>the dice game you were playing</source>
        <translation>niedokończona gra w kości</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Could not read %1: %2.</source>
        <translation>Nie udało się odczytać %1: %2.</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Nie udało się zapisać %1: %2.</translation>
    </message>
    <message>
        <source>Could not remove %1: %2.</source>
        <translation>Nie udało się usunąć %1: %2.</translation>
    </message>
    <message>
        <source>Could not list the saved games in %1: %2.</source>
        <translation>Nie udało się odczytać listy zapisanych gier w folderze %1: %2.</translation>
    </message>
    <message>
        <source>Could not read the settings file %1: %2. The default settings are used.</source>
        <translation>Nie udało się odczytać pliku ustawień %1: %2. Używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged (%2); the default settings are used.</source>
        <translation>Plik ustawień %1 jest uszkodzony (%2); używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Thousand (%2); the settings this version knows are used.</source>
        <translation>Plik ustawień %1 zapisała nowsza wersja gry Tysiąc (%2); użyto tych ustawień, które zna ta wersja.</translation>
    </message>
    <message>
        <source>Some settings in %1 were not valid and were reset to their defaults (%2).</source>
        <translation>Niektóre ustawienia w %1 były nieprawidłowe i przywrócono ich wartości domyślne (%2).</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation>Nie udało się zapisać ustawień w %1: %2.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically (%1): %2. You can keep playing; saving is tried again after every move.</source>
        <translation>Nie udało się automatycznie zapisać gry (%1): %2. Możesz grać dalej; zapis jest ponawiany po każdym ruchu.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved: %1 is not a file (a folder, or a link to something else). Move it away so that the game can be saved there.</source>
        <translation>Nie można zapisać trwającej gry: %1 nie jest plikiem (to folder albo dowiązanie do czegoś innego). Przenieś go w inne miejsce, aby gra mogła się tam zapisywać.</translation>
    </message>
    <message>
        <source>The game in progress (%1) is damaged and cannot be continued (%2).</source>
        <translation>Trwająca gra (%1) jest uszkodzona i nie można jej kontynuować (%2).</translation>
    </message>
    <message>
        <source>The game in progress (%1) was saved by a newer version of Thousand (%2). Update Thousand to continue it.</source>
        <translation>Trwająca gra (%1) została zapisana przez nowszą wersję Tysiąca (%2). Zaktualizuj Tysiąc, aby ją kontynuować.</translation>
    </message>
    <message>
        <source>A saved game needs a name.</source>
        <translation>Zapis gry musi mieć nazwę.</translation>
    </message>
    <message>
        <source>A save name can have at most %1 characters.</source>
        <translation>Nazwa zapisu może mieć najwyżej %1 znaków.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>Nie udało się zapisać gry (%1).</translation>
    </message>
    <message>
        <source>There is no saved game named “%1”.</source>
        <translation>Nie ma zapisanej gry o nazwie „%1”.</translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) is damaged and cannot be opened (%3).</source>
        <translation>Zapisana gra „%1” (%2) jest uszkodzona i nie można jej otworzyć (%3).</translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) was saved by a newer version of Thousand (%3). Update Thousand to open it.</source>
        <translation>Zapisana gra „%1” (%2) pochodzi z nowszej wersji Tysiąca (%3). Zaktualizuj Tysiąc, aby ją otworzyć.</translation>
    </message>
    <message>
        <source>Could not delete %1: %2.</source>
        <translation>Nie udało się usunąć pliku %1: %2.</translation>
    </message>
    <message>
        <source>The coach&apos;s flags kept in %1 are damaged (%2) and are left out; the game itself is loaded.</source>
        <translation>Ruchy oznaczone przez trenera w %1 są uszkodzone (%2) i zostały pominięte; sama gra została wczytana.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Nie ma pliku %1.</translation>
    </message>
    <message>
        <source>%1 cannot be imported (%2).</source>
        <translation>Nie można zaimportować %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is not imported: it is too large (%2). Records of up to 8 MB and 5000 deals are read.</source>
        <translation>Nie zaimportowano %1: plik jest za duży (%2). Wczytywane są zapisy do 8 MB i do 5000 rozdań.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Thousand (%2). Update Thousand to open it.</source>
        <translation>%1 zapisano w nowszej wersji Tysiąca (%2). Zaktualizuj Tysiąc, aby go otworzyć.</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged (%2); statistics start again from here.</source>
        <translation>Plik statystyk %1 jest uszkodzony (%2); statystyki zaczynają się od nowa.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2.</source>
        <translation>Nie udało się zapisać statystyk w %1: %2.</translation>
    </message>
    <message>
        <source>The statistics (%1) were written by a newer version of Thousand (%2); they are left as they are and not kept while you play this version. Update Thousand to keep them again.</source>
        <translation>Statystyki (%1) zapisała nowsza wersja Tysiąca (%2); zostają nietknięte i nie są prowadzone, dopóki grasz w tej wersji. Zaktualizuj Tysiąc, aby znów je prowadzić.</translation>
    </message>
    <message>
        <source>Thousand cannot make sure it is the only one using its data folder: the lock file %1 cannot be used (%2). Remove that file (it may take an administrator) and start Thousand again.</source>
        <translation>Tysiąc nie może upewnić się, że tylko on używa swojego folderu danych: pliku blokady %1 nie można użyć (%2). Usuń ten plik (może to wymagać administratora) i uruchom Tysiąc ponownie.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Coś poszło nie tak (%1).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>wyczerpano limit miejsca na dysku</translation>
    </message>
    <message>
        <source>the folder is on a read-only disk</source>
        <translation>folder jest na dysku tylko do odczytu</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>plik lub folder nie istnieje</translation>
    </message>
    <message>
        <source>a disk input/output error</source>
        <translation>błąd wejścia/wyjścia dysku</translation>
    </message>
    <message>
        <source>it is not a file (a folder, or something else)</source>
        <translation>to nie jest plik (folder lub coś innego)</translation>
    </message>
    <message>
        <source>it is a link that leads back to itself</source>
        <translation>to odnośnik, który prowadzi sam do siebie</translation>
    </message>
    <message>
        <source>an unexpected error while reading it; the details are in the log</source>
        <translation>nieoczekiwany błąd podczas odczytu; szczegóły są w dzienniku</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>Kinds whose detail says what is wrong inside a file (in the storage&apos;s English): said in the user&apos;s words where the words are known (:data:`DAMAGE_DETAILS`). What is wrong inside a file, as the storage says it (a pattern; its groups fill %1, %2) -&gt; our words. The first that matches is used.</extracomment>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <source>it is not text: a wrong byte at position %1</source>
        <translation>to nie jest tekst: błędny bajt na pozycji %1</translation>
    </message>
    <message>
        <source>it is cut short at line %1, column %2</source>
        <translation>urywa się w wierszu %1, kolumnie %2</translation>
    </message>
    <message>
        <source>it is not valid at line %1, column %2</source>
        <translation>błąd w wierszu %1, kolumnie %2</translation>
    </message>
    <message>
        <source>its contents are not valid</source>
        <translation>jego zawartość jest błędna</translation>
    </message>
    <message>
        <source>it is not a game record of Thousand</source>
        <translation>to nie jest zapis gry w Tysiąca</translation>
    </message>
    <message>
        <source>it is not a saved game</source>
        <translation>to nie jest zapisana gra</translation>
    </message>
    <message>
        <source>it is a game record, not a saved game: import it instead</source>
        <translation>to zapis gry, a nie zapisana gra: zaimportuj go</translation>
    </message>
    <message>
        <source>it is too large to be a saved game: %1 bytes</source>
        <translation>jest za duży na zapisaną grę: %1 bajtów</translation>
    </message>
    <message>
        <source>the game in it is not valid</source>
        <translation>gra w nim jest błędna</translation>
    </message>
    <message>
        <source>its contents cannot be used</source>
        <translation>jego zawartości nie można użyć</translation>
    </message>
    <message>
        <source>Details are in %1.</source>
        <translation>Szczegóły zapisano w %1.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Zachowano go pod nazwą %1.</translation>
    </message>
    <message>
        <source>The original file was kept as %1.</source>
        <translation>Oryginalny plik zachowano pod nazwą %1.</translation>
    </message>
    <message>
        <source>The file was moved aside as %1.</source>
        <translation>Plik przemianowano na %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside (%1).</source>
        <translation>Nie udało się go przemianować (%1).</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>points %1 + %2</source>
        <translation>punkty %1 + %2</translation>
    </message>
    <message>
        <source>points %1</source>
        <translation>punkty %1</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>na beczce %1/%2</translation>
    </message>
    <message>
        <source>sits out, dealer</source>
        <translation>rozdaje, pauzuje</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>rozdaje</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>kontrakt %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Dark %1</source>
        <translation>W ciemno %1</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atu</translation>
    </message>
    <message>
        <source>no trump yet</source>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>licytacja</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>w ciemno</translation>
    </message>
    <message>
        <source>The dark game is broken</source>
        <extracomment>A handler: (scene, event, its sound) -&gt; the animation that shows it. Cards in the deck (every one is dealt somewhere).</extracomment>
        <translation>Gra w ciemno przebita</translation>
    </message>
    <message>
        <source>in the dark, for double</source>
        <translation>w ciemno, podwójnie</translation>
    </message>
    <message>
        <source>raise %1</source>
        <translation>podwyżka do %1</translation>
    </message>
    <message>
        <source>and loses %1</source>
        <translation>i traci %1</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atu: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n lewa</numerusform>
            <numerusform>%n lewy</numerusform>
            <numerusform>%n lew</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s)</source>
        <translation>
            <numerusform>%n kreska</numerusform>
            <numerusform>%n kreski</numerusform>
            <numerusform>%n kresek</numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>cztery dziewiątki</translation>
    </message>
    <message>
        <source>a weak hand</source>
        <translation>słaba ręka</translation>
    </message>
    <message>
        <source>a bad talon</source>
        <translation>zły musik</translation>
    </message>
    <message>
        <source>the dead hand</source>
        <translation>dziadek</translation>
    </message>
    <message>
        <source>bid %1</source>
        <extracomment>Each kind of action: (a short sentence for a hint, &quot;bid %1&quot;; its words in a move list after the player&apos;s name, with no verb, &quot;%1&quot;; None: just the arguments).</extracomment>
        <translation>licytuj %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>play in the dark</source>
        <translation>graj w ciemno</translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation>zażądaj ponownego rozdania</translation>
    </message>
    <message>
        <source>play on without a claim</source>
        <translation>graj dalej, niczego nie zgłaszając</translation>
    </message>
    <message>
        <source>take talon %1</source>
        <translation>weź musik %1</translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation>oddaj %1: %2</translation>
    </message>
    <message>
        <source>lay %1 aside</source>
        <translation>odłóż %1</translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation>podwyższ do %1</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>rzuć bombę</translation>
    </message>
    <message>
        <source>lead %1 and declare the marriage</source>
        <translation>wyjdź %1 i zamelduj</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>zagraj %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>You ask for a redeal</source>
        <extracomment>key -&gt; (the second person: %1, %2... are the arguments; anyone else: %1 the name, %2, %3... the arguments)</extracomment>
        <translation>Żądasz ponownego rozdania</translation>
    </message>
    <message>
        <source>%1: redeal</source>
        <translation>%1: ponowne rozdanie</translation>
    </message>
    <message>
        <source>You bid %1</source>
        <translation>Licytujesz %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Grasz %1</translation>
    </message>
    <message>
        <source>%1: contract %2</source>
        <translation>%1: kontrakt %2</translation>
    </message>
    <message>
        <source>You concede</source>
        <translation>Rzucasz bombę</translation>
    </message>
    <message>
        <source>%1: conceded</source>
        <translation>%1: bomba</translation>
    </message>
    <message>
        <source>You declare a marriage: +%1</source>
        <translation>Meldujesz: +%1</translation>
    </message>
    <message>
        <source>%1: marriage +%2</source>
        <translation>%1: meldunek +%2</translation>
    </message>
    <message>
        <source>You made %1</source>
        <translation>Twój kontrakt %1 ugrany</translation>
    </message>
    <message>
        <source>%1: contract %2 made</source>
        <translation>%1: kontrakt %2 ugrany</translation>
    </message>
    <message>
        <source>You failed %1</source>
        <translation>Twój kontrakt %1 nieugrany</translation>
    </message>
    <message>
        <source>%1: contract %2 failed</source>
        <translation>%1: kontrakt %2 nieugrany</translation>
    </message>
    <message>
        <source>You conceded %1</source>
        <translation>Twoja bomba przy kontrakcie %1</translation>
    </message>
    <message>
        <source>%1: contract %2 conceded</source>
        <translation>%1: bomba przy kontrakcie %2</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <source>Winner: %1!</source>
        <translation>Wygrywa: %1!</translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation>Ostatnia lewa: twoja</translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation>Ostatnia lewa: %1</translation>
    </message>
    <message>
        <source>You play in the dark (%1).</source>
        <translation>Grasz w ciemno (%1).</translation>
    </message>
    <message>
        <source>%1: dark game (%2).</source>
        <translation>%1: gra w ciemno (%2).</translation>
    </message>
</context>
</TS>
