<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>Cloud9</name>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranje</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>{a}, {b}, {c} and {d}</source>
        <translation>{a}, {b}, {c} en {d}</translation>
    </message>
    <message>
        <source>Cloud 9</source>
        <translation>Cloud 9</translation>
    </message>
    <message>
        <source>Ride a balloon up nine clouds and jump off before it falls.</source>
        <translation>Stijg met een ballon langs negen wolken en spring eruit voordat hij neerstort.</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} en {b}</translation>
    </message>
    <message>
        <source>{a}, {b} and {c}</source>
        <translation>{a}, {b} en {c}</translation>
    </message>
    <message>
        <source>Cloud 9 has no such move.</source>
        <translation>Die zet bestaat niet in Cloud 9.</translation>
    </message>
    <message>
        <source>{player} stays in the basket.</source>
        <translation>{player} blijft in de mand.</translation>
    </message>
    <message>
        <source>{player} pays with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>{player} betaalt met {cards}: de ballon bereikt wolk 9 en iedereen aan boord scoort 25 punten.</translation>
    </message>
    <message>
        <source>{player} pays with {cards}: the balloon rises to cloud {cloud}.</source>
        <translation>{player} betaalt met {cards}: de ballon stijgt naar wolk {cloud}.</translation>
    </message>
    <message>
        <source>{player} does not pay: the balloon falls from cloud {cloud}.</source>
        <translation>{player} betaalt niet: de ballon valt van wolk {cloud}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kleuren</translation>
    </message>
    <message>
        <source>The pilot may jump only when flying alone, before rolling.</source>
        <translation>De piloot mag alleen springen als niemand anders nog aan boord is, en dan vóór het gooien.</translation>
    </message>
    <message>
        <source>To stay aboard alone, roll the dice.</source>
        <translation>Om als enige aan boord te blijven, gooi je de dobbelstenen.</translation>
    </message>
    <message>
        <source>The pilot must roll the dice now.</source>
        <translation>De piloot moet nu de dobbelstenen gooien.</translation>
    </message>
    <message>
        <source>The pilot, alone aboard, must roll again or jump now.</source>
        <translation>De piloot, als enige aan boord, moet nu opnieuw gooien of springen.</translation>
    </message>
    <message>
        <source>A passenger must now jump or stay.</source>
        <translation>Een passagier moet nu springen of blijven.</translation>
    </message>
    <message>
        <source>The pilot must now pay for the climb or let the balloon fall.</source>
        <translation>De piloot moet nu de klim betalen of de ballon laten vallen.</translation>
    </message>
    <message>
        <source>You can only pay with cards from your hand, each once.</source>
        <translation>Je kunt alleen betalen met kaarten uit je hand, elke kaart één keer.</translation>
    </message>
    <message>
        <source>The roll asks for exactly {cards}, or one wild card.</source>
        <translation>Deze worp vraagt precies om {cards}, of om één joker.</translation>
    </message>
    <message>
        <source>{player} stays aboard alone and rolls {faces}.</source>
        <translation>{player} blijft als enige aan boord en gooit {faces}.</translation>
    </message>
    <message>
        <source>{player} rolls {faces}.</source>
        <translation>{player} gooit {faces}.</translation>
    </message>
    <message numerus="yes">
        <source>{player}, alone aboard, jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player}, als enige aan boord, springt bij wolk {cloud} en scoort %n punt.</numerusform>
            <numerusform>{player}, als enige aan boord, springt bij wolk {cloud} en scoort %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player} springt bij wolk {cloud} en scoort %n punt.</numerusform>
            <numerusform>{player} springt bij wolk {cloud} en scoort %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The climb is free: {player} takes the balloon to cloud 9 and everyone aboard scores 25.</source>
        <translation>De klim is gratis: {player} brengt de ballon naar wolk 9 en iedereen aan boord scoort 25 punten.</translation>
    </message>
    <message>
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; {player} pilots.</source>
        <translation>Reis {voyage} begint: iedereen stapt bij wolk 1 weer in de mand en trekt een kaart; {player} is de piloot.</translation>
    </message>
    <message>
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; you pilot.</source>
        <translation>Reis {voyage} begint: iedereen stapt bij wolk 1 weer in de mand en trekt een kaart; jij bent de piloot.</translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Reis {voyage} begint: iedereen stapt bij wolk 1 weer in de mand; {player} is de piloot. Maar %n speler kan een kaart trekken.</numerusform>
            <numerusform>Reis {voyage} begint: iedereen stapt bij wolk 1 weer in de mand; {player} is de piloot. Maar %n spelers kunnen een kaart trekken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Reis {voyage} begint: iedereen stapt bij wolk 1 weer in de mand; jij bent de piloot. Maar %n speler kan een kaart trekken.</numerusform>
            <numerusform>Reis {voyage} begint: iedereen stapt bij wolk 1 weer in de mand; jij bent de piloot. Maar %n spelers kunnen een kaart trekken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile was shuffled into a new one.</source>
        <translation>De trekstapel was op: de aflegstapel is tot een nieuwe geschud.</translation>
    </message>
    <message>
        <source>You stay aboard alone and roll only blanks: the climb is free.</source>
        <translation>Je blijft als enige aan boord en gooit alleen blanco vlakken: de klim is gratis.</translation>
    </message>
    <message>
        <source>You roll only blanks: the climb is free.</source>
        <translation>Je gooit alleen blanco vlakken: de klim is gratis.</translation>
    </message>
    <message>
        <source>You stay aboard alone and roll {faces}.</source>
        <translation>Je blijft als enige aan boord en gooit {faces}.</translation>
    </message>
    <message>
        <source>You roll {faces}.</source>
        <translation>Je gooit {faces}.</translation>
    </message>
    <message>
        <source>You stay in the basket.</source>
        <translation>Je blijft in de mand.</translation>
    </message>
    <message>
        <source>The climb is free: you take the balloon to cloud 9 and everyone aboard scores 25.</source>
        <translation>De klim is gratis: je brengt de ballon naar wolk 9 en iedereen aan boord scoort 25 punten.</translation>
    </message>
    <message>
        <source>The climb is free: {player} takes the balloon up to cloud {cloud}.</source>
        <translation>De klim is gratis: {player} brengt de ballon omhoog naar wolk {cloud}.</translation>
    </message>
    <message>
        <source>The climb is free: you take the balloon up to cloud {cloud}.</source>
        <translation>De klim is gratis: je brengt de ballon omhoog naar wolk {cloud}.</translation>
    </message>
    <message>
        <source>{player} plays a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>{player} speelt een joker: de ballon bereikt wolk 9 en iedereen aan boord scoort 25 punten.</translation>
    </message>
    <message>
        <source>You play a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>Je speelt een joker: de ballon bereikt wolk 9 en iedereen aan boord scoort 25 punten.</translation>
    </message>
    <message>
        <source>{player} plays a wild card: the balloon rises to cloud {cloud}.</source>
        <translation>{player} speelt een joker: de ballon stijgt naar wolk {cloud}.</translation>
    </message>
    <message>
        <source>You play a wild card: the balloon rises to cloud {cloud}.</source>
        <translation>Je speelt een joker: de ballon stijgt naar wolk {cloud}.</translation>
    </message>
    <message>
        <source>You pay with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>Je betaalt met {cards}: de ballon bereikt wolk 9 en iedereen aan boord scoort 25 punten.</translation>
    </message>
    <message>
        <source>You pay with {cards}: the balloon rises to cloud {cloud}.</source>
        <translation>Je betaalt met {cards}: de ballon stijgt naar wolk {cloud}.</translation>
    </message>
    <message>
        <source>You do not pay: the balloon falls from cloud {cloud}.</source>
        <translation>Je betaalt niet: de ballon valt van wolk {cloud}.</translation>
    </message>
    <message numerus="yes">
        <source>Alone aboard, you jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Als enige aan boord spring je bij wolk {cloud} en scoor je %n punt.</numerusform>
            <numerusform>Als enige aan boord spring je bij wolk {cloud} en scoor je %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Je springt bij wolk {cloud} en scoort %n punt.</numerusform>
            <numerusform>Je springt bij wolk {cloud} en scoort %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The roll is all blank: the climb is free and the balloon must rise.</source>
        <translation>De worp toont alleen blanco vlakken: de klim is gratis en de ballon moet stijgen.</translation>
    </message>
    <message>
        <source>You hold the cards the roll asks for: the balloon must rise.</source>
        <translation>Je hebt de kaarten waar de worp om vraagt: de ballon moet stijgen.</translation>
    </message>
    <message>
        <source>The roll is all blank: the climb is free, pay nothing.</source>
        <translation>De worp toont alleen blanco vlakken: de klim is gratis, betaal niets.</translation>
    </message>
    <message>
        <source>A wild card pays for the whole roll on its own.</source>
        <translation>Een joker betaalt in zijn eentje de hele worp, zonder andere kaarten.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage}: won with %n points.</source>
        <translation>
            <numerusform>Het spel eindigt na reis {voyage}, gewonnen met %n punt.</numerusform>
            <numerusform>Het spel eindigt na reis {voyage}, gewonnen met %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points; the most cards in hand decide.</source>
        <translation>
            <numerusform>Het spel eindigt na reis {voyage} met een gelijke stand van %n punt; de meeste kaarten in de hand beslissen.</numerusform>
            <numerusform>Het spel eindigt na reis {voyage} met een gelijke stand van %n punten; de meeste kaarten in de hand beslissen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points and as many cards in hand: the win is shared.</source>
        <translation>
            <numerusform>Het spel eindigt na reis {voyage} met een gelijke stand van %n punt en evenveel kaarten in de hand: de overwinning wordt gedeeld.</numerusform>
            <numerusform>Het spel eindigt na reis {voyage} met een gelijke stand van %n punten en evenveel kaarten in de hand: de overwinning wordt gedeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Eindscore</translation>
    </message>
    <message>
        <source>Voyage {voyage}</source>
        <translation>Reis {voyage}</translation>
    </message>
    <message>
        <source>{player} stays aboard alone and rolls only blanks: the climb is free.</source>
        <translation>{player} blijft als enige aan boord en gooit alleen blanco vlakken: de klim is gratis.</translation>
    </message>
    <message>
        <source>{player} rolls only blanks: the climb is free.</source>
        <translation>{player} gooit alleen blanco vlakken: de klim is gratis.</translation>
    </message>
    <message>
        <source>Voyage {voyage}: arrived at cloud 9</source>
        <translation>Reis {voyage}: aangekomen op wolk 9</translation>
    </message>
    <message>
        <source>Voyage {voyage}: jumped at cloud {cloud}</source>
        <translation>Reis {voyage}: gesprongen bij wolk {cloud}</translation>
    </message>
    <message>
        <source>Cards in hand (breaks the tie)</source>
        <translation>Kaarten in de hand (beslissen bij gelijke stand)</translation>
    </message>
</context>
<context>
    <name>Cloud9Rules</name>
    <message>
        <source># The goal</source>
        <translation># Doel van het spel</translation>
    </message>
    <message>
        <source>Two to six players share one hot-air balloon. It climbs from cloud to cloud, and the higher it gets the more a passenger earns by jumping out, but every climb may be the one that sends it tumbling down, and whoever is still aboard then gets nothing. Jump at the right moment: the first voyage that ends with someone on 50 points or more ends the game, and the highest score wins.</source>
        <translation>Twee tot zes spelers delen één heteluchtballon. Die stijgt van wolk naar wolk, en hoe hoger hij komt, hoe meer een passagier verdient door eruit te springen; maar elke klim kan de klim zijn waarbij hij neerstort, en wie dan nog aan boord is, krijgt niets. Spring op het juiste moment: de eerste reis die eindigt terwijl iemand 50 punten of meer heeft, beëindigt het spel, en de hoogste score wint.</translation>
    </message>
    <message>
        <source># What is in play</source>
        <translation># Spelmateriaal</translation>
    </message>
    <message>
        <source>There are 76 cards: 72 balloon cards, 18 in each of four colours (green, purple, red and yellow), and 4 wild cards. There are four dice; each shows the four colours on four faces and has two blank faces.</source>
        <translation>Er zijn 76 kaarten: 72 ballonkaarten, 18 in elk van de vier kleuren (groen, paars, rood en geel), en 4 jokers. Er zijn vier dobbelstenen; elke dobbelsteen heeft de vier kleuren op vier vlakken en twee blanco vlakken.</translation>
    </message>
    <message>
        <source>The path has nine clouds. Jumping from cloud 1 earns 1 point, then 2, 4, 6, 9, 12, 15 and 20 points from clouds 2 to 8; reaching cloud 9 earns 25. To leave clouds 1, 2 and 3 the pilot rolls two dice, three dice on clouds 4, 5 and 6, and all four dice on clouds 7 and 8.</source>
        <translation>Het pad telt negen wolken. Springen vanaf wolk 1 levert 1 punt op, daarna 2, 4, 6, 9, 12, 15 en 20 punten vanaf wolk 2 tot en met 8; wolk 9 bereiken levert 25 op. Om wolk 1, 2 en 3 te verlaten gooit de piloot twee dobbelstenen, op wolk 4, 5 en 6 drie, en op wolk 7 en 8 alle vier.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Spelopzet</translation>
    </message>
    <message>
        <source>Every player takes a colour (black, blue, green, orange, red or yellow), starts at 0 points and gets six cards from the shuffled deck; the rest forms the face-down draw pile. Hands are secret, but everyone may see how many cards each player holds. The balloon starts on cloud 1 with every player in its basket. The first pilot is chosen at random; in New Game, the players may instead name the seat that begins.</source>
        <translation>Elke speler kiest een kleur (zwart, blauw, groen, oranje, rood of geel), begint met 0 punten en krijgt zes kaarten van de geschudde stapel; de rest vormt de gedekte trekstapel. De handen zijn geheim, maar iedereen mag zien hoeveel kaarten elke speler heeft. De ballon begint op wolk 1 met alle spelers in de mand. De eerste piloot wordt willekeurig gekozen; bij Nieuw spel kunnen de spelers in plaats daarvan de plaats kiezen die begint.</translation>
    </message>
    <message>
        <source># A climb</source>
        <translation># Een klim</translation>
    </message>
    <message>
        <source>A voyage is a series of climbs, each in three steps: the pilot rolls, the passengers choose, the pilot pays or not.</source>
        <translation>Een reis bestaat uit een reeks klimmen, elk in drie stappen: de piloot gooit, de passagiers kiezen, de piloot betaalt of niet.</translation>
    </message>
    <message>
        <source>1. The pilot rolls as many dice as the current cloud asks for. Every coloured face calls for one card of that colour, so two red faces call for two red cards; blank faces call for nothing, and a roll of nothing but blanks makes the climb free. One wild card on its own can pay for any roll, however many cards it asks for.</source>
        <translation>1. De piloot gooit zoveel dobbelstenen als de huidige wolk aangeeft. Elk gekleurd vlak vraagt om één kaart van die kleur, dus twee rode vlakken vragen om twee rode kaarten; blanco vlakken vragen om niets, en een worp met alleen blanco vlakken maakt de klim gratis. Eén joker kan in zijn eentje elke worp betalen, hoeveel kaarten die ook vraagt.</translation>
    </message>
    <message>
        <source>2. Starting with the player on the pilot&apos;s left and going round, every passenger still in the basket, except the pilot, says in turn whether they jump or stay. Each one sees the roll and the choices already made. A player who jumps scores the points of the cloud where the balloon is right now and sits out the rest of the voyage. A player who stays scores nothing yet.</source>
        <translation>2. Te beginnen bij de speler links van de piloot en zo de tafel rond zegt elke passagier die nog in de mand zit, behalve de piloot, om de beurt of hij springt of blijft. Iedereen ziet de worp en de keuzes die al gemaakt zijn. Een speler die springt, scoort de punten van de wolk waar de ballon op dat moment is en doet de rest van de reis niet meer mee. Een speler die blijft, scoort nog niets.</translation>
    </message>
    <message>
        <source>3. Then the pilot acts. A pilot who holds the cards the roll asks for must make the balloon climb, paying either with those cards or with one wild card, as they prefer: crashing on purpose is not allowed. A pilot who lacks those cards but holds a wild may spend the wild to climb, or keep it and let the balloon fall. A pilot with neither lets it fall. Cards paid are shown to everyone and go to the discard pile.</source>
        <translation>3. Dan is de piloot aan zet. Een piloot die de kaarten heeft waar de worp om vraagt, moet de ballon laten stijgen en betaalt naar keuze met die kaarten of met één joker: expres neerstorten mag niet. Een piloot die die kaarten niet heeft maar wel een joker, mag de joker uitgeven om te stijgen, of hem houden en de ballon laten vallen. Een piloot die geen van beide heeft, laat de ballon vallen. Betaalde kaarten worden aan iedereen getoond en gaan naar de aflegstapel.</translation>
    </message>
    <message>
        <source>When the balloon climbs, it moves up one cloud and the next climb begins. The new pilot is the next player round the table, to the left, who is still in the basket.</source>
        <translation>Als de ballon stijgt, gaat hij één wolk omhoog en begint de volgende klim. De nieuwe piloot is de volgende speler aan tafel, naar links, die nog in de mand zit.</translation>
    </message>
    <message>
        <source>When the balloon falls, the voyage is over and everyone still in the basket scores nothing for it. Points scored by jumping earlier in the voyage are kept.</source>
        <translation>Als de ballon valt, is de reis voorbij en scoort iedereen die nog in de mand zit er niets voor. Punten die eerder in de reis door te springen gescoord zijn, blijven behouden.</translation>
    </message>
    <message>
        <source>If the balloon reaches cloud 9, everyone still in the basket, the pilot included, scores 25 points and the voyage is over.</source>
        <translation>Als de ballon wolk 9 bereikt, scoort iedereen die nog in de mand zit, de piloot inbegrepen, 25 punten en is de reis voorbij.</translation>
    </message>
    <message>
        <source># Flying alone</source>
        <translation># Alleen vliegen</translation>
    </message>
    <message>
        <source>The pilot never jumps, with one exception. When everyone else has jumped and the balloon has climbed, the pilot flies on alone and stays pilot. Before each of their rolls they choose: roll again and try to climb higher, or jump, scoring the current cloud&apos;s points, which ends the voyage. A lone pilot who cannot pay falls and scores nothing.</source>
        <translation>De piloot springt nooit, op één uitzondering na. Als alle anderen gesprongen zijn en de ballon gestegen is, vliegt de piloot alleen verder en blijft hij piloot. Voor elke worp kiest hij: opnieuw gooien en proberen hoger te komen, of springen en de punten van de huidige wolk scoren, waarmee de reis eindigt. Een piloot die alleen vliegt en niet kan betalen, valt en scoort niets.</translation>
    </message>
    <message>
        <source>A pilot whose passengers all jump while the dice are on the table is not yet alone for this climb: they must still pay if they hold the cards, and may only choose to jump before the next roll.</source>
        <translation>Een piloot van wie alle passagiers springen terwijl de dobbelstenen op tafel liggen, is voor deze klim nog niet alleen: hij moet toch betalen als hij de kaarten heeft, en mag pas vóór de volgende worp kiezen om te springen.</translation>
    </message>
    <message>
        <source># Between voyages</source>
        <translation># Tussen de reizen</translation>
    </message>
    <message>
        <source>After a voyage the balloon goes back to cloud 1 and every player climbs back into the basket. Each player draws one card. The player to the left of the last pilot of the finished voyage becomes the pilot. When the draw pile runs out, the discard pile is shuffled to form a new one. In this app, this is done as soon as the draw pile is empty; the French rules name the discard pile there, which can only be a slip.</source>
        <translation>Na een reis gaat de ballon terug naar wolk 1 en klimt iedereen weer in de mand. Elke speler trekt één kaart. De speler links van de laatste piloot van de afgelopen reis wordt piloot. Als de trekstapel op is, wordt de aflegstapel geschud tot een nieuwe trekstapel. In deze app geldt: dat gebeurt zodra de trekstapel leeg is; de Franse regels noemen daar de aflegstapel, wat alleen een vergissing kan zijn.</translation>
    </message>
    <message>
        <source>The nine clouds, each with the points for jumping there and its dice, rolled to leave it. The balloon is on cloud 3.</source>
        <translation>De negen wolken, elk met de punten voor een sprong daar en haar dobbelstenen, die gegooid worden om haar te verlaten. De ballon is bij wolk 3.</translation>
    </message>
    <message>
        <source>Leaving cloud 4, the pilot rolled red, red and a blank: two red cards pay for the climb, and so would one wild card on its own.</source>
        <translation>Om wolk 4 te verlaten gooide de piloot rood, rood en een blanco vlak: twee rode kaarten betalen de klim, en één joker alleen zou dat ook doen.</translation>
    </message>
    <message>
        <source># The end of the game</source>
        <translation># Speleinde</translation>
    </message>
    <message>
        <source>Reaching 50 points does not stop a voyage in the middle. The game ends as soon as a voyage ends, whether by a fall, by reaching cloud 9 or by a lone pilot jumping, with at least one player on 50 points or more. Scores above 50 count in full. In this app, the game can end after any voyage, also one that ends at cloud 9 or with a lone pilot&apos;s jump; the French rules name only the fall of the balloon.</source>
        <translation>Wie 50 punten haalt, onderbreekt daarmee geen lopende reis. Het spel eindigt zodra een reis eindigt – door een val, door het bereiken van wolk 9 of doordat een piloot die alleen vliegt springt – en minstens één speler 50 punten of meer heeft. Punten boven de 50 tellen volledig mee. In deze app geldt: het spel kan na elke reis eindigen, ook na een reis die op wolk 9 eindigt of doordat een piloot die alleen vliegt springt; de Franse regels noemen alleen de val van de ballon.</translation>
    </message>
    <message>
        <source>The player with the most points wins. If several players share the top score, the one among them holding the most cards wins. In this app, if they also hold as many cards, they share the win; the rules do not say.</source>
        <translation>De speler met de meeste punten wint. Delen meerdere spelers de hoogste score, dan wint wie van hen de meeste kaarten in de hand heeft. In deze app geldt: hebben ze ook evenveel kaarten, dan delen ze de overwinning; de regels zeggen daar niets over.</translation>
    </message>
    <message>
        <source># Hints</source>
        <translation># Tips</translation>
    </message>
    <message>
        <source>Count the pilot&apos;s cards: the more they hold, the more likely they can pay. Watch the discard pile to know which colours are scarce. And remember who will pilot the next climb: if it is you, you cannot jump then, and your own hand decides whether you fall.</source>
        <translation>Tel de kaarten van de piloot: hoe meer hij heeft, hoe groter de kans dat hij kan betalen. Houd de aflegstapel in de gaten om te weten welke kleuren schaars zijn. En onthoud wie de volgende klim bestuurt: ben jij dat, dan kun je op dat moment niet springen en beslist je eigen hand of je valt.</translation>
    </message>
