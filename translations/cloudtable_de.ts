<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Cloud9</name>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>eine leere Seite</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>{a}, {b}, {c} and {d}</source>
        <translation>{a}, {b}, {c} und {d}</translation>
    </message>
    <message>
        <source>Cloud 9</source>
        <translation>Cloud 9</translation>
    </message>
    <message>
        <source>Ride a balloon up nine clouds and jump off before it falls.</source>
        <translation>Fahre im Ballon über neun Wolken hinauf und spring ab, bevor er abstürzt.</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} und {b}</translation>
    </message>
    <message>
        <source>{a}, {b} and {c}</source>
        <translation>{a}, {b} und {c}</translation>
    </message>
    <message>
        <source>Cloud 9 has no such move.</source>
        <translation>Diesen Zug gibt es in Cloud 9 nicht.</translation>
    </message>
    <message>
        <source>{player} stays in the basket.</source>
        <translation>{player} bleibt im Korb.</translation>
    </message>
    <message>
        <source>{player} pays with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>{player} zahlt mit {cards}: Der Ballon erreicht Wolke 9 und alle an Bord bekommen 25 Punkte.</translation>
    </message>
    <message>
        <source>{player} pays with {cards}: the balloon rises to cloud {cloud}.</source>
        <translation>{player} zahlt mit {cards}: Der Ballon steigt auf Wolke {cloud}.</translation>
    </message>
    <message>
        <source>{player} does not pay: the balloon falls from cloud {cloud}.</source>
        <translation>{player} zahlt nicht: Der Ballon stürzt von Wolke {cloud} ab.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>The pilot may jump only when flying alone, before rolling.</source>
        <translation>Der Pilot darf nur abspringen, wenn sonst niemand mehr an Bord ist, und nur vor dem Würfeln.</translation>
    </message>
    <message>
        <source>To stay aboard alone, roll the dice.</source>
        <translation>Um allein an Bord zu bleiben, musst du würfeln.</translation>
    </message>
    <message>
        <source>The pilot must roll the dice now.</source>
        <translation>Der Pilot muss jetzt würfeln.</translation>
    </message>
    <message>
        <source>The pilot, alone aboard, must roll again or jump now.</source>
        <translation>Der Pilot ist allein an Bord und muss jetzt erneut würfeln oder abspringen.</translation>
    </message>
    <message>
        <source>A passenger must now jump or stay.</source>
        <translation>Ein Passagier muss jetzt abspringen oder bleiben.</translation>
    </message>
    <message>
        <source>The pilot must now pay for the climb or let the balloon fall.</source>
        <translation>Der Pilot muss jetzt den Aufstieg bezahlen oder den Ballon abstürzen lassen.</translation>
    </message>
    <message>
        <source>You can only pay with cards from your hand, each once.</source>
        <translation>Du kannst nur mit Karten aus deiner Hand bezahlen, jede nur einmal.</translation>
    </message>
    <message>
        <source>The roll asks for exactly {cards}, or one wild card.</source>
        <translation>Dieser Wurf verlangt genau {cards} oder einen einzelnen Joker.</translation>
    </message>
    <message>
        <source>{player} stays aboard alone and rolls {faces}.</source>
        <translation>{player} bleibt allein an Bord und würfelt {faces}.</translation>
    </message>
    <message>
        <source>{player} rolls {faces}.</source>
        <translation>{player} würfelt {faces}.</translation>
    </message>
    <message numerus="yes">
        <source>{player}, alone aboard, jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player} ist allein an Bord, springt bei Wolke {cloud} ab und bekommt %n Punkt.</numerusform>
            <numerusform>{player} ist allein an Bord, springt bei Wolke {cloud} ab und bekommt %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player} springt bei Wolke {cloud} ab und bekommt %n Punkt.</numerusform>
            <numerusform>{player} springt bei Wolke {cloud} ab und bekommt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The climb is free: {player} takes the balloon to cloud 9 and everyone aboard scores 25.</source>
        <translation>Der Aufstieg ist kostenlos: {player} bringt den Ballon auf Wolke 9 und alle an Bord bekommen 25 Punkte.</translation>
    </message>
    <message>
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; {player} pilots.</source>
        <translation>Fahrt {voyage} beginnt: Alle steigen an Wolke 1 wieder in den Korb und ziehen eine Karte; {player} steuert.</translation>
    </message>
    <message>
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; you pilot.</source>
        <translation>Fahrt {voyage} beginnt: Alle steigen an Wolke 1 wieder in den Korb und ziehen eine Karte; du steuerst.</translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Fahrt {voyage} beginnt: Alle steigen an Wolke 1 wieder in den Korb; {player} steuert. Nur %n Person kann eine Karte ziehen.</numerusform>
            <numerusform>Fahrt {voyage} beginnt: Alle steigen an Wolke 1 wieder in den Korb; {player} steuert. Nur %n Personen können eine Karte ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Fahrt {voyage} beginnt: Alle steigen an Wolke 1 wieder in den Korb; du steuerst. Nur %n Person kann eine Karte ziehen.</numerusform>
            <numerusform>Fahrt {voyage} beginnt: Alle steigen an Wolke 1 wieder in den Korb; du steuerst. Nur %n Personen können eine Karte ziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile was shuffled into a new one.</source>
        <translation>Der Zugstapel war leer: Der Ablagestapel wurde zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>You stay aboard alone and roll only blanks: the climb is free.</source>
        <translation>Du bleibst allein an Bord und würfelst nur leere Seiten: Der Aufstieg ist kostenlos.</translation>
    </message>
    <message>
        <source>You roll only blanks: the climb is free.</source>
        <translation>Du würfelst nur leere Seiten: Der Aufstieg ist kostenlos.</translation>
    </message>
    <message>
        <source>You stay aboard alone and roll {faces}.</source>
        <translation>Du bleibst allein an Bord und würfelst {faces}.</translation>
    </message>
    <message>
        <source>You roll {faces}.</source>
        <translation>Du würfelst {faces}.</translation>
    </message>
    <message>
        <source>You stay in the basket.</source>
        <translation>Du bleibst im Korb.</translation>
    </message>
    <message>
        <source>The climb is free: you take the balloon to cloud 9 and everyone aboard scores 25.</source>
        <translation>Der Aufstieg ist kostenlos: Du bringst den Ballon auf Wolke 9 und alle an Bord bekommen 25 Punkte.</translation>
    </message>
    <message>
        <source>The climb is free: {player} takes the balloon up to cloud {cloud}.</source>
        <translation>Der Aufstieg ist kostenlos: {player} bringt den Ballon hinauf auf Wolke {cloud}.</translation>
    </message>
    <message>
        <source>The climb is free: you take the balloon up to cloud {cloud}.</source>
        <translation>Der Aufstieg ist kostenlos: Du bringst den Ballon hinauf auf Wolke {cloud}.</translation>
    </message>
    <message>
        <source>{player} plays a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>{player} spielt einen Joker: Der Ballon erreicht Wolke 9 und alle an Bord bekommen 25 Punkte.</translation>
    </message>
    <message>
        <source>You play a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>Du spielst einen Joker: Der Ballon erreicht Wolke 9 und alle an Bord bekommen 25 Punkte.</translation>
    </message>
    <message>
        <source>{player} plays a wild card: the balloon rises to cloud {cloud}.</source>
        <translation>{player} spielt einen Joker: Der Ballon steigt auf Wolke {cloud}.</translation>
    </message>
    <message>
        <source>You play a wild card: the balloon rises to cloud {cloud}.</source>
        <translation>Du spielst einen Joker: Der Ballon steigt auf Wolke {cloud}.</translation>
    </message>
    <message>
        <source>You pay with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>Du zahlst mit {cards}: Der Ballon erreicht Wolke 9 und alle an Bord bekommen 25 Punkte.</translation>
    </message>
    <message>
        <source>You pay with {cards}: the balloon rises to cloud {cloud}.</source>
        <translation>Du zahlst mit {cards}: Der Ballon steigt auf Wolke {cloud}.</translation>
    </message>
    <message>
        <source>You do not pay: the balloon falls from cloud {cloud}.</source>
        <translation>Du zahlst nicht: Der Ballon stürzt von Wolke {cloud} ab.</translation>
    </message>
    <message numerus="yes">
        <source>Alone aboard, you jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Du bist allein an Bord, springst bei Wolke {cloud} ab und bekommst %n Punkt.</numerusform>
            <numerusform>Du bist allein an Bord, springst bei Wolke {cloud} ab und bekommst %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Du springst bei Wolke {cloud} ab und bekommst %n Punkt.</numerusform>
            <numerusform>Du springst bei Wolke {cloud} ab und bekommst %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The roll is all blank: the climb is free and the balloon must rise.</source>
        <translation>Der Wurf zeigt nur leere Seiten: Der Aufstieg ist kostenlos und der Ballon muss steigen.</translation>
    </message>
    <message>
        <source>You hold the cards the roll asks for: the balloon must rise.</source>
        <translation>Du hast die Karten, die der Wurf verlangt: Der Ballon muss steigen.</translation>
    </message>
    <message>
        <source>The roll is all blank: the climb is free, pay nothing.</source>
        <translation>Der Wurf zeigt nur leere Seiten: Der Aufstieg ist kostenlos, zahle nichts.</translation>
    </message>
    <message>
        <source>A wild card pays for the whole roll on its own.</source>
        <translation>Ein Joker bezahlt den ganzen Wurf allein, ohne weitere Karten.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage}: won with %n points.</source>
        <translation>
            <numerusform>Die Partie endet nach Fahrt {voyage}: Sieg mit %n Punkt.</numerusform>
            <numerusform>Die Partie endet nach Fahrt {voyage}: Sieg mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points; the most cards in hand decide.</source>
        <translation>
            <numerusform>Die Partie endet nach Fahrt {voyage} mit einem Gleichstand bei %n Punkt; die meisten Handkarten entscheiden.</numerusform>
            <numerusform>Die Partie endet nach Fahrt {voyage} mit einem Gleichstand bei %n Punkten; die meisten Handkarten entscheiden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points and as many cards in hand: the win is shared.</source>
        <translation>
            <numerusform>Die Partie endet nach Fahrt {voyage} mit einem Gleichstand bei %n Punkt und gleich vielen Handkarten: Der Sieg wird geteilt.</numerusform>
            <numerusform>Die Partie endet nach Fahrt {voyage} mit einem Gleichstand bei %n Punkten und gleich vielen Handkarten: Der Sieg wird geteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Voyage {voyage}</source>
        <translation>Fahrt {voyage}</translation>
    </message>
    <message>
        <source>{player} stays aboard alone and rolls only blanks: the climb is free.</source>
        <translation>{player} bleibt allein an Bord und würfelt nur leere Seiten: Der Aufstieg ist kostenlos.</translation>
    </message>
    <message>
        <source>{player} rolls only blanks: the climb is free.</source>
        <translation>{player} würfelt nur leere Seiten: Der Aufstieg ist kostenlos.</translation>
    </message>
    <message>
        <source>Voyage {voyage}: arrived at cloud 9</source>
        <translation>Fahrt {voyage}: auf Wolke 9 angekommen</translation>
    </message>
    <message>
        <source>Voyage {voyage}: jumped at cloud {cloud}</source>
        <translation>Fahrt {voyage}: bei Wolke {cloud} abgesprungen</translation>
    </message>
    <message>
        <source>Cards in hand (breaks the tie)</source>
        <translation>Handkarten (entscheiden bei Gleichstand)</translation>
    </message>
</context>
<context>
    <name>Cloud9Rules</name>
    <message>
        <source># The goal</source>
        <translation># Ziel des Spiels</translation>
    </message>
    <message>
        <source>Two to six players share one hot-air balloon. It climbs from cloud to cloud, and the higher it gets the more a passenger earns by jumping out, but every climb may be the one that sends it tumbling down, and whoever is still aboard then gets nothing. Jump at the right moment: the first voyage that ends with someone on 50 points or more ends the game, and the highest score wins.</source>
        <translation>Zwei bis sechs Personen teilen sich einen Heißluftballon. Er steigt von Wolke zu Wolke, und je höher er kommt, desto mehr bekommt, wer abspringt; doch jeder Aufstieg kann der sein, der ihn abstürzen lässt, und wer dann noch an Bord ist, geht leer aus. Spring im richtigen Moment ab: Die erste Fahrt, die endet, während jemand 50 oder mehr Punkte hat, beendet die Partie, und die höchste Punktzahl gewinnt.</translation>
    </message>
    <message>
        <source># What is in play</source>
        <translation># Spielmaterial</translation>
    </message>
    <message>
        <source>There are 76 cards: 72 balloon cards, 18 in each of four colours (green, purple, red and yellow), and 4 wild cards. There are four dice; each shows the four colours on four faces and has two blank faces.</source>
        <translation>Es gibt 76 Karten: 72 Ballonkarten, je 18 in vier Farben (Grün, Lila, Rot und Gelb), und 4 Joker. Dazu kommen vier Würfel; jeder zeigt die vier Farben auf vier Seiten und hat zwei leere Seiten.</translation>
    </message>
    <message>
        <source>The path has nine clouds. Jumping from cloud 1 earns 1 point, then 2, 4, 6, 9, 12, 15 and 20 points from clouds 2 to 8; reaching cloud 9 earns 25. To leave clouds 1, 2 and 3 the pilot rolls two dice, three dice on clouds 4, 5 and 6, and all four dice on clouds 7 and 8.</source>
        <translation>Der Weg führt über neun Wolken. Ein Absprung von Wolke 1 bringt 1 Punkt, von den Wolken 2 bis 8 dann 2, 4, 6, 9, 12, 15 und 20 Punkte; wer Wolke 9 erreicht, bekommt 25. Um die Wolken 1, 2 und 3 zu verlassen, würfelt der Pilot mit zwei Würfeln, auf den Wolken 4, 5 und 6 mit drei und auf den Wolken 7 und 8 mit allen vier.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Vorbereitung</translation>
    </message>
    <message>
        <source>Every player takes a colour (black, blue, green, orange, red or yellow), starts at 0 points and gets six cards from the shuffled deck; the rest forms the face-down draw pile. Hands are secret, but everyone may see how many cards each player holds. The balloon starts on cloud 1 with every player in its basket. The first pilot is chosen at random; in New Game, the players may instead name the seat that begins.</source>
        <translation>Alle wählen eine Farbe (Schwarz, Blau, Grün, Orange, Rot oder Gelb), beginnen mit 0 Punkten und bekommen sechs Karten vom gemischten Stapel; der Rest bildet den verdeckten Zugstapel. Die Handkarten sind geheim, aber alle dürfen sehen, wie viele Karten die anderen haben. Der Ballon startet auf Wolke 1, und alle sitzen in seinem Korb. Wer als Erstes Pilot ist, wird ausgelost; im Dialog „Neue Partie“ lässt sich stattdessen der Platz festlegen, der beginnt.</translation>
    </message>
    <message>
        <source># A climb</source>
        <translation># Ein Aufstieg</translation>
    </message>
    <message>
        <source>A voyage is a series of climbs, each in three steps: the pilot rolls, the passengers choose, the pilot pays or not.</source>
        <translation>Eine Fahrt besteht aus einer Reihe von Aufstiegen, jeder in drei Schritten: Der Pilot würfelt, die Passagiere entscheiden sich, der Pilot zahlt oder nicht.</translation>
    </message>
    <message>
        <source>1. The pilot rolls as many dice as the current cloud asks for. Every coloured face calls for one card of that colour, so two red faces call for two red cards; blank faces call for nothing, and a roll of nothing but blanks makes the climb free. One wild card on its own can pay for any roll, however many cards it asks for.</source>
        <translation>1. Der Pilot würfelt mit so vielen Würfeln, wie die aktuelle Wolke verlangt. Jede farbige Seite verlangt eine Karte dieser Farbe, zwei rote Seiten also zwei rote Karten; leere Seiten verlangen nichts, und ein Wurf mit lauter leeren Seiten macht den Aufstieg kostenlos. Ein einzelner Joker kann allein jeden Wurf bezahlen, ganz gleich, wie viele Karten dieser verlangt.</translation>
    </message>
    <message>
        <source>2. Starting with the player on the pilot&apos;s left and going round, every passenger still in the basket, except the pilot, says in turn whether they jump or stay. Each one sees the roll and the choices already made. A player who jumps scores the points of the cloud where the balloon is right now and sits out the rest of the voyage. A player who stays scores nothing yet.</source>
        <translation>2. Beginnend links vom Piloten sagen reihum alle, die noch im Korb sind – außer dem Piloten –, ob sie abspringen oder bleiben. Dabei sehen alle den Wurf und die schon getroffenen Entscheidungen. Wer abspringt, bekommt die Punkte der Wolke, auf der der Ballon gerade ist, und setzt für den Rest der Fahrt aus. Wer bleibt, bekommt vorerst nichts.</translation>
    </message>
    <message>
        <source>3. Then the pilot acts. A pilot who holds the cards the roll asks for must make the balloon climb, paying either with those cards or with one wild card, as they prefer: crashing on purpose is not allowed. A pilot who lacks those cards but holds a wild may spend the wild to climb, or keep it and let the balloon fall. A pilot with neither lets it fall. Cards paid are shown to everyone and go to the discard pile.</source>
        <translation>3. Dann ist der Pilot dran. Sind die Karten, die der Wurf verlangt, auf der Hand des Piloten, muss der Ballon steigen; bezahlt wird nach Wahl mit diesen Karten oder mit einem Joker: Absichtlich abzustürzen ist nicht erlaubt. Fehlen diese Karten, ist aber ein Joker da, darf der Pilot ihn für den Aufstieg ausgeben oder ihn behalten und den Ballon abstürzen lassen. Fehlt beides, stürzt der Ballon ab. Bezahlte Karten werden allen gezeigt und kommen auf den Abwurfstapel.</translation>
    </message>
    <message>
        <source>When the balloon climbs, it moves up one cloud and the next climb begins. The new pilot is the next player round the table, to the left, who is still in the basket.</source>
        <translation>Steigt der Ballon, kommt er eine Wolke höher, und der nächste Aufstieg beginnt. Neuer Pilot wird, wer als Nächstes links herum am Tisch noch im Korb sitzt.</translation>
    </message>
    <message>
        <source>When the balloon falls, the voyage is over and everyone still in the basket scores nothing for it. Points scored by jumping earlier in the voyage are kept.</source>
        <translation>Stürzt der Ballon ab, ist die Fahrt vorbei und alle, die noch im Korb sind, bekommen für sie nichts. Punkte, die früher in dieser Fahrt durch Abspringen erzielt wurden, bleiben erhalten.</translation>
    </message>
    <message>
        <source>If the balloon reaches cloud 9, everyone still in the basket, the pilot included, scores 25 points and the voyage is over.</source>
        <translation>Erreicht der Ballon Wolke 9, bekommen alle, die noch im Korb sind, der Pilot eingeschlossen, 25 Punkte und die Fahrt ist vorbei.</translation>
    </message>
    <message>
        <source># Flying alone</source>
        <translation># Allein an Bord</translation>
    </message>
    <message>
        <source>The pilot never jumps, with one exception. When everyone else has jumped and the balloon has climbed, the pilot flies on alone and stays pilot. Before each of their rolls they choose: roll again and try to climb higher, or jump, scoring the current cloud&apos;s points, which ends the voyage. A lone pilot who cannot pay falls and scores nothing.</source>
        <translation>Der Pilot springt nie ab, mit einer Ausnahme: Sind alle anderen abgesprungen und ist der Ballon gestiegen, fährt der Pilot allein weiter und bleibt Pilot. Vor jedem Wurf fällt dann die Entscheidung: erneut würfeln und versuchen, höher zu steigen, oder abspringen und die Punkte der aktuellen Wolke bekommen, womit die Fahrt endet. Wer allein an Bord ist und nicht zahlen kann, stürzt ab und bekommt nichts.</translation>
    </message>
    <message>
        <source>A pilot whose passengers all jump while the dice are on the table is not yet alone for this climb: they must still pay if they hold the cards, and may only choose to jump before the next roll.</source>
        <translation>Springen alle Passagiere ab, während die Würfel auf dem Tisch liegen, ist der Pilot für diesen Aufstieg noch nicht allein: Sind die verlangten Karten auf der Hand, muss trotzdem gezahlt werden, und für den Absprung entscheiden kann sich der Pilot erst vor dem nächsten Wurf.</translation>
    </message>
    <message>
        <source># Between voyages</source>
        <translation># Zwischen den Fahrten</translation>
    </message>
    <message>
        <source>After a voyage the balloon goes back to cloud 1 and every player climbs back into the basket. Each player draws one card. The player to the left of the last pilot of the finished voyage becomes the pilot. When the draw pile runs out, the discard pile is shuffled to form a new one. In this app, this is done as soon as the draw pile is empty; the French rules name the discard pile there, which can only be a slip.</source>
        <translation>Nach einer Fahrt kehrt der Ballon auf Wolke 1 zurück, und alle steigen wieder in den Korb. Alle ziehen eine Karte. Pilot wird, wer links vom letzten Piloten der beendeten Fahrt sitzt. Ist der Zugstapel aufgebraucht, wird der Abwurfstapel gemischt und bildet einen neuen. In dieser App gilt: Das geschieht, sobald der Zugstapel leer ist; die französische Regel nennt dort den Abwurfstapel, was nur ein Versehen sein kann.</translation>
    </message>
    <message>
        <source>The nine clouds, each with the points for jumping there and its dice, rolled to leave it. The balloon is on cloud 3.</source>
        <translation>Die neun Wolken, jede mit den Punkten für einen Absprung dort und ihren Würfeln, die geworfen werden, um sie zu verlassen. Der Ballon ist auf Wolke 3.</translation>
    </message>
    <message>
        <source>Leaving cloud 4, the pilot rolled red, red and a blank: two red cards pay for the climb, and so would one wild card on its own.</source>
        <translation>Um Wolke 4 zu verlassen, hat der Pilot Rot, Rot und eine leere Seite geworfen: Zwei rote Karten bezahlen den Aufstieg, und ein Joker allein würde es auch tun.</translation>
    </message>
    <message>
        <source># The end of the game</source>
        <translation># Ende der Partie</translation>
    </message>
    <message>
        <source>Reaching 50 points does not stop a voyage in the middle. The game ends as soon as a voyage ends, whether by a fall, by reaching cloud 9 or by a lone pilot jumping, with at least one player on 50 points or more. Scores above 50 count in full. In this app, the game can end after any voyage, also one that ends at cloud 9 or with a lone pilot&apos;s jump; the French rules name only the fall of the balloon.</source>
        <translation>Wer 50 Punkte erreicht, unterbricht damit keine laufende Fahrt. Die Partie endet, sobald eine Fahrt endet – durch einen Absturz, durch das Erreichen von Wolke 9 oder weil der Pilot allein an Bord abspringt – und dabei mindestens eine Person 50 oder mehr Punkte hat. Punkte über 50 zählen voll. In dieser App gilt: Die Partie kann nach jeder Fahrt enden, auch nach einer, die auf Wolke 9 oder mit dem Absprung des allein fliegenden Piloten endet; die französische Regel nennt nur den Absturz des Ballons.</translation>
    </message>
    <message>
        <source>The player with the most points wins. If several players share the top score, the one among them holding the most cards wins. In this app, if they also hold as many cards, they share the win; the rules do not say.</source>
        <translation>Wer die meisten Punkte hat, gewinnt. Teilen sich mehrere die höchste Punktzahl, gewinnt von ihnen, wer die meisten Handkarten hat. In dieser App gilt: Haben sie auch gleich viele Karten, teilen sie sich den Sieg; die Regel sagt dazu nichts.</translation>
    </message>
    <message>
        <source># Hints</source>
        <translation># Tipps</translation>
    </message>
    <message>
        <source>Count the pilot&apos;s cards: the more they hold, the more likely they can pay. Watch the discard pile to know which colours are scarce. And remember who will pilot the next climb: if it is you, you cannot jump then, and your own hand decides whether you fall.</source>
        <translation>Zähl die Karten des Piloten: Je mehr Karten, desto eher kann gezahlt werden. Behalte den Abwurfstapel im Blick, um zu wissen, welche Farben knapp sind. Und denk daran, wer den nächsten Aufstieg steuert: Bist du es, kannst du dann nicht abspringen, und deine eigene Hand entscheidet, ob du abstürzt.</translation>
    </message>
