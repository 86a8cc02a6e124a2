<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Access</name>
        <message>
            <source>a card face down</source>
            <translation>a card face down</translation>
        </message>
        <message>
            <source>playable</source>
            <translation>playable</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>chosen</translation>
        </message>
        <message>
            <source>not chosen</source>
            <translation>not chosen</translation>
        </message>
        <message>
            <source>cannot be played now</source>
            <translation>cannot be played now</translation>
        </message>
        <message>
            <source>to %1</source>
            <translation>to %1</translation>
        </message>
        <message>
            <source>hint</source>
            <translation>hint</translation>
        </message>
        <message>
            <source>new</source>
            <translation>new</translation>
        </message>
        <message>
            <source>Left talon</source>
            <translation>Left talon</translation>
        </message>
        <message>
            <source>Right talon</source>
            <translation>Right talon</translation>
        </message>
        <message>
            <source>Talon</source>
            <translation>Talon</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <extracomment>Extra status per seat: the running points of the viewer ("Count my points"). What the speech bubbles keep off besides the plates (the dice tray), on the table. The totals counting up (or down) on the plates, by seat.</extracomment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Trick: %1</source>
            <translation>Trick: %1</translation>
        </message>
        <message>
            <source>Card table</source>
            <extracomment>How far a card pointed at in a hand rises (a lesson's mark). A step asked the screen to do something when the animations reach it. How much the plates, badges and banner are enlarged (``table_decor.table_size``). The seat addressed as "you" in messages (the one human of a single-player game). The rules of the game shown (from the last observation).</extracomment>
            <translation>Card table</translation>
        </message>
        <message>
            <source>says %1</source>
            <translation>says %1</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>thinking</translation>
        </message>
        <message>
            <source>to move</source>
            <translation>to move</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>scores</translation>
        </message>
        <message>
            <source>does not score</source>
            <translation>does not score</translation>
        </message>
        <message>
            <source>picked</source>
            <translation>picked</translation>
        </message>
        <message>
            <source>Die %1: %2</source>
            <translation>Die %1: %2</translation>
        </message>
        <message>
            <source>Kept: %1, %2</source>
            <translation>Kept: %1, %2</translation>
        </message>
        <message>
            <source>Dice table</source>
            <translation>Dice table</translation>
        </message>
        <message>
            <source>%1 — throw: %2</source>
            <translation>%1 — throw: %2</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>Scores: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) face down</source>
            <translation>
                <numerusform>%n card face down</numerusform>
                <numerusform>%n cards face down</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dice in hand</source>
            <translation>
                <numerusform>%n dice in hand</numerusform>
                <numerusform>%n dice in hand</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2, total %3</source>
            <translation>%1: %2, total %3</translation>
        </message>
        <message>
            <source>Talon: %1</source>
            <translation>Talon: %1</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Something went wrong: %1.</source>
            <translation>Something went wrong: %1.</translation>
        </message>
        <message>
            <source>The details are in %1.</source>
            <translation>The details are in %1.</translation>
        </message>
        <message>
            <source>The game in progress has been saved after your last move.</source>
            <translation>The game in progress has been saved after your last move.</translation>
        </message>
        <message>
            <source>Thousand</source>
            <extracomment>The languages the app ships (one ``i18n/thousand_&lt;lang&gt;.ts`` each), in the Settings' order. Each language's name in itself, as the Settings and ``--language`` list them. System languages we have no catalogue for whose speakers read one of ours (Belarusian: Russian).</extracomment>
            <translation>Thousand</translation>
        </message>
        <message>
            <source>Thousand is already open with this data folder (%1). Its window was brought forward.</source>
            <translation>Thousand is already open with this data folder (%1). Its window was brought forward.</translation>
        </message>
        <message>
            <source>Thousand is already open with this data folder (%1). Switch to its window, or start Thousand with --data-dir and another folder.</source>
            <translation>Thousand is already open with this data folder (%1). Switch to its window, or start Thousand with --data-dir and another folder.</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>spades</source>
            <translation>spades</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>J</source>
            <extracomment>The letters of the court cards and the ace, translated (Russian: В Д К Т, as our deck).</extracomment>
            <translation>J</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>Q</translation>
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
            <extracomment>A card's full name, for screen readers ("Ace of spades"): the rank, then "%1 of &lt;suit&gt;".</extracomment>
            <translation>Nine</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Jack</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Queen</translation>
        </message>
        <message>
            <source>King</source>
            <translation>King</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Ten</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>Ace</translation>
        </message>
        <message>
            <source>%1 of spades</source>
            <translation>%1 of spades</translation>
        </message>
        <message>
            <source>%1 of clubs</source>
            <translation>%1 of clubs</translation>
        </message>
        <message>
            <source>%1 of diamonds</source>
            <translation>%1 of diamonds</translation>
        </message>
        <message>
            <source>%1 of hearts</source>
            <translation>%1 of hearts</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>aces</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>Passing the %1 away breaks your marriage (%2 points).</source>
            <translation>Passing the %1 away breaks your marriage (%2 points).</translation>
        </message>
        <message>
            <source>Leading the %1 without declaring it gives up your marriage (%2 points).</source>
            <translation>Leading the %1 without declaring it gives up your marriage (%2 points).</translation>
        </message>
        <message>
            <source>Leading the %1 now gives up your marriage (%2 points): marriages count only once you have taken a trick.</source>
            <translation>Leading the %1 now gives up your marriage (%2 points): marriages count only once you have taken a trick.</translation>
        </message>
        <message>
            <source>Playing the %1 breaks your marriage (%2 points): a marriage is declared only when you lead it.</source>
            <translation>Playing the %1 breaks your marriage (%2 points): a marriage is declared only when you lead it.</translation>
        </message>
        <message>
            <source>After this move you make your %1 about %2 times in %4; after the better one, %3 times in %4.</source>
            <translation>After this move you make your %1 about %2 times in %4; after the better one, %3 times in %4.</translation>
        </message>
        <message>
            <source>After this move the declarer makes %1 about %2 times in %4; after the better one, only %3 times in %4.</source>
            <translation>After this move the declarer makes %1 about %2 times in %4; after the better one, only %3 times in %4.</translation>
        </message>
        <message>
            <source>With this hand a bid of %1 fails about %2 times in %3.</source>
            <extracomment>code -&gt; its sentence (``how``: "lead", "follow" or "pass": what the move does with a card).</extracomment>
            <translation>With this hand a bid of %1 fails about %2 times in %3.</translation>
        </message>
        <message>
            <source>Passing gives up a contract of %1 that this hand makes about %2 times in %3.</source>
            <translation>Passing gives up a contract of %1 that this hand makes about %2 times in %3.</translation>
        </message>
        <message>
            <source>With this card your side takes the trick about %1 times in %3; with the better one, %2 times in %3.</source>
            <translation>With this card your side takes the trick about %1 times in %3; with the better one, %2 times in %3.</translation>
        </message>
        <message>
            <source>Conceding gives up a contract you make about %1 times in %2.</source>
            <translation>Conceding gives up a contract you make about %1 times in %2.</translation>
        </message>
        <message>
            <source>keep your contract and lead %1</source>
            <translation>keep your contract and lead %1</translation>
        </message>
        <message>
            <source>keep your contract, with no raise and no concession</source>
            <translation>keep your contract, with no raise and no concession</translation>
        </message>
        <message>
            <source>The better move: %1.</source>
            <translation>The better move: %1.</translation>
        </message>
        <message>
            <source>The coach: think again?</source>
            <translation>The coach: think again?</translation>
        </message>
        <message>
            <source>Play it anyway</source>
            <translation>Play it anyway</translation>
        </message>
        <message>
            <source>Show me the better move</source>
            <translation>Show me the better move</translation>
        </message>
        <message>
            <source>The better move</source>
            <translation>The better move</translation>
        </message>
        <message numerus="yes">
            <source>Review the %n move(s) the coach flagged</source>
            <translation>
                <numerusform>Review the %n move the coach flagged</numerusform>
                <numerusform>Review the %n moves the coach flagged</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move costs about %n point(s) against the better one.</source>
            <translation>
                <numerusform>This move costs about %n point against the better one.</numerusform>
                <numerusform>This move costs about %n points against the better one.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your chance of winning: %1% after this move, %2% after the better one.</source>
            <translation>Your chance of winning: %1% after this move, %2% after the better one.</translation>
        </message>
        <message>
            <source>Stopping now is too early: the next throw loses the turn only %1% of the time.</source>
            <translation>Stopping now is too early: the next throw loses the turn only %1% of the time.</translation>
        </message>
        <message>
            <source>Throwing again risks the %2 points of this turn: the next throw loses them %1% of the time.</source>
            <translation>Throwing again risks the %2 points of this turn: the next throw loses them %1% of the time.</translation>
        </message>
        <message>
            <source>This keep leaves %1 dice to throw; the better keep leaves %2.</source>
            <translation>This keep leaves %1 dice to throw; the better keep leaves %2.</translation>
        </message>
        <message>
            <source>This keep adds %1 points; the better keep adds %2.</source>
            <translation>This keep adds %1 points; the better keep adds %2.</translation>
        </message>
        <message>
            <source>The better keep wins the game at once.</source>
            <translation>The better keep wins the game at once.</translation>
        </message>
        <message>
            <source>This keep overshoots: the turn is lost.</source>
            <translation>This keep overshoots: the turn is lost.</translation>
        </message>
        <message>
            <source>This keep lands on the dump truck: back to 0.</source>
            <translation>This keep lands on the dump truck: back to 0.</translation>
        </message>
        <message>
            <source>keep %1</source>
            <translation>keep %1</translation>
        </message>
        <message>
            <source>stop and score the turn</source>
            <translation>stop and score the turn</translation>
        </message>
        <message>
            <source>throw again</source>
            <translation>throw again</translation>
        </message>
        <message>
            <source>This move lowers your chance of winning by %1 points of percentage.</source>
            <translation>This move lowers your chance of winning by %1 points of percentage.</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>Thousand (1000): the card game with bidding, talon and marriages and the dice game with five dice, against computer players or friends, at one computer or over the network.</source>
            <translation>Thousand (1000): the card game with bidding, talon and marriages and the dice game with five dice, against computer players or friends, at one computer or over the network.</translation>
        </message>
        <message>
            <source>Network play: Play over the network on the start screen hosts a game or joins one; thousand-server hosts one without a window. thousand-replay FILE replays a game record.</source>
            <translation>Network play: Play over the network on the start screen hosts a game or joins one; thousand-server hosts one without a window. thousand-replay FILE replays a game record.</translation>
        </message>
        <message>
            <source>keep settings, saves and statistics in this folder</source>
            <translation>keep settings, saves and statistics in this folder</translation>
        </message>
        <message>
            <source>the language for this run: %1</source>
            <translation>the language for this run: %1</translation>
        </message>
        <message>
            <source>start, let computer players play a deal, analyse it in the review, play a dice game and a network game on this computer; exit 0 (1, naming it, on a failure or a hang)</source>
            <translation>start, let computer players play a deal, analyse it in the review, play a dice game and a network game on this computer; exit 0 (1, naming it, on a failure or a hang)</translation>
        </message>
        <message>
            <source>show this help and exit</source>
            <translation>show this help and exit</translation>
        </message>
        <message>
            <source>options</source>
            <translation>options</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>On the barrel you cannot stop: win in this turn or lose it.</source>
            <extracomment>The engine's reason code -&gt; our sentence: %1, %2... are the reason's parameters in order.</extracomment>
            <translation>On the barrel you cannot stop: win in this turn or lose it.</translation>
        </message>
        <message>
            <source>Not entered yet: the first stop needs %1 in the turn (now %2).</source>
            <translation>Not entered yet: the first stop needs %1 in the turn (now %2).</translation>
        </message>
        <message>
            <source>In the pit %1–%2: a stop needs a total above %2 (now %3).</source>
            <translation>In the pit %1–%2: a stop needs a total above %2 (now %3).</translation>
        </message>
        <message>
            <source>Exactly %1 cannot be banked: throw on.</source>
            <translation>Exactly %1 cannot be banked: throw on.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Set scoring dice aside first.</source>
            <translation>Set scoring dice aside first.</translation>
        </message>
        <message>
            <source>Throw the dice first.</source>
            <translation>Throw the dice first.</translation>
        </message>
        <message>
            <source>The opening throw was empty: throw all five again.</source>
            <translation>The opening throw was empty: throw all five again.</translation>
        </message>
        <message>
            <source>Hot dice: all five have scored, throw them all again.</source>
            <translation>Hot dice: all five have scored, throw them all again.</translation>
        </message>
        <message>
            <source>A throw is due.</source>
            <translation>A throw is due.</translation>
        </message>
        <message>
            <source>Stop or throw again.</source>
            <translation>Stop or throw again.</translation>
        </message>
        <message>
            <source>Choose at least one scoring die.</source>
            <translation>Choose at least one scoring die.</translation>
        </message>
        <message>
            <source>The dice %1 are not all in the throw.</source>
            <translation>The dice %1 are not all in the throw.</translation>
        </message>
        <message>
            <source>The dice %1 do not all score: keep only scoring dice.</source>
            <translation>The dice %1 do not all score: keep only scoring dice.</translation>
        </message>
        <message>
            <source>Every scoring die must be kept: %1.</source>
            <translation>Every scoring die must be kept: %1.</translation>
        </message>
        <message>
            <source>The throw must have the %1 dice in hand, not %2.</source>
            <translation>The throw must have the %1 dice in hand, not %2.</translation>
        </message>
        <message>
            <source>A die shows a number from 1 to 6.</source>
            <translation>A die shows a number from 1 to 6.</translation>
        </message>
        <message>
            <source>The dice are to be thrown now: there is nothing to decide.</source>
            <translation>The dice are to be thrown now: there is nothing to decide.</translation>
        </message>
        <message>
            <source>These dice cannot be kept now.</source>
            <translation>These dice cannot be kept now.</translation>
        </message>
        <message>
            <source>That is not a move of the dice game.</source>
            <translation>That is not a move of the dice game.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <source>not entered (%1)</source>
            <translation>not entered (%1)</translation>
        </message>
        <message>
            <source>in the pit %1–%2</source>
            <translation>in the pit %1–%2</translation>
        </message>
        <message>
            <source>entered</source>
            <translation>entered</translation>
        </message>
        <message>
            <source>on the barrel %1/%2</source>
            <translation>on the barrel %1/%2</translation>
        </message>
        <message>
            <source>on the barrel</source>
            <translation>on the barrel</translation>
        </message>
        <message>
            <source>bolts %1/%2</source>
            <translation>bolts %1/%2</translation>
        </message>
        <message>
            <source>falls %1/%2</source>
            <translation>falls %1/%2</translation>
        </message>
        <message numerus="yes">
            <source>%n overshoot(s)</source>
            <translation>
                <numerusform>%n overshoot</numerusform>
                <numerusform>%n overshoots</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played</source>
            <translation>
                <numerusform>%n turn played</numerusform>
                <numerusform>%n turns played</numerusform>
            </translation>
        </message>
        <message>
            <source>dice in hand: %1</source>
            <translation>dice in hand: %1</translation>
        </message>
        <message>
            <source>%1: entered the game</source>
            <extracomment>Settled event name -&gt; (title: %1 the player, %2 the amount; the sub line)</extracomment>
            <translation>%1: entered the game</translation>
        </message>
        <message>
            <source>the first stop counts from now on</source>
            <translation>the first stop counts from now on</translation>
        </message>
        <message>
            <source>%1: on the barrel</source>
            <translation>%1: on the barrel</translation>
        </message>
        <message>
            <source>now the game must be won in one turn</source>
            <translation>now the game must be won in one turn</translation>
        </message>
        <message>
            <source>%1: knocked off the barrel</source>
            <translation>%1: knocked off the barrel</translation>
        </message>
        <message>
            <source>another player got on the barrel</source>
            <translation>another player got on the barrel</translation>
        </message>
        <message>
            <source>%1: fell off the barrel</source>
            <translation>%1: fell off the barrel</translation>
        </message>
        <message>
            <source>no win in the attempts allowed</source>
            <translation>no win in the attempts allowed</translation>
        </message>
        <message>
            <source>%1: too many falls</source>
            <translation>%1: too many falls</translation>
        </message>
        <message>
            <source>the total goes back to 0</source>
            <translation>the total goes back to 0</translation>
        </message>
        <message>
            <source>%1: overtaken, %2</source>
            <translation>%1: overtaken, %2</translation>
        </message>
        <message>
            <source>the penalty for being overtaken</source>
            <translation>the penalty for being overtaken</translation>
        </message>
        <message>
            <source>%1: bolts, %2</source>
            <translation>%1: bolts, %2</translation>
        </message>
        <message>
            <source>too many busts in a row</source>
            <translation>too many busts in a row</translation>
        </message>
        <message>
            <source>%1: overshoot penalty, %2</source>
            <translation>%1: overshoot penalty, %2</translation>
        </message>
        <message>
            <source>the target must be hit exactly</source>
            <translation>the target must be hit exactly</translation>
        </message>
        <message>
            <source>%1: too many overshoots</source>
            <translation>%1: too many overshoots</translation>
        </message>
        <message>
            <source>%1: the dump truck!</source>
            <translation>%1: the dump truck!</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Main menu</source>
            <translation>Main menu</translation>
        </message>
        <message>
            <source>Game over</source>
            <extracomment>How much smaller than the plates' texts the dice banner may be drawn to fit the tray: its second line (20 units) then shows as large as the plates' smallest text (16). Base durations (ms at normal speed): a roll, a keep gliding aside, a banner's pause. A die of the throw was clicked (its index, left to right). A step asked the screen to do something when the animations reach it ("game_over"). A sound to play now (``sound.SOUND_NAMES``); only while animations are on. How much the plates, badges and labels are enlarged (``table_decor.table_size``). The dice of the throw waiting for a keep, left to right (index = place). The dice in hand (to be thrown next). This turn's keeps: a row of dice each, with its value label. The throw that ended a turn without a stop (a bust), left on the felt until the next throw so that the player sees why the turn ended.</extracomment>
            <translation>Game over</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Rematch</source>
            <extracomment>Letter keys by action: the Latin key and the Cyrillic one on the same key of a Russian (ЙЦУКЕН) layout; Windows' layout-independent virtual key is the Latin letter's code. The least widths of the table and of the docked score sheet: together (with the scoring chart) within a window of 900 pixels, so docking them never widens the window. The table's least height: with the bars at 150 % text (the action bar's texts over its buttons) the screen still fits a window 600 pixels high (the tray scales with the view). The tray's rim, in the view's pixels: panels over the tray keep inside it. The least width of the result panel (narrower on a small tray). The cursor is drawn once the player has used the arrow keys. The native virtual key of the key being handled (the filter sets it). The second row of buttons, used when one row is wider than the tray.</extracomment>
            <translation>Rematch</translation>
        </message>
        <message>
            <source>A new game with the same players and rules</source>
            <translation>A new game with the same players and rules</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>Step through the turns of this game with the computer's view of each move</source>
            <translation>Step through the turns of this game with the computer's view of each move</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Throw</translation>
        </message>
        <message>
            <source>Keep all</source>
            <translation>Keep all</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Keep</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stop</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Keep every scoring die of the throw at once</source>
            <translation>Keep every scoring die of the throw at once</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Take back</translation>
        </message>
        <message>
            <source>Take back your last keep or your last decision to stop or throw on (Backspace, Ctrl+Z)</source>
            <translation>Take back your last keep or your last decision to stop or throw on (Backspace, Ctrl+Z)</translation>
        </message>
        <message>
            <source>Show or hide what the dice score</source>
            <translation>Show or hide what the dice score</translation>
        </message>
        <message>
            <source>Back to the start screen; the game is saved</source>
            <translation>Back to the start screen; the game is saved</translation>
        </message>
        <message>
            <source>Turn: %1</source>
            <extracomment>The player wants to go back to the start screen (the game is saved as it stands). A new game with the same players and rules (from the end of a game). The scoring chart was shown (True) or put away (False), to remember. The review of the finished game is wanted. The human seat whose turn is shown (None while nobody human is asked anything). The coach's panel (issue 37), shown when the controller holds a costly decision. Counts down the status line's "away" of a network seat whose person dropped out (runs only while it is shown).</extracomment>
            <translation>Turn: %1</translation>
        </message>
        <message>
            <source>hand the mouse to this player</source>
            <translation>hand the mouse to this player</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <source>%1 throws</source>
            <translation>%1 throws</translation>
        </message>
        <message>
            <source>Round %1 · %2</source>
            <translation>Round %1 · %2</translation>
        </message>
        <message>
            <source>Take-backs are off in this game (New dice game → Allow take-backs).</source>
            <translation>Take-backs are off in this game (New dice game → Allow take-backs).</translation>
        </message>
        <message>
            <source>Take-backs are for games against the computer.</source>
            <translation>Take-backs are for games against the computer.</translation>
        </message>
        <message>
            <source>There is no move of yours to take back.</source>
            <translation>There is no move of yours to take back.</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Thinking about a hint…</translation>
        </message>
        <message>
            <source>Hint: keep %1</source>
            <translation>Hint: keep %1</translation>
        </message>
        <message>
            <source>and stop</source>
            <translation>and stop</translation>
        </message>
        <message>
            <source>and throw on</source>
            <translation>and throw on</translation>
        </message>
        <message>
            <source>Hint: stop now</source>
            <translation>Hint: stop now</translation>
        </message>
        <message>
            <source>Hint: throw</source>
            <translation>Hint: throw</translation>
        </message>
        <message>
            <source>chance to win %1 %</source>
            <translation>chance to win %1 %</translation>
        </message>
        <message>
            <source>bust: %1 %</source>
            <extracomment>The least width the texts keep beside the buttons on one row.</extracomment>
            <translation>bust: %1 %</translation>
        </message>
        <message>
            <source>The chance that the next throw scores nothing and the turn is lost</source>
            <translation>The chance that the next throw scores nothing and the turn is lost</translation>
        </message>
        <message>
            <source>Click the dice to keep (or keys 1–5), then Keep.</source>
            <translation>Click the dice to keep (or keys 1–5), then Keep.</translation>
        </message>
        <message>
            <source>Cannot keep these: %1</source>
            <translation>Cannot keep these: %1</translation>
        </message>
        <message>
            <source>Keep %1: +%2, turn total %3</source>
            <translation>Keep %1: +%2, turn total %3</translation>
        </message>
        <message>
            <source>Turn total %1: bank it or throw again (%2).</source>
            <translation>Turn total %1: bank it or throw again (%2).</translation>
        </message>
        <message>
            <source>Throw the dice (%1).</source>
            <translation>Throw the dice (%1).</translation>
        </message>
        <message>
            <source>hot dice: all five are thrown again</source>
            <translation>hot dice: all five are thrown again</translation>
        </message>
        <message>
            <source>this wins the game</source>
            <translation>this wins the game</translation>
        </message>
        <message>
            <source>the turn is banked</source>
            <translation>the turn is banked</translation>
        </message>
        <message>
            <source>overshoot: the turn is lost</source>
            <translation>overshoot: the turn is lost</translation>
        </message>
        <message>
            <source>the dump truck: back to 0</source>
            <translation>the dump truck: back to 0</translation>
        </message>
        <message>
            <source>then a throw is due</source>
            <translation>then a throw is due</translation>
        </message>
        <message>
            <source>Turn total · %1</source>
            <translation>Turn total · %1</translation>
        </message>
        <message>
            <source>choose dice to keep from %1</source>
            <translation>choose dice to keep from %1</translation>
        </message>
        <message>
            <source>Confirming throw</source>
            <translation>Confirming throw</translation>
        </message>
        <message>
            <source>it must score, or the turn is lost</source>
            <translation>it must score, or the turn is lost</translation>
        </message>
        <message>
            <source>No scoring dice</source>
            <translation>No scoring dice</translation>
        </message>
        <message>
            <source>the opening throw is thrown again</source>
            <translation>the opening throw is thrown again</translation>
        </message>
        <message>
            <source>%1: bust</source>
            <translation>%1: bust</translation>
        </message>
        <message>
            <source>no scoring dice: the turn total of %1 is lost</source>
            <translation>no scoring dice: the turn total of %1 is lost</translation>
        </message>
        <message>
            <source>no scoring dice</source>
            <translation>no scoring dice</translation>
        </message>
        <message>
            <source>Five 1s!</source>
            <translation>Five 1s!</translation>
        </message>
        <message>
            <source>the game is won at once</source>
            <translation>the game is won at once</translation>
        </message>
        <message>
            <source>Hot dice!</source>
            <translation>Hot dice!</translation>
        </message>
        <message>
            <source>all five scored: throw all five again</source>
            <translation>all five scored: throw all five again</translation>
        </message>
        <message>
            <source>all five scored: the next throw must confirm them</source>
            <translation>all five scored: the next throw must confirm them</translation>
        </message>
        <message>
            <source>bust</source>
            <translation>bust</translation>
        </message>
        <message>
            <source>overshoot</source>
            <translation>overshoot</translation>
        </message>
        <message>
            <source>dump truck</source>
            <translation>dump truck</translation>
        </message>
        <message>
            <source>bolt %1/%2</source>
            <translation>bolt %1/%2</translation>
        </message>
        <message>
            <source>%1: overshoot</source>
            <translation>%1: overshoot</translation>
        </message>
        <message>
            <source>past %1: the turn total is lost</source>
            <translation>past %1: the turn total is lost</translation>
        </message>
        <message>
            <source>with %1</source>
            <translation>with %1</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Five 1s win the game.</source>
            <translation>Five 1s win the game.</translation>
        </message>
    </context>
    <context>
        <name>DiceHard</name>
        <message>
            <source>Hard has no solved table for these rules yet: it is solved in the background when the game starts (tens of minutes on two cores; a bar shows how far it is). Until then hard plays like normal.</source>
            <translation>Hard has no solved table for these rules yet: it is solved in the background when the game starts (tens of minutes on two cores; a bar shows how far it is). Until then hard plays like normal.</translation>
        </message>
        <message>
            <source>Hard cannot solve rules with negative totals: with these rules it plays like normal.</source>
            <translation>Hard cannot solve rules with negative totals: with these rules it plays like normal.</translation>
        </message>
        <message>
            <source>These rules make a game too large to solve here: hard plays like normal with them.</source>
            <translation>These rules make a game too large to solve here: hard plays like normal with them.</translation>
        </message>
        <message>
            <source>Hard has no solved table for these rules, and this version of Thousand cannot solve new ones: with these rules hard plays like normal.</source>
            <translation>Hard has no solved table for these rules, and this version of Thousand cannot solve new ones: with these rules hard plays like normal.</translation>
        </message>
        <message>
            <source>Hard has no solved table for these rules, and this installation cannot solve one (that needs numpy and numba): hard plays like normal with them.</source>
            <translation>Hard has no solved table for these rules, and this installation cannot solve one (that needs numpy and numba): hard plays like normal with them.</translation>
        </message>
        <message>
            <source>Hard is solving these rules: %p%</source>
            <translation>Hard is solving these rules: %p%</translation>
        </message>
        <message>
            <source>Hard has solved these rules and now plays them.</source>
            <translation>Hard has solved these rules and now plays them.</translation>
        </message>
        <message>
            <source>Solving these rules failed: hard plays like normal with them.</source>
            <translation>Solving these rules failed: hard plays like normal with them.</translation>
        </message>
    </context>
    <context>
        <name>DiceNewGame</name>
        <message>
            <source>“%1”</source>
            <translation>“%1”</translation>
        </message>
        <message>
            <source>%1 (%2) must be below %3 (%4).</source>
            <translation>%1 (%2) must be below %3 (%4).</translation>
        </message>
        <message>
            <source>%1 (%2) must be above %3 (%4).</source>
            <translation>%1 (%2) must be above %3 (%4).</translation>
        </message>
        <message>
            <source>%1: the pit %2–%3 must lie above 0 and below %4 (%5).</source>
            <translation>%1: the pit %2–%3 must lie above 0 and below %4 (%5).</translation>
        </message>
        <message>
            <source>%1: the pit %2–%3 must end below %4 (%5).</source>
            <translation>%1: the pit %2–%3 must end below %4 (%5).</translation>
        </message>
        <message>
            <source>%1: the pits %2–%3 and %4–%5 overlap.</source>
            <translation>%1: the pits %2–%3 and %4–%5 overlap.</translation>
        </message>
        <message>
            <source>%1 (%2) must be above 0 and below %3 (%4).</source>
            <translation>%1 (%2) must be above 0 and below %3 (%4).</translation>
        </message>
        <message>
            <source>%1 must be a multiple of %2 (not %3).</source>
            <translation>%1 must be a multiple of %2 (not %3).</translation>
        </message>
        <message>
            <source>%1 must be at least %2 (not %3).</source>
            <translation>%1 must be at least %2 (not %3).</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Boris</source>
            <translation>Boris</translation>
        </message>
        <message>
            <source>Vera</source>
            <translation>Vera</translation>
        </message>
        <message>
            <source>Gleb</source>
            <translation>Gleb</translation>
        </message>
        <message>
            <source>Dasha</source>
            <translation>Dasha</translation>
        </message>
        <message>
            <source>Egor</source>
            <translation>Egor</translation>
        </message>
        <message>
            <source>Zoya</source>
            <translation>Zoya</translation>
        </message>
        <message>
            <source>Ilya</source>
            <translation>Ilya</translation>
        </message>
        <message>
            <source>none, or e.g. 300-400</source>
            <translation>none, or e.g. 300-400</translation>
        </message>
        <message>
            <source>New dice game</source>
            <extracomment>The dice game's words for its options and presets (the option editor's).</extracomment>
            <translation>New dice game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <source>Draw again</source>
            <translation>Draw again</translation>
        </message>
        <message>
            <source>Draw who throws first once more</source>
            <translation>Draw who throws first once more</translation>
        </message>
        <message>
            <source>Seat %1:</source>
            <translation>Seat %1:</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Allow take-backs (Take back, Backspace: your last keep or decision)</source>
            <translation>Allow take-backs (Take back, Backspace: your last keep or decision)</translation>
        </message>
        <message>
            <source>Games against the computer only.</source>
            <translation>Games against the computer only.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>Preset:</translation>
        </message>
        <message>
            <source>Reset options to the preset</source>
            <translation>Reset options to the preset</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Throws first: %1</source>
            <translation>Throws first: %1</translation>
        </message>
        <message>
            <source>Hot-seat: the players share this computer and pass the mouse on at each turn.</source>
            <translation>Hot-seat: the players share this computer and pass the mouse on at each turn.</translation>
        </message>
        <message>
            <source>Only computer players: you watch the game.</source>
            <translation>Only computer players: you watch the game.</translation>
        </message>
        <message>
            <source>The pits cannot be read at “%1”: write them like 300-400, 750-900.</source>
            <translation>The pits cannot be read at “%1”: write them like 300-400, 750-900.</translation>
        </message>
        <message>
            <source>These rules cannot be played: %1</source>
            <translation>These rules cannot be played: %1</translation>
        </message>
    </context>
    <context>
        <name>DiceOptions</name>
        <message>
            <source>Straights</source>
            <extracomment>key -&gt; (name, one-line explanation)</extracomment>
            <translation>Straights</translation>
        </message>
        <message>
            <source>Four of a kind</source>
            <translation>Four of a kind</translation>
        </message>
        <message>
            <source>Five 1s</source>
            <translation>Five 1s</translation>
        </message>
        <message>
            <source>1-2-3-4-5 scores %1 and 2-3-4-5-6 scores %2.</source>
            <translation>1-2-3-4-5 scores %1 and 2-3-4-5-6 scores %2.</translation>
        </message>
        <message>
            <source>Worth twice three of a kind, or three of a kind plus %1.</source>
            <translation>Worth twice three of a kind, or three of a kind plus %1.</translation>
        </message>
        <message>
            <source>Five 1s in one throw score %1, or win the game at once.</source>
            <translation>Five 1s in one throw score %1, or win the game at once.</translation>
        </message>
        <message>
            <source>Keep every scoring die</source>
            <translation>Keep every scoring die</translation>
        </message>
        <message>
            <source>After a throw all scoring dice must be set aside, not just some.</source>
            <translation>After a throw all scoring dice must be set aside, not just some.</translation>
        </message>
        <message>
            <source>Hot dice</source>
            <translation>Hot dice</translation>
        </message>
        <message>
            <source>When all five dice have scored: one more throw confirms the turn, or the turn goes on.</source>
            <translation>When all five dice have scored: one more throw confirms the turn, or the turn goes on.</translation>
        </message>
        <message>
            <source>Second try</source>
            <translation>Second try</translation>
        </message>
        <message>
            <source>A first throw of a turn that scores nothing may be thrown again once.</source>
            <translation>A first throw of a turn that scores nothing may be thrown again once.</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>Entry</translation>
        </message>
        <message>
            <source>Your first stop of the game needs at least this many points (0: no entry).</source>
            <translation>Your first stop of the game needs at least this many points (0: no entry).</translation>
        </message>
        <message>
            <source>Pits</source>
            <translation>Pits</translation>
        </message>
        <message>
            <source>Barrel</source>
            <translation>Barrel</translation>
        </message>
        <message>
            <source>A stop reaching this total stays there: the game must be won in one turn from it (0: no barrel).</source>
            <translation>A stop reaching this total stays there: the game must be won in one turn from it (0: no barrel).</translation>
        </message>
        <message>
            <source>Jump over the barrel</source>
            <translation>Jump over the barrel</translation>
        </message>
        <message>
            <source>A player below the barrel may win without stopping on it.</source>
            <translation>A player below the barrel may win without stopping on it.</translation>
        </message>
        <message>
            <source>Turns on the barrel</source>
            <translation>Turns on the barrel</translation>
        </message>
        <message>
            <source>Turns a player may try from the barrel before falling off (0: no limit).</source>
            <translation>Turns a player may try from the barrel before falling off (0: no limit).</translation>
        </message>
        <message>
            <source>Two on the barrel</source>
            <translation>Two on the barrel</translation>
        </message>
        <message>
            <source>A player who gets on the barrel knocks off whoever sits there, or both stay.</source>
            <translation>A player who gets on the barrel knocks off whoever sits there, or both stay.</translation>
        </message>
        <message>
            <source>Falling off the barrel</source>
            <translation>Falling off the barrel</translation>
        </message>
        <message>
            <source>Where a fall lands: the entry score, the entry, a penalty below the barrel, or 0.</source>
            <translation>Where a fall lands: the entry score, the entry, a penalty below the barrel, or 0.</translation>
        </message>
        <message>
            <source>Fall penalty</source>
            <translation>Fall penalty</translation>
        </message>
        <message>
            <source>How far below the barrel a fall lands.</source>
            <translation>How far below the barrel a fall lands.</translation>
        </message>
        <message>
            <source>Falls to zero</source>
            <translation>Falls to zero</translation>
        </message>
        <message>
            <source>This many falls send a player back to 0 (0: never).</source>
            <translation>This many falls send a player back to 0 (0: never).</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>The total that wins the game.</source>
            <translation>The total that wins the game.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Finish</translation>
        </message>
        <message>
            <source>Win by reaching the target, by passing it, or by hitting it exactly.</source>
            <translation>Win by reaching the target, by passing it, or by hitting it exactly.</translation>
        </message>
        <message>
            <source>Overshoots before a penalty</source>
            <translation>Overshoots before a penalty</translation>
        </message>
        <message>
            <source>Every so many overshoots of the target cost points (0: never).</source>
            <translation>Every so many overshoots of the target cost points (0: never).</translation>
        </message>
        <message>
            <source>Overshoot penalty</source>
            <translation>Overshoot penalty</translation>
        </message>
        <message>
            <source>What that overshoot costs.</source>
            <translation>What that overshoot costs.</translation>
        </message>
        <message>
            <source>Overshoots to zero</source>
            <translation>Overshoots to zero</translation>
        </message>
        <message>
            <source>Every so many overshoots send the player back to 0 (0: never).</source>
            <translation>Every so many overshoots send the player back to 0 (0: never).</translation>
        </message>
        <message>
            <source>Bolts</source>
            <translation>Bolts</translation>
        </message>
        <message>
            <source>A bolt for every turn lost, or only for an empty first throw.</source>
            <translation>A bolt for every turn lost, or only for an empty first throw.</translation>
        </message>
        <message>
            <source>Bolts before a penalty</source>
            <translation>Bolts before a penalty</translation>
        </message>
        <message>
            <source>This many bolts cost the bolt penalty.</source>
            <translation>This many bolts cost the bolt penalty.</translation>
        </message>
        <message>
            <source>Bolt penalty</source>
            <translation>Bolt penalty</translation>
        </message>
        <message>
            <source>What the bolts cost.</source>
            <translation>What the bolts cost.</translation>
        </message>
        <message>
            <source>Overtaking</source>
            <translation>Overtaking</translation>
        </message>
        <message>
            <source>A player passed by another's stop loses this much (0: nothing).</source>
            <translation>A player passed by another's stop loses this much (0: nothing).</translation>
        </message>
        <message>
            <source>Dump truck</source>
            <translation>Dump truck</translation>
        </message>
        <message>
            <source>A total of exactly the dump truck total goes back to 0 (strict: a turn reaching it too).</source>
            <translation>A total of exactly the dump truck total goes back to 0 (strict: a turn reaching it too).</translation>
        </message>
        <message>
            <source>three of a kind + %1</source>
            <translation>three of a kind + %1</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 points</translation>
        </message>
        <message>
            <source>Entry %1, the barrel at %2, straights, a confirming throw after hot dice.</source>
            <translation>Entry %1, the barrel at %2, straights, a confirming throw after hot dice.</translation>
        </message>
        <message>
            <source>No barrel: hit %3 exactly; pits, bolts, overtaking and the dump truck.</source>
            <translation>No barrel: hit %3 exactly; pits, bolts, overtaking and the dump truck.</translation>
        </message>
        <message>
            <source>Barrel at %2</source>
            <translation>Barrel at %2</translation>
        </message>
        <message>
            <source>The barrel at %2, %4 turns on it; a fall costs %5, and fall number %6 sends you to 0.</source>
            <translation>The barrel at %2, %4 turns on it; a fall costs %5, and fall number %6 sends you to 0.</translation>
        </message>
        <message>
            <source>Dump truck total</source>
            <translation>Dump truck total</translation>
        </message>
        <message>
            <source>Score bands, written like 300-400, 750-900: a player may stop in one, but once in it stops only above its top.</source>
            <translation>Score bands, written like 300-400, 750-900: a player may stop in one, but once in it stops only above its top.</translation>
        </message>
        <message>
            <source>The total the dump truck sends to 0.</source>
            <translation>The total the dump truck sends to 0.</translation>
        </message>
        <message>
            <source>Negative totals</source>
            <translation>Negative totals</translation>
        </message>
        <message>
            <source>Penalties may take a total below 0.</source>
            <translation>Penalties may take a total below 0.</translation>
        </message>
        <message>
            <source>twice three of a kind</source>
            <extracomment>(key, value) -&gt; the value's words; switches are "on"/"off" for every key.</extracomment>
            <translation>twice three of a kind</translation>
        </message>
        <message>
            <source>instant win</source>
            <translation>instant win</translation>
        </message>
        <message>
            <source>a confirming throw</source>
            <translation>a confirming throw</translation>
        </message>
        <message>
            <source>the turn goes on</source>
            <translation>the turn goes on</translation>
        </message>
        <message>
            <source>knock off</source>
            <translation>knock off</translation>
        </message>
        <message>
            <source>both stay</source>
            <translation>both stay</translation>
        </message>
        <message>
            <source>to the entry score</source>
            <translation>to the entry score</translation>
        </message>
        <message>
            <source>to the entry</source>
            <translation>to the entry</translation>
        </message>
        <message>
            <source>the fall penalty</source>
            <translation>the fall penalty</translation>
        </message>
        <message>
            <source>to 0</source>
            <translation>to 0</translation>
        </message>
        <message>
            <source>reach it</source>
            <translation>reach it</translation>
        </message>
        <message>
            <source>pass it</source>
            <translation>pass it</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>exactly</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <source>every lost turn</source>
            <translation>every lost turn</translation>
        </message>
        <message>
            <source>an empty first throw</source>
            <translation>an empty first throw</translation>
        </message>
        <message>
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <source>strict</source>
            <translation>strict</translation>
        </message>
        <message>
            <source>Scoring</source>
            <extracomment>The first option of each group (the engine lists the options in the dialog's order).</extracomment>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>The turn</source>
            <translation>The turn</translation>
        </message>
        <message>
            <source>The barrel</source>
            <translation>The barrel</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>The end</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Penalties</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classic</translation>
        </message>
        <message>
            <source>Exactly a thousand</source>
            <translation>Exactly a thousand</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
    </context>
    <context>
        <name>DiceReview</name>
        <message>
            <source>keep %1</source>
            <extracomment>The theme's colour token of each mark.</extracomment>
            <translation>keep %1</translation>
        </message>
        <message>
            <source>stop</source>
            <translation>stop</translation>
        </message>
        <message>
            <source>throw on</source>
            <translation>throw on</translation>
        </message>
        <message>
            <source>banked %1</source>
            <translation>banked %1</translation>
        </message>
        <message>
            <source>won the game</source>
            <translation>won the game</translation>
        </message>
        <message>
            <source>bust</source>
            <translation>bust</translation>
        </message>
        <message>
            <source>overshoot</source>
            <translation>overshoot</translation>
        </message>
        <message>
            <source>dump truck</source>
            <translation>dump truck</translation>
        </message>
        <message>
            <source>Dice game review</source>
            <extracomment>The decisions the coach warned about (issue 37): turn -&gt; {decision: what it said}; the review opens on the first, marked in its turn's list.</extracomment>
            <translation>Dice game review</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Throw</translation>
        </message>
        <message>
            <source>Move made</source>
            <translation>Move made</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>Best move</translation>
        </message>
        <message>
            <source>← Previous turn</source>
            <translation>← Previous turn</translation>
        </message>
        <message>
            <source>Next turn →</source>
            <translation>Next turn →</translation>
        </message>
        <message>
            <source>Next mistake (M)</source>
            <translation>Next mistake (M)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Chances to win after each move, as the strongest computer level sees them; ?? marks a move that gave away 5 % or more, ? 2 % or more.</source>
            <translation>Chances to win after each move, as the strongest computer level sees them; ?? marks a move that gave away 5 % or more, ? 2 % or more.</translation>
        </message>
        <message>
            <source>Chances to win are given for games of two players with rules the strongest computer level knows; here only the moves are listed.</source>
            <translation>Chances to win are given for games of two players with rules the strongest computer level knows; here only the moves are listed.</translation>
        </message>
        <message>
            <source>%1. Round %2 · %3: %4</source>
            <translation>%1. Round %2 · %3: %4</translation>
        </message>
        <message>
            <source>Turn %1 of %2 · %3 · total %4</source>
            <translation>Turn %1 of %2 · %3 · total %4</translation>
        </message>
        <message>
            <source>turn total %1, dice in hand %2</source>
            <translation>turn total %1, dice in hand %2</translation>
        </message>
    </context>
    <context>
        <name>DiceRules</name>
        <message>
            <source>Dice Thousand: the rules</source>
            <translation>Dice Thousand: the rules</translation>
        </message>
        <message>
            <source>Rules of this game: preset “%1”, with every option listed at the end.</source>
            <translation>Rules of this game: preset “%1”, with every option listed at the end.</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>The aim</translation>
        </message>
        <message>
            <source>Be the first to reach %1 points.</source>
            <translation>Be the first to reach %1 points.</translation>
        </message>
        <message>
            <source>Be the first to pass %1 points: exactly %1 is not enough.</source>
            <translation>Be the first to pass %1 points: exactly %1 is not enough.</translation>
        </message>
        <message>
            <source>Be the first to score exactly %1 points: a turn that would pass it is lost.</source>
            <translation>Be the first to score exactly %1 points: a turn that would pass it is lost.</translation>
        </message>
        <message>
            <source>A turn</source>
            <translation>A turn</translation>
        </message>
        <message>
            <source>Throw the five dice and set aside scoring dice, at least one. Then stop and add the turn total to your score, or throw the dice that are left to score more. A throw with no scoring die loses the whole turn total: that is a bust.</source>
            <translation>Throw the five dice and set aside scoring dice, at least one. Then stop and add the turn total to your score, or throw the dice that are left to score more. A throw with no scoring die loses the whole turn total: that is a bust.</translation>
        </message>
        <message>
            <source>In this game every scoring die of a throw must be set aside.</source>
            <translation>In this game every scoring die of a throw must be set aside.</translation>
        </message>
        <message>
            <source>If the first throw of a turn scores nothing, you may throw it once more.</source>
            <translation>If the first throw of a turn scores nothing, you may throw it once more.</translation>
        </message>
        <message>
            <source>Hot dice: when all five dice have scored, throw all five once more. If that throw scores, its points are added and the turn is banked; if it scores nothing, the turn is lost.</source>
            <translation>Hot dice: when all five dice have scored, throw all five once more. If that throw scores, its points are added and the turn is banked; if it scores nothing, the turn is lost.</translation>
        </message>
        <message>
            <source>Hot dice: when all five dice have scored, take all five and go on with the turn.</source>
            <translation>Hot dice: when all five dice have scored, take all five and go on with the turn.</translation>
        </message>
        <message>
            <source>Scoring dice</source>
            <translation>Scoring dice</translation>
        </message>
        <message>
            <source>Five 1s in one throw win the game at once.</source>
            <translation>Five 1s in one throw win the game at once.</translation>
        </message>
        <message>
            <source>Other dice score nothing. Dice thrown together are counted in the way that gives the most points.</source>
            <translation>Other dice score nothing. Dice thrown together are counted in the way that gives the most points.</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>Entry</translation>
        </message>
        <message>
            <source>Your first stop of the game needs a turn total of at least %1; until then you have no score.</source>
            <translation>Your first stop of the game needs a turn total of at least %1; until then you have no score.</translation>
        </message>
        <message>
            <source>Pits</source>
            <translation>Pits</translation>
        </message>
        <message>
            <source>The barrel</source>
            <translation>The barrel</translation>
        </message>
        <message>
            <source>A stop that reaches %1 stays at %1: you are on the barrel, and from there you must win in one turn (%2 points or more in the turn).</source>
            <translation>A stop that reaches %1 stays at %1: you are on the barrel, and from there you must win in one turn (%2 points or more in the turn).</translation>
        </message>
        <message>
            <source>A player below the barrel may win without stopping on it.</source>
            <translation>A player below the barrel may win without stopping on it.</translation>
        </message>
        <message>
            <source>A player who gets on the barrel knocks off whoever sits there.</source>
            <translation>A player who gets on the barrel knocks off whoever sits there.</translation>
        </message>
        <message>
            <source>Several players may sit on the barrel together.</source>
            <translation>Several players may sit on the barrel together.</translation>
        </message>
        <message>
            <source>A fall takes you back to your entry score.</source>
            <translation>A fall takes you back to your entry score.</translation>
        </message>
        <message>
            <source>A fall takes you back to %1.</source>
            <translation>A fall takes you back to %1.</translation>
        </message>
        <message>
            <source>A fall takes you %1 below the barrel.</source>
            <translation>A fall takes you %1 below the barrel.</translation>
        </message>
        <message>
            <source>A fall takes you back to 0.</source>
            <translation>A fall takes you back to 0.</translation>
        </message>
        <message>
            <source>every lost turn</source>
            <translation>every lost turn</translation>
        </message>
        <message>
            <source>every empty first throw of a turn</source>
            <translation>every empty first throw of a turn</translation>
        </message>
        <message>
            <source>A bolt for %1; %2 bolts cost %3 points.</source>
            <translation>A bolt for %1; %2 bolts cost %3 points.</translation>
        </message>
        <message>
            <source>Each time your overshoots reach a multiple of %1, you lose %2 points.</source>
            <translation>Each time your overshoots reach a multiple of %1, you lose %2 points.</translation>
        </message>
        <message>
            <source>Each time your overshoots reach a multiple of %1, your score goes back to 0.</source>
            <translation>Each time your overshoots reach a multiple of %1, your score goes back to 0.</translation>
        </message>
        <message>
            <source>A player passed by another's stop loses %1 points.</source>
            <translation>A player passed by another's stop loses %1 points.</translation>
        </message>
        <message>
            <source>The dump truck: a score of exactly %1 goes back to 0.</source>
            <translation>The dump truck: a score of exactly %1 goes back to 0.</translation>
        </message>
        <message>
            <source>A turn whose total reaches exactly %1 is lost too.</source>
            <translation>A turn whose total reaches exactly %1 is lost too.</translation>
        </message>
        <message>
            <source>Penalties may take a score below 0.</source>
            <translation>Penalties may take a score below 0.</translation>
        </message>
        <message numerus="yes">
            <source>You may try %n turn(s) from the barrel; then you fall off.</source>
            <translation>
                <numerusform>You may try %n turn from the barrel; then you fall off.</numerusform>
                <numerusform>You may try %n turns from the barrel; then you fall off.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fall off %n time(s) and your score goes back to 0.</source>
            <translation>
                <numerusform>Fall off %n time and your score goes back to 0.</numerusform>
                <numerusform>Fall off %n times and your score goes back to 0.</numerusform>
            </translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Penalties</translation>
        </message>
        <message>
            <source>Face</source>
            <translation>Face</translation>
        </message>
        <message>
            <source>one</source>
            <translation>one</translation>
        </message>
        <message>
            <source>three</source>
            <translation>three</translation>
        </message>
        <message>
            <source>four</source>
            <translation>four</translation>
        </message>
        <message>
            <source>five</source>
            <translation>five</translation>
        </message>
        <message>
            <source>Straights: 1-2-3-4-5 scores %1, 2-3-4-5-6 scores %2.</source>
            <translation>Straights: 1-2-3-4-5 scores %1, 2-3-4-5-6 scores %2.</translation>
        </message>
        <message>
            <source>Pits: %1. You may stop in a pit, but once in it you stop only with a total above its top: leave it in one turn.</source>
            <translation>Pits: %1. You may stop in a pit, but once in it you stop only with a total above its top: leave it in one turn.</translation>
        </message>
        <message>
            <source>All options of this game</source>
            <translation>All options of this game</translation>
        </message>
        <message>
            <source>Rules of dice Thousand</source>
            <translation>Rules of dice Thousand</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>DiceSheet</name>
        <message>
            <source>entered</source>
            <extracomment>A settlement event of the mover, as a short mark in his cell (%1: the amount, if any).</extracomment>
            <translation>entered</translation>
        </message>
        <message>
            <source>barrel</source>
            <translation>barrel</translation>
        </message>
        <message>
            <source>fell off</source>
            <translation>fell off</translation>
        </message>
        <message>
            <source>falls: to 0</source>
            <translation>falls: to 0</translation>
        </message>
        <message>
            <source>bolts %1</source>
            <translation>bolts %1</translation>
        </message>
        <message>
            <source>overshoots %1</source>
            <translation>overshoots %1</translation>
        </message>
        <message>
            <source>overshoots: to 0</source>
            <translation>overshoots: to 0</translation>
        </message>
        <message>
            <source>dump truck</source>
            <translation>dump truck</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>%1: knocked off the barrel, now %2</source>
            <extracomment>A settlement event of another player, as a note (%1: the player, %2: his new total, %3: the amount).</extracomment>
            <translation>%1: knocked off the barrel, now %2</translation>
        </message>
        <message>
            <source>%1: fell off the barrel, now %2</source>
            <translation>%1: fell off the barrel, now %2</translation>
        </message>
        <message>
            <source>%1: too many falls, now %2</source>
            <translation>%1: too many falls, now %2</translation>
        </message>
        <message>
            <source>%1: overtaken, %3, now %2</source>
            <translation>%1: overtaken, %3, now %2</translation>
        </message>
        <message>
            <source>%1: dump truck, now %2</source>
            <translation>%1: dump truck, now %2</translation>
        </message>
        <message>
            <source>overshoot %1</source>
            <extracomment>How a lost turn ended, as a mark (the cell shows a dash).</extracomment>
            <translation>overshoot %1</translation>
        </message>
        <message>
            <source>on the barrel %1/%2</source>
            <translation>on the barrel %1/%2</translation>
        </message>
        <message>
            <source>on the barrel</source>
            <translation>on the barrel</translation>
        </message>
        <message>
            <source>Turn total %1; total %2</source>
            <translation>Turn total %1; total %2</translation>
        </message>
        <message>
            <source>Kept: %1</source>
            <translation>Kept: %1</translation>
        </message>
        <message>
            <source>Notes</source>
            <extracomment>The theme's colour token of each kind of cell.</extracomment>
            <translation>Notes</translation>
        </message>
        <message>
            <source>start</source>
            <translation>start</translation>
        </message>
        <message>
            <source>Rules: %1. Each round starts with %2.</source>
            <translation>Rules: %1. Each round starts with %2.</translation>
        </message>
        <message>
            <source>%1 won the game.</source>
            <translation>%1 won the game.</translation>
        </message>
        <message>
            <source>%1, changed</source>
            <translation>%1, changed</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>DiceStats</name>
        <message>
            <source>Dice game</source>
            <translation>Dice game</translation>
        </message>
        <message>
            <source>No dice statistics yet: finish a dice game first.</source>
            <translation>No dice statistics yet: finish a dice game first.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Turns</translation>
        </message>
        <message>
            <source>Average turn</source>
            <translation>Average turn</translation>
        </message>
        <message>
            <source>Busts</source>
            <translation>Busts</translation>
        </message>
        <message>
            <source>Barrel attempts</source>
            <translation>Barrel attempts</translation>
        </message>
        <message>
            <source>Dice games with moves taken back: %1 (counted).</source>
            <translation>Dice games with moves taken back: %1 (counted).</translation>
        </message>
        <message>
            <source>Dice: %1</source>
            <translation>Dice: %1</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>(key: %1)</source>
            <extracomment>The buttons that are not the move a prompt expects (by object name): a softer colour, or a warning one for conceding. The others are primary.</extracomment>
            <translation>(key: %1)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Last trick</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <extracomment>The player asked to review the deal (the deal review window).</extracomment>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
        <message>
            <source>golden deal</source>
            <translation>golden deal</translation>
        </message>
        <message>
            <source>barrel deal</source>
            <translation>barrel deal</translation>
        </message>
        <message>
            <source>Thousand</source>
            <translation>Thousand</translation>
        </message>
        <message>
            <source>%1: pass</source>
            <translation>%1: pass</translation>
        </message>
        <message>
            <source>The only move allowed: made without handing over the table.</source>
            <translation>The only move allowed: made without handing over the table.</translation>
        </message>
        <message>
            <source>You are forehand: play in the dark?</source>
            <translation>You are forehand: play in the dark?</translation>
        </message>
        <message>
            <source>A dark game is %1 played without looking at your cards; its result counts double.</source>
            <translation>A dark game is %1 played without looking at your cards; its result counts double.</translation>
        </message>
        <message>
            <source>Play in the dark</source>
            <translation>Play in the dark</translation>
        </message>
        <message>
            <source>Look at my cards</source>
            <translation>Look at my cards</translation>
        </message>
        <message>
            <source>You may ask for a redeal (%1).</source>
            <translation>You may ask for a redeal (%1).</translation>
        </message>
        <message>
            <source>The same dealer deals again and nobody scores.</source>
            <translation>The same dealer deals again and nobody scores.</translation>
        </message>
        <message>
            <source>Ask for a redeal</source>
            <translation>Ask for a redeal</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Play on</translation>
        </message>
        <message>
            <source>The bid is %1 (%2). Your bid?</source>
            <translation>The bid is %1 (%2). Your bid?</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Up and Down arrows change the value</source>
            <extracomment>The name tests and the keyboard know this prompt by. Whether the hand's cards answer this prompt (the keyboard cursor walks over them). Whether Enter picks the card under the cursor (else Enter is a button's key). A list of legal values (bids or raises) that Up and Down change. The "declare the marriage" switch (M toggles it). The move the last hint suggested (Enter makes it).</extracomment>
            <translation>Up and Down arrows change the value</translation>
        </message>
        <message>
            <source>Your bid?</source>
            <translation>Your bid?</translation>
        </message>
        <message>
            <source>With a total below zero you may not bid: pass.</source>
            <translation>With a total below zero you may not bid: pass.</translation>
        </message>
        <message>
            <source>On the barrel you wait for your own deal: pass.</source>
            <translation>On the barrel you wait for your own deal: pass.</translation>
        </message>
        <message>
            <source>Without a marriage in hand you may bid up to %1.</source>
            <translation>Without a marriage in hand you may bid up to %1.</translation>
        </message>
        <message>
            <source>Your marriages (%1) let you bid up to %2.</source>
            <translation>Your marriages (%1) let you bid up to %2.</translation>
        </message>
        <message>
            <source>You cannot go higher: pass.</source>
            <translation>You cannot go higher: pass.</translation>
        </message>
        <message>
            <source>Choose a talon: click it, or press 1 or 2.</source>
            <translation>Choose a talon: click it, or press 1 or 2.</translation>
        </message>
        <message>
            <source>Left talon</source>
            <translation>Left talon</translation>
        </message>
        <message>
            <source>Right talon</source>
            <translation>Right talon</translation>
        </message>
        <message>
            <source>Choose two cards to lay aside.</source>
            <extracomment>The key that passes the chosen cards (or lays them aside); Enter and Space choose a card.</extracomment>
            <translation>Choose two cards to lay aside.</translation>
        </message>
        <message>
            <source>Choose the cards to pass: the first to %1, the second to %2.</source>
            <translation>Choose the cards to pass: the first to %1, the second to %2.</translation>
        </message>
        <message>
            <source>Choose the card to pass to %1.</source>
            <translation>Choose the card to pass to %1.</translation>
        </message>
        <message>
            <source>Chosen: %1 of %2. Click a card, or press Enter on it, to choose it or take it back.</source>
            <translation>Chosen: %1 of %2. Click a card, or press Enter on it, to choose it or take it back.</translation>
        </message>
        <message>
            <source>Chosen: %1 of %2. %3 lays them aside; a click or Enter on a chosen card takes it back.</source>
            <translation>Chosen: %1 of %2. %3 lays them aside; a click or Enter on a chosen card takes it back.</translation>
        </message>
        <message>
            <source>Chosen: %1 of %2. %3 passes them; a click or Enter on a chosen card takes it back.</source>
            <translation>Chosen: %1 of %2. %3 passes them; a click or Enter on a chosen card takes it back.</translation>
        </message>
        <message>
            <source>Pass the cards</source>
            <translation>Pass the cards</translation>
        </message>
        <message>
            <source>Lay them aside</source>
            <translation>Lay them aside</translation>
        </message>
        <message>
            <source>Redeal: bad talon</source>
            <translation>Redeal: bad talon</translation>
        </message>
        <message>
            <source>Concede…</source>
            <translation>Concede…</translation>
        </message>
        <message>
            <source>Your contract is %1.</source>
            <translation>Your contract is %1.</translation>
        </message>
        <message>
            <source>Raise it, or lead a card to start.</source>
            <translation>Raise it, or lead a card to start.</translation>
        </message>
        <message>
            <source>On the barrel your contract must be at least %1: raise it before leading.</source>
            <translation>On the barrel your contract must be at least %1: raise it before leading.</translation>
        </message>
        <message>
            <source>Raise…</source>
            <translation>Raise…</translation>
        </message>
        <message>
            <source>Raise the contract</source>
            <translation>Raise the contract</translation>
        </message>
        <message>
            <source>Raise your contract to %1? It cannot be lowered again.</source>
            <translation>Raise your contract to %1? It cannot be lowered again.</translation>
        </message>
        <message>
            <source>Concede</source>
            <translation>Concede</translation>
        </message>
        <message>
            <source>Give up this deal? It is scored at once:</source>
            <translation>Give up this deal? It is scored at once:</translation>
        </message>
        <message>
            <source>%1: %2 (total %3)</source>
            <translation>%1: %2 (total %3)</translation>
        </message>
        <message>
            <source>Declare a marriage when I lead its king or queen</source>
            <translation>Declare a marriage when I lead its king or queen</translation>
        </message>
        <message>
            <source>Your lead.</source>
            <translation>Your lead.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Your turn.</translation>
        </message>
        <message>
            <source>Play any card.</source>
            <translation>Play any card.</translation>
        </message>
        <message>
            <source>Trump: %1.</source>
            <translation>Trump: %1.</translation>
        </message>
        <message>
            <source>No trump yet.</source>
            <translation>No trump yet.</translation>
        </message>
        <message>
            <source>Play a highlighted card.</source>
            <translation>Play a highlighted card.</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <extracomment>Hinted moves that are a card of the hand (the cursor is put on it).</extracomment>
            <translation>Thinking about a hint…</translation>
        </message>
        <message>
            <source>No hint this time.</source>
            <translation>No hint this time.</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>Hint: %1.</translation>
        </message>
        <message>
            <source>It is marked on the table; Enter plays the card under the cursor.</source>
            <translation>It is marked on the table; Enter plays the card under the cursor.</translation>
        </message>
        <message>
            <source>Enter bids the value in the box.</source>
            <translation>Enter bids the value in the box.</translation>
        </message>
        <message>
            <source>It is chosen; Enter on a chosen card takes it back.</source>
            <translation>It is chosen; Enter on a chosen card takes it back.</translation>
        </message>
        <message>
            <source>Enter chooses the card under the cursor.</source>
            <translation>Enter chooses the card under the cursor.</translation>
        </message>
        <message>
            <source>Enter makes this move.</source>
            <translation>Enter makes this move.</translation>
        </message>
        <message>
            <source>%1, your turn</source>
            <translation>%1, your turn</translation>
        </message>
        <message>
            <source>Everybody else, please look away. %1, take the seat and show your cards when you are ready.</source>
            <translation>Everybody else, please look away. %1, take the seat and show your cards when you are ready.</translation>
        </message>
        <message>
            <source>Show my cards (Enter)</source>
            <translation>Show my cards (Enter)</translation>
        </message>
        <message>
            <source>Review</source>
            <extracomment>The user asked for the menu (Esc), the score sheet, the rules, a new game. Review the deal just finished (the summary's "Review"). "Count my points": the viewer's running card points and marriages on his plate. The human's turn on the panel (None while nobody human is asked anything). The coach's panel (issue 37), shown when the controller holds a costly move.</extracomment>
            <translation>Review</translation>
        </message>
        <message>
            <source>Step through this deal move by move and have it analysed</source>
            <translation>Step through this deal move by move and have it analysed</translation>
        </message>
        <message>
            <source>Next deal (Enter)</source>
            <translation>Next deal (Enter)</translation>
        </message>
        <message>
            <source>dark game</source>
            <translation>dark game</translation>
        </message>
        <message>
            <source>★ declarer</source>
            <translation>★ declarer</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>Marriages</source>
            <translation>Marriages</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>sits out</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Redeal</translation>
        </message>
        <message>
            <source>Deal over</source>
            <translation>Deal over</translation>
        </message>
        <message>
            <source>Main menu</source>
            <translation>Main menu</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <source>Close (L)</source>
            <translation>Close (L)</translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s) played</source>
            <translation>
                <numerusform>%n deal played</numerusform>
                <numerusform>%n deals played</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Left / Right</source>
            <extracomment>(keys, what they do), as Help → Keyboard shows them.</extracomment>
            <translation>Left / Right</translation>
        </message>
        <message>
            <source>move over the cards you may play</source>
            <translation>move over the cards you may play</translation>
        </message>
        <message>
            <source>1–9, 0</source>
            <translation>1–9, 0</translation>
        </message>
        <message>
            <source>put the cursor on a card</source>
            <translation>put the cursor on a card</translation>
        </message>
        <message>
            <source>Enter, Space</source>
            <translation>Enter, Space</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>bid</translation>
        </message>
        <message>
            <source>P</source>
            <translation>P</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Up / Down</translation>
        </message>
        <message>
            <source>change the bid or raise</source>
            <translation>change the bid or raise</translation>
        </message>
        <message>
            <source>R</source>
            <translation>R</translation>
        </message>
        <message>
            <source>raise the contract (or ask for a redeal when offered)</source>
            <translation>raise the contract (or ask for a redeal when offered)</translation>
        </message>
        <message>
            <source>C</source>
            <translation>C</translation>
        </message>
        <message>
            <source>concede</source>
            <translation>concede</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>redeal a bad talon</source>
            <translation>redeal a bad talon</translation>
        </message>
        <message>
            <source>M</source>
            <translation>M</translation>
        </message>
        <message>
            <source>declare the marriage or not when leading its king or queen</source>
            <translation>declare the marriage or not when leading its king or queen</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>play the card under the cursor, or choose it to pass or lay aside (again: take it back); Enter on a card you may not play says why</source>
            <translation>play the card under the cursor, or choose it to pass or lay aside (again: take it back); Enter on a card you may not play says why</translation>
        </message>
        <message>
            <source>pass in the bidding; pass the chosen cards or lay them aside</source>
            <translation>pass in the bidding; pass the chosen cards or lay them aside</translation>
        </message>
        <message>
            <source>hint: the cursor goes to the suggested card (Enter plays the card under the cursor); a suggested bid or pass is made by Enter</source>
            <translation>hint: the cursor goes to the suggested card (Enter plays the card under the cursor); a suggested bid or pass is made by Enter</translation>
        </message>
        <message>
            <source>L</source>
            <translation>L</translation>
        </message>
        <message>
            <source>last trick</source>
            <translation>last trick</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>score sheet</source>
            <translation>score sheet</translation>
        </message>
        <message>
            <source>F1</source>
            <translation>F1</translation>
        </message>
        <message>
            <source>rules</source>
            <translation>rules</translation>
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
            <translation>next deal (on the deal summary)</translation>
        </message>
        <message>
            <source>Ctrl+N</source>
            <translation>Ctrl+N</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>new game</translation>
        </message>
        <message>
            <source>Ctrl+S</source>
            <translation>Ctrl+S</translation>
        </message>
        <message>
            <source>save</source>
            <translation>save</translation>
        </message>
        <message>
            <source>Ctrl+O</source>
            <translation>Ctrl+O</translation>
        </message>
        <message>
            <source>load</source>
            <translation>load</translation>
        </message>
        <message>
            <source>Ctrl+Q</source>
            <translation>Ctrl+Q</translation>
        </message>
        <message>
            <source>quit</source>
            <translation>quit</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <source>take back a move (games with take-backs allowed)</source>
            <translation>take back a move (games with take-backs allowed)</translation>
        </message>
        <message>
            <source>Left / Right, Home / End</source>
            <translation>Left / Right, Home / End</translation>
        </message>
        <message>
            <source>in the deal review: a move back or on, the deal's start or end</source>
            <translation>in the deal review: a move back or on, the deal's start or end</translation>
        </message>
        <message>
            <source>1–5</source>
            <translation>1–5</translation>
        </message>
        <message>
            <source>choose a die of the throw, or put it back</source>
            <translation>choose a die of the throw, or put it back</translation>
        </message>
        <message>
            <source>Left / Right, Space</source>
            <translation>Left / Right, Space</translation>
        </message>
        <message>
            <source>move over the dice; choose the die under the cursor</source>
            <translation>move over the dice; choose the die under the cursor</translation>
        </message>
        <message>
            <source>keep the chosen dice</source>
            <translation>keep the chosen dice</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>keep every scoring die</source>
            <translation>keep every scoring die</translation>
        </message>
        <message>
            <source>throw the dice in hand</source>
            <translation>throw the dice in hand</translation>
        </message>
        <message>
            <source>stop: write the turn's points down</source>
            <translation>stop: write the turn's points down</translation>
        </message>
        <message>
            <source>hint</source>
            <translation>hint</translation>
        </message>
        <message>
            <source>the scoring chart</source>
            <translation>the scoring chart</translation>
        </message>
        <message>
            <source>Backspace, Ctrl+Z</source>
            <translation>Backspace, Ctrl+Z</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Key</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Learn the card game</source>
            <translation>Learn the card game</translation>
        </message>
        <message>
            <source>Lesson %1 of %2</source>
            <extracomment>What the course dialog answers besides a lesson's id. The pause before each move the lesson makes itself (ms): long enough to follow. The course's title (context "Lessons"). ``make_table(host, runner) -&gt; (table widget, controller)``: the game's real table and its controller (with :class:`LessonDriving`) over ``runner.game``. ``practice(host)``: a new game against computer players, at once. ``item(text)``: what the table's ``highlight`` takes for an item of a step's ``show`` (a card, a die's face).</extracomment>
            <translation>Lesson %1 of %2</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Next lesson</translation>
        </message>
        <message>
            <source>Practice against the computer</source>
            <translation>Practice against the computer</translation>
        </message>
        <message>
            <source>Play a game</source>
            <translation>Play a game</translation>
        </message>
        <message>
            <source>Play this lesson again</source>
            <translation>Play this lesson again</translation>
        </message>
        <message>
            <source>Back to the lessons</source>
            <translation>Back to the lessons</translation>
        </message>
        <message>
            <source>Your move: %1</source>
            <translation>Your move: %1</translation>
        </message>
        <message>
            <source>Not that: %1</source>
            <translation>Not that: %1</translation>
        </message>
        <message>
            <source>Lesson done.</source>
            <translation>Lesson done.</translation>
        </message>
        <message>
            <source>Short lessons on prepared deals: you make the moves, the lesson says why. Any lesson can be played again.</source>
            <extracomment>The step whose ``show`` the table points at now. The lesson has left the window; ``leave()`` makes it leave (set where it is shown).</extracomment>
            <translation>Short lessons on prepared deals: you make the moves, the lesson says why. Any lesson can be played again.</translation>
        </message>
        <message>
            <source>done</source>
            <translation>done</translation>
        </message>
        <message>
            <source>new</source>
            <translation>new</translation>
        </message>
        <message>
            <source>%1. %2 (%3)</source>
            <translation>%1. %2 (%3)</translation>
        </message>
        <message>
            <source>%1 of %2 lessons done</source>
            <translation>%1 of %2 lessons done</translation>
        </message>
        <message>
            <source>Start the lesson</source>
            <translation>Start the lesson</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Practice</translation>
        </message>
        <message>
            <source>A game against computer players</source>
            <translation>A game against computer players</translation>
        </message>
        <message>
            <source>Learn the dice game</source>
            <translation>Learn the dice game</translation>
        </message>
        <message>
            <source>You</source>
            <extracomment>The seats' names in every lesson: the learner, then the scripted players (a lesson of ``players`` seats takes the first ones; Gleb sits at the four-player table only).