</context>
<context>
    <name>Cloud9Table</name>
    <message numerus="yes">
        <source>You are the pilot at cloud {cloud}: roll %n dice.</source>
        <translation>
            <numerusform>Je bent de piloot op wolk {cloud}: gooi %n dobbelsteen.</numerusform>
            <numerusform>Je bent de piloot op wolk {cloud}: gooi %n dobbelstenen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay for the climb: drag a lit card onto the balloon.</source>
        <translation>Betaal de klim: sleep een oplichtende kaart naar de ballon.</translation>
    </message>
    <message>
        <source>Drag your wild card onto the balloon, or let it fall.</source>
        <translation>Sleep je joker naar de ballon, of laat de ballon vallen.</translation>
    </message>
    <message>
        <source>You cannot pay for this climb: the balloon falls.</source>
        <translation>Je kunt deze klim niet betalen: de ballon valt.</translation>
    </message>
    <message>
        <source>The dice ask for nothing: the climb is free.</source>
        <translation>De dobbelstenen vragen niets: de klim is gratis.</translation>
    </message>
    <message>
        <source>The dice ask for nothing: {pilot} climbs for free. Jump now and score {points}, or stay aboard?</source>
        <translation>De dobbelstenen vragen niets: {pilot} stijgt gratis. Nu springen en {points} scoren, of aan boord blijven?</translation>
    </message>
    <message numerus="yes">
        <source>You fly alone. Roll %n dice to go on, or jump and score {points}?</source>
        <translation>
            <numerusform>Je bent als enige aan boord. %n dobbelsteen gooien om verder te gaan, of springen en {points} scoren?</numerusform>
            <numerusform>Je bent als enige aan boord. %n dobbelstenen gooien om verder te gaan, of springen en {points} scoren?</numerusform>
        </translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>nog niet</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Trekstapel: %n kaart</numerusform>
            <numerusform>Trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Aflegstapel: %n kaart</numerusform>
            <numerusform>Aflegstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {points}</source>
        <translation>{name}: {cards}, {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation>
            <numerusform>%n kaart in de hand</numerusform>
            <numerusform>%n kaarten in de hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cloud {cloud}: a jump here scores {points}; the pilot rolls %n dice to leave it.</source>
        <translation>
            <numerusform>Wolk {cloud}: hier springen levert {points} op; om verder te komen gooit de piloot %n dobbelsteen.</numerusform>
            <numerusform>Wolk {cloud}: hier springen levert {points} op; om verder te komen gooit de piloot %n dobbelstenen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The balloon falls from cloud {cloud}: those aboard score nothing.</source>
        <translation>De ballon stort neer vanaf wolk {cloud}: wie aan boord is, scoort niets.</translation>
    </message>
    <message>
        <source>Green balloon card</source>
        <translation>Groene ballonkaart</translation>
    </message>
    <message>
        <source>Purple balloon card</source>
        <translation>Paarse ballonkaart</translation>
    </message>
    <message>
        <source>Red balloon card</source>
        <translation>Rode ballonkaart</translation>
    </message>
    <message>
        <source>Yellow balloon card</source>
        <translation>Gele ballonkaart</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Pays for one green face of the dice.</source>
        <translation>Betaalt één groene kant van de dobbelstenen.</translation>
    </message>
    <message>
        <source>Pays for one purple face of the dice.</source>
        <translation>Betaalt één paarse kant van de dobbelstenen.</translation>
    </message>
    <message>
        <source>Pays for one red face of the dice.</source>
        <translation>Betaalt één rode kant van de dobbelstenen.</translation>
    </message>
    <message>
        <source>Pays for one yellow face of the dice.</source>
        <translation>Betaalt één gele kant van de dobbelstenen.</translation>
    </message>
    <message>
        <source>Pays for the whole roll on its own, whatever the dice ask.</source>
        <translation>Betaalt in zijn eentje de hele worp, wat de dobbelstenen ook vragen.</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>piloot</translation>
    </message>
    <message>
        <source>Roll the &amp;dice</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message numerus="yes">
        <source>Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?</source>
        <translation>
            <numerusform>Kan {pilot} betalen? (%n kaart in de hand) Nu springen en {points} scoren, of aan boord blijven?</numerusform>
            <numerusform>Kan {pilot} betalen? (%n kaarten in de hand) Nu springen en {points} scoren, of aan boord blijven?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jump (+{points})</source>
        <translation>&amp;Springen (+{points})</translation>
    </message>
    <message>
        <source>&amp;Stay aboard</source>
        <translation>Aan boord &amp;blijven</translation>
    </message>
    <message>
        <source>&amp;Let the balloon fall</source>
        <translation>Ballon laten &amp;vallen</translation>
    </message>
    <message>
        <source>&amp;Climb</source>
        <translation>&amp;Stijgen</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>beslist…</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>blijft</translation>
    </message>
    <message>
        <source>jumped +{points}</source>
        <translation>gesprongen +{points}</translation>
    </message>
    <message>
        <source>jumped at {cloud}: +{points}</source>
        <translation>+{points} bij wolk {cloud}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wint</translation>
    </message>
    <message>
        <source>This climb</source>
        <translation>Deze klim</translation>
    </message>
    <message>
        <source>Voyage {voyage}</source>
        <translation>Reis {voyage}</translation>
    </message>
    <message>
        <source>Cloud 9: everyone still aboard on arrival scores {points}.</source>
        <translation>Wolk 9: iedereen die bij aankomst nog aan boord is, scoort {points} punten.</translation>
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
        <translation>Laat bonenstaken door de wolken groeien en verbind twee van je kastelen aan tegenoverliggende kanten.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} doet een zet.</translation>
    </message>
    <message>
        <source>You take the magic card {spell}.</source>
        <translation>Je neemt de Magiekaart {spell}.</translation>
    </message>
    <message>
        <source>You swap your route card.</source>
        <translation>Je ruilt je Routekaart.</translation>
    </message>
    <message>
        <source>You keep your route card.</source>
        <translation>Je houdt je Routekaart.</translation>
    </message>
    <message>
        <source>You discard your route card and cast {spell} on {cell}.</source>
        <translation>Je legt je Routekaart af en speelt {spell} op {cell}.</translation>
    </message>
    <message>
        <source>You discard your route card and cast {spell}.</source>
        <translation>Je legt je Routekaart af en speelt {spell}.</translation>
    </message>
    <message>
        <source>You move.</source>
        <translation>Je doet een zet.</translation>
    </message>
    <message>
        <source>Magic cards</source>
        <translation>Magiekaarten</translation>
    </message>
    <message>
        <source>Which three magic cards each player gets.</source>
        <translation>Welke drie Magiekaarten elke speler krijgt.</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Families</translation>
    </message>
    <message>
        <source>The draw pile is empty: {spell} has nothing to draw.</source>
        <translation>De trekstapel is leeg: met {spell} valt niets te trekken.</translation>
    </message>
    <message>
        <source>Fast Growth needs an empty cell where a route card can grow.</source>
        <translation>Versnelde Groei heeft een leeg vak nodig waar een Routekaart kan groeien.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to replant.</source>
        <translation>De aflegstapel is leeg: er is niets om te herplanten.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>First each player picks three magic cards.</source>
        <translation>Eerst kiest elke speler drie Magiekaarten.</translation>
    </message>
    <message>
        <source>Green Thumb: say first whether you swap your route card.</source>
        <translation>Groene Vingers: zeg eerst of je je Routekaart ruilt.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart heb je niet in je hand.</translation>
    </message>
    <message>
        <source>That cell is outside the play area.</source>
        <translation>Dat vak ligt buiten het speelveld.</translation>
    </message>
    <message>
        <source>A card is turned 0 to 3 quarter turns.</source>
        <translation>Een kaart wordt 0 tot 3 kwartslagen gedraaid.</translation>
    </message>
    <message>
        <source>Fast Growth: the first card must go on an empty cell.</source>
        <translation>Versnelde Groei: de eerste kaart moet op een leeg vak.</translation>
    </message>
    <message>
        <source>Fast Growth: the second card must go across the first one, on {cell}.</source>
        <translation>Versnelde Groei: de tweede kaart moet haaks op de eerste, op {cell}.</translation>
    </message>
    <message>
        <source>This cell touches no castle and no route card.</source>
        <translation>Dit vak raakt geen kasteel en geen Routekaart.</translation>
    </message>
    <message>
        <source>Finish the spell being cast first.</source>
        <translation>Voer eerst de Magiekaart uit waarmee je bezig bent.</translation>
    </message>
    <message>
        <source>There is no such magic card.</source>
        <translation>Die Magiekaart bestaat niet.</translation>
    </message>
    <message>
        <source>a route card</source>
        <translation>een routekaart</translation>
    </message>
    <message>
        <source>{player} cannot place {card} and discards it.</source>
        <translation>{player} kan {card} nergens kwijt en legt die af.</translation>
    </message>
    <message>
        <source>You cannot place {card} and discard it.</source>
        <translation>Je kunt {card} nergens kwijt en legt die af.</translation>
    </message>
    <message>
        <source>{player} plays {card} across the stack on {cell}.</source>
        <translation>{player} speelt op {cell} {card} haaks op de stapel.</translation>
    </message>
    <message>
        <source>You play {card} across the stack on {cell}.</source>
        <translation>Je speelt op {cell} {card} haaks op de stapel.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {cell}.</source>
        <translation>{player} speelt {card} op {cell}.</translation>
    </message>
    <message>
        <source>You play {card} on {cell}.</source>
        <translation>Je speelt {card} op {cell}.</translation>
    </message>
    <message>
        <source>You do not have {spell}.</source>
        <translation>Je hebt {spell} niet.</translation>
    </message>
    <message>
        <source>You need a route card to discard before casting a spell.</source>
        <translation>Je hebt een Routekaart nodig om af te leggen voordat je een Magiekaart speelt.</translation>
    </message>
    <message>
        <source>{spell} is not aimed at a cell.</source>
        <translation>{spell} wordt niet op een vak gespeeld.</translation>
    </message>
    <message>
        <source>The draw pile ran out and no family joined its castles: the game is a draw.</source>
        <translation>De trekstapel is op en geen enkele Familie heeft haar kastelen verbonden: het spel eindigt in gelijkspel.</translation>
    </message>
    <message>
        <source>{player} takes the magic card {spell}.</source>
        <translation>{player} neemt de Magiekaart {spell}.</translation>
    </message>
    <message>
        <source>{player} discards their route card and casts {spell}.</source>
        <translation>{player} legt de Routekaart af en speelt {spell}.</translation>
    </message>
    <message>
        <source>The magic cards have already been chosen.</source>
        <translation>De Magiekaarten zijn al gekozen.</translation>
    </message>
    <message>
        <source>You have already taken {spell}.</source>
        <translation>Je hebt {spell} al genomen.</translation>
    </message>
    <message>
        <source>Nobody is casting Green Thumb now.</source>
        <translation>Niemand speelt nu Groene Vingers.</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>Antwoord met ja of nee.</translation>
    </message>
    <message>
        <source>Nothing can be played on the Burning Crossing.</source>
        <translation>Op het Brandend Kruispunt kan niets gespeeld worden.</translation>
    </message>
    <message>
        <source>A card on a stack must lie across the card below.</source>
        <translation>Een kaart op een stapel moet haaks op de kaart eronder liggen.</translation>
    </message>
    <message>
        <source>Turn the card: one of its short edges must touch a castle or the short edge of a route card.</source>
        <translation>Draai de kaart: een van de korte zijdes moet een kasteel of de korte zijde van een Routekaart raken.</translation>
    </message>
    <message>
        <source>You have already used {spell}.</source>
        <translation>Je hebt {spell} al gebruikt.</translation>
    </message>
    <message>
        <source>Choose a cell of the play area for {spell}.</source>
        <translation>Kies een vak in het speelveld voor {spell}.</translation>
    </message>
    <message>
        <source>The Burning Crossing goes across a route card, not on an empty cell.</source>
        <translation>Het Brandend Kruispunt gaat haaks op een Routekaart, niet op een leeg vak.</translation>
    </message>
    <message>
        <source>{player} swaps their route card.</source>
        <translation>{player} ruilt de Routekaart.</translation>
    </message>
    <message>
        <source>{player} keeps their route card.</source>
        <translation>{player} houdt de Routekaart.</translation>
    </message>
    <message>
        <source>{player} discards their route card and casts {spell} on {cell}.</source>
        <translation>{player} legt de Routekaart af en speelt {spell} op {cell}.</translation>
    </message>
    <message>
        <source>First game: Chop!, Inspiration, Burning Crossing</source>
        <translation>Eerste spel: Hakken, Inspiratie, Brandend Kruispunt</translation>
    </message>
    <message>
        <source>Normal game: the same three random spells for everyone</source>
        <translation>Normaal spel: dezelfde drie willekeurige Magiekaarten voor iedereen</translation>
    </message>
    <message>
        <source>Experienced players: each picks three spells</source>
        <translation>Ervaren spelers: ieder kiest drie Magiekaarten</translation>
    </message>
    <message>
        <source>This card can still be played: a route card is discarded only when it fits nowhere.</source>
        <translation>Deze kaart kan nog gespeeld worden: een Routekaart leg je alleen af als hij nergens past.</translation>
    </message>
    <message>
        <source>Cloudy Kingdom has no such move.</source>
        <translation>Zo’n zet bestaat niet in Cloudy Kingdom.</translation>
    </message>
    <message>
        <source>{spell} needs no turns.</source>
        <translation>{spell} hoeft niet gedraaid te worden.</translation>
    </message>
    <message>
        <source>{spell} needs a played route card: this cell is empty.</source>
        <translation>{spell} heeft een gespeelde Routekaart nodig: dit vak is leeg.</translation>
    </message>
    <message>
        <source>No magic can touch the Burning Crossing or the stack under it.</source>
        <translation>Geen enkele magie kan het Brandend Kruispunt of de stapel eronder raken.</translation>
    </message>
    <message>
        <source>The {family} joined two of its castles on opposite sides.</source>
        <translation>De {family} heeft twee van haar kastelen aan tegenoverliggende kanten verbonden.</translation>
    </message>
    <message>
        <source>A spell joined two castles of the {family} on opposite sides.</source>
        <translation>Een Magiekaart heeft twee kastelen van de {family} aan tegenoverliggende kanten verbonden.</translation>
    </message>
    <message>
        <source>The {family}&apos;s route, made by magic, was still whole at its next turn.</source>
        <translation>De route van de {family}, gemaakt met magie, was bij haar volgende beurt nog steeds doorlopend.</translation>
    </message>
    <message>
        <source>The {first} and the {second} share the win.</source>
        <translation>De {first} en de {second} delen de overwinning.</translation>
    </message>
    <message>
        <source>The {first}, the {second} and the {third} share the win.</source>
        <translation>De {first}, de {second} en de {third} delen de overwinning.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomCards</name>
    <message>
        <source>straight</source>
        <translation>rechtdoor</translation>
    </message>
    <message>
        <source>rope bridge</source>
        <translation>touwbrug</translation>
    </message>
    <message>
        <source>crossroads</source>
        <translation>kruispunt</translation>
    </message>
    <message>
        <source>T junction</source>
        <translation>T-splitsing</translation>
    </message>
    <message>
        <source>T junction, mirrored</source>
        <translation>T-splitsing, gespiegeld</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>bocht</translation>
    </message>
    <message>
        <source>curve, mirrored</source>
        <translation>bocht, gespiegeld</translation>
    </message>
    <message>
        <source>double curve</source>
        <translation>dubbele bocht</translation>
    </message>
    <message>
        <source>double curve, mirrored</source>
        <translation>dubbele bocht, gespiegeld</translation>
    </message>
    <message>
        <source>dead end</source>
        <translation>doodlopend stuk</translation>
    </message>
    <message>
        <source>a straight route</source>
        <translation>een recht stuk</translation>
    </message>
    <message>
        <source>a rope bridge</source>
        <translation>een touwbrug</translation>
    </message>
    <message>
        <source>a crossroads</source>
        <translation>een kruispunt</translation>
    </message>
    <message>
        <source>a T junction</source>
        <translation>een T-splitsing</translation>
    </message>
    <message>
        <source>a curve</source>
        <translation>een bocht</translation>
    </message>
    <message>
        <source>a double curve</source>
        <translation>een dubbele bocht</translation>
    </message>
    <message>
        <source>a dead end</source>
        <translation>een doodlopend stuk</translation>
    </message>
    <message>
        <source>{card} with a broken end</source>
        <translation>{card} met een gebroken uiteinde</translation>
    </message>
    <message>
        <source>{card} with a hole at one end</source>
        <translation>{card} met een gat aan één uiteinde</translation>
    </message>
    <message>
        <source>{card} with thorns at one end</source>
        <translation>{card} met doornen aan één uiteinde</translation>
    </message>
    <message>
        <source>{card} blocked at both ends</source>
        <translation>{card} met twee geblokkeerde uiteinden</translation>
    </message>
    <message>
        <source>Chop!</source>
        <translation>Hakken</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Inspiratie</translation>
    </message>
    <message>
        <source>Burning Crossing</source>
        <translation>Brandend Kruispunt</translation>
    </message>
    <message>
        <source>Dead End</source>
        <translation>Onderbroken Kruispunt</translation>
    </message>
    <message>
        <source>Fast Growth</source>
        <translation>Versnelde Groei</translation>
    </message>
    <message>
        <source>Green Thumb</source>
        <translation>Groene Vingers</translation>
    </message>
    <message>
        <source>Replanting</source>
        <translation>Herplanten</translation>
    </message>
    <message>
        <source>Winding Route</source>
        <translation>Woekering</translation>
    </message>
    <message>
        <source>Remove from the game a played route card with nothing on it.</source>
        <translation>Haal een gespeelde Routekaart waar niets op ligt uit het spel.</translation>
    </message>
    <message>
        <source>Draw two route cards: play one, discard the other.</source>
        <translation>Trek twee Routekaarten: speel er één, leg de andere af.</translation>
    </message>
    <message>
        <source>Play this crossroads across a route card. Nothing can be played on it and no magic affects it.</source>
        <translation>Speel dit kruispunt haaks op een Routekaart. Er kan niets op gespeeld worden en geen magie heeft er invloed op.</translation>
    </message>
    <message>
        <source>Play this card like a route card: all four of its arms are cut.</source>
        <translation>Speel deze kaart als een Routekaart: alle vier de armen zijn onderbroken.</translation>
    </message>
    <message>
        <source>Draw a route card and play it on an empty cell, then draw another and play it across the first.</source>
        <translation>Trek een Routekaart en speel hem op een leeg vak; trek dan nog een en speel die haaks op de eerste.</translation>
    </message>
    <message>
        <source>Draw two route cards; each other player may swap their route card; then play both of yours.</source>
        <translation>Trek twee Routekaarten; elke andere speler mag zijn Routekaart ruilen; speel daarna allebei de jouwe.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile and play it.</source>
        <translation>Neem de bovenste kaart van de aflegstapel en speel hem.</translation>
    </message>
    <message>
        <source>Turn a played route card, with its whole stack, a quarter turn clockwise.</source>
        <translation>Draai een gespeelde Routekaart met de hele stapel een kwartslag met de klok mee.</translation>
    </message>
    <message>
        <source>Red family</source>
        <translation>rode Familie</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Hart</translation>
    </message>
    <message>
        <source>Blue family</source>
        <translation>blauwe Familie</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Ster</translation>
    </message>
    <message>
        <source>Yellow family</source>
        <translation>gele Familie</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Maan</translation>
    </message>
    <message>
        <source>Black family</source>
        <translation>zwarte Familie</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Kroon</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomRules</name>
    <message>
        <source># The goal</source>
        <translation># Doel van het spel</translation>
    </message>
    <message>
        <source>Four noble families fight over the throne of a kingdom in the clouds. Each family owns castles around the edge of the play area and tries to link two of them with magic beanstalks. The first family to join two of its castles that face each other across the clouds, north to south or west to east, wins the game.</source>
        <translation>Vier adellijke families strijden om de troon van een koninkrijk in de wolken. Elke familie bezit kastelen langs de rand van het speelveld en probeert er twee met magische bonenstaken te verbinden. De eerste familie die twee van haar kastelen verbindt die over de wolken heen tegenover elkaar liggen, van noord naar zuid of van west naar oost, wint het spel.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Spelopzet</translation>
    </message>
    <message>
        <source>Every player plays one family and gets three magic cards. The magic cards are double-sided, but only one side of each card is used. For a first game everyone takes Chop!, Inspiration and Burning Crossing. In a normal game, three spells are drawn at random and every player gets the same three. Experienced players may instead each choose their own three, one after the other. Each spell can be cast once per game.</source>
        <translation>Elke speler speelt met één familie en krijgt drie magiekaarten. De magiekaarten zijn dubbelzijdig, maar van elke kaart wordt maar één kant gebruikt. In een eerste spel neemt iedereen Hakken, Inspiratie en Brandend Kruispunt. In een normaal spel worden drie magiekaarten willekeurig getrokken en krijgt elke speler dezelfde drie. Ervaren spelers kunnen in plaats daarvan om de beurt elk hun eigen drie kiezen. Elke magiekaart kan één keer per spel gespeeld worden.</translation>
    </message>
    <message>
        <source>The route cards are shuffled into a face-down draw pile, with room beside it for a face-up discard pile. Each player draws one route card and keeps it secret: your hand is always a single route card.</source>
        <translation>De routekaarten worden geschud tot een gedekte trekstapel, met ernaast ruimte voor een open aflegstapel. Elke speler trekt één routekaart en houdt die geheim: je hand bestaat altijd uit precies één routekaart.</translation>
    </message>
    <message>
        <source>The first player is chosen at random. In New Game, the players may instead name the seat that begins.</source>
        <translation>De startspeler wordt willekeurig gekozen. Bij Nieuw spel kunnen de spelers in plaats daarvan de plaats kiezen die begint.</translation>
    </message>
    <message>
        <source># Route cards</source>
        <translation># Routekaarten</translation>
    </message>
    <message>
        <source>A route card is twice as long as it is wide and lies in a cell either north to south or west to east. Its two short edges are its ends; a vine runs from each end to the middle of the card, unless that end is blocked by a broken vine, a hole or thorns. In the middle the vines meet in one of several shapes: straight on, a curve, a T, a crossroads, a double curve, a rope bridge (two paths that pass over each other without meeting) or a dead end.</source>
        <translation>Een routekaart is twee keer zo lang als breed en ligt in een vak van noord naar zuid of van west naar oost. De twee korte zijdes zijn de uiteinden; vanaf elk uiteinde loopt een rank naar het midden van de kaart, tenzij dat uiteinde geblokkeerd is door een onderbroken rank, een gat of doornen. In het midden komen de ranken samen in een van meerdere vormen: rechtdoor, een bocht, een T, een kruispunt, een dubbele bocht, een touwbrug (twee paden die over elkaar heen lopen zonder elkaar te raken) of een doodlopend stuk.</translation>
    </message>
    <message>
        <source>Cards can be stacked. A card on a stack always lies across the one below it, so only two cards of a stack show: the whole top card, and the two ends of the card just under it, which stick out on either side. Along the top card, a route enters through the top card&apos;s own ends. Across it, a route enters through the ends of the card below and reaches the long sides of the top card&apos;s middle. A card alone in its cell leads nowhere across its long sides.</source>
        <translation>Kaarten kunnen gestapeld worden. Een kaart op een stapel ligt altijd haaks op de kaart eronder, zodat van een stapel maar twee kaarten te zien zijn: de bovenste kaart helemaal, en de twee uiteinden van de kaart direct daaronder, die aan weerszijden uitsteken. In de lengte van de bovenste kaart komt een route binnen via de uiteinden van die kaart zelf. Dwars daarop komt een route binnen via de uiteinden van de kaart eronder en bereikt die de lange zijdes van het midden van de bovenste kaart. Een kaart die alleen in een vak ligt, leidt via de lange zijdes nergens heen.</translation>
    </message>
    <message>
        <source># Your turn</source>
        <translation># Speelbeurt</translation>
    </message>
    <message>
        <source>Players take turns clockwise. On your turn, either play your route card following the growth rules, or put it face up on the discard pile and cast one of your unused magic cards instead. Then draw a new route card and the next player takes their turn.</source>
        <translation>De spelers zijn met de klok mee aan de beurt. Speel in je beurt je routekaart volgens de aanlegregels, of leg hem open op de aflegstapel en speel in plaats daarvan een van je nog ongebruikte magiekaarten. Trek daarna een nieuwe routekaart; dan is de volgende speler aan de beurt.</translation>
    </message>
    <message>
        <source>Before playing a card you may turn it however you like, in quarter turns.</source>
        <translation>Voordat je een kaart speelt, mag je hem per kwartslag draaien zoals je wilt.</translation>
    </message>
    <message>
        <source>A card lying alongside a castle does not touch it, so the route does not start there yet: here the black castle is not yet joined to the route card under it.</source>
        <translation>Een kaart die langs een kasteel ligt, raakt het niet, dus daar begint de route nog niet: hier is de routekaart onder het zwarte kasteel er nog niet mee verbonden.</translation>
    </message>
    <message>
        <source>The castles lie around a square of cells, each as wide as a route card is long. With two players the square is three cells wide and each family has four castles, one on each side (layout A). With three or four players it is four cells wide and all four families have a castle on every side (layout B); in a three-player game the fourth family&apos;s castles stay on the table but belong to nobody. A family never has two castles straight across from each other, nor two castles meeting at a corner. In this app, the size of the square and the place of every castle follow those two rules; the rulebooks show layouts A and B only in pictures, so a printed game may lay them out differently.</source>
        <translation>De kastelen liggen rond een vierkant van vakken, elk zo breed als een routekaart lang is. Met twee spelers is het vierkant drie vakken breed en heeft elke familie vier kastelen, één aan elke kant (vorm A). Met drie of vier spelers is het vier vakken breed en hebben alle vier de families aan elke kant een kasteel (vorm B); bij drie spelers blijven de kastelen van de vierde familie op tafel liggen, maar ze zijn van niemand. Kastelen van dezelfde familie liggen nooit recht tegenover elkaar en ook nooit in een hoek bij elkaar. In deze app geldt: de grootte van het vierkant en de plaats van elk kasteel volgen die twee regels; de spelregels tonen vorm A en vorm B alleen op afbeeldingen, dus in het gedrukte spel kan de opstelling anders zijn.</translation>
    </message>
    <message>
        <source>In this app, the deck holds 86 route cards of the shapes above, some with a blocked end, in a mix of its own, and a stack joins its neighbours through its top card and the ends of the card just under it. The rulebooks show the route cards only in pictures: this is how the app reads them.</source>
        <translation>In deze app geldt: het kaartspel telt 86 routekaarten met de vormen hierboven, sommige met een geblokkeerd uiteinde, in een eigen verdeling, en een stapel is via zijn bovenste kaart en de uiteinden van de kaart direct daaronder met zijn buren verbonden. De spelregels tonen de routekaarten alleen op afbeeldingen: zo leest de app ze.</translation>
    </message>
    <message>
        <source>In this app, when your route card fits nowhere on the table, you discard it (or cast a spell instead), and the same goes for a card that a spell makes you play; the rulebooks do not say.</source>
        <translation>In deze app geldt: past je routekaart nergens op tafel, dan leg je hem af (of speel je in plaats daarvan een magiekaart), en hetzelfde geldt voor een kaart die je door een magiekaart moet spelen; de spelregels zeggen daar niets over.</translation>
    </message>
    <message>
        <source># Growth rules</source>
        <translation># Aanlegregels</translation>
    </message>
    <message>
        <source>First way: play the card on an empty cell where it touches a castle or another route card. Touching a route card means end against end: one of your card&apos;s short edges must meet the short edge of a card in the neighbouring cell, either its top card or the card sticking out under it. The end of one card against the long side of another never counts, and a cell that touches nothing cannot take a card.</source>
        <translation>Eerste manier: speel de kaart op een leeg vak waar hij een kasteel of een andere routekaart raakt. Een routekaart raken betekent uiteinde tegen uiteinde: een van de korte zijdes van je kaart moet tegen de korte zijde van een kaart in het buurvak liggen, de bovenste kaart daar of de kaart die eronder uitsteekt. Het uiteinde van een kaart tegen de lange zijde van een andere telt nooit, en op een vak dat niets raakt, kan geen kaart komen.</translation>
    </message>
    <message>
        <source>To touch a castle, your card must point at it: one of its short edges lies against the castle&apos;s long side.</source>
        <translation>Om een kasteel te raken moet je kaart ernaar wijzen: een van de korte zijdes ligt tegen de lange zijde van het kasteel.</translation>
    </message>
    <message>
        <source>Second way: play the card on top of a route card already on the table, lying across it. This covers most of the card below and can open, block or redirect routes. A stack can grow as high as you like.</source>
        <translation>Tweede manier: speel de kaart haaks bovenop een routekaart die al op tafel ligt. Hij bedekt dan het grootste deel van de kaart eronder en kan routes openen, blokkeren of omleiden. Een stapel mag zo hoog worden als je wilt.</translation>
    </message>
    <message>
        <source>Ends that meet count as touching even when a vine is blocked there: such a card may be played, although the route does not go through that blocked end.</source>
        <translation>Uiteinden die tegen elkaar liggen, raken elkaar, ook als daar een rank geblokkeerd is: zo’n kaart mag gespeeld worden, al loopt de route niet door dat geblokkeerde uiteinde.</translation>
    </message>
    <message>
        <source># Magic cards</source>
        <translation># Magiekaarten</translation>
    </message>
    <message>
        <source>To cast a spell, discard your route card and carry out the spell at once. A spell that leaves no card on the table goes back into the box. Every route card a spell makes you play follows the growth rules.</source>
        <translation>Om een magiekaart te spelen, leg je je routekaart af en voer je de magie meteen uit. Een magiekaart die geen kaart op tafel achterlaat, gaat terug in de doos. Elke routekaart die je door een magiekaart speelt, volgt de aanlegregels.</translation>
    </message>
    <message>
        <source>Chop!: take a route card with nothing on top of it off the table and out of the game. The card under it, if any, shows again.</source>
        <translation>Hakken: haal een routekaart waar niets bovenop ligt van tafel en uit het spel. De kaart eronder, als die er is, is dan weer te zien.</translation>
    </message>
    <message>
        <source>Inspiration: draw two route cards, play one of them and discard the other.</source>
        <translation>Inspiratie: trek twee routekaarten, speel er één van en leg de andere af.</translation>
    </message>
    <message>
        <source>Burning Crossing: lay this card across a route card as if it were one, by the growth rules. It stays for good: nothing can be played on it and no spell can change it, remove it or turn the stack under it. In this app, the card is a crossroads, open at both ends.</source>
        <translation>Brandend Kruispunt: leg deze kaart volgens de aanlegregels haaks op een routekaart, alsof het er zelf een is. Hij blijft voorgoed liggen: er kan niets op gespeeld worden en geen magiekaart kan hem veranderen, weghalen of de stapel eronder draaien. In deze app geldt: de kaart is een kruispunt dat aan beide uiteinden open is.</translation>
    </message>
    <message>
        <source>Dead End: play this card like a route card, by either growth rule. In this app, it is a crossing whose four arms are all cut, so it joins nothing, and later spells treat it as a route card.</source>
        <translation>Onderbroken Kruispunt: speel deze kaart als een routekaart, volgens een van beide aanlegregels. In deze app geldt: het is een kruispunt waarvan alle vier de armen onderbroken zijn; het verbindt dus niets, en latere magiekaarten behandelen het als een routekaart.</translation>
    </message>
    <message>
        <source>Fast Growth: draw a route card and play it on an empty cell, then draw another and play it across the first. You play two cards in one turn.</source>
        <translation>Versnelde Groei: trek een routekaart en speel hem op een leeg vak, trek dan nog een en speel die haaks op de eerste. Zo speel je twee kaarten in één beurt.</translation>
    </message>
    <message>
        <source>Green Thumb: draw two route cards. Then each other player in turn may discard their route card and draw a new one, or keep it. Then you play both of your cards.</source>
        <translation>Groene Vingers: trek twee routekaarten. Daarna mag elke andere speler op zijn beurt zijn routekaart afleggen en een nieuwe trekken, of hem houden. Dan speel je allebei je kaarten.</translation>
    </message>
    <message>
        <source>Replanting: take the top route card of the discard pile and play it. Read word for word, the rulebooks would hand you the card you have just discarded to cast the spell. In this app, you take the card that lay on top before that discard, so the spell cannot be cast while the discard pile is empty.</source>
        <translation>Herplanten: pak de bovenste routekaart van de aflegstapel en speel hem. Letterlijk genomen zouden de spelregels je zo de kaart teruggeven die je net hebt afgelegd om deze magiekaart te spelen. In deze app geldt: je pakt de kaart die vóór dat afleggen bovenop lag; zolang de aflegstapel leeg is, kan deze magiekaart dus niet gespeeld worden.</translation>
    </message>
    <message>
        <source>Winding Route: turn a route card on the table a quarter turn clockwise, together with the whole stack it lies in. The cards may then break the growth rules; that is allowed.</source>
        <translation>Woekering: draai een routekaart op tafel een kwartslag met de klok mee, samen met de hele stapel waarin hij ligt. De kaarten mogen daarna tegen de aanlegregels ingaan; dat is toegestaan.</translation>
    </message>
    <message>
        <source># Winning</source>
        <translation># Speleinde</translation>
    </message>
    <message>
        <source>A route is continuous when a traveller can walk it from one castle to the other without meeting a break, a hole, thorns or a dead end. Only castles on opposite sides count, north with south or west with east; two castles on neighbouring sides do not.</source>
        <translation>Een route is doorlopend als een reiziger hem van het ene kasteel naar het andere kan volgen zonder een onderbreking, een gat, doornen of een doodlopend stuk tegen te komen. Alleen kastelen aan tegenoverliggende kanten tellen, noord met zuid of west met oost; twee kastelen aan aangrenzende kanten niet.</translation>
    </message>
    <message>
        <source>The game ends as soon as a played route card completes such a route. If the player who played it joined two castles of their own family, they win, whatever else the card joined. If it joined only other families&apos; castles, those families share the win, so you can win during someone else&apos;s turn.</source>
        <translation>Het spel eindigt zodra een gespeelde routekaart zo’n route voltooit. Heeft de speler die hem speelde twee kastelen van zijn eigen familie verbonden, dan wint hij, wat de kaart verder ook verbond. Verbond de kaart alleen kastelen van andere families, dan delen die families de overwinning; je kunt dus winnen in de beurt van een ander.</translation>
    </message>
    <message>
        <source>Nobody wins in a turn in which they cast a spell. If your spell completes a route for your own family, you win at the start of your next turn, provided the route is still continuous then. If your spell completes a route for another family, that family wins at once.</source>
        <translation>Niemand wint in een beurt waarin hij een magiekaart speelt. Voltooit je magiekaart een route voor je eigen familie, dan win je aan het begin van je volgende beurt, als de route dan nog doorlopend is. Voltooit de magiekaart een route voor een andere familie, dan wint die familie meteen.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the players who still hold a route card play it in turn. If no family has won once everyone has played their last card, the game is a draw.</source>
        <translation>Als de trekstapel op is, spelen de spelers die nog een routekaart hebben die om de beurt. Heeft geen enkele familie gewonnen nadat iedereen zijn laatste kaart heeft gespeeld, dan eindigt het spel in gelijkspel.</translation>
    </message>
    <message>
        <source>A route card touching another one, short edge against short edge.</source>
        <translation>Een routekaart die een andere raakt, korte zijde tegen korte zijde.</translation>
    </message>
    <message>
        <source>A route card pointing at a castle: its short edge lies against the castle&apos;s long side.</source>
        <translation>Een routekaart die naar een kasteel wijst: haar korte zijde ligt tegen de lange zijde van het kasteel.</translation>
    </message>
    <message>
        <source>A route card played across another one: it lies on top and covers most of the card below.</source>
        <translation>Een routekaart die dwars over een andere is gespeeld: ze ligt bovenop en bedekt het grootste deel van de kaart eronder.</translation>
    </message>
    <message>
        <source>The card on D1 lies along the black castle north of it, so it does not touch it; it points at the blue castle to its east.</source>
        <translation>De kaart op D1 ligt langs het zwarte kasteel ten noorden ervan en raakt het dus niet; ze wijst naar het blauwe kasteel ten oosten.</translation>
    </message>
    <message>
        <source>A rope bridge beside a card whose end towards it is blocked: it may be played there, but the route stops at that end.</source>
        <translation>Een touwbrug naast een kaart waarvan het uiteinde ernaartoe geblokkeerd is: ze mag daar gespeeld worden, maar de route stopt bij dat uiteinde.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomTable</name>
    <message>
        <source>Your route card fits nowhere: drag it onto the discard pile, or cast a magic card.</source>
        <translation>Je Routekaart past nergens: sleep hem naar de aflegstapel, of speel een Magiekaart.</translation>
    </message>
    <message>
        <source>Choose a magic card ({count} of 3).</source>
        <translation>Kies een Magiekaart ({count} van 3).</translation>
    </message>
    <message>
        <source>Green Thumb was cast. Do you swap your route card for a new one?</source>
        <translation>Groene Vingers is gespeeld. Ruil je je Routekaart voor een nieuwe?</translation>
    </message>
    <message>
        <source>{family}: this castle is joined to one across the table.</source>
        <translation>Kasteel van de {family}: het is verbonden met een kasteel aan de overkant.</translation>
    </message>
    <message>
        <source>{family}: no route can reach across the table from here any more.</source>
        <translation>Kasteel van de {family}: vanaf hier kan geen route de overkant meer bereiken.</translation>
    </message>
    <message>
        <source>{spell} (used)</source>
        <translation>{spell} (gebruikt)</translation>
    </message>
    <message>
        <source>Drag your route card onto a lit cell (R turns it), or drag a magic card to cast it.</source>
        <translation>Sleep je Routekaart naar een oplichtend vak (R draait hem), of sleep een Magiekaart om die te spelen.</translation>
    </message>
    <message>
        <source>Inspiration: play one of your two cards; the other is discarded.</source>
        <translation>Inspiratie: speel een van je twee kaarten; de andere wordt afgelegd.</translation>
    </message>
    <message>
        <source>Fast Growth: play the first card on an empty cell.</source>
        <translation>Versnelde Groei: speel de eerste kaart op een leeg vak.</translation>
    </message>
    <message>
        <source>Fast Growth: play the second card across the first.</source>
        <translation>Versnelde Groei: speel de tweede kaart haaks op de eerste.</translation>
    </message>
    <message>
        <source>Green Thumb: play both of your route cards.</source>
        <translation>Groene Vingers: speel allebei je Routekaarten.</translation>
    </message>
    <message>
        <source>Replanting: play the card taken from the discard pile.</source>
        <translation>Herplanten: speel de kaart die je van de aflegstapel hebt gepakt.</translation>
    </message>
    <message>
        <source>&amp;Swap it</source>
        <translation>R&amp;uilen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Houden</translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join this castle to one across the table.</source>
        <translation>
            <numerusform>Kasteel van de {family}: nog minstens %n kaart om het met een kasteel aan de overkant te verbinden.</numerusform>
            <numerusform>Kasteel van de {family}: nog minstens %n kaarten om het met een kasteel aan de overkant te verbinden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Trekstapel: %n kaart</numerusform>
            <numerusform>Trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards. Drop a magic card here to cast it.</source>
        <translation>
            <numerusform>Aflegstapel: %n kaart. Sleep een Magiekaart hierheen om die te spelen.</numerusform>
            <numerusform>Aflegstapel: %n kaarten. Sleep een Magiekaart hierheen om die te spelen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Routes</source>
        <translation>&amp;Routes</translation>
    </message>
    <message>
        <source>&amp;Hidden</source>
        <translation>&amp;Verborgen</translation>
    </message>
    <message>
        <source>&amp;My Family&apos;s</source>
        <translation>Van &amp;mijn familie</translation>
    </message>
    <message>
        <source>&amp;All Families&apos;</source>
        <translation>Van &amp;alle families</translation>
    </message>
    <message numerus="yes">
        <source>%n cards to go</source>
        <translation>
            <numerusform>nog %n kaart</numerusform>
            <numerusform>nog %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>joined</source>
        <translation>verbonden</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>geblokkeerd</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wint</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>gelijkspel</translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join two of its castles across the table (View → Routes).</source>
        <translation>
            <numerusform>De {family}: nog minstens %n kaart om twee tegenover elkaar liggende kastelen te verbinden (Beeld → Routes).</numerusform>
            <numerusform>De {family}: nog minstens %n kaarten om twee tegenover elkaar liggende kastelen te verbinden (Beeld → Routes).</numerusform>
        </translation>
    </message>
    <message>
        <source>{family}: two of its castles across the table are joined.</source>
        <translation>De {family}: twee tegenover elkaar liggende kastelen zijn verbonden.</translation>
    </message>
    <message>
        <source>{family}: no route can join two of its castles across the table any more.</source>
        <translation>De {family}: geen route kan nog twee tegenover elkaar liggende kastelen verbinden.</translation>
    </message>
    <message>
        <source>both ends open</source>
        <translation>beide uiteinden open</translation>
    </message>
    <message>
        <source>one end blocked by {what}</source>
        <translation>één uiteinde geblokkeerd door {what}</translation>
    </message>
    <message>
        <source>both ends blocked: {a} and {b}</source>
        <translation>beide uiteinden geblokkeerd: {a} en {b}</translation>
    </message>
    <message>
        <source>a broken vine</source>
        <translation>een onderbroken rank</translation>
    </message>
    <message>
        <source>a hole</source>
        <translation>een gat</translation>
    </message>
    <message>
        <source>thorns</source>
        <translation>doornen</translation>
    </message>
    <message numerus="yes">
        <source>%n cards on this cell, the top one first</source>
        <translation>
            <numerusform>%n kaart op dit vak</numerusform>
            <numerusform>%n kaarten op dit vak, de bovenste eerst</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card counts whole; the card under it only by its two ends, which stick out across it. The cards further down play no part.</source>
        <translation>De bovenste kaart telt helemaal mee; de kaart eronder alleen met haar twee uiteinden, die er dwars onderuit steken. De kaarten daaronder tellen niet mee.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>{player} has chosen.</source>
        <translation>{player} heeft gekozen.</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for {low} to %n players.</source>
        <translation>
            <numerusform>{game} is voor {low} tot %n speler.</numerusform>
            <numerusform>{game} is voor {low} tot %n spelers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Wie begint</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Door loting</translation>
    </message>
    <message>
        <source>Who begins the game.</source>
        <translation>Wie het spel begint.</translation>
    </message>
    <message>
        <source>You have chosen.</source>
        <translation>Je hebt gekozen.</translation>
    </message>
    <message>
        <source>Unknown option: {key}.</source>
        <translation>Onbekende optie: {key}.</translation>
    </message>
    <message>
        <source>Option {key} cannot be {value}.</source>
        <translation>Optie {key} kan niet {value} zijn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>There is no game called {id}.</source>
        <translation>Er is geen spel met de naam {id}.</translation>
    </message>
    <message>
        <source>The game {id} is not available yet.</source>
        <translation>Het spel {id} is nog niet beschikbaar.</translation>
    </message>