</context>
<context>
    <name>Cloud9Table</name>
    <message numerus="yes">
        <source>You are the pilot at cloud {cloud}: roll %n dice.</source>
        <translation>
            <numerusform>Du bist Pilot auf Wolke {cloud}: Wirf %n Würfel.</numerusform>
            <numerusform>Du bist Pilot auf Wolke {cloud}: Wirf %n Würfel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay for the climb: drag a lit card onto the balloon.</source>
        <translation>Bezahle den Aufstieg: Zieh eine leuchtende Karte auf den Ballon.</translation>
    </message>
    <message>
        <source>Drag your wild card onto the balloon, or let it fall.</source>
        <translation>Zieh deinen Joker auf den Ballon oder lass den Ballon abstürzen.</translation>
    </message>
    <message>
        <source>You cannot pay for this climb: the balloon falls.</source>
        <translation>Du kannst diesen Aufstieg nicht bezahlen: Der Ballon stürzt ab.</translation>
    </message>
    <message>
        <source>The dice ask for nothing: the climb is free.</source>
        <translation>Die Würfel verlangen nichts: Der Aufstieg ist kostenlos.</translation>
    </message>
    <message>
        <source>The dice ask for nothing: {pilot} climbs for free. Jump now and score {points}, or stay aboard?</source>
        <translation>Die Würfel verlangen nichts: {pilot} steigt umsonst. Jetzt abspringen und {points} bekommen oder an Bord bleiben?</translation>
    </message>
    <message numerus="yes">
        <source>You fly alone. Roll %n dice to go on, or jump and score {points}?</source>
        <translation>
            <numerusform>Du bist allein an Bord. Mit %n Würfel weiterfahren oder abspringen und {points} bekommen?</numerusform>
            <numerusform>Du bist allein an Bord. Mit %n Würfeln weiterfahren oder abspringen und {points} bekommen?</numerusform>
        </translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Zugstapel: %n Karte</numerusform>
            <numerusform>Zugstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Abwurfstapel: %n Karte</numerusform>
            <numerusform>Abwurfstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {points}</source>
        <translation>{name}: {cards}, {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cloud {cloud}: a jump here scores {points}; the pilot rolls %n dice to leave it.</source>
        <translation>
            <numerusform>Wolke {cloud}: Ein Absprung hier bringt {points}; um sie zu verlassen, würfelt der Pilot mit %n Würfel.</numerusform>
            <numerusform>Wolke {cloud}: Ein Absprung hier bringt {points}; um sie zu verlassen, würfelt der Pilot mit %n Würfeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>The balloon falls from cloud {cloud}: those aboard score nothing.</source>
        <translation>Der Ballon stürzt von Wolke {cloud} ab: Wer an Bord ist, bekommt nichts.</translation>
    </message>
    <message>
        <source>Green balloon card</source>
        <translation>Grüne Ballonkarte</translation>
    </message>
    <message>
        <source>Purple balloon card</source>
        <translation>Lila Ballonkarte</translation>
    </message>
    <message>
        <source>Red balloon card</source>
        <translation>Rote Ballonkarte</translation>
    </message>
    <message>
        <source>Yellow balloon card</source>
        <translation>Gelbe Ballonkarte</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Pays for one green face of the dice.</source>
        <translation>Bezahlt eine grüne Würfelseite.</translation>
    </message>
    <message>
        <source>Pays for one purple face of the dice.</source>
        <translation>Bezahlt eine lila Würfelseite.</translation>
    </message>
    <message>
        <source>Pays for one red face of the dice.</source>
        <translation>Bezahlt eine rote Würfelseite.</translation>
    </message>
    <message>
        <source>Pays for one yellow face of the dice.</source>
        <translation>Bezahlt eine gelbe Würfelseite.</translation>
    </message>
    <message>
        <source>Pays for the whole roll on its own, whatever the dice ask.</source>
        <translation>Bezahlt allein den ganzen Wurf, was die Würfel auch verlangen.</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Roll the &amp;dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message numerus="yes">
        <source>Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?</source>
        <translation>
            <numerusform>Kann {pilot} bezahlen? (%n Karte auf der Hand) Jetzt abspringen und {points} bekommen oder an Bord bleiben?</numerusform>
            <numerusform>Kann {pilot} bezahlen? (%n Karten auf der Hand) Jetzt abspringen und {points} bekommen oder an Bord bleiben?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jump (+{points})</source>
        <translation>&amp;Abspringen (+{points})</translation>
    </message>
    <message>
        <source>&amp;Stay aboard</source>
        <translation>An &amp;Bord bleiben</translation>
    </message>
    <message>
        <source>&amp;Let the balloon fall</source>
        <translation>Ballon &amp;abstürzen lassen</translation>
    </message>
    <message>
        <source>&amp;Climb</source>
        <translation>&amp;Aufsteigen</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>entscheidet…</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <source>jumped +{points}</source>
        <translation>springt +{points}</translation>
    </message>
    <message>
        <source>jumped at {cloud}: +{points}</source>
        <translation>+{points} bei Wolke {cloud}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>This climb</source>
        <translation>Dieser Aufstieg</translation>
    </message>
    <message>
        <source>Voyage {voyage}</source>
        <translation>Fahrt {voyage}</translation>
    </message>
    <message>
        <source>Cloud 9: everyone still aboard on arrival scores {points}.</source>
        <translation>Wolke 9: Alle, die bei der Ankunft noch an Bord sind, bekommen {points} Punkte.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdom</name>
    <message>
        <source>Cloudy Kingdom</source>
        <translation>Cloudy Kingdom</translation>
    </message>
    <message>
        <source>Grow beanstalk routes across the clouds to join two of your castles on opposite sides.</source>
        <translation>Lass Bohnenranken über die Wolken wachsen und verbinde zwei deiner Burgen auf gegenüberliegenden Seiten.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} macht einen Zug.</translation>
    </message>
    <message>
        <source>You take the magic card {spell}.</source>
        <translation>Du nimmst die Zauberkarte „{spell}“.</translation>
    </message>
    <message>
        <source>You swap your route card.</source>
        <translation>Du tauschst deine Rankenkarte.</translation>
    </message>
    <message>
        <source>You keep your route card.</source>
        <translation>Du behältst deine Rankenkarte.</translation>
    </message>
    <message>
        <source>You discard your route card and cast {spell} on {cell}.</source>
        <translation>Du wirfst deine Rankenkarte ab und spielst „{spell}“ auf {cell} aus.</translation>
    </message>
    <message>
        <source>You discard your route card and cast {spell}.</source>
        <translation>Du wirfst deine Rankenkarte ab und spielst „{spell}“ aus.</translation>
    </message>
    <message>
        <source>You move.</source>
        <translation>Du machst einen Zug.</translation>
    </message>
    <message>
        <source>Magic cards</source>
        <translation>Zauberkarten</translation>
    </message>
    <message>
        <source>Which three magic cards each player gets.</source>
        <translation>Welche drei Zauberkarten jede Person bekommt.</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Familien</translation>
    </message>
    <message>
        <source>The draw pile is empty: {spell} has nothing to draw.</source>
        <translation>Der Zugstapel ist leer: Mit „{spell}“ gibt es nichts zu ziehen.</translation>
    </message>
    <message>
        <source>Fast Growth needs an empty cell where a route card can grow.</source>
        <translation>„Beschleunigtes Wachstum“ braucht ein leeres Feld, auf dem eine Rankenkarte wachsen kann.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to replant.</source>
        <translation>Der Abwurfstapel ist leer: Es gibt nichts umzupflanzen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>First each player picks three magic cards.</source>
        <translation>Zuerst wählen alle je drei Zauberkarten.</translation>
    </message>
    <message>
        <source>Green Thumb: say first whether you swap your route card.</source>
        <translation>Grüner Daumen: Sag zuerst, ob du deine Rankenkarte tauschst.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>That cell is outside the play area.</source>
        <translation>Dieses Feld liegt außerhalb des Spielbereichs.</translation>
    </message>
    <message>
        <source>A card is turned 0 to 3 quarter turns.</source>
        <translation>Eine Karte wird um 0 bis 3 Vierteldrehungen gedreht.</translation>
    </message>
    <message>
        <source>Fast Growth: the first card must go on an empty cell.</source>
        <translation>Beschleunigtes Wachstum: Die erste Karte muss auf ein leeres Feld.</translation>
    </message>
    <message>
        <source>Fast Growth: the second card must go across the first one, on {cell}.</source>
        <translation>Beschleunigtes Wachstum: Die zweite Karte muss quer auf die erste, auf {cell}.</translation>
    </message>
    <message>
        <source>This cell touches no castle and no route card.</source>
        <translation>Dieses Feld berührt weder eine Burg noch eine Rankenkarte.</translation>
    </message>
    <message>
        <source>Finish the spell being cast first.</source>
        <translation>Führe zuerst den laufenden Zauber zu Ende.</translation>
    </message>
    <message>
        <source>There is no such magic card.</source>
        <translation>Diese Zauberkarte gibt es nicht.</translation>
    </message>
    <message>
        <source>a route card</source>
        <translation>eine Rankenkarte</translation>
    </message>
    <message>
        <source>{player} cannot place {card} and discards it.</source>
        <translation>{player} kann {card} nirgends legen und wirft sie ab.</translation>
    </message>
    <message>
        <source>You cannot place {card} and discard it.</source>
        <translation>Du kannst {card} nirgends legen und wirfst sie ab.</translation>
    </message>
    <message>
        <source>{player} plays {card} across the stack on {cell}.</source>
        <translation>{player} legt auf {cell} {card} quer auf den Stapel.</translation>
    </message>
    <message>
        <source>You play {card} across the stack on {cell}.</source>
        <translation>Du legst auf {cell} {card} quer auf den Stapel.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {cell}.</source>
        <translation>{player} legt {card} auf {cell}.</translation>
    </message>
    <message>
        <source>You play {card} on {cell}.</source>
        <translation>Du legst {card} auf {cell}.</translation>
    </message>
    <message>
        <source>You do not have {spell}.</source>
        <translation>Du hast „{spell}“ nicht.</translation>
    </message>
    <message>
        <source>You need a route card to discard before casting a spell.</source>
        <translation>Du brauchst eine Rankenkarte zum Abwerfen, bevor du eine Zauberkarte ausspielst.</translation>
    </message>
    <message>
        <source>{spell} is not aimed at a cell.</source>
        <translation>„{spell}“ zielt auf kein Feld.</translation>
    </message>
    <message>
        <source>The draw pile ran out and no family joined its castles: the game is a draw.</source>
        <translation>Der Zugstapel ist aufgebraucht und keine Familie hat ihre Burgen verbunden: Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <source>{player} takes the magic card {spell}.</source>
        <translation>{player} nimmt die Zauberkarte „{spell}“.</translation>
    </message>
    <message>
        <source>{player} discards their route card and casts {spell}.</source>
        <translation>{player} wirft die Rankenkarte ab und spielt „{spell}“ aus.</translation>
    </message>
    <message>
        <source>The magic cards have already been chosen.</source>
        <translation>Die Zauberkarten sind bereits gewählt.</translation>
    </message>
    <message>
        <source>You have already taken {spell}.</source>
        <translation>Du hast „{spell}“ schon genommen.</translation>
    </message>
    <message>
        <source>Nobody is casting Green Thumb now.</source>
        <translation>Gerade spielt niemand „Grüner Daumen“ aus.</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>Antworte mit Ja oder Nein.</translation>
    </message>
    <message>
        <source>Nothing can be played on the Burning Crossing.</source>
        <translation>Auf die Brennende Kreuzung kann nichts gespielt werden.</translation>
    </message>
    <message>
        <source>A card on a stack must lie across the card below.</source>
        <translation>Eine Karte auf einem Stapel muss quer zur Karte darunter liegen.</translation>
    </message>
    <message>
        <source>Turn the card: one of its short edges must touch a castle or the short edge of a route card.</source>
        <translation>Dreh die Karte: Eine ihrer kurzen Seiten muss eine Burg oder die kurze Seite einer Rankenkarte berühren.</translation>
    </message>
    <message>
        <source>You have already used {spell}.</source>
        <translation>Du hast „{spell}“ schon benutzt.</translation>
    </message>
    <message>
        <source>Choose a cell of the play area for {spell}.</source>
        <translation>Wähle ein Feld im Spielbereich für „{spell}“.</translation>
    </message>
    <message>
        <source>The Burning Crossing goes across a route card, not on an empty cell.</source>
        <translation>Die Brennende Kreuzung kommt quer auf eine Rankenkarte, nicht auf ein leeres Feld.</translation>
    </message>
    <message>
        <source>{player} swaps their route card.</source>
        <translation>{player} tauscht die Rankenkarte.</translation>
    </message>
    <message>
        <source>{player} keeps their route card.</source>
        <translation>{player} behält die Rankenkarte.</translation>
    </message>
    <message>
        <source>{player} discards their route card and casts {spell} on {cell}.</source>
        <translation>{player} wirft die Rankenkarte ab und spielt „{spell}“ auf {cell} aus.</translation>
    </message>
    <message>
        <source>First game: Chop!, Inspiration, Burning Crossing</source>
        <translation>Erste Partie: Zerhacken, Inspiration, Brennende Kreuzung</translation>
    </message>
    <message>
        <source>Normal game: the same three random spells for everyone</source>
        <translation>Normale Partie: dieselben drei zufälligen Zauberkarten für alle</translation>
    </message>
    <message>
        <source>Experienced players: each picks three spells</source>
        <translation>Für Erfahrene: Alle wählen ihre drei Zauberkarten selbst</translation>
    </message>
    <message>
        <source>This card can still be played: a route card is discarded only when it fits nowhere.</source>
        <translation>Diese Karte kann noch gespielt werden: Eine Rankenkarte wird nur abgeworfen, wenn sie nirgends passt.</translation>
    </message>
    <message>
        <source>Cloudy Kingdom has no such move.</source>
        <translation>Diesen Zug gibt es in Cloudy Kingdom nicht.</translation>
    </message>
    <message>
        <source>{spell} needs no turns.</source>
        <translation>„{spell}“ braucht keine Drehung.</translation>
    </message>
    <message>
        <source>{spell} needs a played route card: this cell is empty.</source>
        <translation>„{spell}“ braucht eine bereits gespielte Rankenkarte: Dieses Feld ist leer.</translation>
    </message>
    <message>
        <source>No magic can touch the Burning Crossing or the stack under it.</source>
        <translation>Kein Zauber kann die Brennende Kreuzung oder den Stapel darunter berühren.</translation>
    </message>
    <message>
        <source>The {family} joined two of its castles on opposite sides.</source>
        <translation>{family} hat zwei ihrer Burgen auf gegenüberliegenden Seiten verbunden.</translation>
    </message>
    <message>
        <source>A spell joined two castles of the {family} on opposite sides.</source>
        <translation>Eine Zauberkarte hat zwei Burgen der {family} auf gegenüberliegenden Seiten verbunden.</translation>
    </message>
    <message>
        <source>The {family}&apos;s route, made by magic, was still whole at its next turn.</source>
        <translation>Die durch Zauber entstandene Ranke der {family} war in ihrem nächsten Zug noch durchgehend.</translation>
    </message>
    <message>
        <source>The {first} and the {second} share the win.</source>
        <translation>{first} und {second} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The {first}, the {second} and the {third} share the win.</source>
        <translation>{first}, {second} und {third} teilen sich den Sieg.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomCards</name>
    <message>
        <source>straight</source>
        <translation>geradeaus</translation>
    </message>
    <message>
        <source>rope bridge</source>
        <translation>Seilbrücke</translation>
    </message>
    <message>
        <source>crossroads</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <source>T junction</source>
        <translation>T-Kreuzung</translation>
    </message>
    <message>
        <source>T junction, mirrored</source>
        <translation>T-Kreuzung, gespiegelt</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>curve, mirrored</source>
        <translation>Kurve, gespiegelt</translation>
    </message>
    <message>
        <source>double curve</source>
        <translation>Doppelkurve</translation>
    </message>
    <message>
        <source>double curve, mirrored</source>
        <translation>Doppelkurve, gespiegelt</translation>
    </message>
    <message>
        <source>dead end</source>
        <translation>Sackgasse</translation>
    </message>
    <message>
        <source>a straight route</source>
        <translation>eine gerade Ranke</translation>
    </message>
    <message>
        <source>a rope bridge</source>
        <translation>eine Seilbrücke</translation>
    </message>
    <message>
        <source>a crossroads</source>
        <translation>eine Kreuzung</translation>
    </message>
    <message>
        <source>a T junction</source>
        <translation>eine T-Kreuzung</translation>
    </message>
    <message>
        <source>a curve</source>
        <translation>eine Kurve</translation>
    </message>
    <message>
        <source>a double curve</source>
        <translation>eine Doppelkurve</translation>
    </message>
    <message>
        <source>a dead end</source>
        <translation>eine Sackgasse</translation>
    </message>
    <message>
        <source>{card} with a broken end</source>
        <translation>{card} mit gebrochenem Ende</translation>
    </message>
    <message>
        <source>{card} with a hole at one end</source>
        <translation>{card} mit einem Loch an einem Ende</translation>
    </message>
    <message>
        <source>{card} with thorns at one end</source>
        <translation>{card} mit Dornen an einem Ende</translation>
    </message>
    <message>
        <source>{card} blocked at both ends</source>
        <translation>{card} mit zwei blockierten Enden</translation>
    </message>
    <message>
        <source>Chop!</source>
        <translation>Zerhacken</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Inspiration</translation>
    </message>
    <message>
        <source>Burning Crossing</source>
        <translation>Brennende Kreuzung</translation>
    </message>
    <message>
        <source>Dead End</source>
        <translation>Unterbrochene Kreuzung</translation>
    </message>
    <message>
        <source>Fast Growth</source>
        <translation>Beschleunigtes Wachstum</translation>
    </message>
    <message>
        <source>Green Thumb</source>
        <translation>Grüner Daumen</translation>
    </message>
    <message>
        <source>Replanting</source>
        <translation>Umpflanzen</translation>
    </message>
    <message>
        <source>Winding Route</source>
        <translation>Verdrehen</translation>
    </message>
    <message>
        <source>Remove from the game a played route card with nothing on it.</source>
        <translation>Entferne eine gespielte Rankenkarte, auf der nichts liegt, aus dem Spiel.</translation>
    </message>
    <message>
        <source>Draw two route cards: play one, discard the other.</source>
        <translation>Ziehe zwei Rankenkarten: Spiele eine davon aus, wirf die andere ab.</translation>
    </message>
    <message>
        <source>Play this crossroads across a route card. Nothing can be played on it and no magic affects it.</source>
        <translation>Lege diese Kreuzung quer auf eine Rankenkarte. Nichts darf auf sie gespielt werden und kein Zauber wirkt auf sie.</translation>
    </message>
    <message>
        <source>Play this card like a route card: all four of its arms are cut.</source>
        <translation>Spiele diese Karte wie eine Rankenkarte: Alle vier Arme sind unterbrochen.</translation>
    </message>
    <message>
        <source>Draw a route card and play it on an empty cell, then draw another and play it across the first.</source>
        <translation>Ziehe eine Rankenkarte und lege sie auf ein leeres Feld, dann ziehe eine weitere und lege sie quer auf die erste.</translation>
    </message>
    <message>
        <source>Draw two route cards; each other player may swap their route card; then play both of yours.</source>
        <translation>Ziehe zwei Rankenkarten; alle anderen dürfen ihre Rankenkarte tauschen; dann spiele deine beiden aus.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile and play it.</source>
        <translation>Nimm dir die oberste Karte vom Abwurfstapel und spiele sie aus.</translation>
    </message>
    <message>
        <source>Turn a played route card, with its whole stack, a quarter turn clockwise.</source>
        <translation>Drehe eine gespielte Rankenkarte samt ihrem ganzen Stapel um 90° im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Red family</source>
        <translation>Familie Rot</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Blue family</source>
        <translation>Familie Blau</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>Yellow family</source>
        <translation>Familie Gelb</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <source>Black family</source>
        <translation>Familie Schwarz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Krone</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomRules</name>
    <message>
        <source># The goal</source>
        <translation># Ziel des Spiels</translation>
    </message>
    <message>
        <source>Four noble families fight over the throne of a kingdom in the clouds. Each family owns castles around the edge of the play area and tries to link two of them with magic beanstalks. The first family to join two of its castles that face each other across the clouds, north to south or west to east, wins the game.</source>
        <translation>Vier adlige Familien streiten um den Thron eines Königreichs in den Wolken. Jede Familie besitzt Burgen am Rand des Spielbereichs und versucht, zwei davon mit magischen Bohnenranken zu verbinden. Die erste Familie, die zwei ihrer Burgen verbindet, die sich über die Wolken hinweg gegenüberliegen – von Nord nach Süd oder von West nach Ost –, gewinnt die Partie.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Vorbereitung</translation>
    </message>
    <message>
        <source>Every player plays one family and gets three magic cards. The magic cards are double-sided, but only one side of each card is used. For a first game everyone takes Chop!, Inspiration and Burning Crossing. In a normal game, three spells are drawn at random and every player gets the same three. Experienced players may instead each choose their own three, one after the other. Each spell can be cast once per game.</source>
        <translation>Alle spielen je eine Familie und bekommen drei Zauberkarten. Die Zauberkarten sind doppelseitig, doch von jeder Karte wird nur eine Seite genutzt. In der ersten Partie nehmen alle „Zerhacken“, „Inspiration“ und „Brennende Kreuzung“. In einer normalen Partie werden drei Zauberkarten zufällig bestimmt und alle bekommen dieselben drei. Mit Erfahrung wählen stattdessen alle nacheinander ihre eigenen drei. Jede Zauberkarte kann einmal pro Partie ausgespielt werden.</translation>
    </message>
    <message>
        <source>The route cards are shuffled into a face-down draw pile, with room beside it for a face-up discard pile. Each player draws one route card and keeps it secret: your hand is always a single route card.</source>
        <translation>Die Rankenkarten werden gemischt und bilden einen verdeckten Zugstapel; daneben bleibt Platz für einen offenen Abwurfstapel. Alle ziehen eine Rankenkarte und halten sie geheim: Auf der Hand hast du immer genau eine Rankenkarte.</translation>
    </message>
    <message>
        <source>The first player is chosen at random. In New Game, the players may instead name the seat that begins.</source>
        <translation>Wer beginnt, wird ausgelost. Im Dialog „Neue Partie“ lässt sich stattdessen der Platz festlegen, der beginnt.</translation>
    </message>
    <message>
        <source># Route cards</source>
        <translation># Rankenkarten</translation>
    </message>
    <message>
        <source>A route card is twice as long as it is wide and lies in a cell either north to south or west to east. Its two short edges are its ends; a vine runs from each end to the middle of the card, unless that end is blocked by a broken vine, a hole or thorns. In the middle the vines meet in one of several shapes: straight on, a curve, a T, a crossroads, a double curve, a rope bridge (two paths that pass over each other without meeting) or a dead end.</source>
        <translation>Eine Rankenkarte ist doppelt so lang wie breit und liegt in einem Feld entweder von Nord nach Süd oder von West nach Ost. Ihre beiden kurzen Seiten sind ihre Enden; von jedem Ende läuft eine Ranke zur Mitte der Karte, es sei denn, dieses Ende ist durch eine unterbrochene Ranke, ein Loch oder Dornen blockiert. In der Mitte treffen sich die Ranken in einer von mehreren Formen: geradeaus, eine Kurve, ein T, eine Kreuzung, eine Doppelkurve, eine Seilbrücke (zwei Wege, die übereinander hinwegführen, ohne sich zu treffen) oder eine Sackgasse.</translation>
    </message>
    <message>
        <source>Cards can be stacked. A card on a stack always lies across the one below it, so only two cards of a stack show: the whole top card, and the two ends of the card just under it, which stick out on either side. Along the top card, a route enters through the top card&apos;s own ends. Across it, a route enters through the ends of the card below and reaches the long sides of the top card&apos;s middle. A card alone in its cell leads nowhere across its long sides.</source>
        <translation>Karten können gestapelt werden. Eine Karte auf einem Stapel liegt immer quer zu der darunter, deshalb sind von einem Stapel nur zwei Karten zu sehen: die oberste Karte ganz und die beiden Enden der Karte direkt darunter, die zu beiden Seiten herausragen. Längs der obersten Karte führt eine Ranke über deren eigene Enden hinein. Quer dazu führt eine Ranke über die Enden der unteren Karte hinein und erreicht die langen Seiten der Mitte der obersten Karte. Eine Karte, die allein in ihrem Feld liegt, führt über ihre langen Seiten nirgendwohin.</translation>
    </message>
    <message>
        <source># Your turn</source>
        <translation># Dein Zug</translation>
    </message>
    <message>
        <source>Players take turns clockwise. On your turn, either play your route card following the growth rules, or put it face up on the discard pile and cast one of your unused magic cards instead. Then draw a new route card and the next player takes their turn.</source>
        <translation>Gespielt wird reihum im Uhrzeigersinn. In deinem Zug spielst du entweder deine Rankenkarte nach den Wachstumsregeln aus, oder du legst sie offen auf den Abwurfstapel und spielst stattdessen eine deiner noch unbenutzten Zauberkarten aus. Dann ziehst du eine neue Rankenkarte, und wer links von dir sitzt, ist am Zug.</translation>
    </message>
    <message>
        <source>Before playing a card you may turn it however you like, in quarter turns.</source>
        <translation>Bevor du eine Karte spielst, darfst du sie beliebig in Vierteldrehungen drehen.</translation>
    </message>
    <message>
        <source>A card lying alongside a castle does not touch it, so the route does not start there yet: here the black castle is not yet joined to the route card under it.</source>
        <translation>Eine Karte, die längs an einer Burg liegt, berührt sie nicht; die Ranke beginnt dort also noch nicht: Hier ist die Rankenkarte unter der schwarzen Burg noch nicht mit ihr verbunden.</translation>
    </message>
    <message>
        <source>The castles lie around a square of cells, each as wide as a route card is long. With two players the square is three cells wide and each family has four castles, one on each side (layout A). With three or four players it is four cells wide and all four families have a castle on every side (layout B); in a three-player game the fourth family&apos;s castles stay on the table but belong to nobody. A family never has two castles straight across from each other, nor two castles meeting at a corner. In this app, the size of the square and the place of every castle follow those two rules; the rulebooks show layouts A and B only in pictures, so a printed game may lay them out differently.</source>
        <translation>Die Burgen liegen rund um ein Quadrat aus Feldern, von denen jedes so breit ist, wie eine Rankenkarte lang ist. Zu zweit ist das Quadrat drei Felder breit und jede Familie hat vier Burgen, eine auf jeder Seite (Anordnung A). Zu dritt oder zu viert ist es vier Felder breit und alle vier Familien haben auf jeder Seite eine Burg (Anordnung B); zu dritt bleiben die Burgen der vierten Familie liegen, gehören aber niemandem. Zwei Burgen derselben Familie liegen sich nie direkt gegenüber und berühren sich nie an einer Ecke. In dieser App gilt: Die Größe des Quadrats und der Platz jeder Burg folgen diesen beiden Regeln; die Spielregeln zeigen die Anordnungen A und B nur in Abbildungen, im gedruckten Spiel kann die Anordnung daher anders aussehen.</translation>
    </message>
    <message>
        <source>In this app, the deck holds 86 route cards of the shapes above, some with a blocked end, in a mix of its own, and a stack joins its neighbours through its top card and the ends of the card just under it. The rulebooks show the route cards only in pictures: this is how the app reads them.</source>
        <translation>In dieser App gilt: Das Kartendeck enthält 86 Rankenkarten mit den oben beschriebenen Formen, manche mit einem blockierten Ende, in einer eigenen Zusammenstellung, und ein Stapel ist über seine oberste Karte und die Enden der Karte direkt darunter mit seinen Nachbarn verbunden. Die Spielregeln zeigen die Rankenkarten nur in Abbildungen: So liest die App sie.</translation>
    </message>
    <message>
        <source>In this app, when your route card fits nowhere on the table, you discard it (or cast a spell instead), and the same goes for a card that a spell makes you play; the rulebooks do not say.</source>
        <translation>In dieser App gilt: Passt deine Rankenkarte nirgends auf den Tisch, wirfst du sie ab (oder spielst stattdessen eine Zauberkarte aus); dasselbe gilt für eine Karte, die du durch einen Zauber spielen musst. Die Spielregeln sagen dazu nichts.</translation>
    </message>
    <message>
        <source># Growth rules</source>
        <translation># Wachstumsregeln</translation>
    </message>
    <message>
        <source>First way: play the card on an empty cell where it touches a castle or another route card. Touching a route card means end against end: one of your card&apos;s short edges must meet the short edge of a card in the neighbouring cell, either its top card or the card sticking out under it. The end of one card against the long side of another never counts, and a cell that touches nothing cannot take a card.</source>
        <translation>Erste Möglichkeit: Lege die Karte auf ein leeres Feld, auf dem sie eine Burg oder eine andere Rankenkarte berührt. Eine Rankenkarte berühren heißt Ende an Ende: Eine der kurzen Seiten deiner Karte muss an die kurze Seite einer Karte im Nachbarfeld stoßen, entweder an dessen oberste Karte oder an die Karte, die darunter herausragt. Das Ende einer Karte an der langen Seite einer anderen zählt nie, und ein Feld, das nichts berührt, kann keine Karte aufnehmen.</translation>
    </message>
    <message>
        <source>To touch a castle, your card must point at it: one of its short edges lies against the castle&apos;s long side.</source>
        <translation>Um eine Burg zu berühren, muss deine Karte auf sie zeigen: Eine ihrer kurzen Seiten liegt an der langen Seite der Burg.</translation>
    </message>
    <message>
        <source>Second way: play the card on top of a route card already on the table, lying across it. This covers most of the card below and can open, block or redirect routes. A stack can grow as high as you like.</source>
        <translation>Zweite Möglichkeit: Lege die Karte quer auf eine Rankenkarte, die schon auf dem Tisch liegt. Sie verdeckt den größten Teil der Karte darunter und kann Ranken öffnen, blockieren oder umleiten. Ein Stapel darf beliebig hoch werden.</translation>
    </message>
    <message>
        <source>Ends that meet count as touching even when a vine is blocked there: such a card may be played, although the route does not go through that blocked end.</source>
        <translation>Aneinanderstoßende Enden gelten als Berührung, auch wenn dort eine Ranke blockiert ist: So eine Karte darf gespielt werden, aber die Ranke führt nicht durch das blockierte Ende.</translation>
    </message>
    <message>
        <source># Magic cards</source>
        <translation># Zauberkarten</translation>
    </message>
    <message>
        <source>To cast a spell, discard your route card and carry out the spell at once. A spell that leaves no card on the table goes back into the box. Every route card a spell makes you play follows the growth rules.</source>
        <translation>Um eine Zauberkarte auszuspielen, wirf deine Rankenkarte ab und führe den Zauber sofort aus. Ein Zauber, der keine Karte auf dem Tisch hinterlässt, kommt zurück in die Schachtel. Jede Rankenkarte, die du durch einen Zauber spielst, folgt den Wachstumsregeln.</translation>
    </message>
    <message>
        <source>Chop!: take a route card with nothing on top of it off the table and out of the game. The card under it, if any, shows again.</source>
        <translation>Zerhacken: Nimm eine Rankenkarte, auf der nichts liegt, vom Tisch und aus dem Spiel. Die Karte darunter, falls es eine gibt, ist wieder zu sehen.</translation>
    </message>
    <message>
        <source>Inspiration: draw two route cards, play one of them and discard the other.</source>
        <translation>Inspiration: Ziehe zwei Rankenkarten, spiele eine davon aus und wirf die andere ab.</translation>
    </message>
    <message>
        <source>Burning Crossing: lay this card across a route card as if it were one, by the growth rules. It stays for good: nothing can be played on it and no spell can change it, remove it or turn the stack under it. In this app, the card is a crossroads, open at both ends.</source>
        <translation>Brennende Kreuzung: Lege diese Karte nach den Wachstumsregeln quer auf eine Rankenkarte, als wäre sie selbst eine. Sie bleibt für immer liegen: Nichts darf auf sie gespielt werden, und kein Zauber kann sie verändern, entfernen oder den Stapel unter ihr drehen. In dieser App gilt: Die Karte ist eine Kreuzung, die an beiden Enden offen ist.</translation>
    </message>
    <message>
        <source>Dead End: play this card like a route card, by either growth rule. In this app, it is a crossing whose four arms are all cut, so it joins nothing, and later spells treat it as a route card.</source>
        <translation>Unterbrochene Kreuzung: Spiele diese Karte wie eine Rankenkarte nach einer der beiden Wachstumsregeln. In dieser App gilt: Sie ist eine Kreuzung, deren vier Arme alle unterbrochen sind; sie verbindet also nichts, und spätere Zauber behandeln sie wie eine Rankenkarte.</translation>
    </message>
    <message>
        <source>Fast Growth: draw a route card and play it on an empty cell, then draw another and play it across the first. You play two cards in one turn.</source>
        <translation>Beschleunigtes Wachstum: Ziehe eine Rankenkarte und lege sie auf ein leeres Feld, dann ziehe eine weitere und lege sie quer auf die erste. Das sind zwei Karten in einem Zug.</translation>
    </message>
    <message>
        <source>Green Thumb: draw two route cards. Then each other player in turn may discard their route card and draw a new one, or keep it. Then you play both of your cards.</source>
        <translation>Grüner Daumen: Ziehe zwei Rankenkarten. Dann dürfen alle anderen reihum ihre Rankenkarte abwerfen und eine neue ziehen oder sie behalten. Danach spielst du deine beiden Karten aus.</translation>
    </message>
    <message>
        <source>Replanting: take the top route card of the discard pile and play it. Read word for word, the rulebooks would hand you the card you have just discarded to cast the spell. In this app, you take the card that lay on top before that discard, so the spell cannot be cast while the discard pile is empty.</source>
        <translation>Umpflanzen: Nimm die oberste Rankenkarte des Abwurfstapels und spiele sie aus. Wörtlich genommen gäben dir die Spielregeln damit die Karte zurück, die du gerade abgeworfen hast, um den Zauber auszuspielen. In dieser App gilt: Du nimmst die Karte, die vor diesem Abwerfen oben lag; solange der Abwurfstapel leer ist, kann der Zauber also nicht ausgespielt werden.</translation>
    </message>
    <message>
        <source>Winding Route: turn a route card on the table a quarter turn clockwise, together with the whole stack it lies in. The cards may then break the growth rules; that is allowed.</source>
        <translation>Verdrehen: Drehe eine Rankenkarte auf dem Tisch um 90° im Uhrzeigersinn, zusammen mit dem ganzen Stapel, in dem sie liegt. Die Karten dürfen danach gegen die Wachstumsregeln verstoßen; das ist erlaubt.</translation>
    </message>
    <message>
        <source># Winning</source>
        <translation># Ende der Partie</translation>
    </message>
    <message>
        <source>A route is continuous when a traveller can walk it from one castle to the other without meeting a break, a hole, thorns or a dead end. Only castles on opposite sides count, north with south or west with east; two castles on neighbouring sides do not.</source>
        <translation>Eine Ranke ist durchgehend, wenn man ihr von einer Burg zur anderen folgen kann, ohne auf eine Unterbrechung, ein Loch, Dornen oder eine Sackgasse zu stoßen. Nur Burgen auf gegenüberliegenden Seiten zählen, Nord mit Süd oder West mit Ost; zwei Burgen auf benachbarten Seiten zählen nicht.</translation>
    </message>
    <message>
        <source>The game ends as soon as a played route card completes such a route. If the player who played it joined two castles of their own family, they win, whatever else the card joined. If it joined only other families&apos; castles, those families share the win, so you can win during someone else&apos;s turn.</source>
        <translation>Die Partie endet, sobald eine gespielte Rankenkarte eine solche Ranke vollendet. Hat die Person, die sie gespielt hat, zwei Burgen der eigenen Familie verbunden, gewinnt sie, ganz gleich, was die Karte sonst noch verbunden hat. Verbindet die Karte nur Burgen anderer Familien, teilen sich diese Familien den Sieg; du kannst also auch im Zug einer anderen Person gewinnen.</translation>
    </message>
    <message>
        <source>Nobody wins in a turn in which they cast a spell. If your spell completes a route for your own family, you win at the start of your next turn, provided the route is still continuous then. If your spell completes a route for another family, that family wins at once.</source>
        <translation>In einem Zug, in dem du eine Zauberkarte ausspielst, kannst du nicht gewinnen. Vollendet deine Zauberkarte eine Ranke für deine eigene Familie, gewinnst du zu Beginn deines nächsten Zuges, sofern die Ranke dann noch durchgehend ist. Vollendet sie eine Ranke für eine andere Familie, gewinnt diese Familie sofort.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the players who still hold a route card play it in turn. If no family has won once everyone has played their last card, the game is a draw.</source>
        <translation>Ist der Zugstapel aufgebraucht, spielen alle, die noch eine Rankenkarte haben, sie reihum aus. Hat keine Familie gewonnen, nachdem alle ihre letzte Karte gespielt haben, endet die Partie unentschieden.</translation>
    </message>
    <message>
        <source>A route card touching another one, short edge against short edge.</source>
        <translation>Eine Rankenkarte, die eine andere berührt, kurze Seite an kurzer Seite.</translation>
    </message>
    <message>
        <source>A route card pointing at a castle: its short edge lies against the castle&apos;s long side.</source>
        <translation>Eine Rankenkarte, die auf eine Burg zeigt: Ihre kurze Seite liegt an der langen Seite der Burg.</translation>
    </message>
    <message>
        <source>A route card played across another one: it lies on top and covers most of the card below.</source>
        <translation>Eine Rankenkarte, quer über eine andere gespielt: Sie liegt oben und verdeckt den Großteil der Karte darunter.</translation>
    </message>
    <message>
        <source>The card on D1 lies along the black castle north of it, so it does not touch it; it points at the blue castle to its east.</source>
        <translation>Die Karte auf D1 liegt längs an der schwarzen Burg nördlich davon und berührt sie daher nicht; sie zeigt auf die blaue Burg im Osten.</translation>
    </message>
    <message>
        <source>A rope bridge beside a card whose end towards it is blocked: it may be played there, but the route stops at that end.</source>
        <translation>Eine Seilbrücke neben einer Karte, deren Ende zu ihr hin blockiert ist: Sie darf dort gespielt werden, aber die Route endet an diesem Ende.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomTable</name>
    <message>
        <source>Your route card fits nowhere: drag it onto the discard pile, or cast a magic card.</source>
        <translation>Deine Rankenkarte passt nirgends: Zieh sie auf den Abwurfstapel oder spiele eine Zauberkarte aus.</translation>
    </message>
    <message>
        <source>Choose a magic card ({count} of 3).</source>
        <translation>Wähle eine Zauberkarte ({count} von 3).</translation>
    </message>
    <message>
        <source>Green Thumb was cast. Do you swap your route card for a new one?</source>
        <translation>„Grüner Daumen“ wurde ausgespielt. Tauschst du deine Rankenkarte gegen eine neue?</translation>
    </message>
    <message>
        <source>{family}: this castle is joined to one across the table.</source>
        <translation>{family}: Diese Burg ist mit einer gegenüberliegenden verbunden.</translation>
    </message>
    <message>
        <source>{family}: no route can reach across the table from here any more.</source>
        <translation>{family}: Von hier aus kann keine Ranke mehr die andere Seite erreichen.</translation>
    </message>
    <message>
        <source>{spell} (used)</source>
        <translation>{spell} (benutzt)</translation>
    </message>
    <message>
        <source>Drag your route card onto a lit cell (R turns it), or drag a magic card to cast it.</source>
        <translation>Zieh deine Rankenkarte auf ein leuchtendes Feld (R dreht sie) oder zieh eine Zauberkarte, um sie auszuspielen.</translation>
    </message>
    <message>
        <source>Inspiration: play one of your two cards; the other is discarded.</source>
        <translation>Inspiration: Spiele eine deiner beiden Karten aus; die andere wird abgeworfen.</translation>
    </message>
    <message>
        <source>Fast Growth: play the first card on an empty cell.</source>
        <translation>Beschleunigtes Wachstum: Lege die erste Karte auf ein leeres Feld.</translation>
    </message>
    <message>
        <source>Fast Growth: play the second card across the first.</source>
        <translation>Beschleunigtes Wachstum: Lege die zweite Karte quer auf die erste.</translation>
    </message>
    <message>
        <source>Green Thumb: play both of your route cards.</source>
        <translation>Grüner Daumen: Spiele deine beiden Rankenkarten aus.</translation>
    </message>
    <message>
        <source>Replanting: play the card taken from the discard pile.</source>
        <translation>Umpflanzen: Spiele die Karte aus, die du vom Abwurfstapel genommen hast.</translation>
    </message>
    <message>
        <source>&amp;Swap it</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join this castle to one across the table.</source>
        <translation>
            <numerusform>{family}: noch mindestens %n Karte, um diese Burg mit einer gegenüberliegenden zu verbinden.</numerusform>
            <numerusform>{family}: noch mindestens %n Karten, um diese Burg mit einer gegenüberliegenden zu verbinden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Zugstapel: %n Karte</numerusform>
            <numerusform>Zugstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards. Drop a magic card here to cast it.</source>
        <translation>
            <numerusform>Abwurfstapel: %n Karte. Leg eine Zauberkarte hier ab, um sie auszuspielen.</numerusform>
            <numerusform>Abwurfstapel: %n Karten. Leg eine Zauberkarte hier ab, um sie auszuspielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Routes</source>
        <translation>&amp;Ranken</translation>
    </message>
    <message>
        <source>&amp;Hidden</source>
        <translation>Aus&amp;geblendet</translation>
    </message>
    <message>
        <source>&amp;My Family&apos;s</source>
        <translation>&amp;Meiner Familie</translation>
    </message>
    <message>
        <source>&amp;All Families&apos;</source>
        <translation>&amp;Aller Familien</translation>
    </message>
    <message numerus="yes">
        <source>%n cards to go</source>
        <translation>
            <numerusform>noch %n Karte</numerusform>
            <numerusform>noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>joined</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join two of its castles across the table (View → Routes).</source>
        <translation>
            <numerusform>{family}: noch mindestens %n Karte, um zwei gegenüberliegende Burgen zu verbinden (Ansicht → Ranken).</numerusform>
            <numerusform>{family}: noch mindestens %n Karten, um zwei gegenüberliegende Burgen zu verbinden (Ansicht → Ranken).</numerusform>
        </translation>
    </message>
    <message>
        <source>{family}: two of its castles across the table are joined.</source>
        <translation>{family}: Zwei gegenüberliegende Burgen sind verbunden.</translation>
    </message>
    <message>
        <source>{family}: no route can join two of its castles across the table any more.</source>
        <translation>{family}: Keine Ranke kann mehr zwei gegenüberliegende Burgen verbinden.</translation>
    </message>
    <message>
        <source>both ends open</source>
        <translation>beide Enden offen</translation>
    </message>
    <message>
        <source>one end blocked by {what}</source>
        <translation>ein Ende blockiert durch {what}</translation>
    </message>
    <message>
        <source>both ends blocked: {a} and {b}</source>
        <translation>beide Enden blockiert: {a} und {b}</translation>
    </message>
    <message>
        <source>a broken vine</source>
        <translation>eine unterbrochene Ranke</translation>
    </message>
    <message>
        <source>a hole</source>
        <translation>ein Loch</translation>
    </message>
    <message>
        <source>thorns</source>
        <translation>Dornen</translation>
    </message>
    <message numerus="yes">
        <source>%n cards on this cell, the top one first</source>
        <translation>
            <numerusform>%n Karte auf diesem Feld</numerusform>
            <numerusform>%n Karten auf diesem Feld, die oberste zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card counts whole; the card under it only by its two ends, which stick out across it. The cards further down play no part.</source>
        <translation>Die oberste Karte zählt ganz; die Karte darunter nur mit ihren zwei Enden, die quer unter ihr herausragen. Die Karten weiter unten zählen nicht.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>{player} has chosen.</source>
        <translation>{player} hat gewählt.</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for {low} to %n players.</source>
        <translation>
            <numerusform>{game} ist für {low} bis %n Person.</numerusform>
            <numerusform>{game} ist für {low} bis %n Personen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Who begins the game.</source>
        <translation>Wer die Partie beginnt.</translation>
    </message>
    <message>
        <source>You have chosen.</source>
        <translation>Du hast gewählt.</translation>
    </message>
    <message>
        <source>Unknown option: {key}.</source>
        <translation>Unbekannte Option: {key}.</translation>
    </message>
    <message>
        <source>Option {key} cannot be {value}.</source>
        <translation>Die Option {key} kann nicht {value} sein.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>There is no game called {id}.</source>
        <translation>Es gibt kein Spiel namens {id}.</translation>
    </message>
    <message>
        <source>The game {id} is not available yet.</source>
        <translation>Das Spiel {id} ist noch nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>Fairness</name>
    <message>
        <source>The host cheated: the value it revealed at the end is not the one it committed to before the deal.</source>
        <translation>Der Gastgeber hat geschummelt: Der Wert, den er am Ende aufgedeckt hat, ist nicht der, auf den er sich vor der Verteilung festgelegt hat.</translation>
    </message>
    <message>
        <source>The host cheated: the game was not dealt from the seed that everyone&apos;s values make.</source>
        <translation>Der Gastgeber hat geschummelt: Das Spiel wurde nicht aus dem Startwert verteilt, den die Werte aller ergeben.</translation>
    </message>
    <message>
        <source>The deal did not use the random value this app sent (it may have come too late).</source>
        <translation>Die Verteilung hat den Zufallswert dieser App nicht verwendet (vielleicht kam er zu spät).</translation>
    </message>
    <message>
        <source>The host cheated: it replaced its commitment to the deal with another after the deal began.</source>
        <translation>Der Gastgeber hat geschummelt: Er hat seine Festlegung auf die Verteilung durch eine andere ersetzt, nachdem die Verteilung begonnen hatte.</translation>
    </message>
    <message>
        <source>The host cheated: the game&apos;s record holds a move the rules do not allow.</source>
        <translation>Der Gastgeber hat geschummelt: Das Protokoll des Spiels enthält einen Zug, den die Regeln nicht erlauben.</translation>
    </message>
    <message>
        <source>The host cheated: what it showed you after move {move} is not what the deal and the moves give.</source>
        <translation>Der Gastgeber hat geschummelt: Was er dir nach Zug {move} gezeigt hat, ist nicht das, was die Verteilung und die Züge ergeben.</translation>
    </message>
    <message>
        <source>The deal was fair: every view the host sent you follows from it.</source>
        <translation>Die Verteilung war fair: Alles, was der Gastgeber dir gezeigt hat, folgt aus ihr.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gewinnt die Partie.</translation>
    </message>
    <message>
        <source>{names} share the win.</source>
        <translation>{names} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The game ends in a draw: nobody wins.</source>
        <translation>Die Partie endet unentschieden: Niemand gewinnt.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Du gewinnst die Partie.</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. Everyone else, please look away: {name}&apos;s cards are about to be shown.</source>
        <translation>Gib den Computer an {name} weiter. Alle anderen schauen bitte weg: Gleich werden die Karten von {name} gezeigt.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: Karten zeigen</translation>
    </message>
