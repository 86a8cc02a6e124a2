<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
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
        <source>aces</source>
        <translation>asy</translation>
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
        <extracomment>The user asked for the menu (Esc), the score sheet, the rules, a new game. &quot;Count my points&quot;: the viewer&apos;s running card points and marriages on his plate. The human&apos;s turn on the panel (None while nobody human is asked anything).</extracomment>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <source>Score sheet</source>
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
        <source>Thinking about a hint…</source>
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
        <source>Chosen: %1 of %2. Click a chosen card to take it back.</source>
        <translation>Wybrano: %1 z %2. Kliknij wybraną kartę, aby ją cofnąć.</translation>
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
        <source>play or choose the card (Enter on a card you may not play says why)</source>
        <translation>zagraj lub wybierz kartę (Enter na karcie, której nie wolno zagrać, mówi dlaczego)</translation>
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
        <source>pass</source>
        <translation>pas</translation>
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
        <source>hint (then Enter makes the suggested move)</source>
        <translation>podpowiedź (potem Enter wykonuje proponowany ruch)</translation>
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
        <source>Key</source>
        <translation>Klawisz</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Działanie</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Thousand</source>
        <extracomment>The status bar&apos;s &quot;Not saved&quot; mark (made the first time a save fails).</extracomment>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
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
        <source>Thousand %1: the card game «Тысяча» against computer players or friends on one computer.</source>
        <translation>Tysiąc %1: gra karciana „Tysiąc” z komputerem albo z przyjaciółmi przy jednym komputerze.</translation>
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
        <translation>Zamknij</translation>
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
        <source>New game</source>
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
        <translation>Człowiek</translation>
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
        <source>Hot-seat: the players share this computer; each one&apos;s cards are shown only on his turn.</source>
        <translation>Gra przy jednym komputerze: karty każdego gracza są widoczne tylko w jego ruchu.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Grają tylko komputery: ty się przyglądasz.</translation>
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
        <source>The four aces together are a marriage worth 200.</source>
        <translation>Cztery asy razem to meldunek wart 200.</translation>
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
        <source>The declarer may redeal a talon worth under 5 points or holding two nines.</source>
        <translation>Rozgrywający może rozdać ponownie, gdy musik jest wart mniej niż 5 punktów albo ma dwie dziewiątki.</translation>
    </message>
    <message>
        <source>Bad talon at any contract</source>
        <translation>Zły musik przy każdym kontrakcie</translation>
    </message>
    <message>
        <source>A bad talon may be redealt at any contract, not only at 100.</source>
        <translation>Zły musik można rozdać ponownie przy każdym kontrakcie, nie tylko przy 100.</translation>
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
        <source>No bid above 120 without a marriage in hand, nor above 120 plus the marriages held.</source>
        <translation>Bez meldunku w ręce nie wolno licytować powyżej 120, a z meldunkami powyżej 120 plus ich suma.</translation>
    </message>
    <message>
        <source>Hidden talon at 100</source>
        <translation>Zakryty musik przy 100</translation>
    </message>
    <message>
        <source>When forehand plays 100 with everyone passing, the talon is not shown.</source>
        <translation>Gdy pierwsza ręka gra 100, bo wszyscy spasowali, musiku się nie pokazuje.</translation>
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
        <source>Forehand may play 120 without looking at his cards, for double.</source>
        <translation>Pierwsza ręka może grać 120 bez zaglądania w karty, za podwójną stawkę.</translation>
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
        <source>Every third concession of a player costs a further 120.</source>
        <translation>Każda trzecia bomba gracza kosztuje dodatkowo 120.</translation>
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
        <source>A total of exactly 555 (or −555) goes back to 0.</source>
        <translation>Wynik równo 555 (albo −555) spada do 0.</translation>
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
        <source>On the barrel: win the auction and make 120, or play 121 on the talon as forehand.</source>
        <translation>Na beczce: wygrać licytację i ugrać 120 albo zagrać 121 z musiku na pierwszej ręce.</translation>
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
        <source>The first deals have no auction: forehand plays 120 and everything counts double.</source>
        <translation>Pierwsze rozdania bez licytacji: pierwsza ręka gra 120, wszystko liczy się podwójnie.</translation>
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
        <source>60</source>
        <translation>60</translation>
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
        <source>555 and −555</source>
        <translation>555 i −555</translation>
    </message>
    <message>
        <source>555 only</source>
        <translation>tylko 555</translation>
    </message>
    <message>
        <source>off</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>win the auction, make 120</source>
        <translation>wygrać licytację, ugrać 120</translation>
    </message>
    <message>
        <source>play 121 as forehand</source>
        <translation>zagrać 121 na pierwszej ręce</translation>
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
    <name>Reasons</name>
    <message>
        <source>You must beat the trick with a higher card of %1.</source>
        <extracomment>(pattern of the engine&apos;s words, our sentence with %1 for a suit when the pattern has one)</extracomment>
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
        <source>On the barrel, raise your contract before leading.</source>
        <translation>Na beczce przed wyjściem podwyższ kontrakt.</translation>
    </message>
    <message>
        <source>No card can be played yet.</source>
        <translation>Jeszcze nie można zagrać karty.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twój ruch.</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Meldować można dopiero po wzięciu lewy.</translation>
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
        <source>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A 11, 10 10, K 4, Q 3, J 2, 9 0; the deck holds 120.</source>
        <translation>24 karty: 9, walet (W), dama (D), król (K), 10 i as (A) w każdym kolorze. Starszeństwo w kolorze: 9 &lt; W &lt; D &lt; K &lt; 10 &lt; A. Punkty: as 11, dziesiątka 10, król 4, dama 3, walet 2, dziewiątka 0; cała talia ma 120 punktów.</translation>
    </message>
    <message>
        <source>A marriage is the king and queen of one suit in one hand: hearts 100, diamonds 80, clubs 60, spades 40.</source>
        <translation>Meldunek to król i dama jednego koloru w jednej ręce: kiery 100, kara 80, trefle 60, piki 40.</translation>
    </message>
    <message>
        <source>In this game the four aces together are a marriage too, worth 200.</source>
        <translation>W tej grze cztery asy razem to także meldunek, wart 200.</translation>
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
        <source>Forehand (the player after the dealer) holds a bid of 100. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</source>
        <translation>Pierwsza ręka (gracz po rozdającym) z obowiązku licytuje 100. Pozostali po kolei podbijają co najmniej o %1 albo pasują; pas jest ostateczny. Kto wylicytuje najwięcej, ten rozgrywa.</translation>
    </message>
    <message>
        <source>Nobody may bid above 120 without a marriage in hand, nor above 120 plus the marriages he holds.</source>
        <translation>Bez meldunku w ręce nikt nie może licytować powyżej 120, a z meldunkami powyżej 120 plus ich suma.</translation>
    </message>
    <message>
        <source>Before anyone bids, forehand may play in the dark: 120 without looking at his cards, for double.</source>
        <translation>Zanim ktokolwiek zalicytuje, pierwsza ręka może zagrać w ciemno: 120 bez zaglądania w karty, za podwójną stawkę.</translation>
    </message>
    <message>
        <source>Golden round: the first deals of the game have no auction; forehand plays 120 and every score counts double.</source>
        <translation>Złota runda: pierwsze rozdania gry są bez licytacji; pierwsza ręka gra 120, a każdy wynik liczy się podwójnie.</translation>
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
        <source>(it stays hidden when forehand plays 100 with everyone passing)</source>
        <translation>(pozostaje zakryty, gdy pierwsza ręka gra 100, bo wszyscy spasowali)</translation>
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
        <source>Dump truck: a total of exactly %1 goes back to 0.</source>
        <translation>Wywrotka: wynik równo %1 spada do 0.</translation>
    </message>
    <message>
        <source>The barrel and the end</source>
        <translation>Beczka i koniec gry</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least 120 within %2 deals, or he falls off and loses %3.</source>
        <translation>Wynik zatrzymuje się na %1: gracz jest na beczce. Aby wygrać, musi w ciągu %2 rozdań wygrać licytację i ugrać kontrakt co najmniej 120, inaczej spada z beczki i traci %3.</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. When he is next forehand he plays 121 on the talon; if he fails he falls off and loses %2.</source>
        <translation>Wynik zatrzymuje się na %1: gracz jest na beczce. Gdy następnym razem jest na pierwszej ręce, gra 121 z musiku; jeśli nie ugra, spada z beczki i traci %2.</translation>
    </message>
    <message>
        <source>The first to reach 1000 wins.</source>
        <translation>Wygrywa ten, kto pierwszy zdobędzie 1000.</translation>
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
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>No saved games yet. Save one from the Game menu while you play.</source>
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
        <source>Language:</source>
        <translation>Język:</translation>
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
        <source>A new language is used at once.</source>
        <translation>Nowy język działa od razu.</translation>
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
        <translation>Tabela wyników</translation>
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
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>The Russian card game of bidding, talon and marriages</source>
        <translation>Gra karciana z licytacją, musikiem i meldunkami</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Wczytaj grę</translation>
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
        <source>an unexpected error while reading it; the details are in the log</source>
        <translation>nieoczekiwany błąd podczas odczytu; szczegóły są w dzienniku</translation>
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
        <extracomment>Extra status per seat: the running points of the viewer (&quot;Count my points&quot;).</extracomment>
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