</context>
<context>
    <name>Fairness</name>
    <message>
        <source>The host cheated: the value it revealed at the end is not the one it committed to before the deal.</source>
        <translation>De gastheer heeft vals gespeeld: de waarde die hij aan het eind onthulde, is niet die waaraan hij zich vóór het delen had vastgelegd.</translation>
    </message>
    <message>
        <source>The host cheated: the game was not dealt from the seed that everyone&apos;s values make.</source>
        <translation>De gastheer heeft vals gespeeld: het spel is niet gedeeld vanuit het zaadgetal dat ieders waarden vormen.</translation>
    </message>
    <message>
        <source>The deal did not use the random value this app sent (it may have come too late).</source>
        <translation>Het delen heeft de willekeurige waarde die deze app stuurde niet gebruikt (misschien kwam die te laat).</translation>
    </message>
    <message>
        <source>The host cheated: it replaced its commitment to the deal with another after the deal began.</source>
        <translation>De gastheer heeft vals gespeeld: hij heeft zijn vastlegging voor het delen door een andere vervangen nadat het delen begonnen was.</translation>
    </message>
    <message>
        <source>The host cheated: the game&apos;s record holds a move the rules do not allow.</source>
        <translation>De gastheer heeft vals gespeeld: het verslag van het spel bevat een zet die de regels niet toestaan.</translation>
    </message>
    <message>
        <source>The host cheated: what it showed you after move {move} is not what the deal and the moves give.</source>
        <translation>De gastheer heeft vals gespeeld: wat hij je na zet {move} liet zien, is niet wat het delen en de zetten opleveren.</translation>
    </message>
    <message>
        <source>The deal was fair: every view the host sent you follows from it.</source>
        <translation>Het delen was eerlijk: alles wat de gastheer je liet zien, volgt eruit.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} wint het spel.</translation>
    </message>
    <message>
        <source>{names} share the win.</source>
        <translation>{names} delen de overwinning.</translation>
    </message>
    <message>
        <source>The game ends in a draw: nobody wins.</source>
        <translation>Het spel eindigt gelijk: niemand wint.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Je wint het spel.</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. Everyone else, please look away: {name}&apos;s cards are about to be shown.</source>
        <translation>Geef de computer aan {name}. De anderen kijken even weg: zo meteen worden de kaarten van {name} getoond.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ik ben {name}: toon mijn kaarten</translation>
    </message>