</context>
<context>
    <name>HostOptions</name>
    <message>
        <source>Host on the network: the others play from their own computers</source>
        <translation>Im Netzwerk ausrichten: die anderen spielen an ihrem eigenen Computer</translation>
    </message>
    <message>
        <source>You play the first seat here; a person&apos;s seat stays open until someone joins it. Who may join:</source>
        <translation>Du spielst hier den ersten Platz; der Platz eines Menschen bleibt frei, bis jemand ihn einnimmt. Wer beitreten darf:</translation>
    </message>
    <message>
        <source>Only this computer (to try it out)</source>
        <translation>Nur dieser Computer (zum Ausprobieren)</translation>
    </message>
    <message>
        <source>This network, or a VPN (Tailscale, ZeroTier…)</source>
        <translation>Dieses Netzwerk oder ein VPN (Tailscale, ZeroTier …)</translation>
    </message>
    <message>
        <source>Over the internet, through Matrix (invite people by their Matrix ID)</source>
        <translation>Über das Internet, mit Matrix (lade Leute mit ihrer Matrix-ID ein)</translation>
    </message>
    <message>
        <source>Announce the table on the local network</source>
        <translation>Den Tisch im lokalen Netzwerk bekannt geben</translation>
    </message>
    <message>
        <source>Others then find it in their list in Game → Join a Table…</source>
        <translation>Die anderen finden ihn dann in ihrer Liste unter Spiel → Einem Tisch beitreten…</translation>
    </message>
    <message>
        <source>The table is a room on Matrix: the people you invite join it with their own Matrix app or cloudtable, from anywhere.</source>
        <translation>Der Tisch ist ein Raum auf Matrix: Die Leute, die du einlädst, treten ihm mit ihrer eigenen Matrix-App oder cloudtable bei, von überall.</translation>
    </message>
    <message>
        <source>Others join by the address or code shown beside the table. A firewall may have to let cloudtable in.</source>
        <translation>Die anderen treten über die Adresse oder den Code neben dem Tisch bei. Eine Firewall muss cloudtable vielleicht durchlassen.</translation>
    </message>
    <message>
        <source>The table&apos;s name:</source>
        <translation>Name des Tisches:</translation>
    </message>
    <message>
        <source>as others see it in their list</source>
        <translation>so sehen ihn die anderen in ihrer Liste</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Matrix: {account}</source>
        <translation>Matrix: {account}</translation>
    </message>
    <message>
        <source>(you host it)</source>
        <translation>(du richtest ihn aus)</translation>
    </message>
    <message>
        <source>{free} of {players} free</source>
        <translation>{free} von {players} frei</translation>
    </message>
    <message>
        <source>This table needs another version of cloudtable ({version}).</source>
        <translation>Dieser Tisch braucht eine andere Version von cloudtable ({version}).</translation>
    </message>
    <message>
        <source>This app does not have that game.</source>
        <translation>Diese App hat dieses Spiel nicht.</translation>
    </message>
    <message>
        <source>Tables on the local network cannot be looked for here ({reason}). Join by address.</source>
        <translation>Tische im lokalen Netzwerk können hier nicht gesucht werden ({reason}). Tritt über die Adresse bei.</translation>
    </message>
    <message>
        <source>The list is kept up to date while this window is open.</source>
        <translation>Die Liste bleibt aktuell, solange dieses Fenster offen ist.</translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>Suche nach Tischen in diesem Netzwerk … Noch keiner gefunden.</translation>
    </message>
    <message>
        <source>This join code has a slip in it: check each letter.</source>
        <translation>In diesem Beitrittscode steckt ein Fehler: prüfe jeden Buchstaben.</translation>
    </message>
    <message>
        <source>This is neither an address (such as 192.168.1.20:47423) nor a join code.</source>
        <translation>Das ist weder eine Adresse (wie 192.168.1.20:47423) noch ein Beitrittscode.</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Your seats at tables, to go back to</source>
        <translation>Deine Plätze an Tischen, um dorthin zurückzukehren</translation>
    </message>
    <message>
        <source>Forget This Seat</source>
        <translation>Diesen Platz vergessen</translation>
    </message>
    <message>
        <source>On This Network</source>
        <translation>In diesem Netzwerk</translation>
    </message>
    <message>
        <source>Over Matrix</source>
        <translation>Über Matrix</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>By address or join code</source>
        <translation>Über Adresse oder Beitrittscode</translation>
    </message>
    <message>
        <source>A table hosted elsewhere, or over a VPN such as Tailscale or ZeroTier, is not found by itself: type the address or the join code its host gives you.</source>
        <translation>Ein Tisch anderswo oder über ein VPN wie Tailscale oder ZeroTier wird nicht von selbst gefunden: gib die Adresse oder den Beitrittscode ein, den dir die gastgebende Person nennt.</translation>
    </message>
    <message>
        <source>such as 192.168.1.20:47423 or R2M0-255S-7WHG</source>
        <translation>wie 192.168.1.20:47423 oder R2M0-255S-7WHG</translation>
    </message>
    <message>
        <source>Only watch (a spectator sees nobody&apos;s hidden cards)</source>
        <translation>Nur zuschauen (wer zuschaut, sieht niemandes verdeckte Karten)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