----------
The seats' names in every lesson: the learner, then the scripted player.</extracomment>
            <translation>You</translation>
        </message>
        <message>
            <source>Boris</source>
            <translation>Boris</translation>
        </message>
        <message>
            <source>Vera</source>
            <translation>Vera</translation>
        </message>
        <message>
            <source>Gleb</source>
            <translation>Gleb</translation>
        </message>
        <message>
            <source>Raise the contract to 120: your hearts marriage makes it safe.</source>
            <extracomment>A strong deal for the learner as forehand (seat 2 deals): hearts marriage, two spades. That deal played to its end: the learner raises to 120 and takes every trick. (The raise comes after the cards are given: the table's raise prompt offers it with a button, where the passing prompt would make it only by Enter on the hint.) A deal where Boris (forehand: seat 0 deals) declares and the learner defends.</extracomment>
            <translation>Raise the contract to 120: your hearts marriage makes it safe.</translation>
        </message>
        <message>
            <source>You play for 120. The script plays the tricks for you.</source>
            <translation>You play for 120. The script plays the tricks for you.</translation>
        </message>
        <message>
            <source>The deal and the talon</source>
            <translation>The deal and the talon</translation>
        </message>
        <message>
            <source>Thousand is played with 24 cards: nine to ace in four suits. An ace is worth 11, a ten 10, a king 4, a queen 3, a jack 2, a nine 0. Three players get seven cards each and three go face down to the talon. The seat after the dealer is forehand: that is you.</source>
            <translation>Thousand is played with 24 cards: nine to ace in four suits. An ace is worth 11, a ten 10, a king 4, a queen 3, a jack 2, a nine 0. Three players get seven cards each and three go face down to the talon. The seat after the dealer is forehand: that is you.</translation>
        </message>
        <message>
            <source>Forehand holds a bid of 100 without a word. Boris speaks first and passes.</source>
            <translation>Forehand holds a bid of 100 without a word. Boris speaks first and passes.</translation>
        </message>
        <message>
            <source>Vera passes too: you play for 100 and the talon is yours. With ten cards now, you give one card face down to each opponent.</source>
            <translation>Vera passes too: you play for 100 and the talon is yours. With ten cards now, you give one card face down to each opponent.</translation>
        </message>
        <message>
            <source>Boris has the nine of diamonds. Give Vera one more card.</source>
            <translation>Boris has the nine of diamonds. Give Vera one more card.</translation>
        </message>
        <message>
            <source>Give the queen of clubs to Vera.</source>
            <translation>Give the queen of clubs to Vera.</translation>
        </message>
        <message>
            <source>Everyone holds eight cards. Before the first lead you may still raise your contract, never lower it.</source>
            <translation>Everyone holds eight cards. Before the first lead you may still raise your contract, never lower it.</translation>
        </message>
        <message>
            <source>You play for 120 now. You lead to the first trick.</source>
            <translation>You play for 120 now. You lead to the first trick.</translation>
        </message>
        <message>
            <source>The talon goes to whoever wins the auction; he passes one card to each opponent and may raise before he leads.</source>
            <translation>The talon goes to whoever wins the auction; he passes one card to each opponent and may raise before he leads.</translation>
        </message>
        <message>
            <source>Two players</source>
            <translation>Two players</translation>
        </message>
        <message>
            <source>At two, each player gets ten cards and the other four go face down to two talons of two. Boris deals, so you are forehand and hold 100.</source>
            <translation>At two, each player gets ten cards and the other four go face down to two talons of two. Boris deals, so you are forehand and hold 100.</translation>
        </message>
        <message>
            <source>Boris passes: you play for 100. Pick one of the two talons.</source>
            <translation>Boris passes: you play for 100. Pick one of the two talons.</translation>
        </message>
        <message>
            <source>Take the left talon.</source>
            <translation>Take the left talon.</translation>
        </message>
        <message>
            <source>The queen and jack of hearts are yours: with your king, a hearts marriage. Now put two cards aside face down.</source>
            <translation>The queen and jack of hearts are yours: with your king, a hearts marriage. Now put two cards aside face down.</translation>
        </message>
        <message>
            <source>Give the nine of diamonds to Boris, it is worth nothing, and the queen of clubs to Vera: choose the queen too, then Pass the cards.</source>
            <translation>Give the nine of diamonds to Boris, it is worth nothing, and the queen of clubs to Vera: choose the queen too, then Pass the cards.</translation>
        </message>
        <message>
            <source>Put the nines of diamonds and clubs aside: they are worth nothing. Choose the nine of clubs too, then Lay them aside.</source>
            <translation>Put the nines of diamonds and clubs aside: they are worth nothing. Choose the nine of clubs too, then Lay them aside.</translation>
        </message>
        <message>
            <source>Put the nine of clubs aside too.</source>
            <translation>Put the nine of clubs aside too.</translation>
        </message>
        <message>
            <source>The cards you put aside count for you as cards you won. You both hold ten cards and play ten tricks.</source>
            <translation>The cards you put aside count for you as cards you won. You both hold ten cards and play ten tricks.</translation>
        </message>
        <message>
            <source>The talon nobody took, with its points, goes to whoever takes the last trick.</source>
            <translation>The talon nobody took, with its points, goes to whoever takes the last trick.</translation>
        </message>
        <message>
            <source>Four players</source>
            <translation>Four players</translation>
        </message>
        <message>
            <source>At four, the dealer takes no cards and sits the deal out; the three others play it as a deal for three. Gleb deals this time, so you are forehand.</source>
            <translation>At four, the dealer takes no cards and sits the deal out; the three others play it as a deal for three. Gleb deals this time, so you are forehand.</translation>
        </message>
        <message>
            <source>You make your 120. Gleb sat out: he scores the card points of the talon, the jack of hearts, nine of hearts and queen of clubs: 5.</source>
            <translation>You make your 120. Gleb sat out: he scores the card points of the talon, the jack of hearts, nine of hearts and queen of clubs: 5.</translation>
        </message>
        <message>
            <source>The deal passes clockwise, so each player sits out every fourth deal.</source>
            <translation>The deal passes clockwise, so each player sits out every fourth deal.</translation>
        </message>
        <message>
            <source>Bidding and its limits</source>
            <translation>Bidding and its limits</translation>
        </message>
        <message>
            <source>Vera is forehand and holds 100. Each bid must be higher than the last, in steps of 5. Without a marriage in hand you may bid at most 120; each marriage you hold raises that limit by its value (hearts 100, diamonds 80, clubs 60, spades 40).</source>
            <translation>Vera is forehand and holds 100. Each bid must be higher than the last, in steps of 5. Without a marriage in hand you may bid at most 120; each marriage you hold raises that limit by its value (hearts 100, diamonds 80, clubs 60, spades 40).</translation>
        </message>
        <message>
            <source>Bid 120.</source>
            <translation>Bid 120.</translation>
        </message>
        <message>
            <source>Your hearts marriage lets you bid up to 220, so 120 is safe.</source>
            <translation>Your hearts marriage lets you bid up to 220, so 120 is safe.</translation>
        </message>
        <message>
            <source>Boris holds the diamonds marriage: he may go up to 200, and says 125.</source>
            <translation>Boris holds the diamonds marriage: he may go up to 200, and says 125.</translation>
        </message>
        <message>
            <source>Vera passes: she is out of this auction.</source>
            <translation>Vera passes: she is out of this auction.</translation>
        </message>
        <message>
            <source>Bid 130 to stay in the auction.</source>
            <translation>Bid 130 to stay in the auction.</translation>
        </message>
        <message>
            <source>You bid 130.</source>
            <translation>You bid 130.</translation>
        </message>
        <message>
            <source>Boris passes: only you remain, and you play for 130 with the talon.</source>
            <translation>Boris passes: only you remain, and you play for 130 with the talon.</translation>
        </message>
        <message>
            <source>A player who passes is out for the deal; the last one left plays for his bid.</source>
            <translation>A player who passes is out for the deal; the last one left plays for his bid.</translation>
        </message>
        <message>
            <source>Following suit and trumping</source>
            <translation>Following suit and trumping</translation>
        </message>
        <message>
            <source>Boris plays for 100 and leads. You must follow the suit led when you can; when you cannot, you must play a trump if there is a trump suit and you hold one. A deal starts without a trump.</source>
            <translation>Boris plays for 100 and leads. You must follow the suit led when you can; when you cannot, you must play a trump if there is a trump suit and you hold one. A deal starts without a trump.</translation>
        </message>
        <message>
            <source>Spades were led: follow with your nine of spades.</source>
            <translation>Spades were led: follow with your nine of spades.</translation>
        </message>
        <message>
            <source>The ace of spades takes the trick: the highest card of the suit led wins when there is no trump.</source>
            <translation>The ace of spades takes the trick: the highest card of the suit led wins when there is no trump.</translation>
        </message>
        <message>
            <source>Boris has won a trick, so he may declare: he leads the king of hearts holding the queen. Hearts are trump now and he scores 100.</source>
            <translation>Boris has won a trick, so he may declare: he leads the king of hearts holding the queen. Hearts are trump now and he scores 100.</translation>
        </message>
        <message>
            <source>Hearts were led: follow suit with the nine of hearts.</source>
            <translation>Hearts were led: follow suit with the nine of hearts.</translation>
        </message>
        <message>
            <source>You followed suit.</source>
            <translation>You followed suit.</translation>
        </message>
        <message>
            <source>You have no clubs: you must trump with the jack of hearts.</source>
            <translation>You have no clubs: you must trump with the jack of hearts.</translation>
        </message>
        <message>
            <source>Your jack of hearts is a trump: it beats the ace of clubs and the trick is yours.</source>
            <translation>Your jack of hearts is a trump: it beats the ace of clubs and the trick is yours.</translation>
        </message>
        <message>
            <source>Follow suit; without the suit, trump; only without both may you play anything.</source>
            <translation>Follow suit; without the suit, trump; only without both may you play anything.</translation>
        </message>
        <message>
            <source>Marriages and trump</source>
            <translation>Marriages and trump</translation>
        </message>
        <message>
            <source>A king and queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100. You declare it by leading one of them while holding the other, but only after you have won a trick in the deal. Its suit becomes trump.</source>
            <translation>A king and queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100. You declare it by leading one of them while holding the other, but only after you have won a trick in the deal. Its suit becomes trump.</translation>
        </message>
        <message>
            <source>You won the last trick: lead the queen of diamonds to declare your diamonds marriage.</source>
            <translation>You won the last trick: lead the queen of diamonds to declare your diamonds marriage.</translation>
        </message>
        <message>
            <source>You score 80 at once, and diamonds are trump from now on in place of hearts.</source>
            <translation>You score 80 at once, and diamonds are trump from now on in place of hearts.</translation>
        </message>
        <message>
            <source>A marriage scores once, when it is declared; a later marriage changes the trump again.</source>
            <translation>A marriage scores once, when it is declared; a later marriage changes the trump again.</translation>
        </message>
        <message>
            <source>The ace marriage (house option)</source>
            <translation>The ace marriage (house option)</translation>
        </message>
        <message>
            <source>Some tables play the ace marriage: leading an ace while holding all four declares it for 200, after a trick won, as any marriage. It does not change the trump. This lesson turns the option on.</source>
            <translation>Some tables play the ace marriage: leading an ace while holding all four declares it for 200, after a trick won, as any marriage. It does not change the trump. This lesson turns the option on.</translation>
        </message>
        <message>
            <source>First win a trick: lead the ten of spades (your ace of spades is the only card above it).</source>
            <translation>First win a trick: lead the ten of spades (your ace of spades is the only card above it).</translation>
        </message>
        <message>
            <source>You are leading. The trick will be yours.</source>
            <translation>You are leading. The trick will be yours.</translation>
        </message>
        <message>
            <source>Lead an ace now to declare the ace marriage.</source>
            <translation>Lead an ace now to declare the ace marriage.</translation>
        </message>
        <message>
            <source>200 for the ace marriage.</source>
            <translation>200 for the ace marriage.</translation>
        </message>
        <message>
            <source>The ace marriage is a house option: it is off in the classic rules.</source>
            <translation>The ace marriage is a house option: it is off in the classic rules.</translation>
        </message>
        <message>
            <source>Scoring and the contract</source>
            <translation>Scoring and the contract</translation>
        </message>
        <message>
            <source>Your deal points are the cards of the tricks you take plus your marriages. The declarer scores his contract if he reaches it, and loses it if he does not. Defenders score their points, rounded to 5.</source>
            <translation>Your deal points are the cards of the tricks you take plus your marriages. The declarer scores his contract if he reaches it, and loses it if he does not. Defenders score their points, rounded to 5.</translation>
        </message>
        <message>
            <source>Play your last card, the nine of hearts.</source>
            <translation>Play your last card, the nine of hearts.</translation>
        </message>
        <message>
            <source>You took 120 in cards and declared 100: 220 points. You reach your contract, so you score 120: never more than the contract. Boris and Vera took nothing.</source>
            <translation>You took 120 in cards and declared 100: 220 points. You reach your contract, so you score 120: never more than the contract. Boris and Vera took nothing.</translation>
        </message>
        <message>
            <source>Bid what your hand can take: a contract missed costs its whole value.</source>
            <translation>Bid what your hand can take: a contract missed costs its whole value.</translation>
        </message>
        <message>
            <source>Bolts</source>
            <translation>Bolts</translation>
        </message>
        <message>
            <source>A player who takes no trick in a deal gets a bolt. Every third bolt costs him 120. Boris starts this deal with two bolts.</source>
            <translation>A player who takes no trick in a deal gets a bolt. Every third bolt costs him 120. Boris starts this deal with two bolts.</translation>
        </message>
        <message>
            <source>Lead the king of hearts to declare your marriage.</source>
            <translation>Lead the king of hearts to declare your marriage.</translation>
        </message>
        <message>
            <source>Keep taking every trick: the script plays them for you.</source>
            <translation>Keep taking every trick: the script plays them for you.</translation>
        </message>
        <message>
            <source>Boris and Vera took no trick: each gets a bolt. It is Boris's third, so he loses 120 and his count starts again.</source>
            <translation>Boris and Vera took no trick: each gets a bolt. It is Boris's third, so he loses 120 and his count starts again.</translation>
        </message>
        <message>
            <source>Take at least one trick in every deal, even a poor one.</source>
            <translation>Take at least one trick in every deal, even a poor one.</translation>
        </message>
        <message>
            <source>The barrel</source>
            <translation>The barrel</translation>
        </message>
        <message>
            <source>The game is played to 1000. A total that would pass 880 stops there: the player is on the barrel. To win from it he must win the auction and make a contract of at least 120 within three deals, or he falls off and loses 120. You have 800.</source>
            <translation>The game is played to 1000. A total that would pass 880 stops there: the player is on the barrel. To win from it he must win the auction and make a contract of at least 120 within three deals, or he falls off and loses 120. You have 800.</translation>
        </message>
        <message>
            <source>800 and 120 would make 920, but your total stops at 880: you are on the barrel. On it you score nothing as a defender.</source>
            <translation>800 and 120 would make 920, but your total stops at 880: you are on the barrel. On it you score nothing as a defender.</translation>
        </message>
        <message>
            <source>On the barrel, only a won contract of 120 or more takes you to 1000.</source>
            <translation>On the barrel, only a won contract of 120 or more takes you to 1000.</translation>
        </message>
        <message>
            <source>The dump truck</source>
            <translation>The dump truck</translation>
        </message>
        <message>
            <source>A total that ends a deal at exactly 555 goes back to 0: the dump truck. So does −555. You have 435 and play for 120.</source>
            <translation>A total that ends a deal at exactly 555 goes back to 0: the dump truck. So does −555. You have 435 and play for 120.</translation>
        </message>
        <message>
            <source>435 and 120 make exactly 555: the dump truck takes your total back to 0.</source>
            <translation>435 and 120 make exactly 555: the dump truck takes your total back to 0.</translation>
        </message>
        <message>
            <source>Near 555, count before you bid.</source>
            <translation>Near 555, count before you bid.</translation>
        </message>
        <message>
            <source>The dark game (house option)</source>
            <translation>The dark game (house option)</translation>
        </message>
        <message>
            <source>Some tables let forehand announce, before any bid and without seeing the talon, that he plays 120 in the dark: his result counts double. This lesson turns the option on.</source>
            <translation>Some tables let forehand announce, before any bid and without seeing the talon, that he plays 120 in the dark: his result counts double. This lesson turns the option on.</translation>
        </message>
        <message>
            <source>Announce the dark game without looking: the lesson has dealt you a strong hand.</source>
            <translation>Announce the dark game without looking: the lesson has dealt you a strong hand.</translation>
        </message>
        <message>
            <source>You play 120 in the dark. The others may only pass.</source>
            <translation>You play 120 in the dark. The others may only pass.</translation>
        </message>
        <message>
            <source>You made your 120 in the dark: it counts double, 240.</source>
            <translation>You made your 120 in the dark: it counts double, 240.</translation>
        </message>
        <message>
            <source>The dark game is off in the classic rules.</source>
            <translation>The dark game is off in the classic rules.</translation>
        </message>
        <message>
            <source>The golden round (house option)</source>
            <translation>The golden round (house option)</translation>
        </message>
        <message>
            <source>Some tables open the game with a golden round: deals without an auction, where forehand plays 120 with the talon and every score counts double. This lesson turns the option on.</source>
            <translation>Some tables open the game with a golden round: deals without an auction, where forehand plays 120 with the talon and every score counts double. This lesson turns the option on.</translation>
        </message>
        <message>
            <source>No auction: the talon is yours. Give the nine of diamonds to Boris and the queen of clubs to Vera, then Pass the cards.</source>
            <translation>No auction: the talon is yours. Give the nine of diamonds to Boris and the queen of clubs to Vera, then Pass the cards.</translation>
        </message>
        <message>
            <source>You play 120, doubled.</source>
            <translation>You play 120, doubled.</translation>
        </message>
        <message>
            <source>120 made in the golden round: 240.</source>
            <translation>120 made in the golden round: 240.</translation>
        </message>
        <message>
            <source>The golden round is off in the classic rules.</source>
            <translation>The golden round is off in the classic rules.</translation>
        </message>
        <message>
            <source>Conceding a deal</source>
            <translation>Conceding a deal</translation>
        </message>
        <message>
            <source>Your hand is weak and you had to play for 100 as forehand. After taking the talon, and before the first lead, the declarer may give the deal up: he loses his contract and each opponent gets half of it.</source>
            <translation>Your hand is weak and you had to play for 100 as forehand. After taking the talon, and before the first lead, the declarer may give the deal up: he loses his contract and each opponent gets half of it.</translation>
        </message>
        <message>
            <source>Concede the deal: with these cards you cannot take 100.</source>
            <translation>Concede the deal: with these cards you cannot take 100.</translation>
        </message>
        <message>
            <source>You lose 100; Boris and Vera get 50 each. Played out, the deal would cost you the same 100 and give them far more.</source>
            <translation>You lose 100; Boris and Vera get 50 each. Played out, the deal would cost you the same 100 and give them far more.</translation>
        </message>
        <message>
            <source>Concede a hopeless deal rather than play it: it costs less. You may not concede on the barrel.</source>
            <translation>Concede a hopeless deal rather than play it: it costs less. You may not concede on the barrel.</translation>
        </message>
        <message>
            <source>Redeals</source>
            <translation>Redeals</translation>
        </message>
        <message>
            <source>A player dealt all four nines may ask for the cards to be dealt again before the bidding. The same dealer deals again and nobody scores.</source>
            <translation>A player dealt all four nines may ask for the cards to be dealt again before the bidding. The same dealer deals again and nobody scores.</translation>
        </message>
        <message>
            <source>You hold all four nines: ask for a redeal.</source>
            <translation>You hold all four nines: ask for a redeal.</translation>
        </message>
        <message>
            <source>The cards are dealt again.</source>
            <translation>The cards are dealt again.</translation>
        </message>
        <message>
            <source>A redeal is a right, not a duty: with a strong hand, play it.</source>
            <translation>A redeal is a right, not a duty: with a strong hand, play it.</translation>
        </message>
        <message>
            <source>Throw the dice.</source>
            <translation>Throw the dice.</translation>
        </message>
        <message>
            <source>Boris threw on, and nothing scored: his turn is lost.</source>
            <extracomment>Boris's turn between two of the learner's: he throws on and loses it all.</extracomment>
            <translation>Boris threw on, and nothing scored: his turn is lost.</translation>
        </message>
        <message>
            <source>What scores</source>
            <translation>What scores</translation>
        </message>
        <message>
            <source>You throw five dice. A one is worth 10 and a five 5. Three of a kind are worth ten times the face (three fours: 40), three ones 100; four of a kind twice that, five ten times. 1 2 3 4 5 is worth 125 and 2 3 4 5 6 250. After each throw you set scoring dice aside.</source>
            <translation>You throw five dice. A one is worth 10 and a five 5. Three of a kind are worth ten times the face (three fours: 40), three ones 100; four of a kind twice that, five ten times. 1 2 3 4 5 is worth 125 and 2 3 4 5 6 250. After each throw you set scoring dice aside.</translation>
        </message>
        <message>
            <source>A one and three fours: they score.</source>
            <translation>A one and three fours: they score.</translation>
        </message>
        <message>
            <source>Set aside the one and the three fours.</source>
            <translation>Set aside the one and the three fours.</translation>
        </message>
        <message>
            <source>10 for the one and 40 for the three fours: 50 this turn.</source>
            <translation>10 for the one and 40 for the three fours: 50 this turn.</translation>
        </message>
        <message>
            <source>Only ones, fives, three or more of a kind and the straights score.</source>
            <translation>Only ones, fives, three or more of a kind and the straights score.</translation>
        </message>
        <message>
            <source>Keeping and throwing again</source>
            <translation>Keeping and throwing again</translation>
        </message>
        <message>
            <source>After a keep you throw the dice left in hand again, and add what they score. You need not keep every scoring die: more dice in hand score more often.</source>
            <translation>After a keep you throw the dice left in hand again, and add what they score. You need not keep every scoring die: more dice in hand score more often.</translation>
        </message>
        <message>
            <source>Keep only the one: the five is worth little, and four dice thrown again have a better chance.</source>
            <translation>Keep only the one: the five is worth little, and four dice thrown again have a better chance.</translation>
        </message>
        <message>
            <source>10 kept; four dice in hand.</source>
            <translation>10 kept; four dice in hand.</translation>
        </message>
        <message>
            <source>Three fives!</source>
            <translation>Three fives!</translation>
        </message>
        <message>
            <source>Keep the three fives.</source>
            <translation>Keep the three fives.</translation>
        </message>
        <message>
            <source>Three fives are worth 50: 60 this turn.</source>
            <translation>Three fives are worth 50: 60 this turn.</translation>
        </message>
        <message>
            <source>What you keep adds up over the turn until you stop or lose it.</source>
            <translation>What you keep adds up over the turn until you stop or lose it.</translation>
        </message>
        <message>
            <source>Hot dice</source>
            <translation>Hot dice</translation>
        </message>
        <message>
            <source>When all five dice have scored and been kept, you must throw all five again. That throw confirms the turn: if it scores, you keep and bank; if it is empty, the whole turn is lost.</source>
            <translation>When all five dice have scored and been kept, you must throw all five again. That throw confirms the turn: if it scores, you keep and bank; if it is empty, the whole turn is lost.</translation>
        </message>
        <message>
            <source>Keep all five dice: three ones and two fives.</source>
            <translation>Keep all five dice: three ones and two fives.</translation>
        </message>
        <message>
            <source>110 kept, and no die left in hand: hot dice. Throw all five again.</source>
            <translation>110 kept, and no die left in hand: hot dice. Throw all five again.</translation>
        </message>
        <message>
            <source>A one: the turn is confirmed.</source>
            <translation>A one: the turn is confirmed.</translation>
        </message>
        <message>
            <source>Keep the one.</source>
            <translation>Keep the one.</translation>
        </message>
        <message>
            <source>120 banked at once.</source>
            <translation>120 banked at once.</translation>
        </message>
        <message>
            <source>Hot dice are a gift with a risk: the confirming throw can lose the turn.</source>
            <translation>Hot dice are a gift with a risk: the confirming throw can lose the turn.</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>Entry</translation>
        </message>
        <message>
            <source>Your first bank must be at least 75 points: until then you may not stop. The whole turn total counts once you enter.</source>
            <translation>Your first bank must be at least 75 points: until then you may not stop. The whole turn total counts once you enter.</translation>
        </message>
        <message>
            <source>Keep the five.</source>
            <translation>Keep the five.</translation>
        </message>
        <message>
            <source>5 is far from 75: you may not stop yet, so throw again.</source>
            <translation>5 is far from 75: you may not stop yet, so throw again.</translation>
        </message>
        <message>
            <source>Keep the three ones.</source>
            <translation>Keep the three ones.</translation>
        </message>
        <message>
            <source>105 this turn: enough to enter.</source>
            <translation>105 this turn: enough to enter.</translation>
        </message>
        <message>
            <source>Stop and bank your 105.</source>
            <translation>Stop and bank your 105.</translation>
        </message>
        <message>
            <source>You have entered with 105; from now on any bank is allowed.</source>
            <translation>You have entered with 105; from now on any bank is allowed.</translation>
        </message>
        <message>
            <source>Entering is once a game.</source>
            <translation>Entering is once a game.</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>Stopping</translation>
        </message>
        <message>
            <source>After a keep that leaves dice in hand you choose: stop and bank the turn total, or throw again. An empty throw, with no scoring die, loses everything this turn. You have 200.</source>
            <translation>After a keep that leaves dice in hand you choose: stop and bank the turn total, or throw again. An empty throw, with no scoring die, loses everything this turn. You have 200.</translation>
        </message>
        <message>
            <source>Keep the two ones and the five.</source>
            <translation>Keep the two ones and the five.</translation>
        </message>
        <message>
            <source>25 this turn, two dice in hand: a throw of two is empty 4 times in 9.</source>
            <translation>25 this turn, two dice in hand: a throw of two is empty 4 times in 9.</translation>
        </message>
        <message>
            <source>Stop and bank your 225.</source>
            <translation>Stop and bank your 225.</translation>
        </message>
        <message>
            <source>225: banked. Now Boris plays.</source>
            <translation>225: banked. Now Boris plays.</translation>
        </message>
        <message>
            <source>The fewer dice in hand, the sooner to stop.</source>
            <translation>The fewer dice in hand, the sooner to stop.</translation>
        </message>
        <message>
            <source>The barrel and winning</source>
            <translation>The barrel and winning</translation>
        </message>
        <message>
            <source>The game is won at 1000. A bank that reaches 850 stops there: you are on the barrel. From the barrel you must make 150 in one turn, without stopping. You have 780.</source>
            <translation>The game is won at 1000. A bank that reaches 850 stops there: you are on the barrel. From the barrel you must make 150 in one turn, without stopping. You have 780.</translation>
        </message>
        <message>
            <source>Keep the three ones and the five.</source>
            <translation>Keep the three ones and the five.</translation>
        </message>
        <message>
            <source>105: 780 and 105 would be 885.</source>
            <translation>105: 780 and 105 would be 885.</translation>
        </message>
        <message>
            <source>Stop and bank.</source>
            <translation>Stop and bank.</translation>
        </message>
        <message>
            <source>Your total stops at 850: you are on the barrel.</source>
            <translation>Your total stops at 850: you are on the barrel.</translation>
        </message>
        <message>
            <source>Four ones!</source>
            <translation>Four ones!</translation>
        </message>
        <message>
            <source>Keep the four ones: 200.</source>
            <translation>Keep the four ones: 200.</translation>
        </message>
        <message>
            <source>200 in one turn from the barrel: you reach 1000 and win.</source>
            <translation>200 in one turn from the barrel: you reach 1000 and win.</translation>
        </message>
        <message>
            <source>The barrel turns the last points into one big throw.</source>
            <translation>The barrel turns the last points into one big throw.</translation>
        </message>
        <message>
            <source>Pits (house option)</source>
            <translation>Pits (house option)</translation>
        </message>
        <message>
            <source>Some tables play pits: a band such as 300 to 400 must be left in one bank. From 330 you may stop only above 400. This lesson turns the option on.</source>
            <translation>Some tables play pits: a band such as 300 to 400 must be left in one bank. From 330 you may stop only above 400. This lesson turns the option on.</translation>
        </message>
        <message>
            <source>340 would still be in the pit: you must throw on.</source>
            <translation>340 would still be in the pit: you must throw on.</translation>
        </message>
        <message>
            <source>110 this turn: 440, out of the pit.</source>
            <translation>110 this turn: 440, out of the pit.</translation>
        </message>
        <message>
            <source>Stop: you are out of the pit.</source>
            <translation>Stop: you are out of the pit.</translation>
        </message>
        <message>
            <source>Banked at 440.</source>
            <translation>Banked at 440.</translation>
        </message>
        <message>
            <source>Pits are off in the classic rules.</source>
            <translation>Pits are off in the classic rules.</translation>
        </message>
        <message>
            <source>Bolts (house option)</source>
            <translation>Bolts (house option)</translation>
        </message>
        <message>
            <source>With bolts played, every turn lost to an empty throw is a bolt; the third costs 100. You have two already and 300 points.</source>
            <translation>With bolts played, every turn lost to an empty throw is a bolt; the third costs 100. You have two already and 300 points.</translation>
        </message>
        <message>
            <source>Nothing scores: the turn is lost, a third bolt, and 100 off: 200.</source>
            <translation>Nothing scores: the turn is lost, a third bolt, and 100 off: 200.</translation>
        </message>
        <message>
            <source>Bolts are off in the classic rules.</source>
            <translation>Bolts are off in the classic rules.</translation>
        </message>
        <message>
            <source>Overtaking (house option)</source>
            <translation>Overtaking (house option)</translation>
        </message>
        <message>
            <source>With the overtaking penalty played, when your bank passes another player's total, he loses 50. Boris has 250, you 200.</source>
            <translation>With the overtaking penalty played, when your bank passes another player's total, he loses 50. Boris has 250, you 200.</translation>
        </message>
        <message>
            <source>105 this turn.</source>
            <translation>105 this turn.</translation>
        </message>
        <message>
            <source>Stop and bank: 305.</source>
            <translation>Stop and bank: 305.</translation>
        </message>
        <message>
            <source>305 passes Boris's 250: he loses 50.</source>
            <translation>305 passes Boris's 250: he loses 50.</translation>
        </message>
        <message>
            <source>Overtaking is off in the classic rules.</source>
            <translation>Overtaking is off in the classic rules.</translation>
        </message>
        <message>
            <source>Look at: %1</source>
            <translation>Look at: %1</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <source>Thousand</source>
            <extracomment>How long after a table leaves the screen the heap's free memory is given back (ms): its deferred deletes and the last computer players' threads are done by then. The games' UIs (the registry's order) and the games (the storage's registry). The status bar's "Not saved" mark (made the first time a save fails). The app's folders that cannot be written (read-only, full): said once at start, then only marked; the problems of their failed writes are only logged. Each game's screens in this window, by the game's name (the registry's order).</extracomment>
            <translation>Thousand</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <extracomment>Each entry by its key ("new", "dice_new", "save", "undo"...).</extracomment>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <source>New &amp;dice game…</source>
            <translation>New &amp;dice game…</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continue</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Save as…</translation>
        </message>
        <message>
            <source>&amp;Load or delete saves…</source>
            <translation>&amp;Load or delete saves…</translation>
        </message>
        <message>
            <source>&amp;Import a game record…</source>
            <translation>&amp;Import a game record…</translation>
        </message>
        <message>
            <source>&amp;Export this game's record…</source>
            <translation>&amp;Export this game's record…</translation>
        </message>
        <message>
            <source>Re&amp;view a game record…</source>
            <translation>Re&amp;view a game record…</translation>
        </message>
        <message>
            <source>&amp;Take back a move</source>
            <translation>&amp;Take back a move</translation>
        </message>
        <message>
            <source>Review &amp;deals…</source>
            <translation>Review &amp;deals…</translation>
        </message>
        <message>
            <source>C&amp;oach at the table</source>
            <translation>C&amp;oach at the table</translation>
        </message>
        <message>
            <source>The coach warns before a costly move in this game</source>
            <translation>The coach warns before a costly move in this game</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistics</translation>
        </message>
        <message>
            <source>&amp;Main menu</source>
            <translation>&amp;Main menu</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Score &amp;sheet</source>
            <translation>Score &amp;sheet</translation>
        </message>
        <message>
            <source>S&amp;ettings…</source>
            <translation>S&amp;ettings…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <source>Rules of the &amp;dice game</source>
            <translation>Rules of the &amp;dice game</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Keyboard</translation>
        </message>
        <message>
            <source>&amp;About Thousand</source>
            <translation>&amp;About Thousand</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Card deck</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Your game is not saved. Quit anyway?</source>
            <translation>Your game is not saved. Quit anyway?</translation>
        </message>
        <message>
            <source>It could not be written in %1. “Save to a file…” keeps it where you choose; Game → Import a game record… goes on with it later.</source>
            <translation>It could not be written in %1. “Save to a file…” keeps it where you choose; Game → Import a game record… goes on with it later.</translation>
        </message>
        <message>
            <source>Save to a file…</source>
            <translation>Save to a file…</translation>
        </message>
        <message>
            <source>Quit anyway</source>
            <translation>Quit anyway</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Save to a file</source>
            <translation>Save to a file</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Not saved</translation>
        </message>
        <message>
            <source>The game in progress could not be saved. Saving is tried again after every move.</source>
            <translation>The game in progress could not be saved. Saving is tried again after every move.</translation>
        </message>
        <message>
            <source>Nothing can be written in %1 (%2): games and statistics are not kept.</source>
            <translation>Nothing can be written in %1 (%2): games and statistics are not kept.</translation>
        </message>
        <message>
            <source>Reading the game record…</source>
            <translation>Reading the game record…</translation>
        </message>
        <message>
            <source>There are no take-backs in a network game.</source>
            <translation>There are no take-backs in a network game.</translation>
        </message>
        <message>
            <source>Take-backs are off in this game (New game → Allow take-backs).</source>
            <translation>Take-backs are off in this game (New game → Allow take-backs).</translation>
        </message>
        <message>
            <source>Take-backs are for games against the computer.</source>
            <translation>Take-backs are for games against the computer.</translation>
        </message>
        <message>
            <source>There is no move of yours to take back.</source>
            <translation>There is no move of yours to take back.</translation>
        </message>
        <message>
            <source>Review deals</source>
            <translation>Review deals</translation>
        </message>
        <message>
            <source>No deal of this game is over yet.</source>
            <translation>No deal of this game is over yet.</translation>
        </message>
        <message>
            <source>Review a game record</source>
            <translation>Review a game record</translation>
        </message>
        <message>
            <source>Thousand %1: both games called «Тысяча», the card game and the dice game, against computer players or friends on one computer.</source>
            <translation>Thousand %1: both games called «Тысяча», the card game and the dice game, against computer players or friends on one computer.</translation>
        </message>
        <message>
            <source>Thousand cannot write in %1 (%2): the game in progress, saved games and statistics will not be kept.</source>
            <extracomment>What is not kept while a folder cannot be written, by its role.</extracomment>
            <translation>Thousand cannot write in %1 (%2): the game in progress, saved games and statistics will not be kept.</translation>
        </message>
        <message>
            <source>Thousand cannot write in %1 (%2): your settings will not be kept.</source>
            <translation>Thousand cannot write in %1 (%2): your settings will not be kept.</translation>
        </message>
        <message>
            <source>You can play on: the status bar says “Not saved”, and Game → Export this game's record… writes a game to a folder you choose. Or start Thousand with --data-dir and a folder it may write in.</source>
            <translation>You can play on: the status bar says “Not saved”, and Game → Export this game's record… writes a game to a folder you choose. Or start Thousand with --data-dir and a folder it may write in.</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Close</source>
            <extracomment>The table of each game's keys, by the game's name.</extracomment>
            <translation>Close</translation>
        </message>
        <message>
            <source>The card deck %1 cannot be used; our own deck is shown instead.</source>
            <translation>The card deck %1 cannot be used; our own deck is shown instead.</translation>
        </message>
        <message>
            <source>Saved files</source>
            <translation>Saved files</translation>
        </message>
        <message>
            <source>Leave the game in progress? It stays under Continue until you start another.</source>
            <translation>Leave the game in progress? It stays under Continue until you start another.</translation>
        </message>
        <message>
            <source>Start another game? The game in progress under Continue will be replaced.</source>
            <translation>Start another game? The game in progress under Continue will be replaced.</translation>
        </message>
        <message>
            <source>The game in progress</source>
            <translation>The game in progress</translation>
        </message>
        <message>
            <source>New game</source>
            <extracomment>Deal analyses of imported records, kept for the session (by game id).</extracomment>
            <translation>New game</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>There is no game to continue.</source>
            <translation>There is no game to continue.</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Save the game</translation>
        </message>
        <message>
            <source>Name of the save:</source>
            <translation>Name of the save:</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>The game could not be saved: %1</translation>
        </message>
        <message>
            <source>Leave the game in progress? The game you open replaces it under Continue.</source>
            <translation>Leave the game in progress? The game you open replaces it under Continue.</translation>
        </message>
        <message>
            <source>Saved as “%1”.</source>
            <translation>Saved as “%1”.</translation>
        </message>
        <message>
            <source>Import a game record</source>
            <translation>Import a game record</translation>
        </message>
        <message>
            <source>Game records (*.json)</source>
            <translation>Game records (*.json)</translation>
        </message>
        <message>
            <source>This record cannot be used: %1</source>
            <translation>This record cannot be used: %1</translation>
        </message>
        <message>
            <source>Export the game record</source>
            <translation>Export the game record</translation>
        </message>
        <message>
            <source>The record could not be written: %1</source>
            <translation>The record could not be written: %1</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Keyboard</translation>
        </message>
        <message>
            <source>About Thousand</source>
            <translation>About Thousand</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>A dice game is reviewed once it is over.</source>
            <translation>A dice game is reviewed once it is over.</translation>
        </message>
        <message>
            <source>Saving the game…</source>
            <extracomment>A job's result, on the GUI thread, in the order the jobs were submitted. Where the worker says a job ended (it touches no Qt object: see :mod:`thousand_app.mailbox`). Seconds :meth:`flush` waits before it shows that the game is being saved.</extracomment>
            <translation>Saving the game…</translation>
        </message>
    </context>
    <context>
        <name>Moves</name>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>dark game</source>
            <translation>dark game</translation>
        </message>
        <message>
            <source>redeal</source>
            <translation>redeal</translation>
        </message>
        <message>
            <source>no claim</source>
            <translation>no claim</translation>
        </message>
        <message>
            <source>talon %1</source>
            <translation>talon %1</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>%1 aside</source>
            <translation>%1 aside</translation>
        </message>
        <message>
            <source>contract %1</source>
            <translation>contract %1</translation>
        </message>
        <message>
            <source>concession</source>
            <translation>concession</translation>
        </message>
        <message>
            <source>%1 with the marriage</source>
            <translation>%1 with the marriage</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <extracomment>The analysis's name for keeping the contract as it is before the first lead.</extracomment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>no raise</source>
            <translation>no raise</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <source>Room code (read it to the other players):</source>
            <extracomment>The host started the game. The host stops hosting.</extracomment>
            <translation>Room code (read it to the other players):</translation>
        </message>
        <message>
            <source>Address: %1, port %2</source>
            <translation>Address: %1, port %2</translation>
        </message>
        <message>
            <source>Stop hosting</source>
            <translation>Stop hosting</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (you)</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Person</translation>
        </message>
        <message>
            <source>Give to the computer</source>
            <translation>Give to the computer</translation>
        </message>
        <message>
            <source>Open for a person</source>
            <translation>Open for a person</translation>
        </message>
        <message>
            <source>The game has started.</source>
            <translation>The game has started.</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n player(s).</source>
            <translation>
                <numerusform>Waiting for %n player.</numerusform>
                <numerusform>Waiting for %n players.</numerusform>
            </translation>
        </message>
        <message>
            <source>Seats nobody takes are played by the computer.</source>
            <translation>Seats nobody takes are played by the computer.</translation>
        </message>
        <message>
            <source>Everyone is here.</source>
            <translation>Everyone is here.</translation>
        </message>
        <message>
            <source>The host runs another version of Thousand: both players need the same version.</source>
            <translation>The host runs another version of Thousand: both players need the same version.</translation>
        </message>
        <message>
            <source>The room code is not right. Ask the host to read it again.</source>
            <translation>The room code is not right. Ask the host to read it again.</translation>
        </message>
        <message>
            <source>That host does not know the room code: it is not the game you meant.</source>
            <translation>That host does not know the room code: it is not the game you meant.</translation>
        </message>
        <message>
            <source>Your seat at this table is no longer kept for you.</source>
            <translation>Your seat at this table is no longer kept for you.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>Every seat at this table is taken.</translation>
        </message>
        <message>
            <source>That seat is already taken: choose another one.</source>
            <translation>That seat is already taken: choose another one.</translation>
        </message>
        <message>
            <source>The game has already started: only its players can come back.</source>
            <translation>The game has already started: only its players can come back.</translation>
        </message>
        <message>
            <source>You left the game.</source>
            <translation>You left the game.</translation>
        </message>
        <message>
            <source>The host ended the game.</source>
            <translation>The host ended the game.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window or computer.</source>
            <translation>Your seat was taken over from another window or computer.</translation>
        </message>
        <message>
            <source>Too many wrong room codes: wait a minute before trying again.</source>
            <translation>Too many wrong room codes: wait a minute before trying again.</translation>
        </message>
        <message>
            <source>The host gave your seat to the computer.</source>
            <translation>The host gave your seat to the computer.</translation>
        </message>
        <message>
            <source>The host has too many connections at the moment: try again later.</source>
            <translation>The host has too many connections at the moment: try again later.</translation>
        </message>
        <message>
            <source>The host did not answer in time.</source>
            <translation>The host did not answer in time.</translation>
        </message>
        <message>
            <source>Host a network game</source>
            <translation>Host a network game</translation>
        </message>
        <message>
            <source>Open the lobby</source>
            <translation>Open the lobby</translation>
        </message>
        <message>
            <source>A seat for a person is open to a player who joins over the network (the first one is yours); the computer plays the other seats at the level chosen. A network game has no take-backs.</source>
            <translation>A seat for a person is open to a player who joins over the network (the first one is yours); the computer plays the other seats at the level chosen. A network game has no take-backs.</translation>
        </message>
        <message>
            <source>The host ended the game for everyone.</source>
            <translation>The host ended the game for everyone.</translation>
        </message>
        <message>
            <source>The host cannot be reached any more.</source>
            <translation>The host cannot be reached any more.</translation>
        </message>
        <message>
            <source>The connection to the host was lost.</source>
            <translation>The connection to the host was lost.</translation>
        </message>
        <message>
            <source>The host met an unexpected problem and closed the connection.</source>
            <translation>The host met an unexpected problem and closed the connection.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>The game has not started yet.</translation>
        </message>
        <message>
            <source>Too many messages were sent: the host closed the connection.</source>
            <translation>Too many messages were sent: the host closed the connection.</translation>
        </message>
        <message>
            <source>The host refused: something went wrong between the two programs.</source>
            <translation>The host refused: something went wrong between the two programs.</translation>
        </message>
        <message>
            <source>Too many wrong room codes came from your address: the join is tried again in %1 s.</source>
            <translation>Too many wrong room codes came from your address: the join is tried again in %1 s.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Connecting…</translation>
        </message>
        <message>
            <source>Connected</source>
            <translation>Connected</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Reconnecting…</translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Not connected</translation>
        </message>
        <message>
            <source>Away: the computer plays in %1 s</source>
            <translation>Away: the computer plays in %1 s</translation>
        </message>
        <message>
            <source>Away: the computer plays</source>
            <translation>Away: the computer plays</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>Waiting for a player</source>
            <translation>Waiting for a player</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>Table host</source>
            <translation>Table host</translation>
        </message>
        <message>
            <source>Games on the local network:</source>
            <extracomment>The port shown for an address typed by hand until one was used (a host on any free port says its own; the join list fills it in). Seats remembered to take back (the latest games only). The game started and has a table here (``takes_table(kind)``): the :class:`~.net_lobby.NetSession`, no longer the panel's. The UIs of the games it may join (their names and presets in words).</extracomment>
            <translation>Games on the local network:</translation>
        </message>
        <message>
            <source>Looking for games…</source>
            <translation>Looking for games…</translation>
        </message>
        <message>
            <source>Address and port:</source>
            <translation>Address and port:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Room code:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Your name:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Seat:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Join</translation>
        </message>
        <message>
            <source>The local network cannot be searched: type the host's address.</source>
            <translation>The local network cannot be searched: type the host's address.</translation>
        </message>
        <message>
            <source>Any free seat</source>
            <translation>Any free seat</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>%1 — %2 (%3), %4 of %5 seats free</source>
            <translation>%1 — %2 (%3), %4 of %5 seats free</translation>
        </message>
        <message>
            <source>started</source>
            <translation>started</translation>
        </message>
        <message>
            <source>another version</source>
            <translation>another version</translation>
        </message>
        <message>
            <source>No game found yet: the list fills by itself, or type an address.</source>
            <translation>No game found yet: the list fills by itself, or type an address.</translation>
        </message>
        <message>
            <source>Choose a game or type the host's address.</source>
            <translation>Choose a game or type the host's address.</translation>
        </message>
        <message>
            <source>Type the room code the host reads out.</source>
            <translation>Type the room code the host reads out.</translation>
        </message>
        <message>
            <source>Type your name.</source>
            <translation>Type your name.</translation>
        </message>
        <message>
            <source>Rejoin the game you were in: room %1 at %2, port %3</source>
            <translation>Rejoin the game you were in: room %1 at %2, port %3</translation>
        </message>
        <message>
            <source>You sit in seat %1. Waiting for the host to start the game.</source>
            <translation>You sit in seat %1. Waiting for the host to start the game.</translation>
        </message>
        <message>
            <source>Play over the network</source>
            <extracomment>The game started and this window's seat has a table in the main window: the :class:`~.net_lobby.NetSession` (the window then closes; the session is the table's). The games' UIs (and through them the games) it hosts and joins. Where hosted games are saved (a folder of their own), None: not saved; and where their statistics go (the app's own).</extracomment>
            <translation>Play over the network</translation>
        </message>
        <message>
            <source>Host a game on this computer: choose the game, its rules and which seats are for people.</source>
            <translation>Host a game on this computer: choose the game, its rules and which seats are for people.</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>any free port</source>
            <translation>any free port</translation>
        </message>
        <message>
            <source>A fixed port lets friends on the internet reach this computer through a port forwarded by the router.</source>
            <translation>A fixed port lets friends on the internet reach this computer through a port forwarded by the router.</translation>
        </message>
        <message>
            <source>Wait for a dropped player:</source>
            <translation>Wait for a dropped player:</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>How long a player whose connection dropped has to come back before the computer plays the seat (until the player is back).</source>
            <translation>How long a player whose connection dropped has to come back before the computer plays the seat (until the player is back).</translation>
        </message>
        <message>
            <source>Turn clock:</source>
            <translation>Turn clock:</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <source>The seconds each player has for a move; when they run out, the computer makes that move. Everyone sees the clock.</source>
            <translation>The seconds each player has for a move; when they run out, the computer makes that move. Everyone sees the clock.</translation>
        </message>
        <message>
            <source>Host a game of %1</source>
            <translation>Host a game of %1</translation>
        </message>
        <message>
            <source>Host again the game of %1 saved: %2</source>
            <translation>Host again the game of %1 saved: %2</translation>
        </message>
        <message>
            <source>The same room code: the players join again and take their seats back.</source>
            <translation>The same room code: the players join again and take their seats back.</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Host</translation>
        </message>
        <message>
            <source>Port %1 is taken on this computer: choose another one, or any free port.</source>
            <translation>Port %1 is taken on this computer: choose another one, or any free port.</translation>
        </message>
        <message>
            <source>This computer cannot take connections now (no free port or no network).</source>
            <translation>This computer cannot take connections now (no free port or no network).</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <extracomment>When the computer takes each seat whose person is away, and when the turn clock runs out for the seat to move (monotonic), from the host's ``seats``.</extracomment>
            <translation>Say something to the table…</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Send</translation>
        </message>
        <message>
            <source>Back to the menu</source>
            <translation>Back to the menu</translation>
        </message>
        <message>
            <source>Reconnecting… the computer plays your seat if it takes long.</source>
            <translation>Reconnecting… the computer plays your seat if it takes long.</translation>
        </message>
        <message>
            <source>%1 (room %2)</source>
            <translation>%1 (room %2)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <extracomment>The game ended for this seat for good: the code's sentence. Whether this seat can review the deals (the card game's, from the host's record). When the computer takes each seat whose person is away (monotonic), from the host's ``seats`` last seen (``away_text``).</extracomment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 s to move</source>
            <translation>%1 s to move</translation>
        </message>
        <message>
            <source>You host this game: if you leave, it ends for everyone. Leave the game?</source>
            <translation>You host this game: if you leave, it ends for everyone. Leave the game?</translation>
        </message>
        <message>
            <source>Leave the network game? The computer plays your seat from now on.</source>
            <translation>Leave the network game? The computer plays your seat from now on.</translation>
        </message>
        <message>
            <source>Leave the network game</source>
            <translation>Leave the network game</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Boris</source>
            <translation>Boris</translation>
        </message>
        <message>
            <source>Vera</source>
            <translation>Vera</translation>
        </message>
        <message>
            <source>Gleb</source>
            <translation>Gleb</translation>
        </message>
        <message>
            <source>“%1”</source>
            <translation>“%1”</translation>
        </message>
        <message>
            <source>%1 (%2) and %3 (%4) contradict each other: a player reaching the barrel would be sent back to 0 by the dump truck. Change one of them or turn the dump truck off.</source>
            <translation>%1 (%2) and %3 (%4) contradict each other: a player reaching the barrel would be sent back to 0 by the dump truck. Change one of them or turn the dump truck off.</translation>
        </message>
        <message>
            <source>With %1 “%2” a barrel contract of %3 would end the game short of 1000: %4 must be at least %5 (now %6).</source>
            <translation>With %1 “%2” a barrel contract of %3 would end the game short of 1000: %4 must be at least %5 (now %6).</translation>
        </message>
        <message>
            <source>%1 cannot be %2: it takes whole numbers from %3 to %4 in steps of %5.</source>
            <translation>%1 cannot be %2: it takes whole numbers from %3 to %4 in steps of %5.</translation>
        </message>
        <message>
            <source>%1 cannot be %2.</source>
            <translation>%1 cannot be %2.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <extracomment>``label(key)``: the option's name. ``help(spec)``: its one-line explanation. ``value(key, value, values)``: a value in words (``values``: every option's, for words that name another option's number). ``preset_name(key)``, ``preset_help(key)``.</extracomment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Custom, from %1. Changed: %2.</source>
            <translation>Custom, from %1. Changed: %2.</translation>
        </message>
        <message>
            <source>New game</source>
            <extracomment>The card game's words for its options and presets (the option editor's).</extracomment>
            <translation>New game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <source>Seat %1:</source>
            <translation>Seat %1:</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Allow take-backs (Undo, Ctrl+Z: back to your previous decision)</source>
            <translation>Allow take-backs (Undo, Ctrl+Z: back to your previous decision)</translation>
        </message>
        <message>
            <source>Games against the computer only. A game where a move was taken back is marked in the statistics and sets no records.</source>
            <translation>Games against the computer only. A game where a move was taken back is marked in the statistics and sets no records.</translation>
        </message>
        <message>
            <source>Rules</source>
            <extracomment>The user's choice (the box shows it unticked while it does not apply: hot-seat).</extracomment>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>Preset:</translation>
        </message>
        <message>
            <source>Reset options to the preset</source>
            <translation>Reset options to the preset</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Hot-seat: the players share this computer; each one's cards are shown only on his turn.</source>
            <translation>Hot-seat: the players share this computer; each one's cards are shown only on his turn.</translation>
        </message>
        <message>
            <source>Only computer players: you watch the game.</source>
            <translation>Only computer players: you watch the game.</translation>
        </message>
        <message>
            <source>These rules cannot be played: %1</source>
            <translation>These rules cannot be played: %1</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Redeal</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Bidding</translation>
        </message>
        <message>
            <source>Talon and contract</source>
            <translation>Talon and contract</translation>
        </message>
        <message>
            <source>Trick play</source>
            <translation>Trick play</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Barrel and the end</source>
            <translation>Barrel and the end</translation>
        </message>
        <message>
            <source>Special deals</source>
            <translation>Special deals</translation>
        </message>
        <message>
            <source>Dealer sitting out scores</source>
            <extracomment>key -&gt; (label, one-line explanation)</extracomment>
            <translation>Dealer sitting out scores</translation>
        </message>
        <message>
            <source>With 4 players the dealer sits out the deal; what he scores from the talon.</source>
            <translation>With 4 players the dealer sits out the deal; what he scores from the talon.</translation>
        </message>
        <message>
            <source>Two-player game</source>
            <translation>Two-player game</translation>
        </message>
        <message>
            <source>With 2 players: two small talons of 2 cards, or a third “dead” hand set aside.</source>
            <translation>With 2 players: two small talons of 2 cards, or a third “dead” hand set aside.</translation>
        </message>
        <message>
            <source>Ace marriage</source>
            <translation>Ace marriage</translation>
        </message>
        <message>
            <source>The four aces together are a marriage worth %1.</source>
            <translation>The four aces together are a marriage worth %1.</translation>
        </message>
        <message>
            <source>The declarer may redeal a talon worth under %1 points or holding two nines.</source>
            <translation>The declarer may redeal a talon worth under %1 points or holding two nines.</translation>
        </message>
        <message>
            <source>A bad talon may be redealt at any contract, not only at %1.</source>
            <translation>A bad talon may be redealt at any contract, not only at %1.</translation>
        </message>
        <message>
            <source>No bid above %1 without a marriage in hand, nor above %1 plus the marriages held.</source>
            <translation>No bid above %1 without a marriage in hand, nor above %1 plus the marriages held.</translation>
        </message>
        <message>
            <source>Hidden talon at %1</source>
            <translation>Hidden talon at %1</translation>
        </message>
        <message>
            <source>When forehand plays %1 with everyone passing, the talon is not shown.</source>
            <translation>When forehand plays %1 with everyone passing, the talon is not shown.</translation>
        </message>
        <message>
            <source>Forehand may play %1 without looking at his cards, for double.</source>
            <translation>Forehand may play %1 without looking at his cards, for double.</translation>
        </message>
        <message>
            <source>Every third concession of a player costs a further %1.</source>
            <translation>Every third concession of a player costs a further %1.</translation>
        </message>
        <message>
            <source>A total that lands exactly on the dump truck total (or its negative) goes back to 0.</source>
            <translation>A total that lands exactly on the dump truck total (or its negative) goes back to 0.</translation>
        </message>
        <message>
            <source>On the barrel: win the auction and make %1, or play %2 on the talon as forehand.</source>
            <translation>On the barrel: win the auction and make %1, or play %2 on the talon as forehand.</translation>
        </message>
        <message>
            <source>The first deals have no auction: forehand plays %1 and everything counts double.</source>
            <translation>The first deals have no auction: forehand plays %1 and everything counts double.</translation>
        </message>
        <message>
            <source>%1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>%1 and −%1</source>
            <translation>%1 and −%1</translation>
        </message>
        <message>
            <source>%1 only</source>
            <translation>%1 only</translation>
        </message>
        <message>
            <source>win the auction, make %1</source>
            <translation>win the auction, make %1</translation>
        </message>
        <message>
            <source>play %1 as forehand</source>
            <translation>play %1 as forehand</translation>
        </message>
        <message>
            <source>Redeal on four nines</source>
            <translation>Redeal on four nines</translation>
        </message>
        <message>
            <source>A player holding all four nines may ask for a redeal.</source>
            <translation>A player holding all four nines may ask for a redeal.</translation>
        </message>
        <message>
            <source>Redeal on a weak hand</source>
            <translation>Redeal on a weak hand</translation>
        </message>
        <message>
            <source>A player whose hand is worth too few points may ask for a redeal.</source>
            <translation>A player whose hand is worth too few points may ask for a redeal.</translation>
        </message>
        <message>
            <source>Weak hand: fewer points than</source>
            <translation>Weak hand: fewer points than</translation>
        </message>
        <message>
            <source>A hand worth fewer card points than this counts as weak.</source>
            <translation>A hand worth fewer card points than this counts as weak.</translation>
        </message>
        <message>
            <source>Redeal on a bad talon</source>
            <translation>Redeal on a bad talon</translation>
        </message>
        <message>
            <source>Bad talon at any contract</source>
            <translation>Bad talon at any contract</translation>
        </message>
        <message>
            <source>Bid step</source>
            <translation>Bid step</translation>
        </message>
        <message>
            <source>Bids and raises go up in steps of this many points.</source>
            <translation>Bids and raises go up in steps of this many points.</translation>
        </message>
        <message>
            <source>Bids limited by marriages</source>
            <translation>Bids limited by marriages</translation>
        </message>
        <message>
            <source>Bidding below zero</source>
            <translation>Bidding below zero</translation>
        </message>
        <message>
            <source>Whether a player with a negative total may bid.</source>
            <translation>Whether a player with a negative total may bid.</translation>
        </message>
        <message>
            <source>Dark game</source>
            <translation>Dark game</translation>
        </message>
        <message>
            <source>Pass cards face up</source>
            <translation>Pass cards face up</translation>
        </message>
        <message>
            <source>The two cards the declarer passes are shown to everyone.</source>
            <translation>The two cards the declarer passes are shown to everyone.</translation>
        </message>
        <message>
            <source>Conceding</source>
            <translation>Conceding</translation>
        </message>
        <message>
            <source>The declarer may give up the deal before the first lead.</source>
            <translation>The declarer may give up the deal before the first lead.</translation>
        </message>
        <message>
            <source>Concession pays</source>
            <translation>Concession pays</translation>
        </message>
        <message>
            <source>What each opponent gains when the declarer concedes.</source>
            <translation>What each opponent gains when the declarer concedes.</translation>
        </message>
        <message>
            <source>Concessions per game</source>
            <translation>Concessions per game</translation>
        </message>
        <message>
            <source>Most concessions a player may make in a game (0: no limit).</source>
            <translation>Most concessions a player may make in a game (0: no limit).</translation>
        </message>
        <message>
            <source>Third concession penalty</source>
            <translation>Third concession penalty</translation>
        </message>
        <message>
            <source>Must beat</source>
            <translation>Must beat</translation>
        </message>
        <message>
            <source>A player following suit or trumping must beat the trick if he can.</source>
            <translation>A player following suit or trumping must beat the trick if he can.</translation>
        </message>
        <message>
            <source>Marriage needs a trick</source>
            <translation>Marriage needs a trick</translation>
        </message>
        <message>
            <source>A marriage can be declared only after winning a trick.</source>
            <translation>A marriage can be declared only after winning a trick.</translation>
        </message>
        <message>
            <source>Rounding of defenders</source>
            <translation>Rounding of defenders</translation>
        </message>
        <message>
            <source>The defenders' points are rounded to this multiple.</source>
            <translation>The defenders' points are rounded to this multiple.</translation>
        </message>
        <message>
            <source>A bolt is</source>
            <translation>A bolt is</translation>
        </message>
        <message>
            <source>What earns a bolt: a deal without a trick, or without a point.</source>
            <translation>What earns a bolt: a deal without a trick, or without a point.</translation>
        </message>
        <message>
            <source>Bolts cost points</source>
            <translation>Bolts cost points</translation>
        </message>
        <message>
            <source>When bolts cost points: every third, three in a row, or never.</source>
            <translation>When bolts cost points: every third, three in a row, or never.</translation>
        </message>
        <message>
            <source>Bolt penalty</source>
            <translation>Bolt penalty</translation>
        </message>
        <message>
            <source>What three bolts cost.</source>
            <translation>What three bolts cost.</translation>
        </message>
        <message>
            <source>Dump truck</source>
            <translation>Dump truck</translation>
        </message>
        <message>
            <source>Dump truck total</source>
            <translation>Dump truck total</translation>
        </message>
        <message>
            <source>The total that sends a player back to 0.</source>
            <translation>The total that sends a player back to 0.</translation>
        </message>
        <message>
            <source>Barrel at</source>
            <translation>Barrel at</translation>
        </message>
        <message>
            <source>A total stops here: the player is on the barrel.</source>
            <translation>A total stops here: the player is on the barrel.</translation>
        </message>
        <message>
            <source>Getting off the barrel</source>
            <translation>Getting off the barrel</translation>
        </message>
        <message>
            <source>Barrel attempts</source>
            <translation>Barrel attempts</translation>
        </message>
        <message>
            <source>How many deals a player may spend on the barrel.</source>
            <translation>How many deals a player may spend on the barrel.</translation>
        </message>
        <message>
            <source>Barrel penalty</source>
            <translation>Barrel penalty</translation>
        </message>
        <message>
            <source>What falling off the barrel costs.</source>
            <translation>What falling off the barrel costs.</translation>
        </message>
        <message>
            <source>Two on the barrel</source>
            <translation>Two on the barrel</translation>
        </message>
        <message>
            <source>Whether a player arriving on the barrel knocks off whoever sits there.</source>
            <translation>Whether a player arriving on the barrel knocks off whoever sits there.</translation>
        </message>
        <message>
            <source>Three falls reset</source>
            <translation>Three falls reset</translation>
        </message>
        <message>
            <source>A third fall off the barrel resets the total to 0.</source>
            <translation>A third fall off the barrel resets the total to 0.</translation>
        </message>
        <message>
            <source>Golden round</source>
            <translation>Golden round</translation>
        </message>
        <message>
            <source>Golden reset</source>
            <translation>Golden reset</translation>
        </message>
        <message>
            <source>If nobody made a golden deal, every total goes back to 0.</source>
            <translation>If nobody made a golden deal, every total goes back to 0.</translation>
        </message>
        <message>
            <source>the talon's points</source>
            <extracomment>(key, value) -&gt; label for options with named values.</extracomment>
            <translation>the talon's points</translation>
        </message>
        <message>
            <source>aces and a marriage</source>
            <translation>aces and a marriage</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nothing</translation>
        </message>
        <message>
            <source>two talons</source>
            <translation>two talons</translation>
        </message>
        <message>
            <source>dead hand</source>
            <translation>dead hand</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>allowed</translation>
        </message>
        <message>
            <source>not below zero</source>
            <translation>not below zero</translation>
        </message>
        <message>
            <source>half the contract</source>
            <translation>half the contract</translation>
        </message>
        <message>
            <source>to 5</source>
            <translation>to 5</translation>
        </message>
        <message>
            <source>to 10</source>
            <translation>to 10</translation>
        </message>
        <message>
            <source>no rounding</source>
            <translation>no rounding</translation>
        </message>
        <message>
            <source>no trick taken</source>
            <translation>no trick taken</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>no points</translation>
        </message>
        <message>
            <source>every third</source>
            <translation>every third</translation>
        </message>
        <message>
            <source>three in a row</source>
            <translation>three in a row</translation>
        </message>
        <message>
            <source>never</source>
            <translation>never</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <source>knocks off</source>
            <translation>knocks off</translation>
        </message>
        <message>
            <source>both stay</source>
            <translation>both stay</translation>
        </message>
        <message>
            <source>on</source>
            <translation>on</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Classic</source>
            <translation>Classic</translation>
        </message>
        <message>
            <source>The common Russian rules.</source>
            <translation>The common Russian rules.</translation>
        </message>
        <message>
            <source>Pocket computer</source>
            <translation>Pocket computer</translation>
        </message>
        <message>
            <source>As the old pocket game: the barrel is played on the talon, no conceding.</source>
            <translation>As the old pocket game: the barrel is played on the talon, no conceding.</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Family</translation>
        </message>
        <message>
            <source>Gentle: no bolt penalties, no dump truck, marriages at any time.</source>
            <translation>Gentle: no bolt penalties, no dump truck, marriages at any time.</translation>
        </message>
        <message>
            <source>Polish (Tysiąc)</source>
            <translation>Polish (Tysiąc)</translation>
        </message>
        <message>
            <source>Bids in tens, players must beat the trick.</source>
            <translation>Bids in tens, players must beat the trick.</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Folder</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <source>You must beat the trick with a higher card of %1.</source>
            <translation>You must beat the trick with a higher card of %1.</translation>
        </message>
        <message>
            <source>You must follow suit: %1.</source>
            <translation>You must follow suit: %1.</translation>
        </message>
        <message>
            <source>You must beat the highest trump (%1) in the trick.</source>
            <translation>You must beat the highest trump (%1) in the trick.</translation>
        </message>
        <message>
            <source>You have none of the suit led: you must play a trump (%1).</source>
            <translation>You have none of the suit led: you must play a trump (%1).</translation>
        </message>
        <message>
            <source>Pass a card to each opponent before leading.</source>
            <translation>Pass a card to each opponent before leading.</translation>
        </message>
        <message>
            <source>Lay two cards aside before leading.</source>
            <translation>Lay two cards aside before leading.</translation>
        </message>
        <message>
            <source>No card can be played yet.</source>
            <translation>No card can be played yet.</translation>
        </message>
        <message>
            <source>The declarer leads to the first trick.</source>
            <translation>The declarer leads to the first trick.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <extracomment>The engine's reason code -&gt; our sentence: %1, %2... are the reason's parameters in order (a suit by its name, a card as its face shows it); a sentence may leave one out.</extracomment>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>The deal is over.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>There is no such seat at this table.</translation>
        </message>
        <message>
            <source>That player sits this deal out.</source>
            <translation>That player sits this deal out.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>That is not a move of this game.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <source>First make your opening claim or play on.</source>
            <translation>First make your opening claim or play on.</translation>
        </message>
        <message>
            <source>No opening claim is offered to you now.</source>
            <translation>No opening claim is offered to you now.</translation>
        </message>
        <message>
            <source>Your hand gives no right to a redeal.</source>
            <translation>Your hand gives no right to a redeal.</translation>
        </message>
        <message>
            <source>A redeal can be asked for only as the first move of a deal.</source>
            <translation>A redeal can be asked for only as the first move of a deal.</translation>
        </message>
        <message>
            <source>These rules have no dark game.</source>
            <translation>These rules have no dark game.</translation>
        </message>
        <message>
            <source>A dark game must be announced before anyone bids.</source>
            <translation>A dark game must be announced before anyone bids.</translation>
        </message>
        <message>
            <source>Only forehand may play in the dark.</source>
            <translation>Only forehand may play in the dark.</translation>
        </message>
        <message>
            <source>No dark game while a player is on the barrel.</source>
            <translation>No dark game while a player is on the barrel.</translation>
        </message>
        <message>
            <source>There is no bidding in a golden deal.</source>
            <translation>There is no bidding in a golden deal.</translation>
        </message>
        <message>
            <source>There is no bidding in a barrel deal.</source>
            <translation>There is no bidding in a barrel deal.</translation>
        </message>
        <message>
            <source>The bidding is over.</source>
            <translation>The bidding is over.</translation>
        </message>
        <message>
            <source>You have passed: you take no further part in the bidding.</source>
            <translation>You have passed: you take no further part in the bidding.</translation>
        </message>
        <message>
            <source>On the barrel you wait for your own deal: you may only pass.</source>
            <translation>On the barrel you wait for your own deal: you may only pass.</translation>
        </message>
        <message>
            <source>With a score below zero you may not bid, only pass.</source>
            <translation>With a score below zero you may not bid, only pass.</translation>
        </message>
        <message>
            <source>A bid must be higher than %1.</source>
            <translation>A bid must be higher than %1.</translation>
        </message>
        <message>
            <source>Bids go up in steps of %1.</source>
            <translation>Bids go up in steps of %1.</translation>
        </message>
        <message>
            <source>A bid of %1 is not allowed now.</source>
            <translation>A bid of %1 is not allowed now.</translation>
        </message>
        <message>
            <source>No bid or contract may exceed %1.</source>
            <translation>No bid or contract may exceed %1.</translation>
        </message>
        <message>
            <source>Going above %1 needs a marriage in hand.</source>
            <translation>Going above %1 needs a marriage in hand.</translation>
        </message>
        <message>
            <source>With the marriages in your hand you may go up to %1 at most.</source>
            <translation>With the marriages in your hand you may go up to %1 at most.</translation>
        </message>
        <message>
            <source>There is only one talon in this game: the declarer takes it.</source>
            <translation>There is only one talon in this game: the declarer takes it.</translation>
        </message>
        <message>
            <source>Only the declarer chooses a talon.</source>
            <translation>Only the declarer chooses a talon.</translation>
        </message>
        <message>
            <source>There is no talon to choose now.</source>
            <translation>There is no talon to choose now.</translation>
        </message>
        <message>
            <source>Choose one of the two talons.</source>
            <translation>Choose one of the two talons.</translation>
        </message>
        <message>
            <source>First choose one of the two talons.</source>
            <translation>First choose one of the two talons.</translation>
        </message>
        <message>
            <source>These rules allow no redeal for a bad talon.</source>
            <translation>These rules allow no redeal for a bad talon.</translation>
        </message>
        <message>
            <source>Only the declarer may redeal a bad talon.</source>
            <translation>Only the declarer may redeal a bad talon.</translation>
        </message>
        <message>
            <source>A bad talon is redealt by the declarer right after taking it.</source>
            <translation>A bad talon is redealt by the declarer right after taking it.</translation>
        </message>
        <message>
            <source>A bad talon must be redealt before passing cards.</source>
            <translation>A bad talon must be redealt before passing cards.</translation>
        </message>
        <message>
            <source>A bad talon must be redealt at once, before raising.</source>
            <translation>A bad talon must be redealt at once, before raising.</translation>
        </message>
        <message>
            <source>A bad talon can be redealt only at a contract of %1.</source>
            <translation>A bad talon can be redealt only at a contract of %1.</translation>
        </message>
        <message>
            <source>The talon is not bad enough: it is worth %1 and holds fewer than two nines.</source>
            <translation>The talon is not bad enough: it is worth %1 and holds fewer than two nines.</translation>
        </message>
        <message>
            <source>The bidding is not over.</source>
            <translation>The bidding is not over.</translation>
        </message>
        <message>
            <source>The first card has been led: it is too late for that.</source>
            <translation>The first card has been led: it is too late for that.</translation>
        </message>
        <message>
            <source>In this game the declarer lays two cards aside and passes none.</source>
            <translation>In this game the declarer lays two cards aside and passes none.</translation>
        </message>
        <message>
            <source>In this game the declarer passes cards to the opponents and lays none aside.</source>
            <translation>In this game the declarer passes cards to the opponents and lays none aside.</translation>
        </message>
        <message>
            <source>Only the declarer passes cards.</source>
            <translation>Only the declarer passes cards.</translation>
        </message>
        <message>
            <source>Only the declarer lays cards aside.</source>
            <translation>Only the declarer lays cards aside.</translation>
        </message>
        <message>
            <source>Only the declarer may raise the contract.</source>
            <translation>Only the declarer may raise the contract.</translation>
        </message>
        <message>
            <source>Only the declarer may concede.</source>
            <translation>Only the declarer may concede.</translation>
        </message>
        <message>
            <source>%1 is not in your hand.</source>
            <translation>%1 is not in your hand.</translation>
        </message>
        <message>
            <source>You cannot pass a card to yourself.</source>
            <translation>You cannot pass a card to yourself.</translation>
        </message>
        <message>
            <source>There is no dead hand in this game.</source>
            <translation>There is no dead hand in this game.</translation>
        </message>
        <message>
            <source>You have already passed a card to that player.</source>
            <translation>You have already passed a card to that player.</translation>
        </message>
        <message>
            <source>You have already laid two cards aside.</source>
            <translation>You have already laid two cards aside.</translation>
        </message>
        <message>
            <source>Lay two cards aside first.</source>
            <translation>Lay two cards aside first.</translation>
        </message>
        <message>
            <source>The contract can only go up (it is %1).</source>
            <translation>The contract can only go up (it is %1).</translation>
        </message>
        <message>
            <source>The contract must be a multiple of %1.</source>
            <translation>The contract must be a multiple of %1.</translation>
        </message>
        <message>
            <source>A raise to %1 is not allowed now.</source>
            <translation>A raise to %1 is not allowed now.</translation>
        </message>
        <message>
            <source>A dark game cannot be raised.</source>
            <translation>A dark game cannot be raised.</translation>
        </message>
        <message>
            <source>These rules do not allow conceding.</source>
            <translation>These rules do not allow conceding.</translation>
        </message>
        <message>
            <source>Only the declarer may concede, after taking the talon and before the first lead.</source>
            <translation>Only the declarer may concede, after taking the talon and before the first lead.</translation>
        </message>
        <message>
            <source>A golden deal cannot be conceded.</source>
            <translation>A golden deal cannot be conceded.</translation>
        </message>
        <message>
            <source>A dark game cannot be conceded.</source>
            <translation>A dark game cannot be conceded.</translation>
        </message>
        <message>
            <source>A declarer on the barrel cannot concede.</source>
            <translation>A declarer on the barrel cannot concede.</translation>
        </message>
        <message>
            <source>You have used up your concessions for this game (%1).</source>
            <translation>You have used up your concessions for this game (%1).</translation>
        </message>
        <message>
            <source>On the barrel your contract must be at least %1: raise it before leading.</source>
            <translation>On the barrel your contract must be at least %1: raise it before leading.</translation>
        </message>
        <message>
            <source>That card is not in your hand.</source>
            <translation>That card is not in your hand.</translation>
        </message>
        <message>
            <source>A marriage can be declared only by leading to a trick.</source>
            <translation>A marriage can be declared only by leading to a trick.</translation>
        </message>
        <message>
            <source>Only a king or a queen (or an ace, with the ace marriage) declares a marriage.</source>
            <translation>Only a king or a queen (or an ace, with the ace marriage) declares a marriage.</translation>
        </message>
        <message>
            <source>The ace marriage needs all four aces in hand.</source>
            <translation>The ace marriage needs all four aces in hand.</translation>
        </message>
        <message>
            <source>For this marriage you need %1 too.</source>
            <translation>For this marriage you need %1 too.</translation>
        </message>
        <message>
            <source>A marriage can be declared only after winning a trick.</source>
            <translation>A marriage can be declared only after winning a trick.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>A deal is already in progress.</source>
            <translation>A deal is already in progress.</translation>
        </message>
        <message>
            <source>The next deal has not been dealt.</source>
            <translation>The next deal has not been dealt.</translation>
        </message>
        <message>
            <source>Hands in the deal: %2, expected: %1.</source>
            <translation>Hands in the deal: %2, expected: %1.</translation>
        </message>
        <message>
            <source>The deal must have two talons of two cards.</source>
            <translation>The deal must have two talons of two cards.</translation>
        </message>
        <message>
            <source>The deal must have one talon of three cards.</source>
            <translation>The deal must have one talon of three cards.</translation>
        </message>
        <message>
            <source>Cards in the hand of seat %1: %2, expected: %3.</source>
            <translation>Cards in the hand of seat %1: %2, expected: %3.</translation>
        </message>
        <message>
            <source>Cards in the talon: %1, expected: %2.</source>
            <translation>Cards in the talon: %1, expected: %2.</translation>
        </message>
        <message>
            <source>Cards in talon %1: %2, expected: %3.</source>
            <translation>Cards in talon %1: %2, expected: %3.</translation>
        </message>
        <message>
            <source>Cards in the dead hand: %1, expected: %2.</source>
            <translation>Cards in the dead hand: %1, expected: %2.</translation>
        </message>
        <message>
            <source>The card %1 is dealt twice.</source>
            <translation>The card %1 is dealt twice.</translation>
        </message>
        <message>
            <source>The card %1 is missing from the deal.</source>
            <translation>The card %1 is missing from the deal.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Deal review</source>
            <extracomment>The moves the coach warned about (issue 37): deal -&gt; {move index: what it said}; the review opens on the first, and marks each in the list.</extracomment>
            <translation>Deal review</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <extracomment>The analysis's search budget per decision (None: its default). Its worker processes (None: one per core). The seat at the bottom of the table.</extracomment>
            <translation>Deal %1</translation>
        </message>
        <message>
            <source>All cards open</source>
            <translation>All cards open</translation>
        </message>
        <message>
            <source>As %1 saw it</source>
            <translation>As %1 saw it</translation>
        </message>
        <message>
            <source>Human seats</source>
            <translation>Human seats</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>⚑ %1</source>
            <extracomment>The turn shown (its index in ``turns``).</extracomment>
            <translation>⚑ %1</translation>
        </message>
        <message>
            <source>The coach warned about this move: %1</source>
            <translation>The coach warned about this move: %1</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Value</translation>
        </message>
        <message>
            <source>%1 bids %2 as forehand</source>
            <translation>%1 bids %2 as forehand</translation>
        </message>
        <message>
            <source>talon: %1</source>
            <translation>talon: %1</translation>
        </message>
        <message>
            <source>Value: the player's expected result of the deal against the others, in points: his change of total minus the others' average change (a declarer who makes 120 while the defenders take 20 and 25: 120 − 22.5 = +97.5; winning the game counts 600). In brackets the best move's, when it was better.</source>
            <translation>Value: the player's expected result of the deal against the others, in points: his change of total minus the others' average change (a declarer who makes 120 while the defenders take 20 and 25: 120 − 22.5 = +97.5; winning the game counts 600). In brackets the best move's, when it was better.</translation>
        </message>
        <message>
            <source>Value: the deal's expected result for the player, his points minus the others' average (in brackets: the best move's).</source>
            <translation>Value: the deal's expected result for the player, his points minus the others' average (in brackets: the best move's).</translation>
        </message>
        <message>
            <source>The deal as dealt (Home)</source>
            <translation>The deal as dealt (Home)</translation>
        </message>
        <message>
            <source>A move back (Left)</source>
            <translation>A move back (Left)</translation>
        </message>
        <message>
            <source>The next move (Right)</source>
            <translation>The next move (Right)</translation>
        </message>
        <message>
            <source>The end of the deal (End)</source>
            <translation>The end of the deal (End)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>This deal cannot be shown: %1</source>
            <translation>This deal cannot be shown: %1</translation>
        </message>
        <message>
            <source>Dealt by %1</source>
            <extracomment>What the analysis's numbers and marks mean (shown with an analysis). The current move's analysis in words: the best move, the values, the open cards.</extracomment>
            <translation>Dealt by %1</translation>
        </message>
        <message>
            <source>?! inaccuracy, ? mistake, ?? blunder; %1 the card changed what the declarer makes with all cards open.</source>
            <translation>?! inaccuracy, ? mistake, ?? blunder; %1 the card changed what the declarer makes with all cards open.</translation>
        </message>
        <message>
            <source>?! inaccuracy · ? mistake · ?? blunder · %1 open-card result changed</source>
            <translation>?! inaccuracy · ? mistake · ?? blunder · %1 open-card result changed</translation>
        </message>
        <message>
            <source>trick to %1</source>
            <translation>trick to %1</translation>
        </message>
        <message>
            <source>Deal %1 · move %2 of %3</source>
            <translation>Deal %1 · move %2 of %3</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analysing…</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Cancelling…</translation>
        </message>
        <message>
            <source>Analysing: %1 of %2 decisions…</source>
            <translation>Analysing: %1 of %2 decisions…</translation>
        </message>
        <message>
            <source>Analysed.</source>
            <translation>Analysed.</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>The analysis failed: %1</translation>
        </message>
        <message>
            <source>Analysis cancelled.</source>
            <translation>Analysis cancelled.</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>inaccuracy</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>mistake</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>blunder</translation>
        </message>
        <message>
            <source>%1 (best %2)</source>
            <translation>%1 (best %2)</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>%1 keeps the open-card value</source>
            <translation>%1 keeps the open-card value</translation>
        </message>
        <message>
            <source>%1 (loses %2 points)</source>
            <translation>%1 (loses %2 points)</translation>
        </message>
        <message>
            <source>Expected: %1 taken, %2 best</source>
            <translation>Expected: %1 taken, %2 best</translation>
        </message>
        <message>
            <source>Best: %1</source>
            <translation>Best: %1</translation>
        </message>
        <message>
            <source>With open cards, for the declarer: %1</source>
            <translation>With open cards, for the declarer: %1</translation>
        </message>
        <message>
            <source>The deal was dealt again.</source>
            <translation>The deal was dealt again.</translation>
        </message>
        <message>
            <source>Nobody became declarer.</source>
            <translation>Nobody became declarer.</translation>
        </message>
        <message>
            <source>The deal is not finished (%1 plays %2).</source>
            <translation>The deal is not finished (%1 plays %2).</translation>
        </message>
        <message>
            <source>%1 conceded the contract of %2.</source>
            <translation>%1 conceded the contract of %2.</translation>
        </message>
        <message>
            <source>%1 made the contract of %2 (%3 points); it was makeable with open cards (%4).</source>
            <translation>%1 made the contract of %2 (%3 points); it was makeable with open cards (%4).</translation>
        </message>
        <message>
            <source>%1 made the contract of %2 although it was not makeable with open cards (%3); it was given away at trick %4 when %5 played %6 (%7 kept it out of reach).</source>
            <translation>%1 made the contract of %2 although it was not makeable with open cards (%3); it was given away at trick %4 when %5 played %6 (%7 kept it out of reach).</translation>
        </message>
        <message>
            <source>%1 made the contract of %2 after letting it slip with open cards; it was given back at trick %3 when %4 played %5 (%6 kept it out of reach).</source>
            <translation>%1 made the contract of %2 after letting it slip with open cards; it was given back at trick %3 when %4 played %5 (%6 kept it out of reach).</translation>
        </message>
        <message>
            <source>The contract of %1 was makeable with open cards; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
            <translation>The contract of %1 was makeable with open cards; it was lost at trick %2 when %3 played %4 (%5 kept it).</translation>
        </message>
        <message>
            <source>The contract of %1 became makeable with open cards during the play; it was lost at trick %2 when %3 played %4 (%5 kept it).</source>
            <translation>The contract of %1 became makeable with open cards during the play; it was lost at trick %2 when %3 played %4 (%5 kept it).</translation>
        </message>
        <message>
            <source>The contract of %1 was not makeable with open cards (%2 could make %3 at best).</source>
            <translation>The contract of %1 was not makeable with open cards (%2 could make %3 at best).</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Thousand: the rules</source>
            <translation>Thousand: the rules</translation>
        </message>
        <message>
            <source>Rules of this game: preset “%1”, with the options listed at the end.</source>
            <translation>Rules of this game: preset “%1”, with the options listed at the end.</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>The deal</translation>
        </message>
        <message>
            <source>With three players each gets 7 cards and 3 go to the talon.</source>
            <translation>With three players each gets 7 cards and 3 go to the talon.</translation>
        </message>
        <message>
            <source>With four players the dealer sits out the deal; he scores %1.</source>
            <translation>With four players the dealer sits out the deal; he scores %1.</translation>
        </message>
        <message>
            <source>With two players each gets 10 cards and there are two talons of 2 cards. The declarer chooses one and lays two cards aside; the other talon goes to whoever wins the last trick.</source>
            <translation>With two players each gets 10 cards and there are two talons of 2 cards. The declarer chooses one and lays two cards aside; the other talon goes to whoever wins the last trick.</translation>
        </message>
        <message>
            <source>With two players a third, dead hand is dealt and set aside. The declarer takes the talon and gives one card to his opponent and one to the dead hand.</source>
            <translation>With two players a third, dead hand is dealt and set aside. The declarer takes the talon and gives one card to his opponent and one to the dead hand.</translation>
        </message>
        <message>
            <source>A player may ask for a redeal: %1.</source>
            <translation>A player may ask for a redeal: %1.</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Bidding</translation>
        </message>
        <message>
            <source>Talon and contract</source>
            <translation>Talon and contract</translation>
        </message>
        <message>
            <source>The talon is turned face up for everyone, then the declarer takes it</source>
            <translation>The talon is turned face up for everyone, then the declarer takes it</translation>
        </message>
        <message>
            <source>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A %1, 10 %2, K %3, Q %4, J %5, 9 %6; the deck holds %7.</source>
            <translation>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A %1, 10 %2, K %3, Q %4, J %5, 9 %6; the deck holds %7.</translation>
        </message>
        <message>
            <source>A marriage is the king and queen of one suit in one hand: hearts %1, diamonds %2, clubs %3, spades %4.</source>
            <translation>A marriage is the king and queen of one suit in one hand: hearts %1, diamonds %2, clubs %3, spades %4.</translation>
        </message>
        <message>
            <source>In this game the four aces together are a marriage too, worth %1.</source>
            <translation>In this game the four aces together are a marriage too, worth %1.</translation>
        </message>
        <message>
            <source>Forehand (the player after the dealer) holds a bid of %2. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</source>
            <translation>Forehand (the player after the dealer) holds a bid of %2. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</translation>
        </message>
        <message>
            <source>Nobody may bid above %1 without a marriage in hand, nor above %1 plus the marriages he holds.</source>
            <translation>Nobody may bid above %1 without a marriage in hand, nor above %1 plus the marriages he holds.</translation>
        </message>
        <message>
            <source>Before anyone bids, forehand may play in the dark: %1 without looking at his cards, for double.</source>
            <translation>Before anyone bids, forehand may play in the dark: %1 without looking at his cards, for double.</translation>
        </message>
        <message>
            <source>Golden round: the first deals of the game have no auction; forehand plays %1 and every score counts double.</source>
            <translation>Golden round: the first deals of the game have no auction; forehand plays %1 and every score counts double.</translation>
        </message>
        <message>
            <source>(it stays hidden when forehand plays %1 with everyone passing)</source>
            <translation>(it stays hidden when forehand plays %1 with everyone passing)</translation>
        </message>
        <message>
            <source>He then gives one card to each opponent, may raise his contract, and leads to the first trick.</source>
            <translation>He then gives one card to each opponent, may raise his contract, and leads to the first trick.</translation>
        </message>
        <message>
            <source>Before the first lead he may concede: he loses his contract and each opponent gains %1.</source>
            <translation>Before the first lead he may concede: he loses his contract and each opponent gains %1.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>Follow suit; if you cannot, play a trump; otherwise any card. The highest trump wins the trick, else the highest card of the suit led. There is no trump at the start of a deal.</source>
            <translation>Follow suit; if you cannot, play a trump; otherwise any card. The highest trump wins the trick, else the highest card of the suit led. There is no trump at the start of a deal.</translation>
        </message>
        <message>
            <source>You must also beat the trick when you can.</source>
            <translation>You must also beat the trick when you can.</translation>
        </message>
        <message>
            <source>Leading the king or queen of a marriage you hold declares it: you score its value at once and its suit becomes trump.</source>
            <translation>Leading the king or queen of a marriage you hold declares it: you score its value at once and its suit becomes trump.</translation>
        </message>
        <message>
            <source>You may declare only after you have won a trick in this deal.</source>
            <translation>You may declare only after you have won a trick in this deal.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>The declarer scores his contract if his points (cards won plus marriages declared) reach it, and loses it if not.</source>
            <translation>The declarer scores his contract if his points (cards won plus marriages declared) reach it, and loses it if not.</translation>
        </message>
        <message>
            <source>The defenders score their points, rounded %1.</source>
            <translation>The defenders score their points, rounded %1.</translation>
        </message>
        <message>
            <source>A player who takes no trick gets a bolt; bolts cost %2 (%1).</source>
            <translation>A player who takes no trick gets a bolt; bolts cost %2 (%1).</translation>
        </message>
        <message>
            <source>Dump truck: a total of exactly %1 or −%1 goes back to 0.</source>
            <translation>Dump truck: a total of exactly %1 or −%1 goes back to 0.</translation>
        </message>
        <message>
            <source>Dump truck: a total of exactly %1 goes back to 0.</source>
            <translation>Dump truck: a total of exactly %1 goes back to 0.</translation>
        </message>
        <message>
            <source>The barrel and the end</source>
            <translation>The barrel and the end</translation>
        </message>
        <message>
            <source>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least %4 within %2 deals, or he falls off and loses %3.</source>
            <translation>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least %4 within %2 deals, or he falls off and loses %3.</translation>
        </message>
        <message>
            <source>A total stops at %1: the player is on the barrel. When he is next forehand he plays %3 on the talon; if he fails he falls off and loses %2.</source>
            <translation>A total stops at %1: the player is on the barrel. When he is next forehand he plays %3 on the talon; if he fails he falls off and loses %2.</translation>
        </message>
        <message>
            <source>The first to reach %1 wins.</source>
            <translation>The first to reach %1 wins.</translation>
        </message>
        <message>
            <source>The options of this game</source>
            <translation>The options of this game</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>Saved games</source>
            <extracomment>The saved-games list sizes its columns to the text of this many rows (not every save). The columns of the saves list that wrap when it is narrow: the name and the players first, then the date and the rules too.</extracomment>
            <translation>Saved games</translation>
        </message>
        <message>
            <source>No saved games yet. Save one from the Game menu while you play.</source>
            <extracomment>"Review" was chosen for :attr:`loaded` (review its deals instead of playing on).</extracomment>
            <translation>No saved games yet. Save one from the Game menu while you play.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Saved</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>State</source>
            <translation>State</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Load</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Delete…</translation>
        </message>
        <message>
            <source>Export record…</source>
            <translation>Export record…</translation>
        </message>
        <message>
            <source>Review deals…</source>
            <translation>Review deals…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>in progress</translation>
        </message>
        <message>
            <source>won by %1</source>
            <translation>won by %1</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>finished</translation>
        </message>
        <message>
            <source>This save cannot be loaded: %1</source>
            <translation>This save cannot be loaded: %1</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Delete the save “%1”?</source>
            <translation>Delete the save “%1”?</translation>
        </message>
        <message>
            <source>The save could not be deleted: %1</source>
            <translation>The save could not be deleted: %1</translation>
        </message>
        <message>
            <source>Game records (*.json)</source>
            <translation>Game records (*.json)</translation>
        </message>
        <message>
            <source>The record could not be written: %1</source>
            <translation>The record could not be written: %1</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Card game</source>
            <translation>Card game</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Finished</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Left unfinished</source>
            <translation>Left unfinished</translation>
        </message>
        <message>
            <source>Deals declared</source>
            <translation>Deals declared</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Made</translation>
        </message>
        <message>
            <source>Average contract</source>
            <translation>Average contract</translation>
        </message>
        <message>
            <source>Best game</source>
            <translation>Best game</translation>
        </message>
        <message>
            <source>Bolts</source>
            <translation>Bolts</translation>
        </message>
        <message>
            <source>Barrel falls</source>
            <translation>Barrel falls</translation>
        </message>
        <message>
            <source>No statistics yet: finish a deal first.</source>
            <translation>No statistics yet: finish a deal first.</translation>
        </message>
        <message>
            <source>Games with moves taken back: %1 (counted, but never a best game).</source>
            <translation>Games with moves taken back: %1 (counted, but never a best game).</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Computer: easy</source>
            <translation>Computer: easy</translation>
        </message>
        <message>
            <source>Computer: normal</source>
            <translation>Computer: normal</translation>
        </message>
        <message>
            <source>Computer: hard</source>
            <translation>Computer: hard</translation>
        </message>
        <message>
            <source>Computer: random</source>
            <translation>Computer: random</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Very fast</translation>
        </message>
        <message>
            <source>Always (not in network games)</source>
            <translation>Always (not in network games)</translation>
        </message>
        <message>
            <source>Never</source>
            <translation>Never</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>As the system</translation>
        </message>
        <message>
            <source>Light felt</source>
            <translation>Light felt</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dark</translation>
        </message>
        <message>
            <source>Against the computer, after the course</source>
            <translation>Against the computer, after the course</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Look:</source>
            <translation>Look:</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>Text size:</source>
            <translation>Text size:</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>Animations:</translation>
        </message>
        <message>
            <source>Computer players' pause:</source>
            <translation>Computer players' pause:</translation>
        </message>
        <message>
            <source>Thousand (our own)</source>
            <translation>Thousand (our own)</translation>
        </message>
        <message>
            <source>Classic (French pattern)</source>
            <translation>Classic (French pattern)</translation>
        </message>
        <message>
            <source>%1 (installed)</source>
            <translation>%1 (installed)</translation>
        </message>
        <message>
            <source>Card deck:</source>
            <translation>Card deck:</translation>
        </message>
        <message>
            <source>Four colours: diamonds blue, clubs green</source>
            <translation>Four colours: diamonds blue, clubs green</translation>
        </message>
        <message>
            <source>as the app's language</source>
            <translation>as the app's language</translation>
        </message>
        <message>
            <source>Russian: Т К Д В</source>
            <translation>Russian: Т К Д В</translation>
        </message>
        <message>
            <source>Polish: A K D W</source>
            <translation>Polish: A K D W</translation>
        </message>
        <message>
            <source>English: A K Q J</source>
            <translation>English: A K Q J</translation>
        </message>
        <message>
            <source>Card letters:</source>
            <translation>Card letters:</translation>
        </message>
        <message>
            <source>Card back:</source>
            <translation>Card back:</translation>
        </message>
        <message>
            <source>Preview:</source>
            <translation>Preview:</translation>
        </message>
        <message>
            <source>Count my points (card points and marriages, beside my name)</source>
            <translation>Count my points (card points and marriages, beside my name)</translation>
        </message>
        <message>
            <source>Coach:</source>
            <translation>Coach:</translation>
        </message>
        <message>
            <source>Sound effects</source>
            <translation>Sound effects</translation>
        </message>
        <message>
            <source>Sound:</source>
            <translation>Sound:</translation>
        </message>
        <message>
            <source>No program to play sounds was found on this computer, so the game stays silent.</source>
            <translation>No program to play sounds was found on this computer, so the game stays silent.</translation>
        </message>
        <message>
            <source>A new language, look or text size is used at once.</source>
            <translation>A new language, look or text size is used at once.</translation>
        </message>
        <message>
            <source>Ask before conceding a deal</source>
            <translation>Ask before conceding a deal</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>This deck cannot be used; ours is shown instead.</source>
            <translation>This deck cannot be used; ours is shown instead.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <source>%1: three bolts, %2</source>
            <extracomment>Score notes as sentences, by kind (a fall by its reason): %1 the player, %2 the amount.</extracomment>
            <translation>%1: three bolts, %2</translation>
        </message>
        <message>
            <source>%1: third fall off the barrel, total back to 0</source>
            <translation>%1: third fall off the barrel, total back to 0</translation>
        </message>
        <message>
            <source>%1: dump truck at %2, total back to 0</source>
            <translation>%1: dump truck at %2, total back to 0</translation>
        </message>
        <message>
            <source>%1: third concession, %2</source>
            <translation>%1: third concession, %2</translation>
        </message>
        <message>
            <source>%1: nobody made a golden deal, total back to 0</source>
            <translation>%1: nobody made a golden deal, total back to 0</translation>
        </message>
        <message>
            <source>%1: on the barrel</source>
            <translation>%1: on the barrel</translation>
        </message>
        <message>
            <source>%1: off the barrel, no attempts left, %2</source>
            <translation>%1: off the barrel, no attempts left, %2</translation>
        </message>
        <message>
            <source>%1: knocked off the barrel, %2</source>
            <translation>%1: knocked off the barrel, %2</translation>
        </message>
        <message>
            <source>%1: off the barrel</source>
            <translation>%1: off the barrel</translation>
        </message>
        <message>
            <source>%1: below the barrel again</source>
            <translation>%1: below the barrel again</translation>
        </message>
        <message>
            <source>%1: %2 for the concession</source>
            <translation>%1: %2 for the concession</translation>
        </message>
        <message>
            <source>%1: %2 from the talon</source>
            <translation>%1: %2 from the talon</translation>
        </message>
        <message>
            <source>%1: the game is won</source>
            <translation>%1: the game is won</translation>
        </message>
        <message>
            <source>redeal</source>
            <translation>redeal</translation>
        </message>
        <message>
            <source>conceded</source>
            <translation>conceded</translation>
        </message>
        <message>
            <source>made</source>
            <translation>made</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>failed</translation>
        </message>
        <message>
            <source>(dark)</source>
            <translation>(dark)</translation>
        </message>
        <message>
            <source>B%1/%2</source>
            <translation>B%1/%2</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <extracomment>Review a deal (its 0-based index): a double-click on its row, or its context menu.</extracomment>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Double-click a deal to review it</source>
            <translation>Double-click a deal to review it</translation>
        </message>
        <message>
            <source>/ a bolt · B1/3 on the barrel, attempts used · ⟲ total reset to 0 · ★ golden deal</source>
            <translation>/ a bolt · B1/3 on the barrel, attempts used · ⟲ total reset to 0 · ★ golden deal</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Review deal %1…</source>
            <translation>Review deal %1…</translation>
        </message>
        <message>
            <source>(−120) the deal's points</source>
            <translation>(−120) the deal's points</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Declarer</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contract</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>%1 ±</source>
            <translation>%1 ±</translation>
        </message>
        <message>
            <source>%1 total</source>
            <translation>%1 total</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Totals: %1</source>
            <translation>Totals: %1</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n bolt(s) this deal</source>
            <translation>
                <numerusform>%1: %n bolt this deal</numerusform>
                <numerusform>%1: %n bolts this deal</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n in all</source>
            <translation>
                <numerusform>%n in all</numerusform>
                <numerusform>%n in all</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Start</name>
        <message>
            <source>Thousand</source>
            <extracomment>Continue the game in progress of one kind (a game's name), from its tile. A new game of one kind, from its tile (the tiles are the UI registry's games'). The rules of one kind of game. The course (lessons) of one kind of game. Play over the network: host or join.</extracomment>
            <translation>Thousand</translation>
        </message>
        <message>
            <source>The Russian game of a thousand points, with cards or with dice</source>
            <translation>The Russian game of a thousand points, with cards or with dice</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>24 cards, bidding, the talon and marriages</source>
            <translation>24 cards, bidding, the talon and marriages</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <source>Five dice: keep the scoring ones, stop in time</source>
            <translation>Five dice: keep the scoring ones, stop in time</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Learn</translation>
        </message>
        <message>
            <source>Load a game</source>
            <translation>Load a game</translation>
        </message>
        <message>
            <source>Play over the network</source>
            <translation>Play over the network</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Rules of the card game</source>
            <translation>Rules of the card game</translation>
        </message>
        <message>
            <source>Rules of the dice game</source>
            <translation>Rules of the dice game</translation>
        </message>
        <message>
            <source>the card game you were playing</source>
            <translation>the card game you were playing</translation>
        </message>
        <message>
            <source>the dice game you were playing</source>
            <translation>the dice game you were playing</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Could not read %1: %2.</source>
            <translation>Could not read %1: %2.</translation>
        </message>
        <message>
            <source>Could not write %1: %2.</source>
            <translation>Could not write %1: %2.</translation>
        </message>
        <message>
            <source>Could not remove %1: %2.</source>
            <translation>Could not remove %1: %2.</translation>
        </message>
        <message>
            <source>Could not list the saved games in %1: %2.</source>
            <translation>Could not list the saved games in %1: %2.</translation>
        </message>
        <message>
            <source>Could not read the settings file %1: %2. The default settings are used.</source>
            <translation>Could not read the settings file %1: %2. The default settings are used.</translation>
        </message>
        <message>
            <source>The settings file %1 is damaged (%2); the default settings are used.</source>
            <translation>The settings file %1 is damaged (%2); the default settings are used.</translation>
        </message>
        <message>
            <source>The settings file %1 was written by a newer version of Thousand (%2); the settings this version knows are used.</source>
            <translation>The settings file %1 was written by a newer version of Thousand (%2); the settings this version knows are used.</translation>
        </message>
        <message>
            <source>Some settings in %1 were not valid and were reset to their defaults (%2).</source>
            <translation>Some settings in %1 were not valid and were reset to their defaults (%2).</translation>
        </message>
        <message>
            <source>The settings could not be saved to %1: %2.</source>
            <translation>The settings could not be saved to %1: %2.</translation>
        </message>
        <message>
            <source>The game could not be saved automatically (%1): %2. You can keep playing; saving is tried again after every move.</source>
            <translation>The game could not be saved automatically (%1): %2. You can keep playing; saving is tried again after every move.</translation>
        </message>
        <message>
            <source>The game in progress cannot be saved: %1 is not a file (a folder, or a link to something else). Move it away so that the game can be saved there.</source>
            <translation>The game in progress cannot be saved: %1 is not a file (a folder, or a link to something else). Move it away so that the game can be saved there.</translation>
        </message>
        <message>
            <source>The game in progress (%1) is damaged and cannot be continued (%2).</source>
            <translation>The game in progress (%1) is damaged and cannot be continued (%2).</translation>
        </message>
        <message>
            <source>The game in progress (%1) was saved by a newer version of Thousand (%2). Update Thousand to continue it.</source>
            <translation>The game in progress (%1) was saved by a newer version of Thousand (%2). Update Thousand to continue it.</translation>
        </message>
        <message>
            <source>A saved game needs a name.</source>
            <translation>A saved game needs a name.</translation>
        </message>
        <message>
            <source>A save name can have at most %1 characters.</source>
            <translation>A save name can have at most %1 characters.</translation>
        </message>
        <message>
            <source>The game could not be saved (%1).</source>
            <translation>The game could not be saved (%1).</translation>
        </message>
        <message>
            <source>There is no saved game named “%1”.</source>
            <translation>There is no saved game named “%1”.</translation>
        </message>
        <message>
            <source>The saved game “%1” (%2) is damaged and cannot be opened (%3).</source>
            <translation>The saved game “%1” (%2) is damaged and cannot be opened (%3).</translation>
        </message>
        <message>
            <source>The saved game “%1” (%2) was saved by a newer version of Thousand (%3). Update Thousand to open it.</source>
            <translation>The saved game “%1” (%2) was saved by a newer version of Thousand (%3). Update Thousand to open it.</translation>
        </message>
        <message>
            <source>Could not delete %1: %2.</source>
            <translation>Could not delete %1: %2.</translation>
        </message>
        <message>
            <source>The coach's flags kept in %1 are damaged (%2) and are left out; the game itself is loaded.</source>
            <translation>The coach's flags kept in %1 are damaged (%2) and are left out; the game itself is loaded.</translation>
        </message>
        <message>
            <source>There is no file %1.</source>
            <translation>There is no file %1.</translation>
        </message>
        <message>
            <source>%1 cannot be imported (%2).</source>
            <translation>%1 cannot be imported (%2).</translation>
        </message>
        <message>
            <source>%1 is not imported: it is too large (%2). Records of up to 8 MB and 5000 deals are read.</source>
            <translation>%1 is not imported: it is too large (%2). Records of up to 8 MB and 5000 deals are read.</translation>
        </message>
        <message>
            <source>%1 was saved by a newer version of Thousand (%2). Update Thousand to open it.</source>
            <translation>%1 was saved by a newer version of Thousand (%2). Update Thousand to open it.</translation>
        </message>
        <message>
            <source>The statistics file %1 is damaged (%2); statistics start again from here.</source>
            <translation>The statistics file %1 is damaged (%2); statistics start again from here.</translation>
        </message>
        <message>
            <source>The statistics could not be saved to %1: %2.</source>
            <translation>The statistics could not be saved to %1: %2.</translation>
        </message>
        <message>
            <source>The statistics (%1) were written by a newer version of Thousand (%2); they are left as they are and not kept while you play this version. Update Thousand to keep them again.</source>
            <translation>The statistics (%1) were written by a newer version of Thousand (%2); they are left as they are and not kept while you play this version. Update Thousand to keep them again.</translation>
        </message>
        <message>
            <source>Thousand cannot make sure it is the only one using its data folder: the lock file %1 cannot be used (%2). Remove that file (it may take an administrator) and start Thousand again.</source>
            <translation>Thousand cannot make sure it is the only one using its data folder: the lock file %1 cannot be used (%2). Remove that file (it may take an administrator) and start Thousand again.</translation>
        </message>
        <message>
            <source>Something went wrong (%1).</source>
            <translation>Something went wrong (%1).</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>the disk quota is used up</translation>
        </message>
        <message>
            <source>the folder is on a read-only disk</source>
            <translation>the folder is on a read-only disk</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>permission denied</translation>
        </message>
        <message>
            <source>the file or folder does not exist</source>
            <translation>the file or folder does not exist</translation>
        </message>
        <message>
            <source>a disk input/output error</source>
            <translation>a disk input/output error</translation>
        </message>
        <message>
            <source>it is not a file (a folder, or something else)</source>
            <translation>it is not a file (a folder, or something else)</translation>
        </message>
        <message>
            <source>it is a link that leads back to itself</source>
            <translation>it is a link that leads back to itself</translation>
        </message>
        <message>
            <source>an unexpected error while reading it; the details are in the log</source>
            <translation>an unexpected error while reading it; the details are in the log</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <extracomment>Kinds whose detail says what is wrong inside a file (in the storage's English): said in the user's words where the words are known (:data:`DAMAGE_DETAILS`). What is wrong inside a file, as the storage says it (a pattern; its groups fill %1, %2) -&gt; our words. The first that matches is used.</extracomment>
            <translation>the file is empty</translation>
        </message>
        <message>
            <source>it is not text: a wrong byte at position %1</source>
            <translation>it is not text: a wrong byte at position %1</translation>
        </message>
        <message>
            <source>it is cut short at line %1, column %2</source>
            <translation>it is cut short at line %1, column %2</translation>
        </message>
        <message>
            <source>it is not valid at line %1, column %2</source>
            <translation>it is not valid at line %1, column %2</translation>
        </message>
        <message>
            <source>its contents are not valid</source>
            <translation>its contents are not valid</translation>
        </message>
        <message>
            <source>it is not a game record of Thousand</source>
            <translation>it is not a game record of Thousand</translation>
        </message>
        <message>
            <source>it is not a saved game</source>
            <translation>it is not a saved game</translation>
        </message>
        <message>
            <source>it is a game record, not a saved game: import it instead</source>
            <translation>it is a game record, not a saved game: import it instead</translation>
        </message>
        <message>
            <source>it is too large to be a saved game: %1 bytes</source>
            <translation>it is too large to be a saved game: %1 bytes</translation>
        </message>
        <message>
            <source>the game in it is not valid</source>
            <translation>the game in it is not valid</translation>
        </message>
        <message>
            <source>its contents cannot be used</source>
            <translation>its contents cannot be used</translation>
        </message>
        <message>
            <source>Details are in %1.</source>
            <translation>Details are in %1.</translation>
        </message>
        <message>
            <source>It was kept as %1.</source>
            <translation>It was kept as %1.</translation>
        </message>
        <message>
            <source>The original file was kept as %1.</source>
            <translation>The original file was kept as %1.</translation>
        </message>
        <message>
            <source>The file was moved aside as %1.</source>
            <translation>The file was moved aside as %1.</translation>
        </message>
        <message>
            <source>It could not be moved aside (%1).</source>
            <translation>It could not be moved aside (%1).</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>points %1 + %2</source>
            <translation>points %1 + %2</translation>
        </message>
        <message>
            <source>points %1</source>
            <translation>points %1</translation>
        </message>
        <message>
            <source>on the barrel %1/%2</source>
            <translation>on the barrel %1/%2</translation>
        </message>
        <message>
            <source>sits out, dealer</source>
            <translation>sits out, dealer</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>dealer</translation>
        </message>
        <message>
            <source>contract %1</source>
            <translation>contract %1</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message>
            <source>Dark %1</source>
            <translation>Dark %1</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Trump</translation>
        </message>
        <message>
            <source>no trump yet</source>
            <translation>no trump yet</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contract</translation>
        </message>
        <message>
            <source>bidding</source>
            <translation>bidding</translation>
        </message>
        <message>
            <source>dark</source>
            <translation>dark</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>The dark game is broken</source>
            <extracomment>A handler: (scene, event, its sound) -&gt; the animation that shows it. Cards in the deck (every one is dealt somewhere).</extracomment>
            <translation>The dark game is broken</translation>
        </message>
        <message>
            <source>in the dark, for double</source>
            <translation>in the dark, for double</translation>
        </message>
        <message>
            <source>raise %1</source>
            <translation>raise %1</translation>
        </message>
        <message>
            <source>and loses %1</source>
            <translation>and loses %1</translation>
        </message>
        <message>
            <source>%1 +%2</source>
            <translation>%1 +%2</translation>
        </message>
        <message>
            <source>Trump: %1</source>
            <translation>Trump: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n bolt(s)</source>
            <translation>
                <numerusform>%n bolt</numerusform>
                <numerusform>%n bolts</numerusform>
            </translation>
        </message>
        <message>
            <source>four nines</source>
            <translation>four nines</translation>
        </message>
        <message>
            <source>a weak hand</source>
            <translation>a weak hand</translation>
        </message>
        <message>
            <source>a bad talon</source>
            <translation>a bad talon</translation>
        </message>
        <message>
            <source>the dead hand</source>
            <translation>the dead hand</translation>
        </message>
        <message>
            <source>bid %1</source>
            <extracomment>Each kind of action: (a short sentence for a hint, "bid %1"; its words in a move list after the player's name, with no verb, "%1"; None: just the arguments).</extracomment>
            <translation>bid %1</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>play in the dark</source>
            <translation>play in the dark</translation>
        </message>
        <message>
            <source>ask for a redeal</source>
            <translation>ask for a redeal</translation>
        </message>
        <message>
            <source>play on without a claim</source>
            <translation>play on without a claim</translation>
        </message>
        <message>
            <source>take talon %1</source>
            <translation>take talon %1</translation>
        </message>
        <message>
            <source>give %1 to %2</source>
            <translation>give %1 to %2</translation>
        </message>
        <message>
            <source>lay %1 aside</source>
            <translation>lay %1 aside</translation>
        </message>
        <message>
            <source>raise to %1</source>
            <translation>raise to %1</translation>
        </message>
        <message>
            <source>concede</source>
            <translation>concede</translation>
        </message>
        <message>
            <source>lead %1 and declare the marriage</source>
            <translation>lead %1 and declare the marriage</translation>
        </message>
        <message>
            <source>play %1</source>
            <translation>play %1</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>You ask for a redeal</source>
            <extracomment>key -&gt; (the second person: %1, %2... are the arguments; anyone else: %1 the name, %2, %3... the arguments)</extracomment>
            <translation>You ask for a redeal</translation>
        </message>
        <message>
            <source>%1: redeal</source>
            <translation>%1: redeal</translation>
        </message>
        <message>
            <source>You bid %1</source>
            <translation>You bid %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>You play %1</translation>
        </message>
        <message>
            <source>%1: contract %2</source>
            <translation>%1: contract %2</translation>
        </message>
        <message>
            <source>You concede</source>
            <translation>You concede</translation>
        </message>
        <message>
            <source>%1: conceded</source>
            <translation>%1: conceded</translation>
        </message>
        <message>
            <source>You declare a marriage: +%1</source>
            <translation>You declare a marriage: +%1</translation>
        </message>
        <message>
            <source>%1: marriage +%2</source>
            <translation>%1: marriage +%2</translation>
        </message>
        <message>
            <source>You made %1</source>
            <translation>You made %1</translation>
        </message>
        <message>
            <source>%1: contract %2 made</source>
            <translation>%1: contract %2 made</translation>
        </message>
        <message>
            <source>You failed %1</source>
            <translation>You failed %1</translation>
        </message>
        <message>
            <source>%1: contract %2 failed</source>
            <translation>%1: contract %2 failed</translation>
        </message>
        <message>
            <source>You conceded %1</source>
            <translation>You conceded %1</translation>
        </message>
        <message>
            <source>%1: contract %2 conceded</source>
            <translation>%1: contract %2 conceded</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>You win!</translation>
        </message>
        <message>
            <source>Winner: %1!</source>
            <translation>Winner: %1!</translation>
        </message>
        <message>
            <source>Last trick: yours</source>
            <translation>Last trick: yours</translation>
        </message>
        <message>
            <source>Last trick: %1</source>
            <translation>Last trick: %1</translation>
        </message>
        <message>
            <source>You play in the dark (%1).</source>
            <translation>You play in the dark (%1).</translation>
        </message>
        <message>
            <source>%1: dark game (%2).</source>
            <translation>%1: dark game (%2).</translation>
        </message>
    </context>
</TS>
