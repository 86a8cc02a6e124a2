<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>Access</name>
    <message>
        <source>a card face down</source>
        <translation>карта сорочкою догори</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можна зіграти</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>вибрана</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>не вибрана</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>зараз зіграти не можна</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>для: %1</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>підказка</translation>
    </message>
    <message>
        <source>new</source>
        <translation>нова</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Лівий прикуп</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Правий прикуп</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Extra status per seat: the running points of the viewer (&quot;Count my points&quot;). What the speech bubbles keep off besides the plates (the dice tray), on the table. The totals counting up (or down) on the plates, by seat.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Взятка: %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>How far a card pointed at in a hand rises (a lesson&apos;s mark). A step asked the screen to do something when the animations reach it. How much the plates, badges and banner are enlarged (``table_decor.table_size``). The seat addressed as &quot;you&quot; in messages (the one human of a single-player game). The rules of the game shown (from the last observation).</extracomment>
        <translation>Картковий стіл</translation>
    </message>
    <message>
        <source>says %1</source>
        <translation>каже: %1</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>думає</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>ходить</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>дає очки</translation>
    </message>
    <message>
        <source>does not score</source>
        <translation>не дає очок</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>відкладено</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Кубик %1: %2</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Відкладено: %1, %2</translation>
    </message>
    <message>
        <source>Dice table</source>
        <translation>Стіл для кісток</translation>
    </message>
    <message>
        <source>%1 — throw: %2</source>
        <translation>%1 — кидок: %2</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n карта сорочкою догори</numerusform>
            <numerusform>%n карти сорочкою догори</numerusform>
            <numerusform>%n карт сорочкою догори</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n карта на руках</numerusform>
            <numerusform>%n карти на руках</numerusform>
            <numerusform>%n карт на руках</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice in hand</source>
        <translation>
            <numerusform>%n кубик у руці</numerusform>
            <numerusform>%n кубики в руці</numerusform>
            <numerusform>%n кубиків у руці</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, total %3</source>
        <translation>%1: %2, разом %3</translation>
    </message>
    <message>
        <source>Talon: %1</source>
        <translation>Прикуп: %1</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong: %1.</source>
        <translation>Щось пішло не так: %1.</translation>
    </message>
    <message>
        <source>The details are in %1.</source>
        <translation>Подробиці записано в %1.</translation>
    </message>
    <message>
        <source>The game in progress has been saved after your last move.</source>
        <translation>Поточну партію збережено після вашого останнього ходу.</translation>
    </message>
    <message>
        <source>Thousand</source>
        <extracomment>The languages the app ships (one ``i18n/thousand_&lt;lang&gt;.ts`` each), in the Settings&apos; order. Each language&apos;s name in itself, as the Settings and ``--language`` list them. System languages we have no catalogue for whose speakers read one of ours (Belarusian: Russian).</extracomment>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Its window was brought forward.</source>
        <translation>«Тисяча» вже відкрита з цією папкою даних (%1). Її вікно виведено на передній план.</translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Switch to its window, or start Thousand with --data-dir and another folder.</source>
        <translation>«Тисяча» вже відкрита з цією папкою даних (%1). Перейдіть до її вікна або запустіть «Тисячу» з --data-dir та іншою папкою.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>spades</source>
        <translation>піки</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефи</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубни</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letters of the court cards and the ace, translated (Russian: В Д К Т, as our deck).</extracomment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <translation>Т</translation>
    </message>
    <message>
        <source>Nine</source>
        <extracomment>A card&apos;s full name, for screen readers (&quot;Ace of spades&quot;): the rank, then &quot;%1 of &lt;suit&gt;&quot;.</extracomment>
        <translation>Дев’ятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>%1 пік</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>%1 треф</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>%1 бубон</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>%1 червів</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузи</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Passing the %1 away breaks your marriage (%2 points).</source>
        <translation>Віддавши карту «%1», ви розбиваєте свій мар’яж (%2 очок).</translation>
    </message>
    <message>
        <source>Leading the %1 without declaring it gives up your marriage (%2 points).</source>
        <translation>Хід картою «%1» без оголошення мар’яжу втрачає ваш мар’яж (%2 очок).</translation>
    </message>
    <message>
        <source>Leading the %1 now gives up your marriage (%2 points): marriages count only once you have taken a trick.</source>
        <translation>Хід картою «%1» зараз втрачає ваш мар’яж (%2 очок): мар’яж зараховується, лише коли ви вже взяли взятку.</translation>
    </message>
    <message>
        <source>Playing the %1 breaks your marriage (%2 points): a marriage is declared only when you lead it.</source>
        <translation>Карта «%1» розбиває ваш мар’яж (%2 очок): мар’яж оголошують, лише заходячи з нього.</translation>
    </message>
    <message>
        <source>After this move you make your %1 about %2 times in %4; after the better one, %3 times in %4.</source>
        <translation>Після цього ходу ви виконуєте своє замовлення %1 приблизно у %2 з %4 випадків; після кращого — у %3 з %4.</translation>
    </message>
    <message>
        <source>After this move the declarer makes %1 about %2 times in %4; after the better one, only %3 times in %4.</source>
        <translation>Після цього ходу розігрувач виконує %1 приблизно у %2 з %4 випадків; після кращого — лише у %3 з %4.</translation>
    </message>
    <message>
        <source>With this hand a bid of %1 fails about %2 times in %3.</source>
        <extracomment>code -&gt; its sentence (``how``: &quot;lead&quot;, &quot;follow&quot; or &quot;pass&quot;: what the move does with a card).</extracomment>
        <translation>З такими картами замовлення %1 провалюється приблизно у %2 з %3 випадків.</translation>
    </message>
    <message>
        <source>Passing gives up a contract of %1 that this hand makes about %2 times in %3.</source>
        <translation>Пасуючи, ви відмовляєтеся від замовлення %1, яке з цими картами виконується приблизно у %2 з %3 випадків.</translation>
    </message>
    <message>
        <source>With this card your side takes the trick about %1 times in %3; with the better one, %2 times in %3.</source>
        <translation>З цією картою ваша сторона бере взятку приблизно у %1 з %3 випадків; з кращою — у %2 з %3.</translation>
    </message>
    <message>
        <source>Conceding gives up a contract you make about %1 times in %2.</source>
        <translation>Розписавши, ви віддаєте замовлення, яке виконуєте приблизно у %1 з %2 випадків.</translation>
    </message>
    <message>
        <source>keep your contract and lead %1</source>
        <translation>залиште замовлення як є, перший хід — %1</translation>
    </message>
    <message>
        <source>keep your contract, with no raise and no concession</source>
        <translation>залиште замовлення як є, без підвищення і не розписуючи</translation>
    </message>
    <message>
        <source>The better move: %1.</source>
        <translation>Кращий хід: %1.</translation>
    </message>
    <message>
        <source>The coach: think again?</source>
        <translation>Тренер: подумайте ще раз?</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Все одно піти так</translation>
    </message>
    <message>
        <source>Show me the better move</source>
        <translation>Показати кращий хід</translation>
    </message>
    <message>
        <source>The better move</source>
        <translation>Кращий хід</translation>
    </message>
    <message numerus="yes">
        <source>Review the %n move(s) the coach flagged</source>
        <translation>
            <numerusform>Розібрати %n хід, позначений тренером</numerusform>
            <numerusform>Розібрати %n ходи, позначені тренером</numerusform>
            <numerusform>Розібрати %n ходів, позначених тренером</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move costs about %n point(s) against the better one.</source>
        <translation>
            <numerusform>Цей хід гірший за кращий приблизно на %n очко.</numerusform>
            <numerusform>Цей хід гірший за кращий приблизно на %n очки.</numerusform>
            <numerusform>Цей хід гірший за кращий приблизно на %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your chance of winning: %1% after this move, %2% after the better one.</source>
        <translation>Ваш шанс виграти: %1 % після цього ходу, %2 % після кращого.</translation>
    </message>
    <message>
        <source>Stopping now is too early: the next throw loses the turn only %1% of the time.</source>
        <translation>Записувати очки ще зарано: наступний кидок спалює хід лише з імовірністю %1 %.</translation>
    </message>
    <message>
        <source>Throwing again risks the %2 points of this turn: the next throw loses them %1% of the time.</source>
        <translation>Кидаючи знову, ви ризикуєте очками ходу (%2): наступний кидок спалює їх з імовірністю %1 %.</translation>
    </message>
    <message>
        <source>This keep leaves %1 dice to throw; the better keep leaves %2.</source>
        <translation>Після цього для кидка залишиться костей: %1; після кращого варіанта — %2.</translation>
    </message>
    <message>
        <source>This keep adds %1 points; the better keep adds %2.</source>
        <translation>Так до ходу додасться %1, а кращий варіант дає %2.</translation>
    </message>
    <message>
        <source>The better keep wins the game at once.</source>
        <translation>Кращий варіант одразу виграє партію.</translation>
    </message>
    <message>
        <source>This keep overshoots: the turn is lost.</source>
        <translation>Так виходить перебір: хід пропадає.</translation>
    </message>
    <message>
        <source>This keep lands on the dump truck: back to 0.</source>
        <translation>Так ви потрапляєте на самоскид: рахунок обнуляється.</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>відкласти %1</translation>
    </message>
    <message>
        <source>stop and score the turn</source>
        <translation>записати очки ходу</translation>
    </message>
    <message>
        <source>throw again</source>
        <translation>кидати далі</translation>
    </message>
    <message>
        <source>This move lowers your chance of winning by %1 points of percentage.</source>
        <translation>Цей хід знижує ваш шанс виграти на %1 відсоткового пункту.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Thousand (1000): the card game with bidding, talon and marriages and the dice game with five dice, against computer players or friends, at one computer or over the network.</source>
        <translation>«Тисяча» (1000): карткова гра з торгами, прикупом і мар’яжами та гра в кості з п’ятьма костями — з комп’ютером або з друзями, за одним комп’ютером або через мережу.</translation>
    </message>
    <message>
        <source>Network play: Play over the network on the start screen hosts a game or joins one; thousand-server hosts one without a window. thousand-replay FILE replays a game record.</source>
        <translation>Гра через мережу: кнопка «Мережева гра» на початковому екрані створює гру або приєднує до неї; thousand-server створює гру без вікна. thousand-replay FILE відтворює запис партії.</translation>
    </message>
    <message>
        <source>keep settings, saves and statistics in this folder</source>
        <translation>зберігати налаштування, збереження і статистику в цій теці</translation>
    </message>
    <message>
        <source>the language for this run: %1</source>
        <translation>мова для цього запуску: %1</translation>
    </message>
    <message>
        <source>start, let computer players play a deal, analyse it in the review, play a dice game and a network game on this computer; exit 0 (1, naming it, on a failure or a hang)</source>
        <translation>запуститися, дати комп’ютеру зіграти роздачу, розібрати її, зіграти партію в кості й мережеву гру на цьому комп’ютері; код виходу 0 (1 з назвою етапу в разі збою чи зависання)</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>показати цю довідку й вийти</translation>
    </message>
    <message>
        <source>options</source>
        <translation>параметри</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Кинути</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Відкласти</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Записати</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Головне меню</translation>
    </message>
    <message>
        <source>Back to the start screen; the game is saved</source>
        <translation>До початкового екрана; гру збережено</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <extracomment>The player wants to go back to the start screen (the game is saved as it stands). A new game with the same players and rules (from the end of a game). The scoring chart was shown (True) or put away (False), to remember. The review of the finished game is wanted. The human seat whose turn is shown (None while nobody human is asked anything). The coach&apos;s panel (issue 37), shown when the controller holds a costly decision. Counts down the status line&apos;s &quot;away&quot; of a network seat whose person dropped out (runs only while it is shown).</extracomment>
        <translation>Хід: %1</translation>
    </message>
    <message>
        <source>hand the mouse to this player</source>
        <translation>передайте мишу цьому гравцеві</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <source>%1 throws</source>
        <translation>%1 кидає</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How much smaller than the plates&apos; texts the dice banner may be drawn to fit the tray: its second line (20 units) then shows as large as the plates&apos; smallest text (16). Base durations (ms at normal speed): a roll, a keep gliding aside, a banner&apos;s pause. A die of the throw was clicked (its index, left to right). A step asked the screen to do something when the animations reach it (&quot;game_over&quot;). A sound to play now (``sound.SOUND_NAMES``); only while animations are on. How much the plates, badges and labels are enlarged (``table_decor.table_size``). The dice of the throw waiting for a keep, left to right (index = place). The dice in hand (to be thrown next). This turn&apos;s keeps: a row of dice each, with its value label. The throw that ended a turn without a stop (a bust), left on the felt until the next throw so that the player sees why the turn ended.</extracomment>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>Letter keys by action: the Latin key and the Cyrillic one on the same key of a Russian (ЙЦУКЕН) layout; Windows&apos; layout-independent virtual key is the Latin letter&apos;s code. The least widths of the table and of the docked score sheet: together (with the scoring chart) within a window of 900 pixels, so docking them never widens the window. The table&apos;s least height: with the bars at 150 % text (the action bar&apos;s texts over its buttons) the screen still fits a window 600 pixels high (the tray scales with the view). The tray&apos;s rim, in the view&apos;s pixels: panels over the tray keep inside it. The least width of the result panel (narrower on a small tray). The cursor is drawn once the player has used the arrow keys. The native virtual key of the key being handled (the filter sets it). The second row of buttons, used when one row is wider than the tray.</extracomment>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>A new game with the same players and rules</source>
        <translation>Нова партія з тими самими гравцями й правилами</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Step through the turns of this game with the computer&apos;s view of each move</source>
        <translation>Пройти ходами цієї партії й побачити, як комп’ютер оцінює кожне рішення</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Відкласти все</translation>
    </message>
    <message>
        <source>Keep every scoring die of the throw at once</source>
        <translation>Відкласти одразу всі очкові кості кидка</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Повернути хід</translation>
    </message>
    <message>
        <source>Take back your last keep or your last decision to stop or throw on (Backspace, Ctrl+Z)</source>
        <translation>Повернути останнє відкладання або останнє рішення записати чи кидати далі (Backspace, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Show or hide what the dice score</source>
        <translation>Показати або сховати таблицю очок</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Раунд %1 · %2</translation>
    </message>
    <message>
        <source>Take-backs are off in this game (New dice game → Allow take-backs).</source>
        <translation>У цій партії повернення ходів вимкнено (Нова гра в кості → Дозволити повернення ходів).</translation>
    </message>
    <message>
        <source>Take-backs are for games against the computer.</source>
        <translation>Повертати ходи можна лише в грі з комп’ютером.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Немає вашого ходу, який можна повернути.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Шукаємо підказку…</translation>
    </message>
    <message>
        <source>Hint: keep %1</source>
        <translation>Підказка: відкласти %1</translation>
    </message>
    <message>
        <source>and stop</source>
        <translation>і записати</translation>
    </message>
    <message>
        <source>and throw on</source>
        <translation>і кидати далі</translation>
    </message>
    <message>
        <source>Hint: stop now</source>
        <translation>Підказка: записати зараз</translation>
    </message>
    <message>
        <source>Hint: throw</source>
        <translation>Підказка: кидати</translation>
    </message>
    <message>
        <source>chance to win %1 %</source>
        <translation>шанс виграти %1 %</translation>
    </message>
    <message>
        <source>bust: %1 %</source>
        <extracomment>The least width the texts keep beside the buttons on one row.</extracomment>
        <translation>ризик згоріти: %1 %</translation>
    </message>
    <message>
        <source>The chance that the next throw scores nothing and the turn is lost</source>
        <translation>Імовірність того, що наступний кидок нічого не дасть і очки ходу згорять</translation>
    </message>
    <message>
        <source>Click the dice to keep (or keys 1–5), then Keep.</source>
        <translation>Клацніть кості, які відкладаєте (або клавіші 1–5), потім «Відкласти».</translation>
    </message>
    <message>
        <source>Cannot keep these: %1</source>
        <translation>Ці кості відкласти не можна: %1</translation>
    </message>
    <message>
        <source>Keep %1: +%2, turn total %3</source>
        <translation>Відкласти %1: +%2, за хід %3</translation>
    </message>
    <message>
        <source>Turn total %1: bank it or throw again (%2).</source>
        <translation>За хід %1: запишіть або кидайте знову (%2).</translation>
    </message>
    <message>
        <source>Throw the dice (%1).</source>
        <translation>Кидайте кості (%1).</translation>
    </message>
    <message>
        <source>hot dice: all five are thrown again</source>
        <translation>по другому колу: усі п’ять кидаються знову</translation>
    </message>
    <message>
        <source>this wins the game</source>
        <translation>це виграш</translation>
    </message>
    <message>
        <source>the turn is banked</source>
        <translation>хід записується</translation>
    </message>
    <message>
        <source>overshoot: the turn is lost</source>
        <translation>перебір: хід пропадає</translation>
    </message>
    <message>
        <source>the dump truck: back to 0</source>
        <translation>самоскид: рахунок обнуляється</translation>
    </message>
    <message>
        <source>then a throw is due</source>
        <translation>потім треба кидати</translation>
    </message>
    <message>
        <source>Turn total · %1</source>
        <translation>За хід · %1</translation>
    </message>
    <message>
        <source>choose dice to keep from %1</source>
        <translation>виберіть, що відкласти, з %1</translation>
    </message>
    <message>
        <source>Confirming throw</source>
        <translation>Підтвердження ходу</translation>
    </message>
    <message>
        <source>it must score, or the turn is lost</source>
        <translation>кидок має дати очки, інакше хід пропаде</translation>
    </message>
    <message>
        <source>No scoring dice</source>
        <translation>Нічого не випало</translation>
    </message>
    <message>
        <source>the opening throw is thrown again</source>
        <translation>перший кидок повторюється</translation>
    </message>
    <message>
        <source>%1: bust</source>
        <translation>%1: порожньо</translation>
    </message>
    <message>
        <source>no scoring dice: the turn total of %1 is lost</source>
        <translation>нічого не випало: %1 за хід пропадає</translation>
    </message>
    <message>
        <source>no scoring dice</source>
        <translation>нічого не випало</translation>
    </message>
    <message>
        <source>Five 1s!</source>
        <translation>П’ять одиниць!</translation>
    </message>
    <message>
        <source>the game is won at once</source>
        <translation>одразу виграш</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>По другому колу!</translation>
    </message>
    <message>
        <source>all five scored: throw all five again</source>
        <translation>усі п’ять дали очки: кидайте всі п’ять знову</translation>
    </message>
    <message>
        <source>all five scored: the next throw must confirm them</source>
        <translation>усі п’ять дали очки: наступний кидок має їх підтвердити</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <source>overshoot</source>
        <translation>перебір</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>самоскид</translation>
    </message>
    <message>
        <source>bolt %1/%2</source>
        <translation>болт %1/%2</translation>
    </message>
    <message>
        <source>%1: overshoot</source>
        <translation>%1: перебір</translation>
    </message>
    <message>
        <source>past %1: the turn total is lost</source>
        <translation>більше за %1: очки за хід пропадають</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>з рахунком %1</translation>
    </message>
    <message>
        <source>On the barrel you cannot stop: win in this turn or lose it.</source>
        <extracomment>The engine&apos;s reason code -&gt; our sentence: %1, %2... are the reason&apos;s parameters in order.</extracomment>
        <translation>На бочці записати не можна: вигравайте цим ходом, інакше хід пропаде.</translation>
    </message>
    <message>
        <source>Not entered yet: the first stop needs %1 in the turn (now %2).</source>
        <translation>Допуску ще немає: для першого запису треба набрати за хід %1 (зараз %2).</translation>
    </message>
    <message>
        <source>In the pit %1–%2: a stop needs a total above %2 (now %3).</source>
        <translation>У ямі %1–%2: записати можна лише рахунок понад %2 (зараз %3).</translation>
    </message>
    <message>
        <source>Exactly %1 cannot be banked: throw on.</source>
        <translation>Рівно %1 записати не можна: кидайте далі.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>Set scoring dice aside first.</source>
        <translation>Спершу відкладіть очкові кості.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Спершу киньте кості.</translation>
    </message>
    <message>
        <source>The opening throw was empty: throw all five again.</source>
        <translation>Перший кидок порожній: киньте всі п’ять ще раз.</translation>
    </message>
    <message>
        <source>Hot dice: all five have scored, throw them all again.</source>
        <translation>По другому колу: усі п’ять костей дали очки, киньте їх знову.</translation>
    </message>
    <message>
        <source>A throw is due.</source>
        <translation>Треба кидати.</translation>
    </message>
    <message>
        <source>Stop or throw again.</source>
        <translation>Запишіть очки або кидайте знову.</translation>
    </message>
    <message>
        <source>Choose at least one scoring die.</source>
        <translation>Виберіть хоча б одну очкову кість.</translation>
    </message>
    <message>
        <source>The dice %1 are not all in the throw.</source>
        <translation>Не всі кості %1 є в кидку.</translation>
    </message>
    <message>
        <source>The dice %1 do not all score: keep only scoring dice.</source>
        <translation>Не всі кості %1 дають очки: відкладайте лише очкові.</translation>
    </message>
    <message>
        <source>Every scoring die must be kept: %1.</source>
        <translation>Відкладати треба всі очкові кості: %1.</translation>
    </message>
    <message>
        <source>The throw must have the %1 dice in hand, not %2.</source>
        <translation>У кидку має бути стільки костей, скільки в руці (%1), а не %2.</translation>
    </message>
    <message>
        <source>A die shows a number from 1 to 6.</source>
        <translation>На кості випадає число від 1 до 6.</translation>
    </message>
    <message>
        <source>The dice are to be thrown now: there is nothing to decide.</source>
        <translation>Зараз треба кидати кості: вирішувати нічого.</translation>
    </message>
    <message>
        <source>These dice cannot be kept now.</source>
        <translation>Ці кості зараз відкласти не можна.</translation>
    </message>
    <message>
        <source>That is not a move of the dice game.</source>
        <translation>Це не хід гри в кості.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Цей хід зараз не дозволений.</translation>
    </message>
    <message>
        <source>not entered (%1)</source>
        <translation>без допуску (%1)</translation>
    </message>
    <message>
        <source>in the pit %1–%2</source>
        <translation>у ямі %1–%2</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>з допуском</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>на бочці %1/%2</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочці</translation>
    </message>
    <message>
        <source>bolts %1/%2</source>
        <translation>болти %1/%2</translation>
    </message>
    <message>
        <source>falls %1/%2</source>
        <translation>падіння %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n overshoot(s)</source>
        <translation>
            <numerusform>%n перебір</numerusform>
            <numerusform>%n перебори</numerusform>
            <numerusform>%n переборів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>зіграно %n хід</numerusform>
            <numerusform>зіграно %n ходи</numerusform>
            <numerusform>зіграно %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <source>dice in hand: %1</source>
        <translation>костей у руці: %1</translation>
    </message>
    <message>
        <source>%1: entered the game</source>
        <extracomment>Settled event name -&gt; (title: %1 the player, %2 the amount; the sub line)</extracomment>
        <translation>%1: допуск набрано</translation>
    </message>
    <message>
        <source>the first stop counts from now on</source>
        <translation>очки тепер записуються</translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation>%1: на бочці</translation>
    </message>
    <message>
        <source>now the game must be won in one turn</source>
        <translation>тепер треба виграти за один хід</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel</source>
        <translation>%1: збили з бочки</translation>
    </message>
    <message>
        <source>another player got on the barrel</source>
        <translation>на бочку сів інший гравець</translation>
    </message>
    <message>
        <source>%1: fell off the barrel</source>
        <translation>%1: падіння з бочки</translation>
    </message>
    <message>
        <source>no win in the attempts allowed</source>
        <translation>спроби вичерпано без виграшу</translation>
    </message>
    <message>
        <source>%1: too many falls</source>
        <translation>%1: забагато падінь</translation>
    </message>
    <message>
        <source>the total goes back to 0</source>
        <translation>рахунок обнуляється</translation>
    </message>
    <message>
        <source>%1: overtaken, %2</source>
        <translation>%1: обігнали, %2</translation>
    </message>
    <message>
        <source>the penalty for being overtaken</source>
        <translation>штраф за обгін</translation>
    </message>
    <message>
        <source>%1: bolts, %2</source>
        <translation>%1: болти, %2</translation>
    </message>
    <message>
        <source>too many busts in a row</source>
        <translation>забагато згорілих ходів поспіль</translation>
    </message>
    <message>
        <source>%1: overshoot penalty, %2</source>
        <translation>%1: штраф за перебір, %2</translation>
    </message>
    <message>
        <source>the target must be hit exactly</source>
        <translation>рахунок має точно дорівнювати меті</translation>
    </message>
    <message>
        <source>%1: too many overshoots</source>
        <translation>%1: забагато переборів</translation>
    </message>
    <message>
        <source>%1: the dump truck!</source>
        <translation>%1: самоскид!</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Five 1s win the game.</source>
        <translation>П’ять одиниць — одразу перемога.</translation>
    </message>
</context>
<context>
    <name>DiceHard</name>
    <message>
        <source>Hard has no solved table for these rules yet: it is solved in the background when the game starts (tens of minutes on two cores; a bar shows how far it is). Until then hard plays like normal.</source>
        <translation>У сильного комп’ютера ще немає розв’язаної таблиці для цих правил: її буде розраховано у фоні, коли почнеться гра (десятки хвилин на двох ядрах; смуга показує перебіг розрахунку). Доти сильний грає як середній.</translation>
    </message>
    <message>
        <source>Hard cannot solve rules with negative totals: with these rules it plays like normal.</source>
        <translation>Сильний комп’ютер не вміє розв’язувати правила з від’ємними сумами: з цими правилами він грає як середній.</translation>
    </message>
    <message>
        <source>These rules make a game too large to solve here: hard plays like normal with them.</source>
        <translation>З цими правилами гра завелика, щоб розв’язати її тут: сильний комп’ютер грає як середній.</translation>
    </message>
    <message>
        <source>Hard has no solved table for these rules, and this version of Thousand cannot solve new ones: with these rules hard plays like normal.</source>
        <translation>У сильного комп’ютера немає розв’язаної таблиці для цих правил, а ця версія «Тисячі» не вміє розраховувати нові: з цими правилами сильний грає як середній.</translation>
    </message>
    <message>
        <source>Hard has no solved table for these rules, and this installation cannot solve one (that needs numpy and numba): hard plays like normal with them.</source>
        <translation>У сильного комп’ютера немає розв’язаної таблиці для цих правил, а ця інсталяція не може її розрахувати (для цього потрібні numpy і numba): з цими правилами сильний грає як середній.</translation>
    </message>
    <message>
        <source>Hard is solving these rules: %p%</source>
        <translation>Сильний комп’ютер розв’язує ці правила: %p%</translation>
    </message>
    <message>
        <source>Hard has solved these rules and now plays them.</source>
        <translation>Сильний комп’ютер розв’язав ці правила і тепер грає за таблицею.</translation>
    </message>
    <message>
        <source>Solving these rules failed: hard plays like normal with them.</source>
        <translation>Розв’язати ці правила не вдалося: з ними сильний комп’ютер грає як середній.</translation>
    </message>
</context>
<context>
    <name>DiceNewGame</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1 (%2) must be below %3 (%4).</source>
        <translation>Значення %1 (%2) має бути меншим за значення %3 (%4).</translation>
    </message>
    <message>
        <source>%1 (%2) must be above %3 (%4).</source>
        <translation>Значення %1 (%2) має бути більшим за значення %3 (%4).</translation>
    </message>
    <message>
        <source>%1: the pit %2–%3 must lie above 0 and below %4 (%5).</source>
        <translation>%1: яма %2–%3 має лежати вище 0 і нижче за значення %4 (%5).</translation>
    </message>
    <message>
        <source>%1: the pit %2–%3 must end below %4 (%5).</source>
        <translation>%1: яма %2–%3 має закінчуватися нижче за значення %4 (%5).</translation>
    </message>
    <message>
        <source>%1: the pits %2–%3 and %4–%5 overlap.</source>
        <translation>%1: ями %2–%3 і %4–%5 перетинаються.</translation>
    </message>
    <message>
        <source>%1 (%2) must be above 0 and below %3 (%4).</source>
        <translation>Значення %1 (%2) має бути більшим за 0 і меншим за значення %3 (%4).</translation>
    </message>
    <message>
        <source>%1 must be a multiple of %2 (not %3).</source>
        <translation>Значення %1 має бути кратним %2 (а не %3).</translation>
    </message>
    <message>
        <source>%1 must be at least %2 (not %3).</source>
        <translation>Значення %1 має бути не меншим за %2 (а не %3).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Віра</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Гліб</translation>
    </message>
    <message>
        <source>Dasha</source>
        <translation>Даша</translation>
    </message>
    <message>
        <source>Egor</source>
        <translation>Єгор</translation>
    </message>
    <message>
        <source>Zoya</source>
        <translation>Зоя</translation>
    </message>
    <message>
        <source>Ilya</source>
        <translation>Ілля</translation>
    </message>
    <message>
        <source>none, or e.g. 300-400</source>
        <translation>немає або, напр., 300-400</translation>
    </message>
    <message>
        <source>New dice game</source>
        <extracomment>The dice game&apos;s words for its options and presets (the option editor&apos;s).</extracomment>
        <translation>Нова гра в кості</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Кількість гравців:</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Новий жереб</translation>
    </message>
    <message>
        <source>Draw who throws first once more</source>
        <translation>Ще раз розіграти, хто кидає першим</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Місце %1:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Allow take-backs (Take back, Backspace: your last keep or decision)</source>
        <translation>Дозволити повернення ходів (Повернути хід, Backspace: остання дія)</translation>
    </message>
    <message>
        <source>Games against the computer only.</source>
        <translation>Лише в грі з комп’ютером.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набір правил:</translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation>Повернути правила набору</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Throws first: %1</source>
        <translation>Першим кидає: %1</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer and pass the mouse on at each turn.</source>
        <translation>Гра за одним комп’ютером: гравці передають мишу одне одному щоходу.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Грають лише комп’ютери: ви спостерігаєте.</translation>
    </message>
    <message>
        <source>The pits cannot be read at “%1”: write them like 300-400, 750-900.</source>
        <translation>Не вдається прочитати ями в «%1»: пишіть так: 300-400, 750-900.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>За цими правилами грати не можна: %1</translation>
    </message>
</context>
<context>
    <name>DiceOptions</name>
    <message>
        <source>Straights</source>
        <extracomment>key -&gt; (name, one-line explanation)</extracomment>
        <translation>Стріти</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Чотири однакових</translation>
    </message>
    <message>
        <source>Five 1s</source>
        <translation>П’ять одиниць</translation>
    </message>
    <message>
        <source>1-2-3-4-5 scores %1 and 2-3-4-5-6 scores %2.</source>
        <translation>1-2-3-4-5 дає %1, 2-3-4-5-6 дає %2.</translation>
    </message>
    <message>
        <source>Worth twice three of a kind, or three of a kind plus %1.</source>
        <translation>Удвічі більше за три однакових або три однакових плюс %1.</translation>
    </message>
    <message>
        <source>Five 1s in one throw score %1, or win the game at once.</source>
        <translation>П’ять одиниць за один кидок дають %1 або одразу виграють гру.</translation>
    </message>
    <message>
        <source>Keep every scoring die</source>
        <translation>Відкладати всі очкові кості</translation>
    </message>
    <message>
        <source>After a throw all scoring dice must be set aside, not just some.</source>
        <translation>Після кидка треба відкласти всі очкові кості, а не лише частину.</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>По другому колу</translation>
    </message>
    <message>
        <source>When all five dice have scored: one more throw confirms the turn, or the turn goes on.</source>
        <translation>Коли всі п’ять костей дали очки: ще один кидок підтверджує хід або хід триває.</translation>
    </message>
    <message>
        <source>Second try</source>
        <translation>Друга спроба</translation>
    </message>
    <message>
        <source>A first throw of a turn that scores nothing may be thrown again once.</source>
        <translation>Порожній перший кидок ходу можна один раз перекинути.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Your first stop of the game needs at least this many points (0: no entry).</source>
        <translation>Для першого запису в грі треба набрати за хід щонайменше стільки (0: без допуску).</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Ями</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>A stop reaching this total stays there: the game must be won in one turn from it (0: no barrel).</source>
        <translation>Запис, що досягає цього рахунку, зупиняється на ньому: звідти треба виграти за один хід (0: без бочки).</translation>
    </message>
    <message>
        <source>Jump over the barrel</source>
        <translation>Перестрибнути бочку</translation>
    </message>
    <message>
        <source>A player below the barrel may win without stopping on it.</source>
        <translation>Гравець нижче бочки може виграти, не зупиняючись на ній.</translation>
    </message>
    <message>
        <source>Turns on the barrel</source>
        <translation>Ходів на бочці</translation>
    </message>
    <message>
        <source>Turns a player may try from the barrel before falling off (0: no limit).</source>
        <translation>Скільки ходів можна грати з бочки, перш ніж упасти (0: без обмеження).</translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation>Двоє на бочці</translation>
    </message>
    <message>
        <source>A player who gets on the barrel knocks off whoever sits there, or both stay.</source>
        <translation>Той, хто сів на бочку, збиває того, хто на ній сидить, або лишаються обоє.</translation>
    </message>
    <message>
        <source>Falling off the barrel</source>
        <translation>Падіння з бочки</translation>
    </message>
    <message>
        <source>Where a fall lands: the entry score, the entry, a penalty below the barrel, or 0.</source>
        <translation>Куди падають: на рахунок допуску, на допуск, на штраф нижче бочки або на 0.</translation>
    </message>
    <message>
        <source>Fall penalty</source>
        <translation>Штраф за падіння</translation>
    </message>
    <message>
        <source>How far below the barrel a fall lands.</source>
        <translation>Наскільки нижче бочки падає гравець.</translation>
    </message>
    <message>
        <source>Falls to zero</source>
        <translation>Падінь до нуля</translation>
    </message>
    <message>
        <source>This many falls send a player back to 0 (0: never).</source>
        <translation>Після стількох падінь рахунок обнуляється (0: ніколи).</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Мета</translation>
    </message>
    <message>
        <source>The total that wins the game.</source>
        <translation>Рахунок, що виграє гру.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Фініш</translation>
    </message>
    <message>
        <source>Win by reaching the target, by passing it, or by hitting it exactly.</source>
        <translation>Виграш — досягнувши мети, перевищивши її або влучивши в неї рівно.</translation>
    </message>
    <message>
        <source>Overshoots before a penalty</source>
        <translation>Переборів до штрафу</translation>
    </message>
    <message>
        <source>Every so many overshoots of the target cost points (0: never).</source>
        <translation>Штраф після кожних стількох переборів (0: ніколи).</translation>
    </message>
    <message>
        <source>Overshoot penalty</source>
        <translation>Штраф за перебір</translation>
    </message>
    <message>
        <source>What that overshoot costs.</source>
        <translation>Скільки коштує такий перебір.</translation>
    </message>
    <message>
        <source>Overshoots to zero</source>
        <translation>Переборів до нуля</translation>
    </message>
    <message>
        <source>Every so many overshoots send the player back to 0 (0: never).</source>
        <translation>Рахунок обнуляється після кожних стількох переборів (0: ніколи).</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болти</translation>
    </message>
    <message>
        <source>A bolt for every turn lost, or only for an empty first throw.</source>
        <translation>Болт за кожен згорілий хід або лише за порожній перший кидок.</translation>
    </message>
    <message>
        <source>Bolts before a penalty</source>
        <translation>Болтів до штрафу</translation>
    </message>
    <message>
        <source>This many bolts cost the bolt penalty.</source>
        <translation>Після стількох болтів — штраф за болти.</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Штраф за болти</translation>
    </message>
    <message>
        <source>What the bolts cost.</source>
        <translation>Скільки коштують болти.</translation>
    </message>
    <message>
        <source>Overtaking</source>
        <translation>Обгін</translation>
    </message>
    <message>
        <source>A player passed by another&apos;s stop loses this much (0: nothing).</source>
        <translation>Гравець, якого обігнали чужим записом, втрачає стільки (0: нічого).</translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation>Самоскид</translation>
    </message>
    <message>
        <source>A total of exactly the dump truck total goes back to 0 (strict: a turn reaching it too).</source>
        <translation>Якщо рахунок стає рівно рахунком самоскида, він обнуляється (суворо: і хід, що його набрав).</translation>
    </message>
    <message>
        <source>three of a kind + %1</source>
        <translation>три однакових + %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 очок</translation>
    </message>
    <message>
        <source>Entry %1, the barrel at %2, straights, a confirming throw after hot dice.</source>
        <translation>Допуск %1, бочка на %2, стріти, кидок-підтвердження, коли кості йдуть по другому колу.</translation>
    </message>
    <message>
        <source>No barrel: hit %3 exactly; pits, bolts, overtaking and the dump truck.</source>
        <translation>Без бочки: треба набрати рівно %3; ями, болти, обгін і самоскид.</translation>
    </message>
    <message>
        <source>Barrel at %2</source>
        <translation>Бочка на %2</translation>
    </message>
    <message>
        <source>The barrel at %2, %4 turns on it; a fall costs %5, and fall number %6 sends you to 0.</source>
        <translation>Бочка на %2, ходів на бочці: %4; падіння коштує %5, після %6-го падіння рахунок обнуляється.</translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation>Рахунок самоскида</translation>
    </message>
    <message>
        <source>Score bands, written like 300-400, 750-900: a player may stop in one, but once in it stops only above its top.</source>
        <translation>Діапазони рахунку, напр. 300-400, 750-900: у ямі можна зупинитися, але, потрапивши в неї, знову зупинитися можна лише вище її верхньої межі.</translation>
    </message>
    <message>
        <source>The total the dump truck sends to 0.</source>
        <translation>Рахунок, який самоскид обнуляє.</translation>
    </message>
    <message>
        <source>Negative totals</source>
        <translation>Від’ємний рахунок</translation>
    </message>
    <message>
        <source>Penalties may take a total below 0.</source>
        <translation>Штрафи можуть опустити рахунок нижче 0.</translation>
    </message>
    <message>
        <source>twice three of a kind</source>
        <extracomment>(key, value) -&gt; the value&apos;s words; switches are &quot;on&quot;/&quot;off&quot; for every key.</extracomment>
        <translation>удвічі більше за три</translation>
    </message>
    <message>
        <source>instant win</source>
        <translation>одразу виграш</translation>
    </message>
    <message>
        <source>a confirming throw</source>
        <translation>підтверджувальний кидок</translation>
    </message>
    <message>
        <source>the turn goes on</source>
        <translation>хід триває</translation>
    </message>
    <message>
        <source>knock off</source>
        <translation>збиває</translation>
    </message>
    <message>
        <source>both stay</source>
        <translation>лишаються обоє</translation>
    </message>
    <message>
        <source>to the entry score</source>
        <translation>на рахунок допуску</translation>
    </message>
    <message>
        <source>to the entry</source>
        <translation>на допуск</translation>
    </message>
    <message>
        <source>the fall penalty</source>
        <translation>штраф за падіння</translation>
    </message>
    <message>
        <source>to 0</source>
        <translation>на 0</translation>
    </message>
    <message>
        <source>reach it</source>
        <translation>досягти</translation>
    </message>
    <message>
        <source>pass it</source>
        <translation>перевищити</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>рівно</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимк.</translation>
    </message>
    <message>
        <source>every lost turn</source>
        <translation>кожен згорілий хід</translation>
    </message>
    <message>
        <source>an empty first throw</source>
        <translation>порожній перший кидок</translation>
    </message>
    <message>
        <source>on</source>
        <translation>увімк.</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>суворо</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>The first option of each group (the engine lists the options in the dialog&apos;s order).</extracomment>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Класика</translation>
    </message>
    <message>
        <source>Exactly a thousand</source>
        <translation>Рівно тисяча</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
</context>
<context>
    <name>DiceReview</name>
    <message>
        <source>keep %1</source>
        <extracomment>The theme&apos;s colour token of each mark.</extracomment>
        <translation>відкласти %1</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>записати</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>кидати далі</translation>
    </message>
    <message>
        <source>banked %1</source>
        <translation>записав %1</translation>
    </message>
    <message>
        <source>won the game</source>
        <translation>виграв партію</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <source>overshoot</source>
        <translation>перебір</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>самоскид</translation>
    </message>
    <message>
        <source>Dice game review</source>
        <extracomment>The decisions the coach warned about (issue 37): turn -&gt; {decision: what it said}; the review opens on the first, marked in its turn&apos;s list.</extracomment>
        <translation>Розбір партії в кості</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Кидок</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Зроблений хід</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Найкращий хід</translation>
    </message>
    <message>
        <source>← Previous turn</source>
        <translation>← Попередній хід</translation>
    </message>
    <message>
        <source>Next turn →</source>
        <translation>Наступний хід →</translation>
    </message>
    <message>
        <source>Next mistake (M)</source>
        <translation>Наступна помилка (M)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Chances to win after each move, as the strongest computer level sees them; ?? marks a move that gave away 5 % or more, ? 2 % or more.</source>
        <translation>Шанси на перемогу після кожного рішення — за оцінкою сильного комп’ютера; ?? — рішення, що втратило 5 % і більше, ? — 2 % і більше.</translation>
    </message>
    <message>
        <source>Chances to win are given for games of two players with rules the strongest computer level knows; here only the moves are listed.</source>
        <translation>Шанси на перемогу подано для партій двох гравців за правилами, які знає сильний комп’ютер; тут показано лише ходи.</translation>
    </message>
    <message>
        <source>%1. Round %2 · %3: %4</source>
        <translation>%1. Раунд %2 · %3: %4</translation>
    </message>
    <message>
        <source>Turn %1 of %2 · %3 · total %4</source>
        <translation>Хід %1 з %2 · %3 · усього %4</translation>
    </message>
    <message>
        <source>turn total %1, dice in hand %2</source>
        <translation>за хід %1, костей у руці %2</translation>
    </message>
</context>
<context>
    <name>DiceRules</name>
    <message>
        <source>Face</source>
        <translation>Грань</translation>
    </message>
    <message>
        <source>one</source>
        <translation>одна</translation>
    </message>
    <message>
        <source>three</source>
        <translation>три</translation>
    </message>
    <message>
        <source>four</source>
        <translation>чотири</translation>
    </message>
    <message>
        <source>five</source>
        <translation>п’ять</translation>
    </message>
    <message>
        <source>Straights: 1-2-3-4-5 scores %1, 2-3-4-5-6 scores %2.</source>
        <translation>Стріти: 1-2-3-4-5 дає %1, 2-3-4-5-6 дає %2.</translation>
    </message>
    <message>
        <source>Dice Thousand: the rules</source>
        <translation>Тисяча в кості: правила</translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with every option listed at the end.</source>
        <translation>Правила цієї гри: набір «%1», усі налаштування наведено в кінці.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Мета</translation>
    </message>
    <message>
        <source>Be the first to reach %1 points.</source>
        <translation>Першим набрати %1 очок.</translation>
    </message>
    <message>
        <source>Be the first to pass %1 points: exactly %1 is not enough.</source>
        <translation>Першим набрати більше за %1 очок: рівно %1 замало.</translation>
    </message>
    <message>
        <source>Be the first to score exactly %1 points: a turn that would pass it is lost.</source>
        <translation>Першим набрати рівно %1 очок: хід, що перевищив би цей рахунок, згорає.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Throw the five dice and set aside scoring dice, at least one. Then stop and add the turn total to your score, or throw the dice that are left to score more. A throw with no scoring die loses the whole turn total: that is a bust.</source>
        <translation>Киньте п’ять костей і відкладіть очкові, хоча б одну. Потім зупиніться й запишіть очки ходу собі або киньте решту костей, щоб набрати більше. Якщо в кидку немає жодної очкової кості, усі очки ходу згорають: «нічого не випало».</translation>
    </message>
    <message>
        <source>In this game every scoring die of a throw must be set aside.</source>
        <translation>У цій грі треба відкладати всі очкові кості кидка.</translation>
    </message>
    <message>
        <source>If the first throw of a turn scores nothing, you may throw it once more.</source>
        <translation>Якщо перший кидок ходу порожній, його можна один раз перекинути.</translation>
    </message>
    <message>
        <source>Hot dice: when all five dice have scored, throw all five once more. If that throw scores, its points are added and the turn is banked; if it scores nothing, the turn is lost.</source>
        <translation>По другому колу: коли всі п’ять костей дали очки, киньте всі п’ять ще раз. Якщо кидок приніс очки, вони додаються і хід записується; якщо ні, хід згорає.</translation>
    </message>
    <message>
        <source>Hot dice: when all five dice have scored, take all five and go on with the turn.</source>
        <translation>По другому колу: коли всі п’ять костей дали очки, візьміть усі п’ять і продовжуйте хід.</translation>
    </message>
    <message>
        <source>Scoring dice</source>
        <translation>Очкові кості</translation>
    </message>
    <message>
        <source>Five 1s in one throw win the game at once.</source>
        <translation>П’ять одиниць за один кидок одразу виграють гру.</translation>
    </message>
    <message>
        <source>Other dice score nothing. Dice thrown together are counted in the way that gives the most points.</source>
        <translation>Інші кості очок не дають. Кинуті разом кості рахуються так, щоб вийшло найбільше очок.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Your first stop of the game needs a turn total of at least %1; until then you have no score.</source>
        <translation>Для першого запису в грі треба набрати за хід щонайменше %1; доти у вас немає рахунку.</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Ями</translation>
    </message>
    <message>
        <source>Pits: %1. You may stop in a pit, but once in it you stop only with a total above its top: leave it in one turn.</source>
        <translation>Ями: %1. У ямі можна зупинитися, але, потрапивши в неї, зупинитися можна лише з рахунком вище її верхньої межі: вибирайтеся з неї за один хід.</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <source>All options of this game</source>
        <translation>Усі налаштування цієї гри</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>A stop that reaches %1 stays at %1: you are on the barrel, and from there you must win in one turn (%2 points or more in the turn).</source>
        <translation>Запис, що досягає %1, зупиняється на %1: ви на бочці, і звідти треба виграти за один хід (%2 очок або більше за хід).</translation>
    </message>
    <message>
        <source>A player below the barrel may win without stopping on it.</source>
        <translation>Гравець нижче бочки може виграти, не зупиняючись на ній.</translation>
    </message>
    <message>
        <source>A player who gets on the barrel knocks off whoever sits there.</source>
        <translation>Той, хто сів на бочку, збиває того, хто на ній сидить.</translation>
    </message>
    <message>
        <source>Several players may sit on the barrel together.</source>
        <translation>На бочці можуть сидіти кілька гравців разом.</translation>
    </message>
    <message>
        <source>A fall takes you back to your entry score.</source>
        <translation>При падінні ви повертаєтеся на свій рахунок допуску.</translation>
    </message>
    <message>
        <source>A fall takes you back to %1.</source>
        <translation>При падінні ви повертаєтеся на %1.</translation>
    </message>
    <message>
        <source>A fall takes you %1 below the barrel.</source>
        <translation>При падінні ви опиняєтеся на %1 нижче бочки.</translation>
    </message>
    <message>
        <source>A fall takes you back to 0.</source>
        <translation>При падінні рахунок обнуляється.</translation>
    </message>
    <message>
        <source>every lost turn</source>
        <translation>кожен згорілий хід</translation>
    </message>
    <message>
        <source>every empty first throw of a turn</source>
        <translation>кожен порожній перший кидок ходу</translation>
    </message>
    <message>
        <source>A bolt for %1; %2 bolts cost %3 points.</source>
        <translation>Болт за %1; після %2 болтів — штраф %3 очок.</translation>
    </message>
    <message>
        <source>Each time your overshoots reach a multiple of %1, you lose %2 points.</source>
        <translation>Щоразу, коли кількість ваших переборів кратна %1, ви втрачаєте %2 очок.</translation>
    </message>
    <message>
        <source>Each time your overshoots reach a multiple of %1, your score goes back to 0.</source>
        <translation>Щоразу, коли кількість ваших переборів кратна %1, ваш рахунок обнуляється.</translation>
    </message>
    <message>
        <source>A player passed by another&apos;s stop loses %1 points.</source>
        <translation>Гравець, якого обігнали чужим записом, втрачає %1 очок.</translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly %1 goes back to 0.</source>
        <translation>Самоскид: рахунок рівно %1 обнуляється.</translation>
    </message>
    <message>
        <source>A turn whose total reaches exactly %1 is lost too.</source>
        <translation>Хід, що набрав рівно %1, теж згорає.</translation>
    </message>
    <message>
        <source>Penalties may take a score below 0.</source>
        <translation>Штрафи можуть опустити рахунок нижче 0.</translation>
    </message>
    <message>
        <source>Rules of dice Thousand</source>
        <translation>Правила «Тисячі» в кості</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message numerus="yes">
        <source>You may try %n turn(s) from the barrel; then you fall off.</source>
        <translation>
            <numerusform>З бочки можна грати %n хід; потім ви падаєте.</numerusform>
            <numerusform>З бочки можна грати %n ходи; потім ви падаєте.</numerusform>
            <numerusform>З бочки можна грати %n ходів; потім ви падаєте.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fall off %n time(s) and your score goes back to 0.</source>
        <translation>
            <numerusform>Упадете з бочки %n раз — і рахунок обнулиться.</numerusform>
            <numerusform>Упадете з бочки %n рази — і рахунок обнулиться.</numerusform>
            <numerusform>Упадете з бочки %n разів — і рахунок обнулиться.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceSheet</name>
    <message>
        <source>entered</source>
        <extracomment>A settlement event of the mover, as a short mark in his cell (%1: the amount, if any).</extracomment>
        <translation>допуск</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>бочка</translation>
    </message>
    <message>
        <source>fell off</source>
        <translation>падіння</translation>
    </message>
    <message>
        <source>falls: to 0</source>
        <translation>падіння: на 0</translation>
    </message>
    <message>
        <source>bolts %1</source>
        <translation>болти %1</translation>
    </message>
    <message>
        <source>overshoots %1</source>
        <translation>перебори %1</translation>
    </message>
    <message>
        <source>overshoots: to 0</source>
        <translation>перебори: на 0</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>самоскид</translation>
    </message>
    <message>
        <source>won</source>
        <translation>перемога</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, now %2</source>
        <extracomment>A settlement event of another player, as a note (%1: the player, %2: his new total, %3: the amount).</extracomment>
        <translation>%1: збили з бочки, тепер %2</translation>
    </message>
    <message>
        <source>%1: fell off the barrel, now %2</source>
        <translation>%1: падіння з бочки, тепер %2</translation>
    </message>
    <message>
        <source>%1: too many falls, now %2</source>
        <translation>%1: забагато падінь, тепер %2</translation>
    </message>
    <message>
        <source>%1: overtaken, %3, now %2</source>
        <translation>%1: обігнали, %3, тепер %2</translation>
    </message>
    <message>
        <source>%1: dump truck, now %2</source>
        <translation>%1: самоскид, тепер %2</translation>
    </message>
    <message>
        <source>overshoot %1</source>
        <extracomment>How a lost turn ended, as a mark (the cell shows a dash).</extracomment>
        <translation>перебір %1</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>на бочці %1/%2</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочці</translation>
    </message>
    <message>
        <source>Turn total %1; total %2</source>
        <translation>За хід %1; рахунок %2</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Відкладено: %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <extracomment>The theme&apos;s colour token of each kind of cell.</extracomment>
        <translation>Примітки</translation>
    </message>
    <message>
        <source>start</source>
        <translation>початок</translation>
    </message>
    <message>
        <source>Rules: %1. Each round starts with %2.</source>
        <translation>Правила: %1. Кожен раунд починає %2.</translation>
    </message>
    <message>
        <source>%1 won the game.</source>
        <translation>Перемога: %1.</translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation>%1, зі змінами</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запис рахунку</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>DiceStats</name>
    <message>
        <source>Dice game</source>
        <translation>Гра в кості</translation>
    </message>
    <message>
        <source>No dice statistics yet: finish a dice game first.</source>
        <translation>Статистики з костей поки немає: спершу дограйте партію в кості.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партій</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Перемог</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходів</translation>
    </message>
    <message>
        <source>Average turn</source>
        <translation>Середній хід</translation>
    </message>
    <message>
        <source>Busts</source>
        <translation>Згорілих ходів</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Спроб з бочки</translation>
    </message>
    <message>
        <source>Dice games with moves taken back: %1 (counted).</source>
        <translation>Партій у кості з поверненням ходів: %1 (враховано).</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Кості: %1</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>%1: %2 (total %3)</source>
        <translation>%1: %2 (разом %3)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Розписати</translation>
    </message>
    <message>
        <source>Give up this deal? It is scored at once:</source>
        <translation>Розписати цю роздачу? Її одразу буде записано так:</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Остання взятка</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>The player asked to review the deal (the deal review window).</extracomment>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>(key: %1)</source>
        <extracomment>The buttons that are not the move a prompt expects (by object name): a softer colour, or a warning one for conceding. The others are primary.</extracomment>
        <translation>(клавіша: %1)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Роздача %1</translation>
    </message>
    <message>
        <source>golden deal</source>
        <translation>золотий кін</translation>
    </message>
    <message>
        <source>barrel deal</source>
        <translation>гра з бочки</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: пас</translation>
    </message>
    <message>
        <source>The only move allowed: made without handing over the table.</source>
        <translation>Іншого ходу немає: зроблено без передачі місця.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <extracomment>Hinted moves that are a card of the hand (the cursor is put on it).</extracomment>
        <translation>Шукаємо підказку…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Цього разу підказки немає.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Підказка: %1.</translation>
    </message>
    <message>
        <source>It is marked on the table; Enter plays the card under the cursor.</source>
        <translation>Її позначено на столі; Enter грає карту під курсором.</translation>
    </message>
    <message>
        <source>Enter bids the value in the box.</source>
        <translation>Enter замовляє значення зі списку.</translation>
    </message>
    <message>
        <source>It is chosen; Enter on a chosen card takes it back.</source>
        <translation>Її вибрано; Enter на вибраній карті скасовує вибір.</translation>
    </message>
    <message>
        <source>Enter chooses the card under the cursor.</source>
        <translation>Enter вибирає карту під курсором.</translation>
    </message>
    <message>
        <source>Enter makes this move.</source>
        <translation>Enter — зробити цей хід.</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, ваш хід</translation>
    </message>
    <message>
        <source>Everybody else, please look away. %1, take the seat and show your cards when you are ready.</source>
        <translation>Решта гравців, будь ласка, відверніться. %1, сідайте за комп’ютер і відкрийте свої карти, коли будете готові.</translation>
    </message>
    <message>
        <source>Show my cards (Enter)</source>
        <translation>Показати мої карти (Enter)</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The user asked for the menu (Esc), the score sheet, the rules, a new game. Review the deal just finished (the summary&apos;s &quot;Review&quot;). &quot;Count my points&quot;: the viewer&apos;s running card points and marriages on his plate. The human&apos;s turn on the panel (None while nobody human is asked anything). The coach&apos;s panel (issue 37), shown when the controller holds a costly move.</extracomment>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Step through this deal move by move and have it analysed</source>
        <translation>Пройти цю роздачу хід за ходом і отримати її розбір</translation>
    </message>
    <message>
        <source>Next deal (Enter)</source>
        <translation>Наступна роздача (Enter)</translation>
    </message>
    <message>
        <source>dark game</source>
        <translation>темна</translation>
    </message>
    <message>
        <source>★ declarer</source>
        <translation>★ розігрувач</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар’яжі</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Набрано</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>на прикупі</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Роздачу завершено</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Головне меню</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Закрити (L)</translation>
    </message>
    <message>
        <source>Up and Down arrows change the value</source>
        <extracomment>The name tests and the keyboard know this prompt by. Whether the hand&apos;s cards answer this prompt (the keyboard cursor walks over them). Whether Enter picks the card under the cursor (else Enter is a button&apos;s key). A list of legal values (bids or raises) that Up and Down change. The &quot;declare the marriage&quot; switch (M toggles it). The move the last hint suggested (Enter makes it).</extracomment>
        <translation>Стрілки вгору й униз змінюють число</translation>
    </message>
    <message>
        <source>Redeal: bad talon</source>
        <translation>Перездати: поганий прикуп</translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>Розписати…</translation>
    </message>
    <message>
        <source>Your bid?</source>
        <translation>Ваша ставка?</translation>
    </message>
    <message>
        <source>The bid is %1 (%2). Your bid?</source>
        <translation>Ставка %1 (%2). Ваша ставка?</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Замовити</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>With a total below zero you may not bid: pass.</source>
        <translation>З від’ємним рахунком торгуватися не можна: пас.</translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: pass.</source>
        <translation>На бочці ви чекаєте на свою роздачу: пас.</translation>
    </message>
    <message>
        <source>Without a marriage in hand you may bid up to %1.</source>
        <translation>Без мар’яжу на руках можна замовити не більше %1.</translation>
    </message>
    <message>
        <source>Your marriages (%1) let you bid up to %2.</source>
        <translation>Ваші мар’яжі (%1) дозволяють замовити до %2.</translation>
    </message>
    <message>
        <source>You cannot go higher: pass.</source>
        <translation>Вище замовити не можна: пас.</translation>
    </message>
    <message>
        <source>You are forehand: play in the dark?</source>
        <translation>Ви на першій руці: грати втемну?</translation>
    </message>
    <message>
        <source>A dark game is %1 played without looking at your cards; its result counts double.</source>
        <translation>Темна — це замовлення %1 не дивлячись у карти; результат рахується вдвічі.</translation>
    </message>
    <message>
        <source>Play in the dark</source>
        <translation>Грати втемну</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Подивитися карти</translation>
    </message>
    <message>
        <source>You may ask for a redeal (%1).</source>
        <translation>Ви можете вимагати перездачі (%1).</translation>
    </message>
    <message>
        <source>The same dealer deals again and nobody scores.</source>
        <translation>Той самий здавач здає знову, ніхто нічого не записує.</translation>
    </message>
    <message>
        <source>Ask for a redeal</source>
        <translation>Перездати</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <source>Choose two cards to lay aside.</source>
        <extracomment>The key that passes the chosen cards (or lays them aside); Enter and Space choose a card.</extracomment>
        <translation>Виберіть дві карти, які відкласти.</translation>
    </message>
    <message>
        <source>Choose the cards to pass: the first to %1, the second to %2.</source>
        <translation>Виберіть карти: першу отримає %1, другу — %2.</translation>
    </message>
    <message>
        <source>Choose the card to pass to %1.</source>
        <translation>Виберіть карту, яку отримає %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. Click a card, or press Enter on it, to choose it or take it back.</source>
        <translation>Вибрано: %1 з %2. Клацання по карті або Enter на ній вибирає її або скасовує вибір.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. %3 lays them aside; a click or Enter on a chosen card takes it back.</source>
        <translation>Вибрано: %1 з %2. %3 — відкласти їх; клацання або Enter на вибраній карті скасовує вибір.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. %3 passes them; a click or Enter on a chosen card takes it back.</source>
        <translation>Вибрано: %1 з %2. %3 — віддати їх; клацання або Enter на вибраній карті скасовує вибір.</translation>
    </message>
    <message>
        <source>Pass the cards</source>
        <translation>Віддати карти</translation>
    </message>
    <message>
        <source>Lay them aside</source>
        <translation>Відкласти</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Ваш хід: ви починаєте взятку.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш хід.</translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Козир: %1.</translation>
    </message>
    <message>
        <source>No trump yet.</source>
        <translation>Козиря ще немає.</translation>
    </message>
    <message>
        <source>Play a highlighted card.</source>
        <translation>Зіграйте одну з виділених карт.</translation>
    </message>
    <message>
        <source>Play any card.</source>
        <translation>Зіграйте будь-яку карту.</translation>
    </message>
    <message>
        <source>Declare a marriage when I lead its king or queen</source>
        <translation>Оголошувати мар’яж, коли ходжу його королем або дамою</translation>
    </message>
    <message>
        <source>Your contract is %1.</source>
        <translation>Ваше замовлення — %1.</translation>
    </message>
    <message>
        <source>Raise it, or lead a card to start.</source>
        <translation>Підвищте його або ходіть, щоб почати гру.</translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation>На бочці замовлення має бути не менше %1: підвищте його, перш ніж ходити.</translation>
    </message>
    <message>
        <source>Raise…</source>
        <translation>Підвищити…</translation>
    </message>
    <message>
        <source>Raise the contract</source>
        <translation>Підвищити замовлення</translation>
    </message>
    <message>
        <source>Raise your contract to %1? It cannot be lowered again.</source>
        <translation>Підвищити замовлення до %1? Знизити його потім буде не можна.</translation>
    </message>
    <message>
        <source>Choose a talon: click it, or press 1 or 2.</source>
        <translation>Виберіть прикуп: клацніть його або натисніть 1 чи 2.</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Лівий прикуп</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Правий прикуп</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>Зіграно %n роздачу</numerusform>
            <numerusform>Зіграно %n роздачі</numerusform>
            <numerusform>Зіграно %n роздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <extracomment>(keys, what they do), as Help → Keyboard shows them.</extracomment>
        <translation>Вліво / Вправо</translation>
    </message>
    <message>
        <source>move over the cards you may play</source>
        <translation>перейти до сусідньої карти, якою можна ходити</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>put the cursor on a card</source>
        <translation>поставити курсор на карту за номером</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Пробіл</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>замовити</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Вгору / Вниз</translation>
    </message>
    <message>
        <source>change the bid or raise</source>
        <translation>змінити ставку чи підвищення</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>raise the contract (or ask for a redeal when offered)</source>
        <translation>підвищити замовлення (або вимагати перездачі, коли можна)</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>розписати</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>redeal a bad talon</source>
        <translation>перездача через поганий прикуп</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>declare the marriage or not when leading its king or queen</source>
        <translation>чи оголошувати мар’яж, ходячи його королем або дамою</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>play the card under the cursor, or choose it to pass or lay aside (again: take it back); Enter on a card you may not play says why</source>
        <translation>зіграти карту під курсором або вибрати її, щоб віддати чи відкласти (ще раз — скасувати вибір); Enter на карті, якою ходити не можна, пояснює чому</translation>
    </message>
    <message>
        <source>pass in the bidding; pass the chosen cards or lay them aside</source>
        <translation>пас у торгах; віддати вибрані карти або відкласти їх</translation>
    </message>
    <message>
        <source>hint: the cursor goes to the suggested card (Enter plays the card under the cursor); a suggested bid or pass is made by Enter</source>
        <translation>підказка: курсор стає на запропоновану карту (Enter грає карту під курсором); запропоноване замовлення чи пас робить Enter</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>остання взятка</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>запис</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>правила</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>menu</source>
        <translation>меню</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>next deal (on the deal summary)</source>
        <translation>наступна роздача (у підсумках роздачі)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>нова гра</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>save</source>
        <translation>зберегти</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>load</source>
        <translation>завантажити</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>вийти</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back a move (games with take-backs allowed)</source>
        <translation>повернути хід (у партіях, де це дозволено)</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>Вліво / Вправо, Home / End</translation>
    </message>
    <message>
        <source>in the deal review: a move back or on, the deal&apos;s start or end</source>
        <translation>у розборі роздачі: хід назад або вперед, початок або кінець роздачі</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>choose a die of the throw, or put it back</source>
        <translation>вибрати кістку з кидка або повернути її</translation>
    </message>
    <message>
        <source>Left / Right, Space</source>
        <translation>Ліворуч / Праворуч, Пробіл</translation>
    </message>
    <message>
        <source>move over the dice; choose the die under the cursor</source>
        <translation>перейти по кістках; вибрати кістку під курсором</translation>
    </message>
    <message>
        <source>keep the chosen dice</source>
        <translation>відкласти вибрані кістки</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A (Ф)</translation>
    </message>
    <message>
        <source>keep every scoring die</source>
        <translation>відкласти всі кістки, що дають очки</translation>
    </message>
    <message>
        <source>throw the dice in hand</source>
        <translation>кинути кістки, що в руці</translation>
    </message>
    <message>
        <source>stop: write the turn&apos;s points down</source>
        <translation>записати очки ходу</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>підказка</translation>
    </message>
    <message>
        <source>the scoring chart</source>
        <translation>таблиця очок</translation>
    </message>
    <message>
        <source>Backspace, Ctrl+Z</source>
        <translation>Backspace, Ctrl+Z</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавіша</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кості</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Learn the card game</source>
        <translation>Вчимося грати в карти</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <extracomment>What the course dialog answers besides a lesson&apos;s id. The pause before each move the lesson makes itself (ms): long enough to follow. The course&apos;s title (context &quot;Lessons&quot;). ``make_table(host, runner) -&gt; (table widget, controller)``: the game&apos;s real table and its controller (with :class:`LessonDriving`) over ``runner.game``. ``practice(host)``: a new game against computer players, at once. ``item(text)``: what the table&apos;s ``highlight`` takes for an item of a step&apos;s ``show`` (a card, a die&apos;s face).</extracomment>
        <translation>Урок %1 з %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Наступний урок</translation>
    </message>
    <message>
        <source>Practice against the computer</source>
        <translation>Потренуватися з комп’ютером</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Зіграти партію</translation>
    </message>
    <message>
        <source>Play this lesson again</source>
        <translation>Пройти урок ще раз</translation>
    </message>
    <message>
        <source>Back to the lessons</source>
        <translation>До списку уроків</translation>
    </message>
    <message>
        <source>Your move: %1</source>
        <translation>Ваш хід: %1</translation>
    </message>
    <message>
        <source>Not that: %1</source>
        <translation>Не так: %1</translation>
    </message>
    <message>
        <source>Lesson done.</source>
        <translation>Урок пройдено.</translation>
    </message>
    <message>
        <source>Short lessons on prepared deals: you make the moves, the lesson says why. Any lesson can be played again.</source>
        <extracomment>The step whose ``show`` the table points at now. The lesson has left the window; ``leave()`` makes it leave (set where it is shown).</extracomment>
        <translation>Короткі уроки на підготовлених роздачах: ходите ви, а урок пояснює чому. Будь-який урок можна пройти знову.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новий</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 lessons done</source>
        <translation>Пройдено уроків: %1 з %2</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Почати урок</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренування</translation>
    </message>
    <message>
        <source>A game against computer players</source>
        <translation>Партія з комп’ютерними гравцями</translation>
    </message>
    <message>
        <source>Learn the dice game</source>
        <translation>Вчимося грати в кості</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The seats&apos; names in every lesson: the learner, then the scripted players (a lesson of ``players`` seats takes the first ones; Gleb sits at the four-player table only).
----------
The seats&apos; names in every lesson: the learner, then the scripted player.</extracomment>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Віра</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Гліб</translation>
    </message>
    <message>
        <source>Raise the contract to 120: your hearts marriage makes it safe.</source>
        <extracomment>A strong deal for the learner as forehand (seat 2 deals): hearts marriage, two spades. That deal played to its end: the learner raises to 120 and takes every trick. (The raise comes after the cards are given: the table&apos;s raise prompt offers it with a button, where the passing prompt would make it only by Enter on the hint.) A deal where Boris (forehand: seat 0 deals) declares and the learner defends.</extracomment>
        <translation>Підвищіть замовлення до 120: з червовим мар’яжем це надійно.</translation>
    </message>
    <message>
        <source>You play for 120. The script plays the tricks for you.</source>
        <translation>Ви граєте 120. Взятки урок зіграє за вас.</translation>
    </message>
    <message>
        <source>The deal and the talon</source>
        <translation>Роздача і прикуп</translation>
    </message>
    <message>
        <source>Thousand is played with 24 cards: nine to ace in four suits. An ace is worth 11, a ten 10, a king 4, a queen 3, a jack 2, a nine 0. Three players get seven cards each and three go face down to the talon. The seat after the dealer is forehand: that is you.</source>
        <translation>У тисячу грають 24 картами: від дев’ятки до туза в чотирьох мастях. Туз коштує 11, десятка 10, король 4, дама 3, валет 2, дев’ятка 0. Трьом гравцям здають по сім карт, три кладуть у прикуп сорочкою догори. Гравець після здавача — перша рука: це ви.</translation>
    </message>
    <message>
        <source>Forehand holds a bid of 100 without a word. Boris speaks first and passes.</source>
        <translation>Перша рука мовчки тримає 100. Борис говорить першим і пасує.</translation>
    </message>
    <message>
        <source>Vera passes too: you play for 100 and the talon is yours. With ten cards now, you give one card face down to each opponent.</source>
        <translation>Віра теж пасує: ви граєте 100, і прикуп ваш. Тепер у вас десять карт, і ви віддаєте по одній карті сорочкою догори кожному суперникові.</translation>
    </message>
    <message>
        <source>Boris has the nine of diamonds. Give Vera one more card.</source>
        <translation>Дев’ятка бубон у Бориса. Віддайте ще одну карту Вірі.</translation>
    </message>
    <message>
        <source>Give the queen of clubs to Vera.</source>
        <translation>Віддайте даму треф Вірі.</translation>
    </message>
    <message>
        <source>Everyone holds eight cards. Before the first lead you may still raise your contract, never lower it.</source>
        <translation>У всіх по вісім карт. До першого ходу замовлення ще можна підвищити, але не знизити.</translation>
    </message>
    <message>
        <source>You play for 120 now. You lead to the first trick.</source>
        <translation>Тепер ви граєте 120. Ви ходите першим.</translation>
    </message>
    <message>
        <source>The talon goes to whoever wins the auction; he passes one card to each opponent and may raise before he leads.</source>
        <translation>Прикуп бере той, хто виграв торги; він віддає по карті кожному суперникові й може підвищити замовлення до першого ходу.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Удвох</translation>
    </message>
    <message>
        <source>At two, each player gets ten cards and the other four go face down to two talons of two. Boris deals, so you are forehand and hold 100.</source>
        <translation>Удвох кожному здають по десять карт, а решта чотири лягають сорочкою догори у два прикупи по дві карти. Здає Борис, тож ви — перша рука і тримаєте 100.</translation>
    </message>
    <message>
        <source>Boris passes: you play for 100. Pick one of the two talons.</source>
        <translation>Борис пасує: ви граєте 100. Виберіть один із двох прикупів.</translation>
    </message>
    <message>
        <source>Take the left talon.</source>
        <translation>Візьміть лівий прикуп.</translation>
    </message>
    <message>
        <source>The queen and jack of hearts are yours: with your king, a hearts marriage. Now put two cards aside face down.</source>
        <translation>Дама і валет червей ваші: з вашим королем це червовий мар’яж. Тепер відкладіть дві карти сорочкою догори.</translation>
    </message>
    <message>
        <source>Give the nine of diamonds to Boris, it is worth nothing, and the queen of clubs to Vera: choose the queen too, then Pass the cards.</source>
        <translation>Віддайте Борисові дев’ятку бубон, вона нічого не коштує, а Вірі даму треф: виберіть і даму, потім «Віддати карти».</translation>
    </message>
    <message>
        <source>Put the nines of diamonds and clubs aside: they are worth nothing. Choose the nine of clubs too, then Lay them aside.</source>
        <translation>Відкладіть дев’ятки бубон і треф: вони нічого не коштують. Виберіть і дев’ятку треф, потім «Відкласти».</translation>
    </message>
    <message>
        <source>Put the nine of clubs aside too.</source>
        <translation>Відкладіть і дев’ятку треф.</translation>
    </message>
    <message>
        <source>The cards you put aside count for you as cards you won. You both hold ten cards and play ten tricks.</source>
        <translation>Відкладені карти зараховуються вам як узяті. В обох по десять карт, і розігрується десять взяток.</translation>
    </message>
    <message>
        <source>The talon nobody took, with its points, goes to whoever takes the last trick.</source>
        <translation>Прикуп, якого ніхто не взяв, з усіма його очками дістається тому, хто візьме останню взятку.</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Учотирьох</translation>
    </message>
    <message>
        <source>At four, the dealer takes no cards and sits the deal out; the three others play it as a deal for three. Gleb deals this time, so you are forehand.</source>
        <translation>Учотирьох здавач карт не отримує і пропускає роздачу; троє інших грають її як роздачу на трьох. Цього разу здає Гліб, тож ви — перша рука.</translation>
    </message>
    <message>
        <source>You make your 120. Gleb sat out: he scores the card points of the talon, the jack of hearts, nine of hearts and queen of clubs: 5.</source>
        <translation>Ви зіграли свої 120. Гліб пропускав роздачу: він записує очки карт прикупу — валета червей, дев’ятки червей і дами треф: 5.</translation>
    </message>
    <message>
        <source>The deal passes clockwise, so each player sits out every fourth deal.</source>
        <translation>Здача переходить за годинниковою стрілкою, тож кожен пропускає кожну четверту роздачу.</translation>
    </message>
    <message>
        <source>Bidding and its limits</source>
        <translation>Торги та їхні межі</translation>
    </message>
    <message>
        <source>Vera is forehand and holds 100. Each bid must be higher than the last, in steps of 5. Without a marriage in hand you may bid at most 120; each marriage you hold raises that limit by its value (hearts 100, diamonds 80, clubs 60, spades 40).</source>
        <translation>Віра — перша рука і тримає 100. Кожна ставка вища за попередню, кроком 5. Без мар’яжу на руках можна замовити не більше 120; кожен мар’яж піднімає цю межу на свою вартість (чирви 100, бубни 80, трефи 60, піки 40).</translation>
    </message>
    <message>
        <source>Bid 120.</source>
        <translation>Замовте 120.</translation>
    </message>
    <message>
        <source>Your hearts marriage lets you bid up to 220, so 120 is safe.</source>
        <translation>З червовим мар’яжем можна замовляти до 220, тож 120 — надійно.</translation>
    </message>
    <message>
        <source>Boris holds the diamonds marriage: he may go up to 200, and says 125.</source>
        <translation>У Бориса бубновий мар’яж: йому можна до 200, і він каже 125.</translation>
    </message>
    <message>
        <source>Vera passes: she is out of this auction.</source>
        <translation>Віра пасує: у цих торгах вона більше не бере участі.</translation>
    </message>
    <message>
        <source>Bid 130 to stay in the auction.</source>
        <translation>Замовте 130, щоб лишитися в торгах.</translation>
    </message>
    <message>
        <source>You bid 130.</source>
        <translation>Ви замовили 130.</translation>
    </message>
    <message>
        <source>Boris passes: only you remain, and you play for 130 with the talon.</source>
        <translation>Борис пасує: лишилися тільки ви, і ви граєте 130 з прикупом.</translation>
    </message>
    <message>
        <source>A player who passes is out for the deal; the last one left plays for his bid.</source>
        <translation>Той, хто спасував, виходить із торгів до кінця роздачі; останній, хто лишився, грає свою ставку.</translation>
    </message>
    <message>
        <source>Following suit and trumping</source>
        <translation>Масть і козирі</translation>
    </message>
    <message>
        <source>Boris plays for 100 and leads. You must follow the suit led when you can; when you cannot, you must play a trump if there is a trump suit and you hold one. A deal starts without a trump.</source>
        <translation>Борис грає 100 і ходить першим. Треба класти карту масті ходу, якщо вона є; якщо немає — козир, якщо козир оголошено і він у вас є. Роздача починається без козиря.</translation>
    </message>
    <message>
        <source>Spades were led: follow with your nine of spades.</source>
        <translation>Зайшли з пік: покладіть дев’ятку пік.</translation>
    </message>
    <message>
        <source>The ace of spades takes the trick: the highest card of the suit led wins when there is no trump.</source>
        <translation>Туз пік бере взятку: без козиря перемагає найстарша карта масті ходу.</translation>
    </message>
    <message>
        <source>Boris has won a trick, so he may declare: he leads the king of hearts holding the queen. Hearts are trump now and he scores 100.</source>
        <translation>Борис узяв взятку і може оголосити мар’яж: він ходить із короля чирв, тримаючи даму. Тепер чирви — козир, і в нього 100 очок.</translation>
    </message>
    <message>
        <source>Hearts were led: follow suit with the nine of hearts.</source>
        <translation>Зайшли з чирв: покладіть дев’ятку чирв.</translation>
    </message>
    <message>
        <source>You followed suit.</source>
        <translation>Ви поклали карту в масть.</translation>
    </message>
    <message>
        <source>You have no clubs: you must trump with the jack of hearts.</source>
        <translation>Треф у вас немає: треба бити козирем, валетом чирв.</translation>
    </message>
    <message>
        <source>Your jack of hearts is a trump: it beats the ace of clubs and the trick is yours.</source>
        <translation>Валет чирв — козир: він б’є туза треф, і взятка ваша.</translation>
    </message>
    <message>
        <source>Follow suit; without the suit, trump; only without both may you play anything.</source>
        <translation>Кладіть у масть; немає масті — козир; тільки якщо немає ні того, ні іншого, можна класти будь-яку карту.</translation>
    </message>
    <message>
        <source>Marriages and trump</source>
        <translation>Мар’яжі й козир</translation>
    </message>
    <message>
        <source>A king and queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100. You declare it by leading one of them while holding the other, but only after you have won a trick in the deal. Its suit becomes trump.</source>
        <translation>Король і дама однієї масті — мар’яж: піки 40, трефи 60, бубни 80, чирви 100. Його оголошують, заходячи з однієї з цих карт, маючи другу на руках, але тільки після взятої в роздачі взятки. Його масть стає козирем.</translation>
    </message>
    <message>
        <source>You won the last trick: lead the queen of diamonds to declare your diamonds marriage.</source>
        <translation>Ви взяли останню взятку: зайдіть із дами бубон, щоб оголосити бубновий мар’яж.</translation>
    </message>
    <message>
        <source>You score 80 at once, and diamonds are trump from now on in place of hearts.</source>
        <translation>Ви одразу отримуєте 80, і від цього ходу козир — бубни замість чирв.</translation>
    </message>
    <message>
        <source>A marriage scores once, when it is declared; a later marriage changes the trump again.</source>
        <translation>Мар’яж зараховується один раз, коли його оголошують; наступний мар’яж знову змінює козир.</translation>
    </message>
    <message>
        <source>The ace marriage (house option)</source>
        <translation>Тузовий мар’яж (домашнє правило)</translation>
    </message>
    <message>
        <source>Some tables play the ace marriage: leading an ace while holding all four declares it for 200, after a trick won, as any marriage. It does not change the trump. This lesson turns the option on.</source>
        <translation>За деякими столами грають тузовий мар’яж: хід із туза, коли на руках усі чотири тузи, оголошує його за 200 — після взятої взятки, як будь-який мар’яж. Козиря він не змінює. У цьому уроці правило ввімкнено.</translation>
    </message>
    <message>
        <source>First win a trick: lead the ten of spades (your ace of spades is the only card above it).</source>
        <translation>Спершу візьміть взятку: зайдіть із десятки пік (старший за неї тільки ваш туз пік).</translation>
    </message>
    <message>
        <source>You are leading. The trick will be yours.</source>
        <translation>Ви зайшли. Взятка буде ваша.</translation>
    </message>
    <message>
        <source>Lead an ace now to declare the ace marriage.</source>
        <translation>Тепер зайдіть із туза, щоб оголосити тузовий мар’яж.</translation>
    </message>
    <message>
        <source>200 for the ace marriage.</source>
        <translation>200 за тузовий мар’яж.</translation>
    </message>
    <message>
        <source>The ace marriage is a house option: it is off in the classic rules.</source>
        <translation>Тузовий мар’яж — домашнє правило: у класичних правилах його немає.</translation>
    </message>
    <message>
        <source>Scoring and the contract</source>
        <translation>Підрахунок очок і замовлення</translation>
    </message>
    <message>
        <source>Your deal points are the cards of the tricks you take plus your marriages. The declarer scores his contract if he reaches it, and loses it if he does not. Defenders score their points, rounded to 5.</source>
        <translation>Ваші очки за роздачу — це карти у взятих взятках плюс оголошені мар’яжі. Розігрувач записує своє замовлення, якщо набрав його, і втрачає його, якщо ні. Суперники записують свої очки, округлені до 5.</translation>
    </message>
    <message>
        <source>Play your last card, the nine of hearts.</source>
        <translation>Зіграйте останню карту, дев’ятку чирв.</translation>
    </message>
    <message>
        <source>You took 120 in cards and declared 100: 220 points. You reach your contract, so you score 120: never more than the contract. Boris and Vera took nothing.</source>
        <translation>Ви взяли 120 у картах і оголосили 100: 220 очок. Замовлення зіграно, і ви записуєте 120 — ніколи не більше за замовлення. Борис і Віра не взяли нічого.</translation>
    </message>
    <message>
        <source>Bid what your hand can take: a contract missed costs its whole value.</source>
        <translation>Замовляйте те, що рука може взяти: незігране замовлення коштує всієї своєї величини.</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болти</translation>
    </message>
    <message>
        <source>A player who takes no trick in a deal gets a bolt. Every third bolt costs him 120. Boris starts this deal with two bolts.</source>
        <translation>Хто не взяв у роздачі жодної взятки, отримує болт. Кожен третій болт коштує 120. У Бориса перед цією роздачею два болти.</translation>
    </message>
    <message>
        <source>Lead the king of hearts to declare your marriage.</source>
        <translation>Зайдіть із короля чирв, щоб оголосити мар’яж.</translation>
    </message>
    <message>
        <source>Keep taking every trick: the script plays them for you.</source>
        <translation>Беріть усі взятки далі: урок зіграє їх за вас.</translation>
    </message>
    <message>
        <source>Boris and Vera took no trick: each gets a bolt. It is Boris&apos;s third, so he loses 120 and his count starts again.</source>
        <translation>Борис і Віра не взяли жодної взятки: кожному по болту. У Бориса він третій, тому він втрачає 120, і лік болтів починається знову.</translation>
    </message>
    <message>
        <source>Take at least one trick in every deal, even a poor one.</source>
        <translation>Беріть хоча б одну взятку в кожній роздачі, навіть порожню.</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>The game is played to 1000. A total that would pass 880 stops there: the player is on the barrel. To win from it he must win the auction and make a contract of at least 120 within three deals, or he falls off and loses 120. You have 800.</source>
        <translation>Гра йде до 1000. Сума, яка перейшла б 880, зупиняється на 880: гравець на бочці. Щоб виграти, йому треба за три роздачі виграти торги й зіграти замовлення не менше 120, інакше він падає з бочки й втрачає 120. У вас 800.</translation>
    </message>
    <message>
        <source>800 and 120 would make 920, but your total stops at 880: you are on the barrel. On it you score nothing as a defender.</source>
        <translation>800 і 120 дали б 920, але ваша сума зупиняється на 880: ви на бочці. На бочці в чужій грі ви нічого не записуєте.</translation>
    </message>
    <message>
        <source>On the barrel, only a won contract of 120 or more takes you to 1000.</source>
        <translation>З бочки до 1000 доводить тільки зігране замовлення від 120.</translation>
    </message>
    <message>
        <source>The dump truck</source>
        <translation>Самоскид</translation>
    </message>
    <message>
        <source>A total that ends a deal at exactly 555 goes back to 0: the dump truck. So does −555. You have 435 and play for 120.</source>
        <translation>Сума, яка після роздачі рівно 555, скидається на 0: самоскид. Так само і −555. У вас 435, і ви граєте 120.</translation>
    </message>
    <message>
        <source>435 and 120 make exactly 555: the dump truck takes your total back to 0.</source>
        <translation>435 і 120 — рівно 555: самоскид скидає вашу суму на 0.</translation>
    </message>
    <message>
        <source>Near 555, count before you bid.</source>
        <translation>Біля 555 рахуйте, перш ніж замовляти.</translation>
    </message>
    <message>
        <source>The dark game (house option)</source>
        <translation>Темна (домашнє правило)</translation>
    </message>
    <message>
        <source>Some tables let forehand announce, before any bid and without seeing the talon, that he plays 120 in the dark: his result counts double. This lesson turns the option on.</source>
        <translation>За деякими столами перша рука може до торгів, не бачачи прикупу, оголосити, що грає 120 втемну: її результат рахується подвійно. У цьому уроці правило ввімкнено.</translation>
    </message>
    <message>
        <source>Announce the dark game without looking: the lesson has dealt you a strong hand.</source>
        <translation>Оголосіть темну, не дивлячись у карти: урок роздав вам сильну руку.</translation>
    </message>
    <message>
        <source>You play 120 in the dark. The others may only pass.</source>
        <translation>Ви граєте 120 втемну. Іншим лишається тільки пас.</translation>
    </message>
    <message>
        <source>You made your 120 in the dark: it counts double, 240.</source>
        <translation>Ви зіграли свої 120 втемну: це рахується подвійно, 240.</translation>
    </message>
    <message>
        <source>The dark game is off in the classic rules.</source>
        <translation>У класичних правилах гри втемну немає.</translation>
    </message>
    <message>
        <source>The golden round (house option)</source>
        <translation>Золотий кін (домашнє правило)</translation>
    </message>
    <message>
        <source>Some tables open the game with a golden round: deals without an auction, where forehand plays 120 with the talon and every score counts double. This lesson turns the option on.</source>
        <translation>За деякими столами партію починають із золотого кону: роздачі без торгів, де перша рука грає 120 з прикупом, а всі очки рахуються подвійно. У цьому уроці правило ввімкнено.</translation>
    </message>
    <message>
        <source>No auction: the talon is yours. Give the nine of diamonds to Boris and the queen of clubs to Vera, then Pass the cards.</source>
        <translation>Торгів немає: прикуп ваш. Віддайте Борисові дев’ятку бубон, а Вірі даму треф, потім «Віддати карти».</translation>
    </message>
    <message>
        <source>You play 120, doubled.</source>
        <translation>Ви граєте 120, подвійно.</translation>
    </message>
    <message>
        <source>120 made in the golden round: 240.</source>
        <translation>120 зіграно в золотому коні: 240.</translation>
    </message>
    <message>
        <source>The golden round is off in the classic rules.</source>
        <translation>У класичних правилах золотого кону немає.</translation>
    </message>
    <message>
        <source>Conceding a deal</source>
        <translation>Розпис</translation>
    </message>
    <message>
        <source>Your hand is weak and you had to play for 100 as forehand. After taking the talon, and before the first lead, the declarer may give the deal up: he loses his contract and each opponent gets half of it.</source>
        <translation>Рука слабка, а вам як першій руці довелося грати 100. Узявши прикуп і до першого ходу, розігрувач може розписати роздачу: він втрачає замовлення, а кожен суперник отримує половину.</translation>
    </message>
    <message>
        <source>Concede the deal: with these cards you cannot take 100.</source>
        <translation>Розпишіть роздачу: з такими картами 100 не набрати.</translation>
    </message>
    <message>
        <source>You lose 100; Boris and Vera get 50 each. Played out, the deal would cost you the same 100 and give them far more.</source>
        <translation>Ви втрачаєте 100; Борис і Віра отримують по 50. Якби грати, ви втратили б ті самі 100, а вони отримали б набагато більше.</translation>
    </message>
    <message>
        <source>Concede a hopeless deal rather than play it: it costs less. You may not concede on the barrel.</source>
        <translation>Безнадійну роздачу краще розписати, ніж грати: так дешевше. На бочці розписувати не можна.</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>A player dealt all four nines may ask for the cards to be dealt again before the bidding. The same dealer deals again and nobody scores.</source>
        <translation>Гравець, якому прийшли всі чотири дев’ятки, може до торгів попросити перездачу. Той самий здавач здає знову, і ніхто нічого не записує.</translation>
    </message>
    <message>
        <source>You hold all four nines: ask for a redeal.</source>
        <translation>У вас усі чотири дев’ятки: попросіть перездачу.</translation>
    </message>
    <message>
        <source>The cards are dealt again.</source>
        <translation>Карти здають знову.</translation>
    </message>
    <message>
        <source>A redeal is a right, not a duty: with a strong hand, play it.</source>
        <translation>Перездача — право, а не обов’язок: із сильною рукою грайте.</translation>
    </message>
    <message>
        <source>Throw the dice.</source>
        <translation>Киньте кості.</translation>
    </message>
    <message>
        <source>Boris threw on, and nothing scored: his turn is lost.</source>
        <extracomment>Boris&apos;s turn between two of the learner&apos;s: he throws on and loses it all.</extracomment>
        <translation>Борис кинув ще раз і нічого не викинув: хід згорів.</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Що дає очки</translation>
    </message>
    <message>
        <source>You throw five dice. A one is worth 10 and a five 5. Three of a kind are worth ten times the face (three fours: 40), three ones 100; four of a kind twice that, five ten times. 1 2 3 4 5 is worth 125 and 2 3 4 5 6 250. After each throw you set scoring dice aside.</source>
        <translation>Кидають п’ять костей. Одиниця коштує 10, п’ятірка 5. Три однакові коштують десять разів по значенню (три четвірки — 40), три одиниці 100; чотири однакові вдвічі більше, п’ять — вдесятеро. 1 2 3 4 5 коштує 125, 2 3 4 5 6 — 250. Після кожного кидка кості з очками відкладають.</translation>
    </message>
    <message>
        <source>A one and three fours: they score.</source>
        <translation>Одиниця і три четвірки: вони дають очки.</translation>
    </message>
    <message>
        <source>Set aside the one and the three fours.</source>
        <translation>Відкладіть одиницю і три четвірки.</translation>
    </message>
    <message>
        <source>10 for the one and 40 for the three fours: 50 this turn.</source>
        <translation>10 за одиницю і 40 за три четвірки: 50 за хід.</translation>
    </message>
    <message>
        <source>Only ones, fives, three or more of a kind and the straights score.</source>
        <translation>Очки дають тільки одиниці, п’ятірки, три й більше однакових і стрити.</translation>
    </message>
    <message>
        <source>Keeping and throwing again</source>
        <translation>Відкласти й кинути знову</translation>
    </message>
    <message>
        <source>After a keep you throw the dice left in hand again, and add what they score. You need not keep every scoring die: more dice in hand score more often.</source>
        <translation>Відклавши кості, ви кидаєте решту й додаєте їхні очки. Відкладати всі кості з очками не обов’язково: що більше костей у руці, то частіше вони дають очки.</translation>
    </message>
    <message>
        <source>Keep only the one: the five is worth little, and four dice thrown again have a better chance.</source>
        <translation>Відкладіть тільки одиницю: п’ятірка коштує мало, а в чотирьох костей більше шансів.</translation>
    </message>
    <message>
        <source>10 kept; four dice in hand.</source>
        <translation>Відкладено 10; у руці чотири кості.</translation>
    </message>
    <message>
        <source>Three fives!</source>
        <translation>Три п’ятірки!</translation>
    </message>
    <message>
        <source>Keep the three fives.</source>
        <translation>Відкладіть три п’ятірки.</translation>
    </message>
    <message>
        <source>Three fives are worth 50: 60 this turn.</source>
        <translation>Три п’ятірки коштують 50: 60 за хід.</translation>
    </message>
    <message>
        <source>What you keep adds up over the turn until you stop or lose it.</source>
        <translation>Відкладене накопичується весь хід, доки ви не зупинитеся або не втратите його.</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>По другому колу</translation>
    </message>
    <message>
        <source>When all five dice have scored and been kept, you must throw all five again. That throw confirms the turn: if it scores, you keep and bank; if it is empty, the whole turn is lost.</source>
        <translation>Коли всі п’ять костей дали очки й відкладені, треба кинути всі п’ять знову. Цей кидок підтверджує хід: якщо він дає очки, ви відкладаєте й записуєте; якщо він порожній, згоряє весь хід.</translation>
    </message>
    <message>
        <source>Keep all five dice: three ones and two fives.</source>
        <translation>Відкладіть усі п’ять костей: три одиниці й дві п’ятірки.</translation>
    </message>
    <message>
        <source>110 kept, and no die left in hand: hot dice. Throw all five again.</source>
        <translation>Відкладено 110, у руці жодної кості: по другому колу. Киньте всі п’ять знову.</translation>
    </message>
    <message>
        <source>A one: the turn is confirmed.</source>
        <translation>Одиниця: хід підтверджено.</translation>
    </message>
    <message>
        <source>Keep the one.</source>
        <translation>Відкладіть одиницю.</translation>
    </message>
    <message>
        <source>120 banked at once.</source>
        <translation>120 одразу записано.</translation>
    </message>
    <message>
        <source>Hot dice are a gift with a risk: the confirming throw can lose the turn.</source>
        <translation>Другий круг — подарунок із ризиком: підтверджувальний кидок може спалити хід.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Your first bank must be at least 75 points: until then you may not stop. The whole turn total counts once you enter.</source>
        <translation>Перший запис має бути не менше 75 очок: доти зупинятися не можна. Коли допуск узято, записується весь набраний за хід рахунок.</translation>
    </message>
    <message>
        <source>Keep the five.</source>
        <translation>Відкладіть п’ятірку.</translation>
    </message>
    <message>
        <source>5 is far from 75: you may not stop yet, so throw again.</source>
        <translation>5 далеко до 75: зупинятися ще не можна, кидайте знову.</translation>
    </message>
    <message>
        <source>Keep the three ones.</source>
        <translation>Відкладіть три одиниці.</translation>
    </message>
    <message>
        <source>105 this turn: enough to enter.</source>
        <translation>105 за хід: на допуск вистачає.</translation>
    </message>
    <message>
        <source>Stop and bank your 105.</source>
        <translation>Зупиніться й запишіть свої 105.</translation>
    </message>
    <message>
        <source>You have entered with 105; from now on any bank is allowed.</source>
        <translation>Допуск узято зі 105; тепер можна записувати будь-яку суму.</translation>
    </message>
    <message>
        <source>Entering is once a game.</source>
        <translation>Допуск беруть один раз за партію.</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Зупинка</translation>
    </message>
    <message>
        <source>After a keep that leaves dice in hand you choose: stop and bank the turn total, or throw again. An empty throw, with no scoring die, loses everything this turn. You have 200.</source>
        <translation>Якщо після відкладання в руці лишилися кості, ви обираєте: зупинитися й записати набране або кинути знову. Порожній кидок, без жодної кості з очками, спалює все набране за хід. У вас 200.</translation>
    </message>
    <message>
        <source>Keep the two ones and the five.</source>
        <translation>Відкладіть дві одиниці й п’ятірку.</translation>
    </message>
    <message>
        <source>25 this turn, two dice in hand: a throw of two is empty 4 times in 9.</source>
        <translation>25 за хід, у руці дві кості: кидок двох костей порожній 4 рази з 9.</translation>
    </message>
    <message>
        <source>Stop and bank your 225.</source>
        <translation>Зупиніться й запишіть 225.</translation>
    </message>
    <message>
        <source>225: banked. Now Boris plays.</source>
        <translation>225 записано. Тепер ходить Борис.</translation>
    </message>
    <message>
        <source>The fewer dice in hand, the sooner to stop.</source>
        <translation>Що менше костей у руці, то раніше варто зупинитися.</translation>
    </message>
    <message>
        <source>The barrel and winning</source>
        <translation>Бочка і перемога</translation>
    </message>
    <message>
        <source>The game is won at 1000. A bank that reaches 850 stops there: you are on the barrel. From the barrel you must make 150 in one turn, without stopping. You have 780.</source>
        <translation>Партія виграється на 1000. Запис, що доходить до 850, зупиняється там: ви на бочці. З бочки треба набрати 150 за один хід, не зупиняючись. У вас 780.</translation>
    </message>
    <message>
        <source>Keep the three ones and the five.</source>
        <translation>Відкладіть три одиниці й п’ятірку.</translation>
    </message>
    <message>
        <source>105: 780 and 105 would be 885.</source>
        <translation>105: 780 і 105 дали б 885.</translation>
    </message>
    <message>
        <source>Stop and bank.</source>
        <translation>Зупиніться й запишіть.</translation>
    </message>
    <message>
        <source>Your total stops at 850: you are on the barrel.</source>
        <translation>Ваш рахунок зупиняється на 850: ви на бочці.</translation>
    </message>
    <message>
        <source>Four ones!</source>
        <translation>Чотири одиниці!</translation>
    </message>
    <message>
        <source>Keep the four ones: 200.</source>
        <translation>Відкладіть чотири одиниці: 200.</translation>
    </message>
    <message>
        <source>200 in one turn from the barrel: you reach 1000 and win.</source>
        <translation>200 за один хід із бочки: ви доходите до 1000 і виграєте.</translation>
    </message>
    <message>
        <source>The barrel turns the last points into one big throw.</source>
        <translation>Бочка перетворює останні очки на один великий хід.</translation>
    </message>
    <message>
        <source>Pits (house option)</source>
        <translation>Ями (домашнє правило)</translation>
    </message>
    <message>
        <source>Some tables play pits: a band such as 300 to 400 must be left in one bank. From 330 you may stop only above 400. This lesson turns the option on.</source>
        <translation>За деякими столами грають з ямами: зі смуги, наприклад від 300 до 400, треба вийти одним записом. З 330 зупинитися можна тільки вище 400. У цьому уроці правило ввімкнено.</translation>
    </message>
    <message>
        <source>340 would still be in the pit: you must throw on.</source>
        <translation>340 — усе ще в ямі: кидайте далі.</translation>
    </message>
    <message>
        <source>110 this turn: 440, out of the pit.</source>
        <translation>110 за хід: 440, ви вийшли з ями.</translation>
    </message>
    <message>
        <source>Stop: you are out of the pit.</source>
        <translation>Зупиніться: ви вийшли з ями.</translation>
    </message>
    <message>
        <source>Banked at 440.</source>
        <translation>Записано: 440.</translation>
    </message>
    <message>
        <source>Pits are off in the classic rules.</source>
        <translation>У класичних правилах ям немає.</translation>
    </message>
    <message>
        <source>Bolts (house option)</source>
        <translation>Болти (домашнє правило)</translation>
    </message>
    <message>
        <source>With bolts played, every turn lost to an empty throw is a bolt; the third costs 100. You have two already and 300 points.</source>
        <translation>Якщо грають із болтами, кожен хід, що згорів на порожньому кидку, — болт; третій коштує 100. У вас уже два болти й 300 очок.</translation>
    </message>
    <message>
        <source>Nothing scores: the turn is lost, a third bolt, and 100 off: 200.</source>
        <translation>Очок немає: хід згорів, третій болт і мінус 100: 200.</translation>
    </message>
    <message>
        <source>Bolts are off in the classic rules.</source>
        <translation>У класичних правилах болтів немає.</translation>
    </message>
    <message>
        <source>Overtaking (house option)</source>
        <translation>Обгін (домашнє правило)</translation>
    </message>
    <message>
        <source>With the overtaking penalty played, when your bank passes another player&apos;s total, he loses 50. Boris has 250, you 200.</source>
        <translation>Якщо грають зі штрафом за обгін, то коли ваш запис обганяє рахунок іншого гравця, він втрачає 50. У Бориса 250, у вас 200.</translation>
    </message>
    <message>
        <source>105 this turn.</source>
        <translation>105 за хід.</translation>
    </message>
    <message>
        <source>Stop and bank: 305.</source>
        <translation>Зупиніться й запишіть: 305.</translation>
    </message>
    <message>
        <source>305 passes Boris&apos;s 250: he loses 50.</source>
        <translation>305 обганяє 250 Бориса: він втрачає 50.</translation>
    </message>
    <message>
        <source>Overtaking is off in the classic rules.</source>
        <translation>У класичних правилах обгону немає.</translation>
    </message>
    <message>
        <source>Look at: %1</source>
        <translation>Дивіться: %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Thousand</source>
        <extracomment>How long after a table leaves the screen the heap&apos;s free memory is given back (ms): its deferred deletes and the last computer players&apos; threads are done by then. The games&apos; UIs (the registry&apos;s order) and the games (the storage&apos;s registry). The status bar&apos;s &quot;Not saved&quot; mark (made the first time a save fails). The app&apos;s folders that cannot be written (read-only, full): said once at start, then only marked; the problems of their failed writes are only logged. Each game&apos;s screens in this window, by the game&apos;s name (the registry&apos;s order).</extracomment>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Each entry by its key (&quot;new&quot;, &quot;dice_new&quot;, &quot;save&quot;, &quot;undo&quot;...).</extracomment>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>New &amp;dice game…</source>
        <translation>Нова гра в &amp;кості…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Зберегти як…</translation>
    </message>
    <message>
        <source>&amp;Load or delete saves…</source>
        <translation>З&amp;авантажити або видалити збереження…</translation>
    </message>
    <message>
        <source>&amp;Import a game record…</source>
        <translation>&amp;Імпортувати запис партії…</translation>
    </message>
    <message>
        <source>&amp;Export this game&apos;s record…</source>
        <translation>&amp;Експортувати запис цієї партії…</translation>
    </message>
    <message>
        <source>Re&amp;view a game record…</source>
        <translation>Ро&amp;збір запису партії…</translation>
    </message>
    <message>
        <source>&amp;Take back a move</source>
        <translation>Повернути &amp;хід</translation>
    </message>
    <message>
        <source>Review &amp;deals…</source>
        <translation>Розбір &amp;роздач…</translation>
    </message>
    <message>
        <source>C&amp;oach at the table</source>
        <translation>&amp;Тренер за столом</translation>
    </message>
    <message>
        <source>The coach warns before a costly move in this game</source>
        <translation>Тренер попереджає про невигідний хід у цій партії</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Головне меню</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Запис рахунку</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>Rules of the &amp;dice game</source>
        <translation>Правила гри в ко&amp;сті</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавіатура</translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation>Пр&amp;о «Тисячу»</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be used; our own deck is shown instead.</source>
        <translation>Колоду %1 використати не можна; замість неї показано нашу колоду.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Saved files</source>
        <translation>Збережені файли</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не збережено</translation>
    </message>
    <message>
        <source>The game in progress could not be saved. Saving is tried again after every move.</source>
        <translation>Поточну партію не вдалося зберегти. Збереження повторюється після кожного ходу.</translation>
    </message>
    <message>
        <source>Leave the game in progress? It stays under Continue until you start another.</source>
        <translation>Залишити незавершену партію? Її можна буде продовжити («Продовжити»), доки ви не почнете іншу.</translation>
    </message>
    <message>
        <source>Start another game? The game in progress under Continue will be replaced.</source>
        <translation>Почати іншу партію? Незавершену партію під «Продовжити» буде замінено.</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Незавершена партія</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Deal analyses of imported records, kept for the session (by game id).</extracomment>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>Читання запису партії…</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Немає партії, яку можна продовжити.</translation>
    </message>
    <message>
        <source>Review deals</source>
        <translation>Розбір роздач</translation>
    </message>
    <message>
        <source>Thousand %1: both games called «Тысяча», the card game and the dice game, against computer players or friends on one computer.</source>
        <translation>Тисяча %1: обидві гри з цією назвою, карткова і в кості, проти комп’ютера або з друзями за одним комп’ютером.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Зберегти партію</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Назва збереження:</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Партію не вдалося зберегти: %1</translation>
    </message>
    <message>
        <source>Leave the game in progress? The game you open replaces it under Continue.</source>
        <translation>Залишити незавершену партію? Партія, яку ви відкриваєте, замінить її в «Продовжити».</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
    <message>
        <source>Your game is not saved. Quit anyway?</source>
        <translation>Партію не збережено. Усе одно вийти?</translation>
    </message>
    <message>
        <source>It could not be written in %1. “Save to a file…” keeps it where you choose; Game → Import a game record… goes on with it later.</source>
        <translation>Її не вдалося записати в %1. «Зберегти у файл…» збереже її там, де ви виберете; Гра → Імпортувати запис партії… пізніше продовжить її.</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Зберегти у файл…</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Усе одно вийти</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Save to a file</source>
        <translation>Зберегти у файл</translation>
    </message>
    <message>
        <source>Nothing can be written in %1 (%2): games and statistics are not kept.</source>
        <translation>У %1 нічого не можна записати (%2): партії та статистика не зберігаються.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Збережено як «%1».</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Імпорт запису партії</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи партій (*.json)</translation>
    </message>
    <message>
        <source>This record cannot be used: %1</source>
        <translation>Цей запис використати не можна: %1</translation>
    </message>
    <message>
        <source>There are no take-backs in a network game.</source>
        <translation>У мережевій грі ходи не скасовуються.</translation>
    </message>
    <message>
        <source>Take-backs are off in this game (New game → Allow take-backs).</source>
        <translation>У цій партії повернення ходів вимкнено (Нова гра → Дозволити повернення ходів).</translation>
    </message>
    <message>
        <source>Take-backs are for games against the computer.</source>
        <translation>Повертати ходи можна лише в грі з комп’ютером.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Немає вашого ходу, який можна повернути.</translation>
    </message>
    <message>
        <source>No deal of this game is over yet.</source>
        <translation>У цій партії ще немає завершених роздач.</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Розбір запису партії</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Експорт запису партії</translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation>Запис не вдалося зберегти: %1</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>Про «Тисячу»</translation>
    </message>
    <message>
        <source>Thousand cannot write in %1 (%2): the game in progress, saved games and statistics will not be kept.</source>
        <extracomment>What is not kept while a folder cannot be written, by its role.</extracomment>
        <translation>Тисяча не може писати в %1 (%2): поточна партія, збережені партії та статистика не збережуться.</translation>
    </message>
    <message>
        <source>Thousand cannot write in %1 (%2): your settings will not be kept.</source>
        <translation>Тисяча не може писати в %1 (%2): налаштування не збережуться.</translation>
    </message>
    <message>
        <source>You can play on: the status bar says “Not saved”, and Game → Export this game&apos;s record… writes a game to a folder you choose. Or start Thousand with --data-dir and a folder it may write in.</source>
        <translation>Грати можна: у рядку стану буде «Не збережено», а Гра → Експортувати запис цієї партії… запише партію в теку, яку ви виберете. Або запустіть Тисячу з --data-dir і текою, в яку можна писати.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The table of each game&apos;s keys, by the game&apos;s name.</extracomment>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>A dice game is reviewed once it is over.</source>
        <translation>Партію в кості можна розібрати, коли вона закінчена.</translation>
    </message>
    <message>
        <source>Saving the game…</source>
        <extracomment>A job&apos;s result, on the GUI thread, in the order the jobs were submitted. Where the worker says a job ended (it touches no Qt object: see :mod:`thousand_app.mailbox`). Seconds :meth:`flush` waits before it shows that the game is being saved.</extracomment>
        <translation>Гра зберігається…</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>dark game</source>
        <translation>темна</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>перездача</translation>
    </message>
    <message>
        <source>no claim</source>
        <translation>грає далі</translation>
    </message>
    <message>
        <source>talon %1</source>
        <translation>прикуп %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 aside</source>
        <translation>%1 відкладено</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>замовлення %1</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>розпис</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 з мар’яжем</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The analysis&apos;s name for keeping the contract as it is before the first lead.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no raise</source>
        <translation>без підвищення</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>Room code (read it to the other players):</source>
        <extracomment>The host started the game. The host stops hosting.</extracomment>
        <translation>Код кімнати (прочитайте його іншим гравцям):</translation>
    </message>
    <message>
        <source>Address: %1, port %2</source>
        <translation>Адреса: %1, порт %2</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Закрити стіл</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ви)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Віддати комп’ютеру</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>Відкрити для гравця</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Гра почалася.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s).</source>
        <translation>
            <numerusform>Чекаємо на %n гравця.</numerusform>
            <numerusform>Чекаємо на %n гравців.</numerusform>
            <numerusform>Чекаємо на %n гравців.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seats nobody takes are played by the computer.</source>
        <translation>Місця, які ніхто не займе, грає комп’ютер.</translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Усі на місці.</translation>
    </message>
    <message>
        <source>The host runs another version of Thousand: both players need the same version.</source>
        <translation>У господаря столу інша версія «Тисячі»: в обох гравців має бути та сама версія.</translation>
    </message>
    <message>
        <source>The room code is not right. Ask the host to read it again.</source>
        <translation>Код кімнати неправильний. Попросіть господаря прочитати його ще раз.</translation>
    </message>
    <message>
        <source>That host does not know the room code: it is not the game you meant.</source>
        <translation>Цей господар не знає коду кімнати: це не та гра.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Ваше місце за цим столом більше не за вами.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Усі місця за цим столом зайняті.</translation>
    </message>
    <message>
        <source>That seat is already taken: choose another one.</source>
        <translation>Це місце вже зайняте: виберіть інше.</translation>
    </message>
    <message>
        <source>The game has already started: only its players can come back.</source>
        <translation>Гра вже почалася: повернутися можуть лише її гравці.</translation>
    </message>
    <message>
        <source>You left the game.</source>
        <translation>Ви вийшли з гри.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Господар столу завершив гру.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Ваше місце зайняли з іншого вікна або з іншого комп’ютера.</translation>
    </message>
    <message>
        <source>Too many wrong room codes: wait a minute before trying again.</source>
        <translation>Забагато неправильних кодів: зачекайте хвилину й спробуйте знову.</translation>
    </message>
    <message>
        <source>The host gave your seat to the computer.</source>
        <translation>Господар столу віддав ваше місце комп’ютеру.</translation>
    </message>
    <message>
        <source>The host has too many connections at the moment: try again later.</source>
        <translation>У господаря столу зараз забагато з’єднань: спробуйте пізніше.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>Господар столу не відповів вчасно.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Створити мережеву гру</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>A seat for a person is open to a player who joins over the network (the first one is yours); the computer plays the other seats at the level chosen. A network game has no take-backs.</source>
        <translation>Місце для людини відкрите для гравця, який приєднається через мережу (перше з них — ваше); за інші місця грає комп’ютер обраного рівня. У мережевій грі повернення ходів немає.</translation>
    </message>
    <message>
        <source>The host ended the game for everyone.</source>
        <translation>Господар столу завершив гру для всіх.</translation>
    </message>
    <message>
        <source>The host cannot be reached any more.</source>
        <translation>Господар столу більше недоступний.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Зв’язок із господарем столу втрачено.</translation>
    </message>
    <message>
        <source>The host met an unexpected problem and closed the connection.</source>
        <translation>У господаря столу сталася непередбачена помилка, і він закрив з’єднання.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Цей хід зараз не дозволений.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Гра ще не почалася.</translation>
    </message>
    <message>
        <source>Too many messages were sent: the host closed the connection.</source>
        <translation>Надіслано забагато повідомлень: господар столу закрив з’єднання.</translation>
    </message>
    <message>
        <source>The host refused: something went wrong between the two programs.</source>
        <translation>Господар столу відмовив: між двома програмами щось пішло не так.</translation>
    </message>
    <message>
        <source>Too many wrong room codes came from your address: the join is tried again in %1 s.</source>
        <translation>З вашої адреси надійшло забагато неправильних кодів кімнати: нова спроба через %1 с.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Підключення…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Підключено</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Повторне підключення…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Не підключено</translation>
    </message>
    <message>
        <source>Away: the computer plays in %1 s</source>
        <translation>Немає на зв’язку: комп’ютер гратиме через %1 с</translation>
    </message>
    <message>
        <source>Away: the computer plays</source>
        <translation>Немає на зв’язку: грає комп’ютер</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>Чекаємо на гравця</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готовий</translation>
    </message>
    <message>
        <source>Table host</source>
        <translation>Господар столу</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <extracomment>The port shown for an address typed by hand until one was used (a host on any free port says its own; the join list fills it in). Seats remembered to take back (the latest games only). The game started and has a table here (``takes_table(kind)``): the :class:`~.net_lobby.NetSession`, no longer the panel&apos;s. The UIs of the games it may join (their names and presets in words).</extracomment>
        <translation>Ігри в локальній мережі:</translation>
    </message>
    <message>
        <source>Looking for games…</source>
        <translation>Пошук ігор…</translation>
    </message>
    <message>
        <source>Address and port:</source>
        <translation>Адреса і порт:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Код кімнати:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше ім’я:</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Місце:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Приєднатися</translation>
    </message>
    <message>
        <source>The local network cannot be searched: type the host&apos;s address.</source>
        <translation>Шукати в локальній мережі не вдається: введіть адресу господаря столу.</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Будь-яке вільне місце</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>%1 — %2 (%3), %4 of %5 seats free</source>
        <translation>%1 — %2 (%3), вільно місць: %4 з %5</translation>
    </message>
    <message>
        <source>started</source>
        <translation>триває гра</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>інша версія</translation>
    </message>
    <message>
        <source>No game found yet: the list fills by itself, or type an address.</source>
        <translation>Ігор поки не знайдено: список заповниться сам, або введіть адресу.</translation>
    </message>
    <message>
        <source>Choose a game or type the host&apos;s address.</source>
        <translation>Виберіть гру або введіть адресу господаря столу.</translation>
    </message>
    <message>
        <source>Type the room code the host reads out.</source>
        <translation>Введіть код кімнати, який прочитає господар столу.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Введіть своє ім’я.</translation>
    </message>
    <message>
        <source>Rejoin the game you were in: room %1 at %2, port %3</source>
        <translation>Повернутися до своєї гри: кімната %1 на %2, порт %3</translation>
    </message>
    <message>
        <source>You sit in seat %1. Waiting for the host to start the game.</source>
        <translation>Ви на місці %1. Чекаємо, коли господар столу почне гру.</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <extracomment>The game started and this window&apos;s seat has a table in the main window: the :class:`~.net_lobby.NetSession` (the window then closes; the session is the table&apos;s). The games&apos; UIs (and through them the games) it hosts and joins. Where hosted games are saved (a folder of their own), None: not saved; and where their statistics go (the app&apos;s own).</extracomment>
        <translation>Мережева гра</translation>
    </message>
    <message>
        <source>Host a game on this computer: choose the game, its rules and which seats are for people.</source>
        <translation>Створити стіл на цьому комп’ютері: виберіть гру, її правила і які місця для людей.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>будь-який вільний порт</translation>
    </message>
    <message>
        <source>A fixed port lets friends on the internet reach this computer through a port forwarded by the router.</source>
        <translation>Постійний порт дає змогу друзям з інтернету під’єднатися до цього комп’ютера через порт, переспрямований на роутері.</translation>
    </message>
    <message>
        <source>Wait for a dropped player:</source>
        <translation>Чекати на гравця, що вибув:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How long a player whose connection dropped has to come back before the computer plays the seat (until the player is back).</source>
        <translation>Скільки чекати на гравця, у якого обірвався зв’язок, перш ніж за нього почне грати комп’ютер (доки гравець не повернеться).</translation>
    </message>
    <message>
        <source>Turn clock:</source>
        <translation>Час на хід:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>не обмежено</translation>
    </message>
    <message>
        <source>The seconds each player has for a move; when they run out, the computer makes that move. Everyone sees the clock.</source>
        <translation>Скільки секунд має кожен гравець на хід; коли вони скінчаться, цей хід зробить комп’ютер. Годинник бачать усі.</translation>
    </message>
    <message>
        <source>Host a game of %1</source>
        <translation>Створити стіл: %1</translation>
    </message>
    <message>
        <source>Host again the game of %1 saved: %2</source>
        <translation>Знову провести збережену гру «%1»: %2</translation>
    </message>
    <message>
        <source>The same room code: the players join again and take their seats back.</source>
        <translation>Той самий код кімнати: гравці підключаються знову й займають свої місця.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Створити стіл</translation>
    </message>
    <message>
        <source>Port %1 is taken on this computer: choose another one, or any free port.</source>
        <translation>Порт %1 на цьому комп’ютері зайнятий: виберіть інший або будь-який вільний порт.</translation>
    </message>
    <message>
        <source>This computer cannot take connections now (no free port or no network).</source>
        <translation>Цей комп’ютер зараз не може приймати підключення (немає вільного порту або мережі).</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <extracomment>When the computer takes each seat whose person is away, and when the turn clock runs out for the seat to move (monotonic), from the host&apos;s ``seats``.</extracomment>
        <translation>Напишіть щось за столом…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Надіслати</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Повернутися до меню</translation>
    </message>
    <message>
        <source>Reconnecting… the computer plays your seat if it takes long.</source>
        <translation>Перепідключення… якщо це затягнеться, за вас зіграє комп’ютер.</translation>
    </message>
    <message>
        <source>%1 (room %2)</source>
        <translation>%1 (кімната %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The game ended for this seat for good: the code&apos;s sentence. Whether this seat can review the deals (the card game&apos;s, from the host&apos;s record). When the computer takes each seat whose person is away (monotonic), from the host&apos;s ``seats`` last seen (``away_text``).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 s to move</source>
        <translation>%1 с на хід</translation>
    </message>
    <message>
        <source>You host this game: if you leave, it ends for everyone. Leave the game?</source>
        <translation>Ви ведете цю гру: якщо ви підете, вона закінчиться для всіх. Вийти з гри?</translation>
    </message>
    <message>
        <source>Leave the network game? The computer plays your seat from now on.</source>
        <translation>Вийти з мережевої гри? Далі за вас гратиме комп’ютер.</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Вийти з мережевої гри</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Віра</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Гліб</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4) contradict each other: a player reaching the barrel would be sent back to 0 by the dump truck. Change one of them or turn the dump truck off.</source>
        <translation>%1 (%2) і %3 (%4) суперечать одне одному: гравець, який дійшов до бочки, одразу потрапляв би на самоскид і в 0. Змініть одне з них або вимкніть самоскид.</translation>
    </message>
    <message>
        <source>With %1 “%2” a barrel contract of %3 would end the game short of 1000: %4 must be at least %5 (now %6).</source>
        <translation>При %1 «%2» замовлення %3 на бочці не доводить до 1000: значення %4 має бути не меншим за %5 (зараз %6).</translation>
    </message>
    <message>
        <source>%1 cannot be %2: it takes whole numbers from %3 to %4 in steps of %5.</source>
        <translation>Значення %1 не може бути %2: допустимі цілі числа від %3 до %4 з кроком %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2.</source>
        <translation>Значення %1 не може бути %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>``label(key)``: the option&apos;s name. ``help(spec)``: its one-line explanation. ``value(key, value, values)``: a value in words (``values``: every option&apos;s, for words that name another option&apos;s number). ``preset_name(key)``, ``preset_help(key)``.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom, from %1. Changed: %2.</source>
        <translation>Свої правила на основі «%1». Змінено: %2.</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The card game&apos;s words for its options and presets (the option editor&apos;s).</extracomment>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Кількість гравців:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Місце %1:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Allow take-backs (Undo, Ctrl+Z: back to your previous decision)</source>
        <translation>Дозволити повернення ходів (Ctrl+Z: назад до вашого попереднього рішення)</translation>
    </message>
    <message>
        <source>Games against the computer only. A game where a move was taken back is marked in the statistics and sets no records.</source>
        <translation>Лише в грі з комп’ютером. Партія, у якій хід повертали, позначається в статистиці й не йде в рекорди.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The user&apos;s choice (the box shows it unticked while it does not apply: hot-seat).</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набір правил:</translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation>Повернути правила набору</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer; each one&apos;s cards are shown only on his turn.</source>
        <translation>Гра за одним комп’ютером: карти кожного показуються лише під час його ходу.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Грають лише комп’ютери: ви спостерігаєте.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>За цими правилами грати не можна: %1</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торги</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Прикуп і замовлення</translation>
    </message>
    <message>
        <source>Trick play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>Barrel and the end</source>
        <translation>Бочка й кінець гри</translation>
    </message>
    <message>
        <source>Special deals</source>
        <translation>Особливі роздачі</translation>
    </message>
    <message>
        <source>Dealer sitting out scores</source>
        <extracomment>key -&gt; (label, one-line explanation)</extracomment>
        <translation>Здавач на прикупі отримує</translation>
    </message>
    <message>
        <source>With 4 players the dealer sits out the deal; what he scores from the talon.</source>
        <translation>Учотирьох здавач не грає («сидить на прикупі»); що він записує з прикупу.</translation>
    </message>
    <message>
        <source>Two-player game</source>
        <translation>Гра вдвох</translation>
    </message>
    <message>
        <source>With 2 players: two small talons of 2 cards, or a third “dead” hand set aside.</source>
        <translation>Удвох: два прикупи по 2 карти або третя рука — «болван», відкладений убік.</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Тузовий мар’яж</translation>
    </message>
    <message>
        <source>The four aces together are a marriage worth %1.</source>
        <translation>Чотири тузи на руках — мар’яж вартістю %1.</translation>
    </message>
    <message>
        <source>The declarer may redeal a talon worth under %1 points or holding two nines.</source>
        <translation>Розігрувач може перездати, якщо в прикупі менше %1 очок або дві дев’ятки.</translation>
    </message>
    <message>
        <source>A bad talon may be redealt at any contract, not only at %1.</source>
        <translation>Поганий прикуп можна перездати за будь-якого замовлення, а не лише за %1.</translation>
    </message>
    <message>
        <source>No bid above %1 without a marriage in hand, nor above %1 plus the marriages held.</source>
        <translation>Без мар’яжу на руках не можна замовити понад %1, а з мар’яжами — понад %1 плюс їхню суму.</translation>
    </message>
    <message>
        <source>Hidden talon at %1</source>
        <translation>Закритий прикуп за %1</translation>
    </message>
    <message>
        <source>When forehand plays %1 with everyone passing, the talon is not shown.</source>
        <translation>Якщо перша рука грає %1 після пасу всіх інших, прикуп не показують.</translation>
    </message>
    <message>
        <source>Forehand may play %1 without looking at his cards, for double.</source>
        <translation>Перша рука може зіграти %1 втемну, не дивлячись у карти, — удвічі.</translation>
    </message>
    <message>
        <source>Every third concession of a player costs a further %1.</source>
        <translation>Кожен третій розпис гравця коштує ще %1.</translation>
    </message>
    <message>
        <source>A total that lands exactly on the dump truck total (or its negative) goes back to 0.</source>
        <translation>Якщо рахунок стає рівно рахунком самоскида (або таким самим зі знаком мінус), він обнуляється.</translation>
    </message>
    <message>
        <source>On the barrel: win the auction and make %1, or play %2 on the talon as forehand.</source>
        <translation>На бочці: виграти торги й зіграти %1 або зіграти %2 з прикупу на першій руці.</translation>
    </message>
    <message>
        <source>The first deals have no auction: forehand plays %1 and everything counts double.</source>
        <translation>Перші роздачі без торгів: перша рука грає %1, усе рахується вдвічі.</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 and −%1</source>
        <translation>%1 і −%1</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>лише %1</translation>
    </message>
    <message>
        <source>win the auction, make %1</source>
        <translation>виграти торги, зіграти %1</translation>
    </message>
    <message>
        <source>play %1 as forehand</source>
        <translation>зіграти %1 на першій руці</translation>
    </message>
    <message>
        <source>Redeal on four nines</source>
        <translation>Перездача на чотирьох дев’ятках</translation>
    </message>
    <message>
        <source>A player holding all four nines may ask for a redeal.</source>
        <translation>Гравець із чотирма дев’ятками може вимагати перездачі.</translation>
    </message>
    <message>
        <source>Redeal on a weak hand</source>
        <translation>Перездача на слабкій руці</translation>
    </message>
    <message>
        <source>A player whose hand is worth too few points may ask for a redeal.</source>
        <translation>Гравець із надто слабкими картами може вимагати перездачі.</translation>
    </message>
    <message>
        <source>Weak hand: fewer points than</source>
        <translation>Слабка рука: менше очок, ніж</translation>
    </message>
    <message>
        <source>A hand worth fewer card points than this counts as weak.</source>
        <translation>Рука, у якій менше очок, ніж це число, вважається слабкою.</translation>
    </message>
    <message>
        <source>Redeal on a bad talon</source>
        <translation>Перездача на поганому прикупі</translation>
    </message>
    <message>
        <source>Bad talon at any contract</source>
        <translation>Поганий прикуп за будь-якого замовлення</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Крок торгів</translation>
    </message>
    <message>
        <source>Bids and raises go up in steps of this many points.</source>
        <translation>Ставки й підвищення зростають із таким кроком.</translation>
    </message>
    <message>
        <source>Bids limited by marriages</source>
        <translation>Ставки обмежені мар’яжами</translation>
    </message>
    <message>
        <source>Bidding below zero</source>
        <translation>Торги в мінусі</translation>
    </message>
    <message>
        <source>Whether a player with a negative total may bid.</source>
        <translation>Чи може торгуватися гравець із від’ємним рахунком.</translation>
    </message>
    <message>
        <source>Dark game</source>
        <translation>Темна</translation>
    </message>
    <message>
        <source>Pass cards face up</source>
        <translation>Віддавати карти відкрито</translation>
    </message>
    <message>
        <source>The two cards the declarer passes are shown to everyone.</source>
        <translation>Дві карти, які віддає розігрувач, бачать усі.</translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation>Розпис</translation>
    </message>
    <message>
        <source>The declarer may give up the deal before the first lead.</source>
        <translation>Розігрувач може розписати роздачу до першого ходу.</translation>
    </message>
    <message>
        <source>Concession pays</source>
        <translation>Розпис дає суперникам</translation>
    </message>
    <message>
        <source>What each opponent gains when the declarer concedes.</source>
        <translation>Що отримує кожен суперник, коли розігрувач розписує.</translation>
    </message>
    <message>
        <source>Concessions per game</source>
        <translation>Розписів за гру</translation>
    </message>
    <message>
        <source>Most concessions a player may make in a game (0: no limit).</source>
        <translation>Скільки разів за гру можна розписати (0 — без обмеження).</translation>
    </message>
    <message>
        <source>Third concession penalty</source>
        <translation>Штраф за третій розпис</translation>
    </message>
    <message>
        <source>Must beat</source>
        <translation>Обов’язково перебивати</translation>
    </message>
    <message>
        <source>A player following suit or trumping must beat the trick if he can.</source>
        <translation>Відповідаючи в масть або б’ючи козирем, треба перебити взятку, якщо можна.</translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation>Мар’яж лише після взятки</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Оголосити мар’яж можна лише після своєї першої взятки.</translation>
    </message>
    <message>
        <source>Rounding of defenders</source>
        <translation>Округлення в суперників</translation>
    </message>
    <message>
        <source>The defenders&apos; points are rounded to this multiple.</source>
        <translation>Очки суперників розігрувача округлюються до цього числа.</translation>
    </message>
    <message>
        <source>A bolt is</source>
        <translation>Болт — це</translation>
    </message>
    <message>
        <source>What earns a bolt: a deal without a trick, or without a point.</source>
        <translation>За що ставлять болт: роздача без взяток або без очок.</translation>
    </message>
    <message>
        <source>Bolts cost points</source>
        <translation>Штраф за болти</translation>
    </message>
    <message>
        <source>When bolts cost points: every third, three in a row, or never.</source>
        <translation>Коли болти штрафуються: кожен третій, три поспіль або ніколи.</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Штраф за три болти</translation>
    </message>
    <message>
        <source>What three bolts cost.</source>
        <translation>Скільки коштують три болти.</translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation>Самоскид</translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation>Рахунок самоскида</translation>
    </message>
    <message>
        <source>The total that sends a player back to 0.</source>
        <translation>Рахунок, за якого гравець повертається до нуля.</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Бочка на</translation>
    </message>
    <message>
        <source>A total stops here: the player is on the barrel.</source>
        <translation>Рахунок зупиняється тут: гравець «на бочці».</translation>
    </message>
    <message>
        <source>Getting off the barrel</source>
        <translation>Як зіграти з бочки</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Спроб на бочці</translation>
    </message>
    <message>
        <source>How many deals a player may spend on the barrel.</source>
        <translation>Скільки роздач гравець може провести на бочці.</translation>
    </message>
    <message>
        <source>Barrel penalty</source>
        <translation>Штраф за падіння з бочки</translation>
    </message>
    <message>
        <source>What falling off the barrel costs.</source>
        <translation>Скільки коштує падіння з бочки.</translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation>Двоє на бочці</translation>
    </message>
    <message>
        <source>Whether a player arriving on the barrel knocks off whoever sits there.</source>
        <translation>Чи збиває той, хто прийшов на бочку, того, хто вже на ній сидить.</translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation>Три падіння — обнулення</translation>
    </message>
    <message>
        <source>A third fall off the barrel resets the total to 0.</source>
        <translation>Третє падіння з бочки обнуляє рахунок.</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Золотий кін</translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation>Обнулення після золотого кону</translation>
    </message>
    <message>
        <source>If nobody made a golden deal, every total goes back to 0.</source>
        <translation>Якщо в золотому кону ніхто не зіграв, рахунок усіх обнуляється.</translation>
    </message>
    <message>
        <source>the talon&apos;s points</source>
        <extracomment>(key, value) -&gt; label for options with named values.</extracomment>
        <translation>очки прикупу</translation>
    </message>
    <message>
        <source>aces and a marriage</source>
        <translation>тузи й мар’яж</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>two talons</source>
        <translation>два прикупи</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>можна</translation>
    </message>
    <message>
        <source>not below zero</source>
        <translation>у мінусі не можна</translation>
    </message>
    <message>
        <source>half the contract</source>
        <translation>половину замовлення</translation>
    </message>
    <message>
        <source>to 5</source>
        <translation>до 5</translation>
    </message>
    <message>
        <source>to 10</source>
        <translation>до 10</translation>
    </message>
    <message>
        <source>no rounding</source>
        <translation>без округлення</translation>
    </message>
    <message>
        <source>no trick taken</source>
        <translation>немає взяток</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>немає очок</translation>
    </message>
    <message>
        <source>every third</source>
        <translation>кожен третій</translation>
    </message>
    <message>
        <source>three in a row</source>
        <translation>три поспіль</translation>
    </message>
    <message>
        <source>never</source>
        <translation>ніколи</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>knocks off</source>
        <translation>збиває</translation>
    </message>
    <message>
        <source>both stay</source>
        <translation>обидва лишаються</translation>
    </message>
    <message>
        <source>on</source>
        <translation>так</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic</source>
        <translation>Класика</translation>
    </message>
    <message>
        <source>The common Russian rules.</source>
        <translation>Найпоширеніші правила.</translation>
    </message>
    <message>
        <source>Pocket computer</source>
        <translation>Кишеньковий комп’ютер</translation>
    </message>
    <message>
        <source>As the old pocket game: the barrel is played on the talon, no conceding.</source>
        <translation>Як у старій кишеньковій грі: з бочки грають із прикупу, розписувати не можна.</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Сімейні</translation>
    </message>
    <message>
        <source>Gentle: no bolt penalties, no dump truck, marriages at any time.</source>
        <translation>М’які: без штрафів за болти, без самоскида, мар’яж будь-коли.</translation>
    </message>
    <message>
        <source>Polish (Tysiąc)</source>
        <translation>Польські (Tysiąc)</translation>
    </message>
    <message>
        <source>Bids in tens, players must beat the trick.</source>
        <translation>Ставки по 10, взятку обов’язково перебивати.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Тека</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Шукати в:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You must beat the trick with a higher card of %1.</source>
        <translation>Треба побити взятку старшою картою тієї ж масті (%1).</translation>
    </message>
    <message>
        <source>You must follow suit: %1.</source>
        <translation>Треба ходити в масть: %1.</translation>
    </message>
    <message>
        <source>You must beat the highest trump (%1) in the trick.</source>
        <translation>Треба перебити старший козир у взятці (%1).</translation>
    </message>
    <message>
        <source>You have none of the suit led: you must play a trump (%1).</source>
        <translation>Масті ходу у вас немає: треба бити козирем (%1).</translation>
    </message>
    <message>
        <source>Pass a card to each opponent before leading.</source>
        <translation>Перед першим ходом віддайте по карті кожному суперникові.</translation>
    </message>
    <message>
        <source>Lay two cards aside before leading.</source>
        <translation>Перед першим ходом відкладіть дві карти.</translation>
    </message>
    <message>
        <source>No card can be played yet.</source>
        <translation>Ходити картою поки не можна.</translation>
    </message>
    <message>
        <source>The declarer leads to the first trick.</source>
        <translation>Першим ходить розігрувач.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>The engine&apos;s reason code -&gt; our sentence: %1, %2... are the reason&apos;s parameters in order (a suit by its name, a card as its face shows it); a sentence may leave one out.</extracomment>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Роздачу завершено.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>За цим столом немає такого місця.</translation>
    </message>
    <message>
        <source>That player sits this deal out.</source>
        <translation>Цей гравець не грає в цій роздачі.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>У цій грі такого ходу немає.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Цей хід зараз не дозволений.</translation>
    </message>
    <message>
        <source>First make your opening claim or play on.</source>
        <translation>Спершу зробіть заявку або натисніть «Грати далі».</translation>
    </message>
    <message>
        <source>No opening claim is offered to you now.</source>
        <translation>Зараз вам нічого заявляти.</translation>
    </message>
    <message>
        <source>Your hand gives no right to a redeal.</source>
        <translation>З такими картами вимагати перездачі не можна.</translation>
    </message>
    <message>
        <source>A redeal can be asked for only as the first move of a deal.</source>
        <translation>Вимагати перездачі можна лише першим ходом роздачі.</translation>
    </message>
    <message>
        <source>These rules have no dark game.</source>
        <translation>У цих правилах гри втемну немає.</translation>
    </message>
    <message>
        <source>A dark game must be announced before anyone bids.</source>
        <translation>Темну оголошують до того, як хтось зробить ставку.</translation>
    </message>
    <message>
        <source>Only forehand may play in the dark.</source>
        <translation>Грати втемну може лише перша рука.</translation>
    </message>
    <message>
        <source>No dark game while a player is on the barrel.</source>
        <translation>Поки хтось сидить на бочці, темної не буває.</translation>
    </message>
    <message>
        <source>There is no bidding in a golden deal.</source>
        <translation>У золотому кону торгів немає.</translation>
    </message>
    <message>
        <source>There is no bidding in a barrel deal.</source>
        <translation>У грі з бочки торгів немає.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Торги завершено.</translation>
    </message>
    <message>
        <source>You have passed: you take no further part in the bidding.</source>
        <translation>Ви спасували й більше не торгуєтеся.</translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: you may only pass.</source>
        <translation>На бочці ви чекаєте своєї роздачі: можна лише пасувати.</translation>
    </message>
    <message>
        <source>With a score below zero you may not bid, only pass.</source>
        <translation>З від’ємним рахунком торгуватися не можна, лише пасувати.</translation>
    </message>
    <message>
        <source>A bid must be higher than %1.</source>
        <translation>Ставка має бути більшою за %1.</translation>
    </message>
    <message>
        <source>Bids go up in steps of %1.</source>
        <translation>Ставки зростають із кроком %1.</translation>
    </message>
    <message>
        <source>A bid of %1 is not allowed now.</source>
        <translation>Ставку %1 зараз зробити не можна.</translation>
    </message>
    <message>
        <source>No bid or contract may exceed %1.</source>
        <translation>Ні ставка, ні замовлення не можуть бути більшими за %1.</translation>
    </message>
    <message>
        <source>Going above %1 needs a marriage in hand.</source>
        <translation>Щоб замовити більше за %1, потрібен мар’яж на руках.</translation>
    </message>
    <message>
        <source>With the marriages in your hand you may go up to %1 at most.</source>
        <translation>З вашими мар’яжами можна замовити не більше %1.</translation>
    </message>
    <message>
        <source>There is only one talon in this game: the declarer takes it.</source>
        <translation>У цій грі прикуп один: його бере розігрувач.</translation>
    </message>
    <message>
        <source>Only the declarer chooses a talon.</source>
        <translation>Прикуп вибирає лише розігрувач.</translation>
    </message>
    <message>
        <source>There is no talon to choose now.</source>
        <translation>Зараз вибирати прикуп не потрібно.</translation>
    </message>
    <message>
        <source>Choose one of the two talons.</source>
        <translation>Виберіть один із двох прикупів.</translation>
    </message>
    <message>
        <source>First choose one of the two talons.</source>
        <translation>Спершу виберіть один із двох прикупів.</translation>
    </message>
    <message>
        <source>These rules allow no redeal for a bad talon.</source>
        <translation>За цими правилами поганий прикуп не перездають.</translation>
    </message>
    <message>
        <source>Only the declarer may redeal a bad talon.</source>
        <translation>Перездати поганий прикуп може лише розігрувач.</translation>
    </message>
    <message>
        <source>A bad talon is redealt by the declarer right after taking it.</source>
        <translation>Поганий прикуп перездають одразу, щойно розігрувач його взяв.</translation>
    </message>
    <message>
        <source>A bad talon must be redealt before passing cards.</source>
        <translation>Поганий прикуп перездають до того, як віддавати карти.</translation>
    </message>
    <message>
        <source>A bad talon must be redealt at once, before raising.</source>
        <translation>Поганий прикуп перездають одразу, до підвищення замовлення.</translation>
    </message>
    <message>
        <source>A bad talon can be redealt only at a contract of %1.</source>
        <translation>Поганий прикуп можна перездати лише при замовленні %1.</translation>
    </message>
    <message>
        <source>The talon is not bad enough: it is worth %1 and holds fewer than two nines.</source>
        <translation>Прикуп недостатньо поганий: очок у ньому %1, а дев’яток менше двох.</translation>
    </message>
    <message>
        <source>The bidding is not over.</source>
        <translation>Торги ще не завершено.</translation>
    </message>
    <message>
        <source>The first card has been led: it is too late for that.</source>
        <translation>Перший хід уже зроблено: для цього надто пізно.</translation>
    </message>
    <message>
        <source>In this game the declarer lays two cards aside and passes none.</source>
        <translation>У цій грі розігрувач відкладає дві карти й нікому їх не віддає.</translation>
    </message>
    <message>
        <source>In this game the declarer passes cards to the opponents and lays none aside.</source>
        <translation>У цій грі розігрувач віддає карти суперникам і нічого не відкладає.</translation>
    </message>
    <message>
        <source>Only the declarer passes cards.</source>
        <translation>Карти віддає лише розігрувач.</translation>
    </message>
    <message>
        <source>Only the declarer lays cards aside.</source>
        <translation>Карти відкладає лише розігрувач.</translation>
    </message>
    <message>
        <source>Only the declarer may raise the contract.</source>
        <translation>Підвищити замовлення може лише розігрувач.</translation>
    </message>
    <message>
        <source>Only the declarer may concede.</source>
        <translation>Розписати може лише розігрувач.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>Карти %1 у вас немає.</translation>
    </message>
    <message>
        <source>You cannot pass a card to yourself.</source>
        <translation>Віддати карту самому собі не можна.</translation>
    </message>
    <message>
        <source>There is no dead hand in this game.</source>
        <translation>У цій грі болвана немає.</translation>
    </message>
    <message>
        <source>You have already passed a card to that player.</source>
        <translation>Цьому гравцеві ви вже віддали карту.</translation>
    </message>
    <message>
        <source>You have already laid two cards aside.</source>
        <translation>Ви вже відклали дві карти.</translation>
    </message>
    <message>
        <source>Lay two cards aside first.</source>
        <translation>Спершу відкладіть дві карти.</translation>
    </message>
    <message>
        <source>The contract can only go up (it is %1).</source>
        <translation>Замовлення можна лише підвищити (зараз %1).</translation>
    </message>
    <message>
        <source>The contract must be a multiple of %1.</source>
        <translation>Замовлення має бути кратним %1.</translation>
    </message>
    <message>
        <source>A raise to %1 is not allowed now.</source>
        <translation>Підвищити замовлення до %1 зараз не можна.</translation>
    </message>
    <message>
        <source>A dark game cannot be raised.</source>
        <translation>Темну підвищувати не можна.</translation>
    </message>
    <message>
        <source>These rules do not allow conceding.</source>
        <translation>За цими правилами розписувати не можна.</translation>
    </message>
    <message>
        <source>Only the declarer may concede, after taking the talon and before the first lead.</source>
        <translation>Розписати може лише розігрувач: після прикупу й до першого ходу.</translation>
    </message>
    <message>
        <source>A golden deal cannot be conceded.</source>
        <translation>Золотий кін розписати не можна.</translation>
    </message>
    <message>
        <source>A dark game cannot be conceded.</source>
        <translation>Темну розписати не можна.</translation>
    </message>
    <message>
        <source>A declarer on the barrel cannot concede.</source>
        <translation>Розігрувач на бочці розписати не може.</translation>
    </message>
    <message>
        <source>You have used up your concessions for this game (%1).</source>
        <translation>Ви вже розписали стільки разів, скільки можна за гру (%1).</translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation>На бочці замовлення має бути не меншим за %1: підвищте його, перш ніж ходити.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Цієї карти у вас немає.</translation>
    </message>
    <message>
        <source>A marriage can be declared only by leading to a trick.</source>
        <translation>Мар’яж оголошують, лише заходячи з нього.</translation>
    </message>
    <message>
        <source>Only a king or a queen (or an ace, with the ace marriage) declares a marriage.</source>
        <translation>Мар’яж оголошують королем або дамою (або тузом, якщо грають тузовий мар’яж).</translation>
    </message>
    <message>
        <source>The ace marriage needs all four aces in hand.</source>
        <translation>Для тузового мар’яжу потрібні всі чотири тузи.</translation>
    </message>
    <message>
        <source>For this marriage you need %1 too.</source>
        <translation>Для цього мар’яжу потрібна ще карта %1.</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Мар’яж можна оголосити лише після взятої взятки.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>A deal is already in progress.</source>
        <translation>Роздача вже триває.</translation>
    </message>
    <message>
        <source>The next deal has not been dealt.</source>
        <translation>Наступну роздачу ще не роздано.</translation>
    </message>
    <message>
        <source>Hands in the deal: %2, expected: %1.</source>
        <translation>Рук у роздачі: %2, а має бути: %1.</translation>
    </message>
    <message>
        <source>The deal must have two talons of two cards.</source>
        <translation>У роздачі має бути два прикупи по дві карти.</translation>
    </message>
    <message>
        <source>The deal must have one talon of three cards.</source>
        <translation>У роздачі має бути один прикуп із трьох карт.</translation>
    </message>
    <message>
        <source>Cards in the hand of seat %1: %2, expected: %3.</source>
        <translation>Карт на руці місця %1: %2, а має бути: %3.</translation>
    </message>
    <message>
        <source>Cards in the talon: %1, expected: %2.</source>
        <translation>Карт у прикупі: %1, а має бути: %2.</translation>
    </message>
    <message>
        <source>Cards in talon %1: %2, expected: %3.</source>
        <translation>Карт у прикупі %1: %2, а має бути: %3.</translation>
    </message>
    <message>
        <source>Cards in the dead hand: %1, expected: %2.</source>
        <translation>Карт у болвана: %1, а має бути: %2.</translation>
    </message>
    <message>
        <source>The card %1 is dealt twice.</source>
        <translation>Карту %1 роздано двічі.</translation>
    </message>
    <message>
        <source>The card %1 is missing from the deal.</source>
        <translation>Карти %1 у роздачі немає.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Deal review</source>
        <extracomment>The moves the coach warned about (issue 37): deal -&gt; {move index: what it said}; the review opens on the first, and marks each in the list.</extracomment>
        <translation>Розбір роздачі</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <extracomment>The analysis&apos;s search budget per decision (None: its default). Its worker processes (None: one per core). The seat at the bottom of the table.</extracomment>
        <translation>Роздача %1</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Усі карти відкриті</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Як бачить %1</translation>
    </message>
    <message>
        <source>Human seats</source>
        <translation>Місця людей</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Розібрати</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>⚑ %1</source>
        <extracomment>The turn shown (its index in ``turns``).</extracomment>
        <translation>⚑ %1</translation>
    </message>
    <message>
        <source>The coach warned about this move: %1</source>
        <translation>Тренер попереджав про цей хід: %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Оцінка</translation>
    </message>
    <message>
        <source>%1 bids %2 as forehand</source>
        <translation>%1 замовляє %2 як перша рука</translation>
    </message>
    <message>
        <source>talon: %1</source>
        <translation>прикуп: %1</translation>
    </message>
    <message>
        <source>Value: the player&apos;s expected result of the deal against the others, in points: his change of total minus the others&apos; average change (a declarer who makes 120 while the defenders take 20 and 25: 120 − 22.5 = +97.5; winning the game counts 600). In brackets the best move&apos;s, when it was better.</source>
        <translation>Оцінка: очікуваний підсумок роздачі для гравця порівняно з іншими, в очках: зміна його рахунку мінус середня зміна рахунку інших (розігрувач зіграв 120, суперники взяли 20 і 25: 120 − 22,5 = +97,5; виграш партії вартий 600). У дужках — оцінка найкращого ходу, якщо він був кращим.</translation>
    </message>
    <message>
        <source>Value: the deal&apos;s expected result for the player, his points minus the others&apos; average (in brackets: the best move&apos;s).</source>
        <translation>Оцінка: очікуваний підсумок роздачі для гравця, його очки мінус середнє інших (у дужках — найкращий хід).</translation>
    </message>
    <message>
        <source>The deal as dealt (Home)</source>
        <translation>Роздача, як її здали (Home)</translation>
    </message>
    <message>
        <source>A move back (Left)</source>
        <translation>Хід назад (Вліво)</translation>
    </message>
    <message>
        <source>The next move (Right)</source>
        <translation>Наступний хід (Вправо)</translation>
    </message>
    <message>
        <source>The end of the deal (End)</source>
        <translation>Кінець роздачі (End)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>This deal cannot be shown: %1</source>
        <translation>Цю роздачу не можна показати: %1</translation>
    </message>
    <message>
        <source>Dealt by %1</source>
        <extracomment>What the analysis&apos;s numbers and marks mean (shown with an analysis). The current move&apos;s analysis in words: the best move, the values, the open cards.</extracomment>
        <translation>Здає %1</translation>
    </message>
    <message>
        <source>?! inaccuracy, ? mistake, ?? blunder; %1 the card changed what the declarer makes with all cards open.</source>
        <translation>?! неточність, ? помилка, ?? груба помилка; %1 — карта змінила, скільки розігрувач бере у відкриту.</translation>
    </message>
    <message>
        <source>?!&#xa0;inaccuracy · ?&#xa0;mistake · ??&#xa0;blunder · %1&#xa0;open-card result changed</source>
        <translation>?!&#xa0;неточність · ?&#xa0;помилка · ??&#xa0;груба помилка · %1&#xa0;змінився підсумок у відкриту</translation>
    </message>
    <message>
        <source>trick to %1</source>
        <translation>взятка: %1</translation>
    </message>
    <message>
        <source>Deal %1 · move %2 of %3</source>
        <translation>Роздача %1 · хід %2 з %3</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Триває розбір…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Скасування…</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 decisions…</source>
        <translation>Розбір: %1 з %2 рішень…</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Розбір готовий.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Розбір не вдався: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Розбір скасовано.</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточність</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>груба помилка</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (найкраще %2)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 keeps the open-card value</source>
        <translation>%1 зберігає оцінку у відкриту</translation>
    </message>
    <message>
        <source>%1 (loses %2 points)</source>
        <translation>%1 (втрачає очок: %2)</translation>
    </message>
    <message>
        <source>Expected: %1 taken, %2 best</source>
        <translation>Очікування: зроблений хід %1, найкращий %2</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>Найкращий хід: %1</translation>
    </message>
    <message>
        <source>With open cards, for the declarer: %1</source>
        <translation>У відкриту, для розігрувача: %1</translation>
    </message>
    <message>
        <source>The deal was dealt again.</source>
        <translation>Роздачу перездали.</translation>
    </message>
    <message>
        <source>Nobody became declarer.</source>
        <translation>Ніхто не став розігрувачем.</translation>
    </message>
    <message>
        <source>The deal is not finished (%1 plays %2).</source>
        <translation>Роздачу не завершено (%1 грає %2).</translation>
    </message>
    <message>
        <source>%1 conceded the contract of %2.</source>
        <translation>%1 розписав(ла) замовлення %2.</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 (%3 points); it was makeable with open cards (%4).</source>
        <translation>%1 зіграв(ла) замовлення %2 (очок: %3); у відкриту воно було виграшним (%4).</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 although it was not makeable with open cards (%3); it was given away at trick %4 when %5 played %6 (%7 kept it out of reach).</source>
        <translation>%1 зіграв(ла) замовлення %2, хоча у відкриту воно було програшним (%3); його віддали у взятці %4, коли %5 зіграв(ла) %6 (%7 не дав би його зіграти).</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 after letting it slip with open cards; it was given back at trick %3 when %4 played %5 (%6 kept it out of reach).</source>
        <translation>%1 зіграв(ла) замовлення %2, хоча у відкриту впустив(ла) його; його повернули у взятці %3, коли %4 зіграв(ла) %5 (%6 не дав би його зіграти).</translation>
    </message>
    <message>
        <source>The contract of %1 was makeable with open cards; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
        <translation>У відкриту замовлення %1 було виграшним; його програли у взятці %2, коли %3 зіграв(ла) %4 (%5 зберіг би його).</translation>
    </message>
    <message>
        <source>The contract of %1 became makeable with open cards during the play; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
        <translation>У відкриту замовлення %1 стало виграшним під час розіграшу; його програли у взятці %2, коли %3 зіграв(ла) %4 (%5 зберіг би його).</translation>
    </message>
    <message>
        <source>The contract of %1 was not makeable with open cards (%2 could make %3 at best).</source>
        <translation>У відкриту замовлення %1 було програшним (%2 міг(ла) набрати не більше %3).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Thousand: the rules</source>
        <translation>Тисяча: правила</translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with the options listed at the end.</source>
        <translation>Правила цієї гри: набір «%1» з налаштуваннями, переліченими наприкінці.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>With three players each gets 7 cards and 3 go to the talon.</source>
        <translation>Утрьох кожному роздають по 7 карт, 3 карти йдуть у прикуп.</translation>
    </message>
    <message>
        <source>With four players the dealer sits out the deal; he scores %1.</source>
        <translation>Учотирьох здавач не грає, а «сидить на прикупі»; він отримує: %1.</translation>
    </message>
    <message>
        <source>With two players each gets 10 cards and there are two talons of 2 cards. The declarer chooses one and lays two cards aside; the other talon goes to whoever wins the last trick.</source>
        <translation>Удвох кожному роздають по 10 карт, і є два прикупи по 2 карти. Розігрувач вибирає один і відкладає дві карти; інший прикуп дістається тому, хто візьме останню взятку.</translation>
    </message>
    <message>
        <source>With two players a third, dead hand is dealt and set aside. The declarer takes the talon and gives one card to his opponent and one to the dead hand.</source>
        <translation>Удвох роздають третю руку — «болвана», її відкладають убік. Розігрувач бере прикуп і віддає одну карту суперникові, одну — болванові.</translation>
    </message>
    <message>
        <source>A player may ask for a redeal: %1.</source>
        <translation>Гравець може вимагати перездачі: %1.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торги</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Прикуп і замовлення</translation>
    </message>
    <message>
        <source>The talon is turned face up for everyone, then the declarer takes it</source>
        <translation>Прикуп відкривають усім, потім його забирає розігрувач</translation>
    </message>
    <message>
        <source>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A %1, 10 %2, K %3, Q %4, J %5, 9 %6; the deck holds %7.</source>
        <translation>24 карти: 9, валет, дама, король, 10 і туз кожної масті. Старшинство в масті: 9 &lt; валет &lt; дама &lt; король &lt; 10 &lt; туз. Очки: туз %1, десятка %2, король %3, дама %4, валет %5, дев’ятка %6; у всій колоді %7 очок.</translation>
    </message>
    <message>
        <source>A marriage is the king and queen of one suit in one hand: hearts %1, diamonds %2, clubs %3, spades %4.</source>
        <translation>Мар’яж — король і дама однієї масті в одного гравця: черви %1, бубни %2, трефи %3, піки %4.</translation>
    </message>
    <message>
        <source>In this game the four aces together are a marriage too, worth %1.</source>
        <translation>У цій грі чотири тузи — теж мар’яж, вартістю %1.</translation>
    </message>
    <message>
        <source>Forehand (the player after the dealer) holds a bid of %2. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</source>
        <translation>Перша рука (гравець після здавача) одразу тримає ставку %2. Інші по черзі підвищують ставку щонайменше на %1 або пасують; пас остаточний. Хто замовив найбільше, той і розігрує.</translation>
    </message>
    <message>
        <source>Nobody may bid above %1 without a marriage in hand, nor above %1 plus the marriages he holds.</source>
        <translation>Без мар’яжу на руках не можна замовити понад %1, а з мар’яжами — понад %1 плюс їхню суму.</translation>
    </message>
    <message>
        <source>Before anyone bids, forehand may play in the dark: %1 without looking at his cards, for double.</source>
        <translation>До початку торгів перша рука може зіграти втемну: %1, не дивлячись у карти, удвічі.</translation>
    </message>
    <message>
        <source>Golden round: the first deals of the game have no auction; forehand plays %1 and every score counts double.</source>
        <translation>Золотий кін: перші роздачі гри без торгів; перша рука грає %1, усі очки рахуються вдвічі.</translation>
    </message>
    <message>
        <source>(it stays hidden when forehand plays %1 with everyone passing)</source>
        <translation>(він лишається закритим, якщо перша рука грає %1 після пасу решти)</translation>
    </message>
    <message>
        <source>He then gives one card to each opponent, may raise his contract, and leads to the first trick.</source>
        <translation>Потім він віддає по одній карті кожному суперникові, може підвищити замовлення й ходить першим.</translation>
    </message>
    <message>
        <source>Before the first lead he may concede: he loses his contract and each opponent gains %1.</source>
        <translation>До першого ходу він може розписати: він втрачає замовлення, а кожен суперник отримує %1.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Follow suit; if you cannot, play a trump; otherwise any card. The highest trump wins the trick, else the highest card of the suit led. There is no trump at the start of a deal.</source>
        <translation>Треба відповідати в масть; якщо її немає — козирем; якщо немає й козиря — будь-якою картою. Взятку бере старший козир, інакше старша карта масті ходу. На початку роздачі козиря немає.</translation>
    </message>
    <message>
        <source>You must also beat the trick when you can.</source>
        <translation>Крім того, взятку обов’язково перебивати, якщо можна.</translation>
    </message>
    <message>
        <source>Leading the king or queen of a marriage you hold declares it: you score its value at once and its suit becomes trump.</source>
        <translation>Хід королем або дамою мар’яжу, який у вас на руках, оголошує його: його вартість одразу записується вам, а його масть стає козирною.</translation>
    </message>
    <message>
        <source>You may declare only after you have won a trick in this deal.</source>
        <translation>Оголосити мар’яж можна лише після того, як ви взяли взятку в цій роздачі.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>The declarer scores his contract if his points (cards won plus marriages declared) reach it, and loses it if not.</source>
        <translation>Розігрувач записує своє замовлення, якщо набрав його (очки взяток плюс оголошені мар’яжі), а інакше стільки ж втрачає.</translation>
    </message>
    <message>
        <source>The defenders score their points, rounded %1.</source>
        <translation>Суперники записують свої очки (округлення: %1).</translation>
    </message>
    <message>
        <source>A player who takes no trick gets a bolt; bolts cost %2 (%1).</source>
        <translation>Гравець без жодної взятки отримує болт; болти коштують %2 (%1).</translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 or −%1 goes back to 0.</source>
        <translation>Самоскид: рахунок рівно %1 або −%1 обнуляється.</translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 goes back to 0.</source>
        <translation>Самоскид: рахунок рівно %1 обнуляється.</translation>
    </message>
    <message>
        <source>The barrel and the end</source>
        <translation>Бочка й кінець гри</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least %4 within %2 deals, or he falls off and loses %3.</source>
        <translation>Рахунок зупиняється на %1: гравець «на бочці». Щоб виграти, він має протягом %2 роздач виграти торги й зіграти замовлення щонайменше %4, інакше він падає з бочки й втрачає %3.</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. When he is next forehand he plays %3 on the talon; if he fails he falls off and loses %2.</source>
        <translation>Рахунок зупиняється на %1: гравець «на бочці». Коли він наступного разу буде на першій руці, він грає %3 з прикупу; якщо не зіграє, то падає з бочки й втрачає %2.</translation>
    </message>
    <message>
        <source>The first to reach %1 wins.</source>
        <translation>Перемагає той, хто першим набере %1.</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Налаштування цієї гри</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Saved games</source>
        <extracomment>The saved-games list sizes its columns to the text of this many rows (not every save). The columns of the saves list that wrap when it is narrow: the name and the players first, then the date and the rules too.</extracomment>
        <translation>Збережені партії</translation>
    </message>
    <message>
        <source>No saved games yet. Save one from the Game menu while you play.</source>
        <extracomment>&quot;Review&quot; was chosen for :attr:`loaded` (review its deals instead of playing on).</extracomment>
        <translation>Збережених партій поки немає. Зберегти партію можна в меню «Гра».</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Збережено</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Завантажити</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Експорт запису…</translation>
    </message>
    <message>
        <source>Review deals…</source>
        <translation>Розбір роздач…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>триває</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>перемога: %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>This save cannot be loaded: %1</source>
        <translation>Це збереження завантажити не можна: %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Delete the save “%1”?</source>
        <translation>Видалити збереження «%1»?</translation>
    </message>
    <message>
        <source>The save could not be deleted: %1</source>
        <translation>Збереження не вдалося видалити: %1</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи партій (*.json)</translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation>Запис не вдалося зберегти: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Карткова гра</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Дограно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Перемог</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Не дограно</translation>
    </message>
    <message>
        <source>Deals declared</source>
        <translation>Розіграшів</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Середнє замовлення</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Найкраща партія</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болтів</translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation>Падінь з бочки</translation>
    </message>
    <message>
        <source>No statistics yet: finish a deal first.</source>
        <translation>Статистики поки немає: спершу дограйте роздачу.</translation>
    </message>
    <message>
        <source>Games with moves taken back: %1 (counted, but never a best game).</source>
        <translation>Партій із поверненими ходами: %1 (вони враховуються, але не як найкраща партія).</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Computer: easy</source>
        <translation>Комп’ютер: легкий</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Комп’ютер: середній</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Комп’ютер: сильний</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Комп’ютер: випадковий</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Дуже швидко</translation>
    </message>
    <message>
        <source>Always (not in network games)</source>
        <translation>Завжди (крім мережевих ігор)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Ніколи</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червона</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <source>Light felt</source>
        <translation>Світле сукно</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Темне</translation>
    </message>
    <message>
        <source>Against the computer, after the course</source>
        <translation>Проти комп’ютера, після навчання</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Мова:</translation>
    </message>
    <message>
        <source>Look:</source>
        <translation>Оформлення:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Розмір тексту:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Анімація:</translation>
    </message>
    <message>
        <source>Computer players&apos; pause:</source>
        <translation>Пауза комп’ютерних гравців:</translation>
    </message>
    <message>
        <source>Thousand (our own)</source>
        <translation>Тисяча (наша)</translation>
    </message>
    <message>
        <source>Classic (French pattern)</source>
        <translation>Класична (французький малюнок)</translation>
    </message>
    <message>
        <source>%1 (installed)</source>
        <translation>%1 (встановлена в системі)</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Four colours: diamonds blue, clubs green</source>
        <translation>Чотири кольори: бубни сині, трефи зелені</translation>
    </message>
    <message>
        <source>as the app&apos;s language</source>
        <translation>за мовою програми</translation>
    </message>
    <message>
        <source>Russian: Т К Д В</source>
        <translation>кириличні: Т К Д В</translation>
    </message>
    <message>
        <source>Polish: A K D W</source>
        <translation>польські: A K D W</translation>
    </message>
    <message>
        <source>English: A K Q J</source>
        <translation>латинські: A K Q J</translation>
    </message>
    <message>
        <source>Card letters:</source>
        <translation>Літери на картах:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Сорочка:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Зразок:</translation>
    </message>
    <message>
        <source>Ask before conceding a deal</source>
        <translation>Питати підтвердження перед розписом</translation>
    </message>
    <message>
        <source>Count my points (card points and marriages, beside my name)</source>
        <translation>Рахувати мої очки (карти й мар’яжі, біля імені)</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Тренер:</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Звукові ефекти</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <source>No program to play sounds was found on this computer, so the game stays silent.</source>
        <translation>На цьому комп’ютері не знайшлося програми для відтворення звуку, тому гра буде без звуку.</translation>
    </message>
    <message>
        <source>A new language, look or text size is used at once.</source>
        <translation>Нова мова, оформлення чи розмір тексту застосовуються одразу.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>This deck cannot be used; ours is shown instead.</source>
        <translation>Цю колоду використати не можна; замість неї показано нашу.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>%1: three bolts, %2</source>
        <extracomment>Score notes as sentences, by kind (a fall by its reason): %1 the player, %2 the amount.</extracomment>
        <translation>%1: три болти, %2</translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation>%1: на бочці</translation>
    </message>
    <message>
        <source>%1: off the barrel, no attempts left, %2</source>
        <translation>%1: з бочки — спроби скінчилися, %2</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, %2</source>
        <translation>%1: з бочки збито (прийшов інший гравець), %2</translation>
    </message>
    <message>
        <source>%1: off the barrel</source>
        <translation>%1: падіння з бочки</translation>
    </message>
    <message>
        <source>%1: below the barrel again</source>
        <translation>%1: знову нижче бочки</translation>
    </message>
    <message>
        <source>%1: third fall off the barrel, total back to 0</source>
        <translation>%1: третє падіння з бочки, рахунок обнулено</translation>
    </message>
    <message>
        <source>%1: dump truck at %2, total back to 0</source>
        <translation>%1: самоскид на %2, рахунок обнулено</translation>
    </message>
    <message>
        <source>%1: %2 for the concession</source>
        <translation>%1: %2 за розпис</translation>
    </message>
    <message>
        <source>%1: third concession, %2</source>
        <translation>%1: третій розпис, %2</translation>
    </message>
    <message>
        <source>%1: %2 from the talon</source>
        <translation>%1: %2 з прикупу</translation>
    </message>
    <message>
        <source>%1: nobody made a golden deal, total back to 0</source>
        <translation>%1: у золотому кону ніхто не зіграв, рахунок обнулено</translation>
    </message>
    <message>
        <source>%1: the game is won</source>
        <translation>%1: партію виграно</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>перездача</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>розпис</translation>
    </message>
    <message>
        <source>made</source>
        <translation>зіграно</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не зіграно</translation>
    </message>
    <message>
        <source>(dark)</source>
        <translation>(втемну)</translation>
    </message>
    <message>
        <source>B%1/%2</source>
        <translation>Б%1/%2</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Review a deal (its 0-based index): a double-click on its row, or its context menu.</extracomment>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Double-click a deal to review it</source>
        <translation>Подвійне клацання по роздачі відкриває її розбір</translation>
    </message>
    <message>
        <source>/ a bolt · B1/3 on the barrel, attempts used · ⟲ total reset to 0 · ★ golden deal</source>
        <translation>/ болт · Б1/3 на бочці, використано спроб · ⟲ рахунок обнулено · ★ золотий кін</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Review deal %1…</source>
        <translation>Розбір роздачі %1…</translation>
    </message>
    <message>
        <source>(−120) the deal&apos;s points</source>
        <translation>(−120) очки за роздачу</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Розігрувач</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Замовлення</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>%1 ±</source>
        <translation>%1 ±</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 разом</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примітки</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n bolt(s) this deal</source>
        <translation>
            <numerusform>%1: %n болт у цій роздачі</numerusform>
            <numerusform>%1: %n болти в цій роздачі</numerusform>
            <numerusform>%1: %n болтів у цій роздачі</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>усього %n</numerusform>
            <numerusform>усього %n</numerusform>
            <numerusform>усього %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Thousand</source>
        <extracomment>Continue the game in progress of one kind (a game&apos;s name), from its tile. A new game of one kind, from its tile (the tiles are the UI registry&apos;s games&apos;). The rules of one kind of game. The course (lessons) of one kind of game. Play over the network: host or join.</extracomment>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>The Russian game of a thousand points, with cards or with dice</source>
        <translation>Російська гра до тисячі очок — у карти або в кості</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>24 cards, bidding, the talon and marriages</source>
        <translation>24 карти, торги, прикуп і мар’яжі</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кості</translation>
    </message>
    <message>
        <source>Five dice: keep the scoring ones, stop in time</source>
        <translation>П’ять костей: відкладайте очкові, вчасно зупиняйтеся</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Навчання</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Завантажити партію</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Мережева гра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
    <message>
        <source>Rules of the card game</source>
        <translation>Правила карткової гри</translation>
    </message>
    <message>
        <source>Rules of the dice game</source>
        <translation>Правила гри в кості</translation>
    </message>
    <message>
        <source>the card game you were playing</source>
        <translation>ваша незакінчена гра в карти</translation>
    </message>
    <message>
        <source>the dice game you were playing</source>
        <translation>ваша незакінчена гра в кості</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Could not read %1: %2.</source>
        <translation>Не вдалося прочитати %1: %2.</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Не вдалося записати %1: %2.</translation>
    </message>
    <message>
        <source>Could not remove %1: %2.</source>
        <translation>Не вдалося видалити %1: %2.</translation>
    </message>
    <message>
        <source>Could not list the saved games in %1: %2.</source>
        <translation>Не вдалося отримати список збережених партій у папці %1: %2.</translation>
    </message>
    <message>
        <source>Could not read the settings file %1: %2. The default settings are used.</source>
        <translation>Не вдалося прочитати файл налаштувань %1: %2. Використовуються типові налаштування.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged (%2); the default settings are used.</source>
        <translation>Файл налаштувань %1 пошкоджено (%2); використовуються типові налаштування.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Thousand (%2); the settings this version knows are used.</source>
        <translation>Файл налаштувань %1 записано новішою версією «Тисячі» (%2); використано ті налаштування, які знає ця версія.</translation>
    </message>
    <message>
        <source>Some settings in %1 were not valid and were reset to their defaults (%2).</source>
        <translation>Деякі налаштування у файлі %1 були неприпустимі, їх скинуто до типових значень (%2).</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation>Не вдалося зберегти налаштування у файл %1: %2.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically (%1): %2. You can keep playing; saving is tried again after every move.</source>
        <translation>Не вдалося автоматично зберегти партію (%1): %2. Можна грати далі: збереження повторюється після кожного ходу.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved: %1 is not a file (a folder, or a link to something else). Move it away so that the game can be saved there.</source>
        <translation>Поточну партію не можна зберегти: %1 — не файл (папка або посилання на щось інше). Приберіть його, щоб партія могла зберігатися.</translation>
    </message>
    <message>
        <source>The game in progress (%1) is damaged and cannot be continued (%2).</source>
        <translation>Незавершена партія (%1) пошкоджена, продовжити її не можна (%2).</translation>
    </message>
    <message>
        <source>The game in progress (%1) was saved by a newer version of Thousand (%2). Update Thousand to continue it.</source>
        <translation>Незавершену партію (%1) збережено новішою версією «Тисячі» (%2). Оновіть «Тисячу», щоб продовжити її.</translation>
    </message>
    <message>
        <source>A saved game needs a name.</source>
        <translation>Збереження має мати назву.</translation>
    </message>
    <message>
        <source>A save name can have at most %1 characters.</source>
        <translation>Назва збереження може містити не більше %1 символів.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>Не вдалося зберегти партію (%1).</translation>
    </message>
    <message>
        <source>There is no saved game named “%1”.</source>
        <translation>Збереження «%1» немає.</translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) is damaged and cannot be opened (%3).</source>
        <translation>Збереження «%1» (%2) пошкоджено, відкрити його не можна (%3).</translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) was saved by a newer version of Thousand (%3). Update Thousand to open it.</source>
        <translation>Збереження «%1» (%2) зроблено новішою версією «Тисячі» (%3). Оновіть «Тисячу», щоб відкрити його.</translation>
    </message>
    <message>
        <source>Could not delete %1: %2.</source>
        <translation>Не вдалося видалити файл %1: %2.</translation>
    </message>
    <message>
        <source>The coach&apos;s flags kept in %1 are damaged (%2) and are left out; the game itself is loaded.</source>
        <translation>Ходи, позначені тренером, у %1 пошкоджені (%2) і не завантажені; саму гру завантажено.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Файлу %1 немає.</translation>
    </message>
    <message>
        <source>%1 cannot be imported (%2).</source>
        <translation>Файл %1 не можна імпортувати (%2).</translation>
    </message>
    <message>
        <source>%1 is not imported: it is too large (%2). Records of up to 8 MB and 5000 deals are read.</source>
        <translation>%1 не імпортовано: файл завеликий (%2). Читаються записи розміром до 8 МБ і не більше 5000 роздач.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Thousand (%2). Update Thousand to open it.</source>
        <translation>Файл %1 збережено новішою версією «Тисячі» (%2). Оновіть «Тисячу», щоб відкрити його.</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged (%2); statistics start again from here.</source>
        <translation>Файл статистики %1 пошкоджено (%2); статистика починається заново.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2.</source>
        <translation>Не вдалося зберегти статистику у файл %1: %2.</translation>
    </message>
    <message>
        <source>The statistics (%1) were written by a newer version of Thousand (%2); they are left as they are and not kept while you play this version. Update Thousand to keep them again.</source>
        <translation>Статистику (%1) записано новішою версією «Тисячі» (%2); її залишено як є, і вона не ведеться, поки ви граєте в цій версії. Оновіть «Тисячу», щоб статистика знову велася.</translation>
    </message>
    <message>
        <source>Thousand cannot make sure it is the only one using its data folder: the lock file %1 cannot be used (%2). Remove that file (it may take an administrator) and start Thousand again.</source>
        <translation>«Тисяча» не може переконатися, що лише вона працює зі своєю текою даних: файлом блокування %1 не можна скористатися (%2). Видаліть цей файл (можливо, знадобляться права адміністратора) і запустіть «Тисячу» знову.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Щось пішло не так (%1).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>дискову квоту вичерпано</translation>
    </message>
    <message>
        <source>the folder is on a read-only disk</source>
        <translation>папка на диску, доступному лише для читання</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>немає прав доступу</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>файлу або папки не існує</translation>
    </message>
    <message>
        <source>a disk input/output error</source>
        <translation>помилка введення-виведення диска</translation>
    </message>
    <message>
        <source>it is not a file (a folder, or something else)</source>
        <translation>це не файл (тека або щось інше)</translation>
    </message>
    <message>
        <source>it is a link that leads back to itself</source>
        <translation>це посилання, яке веде саме на себе</translation>
    </message>
    <message>
        <source>an unexpected error while reading it; the details are in the log</source>
        <translation>непередбачена помилка під час читання; подробиці записано в журнал</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>Kinds whose detail says what is wrong inside a file (in the storage&apos;s English): said in the user&apos;s words where the words are known (:data:`DAMAGE_DETAILS`). What is wrong inside a file, as the storage says it (a pattern; its groups fill %1, %2) -&gt; our words. The first that matches is used.</extracomment>
        <translation>файл порожній</translation>
    </message>
    <message>
        <source>it is not text: a wrong byte at position %1</source>
        <translation>це не текст: неправильний байт у позиції %1</translation>
    </message>
    <message>
        <source>it is cut short at line %1, column %2</source>
        <translation>він обривається на рядку %1, стовпці %2</translation>
    </message>
    <message>
        <source>it is not valid at line %1, column %2</source>
        <translation>помилка в рядку %1, стовпці %2</translation>
    </message>
    <message>
        <source>its contents are not valid</source>
        <translation>його вміст неправильний</translation>
    </message>
    <message>
        <source>it is not a game record of Thousand</source>
        <translation>це не запис партії Тисячі</translation>
    </message>
    <message>
        <source>it is not a saved game</source>
        <translation>це не збережена партія</translation>
    </message>
    <message>
        <source>it is a game record, not a saved game: import it instead</source>
        <translation>це запис партії, а не збереження: імпортуйте його</translation>
    </message>
    <message>
        <source>it is too large to be a saved game: %1 bytes</source>
        <translation>він завеликий для збереження: %1 байтів</translation>
    </message>
    <message>
        <source>the game in it is not valid</source>
        <translation>партія в ньому неправильна</translation>
    </message>
    <message>
        <source>its contents cannot be used</source>
        <translation>його вміст не можна використати</translation>
    </message>
    <message>
        <source>Details are in %1.</source>
        <translation>Подробиці записано в %1.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Файл збережено під назвою %1.</translation>
    </message>
    <message>
        <source>The original file was kept as %1.</source>
        <translation>Початковий файл збережено під назвою %1.</translation>
    </message>
    <message>
        <source>The file was moved aside as %1.</source>
        <translation>Файл перейменовано на %1 і збережено.</translation>
    </message>
    <message>
        <source>It could not be moved aside (%1).</source>
        <translation>Перейменувати файл не вдалося (%1).</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>points %1 + %2</source>
        <translation>очки: %1 + %2</translation>
    </message>
    <message>
        <source>points %1</source>
        <translation>очки: %1</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>на бочці %1/%2</translation>
    </message>
    <message>
        <source>sits out, dealer</source>
        <translation>здає, на прикупі</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>здає</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>замовлення %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Dark %1</source>
        <translation>Темна %1</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козир</translation>
    </message>
    <message>
        <source>no trump yet</source>
        <translation>ще немає</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Замовлення</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>торги</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>втемну</translation>
    </message>
    <message>
        <source>The dark game is broken</source>
        <extracomment>A handler: (scene, event, its sound) -&gt; the animation that shows it. Cards in the deck (every one is dealt somewhere).</extracomment>
        <translation>Темну перебито</translation>
    </message>
    <message>
        <source>in the dark, for double</source>
        <translation>втемну, удвічі</translation>
    </message>
    <message>
        <source>raise %1</source>
        <translation>підвищення до %1</translation>
    </message>
    <message>
        <source>and loses %1</source>
        <translation>і втрачає %1</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Козир: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s)</source>
        <translation>
            <numerusform>%n болт</numerusform>
            <numerusform>%n болти</numerusform>
            <numerusform>%n болтів</numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>чотири дев’ятки</translation>
    </message>
    <message>
        <source>a weak hand</source>
        <translation>слабка рука</translation>
    </message>
    <message>
        <source>a bad talon</source>
        <translation>поганий прикуп</translation>
    </message>
    <message>
        <source>the dead hand</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>bid %1</source>
        <extracomment>Each kind of action: (a short sentence for a hint, &quot;bid %1&quot;; its words in a move list after the player&apos;s name, with no verb, &quot;%1&quot;; None: just the arguments).</extracomment>
        <translation>замовити %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>play in the dark</source>
        <translation>грати втемну</translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation>вимагати перездачі</translation>
    </message>
    <message>
        <source>play on without a claim</source>
        <translation>грати далі, нічого не заявляючи</translation>
    </message>
    <message>
        <source>take talon %1</source>
        <translation>взяти прикуп %1</translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation>віддати %1: %2</translation>
    </message>
    <message>
        <source>lay %1 aside</source>
        <translation>відкласти %1</translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation>підвищити до %1</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>розписати</translation>
    </message>
    <message>
        <source>lead %1 and declare the marriage</source>
        <translation>зайти з %1 і оголосити мар’яж</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>зіграти %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>You ask for a redeal</source>
        <extracomment>key -&gt; (the second person: %1, %2... are the arguments; anyone else: %1 the name, %2, %3... the arguments)</extracomment>
        <translation>Ви вимагаєте перездачі</translation>
    </message>
    <message>
        <source>%1: redeal</source>
        <translation>%1: перездача</translation>
    </message>
    <message>
        <source>You bid %1</source>
        <translation>Ви замовили %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Ви граєте %1</translation>
    </message>
    <message>
        <source>%1: contract %2</source>
        <translation>%1: замовлення %2</translation>
    </message>
    <message>
        <source>You concede</source>
        <translation>Ви розписуєте</translation>
    </message>
    <message>
        <source>%1: conceded</source>
        <translation>%1: розпис</translation>
    </message>
    <message>
        <source>You declare a marriage: +%1</source>
        <translation>Ви оголосили мар’яж: +%1</translation>
    </message>
    <message>
        <source>%1: marriage +%2</source>
        <translation>%1: мар’яж +%2</translation>
    </message>
    <message>
        <source>You made %1</source>
        <translation>Ви зіграли %1</translation>
    </message>
    <message>
        <source>%1: contract %2 made</source>
        <translation>%1: замовлення %2 зіграно</translation>
    </message>
    <message>
        <source>You failed %1</source>
        <translation>Ви не зіграли %1</translation>
    </message>
    <message>
        <source>%1: contract %2 failed</source>
        <translation>%1: замовлення %2 не зіграно</translation>
    </message>
    <message>
        <source>You conceded %1</source>
        <translation>Ви розписали %1</translation>
    </message>
    <message>
        <source>%1: contract %2 conceded</source>
        <translation>%1: замовлення %2 розписано</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ви перемогли!</translation>
    </message>
    <message>
        <source>Winner: %1!</source>
        <translation>Перемога: %1!</translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation>Остання взятка — ваша</translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation>Остання взятка: %1</translation>
    </message>
    <message>
        <source>You play in the dark (%1).</source>
        <translation>Ви граєте втемну (%1).</translation>
    </message>
    <message>
        <source>%1: dark game (%2).</source>
        <translation>%1: темна (%2).</translation>
    </message>
</context>
</TS>