</context>
<context>
    <name>KeptSeatsList</name>
    <message>
        <source>you host it</source>
        <translation>du richtest ihn aus</translation>
    </message>
    <message>
        <source>over Matrix</source>
        <translation>über Matrix</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>du bist am Zug</translation>
    </message>
    <message>
        <source>The table waited for your move when you last saw it</source>
        <translation>Der Tisch wartete auf deinen Zug, als du ihn zuletzt gesehen hast</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Zurück an den Tisch</translation>
    </message>
    <message>
        <source>Take your seat at this table again (a table you host is opened again first)</source>
        <translation>Deinen Platz an diesem Tisch wieder einnehmen (einen Tisch, den du ausrichtest, zuerst wieder eröffnen)</translation>
    </message>
    <message>
        <source>Take your seat at this table again</source>
        <translation>Deinen Platz an diesem Tisch wieder einnehmen</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>Plays any move the rules allow: good for learning the game.</source>
        <translation>Spielt irgendeinen erlaubten Zug: gut, um das Spiel zu lernen.</translation>
    </message>
    <message>
        <source>Plays the move that looks best now, and watches what it gives away.</source>
        <translation>Spielt den Zug, der gerade am besten aussieht, und achtet darauf, was er anderen schenkt.</translation>
    </message>
    <message>
        <source>Looks ahead over the cards it cannot see before it plays: a real opponent.</source>
        <translation>Denkt vor jedem Zug die Karten durch, die er nicht sieht: ein echter Gegner.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opened {file}.</source>
        <translation>{file} geöffnet.</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>In {file} gespeichert.</translation>
    </message>
    <message>
        <source>cloudtable saves (*.cloudtable);;All files (*)</source>
        <translation>cloudtable-Spielstände (*.cloudtable);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This computer cannot play sounds: Qt Multimedia could not be loaded.</source>
        <translation>Dieser Computer kann keine Klänge abspielen: Qt Multimedia konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>an unfinished game</source>
        <translation>eine unvollendete Partie</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Keine unterbrochenen Partien</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Undo: {move}</source>
        <translation>&amp;Rückgängig: {move}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo: {move}</source>
        <translation>&amp;Wiederherstellen: {move}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Eine neue Partie beginnen</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Einem &amp;Tisch beitreten…</translation>
    </message>
    <message>
        <source>Play at a table hosted on another computer</source>
        <translation>An einem Tisch spielen, den ein anderer Computer ausrichtet</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Fo&amp;rtsetzen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Re&amp;view a Saved Game…</source>
        <translation>Rückschau auf eine &amp;gespeicherte Partie…</translation>
    </message>
    <message>
        <source>Step through a saved game, move by move</source>
        <translation>Eine gespeicherte Partie Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <source>Review &amp;This Game</source>
        <translation>Rückschau auf &amp;diese Partie</translation>
    </message>
    <message>
        <source>Step through the game on the table from its start</source>
        <translation>Die Partie auf dem Tisch von Anfang an durchgehen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;When a Move Reveals Something</source>
        <translation>Wenn ein Zug etwas &amp;aufdeckt</translation>
    </message>
    <message>
        <source>Sou&amp;nds</source>
        <translation>&amp;Klänge</translation>
    </message>
    <message>
        <source>Sounds when a round starts, a Dark City rises, the balloon falls, a game is won…</source>
        <translation>Klänge, wenn eine Runde beginnt, eine Düstere Stadt entsteht, der Ballon abstürzt, ein Spiel gewonnen wird…</translation>
    </message>
    <message>
        <source>&amp;Matrix Account…</source>
        <translation>&amp;Matrix-Konto…</translation>
    </message>
    <message>
        <source>Sign in to Matrix, to host and join tables over the internet</source>
        <translation>Bei Matrix anmelden, um Tische über das Internet auszurichten und ihnen beizutreten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Hinein&amp;zoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Hera&amp;uszoomen</translation>
    </message>
    <message>
        <source>&amp;Fit the Table</source>
        <translation>&amp;Ganzen Tisch zeigen</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About cloudtable</source>
        <translation>Ü&amp;ber cloudtable</translation>
    </message>
    <message>
        <source>Players and moves</source>
        <translation>Mitspielende und Züge</translation>
    </message>
    <message>
        <source>&amp;Players and Moves</source>
        <translation>&amp;Mitspielende und Züge</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message numerus="yes">
        <source>You have %n unfinished games, as many as are kept. To start this one, the oldest is deleted:</source>
        <translation>
            <numerusform>Du hast %n unterbrochene Partie, so viele werden höchstens aufbewahrt. Um diese zu beginnen, wird die älteste gelöscht:</numerusform>
            <numerusform>Du hast %n unterbrochene Partien, so viele werden höchstens aufbewahrt. Um diese zu beginnen, wird die älteste gelöscht:</numerusform>
        </translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards. Save it first (continue it, then Save As) if you want to keep it.</source>
        <translation>Sie kann danach nicht mehr fortgesetzt werden. Speichere sie zuerst (fortsetzen, dann Speichern unter), wenn du sie behalten willst.</translation>
    </message>
    <message>
        <source>Delete the oldest unfinished game?</source>
        <translation>Die älteste unterbrochene Partie löschen?</translation>
    </message>
    <message>
        <source>Delete It and Start</source>
        <translation>Löschen und beginnen</translation>
    </message>
    <message>
        <source>An unfinished game was autosaved, but the autosave is damaged and cannot be resumed.</source>
        <translation>Eine unterbrochene Partie wurde automatisch gespeichert, aber die Sicherung ist beschädigt und kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Cannot resume a game</source>
        <translation>Eine Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>This game is open in another cloudtable window.</source>
        <translation>Diese Partie ist in einem anderen cloudtable-Fenster geöffnet.</translation>
    </message>
    <message>
        <source>The game goes on where it was left.</source>
        <translation>Die Partie geht dort weiter, wo sie unterbrochen wurde.</translation>
    </message>
    <message>
        <source>Delete the unfinished game?</source>
        <translation>Die unterbrochene Partie löschen?</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Sie kann danach nicht mehr fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Its file could not be deleted: {path}</source>
        <translation>Ihre Datei konnte nicht gelöscht werden: {path}</translation>
    </message>
    <message>
        <source>Cannot delete the game</source>
        <translation>Partie kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>Play this move? It reveals what was hidden, so it cannot be undone.</source>
        <translation>Diesen Zug spielen? Er deckt Verborgenes auf und kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Always Ask</source>
        <translation>&amp;Immer fragen</translation>
    </message>
    <message>
        <source>The card waits where you dropped it until you play it (Enter) or take it back (Esc)</source>
        <translation>Die Karte wartet, wo du sie abgelegt hast, bis du sie spielst (Enter) oder zurücknimmst (Esc)</translation>
    </message>
    <message>
        <source>A &amp;Short Moment to Take It Back</source>
        <translation>Ein &amp;kurzer Moment zum Zurücknehmen</translation>
    </message>
    <message>
        <source>The move is played after {seconds} s; until then, Esc takes it back</source>
        <translation>Der Zug wird nach {seconds}&#xa0;s gespielt; bis dahin nimmt Esc ihn zurück</translation>
    </message>
    <message>
        <source>&amp;Never Wait</source>
        <translation>&amp;Nie warten</translation>
    </message>
    <message>
        <source>The move is played as soon as you drop the card</source>
        <translation>Der Zug wird gespielt, sobald du die Karte ablegst</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Playing your move in {seconds} s… It cannot be undone afterwards.</source>
        <translation>Dein Zug wird in {seconds}&#xa0;s gespielt… Danach ist er endgültig.</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
    </message>
    <message>
        <source>Let the {level} level play</source>
        <translation>Die Stufe „{level}“ spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Noch einmal versuchen</translation>
    </message>
    <message>
        <source>{player} keeps failing on this move.</source>
        <translation>{player} scheitert bei diesem Zug immer wieder.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>About cloudtable</source>
        <translation>Über cloudtable</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Partien</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Noch nicht spielbar</translation>
    </message>
    <message>
        <source>This game has no table yet.</source>
        <translation>Für dieses Spiel gibt es noch keinen Tisch.</translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Rules of &amp;This Game</source>
        <translation>Regeln &amp;dieses Spiels</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>Automatisches Speichern ist aus</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Review a Saved Game</source>
        <translation>Rückschau auf eine gespeicherte Partie</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Rückschau auf die Partie nicht möglich</translation>
    </message>
    <message>
        <source>the game just played</source>
        <translation>die gerade gespielte Partie</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>die laufende Partie</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cloudtable {version}&lt;/h3&gt;&lt;p&gt;A table for three cloud-themed card games: Cloudy Kingdom, Strange World above the clouds and Cloud 9, against friends at one computer or against computer players.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cloudtable {version}&lt;/h3&gt;&lt;p&gt;Ein Tisch für drei Kartenspiele über den Wolken: Cloudy Kingdom, Strange World above the clouds und Cloud 9, mit Freunden an einem Computer oder gegen Computergegner.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln zu {game}</translation>
    </message>
    <message>
        <source>{file} cannot be opened.</source>
        <translation>{file} kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>It was kept as {path}.</source>
        <translation>Er wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <source>Something went wrong. The details are in {path}.</source>
        <translation>Etwas ist schiefgegangen. Die Einzelheiten stehen in {path}.</translation>
    </message>
</context>
<context>
    <name>Matrix</name>
    <message>
        <source>{players}: it is your turn at {table}.</source>
        <translation>{players}: Du bist am Zug bei {table}.</translation>
    </message>
    <message>
        <source>The record of the game at {table}: its deal and every move, for anyone to check and replay.</source>
        <translation>Das Protokoll der Partie bei {table}: ihre Verteilung und jeder Zug, damit jeder sie prüfen und nachspielen kann.</translation>
    </message>
</context>
<context>
    <name>MatrixAccountDialog</name>
    <message>
        <source>Signed in as {user}</source>
        <translation>Angemeldet als {user}</translation>
    </message>
    <message>
        <source>At {homeserver}. This computer keeps two devices of this account: one to play at tables, one to host them (so hosting asks for no password).</source>
        <translation>Auf {homeserver}. Dieser Computer behält zwei Geräte dieses Kontos: eines, um an Tischen zu spielen, eines, um sie auszurichten (so fragt das Ausrichten nach keinem Passwort).</translation>
    </message>
    <message>
        <source>At {homeserver}. This computer keeps the device to play at tables.</source>
        <translation>Auf {homeserver}. Dieser Computer behält das Gerät, um an Tischen zu spielen.</translation>
    </message>
    <message>
        <source>Asking for a code…</source>
        <translation>Code wird angefordert…</translation>
    </message>
    <message>
        <source>Device {number} of 2: to play at tables</source>
        <translation>Gerät {number} von 2: um an Tischen zu spielen</translation>
    </message>
    <message>
        <source>Device {number} of 2: to host tables</source>
        <translation>Gerät {number} von 2: um Tische zu hosten</translation>
    </message>
    <message>
        <source>Open this address in a browser, on this computer or your phone, sign in to your account there and approve this code:</source>
        <translation>Öffne diese Adresse in einem Browser, auf diesem Computer oder deinem Handy, melde dich dort bei deinem Konto an und bestätige diesen Code:</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird beendet…</translation>
    </message>
    <message>
        <source>Waiting for your approval ({minutes}:{seconds:02} left)…</source>
        <translation>Warte auf deine Bestätigung (noch {minutes}:{seconds:02})…</translation>
    </message>
    <message>
        <source>The server asked to be checked less often.</source>
        <translation>Der Server hat gebeten, seltener nachzufragen.</translation>
    </message>
    <message>
        <source>A Matrix ID looks like @name:matrix.org: an @, the name in small letters, a colon, the server.</source>
        <translation>Eine Matrix-ID sieht aus wie @name:matrix.org: ein @, der Name in Kleinbuchstaben, ein Doppelpunkt, der Server.</translation>
    </message>
    <message>
        <source>A homeserver&apos;s address starts with https://, such as https://matrix.org.</source>
        <translation>Die Adresse eines Homeservers beginnt mit https://, wie https://matrix.org.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Abmelden…</translation>
    </message>
    <message>
        <source>Sign out of Matrix?</source>
        <translation>Von Matrix abmelden?</translation>
    </message>
    <message>
        <source>This computer&apos;s devices of {user} are ended and forgotten. To host or join tables over Matrix again, you sign in with your password.</source>
        <translation>Die Geräte von {user} auf diesem Computer werden beendet und vergessen. Um wieder Tische über Matrix auszurichten oder ihnen beizutreten, meldest du dich mit deinem Passwort an.</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Signed out here, but the homeserver could not be told: you may remove this computer&apos;s devices from another Matrix app, such as Element.</source>
        <translation>Hier abgemeldet, aber dem Homeserver konnte es nicht gesagt werden: Du kannst die Geräte dieses Computers in einer anderen Matrix-App entfernen, etwa Element.</translation>
    </message>
    <message>
        <source>The sign-in was refused in the browser: nothing was signed in.</source>
        <translation>Die Anmeldung wurde im Browser abgelehnt: nichts wurde angemeldet.</translation>
    </message>
    <message>
        <source>The code was not approved in time: sign in with your browser again for a new one.</source>
        <translation>Der Code wurde nicht rechtzeitig bestätigt: melde dich noch einmal mit deinem Browser an, um einen neuen zu bekommen.</translation>
    </message>
    <message>
        <source>Your homeserver takes no password here: sign in with your browser instead.</source>
        <translation>Dein Homeserver nimmt hier kein Passwort an: melde dich stattdessen mit deinem Browser an.</translation>
    </message>
    <message>
        <source>Your homeserver takes no password here, and offers no sign-in with a code.</source>
        <translation>Dein Homeserver nimmt hier kein Passwort an und bietet keine Anmeldung mit einem Code.</translation>
    </message>
    <message>
        <source>The second code was approved by another account than the first: sign in again.</source>
        <translation>Der zweite Code wurde von einem anderen Konto bestätigt als der erste: melde dich noch einmal an.</translation>
    </message>
    <message>
        <source>The homeserver {server} cannot be reached: check its address and your connection.</source>
        <translation>Der Homeserver {server} ist nicht erreichbar: Prüfe seine Adresse und deine Verbindung.</translation>
    </message>
    <message>
        <source>The homeserver refused this Matrix ID or password.</source>
        <translation>Der Homeserver hat diese Matrix-ID oder dieses Passwort abgelehnt.</translation>
    </message>
    <message>
        <source>Signing out did not work: {why}</source>
        <translation>Das Abmelden hat nicht geklappt: {why}</translation>
    </message>
    <message>
        <source>Signing in did not work: {why}</source>
        <translation>Das Anmelden hat nicht geklappt: {why}</translation>
    </message>
    <message>
        <source>Your homeserver signs you in on its own web page: no password is typed here.</source>
        <translation>Dein Homeserver meldet dich auf seiner eigenen Webseite an: hier wird kein Passwort eingegeben.</translation>
    </message>
    <message>
        <source>Your homeserver signs you in only on its own web page, in a way this app cannot use yet: it offers no sign-in with a code.</source>
        <translation>Dein Homeserver meldet dich nur auf seiner eigenen Webseite an, auf eine Weise, die diese App noch nicht nutzen kann: er bietet keine Anmeldung mit einem Code.</translation>
    </message>
    <message>
        <source>Matrix Account</source>
        <translation>Matrix-Konto</translation>
    </message>
    <message>
        <source>With a Matrix account (on matrix.org or any other homeserver) you host tables and join them over the internet, with nothing to open on your router. Every move travels end-to-end encrypted.</source>
        <translation>Mit einem Matrix-Konto (auf matrix.org oder einem anderen Homeserver) richtest du Tische über das Internet aus und trittst ihnen bei, ohne etwas an deinem Router zu öffnen. Jeder Zug reist Ende-zu-Ende-verschlüsselt.</translation>
    </message>
    <message>
        <source>Matrix ID:</source>
        <translation>Matrix-ID:</translation>
    </message>
    <message>
        <source>Homeserver:</source>
        <translation>Homeserver:</translation>
    </message>
    <message>
        <source>found from your Matrix ID</source>
        <translation>aus deiner Matrix-ID ermittelt</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>Used once to sign this computer in; it is never kept.</source>
        <translation>Wird einmal verwendet, um diesen Computer anzumelden; es wird nie gespeichert.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Sign In with Your Browser</source>
        <translation>Mit dem Browser anmelden</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the address, to open it elsewhere</source>
        <translation>Die Adresse kopieren, um sie anderswo zu öffnen</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Sign Out…</source>
        <translation>Abmelden…</translation>
    </message>
