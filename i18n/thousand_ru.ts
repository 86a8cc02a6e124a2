<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Access</name>
    <message>
        <source>a card face down</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>сейчас сыграть нельзя</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>для: %1</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>подсказка</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новая</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Левый прикуп</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Правый прикуп</translation>
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
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>says %1</source>
        <translation>говорит: %1</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>думает</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>даёт очки</translation>
    </message>
    <message>
        <source>does not score</source>
        <translation>не даёт очков</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>отложен</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Кубик %1: %2</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Отложено: %1, %2</translation>
    </message>
    <message>
        <source>Dice table</source>
        <translation>Стол для костей</translation>
    </message>
    <message>
        <source>%1 — throw: %2</source>
        <translation>%1 — бросок: %2</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n карта рубашкой вверх</numerusform>
            <numerusform>%n карты рубашкой вверх</numerusform>
            <numerusform>%n карт рубашкой вверх</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n карта на руках</numerusform>
            <numerusform>%n карты на руках</numerusform>
            <numerusform>%n карт на руках</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice in hand</source>
        <translation>
            <numerusform>%n кубик в руке</numerusform>
            <numerusform>%n кубика в руке</numerusform>
            <numerusform>%n кубиков в руке</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, total %3</source>
        <translation>%1: %2, всего %3</translation>
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
        <translation>Что-то пошло не так: %1.</translation>
    </message>
    <message>
        <source>The details are in %1.</source>
        <translation>Подробности записаны в %1.</translation>
    </message>
    <message>
        <source>The game in progress has been saved after your last move.</source>
        <translation>Текущая партия сохранена после вашего последнего хода.</translation>
    </message>
    <message>
        <source>Thousand</source>
        <extracomment>The languages the app ships (one ``i18n/thousand_&lt;lang&gt;.ts`` each), in the Settings&apos; order. Each language&apos;s name in itself, as the Settings and ``--language`` list them. System languages we have no catalogue for whose speakers read one of ours (Belarusian: Russian).</extracomment>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Its window was brought forward.</source>
        <translation>«Тысяча» уже открыта с этой папкой данных (%1). Её окно выведено на передний план.</translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Switch to its window, or start Thousand with --data-dir and another folder.</source>
        <translation>«Тысяча» уже открыта с этой папкой данных (%1). Перейдите в её окно или запустите «Тысячу» с --data-dir и другой папкой.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
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
        <translation>Девятка</translation>
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
        <translation>%1 пик</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>%1 треф</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>%1 бубён</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>%1 червей</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Passing the %1 away breaks your marriage (%2 points).</source>
        <translation>Отдав карту «%1», вы разбиваете свой марьяж (%2 очков).</translation>
    </message>
    <message>
        <source>Leading the %1 without declaring it gives up your marriage (%2 points).</source>
        <translation>Ход картой «%1» без объявления марьяжа теряет ваш марьяж (%2 очков).</translation>
    </message>
    <message>
        <source>Leading the %1 now gives up your marriage (%2 points): marriages count only once you have taken a trick.</source>
        <translation>Ход картой «%1» сейчас теряет ваш марьяж (%2 очков): марьяж засчитывается, только когда вы уже взяли взятку.</translation>
    </message>
    <message>
        <source>Playing the %1 breaks your marriage (%2 points): a marriage is declared only when you lead it.</source>
        <translation>Карта «%1» разбивает ваш марьяж (%2 очков): марьяж объявляют, только заходя с него.</translation>
    </message>
    <message>
        <source>After this move you make your %1 about %2 times in %4; after the better one, %3 times in %4.</source>
        <translation>После этого хода вы выполняете свой заказ %1 примерно в %2 из %4 случаев; после лучшего — в %3 из %4.</translation>
    </message>
    <message>
        <source>After this move the declarer makes %1 about %2 times in %4; after the better one, only %3 times in %4.</source>
        <translation>После этого хода разыгрывающий выполняет %1 примерно в %2 из %4 случаев; после лучшего — только в %3 из %4.</translation>
    </message>
    <message>
        <source>With this hand a bid of %1 fails about %2 times in %3.</source>
        <extracomment>code -&gt; its sentence (``how``: &quot;lead&quot;, &quot;follow&quot; or &quot;pass&quot;: what the move does with a card).</extracomment>
        <translation>С такими картами заказ %1 проваливается примерно в %2 из %3 случаев.</translation>
    </message>
    <message>
        <source>Passing gives up a contract of %1 that this hand makes about %2 times in %3.</source>
        <translation>Пасуя, вы отказываетесь от заказа %1, который с этими картами выполняется примерно в %2 из %3 случаев.</translation>
    </message>
    <message>
        <source>With this card your side takes the trick about %1 times in %3; with the better one, %2 times in %3.</source>
        <translation>С этой картой ваша сторона берёт взятку примерно в %1 из %3 случаев; с лучшей — в %2 из %3.</translation>
    </message>
    <message>
        <source>Conceding gives up a contract you make about %1 times in %2.</source>
        <translation>Расписав, вы отдаёте заказ, который выполняете примерно в %1 из %2 случаев.</translation>
    </message>
    <message>
        <source>keep your contract and lead %1</source>
        <translation>оставьте заказ как есть, первый ход — %1</translation>
    </message>
    <message>
        <source>keep your contract, with no raise and no concession</source>
        <translation>оставьте заказ как есть, без повышения и не расписывая</translation>
    </message>
    <message>
        <source>The better move: %1.</source>
        <translation>Лучший ход: %1.</translation>
    </message>
    <message>
        <source>The coach: think again?</source>
        <translation>Тренер: подумайте ещё раз?</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Всё равно сходить так</translation>
    </message>
    <message>
        <source>Show me the better move</source>
        <translation>Показать лучший ход</translation>
    </message>
    <message>
        <source>The better move</source>
        <translation>Лучший ход</translation>
    </message>
    <message numerus="yes">
        <source>Review the %n move(s) the coach flagged</source>
        <translation>
            <numerusform>Разобрать %n ход, отмеченный тренером</numerusform>
            <numerusform>Разобрать %n хода, отмеченных тренером</numerusform>
            <numerusform>Разобрать %n ходов, отмеченных тренером</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This move costs about %n point(s) against the better one.</source>
        <translation>
            <numerusform>Этот ход хуже лучшего примерно на %n очко.</numerusform>
            <numerusform>Этот ход хуже лучшего примерно на %n очка.</numerusform>
            <numerusform>Этот ход хуже лучшего примерно на %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your chance of winning: %1% after this move, %2% after the better one.</source>
        <translation>Ваш шанс выиграть: %1 % после этого хода, %2 % после лучшего.</translation>
    </message>
    <message>
        <source>Stopping now is too early: the next throw loses the turn only %1% of the time.</source>
        <translation>Записывать очки ещё рано: следующий бросок сжигает ход лишь с вероятностью %1 %.</translation>
    </message>
    <message>
        <source>Throwing again risks the %2 points of this turn: the next throw loses them %1% of the time.</source>
        <translation>Бросая снова, вы рискуете очками хода (%2): следующий бросок сжигает их с вероятностью %1 %.</translation>
    </message>
    <message>
        <source>This keep leaves %1 dice to throw; the better keep leaves %2.</source>
        <translation>После этого для броска останется костей: %1; после лучшего варианта — %2.</translation>
    </message>
    <message>
        <source>This keep adds %1 points; the better keep adds %2.</source>
        <translation>Так к ходу добавится %1, а лучший вариант даёт %2.</translation>
    </message>
    <message>
        <source>The better keep wins the game at once.</source>
        <translation>Лучший вариант сразу выигрывает партию.</translation>
    </message>
    <message>
        <source>This keep overshoots: the turn is lost.</source>
        <translation>Так получается перебор: ход пропадает.</translation>
    </message>
    <message>
        <source>This keep lands on the dump truck: back to 0.</source>
        <translation>Так вы попадаете на самосвал: счёт обнуляется.</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>отложить %1</translation>
    </message>
    <message>
        <source>stop and score the turn</source>
        <translation>записать очки хода</translation>
    </message>
    <message>
        <source>throw again</source>
        <translation>бросать дальше</translation>
    </message>
    <message>
        <source>This move lowers your chance of winning by %1 points of percentage.</source>
        <translation>Этот ход снижает ваш шанс выиграть на %1 процентного пункта.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Thousand (1000): the card game with bidding, talon and marriages and the dice game with five dice, against computer players or friends, at one computer or over the network.</source>
        <translation>«Тысяча» (1000): карточная игра с торговлей, прикупом и марьяжами и игра в кости с пятью кубиками — с компьютером или с друзьями, за одним компьютером или по сети.</translation>
    </message>
    <message>
        <source>Network play: Play over the network on the start screen hosts a game or joins one; thousand-server hosts one without a window. thousand-replay FILE replays a game record.</source>
        <translation>Игра по сети: кнопка «Игра по сети» на начальном экране создаёт игру или подключает к ней; thousand-server создаёт игру без окна. thousand-replay FILE воспроизводит запись партии.</translation>
    </message>
    <message>
        <source>keep settings, saves and statistics in this folder</source>
        <translation>хранить настройки, сохранения и статистику в этой папке</translation>
    </message>
    <message>
        <source>the language for this run: %1</source>
        <translation>язык для этого запуска: %1</translation>
    </message>
    <message>
        <source>start, let computer players play a deal, analyse it in the review, play a dice game and a network game on this computer; exit 0 (1, naming it, on a failure or a hang)</source>
        <translation>запуститься, дать компьютеру сыграть раздачу, разобрать её, сыграть партию в кости и сетевую игру на этом компьютере; код выхода 0 (1 с названием этапа при сбое или зависании)</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <source>options</source>
        <translation>параметры</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>On the barrel you cannot stop: win in this turn or lose it.</source>
        <extracomment>The engine&apos;s reason code -&gt; our sentence: %1, %2... are the reason&apos;s parameters in order.</extracomment>
        <translation>На бочке остановиться нельзя: выиграйте в этот ход или потеряете его.</translation>
    </message>
    <message>
        <source>Not entered yet: the first stop needs %1 in the turn (now %2).</source>
        <translation>Допуска ещё нет: для первой записи нужно набрать за ход %1 (сейчас %2).</translation>
    </message>
    <message>
        <source>In the pit %1–%2: a stop needs a total above %2 (now %3).</source>
        <translation>В яме %1–%2: записать можно только больше %2 (сейчас %3).</translation>
    </message>
    <message>
        <source>Exactly %1 cannot be banked: throw on.</source>
        <translation>Ровно %1 записать нельзя: бросайте дальше.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Set scoring dice aside first.</source>
        <translation>Сначала отложите очковые кости.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Сначала бросьте кости.</translation>
    </message>
    <message>
        <source>The opening throw was empty: throw all five again.</source>
        <translation>Первый бросок пустой: бросьте все пять ещё раз.</translation>
    </message>
    <message>
        <source>Hot dice: all five have scored, throw them all again.</source>
        <translation>По второму кругу: все пять костей дали очки, бросьте их снова.</translation>
    </message>
    <message>
        <source>A throw is due.</source>
        <translation>Нужно бросать.</translation>
    </message>
    <message>
        <source>Stop or throw again.</source>
        <translation>Запишите очки или бросайте снова.</translation>
    </message>
    <message>
        <source>Choose at least one scoring die.</source>
        <translation>Выберите хотя бы одну очковую кость.</translation>
    </message>
    <message>
        <source>The dice %1 are not all in the throw.</source>
        <translation>Не все кости %1 есть в броске.</translation>
    </message>
    <message>
        <source>The dice %1 do not all score: keep only scoring dice.</source>
        <translation>Не все кости %1 дают очки: откладывайте только очковые.</translation>
    </message>
    <message>
        <source>Every scoring die must be kept: %1.</source>
        <translation>Откладывать нужно все очковые кости: %1.</translation>
    </message>
    <message>
        <source>The throw must have the %1 dice in hand, not %2.</source>
        <translation>В броске должно быть столько костей, сколько в руке (%1), а не %2.</translation>
    </message>
    <message>
        <source>A die shows a number from 1 to 6.</source>
        <translation>На кости выпадает число от 1 до 6.</translation>
    </message>
    <message>
        <source>The dice are to be thrown now: there is nothing to decide.</source>
        <translation>Сейчас нужно бросать кости: решать нечего.</translation>
    </message>
    <message>
        <source>These dice cannot be kept now.</source>
        <translation>Эти кости сейчас отложить нельзя.</translation>
    </message>
    <message>
        <source>That is not a move of the dice game.</source>
        <translation>Это не ход игры в кости.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Этот ход сейчас не разрешён.</translation>
    </message>
    <message>
        <source>not entered (%1)</source>
        <translation>без допуска (%1)</translation>
    </message>
    <message>
        <source>in the pit %1–%2</source>
        <translation>в яме %1–%2</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>на бочке %1/%2</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочке</translation>
    </message>
    <message>
        <source>bolts %1/%2</source>
        <translation>болты %1/%2</translation>
    </message>
    <message>
        <source>falls %1/%2</source>
        <translation>падения %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n overshoot(s)</source>
        <translation>
            <numerusform>%n перебор</numerusform>
            <numerusform>%n перебора</numerusform>
            <numerusform>%n переборов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>сыгран %n ход</numerusform>
            <numerusform>сыграно %n хода</numerusform>
            <numerusform>сыграно %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>dice in hand: %1</source>
        <translation>костей в руке: %1</translation>
    </message>
    <message>
        <source>%1: entered the game</source>
        <extracomment>Settled event name -&gt; (title: %1 the player, %2 the amount; the sub line)</extracomment>
        <translation>%1: вход в игру</translation>
    </message>
    <message>
        <source>the first stop counts from now on</source>
        <translation>очки теперь записываются</translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation>%1: на бочке</translation>
    </message>
    <message>
        <source>now the game must be won in one turn</source>
        <translation>теперь нужно выиграть за один ход</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel</source>
        <translation>%1: сбит с бочки</translation>
    </message>
    <message>
        <source>another player got on the barrel</source>
        <translation>на бочку сел другой игрок</translation>
    </message>
    <message>
        <source>%1: fell off the barrel</source>
        <translation>%1: падение с бочки</translation>
    </message>
    <message>
        <source>no win in the attempts allowed</source>
        <translation>не выиграл за отведённые попытки</translation>
    </message>
    <message>
        <source>%1: too many falls</source>
        <translation>%1: слишком много падений</translation>
    </message>
    <message>
        <source>the total goes back to 0</source>
        <translation>счёт обнуляется</translation>
    </message>
    <message>
        <source>%1: overtaken, %2</source>
        <translation>%1: обгон, %2</translation>
    </message>
    <message>
        <source>the penalty for being overtaken</source>
        <translation>штраф за обгон</translation>
    </message>
    <message>
        <source>%1: bolts, %2</source>
        <translation>%1: болты, %2</translation>
    </message>
    <message>
        <source>too many busts in a row</source>
        <translation>слишком много пустых ходов</translation>
    </message>
    <message>
        <source>%1: overshoot penalty, %2</source>
        <translation>%1: штраф за перебор, %2</translation>
    </message>
    <message>
        <source>the target must be hit exactly</source>
        <translation>нужно набрать ровно до цели</translation>
    </message>
    <message>
        <source>%1: too many overshoots</source>
        <translation>%1: слишком много переборов</translation>
    </message>
    <message>
        <source>%1: the dump truck!</source>
        <translation>%1: самосвал!</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Главное меню</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How much smaller than the plates&apos; texts the dice banner may be drawn to fit the tray: its second line (20 units) then shows as large as the plates&apos; smallest text (16). Base durations (ms at normal speed): a roll, a keep gliding aside, a banner&apos;s pause. A die of the throw was clicked (its index, left to right). A step asked the screen to do something when the animations reach it (&quot;game_over&quot;). A sound to play now (``sound.SOUND_NAMES``); only while animations are on. How much the plates, badges and labels are enlarged (``table_decor.table_size``). The dice of the throw waiting for a keep, left to right (index = place). The dice in hand (to be thrown next). This turn&apos;s keeps: a row of dice each, with its value label. The throw that ended a turn without a stop (a bust), left on the felt until the next throw so that the player sees why the turn ended.</extracomment>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>Letter keys by action: the Latin key and the Cyrillic one on the same key of a Russian (ЙЦУКЕН) layout; Windows&apos; layout-independent virtual key is the Latin letter&apos;s code. The least widths of the table and of the docked score sheet: together (with the scoring chart) within a window of 900 pixels, so docking them never widens the window. The table&apos;s least height: with the bars at 150 % text (the action bar&apos;s texts over its buttons) the screen still fits a window 600 pixels high (the tray scales with the view). The tray&apos;s rim, in the view&apos;s pixels: panels over the tray keep inside it. The least width of the result panel (narrower on a small tray). The cursor is drawn once the player has used the arrow keys. The native virtual key of the key being handled (the filter sets it). The second row of buttons, used when one row is wider than the tray.</extracomment>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>A new game with the same players and rules</source>
        <translation>Новая партия с теми же игроками и правилами</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Step through the turns of this game with the computer&apos;s view of each move</source>
        <translation>Пройти по ходам этой партии и увидеть, как компьютер оценивает каждое решение</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Отложить всё</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Отложить</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keep every scoring die of the throw at once</source>
        <translation>Отложить сразу все очковые кости броска</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть ход</translation>
    </message>
    <message>
        <source>Take back your last keep or your last decision to stop or throw on (Backspace, Ctrl+Z)</source>
        <translation>Вернуть последнее откладывание или последнее решение записать или бросать дальше (Backspace, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Show or hide what the dice score</source>
        <translation>Показать или убрать таблицу очков</translation>
    </message>
    <message>
        <source>Back to the start screen; the game is saved</source>
        <translation>К начальному экрану; игра сохранена</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <extracomment>The player wants to go back to the start screen (the game is saved as it stands). A new game with the same players and rules (from the end of a game). The scoring chart was shown (True) or put away (False), to remember. The review of the finished game is wanted. The human seat whose turn is shown (None while nobody human is asked anything). The coach&apos;s panel (issue 37), shown when the controller holds a costly decision. Counts down the status line&apos;s &quot;away&quot; of a network seat whose person dropped out (runs only while it is shown).</extracomment>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>hand the mouse to this player</source>
        <translation>передайте мышь этому игроку</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1: думает…</translation>
    </message>
    <message>
        <source>%1 throws</source>
        <translation>%1: бросок</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Круг %1 · %2</translation>
    </message>
    <message>
        <source>Take-backs are off in this game (New dice game → Allow take-backs).</source>
        <translation>В этой партии возврат ходов выключен (Новая игра в кости → Разрешить возврат ходов).</translation>
    </message>
    <message>
        <source>Take-backs are for games against the computer.</source>
        <translation>Возвращать ходы можно только в игре с компьютером.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Нет вашего хода, который можно вернуть.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Подсказка обдумывается…</translation>
    </message>
    <message>
        <source>Hint: keep %1</source>
        <translation>Подсказка: отложить %1</translation>
    </message>
    <message>
        <source>and stop</source>
        <translation>и записать</translation>
    </message>
    <message>
        <source>and throw on</source>
        <translation>и бросать дальше</translation>
    </message>
    <message>
        <source>Hint: stop now</source>
        <translation>Подсказка: записать сейчас</translation>
    </message>
    <message>
        <source>Hint: throw</source>
        <translation>Подсказка: бросать</translation>
    </message>
    <message>
        <source>chance to win %1 %</source>
        <translation>шанс выиграть %1 %</translation>
    </message>
    <message>
        <source>bust: %1 %</source>
        <extracomment>The least width the texts keep beside the buttons on one row.</extracomment>
        <translation>риск сгореть: %1 %</translation>
    </message>
    <message>
        <source>The chance that the next throw scores nothing and the turn is lost</source>
        <translation>Вероятность того, что следующий бросок ничего не даст и очки хода сгорят</translation>
    </message>
    <message>
        <source>Click the dice to keep (or keys 1–5), then Keep.</source>
        <translation>Щёлкните кости, которые откладываете (или клавиши 1–5), затем «Отложить».</translation>
    </message>
    <message>
        <source>Cannot keep these: %1</source>
        <translation>Эти кости отложить нельзя: %1</translation>
    </message>
    <message>
        <source>Keep %1: +%2, turn total %3</source>
        <translation>Отложить %1: +%2, за ход %3</translation>
    </message>
    <message>
        <source>Turn total %1: bank it or throw again (%2).</source>
        <translation>За ход %1: запишите или бросайте снова (%2).</translation>
    </message>
    <message>
        <source>Throw the dice (%1).</source>
        <translation>Бросайте кости (%1).</translation>
    </message>
    <message>
        <source>hot dice: all five are thrown again</source>
        <translation>по второму кругу: все пять бросаются снова</translation>
    </message>
    <message>
        <source>this wins the game</source>
        <translation>это выигрыш</translation>
    </message>
    <message>
        <source>the turn is banked</source>
        <translation>ход записывается</translation>
    </message>
    <message>
        <source>overshoot: the turn is lost</source>
        <translation>перебор: ход пропадает</translation>
    </message>
    <message>
        <source>the dump truck: back to 0</source>
        <translation>самосвал: счёт обнуляется</translation>
    </message>
    <message>
        <source>then a throw is due</source>
        <translation>затем нужно бросать</translation>
    </message>
    <message>
        <source>Turn total · %1</source>
        <translation>За ход · %1</translation>
    </message>
    <message>
        <source>choose dice to keep from %1</source>
        <translation>выберите, что отложить, из %1</translation>
    </message>
    <message>
        <source>Confirming throw</source>
        <translation>Подтверждение хода</translation>
    </message>
    <message>
        <source>it must score, or the turn is lost</source>
        <translation>он должен дать очки, иначе ход пропадёт</translation>
    </message>
    <message>
        <source>No scoring dice</source>
        <translation>Ничего не выпало</translation>
    </message>
    <message>
        <source>the opening throw is thrown again</source>
        <translation>первый бросок повторяется</translation>
    </message>
    <message>
        <source>%1: bust</source>
        <translation>%1: пусто</translation>
    </message>
    <message>
        <source>no scoring dice: the turn total of %1 is lost</source>
        <translation>ничего не выпало: %1 за ход пропадает</translation>
    </message>
    <message>
        <source>no scoring dice</source>
        <translation>ничего не выпало</translation>
    </message>
    <message>
        <source>Five 1s!</source>
        <translation>Пять единиц!</translation>
    </message>
    <message>
        <source>the game is won at once</source>
        <translation>сразу выигрыш</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>По второму кругу!</translation>
    </message>
    <message>
        <source>all five scored: throw all five again</source>
        <translation>все пять дали очки: бросайте все пять снова</translation>
    </message>
    <message>
        <source>all five scored: the next throw must confirm them</source>
        <translation>все пять дали очки: следующий бросок должен их подтвердить</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>overshoot</source>
        <translation>перебор</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>самосвал</translation>
    </message>
    <message>
        <source>bolt %1/%2</source>
        <translation>болт %1/%2</translation>
    </message>
    <message>
        <source>%1: overshoot</source>
        <translation>%1: перебор</translation>
    </message>
    <message>
        <source>past %1: the turn total is lost</source>
        <translation>больше %1: очки за ход пропадают</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>со счётом %1</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Five 1s win the game.</source>
        <translation>Пять единиц — сразу победа.</translation>
    </message>
</context>
<context>
    <name>DiceHard</name>
    <message>
        <source>Hard has no solved table for these rules yet: it is solved in the background when the game starts (tens of minutes on two cores; a bar shows how far it is). Until then hard plays like normal.</source>
        <translation>У сильного компьютера ещё нет решённой таблицы для этих правил: она будет рассчитана в фоне, когда начнётся игра (десятки минут на двух ядрах; полоса показывает ход расчёта). До тех пор сильный играет как средний.</translation>
    </message>
    <message>
        <source>Hard cannot solve rules with negative totals: with these rules it plays like normal.</source>
        <translation>Сильный компьютер не умеет решать правила с отрицательными суммами: с этими правилами он играет как средний.</translation>
    </message>
    <message>
        <source>These rules make a game too large to solve here: hard plays like normal with them.</source>
        <translation>С этими правилами игра слишком велика, чтобы решить её здесь: сильный компьютер играет как средний.</translation>
    </message>
    <message>
        <source>Hard has no solved table for these rules, and this version of Thousand cannot solve new ones: with these rules hard plays like normal.</source>
        <translation>У сильного компьютера нет решённой таблицы для этих правил, а эта версия «Тысячи» не умеет рассчитывать новые: с этими правилами сильный играет как средний.</translation>
    </message>
    <message>
        <source>Hard has no solved table for these rules, and this installation cannot solve one (that needs numpy and numba): hard plays like normal with them.</source>
        <translation>У сильного компьютера нет решённой таблицы для этих правил, а эта установка не может её рассчитать (для этого нужны numpy и numba): с этими правилами сильный играет как средний.</translation>
    </message>
    <message>
        <source>Hard is solving these rules: %p%</source>
        <translation>Сильный компьютер решает эти правила: %p%</translation>
    </message>
    <message>
        <source>Hard has solved these rules and now plays them.</source>
        <translation>Сильный компьютер решил эти правила и теперь играет по таблице.</translation>
    </message>
    <message>
        <source>Solving these rules failed: hard plays like normal with them.</source>
        <translation>Решить эти правила не удалось: с ними сильный компьютер играет как средний.</translation>
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
        <translation>Значение %1 (%2) должно быть меньше значения %3 (%4).</translation>
    </message>
    <message>
        <source>%1 (%2) must be above %3 (%4).</source>
        <translation>Значение %1 (%2) должно быть больше значения %3 (%4).</translation>
    </message>
    <message>
        <source>%1: the pit %2–%3 must lie above 0 and below %4 (%5).</source>
        <translation>%1: яма %2–%3 должна лежать выше 0 и ниже значения %4 (%5).</translation>
    </message>
    <message>
        <source>%1: the pit %2–%3 must end below %4 (%5).</source>
        <translation>%1: яма %2–%3 должна кончаться ниже значения %4 (%5).</translation>
    </message>
    <message>
        <source>%1: the pits %2–%3 and %4–%5 overlap.</source>
        <translation>%1: ямы %2–%3 и %4–%5 пересекаются.</translation>
    </message>
    <message>
        <source>%1 (%2) must be above 0 and below %3 (%4).</source>
        <translation>Значение %1 (%2) должно быть больше 0 и меньше значения %3 (%4).</translation>
    </message>
    <message>
        <source>%1 must be a multiple of %2 (not %3).</source>
        <translation>Значение %1 должно быть кратно %2 (а не %3).</translation>
    </message>
    <message>
        <source>%1 must be at least %2 (not %3).</source>
        <translation>Значение %1 должно быть не меньше %2 (а не %3).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Вера</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Глеб</translation>
    </message>
    <message>
        <source>Dasha</source>
        <translation>Даша</translation>
    </message>
    <message>
        <source>Egor</source>
        <translation>Егор</translation>
    </message>
    <message>
        <source>Zoya</source>
        <translation>Зоя</translation>
    </message>
    <message>
        <source>Ilya</source>
        <translation>Илья</translation>
    </message>
    <message>
        <source>none, or e.g. 300-400</source>
        <translation>нет, или например 300-400</translation>
    </message>
    <message>
        <source>New dice game</source>
        <extracomment>The dice game&apos;s words for its options and presets (the option editor&apos;s).</extracomment>
        <translation>Новая игра в кости</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Число игроков:</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Жребий заново</translation>
    </message>
    <message>
        <source>Draw who throws first once more</source>
        <translation>Ещё раз разыграть, кто бросает первым</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Allow take-backs (Take back, Backspace: your last keep or decision)</source>
        <translation>Разрешить возврат ходов (Вернуть ход, Backspace: последнее действие)</translation>
    </message>
    <message>
        <source>Games against the computer only.</source>
        <translation>Только в игре с компьютером.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation>Вернуть правила набора</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Throws first: %1</source>
        <translation>Первым бросает: %1</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer and pass the mouse on at each turn.</source>
        <translation>Игра за одним компьютером: игроки передают мышь друг другу каждый ход.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Только компьютерные игроки: вы наблюдаете за игрой.</translation>
    </message>
    <message>
        <source>The pits cannot be read at “%1”: write them like 300-400, 750-900.</source>
        <translation>Ямы не понятны в «%1»: пишите их так: 300-400, 750-900.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>По этим правилам играть нельзя: %1</translation>
    </message>
</context>
<context>
    <name>DiceOptions</name>
    <message>
        <source>Straights</source>
        <extracomment>key -&gt; (name, one-line explanation)</extracomment>
        <translation>Стриты</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Четыре одинаковых</translation>
    </message>
    <message>
        <source>Five 1s</source>
        <translation>Пять единиц</translation>
    </message>
    <message>
        <source>1-2-3-4-5 scores %1 and 2-3-4-5-6 scores %2.</source>
        <translation>1-2-3-4-5 даёт %1, 2-3-4-5-6 даёт %2.</translation>
    </message>
    <message>
        <source>Worth twice three of a kind, or three of a kind plus %1.</source>
        <translation>Вдвое больше трёх одинаковых или три одинаковых плюс %1.</translation>
    </message>
    <message>
        <source>Five 1s in one throw score %1, or win the game at once.</source>
        <translation>Пять единиц за один бросок дают %1 или сразу выигрывают игру.</translation>
    </message>
    <message>
        <source>Keep every scoring die</source>
        <translation>Откладывать все очковые кости</translation>
    </message>
    <message>
        <source>After a throw all scoring dice must be set aside, not just some.</source>
        <translation>После броска надо отложить все очковые кости, а не только часть.</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Все кости сыграли</translation>
    </message>
    <message>
        <source>When all five dice have scored: one more throw confirms the turn, or the turn goes on.</source>
        <translation>Когда сыграли все пять костей: ещё один бросок подтверждает ход, или ход продолжается.</translation>
    </message>
    <message>
        <source>Second try</source>
        <translation>Вторая попытка</translation>
    </message>
    <message>
        <source>A first throw of a turn that scores nothing may be thrown again once.</source>
        <translation>Пустой первый бросок хода можно один раз перебросить.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Your first stop of the game needs at least this many points (0: no entry).</source>
        <translation>Первая остановка в игре требует не меньше стольких очков (0: без допуска).</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Ямы</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>A stop reaching this total stays there: the game must be won in one turn from it (0: no barrel).</source>
        <translation>Остановка, достигшая этого счёта, на нём и остаётся: отсюда игру надо выиграть за один ход (0: без бочки).</translation>
    </message>
    <message>
        <source>Jump over the barrel</source>
        <translation>Перепрыгнуть бочку</translation>
    </message>
    <message>
        <source>A player below the barrel may win without stopping on it.</source>
        <translation>Игрок ниже бочки может выиграть, не останавливаясь на ней.</translation>
    </message>
    <message>
        <source>Turns on the barrel</source>
        <translation>Ходов на бочке</translation>
    </message>
    <message>
        <source>Turns a player may try from the barrel before falling off (0: no limit).</source>
        <translation>Сколько ходов можно пытаться с бочки, прежде чем слететь (0: без ограничения).</translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation>Двое на бочке</translation>
    </message>
    <message>
        <source>A player who gets on the barrel knocks off whoever sits there, or both stay.</source>
        <translation>Севший на бочку сбивает того, кто на ней сидит, или остаются оба.</translation>
    </message>
    <message>
        <source>Falling off the barrel</source>
        <translation>Слёт с бочки</translation>
    </message>
    <message>
        <source>Where a fall lands: the entry score, the entry, a penalty below the barrel, or 0.</source>
        <translation>Куда падают: на счёт входа, на допуск, на штраф ниже бочки или на 0.</translation>
    </message>
    <message>
        <source>Fall penalty</source>
        <translation>Штраф за слёт</translation>
    </message>
    <message>
        <source>How far below the barrel a fall lands.</source>
        <translation>Насколько ниже бочки падает игрок.</translation>
    </message>
    <message>
        <source>Falls to zero</source>
        <translation>Слётов до нуля</translation>
    </message>
    <message>
        <source>This many falls send a player back to 0 (0: never).</source>
        <translation>После стольких слётов счёт обнуляется (0: никогда).</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>The total that wins the game.</source>
        <translation>Счёт, который выигрывает игру.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Финиш</translation>
    </message>
    <message>
        <source>Win by reaching the target, by passing it, or by hitting it exactly.</source>
        <translation>Выигрыш — достигнув цели, превысив её или попав в неё ровно.</translation>
    </message>
    <message>
        <source>Overshoots before a penalty</source>
        <translation>Переборов до штрафа</translation>
    </message>
    <message>
        <source>Every so many overshoots of the target cost points (0: never).</source>
        <translation>Каждые столько переборов стоят очков (0: никогда).</translation>
    </message>
    <message>
        <source>Overshoot penalty</source>
        <translation>Штраф за перебор</translation>
    </message>
    <message>
        <source>What that overshoot costs.</source>
        <translation>Сколько стоит такой перебор.</translation>
    </message>
    <message>
        <source>Overshoots to zero</source>
        <translation>Переборов до нуля</translation>
    </message>
    <message>
        <source>Every so many overshoots send the player back to 0 (0: never).</source>
        <translation>Каждые столько переборов обнуляют счёт (0: никогда).</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болты</translation>
    </message>
    <message>
        <source>A bolt for every turn lost, or only for an empty first throw.</source>
        <translation>Болт за каждый проигранный ход или только за пустой первый бросок.</translation>
    </message>
    <message>
        <source>Bolts before a penalty</source>
        <translation>Болтов до штрафа</translation>
    </message>
    <message>
        <source>This many bolts cost the bolt penalty.</source>
        <translation>Столько болтов стоят штрафа.</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Штраф за болты</translation>
    </message>
    <message>
        <source>What the bolts cost.</source>
        <translation>Сколько стоят болты.</translation>
    </message>
    <message>
        <source>Overtaking</source>
        <translation>Обгон</translation>
    </message>
    <message>
        <source>A player passed by another&apos;s stop loses this much (0: nothing).</source>
        <translation>Обогнанный чужой остановкой игрок теряет столько (0: ничего).</translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation>Самосвал</translation>
    </message>
    <message>
        <source>A total of exactly the dump truck total goes back to 0 (strict: a turn reaching it too).</source>
        <translation>Если счёт становится ровно счётом самосвала, он обнуляется (строго: и ход, набравший его).</translation>
    </message>
    <message>
        <source>three of a kind + %1</source>
        <translation>три одинаковых + %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 очков</translation>
    </message>
    <message>
        <source>Entry %1, the barrel at %2, straights, a confirming throw after hot dice.</source>
        <translation>Допуск %1, бочка на %2, стриты, подтверждающий бросок, когда сыграли все кости.</translation>
    </message>
    <message>
        <source>No barrel: hit %3 exactly; pits, bolts, overtaking and the dump truck.</source>
        <translation>Без бочки: надо набрать ровно %3; ямы, болты, обгон и самосвал.</translation>
    </message>
    <message>
        <source>Barrel at %2</source>
        <translation>Бочка на %2</translation>
    </message>
    <message>
        <source>The barrel at %2, %4 turns on it; a fall costs %5, and fall number %6 sends you to 0.</source>
        <translation>Бочка на %2, ходов на бочке: %4; слёт стоит %5, после %6-го слёта счёт обнуляется.</translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation>Счёт самосвала</translation>
    </message>
    <message>
        <source>Score bands, written like 300-400, 750-900: a player may stop in one, but once in it stops only above its top.</source>
        <translation>Полосы счёта, например 300-400, 750-900: в яме можно остановиться, но, попав в неё, остановиться снова можно только выше её верхней границы.</translation>
    </message>
    <message>
        <source>The total the dump truck sends to 0.</source>
        <translation>Счёт, который самосвал обнуляет.</translation>
    </message>
    <message>
        <source>Negative totals</source>
        <translation>Отрицательный счёт</translation>
    </message>
    <message>
        <source>Penalties may take a total below 0.</source>
        <translation>Штрафы могут увести счёт ниже 0.</translation>
    </message>
    <message>
        <source>twice three of a kind</source>
        <extracomment>(key, value) -&gt; the value&apos;s words; switches are &quot;on&quot;/&quot;off&quot; for every key.</extracomment>
        <translation>вдвое больше трёх</translation>
    </message>
    <message>
        <source>instant win</source>
        <translation>сразу выигрыш</translation>
    </message>
    <message>
        <source>a confirming throw</source>
        <translation>подтверждающий бросок</translation>
    </message>
    <message>
        <source>the turn goes on</source>
        <translation>ход продолжается</translation>
    </message>
    <message>
        <source>knock off</source>
        <translation>сбивает</translation>
    </message>
    <message>
        <source>both stay</source>
        <translation>остаются оба</translation>
    </message>
    <message>
        <source>to the entry score</source>
        <translation>на счёт входа</translation>
    </message>
    <message>
        <source>to the entry</source>
        <translation>на допуск</translation>
    </message>
    <message>
        <source>the fall penalty</source>
        <translation>штраф за слёт</translation>
    </message>
    <message>
        <source>to 0</source>
        <translation>на 0</translation>
    </message>
    <message>
        <source>reach it</source>
        <translation>достичь</translation>
    </message>
    <message>
        <source>pass it</source>
        <translation>превысить</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>ровно</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>every lost turn</source>
        <translation>каждый проигранный ход</translation>
    </message>
    <message>
        <source>an empty first throw</source>
        <translation>пустой первый бросок</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>строго</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>The first option of each group (the engine lists the options in the dialog&apos;s order).</extracomment>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Exactly a thousand</source>
        <translation>Ровно тысяча</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>DiceReview</name>
    <message>
        <source>keep %1</source>
        <extracomment>The theme&apos;s colour token of each mark.</extracomment>
        <translation>отложить %1</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>записать</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>бросать дальше</translation>
    </message>
    <message>
        <source>banked %1</source>
        <translation>записал %1</translation>
    </message>
    <message>
        <source>won the game</source>
        <translation>выиграл партию</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>overshoot</source>
        <translation>перебор</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>самосвал</translation>
    </message>
    <message>
        <source>Dice game review</source>
        <extracomment>The decisions the coach warned about (issue 37): turn -&gt; {decision: what it said}; the review opens on the first, marked in its turn&apos;s list.</extracomment>
        <translation>Разбор партии в кости</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Сделанный ход</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>← Previous turn</source>
        <translation>← Предыдущий ход</translation>
    </message>
    <message>
        <source>Next turn →</source>
        <translation>Следующий ход →</translation>
    </message>
    <message>
        <source>Next mistake (M)</source>
        <translation>Следующая ошибка (M)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Chances to win after each move, as the strongest computer level sees them; ?? marks a move that gave away 5 % or more, ? 2 % or more.</source>
        <translation>Шансы на победу после каждого решения — по оценке сильного компьютера; ?? — решение, потерявшее 5 % и больше, ? — 2 % и больше.</translation>
    </message>
    <message>
        <source>Chances to win are given for games of two players with rules the strongest computer level knows; here only the moves are listed.</source>
        <translation>Шансы на победу даются для партий двух игроков по правилам, которые знает сильный компьютер; здесь показаны только ходы.</translation>
    </message>
    <message>
        <source>%1. Round %2 · %3: %4</source>
        <translation>%1. Круг %2 · %3: %4</translation>
    </message>
    <message>
        <source>Turn %1 of %2 · %3 · total %4</source>
        <translation>Ход %1 из %2 · %3 · всего %4</translation>
    </message>
    <message>
        <source>turn total %1, dice in hand %2</source>
        <translation>за ход %1, костей в руке %2</translation>
    </message>
</context>
<context>
    <name>DiceRules</name>
    <message>
        <source>Dice Thousand: the rules</source>
        <translation>Тысяча на костях: правила</translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with every option listed at the end.</source>
        <translation>Правила этой игры: набор «%1», все настройки перечислены в конце.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Be the first to reach %1 points.</source>
        <translation>Первым набрать %1 очков.</translation>
    </message>
    <message>
        <source>Be the first to pass %1 points: exactly %1 is not enough.</source>
        <translation>Первым набрать больше %1 очков: ровно %1 мало.</translation>
    </message>
    <message>
        <source>Be the first to score exactly %1 points: a turn that would pass it is lost.</source>
        <translation>Первым набрать ровно %1 очков: ход, который бы его превысил, сгорает.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Throw the five dice and set aside scoring dice, at least one. Then stop and add the turn total to your score, or throw the dice that are left to score more. A throw with no scoring die loses the whole turn total: that is a bust.</source>
        <translation>Бросьте пять костей и отложите очковые, хотя бы одну. Затем остановитесь и запишите очки хода себе или бросьте оставшиеся кости, чтобы набрать больше. Бросок без единой очковой кости сжигает все очки хода.</translation>
    </message>
    <message>
        <source>In this game every scoring die of a throw must be set aside.</source>
        <translation>В этой игре надо откладывать все очковые кости броска.</translation>
    </message>
    <message>
        <source>If the first throw of a turn scores nothing, you may throw it once more.</source>
        <translation>Если первый бросок хода пустой, его можно один раз перебросить.</translation>
    </message>
    <message>
        <source>Hot dice: when all five dice have scored, throw all five once more. If that throw scores, its points are added and the turn is banked; if it scores nothing, the turn is lost.</source>
        <translation>Когда сыграли все пять костей, бросьте все пять ещё раз. Если бросок принёс очки, они добавляются и ход записывается; если нет, ход сгорает.</translation>
    </message>
    <message>
        <source>Hot dice: when all five dice have scored, take all five and go on with the turn.</source>
        <translation>Когда сыграли все пять костей, возьмите все пять и продолжайте ход.</translation>
    </message>
    <message>
        <source>Scoring dice</source>
        <translation>Очковые кости</translation>
    </message>
    <message>
        <source>Five 1s in one throw win the game at once.</source>
        <translation>Пять единиц за один бросок сразу выигрывают игру.</translation>
    </message>
    <message>
        <source>Other dice score nothing. Dice thrown together are counted in the way that gives the most points.</source>
        <translation>Остальные кости очков не дают. Выброшенные вместе кости считаются так, чтобы вышло больше очков.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Your first stop of the game needs a turn total of at least %1; until then you have no score.</source>
        <translation>Первая остановка в игре требует хода не меньше чем на %1; до того у вас нет счёта.</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Ямы</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>A stop that reaches %1 stays at %1: you are on the barrel, and from there you must win in one turn (%2 points or more in the turn).</source>
        <translation>Остановка, достигшая %1, остаётся на %1: вы на бочке, и отсюда надо выиграть за один ход (%2 очков или больше за ход).</translation>
    </message>
    <message>
        <source>A player below the barrel may win without stopping on it.</source>
        <translation>Игрок ниже бочки может выиграть, не останавливаясь на ней.</translation>
    </message>
    <message>
        <source>A player who gets on the barrel knocks off whoever sits there.</source>
        <translation>Севший на бочку сбивает того, кто на ней сидит.</translation>
    </message>
    <message>
        <source>Several players may sit on the barrel together.</source>
        <translation>На бочке могут сидеть несколько игроков сразу.</translation>
    </message>
    <message>
        <source>A fall takes you back to your entry score.</source>
        <translation>При слёте вы возвращаетесь на свой счёт входа.</translation>
    </message>
    <message>
        <source>A fall takes you back to %1.</source>
        <translation>При слёте вы возвращаетесь на %1.</translation>
    </message>
    <message>
        <source>A fall takes you %1 below the barrel.</source>
        <translation>При слёте вы оказываетесь на %1 ниже бочки.</translation>
    </message>
    <message>
        <source>A fall takes you back to 0.</source>
        <translation>При слёте счёт обнуляется.</translation>
    </message>
    <message>
        <source>every lost turn</source>
        <translation>каждый проигранный ход</translation>
    </message>
    <message>
        <source>every empty first throw of a turn</source>
        <translation>каждый пустой первый бросок хода</translation>
    </message>
    <message>
        <source>A bolt for %1; %2 bolts cost %3 points.</source>
        <translation>Болт за %1; %2 болта стоят %3 очков.</translation>
    </message>
    <message>
        <source>Each time your overshoots reach a multiple of %1, you lose %2 points.</source>
        <translation>Каждый раз, когда число ваших переборов кратно %1, вы теряете %2 очков.</translation>
    </message>
    <message>
        <source>Each time your overshoots reach a multiple of %1, your score goes back to 0.</source>
        <translation>Каждый раз, когда число ваших переборов кратно %1, ваш счёт обнуляется.</translation>
    </message>
    <message>
        <source>A player passed by another&apos;s stop loses %1 points.</source>
        <translation>Игрок, которого обогнали чужой остановкой, теряет %1 очков.</translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly %1 goes back to 0.</source>
        <translation>Самосвал: счёт ровно %1 обнуляется.</translation>
    </message>
    <message>
        <source>A turn whose total reaches exactly %1 is lost too.</source>
        <translation>Ход, набравший ровно %1, тоже сгорает.</translation>
    </message>
    <message>
        <source>Penalties may take a score below 0.</source>
        <translation>Штрафы могут увести счёт ниже 0.</translation>
    </message>
    <message numerus="yes">
        <source>You may try %n turn(s) from the barrel; then you fall off.</source>
        <translation>
            <numerusform>С бочки можно пытаться %n ход; потом вы слетаете.</numerusform>
            <numerusform>С бочки можно пытаться %n хода; потом вы слетаете.</numerusform>
            <numerusform>С бочки можно пытаться %n ходов; потом вы слетаете.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fall off %n time(s) and your score goes back to 0.</source>
        <translation>
            <numerusform>Слетите %n раз — и счёт обнулится.</numerusform>
            <numerusform>Слетите %n раза — и счёт обнулится.</numerusform>
            <numerusform>Слетите %n раз — и счёт обнулится.</numerusform>
        </translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
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
        <translation>четыре</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пять</translation>
    </message>
    <message>
        <source>Straights: 1-2-3-4-5 scores %1, 2-3-4-5-6 scores %2.</source>
        <translation>Стриты: 1-2-3-4-5 даёт %1, 2-3-4-5-6 даёт %2.</translation>
    </message>
    <message>
        <source>Pits: %1. You may stop in a pit, but once in it you stop only with a total above its top: leave it in one turn.</source>
        <translation>Ямы: %1. В яме можно остановиться, но, попав в неё, остановиться можно только со счётом выше её верхней границы: выбирайтесь из неё за один ход.</translation>
    </message>
    <message>
        <source>All options of this game</source>
        <translation>Все настройки этой игры</translation>
    </message>
    <message>
        <source>Rules of dice Thousand</source>
        <translation>Правила Тысячи на костях</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>DiceSheet</name>
    <message>
        <source>entered</source>
        <extracomment>A settlement event of the mover, as a short mark in his cell (%1: the amount, if any).</extracomment>
        <translation>вход</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>бочка</translation>
    </message>
    <message>
        <source>fell off</source>
        <translation>слёт</translation>
    </message>
    <message>
        <source>falls: to 0</source>
        <translation>слёты: на 0</translation>
    </message>
    <message>
        <source>bolts %1</source>
        <translation>болты %1</translation>
    </message>
    <message>
        <source>overshoots %1</source>
        <translation>переборы %1</translation>
    </message>
    <message>
        <source>overshoots: to 0</source>
        <translation>переборы: на 0</translation>
    </message>
    <message>
        <source>dump truck</source>
        <translation>самосвал</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, now %2</source>
        <extracomment>A settlement event of another player, as a note (%1: the player, %2: his new total, %3: the amount).</extracomment>
        <translation>%1: сбили с бочки, теперь %2</translation>
    </message>
    <message>
        <source>%1: fell off the barrel, now %2</source>
        <translation>%1: слёт с бочки, теперь %2</translation>
    </message>
    <message>
        <source>%1: too many falls, now %2</source>
        <translation>%1: слишком много слётов, теперь %2</translation>
    </message>
    <message>
        <source>%1: overtaken, %3, now %2</source>
        <translation>%1: обгон, %3, теперь %2</translation>
    </message>
    <message>
        <source>%1: dump truck, now %2</source>
        <translation>%1: самосвал, теперь %2</translation>
    </message>
    <message>
        <source>overshoot %1</source>
        <extracomment>How a lost turn ended, as a mark (the cell shows a dash).</extracomment>
        <translation>перебор %1</translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation>на бочке %1/%2</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочке</translation>
    </message>
    <message>
        <source>Turn total %1; total %2</source>
        <translation>За ход %1; счёт %2</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Отложено: %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <extracomment>The theme&apos;s colour token of each kind of cell.</extracomment>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>Rules: %1. Each round starts with %2.</source>
        <translation>Правила: %1. Каждый круг начинает %2.</translation>
    </message>
    <message>
        <source>%1 won the game.</source>
        <translation>Победа: %1.</translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation>%1, с изменениями</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись очков</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>DiceStats</name>
    <message>
        <source>Dice game</source>
        <translation>Игра в кости</translation>
    </message>
    <message>
        <source>No dice statistics yet: finish a dice game first.</source>
        <translation>Статистики по костям пока нет: сначала доиграйте партию в кости.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Average turn</source>
        <translation>Средний ход</translation>
    </message>
    <message>
        <source>Busts</source>
        <translation>Сгоревшие ходы</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Попытки с бочки</translation>
    </message>
    <message>
        <source>Dice games with moves taken back: %1 (counted).</source>
        <translation>Партий в кости с возвратом ходов: %1 (учтены).</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Кости: %1</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>(key: %1)</source>
        <extracomment>The buttons that are not the move a prompt expects (by object name): a softer colour, or a warning one for conceding. The others are primary.</extracomment>
        <translation>(клавиша: %1)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>The player asked to review the deal (the deal review window).</extracomment>
        <translation>Запись</translation>
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
        <source>Deal %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>golden deal</source>
        <translation>золотой кон</translation>
    </message>
    <message>
        <source>barrel deal</source>
        <translation>игра с бочки</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: пас</translation>
    </message>
    <message>
        <source>The only move allowed: made without handing over the table.</source>
        <translation>Другого хода нет: сделан без передачи места.</translation>
    </message>
    <message>
        <source>You are forehand: play in the dark?</source>
        <translation>Вы на первой руке: сыграть втёмную?</translation>
    </message>
    <message>
        <source>A dark game is %1 played without looking at your cards; its result counts double.</source>
        <translation>Тёмная — это %1, заказанные не глядя в карты; результат считается вдвойне.</translation>
    </message>
    <message>
        <source>Play in the dark</source>
        <translation>Играть втёмную</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Посмотреть карты</translation>
    </message>
    <message>
        <source>You may ask for a redeal (%1).</source>
        <translation>Вы можете потребовать пересдачу (%1).</translation>
    </message>
    <message>
        <source>The same dealer deals again and nobody scores.</source>
        <translation>Тот же сдающий сдаёт заново, никто ничего не записывает.</translation>
    </message>
    <message>
        <source>Ask for a redeal</source>
        <translation>Пересдать</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>The bid is %1 (%2). Your bid?</source>
        <translation>Ставка %1 (%2). Ваша ставка?</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказать</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Up and Down arrows change the value</source>
        <extracomment>The name tests and the keyboard know this prompt by. Whether the hand&apos;s cards answer this prompt (the keyboard cursor walks over them). Whether Enter picks the card under the cursor (else Enter is a button&apos;s key). A list of legal values (bids or raises) that Up and Down change. The &quot;declare the marriage&quot; switch (M toggles it). The move the last hint suggested (Enter makes it).</extracomment>
        <translation>Стрелки вверх и вниз меняют число</translation>
    </message>
    <message>
        <source>Your bid?</source>
        <translation>Ваша ставка?</translation>
    </message>
    <message>
        <source>With a total below zero you may not bid: pass.</source>
        <translation>С отрицательным счётом торговаться нельзя: пас.</translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: pass.</source>
        <translation>На бочке вы ждёте своей раздачи: пас.</translation>
    </message>
    <message>
        <source>Without a marriage in hand you may bid up to %1.</source>
        <translation>Без марьяжа на руках можно заказать не больше %1.</translation>
    </message>
    <message>
        <source>Your marriages (%1) let you bid up to %2.</source>
        <translation>Ваши марьяжи (%1) позволяют заказать до %2.</translation>
    </message>
    <message>
        <source>You cannot go higher: pass.</source>
        <translation>Выше заказать нельзя: пас.</translation>
    </message>
    <message>
        <source>Choose a talon: click it, or press 1 or 2.</source>
        <translation>Выберите прикуп: щёлкните по нему или нажмите 1 или 2.</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Левый прикуп</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Правый прикуп</translation>
    </message>
    <message>
        <source>Choose two cards to lay aside.</source>
        <extracomment>The key that passes the chosen cards (or lays them aside); Enter and Space choose a card.</extracomment>
        <translation>Выберите две карты в снос.</translation>
    </message>
    <message>
        <source>Choose the cards to pass: the first to %1, the second to %2.</source>
        <translation>Выберите карты для сноса: первую для игрока %1, вторую для игрока %2.</translation>
    </message>
    <message>
        <source>Choose the card to pass to %1.</source>
        <translation>Выберите карту для игрока %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. Click a card, or press Enter on it, to choose it or take it back.</source>
        <translation>Выбрано: %1 из %2. Щелчок по карте или Enter на ней выбирает её или отменяет выбор.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. %3 lays them aside; a click or Enter on a chosen card takes it back.</source>
        <translation>Выбрано: %1 из %2. %3 — снести их; щелчок или Enter на выбранной карте отменяет выбор.</translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. %3 passes them; a click or Enter on a chosen card takes it back.</source>
        <translation>Выбрано: %1 из %2. %3 — отдать их; щелчок или Enter на выбранной карте отменяет выбор.</translation>
    </message>
    <message>
        <source>Pass the cards</source>
        <translation>Отдать карты</translation>
    </message>
    <message>
        <source>Lay them aside</source>
        <translation>Снести</translation>
    </message>
    <message>
        <source>Redeal: bad talon</source>
        <translation>Пересдать: плохой прикуп</translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>Расписать…</translation>
    </message>
    <message>
        <source>Your contract is %1.</source>
        <translation>Ваш заказ — %1.</translation>
    </message>
    <message>
        <source>Raise it, or lead a card to start.</source>
        <translation>Повысьте его или ходите, чтобы начать игру.</translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation>На бочке заказ должен быть не меньше %1: повысьте его, прежде чем ходить.</translation>
    </message>
    <message>
        <source>Raise…</source>
        <translation>Повысить…</translation>
    </message>
    <message>
        <source>Raise the contract</source>
        <translation>Повысить заказ</translation>
    </message>
    <message>
        <source>Raise your contract to %1? It cannot be lowered again.</source>
        <translation>Повысить заказ до %1? Понизить его потом будет нельзя.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <source>Give up this deal? It is scored at once:</source>
        <translation>Расписать эту раздачу? Она сразу будет записана так:</translation>
    </message>
    <message>
        <source>%1: %2 (total %3)</source>
        <translation>%1: %2 (итого %3)</translation>
    </message>
    <message>
        <source>Declare a marriage when I lead its king or queen</source>
        <translation>Объявлять марьяж, когда хожу его королём или дамой</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Ваш ход первым.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>Play any card.</source>
        <translation>Сыграйте любую карту.</translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Козырь: %1.</translation>
    </message>
    <message>
        <source>No trump yet.</source>
        <translation>Козыря пока нет.</translation>
    </message>
    <message>
        <source>Play a highlighted card.</source>
        <translation>Сыграйте одну из выделенных карт.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <extracomment>Hinted moves that are a card of the hand (the cursor is put on it).</extracomment>
        <translation>Подбираем подсказку…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>На этот раз подсказки нет.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Подсказка: %1.</translation>
    </message>
    <message>
        <source>It is marked on the table; Enter plays the card under the cursor.</source>
        <translation>Она отмечена на столе; Enter играет карту под курсором.</translation>
    </message>
    <message>
        <source>Enter bids the value in the box.</source>
        <translation>Enter заказывает значение из списка.</translation>
    </message>
    <message>
        <source>It is chosen; Enter on a chosen card takes it back.</source>
        <translation>Она выбрана; Enter на выбранной карте отменяет выбор.</translation>
    </message>
    <message>
        <source>Enter chooses the card under the cursor.</source>
        <translation>Enter выбирает карту под курсором.</translation>
    </message>
    <message>
        <source>Enter makes this move.</source>
        <translation>Enter — сделать этот ход.</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, ваш ход</translation>
    </message>
    <message>
        <source>Everybody else, please look away. %1, take the seat and show your cards when you are ready.</source>
        <translation>Остальные, пожалуйста, отвернитесь. %1, садитесь за компьютер и откройте свои карты, когда будете готовы.</translation>
    </message>
    <message>
        <source>Show my cards (Enter)</source>
        <translation>Открыть мои карты (Enter)</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The user asked for the menu (Esc), the score sheet, the rules, a new game. Review the deal just finished (the summary&apos;s &quot;Review&quot;). &quot;Count my points&quot;: the viewer&apos;s running card points and marriages on his plate. The human&apos;s turn on the panel (None while nobody human is asked anything). The coach&apos;s panel (issue 37), shown when the controller holds a costly move.</extracomment>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Step through this deal move by move and have it analysed</source>
        <translation>Пройти эту раздачу ход за ходом и получить её разбор</translation>
    </message>
    <message>
        <source>Next deal (Enter)</source>
        <translation>Следующая раздача (Enter)</translation>
    </message>
    <message>
        <source>dark game</source>
        <translation>тёмная</translation>
    </message>
    <message>
        <source>★ declarer</source>
        <translation>★ разыгрывающий</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
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
        <translation>Итого</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>на прикупе</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Главное меню</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Закрыть (L)</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>Сыграна %n раздача</numerusform>
            <numerusform>Сыграно %n раздачи</numerusform>
            <numerusform>Сыграно %n раздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <extracomment>(keys, what they do), as Help → Keyboard shows them.</extracomment>
        <translation>Влево / Вправо</translation>
    </message>
    <message>
        <source>move over the cards you may play</source>
        <translation>перейти к соседней карте, которой можно ходить</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>put the cursor on a card</source>
        <translation>поставить курсор на карту по номеру</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Пробел</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>заказать</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Вверх / Вниз</translation>
    </message>
    <message>
        <source>change the bid or raise</source>
        <translation>изменить ставку или повышение</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>raise the contract (or ask for a redeal when offered)</source>
        <translation>повысить заказ (или потребовать пересдачу, когда можно)</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>расписать</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>redeal a bad talon</source>
        <translation>пересдача из-за плохого прикупа</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>declare the marriage or not when leading its king or queen</source>
        <translation>объявлять ли марьяж, ходя его королём или дамой</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>play the card under the cursor, or choose it to pass or lay aside (again: take it back); Enter on a card you may not play says why</source>
        <translation>сыграть карту под курсором или выбрать её, чтобы отдать или снести (ещё раз — отменить выбор); Enter на карте, которой ходить нельзя, объясняет почему</translation>
    </message>
    <message>
        <source>pass in the bidding; pass the chosen cards or lay them aside</source>
        <translation>пас в торговле; отдать выбранные карты или снести их</translation>
    </message>
    <message>
        <source>hint: the cursor goes to the suggested card (Enter plays the card under the cursor); a suggested bid or pass is made by Enter</source>
        <translation>подсказка: курсор встаёт на предложенную карту (Enter играет карту под курсором); предложенный заказ или пас делает Enter</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>последняя взятка</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>запись</translation>
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
        <translation>следующая раздача (в итогах раздачи)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>новая игра</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>save</source>
        <translation>сохранить</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>load</source>
        <translation>загрузить</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>выйти</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back a move (games with take-backs allowed)</source>
        <translation>вернуть ход (в партиях, где это разрешено)</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>Влево / Вправо, Home / End</translation>
    </message>
    <message>
        <source>in the deal review: a move back or on, the deal&apos;s start or end</source>
        <translation>в разборе раздачи: ход назад или вперёд, начало или конец раздачи</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>choose a die of the throw, or put it back</source>
        <translation>выбрать кость из броска или вернуть её</translation>
    </message>
    <message>
        <source>Left / Right, Space</source>
        <translation>Влево / Вправо, Пробел</translation>
    </message>
    <message>
        <source>move over the dice; choose the die under the cursor</source>
        <translation>перейти по костям; выбрать кость под курсором</translation>
    </message>
    <message>
        <source>keep the chosen dice</source>
        <translation>отложить выбранные кости</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A (Ф)</translation>
    </message>
    <message>
        <source>keep every scoring die</source>
        <translation>отложить все очковые кости</translation>
    </message>
    <message>
        <source>throw the dice in hand</source>
        <translation>бросить кости, что в руке</translation>
    </message>
    <message>
        <source>stop: write the turn&apos;s points down</source>
        <translation>записать очки хода</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>подсказка</translation>
    </message>
    <message>
        <source>the scoring chart</source>
        <translation>таблица очков</translation>
    </message>
    <message>
        <source>Backspace, Ctrl+Z</source>
        <translation>Backspace, Ctrl+Z</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавиша</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Learn the card game</source>
        <translation>Учимся играть в карты</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <extracomment>What the course dialog answers besides a lesson&apos;s id. The pause before each move the lesson makes itself (ms): long enough to follow. The course&apos;s title (context &quot;Lessons&quot;). ``make_table(host, runner) -&gt; (table widget, controller)``: the game&apos;s real table and its controller (with :class:`LessonDriving`) over ``runner.game``. ``practice(host)``: a new game against computer players, at once. ``item(text)``: what the table&apos;s ``highlight`` takes for an item of a step&apos;s ``show`` (a card, a die&apos;s face).</extracomment>
        <translation>Урок %1 из %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Следующий урок</translation>
    </message>
    <message>
        <source>Practice against the computer</source>
        <translation>Потренироваться с компьютером</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Сыграть партию</translation>
    </message>
    <message>
        <source>Play this lesson again</source>
        <translation>Пройти урок ещё раз</translation>
    </message>
    <message>
        <source>Back to the lessons</source>
        <translation>К списку уроков</translation>
    </message>
    <message>
        <source>Your move: %1</source>
        <translation>Ваш ход: %1</translation>
    </message>
    <message>
        <source>Not that: %1</source>
        <translation>Не так: %1</translation>
    </message>
    <message>
        <source>Lesson done.</source>
        <translation>Урок пройден.</translation>
    </message>
    <message>
        <source>Short lessons on prepared deals: you make the moves, the lesson says why. Any lesson can be played again.</source>
        <extracomment>The step whose ``show`` the table points at now. The lesson has left the window; ``leave()`` makes it leave (set where it is shown).</extracomment>
        <translation>Короткие уроки на заготовленных раздачах: ходите вы, а урок объясняет почему. Любой урок можно пройти снова.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новый</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 lessons done</source>
        <translation>Пройдено уроков: %1 из %2</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Начать урок</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>A game against computer players</source>
        <translation>Партия с компьютерными игроками</translation>
    </message>
    <message>
        <source>Learn the dice game</source>
        <translation>Учимся играть в кости</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The seats&apos; names in every lesson: the learner, then the scripted players (a lesson of ``players`` seats takes the first ones; Gleb sits at the four-player table only).
----------
The seats&apos; names in every lesson: the learner, then the scripted player.</extracomment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Вера</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Глеб</translation>
    </message>
    <message>
        <source>Raise the contract to 120: your hearts marriage makes it safe.</source>
        <extracomment>A strong deal for the learner as forehand (seat 2 deals): hearts marriage, two spades. That deal played to its end: the learner raises to 120 and takes every trick. (The raise comes after the cards are given: the table&apos;s raise prompt offers it with a button, where the passing prompt would make it only by Enter on the hint.) A deal where Boris (forehand: seat 0 deals) declares and the learner defends.</extracomment>
        <translation>Повысьте заказ до 120: с червовым марьяжем это надёжно.</translation>
    </message>
    <message>
        <source>You play for 120. The script plays the tricks for you.</source>
        <translation>Вы играете 120. Взятки урок сыграет за вас.</translation>
    </message>
    <message>
        <source>The deal and the talon</source>
        <translation>Раздача и прикуп</translation>
    </message>
    <message>
        <source>Thousand is played with 24 cards: nine to ace in four suits. An ace is worth 11, a ten 10, a king 4, a queen 3, a jack 2, a nine 0. Three players get seven cards each and three go face down to the talon. The seat after the dealer is forehand: that is you.</source>
        <translation>В тысячу играют 24 картами: от девятки до туза в четырёх мастях. Туз стоит 11, десятка 10, король 4, дама 3, валет 2, девятка 0. Трём игрокам сдаётся по семь карт, три кладутся в прикуп рубашкой вверх. Игрок после сдающего — первая рука: это вы.</translation>
    </message>
    <message>
        <source>Forehand holds a bid of 100 without a word. Boris speaks first and passes.</source>
        <translation>Первая рука молча держит 100. Борис говорит первым и пасует.</translation>
    </message>
    <message>
        <source>Vera passes too: you play for 100 and the talon is yours. With ten cards now, you give one card face down to each opponent.</source>
        <translation>Вера тоже пасует: вы играете 100, и прикуп ваш. Теперь у вас десять карт, и вы отдаёте по одной карте рубашкой вверх каждому сопернику.</translation>
    </message>
    <message>
        <source>Boris has the nine of diamonds. Give Vera one more card.</source>
        <translation>Девятка бубен у Бориса. Отдайте ещё одну карту Вере.</translation>
    </message>
    <message>
        <source>Give the queen of clubs to Vera.</source>
        <translation>Отдайте даму треф Вере.</translation>
    </message>
    <message>
        <source>Everyone holds eight cards. Before the first lead you may still raise your contract, never lower it.</source>
        <translation>У всех по восемь карт. До первого хода заказ ещё можно повысить, но не понизить.</translation>
    </message>
    <message>
        <source>You play for 120 now. You lead to the first trick.</source>
        <translation>Теперь вы играете 120. Вы ходите первым.</translation>
    </message>
    <message>
        <source>The talon goes to whoever wins the auction; he passes one card to each opponent and may raise before he leads.</source>
        <translation>Прикуп берёт выигравший торги; он отдаёт по карте каждому сопернику и может повысить заказ до первого хода.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Вдвоём</translation>
    </message>
    <message>
        <source>At two, each player gets ten cards and the other four go face down to two talons of two. Boris deals, so you are forehand and hold 100.</source>
        <translation>Вдвоём каждому сдаётся по десять карт, а остальные четыре кладутся рубашкой вверх в два прикупа по две карты. Сдаёт Борис, так что вы — первая рука и держите 100.</translation>
    </message>
    <message>
        <source>Boris passes: you play for 100. Pick one of the two talons.</source>
        <translation>Борис пасует: вы играете 100. Выберите один из двух прикупов.</translation>
    </message>
    <message>
        <source>Take the left talon.</source>
        <translation>Возьмите левый прикуп.</translation>
    </message>
    <message>
        <source>The queen and jack of hearts are yours: with your king, a hearts marriage. Now put two cards aside face down.</source>
        <translation>Дама и валет червей ваши: с вашим королём это червовый марьяж. Теперь отложите две карты рубашкой вверх.</translation>
    </message>
    <message>
        <source>Give the nine of diamonds to Boris, it is worth nothing, and the queen of clubs to Vera: choose the queen too, then Pass the cards.</source>
        <translation>Отдайте Борису девятку бубен, она ничего не стоит, а Вере даму треф: выберите и даму, затем «Отдать карты».</translation>
    </message>
    <message>
        <source>Put the nines of diamonds and clubs aside: they are worth nothing. Choose the nine of clubs too, then Lay them aside.</source>
        <translation>Отложите девятки бубен и треф: они ничего не стоят. Выберите и девятку треф, затем «Снести».</translation>
    </message>
    <message>
        <source>Put the nine of clubs aside too.</source>
        <translation>Отложите и девятку треф.</translation>
    </message>
    <message>
        <source>The cards you put aside count for you as cards you won. You both hold ten cards and play ten tricks.</source>
        <translation>Отложенные карты засчитываются вам как взятые. У обоих по десять карт, и разыгрываются десять взяток.</translation>
    </message>
    <message>
        <source>The talon nobody took, with its points, goes to whoever takes the last trick.</source>
        <translation>Прикуп, который никто не взял, со всеми его очками достаётся тому, кто возьмёт последнюю взятку.</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Вчетвером</translation>
    </message>
    <message>
        <source>At four, the dealer takes no cards and sits the deal out; the three others play it as a deal for three. Gleb deals this time, so you are forehand.</source>
        <translation>Вчетвером сдающий карт не получает и пропускает раздачу; трое остальных играют её как раздачу на троих. Сейчас сдаёт Глеб, так что вы — первая рука.</translation>
    </message>
    <message>
        <source>You make your 120. Gleb sat out: he scores the card points of the talon, the jack of hearts, nine of hearts and queen of clubs: 5.</source>
        <translation>Вы сыграли свои 120. Глеб пропускал раздачу: он записывает очки карт прикупа — валета червей, девятки червей и дамы треф: 5.</translation>
    </message>
    <message>
        <source>The deal passes clockwise, so each player sits out every fourth deal.</source>
        <translation>Сдача переходит по часовой стрелке, так что каждый пропускает каждую четвёртую раздачу.</translation>
    </message>
    <message>
        <source>Bidding and its limits</source>
        <translation>Торговля и её пределы</translation>
    </message>
    <message>
        <source>Vera is forehand and holds 100. Each bid must be higher than the last, in steps of 5. Without a marriage in hand you may bid at most 120; each marriage you hold raises that limit by its value (hearts 100, diamonds 80, clubs 60, spades 40).</source>
        <translation>Вера — первая рука и держит 100. Каждая ставка выше предыдущей, шагом 5. Без марьяжа на руках можно заказать не больше 120; каждый марьяж поднимает этот предел на свою стоимость (черви 100, бубны 80, трефы 60, пики 40).</translation>
    </message>
    <message>
        <source>Bid 120.</source>
        <translation>Закажите 120.</translation>
    </message>
    <message>
        <source>Your hearts marriage lets you bid up to 220, so 120 is safe.</source>
        <translation>С червовым марьяжем можно заказывать до 220, так что 120 — надёжно.</translation>
    </message>
    <message>
        <source>Boris holds the diamonds marriage: he may go up to 200, and says 125.</source>
        <translation>У Бориса бубновый марьяж: ему можно до 200, и он говорит 125.</translation>
    </message>
    <message>
        <source>Vera passes: she is out of this auction.</source>
        <translation>Вера пасует: в этих торгах она больше не участвует.</translation>
    </message>
    <message>
        <source>Bid 130 to stay in the auction.</source>
        <translation>Закажите 130, чтобы остаться в торгах.</translation>
    </message>
    <message>
        <source>You bid 130.</source>
        <translation>Вы заказали 130.</translation>
    </message>
    <message>
        <source>Boris passes: only you remain, and you play for 130 with the talon.</source>
        <translation>Борис пасует: остались только вы, и вы играете 130 с прикупом.</translation>
    </message>
    <message>
        <source>A player who passes is out for the deal; the last one left plays for his bid.</source>
        <translation>Спасовавший выходит из торгов до конца раздачи; последний оставшийся играет свою ставку.</translation>
    </message>
    <message>
        <source>Following suit and trumping</source>
        <translation>Масть и козыри</translation>
    </message>
    <message>
        <source>Boris plays for 100 and leads. You must follow the suit led when you can; when you cannot, you must play a trump if there is a trump suit and you hold one. A deal starts without a trump.</source>
        <translation>Борис играет 100 и ходит первым. Нужно класть карту масти хода, если она есть; если нет — козырь, если козырь объявлен и он у вас есть. Раздача начинается без козыря.</translation>
    </message>
    <message>
        <source>Spades were led: follow with your nine of spades.</source>
        <translation>Зашли с пик: положите девятку пик.</translation>
    </message>
    <message>
        <source>The ace of spades takes the trick: the highest card of the suit led wins when there is no trump.</source>
        <translation>Туз пик берёт взятку: без козыря побеждает старшая карта масти хода.</translation>
    </message>
    <message>
        <source>Boris has won a trick, so he may declare: he leads the king of hearts holding the queen. Hearts are trump now and he scores 100.</source>
        <translation>Борис взял взятку и может объявить марьяж: он ходит с короля червей, держа даму. Теперь черви — козырь, и у него 100 очков.</translation>
    </message>
    <message>
        <source>Hearts were led: follow suit with the nine of hearts.</source>
        <translation>Зашли с червей: положите девятку червей.</translation>
    </message>
    <message>
        <source>You followed suit.</source>
        <translation>Вы положили карту в масть.</translation>
    </message>
    <message>
        <source>You have no clubs: you must trump with the jack of hearts.</source>
        <translation>Треф у вас нет: нужно бить козырем, валетом червей.</translation>
    </message>
    <message>
        <source>Your jack of hearts is a trump: it beats the ace of clubs and the trick is yours.</source>
        <translation>Валет червей — козырь: он бьёт туза треф, и взятка ваша.</translation>
    </message>
    <message>
        <source>Follow suit; without the suit, trump; only without both may you play anything.</source>
        <translation>Кладите в масть; нет масти — козырь; только если нет ни того, ни другого, можно класть любую карту.</translation>
    </message>
    <message>
        <source>Marriages and trump</source>
        <translation>Марьяжи и козырь</translation>
    </message>
    <message>
        <source>A king and queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100. You declare it by leading one of them while holding the other, but only after you have won a trick in the deal. Its suit becomes trump.</source>
        <translation>Король и дама одной масти — марьяж: пики 40, трефы 60, бубны 80, черви 100. Его объявляют, заходя с одной из этих карт при другой на руках, но только после взятой в раздаче взятки. Его масть становится козырем.</translation>
    </message>
    <message>
        <source>You won the last trick: lead the queen of diamonds to declare your diamonds marriage.</source>
        <translation>Вы взяли последнюю взятку: зайдите с дамы бубен, чтобы объявить бубновый марьяж.</translation>
    </message>
    <message>
        <source>You score 80 at once, and diamonds are trump from now on in place of hearts.</source>
        <translation>Вы сразу получаете 80, и с этого хода козырь — бубны вместо червей.</translation>
    </message>
    <message>
        <source>A marriage scores once, when it is declared; a later marriage changes the trump again.</source>
        <translation>Марьяж засчитывается один раз, когда его объявляют; следующий марьяж снова меняет козырь.</translation>
    </message>
    <message>
        <source>The ace marriage (house option)</source>
        <translation>Тузовый марьяж (домашнее правило)</translation>
    </message>
    <message>
        <source>Some tables play the ace marriage: leading an ace while holding all four declares it for 200, after a trick won, as any marriage. It does not change the trump. This lesson turns the option on.</source>
        <translation>За некоторыми столами играют тузовый марьяж: заход с туза при всех четырёх тузах на руках объявляет его за 200 — после взятой взятки, как любой марьяж. Козырь он не меняет. В этом уроке правило включено.</translation>
    </message>
    <message>
        <source>First win a trick: lead the ten of spades (your ace of spades is the only card above it).</source>
        <translation>Сначала возьмите взятку: зайдите с десятки пик (старше неё только ваш туз пик).</translation>
    </message>
    <message>
        <source>You are leading. The trick will be yours.</source>
        <translation>Вы зашли. Взятка будет ваша.</translation>
    </message>
    <message>
        <source>Lead an ace now to declare the ace marriage.</source>
        <translation>Теперь зайдите с туза, чтобы объявить тузовый марьяж.</translation>
    </message>
    <message>
        <source>200 for the ace marriage.</source>
        <translation>200 за тузовый марьяж.</translation>
    </message>
    <message>
        <source>The ace marriage is a house option: it is off in the classic rules.</source>
        <translation>Тузовый марьяж — домашнее правило: в классических правилах его нет.</translation>
    </message>
    <message>
        <source>Scoring and the contract</source>
        <translation>Подсчёт очков и заказ</translation>
    </message>
    <message>
        <source>Your deal points are the cards of the tricks you take plus your marriages. The declarer scores his contract if he reaches it, and loses it if he does not. Defenders score their points, rounded to 5.</source>
        <translation>Ваши очки за раздачу — это карты во взятых взятках плюс объявленные марьяжи. Разыгрывающий записывает свой заказ, если набрал его, и теряет его, если нет. Соперники записывают свои очки, округлённые до 5.</translation>
    </message>
    <message>
        <source>Play your last card, the nine of hearts.</source>
        <translation>Сыграйте последнюю карту, девятку червей.</translation>
    </message>
    <message>
        <source>You took 120 in cards and declared 100: 220 points. You reach your contract, so you score 120: never more than the contract. Boris and Vera took nothing.</source>
        <translation>Вы взяли 120 в картах и объявили 100: 220 очков. Заказ сыгран, и вы записываете 120 — никогда не больше заказа. Борис и Вера не взяли ничего.</translation>
    </message>
    <message>
        <source>Bid what your hand can take: a contract missed costs its whole value.</source>
        <translation>Заказывайте то, что рука может взять: несыгранный заказ стоит всей своей величины.</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болты</translation>
    </message>
    <message>
        <source>A player who takes no trick in a deal gets a bolt. Every third bolt costs him 120. Boris starts this deal with two bolts.</source>
        <translation>Кто не взял в раздаче ни одной взятки, получает болт. Каждый третий болт стоит 120. У Бориса перед этой раздачей два болта.</translation>
    </message>
    <message>
        <source>Lead the king of hearts to declare your marriage.</source>
        <translation>Зайдите с короля червей, чтобы объявить марьяж.</translation>
    </message>
    <message>
        <source>Keep taking every trick: the script plays them for you.</source>
        <translation>Берите все взятки дальше: урок сыграет их за вас.</translation>
    </message>
    <message>
        <source>Boris and Vera took no trick: each gets a bolt. It is Boris&apos;s third, so he loses 120 and his count starts again.</source>
        <translation>Борис и Вера не взяли ни одной взятки: каждому по болту. У Бориса он третий, поэтому он теряет 120, и счёт болтов начинается заново.</translation>
    </message>
    <message>
        <source>Take at least one trick in every deal, even a poor one.</source>
        <translation>Берите хотя бы одну взятку в каждой раздаче, даже пустую.</translation>
    </message>
    <message>
        <source>The barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>The game is played to 1000. A total that would pass 880 stops there: the player is on the barrel. To win from it he must win the auction and make a contract of at least 120 within three deals, or he falls off and loses 120. You have 800.</source>
        <translation>Игра идёт до 1000. Сумма, которая перешла бы 880, останавливается на 880: игрок на бочке. Чтобы выиграть, ему нужно за три раздачи выиграть торги и сыграть заказ не меньше 120, иначе он падает с бочки и теряет 120. У вас 800.</translation>
    </message>
    <message>
        <source>800 and 120 would make 920, but your total stops at 880: you are on the barrel. On it you score nothing as a defender.</source>
        <translation>800 и 120 дали бы 920, но ваша сумма останавливается на 880: вы на бочке. На бочке в чужой игре вы ничего не записываете.</translation>
    </message>
    <message>
        <source>On the barrel, only a won contract of 120 or more takes you to 1000.</source>
        <translation>С бочки до 1000 доводит только сыгранный заказ от 120.</translation>
    </message>
    <message>
        <source>The dump truck</source>
        <translation>Самосвал</translation>
    </message>
    <message>
        <source>A total that ends a deal at exactly 555 goes back to 0: the dump truck. So does −555. You have 435 and play for 120.</source>
        <translation>Сумма, которая после раздачи ровно 555, сбрасывается на 0: самосвал. Так же и −555. У вас 435, и вы играете 120.</translation>
    </message>
    <message>
        <source>435 and 120 make exactly 555: the dump truck takes your total back to 0.</source>
        <translation>435 и 120 — ровно 555: самосвал сбрасывает вашу сумму на 0.</translation>
    </message>
    <message>
        <source>Near 555, count before you bid.</source>
        <translation>Возле 555 считайте, прежде чем заказывать.</translation>
    </message>
    <message>
        <source>The dark game (house option)</source>
        <translation>Игра втёмную (домашнее правило)</translation>
    </message>
    <message>
        <source>Some tables let forehand announce, before any bid and without seeing the talon, that he plays 120 in the dark: his result counts double. This lesson turns the option on.</source>
        <translation>За некоторыми столами первая рука может до торгов, не видя прикупа, объявить, что играет 120 втёмную: её результат считается вдвойне. В этом уроке правило включено.</translation>
    </message>
    <message>
        <source>Announce the dark game without looking: the lesson has dealt you a strong hand.</source>
        <translation>Объявите игру втёмную, не глядя в карты: урок сдал вам сильную руку.</translation>
    </message>
    <message>
        <source>You play 120 in the dark. The others may only pass.</source>
        <translation>Вы играете 120 втёмную. Остальным остаётся только пас.</translation>
    </message>
    <message>
        <source>You made your 120 in the dark: it counts double, 240.</source>
        <translation>Вы сыграли свои 120 втёмную: это считается вдвойне, 240.</translation>
    </message>
    <message>
        <source>The dark game is off in the classic rules.</source>
        <translation>В классических правилах игры втёмную нет.</translation>
    </message>
    <message>
        <source>The golden round (house option)</source>
        <translation>Золотой кон (домашнее правило)</translation>
    </message>
    <message>
        <source>Some tables open the game with a golden round: deals without an auction, where forehand plays 120 with the talon and every score counts double. This lesson turns the option on.</source>
        <translation>За некоторыми столами партию начинают с золотого кона: раздачи без торгов, где первая рука играет 120 с прикупом, а все очки считаются вдвойне. В этом уроке правило включено.</translation>
    </message>
    <message>
        <source>No auction: the talon is yours. Give the nine of diamonds to Boris and the queen of clubs to Vera, then Pass the cards.</source>
        <translation>Торгов нет: прикуп ваш. Отдайте Борису девятку бубен, а Вере даму треф, затем «Отдать карты».</translation>
    </message>
    <message>
        <source>You play 120, doubled.</source>
        <translation>Вы играете 120, вдвойне.</translation>
    </message>
    <message>
        <source>120 made in the golden round: 240.</source>
        <translation>120 сыграно в золотом коне: 240.</translation>
    </message>
    <message>
        <source>The golden round is off in the classic rules.</source>
        <translation>В классических правилах золотого кона нет.</translation>
    </message>
    <message>
        <source>Conceding a deal</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <source>Your hand is weak and you had to play for 100 as forehand. After taking the talon, and before the first lead, the declarer may give the deal up: he loses his contract and each opponent gets half of it.</source>
        <translation>Рука слабая, а вам как первой руке пришлось играть 100. Взяв прикуп и до первого хода, разыгрывающий может расписать раздачу: он теряет заказ, а каждый соперник получает половину.</translation>
    </message>
    <message>
        <source>Concede the deal: with these cards you cannot take 100.</source>
        <translation>Распишите раздачу: с такими картами 100 не набрать.</translation>
    </message>
    <message>
        <source>You lose 100; Boris and Vera get 50 each. Played out, the deal would cost you the same 100 and give them far more.</source>
        <translation>Вы теряете 100; Борис и Вера получают по 50. Если играть, вы потеряли бы те же 100, а они получили бы гораздо больше.</translation>
    </message>
    <message>
        <source>Concede a hopeless deal rather than play it: it costs less. You may not concede on the barrel.</source>
        <translation>Безнадёжную раздачу лучше расписать, чем играть: так дешевле. На бочке расписывать нельзя.</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>A player dealt all four nines may ask for the cards to be dealt again before the bidding. The same dealer deals again and nobody scores.</source>
        <translation>Игрок, которому пришли все четыре девятки, может до торгов попросить пересдачу. Тот же сдающий сдаёт снова, и никто ничего не записывает.</translation>
    </message>
    <message>
        <source>You hold all four nines: ask for a redeal.</source>
        <translation>У вас все четыре девятки: попросите пересдачу.</translation>
    </message>
    <message>
        <source>The cards are dealt again.</source>
        <translation>Карты сдаются заново.</translation>
    </message>
    <message>
        <source>A redeal is a right, not a duty: with a strong hand, play it.</source>
        <translation>Пересдача — право, а не обязанность: с сильной рукой играйте.</translation>
    </message>
    <message>
        <source>Throw the dice.</source>
        <translation>Бросьте кости.</translation>
    </message>
    <message>
        <source>Boris threw on, and nothing scored: his turn is lost.</source>
        <extracomment>Boris&apos;s turn between two of the learner&apos;s: he throws on and loses it all.</extracomment>
        <translation>Борис бросил ещё раз и ничего не выбросил: ход сгорел.</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Что приносит очки</translation>
    </message>
    <message>
        <source>You throw five dice. A one is worth 10 and a five 5. Three of a kind are worth ten times the face (three fours: 40), three ones 100; four of a kind twice that, five ten times. 1 2 3 4 5 is worth 125 and 2 3 4 5 6 250. After each throw you set scoring dice aside.</source>
        <translation>Бросают пять костей. Единица стоит 10, пятёрка 5. Три одинаковых стоят десять раз по значению (три четвёрки — 40), три единицы 100; четыре одинаковых вдвое больше, пять — вдесятеро. 1 2 3 4 5 стоит 125, 2 3 4 5 6 — 250. После каждого броска кости с очками откладывают.</translation>
    </message>
    <message>
        <source>A one and three fours: they score.</source>
        <translation>Единица и три четвёрки: они приносят очки.</translation>
    </message>
    <message>
        <source>Set aside the one and the three fours.</source>
        <translation>Отложите единицу и три четвёрки.</translation>
    </message>
    <message>
        <source>10 for the one and 40 for the three fours: 50 this turn.</source>
        <translation>10 за единицу и 40 за три четвёрки: 50 за ход.</translation>
    </message>
    <message>
        <source>Only ones, fives, three or more of a kind and the straights score.</source>
        <translation>Очки приносят только единицы, пятёрки, три и больше одинаковых и стриты.</translation>
    </message>
    <message>
        <source>Keeping and throwing again</source>
        <translation>Отложить и бросить снова</translation>
    </message>
    <message>
        <source>After a keep you throw the dice left in hand again, and add what they score. You need not keep every scoring die: more dice in hand score more often.</source>
        <translation>Отложив кости, вы бросаете оставшиеся и прибавляете их очки. Откладывать все кости с очками не обязательно: чем больше костей в руке, тем чаще они приносят очки.</translation>
    </message>
    <message>
        <source>Keep only the one: the five is worth little, and four dice thrown again have a better chance.</source>
        <translation>Отложите только единицу: пятёрка стоит мало, а у четырёх костей больше шансов.</translation>
    </message>
    <message>
        <source>10 kept; four dice in hand.</source>
        <translation>Отложено 10; в руке четыре кости.</translation>
    </message>
    <message>
        <source>Three fives!</source>
        <translation>Три пятёрки!</translation>
    </message>
    <message>
        <source>Keep the three fives.</source>
        <translation>Отложите три пятёрки.</translation>
    </message>
    <message>
        <source>Three fives are worth 50: 60 this turn.</source>
        <translation>Три пятёрки стоят 50: 60 за ход.</translation>
    </message>
    <message>
        <source>What you keep adds up over the turn until you stop or lose it.</source>
        <translation>Отложенное копится весь ход, пока вы не остановитесь или не потеряете его.</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>По второму кругу</translation>
    </message>
    <message>
        <source>When all five dice have scored and been kept, you must throw all five again. That throw confirms the turn: if it scores, you keep and bank; if it is empty, the whole turn is lost.</source>
        <translation>Когда все пять костей принесли очки и отложены, нужно бросить все пять снова. Этот бросок подтверждает ход: если он даёт очки, вы откладываете и записываете; если он пустой, сгорает весь ход.</translation>
    </message>
    <message>
        <source>Keep all five dice: three ones and two fives.</source>
        <translation>Отложите все пять костей: три единицы и две пятёрки.</translation>
    </message>
    <message>
        <source>110 kept, and no die left in hand: hot dice. Throw all five again.</source>
        <translation>Отложено 110, в руке ни одной кости: по второму кругу. Бросьте все пять снова.</translation>
    </message>
    <message>
        <source>A one: the turn is confirmed.</source>
        <translation>Единица: ход подтверждён.</translation>
    </message>
    <message>
        <source>Keep the one.</source>
        <translation>Отложите единицу.</translation>
    </message>
    <message>
        <source>120 banked at once.</source>
        <translation>120 сразу записаны.</translation>
    </message>
    <message>
        <source>Hot dice are a gift with a risk: the confirming throw can lose the turn.</source>
        <translation>Второй круг — подарок с риском: подтверждающий бросок может сжечь ход.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Допуск</translation>
    </message>
    <message>
        <source>Your first bank must be at least 75 points: until then you may not stop. The whole turn total counts once you enter.</source>
        <translation>Первая запись должна быть не меньше 75 очков: до этого останавливаться нельзя. Когда допуск взят, записывается весь набранный за ход счёт.</translation>
    </message>
    <message>
        <source>Keep the five.</source>
        <translation>Отложите пятёрку.</translation>
    </message>
    <message>
        <source>5 is far from 75: you may not stop yet, so throw again.</source>
        <translation>5 далеко до 75: останавливаться ещё нельзя, бросайте снова.</translation>
    </message>
    <message>
        <source>Keep the three ones.</source>
        <translation>Отложите три единицы.</translation>
    </message>
    <message>
        <source>105 this turn: enough to enter.</source>
        <translation>105 за ход: на допуск хватает.</translation>
    </message>
    <message>
        <source>Stop and bank your 105.</source>
        <translation>Остановитесь и запишите свои 105.</translation>
    </message>
    <message>
        <source>You have entered with 105; from now on any bank is allowed.</source>
        <translation>Допуск взят со 105; теперь можно записывать любую сумму.</translation>
    </message>
    <message>
        <source>Entering is once a game.</source>
        <translation>Допуск берут один раз за партию.</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Остановка</translation>
    </message>
    <message>
        <source>After a keep that leaves dice in hand you choose: stop and bank the turn total, or throw again. An empty throw, with no scoring die, loses everything this turn. You have 200.</source>
        <translation>Если после откладывания в руке остались кости, вы выбираете: остановиться и записать набранное или бросить снова. Пустой бросок, без единой кости с очками, сжигает всё набранное за ход. У вас 200.</translation>
    </message>
    <message>
        <source>Keep the two ones and the five.</source>
        <translation>Отложите две единицы и пятёрку.</translation>
    </message>
    <message>
        <source>25 this turn, two dice in hand: a throw of two is empty 4 times in 9.</source>
        <translation>25 за ход, в руке две кости: бросок двух костей пуст 4 раза из 9.</translation>
    </message>
    <message>
        <source>Stop and bank your 225.</source>
        <translation>Остановитесь и запишите 225.</translation>
    </message>
    <message>
        <source>225: banked. Now Boris plays.</source>
        <translation>225 записано. Теперь ходит Борис.</translation>
    </message>
    <message>
        <source>The fewer dice in hand, the sooner to stop.</source>
        <translation>Чем меньше костей в руке, тем раньше стоит остановиться.</translation>
    </message>
    <message>
        <source>The barrel and winning</source>
        <translation>Бочка и победа</translation>
    </message>
    <message>
        <source>The game is won at 1000. A bank that reaches 850 stops there: you are on the barrel. From the barrel you must make 150 in one turn, without stopping. You have 780.</source>
        <translation>Партия выигрывается на 1000. Запись, которая доходит до 850, останавливается там: вы на бочке. С бочки нужно набрать 150 за один ход, не останавливаясь. У вас 780.</translation>
    </message>
    <message>
        <source>Keep the three ones and the five.</source>
        <translation>Отложите три единицы и пятёрку.</translation>
    </message>
    <message>
        <source>105: 780 and 105 would be 885.</source>
        <translation>105: 780 и 105 дали бы 885.</translation>
    </message>
    <message>
        <source>Stop and bank.</source>
        <translation>Остановитесь и запишите.</translation>
    </message>
    <message>
        <source>Your total stops at 850: you are on the barrel.</source>
        <translation>Ваш счёт останавливается на 850: вы на бочке.</translation>
    </message>
    <message>
        <source>Four ones!</source>
        <translation>Четыре единицы!</translation>
    </message>
    <message>
        <source>Keep the four ones: 200.</source>
        <translation>Отложите четыре единицы: 200.</translation>
    </message>
    <message>
        <source>200 in one turn from the barrel: you reach 1000 and win.</source>
        <translation>200 за один ход с бочки: вы доходите до 1000 и выигрываете.</translation>
    </message>
    <message>
        <source>The barrel turns the last points into one big throw.</source>
        <translation>Бочка превращает последние очки в один большой ход.</translation>
    </message>
    <message>
        <source>Pits (house option)</source>
        <translation>Ямы (домашнее правило)</translation>
    </message>
    <message>
        <source>Some tables play pits: a band such as 300 to 400 must be left in one bank. From 330 you may stop only above 400. This lesson turns the option on.</source>
        <translation>За некоторыми столами играют с ямами: из полосы, например от 300 до 400, нужно выйти одной записью. С 330 остановиться можно только выше 400. В этом уроке правило включено.</translation>
    </message>
    <message>
        <source>340 would still be in the pit: you must throw on.</source>
        <translation>340 — всё ещё в яме: бросайте дальше.</translation>
    </message>
    <message>
        <source>110 this turn: 440, out of the pit.</source>
        <translation>110 за ход: 440, вы вышли из ямы.</translation>
    </message>
    <message>
        <source>Stop: you are out of the pit.</source>
        <translation>Остановитесь: вы вышли из ямы.</translation>
    </message>
    <message>
        <source>Banked at 440.</source>
        <translation>Записано: 440.</translation>
    </message>
    <message>
        <source>Pits are off in the classic rules.</source>
        <translation>В классических правилах ям нет.</translation>
    </message>
    <message>
        <source>Bolts (house option)</source>
        <translation>Болты (домашнее правило)</translation>
    </message>
    <message>
        <source>With bolts played, every turn lost to an empty throw is a bolt; the third costs 100. You have two already and 300 points.</source>
        <translation>Если играют с болтами, каждый ход, сгоревший на пустом броске, — болт; третий стоит 100. У вас уже два болта и 300 очков.</translation>
    </message>
    <message>
        <source>Nothing scores: the turn is lost, a third bolt, and 100 off: 200.</source>
        <translation>Очков нет: ход сгорел, третий болт и минус 100: 200.</translation>
    </message>
    <message>
        <source>Bolts are off in the classic rules.</source>
        <translation>В классических правилах болтов нет.</translation>
    </message>
    <message>
        <source>Overtaking (house option)</source>
        <translation>Обгон (домашнее правило)</translation>
    </message>
    <message>
        <source>With the overtaking penalty played, when your bank passes another player&apos;s total, he loses 50. Boris has 250, you 200.</source>
        <translation>Если играют со штрафом за обгон, то когда ваша запись обгоняет счёт другого игрока, он теряет 50. У Бориса 250, у вас 200.</translation>
    </message>
    <message>
        <source>105 this turn.</source>
        <translation>105 за ход.</translation>
    </message>
    <message>
        <source>Stop and bank: 305.</source>
        <translation>Остановитесь и запишите: 305.</translation>
    </message>
    <message>
        <source>305 passes Boris&apos;s 250: he loses 50.</source>
        <translation>305 обгоняет 250 Бориса: он теряет 50.</translation>
    </message>
    <message>
        <source>Overtaking is off in the classic rules.</source>
        <translation>В классических правилах обгона нет.</translation>
    </message>
    <message>
        <source>Look at: %1</source>
        <translation>Смотрите: %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Thousand</source>
        <extracomment>How long after a table leaves the screen the heap&apos;s free memory is given back (ms): its deferred deletes and the last computer players&apos; threads are done by then. The games&apos; UIs (the registry&apos;s order) and the games (the storage&apos;s registry). The status bar&apos;s &quot;Not saved&quot; mark (made the first time a save fails). The app&apos;s folders that cannot be written (read-only, full): said once at start, then only marked; the problems of their failed writes are only logged. Each game&apos;s screens in this window, by the game&apos;s name (the registry&apos;s order).</extracomment>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Each entry by its key (&quot;new&quot;, &quot;dice_new&quot;, &quot;save&quot;, &quot;undo&quot;...).</extracomment>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>New &amp;dice game…</source>
        <translation>Новая игра в &amp;кости…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message>
        <source>&amp;Load or delete saves…</source>
        <translation>&amp;Загрузить или удалить сохранения…</translation>
    </message>
    <message>
        <source>&amp;Import a game record…</source>
        <translation>&amp;Импортировать запись партии…</translation>
    </message>
    <message>
        <source>&amp;Export this game&apos;s record…</source>
        <translation>&amp;Экспортировать запись этой партии…</translation>
    </message>
    <message>
        <source>Re&amp;view a game record…</source>
        <translation>Ра&amp;збор записи партии…</translation>
    </message>
    <message>
        <source>&amp;Take back a move</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>Review &amp;deals…</source>
        <translation>Разбор &amp;раздач…</translation>
    </message>
    <message>
        <source>C&amp;oach at the table</source>
        <translation>&amp;Тренер за столом</translation>
    </message>
    <message>
        <source>The coach warns before a costly move in this game</source>
        <translation>Тренер предупреждает о невыгодном ходе в этой партии</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Ста&amp;тистика</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Главное меню</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Запись счёта</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>Rules of the &amp;dice game</source>
        <translation>Правила игры в &amp;кости</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Your game is not saved. Quit anyway?</source>
        <translation>Партия не сохранена. Всё равно выйти?</translation>
    </message>
    <message>
        <source>It could not be written in %1. “Save to a file…” keeps it where you choose; Game → Import a game record… goes on with it later.</source>
        <translation>Её не удалось записать в %1. «Сохранить в файл…» сохранит её там, где вы выберете; Игра → Импортировать запись партии… позже продолжит её.</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Сохранить в файл…</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Всё равно выйти</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Save to a file</source>
        <translation>Сохранить в файл</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <source>The game in progress could not be saved. Saving is tried again after every move.</source>
        <translation>Текущую партию не удалось сохранить. Сохранение повторяется после каждого хода.</translation>
    </message>
    <message>
        <source>Nothing can be written in %1 (%2): games and statistics are not kept.</source>
        <translation>В %1 ничего нельзя записать (%2): партии и статистика не сохраняются.</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>Чтение записи партии…</translation>
    </message>
    <message>
        <source>There are no take-backs in a network game.</source>
        <translation>В сетевой игре ходы не отменяются.</translation>
    </message>
    <message>
        <source>Take-backs are off in this game (New game → Allow take-backs).</source>
        <translation>В этой партии возврат ходов выключен (Новая игра → Разрешить возврат ходов).</translation>
    </message>
    <message>
        <source>Take-backs are for games against the computer.</source>
        <translation>Возвращать ходы можно только в игре с компьютером.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Нет вашего хода, который можно вернуть.</translation>
    </message>
    <message>
        <source>Review deals</source>
        <translation>Разбор раздач</translation>
    </message>
    <message>
        <source>No deal of this game is over yet.</source>
        <translation>В этой партии ещё нет законченных раздач.</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Разбор записи партии</translation>
    </message>
    <message>
        <source>Thousand %1: both games called «Тысяча», the card game and the dice game, against computer players or friends on one computer.</source>
        <translation>Тысяча %1: обе игры с этим именем, карточная и в кости, против компьютера или с друзьями за одним компьютером.</translation>
    </message>
    <message>
        <source>Thousand cannot write in %1 (%2): the game in progress, saved games and statistics will not be kept.</source>
        <extracomment>What is not kept while a folder cannot be written, by its role.</extracomment>
        <translation>Тысяча не может писать в %1 (%2): текущая партия, сохранённые партии и статистика не будут сохранены.</translation>
    </message>
    <message>
        <source>Thousand cannot write in %1 (%2): your settings will not be kept.</source>
        <translation>Тысяча не может писать в %1 (%2): настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>You can play on: the status bar says “Not saved”, and Game → Export this game&apos;s record… writes a game to a folder you choose. Or start Thousand with --data-dir and a folder it may write in.</source>
        <translation>Играть можно: в строке состояния будет «Не сохранено», а Игра → Экспортировать запись этой партии… запишет партию в выбранную вами папку. Или запустите Тысячу с --data-dir и папкой, в которую можно писать.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The table of each game&apos;s keys, by the game&apos;s name.</extracomment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be used; our own deck is shown instead.</source>
        <translation>Колоду %1 использовать нельзя; вместо неё показана наша колода.</translation>
    </message>
    <message>
        <source>Saved files</source>
        <translation>Сохранённые файлы</translation>
    </message>
    <message>
        <source>Leave the game in progress? It stays under Continue until you start another.</source>
        <translation>Оставить незаконченную партию? Её можно будет продолжить («Продолжить»), пока вы не начнёте другую.</translation>
    </message>
    <message>
        <source>Start another game? The game in progress under Continue will be replaced.</source>
        <translation>Начать другую партию? Незаконченная партия под «Продолжить» будет заменена.</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Незаконченная партия</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Deal analyses of imported records, kept for the session (by game id).</extracomment>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Нет партии, которую можно продолжить.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Название сохранения:</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Партию не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>Leave the game in progress? The game you open replaces it under Continue.</source>
        <translation>Оставить незаконченную партию? Открываемая партия заменит её в «Продолжить».</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Сохранено как «%1».</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Импорт записи партии</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи партий (*.json)</translation>
    </message>
    <message>
        <source>This record cannot be used: %1</source>
        <translation>Эту запись использовать нельзя: %1</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Экспорт записи партии</translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation>Запись не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>О программе «Тысяча»</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>A dice game is reviewed once it is over.</source>
        <translation>Партию в кости можно разобрать, когда она окончена.</translation>
    </message>
    <message>
        <source>Saving the game…</source>
        <extracomment>A job&apos;s result, on the GUI thread, in the order the jobs were submitted. Where the worker says a job ended (it touches no Qt object: see :mod:`thousand_app.mailbox`). Seconds :meth:`flush` waits before it shows that the game is being saved.</extracomment>
        <translation>Игра сохраняется…</translation>
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
        <translation>тёмная</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>no claim</source>
        <translation>играет дальше</translation>
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
        <translation>%1 в снос</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>заказ %1</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>роспись</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 с марьяжем</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The analysis&apos;s name for keeping the contract as it is before the first lead.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no raise</source>
        <translation>без повышения</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>Room code (read it to the other players):</source>
        <extracomment>The host started the game. The host stops hosting.</extracomment>
        <translation>Код комнаты (прочитайте его другим игрокам):</translation>
    </message>
    <message>
        <source>Address: %1, port %2</source>
        <translation>Адрес: %1, порт %2</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Отдать компьютеру</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>Открыть для игрока</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Игра началась.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s).</source>
        <translation>
            <numerusform>Ждём %n игрока.</numerusform>
            <numerusform>Ждём %n игроков.</numerusform>
            <numerusform>Ждём %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seats nobody takes are played by the computer.</source>
        <translation>Места, которые никто не займёт, играет компьютер.</translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Все на месте.</translation>
    </message>
    <message>
        <source>The host runs another version of Thousand: both players need the same version.</source>
        <translation>У хозяина стола другая версия «Тысячи»: у обоих игроков должна быть одна и та же версия.</translation>
    </message>
    <message>
        <source>The room code is not right. Ask the host to read it again.</source>
        <translation>Код комнаты неверный. Попросите хозяина прочитать его ещё раз.</translation>
    </message>
    <message>
        <source>That host does not know the room code: it is not the game you meant.</source>
        <translation>Этот хозяин не знает кода комнаты: это не та игра.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Ваше место за этим столом больше не за вами.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Все места за этим столом заняты.</translation>
    </message>
    <message>
        <source>That seat is already taken: choose another one.</source>
        <translation>Это место уже занято: выберите другое.</translation>
    </message>
    <message>
        <source>The game has already started: only its players can come back.</source>
        <translation>Игра уже началась: вернуться могут только её игроки.</translation>
    </message>
    <message>
        <source>You left the game.</source>
        <translation>Вы вышли из игры.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Хозяин стола закончил игру.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Ваше место занято из другого окна или с другого компьютера.</translation>
    </message>
    <message>
        <source>Too many wrong room codes: wait a minute before trying again.</source>
        <translation>Слишком много неверных кодов: подождите минуту и попробуйте снова.</translation>
    </message>
    <message>
        <source>The host gave your seat to the computer.</source>
        <translation>Хозяин стола отдал ваше место компьютеру.</translation>
    </message>
    <message>
        <source>The host has too many connections at the moment: try again later.</source>
        <translation>У хозяина стола сейчас слишком много подключений: попробуйте позже.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>Хозяин стола не ответил вовремя.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Создать сетевую игру</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>A seat for a person is open to a player who joins over the network (the first one is yours); the computer plays the other seats at the level chosen. A network game has no take-backs.</source>
        <translation>Место для человека открыто для игрока, который подключится по сети (первое из них — ваше); за остальные места играет компьютер выбранного уровня. В сетевой игре возврата ходов нет.</translation>
    </message>
    <message>
        <source>The host ended the game for everyone.</source>
        <translation>Хозяин стола закончил игру для всех.</translation>
    </message>
    <message>
        <source>The host cannot be reached any more.</source>
        <translation>Хозяин стола больше недоступен.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Связь с хозяином стола потеряна.</translation>
    </message>
    <message>
        <source>The host met an unexpected problem and closed the connection.</source>
        <translation>У хозяина стола возникла непредвиденная ошибка, и он закрыл соединение.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Этот ход сейчас не разрешён.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Игра ещё не началась.</translation>
    </message>
    <message>
        <source>Too many messages were sent: the host closed the connection.</source>
        <translation>Отправлено слишком много сообщений: хозяин стола закрыл соединение.</translation>
    </message>
    <message>
        <source>The host refused: something went wrong between the two programs.</source>
        <translation>Хозяин стола отказал: между двумя программами что-то пошло не так.</translation>
    </message>
    <message>
        <source>Too many wrong room codes came from your address: the join is tried again in %1 s.</source>
        <translation>С вашего адреса пришло слишком много неверных кодов комнаты: новая попытка через %1 с.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Подключено</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Не подключено</translation>
    </message>
    <message>
        <source>Away: the computer plays in %1 s</source>
        <translation>Нет на связи: компьютер сыграет через %1 с</translation>
    </message>
    <message>
        <source>Away: the computer plays</source>
        <translation>Нет на связи: играет компьютер</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>Ждём игрока</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Table host</source>
        <translation>Хозяин стола</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <extracomment>The port shown for an address typed by hand until one was used (a host on any free port says its own; the join list fills it in). Seats remembered to take back (the latest games only). The game started and has a table here (``takes_table(kind)``): the :class:`~.net_lobby.NetSession`, no longer the panel&apos;s. The UIs of the games it may join (their names and presets in words).</extracomment>
        <translation>Игры в локальной сети:</translation>
    </message>
    <message>
        <source>Looking for games…</source>
        <translation>Поиск игр…</translation>
    </message>
    <message>
        <source>Address and port:</source>
        <translation>Адрес и порт:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Код комнаты:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Место:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>The local network cannot be searched: type the host&apos;s address.</source>
        <translation>Искать в локальной сети не получается: введите адрес хозяина стола.</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Любое свободное место</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>%1 — %2 (%3), %4 of %5 seats free</source>
        <translation>%1 — %2 (%3), свободно мест: %4 из %5</translation>
    </message>
    <message>
        <source>started</source>
        <translation>идёт игра</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>другая версия</translation>
    </message>
    <message>
        <source>No game found yet: the list fills by itself, or type an address.</source>
        <translation>Игр пока не найдено: список заполнится сам, или введите адрес.</translation>
    </message>
    <message>
        <source>Choose a game or type the host&apos;s address.</source>
        <translation>Выберите игру или введите адрес хозяина стола.</translation>
    </message>
    <message>
        <source>Type the room code the host reads out.</source>
        <translation>Введите код комнаты, который прочитает хозяин стола.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Введите своё имя.</translation>
    </message>
    <message>
        <source>Rejoin the game you were in: room %1 at %2, port %3</source>
        <translation>Вернуться в свою игру: комната %1 на %2, порт %3</translation>
    </message>
    <message>
        <source>You sit in seat %1. Waiting for the host to start the game.</source>
        <translation>Вы на месте %1. Ждём, когда хозяин стола начнёт игру.</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <extracomment>The game started and this window&apos;s seat has a table in the main window: the :class:`~.net_lobby.NetSession` (the window then closes; the session is the table&apos;s). The games&apos; UIs (and through them the games) it hosts and joins. Where hosted games are saved (a folder of their own), None: not saved; and where their statistics go (the app&apos;s own).</extracomment>
        <translation>Игра по сети</translation>
    </message>
    <message>
        <source>Host a game on this computer: choose the game, its rules and which seats are for people.</source>
        <translation>Создать стол на этом компьютере: выберите игру, правила и места для людей.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>любой свободный порт</translation>
    </message>
    <message>
        <source>A fixed port lets friends on the internet reach this computer through a port forwarded by the router.</source>
        <translation>Постоянный порт позволяет друзьям из интернета подключиться к этому компьютеру через порт, проброшенный на роутере.</translation>
    </message>
    <message>
        <source>Wait for a dropped player:</source>
        <translation>Ждать выбывшего игрока:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How long a player whose connection dropped has to come back before the computer plays the seat (until the player is back).</source>
        <translation>Сколько ждать игрока, у которого оборвалась связь, прежде чем за него начнёт играть компьютер (пока игрок не вернётся).</translation>
    </message>
    <message>
        <source>Turn clock:</source>
        <translation>Время на ход:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>не ограничено</translation>
    </message>
    <message>
        <source>The seconds each player has for a move; when they run out, the computer makes that move. Everyone sees the clock.</source>
        <translation>Сколько секунд у каждого игрока на ход; когда они истекут, этот ход сделает компьютер. Часы видят все.</translation>
    </message>
    <message>
        <source>Host a game of %1</source>
        <translation>Создать стол: %1</translation>
    </message>
    <message>
        <source>Host again the game of %1 saved: %2</source>
        <translation>Снова провести сохранённую игру «%1»: %2</translation>
    </message>
    <message>
        <source>The same room code: the players join again and take their seats back.</source>
        <translation>Тот же код комнаты: игроки подключаются снова и занимают свои места.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Создать стол</translation>
    </message>
    <message>
        <source>Port %1 is taken on this computer: choose another one, or any free port.</source>
        <translation>Порт %1 на этом компьютере занят: выберите другой или любой свободный порт.</translation>
    </message>
    <message>
        <source>This computer cannot take connections now (no free port or no network).</source>
        <translation>Этот компьютер сейчас не может принимать подключения (нет свободного порта или сети).</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <extracomment>When the computer takes each seat whose person is away, and when the turn clock runs out for the seat to move (monotonic), from the host&apos;s ``seats``.</extracomment>
        <translation>Напишите что-нибудь за столом…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Вернуться в меню</translation>
    </message>
    <message>
        <source>Reconnecting… the computer plays your seat if it takes long.</source>
        <translation>Переподключение… если это затянется, за вас сыграет компьютер.</translation>
    </message>
    <message>
        <source>%1 (room %2)</source>
        <translation>%1 (комната %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The game ended for this seat for good: the code&apos;s sentence. Whether this seat can review the deals (the card game&apos;s, from the host&apos;s record). When the computer takes each seat whose person is away (monotonic), from the host&apos;s ``seats`` last seen (``away_text``).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 s to move</source>
        <translation>%1 с на ход</translation>
    </message>
    <message>
        <source>You host this game: if you leave, it ends for everyone. Leave the game?</source>
        <translation>Вы ведёте эту игру: если вы уйдёте, она закончится для всех. Уйти из игры?</translation>
    </message>
    <message>
        <source>Leave the network game? The computer plays your seat from now on.</source>
        <translation>Уйти из сетевой игры? Дальше за вас будет играть компьютер.</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Уйти из сетевой игры</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Вера</translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation>Глеб</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4) contradict each other: a player reaching the barrel would be sent back to 0 by the dump truck. Change one of them or turn the dump truck off.</source>
        <translation>%1 (%2) и %3 (%4) противоречат друг другу: игрок, дошедший до бочки, тут же попадал бы на самосвал и в 0. Измените одно из них или выключите самосвал.</translation>
    </message>
    <message>
        <source>With %1 “%2” a barrel contract of %3 would end the game short of 1000: %4 must be at least %5 (now %6).</source>
        <translation>При %1 «%2» контракт %3 на бочке не доводит до 1000: значение %4 должно быть не меньше %5 (сейчас %6).</translation>
    </message>
    <message>
        <source>%1 cannot be %2: it takes whole numbers from %3 to %4 in steps of %5.</source>
        <translation>Значение %1 не может быть %2: допустимы целые числа от %3 до %4 с шагом %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2.</source>
        <translation>Значение %1 не может быть %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>``label(key)``: the option&apos;s name. ``help(spec)``: its one-line explanation. ``value(key, value, values)``: a value in words (``values``: every option&apos;s, for words that name another option&apos;s number). ``preset_name(key)``, ``preset_help(key)``.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom, from %1. Changed: %2.</source>
        <translation>Свои правила на основе «%1». Изменено: %2.</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The card game&apos;s words for its options and presets (the option editor&apos;s).</extracomment>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Число игроков:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Allow take-backs (Undo, Ctrl+Z: back to your previous decision)</source>
        <translation>Разрешить возврат ходов (Ctrl+Z: назад к вашему предыдущему решению)</translation>
    </message>
    <message>
        <source>Games against the computer only. A game where a move was taken back is marked in the statistics and sets no records.</source>
        <translation>Только в игре с компьютером. Партия, в которой ход возвращали, помечается в статистике и не идёт в рекорды.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The user&apos;s choice (the box shows it unticked while it does not apply: hot-seat).</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation>Вернуть правила набора</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer; each one&apos;s cards are shown only on his turn.</source>
        <translation>Игра за одним компьютером: карты каждого показываются только в его ход.</translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation>Играют только компьютеры: вы наблюдаете.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>По этим правилам играть нельзя: %1</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Прикуп и заказ</translation>
    </message>
    <message>
        <source>Trick play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Barrel and the end</source>
        <translation>Бочка и конец игры</translation>
    </message>
    <message>
        <source>Special deals</source>
        <translation>Особые раздачи</translation>
    </message>
    <message>
        <source>Dealer sitting out scores</source>
        <extracomment>key -&gt; (label, one-line explanation)</extracomment>
        <translation>Сдающий на прикупе получает</translation>
    </message>
    <message>
        <source>With 4 players the dealer sits out the deal; what he scores from the talon.</source>
        <translation>Вчетвером сдающий не играет («сидит на прикупе»); что он записывает с прикупа.</translation>
    </message>
    <message>
        <source>Two-player game</source>
        <translation>Игра вдвоём</translation>
    </message>
    <message>
        <source>With 2 players: two small talons of 2 cards, or a third “dead” hand set aside.</source>
        <translation>Вдвоём: два прикупа по 2 карты или третья рука — «болван», отложенный в сторону.</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Тузовый марьяж</translation>
    </message>
    <message>
        <source>The four aces together are a marriage worth %1.</source>
        <translation>Четыре туза на руках — марьяж стоимостью %1.</translation>
    </message>
    <message>
        <source>The declarer may redeal a talon worth under %1 points or holding two nines.</source>
        <translation>Разыгрывающий может пересдать, если в прикупе меньше %1 очков или две девятки.</translation>
    </message>
    <message>
        <source>A bad talon may be redealt at any contract, not only at %1.</source>
        <translation>Плохой прикуп можно пересдать при любом заказе, а не только при %1.</translation>
    </message>
    <message>
        <source>No bid above %1 without a marriage in hand, nor above %1 plus the marriages held.</source>
        <translation>Без марьяжа на руках нельзя заказать больше %1, а с марьяжами — больше %1 плюс их сумма.</translation>
    </message>
    <message>
        <source>Hidden talon at %1</source>
        <translation>Закрытый прикуп при %1</translation>
    </message>
    <message>
        <source>When forehand plays %1 with everyone passing, the talon is not shown.</source>
        <translation>Если первая рука играет %1 после пасов всех остальных, прикуп не показывают.</translation>
    </message>
    <message>
        <source>Forehand may play %1 without looking at his cards, for double.</source>
        <translation>Первая рука может сыграть %1 втёмную, не глядя в карты, — вдвойне.</translation>
    </message>
    <message>
        <source>Every third concession of a player costs a further %1.</source>
        <translation>Каждая третья роспись игрока стоит ещё %1.</translation>
    </message>
    <message>
        <source>A total that lands exactly on the dump truck total (or its negative) goes back to 0.</source>
        <translation>Если счёт становится ровно счётом самосвала (или таким же со знаком минус), он обнуляется.</translation>
    </message>
    <message>
        <source>On the barrel: win the auction and make %1, or play %2 on the talon as forehand.</source>
        <translation>На бочке: выиграть торговлю и сыграть %1 или сыграть %2 с прикупа на первой руке.</translation>
    </message>
    <message>
        <source>The first deals have no auction: forehand plays %1 and everything counts double.</source>
        <translation>Первые раздачи без торговли: первая рука играет %1, всё считается вдвойне.</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 and −%1</source>
        <translation>%1 и −%1</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>только %1</translation>
    </message>
    <message>
        <source>win the auction, make %1</source>
        <translation>выиграть торговлю, сыграть %1</translation>
    </message>
    <message>
        <source>play %1 as forehand</source>
        <translation>сыграть %1 на первой руке</translation>
    </message>
    <message>
        <source>Redeal on four nines</source>
        <translation>Пересдача на четырёх девятках</translation>
    </message>
    <message>
        <source>A player holding all four nines may ask for a redeal.</source>
        <translation>Игрок с четырьмя девятками может потребовать пересдачу.</translation>
    </message>
    <message>
        <source>Redeal on a weak hand</source>
        <translation>Пересдача на слабой руке</translation>
    </message>
    <message>
        <source>A player whose hand is worth too few points may ask for a redeal.</source>
        <translation>Игрок со слишком слабыми картами может потребовать пересдачу.</translation>
    </message>
    <message>
        <source>Weak hand: fewer points than</source>
        <translation>Слабая рука: меньше очков, чем</translation>
    </message>
    <message>
        <source>A hand worth fewer card points than this counts as weak.</source>
        <translation>Рука, в которой меньше очков, считается слабой.</translation>
    </message>
    <message>
        <source>Redeal on a bad talon</source>
        <translation>Пересдача на плохом прикупе</translation>
    </message>
    <message>
        <source>Bad talon at any contract</source>
        <translation>Плохой прикуп при любом заказе</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Шаг торговли</translation>
    </message>
    <message>
        <source>Bids and raises go up in steps of this many points.</source>
        <translation>Ставки и дозаказ растут с таким шагом.</translation>
    </message>
    <message>
        <source>Bids limited by marriages</source>
        <translation>Ставки ограничены марьяжами</translation>
    </message>
    <message>
        <source>Bidding below zero</source>
        <translation>Торговля в минусе</translation>
    </message>
    <message>
        <source>Whether a player with a negative total may bid.</source>
        <translation>Может ли торговаться игрок с отрицательным счётом.</translation>
    </message>
    <message>
        <source>Dark game</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Pass cards face up</source>
        <translation>Снос в открытую</translation>
    </message>
    <message>
        <source>The two cards the declarer passes are shown to everyone.</source>
        <translation>Две карты, которые отдаёт разыгрывающий, видят все.</translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <source>The declarer may give up the deal before the first lead.</source>
        <translation>Разыгрывающий может расписать раздачу до первого хода.</translation>
    </message>
    <message>
        <source>Concession pays</source>
        <translation>Роспись приносит противникам</translation>
    </message>
    <message>
        <source>What each opponent gains when the declarer concedes.</source>
        <translation>Что получает каждый противник, когда разыгрывающий расписывает.</translation>
    </message>
    <message>
        <source>Concessions per game</source>
        <translation>Росписей за игру</translation>
    </message>
    <message>
        <source>Most concessions a player may make in a game (0: no limit).</source>
        <translation>Сколько раз за игру можно расписать (0 — без ограничения).</translation>
    </message>
    <message>
        <source>Third concession penalty</source>
        <translation>Штраф за третью роспись</translation>
    </message>
    <message>
        <source>Must beat</source>
        <translation>Обязательно перебивать</translation>
    </message>
    <message>
        <source>A player following suit or trumping must beat the trick if he can.</source>
        <translation>Отвечая в масть или козыряя, нужно перебить взятку, если можно.</translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation>Марьяж только после взятки</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Объявить марьяж можно только после своей первой взятки.</translation>
    </message>
    <message>
        <source>Rounding of defenders</source>
        <translation>Округление у противников</translation>
    </message>
    <message>
        <source>The defenders&apos; points are rounded to this multiple.</source>
        <translation>Очки противников разыгрывающего округляются до этого числа.</translation>
    </message>
    <message>
        <source>A bolt is</source>
        <translation>Болт — это</translation>
    </message>
    <message>
        <source>What earns a bolt: a deal without a trick, or without a point.</source>
        <translation>За что ставится болт: раздача без взяток или без очков.</translation>
    </message>
    <message>
        <source>Bolts cost points</source>
        <translation>Штраф за болты</translation>
    </message>
    <message>
        <source>When bolts cost points: every third, three in a row, or never.</source>
        <translation>Когда болты штрафуются: каждый третий, три подряд или никогда.</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Штраф за три болта</translation>
    </message>
    <message>
        <source>What three bolts cost.</source>
        <translation>Сколько стоят три болта.</translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation>Самосвал</translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation>Счёт самосвала</translation>
    </message>
    <message>
        <source>The total that sends a player back to 0.</source>
        <translation>Счёт, при котором игрок возвращается к нулю.</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Бочка на</translation>
    </message>
    <message>
        <source>A total stops here: the player is on the barrel.</source>
        <translation>Счёт останавливается здесь: игрок «на бочке».</translation>
    </message>
    <message>
        <source>Getting off the barrel</source>
        <translation>Как сыграть с бочки</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Попыток на бочке</translation>
    </message>
    <message>
        <source>How many deals a player may spend on the barrel.</source>
        <translation>Сколько раздач игрок может провести на бочке.</translation>
    </message>
    <message>
        <source>Barrel penalty</source>
        <translation>Штраф за падение с бочки</translation>
    </message>
    <message>
        <source>What falling off the barrel costs.</source>
        <translation>Сколько стоит падение с бочки.</translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation>Двое на бочке</translation>
    </message>
    <message>
        <source>Whether a player arriving on the barrel knocks off whoever sits there.</source>
        <translation>Сбивает ли пришедший на бочку того, кто на ней уже сидит.</translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation>Три падения — обнуление</translation>
    </message>
    <message>
        <source>A third fall off the barrel resets the total to 0.</source>
        <translation>Третье падение с бочки обнуляет счёт.</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Золотой кон</translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation>Обнуление после золотого кона</translation>
    </message>
    <message>
        <source>If nobody made a golden deal, every total goes back to 0.</source>
        <translation>Если в золотом коне никто не сыграл, у всех счёт обнуляется.</translation>
    </message>
    <message>
        <source>the talon&apos;s points</source>
        <extracomment>(key, value) -&gt; label for options with named values.</extracomment>
        <translation>очки прикупа</translation>
    </message>
    <message>
        <source>aces and a marriage</source>
        <translation>тузы и марьяж</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>two talons</source>
        <translation>два прикупа</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>можно</translation>
    </message>
    <message>
        <source>not below zero</source>
        <translation>в минусе нельзя</translation>
    </message>
    <message>
        <source>half the contract</source>
        <translation>полконтракта</translation>
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
        <translation>без округления</translation>
    </message>
    <message>
        <source>no trick taken</source>
        <translation>нет взяток</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>нет очков</translation>
    </message>
    <message>
        <source>every third</source>
        <translation>каждый третий</translation>
    </message>
    <message>
        <source>three in a row</source>
        <translation>три подряд</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>off</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>knocks off</source>
        <translation>сбивает</translation>
    </message>
    <message>
        <source>both stay</source>
        <translation>оба остаются</translation>
    </message>
    <message>
        <source>on</source>
        <translation>да</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>The common Russian rules.</source>
        <translation>Самые распространённые правила.</translation>
    </message>
    <message>
        <source>Pocket computer</source>
        <translation>Карманный компьютер</translation>
    </message>
    <message>
        <source>As the old pocket game: the barrel is played on the talon, no conceding.</source>
        <translation>Как в старой карманной игре: с бочки играют с прикупа, расписывать нельзя.</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Семейные</translation>
    </message>
    <message>
        <source>Gentle: no bolt penalties, no dump truck, marriages at any time.</source>
        <translation>Мягкие: без штрафов за болты, без самосвала, марьяж в любой момент.</translation>
    </message>
    <message>
        <source>Polish (Tysiąc)</source>
        <translation>Польские (Tysiąc)</translation>
    </message>
    <message>
        <source>Bids in tens, players must beat the trick.</source>
        <translation>Ставки по 10, взятку обязательно перебивать.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You must beat the trick with a higher card of %1.</source>
        <translation>Нужно побить взятку старшей картой той же масти (%1).</translation>
    </message>
    <message>
        <source>You must follow suit: %1.</source>
        <translation>Нужно ходить в масть: %1.</translation>
    </message>
    <message>
        <source>You must beat the highest trump (%1) in the trick.</source>
        <translation>Нужно перебить старший козырь во взятке (%1).</translation>
    </message>
    <message>
        <source>You have none of the suit led: you must play a trump (%1).</source>
        <translation>Масти хода у вас нет: нужно бить козырем (%1).</translation>
    </message>
    <message>
        <source>Pass a card to each opponent before leading.</source>
        <translation>Перед первым ходом отдайте по карте каждому противнику.</translation>
    </message>
    <message>
        <source>Lay two cards aside before leading.</source>
        <translation>Перед первым ходом отложите две карты.</translation>
    </message>
    <message>
        <source>No card can be played yet.</source>
        <translation>Ходить картой пока нельзя.</translation>
    </message>
    <message>
        <source>The declarer leads to the first trick.</source>
        <translation>Первым ходит разыгрывающий.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>The engine&apos;s reason code -&gt; our sentence: %1, %2... are the reason&apos;s parameters in order (a suit by its name, a card as its face shows it); a sentence may leave one out.</extracomment>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>За этим столом нет такого места.</translation>
    </message>
    <message>
        <source>That player sits this deal out.</source>
        <translation>Этот игрок не играет в этой раздаче.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>В этой игре такого хода нет.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Этот ход сейчас не разрешён.</translation>
    </message>
    <message>
        <source>First make your opening claim or play on.</source>
        <translation>Сначала сделайте заявку или нажмите «Играть дальше».</translation>
    </message>
    <message>
        <source>No opening claim is offered to you now.</source>
        <translation>Сейчас вам нечего заявлять.</translation>
    </message>
    <message>
        <source>Your hand gives no right to a redeal.</source>
        <translation>С такими картами пересдачу требовать нельзя.</translation>
    </message>
    <message>
        <source>A redeal can be asked for only as the first move of a deal.</source>
        <translation>Потребовать пересдачу можно только первым ходом раздачи.</translation>
    </message>
    <message>
        <source>These rules have no dark game.</source>
        <translation>В этих правилах игры втёмную нет.</translation>
    </message>
    <message>
        <source>A dark game must be announced before anyone bids.</source>
        <translation>Тёмную объявляют до того, как кто-нибудь сделает ставку.</translation>
    </message>
    <message>
        <source>Only forehand may play in the dark.</source>
        <translation>Втёмную может играть только первая рука.</translation>
    </message>
    <message>
        <source>No dark game while a player is on the barrel.</source>
        <translation>Пока кто-то сидит на бочке, тёмной не бывает.</translation>
    </message>
    <message>
        <source>There is no bidding in a golden deal.</source>
        <translation>В золотом коне торговли нет.</translation>
    </message>
    <message>
        <source>There is no bidding in a barrel deal.</source>
        <translation>В игре с бочки торговли нет.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Торговля окончена.</translation>
    </message>
    <message>
        <source>You have passed: you take no further part in the bidding.</source>
        <translation>Вы спасовали и больше не торгуетесь.</translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: you may only pass.</source>
        <translation>На бочке вы ждёте своей раздачи: можно только пасовать.</translation>
    </message>
    <message>
        <source>With a score below zero you may not bid, only pass.</source>
        <translation>С отрицательным счётом торговаться нельзя, только пасовать.</translation>
    </message>
    <message>
        <source>A bid must be higher than %1.</source>
        <translation>Ставка должна быть больше %1.</translation>
    </message>
    <message>
        <source>Bids go up in steps of %1.</source>
        <translation>Ставки растут с шагом %1.</translation>
    </message>
    <message>
        <source>A bid of %1 is not allowed now.</source>
        <translation>Ставку %1 сейчас сделать нельзя.</translation>
    </message>
    <message>
        <source>No bid or contract may exceed %1.</source>
        <translation>Ни ставка, ни заказ не могут быть больше %1.</translation>
    </message>
    <message>
        <source>Going above %1 needs a marriage in hand.</source>
        <translation>Чтобы заказать больше %1, нужен марьяж на руках.</translation>
    </message>
    <message>
        <source>With the marriages in your hand you may go up to %1 at most.</source>
        <translation>С вашими марьяжами можно заказать не больше %1.</translation>
    </message>
    <message>
        <source>There is only one talon in this game: the declarer takes it.</source>
        <translation>В этой игре прикуп один: его берёт разыгрывающий.</translation>
    </message>
    <message>
        <source>Only the declarer chooses a talon.</source>
        <translation>Прикуп выбирает только разыгрывающий.</translation>
    </message>
    <message>
        <source>There is no talon to choose now.</source>
        <translation>Сейчас выбирать прикуп не нужно.</translation>
    </message>
    <message>
        <source>Choose one of the two talons.</source>
        <translation>Выберите один из двух прикупов.</translation>
    </message>
    <message>
        <source>First choose one of the two talons.</source>
        <translation>Сначала выберите один из двух прикупов.</translation>
    </message>
    <message>
        <source>These rules allow no redeal for a bad talon.</source>
        <translation>По этим правилам плохой прикуп не пересдают.</translation>
    </message>
    <message>
        <source>Only the declarer may redeal a bad talon.</source>
        <translation>Пересдать плохой прикуп может только разыгрывающий.</translation>
    </message>
    <message>
        <source>A bad talon is redealt by the declarer right after taking it.</source>
        <translation>Плохой прикуп пересдают сразу, как только разыгрывающий его взял.</translation>
    </message>
    <message>
        <source>A bad talon must be redealt before passing cards.</source>
        <translation>Плохой прикуп пересдают до того, как отдавать карты.</translation>
    </message>
    <message>
        <source>A bad talon must be redealt at once, before raising.</source>
        <translation>Плохой прикуп пересдают сразу, до повышения заказа.</translation>
    </message>
    <message>
        <source>A bad talon can be redealt only at a contract of %1.</source>
        <translation>Плохой прикуп можно пересдать только при заказе %1.</translation>
    </message>
    <message>
        <source>The talon is not bad enough: it is worth %1 and holds fewer than two nines.</source>
        <translation>Прикуп недостаточно плох: очков в нём %1, а девяток меньше двух.</translation>
    </message>
    <message>
        <source>The bidding is not over.</source>
        <translation>Торговля ещё не окончена.</translation>
    </message>
    <message>
        <source>The first card has been led: it is too late for that.</source>
        <translation>Первый ход уже сделан: для этого слишком поздно.</translation>
    </message>
    <message>
        <source>In this game the declarer lays two cards aside and passes none.</source>
        <translation>В этой игре разыгрывающий сносит две карты и никому их не отдаёт.</translation>
    </message>
    <message>
        <source>In this game the declarer passes cards to the opponents and lays none aside.</source>
        <translation>В этой игре разыгрывающий отдаёт карты противникам и ничего не сносит.</translation>
    </message>
    <message>
        <source>Only the declarer passes cards.</source>
        <translation>Карты отдаёт только разыгрывающий.</translation>
    </message>
    <message>
        <source>Only the declarer lays cards aside.</source>
        <translation>Карты сносит только разыгрывающий.</translation>
    </message>
    <message>
        <source>Only the declarer may raise the contract.</source>
        <translation>Повысить заказ может только разыгрывающий.</translation>
    </message>
    <message>
        <source>Only the declarer may concede.</source>
        <translation>Расписать может только разыгрывающий.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>Карты %1 у вас нет.</translation>
    </message>
    <message>
        <source>You cannot pass a card to yourself.</source>
        <translation>Отдать карту самому себе нельзя.</translation>
    </message>
    <message>
        <source>There is no dead hand in this game.</source>
        <translation>В этой игре болвана нет.</translation>
    </message>
    <message>
        <source>You have already passed a card to that player.</source>
        <translation>Этому игроку вы уже отдали карту.</translation>
    </message>
    <message>
        <source>You have already laid two cards aside.</source>
        <translation>Вы уже снесли две карты.</translation>
    </message>
    <message>
        <source>Lay two cards aside first.</source>
        <translation>Сначала снесите две карты.</translation>
    </message>
    <message>
        <source>The contract can only go up (it is %1).</source>
        <translation>Заказ можно только повысить (сейчас %1).</translation>
    </message>
    <message>
        <source>The contract must be a multiple of %1.</source>
        <translation>Заказ должен быть кратен %1.</translation>
    </message>
    <message>
        <source>A raise to %1 is not allowed now.</source>
        <translation>Повысить заказ до %1 сейчас нельзя.</translation>
    </message>
    <message>
        <source>A dark game cannot be raised.</source>
        <translation>Тёмную повышать нельзя.</translation>
    </message>
    <message>
        <source>These rules do not allow conceding.</source>
        <translation>По этим правилам расписывать нельзя.</translation>
    </message>
    <message>
        <source>Only the declarer may concede, after taking the talon and before the first lead.</source>
        <translation>Расписать может только разыгрывающий: после прикупа и до первого хода.</translation>
    </message>
    <message>
        <source>A golden deal cannot be conceded.</source>
        <translation>Золотой кон расписать нельзя.</translation>
    </message>
    <message>
        <source>A dark game cannot be conceded.</source>
        <translation>Тёмную расписать нельзя.</translation>
    </message>
    <message>
        <source>A declarer on the barrel cannot concede.</source>
        <translation>Разыгрывающий на бочке расписать не может.</translation>
    </message>
    <message>
        <source>You have used up your concessions for this game (%1).</source>
        <translation>Вы уже расписали столько раз, сколько можно за игру (%1).</translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation>На бочке заказ должен быть не меньше %1: повысьте его, прежде чем ходить.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <source>A marriage can be declared only by leading to a trick.</source>
        <translation>Марьяж объявляют, только заходя с него.</translation>
    </message>
    <message>
        <source>Only a king or a queen (or an ace, with the ace marriage) declares a marriage.</source>
        <translation>Марьяж объявляют королём или дамой (или тузом, если играют тузовый марьяж).</translation>
    </message>
    <message>
        <source>The ace marriage needs all four aces in hand.</source>
        <translation>Для тузового марьяжа нужны все четыре туза.</translation>
    </message>
    <message>
        <source>For this marriage you need %1 too.</source>
        <translation>Для этого марьяжа нужна ещё карта %1.</translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation>Марьяж можно объявить только после взятой взятки.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>A deal is already in progress.</source>
        <translation>Раздача уже идёт.</translation>
    </message>
    <message>
        <source>The next deal has not been dealt.</source>
        <translation>Следующая раздача ещё не сдана.</translation>
    </message>
    <message>
        <source>Hands in the deal: %2, expected: %1.</source>
        <translation>Рук в раздаче: %2, а должно быть: %1.</translation>
    </message>
    <message>
        <source>The deal must have two talons of two cards.</source>
        <translation>В раздаче должно быть два прикупа по две карты.</translation>
    </message>
    <message>
        <source>The deal must have one talon of three cards.</source>
        <translation>В раздаче должен быть один прикуп из трёх карт.</translation>
    </message>
    <message>
        <source>Cards in the hand of seat %1: %2, expected: %3.</source>
        <translation>Карт на руке места %1: %2, а должно быть: %3.</translation>
    </message>
    <message>
        <source>Cards in the talon: %1, expected: %2.</source>
        <translation>Карт в прикупе: %1, а должно быть: %2.</translation>
    </message>
    <message>
        <source>Cards in talon %1: %2, expected: %3.</source>
        <translation>Карт в прикупе %1: %2, а должно быть: %3.</translation>
    </message>
    <message>
        <source>Cards in the dead hand: %1, expected: %2.</source>
        <translation>Карт у болвана: %1, а должно быть: %2.</translation>
    </message>
    <message>
        <source>The card %1 is dealt twice.</source>
        <translation>Карта %1 сдана дважды.</translation>
    </message>
    <message>
        <source>The card %1 is missing from the deal.</source>
        <translation>Карты %1 в раздаче нет.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Deal review</source>
        <extracomment>The moves the coach warned about (issue 37): deal -&gt; {move index: what it said}; the review opens on the first, and marks each in the list.</extracomment>
        <translation>Разбор раздачи</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <extracomment>The analysis&apos;s search budget per decision (None: its default). Its worker processes (None: one per core). The seat at the bottom of the table.</extracomment>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Все карты открыты</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Как видел(а) %1</translation>
    </message>
    <message>
        <source>Human seats</source>
        <translation>Места людей</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Разобрать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>⚑ %1</source>
        <extracomment>The turn shown (its index in ``turns``).</extracomment>
        <translation>⚑ %1</translation>
    </message>
    <message>
        <source>The coach warned about this move: %1</source>
        <translation>Тренер предупреждал об этом ходе: %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>%1 bids %2 as forehand</source>
        <translation>%1 заказывает %2 на первой руке</translation>
    </message>
    <message>
        <source>talon: %1</source>
        <translation>прикуп: %1</translation>
    </message>
    <message>
        <source>Value: the player&apos;s expected result of the deal against the others, in points: his change of total minus the others&apos; average change (a declarer who makes 120 while the defenders take 20 and 25: 120 − 22.5 = +97.5; winning the game counts 600). In brackets the best move&apos;s, when it was better.</source>
        <translation>Оценка: ожидаемый итог раздачи для игрока по сравнению с остальными, в очках: изменение его счёта минус среднее изменение счёта остальных (разыгрывающий сыграл 120, защитники взяли 20 и 25: 120 − 22,5 = +97,5; выигрыш партии стоит 600). В скобках — оценка лучшего хода, если он был лучше.</translation>
    </message>
    <message>
        <source>Value: the deal&apos;s expected result for the player, his points minus the others&apos; average (in brackets: the best move&apos;s).</source>
        <translation>Оценка: ожидаемый итог раздачи для игрока, его очки минус среднее остальных (в скобках — лучший ход).</translation>
    </message>
    <message>
        <source>The deal as dealt (Home)</source>
        <translation>Раздача, как её сдали (Home)</translation>
    </message>
    <message>
        <source>A move back (Left)</source>
        <translation>Ход назад (Влево)</translation>
    </message>
    <message>
        <source>The next move (Right)</source>
        <translation>Следующий ход (Вправо)</translation>
    </message>
    <message>
        <source>The end of the deal (End)</source>
        <translation>Конец раздачи (End)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>This deal cannot be shown: %1</source>
        <translation>Эту раздачу нельзя показать: %1</translation>
    </message>
    <message>
        <source>Dealt by %1</source>
        <extracomment>What the analysis&apos;s numbers and marks mean (shown with an analysis). The current move&apos;s analysis in words: the best move, the values, the open cards.</extracomment>
        <translation>Сдаёт %1</translation>
    </message>
    <message>
        <source>?! inaccuracy, ? mistake, ?? blunder; %1 the card changed what the declarer makes with all cards open.</source>
        <translation>?! неточность, ? ошибка, ?? грубая ошибка; %1 — карта изменила, сколько разыгрывающий берёт в открытую.</translation>
    </message>
    <message>
        <source>?!&#xa0;inaccuracy · ?&#xa0;mistake · ??&#xa0;blunder · %1&#xa0;open-card result changed</source>
        <translation>?!&#xa0;неточность · ?&#xa0;ошибка · ??&#xa0;грубая ошибка · %1&#xa0;изменился итог в открытую</translation>
    </message>
    <message>
        <source>trick to %1</source>
        <translation>взятка: %1</translation>
    </message>
    <message>
        <source>Deal %1 · move %2 of %3</source>
        <translation>Раздача %1 · ход %2 из %3</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Идёт разбор…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 decisions…</source>
        <translation>Разбор: %1 из %2 решений…</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Разбор готов.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Разбор не удался: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (лучше %2)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 keeps the open-card value</source>
        <translation>%1 сохраняет оценку в открытую</translation>
    </message>
    <message>
        <source>%1 (loses %2 points)</source>
        <translation>%1 (теряет %2 очков)</translation>
    </message>
    <message>
        <source>Expected: %1 taken, %2 best</source>
        <translation>Ожидание: %1 у сделанного хода, %2 у лучшего</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>Лучший ход: %1</translation>
    </message>
    <message>
        <source>With open cards, for the declarer: %1</source>
        <translation>В открытую, для разыгрывающего: %1</translation>
    </message>
    <message>
        <source>The deal was dealt again.</source>
        <translation>Раздачу пересдали.</translation>
    </message>
    <message>
        <source>Nobody became declarer.</source>
        <translation>Никто не стал разыгрывающим.</translation>
    </message>
    <message>
        <source>The deal is not finished (%1 plays %2).</source>
        <translation>Раздача не закончена (%1 играет %2).</translation>
    </message>
    <message>
        <source>%1 conceded the contract of %2.</source>
        <translation>%1 расписал(а) заказ %2.</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 (%3 points); it was makeable with open cards (%4).</source>
        <translation>%1 сыграл(а) заказ %2 (%3 очков); в открытую он был выигрышным (%4).</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 although it was not makeable with open cards (%3); it was given away at trick %4 when %5 played %6 (%7 kept it out of reach).</source>
        <translation>%1 сыграл(а) заказ %2, хотя в открытую он был проигрышным (%3); его отдали во взятке %4, когда %5 сыграл(а) %6 (%7 не дал бы его сыграть).</translation>
    </message>
    <message>
        <source>%1 made the contract of %2 after letting it slip with open cards; it was given back at trick %3 when %4 played %5 (%6 kept it out of reach).</source>
        <translation>%1 сыграл(а) заказ %2, хотя в открытую упустил(а) его; его вернули во взятке %3, когда %4 сыграл(а) %5 (%6 не дал бы его сыграть).</translation>
    </message>
    <message>
        <source>The contract of %1 was makeable with open cards; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
        <translation>В открытую заказ %1 был выигрышным; его проиграли во взятке %2, когда %3 сыграл(а) %4 (%5 сохранял его).</translation>
    </message>
    <message>
        <source>The contract of %1 became makeable with open cards during the play; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
        <translation>В открытую заказ %1 стал выигрышным по ходу розыгрыша; его проиграли во взятке %2, когда %3 сыграл(а) %4 (%5 сохранял его).</translation>
    </message>
    <message>
        <source>The contract of %1 was not makeable with open cards (%2 could make %3 at best).</source>
        <translation>В открытую заказ %1 был проигрышным (%2 мог(ла) набрать не больше %3).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Thousand: the rules</source>
        <translation>Тысяча: правила</translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with the options listed at the end.</source>
        <translation>Правила этой игры: набор «%1» с настройками, перечисленными в конце.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>With three players each gets 7 cards and 3 go to the talon.</source>
        <translation>Втроём каждому сдают по 7 карт, 3 карты уходят в прикуп.</translation>
    </message>
    <message>
        <source>With four players the dealer sits out the deal; he scores %1.</source>
        <translation>Вчетвером сдающий не играет, а «сидит на прикупе»; он получает: %1.</translation>
    </message>
    <message>
        <source>With two players each gets 10 cards and there are two talons of 2 cards. The declarer chooses one and lays two cards aside; the other talon goes to whoever wins the last trick.</source>
        <translation>Вдвоём каждому сдают по 10 карт, и есть два прикупа по 2 карты. Разыгрывающий выбирает один и сносит две карты; другой прикуп достаётся тому, кто возьмёт последнюю взятку.</translation>
    </message>
    <message>
        <source>With two players a third, dead hand is dealt and set aside. The declarer takes the talon and gives one card to his opponent and one to the dead hand.</source>
        <translation>Вдвоём сдаётся третья рука — «болван», её откладывают. Разыгрывающий берёт прикуп и отдаёт одну карту противнику, одну — болвану.</translation>
    </message>
    <message>
        <source>A player may ask for a redeal: %1.</source>
        <translation>Игрок может потребовать пересдачу: %1.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Прикуп и заказ</translation>
    </message>
    <message>
        <source>The talon is turned face up for everyone, then the declarer takes it</source>
        <translation>Прикуп открывают всем, затем его забирает разыгрывающий</translation>
    </message>
    <message>
        <source>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A %1, 10 %2, K %3, Q %4, J %5, 9 %6; the deck holds %7.</source>
        <translation>24 карты: 9, валет (J), дама (Q), король (K), 10 и туз (A) каждой масти. Старшинство в масти: 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Очки: туз %1, десятка %2, король %3, дама %4, валет %5, девятка %6; во всей колоде %7 очков.</translation>
    </message>
    <message>
        <source>A marriage is the king and queen of one suit in one hand: hearts %1, diamonds %2, clubs %3, spades %4.</source>
        <translation>Марьяж — король и дама одной масти на одних руках: черви %1, бубны %2, трефы %3, пики %4.</translation>
    </message>
    <message>
        <source>In this game the four aces together are a marriage too, worth %1.</source>
        <translation>В этой игре четыре туза тоже марьяж, стоимостью %1.</translation>
    </message>
    <message>
        <source>Forehand (the player after the dealer) holds a bid of %2. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</source>
        <translation>Первая рука (игрок после сдающего) сразу держит ставку %2. Остальные по очереди повышают ставку хотя бы на %1 или пасуют; пас окончательный. Кто заказал больше всех, тот и разыгрывает.</translation>
    </message>
    <message>
        <source>Nobody may bid above %1 without a marriage in hand, nor above %1 plus the marriages he holds.</source>
        <translation>Без марьяжа на руках нельзя заказать больше %1, а с марьяжами — больше %1 плюс их сумма.</translation>
    </message>
    <message>
        <source>Before anyone bids, forehand may play in the dark: %1 without looking at his cards, for double.</source>
        <translation>До начала торговли первая рука может сыграть втёмную: %1, не глядя в карты, вдвойне.</translation>
    </message>
    <message>
        <source>Golden round: the first deals of the game have no auction; forehand plays %1 and every score counts double.</source>
        <translation>Золотой кон: первые раздачи игры без торговли; первая рука играет %1, все очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>(it stays hidden when forehand plays %1 with everyone passing)</source>
        <translation>(он остаётся закрытым, если первая рука играет %1 после пасов остальных)</translation>
    </message>
    <message>
        <source>He then gives one card to each opponent, may raise his contract, and leads to the first trick.</source>
        <translation>Затем он отдаёт по одной карте каждому противнику, может повысить заказ и ходит первым.</translation>
    </message>
    <message>
        <source>Before the first lead he may concede: he loses his contract and each opponent gains %1.</source>
        <translation>До первого хода он может расписать: он теряет заказ, а каждый противник получает %1.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Follow suit; if you cannot, play a trump; otherwise any card. The highest trump wins the trick, else the highest card of the suit led. There is no trump at the start of a deal.</source>
        <translation>Нужно отвечать в масть; если её нет — козырем; если нет и козыря — любой картой. Взятку берёт старший козырь, иначе старшая карта масти хода. В начале раздачи козыря нет.</translation>
    </message>
    <message>
        <source>You must also beat the trick when you can.</source>
        <translation>Кроме того, взятку обязательно перебивать, если можно.</translation>
    </message>
    <message>
        <source>Leading the king or queen of a marriage you hold declares it: you score its value at once and its suit becomes trump.</source>
        <translation>Ход королём или дамой марьяжа, который у вас на руках, объявляет его: его стоимость сразу записывается вам, а его масть становится козырем.</translation>
    </message>
    <message>
        <source>You may declare only after you have won a trick in this deal.</source>
        <translation>Объявить марьяж можно только после того, как вы взяли взятку в этой раздаче.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>The declarer scores his contract if his points (cards won plus marriages declared) reach it, and loses it if not.</source>
        <translation>Разыгрывающий записывает свой заказ, если набрал его (очки взяток плюс объявленные марьяжи), а иначе столько же теряет.</translation>
    </message>
    <message>
        <source>The defenders score their points, rounded %1.</source>
        <translation>Противники записывают свои очки (округление: %1).</translation>
    </message>
    <message>
        <source>A player who takes no trick gets a bolt; bolts cost %2 (%1).</source>
        <translation>Игрок без единой взятки получает болт; болты стоят %2 (%1).</translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 or −%1 goes back to 0.</source>
        <translation>Самосвал: счёт ровно %1 или −%1 обнуляется.</translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 goes back to 0.</source>
        <translation>Самосвал: счёт ровно %1 обнуляется.</translation>
    </message>
    <message>
        <source>The barrel and the end</source>
        <translation>Бочка и конец игры</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least %4 within %2 deals, or he falls off and loses %3.</source>
        <translation>Счёт останавливается на %1: игрок «на бочке». Чтобы выиграть, он должен за %2 раздачи взять торговлю и сыграть заказ не меньше %4, иначе он падает с бочки и теряет %3.</translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. When he is next forehand he plays %3 on the talon; if he fails he falls off and loses %2.</source>
        <translation>Счёт останавливается на %1: игрок «на бочке». Когда он в следующий раз на первой руке, он играет %3 с прикупа; если не сыграет, он падает с бочки и теряет %2.</translation>
    </message>
    <message>
        <source>The first to reach %1 wins.</source>
        <translation>Побеждает тот, кто первым наберёт %1.</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Настройки этой игры</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Saved games</source>
        <extracomment>The saved-games list sizes its columns to the text of this many rows (not every save). The columns of the saves list that wrap when it is narrow: the name and the players first, then the date and the rules too.</extracomment>
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <source>No saved games yet. Save one from the Game menu while you play.</source>
        <extracomment>&quot;Review&quot; was chosen for :attr:`loaded` (review its deals instead of playing on).</extracomment>
        <translation>Сохранённых партий пока нет. Сохранить партию можно в меню «Игра».</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранена</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Экспорт записи…</translation>
    </message>
    <message>
        <source>Review deals…</source>
        <translation>Разбор раздач…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>This save cannot be loaded: %1</source>
        <translation>Это сохранение загрузить нельзя: %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the save “%1”?</source>
        <translation>Удалить сохранение «%1»?</translation>
    </message>
    <message>
        <source>The save could not be deleted: %1</source>
        <translation>Сохранение не удалось удалить: %1</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи партий (*.json)</translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation>Запись не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Карточная игра</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Доиграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Не доиграно</translation>
    </message>
    <message>
        <source>Deals declared</source>
        <translation>Розыгрышей</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Средний заказ</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Лучшая партия</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болтов</translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation>Падений с бочки</translation>
    </message>
    <message>
        <source>No statistics yet: finish a deal first.</source>
        <translation>Статистики пока нет: сначала доиграйте раздачу.</translation>
    </message>
    <message>
        <source>Games with moves taken back: %1 (counted, but never a best game).</source>
        <translation>Партий с возвращёнными ходами: %1 (они учитываются, но не как лучшая партия).</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Компьютер: сильный</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Компьютер: случайный</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Выключены</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Очень быстро</translation>
    </message>
    <message>
        <source>Always (not in network games)</source>
        <translation>Всегда (кроме сетевых игр)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light felt</source>
        <translation>Светлое сукно</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмное</translation>
    </message>
    <message>
        <source>Against the computer, after the course</source>
        <translation>Против компьютера, после обучения</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Look:</source>
        <translation>Оформление:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Размер текста:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Анимация:</translation>
    </message>
    <message>
        <source>Computer players&apos; pause:</source>
        <translation>Пауза компьютерных игроков:</translation>
    </message>
    <message>
        <source>Thousand (our own)</source>
        <translation>Тысяча (наша)</translation>
    </message>
    <message>
        <source>Classic (French pattern)</source>
        <translation>Классическая (французский рисунок)</translation>
    </message>
    <message>
        <source>%1 (installed)</source>
        <translation>%1 (установлена в системе)</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Four colours: diamonds blue, clubs green</source>
        <translation>Четыре цвета: бубны синие, трефы зелёные</translation>
    </message>
    <message>
        <source>as the app&apos;s language</source>
        <translation>по языку программы</translation>
    </message>
    <message>
        <source>Russian: Т К Д В</source>
        <translation>русские: Т К Д В</translation>
    </message>
    <message>
        <source>Polish: A K D W</source>
        <translation>польские: A K D W</translation>
    </message>
    <message>
        <source>English: A K Q J</source>
        <translation>английские: A K Q J</translation>
    </message>
    <message>
        <source>Card letters:</source>
        <translation>Буквы на картах:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Рубашка:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Образец:</translation>
    </message>
    <message>
        <source>Count my points (card points and marriages, beside my name)</source>
        <translation>Показывать мои очки у имени (карты и марьяжи)</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Тренер:</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Звуковые эффекты</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <source>No program to play sounds was found on this computer, so the game stays silent.</source>
        <translation>На этом компьютере не нашлось программы для воспроизведения звука, поэтому игра будет без звука.</translation>
    </message>
    <message>
        <source>A new language, look or text size is used at once.</source>
        <translation>Новый язык, оформление или размер текста применяются сразу.</translation>
    </message>
    <message>
        <source>Ask before conceding a deal</source>
        <translation>Спрашивать подтверждение перед росписью</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>This deck cannot be used; ours is shown instead.</source>
        <translation>Эту колоду использовать нельзя; вместо неё показана наша.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>%1: three bolts, %2</source>
        <extracomment>Score notes as sentences, by kind (a fall by its reason): %1 the player, %2 the amount.</extracomment>
        <translation>%1: три болта, %2</translation>
    </message>
    <message>
        <source>%1: third fall off the barrel, total back to 0</source>
        <translation>%1: третье падение с бочки, счёт обнулён</translation>
    </message>
    <message>
        <source>%1: dump truck at %2, total back to 0</source>
        <translation>%1: самосвал на %2, счёт обнулён</translation>
    </message>
    <message>
        <source>%1: third concession, %2</source>
        <translation>%1: третья роспись, %2</translation>
    </message>
    <message>
        <source>%1: nobody made a golden deal, total back to 0</source>
        <translation>%1: в золотом коне никто не сыграл, счёт обнулён</translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation>%1: на бочке</translation>
    </message>
    <message>
        <source>%1: off the barrel, no attempts left, %2</source>
        <translation>%1: с бочки — попытки кончились, %2</translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, %2</source>
        <translation>%1: сброс с бочки (пришёл другой игрок), %2</translation>
    </message>
    <message>
        <source>%1: off the barrel</source>
        <translation>%1: падение с бочки</translation>
    </message>
    <message>
        <source>%1: below the barrel again</source>
        <translation>%1: снова ниже бочки</translation>
    </message>
    <message>
        <source>%1: %2 for the concession</source>
        <translation>%1: %2 за роспись</translation>
    </message>
    <message>
        <source>%1: %2 from the talon</source>
        <translation>%1: %2 с прикупа</translation>
    </message>
    <message>
        <source>%1: the game is won</source>
        <translation>%1: партия выиграна</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>роспись</translation>
    </message>
    <message>
        <source>made</source>
        <translation>сыгран</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не сыгран</translation>
    </message>
    <message>
        <source>(dark)</source>
        <translation>(втёмную)</translation>
    </message>
    <message>
        <source>B%1/%2</source>
        <translation>Б%1/%2</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Review a deal (its 0-based index): a double-click on its row, or its context menu.</extracomment>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Double-click a deal to review it</source>
        <translation>Двойной щелчок по раздаче открывает её разбор</translation>
    </message>
    <message>
        <source>/ a bolt · B1/3 on the barrel, attempts used · ⟲ total reset to 0 · ★ golden deal</source>
        <translation>/ болт · Б1/3 на бочке, использовано попыток · ⟲ счёт обнулён · ★ золотой кон</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Review deal %1…</source>
        <translation>Разбор раздачи %1…</translation>
    </message>
    <message>
        <source>(−120) the deal&apos;s points</source>
        <translation>(−120) очки за раздачу</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>%1 ±</source>
        <translation>%1 ±</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 счёт</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n bolt(s) this deal</source>
        <translation>
            <numerusform>%1: %n болт в этой раздаче</numerusform>
            <numerusform>%1: %n болта в этой раздаче</numerusform>
            <numerusform>%1: %n болтов в этой раздаче</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>всего %n</numerusform>
            <numerusform>всего %n</numerusform>
            <numerusform>всего %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Thousand</source>
        <extracomment>Continue the game in progress of one kind (a game&apos;s name), from its tile. A new game of one kind, from its tile (the tiles are the UI registry&apos;s games&apos;). The rules of one kind of game. The course (lessons) of one kind of game. Play over the network: host or join.</extracomment>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>The Russian game of a thousand points, with cards or with dice</source>
        <translation>Русская игра до тысячи очков — в карты или в кости</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>24 cards, bidding, the talon and marriages</source>
        <translation>24 карты, торговля, прикуп и марьяжи</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Five dice: keep the scoring ones, stop in time</source>
        <translation>Пять костей: откладывай очковые, вовремя остановись</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Загрузить партию</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Игра по сети</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Rules of the card game</source>
        <translation>Правила карточной игры</translation>
    </message>
    <message>
        <source>Rules of the dice game</source>
        <translation>Правила игры в кости</translation>
    </message>
    <message>
        <source>the card game you were playing</source>
        <translation>карточная игра, которую вы играли</translation>
    </message>
    <message>
        <source>the dice game you were playing</source>
        <translation>игра в кости, которую вы играли</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Could not read %1: %2.</source>
        <translation>Не удалось прочитать %1: %2.</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
    <message>
        <source>Could not remove %1: %2.</source>
        <translation>Не удалось удалить %1: %2.</translation>
    </message>
    <message>
        <source>Could not list the saved games in %1: %2.</source>
        <translation>Не удалось получить список сохранённых партий в папке %1: %2.</translation>
    </message>
    <message>
        <source>Could not read the settings file %1: %2. The default settings are used.</source>
        <translation>Не удалось прочитать файл настроек %1: %2. Используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged (%2); the default settings are used.</source>
        <translation>Файл настроек %1 повреждён (%2); используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Thousand (%2); the settings this version knows are used.</source>
        <translation>Файл настроек %1 записан более новой версией «Тысячи» (%2); используются те настройки, которые знает эта версия.</translation>
    </message>
    <message>
        <source>Some settings in %1 were not valid and were reset to their defaults (%2).</source>
        <translation>Некоторые настройки в файле %1 были недопустимы и сброшены на значения по умолчанию (%2).</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation>Не удалось сохранить настройки в файл %1: %2.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically (%1): %2. You can keep playing; saving is tried again after every move.</source>
        <translation>Не удалось автоматически сохранить партию (%1): %2. Можно играть дальше: сохранение повторяется после каждого хода.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved: %1 is not a file (a folder, or a link to something else). Move it away so that the game can be saved there.</source>
        <translation>Текущую партию нельзя сохранить: %1 — не файл (папка или ссылка на что-то другое). Уберите его, чтобы партия могла сохраняться.</translation>
    </message>
    <message>
        <source>The game in progress (%1) is damaged and cannot be continued (%2).</source>
        <translation>Незаконченная партия (%1) повреждена, продолжить её нельзя (%2).</translation>
    </message>
    <message>
        <source>The game in progress (%1) was saved by a newer version of Thousand (%2). Update Thousand to continue it.</source>
        <translation>Незаконченная партия (%1) сохранена более новой версией «Тысячи» (%2). Обновите «Тысячу», чтобы продолжить её.</translation>
    </message>
    <message>
        <source>A saved game needs a name.</source>
        <translation>У сохранения должно быть название.</translation>
    </message>
    <message>
        <source>A save name can have at most %1 characters.</source>
        <translation>Название сохранения может содержать не более %1 символов.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>Не удалось сохранить партию (%1).</translation>
    </message>
    <message>
        <source>There is no saved game named “%1”.</source>
        <translation>Сохранения «%1» нет.</translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) is damaged and cannot be opened (%3).</source>
        <translation>Сохранение «%1» (%2) повреждено, открыть его нельзя (%3).</translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) was saved by a newer version of Thousand (%3). Update Thousand to open it.</source>
        <translation>Сохранение «%1» (%2) сделано более новой версией «Тысячи» (%3). Обновите «Тысячу», чтобы открыть его.</translation>
    </message>
    <message>
        <source>Could not delete %1: %2.</source>
        <translation>Не удалось удалить файл %1: %2.</translation>
    </message>
    <message>
        <source>The coach&apos;s flags kept in %1 are damaged (%2) and are left out; the game itself is loaded.</source>
        <translation>Ходы, отмеченные тренером, в %1 повреждены (%2) и не загружены; сама игра загружена.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Файла %1 нет.</translation>
    </message>
    <message>
        <source>%1 cannot be imported (%2).</source>
        <translation>Файл %1 нельзя импортировать (%2).</translation>
    </message>
    <message>
        <source>%1 is not imported: it is too large (%2). Records of up to 8 MB and 5000 deals are read.</source>
        <translation>%1 не импортирован: он слишком велик (%2). Читаются записи размером до 8 МБ и не более 5000 раздач.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Thousand (%2). Update Thousand to open it.</source>
        <translation>Файл %1 сохранён более новой версией «Тысячи» (%2). Обновите «Тысячу», чтобы открыть его.</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged (%2); statistics start again from here.</source>
        <translation>Файл статистики %1 повреждён (%2); статистика начинается заново.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2.</source>
        <translation>Не удалось сохранить статистику в файл %1: %2.</translation>
    </message>
    <message>
        <source>The statistics (%1) were written by a newer version of Thousand (%2); they are left as they are and not kept while you play this version. Update Thousand to keep them again.</source>
        <translation>Статистика (%1) записана более новой версией «Тысячи» (%2); она оставлена как есть и не ведётся, пока вы играете в этой версии. Обновите «Тысячу», чтобы статистика снова велась.</translation>
    </message>
    <message>
        <source>Thousand cannot make sure it is the only one using its data folder: the lock file %1 cannot be used (%2). Remove that file (it may take an administrator) and start Thousand again.</source>
        <translation>«Тысяча» не может убедиться, что только она работает со своей папкой данных: файл блокировки %1 нельзя использовать (%2). Удалите этот файл (возможно, понадобятся права администратора) и запустите «Тысячу» снова.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Что-то пошло не так (%1).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>дисковая квота исчерпана</translation>
    </message>
    <message>
        <source>the folder is on a read-only disk</source>
        <translation>папка находится на диске только для чтения</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>файл или папка не существует</translation>
    </message>
    <message>
        <source>a disk input/output error</source>
        <translation>ошибка ввода-вывода диска</translation>
    </message>
    <message>
        <source>it is not a file (a folder, or something else)</source>
        <translation>это не файл (папка или что-то другое)</translation>
    </message>
    <message>
        <source>it is a link that leads back to itself</source>
        <translation>это ссылка, которая ведёт сама на себя</translation>
    </message>
    <message>
        <source>an unexpected error while reading it; the details are in the log</source>
        <translation>непредвиденная ошибка при чтении; подробности записаны в журнал</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <extracomment>Kinds whose detail says what is wrong inside a file (in the storage&apos;s English): said in the user&apos;s words where the words are known (:data:`DAMAGE_DETAILS`). What is wrong inside a file, as the storage says it (a pattern; its groups fill %1, %2) -&gt; our words. The first that matches is used.</extracomment>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>it is not text: a wrong byte at position %1</source>
        <translation>это не текст: неверный байт в позиции %1</translation>
    </message>
    <message>
        <source>it is cut short at line %1, column %2</source>
        <translation>он обрывается на строке %1, столбце %2</translation>
    </message>
    <message>
        <source>it is not valid at line %1, column %2</source>
        <translation>ошибка в строке %1, столбце %2</translation>
    </message>
    <message>
        <source>its contents are not valid</source>
        <translation>его содержимое неверно</translation>
    </message>
    <message>
        <source>it is not a game record of Thousand</source>
        <translation>это не запись партии Тысячи</translation>
    </message>
    <message>
        <source>it is not a saved game</source>
        <translation>это не сохранённая партия</translation>
    </message>
    <message>
        <source>it is a game record, not a saved game: import it instead</source>
        <translation>это запись партии, а не сохранение: импортируйте её</translation>
    </message>
    <message>
        <source>it is too large to be a saved game: %1 bytes</source>
        <translation>он слишком велик для сохранения: %1 байт</translation>
    </message>
    <message>
        <source>the game in it is not valid</source>
        <translation>партия в нём неверна</translation>
    </message>
    <message>
        <source>its contents cannot be used</source>
        <translation>его содержимое нельзя использовать</translation>
    </message>
    <message>
        <source>Details are in %1.</source>
        <translation>Подробности записаны в %1.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Файл сохранён под именем %1.</translation>
    </message>
    <message>
        <source>The original file was kept as %1.</source>
        <translation>Исходный файл сохранён под именем %1.</translation>
    </message>
    <message>
        <source>The file was moved aside as %1.</source>
        <translation>Файл переименован в %1 и сохранён.</translation>
    </message>
    <message>
        <source>It could not be moved aside (%1).</source>
        <translation>Переименовать файл не удалось (%1).</translation>
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
        <translation>на бочке %1/%2</translation>
    </message>
    <message>
        <source>sits out, dealer</source>
        <translation>сдаёт, на прикупе</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>заказ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <source>Dark %1</source>
        <translation>Тёмная %1</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>no trump yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>The dark game is broken</source>
        <extracomment>A handler: (scene, event, its sound) -&gt; the animation that shows it. Cards in the deck (every one is dealt somewhere).</extracomment>
        <translation>Тёмная перебита</translation>
    </message>
    <message>
        <source>in the dark, for double</source>
        <translation>втёмную, вдвойне</translation>
    </message>
    <message>
        <source>raise %1</source>
        <translation>дозаказ %1</translation>
    </message>
    <message>
        <source>and loses %1</source>
        <translation>и теряет %1</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Козырь: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s)</source>
        <translation>
            <numerusform>%n болт</numerusform>
            <numerusform>%n болта</numerusform>
            <numerusform>%n болтов</numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>четыре девятки</translation>
    </message>
    <message>
        <source>a weak hand</source>
        <translation>слабая рука</translation>
    </message>
    <message>
        <source>a bad talon</source>
        <translation>плохой прикуп</translation>
    </message>
    <message>
        <source>the dead hand</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>bid %1</source>
        <extracomment>Each kind of action: (a short sentence for a hint, &quot;bid %1&quot;; its words in a move list after the player&apos;s name, with no verb, &quot;%1&quot;; None: just the arguments).</extracomment>
        <translation>заказать %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>play in the dark</source>
        <translation>играть втёмную</translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation>потребовать пересдачу</translation>
    </message>
    <message>
        <source>play on without a claim</source>
        <translation>играть дальше, ничего не заявляя</translation>
    </message>
    <message>
        <source>take talon %1</source>
        <translation>взять прикуп %1</translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation>отдать %1: %2</translation>
    </message>
    <message>
        <source>lay %1 aside</source>
        <translation>снести %1</translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation>повысить до %1</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>расписать</translation>
    </message>
    <message>
        <source>lead %1 and declare the marriage</source>
        <translation>пойти %1 с объявлением марьяжа</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>сыграть %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>You ask for a redeal</source>
        <extracomment>key -&gt; (the second person: %1, %2... are the arguments; anyone else: %1 the name, %2, %3... the arguments)</extracomment>
        <translation>Вы требуете пересдачу</translation>
    </message>
    <message>
        <source>%1: redeal</source>
        <translation>%1: пересдача</translation>
    </message>
    <message>
        <source>You bid %1</source>
        <translation>Вы заказали %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Вы играете %1</translation>
    </message>
    <message>
        <source>%1: contract %2</source>
        <translation>%1: заказ %2</translation>
    </message>
    <message>
        <source>You concede</source>
        <translation>Вы расписываете</translation>
    </message>
    <message>
        <source>%1: conceded</source>
        <translation>%1: роспись</translation>
    </message>
    <message>
        <source>You declare a marriage: +%1</source>
        <translation>Вы объявили марьяж: +%1</translation>
    </message>
    <message>
        <source>%1: marriage +%2</source>
        <translation>%1: марьяж +%2</translation>
    </message>
    <message>
        <source>You made %1</source>
        <translation>Вы сыграли %1</translation>
    </message>
    <message>
        <source>%1: contract %2 made</source>
        <translation>%1: заказ %2 сыгран</translation>
    </message>
    <message>
        <source>You failed %1</source>
        <translation>Вы не сыграли %1</translation>
    </message>
    <message>
        <source>%1: contract %2 failed</source>
        <translation>%1: заказ %2 не сыгран</translation>
    </message>
    <message>
        <source>You conceded %1</source>
        <translation>Вы расписали %1</translation>
    </message>
    <message>
        <source>%1: contract %2 conceded</source>
        <translation>%1: заказ %2 расписан</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>Winner: %1!</source>
        <translation>Победа: %1!</translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation>Последняя взятка — ваша</translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation>Последняя взятка: %1</translation>
    </message>
    <message>
        <source>You play in the dark (%1).</source>
        <translation>Вы играете втёмную (%1).</translation>
    </message>
    <message>
        <source>%1: dark game (%2).</source>
        <translation>%1: тёмная (%2).</translation>
    </message>
</context>
</TS>
