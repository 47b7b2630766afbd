<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Cloud9</name>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points and as many cards in hand: the win is shared.</source>
        <translation>
            <numerusform>The game ends after voyage {voyage} with a tie at %n point and as many cards in hand: the win is shared.</numerusform>
            <numerusform>The game ends after voyage {voyage} with a tie at %n points and as many cards in hand: the win is shared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}, alone aboard, jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player}, alone aboard, jumps at cloud {cloud} and scores %n point.</numerusform>
            <numerusform>{player}, alone aboard, jumps at cloud {cloud} and scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n player can draw a card.</numerusform>
            <numerusform>Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n players can draw a card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n player can draw a card.</numerusform>
            <numerusform>Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n players can draw a card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Alone aboard, you jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Alone aboard, you jump at cloud {cloud} and score %n point.</numerusform>
            <numerusform>Alone aboard, you jump at cloud {cloud} and score %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player} jumps at cloud {cloud} and scores %n point.</numerusform>
            <numerusform>{player} jumps at cloud {cloud} and scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>You jump at cloud {cloud} and score %n point.</numerusform>
            <numerusform>You jump at cloud {cloud} and score %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage}: won with %n points.</source>
        <translation>
            <numerusform>The game ends after voyage {voyage}: won with %n point.</numerusform>
            <numerusform>The game ends after voyage {voyage}: won with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points; the most cards in hand decide.</source>
        <translation>
            <numerusform>The game ends after voyage {voyage} with a tie at %n point; the most cards in hand decide.</numerusform>
            <numerusform>The game ends after voyage {voyage} with a tie at %n points; the most cards in hand decide.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cloud9Table</name>
    <message numerus="yes">
        <source>You are the pilot at cloud {cloud}: roll %n dice.</source>
        <translation>
            <numerusform>You are the pilot at cloud {cloud}: roll %n die.</numerusform>
            <numerusform>You are the pilot at cloud {cloud}: roll %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?</source>
        <translation>
            <numerusform>Can {pilot} pay? (%n card in hand) Jump now and score {points}, or stay aboard?</numerusform>
            <numerusform>Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fly alone. Roll %n dice to go on, or jump and score {points}?</source>
        <translation>
            <numerusform>You fly alone. Roll %n die to go on, or jump and score {points}?</numerusform>
            <numerusform>You fly alone. Roll %n dice to go on, or jump and score {points}?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cloud {cloud}: a jump here scores {points}; the pilot rolls %n dice to leave it.</source>
        <translation>
            <numerusform>Cloud {cloud}: a jump here scores {points}; the pilot rolls %n die to leave it.</numerusform>
            <numerusform>Cloud {cloud}: a jump here scores {points}; the pilot rolls %n dice to leave it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CloudyKingdomTable</name>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join this castle to one across the table.</source>
        <translation>
            <numerusform>{family}: at least %n more card to join this castle to one across the table.</numerusform>
            <numerusform>{family}: at least %n more cards to join this castle to one across the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards. Drop a magic card here to cast it.</source>
        <translation>
            <numerusform>Discard pile: %n card. Drop a magic card here to cast it.</numerusform>
            <numerusform>Discard pile: %n cards. Drop a magic card here to cast it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to go</source>
        <translation>
            <numerusform>%n card to go</numerusform>
            <numerusform>%n cards to go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join two of its castles across the table (View → Routes).</source>
        <translation>
            <numerusform>{family}: at least %n more card to join two of its castles across the table (View → Routes).</numerusform>
            <numerusform>{family}: at least %n more cards to join two of its castles across the table (View → Routes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards on this cell, the top one first</source>
        <translation>
            <numerusform>%n card on this cell</numerusform>
            <numerusform>%n cards on this cell, the top one first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message numerus="yes">
        <source>{game} is for {low} to %n players.</source>
        <translation>
            <numerusform>{game} is for {low} to %n player.</numerusform>
            <numerusform>{game} is for {low} to %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>You have %n unfinished games, as many as are kept. To start this one, the oldest is deleted:</source>
        <translation>
            <numerusform>You have %n unfinished game, as many as are kept. To start this one, the oldest is deleted:</numerusform>
            <numerusform>You have %n unfinished games, as many as are kept. To start this one, the oldest is deleted:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatrixJoinPart</name>
    <message numerus="yes">
        <source>%n of {seats} free</source>
        <translation>
            <numerusform>%n of {seats} free</numerusform>
            <numerusform>%n of {seats} free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>{low}–%n players</source>
        <translation>
            <numerusform>{low}–%n player</numerusform>
            <numerusform>{low}–%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemotePlay</name>
    <message numerus="yes">
        <source>Waiting for %n more players to join…</source>
        <translation>
            <numerusform>Waiting for %n more player to join…</numerusform>
            <numerusform>Waiting for %n more players to join…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrangeWorld</name>
    <message numerus="yes">
        <source>{player} has chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>{player} has chosen %n card to pass in round {round}.</numerusform>
            <numerusform>{player} has chosen %n cards to pass in round {round}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>You have chosen %n card to pass in round {round}.</numerusform>
            <numerusform>You have chosen %n cards to pass in round {round}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrangeWorldTable</name>
    <message numerus="yes">
        <source>Click %n cards to give to {name}, then Pass; or drag them onto {name}&apos;s World.</source>
        <translation>
            <numerusform>Click %n card to give to {name}, then Pass; or drag it onto {name}&apos;s World.</numerusform>
            <numerusform>Click %n cards to give to {name}, then Pass; or drag them onto {name}&apos;s World.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Land deck: %n cards</source>
        <translation>
            <numerusform>Land deck: %n card</numerusform>
            <numerusform>Land deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumaroles left: %n</source>
        <translation>
            <numerusform>Fumaroles left: %n</numerusform>
            <numerusform>Fumaroles left: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dark Cities left: %n (the highest is taken first)</source>
        <translation>
            <numerusform>Dark Cities left: %n (the highest is taken first)</numerusform>
            <numerusform>Dark Cities left: %n (the highest is taken first)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next Dark City to rise is worth {points}☆. %n are left; they rise where two Fumaroles meet.</source>
        <translation>
            <numerusform>The next Dark City to rise is worth {points}☆. %n is left; it rises where two Fumaroles meet.</numerusform>
            <numerusform>The next Dark City to rise is worth {points}☆. %n are left; they rise where two Fumaroles meet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours ago</source>
        <translation>
            <numerusform>%n hour ago</numerusform>
            <numerusform>%n hours ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
</context>
</TS>