</context>
<context>
    <name>MatrixHostChoice</name>
    <message>
        <source>Not signed in to Matrix yet.</source>
        <translation>Noch nicht bei Matrix angemeldet.</translation>
    </message>
    <message>
        <source>Signed in as {user}, without a device to host: sign out and in again.</source>
        <translation>Angemeldet als {user}, ohne Gerät zum Ausrichten: melde dich ab und wieder an.</translation>
    </message>
    <message>
        <source>Hosted by:</source>
        <translation>Ausgerichtet von:</translation>
    </message>
    <message>
        <source>Hosted by {user}</source>
        <translation>Ausgerichtet von {user}</translation>
    </message>
    <message>
        <source>Sign In…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>Matrix Account…</source>
        <translation>Matrix-Konto…</translation>
    </message>
</context>
<context>
    <name>MatrixJoinPart</name>
    <message>
        <source>(known once you join)</source>
        <translation>(bekannt, sobald du beitrittst)</translation>
    </message>
    <message>
        <source>invited by {user}</source>
        <translation>eingeladen von {user}</translation>
    </message>
    <message numerus="yes">
        <source>%n of {seats} free</source>
        <translation>
            <numerusform>%n von {seats} frei</numerusform>
            <numerusform>%n von {seats} frei</numerusform>
        </translation>
    </message>
    <message>
        <source>An invitation: joining accepts it.</source>
        <translation>Eine Einladung: Beitreten nimmt sie an.</translation>
    </message>
    <message>
        <source>Seats open to anyone at the table, or kept for you</source>
        <translation>Plätze, die allen offenstehen oder für dich freigehalten werden</translation>
    </message>
    <message>
        <source>This app does not have that game.</source>
        <translation>Diese App hat dieses Spiel nicht.</translation>
    </message>
    <message>
        <source>(not a table)</source>
        <translation>(kein Tisch)</translation>
    </message>
    <message>
        <source>An invitation to a Matrix room that is not a cloudtable table.</source>
        <translation>Eine Einladung in einen Matrix-Raum, der kein cloudtable-Tisch ist.</translation>
    </message>
    <message>
        <source>The homeserver cannot be asked for your tables now ({reason}).</source>
        <translation>Der Heimserver kann gerade nicht nach deinen Tischen gefragt werden ({reason}).</translation>
    </message>
    <message>
        <source>Asking the homeserver for your invitations and tables…</source>
        <translation>Der Heimserver wird nach deinen Einladungen und Tischen gefragt …</translation>
    </message>
    <message>
        <source>Your invitations and tables on Matrix, kept up to date while this is open.</source>
        <translation>Deine Einladungen und Tische auf Matrix, aktuell gehalten, solange dies offen ist.</translation>
    </message>
    <message>
        <source>No invitation yet: ask the table&apos;s host to invite {user}, or paste the room&apos;s link below.</source>
        <translation>Noch keine Einladung: Bitte den Gastgeber des Tisches, {user} einzuladen, oder füge unten den Link des Raums ein.</translation>
    </message>
    <message>
        <source>This is neither a Matrix room&apos;s link (https://matrix.to/#/…) nor a room ID (!…:server).</source>
        <translation>Das ist weder der Link eines Matrix-Raums (https://matrix.to/#/…) noch eine Raum-ID (!…:server).</translation>
    </message>
    <message>
        <source>Play with people anywhere through Matrix, without opening a port: first sign in to your Matrix account with Edit → Matrix Account…; the tables you are invited to are then listed here.</source>
        <translation>Spiele über Matrix mit Leuten überall, ohne einen Port zu öffnen: Melde dich zuerst mit Bearbeiten → Matrix-Konto… bei deinem Matrix-Konto an; die Tische, zu denen du eingeladen bist, stehen dann hier.</translation>
    </message>
    <message>
        <source>Signed in to Matrix as {user}</source>
        <translation>Bei Matrix angemeldet als {user}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Or the table&apos;s room, by its link or ID (its host gives it to you):</source>
        <translation>Oder der Raum des Tisches, über seinen Link oder seine ID (sein Gastgeber gibt sie dir):</translation>
    </message>
    <message>
        <source>such as https://matrix.to/#/!abc…:example.org</source>
        <translation>etwa https://matrix.to/#/!abc…:example.org</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table at {address} cannot be reached: {reason}</source>
        <translation>Der Tisch unter {address} ist nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a cloudtable table.</source>
        <translation>{address} ist kein cloudtable-Tisch.</translation>
    </message>
    <message>
        <source>The table speaks version {host} of the protocol and this app version {client}: use the same version of cloudtable as the host.</source>
        <translation>Der Tisch spricht Version {host} des Protokolls und diese App Version {client}: Nutze dieselbe cloudtable-Version wie der Gastgeber.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen.</translation>
    </message>
    <message>
        <source>The table at {address} is not the one you were given: its certificate&apos;s fingerprint begins {found}, not {expected}. Nothing was sent to it. Ask its host for the table&apos;s join code again.</source>
        <translation>Der Tisch unter {address} ist nicht der, den du bekommen hast: Der Fingerabdruck seines Zertifikats beginnt mit {found}, nicht mit {expected}. Ihm wurde nichts gesendet. Bitte seinen Gastgeber noch einmal um den Beitrittscode.</translation>
    </message>
    <message>
        <source>A client must say hello first.</source>
        <translation>Ein Client muss zuerst Hallo sagen.</translation>
    </message>
    <message>
        <source>Join the table or watch it first.</source>
        <translation>Setz dich zuerst an den Tisch oder schau zu.</translation>
    </message>
    <message>
        <source>You are at the table already.</source>
        <translation>Du sitzt schon am Tisch.</translation>
    </message>
    <message>
        <source>Spectators only watch.</source>
        <translation>Zuschauer schauen nur zu.</translation>
    </message>
    <message>
        <source>Too many messages at once: slow down.</source>
        <translation>Zu viele Nachrichten auf einmal: langsamer bitte.</translation>
    </message>
    <message>
        <source>A message could not be read: it is not a JSON object.</source>
        <translation>Eine Nachricht ist unlesbar: Sie ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>A message was too large.</source>
        <translation>Eine Nachricht war zu groß.</translation>
    </message>
    <message>
        <source>A message could not be read: it is not text.</source>
        <translation>Eine Nachricht ist unlesbar: Sie ist kein Text.</translation>
    </message>
    <message>
        <source>A message of an unknown kind was received.</source>
        <translation>Eine Nachricht unbekannter Art ist angekommen.</translation>
    </message>
    <message>
        <source>A message could not be read: its entry “{field}” is missing or wrong.</source>
        <translation>Eine Nachricht ist unlesbar: Ihr Eintrag „{field}“ fehlt oder ist falsch.</translation>
    </message>
    <message>
        <source>A message could not be read: it has an unknown entry “{field}”.</source>
        <translation>Eine Nachricht ist unlesbar: Sie hat einen unbekannten Eintrag „{field}“.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <source>That seat is kept for someone invited: it takes their invitation.</source>
        <translation>Dieser Platz ist für eine eingeladene Person reserviert: Man braucht ihre Einladung, um ihn einzunehmen.</translation>
    </message>
    <message>
        <source>No seat at this table waits for that invitation (it may have been used already).</source>
        <translation>Kein Platz an diesem Tisch wartet auf diese Einladung (vielleicht wurde sie schon benutzt).</translation>
    </message>
    <message>
        <source>That invitation is for another seat.</source>
        <translation>Diese Einladung gilt für einen anderen Platz.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <source>There is no open seat at this table.</source>
        <translation>An diesem Tisch ist kein Platz mehr frei.</translation>
    </message>
    <message>
        <source>This table does not know that seat.</source>
        <translation>Dieser Tisch kennt diesen Platz nicht.</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken.</source>
        <translation>Die Partie beginnt, wenn alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>This move was sent before.</source>
        <translation>Dieser Zug wurde schon gesendet.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>Der Zug ist unlesbar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>You have made your choice already.</source>
        <translation>Du hast schon gewählt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Only the seat of a player who is away can be given to a computer.</source>
        <translation>Nur der Platz von jemandem, der weg ist, kann an den Computer gehen.</translation>
    </message>
    <message>
        <source>There is no computer level called {level}.</source>
        <translation>Eine Computerstufe namens {level} gibt es nicht.</translation>
    </message>
    <message>
        <source>A new game can start once this one is over.</source>
        <translation>Ein neues Spiel kann beginnen, sobald dieses zu Ende ist.</translation>
    </message>
    <message>
        <source>The cards are dealt already: the deal takes no more values.</source>
        <translation>Die Karten sind schon verteilt: Die Verteilung nimmt keine Werte mehr an.</translation>
    </message>
    <message>
        <source>This seat has given its value for the deal already.</source>
        <translation>Dieser Platz hat seinen Wert für die Verteilung schon gegeben.</translation>
    </message>
    <message>
        <source>{player} starts a new game with the same seats.</source>
        <translation>{player} beginnt ein neues Spiel mit denselben Plätzen.</translation>
    </message>
    <message>
        <source>You start a new game with the same seats.</source>
        <translation>Du beginnst ein neues Spiel mit denselben Plätzen.</translation>
    </message>
    <message>
        <source>The table&apos;s host cannot be trusted: its device&apos;s key is not the one the table gave.</source>
        <translation>Dem Gastgeber des Tischs kann nicht vertraut werden: Der Schlüssel seines Geräts ist nicht der, den der Tisch angegeben hat.</translation>
    </message>
    <message>
        <source>The table&apos;s host cannot be found on Matrix.</source>
        <translation>Der Gastgeber des Tischs ist auf Matrix nicht zu finden.</translation>
    </message>
    <message>
        <source>The homeserver ended this computer&apos;s session as {user}: sign in again (Edit → Matrix Account…), then take your seat again from the welcome screen.</source>
        <translation>Der Homeserver hat die Sitzung dieses Computers als {user} beendet: Melde dich erneut an (Bearbeiten → Matrix-Konto…) und nimm dann deinen Platz über den Startbildschirm wieder ein.</translation>
    </message>
    <message>
        <source>This computer is not signed in to Matrix as {user} any more: sign in again (Edit → Matrix Account…).</source>
        <translation>Dieser Computer ist nicht mehr als {user} bei Matrix angemeldet: Melde dich erneut an (Bearbeiten → Matrix-Konto…).</translation>
    </message>
    <message>
        <source>The homeserver {server} cannot be reached: {reason}</source>
        <translation>Der Heimserver {server} ist nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>The room {room} cannot be joined: {reason}</source>
        <translation>Dem Raum {room} kann nicht beigetreten werden: {reason}</translation>
    </message>
    <message>
        <source>The room {room} is not a cloudtable table.</source>
        <translation>Der Raum {room} ist kein cloudtable-Tisch.</translation>
    </message>
    <message>
        <source>The table&apos;s host is not the device it was when you sat down: its room now names another one. Nothing was sent to it.</source>
        <translation>Der Gastgeber des Tisches ist nicht mehr das Gerät, das er war, als du dich gesetzt hast: Sein Raum nennt jetzt ein anderes. Nichts wurde an ihn gesendet.</translation>
    </message>
    <message>
        <source>The homeserver cannot be reached: the game waits and goes on by itself.</source>
        <translation>Der Heimserver ist nicht erreichbar: Das Spiel wartet und geht von selbst weiter.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Anyone who joins</source>
        <translation>Wer zuerst beitritt</translation>
    </message>
    <message>
        <source>Their name on Matrix: the seat is called so until they join with the name they choose.</source>
        <translation>Der Name auf Matrix: Der Platz heißt so, bis die Person mit dem Namen ihrer Wahl beitritt.</translation>
    </message>
    <message>
        <source>Not a Matrix ID that can be invited here: it looks like @name:matrix.org, and each person once.</source>
        <translation>Keine Matrix-ID, die hier eingeladen werden kann: Sie sieht aus wie @name:matrix.org, und jede Person nur einmal.</translation>
    </message>
    <message>
        <source>The Matrix ID of the person to invite, such as @name:matrix.org. Left empty, the seat is for anyone invited to the table&apos;s room.</source>
        <translation>Die Matrix-ID der Person, die du einlädst, wie @name:matrix.org. Leer gelassen ist der Platz für alle, die in den Raum des Tisches eingeladen sind.</translation>
    </message>
    <message>
        <source>Someone invited</source>
        <translation>Eine eingeladene Person</translation>
    </message>
    <message>
        <source>Anyone who joins: the first person to come takes the seat. Someone invited: the seat is kept for the one person you give its own code to.</source>
        <translation>Wer zuerst beitritt: Die erste Person, die kommt, nimmt den Platz. Eine eingeladene Person: Der Platz ist für die eine Person reserviert, der du seinen eigenen Code gibst.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message numerus="yes">
        <source>{low}–%n players</source>
        <translation>
            <numerusform>{low}–%n Person</numerusform>
            <numerusform>{low}–%n Personen</numerusform>
        </translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Mitspielende:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Seed (optional, for a repeatable deal):</source>
        <translation>Partienummer (optional, um genau so neu auszuteilen):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Invited through Matrix</source>
        <translation>Über Matrix eingeladen</translation>
    </message>
    <message>
        <source>their own</source>
        <translation>eigener</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>Each player&apos;s colour on the table; no two players share one.</source>
        <translation>Die Farbe jeder Person auf dem Tisch; keine zwei teilen sich eine.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Host the Table</source>
        <translation>Tisch ausrichten</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>Name für diesen Platz</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play On from Here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>A new game starts from the start of this one, with the same cards.</source>
        <translation>Eine neue Partie beginnt am Anfang dieser, mit denselben Karten.</translation>
    </message>
    <message>
        <source>A new game starts after move {move} of this one, with the same cards.</source>
        <translation>Eine neue Partie beginnt nach Schritt {move} dieser Partie, mit denselben Karten.</translation>
    </message>
    <message>
        <source>Who plays each seat?</source>
        <translation>Wer spielt auf welchem Platz?</translation>
    </message>
    <message>
        <source>This game is still going on: each seat stays a person or a computer; a computer&apos;s level may change.</source>
        <translation>Diese Partie läuft noch: Jeder Platz bleibt Mensch oder Computer; die Stufe eines Computers kann sich ändern.</translation>
    </message>
    <message>
        <source>This game stays as it is.</source>
        <translation>Diese Partie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>{game}: the record of a game (cloudtable {version})</source>
        <translation>{game}: das Protokoll einer Partie (cloudtable {version})</translation>
    </message>
    <message>
        <source>Players: {players}</source>
        <translation>Mitspielende: {players}</translation>
    </message>
    <message>
        <source>{name} (person)</source>
        <translation>{name} (Mensch)</translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation>{name} (Computer, {level})</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gewonnen von {names}</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>Points: {scores}</source>
        <translation>Punkte: {scores}</translation>
    </message>
    <message>
        <source>The game is still going on.</source>
        <translation>Die Partie läuft noch.</translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation>Partienummer: {seed}</translation>
    </message>
    <message>
        <source>Positions as {name} saw them.</source>
        <translation>Stellungen, wie {name} sie sah.</translation>
    </message>
    <message>
        <source>Positions as everyone saw them (no hidden card).</source>
        <translation>Stellungen, wie alle sie sahen (keine verdeckte Karte).</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Voyage {number}</source>
        <translation>Fahrt {number}</translation>
    </message>
    <message>
        <source>Position: {position}</source>
        <translation>Stellung: {position}</translation>
    </message>
    <message>
        <source>Final position: {position}</source>
        <translation>Schlussstellung: {position}</translation>
    </message>
    <message>
        <source>Position after the last move: {position}</source>
        <translation>Stellung nach dem letzten Schritt: {position}</translation>
    </message>
</context>
<context>
    <name>RemoteFeed</name>
    <message>
        <source>That move cannot be played now.</source>
        <translation>Dieser Zug geht gerade nicht.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>Beitritt zum Tisch unter {address} …</translation>
    </message>
    <message>
        <source>Joining the table in the Matrix room {room}…</source>
        <translation>Beitritt zum Tisch im Matrix-Raum {room} …</translation>
    </message>
    <message>
        <source>Starting the table…</source>
        <translation>Der Tisch wird eröffnet …</translation>
    </message>
    <message>
        <source>Cannot host the table</source>
        <translation>Der Tisch kann nicht ausgerichtet werden</translation>
    </message>
    <message>
        <source>The table could not be started.</source>
        <translation>Der Tisch konnte nicht eröffnet werden.</translation>
    </message>
    <message>
        <source>The table stopped</source>
        <translation>Der Tisch ist beendet</translation>
    </message>
    <message>
        <source>The table&apos;s host process stopped; the game cannot go on.</source>
        <translation>Der Prozess, der den Tisch ausrichtet, ist beendet; die Partie kann nicht weitergehen.</translation>
    </message>
    <message>
        <source>Cannot join the table</source>
        <translation>Beitritt zum Tisch nicht möglich</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>Der Tisch ist nicht mehr da</translation>
    </message>
    <message>
        <source>Signed out of Matrix</source>
        <translation>Von Matrix abgemeldet</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <source>You host this table: if you leave it, the game is adjourned for everyone. The table keeps it, so that it can go on later.</source>
        <translation>Du richtest diesen Tisch aus: Wenn du ihn verlässt, wird die Partie für alle unterbrochen. Der Tisch bewahrt sie auf, damit sie später weitergehen kann.</translation>
    </message>
    <message>
        <source>Adjourn and Leave</source>
        <translation>Unterbrechen und verlassen</translation>
    </message>
    <message>
        <source>Invite to the Table</source>
        <translation>Zum Tisch einladen</translation>
    </message>
    <message>
        <source>The Matrix ID of the person to invite (such as @name:matrix.org):</source>
        <translation>Die Matrix-ID der Person, die du einlädst (wie @name:matrix.org):</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Einladen nicht möglich</translation>
    </message>
    <message>
        <source>{user} is not a Matrix ID that can be invited: it looks like @name:matrix.org.</source>
        <translation>{user} ist keine Matrix-ID, die eingeladen werden kann: Sie sieht aus wie @name:matrix.org.</translation>
    </message>
    <message>
        <source>{user} is invited to the table.</source>
        <translation>{user} ist zum Tisch eingeladen.</translation>
    </message>
    <message>
        <source>{user} could not be invited: {why}</source>
        <translation>{user} konnte nicht eingeladen werden: {why}</translation>
    </message>
    <message>
        <source>Adjourn the game?</source>
        <translation>Die Partie unterbrechen?</translation>
    </message>
    <message>
        <source>The game stops here for everyone. The table keeps it: the host can open it again later, and everyone takes their seat back.</source>
        <translation>Die Partie hält hier für alle an. Der Tisch bewahrt sie auf: wer ihn ausrichtet, kann ihn später wieder eröffnen, und alle nehmen ihren Platz wieder ein.</translation>
    </message>
    <message>
        <source>Adjourn</source>
        <translation>Unterbrechen</translation>
    </message>
</context>
<context>
    <name>RemotePlay</name>
    <message numerus="yes">
        <source>Waiting for %n more players to join…</source>
        <translation>
            <numerusform>Warten, bis noch %n Person beitritt …</numerusform>
            <numerusform>Warten, bis noch %n Personen beitreten …</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>kept for someone invited</source>
        <translation>für eine eingeladene Person reserviert</translation>
    </message>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>away, a computer plays</source>
        <translation>abwesend, ein Computer spielt</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>{name} adjourned the game.</source>
        <translation>{name} hat die Partie unterbrochen.</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Nicht mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is away.</source>
        <translation>Warten auf {name}, gerade abwesend.</translation>
    </message>
    <message>
        <source>Waiting for the others to choose…</source>
        <translation>Warten, bis die anderen gewählt haben …</translation>
    </message>
    <message>
        <source>Waiting for {name} to choose…</source>
        <translation>Warten, bis {name} gewählt hat …</translation>
    </message>
    <message>
        <source>{player} is away. Wait for them to come back, let a computer play for them until then, or adjourn the game.</source>
        <translation>{player} ist abwesend. Warte auf die Rückkehr, lass bis dahin einen Computer den Platz spielen oder unterbrich die Partie.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>A computer of this level plays for {player} until they are back</source>
        <translation>Ein Computer dieser Stufe spielt für {player}, bis er oder sie zurück ist</translation>
    </message>
    <message>
        <source>&amp;Adjourn</source>
        <translation>&amp;Unterbrechen</translation>
    </message>
    <message>
        <source>Stop the game here for everyone; the host can open the table again later and all go on.</source>
        <translation>Die Partie hier für alle anhalten; wer den Tisch ausrichtet, kann ihn später wieder eröffnen, und alle spielen weiter.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: trying again…</source>
        <translation>Die Verbindung zum Tisch ist abgerissen: neuer Versuch …</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Zurück am Tisch.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Unentschieden: Niemand gewinnt.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message>
        <source>Step through the game from its start, from any seat</source>
        <translation>Die Partie von Anfang an durchgehen, von jedem Platz aus</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>This is a review: nothing can be played here.</source>
        <translation>Das ist eine Rückschau: Hier kann nichts gespielt werden.</translation>
    </message>
    <message>
        <source>Reviewing the game: nothing can be played. Esc leaves the review.</source>
        <translation>Rückschau auf die Partie: Es kann nichts gespielt werden. Esc beendet die Rückschau.</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Exportiert nach {file}.</translation>
    </message>
    <message>
        <source>Export the Record as Text</source>
        <translation>Protokoll als Text exportieren</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>Save a Copy of the Game</source>
        <translation>Kopie der Partie speichern</translation>
    </message>
    <message>
        <source>cloudtable saves (*.cloudtable)</source>
        <translation>cloudtable-Spielstände (*.cloudtable)</translation>
    </message>
    <message>
        <source>Cannot export the game</source>
        <translation>Partie kann nicht exportiert werden</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>REVIEW</source>
        <translation>RÜCKSCHAU</translation>
    </message>
    <message>
        <source>{game}: {source}</source>
        <translation>{game}: {source}</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Gesehen von:</translation>
    </message>
    <message>
        <source>Everyone: no hidden card</source>
        <translation>Alle: keine verdeckte Karte</translation>
    </message>
    <message>
        <source>Every card face up</source>
        <translation>Alle Karten offen</translation>
    </message>
    <message>
        <source>Whose cards the table shows.</source>
        <translation>Wessen Karten der Tisch zeigt.</translation>
    </message>
    <message>
        <source>The game is still going on: it is shown only as its players saw it, and a seat&apos;s own cards only to that seat&apos;s player.</source>
        <translation>Die Partie läuft noch: Sie wird nur so gezeigt, wie die Mitspielenden sie sahen, und die Karten eines Platzes nur dem, der dort spielt.</translation>
    </message>
    <message>
        <source>Play &amp;On from Here…</source>
        <translation>Von hier aus &amp;weiterspielen…</translation>
    </message>
    <message>
        <source>Start a new game from the position shown, with the same cards; this record stays as it is.</source>
        <translation>Eine neue Partie ab der gezeigten Stellung beginnen, mit denselben Karten; dieses Protokoll bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Other people are still playing this game: it can be played on from here once it is over.</source>
        <translation>Andere spielen diese Partie noch: Du kannst von hier aus weiterspielen, sobald sie zu Ende ist.</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Keep or share this game&apos;s record</source>
        <translation>Das Protokoll dieser Partie behalten oder teilen</translation>
    </message>
    <message>
        <source>The Record as &amp;Text…</source>
        <translation>Das Protokoll als &amp;Text…</translation>
    </message>
    <message>
        <source>The &amp;Saved Game…</source>
        <translation>Den &amp;Spielstand…</translation>
    </message>
    <message>
        <source>Leave the Review (Esc)</source>
        <translation>Rückschau beenden (Esc)</translation>
    </message>
    <message>
        <source>Back to where you were</source>
        <translation>Zurück dahin, wo du warst</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Der Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <source>Previous voyage (Page Up)</source>
        <translation>Vorherige Fahrt (Bild auf)</translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Vorherige Runde (Bild auf)</translation>
    </message>
    <message>
        <source>Previous turn (Up)</source>
        <translation>Vorheriger Zug (Hoch)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorheriger Schritt (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nächster Schritt (Rechts)</translation>
    </message>
    <message>
        <source>Next turn (Down)</source>
        <translation>Nächster Zug (Runter)</translation>
    </message>
    <message>
        <source>Next voyage (Page Down)</source>
        <translation>Nächste Fahrt (Bild ab)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Nächste Runde (Bild ab)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>Der letzte Schritt (Ende)</translation>
    </message>
    <message>
        <source>How fast Play goes</source>
        <translation>Wie schnell das Abspielen geht</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>Zu einem beliebigen Schritt der Partie ziehen</translation>
    </message>
    <message>
        <source>Voyage {round} of {rounds}</source>
        <translation>Fahrt {round} von {rounds}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Zug {turn} von {turns}</translation>
    </message>
    <message>
        <source>Voyage {round}</source>
        <translation>Fahrt {round}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Anfang der Partie</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Schritt {move} von {moves}</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play the game on, move by move (Space)</source>
        <translation>Die Partie Schritt für Schritt abspielen (Leertaste)</translation>
    </message>
</context>
<context>
    <name>ReviewHandoff</name>
    <message>
        <source>The game as {name} saw it</source>
        <translation>Die Partie, wie {name} sie sah</translation>
    </message>
    <message>
        <source>This game is still going on. Pass the computer to {name}; everyone else, please look away: {name}&apos;s cards are about to be shown.</source>
        <translation>Diese Partie läuft noch. Gib den Computer an {name} weiter; alle anderen, bitte wegschauen: Die Karten von {name} werden gleich gezeigt.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: Karten zeigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>In this app,</source>
        <translation>In dieser App gilt:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>The file holds a move this game does not know.</source>
        <translation>Die Datei enthält einen Zug, den dieses Spiel nicht kennt.</translation>
    </message>
    <message>
        <source>The file holds a damaged move.</source>
        <translation>Die Datei enthält einen beschädigten Zug.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The file is too large to be a cloudtable save.</source>
        <translation>Die Datei ist zu groß für einen cloudtable-Spielstand.</translation>
    </message>
    <message>
        <source>The file is not a cloudtable save (it is not text).</source>
        <translation>Die Datei ist kein cloudtable-Spielstand (sie enthält keinen Text).</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not valid JSON.</source>
        <translation>Die Datei ist beschädigt oder unvollständig: Sie enthält kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The file is not a cloudtable save.</source>
        <translation>Die Datei ist kein cloudtable-Spielstand.</translation>
    </message>
    <message>
        <source>The file was saved by a newer cloudtable (format {found}); this version reads format {known}.</source>
        <translation>Die Datei wurde mit einer neueren cloudtable-Version gespeichert (Format {found}); diese Version liest Format {known}.</translation>
    </message>
    <message>
        <source>The save is damaged: the entry “{field}” is missing or wrong.</source>
        <translation>Der Spielstand ist beschädigt: Der Eintrag „{field}“ fehlt oder ist falsch.</translation>
    </message>
    <message>
        <source>The save is damaged or was changed by hand: move {number} is not legal ({reason})</source>
        <translation>Der Spielstand ist beschädigt oder wurde von Hand geändert: Zug {number} ist nicht erlaubt ({reason})</translation>
    </message>
    <message>
        <source>The save is damaged or was changed by hand: replaying its moves does not give the position it stores.</source>
        <translation>Der Spielstand ist beschädigt oder wurde von Hand geändert: Das Nachspielen seiner Züge ergibt nicht die gespeicherte Stellung.</translation>
    </message>
    <message>
        <source>The save is for a game this version does not have ({id}).</source>
        <translation>Der Spielstand gehört zu einem Spiel, das diese Version nicht kennt ({id}).</translation>
    </message>
    <message>
        <source>The save is damaged: it holds a number no save could hold.</source>
        <translation>Der Spielstand ist beschädigt: Er enthält eine Zahl, die in keinem Spielstand vorkommen kann.</translation>
    </message>
    <message>
        <source>the move cannot be read</source>
        <translation>der Zug ist nicht lesbar</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Die Datei kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Die Partie konnte nicht in {path} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>only part of the game could be written</source>
        <translation>nur ein Teil der Partie konnte geschrieben werden</translation>
    </message>
    <message>
        <source>it holds a broken character (in a name?) that no file can store; nothing was written</source>
        <translation>sie enthält ein defektes Zeichen (in einem Namen?), das keine Datei speichern kann; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>This is not a file: a save is always a plain file.</source>
        <translation>Das ist keine Datei: Ein Spielstand ist immer eine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used: {reason}</source>
        <translation>Der Ordner {path} kann nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another cloudtable window.</source>
        <translation>Diese Partie ist in einem anderen cloudtable-Fenster geöffnet.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The autosave failed: {reason}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>The game cannot be autosaved, so it could not be resumed after a crash. {reason}

You can go on playing, and save the game yourself with Save As.</source>
        <translation>Die Partie kann nicht automatisch gespeichert werden und ließe sich nach einem Absturz nicht fortsetzen. {reason}

Du kannst weiterspielen und die Partie selbst mit „Speichern unter“ sichern.</translation>
    </message>
    <message>
        <source>A computer player&apos;s answer could not be used; it was asked again.</source>
        <translation>Die Antwort eines Computerspielers war unbrauchbar; er wurde noch einmal gefragt.</translation>
    </message>
    <message>
        <source>{player} is taking long to think…</source>
        <translation>{player} denkt lange nach…</translation>
    </message>
    <message>
        <source>{player} keeps failing on this move. Let another level play this seat, or try again. The details are in {path}.</source>
        <translation>{player} scheitert bei diesem Zug immer wieder. Lass eine andere Stufe diesen Platz spielen oder versuch es noch einmal. Die Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <source>The computer players&apos; process stopped; it was started again and the computer thinks anew.</source>
        <translation>Der Prozess der Computerspieler wurde beendet; er wurde neu gestartet, und der Computer denkt erneut nach.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>When a move reveals something</source>
        <translation>Wenn ein Zug etwas aufdeckt</translation>
    </message>
    <message>
        <source>Drawing a card or rolling a die shows what was hidden: such a move cannot be undone.</source>
        <translation>Eine Karte ziehen oder würfeln zeigt, was verborgen war: Ein solcher Zug kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>&amp;Always ask</source>
        <translation>&amp;Immer fragen</translation>
    </message>
    <message>
        <source>The card waits where you dropped it until you play it (Enter) or take it back (Esc).</source>
        <translation>Die Karte wartet, wo du sie abgelegt hast, bis du sie spielst (Enter) oder zurücknimmst (Esc).</translation>
    </message>
    <message>
        <source>A &amp;short moment to take it back</source>
        <translation>Ein &amp;kurzer Moment zum Zurücknehmen</translation>
    </message>
    <message>
        <source>The move is played after {seconds} s: Esc takes it back before then, Enter plays it at once.</source>
        <translation>Der Zug wird nach {seconds}&#xa0;s gespielt: Esc nimmt ihn vorher zurück, Enter spielt ihn sofort.</translation>
    </message>
    <message>
        <source>&amp;Never wait</source>
        <translation>&amp;Nie warten</translation>
    </message>
    <message>
        <source>The move is played as soon as you drop the card.</source>
        <translation>Der Zug wird gespielt, sobald du die Karte ablegst.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <source>Start a game from the Game menu.</source>
        <translation>Starte eine Partie über das Menü „Spiel“.</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spielt als</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist am Zug</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>The position received is damaged.</source>
        <translation>Die empfangene Stellung ist beschädigt.</translation>
    </message>
    <message>
        <source>The position received is damaged: the entry “{field}” is missing or wrong.</source>
        <translation>Die empfangene Stellung ist beschädigt: Der Eintrag „{field}“ fehlt oder ist falsch.</translation>
    </message>
</context>
<context>
    <name>StrangeWorld</name>
    <message>
        <source>80☆ or more: the Tzimimes bow to you. The strange World above the clouds is yours.</source>
        <translation>80☆ oder mehr: Die Tzimimes verneigen sich vor dir. Die seltsame Welt über den Wolken gehört dir.</translation>
    </message>
    <message>
        <source>75 to 79☆: the Tzimimes are impressed. You are at home here.</source>
        <translation>75 bis 79☆: Die Tzimimes sind beeindruckt. Hier bist du zu Hause.</translation>
    </message>
    <message>
        <source>70 to 74☆: the Tzimimes are calm and put up with you.</source>
        <translation>70 bis 74☆: Die Tzimimes bleiben ruhig und dulden dich.</translation>
    </message>
    <message>
        <source>60 to 69☆: a good start, but the Tzimimes chase you out of the sky.</source>
        <translation>60 bis 69☆: Ein guter Anfang, aber die Tzimimes jagen dich vom Himmel.</translation>
    </message>
    <message>
        <source>59☆ or less: a Tzimime gobbles you up.</source>
        <translation>59☆ oder weniger: Ein Tzimime verschlingt dich.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: a Moon belongs in the top row.</source>
        <translation>Die Tzimimes würden sie verdecken: Ein Mond gehört in die oberste Reihe.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: Water next to Water.</source>
        <translation>Die Tzimimes würden sie verdecken: Wasser neben Wasser.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: this row already has a Swamp.</source>
        <translation>Die Tzimimes würden sie verdecken: Diese Reihe hat schon einen Sumpf.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: its portal neighbours are taken already.</source>
        <translation>Die Tzimimes würden sie verdecken: Ihre Nachbarkarten mit Portal sind schon vergeben.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: no card beside it can take a Fumarole.</source>
        <translation>Die Tzimimes würden sie verdecken: Keine Karte daneben kann eine Fumarole aufnehmen.</translation>
    </message>
    <message>
        <source>Strange World above the clouds</source>
        <translation>Strange World above the clouds</translation>
    </message>
    <message>
        <source>Draft land cards and build a World of 16 cards in five rounds, without waking the Tzimimes.</source>
        <translation>Drafte Landschaftskarten und baue in fünf Runden eine Welt aus 16 Karten, ohne die Tzimimes zu wecken.</translation>
    </message>
    <message>
        <source>Choose the cards to give to your neighbour first.</source>
        <translation>Wähle zuerst die Karten, die du weitergibst.</translation>
    </message>
    <message>
        <source>Give exactly two cards to your neighbour.</source>
        <translation>Gib genau zwei Karten weiter.</translation>
    </message>
    <message>
        <source>Give exactly one card to your neighbour.</source>
        <translation>Gib genau eine Karte weiter.</translation>
    </message>
    <message>
        <source>You can only give cards from your hand.</source>
        <translation>Du kannst nur Karten aus deiner Hand weitergeben.</translation>
    </message>
    <message>
        <source>This portal card may go where its portal neighbours are all taken only when no other place is left: there the Tzimimes turn it face down.</source>
        <translation>Diese Portalkarte darf nur dann dorthin, wo ihre Nachbarkarten mit Portal alle vergeben sind, wenn kein anderer Platz bleibt: Dort verdecken die Tzimimes sie.</translation>
    </message>
    <message>
        <source>This Volcano must go where it can erupt, next to a card a Fumarole may cover; only when no such place is left may it go elsewhere and be turned face down.</source>
        <translation>Dieser Vulkan muss dorthin, wo er ausbrechen kann, neben eine Karte, die eine Fumarole bedecken darf; nur wenn kein solcher Platz bleibt, darf er woandershin und wird verdeckt.</translation>
    </message>
    <message>
        <source>A card here turns your Moon below it face down.</source>
        <translation>Eine Karte hier verdeckt deinen Mond darunter.</translation>
    </message>
    <message>
        <source>You turn the Sun card: cards pass and turns go clockwise this round.</source>
        <translation>Du drehst die Sonnenkarte: In dieser Runde gehen Karten und Züge im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>You turn the Sun card: cards pass and turns go anticlockwise this round.</source>
        <translation>Du drehst die Sonnenkarte: In dieser Runde gehen Karten und Züge gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>You take the stack showing {card}.</source>
        <translation>Du nimmst den Stapel mit der Karte „{card}“ obenauf.</translation>
    </message>
    <message>
        <source>You take a stack.</source>
        <translation>Du nimmst einen Stapel.</translation>
    </message>
    <message>
        <source>You place a card.</source>
        <translation>Du legst eine Karte.</translation>
    </message>
    <message>
        <source>You place {card}; the Tzimimes turn it face down, and the Moons below it too.</source>
        <translation>Du legst die Karte „{card}“; die Tzimimes verdecken sie, und die Monde darunter auch.</translation>
    </message>
    <message>
        <source>You place {card}, but the Tzimimes turn it face down.</source>
        <translation>Du legst die Karte „{card}“, aber die Tzimimes verdecken sie.</translation>
    </message>
    <message>
        <source>You place {card} above a Moon: the Tzimimes turn the Moons below it face down.</source>
        <translation>Du legst die Karte „{card}“ in eine Reihe über einem Mond: Die Tzimimes verdecken die Monde darunter.</translation>
    </message>
    <message>
        <source>You place {card} and complete a dimensional portal.</source>
        <translation>Du legst die Karte „{card}“ und vollendest ein Dimensionsportal.</translation>
    </message>
    <message>
        <source>You place {card} in your World.</source>
        <translation>Du legst die Karte „{card}“ in deine Welt.</translation>
    </message>
    <message>
        <source>You complete the portal with the card on the left.</source>
        <translation>Du vollendest das Portal mit der Karte links.</translation>
    </message>
    <message>
        <source>You complete the portal with the card on the right.</source>
        <translation>Du vollendest das Portal mit der Karte rechts.</translation>
    </message>
    <message>
        <source>You welcome {traveller} on the right of your World.</source>
        <translation>Du empfängst {traveller} rechts neben deiner Welt.</translation>
    </message>
    <message>
        <source>You welcome {traveller} on the left of your World.</source>
        <translation>Du empfängst {traveller} links neben deiner Welt.</translation>
    </message>
    <message>
        <source>You welcome no Traveller through the portal.</source>
        <translation>Du empfängst keinen Reisenden durch das Portal.</translation>
    </message>
    <message>
        <source>Your Volcano erupts.</source>
        <translation>Dein Vulkan bricht aus.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Dein Vulkan bricht aus: Eine Fumarole bedeckt eine verdeckte Karte neben einer anderen Fumarole, und zwischen ihnen erhebt sich eine Düstere Stadt mit {points}☆.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers a face-down card.</source>
        <translation>Dein Vulkan bricht aus: Eine Fumarole bedeckt eine verdeckte Karte.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Dein Vulkan bricht aus: Eine Fumarole bedeckt die Karte „{card}“ neben einer anderen Fumarole, und zwischen ihnen erhebt sich eine Düstere Stadt mit {points}☆.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers {card}.</source>
        <translation>Dein Vulkan bricht aus: Eine Fumarole bedeckt die Karte „{card}“.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>The Sun holder must first choose the face of the Sun card.</source>
        <translation>Wer die Sonnenkarte hat, muss zuerst ihre Seite wählen.</translation>
    </message>
    <message>
        <source>Every player must first choose the cards to pass.</source>
        <translation>Alle müssen zuerst die Karten zum Weitergeben wählen.</translation>
    </message>
    <message>
        <source>A card from the hand must be placed now.</source>
        <translation>Jetzt muss eine Karte aus der Hand gelegt werden.</translation>
    </message>
    <message>
        <source>Choose which portal card the new card joins.</source>
        <translation>Wähle, mit welcher Portalkarte sich die neue Karte verbindet.</translation>
    </message>
    <message>
        <source>Welcome a Traveller through the new portal, or nobody.</source>
        <translation>Empfange einen Reisenden durch das neue Portal, oder niemanden.</translation>
    </message>
    <message>
        <source>Choose the card the Fumarole covers.</source>
        <translation>Wähle die Karte, die die Fumarole bedeckt.</translation>
    </message>
    <message>
        <source>Take one of the stacks.</source>
        <translation>Nimm einen der Stapel.</translation>
    </message>
    <message>
        <source>Strange World has no such move.</source>
        <translation>Diesen Zug gibt es in Strange World nicht.</translation>
    </message>
    <message>
        <source>The Sun card points one way or the other.</source>
        <translation>Die Sonnenkarte zeigt in die eine oder die andere Richtung.</translation>
    </message>
    <message>
        <source>There is no such stack to take.</source>
        <translation>Diesen Stapel gibt es nicht, oder er ist leer.</translation>
    </message>
    <message>
        <source>That Traveller is not available.</source>
        <translation>Dieser Reisende ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>All your Travellers go on the side of your first one.</source>
        <translation>Alle deine Reisenden kommen auf die Seite des ersten.</translation>
    </message>
    <message>
        <source>Another Traveller is there: a spot is shared only when every spot is taken.</source>
        <translation>Dort ist schon ein Reisender: Ein Platz wird nur geteilt, wenn alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>A Traveller goes at the end of the portal&apos;s row, over that row and the row above or below it.</source>
        <translation>Ein Reisender kommt ans Ende der Reihe des Portals, über diese Reihe und die Reihe darüber oder darunter.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <source>That place is off the table.</source>
        <translation>Dieser Platz liegt außerhalb des Tisches.</translation>
    </message>
    <message>
        <source>Choose one of the two free portal cards beside the new card.</source>
        <translation>Wähle eine der beiden freien Portalkarten neben der neuen Karte.</translation>
    </message>
    <message>
        <source>The Fumarole covers a card next to the Volcano, never another Fumarole.</source>
        <translation>Die Fumarole bedeckt eine Karte neben dem Vulkan, niemals eine andere Fumarole.</translation>
    </message>
    <message>
        <source>There is a card there already.</source>
        <translation>Dort liegt schon eine Karte.</translation>
    </message>
    <message>
        <source>A card goes next to a card of your World, side by side.</source>
        <translation>Eine Karte wird neben eine Karte deiner Welt gelegt, Seite an Seite.</translation>
    </message>
    <message>
        <source>Your World must fit in a square of four cards by four.</source>
        <translation>Deine Welt muss in ein Quadrat aus vier mal vier Karten passen.</translation>
    </message>
    <message>
        <source>A Traveller closes that side of your World.</source>
        <translation>Ein Reisender begrenzt diese Seite deiner Welt.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Zug {turn} von {turns}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>Your World is complete and scores {points}☆.</source>
        <translation>Deine Welt ist fertig und bringt {points}☆.</translation>
    </message>
    <message>
        <source>Every World is complete; the finest World scores {points}☆.</source>
        <translation>Alle Welten sind fertig; die schönste bringt {points}☆.</translation>
    </message>
    <message>
        <source>Every World is complete; the finest Worlds share the win with {points}☆ each.</source>
        <translation>Alle Welten sind fertig; die schönsten teilen sich den Sieg mit je {points}☆.</translation>
    </message>
    <message>
        <source>{player} turns the Sun card: cards pass and turns go clockwise this round.</source>
        <translation>{player} dreht die Sonnenkarte: In dieser Runde gehen Karten und Züge im Uhrzeigersinn.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>{player} hat %n Karte zum Weitergeben gewählt (Runde {round}).</numerusform>
            <numerusform>{player} hat %n Karten zum Weitergeben gewählt (Runde {round}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>Du hast %n Karte zum Weitergeben gewählt (Runde {round}).</numerusform>
            <numerusform>Du hast %n Karten zum Weitergeben gewählt (Runde {round}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} turns the Sun card: cards pass and turns go anticlockwise this round.</source>
        <translation>{player} dreht die Sonnenkarte: In dieser Runde gehen Karten und Züge gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>{player} takes the stack showing {card}.</source>
        <translation>{player} nimmt den Stapel mit der Karte „{card}“ obenauf.</translation>
    </message>
    <message>
        <source>{player} takes a stack.</source>
        <translation>{player} nimmt einen Stapel.</translation>
    </message>
    <message>
        <source>{player} places a card.</source>
        <translation>{player} legt eine Karte.</translation>
    </message>
    <message>
        <source>{player} places {card}; the Tzimimes turn it face down, and the Moons below it too.</source>
        <translation>{player} legt die Karte „{card}“; die Tzimimes verdecken sie, und die Monde darunter auch.</translation>
    </message>
    <message>
        <source>{player} places {card}, but the Tzimimes turn it face down.</source>
        <translation>{player} legt die Karte „{card}“, aber die Tzimimes verdecken sie.</translation>
    </message>
    <message>
        <source>{player} places {card} above a Moon: the Tzimimes turn the Moons below it face down.</source>
        <translation>{player} legt die Karte „{card}“ in eine Reihe über einem Mond: Die Tzimimes verdecken die Monde darunter.</translation>
    </message>
    <message>
        <source>{player} places {card} and completes a dimensional portal.</source>
        <translation>{player} legt die Karte „{card}“ und vollendet ein Dimensionsportal.</translation>
    </message>
    <message>
        <source>{player} places {card} in their World.</source>
        <translation>{player} legt die Karte „{card}“ in die eigene Welt.</translation>
    </message>
    <message>
        <source>{player} completes the portal with the card on the left.</source>
        <translation>{player} vollendet das Portal mit der Karte links.</translation>
    </message>
    <message>
        <source>{player} completes the portal with the card on the right.</source>
        <translation>{player} vollendet das Portal mit der Karte rechts.</translation>
    </message>
    <message>
        <source>{player} welcomes {traveller} on the right of their World.</source>
        <translation>{player} empfängt {traveller} rechts neben der eigenen Welt.</translation>
    </message>
    <message>
        <source>{player} welcomes {traveller} on the left of their World.</source>
        <translation>{player} empfängt {traveller} links neben der eigenen Welt.</translation>
    </message>
    <message>
        <source>{player} welcomes no Traveller through the portal.</source>
        <translation>{player} empfängt keinen Reisenden durch das Portal.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts.</source>
        <translation>Der Vulkan von {player} bricht aus.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Der Vulkan von {player} bricht aus: Eine Fumarole bedeckt eine verdeckte Karte neben einer anderen Fumarole, und zwischen ihnen erhebt sich eine Düstere Stadt mit {points}☆.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers a face-down card.</source>
        <translation>Der Vulkan von {player} bricht aus: Eine Fumarole bedeckt eine verdeckte Karte.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Der Vulkan von {player} bricht aus: Eine Fumarole bedeckt die Karte „{card}“ neben einer anderen Fumarole, und zwischen ihnen erhebt sich eine Düstere Stadt mit {points}☆.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers {card}.</source>
        <translation>Der Vulkan von {player} bricht aus: Eine Fumarole bedeckt die Karte „{card}“.</translation>
    </message>
    <message>
        <source>Largest mountain range</source>
        <translation>Größtes Massiv</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Different animals</source>
        <translation>Verschiedene Tiere</translation>
    </message>
    <message>
        <source>Swamps</source>
        <translation>Sümpfe</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Monde</translation>
    </message>
    <message>
        <source>Dark Cities</source>
        <translation>Düstere Städte</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Reisende</translation>
    </message>
</context>
<context>
    <name>StrangeWorldCards</name>
    <message>
        <source>Mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Pflanze</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Volcano</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Ratte</translation>
    </message>
    <message>
        <source>Deer</source>
        <translation>Hirsch</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>Goat</source>
        <translation>Ziege</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Phönix</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Schlange</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <source>Water portal</source>
        <translation>Wasserportal</translation>
    </message>
    <message>
        <source>Mountain portal</source>
        <translation>Bergportal</translation>
    </message>
    <message>
        <source>Plant portal (Rat)</source>
        <translation>Pflanzenportal (Ratte)</translation>
    </message>
    <message>
        <source>Swamp portal</source>
        <translation>Sumpfportal</translation>
    </message>
    <message>
        <source>Volcano portal</source>
        <translation>Vulkanportal</translation>
    </message>
    <message>
        <source>Water and Plant (Spirit)</source>
        <translation>Wasser und Pflanze (Geist)</translation>
    </message>
    <message>
        <source>Water and Swamp</source>
        <translation>Wasser und Sumpf</translation>
    </message>
    <message>
        <source>Mountain and Water</source>
        <translation>Berg und Wasser</translation>
    </message>
    <message>
        <source>Double Mountain</source>
        <translation>Doppelberg</translation>
    </message>
    <message>
        <source>Mountain and Plant (Goat)</source>
        <translation>Berg und Pflanze (Ziege)</translation>
    </message>
    <message>
        <source>Mountain and Swamp</source>
        <translation>Berg und Sumpf</translation>
    </message>
    <message>
        <source>Two Plants (Deer, Goat)</source>
        <translation>Zwei Pflanzen (Hirsch, Ziege)</translation>
    </message>
    <message>
        <source>Two Plants (Deer, Spirit)</source>
        <translation>Zwei Pflanzen (Hirsch, Geist)</translation>
    </message>
    <message>
        <source>Volcano and Water</source>
        <translation>Vulkan und Wasser</translation>
    </message>
    <message>
        <source>Volcano and Plant (Phoenix)</source>
        <translation>Vulkan und Pflanze (Phönix)</translation>
    </message>
    <message>
        <source>Volcano and Swamp</source>
        <translation>Vulkan und Sumpf</translation>
    </message>
    <message>
        <source>Volcano and Double Mountain</source>
        <translation>Vulkan und Doppelberg</translation>
    </message>
    <message>
        <source>Swamp and Plant (Snake)</source>
        <translation>Sumpf und Pflanze (Schlange)</translation>
    </message>
    <message>
        <source>Water start card</source>
        <translation>Startkarte Wasser</translation>
    </message>
    <message>
        <source>Mountain start card</source>
        <translation>Startkarte Berg</translation>
    </message>
    <message>
        <source>Plant start card (Bear)</source>
        <translation>Startkarte Pflanze (Bär)</translation>
    </message>
    <message>
        <source>Swamp start card</source>
        <translation>Startkarte Sumpf</translation>
    </message>
    <message>
        <source>Splash</source>
        <translation>Splash</translation>
    </message>
    <message>
        <source>at least 3 Water in its two rows</source>
        <translation>mindestens 3 Wasser in den beiden Reihen</translation>
    </message>
    <message>
        <source>Burk</source>
        <translation>Burk</translation>
    </message>
    <message>
        <source>a Swamp in each of its two rows</source>
        <translation>ein Sumpf in jeder der beiden Reihen</translation>
    </message>
    <message>
        <source>Kark</source>
        <translation>Kark</translation>
    </message>
    <message>
        <source>at least 5 Mountains in its two rows</source>
        <translation>mindestens 5 Berge in den beiden Reihen</translation>
    </message>
    <message>
        <source>Floulou</source>
        <translation>Floulou</translation>
    </message>
    <message>
        <source>at least 2 each of Plant, Water, Mountain and Swamp in its two rows</source>
        <translation>mindestens je 2 Pflanzen, Wasser, Berge und Sümpfe in den beiden Reihen</translation>
    </message>
    <message>
        <source>Pshit</source>
        <translation>Pshit</translation>
    </message>
    <message>
        <source>at least 3 Fumaroles in its two rows</source>
        <translation>mindestens 3 Fumarolen in den beiden Reihen</translation>
    </message>
    <message>
        <source>Boung</source>
        <translation>Boung</translation>
    </message>
    <message>
        <source>at least 2 dimensional portals in its two rows</source>
        <translation>mindestens 2 Dimensionsportale in den beiden Reihen</translation>
    </message>
    <message>
        <source>Roro</source>
        <translation>Roro</translation>
    </message>
    <message>
        <source>at least 4 different animals in its two rows</source>
        <translation>mindestens 4 verschiedene Tiere in den beiden Reihen</translation>
    </message>
    <message>
        <source>Rumph</source>
        <translation>Rumph</translation>
    </message>
    <message>
        <source>at least 3 Volcanoes in its two rows</source>
        <translation>mindestens 3 Vulkane in den beiden Reihen</translation>
    </message>
</context>
<context>
    <name>StrangeWorldRules</name>
    <message>
        <source># The goal</source>
        <translation># Das Ziel</translation>
    </message>
    <message>
        <source>High above the clouds, every player builds a strange World of sixteen land cards laid out in a square of four cards by four, over five rounds. Mountains, water, forests full of animals, swamps, moons and volcanoes all score stars (☆) in their own way, but careless building wakes the Tzimimes, who turn cards face down. The World with the most stars wins. One to four people can play; alone, you aim for the best rank you can reach.</source>
        <translation>Hoch über den Wolken baut jede Person in fünf Runden eine seltsame Welt aus sechzehn Landschaftskarten, ausgelegt als Quadrat aus vier mal vier Karten. Berge, Wasser, Wälder voller Tiere, Sümpfe, Monde und Vulkane bringen auf ihre eigene Weise Sterne (☆), doch wer unvorsichtig baut, weckt die Tzimimes, und die verdecken Karten. Die Welt mit den meisten Sternen gewinnt. Es spielen eine bis vier Personen; allein strebst du den besten Rang an, den du erreichen kannst.</translation>
    </message>
    <message>
        <source># The cards</source>
        <translation># Die Karten</translation>
    </message>
    <message>
        <source>Land cards show one to three icons: Mountain, Water, Plant, Swamp or Volcano. Every Plant comes with an animal: Rat, Deer, Spirit, Goat, Phoenix or Snake, and the Bear on one start card. A Moon card shows a Moon and nothing else. Some cards with a single icon also show half of a dimensional portal on their left and right edges: these are the portal cards. The back of every land card shows the Tzimimes.</source>
        <translation>Landschaftskarten zeigen ein bis drei Symbole: Berg, Wasser, Pflanze, Sumpf oder Vulkan. Zu jeder Pflanze gehört ein Tier: Ratte, Hirsch, Geist, Ziege, Phönix oder Schlange, dazu der Bär auf einer Startkarte. Eine Mondkarte zeigt nur einen Mond. Manche Karten mit einem einzigen Symbol zeigen außerdem an ihrem linken und rechten Rand ein halbes Dimensionsportal: das sind die Portalkarten. Auf der Rückseite jeder Landschaftskarte sind die Tzimimes zu sehen.</translation>
    </message>
    <message>
        <source>Beside the land cards there are four start cards (Water, Mountain, Plant with the Bear, Swamp) with no Tzimimes on their back, 11 Fumaroles, five Dark Cities worth 9, 7, 5, 4 and 4☆, eight Travellers and the Sun card.</source>
        <translation>Neben den Landschaftskarten gibt es vier Startkarten (Wasser, Berg, Pflanze mit dem Bären, Sumpf) ohne Tzimimes auf der Rückseite, 11 Fumarolen, fünf Düstere Städte mit 9, 7, 5, 4 und 4☆, acht Reisende und die Sonnenkarte.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Vorbereitung</translation>
    </message>
    <message>
        <source>Each player receives a start card, face up: it is the first card of their World. Unused start cards go back in the box. The land cards for the number of players are shuffled into a face-down deck. The Dark Cities form one stack with the 9 on top, then 7, 5, 4 and 4. The Fumaroles and the Travellers are laid beside them, and everyone may take any Traveller that is still there.</source>
        <translation>Alle erhalten eine Startkarte, offen: Sie ist die erste Karte der eigenen Welt. Nicht benötigte Startkarten kommen zurück in die Schachtel. Die Landschaftskarten für die Personenzahl werden gemischt und bilden einen verdeckten Stapel. Die Düsteren Städte bilden einen Stapel mit der 9 oben, dann 7, 5, 4 und 4. Die Fumarolen und die Reisenden liegen daneben, und jeder Reisende, der noch dort liegt, darf genommen werden.</translation>
    </message>
    <message>
        <source># A round</source>
        <translation># Eine Runde</translation>
    </message>
    <message>
        <source>1. Deal: every player receives three land cards, which they keep secret.</source>
        <translation>1. Austeilen: Alle erhalten drei Landschaftskarten, die sie geheim halten.</translation>
    </message>
    <message>
        <source>2. Draft: everyone picks two of their cards in secret and gives them to the neighbour the Sun points to, all at the same time. With the cards received, everyone again holds three; each then picks one card in secret and passes it the same way. On the table, the players choose one after another and nobody sees a choice before the last one is made.</source>
        <translation>2. Draft: Alle wählen geheim zwei ihrer Karten und geben sie gleichzeitig an die Person weiter, auf die die Sonne zeigt. Mit den erhaltenen Karten haben wieder alle drei Karten; dann wählt jede Person geheim eine Karte und gibt sie in dieselbe Richtung weiter. Am Bildschirm wählen alle nacheinander, und niemand sieht eine Wahl, bevor die letzte getroffen ist.</translation>
    </message>
    <message>
        <source>3. Placing: starting with the Sun holder and following the Sun, each player in turn places one card from their hand face up in their own World, until everyone has placed all three cards. A card goes next to a card already in the World, side by side (not corner to corner), and the World must always fit inside a square of four cards by four. A card may never go past a side closed by a Traveller.</source>
        <translation>3. Legen: Beginnend bei der Person mit der Sonnenkarte und der Sonne folgend legt reihum jede Person eine Karte aus der Hand offen in die eigene Welt, bis alle ihre drei Karten gelegt haben. Eine Karte kommt neben eine Karte, die schon in der Welt liegt, Seite an Seite (nicht Ecke an Ecke), und die Welt muss immer in ein Quadrat aus vier mal vier Karten passen. Eine Karte darf nie über eine Seite hinaus gelegt werden, die ein Reisender begrenzt.</translation>
    </message>
    <message>
        <source>After the fifth round every World is a full square of sixteen cards and the stars are counted.</source>
        <translation>Nach der fünften Runde ist jede Welt ein volles Quadrat aus sechzehn Karten, und die Sterne werden gezählt.</translation>
    </message>
    <message>
        <source># The desolation of the Tzimimes</source>
        <translation># Die Verwüstung durch die Tzimimes</translation>
    </message>
    <message>
        <source>Each time a card is placed, check whether it wakes the Tzimimes. If it does, it is turned face down at once: it keeps its place in the square but shows nothing, has no portal and scores nothing. A card wakes them when:</source>
        <translation>Jedes Mal, wenn eine Karte gelegt wird, prüfe, ob sie die Tzimimes weckt. Wenn ja, wird sie sofort verdeckt: Sie behält ihren Platz im Quadrat, zeigt aber nichts, hat kein Portal und bringt nichts. Eine Karte weckt sie, wenn:</translation>
    </message>
    <message>
        <source>The last two are duties, not choices. A card with a Volcano must go next to a card that a Fumarole can cover, and a portal card must not go where its only portal neighbours already belong to completed portals. Only when every place the card may take breaks its duty do you put it on one of them, and there it is turned face down; on the table, the places that break it are not lit for that card while another place is left. Water, Swamps and Moons stay your choice: you may put them where the Tzimimes wake, and lose the card.</source>
        <translation>Die letzten beiden Fälle sind Pflichten, keine Wahl. Eine Karte mit Vulkan muss neben eine Karte gelegt werden, die eine Fumarole bedecken kann, und eine Portalkarte darf nicht dorthin, wo ihre einzigen Nachbarkarten mit Portal schon zu vollendeten Portalen gehören. Nur wenn jeder Platz, den die Karte einnehmen darf, ihre Pflicht verletzt, legst du sie auf einen davon, und dort wird sie verdeckt; auf dem Tisch leuchten die Plätze, die sie verletzen, für diese Karte nicht auf, solange ein anderer Platz bleibt. Wasser, Sümpfe und Monde bleiben deine Wahl: Du darfst sie dorthin legen, wo die Tzimimes erwachen, und verlierst die Karte.</translation>
    </message>
    <message>
        <source>Moons also fear what comes above them: placing a card in a row above a Moon turns that Moon face down. So only Moons in the final top row survive. Face-down cards and Fumaroles show no icons, so they never wake the Tzimimes themselves. The Tzimimes are checked before any portal or eruption.</source>
        <translation>Monde fürchten auch, was über ihnen entsteht: Wird eine Karte in eine Reihe über einem Mond gelegt, wird dieser Mond verdeckt. Nur Monde in der endgültigen obersten Reihe überleben also. Verdeckte Karten und Fumarolen zeigen keine Symbole und wecken die Tzimimes deshalb nie selbst. Die Tzimimes werden vor jedem Portal und jedem Ausbruch geprüft.</translation>
    </message>
    <message>
        <source># Dimensional portals and Travellers</source>
        <translation># Dimensionsportale und Reisende</translation>
    </message>
    <message>
        <source>A random player takes the Sun card (in New Game, the players may instead name the seat that takes it). Its arrow shows the direction of the round: cards are passed and turns are taken that way, clockwise or anticlockwise. With three or four players, the holder chooses which way it points at the start of each round; with two players the direction makes no difference.</source>
        <translation>Eine ausgeloste Person nimmt die Sonnenkarte (im Dialog „Neue Partie“ lässt sich stattdessen der Platz festlegen, der sie nimmt). Ihr Pfeil zeigt die Richtung der Runde: In diese Richtung werden Karten weitergegeben und Züge gemacht, im oder gegen den Uhrzeigersinn. Zu dritt oder zu viert wählt, wer sie hält, zu Beginn jeder Runde ihre Richtung; zu zweit spielt die Richtung keine Rolle.</translation>
    </message>
    <message>
        <source>When you complete a portal you may at once welcome any Traveller still available, or nobody. Place it at the end of the portal&apos;s row, on the left or the right of your World, overlapping the row above or the row below: those two rows are its rows. A Traveller is not part of the square, and it closes that side: your World may no longer grow past it. All your Travellers go on the side of your first one. If every spot for a new Traveller is already taken by another, the two may share a spot.</source>
        <translation>Wer ein Portal vollendet, darf sofort einen noch verfügbaren Reisenden empfangen, oder niemanden. Er kommt ans Ende der Reihe des Portals, links oder rechts der eigenen Welt, und überlappt die Reihe darüber oder darunter: Das sind seine beiden Reihen. Ein Reisender gehört nicht zum Quadrat und begrenzt diese Seite: Die Welt darf nicht mehr über ihn hinauswachsen. Alle deine Reisenden kommen auf die Seite des ersten. Ist jeder mögliche Platz für einen neuen Reisenden schon von einem anderen belegt, dürfen sich die beiden einen Platz teilen.</translation>
    </message>
    <message>
        <source>A portal card covered later by a Fumarole does not send its Traveller away.</source>
        <translation>Wird eine Portalkarte später von einer Fumarole bedeckt, bleibt ihr Reisender trotzdem.</translation>
    </message>
    <message>
        <source># Volcanoes, Fumaroles and Dark Cities</source>
        <translation># Vulkane, Fumarolen und Düstere Städte</translation>
    </message>
    <message>
        <source>Each land card carries a mark for the number of players. Alone you use the 21 cards marked 1+; with two players add those marked 2+ (38 cards), with three add 3+ as well (45 cards), and with four add the cards marked 4 (60 cards). In this app, the four-player deck is a consistent deck of 60 cards that contains the three-player deck; the publisher&apos;s own list for four players does not add up.</source>
        <translation>Jede Landschaftskarte trägt eine Markierung für die Personenzahl. Allein nimmst du die 21 Karten mit 1+; zu zweit kommen die mit 2+ hinzu (38 Karten), zu dritt auch die mit 3+ (45 Karten) und zu viert die mit 4 (60 Karten). In dieser App gilt: Das Deck für vier ist ein stimmiges Deck aus 60 Karten, das das Deck für drei enthält; die Liste des Verlags für vier Personen geht nicht auf.</translation>
    </message>
    <message>
        <source>4. End of the round: the Sun card passes to the player on the left, who chooses its new direction when there are three or four players. In this app, the Sun card passes with two players too, so the players take turns to place first.</source>
        <translation>4. Rundenende: Die Sonnenkarte geht an die Person links, die bei drei oder vier Personen ihre neue Richtung wählt. In dieser App gilt: Auch zu zweit wandert die Sonnenkarte weiter, sodass abwechselnd zuerst gelegt wird.</translation>
    </message>
    <message>
        <source>- it shows Water and lies next to a card showing Water;</source>
        <translation>- sie Wasser zeigt und neben einer Karte mit Wasser liegt;</translation>
    </message>
    <message>
        <source>- it shows a Swamp in a row that already shows a Swamp, even far away;</source>
        <translation>- sie einen Sumpf in einer Reihe zeigt, die schon einen Sumpf zeigt, auch weit entfernt;</translation>
    </message>
    <message>
        <source>- it is a Moon placed anywhere but in the top row of the World;</source>
        <translation>- sie ein Mond ist, der nicht in die oberste Reihe der Welt gelegt wird;</translation>
    </message>
    <message>
        <source>- it is a portal card whose only portal neighbours, left or right, already belong to a completed portal;</source>
        <translation>- sie eine Portalkarte ist, deren einzige Nachbarkarten mit Portal, links oder rechts, schon zu einem vollendeten Portal gehören;</translation>
    </message>
    <message>
        <source>- it shows a Volcano and no card next to it can be covered by a Fumarole.</source>
        <translation>- sie einen Vulkan zeigt und keine Karte daneben von einer Fumarole bedeckt werden kann.</translation>
    </message>
    <message>
        <source>In this app, each duty is about its own desolation only, so a place where a Volcano could erupt keeps its duty even if Water beside Water turns the card face down there. The Volcano portal card has both duties: it goes where it keeps both whenever such a place is left, and anywhere otherwise.</source>
        <translation>In dieser App gilt: Jede Pflicht betrifft nur ihre eigene Verwüstung. Auf einem Platz, an dem ein Vulkan ausbrechen könnte, erfüllt er seine Pflicht also auch dann, wenn die Karte dort durch Wasser neben Wasser verdeckt wird. Das Vulkanportal hat beide Pflichten: Es kommt dorthin, wo es beide erfüllt, solange ein solcher Platz bleibt, und sonst überallhin.</translation>
    </message>
    <message>
        <source>Two portal cards side by side in the same row complete a dimensional portal. A card belongs to one portal at most. In this app, if a new portal card lands between two portal cards that are both still free, its player chooses which of them it joins.</source>
        <translation>Zwei Portalkarten nebeneinander in derselben Reihe vollenden ein Dimensionsportal. Eine Karte gehört höchstens zu einem Portal. In dieser App gilt: Landet eine neue Portalkarte zwischen zwei Portalkarten, die beide noch frei sind, wählt die Person, die sie legt, mit welcher sie sich verbindet.</translation>
    </message>
    <message>
        <source>In this app, the Traveller stands just past the outermost column of the World on its side, so that column becomes the World&apos;s edge. Its second row may be a row the World has not reached yet, as long as the finished square may still include it. A spot is taken when another Traveller already covers one of its rows.</source>
        <translation>In dieser App gilt: Der Reisende steht direkt hinter der äußersten Spalte der Welt auf seiner Seite, und diese Spalte wird zum Rand der Welt. Seine zweite Reihe darf eine Reihe sein, die die Welt noch nicht erreicht hat, solange das fertige Quadrat sie noch enthalten kann. Ein Platz ist belegt, wenn schon ein anderer Reisender eine seiner Reihen überdeckt.</translation>
    </message>
    <message>
        <source>When a card with a Volcano is placed and stays face up, it erupts: its player covers one card next to it with a Fumarole. That card may be face up or face down, but never another Fumarole. A covered card shows nothing and scores nothing. In this app, a Volcano no longer erupts once the Fumaroles run out.</source>
        <translation>Wird eine Karte mit Vulkan gelegt und bleibt sie offen, bricht sie aus: Wer sie gelegt hat, bedeckt eine benachbarte Karte mit einer Fumarole. Diese Karte darf offen oder verdeckt sein, aber nie eine andere Fumarole. Eine bedeckte Karte zeigt nichts und bringt nichts. In dieser App gilt: Sind die Fumarolen aufgebraucht, bricht kein Vulkan mehr aus.</translation>
    </message>
    <message>
        <source>When a Fumarole lands next to another Fumarole, the highest Dark City still available is placed where they meet, and scores its stars at the end. Each Fumarole can be part of one Dark City only, and when the Dark Cities are gone no more are built. In this app, if the new Fumarole touches two lone Fumaroles, the Dark City goes with the first of them, looking above, left, right, then below.</source>
        <translation>Landet eine Fumarole neben einer anderen Fumarole, kommt die höchste noch verfügbare Düstere Stadt an ihre Verbindungsstelle und bringt am Ende ihre Sterne. Jede Fumarole kann nur zu einer Düsteren Stadt gehören, und sind die Düsteren Städte aufgebraucht, entstehen keine mehr. In dieser App gilt: Berührt die neue Fumarole zwei einzelne Fumarolen, gehört die Düstere Stadt zur ersten, gesucht wird oben, links, rechts, dann unten.</translation>
    </message>
    <message>
        <source># Scoring</source>
        <translation># Wertung</translation>
    </message>
    <message>
        <source>Only cards that show their face score: face-down cards and cards under a Fumarole show no icons.</source>
        <translation>Nur Karten, die ihre Vorderseite zeigen, bringen Punkte: Verdeckte Karten und Karten unter einer Fumarole zeigen keine Symbole.</translation>
    </message>
    <message>
        <source>Mountains: 1☆ for each Mountain icon in your largest range, the biggest group of side-by-side cards showing Mountains. A card with two Mountains counts two.</source>
        <translation>Berge: 1☆ für jedes Bergsymbol in deinem größten Massiv, der größten Gruppe benachbarter Karten, die Berge zeigen. Eine Karte mit zwei Bergen zählt doppelt.</translation>
    </message>
    <message>
        <source>Water: each card showing Water scores 1☆ for each card next to it that is not face down. A Fumarole next to it counts.</source>
        <translation>Wasser: Jede Karte mit Wasser bringt 1☆ für jede benachbarte Karte, die nicht verdeckt ist. Eine benachbarte Fumarole zählt.</translation>
    </message>
    <message>
        <source>Animals: 2☆ for each different animal in your World.</source>
        <translation>Tiere: 2☆ für jedes verschiedene Tier in deiner Welt.</translation>
    </message>
    <message>
        <source>Swamps: 3☆ for each Swamp.</source>
        <translation>Sümpfe: 3☆ für jeden Sumpf.</translation>
    </message>
    <message>
        <source>Moons: each Moon looks at the card just below it. For each kind of icon that card shows, the Moon scores 2☆ for every icon of that kind in its column below it, that card included. A Moon above a face-down card or a Fumarole scores nothing.</source>
        <translation>Monde: Jeder Mond schaut auf die Karte direkt unter ihm. Für jede Symbolart, die diese Karte zeigt, bringt der Mond 2☆ für jedes Symbol dieser Art in seiner Spalte unter ihm, diese Karte eingeschlossen. Ein Mond über einer verdeckten Karte oder einer Fumarole bringt nichts.</translation>
    </message>
    <message>
        <source>Dark Cities: the stars printed on each of your Dark Cities.</source>
        <translation>Düstere Städte: die aufgedruckten Sterne jeder deiner Düsteren Städte.</translation>
    </message>
    <message>
        <source>Travellers: 5☆ each, plus their bonus if their goal is met in their two rows: Splash +5 with at least 3 Water; Burk +4 with a Swamp in each row; Kark +6 with at least 5 Mountains; Floulou +8 with at least 2 each of Plant, Water, Mountain and Swamp; Pshit +5 with at least 3 Fumaroles; Boung +8 with at least 2 portals; Roro +4 with at least 4 different animals; Rumph +6 with at least 3 Volcanoes. In this app, Boung counts a portal while both of its cards still show.</source>
        <translation>Reisende: je 5☆, dazu ihr Bonus, wenn ihr Ziel in ihren beiden Reihen erfüllt ist: Splash +5 mit mindestens 3 Wasser; Burk +4 mit einem Sumpf in jeder Reihe; Kark +6 mit mindestens 5 Bergen; Floulou +8 mit mindestens je 2 Pflanzen, Wasser, Bergen und Sümpfen; Pshit +5 mit mindestens 3 Fumarolen; Boung +8 mit mindestens 2 Portalen; Roro +4 mit mindestens 4 verschiedenen Tieren; Rumph +6 mit mindestens 3 Vulkanen. In dieser App gilt: Boung zählt ein Portal, solange beide Karten noch zu sehen sind.</translation>
    </message>
    <message>
        <source>The player with the most stars wins. In this app, players who tie for the most stars share the win.</source>
        <translation>Wer die meisten Sterne hat, gewinnt. In dieser App gilt: Bei Gleichstand um die meisten Sterne wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>A completed portal, Water beside Swamp: Splash came through it and stands on the right of rows 3 and 4.</source>
        <translation>Ein vollendetes Portal, Wasser neben Sumpf: Splash ist hindurchgekommen und steht rechts von den Reihen 3 und 4.</translation>
    </message>
    <message>
        <source>The Tzimimes at work: a Moon below the top row, Water next to Water and a second Swamp in a row all lie face down.</source>
        <translation>Die Tzimimes bei der Arbeit: Ein Mond unter der obersten Reihe, Wasser neben Wasser und ein zweiter Sumpf in einer Reihe liegen alle verdeckt.</translation>
    </message>
    <message>
        <source>Two Volcanoes erupted side by side: their Fumaroles meet, and the 9☆ Dark City rises between them.</source>
        <translation>Zwei Vulkane nebeneinander sind ausgebrochen: Ihre Fumarolen treffen sich, und die Düstere Stadt mit 9☆ erhebt sich zwischen ihnen.</translation>
    </message>
    <message>
        <source>A finished World: largest range 3☆, Water 11☆, five animals 10☆, three Swamps 9☆, Moons 6☆, a Dark City 9☆ and Splash 5☆ without its bonus: 53☆.</source>
        <translation>Eine fertige Welt: größtes Massiv 3☆, Wasser 11☆, fünf Tiere 10☆, drei Sümpfe 9☆, Monde 6☆, eine Düstere Stadt 9☆ und Splash 5☆ ohne Bonus: 53☆.</translation>
    </message>
    <message>
        <source># Playing alone</source>
        <translation># Allein spielen</translation>
    </message>
    <message>
        <source>Shuffle the 21 cards marked 1+ into seven face-down stacks of three and turn up the top card of each. Draw a random start card. Shuffle the Travellers, turn three of them up: only those may be welcomed.</source>
        <translation>Mische die 21 Karten mit 1+ zu sieben verdeckten Stapeln aus je drei Karten und decke die oberste Karte jedes Stapels auf. Ziehe eine zufällige Startkarte. Mische die Reisenden und decke drei auf: Nur diese können empfangen werden.</translation>
    </message>
    <message>
        <source>Each turn, take one stack: place its face-up card first, then turn up its other two cards and place them in the order you like. All the usual rules of placing apply. After five turns your World is a full square, and two stacks are left over.</source>
        <translation>In jedem Zug nimmst du einen Stapel: Lege zuerst seine offene Karte, decke dann die beiden anderen auf und lege sie in beliebiger Reihenfolge. Alle üblichen Legeregeln gelten. Nach fünf Zügen ist deine Welt ein volles Quadrat, und zwei Stapel bleiben übrig.</translation>
    </message>
    <message>
        <source>Your rank: 59☆ or less, a Tzimime gobbles you up; 60 to 69☆, a good start, but the Tzimimes chase you out of the sky; 70 to 74☆, the Tzimimes are calm and put up with you; 75 to 79☆, they are impressed and you are at home; 80☆ or more, they bow to you and the strange World is yours.</source>
        <translation>Dein Rang: 59☆ oder weniger, ein Tzimime verschlingt dich; 60 bis 69☆, ein guter Anfang, aber die Tzimimes jagen dich vom Himmel; 70 bis 74☆, die Tzimimes bleiben ruhig und dulden dich; 75 bis 79☆, sie sind beeindruckt und du bist hier zu Hause; 80☆ oder mehr, sie verneigen sich, und die seltsame Welt gehört dir.</translation>
    </message>
</context>
<context>
    <name>StrangeWorldTable</name>
    <message>
        <source>Drag a card from your hand to a lit place of your World (or click it, then the place).</source>
        <translation>Ziehe eine Karte aus deiner Hand auf einen hervorgehobenen Platz deiner Welt (oder klicke sie an, dann den Platz).</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to give to {name}, then Pass; or drag them onto {name}&apos;s World.</source>
        <translation>
            <numerusform>Klicke %n Karte an, die du {name} gibst, und gib sie dann weiter – oder zieh sie auf die Welt von {name}.</numerusform>
            <numerusform>Klicke die %n Karten an, die du {name} gibst, und gib sie dann weiter – oder zieh sie auf die Welt von {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass them to {name}</source>
        <translation>An {name} weitergeben</translation>
    </message>
    <message>
        <source>You hold the Sun: choose the way cards pass and turns go this round.</source>
        <translation>Du hast die Sonne: Wähle die Richtung für Karten und Züge in dieser Runde.</translation>
    </message>
    <message>
        <source>Your card lies between two free portal cards: click the one it joins.</source>
        <translation>Deine Karte liegt zwischen zwei freien Portalkarten: Klicke die an, mit der sie das Portal bildet.</translation>
    </message>
    <message>
        <source>Complete the portal with this card</source>
        <translation>Das Portal mit dieser Karte vervollständigen</translation>
    </message>
    <message>
        <source>A dimensional portal opened: click a Traveller, then where it stands beside your World.</source>
        <translation>Ein Dimensionsportal hat sich geöffnet: Klicke einen Reisenden an, dann den Platz neben deiner Welt.</translation>
    </message>
    <message>
        <source>Click where {traveller} stands beside your World, or another Traveller.</source>
        <translation>Klicke an, wo {traveller} neben deiner Welt steht, oder einen anderen Reisenden.</translation>
    </message>
    <message>
        <source>&amp;Clockwise ↻</source>
        <translation>Im &amp;Uhrzeigersinn ↻</translation>
    </message>
    <message>
        <source>&amp;Anticlockwise ↺</source>
        <translation>&amp;Gegen den Uhrzeigersinn ↺</translation>
    </message>
    <message>
        <source>Welcome &amp;nobody</source>
        <translation>&amp;Niemanden aufnehmen</translation>
    </message>
    <message>
        <source>Your Volcano erupts: click the card its Fumarole covers.</source>
        <translation>Dein Vulkan bricht aus: Klicke die Karte an, die seine Fumarole bedeckt.</translation>
    </message>
    <message>
        <source>Cover this card with a Fumarole</source>
        <translation>Diese Karte mit einer Fumarole bedecken</translation>
    </message>
    <message>
        <source>Take a stack: click it. Its face-up card comes first, then its other two in the order you like.</source>
        <translation>Nimm einen Stapel: Klicke ihn an. Zuerst kommt seine offene Karte, dann die anderen beiden in der Reihenfolge deiner Wahl.</translation>
    </message>
    <message>
        <source>Take this stack</source>
        <translation>Diesen Stapel nehmen</translation>
    </message>
    <message>
        <source>Face down: the Tzimimes came. It shows and scores nothing.</source>
        <translation>Verdeckt: Die Tzimimes waren da. Sie zeigt nichts und bringt nichts.</translation>
    </message>
    <message>
        <source>{card}, under a Fumarole: it shows and scores nothing.</source>
        <translation>{card}, unter einer Fumarole: Sie zeigt nichts und bringt nichts.</translation>
    </message>
    <message>
        <source>Dark City: {points}☆</source>
        <translation>Düstere Stadt: {points}☆</translation>
    </message>
    <message>
        <source>{name}: 5☆, and {bonus}☆ more with {goal}</source>
        <translation>{name}: 5☆, dazu {bonus}☆ – Ziel: {goal}</translation>
    </message>
    <message numerus="yes">
        <source>Land deck: %n cards</source>
        <translation>
            <numerusform>Stapel der Landschaftskarten: %n Karte</numerusform>
            <numerusform>Stapel der Landschaftskarten: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumaroles left: %n</source>
        <translation>
            <numerusform>Übrige Fumarolen: %n</numerusform>
            <numerusform>Übrige Fumarolen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dark Cities left: %n (the highest is taken first)</source>
        <translation>
            <numerusform>Übrige Düstere Städte: %n (die höchste wird zuerst genommen)</numerusform>
            <numerusform>Übrige Düstere Städte: %n (die höchste wird zuerst genommen)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s World: {points}☆</source>
        <translation>Welt von {name}: {points}☆</translation>
    </message>
    <message>
        <source>The Sun card: cards pass and turns go clockwise, to the left.</source>
        <translation>Die Sonnenkarte: Karten und Züge gehen im Uhrzeigersinn, nach links.</translation>
    </message>
    <message>
        <source>The Sun card: cards pass and turns go anticlockwise, to the right.</source>
        <translation>Die Sonnenkarte: Karten und Züge gehen gegen den Uhrzeigersinn, nach rechts.</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message>
        <source>Round {round}/{rounds} · {step}</source>
        <translation>Runde {round}/{rounds} · {step}</translation>
    </message>
    <message>
        <source>Turn {round}/{rounds} · {step}</source>
        <translation>Zug {round}/{rounds} · {step}</translation>
    </message>
    <message>
        <source>Sun card</source>
        <translation>Sonnenkarte</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>taking a stack</source>
        <translation>Stapel nehmen</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Round {round}/{rounds} begins</source>
        <translation>Runde {round}/{rounds} beginnt</translation>
    </message>
    <message>
        <source>The last round begins: {round}/{rounds}</source>
        <translation>Die letzte Runde beginnt: {round}/{rounds}</translation>
    </message>
    <message>
        <source>Turn {round}/{rounds} begins</source>
        <translation>Zug {round}/{rounds} beginnt</translation>
    </message>
    <message>
        <source>A Dark City rises: {points}☆ for {name}</source>
        <translation>Eine Düstere Stadt entsteht: {points}☆ für {name}</translation>
    </message>
    <message>
        <source>A Dark City rises in your World: {points}☆</source>
        <translation>In deiner Welt entsteht eine Düstere Stadt: {points}☆</translation>
    </message>
    <message>
        <source>{name} welcomes {traveller}</source>
        <translation>{name} empfängt {traveller}</translation>
    </message>
    <message>
        <source>You welcome {traveller}</source>
        <translation>Du empfängst {traveller}</translation>
    </message>
    <message>
        <source>Dark City</source>
        <translation>Düstere Stadt</translation>
    </message>
    <message>
        <source>Worth {points}☆. A Dark City rises where two Fumaroles meet, the highest left first.</source>
        <translation>Wert: {points}☆. Eine Düstere Stadt entsteht, wo zwei Fumarolen aneinanderstoßen, die höchste übrige zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>The next Dark City to rise is worth {points}☆. %n are left; they rise where two Fumaroles meet.</source>
        <translation>
            <numerusform>Die nächste Düstere Stadt ist {points}☆ wert. Es ist noch %n übrig; sie entstehen, wo zwei Fumarolen aneinanderstoßen.</numerusform>
            <numerusform>Die nächste Düstere Stadt ist {points}☆ wert. Es sind noch %n übrig; sie entstehen, wo zwei Fumarolen aneinanderstoßen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Traveller stands beside a World, over two rows. It scores 5☆, and {bonus}☆ more with {goal}.</source>
        <translation>Ein Reisender steht neben einer Welt, über zwei Reihen. Er bringt 5☆ und {bonus}☆ mehr mit {goal}.</translation>
    </message>
    <message>
        <source>Under the mouse: {card}</source>
        <translation>Unter der Maus: {card}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du am Zug bist.</translation>
    </message>
    <message>
        <source>A card cannot go there.</source>
        <translation>Hierhin kann keine Karte gelegt werden.</translation>
    </message>
    <message>
        <source>Arrows: choose a place · R: turn · Enter: play · Esc: cancel</source>
        <translation>Pfeiltasten: Platz wählen · R: drehen · Enter: spielen · Esc: abbrechen</translation>
    </message>
    <message>
        <source>Click a lit place to play the card there · Esc: cancel</source>
        <translation>Klicke auf einen hervorgehobenen Platz, um die Karte dorthin zu spielen · Esc: abbrechen</translation>
    </message>
    <message>
        <source>The card does not fit here turned like this: press R to turn it.</source>
        <translation>Die Karte passt so gedreht nicht hierher: Drücke R, um sie zu drehen.</translation>
    </message>
    <message>
        <source>The card fits here as you hold it.</source>
        <translation>Die Karte passt hierher, so wie du sie hältst.</translation>
    </message>
    <message>
        <source>This card has no legal place right now.</source>
        <translation>Diese Karte kann gerade nirgends gelegt werden.</translation>
    </message>
    <message>
        <source>Your move waits: play it now or take it back first.</source>
        <translation>Dein Zug wartet: spiele ihn jetzt oder nimm ihn zuerst zurück.</translation>
    </message>
    <message>
        <source>Something went wrong, and nothing was played. The details are in {path}.</source>
        <translation>Etwas ist schiefgegangen, und nichts wurde gespielt. Die Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Unentschieden: Niemand gewinnt.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>The table&apos;s join code: it says the same as the address, with a check letter</source>
        <translation>Der Beitrittscode des Tisches: er sagt dasselbe wie die Adresse, mit einem Prüfbuchstaben</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Verbindung verloren: neuer Versuch …</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (schaut zu)</translation>
    </message>
    <message>
        <source>Table and chat</source>
        <translation>Tisch und Chat</translation>
    </message>
    <message>
        <source>Others join with this address or code (Game → Join a Table…):</source>
        <translation>Die anderen treten mit dieser Adresse oder diesem Code bei (Spiel → Einem Tisch beitreten…):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Waiting for {user}</source>
        <translation>Wartet auf {user}</translation>
    </message>
    <message>
        <source>{seat}: waiting for {user}</source>
        <translation>{seat}: wartet auf {user}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Platz {number}:</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s invitation, to pass it on to the one person it is for</source>
        <translation>Die Einladung für diesen Platz kopieren, um sie an die eine Person weiterzugeben, für die sie gedacht ist</translation>
    </message>
    <message>
        <source>Homeserver away: the game waits</source>
        <translation>Heimserver fort: Das Spiel wartet</translation>
    </message>
    <message>
        <source>{name}: </source>
        <comment>a chat line&apos;s author, before what they said</comment>
        <translation>{name}: </translation>
    </message>
    <message>
        <source>Said while you were away:</source>
        <translation>Gesagt, während du weg warst:</translation>
    </message>
    <message>
        <source>Earlier at this table:</source>
        <translation>Vorher an diesem Tisch:</translation>
    </message>
    <message>
        <source>Copy the address, to pass it on</source>
        <translation>Die Adresse kopieren, um sie weiterzugeben</translation>
    </message>
    <message>
        <source>Copy the join code, to pass it on</source>
        <translation>Den Beitrittscode kopieren, um ihn weiterzugeben</translation>
    </message>
    <message>
        <source>The table is a room on Matrix. Those you invited join it; its link, to find it again:</source>
        <translation>Der Tisch ist ein Raum auf Matrix. Wen du eingeladen hast, tritt ihm bei; sein Link, um ihn wiederzufinden:</translation>
    </message>
    <message>
        <source>Copy the room&apos;s link, to pass it on</source>
        <translation>Den Link des Raums kopieren, um ihn weiterzugeben</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Einladen…</translation>
    </message>
    <message>
        <source>Invite someone to the table by their Matrix ID, for a seat still free</source>
        <translation>Jemanden mit seiner Matrix-ID zum Tisch einladen, für einen noch freien Platz</translation>
    </message>
    <message>
        <source>Adjourn…</source>
        <translation>Unterbrechen…</translation>
    </message>
    <message>
        <source>Go Back to the Table</source>
        <translation>Zurück an den Tisch</translation>
    </message>
    <message>
        <source>Take your seat again, once the table is open again</source>
        <translation>Deinen Platz wieder einnehmen, sobald der Tisch wieder eröffnet ist</translation>
    </message>
    <message>
        <source>Stop the game here for everyone; the host can open the table again later and all go on.</source>
        <translation>Die Partie hier für alle anhalten; wer den Tisch ausrichtet, kann ihn später wieder eröffnen, und alle spielen weiter.</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sag etwas…</translation>
    </message>
    <message>
        <source>Say something to the table: Enter sends it, Esc goes back to the game.</source>
        <translation>Sag etwas an den Tisch: Eingabe schickt es ab, Esc geht zurück zur Partie.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Seats kept for someone invited: give each person their own code (it takes that seat only).</source>
        <translation>Plätze für eingeladene Personen: Gib jeder Person ihren eigenen Code (er gilt nur für diesen Platz).</translation>
    </message>
    <message>
        <source>Its certificate: {fingerprint}</source>
        <translation>Sein Zertifikat: {fingerprint}</translation>
    </message>
    <message>
        <source>The connection is encrypted. Whoever joined by an address rather than a join code can compare these letters with the ones beside the host&apos;s table: the same, it is the right table.</source>
        <translation>Die Verbindung ist verschlüsselt. Wer per Adresse statt per Beitrittscode beigetreten ist, kann diese Zeichen mit denen neben dem Tisch des Gastgebers vergleichen: Sind sie gleich, ist es der richtige Tisch.</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours ago</source>
        <translation>
            <numerusform>vor %n Stunde</numerusform>
            <numerusform>vor %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>on {date}</source>
        <translation>am {date}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Noch nicht begonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} with {players}: {progress}, {when}</source>
        <translation>{game} mit {players}: {progress}, {when}</translation>
    </message>
    <message>
        <source>being played here</source>
        <translation>wird hier gespielt</translation>
    </message>
    <message>
        <source>open in another window</source>
        <translation>in einem anderen Fenster geöffnet</translation>
    </message>
</context>
<context>
    <name>UnfinishedList</name>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message>
        <source>Step through the game so far, as its players saw it</source>
        <translation>Die Partie bis hierher durchgehen, wie die Mitspielenden sie sahen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Start a new game with Game → New… (Ctrl+N), or open a saved one.</source>
        <translation>Starte eine neue Partie mit Spiel → Neue Partie… (Strg+N) oder öffne eine gespeicherte.</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message>
        <source>Step through {file}, move by move</source>
        <translation>{file} Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Join a Table…</source>
        <translation>Einem Tisch beitreten…</translation>
    </message>
    <message>
        <source>Play at a table hosted on another computer, with its join code or address</source>
        <translation>An einem Tisch spielen, der auf einem anderen Computer bereitsteht, mit seinem Beitrittscode oder seiner Adresse</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>How to play:</source>
        <translation>Spielregeln:</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Letzte Partien:</translation>
    </message>
    <message>
        <source>Unfinished games:</source>
        <translation>Unterbrochene Partien:</translation>
    </message>
    <message>
        <source>Your tables with others:</source>
        <translation>Deine Tische mit anderen:</translation>
    </message>
</context>
</TS>
