<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>Something went wrong: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has been saved after your last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Its window was brought forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand is already open with this data folder (%1). Switch to its window, or start Thousand with --data-dir and another folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letters of the court cards and the ace, translated (Russian: В Д К Т, as our deck).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>%1: %2 (total %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this deal? It is scored at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>The user asked for the menu (Esc), the score sheet, the rules, a new game. &quot;Count my points&quot;: the viewer&apos;s running card points and marriages on his plate. The human&apos;s turn on the panel (None while nobody human is asked anything).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(key: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>golden deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>barrel deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter makes this move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody else, please look away. %1, take the seat and show your cards when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show my cards (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next deal (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dark game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up and Down arrows change the value</source>
        <extracomment>The name tests and the keyboard know this prompt by. Whether the hand&apos;s cards answer this prompt (the keyboard cursor walks over them). Whether Enter picks the card under the cursor (else Enter is a button&apos;s key). A list of legal values (bids or raises) that Up and Down change. The &quot;declare the marriage&quot; switch (M toggles it). The move the last hint suggested (Enter makes it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal: bad talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid is %1 (%2). Your bid?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a total below zero you may not bid: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the barrel you wait for your own deal: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a marriage in hand you may bid up to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your marriages (%1) let you bid up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot go higher: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are forehand: play in the dark?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dark game is %1 played without looking at your cards; its result counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play in the dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may ask for a redeal (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same dealer deals again and nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards to lay aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cards to pass: the first to %1, the second to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the card to pass to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen: %1 of %2. Click a chosen card to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay them aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trump yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a highlighted card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a marriage when I lead its king or queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your contract is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise it, or lead a card to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the barrel your contract must be at least %1: raise it before leading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise your contract to %1? It cannot be lowered again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a talon: click it, or press 1 or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <extracomment>(keys, what they do), as Help → Keyboard shows them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move over the cards you may play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put the cursor on a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play or choose the card (Enter on a card you may not play says why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the bid or raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise the contract (or ask for a redeal when offered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeal a bad talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare the marriage or not when leading its king or queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint (then Enter makes the suggested move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next deal (on the deal summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Thousand</source>
        <extracomment>The status bar&apos;s &quot;Not saved&quot; mark (made the first time a save fails).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load or delete saves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import a game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export this game&apos;s record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck %1 cannot be used; our own deck is shown instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress could not be saved. Saving is tried again after every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game in progress? It stays under Continue until you start another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start another game? The game in progress under Continue will be replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand %1: the card game «Тысяча» against computer players or friends on one computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gleb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset options to the preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot-seat: the players share this computer; each one&apos;s cards are shown only on his turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only computer players: you watch the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel and the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer sitting out scores</source>
        <extracomment>key -&gt; (label, one-line explanation)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 4 players the dealer sits out the deal; what he scores from the talon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 2 players: two small talons of 2 cards, or a third “dead” hand set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four aces together are a marriage worth 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal on four nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player holding all four nines may ask for a redeal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal on a weak hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player whose hand is worth too few points may ask for a redeal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak hand: fewer points than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand worth fewer card points than this counts as weak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal on a bad talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may redeal a talon worth under 5 points or holding two nines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad talon at any contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bad talon may be redealt at any contract, not only at 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids and raises go up in steps of this many points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids limited by marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bid above 120 without a marriage in hand, nor above 120 plus the marriages held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden talon at 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When forehand plays 100 with everyone passing, the talon is not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding below zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a player with a negative total may bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forehand may play 120 without looking at his cards, for double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass cards face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two cards the declarer passes are shown to everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may give up the deal before the first lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concession pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each opponent gains when the declarer concedes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concessions per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most concessions a player may make in a game (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third concession penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every third concession of a player costs a further 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player following suit or trumping must beat the trick if he can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounding of defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defenders&apos; points are rounded to this multiple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bolt is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What earns a bolt: a deal without a trick, or without a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bolts cost points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When bolts cost points: every third, three in a row, or never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What three bolts cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump truck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A total of exactly 555 (or −555) goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump truck total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The total that sends a player back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A total stops here: the player is on the barrel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting off the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the barrel: win the auction and make 120, or play 121 on the talon as forehand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many deals a player may spend on the barrel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What falling off the barrel costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a player arriving on the barrel knocks off whoever sits there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A third fall off the barrel resets the total to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first deals have no auction: forehand plays 120 and everything counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If nobody made a golden deal, every total goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the talon&apos;s points</source>
        <extracomment>(key, value) -&gt; label for options with named values.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces and a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two talons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not below zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trick taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>555 and −555</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>555 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win the auction, make 120</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play 121 as forehand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knocks off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common Russian rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the old pocket game: the barrel is played on the talon, no conceding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gentle: no bolt penalties, no dump truck, marriages at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polish (Tysiąc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids in tens, players must beat the trick.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You must beat the trick with a higher card of %1.</source>
        <extracomment>(pattern of the engine&apos;s words, our sentence with %1 for a suit when the pattern has one)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must beat the highest trump (%1) in the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have none of the suit led: you must play a trump (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass a card to each opponent before leading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay two cards aside before leading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the barrel, raise your contract before leading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card can be played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marriage can be declared only after winning a trick.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Thousand: the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of this game: preset “%1”, with the options listed at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they rank 9 &lt; J &lt; Q &lt; K &lt; 10 &lt; A. Points: A 11, 10 10, K 4, Q 3, J 2, 9 0; the deck holds 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marriage is the king and queen of one suit in one hand: hearts 100, diamonds 80, clubs 60, spades 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game the four aces together are a marriage too, worth 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With three players each gets 7 cards and 3 go to the talon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With four players the dealer sits out the deal; he scores %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two players each gets 10 cards and there are two talons of 2 cards. The declarer chooses one and lays two cards aside; the other talon goes to whoever wins the last trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two players a third, dead hand is dealt and set aside. The declarer takes the talon and gives one card to his opponent and one to the dead hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may ask for a redeal: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forehand (the player after the dealer) holds a bid of 100. The others bid in turn, each time at least %1 more, or pass; a pass is final. Whoever bids highest becomes the declarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody may bid above 120 without a marriage in hand, nor above 120 plus the marriages he holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before anyone bids, forehand may play in the dark: 120 without looking at his cards, for double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: the first deals of the game have no auction; forehand plays 120 and every score counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talon is turned face up for everyone, then the declarer takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(it stays hidden when forehand plays 100 with everyone passing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He then gives one card to each opponent, may raise his contract, and leads to the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first lead he may concede: he loses his contract and each opponent gains %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit; if you cannot, play a trump; otherwise any card. The highest trump wins the trick, else the highest card of the suit led. There is no trump at the start of a deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must also beat the trick when you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading the king or queen of a marriage you hold declares it: you score its value at once and its suit becomes trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may declare only after you have won a trick in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer scores his contract if his points (cards won plus marriages declared) reach it, and loses it if not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defenders score their points, rounded %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who takes no trick gets a bolt; bolts cost %2 (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump truck: a total of exactly %1 goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The barrel and the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. To win he must take the bid and make a contract of at least 120 within %2 deals, or he falls off and loses %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A total stops at %1: the player is on the barrel. When he is next forehand he plays 121 on the talon; if he fails he falls off and loses %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first to reach 1000 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet. Save one from the Game menu while you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save cannot be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the save “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save could not be deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No statistics yet: finish a deal first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Computer: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; pause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand (our own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic (French pattern)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four colours: diamonds blue, clubs green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the app&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian: Т К Д В</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English: A K Q J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card letters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before conceding a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count my points (card points and marriages, beside my name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program to play sounds was found on this computer, so the game stays silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck cannot be used; ours is shown instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>%1: three bolts, %2</source>
        <extracomment>Score notes as sentences, by kind (a fall by its reason): %1 the player, %2 the amount.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: off the barrel, no attempts left, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: knocked off the barrel, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: off the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: below the barrel again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: third fall off the barrel, total back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: dump truck at %2, total back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 for the concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: third concession, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 from the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nobody made a golden deal, total back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the game is won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ a bolt · B1/3 on the barrel, attempts used · ⟲ total reset to 0 · ★ golden deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ±</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n bolt(s) this deal</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Russian card game of bidding, talon and marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Could not read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list the saved games in %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the settings file %1: %2. The default settings are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file %1 is damaged (%2); the default settings are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings in %1 were not valid and were reset to their defaults (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved automatically (%1): %2. You can keep playing; saving is tried again after every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress cannot be saved: %1 is not a file (a folder, or a link to something else). Move it away so that the game can be saved there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress (%1) is damaged and cannot be continued (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress (%1) was saved by a newer version of Thousand (%2). Update Thousand to continue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved game needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A save name can have at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no saved game named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) is damaged and cannot be opened (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game “%1” (%2) was saved by a newer version of Thousand (%3). Update Thousand to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be imported (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not imported: it is too large (%2). Records of up to 8 MB and 5000 deals are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Thousand (%2). Update Thousand to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged (%2); statistics start again from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics (%1) were written by a newer version of Thousand (%2); they are left as they are and not kept while you play this version. Update Thousand to keep them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder is on a read-only disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a disk input/output error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unexpected error while reading it; the details are in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details are in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was moved aside as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It could not be moved aside (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>points %1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the barrel %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out, dealer</source>
        <extracomment>Extra status per seat: the running points of the viewer (&quot;Count my points&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trump yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dark game is broken</source>
        <extracomment>A handler: (scene, event, its sound) -&gt; the animation that shows it. Cards in the deck (every one is dealt somewhere).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the dark, for double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and loses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a weak hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bad talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play in the dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take talon %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lay %1 aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead %1 and declare the marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>You ask for a redeal</source>
        <extracomment>key -&gt; (the second person: %1, %2... are the arguments; anyone else: %1 the name, %2, %3... the arguments)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: contract %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You declare a marriage: +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: marriage +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You made %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: contract %2 made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You failed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: contract %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You conceded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: contract %2 conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play in the dark (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: dark game (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