</context>
<context>
    <name>HostOptions</name>
    <message>
        <source>Host on the network: the others play from their own computers</source>
        <translation>Op het netwerk hosten: de anderen spelen op hun eigen computer</translation>
    </message>
    <message>
        <source>You play the first seat here; a person&apos;s seat stays open until someone joins it. Who may join:</source>
        <translation>Jij speelt hier de eerste plaats; de plaats van een mens blijft vrij tot iemand die inneemt. Wie mag deelnemen:</translation>
    </message>
    <message>
        <source>Only this computer (to try it out)</source>
        <translation>Alleen deze computer (om het te proberen)</translation>
    </message>
    <message>
        <source>This network, or a VPN (Tailscale, ZeroTier…)</source>
        <translation>Dit netwerk, of een VPN (Tailscale, ZeroTier…)</translation>
    </message>
    <message>
        <source>Over the internet, through Matrix (invite people by their Matrix ID)</source>
        <translation>Via internet, met Matrix (nodig mensen uit met hun Matrix-ID)</translation>
    </message>
    <message>
        <source>Announce the table on the local network</source>
        <translation>De tafel op het lokale netwerk aankondigen</translation>
    </message>
    <message>
        <source>Others then find it in their list in Game → Join a Table…</source>
        <translation>De anderen vinden haar dan in hun lijst bij Spel → Aan een tafel deelnemen…</translation>
    </message>
    <message>
        <source>The table is a room on Matrix: the people you invite join it with their own Matrix app or cloudtable, from anywhere.</source>
        <translation>De tafel is een ruimte op Matrix: de mensen die je uitnodigt komen erin met hun eigen Matrix-app of cloudtable, waar ze ook zijn.</translation>
    </message>
    <message>
        <source>Others join by the address or code shown beside the table. A firewall may have to let cloudtable in.</source>
        <translation>De anderen nemen deel via het adres of de code naast de tafel. Een firewall moet cloudtable misschien doorlaten.</translation>
    </message>
    <message>
        <source>The table&apos;s name:</source>
        <translation>Naam van de tafel:</translation>
    </message>
    <message>
        <source>as others see it in their list</source>
        <translation>zoals de anderen hem in hun lijst zien</translation>
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
        <translation>(jij host haar)</translation>
    </message>
    <message>
        <source>{free} of {players} free</source>
        <translation>{free} van {players} vrij</translation>
    </message>
    <message>
        <source>This table needs another version of cloudtable ({version}).</source>
        <translation>Deze tafel vraagt een andere versie van cloudtable ({version}).</translation>
    </message>
    <message>
        <source>This app does not have that game.</source>
        <translation>Deze app heeft dat spel niet.</translation>
    </message>
    <message>
        <source>Tables on the local network cannot be looked for here ({reason}). Join by address.</source>
        <translation>Tafels op het lokale netwerk kunnen hier niet gezocht worden ({reason}). Neem deel via het adres.</translation>
    </message>
    <message>
        <source>The list is kept up to date while this window is open.</source>
        <translation>De lijst blijft bijgewerkt zolang dit venster open is.</translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>Zoeken naar tafels op dit netwerk… Nog geen gevonden.</translation>
    </message>
    <message>
        <source>This join code has a slip in it: check each letter.</source>
        <translation>Er zit een fout in deze deelnamecode: controleer elke letter.</translation>
    </message>
    <message>
        <source>This is neither an address (such as 192.168.1.20:47423) nor a join code.</source>
        <translation>Dit is geen adres (zoals 192.168.1.20:47423) en geen deelnamecode.</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Aan een tafel deelnemen</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <source>Your seats at tables, to go back to</source>
        <translation>Je plaatsen aan tafels, om naar terug te gaan</translation>
    </message>
    <message>
        <source>Forget This Seat</source>
        <translation>Deze plaats vergeten</translation>
    </message>
    <message>
        <source>On This Network</source>
        <translation>Op dit netwerk</translation>
    </message>
    <message>
        <source>Over Matrix</source>
        <translation>Via Matrix</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tafels op dit netwerk</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>By address or join code</source>
        <translation>Via adres of deelnamecode</translation>
    </message>
    <message>
        <source>A table hosted elsewhere, or over a VPN such as Tailscale or ZeroTier, is not found by itself: type the address or the join code its host gives you.</source>
        <translation>Een tafel elders, of via een VPN zoals Tailscale of ZeroTier, wordt niet vanzelf gevonden: typ het adres of de deelnamecode die de host je geeft.</translation>
    </message>
    <message>
        <source>such as 192.168.1.20:47423 or R2M0-255S-7WHG</source>
        <translation>zoals 192.168.1.20:47423 of R2M0-255S-7WHG</translation>
    </message>
    <message>
        <source>Only watch (a spectator sees nobody&apos;s hidden cards)</source>
        <translation>Alleen kijken (een toeschouwer ziet van niemand de verborgen kaarten)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Deelnemen</translation>
    </message>
</context>
<context>
    <name>KeptSeatsList</name>
    <message>
        <source>you host it</source>
        <translation>jij host haar</translation>
    </message>
    <message>
        <source>over Matrix</source>
        <translation>via Matrix</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>jij bent aan zet</translation>
    </message>
    <message>
        <source>The table waited for your move when you last saw it</source>
        <translation>De tafel wachtte op jouw zet toen je haar voor het laatst zag</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Terug aan tafel</translation>
    </message>
    <message>
        <source>Take your seat at this table again (a table you host is opened again first)</source>
        <translation>Je plaats aan deze tafel weer innemen (een tafel die jij host wordt eerst weer geopend)</translation>
    </message>
    <message>
        <source>Take your seat at this table again</source>
        <translation>Je plaats aan deze tafel weer innemen</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normaal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>sterk</translation>
    </message>
    <message>
        <source>Plays any move the rules allow: good for learning the game.</source>
        <translation>Speelt een willekeurige toegestane zet: goed om het spel te leren.</translation>
    </message>
    <message>
        <source>Plays the move that looks best now, and watches what it gives away.</source>
        <translation>Speelt de zet die nu het beste lijkt en let op wat die anderen geeft.</translation>
    </message>
    <message>
        <source>Looks ahead over the cards it cannot see before it plays: a real opponent.</source>
        <translation>Denkt vooruit over de kaarten die hij niet ziet voordat hij speelt: een echte tegenstander.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opened {file}.</source>
        <translation>{file} geopend.</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Opgeslagen in {file}.</translation>
    </message>
    <message>
        <source>cloudtable saves (*.cloudtable);;All files (*)</source>
        <translation>Opgeslagen cloudtable-spellen (*.cloudtable);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>This computer cannot play sounds: Qt Multimedia could not be loaded.</source>
        <translation>Deze computer kan geen geluiden afspelen: Qt Multimedia kon niet worden geladen.</translation>
    </message>
    <message>
        <source>an unfinished game</source>
        <translation>een onafgemaakt spel</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>Lijst &amp;wissen</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Geen onafgemaakte spellen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Undo: {move}</source>
        <translation>&amp;Ongedaan maken: {move}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo: {move}</source>
        <translation>Opnieuw &amp;doen: {move}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Een nieuw spel beginnen</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Aan een tafel &amp;deelnemen…</translation>
    </message>
    <message>
        <source>Play at a table hosted on another computer</source>
        <translation>Spelen aan een tafel die een andere computer host</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Verdergaan</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <source>Re&amp;view a Saved Game…</source>
        <translation>Een opgeslagen spel &amp;terugkijken…</translation>
    </message>
    <message>
        <source>Step through a saved game, move by move</source>
        <translation>Een opgeslagen spel zet voor zet doorlopen</translation>
    </message>
    <message>
        <source>Review &amp;This Game</source>
        <translation>Dit spel terug&amp;kijken</translation>
    </message>
    <message>
        <source>Step through the game on the table from its start</source>
        <translation>Het spel op tafel vanaf het begin doorlopen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;When a Move Reveals Something</source>
        <translation>Als een zet iets ont&amp;hult</translation>
    </message>
    <message>
        <source>Sou&amp;nds</source>
        <translation>&amp;Geluiden</translation>
    </message>
    <message>
        <source>Sounds when a round starts, a Dark City rises, the balloon falls, a game is won…</source>
        <translation>Geluiden als een ronde begint, een Duistere Stad verrijst, de ballon neerstort, een spel gewonnen wordt…</translation>
    </message>
    <message>
        <source>&amp;Matrix Account…</source>
        <translation>&amp;Matrix-account…</translation>
    </message>
    <message>
        <source>Sign in to Matrix, to host and join tables over the internet</source>
        <translation>Aanmelden bij Matrix, om tafels via internet te hosten en eraan mee te doen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit the Table</source>
        <translation>&amp;Hele tafel tonen</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;About cloudtable</source>
        <translation>&amp;Over cloudtable</translation>
    </message>
    <message>
        <source>Players and moves</source>
        <translation>Spelers en zetten</translation>
    </message>
    <message>
        <source>&amp;Players and Moves</source>
        <translation>&amp;Spelers en zetten</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Terugkijken</translation>
    </message>
    <message numerus="yes">
        <source>You have %n unfinished games, as many as are kept. To start this one, the oldest is deleted:</source>
        <translation>
            <numerusform>Je hebt %n onafgemaakt spel, het maximum dat bewaard wordt. Om dit spel te beginnen wordt het oudste verwijderd:</numerusform>
            <numerusform>Je hebt %n onafgemaakte spellen, het maximum dat bewaard wordt. Om dit spel te beginnen wordt het oudste verwijderd:</numerusform>
        </translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards. Save it first (continue it, then Save As) if you want to keep it.</source>
        <translation>Het kan daarna niet meer worden hervat. Sla het eerst op (ga ermee verder, dan Opslaan als) als je het wilt bewaren.</translation>
    </message>
    <message>
        <source>Delete the oldest unfinished game?</source>
        <translation>Het oudste onafgemaakte spel verwijderen?</translation>
    </message>
    <message>
        <source>Delete It and Start</source>
        <translation>Verwijderen en beginnen</translation>
    </message>
    <message>
        <source>An unfinished game was autosaved, but the autosave is damaged and cannot be resumed.</source>
        <translation>Een onafgemaakt spel werd automatisch opgeslagen, maar die opslag is beschadigd en kan niet worden hervat.</translation>
    </message>
    <message>
        <source>Cannot resume a game</source>
        <translation>Kan een spel niet hervatten</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Kan het spel niet voortzetten</translation>
    </message>
    <message>
        <source>This game is open in another cloudtable window.</source>
        <translation>Dit spel is geopend in een ander cloudtable-venster.</translation>
    </message>
    <message>
        <source>The game goes on where it was left.</source>
        <translation>Het spel gaat verder waar het gebleven was.</translation>
    </message>
    <message>
        <source>Delete the unfinished game?</source>
        <translation>Het onafgemaakte spel verwijderen?</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Het kan daarna niet meer worden hervat.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Its file could not be deleted: {path}</source>
        <translation>Het bestand kon niet worden verwijderd: {path}</translation>
    </message>
    <message>
        <source>Cannot delete the game</source>
        <translation>Kan het spel niet verwijderen</translation>
    </message>
    <message>
        <source>Play this move? It reveals what was hidden, so it cannot be undone.</source>
        <translation>Deze zet spelen? Hij onthult wat verborgen was en kan dus niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bevestigen</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Terugnemen</translation>
    </message>
    <message>
        <source>&amp;Always Ask</source>
        <translation>&amp;Altijd vragen</translation>
    </message>
    <message>
        <source>The card waits where you dropped it until you play it (Enter) or take it back (Esc)</source>
        <translation>De kaart wacht waar je hem hebt neergelegd tot je hem speelt (Enter) of terugneemt (Esc)</translation>
    </message>
    <message>
        <source>A &amp;Short Moment to Take It Back</source>
        <translation>Een &amp;kort moment om terug te nemen</translation>
    </message>
    <message>
        <source>The move is played after {seconds} s; until then, Esc takes it back</source>
        <translation>De zet wordt na {seconds}&#xa0;s gespeeld; tot dan neemt Esc hem terug</translation>
    </message>
    <message>
        <source>&amp;Never Wait</source>
        <translation>&amp;Nooit wachten</translation>
    </message>
    <message>
        <source>The move is played as soon as you drop the card</source>
        <translation>De zet wordt gespeeld zodra je de kaart neerlegt</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>Playing your move in {seconds} s… It cannot be undone afterwards.</source>
        <translation>Je zet wordt over {seconds}&#xa0;s gespeeld… Daarna is hij definitief.</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Nu spelen</translation>
    </message>
    <message>
        <source>Let the {level} level play</source>
        <translation>Laat niveau {level} spelen</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Opnieuw proberen</translation>
    </message>
    <message>
        <source>{player} keeps failing on this move.</source>
        <translation>{player} blijft bij deze zet mislukken.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>About cloudtable</source>
        <translation>Over cloudtable</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Geen recente spellen</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Opslaan als…</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Nog niet speelbaar</translation>
    </message>
    <message>
        <source>This game has no table yet.</source>
        <translation>Dit spel heeft nog geen tafel.</translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation>Opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent}%</translation>
    </message>
    <message>
        <source>Rules of &amp;This Game</source>
        <translation>Regels van &amp;dit spel</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>Automatisch opslaan staat uit</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan het spel niet openen</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan het spel niet opslaan</translation>
    </message>
    <message>
        <source>Review a Saved Game</source>
        <translation>Een opgeslagen spel terugkijken</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Kan het spel niet terugkijken</translation>
    </message>
    <message>
        <source>the game just played</source>
        <translation>het spel dat net gespeeld is</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>het spel dat gespeeld wordt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cloudtable {version}&lt;/h3&gt;&lt;p&gt;A table for three cloud-themed card games: Cloudy Kingdom, Strange World above the clouds and Cloud 9, against friends at one computer or against computer players.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cloudtable {version}&lt;/h3&gt;&lt;p&gt;Een speltafel voor drie kaartspellen in de wolken: Cloudy Kingdom, Strange World above the clouds en Cloud 9, met vrienden aan één computer of tegen de computer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regels van {game}</translation>
    </message>
    <message>
        <source>{file} cannot be opened.</source>
        <translation>{file} kan niet worden geopend.</translation>
    </message>
    <message>
        <source>It was kept as {path}.</source>
        <translation>Het is bewaard als {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. The details are in {path}.</source>
        <translation>Er ging iets mis. De details staan in {path}.</translation>
    </message>
</context>
<context>
    <name>Matrix</name>
    <message>
        <source>{players}: it is your turn at {table}.</source>
        <translation>{players}: je bent aan de beurt aan {table}.</translation>
    </message>
    <message>
        <source>The record of the game at {table}: its deal and every move, for anyone to check and replay.</source>
        <translation>Het verslag van het spel aan {table}: hoe er gedeeld is en elke zet, zodat iedereen het kan controleren en naspelen.</translation>
    </message>
</context>
<context>
    <name>MatrixAccountDialog</name>
    <message>
        <source>Signed in as {user}</source>
        <translation>Aangemeld als {user}</translation>
    </message>
    <message>
        <source>At {homeserver}. This computer keeps two devices of this account: one to play at tables, one to host them (so hosting asks for no password).</source>
        <translation>Op {homeserver}. Deze computer bewaart twee apparaten van dit account: één om aan tafels te spelen, één om ze te hosten (zo vraagt hosten geen wachtwoord).</translation>
    </message>
    <message>
        <source>At {homeserver}. This computer keeps the device to play at tables.</source>
        <translation>Op {homeserver}. Deze computer bewaart het apparaat om aan tafels te spelen.</translation>
    </message>
    <message>
        <source>Asking for a code…</source>
        <translation>Code aanvragen…</translation>
    </message>
    <message>
        <source>Device {number} of 2: to play at tables</source>
        <translation>Apparaat {number} van 2: om aan tafels te spelen</translation>
    </message>
    <message>
        <source>Device {number} of 2: to host tables</source>
        <translation>Apparaat {number} van 2: om tafels te hosten</translation>
    </message>
    <message>
        <source>Open this address in a browser, on this computer or your phone, sign in to your account there and approve this code:</source>
        <translation>Open dit adres in een browser, op deze computer of je telefoon, meld je daar aan bij je account en keur deze code goed:</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stoppen…</translation>
    </message>
    <message>
        <source>Waiting for your approval ({minutes}:{seconds:02} left)…</source>
        <translation>Wachten op je goedkeuring (nog {minutes}:{seconds:02})…</translation>
    </message>
    <message>
        <source>The server asked to be checked less often.</source>
        <translation>De server vroeg om minder vaak te kijken.</translation>
    </message>
    <message>
        <source>A Matrix ID looks like @name:matrix.org: an @, the name in small letters, a colon, the server.</source>
        <translation>Een Matrix-ID ziet eruit als @naam:matrix.org: een @, de naam in kleine letters, een dubbele punt, de server.</translation>
    </message>
    <message>
        <source>A homeserver&apos;s address starts with https://, such as https://matrix.org.</source>
        <translation>Het adres van een homeserver begint met https://, zoals https://matrix.org.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Aanmelden…</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Afmelden…</translation>
    </message>
    <message>
        <source>Sign out of Matrix?</source>
        <translation>Afmelden bij Matrix?</translation>
    </message>
    <message>
        <source>This computer&apos;s devices of {user} are ended and forgotten. To host or join tables over Matrix again, you sign in with your password.</source>
        <translation>De apparaten van {user} op deze computer worden beëindigd en vergeten. Om weer tafels via Matrix te hosten of eraan mee te doen, meld je je aan met je wachtwoord.</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Afmelden</translation>
    </message>
    <message>
        <source>Signed out here, but the homeserver could not be told: you may remove this computer&apos;s devices from another Matrix app, such as Element.</source>
        <translation>Hier afgemeld, maar de homeserver kon het niet worden gezegd: je kunt de apparaten van deze computer verwijderen in een andere Matrix-app, zoals Element.</translation>
    </message>
    <message>
        <source>The sign-in was refused in the browser: nothing was signed in.</source>
        <translation>De aanmelding is in de browser geweigerd: er is niets aangemeld.</translation>
    </message>
    <message>
        <source>The code was not approved in time: sign in with your browser again for a new one.</source>
        <translation>De code is niet op tijd goedgekeurd: meld je opnieuw aan met je browser voor een nieuwe.</translation>
    </message>
    <message>
        <source>Your homeserver takes no password here: sign in with your browser instead.</source>
        <translation>Je homeserver neemt hier geen wachtwoord aan: meld je in plaats daarvan aan met je browser.</translation>
    </message>
    <message>
        <source>Your homeserver takes no password here, and offers no sign-in with a code.</source>
        <translation>Je homeserver neemt hier geen wachtwoord aan en biedt geen aanmelding met een code.</translation>
    </message>
    <message>
        <source>The second code was approved by another account than the first: sign in again.</source>
        <translation>De tweede code is door een ander account goedgekeurd dan de eerste: meld je opnieuw aan.</translation>
    </message>
    <message>
        <source>The homeserver {server} cannot be reached: check its address and your connection.</source>
        <translation>De homeserver {server} is niet bereikbaar: controleer het adres en je verbinding.</translation>
    </message>
    <message>
        <source>The homeserver refused this Matrix ID or password.</source>
        <translation>De homeserver heeft deze Matrix-ID of dit wachtwoord geweigerd.</translation>
    </message>
    <message>
        <source>Signing out did not work: {why}</source>
        <translation>Afmelden is niet gelukt: {why}</translation>
    </message>
    <message>
        <source>Signing in did not work: {why}</source>
        <translation>Aanmelden is niet gelukt: {why}</translation>
    </message>
    <message>
        <source>Your homeserver signs you in on its own web page: no password is typed here.</source>
        <translation>Je homeserver meldt je aan op zijn eigen webpagina: hier typ je geen wachtwoord.</translation>
    </message>
    <message>
        <source>Your homeserver signs you in only on its own web page, in a way this app cannot use yet: it offers no sign-in with a code.</source>
        <translation>Je homeserver meldt je alleen aan op zijn eigen webpagina, op een manier die deze app nog niet kan gebruiken: hij biedt geen aanmelding met een code.</translation>
    </message>
    <message>
        <source>Matrix Account</source>
        <translation>Matrix-account</translation>
    </message>
    <message>
        <source>With a Matrix account (on matrix.org or any other homeserver) you host tables and join them over the internet, with nothing to open on your router. Every move travels end-to-end encrypted.</source>
        <translation>Met een Matrix-account (op matrix.org of een andere homeserver) host je tafels en doe je eraan mee via internet, zonder iets op je router open te zetten. Elke zet reist end-to-end versleuteld.</translation>
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
        <translation>gevonden uit je Matrix-ID</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Wachtwoord:</translation>
    </message>
    <message>
        <source>Used once to sign this computer in; it is never kept.</source>
        <translation>Eén keer gebruikt om deze computer aan te melden; het wordt nooit bewaard.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>Sign In with Your Browser</source>
        <translation>Aanmelden met je browser</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy the address, to open it elsewhere</source>
        <translation>Het adres kopiëren, om het elders te openen</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Openen in browser</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Sign Out…</source>
        <translation>Afmelden…</translation>
    </message>
</context>
<context>
    <name>MatrixHostChoice</name>
    <message>
        <source>Not signed in to Matrix yet.</source>
        <translation>Nog niet aangemeld bij Matrix.</translation>
    </message>
    <message>
        <source>Signed in as {user}, without a device to host: sign out and in again.</source>
        <translation>Aangemeld als {user}, zonder apparaat om te hosten: meld je af en opnieuw aan.</translation>
    </message>
    <message>
        <source>Hosted by:</source>
        <translation>Gehost door:</translation>
    </message>
    <message>
        <source>Hosted by {user}</source>
        <translation>Gehost door {user}</translation>
    </message>
    <message>
        <source>Sign In…</source>
        <translation>Aanmelden…</translation>
    </message>
    <message>
        <source>Matrix Account…</source>
        <translation>Matrix-account…</translation>
    </message>
</context>
<context>
    <name>MatrixJoinPart</name>
    <message>
        <source>(known once you join)</source>
        <translation>(bekend zodra je deelneemt)</translation>
    </message>
    <message>
        <source>invited by {user}</source>
        <translation>uitgenodigd door {user}</translation>
    </message>
    <message numerus="yes">
        <source>%n of {seats} free</source>
        <translation>
            <numerusform>%n van {seats} vrij</numerusform>
            <numerusform>%n van {seats} vrij</numerusform>
        </translation>
    </message>
    <message>
        <source>An invitation: joining accepts it.</source>
        <translation>Een uitnodiging: deelnemen aanvaardt haar.</translation>
    </message>
    <message>
        <source>Seats open to anyone at the table, or kept for you</source>
        <translation>Plaatsen die voor iedereen open zijn of voor jou vrijgehouden worden</translation>
    </message>
    <message>
        <source>This app does not have that game.</source>
        <translation>Deze app heeft dat spel niet.</translation>
    </message>
    <message>
        <source>(not a table)</source>
        <translation>(geen tafel)</translation>
    </message>
    <message>
        <source>An invitation to a Matrix room that is not a cloudtable table.</source>
        <translation>Een uitnodiging voor een Matrix-ruimte die geen cloudtable-tafel is.</translation>
    </message>
    <message>
        <source>The homeserver cannot be asked for your tables now ({reason}).</source>
        <translation>De thuisserver kan nu niet naar je tafels gevraagd worden ({reason}).</translation>
    </message>
    <message>
        <source>Asking the homeserver for your invitations and tables…</source>
        <translation>De thuisserver wordt naar je uitnodigingen en tafels gevraagd…</translation>
    </message>
    <message>
        <source>Your invitations and tables on Matrix, kept up to date while this is open.</source>
        <translation>Je uitnodigingen en tafels op Matrix, bijgewerkt zolang dit open is.</translation>
    </message>
    <message>
        <source>No invitation yet: ask the table&apos;s host to invite {user}, or paste the room&apos;s link below.</source>
        <translation>Nog geen uitnodiging: vraag de host van de tafel om {user} uit te nodigen, of plak hieronder de link van de kamer.</translation>
    </message>
    <message>
        <source>This is neither a Matrix room&apos;s link (https://matrix.to/#/…) nor a room ID (!…:server).</source>
        <translation>Dit is geen link naar een Matrix-kamer (https://matrix.to/#/…) en ook geen kamer-ID (!…:server).</translation>
    </message>
    <message>
        <source>Play with people anywhere through Matrix, without opening a port: first sign in to your Matrix account with Edit → Matrix Account…; the tables you are invited to are then listed here.</source>
        <translation>Speel via Matrix met mensen waar ook ter wereld, zonder een poort te openen: meld je eerst aan bij je Matrix-account met Bewerken → Matrix-account…; de tafels waarvoor je uitgenodigd bent, staan dan hier.</translation>
    </message>
    <message>
        <source>Signed in to Matrix as {user}</source>
        <translation>Aangemeld bij Matrix als {user}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Or the table&apos;s room, by its link or ID (its host gives it to you):</source>
        <translation>Of de kamer van de tafel, via haar link of ID (de host geeft die je):</translation>
    </message>
    <message>
        <source>such as https://matrix.to/#/!abc…:example.org</source>
        <translation>zoals https://matrix.to/#/!abc…:example.org</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table at {address} cannot be reached: {reason}</source>
        <translation>De tafel op {address} is niet bereikbaar: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a cloudtable table.</source>
        <translation>{address} is geen cloudtable-tafel.</translation>
    </message>
    <message>
        <source>The table speaks version {host} of the protocol and this app version {client}: use the same version of cloudtable as the host.</source>
        <translation>De tafel spreekt versie {host} van het protocol en deze app versie {client}: gebruik dezelfde versie van cloudtable als de gastheer.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>De verbinding met de tafel is verbroken.</translation>
    </message>
    <message>
        <source>The table at {address} is not the one you were given: its certificate&apos;s fingerprint begins {found}, not {expected}. Nothing was sent to it. Ask its host for the table&apos;s join code again.</source>
        <translation>De tafel op {address} is niet de tafel die je kreeg: de vingerafdruk van haar certificaat begint met {found}, niet met {expected}. Er is niets naar verstuurd. Vraag de gastheer opnieuw om de deelnamecode.</translation>
    </message>
    <message>
        <source>A client must say hello first.</source>
        <translation>Een client moet eerst hallo zeggen.</translation>
    </message>
    <message>
        <source>Join the table or watch it first.</source>
        <translation>Schuif eerst aan of kijk eerst mee.</translation>
    </message>
    <message>
        <source>You are at the table already.</source>
        <translation>Je zit al aan tafel.</translation>
    </message>
    <message>
        <source>Spectators only watch.</source>
        <translation>Toeschouwers kijken alleen.</translation>
    </message>
    <message>
        <source>Too many messages at once: slow down.</source>
        <translation>Te veel berichten tegelijk: doe het wat rustiger aan.</translation>
    </message>
    <message>
        <source>A message could not be read: it is not a JSON object.</source>
        <translation>Een bericht is onleesbaar: het is geen JSON-object.</translation>
    </message>
    <message>
        <source>A message was too large.</source>
        <translation>Een bericht was te groot.</translation>
    </message>
    <message>
        <source>A message could not be read: it is not text.</source>
        <translation>Een bericht is onleesbaar: het is geen tekst.</translation>
    </message>
    <message>
        <source>A message of an unknown kind was received.</source>
        <translation>Er kwam een bericht van een onbekende soort binnen.</translation>
    </message>
    <message>
        <source>A message could not be read: its entry “{field}” is missing or wrong.</source>
        <translation>Een bericht is onleesbaar: het gegeven ‘{field}’ ontbreekt of is onjuist.</translation>
    </message>
    <message>
        <source>A message could not be read: it has an unknown entry “{field}”.</source>
        <translation>Een bericht is onleesbaar: het heeft een onbekend gegeven ‘{field}’.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Die plaats is bezet.</translation>
    </message>
    <message>
        <source>That seat is kept for someone invited: it takes their invitation.</source>
        <translation>Die plaats is gereserveerd voor iemand die is uitgenodigd: je hebt hun uitnodiging nodig om ze in te nemen.</translation>
    </message>
    <message>
        <source>No seat at this table waits for that invitation (it may have been used already).</source>
        <translation>Geen plaats aan deze tafel wacht op die uitnodiging (misschien is ze al gebruikt).</translation>
    </message>
    <message>
        <source>That invitation is for another seat.</source>
        <translation>Die uitnodiging is voor een andere plaats.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Die plaats bestaat niet aan deze tafel.</translation>
    </message>
    <message>
        <source>There is no open seat at this table.</source>
        <translation>Er is geen vrije plaats meer aan deze tafel.</translation>
    </message>
    <message>
        <source>This table does not know that seat.</source>
        <translation>Deze tafel kent die plaats niet.</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken.</source>
        <translation>Het spel begint zodra alle plaatsen bezet zijn.</translation>
    </message>
    <message>
        <source>This move was sent before.</source>
        <translation>Deze zet is al eerder verstuurd.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>De zet is onleesbaar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>You have made your choice already.</source>
        <translation>Je hebt al gekozen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>Only the seat of a player who is away can be given to a computer.</source>
        <translation>Alleen de plaats van iemand die weg is, kan aan de computer worden gegeven.</translation>
    </message>
    <message>
        <source>There is no computer level called {level}.</source>
        <translation>Er bestaat geen computerniveau met de naam {level}.</translation>
    </message>
    <message>
        <source>A new game can start once this one is over.</source>
        <translation>Een nieuw spel kan beginnen zodra dit afgelopen is.</translation>
    </message>
    <message>
        <source>The cards are dealt already: the deal takes no more values.</source>
        <translation>De kaarten zijn al gedeeld: het delen neemt geen waarden meer aan.</translation>
    </message>
    <message>
        <source>This seat has given its value for the deal already.</source>
        <translation>Deze plaats heeft zijn waarde voor het delen al gegeven.</translation>
    </message>
    <message>
        <source>{player} starts a new game with the same seats.</source>
        <translation>{player} begint een nieuw spel met dezelfde plaatsen.</translation>
    </message>
    <message>
        <source>You start a new game with the same seats.</source>
        <translation>Je begint een nieuw spel met dezelfde plaatsen.</translation>
    </message>
    <message>
        <source>The table&apos;s host cannot be trusted: its device&apos;s key is not the one the table gave.</source>
        <translation>De gastheer van de tafel is niet te vertrouwen: de sleutel van zijn apparaat is niet de sleutel die de tafel gaf.</translation>
    </message>
    <message>
        <source>The table&apos;s host cannot be found on Matrix.</source>
        <translation>De gastheer van de tafel is niet te vinden op Matrix.</translation>
    </message>
    <message>
        <source>The homeserver ended this computer&apos;s session as {user}: sign in again (Edit → Matrix Account…), then take your seat again from the welcome screen.</source>
        <translation>De homeserver heeft de sessie van deze computer als {user} beëindigd: meld je opnieuw aan (Bewerken → Matrix-account…) en neem daarna je plaats weer in via het welkomstscherm.</translation>
    </message>
    <message>
        <source>This computer is not signed in to Matrix as {user} any more: sign in again (Edit → Matrix Account…).</source>
        <translation>Deze computer is niet meer bij Matrix aangemeld als {user}: meld je opnieuw aan (Bewerken → Matrix-account…).</translation>
    </message>
    <message>
        <source>The homeserver {server} cannot be reached: {reason}</source>
        <translation>De thuisserver {server} is niet bereikbaar: {reason}</translation>
    </message>
    <message>
        <source>The room {room} cannot be joined: {reason}</source>
        <translation>Deelnemen aan de kamer {room} lukt niet: {reason}</translation>
    </message>
    <message>
        <source>The room {room} is not a cloudtable table.</source>
        <translation>De kamer {room} is geen cloudtable-tafel.</translation>
    </message>
    <message>
        <source>The table&apos;s host is not the device it was when you sat down: its room now names another one. Nothing was sent to it.</source>
        <translation>De host van de tafel is niet meer het apparaat dat hij was toen je ging zitten: de kamer noemt nu een ander. Er is niets naar hem verstuurd.</translation>
    </message>
    <message>
        <source>The homeserver cannot be reached: the game waits and goes on by itself.</source>
        <translation>De thuisserver is niet bereikbaar: het spel wacht en gaat vanzelf verder.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Anyone who joins</source>
        <translation>Wie als eerste meedoet</translation>
    </message>
    <message>
        <source>Their name on Matrix: the seat is called so until they join with the name they choose.</source>
        <translation>Hun naam op Matrix: de plaats heet zo tot ze meedoen met de naam die ze kiezen.</translation>
    </message>
    <message>
        <source>Not a Matrix ID that can be invited here: it looks like @name:matrix.org, and each person once.</source>
        <translation>Geen Matrix-ID die hier uitgenodigd kan worden: die ziet eruit als @naam:matrix.org, en elke persoon één keer.</translation>
    </message>
    <message>
        <source>The Matrix ID of the person to invite, such as @name:matrix.org. Left empty, the seat is for anyone invited to the table&apos;s room.</source>
        <translation>De Matrix-ID van wie je uitnodigt, zoals @naam:matrix.org. Leeg gelaten is de plaats voor iedereen die in de ruimte van de tafel is uitgenodigd.</translation>
    </message>
    <message>
        <source>Someone invited</source>
        <translation>Iemand die is uitgenodigd</translation>
    </message>
    <message>
        <source>Anyone who joins: the first person to come takes the seat. Someone invited: the seat is kept for the one person you give its own code to.</source>
        <translation>Wie als eerste meedoet: de eerste die komt, neemt de plaats in. Iemand die is uitgenodigd: de plaats is gereserveerd voor de ene persoon aan wie je haar eigen code geeft.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message numerus="yes">
        <source>{low}–%n players</source>
        <translation>
            <numerusform>{low}–%n speler</numerusform>
            <numerusform>{low}–%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opties</translation>
    </message>
    <message>
        <source>Seed (optional, for a repeatable deal):</source>
        <translation>Spelnummer (optioneel, om precies zo opnieuw te delen):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Invited through Matrix</source>
        <translation>Uitgenodigd via Matrix</translation>
    </message>
    <message>
        <source>their own</source>
        <translation>eigen naam</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tafel van {name}</translation>
    </message>
    <message>
        <source>Each player&apos;s colour on the table; no two players share one.</source>
        <translation>De kleur van elke speler op tafel; geen twee spelers hebben dezelfde.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Host the Table</source>
        <translation>Tafel hosten</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>Naam van de speler</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play On from Here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <source>A new game starts from the start of this one, with the same cards.</source>
        <translation>Een nieuw spel begint bij het begin van dit spel, met dezelfde kaarten.</translation>
    </message>
    <message>
        <source>A new game starts after move {move} of this one, with the same cards.</source>
        <translation>Een nieuw spel begint na zet {move} van dit spel, met dezelfde kaarten.</translation>
    </message>
    <message>
        <source>Who plays each seat?</source>
        <translation>Wie speelt op elke plaats?</translation>
    </message>
    <message>
        <source>This game is still going on: each seat stays a person or a computer; a computer&apos;s level may change.</source>
        <translation>Dit spel is nog bezig: elke plaats blijft een mens of een computer; het niveau van een computer mag veranderen.</translation>
    </message>
    <message>
        <source>This game stays as it is.</source>
        <translation>Dit spel blijft zoals het is.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Verder spelen</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>{game}: the record of a game (cloudtable {version})</source>
        <translation>{game}: het verslag van een spel (cloudtable {version})</translation>
    </message>
    <message>
        <source>Players: {players}</source>
        <translation>Spelers: {players}</translation>
    </message>
    <message>
        <source>{name} (person)</source>
        <translation>{name} (mens)</translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation>{name} (computer, {level})</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Uitslag: {result}</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gewonnen door {names}</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>gelijkspel</translation>
    </message>
    <message>
        <source>Points: {scores}</source>
        <translation>Punten: {scores}</translation>
    </message>
    <message>
        <source>The game is still going on.</source>
        <translation>Het spel is nog bezig.</translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation>Spelnummer: {seed}</translation>
    </message>
    <message>
        <source>Positions as {name} saw them.</source>
        <translation>Stellingen zoals {name} ze zag.</translation>
    </message>
    <message>
        <source>Positions as everyone saw them (no hidden card).</source>
        <translation>Stellingen zoals iedereen ze zag (geen verborgen kaart).</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Voyage {number}</source>
        <translation>Reis {number}</translation>
    </message>
    <message>
        <source>Position: {position}</source>
        <translation>Stelling: {position}</translation>
    </message>
    <message>
        <source>Final position: {position}</source>
        <translation>Eindstelling: {position}</translation>
    </message>
    <message>
        <source>Position after the last move: {position}</source>
        <translation>Stelling na de laatste zet: {position}</translation>
    </message>
</context>
<context>
    <name>RemoteFeed</name>
    <message>
        <source>That move cannot be played now.</source>
        <translation>Die zet kan nu niet worden gespeeld.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>Deelnemen aan de tafel op {address}…</translation>
    </message>
    <message>
        <source>Joining the table in the Matrix room {room}…</source>
        <translation>Deelnemen aan de tafel in de Matrix-kamer {room}…</translation>
    </message>
    <message>
        <source>Starting the table…</source>
        <translation>De tafel wordt geopend…</translation>
    </message>
    <message>
        <source>Cannot host the table</source>
        <translation>Kan de tafel niet hosten</translation>
    </message>
    <message>
        <source>The table could not be started.</source>
        <translation>De tafel kon niet geopend worden.</translation>
    </message>
    <message>
        <source>The table stopped</source>
        <translation>De tafel is gestopt</translation>
    </message>
    <message>
        <source>The table&apos;s host process stopped; the game cannot go on.</source>
        <translation>Het proces dat de tafel host is gestopt; het spel kan niet verder.</translation>
    </message>
    <message>
        <source>Cannot join the table</source>
        <translation>Kan niet aan de tafel deelnemen</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>De tafel is weg</translation>
    </message>
    <message>
        <source>Signed out of Matrix</source>
        <translation>Afgemeld bij Matrix</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>De tafel verlaten?</translation>
    </message>
    <message>
        <source>You host this table: if you leave it, the game is adjourned for everyone. The table keeps it, so that it can go on later.</source>
        <translation>Jij host deze tafel: als je haar verlaat, wordt het spel voor iedereen onderbroken. De tafel bewaart het, zodat het later verder kan.</translation>
    </message>
    <message>
        <source>Adjourn and Leave</source>
        <translation>Onderbreken en verlaten</translation>
    </message>
    <message>
        <source>Invite to the Table</source>
        <translation>Uitnodigen aan tafel</translation>
    </message>
    <message>
        <source>The Matrix ID of the person to invite (such as @name:matrix.org):</source>
        <translation>De Matrix-ID van wie je uitnodigt (zoals @naam:matrix.org):</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Uitnodigen lukt niet</translation>
    </message>
    <message>
        <source>{user} is not a Matrix ID that can be invited: it looks like @name:matrix.org.</source>
        <translation>{user} is geen Matrix-ID die uitgenodigd kan worden: die ziet eruit als @naam:matrix.org.</translation>
    </message>
    <message>
        <source>{user} is invited to the table.</source>
        <translation>{user} is uitgenodigd aan tafel.</translation>
    </message>
    <message>
        <source>{user} could not be invited: {why}</source>
        <translation>{user} kon niet worden uitgenodigd: {why}</translation>
    </message>
    <message>
        <source>Adjourn the game?</source>
        <translation>Het spel onderbreken?</translation>
    </message>
    <message>
        <source>The game stops here for everyone. The table keeps it: the host can open it again later, and everyone takes their seat back.</source>
        <translation>Het spel stopt hier voor iedereen. De tafel bewaart het: de host kan haar later weer openen, en iedereen neemt zijn plaats weer in.</translation>
    </message>
    <message>
        <source>Adjourn</source>
        <translation>Onderbreken</translation>
    </message>
</context>
<context>
    <name>RemotePlay</name>
    <message numerus="yes">
        <source>Waiting for %n more players to join…</source>
        <translation>
            <numerusform>Wachten tot er nog %n speler bijkomt…</numerusform>
            <numerusform>Wachten tot er nog %n spelers bijkomen…</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>vrij</translation>
    </message>
    <message>
        <source>kept for someone invited</source>
        <translation>gereserveerd voor een genodigde</translation>
    </message>
    <message>
        <source>away</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <source>away, a computer plays</source>
        <translation>afwezig, een computer speelt</translation>
    </message>
    <message>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <source>{name} adjourned the game.</source>
        <translation>{name} heeft het spel onderbroken.</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Niet met de tafel verbonden.</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is away.</source>
        <translation>Wachten op {name}, die afwezig is.</translation>
    </message>
    <message>
        <source>Waiting for the others to choose…</source>
        <translation>Wachten tot de anderen gekozen hebben…</translation>
    </message>
    <message>
        <source>Waiting for {name} to choose…</source>
        <translation>Wachten tot {name} gekozen heeft…</translation>
    </message>
    <message>
        <source>{player} is away. Wait for them to come back, let a computer play for them until then, or adjourn the game.</source>
        <translation>{player} is afwezig. Wacht tot die terugkomt, laat tot dan een computer de plaats spelen, of onderbreek het spel.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>A computer of this level plays for {player} until they are back</source>
        <translation>Een computer van dit niveau speelt voor {player} tot die terug is</translation>
    </message>
    <message>
        <source>&amp;Adjourn</source>
        <translation>&amp;Onderbreken</translation>
    </message>
    <message>
        <source>Stop the game here for everyone; the host can open the table again later and all go on.</source>
        <translation>Het spel hier voor iedereen stoppen; de host kan de tafel later weer openen en dan speelt iedereen verder.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: trying again…</source>
        <translation>De verbinding met de tafel is verbroken: opnieuw proberen…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Terug aan tafel.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Gelijkspel: niemand wint.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Je hebt gewonnen!</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Tafel bekijken</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} delen de overwinning!</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>Step through the game from its start, from any seat</source>
        <translation>Het spel vanaf het begin doorlopen, vanaf elke plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>This is a review: nothing can be played here.</source>
        <translation>Dit is terugkijken: hier kan niets gespeeld worden.</translation>
    </message>
    <message>
        <source>Reviewing the game: nothing can be played. Esc leaves the review.</source>
        <translation>Het spel terugkijken: er kan niets gespeeld worden. Esc stopt het terugkijken.</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Geëxporteerd naar {file}.</translation>
    </message>
    <message>
        <source>Export the Record as Text</source>
        <translation>Verslag als tekst exporteren</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Tekstbestanden (*.txt)</translation>
    </message>
    <message>
        <source>Save a Copy of the Game</source>
        <translation>Een kopie van het spel opslaan</translation>
    </message>
    <message>
        <source>cloudtable saves (*.cloudtable)</source>
        <translation>Opgeslagen cloudtable-spellen (*.cloudtable)</translation>
    </message>
    <message>
        <source>Cannot export the game</source>
        <translation>Kan het spel niet exporteren</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>REVIEW</source>
        <translation>TERUGKIJKEN</translation>
    </message>
    <message>
        <source>{game}: {source}</source>
        <translation>{game}: {source}</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Gezien door:</translation>
    </message>
    <message>
        <source>Everyone: no hidden card</source>
        <translation>Iedereen: geen verborgen kaart</translation>
    </message>
    <message>
        <source>Every card face up</source>
        <translation>Alle kaarten open</translation>
    </message>
    <message>
        <source>Whose cards the table shows.</source>
        <translation>Wiens kaarten de tafel toont.</translation>
    </message>
    <message>
        <source>The game is still going on: it is shown only as its players saw it, and a seat&apos;s own cards only to that seat&apos;s player.</source>
        <translation>Het spel is nog bezig: het wordt alleen getoond zoals de spelers het zagen, en de kaarten van een plaats alleen aan wie daar speelt.</translation>
    </message>
    <message>
        <source>Play &amp;On from Here…</source>
        <translation>Vanaf hier &amp;verder spelen…</translation>
    </message>
    <message>
        <source>Start a new game from the position shown, with the same cards; this record stays as it is.</source>
        <translation>Een nieuw spel beginnen vanaf de getoonde stelling, met dezelfde kaarten; dit verslag blijft zoals het is.</translation>
    </message>
    <message>
        <source>Other people are still playing this game: it can be played on from here once it is over.</source>
        <translation>Anderen spelen dit spel nog: je kunt vanaf hier verder spelen zodra het afgelopen is.</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporteren</translation>
    </message>
    <message>
        <source>Keep or share this game&apos;s record</source>
        <translation>Het verslag van dit spel bewaren of delen</translation>
    </message>
    <message>
        <source>The Record as &amp;Text…</source>
        <translation>Het verslag als &amp;tekst…</translation>
    </message>
    <message>
        <source>The &amp;Saved Game…</source>
        <translation>Het &amp;opgeslagen spel…</translation>
    </message>
    <message>
        <source>Leave the Review (Esc)</source>
        <translation>Terugkijken stoppen (Esc)</translation>
    </message>
    <message>
        <source>Back to where you were</source>
        <translation>Terug naar waar je was</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Het begin van het spel (Home)</translation>
    </message>
    <message>
        <source>Previous voyage (Page Up)</source>
        <translation>Vorige reis (Page Up)</translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Vorige ronde (Page Up)</translation>
    </message>
    <message>
        <source>Previous turn (Up)</source>
        <translation>Vorige beurt (Omhoog)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorige zet (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Volgende zet (Rechts)</translation>
    </message>
    <message>
        <source>Next turn (Down)</source>
        <translation>Volgende beurt (Omlaag)</translation>
    </message>
    <message>
        <source>Next voyage (Page Down)</source>
        <translation>Volgende reis (Page Down)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Volgende ronde (Page Down)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>De laatste zet (End)</translation>
    </message>
    <message>
        <source>How fast Play goes</source>
        <translation>Hoe snel het afspelen gaat</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>Sleep naar een willekeurige zet van het spel</translation>
    </message>
    <message>
        <source>Voyage {round} of {rounds}</source>
        <translation>Reis {round} van {rounds}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Ronde {round} van {rounds}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Beurt {turn} van {turns}</translation>
    </message>
    <message>
        <source>Voyage {round}</source>
        <translation>Reis {round}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Beurt {turn}</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Begin van het spel</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Zet {move} van {moves}</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pauze (Spatie)</translation>
    </message>
    <message>
        <source>Play the game on, move by move (Space)</source>
        <translation>Het spel zet voor zet afspelen (Spatie)</translation>
    </message>
</context>
<context>
    <name>ReviewHandoff</name>
    <message>
        <source>The game as {name} saw it</source>
        <translation>Het spel zoals {name} het zag</translation>
    </message>
    <message>
        <source>This game is still going on. Pass the computer to {name}; everyone else, please look away: {name}&apos;s cards are about to be shown.</source>
        <translation>Dit spel is nog bezig. Geef de computer aan {name}; iedereen anders, kijk alsjeblieft weg: de kaarten van {name} worden zo getoond.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ik ben {name}: toon mijn kaarten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>In this app,</source>
        <translation>In deze app geldt:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>The file holds a move this game does not know.</source>
        <translation>Het bestand bevat een zet die dit spel niet kent.</translation>
    </message>
    <message>
        <source>The file holds a damaged move.</source>
        <translation>Het bestand bevat een beschadigde zet.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Het bestand is leeg.</translation>
    </message>
    <message>
        <source>The file is too large to be a cloudtable save.</source>
        <translation>Het bestand is te groot voor een opgeslagen cloudtable-spel.</translation>
    </message>
    <message>
        <source>The file is not a cloudtable save (it is not text).</source>
        <translation>Het bestand is geen opgeslagen cloudtable-spel (het is geen tekst).</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not valid JSON.</source>
        <translation>Het bestand is beschadigd of afgebroken: het is geen geldige JSON.</translation>
    </message>
    <message>
        <source>The file is not a cloudtable save.</source>
        <translation>Het bestand is geen opgeslagen cloudtable-spel.</translation>
    </message>
    <message>
        <source>The file was saved by a newer cloudtable (format {found}); this version reads format {known}.</source>
        <translation>Het bestand is opgeslagen met een nieuwere cloudtable (formaat {found}); deze versie leest formaat {known}.</translation>
    </message>
    <message>
        <source>The save is damaged: the entry “{field}” is missing or wrong.</source>
        <translation>Het opgeslagen spel is beschadigd: het gegeven ‘{field}’ ontbreekt of is onjuist.</translation>
    </message>
    <message>
        <source>The save is damaged or was changed by hand: move {number} is not legal ({reason})</source>
        <translation>Het opgeslagen spel is beschadigd of met de hand gewijzigd: zet {number} is niet toegestaan ({reason})</translation>
    </message>
    <message>
        <source>The save is damaged or was changed by hand: replaying its moves does not give the position it stores.</source>
        <translation>Het opgeslagen spel is beschadigd of met de hand gewijzigd: het naspelen van de zetten levert niet de opgeslagen stand op.</translation>
    </message>
    <message>
        <source>The save is for a game this version does not have ({id}).</source>
        <translation>Het opgeslagen spel hoort bij een spel dat deze versie niet kent ({id}).</translation>
    </message>
    <message>
        <source>The save is damaged: it holds a number no save could hold.</source>
        <translation>Het opgeslagen spel is beschadigd: er staat een getal in dat in geen enkel opgeslagen spel kan staan.</translation>
    </message>
    <message>
        <source>the move cannot be read</source>
        <translation>de zet is onleesbaar</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Het bestand kan niet worden gelezen: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Het spel kon niet worden opgeslagen in {path}: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>only part of the game could be written</source>
        <translation>slechts een deel van het spel kon worden weggeschreven</translation>
    </message>
    <message>
        <source>it holds a broken character (in a name?) that no file can store; nothing was written</source>
        <translation>het bevat een kapot teken (in een naam?) dat geen bestand kan opslaan; er is niets geschreven</translation>
    </message>
    <message>
        <source>This is not a file: a save is always a plain file.</source>
        <translation>Dit is geen bestand: een opgeslagen spel is altijd een gewoon bestand.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used: {reason}</source>
        <translation>De map {path} kan niet worden gebruikt: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another cloudtable window.</source>
        <translation>Dit spel is geopend in een ander cloudtable-venster.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The autosave failed: {reason}</source>
        <translation>Automatisch opslaan is mislukt: {reason}</translation>
    </message>
    <message>
        <source>The game cannot be autosaved, so it could not be resumed after a crash. {reason}

You can go on playing, and save the game yourself with Save As.</source>
        <translation>Het spel kan niet automatisch worden opgeslagen en zou na een crash dus niet kunnen worden hervat. {reason}

Je kunt verder spelen en het spel zelf bewaren met ‘Opslaan als’.</translation>
    </message>
    <message>
        <source>A computer player&apos;s answer could not be used; it was asked again.</source>
        <translation>Het antwoord van een computerspeler was onbruikbaar; hij is opnieuw gevraagd.</translation>
    </message>
    <message>
        <source>{player} is taking long to think…</source>
        <translation>{player} denkt lang na…</translation>
    </message>
    <message>
        <source>{player} keeps failing on this move. Let another level play this seat, or try again. The details are in {path}.</source>
        <translation>{player} blijft bij deze zet mislukken. Laat een ander niveau deze plaats spelen, of probeer het opnieuw. De details staan in {path}.</translation>
    </message>
    <message>
        <source>The computer players&apos; process stopped; it was started again and the computer thinks anew.</source>
        <translation>Het proces van de computerspelers is gestopt; het is opnieuw gestart en de computer denkt opnieuw na.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>When a move reveals something</source>
        <translation>Als een zet iets onthult</translation>
    </message>
    <message>
        <source>Drawing a card or rolling a die shows what was hidden: such a move cannot be undone.</source>
        <translation>Een kaart trekken of een dobbelsteen gooien toont wat verborgen was: zo’n zet kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>&amp;Always ask</source>
        <translation>&amp;Altijd vragen</translation>
    </message>
    <message>
        <source>The card waits where you dropped it until you play it (Enter) or take it back (Esc).</source>
        <translation>De kaart wacht waar je hem hebt neergelegd tot je hem speelt (Enter) of terugneemt (Esc).</translation>
    </message>
    <message>
        <source>A &amp;short moment to take it back</source>
        <translation>Een &amp;kort moment om terug te nemen</translation>
    </message>
    <message>
        <source>The move is played after {seconds} s: Esc takes it back before then, Enter plays it at once.</source>
        <translation>De zet wordt na {seconds}&#xa0;s gespeeld: Esc neemt hem eerder terug, Enter speelt hem meteen.</translation>
    </message>
    <message>
        <source>&amp;Never wait</source>
        <translation>&amp;Nooit wachten</translation>
    </message>
    <message>
        <source>The move is played as soon as you drop the card.</source>
        <translation>De zet wordt gespeeld zodra je de kaart neerlegt.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Geen spel</translation>
    </message>
    <message>
        <source>Start a game from the Game menu.</source>
        <translation>Begin een spel via het menu Spel.</translation>
    </message>
    <message>
        <source>person</source>
        <translation>mens</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jij bent aan de beurt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Speelt als</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} is aan de beurt</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>The position received is damaged.</source>
        <translation>De ontvangen stand is beschadigd.</translation>
    </message>
    <message>
        <source>The position received is damaged: the entry “{field}” is missing or wrong.</source>
        <translation>De ontvangen stand is beschadigd: het gegeven ‘{field}’ ontbreekt of is onjuist.</translation>
    </message>
</context>
<context>
    <name>StrangeWorld</name>
    <message>
        <source>80☆ or more: the Tzimimes bow to you. The strange World above the clouds is yours.</source>
        <translation>80☆ of meer: de Tzimimes buigen voor je. De vreemde wereld boven de wolken is van jou.</translation>
    </message>
    <message>
        <source>75 to 79☆: the Tzimimes are impressed. You are at home here.</source>
        <translation>75 tot 79☆: de Tzimimes zijn onder de indruk. Je bent hier thuis.</translation>
    </message>
    <message>
        <source>70 to 74☆: the Tzimimes are calm and put up with you.</source>
        <translation>70 tot 74☆: de Tzimimes blijven rustig en dulden je.</translation>
    </message>
    <message>
        <source>60 to 69☆: a good start, but the Tzimimes chase you out of the sky.</source>
        <translation>60 tot 69☆: een goed begin, maar de Tzimimes jagen je uit de lucht.</translation>
    </message>
    <message>
        <source>59☆ or less: a Tzimime gobbles you up.</source>
        <translation>59☆ of minder: een Tzimime slokt je op.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: a Moon belongs in the top row.</source>
        <translation>De Tzimimes zouden hem omdraaien: een maan hoort in de bovenste rij.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: Water next to Water.</source>
        <translation>De Tzimimes zouden hem omdraaien: water naast water.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: this row already has a Swamp.</source>
        <translation>De Tzimimes zouden hem omdraaien: deze rij heeft al een moeras.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: its portal neighbours are taken already.</source>
        <translation>De Tzimimes zouden hem omdraaien: zijn portaalburen zijn al bezet.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: no card beside it can take a Fumarole.</source>
        <translation>De Tzimimes zouden hem omdraaien: geen kaart ernaast kan een fumarole krijgen.</translation>
    </message>
    <message>
        <source>Strange World above the clouds</source>
        <translation>Strange World above the clouds</translation>
    </message>
    <message>
        <source>Draft land cards and build a World of 16 cards in five rounds, without waking the Tzimimes.</source>
        <translation>Draft landschapskaarten en bouw in vijf rondes een wereld van 16 kaarten, zonder de Tzimimes te wekken.</translation>
    </message>
    <message>
        <source>Choose the cards to give to your neighbour first.</source>
        <translation>Kies eerst de kaarten die je aan je buur geeft.</translation>
    </message>
    <message>
        <source>Give exactly two cards to your neighbour.</source>
        <translation>Geef precies twee kaarten aan je buur.</translation>
    </message>
    <message>
        <source>Give exactly one card to your neighbour.</source>
        <translation>Geef precies één kaart aan je buur.</translation>
    </message>
    <message>
        <source>You can only give cards from your hand.</source>
        <translation>Je kunt alleen kaarten uit je hand geven.</translation>
    </message>
    <message>
        <source>This portal card may go where its portal neighbours are all taken only when no other place is left: there the Tzimimes turn it face down.</source>
        <translation>Deze portaalkaart mag alleen waar haar portaalburen allemaal bezet zijn als er geen andere plek over is: daar draaien de Tzimimes haar om.</translation>
    </message>
    <message>
        <source>This Volcano must go where it can erupt, next to a card a Fumarole may cover; only when no such place is left may it go elsewhere and be turned face down.</source>
        <translation>Deze vulkaan moet komen waar hij kan uitbarsten, naast een kaart die een fumarole mag bedekken; alleen als er zo’n plek niet meer is, mag hij ergens anders komen en wordt hij omgedraaid.</translation>
    </message>
    <message>
        <source>A card here turns your Moon below it face down.</source>
        <translation>Een kaart hier draait je maan eronder om.</translation>
    </message>
    <message>
        <source>You turn the Sun card: cards pass and turns go clockwise this round.</source>
        <translation>Je draait de zonnekaart: deze ronde gaan kaarten en beurten met de klok mee.</translation>
    </message>
    <message>
        <source>You turn the Sun card: cards pass and turns go anticlockwise this round.</source>
        <translation>Je draait de zonnekaart: deze ronde gaan kaarten en beurten tegen de klok in.</translation>
    </message>
    <message>
        <source>You take the stack showing {card}.</source>
        <translation>Je neemt de stapel met de kaart ‘{card}’ bovenop.</translation>
    </message>
    <message>
        <source>You take a stack.</source>
        <translation>Je neemt een stapel.</translation>
    </message>
    <message>
        <source>You place a card.</source>
        <translation>Je legt een kaart.</translation>
    </message>
    <message>
        <source>You place {card}; the Tzimimes turn it face down, and the Moons below it too.</source>
        <translation>Je legt de kaart ‘{card}’; de Tzimimes draaien hem om, en de manen eronder ook.</translation>
    </message>
    <message>
        <source>You place {card}, but the Tzimimes turn it face down.</source>
        <translation>Je legt de kaart ‘{card}’, maar de Tzimimes draaien hem om.</translation>
    </message>
    <message>
        <source>You place {card} above a Moon: the Tzimimes turn the Moons below it face down.</source>
        <translation>Je legt de kaart ‘{card}’ boven een maan: de Tzimimes draaien de manen eronder om.</translation>
    </message>
    <message>
        <source>You place {card} and complete a dimensional portal.</source>
        <translation>Je legt de kaart ‘{card}’ en voltooit een dimensieportaal.</translation>
    </message>
    <message>
        <source>You place {card} in your World.</source>
        <translation>Je legt de kaart ‘{card}’ in je wereld.</translation>
    </message>
    <message>
        <source>You complete the portal with the card on the left.</source>
        <translation>Je voltooit het portaal met de kaart links.</translation>
    </message>
    <message>
        <source>You complete the portal with the card on the right.</source>
        <translation>Je voltooit het portaal met de kaart rechts.</translation>
    </message>
    <message>
        <source>You welcome {traveller} on the right of your World.</source>
        <translation>Je ontvangt {traveller} rechts van je wereld.</translation>
    </message>
    <message>
        <source>You welcome {traveller} on the left of your World.</source>
        <translation>Je ontvangt {traveller} links van je wereld.</translation>
    </message>
    <message>
        <source>You welcome no Traveller through the portal.</source>
        <translation>Je ontvangt geen reiziger door het portaal.</translation>
    </message>
    <message>
        <source>Your Volcano erupts.</source>
        <translation>Jouw vulkaan barst uit.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Jouw vulkaan barst uit: een fumarole bedekt een omgedraaide kaart naast een andere fumarole, en daartussen verrijst een Duistere Stad van {points}☆.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers a face-down card.</source>
        <translation>Jouw vulkaan barst uit: een fumarole bedekt een omgedraaide kaart.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Jouw vulkaan barst uit: een fumarole bedekt de kaart ‘{card}’ naast een andere fumarole, en daartussen verrijst een Duistere Stad van {points}☆.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers {card}.</source>
        <translation>Jouw vulkaan barst uit: een fumarole bedekt de kaart ‘{card}’.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>The Sun holder must first choose the face of the Sun card.</source>
        <translation>Wie de zonnekaart heeft, moet eerst de kant ervan kiezen.</translation>
    </message>
    <message>
        <source>Every player must first choose the cards to pass.</source>
        <translation>Iedereen moet eerst de kaarten kiezen om door te geven.</translation>
    </message>
    <message>
        <source>A card from the hand must be placed now.</source>
        <translation>Nu moet er een kaart uit de hand worden gelegd.</translation>
    </message>
    <message>
        <source>Choose which portal card the new card joins.</source>
        <translation>Kies met welke portaalkaart de nieuwe kaart zich verbindt.</translation>
    </message>
    <message>
        <source>Welcome a Traveller through the new portal, or nobody.</source>
        <translation>Ontvang een reiziger door het nieuwe portaal, of niemand.</translation>
    </message>
    <message>
        <source>Choose the card the Fumarole covers.</source>
        <translation>Kies de kaart die de fumarole bedekt.</translation>
    </message>
    <message>
        <source>Take one of the stacks.</source>
        <translation>Neem een van de stapels.</translation>
    </message>
    <message>
        <source>Strange World has no such move.</source>
        <translation>Die zet bestaat niet in Strange World.</translation>
    </message>
    <message>
        <source>The Sun card points one way or the other.</source>
        <translation>De zonnekaart wijst de ene of de andere kant op.</translation>
    </message>
    <message>
        <source>There is no such stack to take.</source>
        <translation>Die stapel bestaat niet of is leeg.</translation>
    </message>
    <message>
        <source>That Traveller is not available.</source>
        <translation>Die reiziger is niet beschikbaar.</translation>
    </message>
    <message>
        <source>All your Travellers go on the side of your first one.</source>
        <translation>Al je reizigers komen aan de kant van de eerste.</translation>
    </message>
    <message>
        <source>Another Traveller is there: a spot is shared only when every spot is taken.</source>
        <translation>Daar staat al een reiziger: een plek wordt alleen gedeeld als alle plekken bezet zijn.</translation>
    </message>
    <message>
        <source>A Traveller goes at the end of the portal&apos;s row, over that row and the row above or below it.</source>
        <translation>Een reiziger komt aan het eind van de rij van het portaal, over die rij en de rij erboven of eronder.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <source>That place is off the table.</source>
        <translation>Die plek ligt buiten de tafel.</translation>
    </message>
    <message>
        <source>Choose one of the two free portal cards beside the new card.</source>
        <translation>Kies een van de twee vrije portaalkaarten naast de nieuwe kaart.</translation>
    </message>
    <message>
        <source>The Fumarole covers a card next to the Volcano, never another Fumarole.</source>
        <translation>De fumarole bedekt een kaart naast de vulkaan, nooit een andere fumarole.</translation>
    </message>
    <message>
        <source>There is a card there already.</source>
        <translation>Daar ligt al een kaart.</translation>
    </message>
    <message>
        <source>A card goes next to a card of your World, side by side.</source>
        <translation>Een kaart komt naast een kaart van je wereld, zij aan zij.</translation>
    </message>
    <message>
        <source>Your World must fit in a square of four cards by four.</source>
        <translation>Je wereld moet in een vierkant van vier bij vier kaarten passen.</translation>
    </message>
    <message>
        <source>A Traveller closes that side of your World.</source>
        <translation>Een reiziger sluit die kant van je wereld af.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Beurt {turn} van {turns}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Ronde {round} van {rounds}</translation>
    </message>
    <message>
        <source>Your World is complete and scores {points}☆.</source>
        <translation>Je wereld is af en levert {points}☆ op.</translation>
    </message>
    <message>
        <source>Every World is complete; the finest World scores {points}☆.</source>
        <translation>Alle werelden zijn af; de mooiste levert {points}☆ op.</translation>
    </message>
    <message>
        <source>Every World is complete; the finest Worlds share the win with {points}☆ each.</source>
        <translation>Alle werelden zijn af; de mooiste delen de overwinning met elk {points}☆.</translation>
    </message>
    <message>
        <source>{player} turns the Sun card: cards pass and turns go clockwise this round.</source>
        <translation>{player} draait de zonnekaart: deze ronde gaan kaarten en beurten met de klok mee.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>{player} heeft %n kaart gekozen om door te geven (ronde {round}).</numerusform>
            <numerusform>{player} heeft %n kaarten gekozen om door te geven (ronde {round}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>Je hebt %n kaart gekozen om door te geven (ronde {round}).</numerusform>
            <numerusform>Je hebt %n kaarten gekozen om door te geven (ronde {round}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} turns the Sun card: cards pass and turns go anticlockwise this round.</source>
        <translation>{player} draait de zonnekaart: deze ronde gaan kaarten en beurten tegen de klok in.</translation>
    </message>
    <message>
        <source>{player} takes the stack showing {card}.</source>
        <translation>{player} neemt de stapel met de kaart ‘{card}’ bovenop.</translation>
    </message>
    <message>
        <source>{player} takes a stack.</source>
        <translation>{player} neemt een stapel.</translation>
    </message>
    <message>
        <source>{player} places a card.</source>
        <translation>{player} legt een kaart.</translation>
    </message>
    <message>
        <source>{player} places {card}; the Tzimimes turn it face down, and the Moons below it too.</source>
        <translation>{player} legt de kaart ‘{card}’; de Tzimimes draaien hem om, en de manen eronder ook.</translation>
    </message>
    <message>
        <source>{player} places {card}, but the Tzimimes turn it face down.</source>
        <translation>{player} legt de kaart ‘{card}’, maar de Tzimimes draaien hem om.</translation>
    </message>
    <message>
        <source>{player} places {card} above a Moon: the Tzimimes turn the Moons below it face down.</source>
        <translation>{player} legt de kaart ‘{card}’ boven een maan: de Tzimimes draaien de manen eronder om.</translation>
    </message>
    <message>
        <source>{player} places {card} and completes a dimensional portal.</source>
        <translation>{player} legt de kaart ‘{card}’ en voltooit een dimensieportaal.</translation>
    </message>
    <message>
        <source>{player} places {card} in their World.</source>
        <translation>{player} legt de kaart ‘{card}’ in de eigen wereld.</translation>
    </message>
    <message>
        <source>{player} completes the portal with the card on the left.</source>
        <translation>{player} voltooit het portaal met de kaart links.</translation>
    </message>
    <message>
        <source>{player} completes the portal with the card on the right.</source>
        <translation>{player} voltooit het portaal met de kaart rechts.</translation>
    </message>
    <message>
        <source>{player} welcomes {traveller} on the right of their World.</source>
        <translation>{player} ontvangt {traveller} rechts van de eigen wereld.</translation>
    </message>
    <message>
        <source>{player} welcomes {traveller} on the left of their World.</source>
        <translation>{player} ontvangt {traveller} links van de eigen wereld.</translation>
    </message>
    <message>
        <source>{player} welcomes no Traveller through the portal.</source>
        <translation>{player} ontvangt geen reiziger door het portaal.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts.</source>
        <translation>De vulkaan van {player} barst uit.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>De vulkaan van {player} barst uit: een fumarole bedekt een omgedraaide kaart naast een andere fumarole, en daartussen verrijst een Duistere Stad van {points}☆.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers a face-down card.</source>
        <translation>De vulkaan van {player} barst uit: een fumarole bedekt een omgedraaide kaart.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>De vulkaan van {player} barst uit: een fumarole bedekt de kaart ‘{card}’ naast een andere fumarole, en daartussen verrijst een Duistere Stad van {points}☆.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers {card}.</source>
        <translation>De vulkaan van {player} barst uit: een fumarole bedekt de kaart ‘{card}’.</translation>
    </message>
    <message>
        <source>Largest mountain range</source>
        <translation>Grootste massief</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Water</translation>
    </message>
    <message>
        <source>Different animals</source>
        <translation>Verschillende dieren</translation>
    </message>
    <message>
        <source>Swamps</source>
        <translation>Moerassen</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Manen</translation>
    </message>
    <message>
        <source>Dark Cities</source>
        <translation>Duistere Steden</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Reizigers</translation>
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
        <translation>Water</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Plant</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Moeras</translation>
    </message>
    <message>
        <source>Volcano</source>
        <translation>Vulkaan</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Beer</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>Deer</source>
        <translation>Hert</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>Geest</translation>
    </message>
    <message>
        <source>Goat</source>
        <translation>Geit</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Feniks</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Slang</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Maan</translation>
    </message>
    <message>
        <source>Water portal</source>
        <translation>Waterportaal</translation>
    </message>
    <message>
        <source>Mountain portal</source>
        <translation>Bergportaal</translation>
    </message>
    <message>
        <source>Plant portal (Rat)</source>
        <translation>Plantenportaal (rat)</translation>
    </message>
    <message>
        <source>Swamp portal</source>
        <translation>Moerasportaal</translation>
    </message>
    <message>
        <source>Volcano portal</source>
        <translation>Vulkaanportaal</translation>
    </message>
    <message>
        <source>Water and Plant (Spirit)</source>
        <translation>Water en plant (geest)</translation>
    </message>
    <message>
        <source>Water and Swamp</source>
        <translation>Water en moeras</translation>
    </message>
    <message>
        <source>Mountain and Water</source>
        <translation>Berg en water</translation>
    </message>
    <message>
        <source>Double Mountain</source>
        <translation>Dubbele berg</translation>
    </message>
    <message>
        <source>Mountain and Plant (Goat)</source>
        <translation>Berg en plant (geit)</translation>
    </message>
    <message>
        <source>Mountain and Swamp</source>
        <translation>Berg en moeras</translation>
    </message>
    <message>
        <source>Two Plants (Deer, Goat)</source>
        <translation>Twee planten (hert, geit)</translation>
    </message>
    <message>
        <source>Two Plants (Deer, Spirit)</source>
        <translation>Twee planten (hert, geest)</translation>
    </message>
    <message>
        <source>Volcano and Water</source>
        <translation>Vulkaan en water</translation>
    </message>
    <message>
        <source>Volcano and Plant (Phoenix)</source>
        <translation>Vulkaan en plant (feniks)</translation>
    </message>
    <message>
        <source>Volcano and Swamp</source>
        <translation>Vulkaan en moeras</translation>
    </message>
    <message>
        <source>Volcano and Double Mountain</source>
        <translation>Vulkaan en dubbele berg</translation>
    </message>
    <message>
        <source>Swamp and Plant (Snake)</source>
        <translation>Moeras en plant (slang)</translation>
    </message>
    <message>
        <source>Water start card</source>
        <translation>Startkaart water</translation>
    </message>
    <message>
        <source>Mountain start card</source>
        <translation>Startkaart berg</translation>
    </message>
    <message>
        <source>Plant start card (Bear)</source>
        <translation>Startkaart plant (beer)</translation>
    </message>
    <message>
        <source>Swamp start card</source>
        <translation>Startkaart moeras</translation>
    </message>
    <message>
        <source>Splash</source>
        <translation>Splash</translation>
    </message>
    <message>
        <source>at least 3 Water in its two rows</source>
        <translation>minstens 3 water in de twee rijen</translation>
    </message>
    <message>
        <source>Burk</source>
        <translation>Burk</translation>
    </message>
    <message>
        <source>a Swamp in each of its two rows</source>
        <translation>een moeras in elk van de twee rijen</translation>
    </message>
    <message>
        <source>Kark</source>
        <translation>Kark</translation>
    </message>
    <message>
        <source>at least 5 Mountains in its two rows</source>
        <translation>minstens 5 bergen in de twee rijen</translation>
    </message>
    <message>
        <source>Floulou</source>
        <translation>Floulou</translation>
    </message>
    <message>
        <source>at least 2 each of Plant, Water, Mountain and Swamp in its two rows</source>
        <translation>minstens 2 planten, 2 water, 2 bergen en 2 moerassen in de twee rijen</translation>
    </message>
    <message>
        <source>Pshit</source>
        <translation>Pshit</translation>
    </message>
    <message>
        <source>at least 3 Fumaroles in its two rows</source>
        <translation>minstens 3 fumaroles in de twee rijen</translation>
    </message>
    <message>
        <source>Boung</source>
        <translation>Boung</translation>
    </message>
    <message>
        <source>at least 2 dimensional portals in its two rows</source>
        <translation>minstens 2 dimensieportalen in de twee rijen</translation>
    </message>
    <message>
        <source>Roro</source>
        <translation>Roro</translation>
    </message>
    <message>
        <source>at least 4 different animals in its two rows</source>
        <translation>minstens 4 verschillende dieren in de twee rijen</translation>
    </message>
    <message>
        <source>Rumph</source>
        <translation>Rumph</translation>
    </message>
    <message>
        <source>at least 3 Volcanoes in its two rows</source>
        <translation>minstens 3 vulkanen in de twee rijen</translation>
    </message>
</context>
<context>
    <name>StrangeWorldRules</name>
    <message>
        <source># The goal</source>
        <translation># Het doel</translation>
    </message>
    <message>
        <source>High above the clouds, every player builds a strange World of sixteen land cards laid out in a square of four cards by four, over five rounds. Mountains, water, forests full of animals, swamps, moons and volcanoes all score stars (☆) in their own way, but careless building wakes the Tzimimes, who turn cards face down. The World with the most stars wins. One to four people can play; alone, you aim for the best rank you can reach.</source>
        <translation>Hoog boven de wolken bouwt iedereen in vijf rondes een vreemde wereld van zestien landschapskaarten, gelegd in een vierkant van vier bij vier kaarten. Bergen, water, bossen vol dieren, moerassen, manen en vulkanen leveren elk op hun eigen manier sterren (☆) op, maar wie onvoorzichtig bouwt, wekt de Tzimimes, en die draaien kaarten om. De wereld met de meeste sterren wint. Er spelen één tot vier mensen; alleen mik je op de hoogste rang die je kunt halen.</translation>
    </message>
    <message>
        <source># The cards</source>
        <translation># De kaarten</translation>
    </message>
    <message>
        <source>Land cards show one to three icons: Mountain, Water, Plant, Swamp or Volcano. Every Plant comes with an animal: Rat, Deer, Spirit, Goat, Phoenix or Snake, and the Bear on one start card. A Moon card shows a Moon and nothing else. Some cards with a single icon also show half of a dimensional portal on their left and right edges: these are the portal cards. The back of every land card shows the Tzimimes.</source>
        <translation>Landschapskaarten tonen één tot drie symbolen: berg, water, plant, moeras of vulkaan. Bij elke plant hoort een dier: rat, hert, geest, geit, feniks of slang, en de beer op een startkaart. Een maankaart toont alleen een maan. Sommige kaarten met één symbool tonen ook een half dimensieportaal op hun linker- en rechterrand: dat zijn de portaalkaarten. Op de achterkant van elke landschapskaart staan de Tzimimes.</translation>
    </message>
    <message>
        <source>Beside the land cards there are four start cards (Water, Mountain, Plant with the Bear, Swamp) with no Tzimimes on their back, 11 Fumaroles, five Dark Cities worth 9, 7, 5, 4 and 4☆, eight Travellers and the Sun card.</source>
        <translation>Naast de landschapskaarten zijn er vier startkaarten (water, berg, plant met de beer, moeras) zonder Tzimimes op de achterkant, 11 fumaroles, vijf Duistere Steden van 9, 7, 5, 4 en 4☆, acht reizigers en de zonnekaart.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Spelopzet</translation>
    </message>
    <message>
        <source>Each player receives a start card, face up: it is the first card of their World. Unused start cards go back in the box. The land cards for the number of players are shuffled into a face-down deck. The Dark Cities form one stack with the 9 on top, then 7, 5, 4 and 4. The Fumaroles and the Travellers are laid beside them, and everyone may take any Traveller that is still there.</source>
        <translation>Iedereen krijgt een startkaart, open: dat is de eerste kaart van de eigen wereld. Ongebruikte startkaarten gaan terug in de doos. De landschapskaarten voor het aantal spelers worden geschud tot een gedekte trekstapel. De Duistere Steden vormen één stapel met de 9 bovenop, dan 7, 5, 4 en 4. De fumaroles en de reizigers liggen ernaast, en elke reiziger die er nog ligt, mag genomen worden.</translation>
    </message>
    <message>
        <source># A round</source>
        <translation># Een ronde</translation>
    </message>
    <message>
        <source>1. Deal: every player receives three land cards, which they keep secret.</source>
        <translation>1. Delen: iedereen krijgt drie landschapskaarten, die geheim blijven.</translation>
    </message>
    <message>
        <source>2. Draft: everyone picks two of their cards in secret and gives them to the neighbour the Sun points to, all at the same time. With the cards received, everyone again holds three; each then picks one card in secret and passes it the same way. On the table, the players choose one after another and nobody sees a choice before the last one is made.</source>
        <translation>2. Draft: iedereen kiest in het geheim twee van de eigen kaarten en geeft ze tegelijk aan de buur waar de zon naar wijst. Met de ontvangen kaarten heeft iedereen weer drie kaarten; dan kiest iedereen in het geheim één kaart en geeft die dezelfde kant op door. Op het scherm kiezen de spelers na elkaar, en niemand ziet een keuze voordat de laatste gemaakt is.</translation>
    </message>
    <message>
        <source>3. Placing: starting with the Sun holder and following the Sun, each player in turn places one card from their hand face up in their own World, until everyone has placed all three cards. A card goes next to a card already in the World, side by side (not corner to corner), and the World must always fit inside a square of four cards by four. A card may never go past a side closed by a Traveller.</source>
        <translation>3. Leggen: te beginnen bij wie de zonnekaart heeft en de zon volgend, legt iedereen om de beurt één kaart uit de hand open in de eigen wereld, tot iedereen alle drie de kaarten heeft gelegd. Een kaart komt naast een kaart die al in de wereld ligt, zij aan zij (niet hoek aan hoek), en de wereld moet altijd in een vierkant van vier bij vier kaarten passen. Een kaart mag nooit voorbij een kant komen die door een reiziger is afgesloten.</translation>
    </message>
    <message>
        <source>After the fifth round every World is a full square of sixteen cards and the stars are counted.</source>
        <translation>Na de vijfde ronde is elke wereld een vol vierkant van zestien kaarten en worden de sterren geteld.</translation>
    </message>
    <message>
        <source># The desolation of the Tzimimes</source>
        <translation># De verwoesting door de Tzimimes</translation>
    </message>
    <message>
        <source>Each time a card is placed, check whether it wakes the Tzimimes. If it does, it is turned face down at once: it keeps its place in the square but shows nothing, has no portal and scores nothing. A card wakes them when:</source>
        <translation>Telkens als er een kaart wordt gelegd, kijk je of ze de Tzimimes wekt. Zo ja, dan wordt ze meteen omgedraaid: ze houdt haar plaats in het vierkant, maar toont niets, heeft geen portaal en levert niets op. Een kaart wekt ze als:</translation>
    </message>
    <message>
        <source>The last two are duties, not choices. A card with a Volcano must go next to a card that a Fumarole can cover, and a portal card must not go where its only portal neighbours already belong to completed portals. Only when every place the card may take breaks its duty do you put it on one of them, and there it is turned face down; on the table, the places that break it are not lit for that card while another place is left. Water, Swamps and Moons stay your choice: you may put them where the Tzimimes wake, and lose the card.</source>
        <translation>De laatste twee zijn plichten, geen keuzes. Een kaart met een vulkaan moet naast een kaart komen die een fumarole kan bedekken, en een portaalkaart mag niet komen waar haar enige portaalburen al bij voltooide portalen horen. Alleen als de kaart op geen enkele plek die ze mag innemen aan haar plicht voldoet, leg je haar op een van die plekken, en daar wordt ze omgedraaid; op tafel lichten de plekken waar ze niet aan haar plicht voldoet niet op voor die kaart zolang er een andere plek over is. Water, moerassen en manen blijven je eigen keuze: je mag ze leggen waar de Tzimimes ontwaken, en verliest dan de kaart.</translation>
    </message>
    <message>
        <source>Moons also fear what comes above them: placing a card in a row above a Moon turns that Moon face down. So only Moons in the final top row survive. Face-down cards and Fumaroles show no icons, so they never wake the Tzimimes themselves. The Tzimimes are checked before any portal or eruption.</source>
        <translation>Manen vrezen ook wat boven hen komt: wie een kaart legt in een rij boven een maan, draait die maan om. Alleen manen in de uiteindelijke bovenste rij blijven dus over. Omgedraaide kaarten en fumaroles tonen geen symbolen en wekken de Tzimimes dus nooit zelf. De Tzimimes worden gecontroleerd vóór elk portaal en elke uitbarsting.</translation>
    </message>
    <message>
        <source># Dimensional portals and Travellers</source>
        <translation># Dimensieportalen en reizigers</translation>
    </message>
    <message>
        <source>A random player takes the Sun card (in New Game, the players may instead name the seat that takes it). Its arrow shows the direction of the round: cards are passed and turns are taken that way, clockwise or anticlockwise. With three or four players, the holder chooses which way it points at the start of each round; with two players the direction makes no difference.</source>
        <translation>Een willekeurige speler neemt de zonnekaart (bij Nieuw spel kunnen de spelers in plaats daarvan de plaats kiezen die hem krijgt). Zijn pijl wijst de richting van de ronde aan: kaarten worden die kant op doorgegeven en de beurten gaan die kant op, met of tegen de klok in. Met drie of vier spelers kiest wie de zonnekaart heeft aan het begin van elke ronde de richting; met twee maakt de richting niet uit.</translation>
    </message>
    <message>
        <source>When you complete a portal you may at once welcome any Traveller still available, or nobody. Place it at the end of the portal&apos;s row, on the left or the right of your World, overlapping the row above or the row below: those two rows are its rows. A Traveller is not part of the square, and it closes that side: your World may no longer grow past it. All your Travellers go on the side of your first one. If every spot for a new Traveller is already taken by another, the two may share a spot.</source>
        <translation>Wie een portaal voltooit, mag meteen een nog beschikbare reiziger ontvangen, of niemand. Zet hem aan het eind van de rij van het portaal, links of rechts van je wereld, over de rij erboven of eronder heen: dat zijn zijn twee rijen. Een reiziger hoort niet bij het vierkant en sluit die kant af: je wereld mag niet meer voorbij hem groeien. Al je reizigers komen aan de kant van de eerste. Is elke plek voor een nieuwe reiziger al door een andere bezet, dan mogen ze een plek delen.</translation>
    </message>
    <message>
        <source>A portal card covered later by a Fumarole does not send its Traveller away.</source>
        <translation>Een portaalkaart die later door een fumarole wordt bedekt, stuurt haar reiziger niet weg.</translation>
    </message>
    <message>
        <source># Volcanoes, Fumaroles and Dark Cities</source>
        <translation># Vulkanen, fumaroles en Duistere Steden</translation>
    </message>
    <message>
        <source>Each land card carries a mark for the number of players. Alone you use the 21 cards marked 1+; with two players add those marked 2+ (38 cards), with three add 3+ as well (45 cards), and with four add the cards marked 4 (60 cards). In this app, the four-player deck is a consistent deck of 60 cards that contains the three-player deck; the publisher&apos;s own list for four players does not add up.</source>
        <translation>Elke landschapskaart draagt een teken voor het aantal spelers. Alleen gebruik je de 21 kaarten met 1+; met twee komen die met 2+ erbij (38 kaarten), met drie ook die met 3+ (45 kaarten) en met vier de kaarten met 4 (60 kaarten). In deze app geldt: het spel voor vier is een samenhangend spel van 60 kaarten dat het spel voor drie bevat; de lijst van de uitgever voor vier spelers klopt niet.</translation>
    </message>
    <message>
        <source>4. End of the round: the Sun card passes to the player on the left, who chooses its new direction when there are three or four players. In this app, the Sun card passes with two players too, so the players take turns to place first.</source>
        <translation>4. Einde van de ronde: de zonnekaart gaat naar de speler links, die met drie of vier spelers de nieuwe richting kiest. In deze app geldt: ook met twee gaat de zonnekaart door, zodat de spelers om beurten als eerste leggen.</translation>
    </message>
    <message>
        <source>- it shows Water and lies next to a card showing Water;</source>
        <translation>- ze water toont en naast een kaart met water ligt;</translation>
    </message>
    <message>
        <source>- it shows a Swamp in a row that already shows a Swamp, even far away;</source>
        <translation>- ze een moeras toont in een rij die al een moeras toont, ook ver weg;</translation>
    </message>
    <message>
        <source>- it is a Moon placed anywhere but in the top row of the World;</source>
        <translation>- ze een maan is die niet in de bovenste rij van de wereld wordt gelegd;</translation>
    </message>
    <message>
        <source>- it is a portal card whose only portal neighbours, left or right, already belong to a completed portal;</source>
        <translation>- ze een portaalkaart is waarvan de enige portaalburen, links of rechts, al bij een voltooid portaal horen;</translation>
    </message>
    <message>
        <source>- it shows a Volcano and no card next to it can be covered by a Fumarole.</source>
        <translation>- ze een vulkaan toont en geen kaart ernaast door een fumarole bedekt kan worden.</translation>
    </message>
    <message>
        <source>In this app, each duty is about its own desolation only, so a place where a Volcano could erupt keeps its duty even if Water beside Water turns the card face down there. The Volcano portal card has both duties: it goes where it keeps both whenever such a place is left, and anywhere otherwise.</source>
        <translation>In deze app geldt: elke plicht gaat alleen over haar eigen verwoesting, dus op een plek waar een vulkaan zou kunnen uitbarsten voldoet hij aan zijn plicht, ook als water naast water de kaart daar omdraait. Het vulkaanportaal heeft beide plichten: het komt waar het aan beide voldoet zolang er zo’n plek over is, en anders overal.</translation>
    </message>
    <message>
        <source>Two portal cards side by side in the same row complete a dimensional portal. A card belongs to one portal at most. In this app, if a new portal card lands between two portal cards that are both still free, its player chooses which of them it joins.</source>
        <translation>Twee portaalkaarten naast elkaar in dezelfde rij voltooien een dimensieportaal. Een kaart hoort bij hooguit één portaal. In deze app geldt: belandt een nieuwe portaalkaart tussen twee portaalkaarten die allebei nog vrij zijn, dan kiest wie haar legt met welke ze zich verbindt.</translation>
    </message>
    <message>
        <source>In this app, the Traveller stands just past the outermost column of the World on its side, so that column becomes the World&apos;s edge. Its second row may be a row the World has not reached yet, as long as the finished square may still include it. A spot is taken when another Traveller already covers one of its rows.</source>
        <translation>In deze app geldt: de reiziger staat net voorbij de buitenste kolom van de wereld aan zijn kant, en die kolom wordt de rand van de wereld. Zijn tweede rij mag een rij zijn die de wereld nog niet heeft bereikt, zolang het uiteindelijke vierkant haar nog kan bevatten. Een plek is bezet als een andere reiziger al een van haar rijen bedekt.</translation>
    </message>
    <message>
        <source>When a card with a Volcano is placed and stays face up, it erupts: its player covers one card next to it with a Fumarole. That card may be face up or face down, but never another Fumarole. A covered card shows nothing and scores nothing. In this app, a Volcano no longer erupts once the Fumaroles run out.</source>
        <translation>Wordt een kaart met een vulkaan gelegd en blijft ze open, dan barst ze uit: wie haar legde, bedekt een buurkaart met een fumarole. Die kaart mag open of omgedraaid zijn, maar nooit een andere fumarole. Een bedekte kaart toont niets en levert niets op. In deze app geldt: als de fumaroles op zijn, barst een vulkaan niet meer uit.</translation>
    </message>
    <message>
        <source>When a Fumarole lands next to another Fumarole, the highest Dark City still available is placed where they meet, and scores its stars at the end. Each Fumarole can be part of one Dark City only, and when the Dark Cities are gone no more are built. In this app, if the new Fumarole touches two lone Fumaroles, the Dark City goes with the first of them, looking above, left, right, then below.</source>
        <translation>Belandt een fumarole naast een andere fumarole, dan komt de hoogste nog beschikbare Duistere Stad op hun verbinding te liggen; die levert aan het eind haar sterren op. Elke fumarole kan maar bij één Duistere Stad horen, en als de Duistere Steden op zijn, worden er geen meer gebouwd. In deze app geldt: raakt de nieuwe fumarole twee losse fumaroles, dan hoort de Duistere Stad bij de eerste, gezocht boven, links, rechts en dan onder.</translation>
    </message>
    <message>
        <source># Scoring</source>
        <translation># Telling</translation>
    </message>
    <message>
        <source>Only cards that show their face score: face-down cards and cards under a Fumarole show no icons.</source>
        <translation>Alleen kaarten die hun voorkant tonen, leveren iets op: omgedraaide kaarten en kaarten onder een fumarole tonen geen symbolen.</translation>
    </message>
    <message>
        <source>Mountains: 1☆ for each Mountain icon in your largest range, the biggest group of side-by-side cards showing Mountains. A card with two Mountains counts two.</source>
        <translation>Bergen: 1☆ per bergsymbool in je grootste massief, de grootste groep aangrenzende kaarten die bergen tonen. Een kaart met twee bergen telt dubbel.</translation>
    </message>
    <message>
        <source>Water: each card showing Water scores 1☆ for each card next to it that is not face down. A Fumarole next to it counts.</source>
        <translation>Water: elke kaart met water levert 1☆ op per aangrenzende kaart die niet omgedraaid is. Een aangrenzende fumarole telt mee.</translation>
    </message>
    <message>
        <source>Animals: 2☆ for each different animal in your World.</source>
        <translation>Dieren: 2☆ per verschillend dier in je wereld.</translation>
    </message>
    <message>
        <source>Swamps: 3☆ for each Swamp.</source>
        <translation>Moerassen: 3☆ per moeras.</translation>
    </message>
    <message>
        <source>Moons: each Moon looks at the card just below it. For each kind of icon that card shows, the Moon scores 2☆ for every icon of that kind in its column below it, that card included. A Moon above a face-down card or a Fumarole scores nothing.</source>
        <translation>Manen: elke maan kijkt naar de kaart direct eronder. Voor elke soort symbool die die kaart toont, levert de maan 2☆ op per symbool van die soort in haar kolom onder haar, die kaart meegeteld. Een maan boven een omgedraaide kaart of een fumarole levert niets op.</translation>
    </message>
    <message>
        <source>Dark Cities: the stars printed on each of your Dark Cities.</source>
        <translation>Duistere Steden: de sterren die op elk van je Duistere Steden staan.</translation>
    </message>
    <message>
        <source>Travellers: 5☆ each, plus their bonus if their goal is met in their two rows: Splash +5 with at least 3 Water; Burk +4 with a Swamp in each row; Kark +6 with at least 5 Mountains; Floulou +8 with at least 2 each of Plant, Water, Mountain and Swamp; Pshit +5 with at least 3 Fumaroles; Boung +8 with at least 2 portals; Roro +4 with at least 4 different animals; Rumph +6 with at least 3 Volcanoes. In this app, Boung counts a portal while both of its cards still show.</source>
        <translation>Reizigers: elk 5☆, plus hun bonus als hun doel in hun twee rijen gehaald is: Splash +5 met minstens 3 water; Burk +4 met een moeras in elke rij; Kark +6 met minstens 5 bergen; Floulou +8 met minstens 2 planten, 2 water, 2 bergen en 2 moerassen; Pshit +5 met minstens 3 fumaroles; Boung +8 met minstens 2 portalen; Roro +4 met minstens 4 verschillende dieren; Rumph +6 met minstens 3 vulkanen. In deze app geldt: Boung telt een portaal zolang beide kaarten ervan nog zichtbaar zijn.</translation>
    </message>
    <message>
        <source>The player with the most stars wins. In this app, players who tie for the most stars share the win.</source>
        <translation>Wie de meeste sterren heeft, wint. In deze app geldt: wie met de meeste sterren gelijk eindigt, deelt de overwinning.</translation>
    </message>
    <message>
        <source>A completed portal, Water beside Swamp: Splash came through it and stands on the right of rows 3 and 4.</source>
        <translation>Een voltooid portaal, water naast moeras: Splash kwam erdoor en staat rechts van rij 3 en 4.</translation>
    </message>
    <message>
        <source>The Tzimimes at work: a Moon below the top row, Water next to Water and a second Swamp in a row all lie face down.</source>
        <translation>De Tzimimes aan het werk: een maan onder de bovenste rij, water naast water en een tweede moeras in een rij liggen allemaal omgedraaid.</translation>
    </message>
    <message>
        <source>Two Volcanoes erupted side by side: their Fumaroles meet, and the 9☆ Dark City rises between them.</source>
        <translation>Twee vulkanen naast elkaar zijn uitgebarsten: hun fumaroles raken elkaar, en de Duistere Stad van 9☆ rijst ertussen op.</translation>
    </message>
    <message>
        <source>A finished World: largest range 3☆, Water 11☆, five animals 10☆, three Swamps 9☆, Moons 6☆, a Dark City 9☆ and Splash 5☆ without its bonus: 53☆.</source>
        <translation>Een voltooide wereld: grootste massief 3☆, water 11☆, vijf dieren 10☆, drie moerassen 9☆, manen 6☆, een Duistere Stad 9☆ en Splash 5☆ zonder bonus: 53☆.</translation>
    </message>
    <message>
        <source># Playing alone</source>
        <translation># Alleen spelen</translation>
    </message>
    <message>
        <source>Shuffle the 21 cards marked 1+ into seven face-down stacks of three and turn up the top card of each. Draw a random start card. Shuffle the Travellers, turn three of them up: only those may be welcomed.</source>
        <translation>Schud de 21 kaarten met 1+ tot zeven gedekte stapels van drie en draai de bovenste kaart van elke stapel om. Trek een willekeurige startkaart. Schud de reizigers en draai er drie open: alleen die kunnen ontvangen worden.</translation>
    </message>
    <message>
        <source>Each turn, take one stack: place its face-up card first, then turn up its other two cards and place them in the order you like. All the usual rules of placing apply. After five turns your World is a full square, and two stacks are left over.</source>
        <translation>Neem elke beurt één stapel: leg eerst de open kaart, draai dan de twee andere om en leg ze in de volgorde die je wilt. Alle gewone legregels gelden. Na vijf beurten is je wereld een vol vierkant en blijven er twee stapels over.</translation>
    </message>
    <message>
        <source>Your rank: 59☆ or less, a Tzimime gobbles you up; 60 to 69☆, a good start, but the Tzimimes chase you out of the sky; 70 to 74☆, the Tzimimes are calm and put up with you; 75 to 79☆, they are impressed and you are at home; 80☆ or more, they bow to you and the strange World is yours.</source>
        <translation>Je rang: 59☆ of minder, een Tzimime slokt je op; 60 tot 69☆, een goed begin, maar de Tzimimes jagen je uit de lucht; 70 tot 74☆, de Tzimimes blijven rustig en dulden je; 75 tot 79☆, ze zijn onder de indruk en je bent hier thuis; 80☆ of meer, ze buigen voor je en de vreemde wereld is van jou.</translation>
    </message>
</context>
<context>
    <name>StrangeWorldTable</name>
    <message>
        <source>Drag a card from your hand to a lit place of your World (or click it, then the place).</source>
        <translation>Sleep een kaart uit je hand naar een oplichtende plek in je wereld (of klik erop, dan op de plek).</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to give to {name}, then Pass; or drag them onto {name}&apos;s World.</source>
        <translation>
            <numerusform>Klik op %n kaart om aan {name} te geven en dan op Doorgeven, of sleep hem naar de wereld van {name}.</numerusform>
            <numerusform>Klik op %n kaarten om aan {name} te geven en dan op Doorgeven, of sleep ze naar de wereld van {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass them to {name}</source>
        <translation>Doorgeven aan {name}</translation>
    </message>
    <message>
        <source>You hold the Sun: choose the way cards pass and turns go this round.</source>
        <translation>Jij hebt de zonnekaart: kies welke kant de kaarten en de beurten deze ronde op gaan.</translation>
    </message>
    <message>
        <source>Your card lies between two free portal cards: click the one it joins.</source>
        <translation>Je kaart ligt tussen twee vrije portaalkaarten: klik op die waarmee hij het portaal vormt.</translation>
    </message>
    <message>
        <source>Complete the portal with this card</source>
        <translation>Het portaal met deze kaart voltooien</translation>
    </message>
    <message>
        <source>A dimensional portal opened: click a Traveller, then where it stands beside your World.</source>
        <translation>Er is een dimensieportaal geopend: klik op een reiziger en dan op de plek naast je wereld.</translation>
    </message>
    <message>
        <source>Click where {traveller} stands beside your World, or another Traveller.</source>
        <translation>Klik waar {traveller} naast je wereld staat, of op een andere reiziger.</translation>
    </message>
    <message>
        <source>&amp;Clockwise ↻</source>
        <translation>&amp;Met de klok mee ↻</translation>
    </message>
    <message>
        <source>&amp;Anticlockwise ↺</source>
        <translation>&amp;Tegen de klok in ↺</translation>
    </message>
    <message>
        <source>Welcome &amp;nobody</source>
        <translation>&amp;Niemand verwelkomen</translation>
    </message>
    <message>
        <source>Your Volcano erupts: click the card its Fumarole covers.</source>
        <translation>Je vulkaan barst uit: klik op de kaart die zijn fumarole bedekt.</translation>
    </message>
    <message>
        <source>Cover this card with a Fumarole</source>
        <translation>Deze kaart met een fumarole bedekken</translation>
    </message>
    <message>
        <source>Take a stack: click it. Its face-up card comes first, then its other two in the order you like.</source>
        <translation>Neem een stapel: klik erop. Eerst komt de open kaart, dan de andere twee in de volgorde die je wilt.</translation>
    </message>
    <message>
        <source>Take this stack</source>
        <translation>Deze stapel nemen</translation>
    </message>
    <message>
        <source>Face down: the Tzimimes came. It shows and scores nothing.</source>
        <translation>Omgedraaid: de Tzimimes zijn langs geweest. Hij toont niets en levert niets op.</translation>
    </message>
    <message>
        <source>{card}, under a Fumarole: it shows and scores nothing.</source>
        <translation>‘{card}’, onder een fumarole: hij toont niets en levert niets op.</translation>
    </message>
    <message>
        <source>Dark City: {points}☆</source>
        <translation>Duistere Stad: {points}☆</translation>
    </message>
    <message>
        <source>{name}: 5☆, and {bonus}☆ more with {goal}</source>
        <translation>{name}: 5☆, en {bonus}☆ extra met {goal}</translation>
    </message>
    <message numerus="yes">
        <source>Land deck: %n cards</source>
        <translation>
            <numerusform>Stapel landschapskaarten: %n kaart</numerusform>
            <numerusform>Stapel landschapskaarten: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumaroles left: %n</source>
        <translation>
            <numerusform>Fumaroles over: %n</numerusform>
            <numerusform>Fumaroles over: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dark Cities left: %n (the highest is taken first)</source>
        <translation>
            <numerusform>Duistere Steden over: %n (de hoogste wordt eerst genomen)</numerusform>
            <numerusform>Duistere Steden over: %n (de hoogste wordt eerst genomen)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s World: {points}☆</source>
        <translation>Wereld van {name}: {points}☆</translation>
    </message>
    <message>
        <source>The Sun card: cards pass and turns go clockwise, to the left.</source>
        <translation>De zonnekaart: kaarten en beurten gaan met de klok mee, naar links.</translation>
    </message>
    <message>
        <source>The Sun card: cards pass and turns go anticlockwise, to the right.</source>
        <translation>De zonnekaart: kaarten en beurten gaan tegen de klok in, naar rechts.</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>heeft gekozen</translation>
    </message>
    <message>
        <source>Round {round}/{rounds} · {step}</source>
        <translation>Ronde {round}/{rounds} · {step}</translation>
    </message>
    <message>
        <source>Turn {round}/{rounds} · {step}</source>
        <translation>Beurt {round}/{rounds} · {step}</translation>
    </message>
    <message>
        <source>Sun card</source>
        <translation>zonnekaart</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>kaarten leggen</translation>
    </message>
    <message>
        <source>taking a stack</source>
        <translation>stapel nemen</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>einde van het spel</translation>
    </message>
    <message>
        <source>Round {round}/{rounds} begins</source>
        <translation>Ronde {round}/{rounds} begint</translation>
    </message>
    <message>
        <source>The last round begins: {round}/{rounds}</source>
        <translation>De laatste ronde begint: {round}/{rounds}</translation>
    </message>
    <message>
        <source>Turn {round}/{rounds} begins</source>
        <translation>Beurt {round}/{rounds} begint</translation>
    </message>
    <message>
        <source>A Dark City rises: {points}☆ for {name}</source>
        <translation>Een Duistere Stad verrijst: {points}☆ voor {name}</translation>
    </message>
    <message>
        <source>A Dark City rises in your World: {points}☆</source>
        <translation>Er verrijst een Duistere Stad in je wereld: {points}☆</translation>
    </message>
    <message>
        <source>{name} welcomes {traveller}</source>
        <translation>{name} verwelkomt {traveller}</translation>
    </message>
    <message>
        <source>You welcome {traveller}</source>
        <translation>Je verwelkomt {traveller}</translation>
    </message>
    <message>
        <source>Dark City</source>
        <translation>Duistere Stad</translation>
    </message>
    <message>
        <source>Worth {points}☆. A Dark City rises where two Fumaroles meet, the highest left first.</source>
        <translation>Waard {points}☆. Een Duistere Stad verrijst waar twee Fumaroles elkaar raken, de hoogste die over is eerst.</translation>
    </message>
    <message numerus="yes">
        <source>The next Dark City to rise is worth {points}☆. %n are left; they rise where two Fumaroles meet.</source>
        <translation>
            <numerusform>De volgende Duistere Stad die verrijst is {points}☆ waard. Er is er nog %n; ze verrijzen waar twee Fumaroles elkaar raken.</numerusform>
            <numerusform>De volgende Duistere Stad die verrijst is {points}☆ waard. Er zijn er nog %n; ze verrijzen waar twee Fumaroles elkaar raken.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Traveller stands beside a World, over two rows. It scores 5☆, and {bonus}☆ more with {goal}.</source>
        <translation>Een reiziger staat naast een wereld, over twee rijen. Hij scoort 5☆, en {bonus}☆ extra met {goal}.</translation>
    </message>
    <message>
        <source>Under the mouse: {card}</source>
        <translation>Onder de muis: {card}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wacht op je beurt.</translation>
    </message>
    <message>
        <source>A card cannot go there.</source>
        <translation>Hier kan geen kaart worden gelegd.</translation>
    </message>
    <message>
        <source>Arrows: choose a place · R: turn · Enter: play · Esc: cancel</source>
        <translation>Pijltjestoetsen: plaats kiezen · R: draaien · Enter: spelen · Esc: annuleren</translation>
    </message>
    <message>
        <source>Click a lit place to play the card there · Esc: cancel</source>
        <translation>Klik op een oplichtende plek om de kaart daar te spelen · Esc: annuleren</translation>
    </message>
    <message>
        <source>The card does not fit here turned like this: press R to turn it.</source>
        <translation>De kaart past hier niet zo gedraaid: druk op R om hem te draaien.</translation>
    </message>
    <message>
        <source>The card fits here as you hold it.</source>
        <translation>De kaart past hier zoals je hem vasthoudt.</translation>
    </message>
    <message>
        <source>This card has no legal place right now.</source>
        <translation>Deze kaart kan nu nergens worden gelegd.</translation>
    </message>
    <message>
        <source>Your move waits: play it now or take it back first.</source>
        <translation>Je zet wacht: speel hem nu of neem hem eerst terug.</translation>
    </message>
    <message>
        <source>Something went wrong, and nothing was played. The details are in {path}.</source>
        <translation>Er ging iets mis en er is niets gespeeld. De details staan in {path}.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Je hebt gewonnen!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} delen de overwinning!</translation>
    </message>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Gelijkspel: niemand wint.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>The table&apos;s join code: it says the same as the address, with a check letter</source>
        <translation>De deelnamecode van de tafel: zegt hetzelfde als het adres, met een controleletter</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbonden</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Niet verbonden</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Verbinding verloren: opnieuw proberen…</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (kijkt toe)</translation>
    </message>
    <message>
        <source>Table and chat</source>
        <translation>Tafel en chat</translation>
    </message>
    <message>
        <source>Others join with this address or code (Game → Join a Table…):</source>
        <translation>De anderen nemen deel met dit adres of deze code (Spel → Aan een tafel deelnemen…):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Waiting for {user}</source>
        <translation>Wacht op {user}</translation>
    </message>
    <message>
        <source>{seat}: waiting for {user}</source>
        <translation>{seat}: wacht op {user}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Plaats {number}:</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s invitation, to pass it on to the one person it is for</source>
        <translation>De uitnodiging voor deze plaats kopiëren, om haar door te geven aan de persoon voor wie ze bedoeld is</translation>
    </message>
    <message>
        <source>Homeserver away: the game waits</source>
        <translation>Thuisserver weg: het spel wacht</translation>
    </message>
    <message>
        <source>{name}: </source>
        <comment>a chat line&apos;s author, before what they said</comment>
        <translation>{name}: </translation>
    </message>
    <message>
        <source>Said while you were away:</source>
        <translation>Gezegd terwijl je weg was:</translation>
    </message>
    <message>
        <source>Earlier at this table:</source>
        <translation>Eerder aan deze tafel:</translation>
    </message>
    <message>
        <source>Copy the address, to pass it on</source>
        <translation>Het adres kopiëren, om het door te geven</translation>
    </message>
    <message>
        <source>Copy the join code, to pass it on</source>
        <translation>De deelnamecode kopiëren, om hem door te geven</translation>
    </message>
    <message>
        <source>The table is a room on Matrix. Those you invited join it; its link, to find it again:</source>
        <translation>De tafel is een ruimte op Matrix. Wie je uitnodigde, komt erin; de link, om hem terug te vinden:</translation>
    </message>
    <message>
        <source>Copy the room&apos;s link, to pass it on</source>
        <translation>De link van de ruimte kopiëren, om door te geven</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Uitnodigen…</translation>
    </message>
    <message>
        <source>Invite someone to the table by their Matrix ID, for a seat still free</source>
        <translation>Iemand met zijn Matrix-ID aan tafel uitnodigen, voor een plaats die nog vrij is</translation>
    </message>
    <message>
        <source>Adjourn…</source>
        <translation>Onderbreken…</translation>
    </message>
    <message>
        <source>Go Back to the Table</source>
        <translation>Terug naar de tafel</translation>
    </message>
    <message>
        <source>Take your seat again, once the table is open again</source>
        <translation>Je plaats weer innemen, zodra de tafel weer open is</translation>
    </message>
    <message>
        <source>Stop the game here for everyone; the host can open the table again later and all go on.</source>
        <translation>Het spel hier voor iedereen stoppen; de host kan de tafel later weer openen en dan speelt iedereen verder.</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Zeg iets…</translation>
    </message>
    <message>
        <source>Say something to the table: Enter sends it, Esc goes back to the game.</source>
        <translation>Zeg iets tegen de tafel: Enter verstuurt het, Esc gaat terug naar het spel.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <source>Seats kept for someone invited: give each person their own code (it takes that seat only).</source>
        <translation>Plaatsen gereserveerd voor genodigden: geef iedereen een eigen code (die geldt alleen voor die plaats).</translation>
    </message>
    <message>
        <source>Its certificate: {fingerprint}</source>
        <translation>Certificaat: {fingerprint}</translation>
    </message>
    <message>
        <source>The connection is encrypted. Whoever joined by an address rather than a join code can compare these letters with the ones beside the host&apos;s table: the same, it is the right table.</source>
        <translation>De verbinding is versleuteld. Wie met een adres in plaats van een deelnamecode meedoet, kan deze tekens vergelijken met die naast de tafel van de gastheer: zijn ze gelijk, dan is het de juiste tafel.</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>just now</source>
        <translation>zojuist</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>%n minuut geleden</numerusform>
            <numerusform>%n minuten geleden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours ago</source>
        <translation>
            <numerusform>%n uur geleden</numerusform>
            <numerusform>%n uur geleden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>%n dag geleden</numerusform>
            <numerusform>%n dagen geleden</numerusform>
        </translation>
    </message>
    <message>
        <source>on {date}</source>
        <translation>op {date}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nog niet begonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n zet gespeeld</numerusform>
            <numerusform>%n zetten gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} with {players}: {progress}, {when}</source>
        <translation>{game} met {players}: {progress}, {when}</translation>
    </message>
    <message>
        <source>being played here</source>
        <translation>wordt hier gespeeld</translation>
    </message>
    <message>
        <source>open in another window</source>
        <translation>geopend in een ander venster</translation>
    </message>
</context>
<context>
    <name>UnfinishedList</name>
    <message>
        <source>Continue</source>
        <translation>Verdergaan</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>Step through the game so far, as its players saw it</source>
        <translation>Het spel tot nu toe doorlopen, zoals de spelers het zagen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Start a new game with Game → New… (Ctrl+N), or open a saved one.</source>
        <translation>Begin een nieuw spel met Spel → Nieuw spel… (Ctrl+N) of open een opgeslagen spel.</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Review</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>Step through {file}, move by move</source>
        <translation>{file} zet voor zet doorlopen</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Join a Table…</source>
        <translation>Aan een tafel deelnemen…</translation>
    </message>
    <message>
        <source>Play at a table hosted on another computer, with its join code or address</source>
        <translation>Spelen aan een tafel op een andere computer, met de deelnamecode of het adres</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>How to play:</source>
        <translation>Spelregels:</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Recente spellen:</translation>
    </message>
    <message>
        <source>Unfinished games:</source>
        <translation>Onafgemaakte spellen:</translation>
    </message>
    <message>
        <source>Your tables with others:</source>
        <translation>Je tafels met anderen:</translation>
    </message>
</context>
</TS>
