<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Cloud9</name>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>une face vide</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>{a}, {b}, {c} and {d}</source>
        <translation>{a}, {b}, {c} et {d}</translation>
    </message>
    <message>
        <source>Cloud 9</source>
        <translation>Cloud 9</translation>
    </message>
    <message>
        <source>Ride a balloon up nine clouds and jump off before it falls.</source>
        <translation>Montez en ballon de nuage en nuage jusqu’au neuvième, et sautez avant qu’il ne tombe.</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message>
        <source>{a}, {b} and {c}</source>
        <translation>{a}, {b} et {c}</translation>
    </message>
    <message>
        <source>Cloud 9 has no such move.</source>
        <translation>Ce coup n’existe pas dans Cloud 9.</translation>
    </message>
    <message>
        <source>{player} stays in the basket.</source>
        <translation>{player} reste dans le panier.</translation>
    </message>
    <message>
        <source>{player} pays with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>{player} paie la montée ({cards})&#xa0;: le ballon atteint le nuage 9 et tout le monde à bord marque 25 points.</translation>
    </message>
    <message>
        <source>{player} pays with {cards}: the balloon rises to cloud {cloud}.</source>
        <translation>{player} paie la montée ({cards})&#xa0;: le ballon monte au nuage {cloud}.</translation>
    </message>
    <message>
        <source>{player} does not pay: the balloon falls from cloud {cloud}.</source>
        <translation>{player} ne paie pas&#xa0;: le ballon tombe du nuage {cloud}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>The pilot may jump only when flying alone, before rolling.</source>
        <translation>Le pilote ne peut sauter que s’il vole seul, et avant de lancer les dés.</translation>
    </message>
    <message>
        <source>To stay aboard alone, roll the dice.</source>
        <translation>Pour rester seul à bord, lancez les dés.</translation>
    </message>
    <message>
        <source>The pilot must roll the dice now.</source>
        <translation>Le pilote doit maintenant lancer les dés.</translation>
    </message>
    <message>
        <source>The pilot, alone aboard, must roll again or jump now.</source>
        <translation>Le pilote, seul à bord, doit maintenant relancer les dés ou sauter.</translation>
    </message>
    <message>
        <source>A passenger must now jump or stay.</source>
        <translation>Un passager doit maintenant sauter ou rester.</translation>
    </message>
    <message>
        <source>The pilot must now pay for the climb or let the balloon fall.</source>
        <translation>Le pilote doit maintenant payer la montée ou laisser tomber le ballon.</translation>
    </message>
    <message>
        <source>You can only pay with cards from your hand, each once.</source>
        <translation>Vous ne pouvez payer qu’avec des cartes de votre main, chacune une seule fois.</translation>
    </message>
    <message>
        <source>The roll asks for exactly {cards}, or one wild card.</source>
        <translation>Ce lancer demande exactement ces cartes&#xa0;: {cards}&#xa0;; ou bien un seul joker.</translation>
    </message>
    <message>
        <source>{player} stays aboard alone and rolls {faces}.</source>
        <translation>{player} poursuit en solitaire, lance les dés et obtient {faces}.</translation>
    </message>
    <message>
        <source>{player} rolls {faces}.</source>
        <translation>{player} lance les dés et obtient {faces}.</translation>
    </message>
    <message numerus="yes">
        <source>{player}, alone aboard, jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player}, qui vole en solitaire, saute au nuage {cloud} et marque %n point.</numerusform>
            <numerusform>{player}, qui vole en solitaire, saute au nuage {cloud} et marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} jumps at cloud {cloud} and scores %n points.</source>
        <translation>
            <numerusform>{player} saute au nuage {cloud} et marque %n point.</numerusform>
            <numerusform>{player} saute au nuage {cloud} et marque %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The climb is free: {player} takes the balloon to cloud 9 and everyone aboard scores 25.</source>
        <translation>La montée est gratuite&#xa0;: {player} mène le ballon au nuage 9 et tout le monde à bord marque 25 points.</translation>
    </message>
    <message>
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; {player} pilots.</source>
        <translation>Le voyage {voyage} commence&#xa0;: tout le monde remonte dans le panier au nuage 1 et pioche une carte&#xa0;; {player} pilote.</translation>
    </message>
    <message>
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; you pilot.</source>
        <translation>Le voyage {voyage} commence&#xa0;: tout le monde remonte dans le panier au nuage 1 et pioche une carte&#xa0;; vous pilotez.</translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Le voyage {voyage} commence&#xa0;: tout le monde remonte dans le panier au nuage 1&#xa0;; {player} pilote. Seul %n joueur peut piocher une carte.</numerusform>
            <numerusform>Le voyage {voyage} commence&#xa0;: tout le monde remonte dans le panier au nuage 1&#xa0;; {player} pilote. Seuls %n joueurs peuvent piocher une carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n players can draw a card.</source>
        <translation>
            <numerusform>Le voyage {voyage} commence&#xa0;: tout le monde remonte dans le panier au nuage 1&#xa0;; vous pilotez. Seul %n joueur peut piocher une carte.</numerusform>
            <numerusform>Le voyage {voyage} commence&#xa0;: tout le monde remonte dans le panier au nuage 1&#xa0;; vous pilotez. Seuls %n joueurs peuvent piocher une carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile was shuffled into a new one.</source>
        <translation>La pioche était vide&#xa0;: la défausse a été mélangée pour en faire une nouvelle.</translation>
    </message>
    <message>
        <source>You stay aboard alone and roll only blanks: the climb is free.</source>
        <translation>Vous poursuivez en solitaire, lancez les dés et n’obtenez que des faces vides&#xa0;: la montée est gratuite.</translation>
    </message>
    <message>
        <source>You roll only blanks: the climb is free.</source>
        <translation>Vous lancez les dés et n’obtenez que des faces vides&#xa0;: la montée est gratuite.</translation>
    </message>
    <message>
        <source>You stay aboard alone and roll {faces}.</source>
        <translation>Vous poursuivez en solitaire, lancez les dés et obtenez {faces}.</translation>
    </message>
    <message>
        <source>You roll {faces}.</source>
        <translation>Vous lancez les dés et obtenez {faces}.</translation>
    </message>
    <message>
        <source>You stay in the basket.</source>
        <translation>Vous restez dans le panier.</translation>
    </message>
    <message>
        <source>The climb is free: you take the balloon to cloud 9 and everyone aboard scores 25.</source>
        <translation>La montée est gratuite&#xa0;: vous menez le ballon au nuage 9 et tout le monde à bord marque 25 points.</translation>
    </message>
    <message>
        <source>The climb is free: {player} takes the balloon up to cloud {cloud}.</source>
        <translation>La montée est gratuite&#xa0;: {player} fait monter le ballon au nuage {cloud}.</translation>
    </message>
    <message>
        <source>The climb is free: you take the balloon up to cloud {cloud}.</source>
        <translation>La montée est gratuite&#xa0;: vous faites monter le ballon au nuage {cloud}.</translation>
    </message>
    <message>
        <source>{player} plays a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>{player} joue un joker&#xa0;: le ballon atteint le nuage 9 et tout le monde à bord marque 25 points.</translation>
    </message>
    <message>
        <source>You play a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>Vous jouez un joker&#xa0;: le ballon atteint le nuage 9 et tout le monde à bord marque 25 points.</translation>
    </message>
    <message>
        <source>{player} plays a wild card: the balloon rises to cloud {cloud}.</source>
        <translation>{player} joue un joker&#xa0;: le ballon monte au nuage {cloud}.</translation>
    </message>
    <message>
        <source>You play a wild card: the balloon rises to cloud {cloud}.</source>
        <translation>Vous jouez un joker&#xa0;: le ballon monte au nuage {cloud}.</translation>
    </message>
    <message>
        <source>You pay with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25.</source>
        <translation>Vous payez la montée ({cards})&#xa0;: le ballon atteint le nuage 9 et tout le monde à bord marque 25 points.</translation>
    </message>
    <message>
        <source>You pay with {cards}: the balloon rises to cloud {cloud}.</source>
        <translation>Vous payez la montée ({cards})&#xa0;: le ballon monte au nuage {cloud}.</translation>
    </message>
    <message>
        <source>You do not pay: the balloon falls from cloud {cloud}.</source>
        <translation>Vous ne payez pas&#xa0;: le ballon tombe du nuage {cloud}.</translation>
    </message>
    <message numerus="yes">
        <source>Alone aboard, you jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Seul à bord, vous sautez au nuage {cloud} et marquez %n point.</numerusform>
            <numerusform>Seul à bord, vous sautez au nuage {cloud} et marquez %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You jump at cloud {cloud} and score %n points.</source>
        <translation>
            <numerusform>Vous sautez au nuage {cloud} et marquez %n point.</numerusform>
            <numerusform>Vous sautez au nuage {cloud} et marquez %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The roll is all blank: the climb is free and the balloon must rise.</source>
        <translation>Le lancer ne donne que des faces vides&#xa0;: la montée est gratuite et le ballon doit monter.</translation>
    </message>
    <message>
        <source>You hold the cards the roll asks for: the balloon must rise.</source>
        <translation>Vous avez les cartes que demande le lancer&#xa0;: le ballon doit monter.</translation>
    </message>
    <message>
        <source>The roll is all blank: the climb is free, pay nothing.</source>
        <translation>Le lancer ne donne que des faces vides&#xa0;: la montée est gratuite, ne payez rien.</translation>
    </message>
    <message>
        <source>A wild card pays for the whole roll on its own.</source>
        <translation>Un joker paie à lui seul tout le lancer, sans autre carte.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage}: won with %n points.</source>
        <translation>
            <numerusform>La partie se termine après le voyage {voyage}&#xa0;: victoire avec %n point.</numerusform>
            <numerusform>La partie se termine après le voyage {voyage}&#xa0;: victoire avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points; the most cards in hand decide.</source>
        <translation>
            <numerusform>La partie se termine après le voyage {voyage} sur une égalité à %n point&#xa0;; le plus de cartes en main départage.</numerusform>
            <numerusform>La partie se termine après le voyage {voyage} sur une égalité à %n points&#xa0;; le plus de cartes en main départage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after voyage {voyage} with a tie at %n points and as many cards in hand: the win is shared.</source>
        <translation>
            <numerusform>La partie se termine après le voyage {voyage} sur une égalité à %n point et autant de cartes en main&#xa0;: la victoire est partagée.</numerusform>
            <numerusform>La partie se termine après le voyage {voyage} sur une égalité à %n points et autant de cartes en main&#xa0;: la victoire est partagée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>Voyage {voyage}</source>
        <translation>Voyage {voyage}</translation>
    </message>
    <message>
        <source>{player} stays aboard alone and rolls only blanks: the climb is free.</source>
        <translation>{player} poursuit en solitaire, lance les dés et n’obtient que des faces vides&#xa0;: la montée est gratuite.</translation>
    </message>
    <message>
        <source>{player} rolls only blanks: the climb is free.</source>
        <translation>{player} lance les dés et n’obtient que des faces vides&#xa0;: la montée est gratuite.</translation>
    </message>
    <message>
        <source>Voyage {voyage}: arrived at cloud 9</source>
        <translation>Voyage {voyage}&#xa0;: arrivée au nuage 9</translation>
    </message>
    <message>
        <source>Voyage {voyage}: jumped at cloud {cloud}</source>
        <translation>Voyage {voyage}&#xa0;: saut au nuage {cloud}</translation>
    </message>
    <message>
        <source>Cards in hand (breaks the tie)</source>
        <translation>Cartes en main (départagent l’égalité)</translation>
    </message>
</context>
<context>
    <name>Cloud9Rules</name>
    <message>
        <source># The goal</source>
        <translation># Le but du jeu</translation>
    </message>
    <message>
        <source>Two to six players share one hot-air balloon. It climbs from cloud to cloud, and the higher it gets the more a passenger earns by jumping out, but every climb may be the one that sends it tumbling down, and whoever is still aboard then gets nothing. Jump at the right moment: the first voyage that ends with someone on 50 points or more ends the game, and the highest score wins.</source>
        <translation>De deux à six joueurs se partagent une même montgolfière. Le ballon monte de nuage en nuage, et plus il monte haut, plus un passager gagne de points en sautant&#xa0;; mais chaque montée peut être celle qui le fait dégringoler, et ceux qui sont encore à bord ne gagnent alors rien. Sautez au bon moment&#xa0;: le premier voyage qui se termine avec un joueur à 50 points ou plus met fin à la partie, et le meilleur score l’emporte.</translation>
    </message>
    <message>
        <source># What is in play</source>
        <translation># Le matériel</translation>
    </message>
    <message>
        <source>There are 76 cards: 72 balloon cards, 18 in each of four colours (green, purple, red and yellow), and 4 wild cards. There are four dice; each shows the four colours on four faces and has two blank faces.</source>
        <translation>Il y a 76 cartes&#xa0;: 72 cartes ballons, 18 dans chacune des quatre couleurs (vert, violet, rouge et jaune), et 4 jokers. Il y a quatre dés&#xa0;; chacun porte les quatre couleurs sur quatre faces et a deux faces vides.</translation>
    </message>
    <message>
        <source>The path has nine clouds. Jumping from cloud 1 earns 1 point, then 2, 4, 6, 9, 12, 15 and 20 points from clouds 2 to 8; reaching cloud 9 earns 25. To leave clouds 1, 2 and 3 the pilot rolls two dice, three dice on clouds 4, 5 and 6, and all four dice on clouds 7 and 8.</source>
        <translation>Le parcours compte neuf nuages. Sauter du nuage 1 rapporte 1 point, puis 2, 4, 6, 9, 12, 15 et 20 points depuis les nuages 2 à 8&#xa0;; atteindre le nuage 9 en rapporte 25. Pour quitter les nuages 1, 2 et 3, le pilote lance deux dés, trois dés sur les nuages 4, 5 et 6, et les quatre dés sur les nuages 7 et 8.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Mise en place</translation>
    </message>
    <message>
        <source>Every player takes a colour (black, blue, green, orange, red or yellow), starts at 0 points and gets six cards from the shuffled deck; the rest forms the face-down draw pile. Hands are secret, but everyone may see how many cards each player holds. The balloon starts on cloud 1 with every player in its basket. The first pilot is chosen at random; in New Game, the players may instead name the seat that begins.</source>
        <translation>Chaque joueur prend une couleur (noir, bleu, vert, orange, rouge ou jaune), commence à 0 point et reçoit six cartes du paquet mélangé&#xa0;; le reste forme la pioche, face cachée. Les mains sont secrètes, mais chacun peut voir combien de cartes a chaque joueur. Le ballon part du nuage 1 avec tous les joueurs dans son panier. Le premier pilote est tiré au sort&#xa0;; dans «&#xa0;Nouvelle partie&#xa0;», les joueurs peuvent aussi désigner la place qui commence.</translation>
    </message>
    <message>
        <source># A climb</source>
        <translation># Une montée</translation>
    </message>
    <message>
        <source>A voyage is a series of climbs, each in three steps: the pilot rolls, the passengers choose, the pilot pays or not.</source>
        <translation>Un voyage est une suite de montées, chacune en trois étapes&#xa0;: le pilote lance les dés, les passagers choisissent, le pilote paie ou non.</translation>
    </message>
    <message>
        <source>1. The pilot rolls as many dice as the current cloud asks for. Every coloured face calls for one card of that colour, so two red faces call for two red cards; blank faces call for nothing, and a roll of nothing but blanks makes the climb free. One wild card on its own can pay for any roll, however many cards it asks for.</source>
        <translation>1. Le pilote lance autant de dés que l’indique le nuage actuel. Chaque face colorée demande une carte de cette couleur&#xa0;: deux faces rouges demandent donc deux cartes rouges&#xa0;; les faces vides ne demandent rien, et un lancer qui ne donne que des faces vides rend la montée gratuite. Un joker peut payer à lui seul n’importe quel lancer, quel que soit le nombre de cartes demandées.</translation>
    </message>
    <message>
        <source>2. Starting with the player on the pilot&apos;s left and going round, every passenger still in the basket, except the pilot, says in turn whether they jump or stay. Each one sees the roll and the choices already made. A player who jumps scores the points of the cloud where the balloon is right now and sits out the rest of the voyage. A player who stays scores nothing yet.</source>
        <translation>2. En commençant par le joueur à gauche du pilote et en faisant le tour de la table, chaque passager encore dans le panier, sauf le pilote, annonce à son tour s’il saute ou s’il reste. Chacun voit le lancer et les choix déjà faits. Un joueur qui saute marque les points du nuage où se trouve le ballon à ce moment-là et ne participe pas au reste du voyage. Un joueur qui reste ne marque rien pour l’instant.</translation>
    </message>
    <message>
        <source>3. Then the pilot acts. A pilot who holds the cards the roll asks for must make the balloon climb, paying either with those cards or with one wild card, as they prefer: crashing on purpose is not allowed. A pilot who lacks those cards but holds a wild may spend the wild to climb, or keep it and let the balloon fall. A pilot with neither lets it fall. Cards paid are shown to everyone and go to the discard pile.</source>
        <translation>3. Puis le pilote agit. Un pilote qui a les cartes demandées par le lancer doit faire monter le ballon, en payant soit avec ces cartes, soit avec un joker, à son choix&#xa0;: il n’a pas le droit de faire tomber le ballon exprès. Un pilote qui n’a pas ces cartes mais qui a un joker peut le dépenser pour monter, ou le garder et laisser tomber le ballon. Un pilote qui n’a ni l’un ni l’autre laisse tomber le ballon. Les cartes payées sont montrées à tous et vont dans la défausse.</translation>
    </message>
    <message>
        <source>When the balloon climbs, it moves up one cloud and the next climb begins. The new pilot is the next player round the table, to the left, who is still in the basket.</source>
        <translation>Quand le ballon monte, il s’élève d’un nuage et la montée suivante commence. Le nouveau pilote est le joueur suivant autour de la table, vers la gauche, qui est encore dans le panier.</translation>
    </message>
    <message>
        <source>When the balloon falls, the voyage is over and everyone still in the basket scores nothing for it. Points scored by jumping earlier in the voyage are kept.</source>
        <translation>Quand le ballon tombe, le voyage est terminé et ceux qui sont encore dans le panier ne marquent rien pour ce voyage. Les points marqués en sautant plus tôt pendant le voyage restent acquis.</translation>
    </message>
    <message>
        <source>If the balloon reaches cloud 9, everyone still in the basket, the pilot included, scores 25 points and the voyage is over.</source>
        <translation>Si le ballon atteint le nuage 9, tous ceux qui sont encore dans le panier, pilote compris, marquent 25 points et le voyage est terminé.</translation>
    </message>
    <message>
        <source># Flying alone</source>
        <translation># Voler seul</translation>
    </message>
    <message>
        <source>The pilot never jumps, with one exception. When everyone else has jumped and the balloon has climbed, the pilot flies on alone and stays pilot. Before each of their rolls they choose: roll again and try to climb higher, or jump, scoring the current cloud&apos;s points, which ends the voyage. A lone pilot who cannot pay falls and scores nothing.</source>
        <translation>Le pilote ne saute jamais, à une exception près. Quand tous les autres ont sauté et que le ballon est monté, le pilote continue seul et reste pilote. Avant chacun de ses lancers, il choisit&#xa0;: relancer les dés pour tenter de monter plus haut, ou sauter et marquer les points du nuage actuel, ce qui met fin au voyage. Un pilote seul qui ne peut pas payer tombe et ne marque rien.</translation>
    </message>
    <message>
        <source>A pilot whose passengers all jump while the dice are on the table is not yet alone for this climb: they must still pay if they hold the cards, and may only choose to jump before the next roll.</source>
        <translation>Un pilote dont tous les passagers sautent alors que les dés sont sur la table n’est pas encore seul pour cette montée&#xa0;: il doit quand même payer s’il a les cartes, et ne pourra choisir de sauter qu’avant le lancer suivant.</translation>
    </message>
    <message>
        <source># Between voyages</source>
        <translation># Entre deux voyages</translation>
    </message>
    <message>
        <source>After a voyage the balloon goes back to cloud 1 and every player climbs back into the basket. Each player draws one card. The player to the left of the last pilot of the finished voyage becomes the pilot. When the draw pile runs out, the discard pile is shuffled to form a new one. In this app, this is done as soon as the draw pile is empty; the French rules name the discard pile there, which can only be a slip.</source>
        <translation>Après un voyage, le ballon revient au nuage 1 et tous les joueurs remontent dans le panier. Chaque joueur pioche une carte. Le joueur à gauche du dernier pilote du voyage terminé devient le pilote. Quand la pioche est épuisée, on mélange la défausse pour former une nouvelle pioche. Dans cette application, cela se fait dès que la pioche est vide&#xa0;; la règle française parle là de la défausse, ce qui ne peut être qu’une erreur.</translation>
    </message>
    <message>
        <source>The nine clouds, each with the points for jumping there and its dice, rolled to leave it. The balloon is on cloud 3.</source>
        <translation>Les neuf nuages, chacun avec les points d’un saut à cet endroit et ses dés, lancés pour le quitter. Le ballon est au nuage 3.</translation>
    </message>
    <message>
        <source>Leaving cloud 4, the pilot rolled red, red and a blank: two red cards pay for the climb, and so would one wild card on its own.</source>
        <translation>Pour quitter le nuage 4, le pilote a obtenu rouge, rouge et une face vide&#xa0;: deux cartes rouges paient la montée, et un joker seul la paierait aussi.</translation>
    </message>
    <message>
        <source># The end of the game</source>
        <translation># La fin de la partie</translation>
    </message>
    <message>
        <source>Reaching 50 points does not stop a voyage in the middle. The game ends as soon as a voyage ends, whether by a fall, by reaching cloud 9 or by a lone pilot jumping, with at least one player on 50 points or more. Scores above 50 count in full. In this app, the game can end after any voyage, also one that ends at cloud 9 or with a lone pilot&apos;s jump; the French rules name only the fall of the balloon.</source>
        <translation>Atteindre 50 points n’interrompt pas un voyage en cours. La partie s’arrête dès qu’un voyage se termine, que ce soit par une chute, par l’arrivée au nuage 9 ou par le saut d’un pilote seul à bord, avec au moins un joueur à 50 points ou plus. Les points au-delà de 50 comptent entièrement. Dans cette application, la partie peut se terminer après n’importe quel voyage, y compris celui qui s’achève au nuage 9 ou par le saut d’un pilote seul à bord&#xa0;; la règle française ne cite que la chute du ballon.</translation>
    </message>
    <message>
        <source>The player with the most points wins. If several players share the top score, the one among them holding the most cards wins. In this app, if they also hold as many cards, they share the win; the rules do not say.</source>
        <translation>Le joueur qui a le plus de points gagne. Si plusieurs joueurs sont à égalité en tête, celui d’entre eux qui a le plus de cartes en main gagne. Dans cette application, s’ils ont aussi autant de cartes, ils se partagent la victoire&#xa0;; la règle ne le dit pas.</translation>
    </message>
    <message>
        <source># Hints</source>
        <translation># Conseils</translation>
    </message>
    <message>
        <source>Count the pilot&apos;s cards: the more they hold, the more likely they can pay. Watch the discard pile to know which colours are scarce. And remember who will pilot the next climb: if it is you, you cannot jump then, and your own hand decides whether you fall.</source>
        <translation>Comptez les cartes du pilote&#xa0;: plus il en a, plus il a de chances de pouvoir payer. Surveillez la défausse pour savoir quelles couleurs se font rares. Et n’oubliez pas qui pilotera la prochaine montée&#xa0;: si c’est vous, vous ne pourrez pas sauter à ce moment-là, et c’est votre propre main qui décidera si vous tombez.</translation>
    </message>
</context>
<context>
    <name>Cloud9Table</name>
    <message numerus="yes">
        <source>You are the pilot at cloud {cloud}: roll %n dice.</source>
        <translation>
            <numerusform>Vous êtes le pilote au nuage {cloud}&#xa0;: lancez %n dé.</numerusform>
            <numerusform>Vous êtes le pilote au nuage {cloud}&#xa0;: lancez %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay for the climb: drag a lit card onto the balloon.</source>
        <translation>Payez la montée&#xa0;: faites glisser une carte éclairée sur le ballon.</translation>
    </message>
    <message>
        <source>Drag your wild card onto the balloon, or let it fall.</source>
        <translation>Faites glisser votre joker sur le ballon, ou laissez le ballon tomber.</translation>
    </message>
    <message>
        <source>You cannot pay for this climb: the balloon falls.</source>
        <translation>Vous ne pouvez pas payer cette montée&#xa0;: le ballon tombe.</translation>
    </message>
    <message>
        <source>The dice ask for nothing: the climb is free.</source>
        <translation>Les dés ne demandent rien&#xa0;: la montée est gratuite.</translation>
    </message>
    <message>
        <source>The dice ask for nothing: {pilot} climbs for free. Jump now and score {points}, or stay aboard?</source>
        <translation>Les dés ne demandent rien&#xa0;: {pilot} monte gratuitement. Sauter maintenant et marquer {points}, ou rester à bord&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>You fly alone. Roll %n dice to go on, or jump and score {points}?</source>
        <translation>
            <numerusform>Vous volez en solitaire. Lancer %n dé pour continuer, ou sauter et marquer {points}&#xa0;?</numerusform>
            <numerusform>Vous volez en solitaire. Lancer %n dés pour continuer, ou sauter et marquer {points}&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {points}</source>
        <translation>{name}&#xa0;: {cards}, {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
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
            <numerusform>Nuage {cloud}&#xa0;: sauter ici rapporte {points}&#xa0;; pour le quitter, le pilote lance %n dé.</numerusform>
            <numerusform>Nuage {cloud}&#xa0;: sauter ici rapporte {points}&#xa0;; pour le quitter, le pilote lance %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The balloon falls from cloud {cloud}: those aboard score nothing.</source>
        <translation>Le ballon tombe du nuage {cloud}&#xa0;: ceux qui sont à bord ne marquent rien.</translation>
    </message>
    <message>
        <source>Green balloon card</source>
        <translation>Carte ballon verte</translation>
    </message>
    <message>
        <source>Purple balloon card</source>
        <translation>Carte ballon violette</translation>
    </message>
    <message>
        <source>Red balloon card</source>
        <translation>Carte ballon rouge</translation>
    </message>
    <message>
        <source>Yellow balloon card</source>
        <translation>Carte ballon jaune</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Pays for one green face of the dice.</source>
        <translation>Paie une face verte des dés.</translation>
    </message>
    <message>
        <source>Pays for one purple face of the dice.</source>
        <translation>Paie une face violette des dés.</translation>
    </message>
    <message>
        <source>Pays for one red face of the dice.</source>
        <translation>Paie une face rouge des dés.</translation>
    </message>
    <message>
        <source>Pays for one yellow face of the dice.</source>
        <translation>Paie une face jaune des dés.</translation>
    </message>
    <message>
        <source>Pays for the whole roll on its own, whatever the dice ask.</source>
        <translation>Paie à lui seul tout le lancer, quoi que demandent les dés.</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>pilote</translation>
    </message>
    <message>
        <source>Roll the &amp;dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message numerus="yes">
        <source>Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?</source>
        <translation>
            <numerusform>Assez pour payer&#xa0;? {pilot} a %n carte en main. Sauter maintenant et marquer {points}, ou rester à bord&#xa0;?</numerusform>
            <numerusform>Assez pour payer&#xa0;? {pilot} a %n cartes en main. Sauter maintenant et marquer {points}, ou rester à bord&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jump (+{points})</source>
        <translation>&amp;Sauter (+{points})</translation>
    </message>
    <message>
        <source>&amp;Stay aboard</source>
        <translation>Rester à &amp;bord</translation>
    </message>
    <message>
        <source>&amp;Let the balloon fall</source>
        <translation>Laisser &amp;tomber le ballon</translation>
    </message>
    <message>
        <source>&amp;Climb</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>décide…</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>jumped +{points}</source>
        <translation>a sauté +{points}</translation>
    </message>
    <message>
        <source>jumped at {cloud}: +{points}</source>
        <translation>+{points} au nuage {cloud}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>This climb</source>
        <translation>Cette montée</translation>
    </message>
    <message>
        <source>Voyage {voyage}</source>
        <translation>Voyage {voyage}</translation>
    </message>
    <message>
        <source>Cloud 9: everyone still aboard on arrival scores {points}.</source>
        <translation>Nuage 9&#xa0;: tous ceux encore à bord à l’arrivée marquent {points} points.</translation>
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
        <translation>Faites pousser des routes de haricots magiques à travers les nuages pour relier deux de vos châteaux sur des côtés opposés.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} joue.</translation>
    </message>
    <message>
        <source>You take the magic card {spell}.</source>
        <translation>Vous prenez la carte Magie «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>You swap your route card.</source>
        <translation>Vous échangez votre carte Route.</translation>
    </message>
    <message>
        <source>You keep your route card.</source>
        <translation>Vous gardez votre carte Route.</translation>
    </message>
    <message>
        <source>You discard your route card and cast {spell} on {cell}.</source>
        <translation>Vous défaussez votre carte Route et jouez «&#xa0;{spell}&#xa0;» en {cell}.</translation>
    </message>
    <message>
        <source>You discard your route card and cast {spell}.</source>
        <translation>Vous défaussez votre carte Route et jouez «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>You move.</source>
        <translation>Vous jouez.</translation>
    </message>
    <message>
        <source>Magic cards</source>
        <translation>Cartes Magie</translation>
    </message>
    <message>
        <source>Which three magic cards each player gets.</source>
        <translation>Les trois cartes Magie que reçoit chaque joueur.</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Familles</translation>
    </message>
    <message>
        <source>The draw pile is empty: {spell} has nothing to draw.</source>
        <translation>Le paquet est vide&#xa0;: «&#xa0;{spell}&#xa0;» n’a rien à piocher.</translation>
    </message>
    <message>
        <source>Fast Growth needs an empty cell where a route card can grow.</source>
        <translation>«&#xa0;Pousse rapide&#xa0;» demande un emplacement vide où une carte Route peut pousser.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to replant.</source>
        <translation>La défausse est vide&#xa0;: il n’y a rien à repiquer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>First each player picks three magic cards.</source>
        <translation>Chaque joueur choisit d’abord trois cartes Magie.</translation>
    </message>
    <message>
        <source>Green Thumb: say first whether you swap your route card.</source>
        <translation>Main verte&#xa0;: dites d’abord si vous échangez votre carte Route.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>That cell is outside the play area.</source>
        <translation>Cet emplacement est hors de la zone de jeu.</translation>
    </message>
    <message>
        <source>A card is turned 0 to 3 quarter turns.</source>
        <translation>Une carte se tourne de 0 à 3 quarts de tour.</translation>
    </message>
    <message>
        <source>Fast Growth: the first card must go on an empty cell.</source>
        <translation>Pousse rapide&#xa0;: la première carte doit aller sur un emplacement vide.</translation>
    </message>
    <message>
        <source>Fast Growth: the second card must go across the first one, on {cell}.</source>
        <translation>Pousse rapide&#xa0;: la seconde carte doit aller en travers de la première, en {cell}.</translation>
    </message>
    <message>
        <source>This cell touches no castle and no route card.</source>
        <translation>Cet emplacement ne touche ni château ni carte Route.</translation>
    </message>
    <message>
        <source>Finish the spell being cast first.</source>
        <translation>Terminez d’abord la carte Magie en cours.</translation>
    </message>
    <message>
        <source>There is no such magic card.</source>
        <translation>Cette carte Magie n’existe pas.</translation>
    </message>
    <message>
        <source>a route card</source>
        <translation>une carte Route</translation>
    </message>
    <message>
        <source>{player} cannot place {card} and discards it.</source>
        <translation>{player} ne peut poser {card} nulle part et s’en défausse.</translation>
    </message>
    <message>
        <source>You cannot place {card} and discard it.</source>
        <translation>Vous ne pouvez poser {card} nulle part et vous en défaussez.</translation>
    </message>
    <message>
        <source>{player} plays {card} across the stack on {cell}.</source>
        <translation>{player} joue {card} en travers de la pile en {cell}.</translation>
    </message>
    <message>
        <source>You play {card} across the stack on {cell}.</source>
        <translation>Vous jouez {card} en travers de la pile en {cell}.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {cell}.</source>
        <translation>{player} joue {card} en {cell}.</translation>
    </message>
    <message>
        <source>You play {card} on {cell}.</source>
        <translation>Vous jouez {card} en {cell}.</translation>
    </message>
    <message>
        <source>You do not have {spell}.</source>
        <translation>Vous n’avez pas «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>You need a route card to discard before casting a spell.</source>
        <translation>Il vous faut une carte Route à défausser pour jouer une carte Magie.</translation>
    </message>
    <message>
        <source>{spell} is not aimed at a cell.</source>
        <translation>«&#xa0;{spell}&#xa0;» ne vise aucun emplacement.</translation>
    </message>
    <message>
        <source>The draw pile ran out and no family joined its castles: the game is a draw.</source>
        <translation>Le paquet est épuisé et aucune famille n’a relié ses châteaux&#xa0;: la partie se termine sur une égalité.</translation>
    </message>
    <message>
        <source>{player} takes the magic card {spell}.</source>
        <translation>{player} prend la carte Magie «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>{player} discards their route card and casts {spell}.</source>
        <translation>{player} défausse sa carte Route et joue «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>The magic cards have already been chosen.</source>
        <translation>Les cartes Magie ont déjà été choisies.</translation>
    </message>
    <message>
        <source>You have already taken {spell}.</source>
        <translation>Vous avez déjà pris «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>Nobody is casting Green Thumb now.</source>
        <translation>Personne n’est en train de jouer «&#xa0;Main verte&#xa0;».</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>Répondez par oui ou par non.</translation>
    </message>
    <message>
        <source>Nothing can be played on the Burning Crossing.</source>
        <translation>Rien ne peut être joué sur l’Intersection en feu.</translation>
    </message>
    <message>
        <source>A card on a stack must lie across the card below.</source>
        <translation>Une carte posée sur une pile doit être perpendiculaire à celle du dessous.</translation>
    </message>
    <message>
        <source>Turn the card: one of its short edges must touch a castle or the short edge of a route card.</source>
        <translation>Tournez la carte&#xa0;: l’un de ses bords courts doit toucher un château ou le bord court d’une carte Route.</translation>
    </message>
    <message>
        <source>You have already used {spell}.</source>
        <translation>Vous avez déjà utilisé «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>Choose a cell of the play area for {spell}.</source>
        <translation>Choisissez un emplacement de la zone de jeu pour «&#xa0;{spell}&#xa0;».</translation>
    </message>
    <message>
        <source>The Burning Crossing goes across a route card, not on an empty cell.</source>
        <translation>L’Intersection en feu se pose en travers d’une carte Route, pas sur un emplacement vide.</translation>
    </message>
    <message>
        <source>{player} swaps their route card.</source>
        <translation>{player} échange sa carte Route.</translation>
    </message>
    <message>
        <source>{player} keeps their route card.</source>
        <translation>{player} garde sa carte Route.</translation>
    </message>
    <message>
        <source>{player} discards their route card and casts {spell} on {cell}.</source>
        <translation>{player} défausse sa carte Route et joue «&#xa0;{spell}&#xa0;» en {cell}.</translation>
    </message>
    <message>
        <source>First game: Chop!, Inspiration, Burning Crossing</source>
        <translation>Première partie&#xa0;: «&#xa0;On coupe tout&#xa0;!&#xa0;», «&#xa0;Inspiration&#xa0;», «&#xa0;Intersection en feu&#xa0;»</translation>
    </message>
    <message>
        <source>Normal game: the same three random spells for everyone</source>
        <translation>Partie normale&#xa0;: les trois mêmes cartes Magie, tirées au hasard, pour tous</translation>
    </message>
    <message>
        <source>Experienced players: each picks three spells</source>
        <translation>Joueurs expérimentés&#xa0;: chacun choisit trois cartes Magie</translation>
    </message>
    <message>
        <source>This card can still be played: a route card is discarded only when it fits nowhere.</source>
        <translation>Cette carte peut encore être jouée&#xa0;: on ne défausse une carte Route que si elle ne peut aller nulle part.</translation>
    </message>
    <message>
        <source>Cloudy Kingdom has no such move.</source>
        <translation>Ce coup n’existe pas dans Cloudy Kingdom.</translation>
    </message>
    <message>
        <source>{spell} needs no turns.</source>
        <translation>«&#xa0;{spell}&#xa0;» ne demande aucune rotation.</translation>
    </message>
    <message>
        <source>{spell} needs a played route card: this cell is empty.</source>
        <translation>«&#xa0;{spell}&#xa0;» demande une carte Route déjà jouée&#xa0;: cet emplacement est vide.</translation>
    </message>
    <message>
        <source>No magic can touch the Burning Crossing or the stack under it.</source>
        <translation>Aucune magie ne peut toucher l’Intersection en feu ni la pile qui se trouve dessous.</translation>
    </message>
    <message>
        <source>The {family} joined two of its castles on opposite sides.</source>
        <translation>La {family} a relié deux de ses châteaux situés sur des côtés opposés.</translation>
    </message>
    <message>
        <source>A spell joined two castles of the {family} on opposite sides.</source>
        <translation>Une carte Magie a relié deux châteaux de la {family} situés sur des côtés opposés.</translation>
    </message>
    <message>
        <source>The {family}&apos;s route, made by magic, was still whole at its next turn.</source>
        <translation>La route de la {family}, créée par magie, était toujours continue à son tour suivant.</translation>
    </message>
    <message>
        <source>The {first} and the {second} share the win.</source>
        <translation>La {first} et la {second} se partagent la victoire.</translation>
    </message>
    <message>
        <source>The {first}, the {second} and the {third} share the win.</source>
        <translation>La {first}, la {second} et la {third} se partagent la victoire.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomCards</name>
    <message>
        <source>straight</source>
        <translation>ligne droite</translation>
    </message>
    <message>
        <source>rope bridge</source>
        <translation>pont de corde</translation>
    </message>
    <message>
        <source>crossroads</source>
        <translation>intersection</translation>
    </message>
    <message>
        <source>T junction</source>
        <translation>intersection en T</translation>
    </message>
    <message>
        <source>T junction, mirrored</source>
        <translation>intersection en T, en miroir</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>virage</translation>
    </message>
    <message>
        <source>curve, mirrored</source>
        <translation>virage, en miroir</translation>
    </message>
    <message>
        <source>double curve</source>
        <translation>double virage</translation>
    </message>
    <message>
        <source>double curve, mirrored</source>
        <translation>double virage, en miroir</translation>
    </message>
    <message>
        <source>dead end</source>
        <translation>impasse</translation>
    </message>
    <message>
        <source>a straight route</source>
        <translation>une ligne droite</translation>
    </message>
    <message>
        <source>a rope bridge</source>
        <translation>un pont de corde</translation>
    </message>
    <message>
        <source>a crossroads</source>
        <translation>une intersection</translation>
    </message>
    <message>
        <source>a T junction</source>
        <translation>une intersection en T</translation>
    </message>
    <message>
        <source>a curve</source>
        <translation>un virage</translation>
    </message>
    <message>
        <source>a double curve</source>
        <translation>un double virage</translation>
    </message>
    <message>
        <source>a dead end</source>
        <translation>une impasse</translation>
    </message>
    <message>
        <source>{card} with a broken end</source>
        <translation>{card} avec une extrémité cassée</translation>
    </message>
    <message>
        <source>{card} with a hole at one end</source>
        <translation>{card} avec un trou à une extrémité</translation>
    </message>
    <message>
        <source>{card} with thorns at one end</source>
        <translation>{card} avec des ronces à une extrémité</translation>
    </message>
    <message>
        <source>{card} blocked at both ends</source>
        <translation>{card} avec ses deux extrémités bloquées</translation>
    </message>
    <message>
        <source>Chop!</source>
        <translation>On coupe tout&#xa0;!</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Inspiration</translation>
    </message>
    <message>
        <source>Burning Crossing</source>
        <translation>Intersection en feu</translation>
    </message>
    <message>
        <source>Dead End</source>
        <translation>Cul-de-sac</translation>
    </message>
    <message>
        <source>Fast Growth</source>
        <translation>Pousse rapide</translation>
    </message>
    <message>
        <source>Green Thumb</source>
        <translation>Main verte</translation>
    </message>
    <message>
        <source>Replanting</source>
        <translation>Repiquage</translation>
    </message>
    <message>
        <source>Winding Route</source>
        <translation>Route sinueuse</translation>
    </message>
    <message>
        <source>Remove from the game a played route card with nothing on it.</source>
        <translation>Retirez de la partie une carte Route posée sur laquelle rien n’est joué.</translation>
    </message>
    <message>
        <source>Draw two route cards: play one, discard the other.</source>
        <translation>Piochez deux cartes Route&#xa0;: jouez-en une, défaussez l’autre.</translation>
    </message>
    <message>
        <source>Play this crossroads across a route card. Nothing can be played on it and no magic affects it.</source>
        <translation>Jouez cette intersection en travers d’une carte Route. Rien ne peut être joué dessus et aucune magie ne l’affecte.</translation>
    </message>
    <message>
        <source>Play this card like a route card: all four of its arms are cut.</source>
        <translation>Jouez cette carte comme une carte Route&#xa0;: ses quatre branches sont coupées.</translation>
    </message>
    <message>
        <source>Draw a route card and play it on an empty cell, then draw another and play it across the first.</source>
        <translation>Piochez une carte Route et jouez-la sur un emplacement vide, puis piochez-en une autre et jouez-la en travers de la première.</translation>
    </message>
    <message>
        <source>Draw two route cards; each other player may swap their route card; then play both of yours.</source>
        <translation>Piochez deux cartes Route&#xa0;; chacun des autres joueurs peut échanger sa carte Route&#xa0;; puis jouez vos deux cartes.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile and play it.</source>
        <translation>Reprenez la carte du dessus de la défausse et jouez-la.</translation>
    </message>
    <message>
        <source>Turn a played route card, with its whole stack, a quarter turn clockwise.</source>
        <translation>Tournez d’un quart de tour dans le sens horaire une carte Route posée, avec toute sa pile.</translation>
    </message>
    <message>
        <source>Red family</source>
        <translation>famille rouge</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Blue family</source>
        <translation>famille bleue</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Étoile</translation>
    </message>
    <message>
        <source>Yellow family</source>
        <translation>famille jaune</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <source>Black family</source>
        <translation>famille noire</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Couronne</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomRules</name>
    <message>
        <source># The goal</source>
        <translation># Le but du jeu</translation>
    </message>
    <message>
        <source>Four noble families fight over the throne of a kingdom in the clouds. Each family owns castles around the edge of the play area and tries to link two of them with magic beanstalks. The first family to join two of its castles that face each other across the clouds, north to south or west to east, wins the game.</source>
        <translation>Quatre familles nobles se disputent le trône d’un royaume dans les nuages. Chaque famille possède des châteaux au bord de la zone de jeu et cherche à en relier deux par des haricots magiques. La première famille qui relie deux de ses châteaux se faisant face par-dessus les nuages, du nord au sud ou de l’ouest à l’est, gagne la partie.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Mise en place</translation>
    </message>
    <message>
        <source>Every player plays one family and gets three magic cards. The magic cards are double-sided, but only one side of each card is used. For a first game everyone takes Chop!, Inspiration and Burning Crossing. In a normal game, three spells are drawn at random and every player gets the same three. Experienced players may instead each choose their own three, one after the other. Each spell can be cast once per game.</source>
        <translation>Chaque joueur incarne une famille et reçoit trois cartes Magie. Les cartes Magie sont recto verso, mais on n’utilise qu’une seule face de chaque carte. Pour une première partie, tout le monde prend «&#xa0;On coupe tout&#xa0;!&#xa0;», «&#xa0;Inspiration&#xa0;» et «&#xa0;Intersection en feu&#xa0;». Dans une partie normale, trois cartes Magie sont tirées au hasard et chaque joueur reçoit les trois mêmes. Les joueurs expérimentés peuvent plutôt choisir chacun leurs trois cartes, l’un après l’autre. Chaque carte Magie ne sert qu’une fois par partie.</translation>
    </message>
    <message>
        <source>The route cards are shuffled into a face-down draw pile, with room beside it for a face-up discard pile. Each player draws one route card and keeps it secret: your hand is always a single route card.</source>
        <translation>Les cartes Route sont mélangées et forment un paquet face cachée, avec de la place à côté pour une défausse face visible. Chaque joueur pioche une carte Route et la garde secrète&#xa0;: votre main ne compte jamais qu’une seule carte Route.</translation>
    </message>
    <message>
        <source>The first player is chosen at random. In New Game, the players may instead name the seat that begins.</source>
        <translation>Le premier joueur est tiré au sort. Dans «&#xa0;Nouvelle partie&#xa0;», les joueurs peuvent aussi désigner la place qui commence.</translation>
    </message>
    <message>
        <source># Route cards</source>
        <translation># Les cartes Route</translation>
    </message>
    <message>
        <source>A route card is twice as long as it is wide and lies in a cell either north to south or west to east. Its two short edges are its ends; a vine runs from each end to the middle of the card, unless that end is blocked by a broken vine, a hole or thorns. In the middle the vines meet in one of several shapes: straight on, a curve, a T, a crossroads, a double curve, a rope bridge (two paths that pass over each other without meeting) or a dead end.</source>
        <translation>Une carte Route est deux fois plus longue que large et se place dans un emplacement soit du nord au sud, soit de l’ouest à l’est. Ses deux bords courts sont ses extrémités&#xa0;; une tige va de chaque extrémité jusqu’au milieu de la carte, sauf si cette extrémité est bloquée par une tige cassée, un trou ou des ronces. Au milieu, les tiges se rejoignent selon l’une de plusieurs formes&#xa0;: tout droit, un virage, un T, une intersection, un double virage, un pont de corde (deux chemins qui passent l’un au-dessus de l’autre sans se rencontrer) ou une impasse.</translation>
    </message>
    <message>
        <source>Cards can be stacked. A card on a stack always lies across the one below it, so only two cards of a stack show: the whole top card, and the two ends of the card just under it, which stick out on either side. Along the top card, a route enters through the top card&apos;s own ends. Across it, a route enters through the ends of the card below and reaches the long sides of the top card&apos;s middle. A card alone in its cell leads nowhere across its long sides.</source>
        <translation>Les cartes peuvent s’empiler. Une carte posée sur une pile est toujours perpendiculaire à celle du dessous, si bien que seules deux cartes d’une pile sont visibles&#xa0;: la carte du dessus en entier, et les deux extrémités de la carte juste en dessous, qui dépassent de chaque côté. Dans le sens de la carte du dessus, une route entre par les extrémités de cette carte. En travers, une route entre par les extrémités de la carte du dessous et atteint les bords longs du milieu de la carte du dessus. Une carte seule dans son emplacement ne mène nulle part par ses bords longs.</translation>
    </message>
    <message>
        <source># Your turn</source>
        <translation># Votre tour</translation>
    </message>
    <message>
        <source>Players take turns clockwise. On your turn, either play your route card following the growth rules, or put it face up on the discard pile and cast one of your unused magic cards instead. Then draw a new route card and the next player takes their turn.</source>
        <translation>Les joueurs jouent chacun leur tour dans le sens horaire. À votre tour, soit vous jouez votre carte Route en suivant les règles de pousse, soit vous la placez face visible sur la défausse et jouez à la place l’une de vos cartes Magie encore inutilisées. Piochez ensuite une nouvelle carte Route&#xa0;; c’est alors au joueur suivant de jouer.</translation>
    </message>
    <message>
        <source>Before playing a card you may turn it however you like, in quarter turns.</source>
        <translation>Avant de jouer une carte, vous pouvez la tourner comme vous le voulez, par quarts de tour.</translation>
    </message>
    <message>
        <source>A card lying alongside a castle does not touch it, so the route does not start there yet: here the black castle is not yet joined to the route card under it.</source>
        <translation>Une carte posée le long d’un château ne le touche pas&#xa0;: la route ne part donc pas encore de là. Ici, la carte Route placée sous le château noir n’y est pas encore reliée.</translation>
    </message>
    <message>
        <source>The castles lie around a square of cells, each as wide as a route card is long. With two players the square is three cells wide and each family has four castles, one on each side (layout A). With three or four players it is four cells wide and all four families have a castle on every side (layout B); in a three-player game the fourth family&apos;s castles stay on the table but belong to nobody. A family never has two castles straight across from each other, nor two castles meeting at a corner. In this app, the size of the square and the place of every castle follow those two rules; the rulebooks show layouts A and B only in pictures, so a printed game may lay them out differently.</source>
        <translation>Les châteaux entourent un carré d’emplacements, chacun aussi large qu’une carte Route est longue. À deux joueurs, le carré fait trois emplacements de côté et chaque famille a quatre châteaux, un sur chaque côté (disposition A). À trois ou quatre joueurs, il fait quatre emplacements de côté et les quatre familles ont chacune un château sur chaque côté (disposition B)&#xa0;; dans une partie à trois, les châteaux de la quatrième famille restent sur la table mais n’appartiennent à personne. Une famille n’a jamais deux châteaux directement face à face, ni deux châteaux qui se touchent dans un coin. Dans cette application, la taille du carré et la place de chaque château suivent ces deux règles&#xa0;; les livrets de règles ne montrent les dispositions A et B qu’en illustrations, le jeu imprimé peut donc les disposer autrement.</translation>
    </message>
    <message>
        <source>In this app, the deck holds 86 route cards of the shapes above, some with a blocked end, in a mix of its own, and a stack joins its neighbours through its top card and the ends of the card just under it. The rulebooks show the route cards only in pictures: this is how the app reads them.</source>
        <translation>Dans cette application, le paquet compte 86 cartes Route aux formes décrites ci-dessus, dont certaines ont une extrémité bloquée, dans des proportions qui lui sont propres, et une pile se relie à ses voisines par la carte du dessus et les extrémités de la carte juste en dessous. Les livrets de règles ne montrent les cartes Route qu’en illustrations&#xa0;: c’est ainsi que l’application les lit.</translation>
    </message>
    <message>
        <source>In this app, when your route card fits nowhere on the table, you discard it (or cast a spell instead), and the same goes for a card that a spell makes you play; the rulebooks do not say.</source>
        <translation>Dans cette application, quand votre carte Route ne peut aller nulle part sur la table, vous la défaussez (ou jouez plutôt une carte Magie), et il en va de même pour une carte qu’une carte Magie vous fait jouer&#xa0;; les livrets de règles ne le disent pas.</translation>
    </message>
    <message>
        <source># Growth rules</source>
        <translation># Les règles de pousse</translation>
    </message>
    <message>
        <source>First way: play the card on an empty cell where it touches a castle or another route card. Touching a route card means end against end: one of your card&apos;s short edges must meet the short edge of a card in the neighbouring cell, either its top card or the card sticking out under it. The end of one card against the long side of another never counts, and a cell that touches nothing cannot take a card.</source>
        <translation>Première manière&#xa0;: jouez la carte sur un emplacement vide où elle touche un château ou une autre carte Route. Toucher une carte Route veut dire extrémité contre extrémité&#xa0;: l’un des bords courts de votre carte doit rencontrer le bord court d’une carte de l’emplacement voisin, qu’il s’agisse de sa carte du dessus ou de celle qui dépasse en dessous. L’extrémité d’une carte contre le bord long d’une autre ne compte jamais, et un emplacement qui ne touche rien ne peut pas recevoir de carte.</translation>
    </message>
    <message>
        <source>To touch a castle, your card must point at it: one of its short edges lies against the castle&apos;s long side.</source>
        <translation>Pour toucher un château, votre carte doit pointer vers lui&#xa0;: l’un de ses bords courts se trouve contre le bord long du château.</translation>
    </message>
    <message>
        <source>Second way: play the card on top of a route card already on the table, lying across it. This covers most of the card below and can open, block or redirect routes. A stack can grow as high as you like.</source>
        <translation>Deuxième manière&#xa0;: jouez la carte par-dessus une carte Route déjà sur la table, en travers de celle-ci. Elle recouvre la plus grande partie de la carte du dessous et peut ouvrir, bloquer ou détourner des routes. Une pile peut monter aussi haut que vous le voulez.</translation>
    </message>
    <message>
        <source>Ends that meet count as touching even when a vine is blocked there: such a card may be played, although the route does not go through that blocked end.</source>
        <translation>Des extrémités qui se rencontrent se touchent, même si une tige y est bloquée&#xa0;: une telle carte peut être jouée, mais la route ne passe pas par cette extrémité bloquée.</translation>
    </message>
    <message>
        <source># Magic cards</source>
        <translation># Les cartes Magie</translation>
    </message>
    <message>
        <source>To cast a spell, discard your route card and carry out the spell at once. A spell that leaves no card on the table goes back into the box. Every route card a spell makes you play follows the growth rules.</source>
        <translation>Pour jouer une carte Magie, défaussez votre carte Route et appliquez aussitôt son effet. Une carte Magie qui ne laisse aucune carte sur la table retourne dans la boîte. Toute carte Route qu’une carte Magie vous fait jouer suit les règles de pousse.</translation>
    </message>
    <message>
        <source>Chop!: take a route card with nothing on top of it off the table and out of the game. The card under it, if any, shows again.</source>
        <translation>On coupe tout&#xa0;!&#xa0;: retirez de la table, et de la partie, une carte Route sur laquelle rien n’est posé. La carte qui se trouvait dessous, s’il y en a une, redevient visible.</translation>
    </message>
    <message>
        <source>Inspiration: draw two route cards, play one of them and discard the other.</source>
        <translation>Inspiration&#xa0;: piochez deux cartes Route, jouez-en une et défaussez l’autre.</translation>
    </message>
    <message>
        <source>Burning Crossing: lay this card across a route card as if it were one, by the growth rules. It stays for good: nothing can be played on it and no spell can change it, remove it or turn the stack under it. In this app, the card is a crossroads, open at both ends.</source>
        <translation>Intersection en feu&#xa0;: posez cette carte en travers d’une carte Route, comme si c’en était une, selon les règles de pousse. Elle reste pour de bon&#xa0;: rien ne peut être joué dessus et aucune carte Magie ne peut la modifier, la retirer ni tourner la pile qui se trouve dessous. Dans cette application, cette carte est une intersection, ouverte à ses deux extrémités.</translation>
    </message>
    <message>
        <source>Dead End: play this card like a route card, by either growth rule. In this app, it is a crossing whose four arms are all cut, so it joins nothing, and later spells treat it as a route card.</source>
        <translation>Cul-de-sac&#xa0;: jouez cette carte comme une carte Route, selon l’une ou l’autre règle de pousse. Dans cette application, c’est une intersection dont les quatre branches sont coupées&#xa0;; elle ne relie donc rien, et les cartes Magie jouées ensuite la traitent comme une carte Route.</translation>
    </message>
    <message>
        <source>Fast Growth: draw a route card and play it on an empty cell, then draw another and play it across the first. You play two cards in one turn.</source>
        <translation>Pousse rapide&#xa0;: piochez une carte Route et jouez-la sur un emplacement vide, puis piochez-en une autre et posez-la en travers de la première. Vous jouez ainsi deux cartes en un tour.</translation>
    </message>
    <message>
        <source>Green Thumb: draw two route cards. Then each other player in turn may discard their route card and draw a new one, or keep it. Then you play both of your cards.</source>
        <translation>Main verte&#xa0;: piochez deux cartes Route. Ensuite, chacun des autres joueurs, à son tour, peut défausser sa carte Route et en piocher une nouvelle, ou la garder. Puis vous jouez vos deux cartes.</translation>
    </message>
    <message>
        <source>Replanting: take the top route card of the discard pile and play it. Read word for word, the rulebooks would hand you the card you have just discarded to cast the spell. In this app, you take the card that lay on top before that discard, so the spell cannot be cast while the discard pile is empty.</source>
        <translation>Repiquage&#xa0;: prenez la carte Route du dessus de la défausse et jouez-la. À la lettre, les livrets de règles vous rendraient ainsi la carte que vous venez de défausser pour jouer cette carte Magie. Dans cette application, vous prenez la carte qui était sur le dessus avant cette défausse&#xa0;; Repiquage ne peut donc pas être joué tant que la défausse est vide.</translation>
    </message>
    <message>
        <source>Winding Route: turn a route card on the table a quarter turn clockwise, together with the whole stack it lies in. The cards may then break the growth rules; that is allowed.</source>
        <translation>Route sinueuse&#xa0;: tournez d’un quart de tour dans le sens horaire une carte Route sur la table, avec toute la pile dont elle fait partie. Les cartes peuvent alors enfreindre les règles de pousse&#xa0;; c’est permis.</translation>
    </message>
    <message>
        <source># Winning</source>
        <translation># Fin de la partie</translation>
    </message>
    <message>
        <source>A route is continuous when a traveller can walk it from one castle to the other without meeting a break, a hole, thorns or a dead end. Only castles on opposite sides count, north with south or west with east; two castles on neighbouring sides do not.</source>
        <translation>Une route est continue quand un voyageur peut la parcourir d’un château à l’autre sans rencontrer de cassure, de trou, de ronces ni d’impasse. Seuls comptent les châteaux situés sur des côtés opposés, nord avec sud ou ouest avec est&#xa0;; deux châteaux sur des côtés voisins ne comptent pas.</translation>
    </message>
    <message>
        <source>The game ends as soon as a played route card completes such a route. If the player who played it joined two castles of their own family, they win, whatever else the card joined. If it joined only other families&apos; castles, those families share the win, so you can win during someone else&apos;s turn.</source>
        <translation>La partie s’arrête dès qu’une carte Route jouée complète une telle route. Si le joueur qui l’a jouée a relié deux châteaux de sa propre famille, il gagne, quoi que la carte ait relié d’autre. Si elle n’a relié que des châteaux d’autres familles, ces familles se partagent la victoire&#xa0;: on peut donc gagner pendant le tour de quelqu’un d’autre.</translation>
    </message>
    <message>
        <source>Nobody wins in a turn in which they cast a spell. If your spell completes a route for your own family, you win at the start of your next turn, provided the route is still continuous then. If your spell completes a route for another family, that family wins at once.</source>
        <translation>Personne ne gagne pendant un tour où il a joué une carte Magie. Si votre carte Magie complète une route pour votre propre famille, vous gagnez au début de votre tour suivant, à condition qu’elle soit encore continue au début de ce tour. Si elle complète une route pour une autre famille, cette famille gagne immédiatement.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the players who still hold a route card play it in turn. If no family has won once everyone has played their last card, the game is a draw.</source>
        <translation>Quand le paquet est épuisé, les joueurs qui ont encore une carte Route la jouent chacun à leur tour. Si aucune famille n’a gagné une fois que tout le monde a joué sa dernière carte, la partie se termine sur une égalité.</translation>
    </message>
    <message>
        <source>A route card touching another one, short edge against short edge.</source>
        <translation>Une carte Route qui en touche une autre, bord court contre bord court.</translation>
    </message>
    <message>
        <source>A route card pointing at a castle: its short edge lies against the castle&apos;s long side.</source>
        <translation>Une carte Route pointée vers un château&#xa0;: son bord court touche le grand côté du château.</translation>
    </message>
    <message>
        <source>A route card played across another one: it lies on top and covers most of the card below.</source>
        <translation>Une carte Route jouée en travers d’une autre&#xa0;: elle est dessus et couvre presque toute la carte du dessous.</translation>
    </message>
    <message>
        <source>The card on D1 lies along the black castle north of it, so it does not touch it; it points at the blue castle to its east.</source>
        <translation>La carte en D1 longe le château noir au nord&#xa0;: elle ne le touche donc pas&#xa0;; elle est pointée vers le château bleu à l’est.</translation>
    </message>
    <message>
        <source>A rope bridge beside a card whose end towards it is blocked: it may be played there, but the route stops at that end.</source>
        <translation>Un pont de corde à côté d’une carte dont l’extrémité tournée vers lui est bloquée&#xa0;: il peut être joué là, mais la route s’arrête à cette extrémité.</translation>
    </message>
</context>
<context>
    <name>CloudyKingdomTable</name>
    <message>
        <source>Your route card fits nowhere: drag it onto the discard pile, or cast a magic card.</source>
        <translation>Votre carte Route ne peut aller nulle part&#xa0;: faites-la glisser sur la défausse, ou jouez une carte Magie.</translation>
    </message>
    <message>
        <source>Choose a magic card ({count} of 3).</source>
        <translation>Choisissez une carte Magie ({count} sur 3).</translation>
    </message>
    <message>
        <source>Green Thumb was cast. Do you swap your route card for a new one?</source>
        <translation>«&#xa0;Main verte&#xa0;» a été jouée. Échangez-vous votre carte Route contre une nouvelle&#xa0;?</translation>
    </message>
    <message>
        <source>{family}: this castle is joined to one across the table.</source>
        <translation>Château de la {family}&#xa0;: il est relié à un château d’en face.</translation>
    </message>
    <message>
        <source>{family}: no route can reach across the table from here any more.</source>
        <translation>Château de la {family}&#xa0;: d’ici, plus aucune route ne peut atteindre l’autre côté.</translation>
    </message>
    <message>
        <source>{spell} (used)</source>
        <translation>{spell} (utilisée)</translation>
    </message>
    <message>
        <source>Drag your route card onto a lit cell (R turns it), or drag a magic card to cast it.</source>
        <translation>Faites glisser votre carte Route sur un emplacement éclairé (R la tourne), ou faites glisser une carte Magie pour la jouer.</translation>
    </message>
    <message>
        <source>Inspiration: play one of your two cards; the other is discarded.</source>
        <translation>Inspiration&#xa0;: jouez l’une de vos deux cartes&#xa0;; l’autre sera défaussée.</translation>
    </message>
    <message>
        <source>Fast Growth: play the first card on an empty cell.</source>
        <translation>Pousse rapide&#xa0;: jouez la première carte sur un emplacement vide.</translation>
    </message>
    <message>
        <source>Fast Growth: play the second card across the first.</source>
        <translation>Pousse rapide&#xa0;: jouez la seconde carte en travers de la première.</translation>
    </message>
    <message>
        <source>Green Thumb: play both of your route cards.</source>
        <translation>Main verte&#xa0;: jouez vos deux cartes Route.</translation>
    </message>
    <message>
        <source>Replanting: play the card taken from the discard pile.</source>
        <translation>Repiquage&#xa0;: jouez la carte reprise de la défausse.</translation>
    </message>
    <message>
        <source>&amp;Swap it</source>
        <translation>L’é&amp;changer</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>La &amp;garder</translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join this castle to one across the table.</source>
        <translation>
            <numerusform>Château de la {family}&#xa0;: encore au moins %n carte pour le relier à un château d’en face.</numerusform>
            <numerusform>Château de la {family}&#xa0;: encore au moins %n cartes pour le relier à un château d’en face.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Paquet&#xa0;: %n carte</numerusform>
            <numerusform>Paquet&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n cards. Drop a magic card here to cast it.</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte. Déposez ici une carte Magie pour la jouer.</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes. Déposez ici une carte Magie pour la jouer.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Routes</source>
        <translation>&amp;Routes</translation>
    </message>
    <message>
        <source>&amp;Hidden</source>
        <translation>&amp;Masquées</translation>
    </message>
    <message>
        <source>&amp;My Family&apos;s</source>
        <translation>De ma &amp;famille</translation>
    </message>
    <message>
        <source>&amp;All Families&apos;</source>
        <translation>De &amp;toutes les familles</translation>
    </message>
    <message numerus="yes">
        <source>%n cards to go</source>
        <translation>
            <numerusform>encore %n carte</numerusform>
            <numerusform>encore %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>joined</source>
        <translation>reliée</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>égalité</translation>
    </message>
    <message numerus="yes">
        <source>{family}: at least %n more cards to join two of its castles across the table (View → Routes).</source>
        <translation>
            <numerusform>La {family}&#xa0;: encore au moins %n carte pour relier deux de ses châteaux face à face (Affichage → Routes).</numerusform>
            <numerusform>La {family}&#xa0;: encore au moins %n cartes pour relier deux de ses châteaux face à face (Affichage → Routes).</numerusform>
        </translation>
    </message>
    <message>
        <source>{family}: two of its castles across the table are joined.</source>
        <translation>La {family}&#xa0;: deux de ses châteaux face à face sont reliés.</translation>
    </message>
    <message>
        <source>{family}: no route can join two of its castles across the table any more.</source>
        <translation>La {family}&#xa0;: plus aucune route ne peut relier deux de ses châteaux face à face.</translation>
    </message>
    <message>
        <source>both ends open</source>
        <translation>les deux extrémités ouvertes</translation>
    </message>
    <message>
        <source>one end blocked by {what}</source>
        <translation>une extrémité bloquée par {what}</translation>
    </message>
    <message>
        <source>both ends blocked: {a} and {b}</source>
        <translation>les deux extrémités bloquées&#xa0;: {a} et {b}</translation>
    </message>
    <message>
        <source>a broken vine</source>
        <translation>une tige cassée</translation>
    </message>
    <message>
        <source>a hole</source>
        <translation>un trou</translation>
    </message>
    <message>
        <source>thorns</source>
        <translation>des ronces</translation>
    </message>
    <message numerus="yes">
        <source>%n cards on this cell, the top one first</source>
        <translation>
            <numerusform>%n carte sur cet emplacement</numerusform>
            <numerusform>%n cartes sur cet emplacement, celle du dessus d’abord</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card counts whole; the card under it only by its two ends, which stick out across it. The cards further down play no part.</source>
        <translation>La carte du dessus compte en entier&#xa0;; celle du dessous seulement par ses deux extrémités, qui dépassent en travers. Les cartes plus bas ne comptent pas.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>{player} has chosen.</source>
        <translation>{player} a fait son choix.</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for {low} to %n players.</source>
        <translation>
            <numerusform>{game} se joue de {low} à %n joueur.</numerusform>
            <numerusform>{game} se joue de {low} à %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Who begins the game.</source>
        <translation>Qui commence la partie.</translation>
    </message>
    <message>
        <source>You have chosen.</source>
        <translation>Vous avez fait votre choix.</translation>
    </message>
    <message>
        <source>Unknown option: {key}.</source>
        <translation>Option inconnue&#xa0;: {key}.</translation>
    </message>
    <message>
        <source>Option {key} cannot be {value}.</source>
        <translation>L’option {key} ne peut pas valoir {value}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>There is no game called {id}.</source>
        <translation>Il n’existe aucun jeu nommé {id}.</translation>
    </message>
    <message>
        <source>The game {id} is not available yet.</source>
        <translation>Le jeu {id} n’est pas encore disponible.</translation>
    </message>
</context>
<context>
    <name>Fairness</name>
    <message>
        <source>The host cheated: the value it revealed at the end is not the one it committed to before the deal.</source>
        <translation>L’hôte a triché&#xa0;: la valeur qu’il a révélée à la fin n’est pas celle à laquelle il s’était engagé avant la donne.</translation>
    </message>
    <message>
        <source>The host cheated: the game was not dealt from the seed that everyone&apos;s values make.</source>
        <translation>L’hôte a triché&#xa0;: la partie n’a pas été distribuée à partir du nombre de départ que forment les valeurs de tous.</translation>
    </message>
    <message>
        <source>The deal did not use the random value this app sent (it may have come too late).</source>
        <translation>La donne n’a pas utilisé la valeur aléatoire envoyée par cette application (elle est peut-être arrivée trop tard).</translation>
    </message>
    <message>
        <source>The host cheated: it replaced its commitment to the deal with another after the deal began.</source>
        <translation>L’hôte a triché&#xa0;: il a remplacé son engagement sur la donne par un autre après le début de la donne.</translation>
    </message>
    <message>
        <source>The host cheated: the game&apos;s record holds a move the rules do not allow.</source>
        <translation>L’hôte a triché&#xa0;: le relevé de la partie contient un coup que les règles n’autorisent pas.</translation>
    </message>
    <message>
        <source>The host cheated: what it showed you after move {move} is not what the deal and the moves give.</source>
        <translation>L’hôte a triché&#xa0;: ce qu’il vous a montré après le coup {move} n’est pas ce que donnent la donne et les coups.</translation>
    </message>
    <message>
        <source>The deal was fair: every view the host sent you follows from it.</source>
        <translation>La donne était honnête&#xa0;: tout ce que l’hôte vous a montré en découle.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gagne la partie.</translation>
    </message>
    <message>
        <source>{names} share the win.</source>
        <translation>{names} se partagent la victoire.</translation>
    </message>
    <message>
        <source>The game ends in a draw: nobody wins.</source>
        <translation>La partie se termine sur une égalité&#xa0;: personne ne gagne.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. Everyone else, please look away: {name}&apos;s cards are about to be shown.</source>
        <translation>Passez l’ordinateur à {name}. Les autres, regardez ailleurs&#xa0;: les cartes vont être montrées à {name}.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name}&#xa0;: montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>HostOptions</name>
    <message>
        <source>Host on the network: the others play from their own computers</source>
        <translation>Héberger en réseau&#xa0;: les autres jouent depuis leur propre ordinateur</translation>
    </message>
    <message>
        <source>You play the first seat here; a person&apos;s seat stays open until someone joins it. Who may join:</source>
        <translation>Vous jouez ici la première place&#xa0;; la place d’une personne reste libre jusqu’à ce que quelqu’un la prenne. Qui peut rejoindre la table&#xa0;:</translation>
    </message>
    <message>
        <source>Only this computer (to try it out)</source>
        <translation>Seulement cet ordinateur (pour essayer)</translation>
    </message>
    <message>
        <source>This network, or a VPN (Tailscale, ZeroTier…)</source>
        <translation>Ce réseau, ou un VPN (Tailscale, ZeroTier…)</translation>
    </message>
    <message>
        <source>Over the internet, through Matrix (invite people by their Matrix ID)</source>
        <translation>Par Internet, via Matrix (invitez les gens par leur identifiant Matrix)</translation>
    </message>
    <message>
        <source>Announce the table on the local network</source>
        <translation>Annoncer la table sur le réseau local</translation>
    </message>
    <message>
        <source>Others then find it in their list in Game → Join a Table…</source>
        <translation>Les autres la trouvent alors dans leur liste, dans Partie → Rejoindre une table…</translation>
    </message>
    <message>
        <source>The table is a room on Matrix: the people you invite join it with their own Matrix app or cloudtable, from anywhere.</source>
        <translation>La table est un salon Matrix&#xa0;: les personnes que vous invitez la rejoignent avec leur propre application Matrix ou cloudtable, d’où qu’elles soient.</translation>
    </message>
    <message>
        <source>Others join by the address or code shown beside the table. A firewall may have to let cloudtable in.</source>
        <translation>Les autres rejoignent la table par l’adresse ou le code affichés à côté d’elle. Un pare-feu devra peut-être laisser entrer cloudtable.</translation>
    </message>
    <message>
        <source>The table&apos;s name:</source>
        <translation>Nom de la table&#xa0;:</translation>
    </message>
    <message>
        <source>as others see it in their list</source>
        <translation>tel que les autres le voient dans leur liste</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Matrix: {account}</source>
        <translation>Matrix&#xa0;: {account}</translation>
    </message>
    <message>
        <source>(you host it)</source>
        <translation>(vous l’hébergez)</translation>
    </message>
    <message>
        <source>{free} of {players} free</source>
        <translation>{free} sur {players} libres</translation>
    </message>
    <message>
        <source>This table needs another version of cloudtable ({version}).</source>
        <translation>Cette table demande une autre version de cloudtable ({version}).</translation>
    </message>
    <message>
        <source>This app does not have that game.</source>
        <translation>Cette application n’a pas ce jeu.</translation>
    </message>
    <message>
        <source>Tables on the local network cannot be looked for here ({reason}). Join by address.</source>
        <translation>Impossible de chercher les tables du réseau local ici ({reason}). Rejoignez une table par son adresse.</translation>
    </message>
    <message>
        <source>The list is kept up to date while this window is open.</source>
        <translation>La liste se met à jour tant que cette fenêtre est ouverte.</translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>Recherche de tables sur ce réseau… Aucune trouvée pour l’instant.</translation>
    </message>
    <message>
        <source>This join code has a slip in it: check each letter.</source>
        <translation>Ce code contient une erreur&#xa0;: vérifiez chaque lettre.</translation>
    </message>
    <message>
        <source>This is neither an address (such as 192.168.1.20:47423) nor a join code.</source>
        <translation>Ce n’est ni une adresse (comme 192.168.1.20:47423) ni un code de table.</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your seats at tables, to go back to</source>
        <translation>Vos places à des tables, pour y revenir</translation>
    </message>
    <message>
        <source>Forget This Seat</source>
        <translation>Oublier cette place</translation>
    </message>
    <message>
        <source>On This Network</source>
        <translation>Sur ce réseau</translation>
    </message>
    <message>
        <source>Over Matrix</source>
        <translation>Par Matrix</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>By address or join code</source>
        <translation>Par adresse ou code de table</translation>
    </message>
    <message>
        <source>A table hosted elsewhere, or over a VPN such as Tailscale or ZeroTier, is not found by itself: type the address or the join code its host gives you.</source>
        <translation>Une table hébergée ailleurs, ou à travers un VPN comme Tailscale ou ZeroTier, n’apparaît pas d’elle-même&#xa0;: tapez l’adresse ou le code que son hôte vous donne.</translation>
    </message>
    <message>
        <source>such as 192.168.1.20:47423 or R2M0-255S-7WHG</source>
        <translation>comme 192.168.1.20:47423 ou R2M0-255S-7WHG</translation>
    </message>
    <message>
        <source>Only watch (a spectator sees nobody&apos;s hidden cards)</source>
        <translation>Seulement regarder (un spectateur ne voit les cartes cachées de personne)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
</context>
<context>
    <name>KeptSeatsList</name>
    <message>
        <source>you host it</source>
        <translation>vous l’hébergez</translation>
    </message>
    <message>
        <source>over Matrix</source>
        <translation>par Matrix</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>à vous de jouer</translation>
    </message>
    <message>
        <source>The table waited for your move when you last saw it</source>
        <translation>La table attendait votre coup la dernière fois que vous l’avez vue</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Revenir à la table</translation>
    </message>
    <message>
        <source>Take your seat at this table again (a table you host is opened again first)</source>
        <translation>Reprendre votre place à cette table (une table que vous hébergez est d’abord rouverte)</translation>
    </message>
    <message>
        <source>Take your seat at this table again</source>
        <translation>Reprendre votre place à cette table</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>Plays any move the rules allow: good for learning the game.</source>
        <translation>Joue n’importe quel coup permis&#xa0;: idéal pour apprendre le jeu.</translation>
    </message>
    <message>
        <source>Plays the move that looks best now, and watches what it gives away.</source>
        <translation>Joue le coup qui semble le meilleur sur le moment, en se méfiant de ce qu’il offre aux autres.</translation>
    </message>
    <message>
        <source>Looks ahead over the cards it cannot see before it plays: a real opponent.</source>
        <translation>Envisage les cartes qu’il ne voit pas avant de jouer&#xa0;: un véritable adversaire.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opened {file}.</source>
        <translation>{file} ouvert.</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Enregistré dans {file}.</translation>
    </message>
    <message>
        <source>cloudtable saves (*.cloudtable);;All files (*)</source>
        <translation>Parties cloudtable (*.cloudtable);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This computer cannot play sounds: Qt Multimedia could not be loaded.</source>
        <translation>Cet ordinateur ne peut pas jouer de sons&#xa0;: Qt Multimedia n’a pas pu être chargé.</translation>
    </message>
    <message>
        <source>an unfinished game</source>
        <translation>une partie non terminée</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Undo: {move}</source>
        <translation>&amp;Annuler&#xa0;: {move}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo: {move}</source>
        <translation>&amp;Rétablir&#xa0;: {move}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
        <source>Play at a table hosted on another computer</source>
        <translation>Jouer à une table hébergée sur un autre ordinateur</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Re&amp;view a Saved Game…</source>
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Step through a saved game, move by move</source>
        <translation>Parcourir une partie enregistrée, coup par coup</translation>
    </message>
    <message>
        <source>Review &amp;This Game</source>
        <translation>Revoir ce&amp;tte partie</translation>
    </message>
    <message>
        <source>Step through the game on the table from its start</source>
        <translation>Parcourir la partie sur la table depuis son début</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;When a Move Reveals Something</source>
        <translation>Quand un coup &amp;dévoile quelque chose</translation>
    </message>
    <message>
        <source>Sou&amp;nds</source>
        <translation>&amp;Sons</translation>
    </message>
    <message>
        <source>Sounds when a round starts, a Dark City rises, the balloon falls, a game is won…</source>
        <translation>Des sons quand un tour commence, qu’une Ville Sombre s’élève, que le ballon tombe, qu’une partie est gagnée…</translation>
    </message>
    <message>
        <source>&amp;Matrix Account…</source>
        <translation>Compte &amp;Matrix…</translation>
    </message>
    <message>
        <source>Sign in to Matrix, to host and join tables over the internet</source>
        <translation>Se connecter à Matrix, pour héberger et rejoindre des tables par Internet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit the Table</source>
        <translation>&amp;Voir toute la table</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About cloudtable</source>
        <translation>À &amp;propos de cloudtable</translation>
    </message>
    <message>
        <source>Players and moves</source>
        <translation>Joueurs et coups</translation>
    </message>
    <message>
        <source>&amp;Players and Moves</source>
        <translation>&amp;Joueurs et coups</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message numerus="yes">
        <source>You have %n unfinished games, as many as are kept. To start this one, the oldest is deleted:</source>
        <translation>
            <numerusform>Vous avez %n partie en cours, le maximum conservé. Pour commencer celle-ci, la plus ancienne est supprimée&#xa0;:</numerusform>
            <numerusform>Vous avez %n parties en cours, le maximum conservé. Pour commencer celle-ci, la plus ancienne est supprimée&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards. Save it first (continue it, then Save As) if you want to keep it.</source>
        <translation>Elle ne pourra plus être reprise. Enregistrez-la d’abord (continuez-la, puis Enregistrer sous) si vous voulez la garder.</translation>
    </message>
    <message>
        <source>Delete the oldest unfinished game?</source>
        <translation>Supprimer la plus ancienne partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>Delete It and Start</source>
        <translation>La supprimer et commencer</translation>
    </message>
    <message>
        <source>An unfinished game was autosaved, but the autosave is damaged and cannot be resumed.</source>
        <translation>Une partie en cours a été enregistrée automatiquement, mais cet enregistrement est endommagé et la partie ne peut pas reprendre.</translation>
    </message>
    <message>
        <source>Cannot resume a game</source>
        <translation>Impossible de reprendre une partie</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Impossible de continuer la partie</translation>
    </message>
    <message>
        <source>This game is open in another cloudtable window.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de cloudtable.</translation>
    </message>
    <message>
        <source>The game goes on where it was left.</source>
        <translation>La partie reprend là où elle s’était arrêtée.</translation>
    </message>
    <message>
        <source>Delete the unfinished game?</source>
        <translation>Supprimer la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Elle ne pourra plus être reprise.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Its file could not be deleted: {path}</source>
        <translation>Son fichier n’a pas pu être supprimé&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Cannot delete the game</source>
        <translation>Impossible de supprimer la partie</translation>
    </message>
    <message>
        <source>Play this move? It reveals what was hidden, so it cannot be undone.</source>
        <translation>Jouer ce coup&#xa0;? Il dévoile ce qui était caché&#xa0;: il ne pourra pas être annulé.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>&amp;Always Ask</source>
        <translation>&amp;Toujours demander</translation>
    </message>
    <message>
        <source>The card waits where you dropped it until you play it (Enter) or take it back (Esc)</source>
        <translation>La carte attend là où vous l’avez posée jusqu’à ce que vous la jouiez (Entrée) ou la repreniez (Échap)</translation>
    </message>
    <message>
        <source>A &amp;Short Moment to Take It Back</source>
        <translation>Un &amp;court instant pour le reprendre</translation>
    </message>
    <message>
        <source>The move is played after {seconds} s; until then, Esc takes it back</source>
        <translation>Le coup est joué après {seconds}&#xa0;s&#xa0;; d’ici là, Échap le reprend</translation>
    </message>
    <message>
        <source>&amp;Never Wait</source>
        <translation>&amp;Ne jamais attendre</translation>
    </message>
    <message>
        <source>The move is played as soon as you drop the card</source>
        <translation>Le coup est joué dès que vous posez la carte</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Playing your move in {seconds} s… It cannot be undone afterwards.</source>
        <translation>Votre coup sera joué dans {seconds}&#xa0;s… Il ne pourra plus être annulé.</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jouer maintenant</translation>
    </message>
    <message>
        <source>Let the {level} level play</source>
        <translation>Laisser jouer le niveau {level}</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>{player} keeps failing on this move.</source>
        <translation>{player} échoue encore et encore sur ce coup.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>About cloudtable</source>
        <translation>À propos de cloudtable</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Pas encore jouable</translation>
    </message>
    <message>
        <source>This game has no table yet.</source>
        <translation>Ce jeu n’a pas encore de table.</translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Rules of &amp;This Game</source>
        <translation>Règles du &amp;jeu en cours</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>L’enregistrement automatique est désactivé</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Review a Saved Game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>the game just played</source>
        <translation>la partie qui vient de se jouer</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>la partie en cours</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cloudtable {version}&lt;/h3&gt;&lt;p&gt;A table for three cloud-themed card games: Cloudy Kingdom, Strange World above the clouds and Cloud 9, against friends at one computer or against computer players.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cloudtable {version}&lt;/h3&gt;&lt;p&gt;Une table pour trois jeux de cartes dans les nuages&#xa0;: Cloudy Kingdom, Strange World above the clouds et Cloud 9, entre amis sur un même ordinateur ou contre l’ordinateur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <source>{file} cannot be opened.</source>
        <translation>Impossible d’ouvrir {file}.</translation>
    </message>
    <message>
        <source>It was kept as {path}.</source>
        <translation>Il a été conservé sous le nom {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. The details are in {path}.</source>
        <translation>Un problème est survenu. Les détails sont dans {path}.</translation>
    </message>
</context>
<context>
    <name>Matrix</name>
    <message>
        <source>{players}: it is your turn at {table}.</source>
        <translation>{players}&#xa0;: c’est votre tour à {table}.</translation>
    </message>
    <message>
        <source>The record of the game at {table}: its deal and every move, for anyone to check and replay.</source>
        <translation>Le relevé de la partie à {table}&#xa0;: sa donne et chaque coup, pour que chacun puisse la vérifier et la rejouer.</translation>
    </message>
</context>
<context>
    <name>MatrixAccountDialog</name>
    <message>
        <source>Signed in as {user}</source>
        <translation>Connecté en tant que {user}</translation>
    </message>
    <message>
        <source>At {homeserver}. This computer keeps two devices of this account: one to play at tables, one to host them (so hosting asks for no password).</source>
        <translation>Sur {homeserver}. Cet ordinateur garde deux appareils de ce compte&#xa0;: l’un pour jouer aux tables, l’autre pour les héberger (héberger ne demande donc pas de mot de passe).</translation>
    </message>
    <message>
        <source>At {homeserver}. This computer keeps the device to play at tables.</source>
        <translation>Sur {homeserver}. Cet ordinateur garde l’appareil pour jouer aux tables.</translation>
    </message>
    <message>
        <source>Asking for a code…</source>
        <translation>Demande d’un code…</translation>
    </message>
    <message>
        <source>Device {number} of 2: to play at tables</source>
        <translation>Appareil {number} sur 2&#xa0;: pour jouer aux tables</translation>
    </message>
    <message>
        <source>Device {number} of 2: to host tables</source>
        <translation>Appareil {number} sur 2&#xa0;: pour héberger des tables</translation>
    </message>
    <message>
        <source>Open this address in a browser, on this computer or your phone, sign in to your account there and approve this code:</source>
        <translation>Ouvrez cette adresse dans un navigateur, sur cet ordinateur ou votre téléphone, connectez-vous à votre compte et approuvez ce code&#xa0;:</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Waiting for your approval ({minutes}:{seconds:02} left)…</source>
        <translation>En attente de votre accord (encore {minutes}:{seconds:02})…</translation>
    </message>
    <message>
        <source>The server asked to be checked less often.</source>
        <translation>Le serveur a demandé à être interrogé moins souvent.</translation>
    </message>
    <message>
        <source>A Matrix ID looks like @name:matrix.org: an @, the name in small letters, a colon, the server.</source>
        <translation>Un identifiant Matrix ressemble à @nom:matrix.org&#xa0;: un @, le nom en minuscules, deux-points, le serveur.</translation>
    </message>
    <message>
        <source>A homeserver&apos;s address starts with https://, such as https://matrix.org.</source>
        <translation>L’adresse d’un serveur d’accueil commence par https://, comme https://matrix.org.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Déconnexion…</translation>
    </message>
    <message>
        <source>Sign out of Matrix?</source>
        <translation>Se déconnecter de Matrix&#xa0;?</translation>
    </message>
    <message>
        <source>This computer&apos;s devices of {user} are ended and forgotten. To host or join tables over Matrix again, you sign in with your password.</source>
        <translation>Les appareils de {user} sur cet ordinateur sont fermés et oubliés. Pour héberger ou rejoindre à nouveau des tables via Matrix, vous vous connecterez avec votre mot de passe.</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>Signed out here, but the homeserver could not be told: you may remove this computer&apos;s devices from another Matrix app, such as Element.</source>
        <translation>Déconnecté ici, mais le serveur d’accueil n’a pas pu être prévenu&#xa0;: vous pouvez retirer les appareils de cet ordinateur depuis une autre application Matrix, comme Element.</translation>
    </message>
    <message>
        <source>The sign-in was refused in the browser: nothing was signed in.</source>
        <translation>La connexion a été refusée dans le navigateur&#xa0;: rien n’a été connecté.</translation>
    </message>
    <message>
        <source>The code was not approved in time: sign in with your browser again for a new one.</source>
        <translation>Le code n’a pas été approuvé à temps&#xa0;: connectez-vous de nouveau avec votre navigateur pour en obtenir un autre.</translation>
    </message>
    <message>
        <source>Your homeserver takes no password here: sign in with your browser instead.</source>
        <translation>Votre serveur d’accueil ne prend pas de mot de passe ici&#xa0;: connectez-vous plutôt avec votre navigateur.</translation>
    </message>
    <message>
        <source>Your homeserver takes no password here, and offers no sign-in with a code.</source>
        <translation>Votre serveur d’accueil ne prend pas de mot de passe ici, et ne propose pas de connexion par code.</translation>
    </message>
    <message>
        <source>The second code was approved by another account than the first: sign in again.</source>
        <translation>Le second code a été approuvé par un autre compte que le premier&#xa0;: connectez-vous de nouveau.</translation>
    </message>
    <message>
        <source>The homeserver {server} cannot be reached: check its address and your connection.</source>
        <translation>Le serveur d’accueil {server} est injoignable&#xa0;: vérifiez son adresse et votre connexion.</translation>
    </message>
    <message>
        <source>The homeserver refused this Matrix ID or password.</source>
        <translation>Le serveur d’accueil a refusé cet identifiant Matrix ou ce mot de passe.</translation>
    </message>
    <message>
        <source>Signing out did not work: {why}</source>
        <translation>La déconnexion a échoué&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Signing in did not work: {why}</source>
        <translation>La connexion a échoué&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Your homeserver signs you in on its own web page: no password is typed here.</source>
        <translation>Votre serveur d’accueil vous connecte sur sa propre page web&#xa0;: aucun mot de passe n’est saisi ici.</translation>
    </message>
    <message>
        <source>Your homeserver signs you in only on its own web page, in a way this app cannot use yet: it offers no sign-in with a code.</source>
        <translation>Votre serveur d’accueil ne vous connecte que sur sa propre page web, d’une façon que cette application ne sait pas encore utiliser&#xa0;: il ne propose pas de connexion par code.</translation>
    </message>
    <message>
        <source>Matrix Account</source>
        <translation>Compte Matrix</translation>
    </message>
    <message>
        <source>With a Matrix account (on matrix.org or any other homeserver) you host tables and join them over the internet, with nothing to open on your router. Every move travels end-to-end encrypted.</source>
        <translation>Avec un compte Matrix (sur matrix.org ou tout autre serveur d’accueil), vous hébergez des tables et les rejoignez par Internet, sans rien ouvrir sur votre box. Chaque coup voyage chiffré de bout en bout.</translation>
    </message>
    <message>
        <source>Matrix ID:</source>
        <translation>Identifiant Matrix&#xa0;:</translation>
    </message>
    <message>
        <source>Homeserver:</source>
        <translation>Serveur d’accueil&#xa0;:</translation>
    </message>
    <message>
        <source>found from your Matrix ID</source>
        <translation>trouvé d’après votre identifiant Matrix</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <source>Used once to sign this computer in; it is never kept.</source>
        <translation>Utilisé une fois pour connecter cet ordinateur&#xa0;; il n’est jamais conservé.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Sign In with Your Browser</source>
        <translation>Se connecter avec le navigateur</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the address, to open it elsewhere</source>
        <translation>Copier l’adresse, pour l’ouvrir ailleurs</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Sign Out…</source>
        <translation>Se déconnecter…</translation>
    </message>
</context>
<context>
    <name>MatrixHostChoice</name>
    <message>
        <source>Not signed in to Matrix yet.</source>
        <translation>Pas encore connecté à Matrix.</translation>
    </message>
    <message>
        <source>Signed in as {user}, without a device to host: sign out and in again.</source>
        <translation>Connecté en tant que {user}, sans appareil pour héberger&#xa0;: déconnectez-vous puis reconnectez-vous.</translation>
    </message>
    <message>
        <source>Hosted by:</source>
        <translation>Hébergée par&#xa0;:</translation>
    </message>
    <message>
        <source>Hosted by {user}</source>
        <translation>Hébergée par {user}</translation>
    </message>
    <message>
        <source>Sign In…</source>
        <translation>Se connecter…</translation>
    </message>
    <message>
        <source>Matrix Account…</source>
        <translation>Compte Matrix…</translation>
    </message>
</context>
<context>
    <name>MatrixJoinPart</name>
    <message>
        <source>(known once you join)</source>
        <translation>(connu une fois la table rejointe)</translation>
    </message>
    <message>
        <source>invited by {user}</source>
        <translation>invité par {user}</translation>
    </message>
    <message numerus="yes">
        <source>%n of {seats} free</source>
        <translation>
            <numerusform>%n place libre sur {seats}</numerusform>
            <numerusform>%n places libres sur {seats}</numerusform>
        </translation>
    </message>
    <message>
        <source>An invitation: joining accepts it.</source>
        <translation>Une invitation&#xa0;: rejoindre la table l’accepte.</translation>
    </message>
    <message>
        <source>Seats open to anyone at the table, or kept for you</source>
        <translation>Places ouvertes à tous à cette table, ou gardées pour vous</translation>
    </message>
    <message>
        <source>This app does not have that game.</source>
        <translation>Cette application n’a pas ce jeu.</translation>
    </message>
    <message>
        <source>(not a table)</source>
        <translation>(pas une table)</translation>
    </message>
    <message>
        <source>An invitation to a Matrix room that is not a cloudtable table.</source>
        <translation>Une invitation dans un salon Matrix qui n’est pas une table cloudtable.</translation>
    </message>
    <message>
        <source>The homeserver cannot be asked for your tables now ({reason}).</source>
        <translation>Le serveur d’accueil ne peut pas être interrogé sur vos tables pour l’instant ({reason}).</translation>
    </message>
    <message>
        <source>Asking the homeserver for your invitations and tables…</source>
        <translation>Demande de vos invitations et de vos tables au serveur d’accueil…</translation>
    </message>
    <message>
        <source>Your invitations and tables on Matrix, kept up to date while this is open.</source>
        <translation>Vos invitations et vos tables sur Matrix, tenues à jour tant que cette fenêtre est ouverte.</translation>
    </message>
    <message>
        <source>No invitation yet: ask the table&apos;s host to invite {user}, or paste the room&apos;s link below.</source>
        <translation>Aucune invitation pour l’instant&#xa0;: demandez à l’hôte de la table d’inviter {user}, ou collez le lien du salon ci-dessous.</translation>
    </message>
    <message>
        <source>This is neither a Matrix room&apos;s link (https://matrix.to/#/…) nor a room ID (!…:server).</source>
        <translation>Ce n’est ni le lien d’un salon Matrix (https://matrix.to/#/…) ni un identifiant de salon (!…:serveur).</translation>
    </message>
    <message>
        <source>Play with people anywhere through Matrix, without opening a port: first sign in to your Matrix account with Edit → Matrix Account…; the tables you are invited to are then listed here.</source>
        <translation>Jouez avec des personnes où qu’elles soient grâce à Matrix, sans ouvrir de port&#xa0;: connectez-vous d’abord à votre compte Matrix avec Édition → Compte Matrix…&#xa0;; les tables auxquelles vous êtes invité sont alors listées ici.</translation>
    </message>
    <message>
        <source>Signed in to Matrix as {user}</source>
        <translation>Connecté à Matrix en tant que {user}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Or the table&apos;s room, by its link or ID (its host gives it to you):</source>
        <translation>Ou le salon de la table, par son lien ou son identifiant (son hôte vous le donne)&#xa0;:</translation>
    </message>
    <message>
        <source>such as https://matrix.to/#/!abc…:example.org</source>
        <translation>par exemple https://matrix.to/#/!abc…:example.org</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table at {address} cannot be reached: {reason}</source>
        <translation>La table à l’adresse {address} est injoignable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a cloudtable table.</source>
        <translation>{address} n’est pas une table cloudtable.</translation>
    </message>
    <message>
        <source>The table speaks version {host} of the protocol and this app version {client}: use the same version of cloudtable as the host.</source>
        <translation>La table parle la version {host} du protocole et cette application la version {client}&#xa0;: utilisez la même version de cloudtable que l’hôte.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connexion à la table a été perdue.</translation>
    </message>
    <message>
        <source>The table at {address} is not the one you were given: its certificate&apos;s fingerprint begins {found}, not {expected}. Nothing was sent to it. Ask its host for the table&apos;s join code again.</source>
        <translation>La table à l’adresse {address} n’est pas celle qui vous a été indiquée&#xa0;: l’empreinte de son certificat commence par {found}, et non par {expected}. Rien ne lui a été envoyé. Redemandez le code de la table à son hôte.</translation>
    </message>
    <message>
        <source>A client must say hello first.</source>
        <translation>Un client doit d’abord dire bonjour.</translation>
    </message>
    <message>
        <source>Join the table or watch it first.</source>
        <translation>Rejoignez d’abord la table ou regardez la partie.</translation>
    </message>
    <message>
        <source>You are at the table already.</source>
        <translation>Vous êtes déjà à la table.</translation>
    </message>
    <message>
        <source>Spectators only watch.</source>
        <translation>Les spectateurs ne font que regarder.</translation>
    </message>
    <message>
        <source>Too many messages at once: slow down.</source>
        <translation>Trop de messages à la fois&#xa0;: ralentissez.</translation>
    </message>
    <message>
        <source>A message could not be read: it is not a JSON object.</source>
        <translation>Un message est illisible&#xa0;: ce n’est pas un objet JSON.</translation>
    </message>
    <message>
        <source>A message was too large.</source>
        <translation>Un message était trop volumineux.</translation>
    </message>
    <message>
        <source>A message could not be read: it is not text.</source>
        <translation>Un message est illisible&#xa0;: ce n’est pas du texte.</translation>
    </message>
    <message>
        <source>A message of an unknown kind was received.</source>
        <translation>Un message d’un type inconnu a été reçu.</translation>
    </message>
    <message>
        <source>A message could not be read: its entry “{field}” is missing or wrong.</source>
        <translation>Un message est illisible&#xa0;: son entrée «&#xa0;{field}&#xa0;» est absente ou incorrecte.</translation>
    </message>
    <message>
        <source>A message could not be read: it has an unknown entry “{field}”.</source>
        <translation>Un message est illisible&#xa0;: il a une entrée inconnue «&#xa0;{field}&#xa0;».</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Cette place est prise.</translation>
    </message>
    <message>
        <source>That seat is kept for someone invited: it takes their invitation.</source>
        <translation>Cette place est réservée à une personne invitée&#xa0;: il faut son invitation pour la prendre.</translation>
    </message>
    <message>
        <source>No seat at this table waits for that invitation (it may have been used already).</source>
        <translation>Aucune place de cette table n’attend cette invitation (elle a peut-être déjà servi).</translation>
    </message>
    <message>
        <source>That invitation is for another seat.</source>
        <translation>Cette invitation est pour une autre place.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Cette place n’existe pas à cette table.</translation>
    </message>
    <message>
        <source>There is no open seat at this table.</source>
        <translation>Il n’y a plus de place libre à cette table.</translation>
    </message>
    <message>
        <source>This table does not know that seat.</source>
        <translation>Cette table ne connaît pas cette place.</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken.</source>
        <translation>La partie commence quand toutes les places sont prises.</translation>
    </message>
    <message>
        <source>This move was sent before.</source>
        <translation>Ce coup a déjà été envoyé.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>Le coup est illisible.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>You have made your choice already.</source>
        <translation>Vous avez déjà fait votre choix.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Only the seat of a player who is away can be given to a computer.</source>
        <translation>Seule la place d’un joueur absent peut être confiée à l’ordinateur.</translation>
    </message>
    <message>
        <source>There is no computer level called {level}.</source>
        <translation>Il n’existe pas de niveau d’ordinateur nommé {level}.</translation>
    </message>
    <message>
        <source>A new game can start once this one is over.</source>
        <translation>Une nouvelle partie peut commencer une fois celle-ci terminée.</translation>
    </message>
    <message>
        <source>The cards are dealt already: the deal takes no more values.</source>
        <translation>Les cartes sont déjà distribuées&#xa0;: la donne ne prend plus de valeurs.</translation>
    </message>
    <message>
        <source>This seat has given its value for the deal already.</source>
        <translation>Cette place a déjà donné sa valeur pour la donne.</translation>
    </message>
    <message>
        <source>{player} starts a new game with the same seats.</source>
        <translation>{player} lance une nouvelle partie avec les mêmes places.</translation>
    </message>
    <message>
        <source>You start a new game with the same seats.</source>
        <translation>Vous lancez une nouvelle partie avec les mêmes places.</translation>
    </message>
    <message>
        <source>The table&apos;s host cannot be trusted: its device&apos;s key is not the one the table gave.</source>
        <translation>L’hôte de la table n’est pas digne de confiance&#xa0;: la clé de son appareil n’est pas celle que la table a donnée.</translation>
    </message>
    <message>
        <source>The table&apos;s host cannot be found on Matrix.</source>
        <translation>L’hôte de la table est introuvable sur Matrix.</translation>
    </message>
    <message>
        <source>The homeserver ended this computer&apos;s session as {user}: sign in again (Edit → Matrix Account…), then take your seat again from the welcome screen.</source>
        <translation>Le serveur d’accueil a mis fin à la session de cet ordinateur en tant que {user} : reconnectez-vous (Édition → Compte Matrix…), puis reprenez votre place depuis l’écran d’accueil.</translation>
    </message>
    <message>
        <source>This computer is not signed in to Matrix as {user} any more: sign in again (Edit → Matrix Account…).</source>
        <translation>Cet ordinateur n’est plus connecté à Matrix en tant que {user}&#xa0;: connectez-vous de nouveau (Édition → Compte Matrix…).</translation>
    </message>
    <message>
        <source>The homeserver {server} cannot be reached: {reason}</source>
        <translation>Le serveur d’accueil {server} est injoignable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The room {room} cannot be joined: {reason}</source>
        <translation>Impossible de rejoindre le salon {room}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The room {room} is not a cloudtable table.</source>
        <translation>Le salon {room} n’est pas une table cloudtable.</translation>
    </message>
    <message>
        <source>The table&apos;s host is not the device it was when you sat down: its room now names another one. Nothing was sent to it.</source>
        <translation>L’hôte de la table n’est plus l’appareil qu’il était quand vous vous êtes assis&#xa0;: son salon en nomme désormais un autre. Rien ne lui a été envoyé.</translation>
    </message>
    <message>
        <source>The homeserver cannot be reached: the game waits and goes on by itself.</source>
        <translation>Le serveur d’accueil est injoignable&#xa0;: la partie attend et reprendra d’elle-même.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Anyone who joins</source>
        <translation>Quiconque rejoint la table</translation>
    </message>
    <message>
        <source>Their name on Matrix: the seat is called so until they join with the name they choose.</source>
        <translation>Son nom sur Matrix&#xa0;: la place porte ce nom jusqu’à ce que la personne la prenne avec le nom de son choix.</translation>
    </message>
    <message>
        <source>Not a Matrix ID that can be invited here: it looks like @name:matrix.org, and each person once.</source>
        <translation>Pas un identifiant Matrix invitable ici&#xa0;: il ressemble à @nom:matrix.org, et chaque personne une seule fois.</translation>
    </message>
    <message>
        <source>The Matrix ID of the person to invite, such as @name:matrix.org. Left empty, the seat is for anyone invited to the table&apos;s room.</source>
        <translation>L’identifiant Matrix de la personne à inviter, comme @nom:matrix.org. Laissée vide, la place est pour quiconque est invité dans le salon de la table.</translation>
    </message>
    <message>
        <source>Someone invited</source>
        <translation>Une personne invitée</translation>
    </message>
    <message>
        <source>Anyone who joins: the first person to come takes the seat. Someone invited: the seat is kept for the one person you give its own code to.</source>
        <translation>Quiconque rejoint la table&#xa0;: la première personne qui arrive prend la place. Une personne invitée&#xa0;: la place est réservée à la seule personne à qui vous donnez son code.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>{low}–%n players</source>
        <translation>
            <numerusform>{low} à %n joueur</numerusform>
            <numerusform>{low} à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Seed (optional, for a repeatable deal):</source>
        <translation>Numéro de donne (facultatif, pour rejouer la même donne)&#xa0;:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Invited through Matrix</source>
        <translation>Invité via Matrix</translation>
    </message>
    <message>
        <source>their own</source>
        <translation>le sien</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Table — {name}</translation>
    </message>
    <message>
        <source>Each player&apos;s colour on the table; no two players share one.</source>
        <translation>La couleur de chaque joueur sur la table&#xa0;; deux joueurs ne peuvent pas avoir la même.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Host the Table</source>
        <translation>Héberger la table</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play On from Here</source>
        <translation>Continuer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>A new game starts from the start of this one, with the same cards.</source>
        <translation>Une nouvelle partie commence au début de celle-ci, avec les mêmes cartes.</translation>
    </message>
    <message>
        <source>A new game starts after move {move} of this one, with the same cards.</source>
        <translation>Une nouvelle partie commence après le coup {move} de celle-ci, avec les mêmes cartes.</translation>
    </message>
    <message>
        <source>Who plays each seat?</source>
        <translation>Qui joue à chaque place&#xa0;?</translation>
    </message>
    <message>
        <source>This game is still going on: each seat stays a person or a computer; a computer&apos;s level may change.</source>
        <translation>Cette partie est encore en cours&#xa0;: chaque place reste tenue par un humain ou un ordinateur&#xa0;; le niveau d&apos;un ordinateur peut changer.</translation>
    </message>
    <message>
        <source>This game stays as it is.</source>
        <translation>Cette partie-ci reste telle quelle.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>{game}: the record of a game (cloudtable {version})</source>
        <translation>{game}&#xa0;: le relevé d&apos;une partie (cloudtable {version})</translation>
    </message>
    <message>
        <source>Players: {players}</source>
        <translation>Joueurs&#xa0;: {players}</translation>
    </message>
    <message>
        <source>{name} (person)</source>
        <translation>{name} (humain)</translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation>{name} (ordinateur, {level})</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Résultat&#xa0;: {result}</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gagnée par {names}</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>Points: {scores}</source>
        <translation>Points&#xa0;: {scores}</translation>
    </message>
    <message>
        <source>The game is still going on.</source>
        <translation>La partie est encore en cours.</translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation>Numéro de donne&#xa0;: {seed}</translation>
    </message>
    <message>
        <source>Positions as {name} saw them.</source>
        <translation>Positions vues par {name}.</translation>
    </message>
    <message>
        <source>Positions as everyone saw them (no hidden card).</source>
        <translation>Positions telles que tout le monde les voyait (aucune carte cachée).</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <source>Voyage {number}</source>
        <translation>Voyage {number}</translation>
    </message>
    <message>
        <source>Position: {position}</source>
        <translation>Position&#xa0;: {position}</translation>
    </message>
    <message>
        <source>Final position: {position}</source>
        <translation>Position finale&#xa0;: {position}</translation>
    </message>
    <message>
        <source>Position after the last move: {position}</source>
        <translation>Position après le dernier coup&#xa0;: {position}</translation>
    </message>
</context>
<context>
    <name>RemoteFeed</name>
    <message>
        <source>That move cannot be played now.</source>
        <translation>Ce coup ne peut pas être joué maintenant.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>Connexion à la table à l’adresse {address}…</translation>
    </message>
    <message>
        <source>Joining the table in the Matrix room {room}…</source>
        <translation>Connexion à la table du salon Matrix {room}…</translation>
    </message>
    <message>
        <source>Starting the table…</source>
        <translation>Ouverture de la table…</translation>
    </message>
    <message>
        <source>Cannot host the table</source>
        <translation>Impossible d’héberger la table</translation>
    </message>
    <message>
        <source>The table could not be started.</source>
        <translation>La table n’a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>The table stopped</source>
        <translation>La table s’est arrêtée</translation>
    </message>
    <message>
        <source>The table&apos;s host process stopped; the game cannot go on.</source>
        <translation>Le processus qui héberge la table s’est arrêté&#xa0;; la partie ne peut pas continuer.</translation>
    </message>
    <message>
        <source>Cannot join the table</source>
        <translation>Impossible de rejoindre la table</translation>
    </message>
    <message>
        <source>The table is gone</source>
        <translation>La table n’est plus là</translation>
    </message>
    <message>
        <source>Signed out of Matrix</source>
        <translation>Déconnecté de Matrix</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Quitter la table&#xa0;?</translation>
    </message>
    <message>
        <source>You host this table: if you leave it, the game is adjourned for everyone. The table keeps it, so that it can go on later.</source>
        <translation>Vous hébergez cette table&#xa0;: si vous la quittez, la partie est ajournée pour tout le monde. La table la garde, pour la reprendre plus tard.</translation>
    </message>
    <message>
        <source>Adjourn and Leave</source>
        <translation>Ajourner et quitter</translation>
    </message>
    <message>
        <source>Invite to the Table</source>
        <translation>Inviter à la table</translation>
    </message>
    <message>
        <source>The Matrix ID of the person to invite (such as @name:matrix.org):</source>
        <translation>L’identifiant Matrix de la personne à inviter (comme @nom:matrix.org)&#xa0;:</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Invitation impossible</translation>
    </message>
    <message>
        <source>{user} is not a Matrix ID that can be invited: it looks like @name:matrix.org.</source>
        <translation>{user} n’est pas un identifiant Matrix invitable&#xa0;: il ressemble à @nom:matrix.org.</translation>
    </message>
    <message>
        <source>{user} is invited to the table.</source>
        <translation>{user} est invité à la table.</translation>
    </message>
    <message>
        <source>{user} could not be invited: {why}</source>
        <translation>{user} n’a pas pu être invité&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Adjourn the game?</source>
        <translation>Ajourner la partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game stops here for everyone. The table keeps it: the host can open it again later, and everyone takes their seat back.</source>
        <translation>La partie s’arrête ici pour tout le monde. La table la garde&#xa0;: l’hôte peut la rouvrir plus tard, et chacun reprend sa place.</translation>
    </message>
    <message>
        <source>Adjourn</source>
        <translation>Ajourner</translation>
    </message>
</context>
<context>
    <name>RemotePlay</name>
    <message numerus="yes">
        <source>Waiting for %n more players to join…</source>
        <translation>
            <numerusform>En attente d’encore %n joueur…</numerusform>
            <numerusform>En attente d’encore %n joueurs…</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>kept for someone invited</source>
        <translation>réservée à une personne invitée</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>away, a computer plays</source>
        <translation>absent, un ordinateur joue</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>{name} adjourned the game.</source>
        <translation>{name} a ajourné la partie.</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Pas connecté à la table.</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is away.</source>
        <translation>On attend {name}, absent pour le moment.</translation>
    </message>
    <message>
        <source>Waiting for the others to choose…</source>
        <translation>En attente du choix des autres…</translation>
    </message>
    <message>
        <source>Waiting for {name} to choose…</source>
        <translation>On attend {name}, qui choisit encore…</translation>
    </message>
    <message>
        <source>{player} is away. Wait for them to come back, let a computer play for them until then, or adjourn the game.</source>
        <translation>{player} est absent. Attendez son retour, laissez un ordinateur jouer à sa place d’ici là, ou ajournez la partie.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Ordinateur ({level})</translation>
    </message>
    <message>
        <source>A computer of this level plays for {player} until they are back</source>
        <translation>Un ordinateur de ce niveau joue pour {player} jusqu’à son retour</translation>
    </message>
    <message>
        <source>&amp;Adjourn</source>
        <translation>&amp;Ajourner</translation>
    </message>
    <message>
        <source>Stop the game here for everyone; the host can open the table again later and all go on.</source>
        <translation>Arrêter la partie ici pour tout le monde&#xa0;; l’hôte peut rouvrir la table plus tard et tous continuent.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: trying again…</source>
        <translation>La connexion à la table est perdue&#xa0;: nouvelle tentative…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De retour à la table.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Égalité&#xa0;: personne ne gagne.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Step through the game from its start, from any seat</source>
        <translation>Parcourir la partie depuis son début, depuis n&apos;importe quelle place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>This is a review: nothing can be played here.</source>
        <translation>Ceci est une revue de partie&#xa0;: on ne peut rien jouer ici.</translation>
    </message>
    <message>
        <source>Reviewing the game: nothing can be played. Esc leaves the review.</source>
        <translation>Revue de la partie&#xa0;: on ne peut rien jouer. Échap quitte la revue.</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Exporté dans {file}.</translation>
    </message>
    <message>
        <source>Export the Record as Text</source>
        <translation>Exporter le relevé en texte</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
    <message>
        <source>Save a Copy of the Game</source>
        <translation>Enregistrer une copie de la partie</translation>
    </message>
    <message>
        <source>cloudtable saves (*.cloudtable)</source>
        <translation>Parties cloudtable (*.cloudtable)</translation>
    </message>
    <message>
        <source>Cannot export the game</source>
        <translation>Impossible d&apos;exporter la partie</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>REVIEW</source>
        <translation>REVUE</translation>
    </message>
    <message>
        <source>{game}: {source}</source>
        <translation>{game}&#xa0;: {source}</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Vu par&#xa0;:</translation>
    </message>
    <message>
        <source>Everyone: no hidden card</source>
        <translation>Tout le monde&#xa0;: aucune carte cachée</translation>
    </message>
    <message>
        <source>Every card face up</source>
        <translation>Toutes les cartes face visible</translation>
    </message>
    <message>
        <source>Whose cards the table shows.</source>
        <translation>Les cartes de qui la table montre.</translation>
    </message>
    <message>
        <source>The game is still going on: it is shown only as its players saw it, and a seat&apos;s own cards only to that seat&apos;s player.</source>
        <translation>La partie est encore en cours&#xa0;: elle n&apos;est montrée que telle que ses joueurs la voyaient, et les cartes d&apos;une place seulement à son joueur.</translation>
    </message>
    <message>
        <source>Play &amp;On from Here…</source>
        <translation>Continuer à partir d&apos;&amp;ici…</translation>
    </message>
    <message>
        <source>Start a new game from the position shown, with the same cards; this record stays as it is.</source>
        <translation>Commencer une nouvelle partie à partir de la position affichée, avec les mêmes cartes&#xa0;; ce relevé reste tel quel.</translation>
    </message>
    <message>
        <source>Other people are still playing this game: it can be played on from here once it is over.</source>
        <translation>D&apos;autres personnes jouent encore cette partie&#xa0;: vous pourrez la continuer d&apos;ici une fois qu&apos;elle sera terminée.</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Keep or share this game&apos;s record</source>
        <translation>Garder ou partager le relevé de cette partie</translation>
    </message>
    <message>
        <source>The Record as &amp;Text…</source>
        <translation>Le relevé en &amp;texte…</translation>
    </message>
    <message>
        <source>The &amp;Saved Game…</source>
        <translation>La partie &amp;enregistrée…</translation>
    </message>
    <message>
        <source>Leave the Review (Esc)</source>
        <translation>Quitter la revue (Échap)</translation>
    </message>
    <message>
        <source>Back to where you were</source>
        <translation>Revenir là où vous étiez</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Le début de la partie (Début)</translation>
    </message>
    <message>
        <source>Previous voyage (Page Up)</source>
        <translation>Voyage précédent (Page préc.)</translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Manche précédente (Page préc.)</translation>
    </message>
    <message>
        <source>Previous turn (Up)</source>
        <translation>Tour précédent (Haut)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Coup précédent (Gauche)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Coup suivant (Droite)</translation>
    </message>
    <message>
        <source>Next turn (Down)</source>
        <translation>Tour suivant (Bas)</translation>
    </message>
    <message>
        <source>Next voyage (Page Down)</source>
        <translation>Voyage suivant (Page suiv.)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Manche suivante (Page suiv.)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>Le dernier coup (Fin)</translation>
    </message>
    <message>
        <source>How fast Play goes</source>
        <translation>La vitesse de lecture</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>Glissez jusqu&apos;à n&apos;importe quel coup de la partie</translation>
    </message>
    <message>
        <source>Voyage {round} of {rounds}</source>
        <translation>Voyage {round} sur {rounds}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Manche {round} sur {rounds}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>Voyage {round}</source>
        <translation>Voyage {round}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Manche {round}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tour {turn}</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Coup {move} sur {moves}</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <source>Play the game on, move by move (Space)</source>
        <translation>Dérouler la partie, coup par coup (Espace)</translation>
    </message>
</context>
<context>
    <name>ReviewHandoff</name>
    <message>
        <source>The game as {name} saw it</source>
        <translation>La partie vue par {name}</translation>
    </message>
    <message>
        <source>This game is still going on. Pass the computer to {name}; everyone else, please look away: {name}&apos;s cards are about to be shown.</source>
        <translation>Cette partie est encore en cours. Passez l&apos;ordinateur à {name}&#xa0;; tous les autres, veuillez regarder ailleurs&#xa0;: on va montrer les cartes que tient {name}.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name}&#xa0;: montrer mes cartes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>In this app,</source>
        <translation>Dans cette application,</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>The file holds a move this game does not know.</source>
        <translation>Le fichier contient un coup que ce jeu ne connaît pas.</translation>
    </message>
    <message>
        <source>The file holds a damaged move.</source>
        <translation>Le fichier contient un coup endommagé.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>The file is too large to be a cloudtable save.</source>
        <translation>Le fichier est trop volumineux pour être une partie cloudtable.</translation>
    </message>
    <message>
        <source>The file is not a cloudtable save (it is not text).</source>
        <translation>Le fichier n’est pas une partie cloudtable (ce n’est pas du texte).</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not valid JSON.</source>
        <translation>Le fichier est endommagé ou tronqué&#xa0;: ce n’est pas du JSON valide.</translation>
    </message>
    <message>
        <source>The file is not a cloudtable save.</source>
        <translation>Le fichier n’est pas une partie cloudtable.</translation>
    </message>
    <message>
        <source>The file was saved by a newer cloudtable (format {found}); this version reads format {known}.</source>
        <translation>Le fichier a été enregistré par une version plus récente de cloudtable (format {found})&#xa0;; cette version lit le format {known}.</translation>
    </message>
    <message>
        <source>The save is damaged: the entry “{field}” is missing or wrong.</source>
        <translation>La sauvegarde est endommagée&#xa0;: l’entrée «&#xa0;{field}&#xa0;» est absente ou incorrecte.</translation>
    </message>
    <message>
        <source>The save is damaged or was changed by hand: move {number} is not legal ({reason})</source>
        <translation>La sauvegarde est endommagée ou a été modifiée à la main&#xa0;: le coup {number} n’est pas autorisé ({reason})</translation>
    </message>
    <message>
        <source>The save is damaged or was changed by hand: replaying its moves does not give the position it stores.</source>
        <translation>La sauvegarde est endommagée ou a été modifiée à la main&#xa0;: rejouer ses coups ne donne pas la position enregistrée.</translation>
    </message>
    <message>
        <source>The save is for a game this version does not have ({id}).</source>
        <translation>La sauvegarde concerne un jeu que cette version ne connaît pas ({id}).</translation>
    </message>
    <message>
        <source>The save is damaged: it holds a number no save could hold.</source>
        <translation>La sauvegarde est endommagée&#xa0;: elle contient un nombre qu’aucune sauvegarde ne peut contenir.</translation>
    </message>
    <message>
        <source>the move cannot be read</source>
        <translation>le coup est illisible</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Impossible de lire le fichier&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Impossible d’enregistrer la partie dans {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>only part of the game could be written</source>
        <translation>le fichier n’a pu être écrit qu’en partie</translation>
    </message>
    <message>
        <source>it holds a broken character (in a name?) that no file can store; nothing was written</source>
        <translation>elle contient un caractère défectueux (dans un nom&#xa0;?) qu’aucun fichier ne peut stocker&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>This is not a file: a save is always a plain file.</source>
        <translation>Ce n’est pas un fichier&#xa0;: une sauvegarde est toujours un fichier ordinaire.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used: {reason}</source>
        <translation>Le dossier {path} est inutilisable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another cloudtable window.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de cloudtable.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The autosave failed: {reason}</source>
        <translation>L’enregistrement automatique a échoué&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The game cannot be autosaved, so it could not be resumed after a crash. {reason}

You can go on playing, and save the game yourself with Save As.</source>
        <translation>La partie ne peut pas être enregistrée automatiquement&#xa0;: elle ne pourrait donc pas reprendre après un plantage. {reason}

Vous pouvez continuer à jouer et enregistrer vous-même la partie avec «&#xa0;Enregistrer sous&#xa0;».</translation>
    </message>
    <message>
        <source>A computer player&apos;s answer could not be used; it was asked again.</source>
        <translation>La réponse d’un joueur ordinateur était inutilisable&#xa0;; la question lui a été reposée.</translation>
    </message>
    <message>
        <source>{player} is taking long to think…</source>
        <translation>{player} réfléchit longtemps…</translation>
    </message>
    <message>
        <source>{player} keeps failing on this move. Let another level play this seat, or try again. The details are in {path}.</source>
        <translation>{player} échoue encore et encore sur ce coup. Laissez un autre niveau jouer cette place, ou réessayez. Les détails sont dans {path}.</translation>
    </message>
    <message>
        <source>The computer players&apos; process stopped; it was started again and the computer thinks anew.</source>
        <translation>Le processus des joueurs ordinateur s’est arrêté&#xa0;; il a été relancé et l’ordinateur réfléchit de nouveau.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>When a move reveals something</source>
        <translation>Quand un coup dévoile quelque chose</translation>
    </message>
    <message>
        <source>Drawing a card or rolling a die shows what was hidden: such a move cannot be undone.</source>
        <translation>Piocher une carte ou lancer un dé montre ce qui était caché&#xa0;: un tel coup ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>&amp;Always ask</source>
        <translation>&amp;Toujours demander</translation>
    </message>
    <message>
        <source>The card waits where you dropped it until you play it (Enter) or take it back (Esc).</source>
        <translation>La carte attend là où vous l’avez posée jusqu’à ce que vous la jouiez (Entrée) ou la repreniez (Échap).</translation>
    </message>
    <message>
        <source>A &amp;short moment to take it back</source>
        <translation>Un &amp;court instant pour le reprendre</translation>
    </message>
    <message>
        <source>The move is played after {seconds} s: Esc takes it back before then, Enter plays it at once.</source>
        <translation>Le coup est joué après {seconds}&#xa0;s&#xa0;: d’ici là, Échap le reprend&#xa0;; Entrée le joue tout de suite.</translation>
    </message>
    <message>
        <source>&amp;Never wait</source>
        <translation>&amp;Ne jamais attendre</translation>
    </message>
    <message>
        <source>The move is played as soon as you drop the card.</source>
        <translation>Le coup est joué dès que vous posez la carte.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <source>Start a game from the Game menu.</source>
        <translation>Commencez une partie depuis le menu Partie.</translation>
    </message>
    <message>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>ordinateur, {level}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>À {name} de jouer</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>The position received is damaged.</source>
        <translation>La position reçue est endommagée.</translation>
    </message>
    <message>
        <source>The position received is damaged: the entry “{field}” is missing or wrong.</source>
        <translation>La position reçue est endommagée&#xa0;: l’entrée «&#xa0;{field}&#xa0;» est absente ou incorrecte.</translation>
    </message>
</context>
<context>
    <name>StrangeWorld</name>
    <message>
        <source>80☆ or more: the Tzimimes bow to you. The strange World above the clouds is yours.</source>
        <translation>80&#xa0;☆ ou plus&#xa0;: les Tzimimes se prosternent devant vous. L’étrange Monde au-dessus des nuages est à vous.</translation>
    </message>
    <message>
        <source>75 to 79☆: the Tzimimes are impressed. You are at home here.</source>
        <translation>75 à 79&#xa0;☆&#xa0;: les Tzimimes sont impressionnés. Vous êtes ici chez vous.</translation>
    </message>
    <message>
        <source>70 to 74☆: the Tzimimes are calm and put up with you.</source>
        <translation>70 à 74&#xa0;☆&#xa0;: les Tzimimes restent calmes et vous tolèrent.</translation>
    </message>
    <message>
        <source>60 to 69☆: a good start, but the Tzimimes chase you out of the sky.</source>
        <translation>60 à 69&#xa0;☆&#xa0;: un bon début, mais les Tzimimes vous chassent du ciel.</translation>
    </message>
    <message>
        <source>59☆ or less: a Tzimime gobbles you up.</source>
        <translation>59&#xa0;☆ ou moins&#xa0;: un Tzimime vous dévore.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: a Moon belongs in the top row.</source>
        <translation>Les Tzimimes la retourneraient face cachée&#xa0;: une Lune va dans la ligne du haut.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: Water next to Water.</source>
        <translation>Les Tzimimes la retourneraient face cachée&#xa0;: de l’Eau à côté de l’Eau.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: this row already has a Swamp.</source>
        <translation>Les Tzimimes la retourneraient face cachée&#xa0;: cette ligne a déjà un Marais.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: its portal neighbours are taken already.</source>
        <translation>Les Tzimimes la retourneraient face cachée&#xa0;: ses voisines à Portail sont déjà prises.</translation>
    </message>
    <message>
        <source>The Tzimimes would turn it face down: no card beside it can take a Fumarole.</source>
        <translation>Les Tzimimes la retourneraient face cachée&#xa0;: aucune carte voisine ne peut recevoir de Fumerole.</translation>
    </message>
    <message>
        <source>Strange World above the clouds</source>
        <translation>Strange World above the clouds</translation>
    </message>
    <message>
        <source>Draft land cards and build a World of 16 cards in five rounds, without waking the Tzimimes.</source>
        <translation>Choisissez et passez des cartes Terre, et bâtissez en cinq tours un Monde de 16 cartes sans réveiller les Tzimimes.</translation>
    </message>
    <message>
        <source>Choose the cards to give to your neighbour first.</source>
        <translation>Choisissez d’abord les cartes à donner à votre voisin ou voisine.</translation>
    </message>
    <message>
        <source>Give exactly two cards to your neighbour.</source>
        <translation>Donnez exactement deux cartes à votre voisin ou voisine.</translation>
    </message>
    <message>
        <source>Give exactly one card to your neighbour.</source>
        <translation>Donnez exactement une carte à votre voisin ou voisine.</translation>
    </message>
    <message>
        <source>You can only give cards from your hand.</source>
        <translation>Vous ne pouvez donner que des cartes de votre main.</translation>
    </message>
    <message>
        <source>This portal card may go where its portal neighbours are all taken only when no other place is left: there the Tzimimes turn it face down.</source>
        <translation>Cette carte à Portail ne peut aller là où ses voisines à Portail sont toutes prises que s’il ne reste aucune autre place&#xa0;: là, les Tzimimes la retournent face cachée.</translation>
    </message>
    <message>
        <source>This Volcano must go where it can erupt, next to a card a Fumarole may cover; only when no such place is left may it go elsewhere and be turned face down.</source>
        <translation>Ce Volcan doit aller là où il peut entrer en éruption, à côté d’une carte qu’une Fumerole peut recouvrir&#xa0;; ce n’est que s’il ne reste aucune place de ce genre qu’il peut aller ailleurs, retourné face cachée.</translation>
    </message>
    <message>
        <source>A card here turns your Moon below it face down.</source>
        <translation>Une carte ici retourne face cachée votre Lune en dessous.</translation>
    </message>
    <message>
        <source>You turn the Sun card: cards pass and turns go clockwise this round.</source>
        <translation>Vous orientez la carte Soleil&#xa0;: ce tour, les cartes passent et l’on joue dans le sens horaire.</translation>
    </message>
    <message>
        <source>You turn the Sun card: cards pass and turns go anticlockwise this round.</source>
        <translation>Vous orientez la carte Soleil&#xa0;: ce tour, les cartes passent et l’on joue dans le sens antihoraire.</translation>
    </message>
    <message>
        <source>You take the stack showing {card}.</source>
        <translation>Vous prenez la pile où la carte {card} est visible.</translation>
    </message>
    <message>
        <source>You take a stack.</source>
        <translation>Vous prenez une pile.</translation>
    </message>
    <message>
        <source>You place a card.</source>
        <translation>Vous posez une carte.</translation>
    </message>
    <message>
        <source>You place {card}; the Tzimimes turn it face down, and the Moons below it too.</source>
        <translation>Vous posez la carte {card}&#xa0;; les Tzimimes la retournent face cachée, ainsi que les Lunes en dessous.</translation>
    </message>
    <message>
        <source>You place {card}, but the Tzimimes turn it face down.</source>
        <translation>Vous posez la carte {card}, mais les Tzimimes la retournent face cachée.</translation>
    </message>
    <message>
        <source>You place {card} above a Moon: the Tzimimes turn the Moons below it face down.</source>
        <translation>Vous posez la carte {card} au-dessus d’une Lune&#xa0;: les Tzimimes retournent face cachée les Lunes en dessous.</translation>
    </message>
    <message>
        <source>You place {card} and complete a dimensional portal.</source>
        <translation>Vous posez la carte {card} et assemblez un Portail dimensionnel.</translation>
    </message>
    <message>
        <source>You place {card} in your World.</source>
        <translation>Vous posez la carte {card} dans votre Monde.</translation>
    </message>
    <message>
        <source>You complete the portal with the card on the left.</source>
        <translation>Vous assemblez le Portail avec la carte de gauche.</translation>
    </message>
    <message>
        <source>You complete the portal with the card on the right.</source>
        <translation>Vous assemblez le Portail avec la carte de droite.</translation>
    </message>
    <message>
        <source>You welcome {traveller} on the right of your World.</source>
        <translation>Vous accueillez {traveller} à droite de votre Monde.</translation>
    </message>
    <message>
        <source>You welcome {traveller} on the left of your World.</source>
        <translation>Vous accueillez {traveller} à gauche de votre Monde.</translation>
    </message>
    <message>
        <source>You welcome no Traveller through the portal.</source>
        <translation>Vous n’accueillez aucun Voyageur par le Portail.</translation>
    </message>
    <message>
        <source>Your Volcano erupts.</source>
        <translation>Votre Volcan entre en éruption.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Votre Volcan entre en éruption&#xa0;: une Fumerole recouvre une carte face cachée, à côté d’une autre Fumerole, et une Ville Sombre de {points}&#xa0;☆ s’élève entre elles.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers a face-down card.</source>
        <translation>Votre Volcan entre en éruption&#xa0;: une Fumerole recouvre une carte face cachée.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Votre Volcan entre en éruption&#xa0;: une Fumerole recouvre la carte {card}, à côté d’une autre Fumerole, et une Ville Sombre de {points}&#xa0;☆ s’élève entre elles.</translation>
    </message>
    <message>
        <source>Your Volcano erupts: a Fumarole covers {card}.</source>
        <translation>Votre Volcan entre en éruption&#xa0;: une Fumerole recouvre la carte {card}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The Sun holder must first choose the face of the Sun card.</source>
        <translation>La personne qui a la carte Soleil doit d’abord choisir sa face visible.</translation>
    </message>
    <message>
        <source>Every player must first choose the cards to pass.</source>
        <translation>Chaque personne doit d’abord choisir les cartes à passer.</translation>
    </message>
    <message>
        <source>A card from the hand must be placed now.</source>
        <translation>Il faut maintenant poser une carte de la main.</translation>
    </message>
    <message>
        <source>Choose which portal card the new card joins.</source>
        <translation>Choisissez la carte à Portail à laquelle la nouvelle carte se joint.</translation>
    </message>
    <message>
        <source>Welcome a Traveller through the new portal, or nobody.</source>
        <translation>Accueillez un Voyageur par le nouveau Portail, ou personne.</translation>
    </message>
    <message>
        <source>Choose the card the Fumarole covers.</source>
        <translation>Choisissez la carte que recouvre la Fumerole.</translation>
    </message>
    <message>
        <source>Take one of the stacks.</source>
        <translation>Prenez l’une des piles.</translation>
    </message>
    <message>
        <source>Strange World has no such move.</source>
        <translation>Ce coup n’existe pas dans Strange World.</translation>
    </message>
    <message>
        <source>The Sun card points one way or the other.</source>
        <translation>La carte Soleil indique un sens ou l’autre.</translation>
    </message>
    <message>
        <source>There is no such stack to take.</source>
        <translation>Cette pile n’existe pas ou est vide.</translation>
    </message>
    <message>
        <source>That Traveller is not available.</source>
        <translation>Ce Voyageur n’est pas disponible.</translation>
    </message>
    <message>
        <source>All your Travellers go on the side of your first one.</source>
        <translation>Tous vos Voyageurs se placent du même côté que le premier.</translation>
    </message>
    <message>
        <source>Another Traveller is there: a spot is shared only when every spot is taken.</source>
        <translation>Un autre Voyageur est déjà là&#xa0;: on ne partage un emplacement que lorsque tous sont occupés.</translation>
    </message>
    <message>
        <source>A Traveller goes at the end of the portal&apos;s row, over that row and the row above or below it.</source>
        <translation>Un Voyageur se place au bout de la ligne du Portail, à cheval sur cette ligne et celle du dessus ou du dessous.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>That place is off the table.</source>
        <translation>Cet emplacement est hors de la table.</translation>
    </message>
    <message>
        <source>Choose one of the two free portal cards beside the new card.</source>
        <translation>Choisissez l’une des deux cartes à Portail libres à côté de la nouvelle carte.</translation>
    </message>
    <message>
        <source>The Fumarole covers a card next to the Volcano, never another Fumarole.</source>
        <translation>La Fumerole recouvre une carte voisine du Volcan, jamais une autre Fumerole.</translation>
    </message>
    <message>
        <source>There is a card there already.</source>
        <translation>Il y a déjà une carte à cet endroit.</translation>
    </message>
    <message>
        <source>A card goes next to a card of your World, side by side.</source>
        <translation>Une carte se pose à côté d’une carte de votre Monde, bord contre bord.</translation>
    </message>
    <message>
        <source>Your World must fit in a square of four cards by four.</source>
        <translation>Votre Monde doit tenir dans un carré de quatre cartes sur quatre.</translation>
    </message>
    <message>
        <source>A Traveller closes that side of your World.</source>
        <translation>Un Voyageur borne ce côté de votre Monde.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Tour {round} sur {rounds}</translation>
    </message>
    <message>
        <source>Your World is complete and scores {points}☆.</source>
        <translation>Votre Monde est achevé et rapporte {points}&#xa0;☆.</translation>
    </message>
    <message>
        <source>Every World is complete; the finest World scores {points}☆.</source>
        <translation>Tous les Mondes sont achevés&#xa0;; le plus beau rapporte {points}&#xa0;☆.</translation>
    </message>
    <message>
        <source>Every World is complete; the finest Worlds share the win with {points}☆ each.</source>
        <translation>Tous les Mondes sont achevés&#xa0;; les plus beaux se partagent la victoire avec {points}&#xa0;☆ chacun.</translation>
    </message>
    <message>
        <source>{player} turns the Sun card: cards pass and turns go clockwise this round.</source>
        <translation>{player} oriente la carte Soleil&#xa0;: ce tour, les cartes passent et l’on joue dans le sens horaire.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>{player} a choisi %n carte à passer (tour {round}).</numerusform>
            <numerusform>{player} a choisi %n cartes à passer (tour {round}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards to pass in round {round}.</source>
        <translation>
            <numerusform>Vous avez choisi %n carte à passer (tour {round}).</numerusform>
            <numerusform>Vous avez choisi %n cartes à passer (tour {round}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} turns the Sun card: cards pass and turns go anticlockwise this round.</source>
        <translation>{player} oriente la carte Soleil&#xa0;: ce tour, les cartes passent et l’on joue dans le sens antihoraire.</translation>
    </message>
    <message>
        <source>{player} takes the stack showing {card}.</source>
        <translation>{player} prend la pile où la carte {card} est visible.</translation>
    </message>
    <message>
        <source>{player} takes a stack.</source>
        <translation>{player} prend une pile.</translation>
    </message>
    <message>
        <source>{player} places a card.</source>
        <translation>{player} pose une carte.</translation>
    </message>
    <message>
        <source>{player} places {card}; the Tzimimes turn it face down, and the Moons below it too.</source>
        <translation>{player} pose la carte {card}&#xa0;; les Tzimimes la retournent face cachée, ainsi que les Lunes en dessous.</translation>
    </message>
    <message>
        <source>{player} places {card}, but the Tzimimes turn it face down.</source>
        <translation>{player} pose la carte {card}, mais les Tzimimes la retournent face cachée.</translation>
    </message>
    <message>
        <source>{player} places {card} above a Moon: the Tzimimes turn the Moons below it face down.</source>
        <translation>{player} pose la carte {card} au-dessus d’une Lune&#xa0;: les Tzimimes retournent face cachée les Lunes en dessous.</translation>
    </message>
    <message>
        <source>{player} places {card} and completes a dimensional portal.</source>
        <translation>{player} pose la carte {card} et assemble un Portail dimensionnel.</translation>
    </message>
    <message>
        <source>{player} places {card} in their World.</source>
        <translation>{player} pose la carte {card} dans son Monde.</translation>
    </message>
    <message>
        <source>{player} completes the portal with the card on the left.</source>
        <translation>{player} assemble le Portail avec la carte de gauche.</translation>
    </message>
    <message>
        <source>{player} completes the portal with the card on the right.</source>
        <translation>{player} assemble le Portail avec la carte de droite.</translation>
    </message>
    <message>
        <source>{player} welcomes {traveller} on the right of their World.</source>
        <translation>{player} accueille {traveller} à droite de son Monde.</translation>
    </message>
    <message>
        <source>{player} welcomes {traveller} on the left of their World.</source>
        <translation>{player} accueille {traveller} à gauche de son Monde.</translation>
    </message>
    <message>
        <source>{player} welcomes no Traveller through the portal.</source>
        <translation>{player} n’accueille aucun Voyageur par le Portail.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts.</source>
        <translation>Chez {player}, un Volcan entre en éruption.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Chez {player}, un Volcan entre en éruption&#xa0;: une Fumerole recouvre une carte face cachée, à côté d’une autre Fumerole, et une Ville Sombre de {points}&#xa0;☆ s’élève entre elles.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers a face-down card.</source>
        <translation>Chez {player}, un Volcan entre en éruption&#xa0;: une Fumerole recouvre une carte face cachée.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.</source>
        <translation>Chez {player}, un Volcan entre en éruption&#xa0;: une Fumerole recouvre la carte {card}, à côté d’une autre Fumerole, et une Ville Sombre de {points}&#xa0;☆ s’élève entre elles.</translation>
    </message>
    <message>
        <source>{player}&apos;s Volcano erupts: a Fumarole covers {card}.</source>
        <translation>Chez {player}, un Volcan entre en éruption&#xa0;: une Fumerole recouvre la carte {card}.</translation>
    </message>
    <message>
        <source>Largest mountain range</source>
        <translation>Plus grand massif</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Different animals</source>
        <translation>Animaux différents</translation>
    </message>
    <message>
        <source>Swamps</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Lunes</translation>
    </message>
    <message>
        <source>Dark Cities</source>
        <translation>Villes Sombres</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Voyageurs</translation>
    </message>
</context>
<context>
    <name>StrangeWorldCards</name>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Plante</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Volcano</source>
        <translation>Volcan</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>Deer</source>
        <translation>Cerf</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>Esprit</translation>
    </message>
    <message>
        <source>Goat</source>
        <translation>Chèvre</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Phénix</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Serpent</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <source>Water portal</source>
        <translation>Portail d’Eau</translation>
    </message>
    <message>
        <source>Mountain portal</source>
        <translation>Portail de Montagne</translation>
    </message>
    <message>
        <source>Plant portal (Rat)</source>
        <translation>Portail de Plante (Rat)</translation>
    </message>
    <message>
        <source>Swamp portal</source>
        <translation>Portail de Marais</translation>
    </message>
    <message>
        <source>Volcano portal</source>
        <translation>Portail de Volcan</translation>
    </message>
    <message>
        <source>Water and Plant (Spirit)</source>
        <translation>Eau et Plante (Esprit)</translation>
    </message>
    <message>
        <source>Water and Swamp</source>
        <translation>Eau et Marais</translation>
    </message>
    <message>
        <source>Mountain and Water</source>
        <translation>Montagne et Eau</translation>
    </message>
    <message>
        <source>Double Mountain</source>
        <translation>Double Montagne</translation>
    </message>
    <message>
        <source>Mountain and Plant (Goat)</source>
        <translation>Montagne et Plante (Chèvre)</translation>
    </message>
    <message>
        <source>Mountain and Swamp</source>
        <translation>Montagne et Marais</translation>
    </message>
    <message>
        <source>Two Plants (Deer, Goat)</source>
        <translation>Deux Plantes (Cerf, Chèvre)</translation>
    </message>
    <message>
        <source>Two Plants (Deer, Spirit)</source>
        <translation>Deux Plantes (Cerf, Esprit)</translation>
    </message>
    <message>
        <source>Volcano and Water</source>
        <translation>Volcan et Eau</translation>
    </message>
    <message>
        <source>Volcano and Plant (Phoenix)</source>
        <translation>Volcan et Plante (Phénix)</translation>
    </message>
    <message>
        <source>Volcano and Swamp</source>
        <translation>Volcan et Marais</translation>
    </message>
    <message>
        <source>Volcano and Double Mountain</source>
        <translation>Volcan et Double Montagne</translation>
    </message>
    <message>
        <source>Swamp and Plant (Snake)</source>
        <translation>Marais et Plante (Serpent)</translation>
    </message>
    <message>
        <source>Water start card</source>
        <translation>Terre de départ Eau</translation>
    </message>
    <message>
        <source>Mountain start card</source>
        <translation>Terre de départ Montagne</translation>
    </message>
    <message>
        <source>Plant start card (Bear)</source>
        <translation>Terre de départ Plante (Ours)</translation>
    </message>
    <message>
        <source>Swamp start card</source>
        <translation>Terre de départ Marais</translation>
    </message>
    <message>
        <source>Splash</source>
        <translation>Splash</translation>
    </message>
    <message>
        <source>at least 3 Water in its two rows</source>
        <translation>au moins 3 Eau dans ses deux lignes</translation>
    </message>
    <message>
        <source>Burk</source>
        <translation>Burk</translation>
    </message>
    <message>
        <source>a Swamp in each of its two rows</source>
        <translation>un Marais dans chacune de ses deux lignes</translation>
    </message>
    <message>
        <source>Kark</source>
        <translation>Kark</translation>
    </message>
    <message>
        <source>at least 5 Mountains in its two rows</source>
        <translation>au moins 5 Montagnes dans ses deux lignes</translation>
    </message>
    <message>
        <source>Floulou</source>
        <translation>Floulou</translation>
    </message>
    <message>
        <source>at least 2 each of Plant, Water, Mountain and Swamp in its two rows</source>
        <translation>au moins 2 Plantes, 2 Eau, 2 Montagnes et 2 Marais dans ses deux lignes</translation>
    </message>
    <message>
        <source>Pshit</source>
        <translation>Pshit</translation>
    </message>
    <message>
        <source>at least 3 Fumaroles in its two rows</source>
        <translation>au moins 3 Fumeroles dans ses deux lignes</translation>
    </message>
    <message>
        <source>Boung</source>
        <translation>Boung</translation>
    </message>
    <message>
        <source>at least 2 dimensional portals in its two rows</source>
        <translation>au moins 2 Portails dimensionnels dans ses deux lignes</translation>
    </message>
    <message>
        <source>Roro</source>
        <translation>Roro</translation>
    </message>
    <message>
        <source>at least 4 different animals in its two rows</source>
        <translation>au moins 4 animaux différents dans ses deux lignes</translation>
    </message>
    <message>
        <source>Rumph</source>
        <translation>Rumph</translation>
    </message>
    <message>
        <source>at least 3 Volcanoes in its two rows</source>
        <translation>au moins 3 Volcans dans ses deux lignes</translation>
    </message>
</context>
<context>
    <name>StrangeWorldRules</name>
    <message>
        <source># The goal</source>
        <translation># Le but</translation>
    </message>
    <message>
        <source>High above the clouds, every player builds a strange World of sixteen land cards laid out in a square of four cards by four, over five rounds. Mountains, water, forests full of animals, swamps, moons and volcanoes all score stars (☆) in their own way, but careless building wakes the Tzimimes, who turn cards face down. The World with the most stars wins. One to four people can play; alone, you aim for the best rank you can reach.</source>
        <translation>Tout là-haut, au-dessus des nuages, chaque personne bâtit en cinq tours un étrange Monde de seize cartes Terre, disposées en un carré de quatre cartes sur quatre. Montagnes, eau, forêts peuplées d’animaux, marais, lunes et volcans rapportent tous des Étoiles (☆) à leur manière, mais construire sans prudence réveille les Tzimimes, qui retournent les cartes face cachée. Le Monde qui a le plus d’Étoiles l’emporte. On joue de une à quatre personnes&#xa0;; dans la version solo, visez le meilleur rang possible.</translation>
    </message>
    <message>
        <source># The cards</source>
        <translation># Les cartes</translation>
    </message>
    <message>
        <source>Land cards show one to three icons: Mountain, Water, Plant, Swamp or Volcano. Every Plant comes with an animal: Rat, Deer, Spirit, Goat, Phoenix or Snake, and the Bear on one start card. A Moon card shows a Moon and nothing else. Some cards with a single icon also show half of a dimensional portal on their left and right edges: these are the portal cards. The back of every land card shows the Tzimimes.</source>
        <translation>Les cartes Terre montrent une à trois icônes&#xa0;: Montagne, Eau, Plante, Marais ou Volcan. Chaque Plante abrite un animal&#xa0;: Rat, Cerf, Esprit, Chèvre, Phénix ou Serpent, et l’Ours sur une carte de départ. Une carte Lune ne montre qu’une Lune. Certaines cartes à une seule icône montrent aussi une moitié de Portail dimensionnel sur leurs bords gauche et droit&#xa0;: ce sont les cartes à Portail. Le dos de chaque carte Terre montre les Tzimimes.</translation>
    </message>
    <message>
        <source>Beside the land cards there are four start cards (Water, Mountain, Plant with the Bear, Swamp) with no Tzimimes on their back, 11 Fumaroles, five Dark Cities worth 9, 7, 5, 4 and 4☆, eight Travellers and the Sun card.</source>
        <translation>À côté des cartes Terre, il y a quatre cartes Terre de départ (Eau, Montagne, Plante avec l’Ours, Marais) sans Tzimimes au dos, 11 Fumeroles, cinq Villes Sombres de 9, 7, 5, 4 et 4&#xa0;☆, huit Voyageurs et la carte Soleil.</translation>
    </message>
    <message>
        <source># Setting up</source>
        <translation># Mise en place</translation>
    </message>
    <message>
        <source>Each player receives a start card, face up: it is the first card of their World. Unused start cards go back in the box. The land cards for the number of players are shuffled into a face-down deck. The Dark Cities form one stack with the 9 on top, then 7, 5, 4 and 4. The Fumaroles and the Travellers are laid beside them, and everyone may take any Traveller that is still there.</source>
        <translation>Chaque personne reçoit une carte de départ, face visible&#xa0;: c’est la première carte de son Monde. Les cartes de départ inutilisées retournent dans la boîte. Les cartes Terre prévues pour le nombre de joueurs forment une pioche face cachée. Les Villes Sombres forment une pile, le 9 dessus, puis 7, 5, 4 et 4. Les Fumeroles et les Voyageurs sont posés à côté, et chacun peut prendre n’importe quel Voyageur encore présent.</translation>
    </message>
    <message>
        <source># A round</source>
        <translation># Un tour de jeu</translation>
    </message>
    <message>
        <source>1. Deal: every player receives three land cards, which they keep secret.</source>
        <translation>1. Distribution&#xa0;: chaque personne reçoit trois cartes Terre, qu’elle garde secrètes.</translation>
    </message>
    <message>
        <source>2. Draft: everyone picks two of their cards in secret and gives them to the neighbour the Sun points to, all at the same time. With the cards received, everyone again holds three; each then picks one card in secret and passes it the same way. On the table, the players choose one after another and nobody sees a choice before the last one is made.</source>
        <translation>2. Draft&#xa0;: chacun choisit en secret deux de ses cartes et les donne en même temps à la personne voisine vers laquelle pointe le Soleil. Avec les cartes reçues, chacun a de nouveau trois cartes&#xa0;; chacun en choisit alors une en secret et la passe dans le même sens. À l’écran, les joueurs choisissent l’un après l’autre et personne ne voit un choix avant que le dernier soit fait.</translation>
    </message>
    <message>
        <source>3. Placing: starting with the Sun holder and following the Sun, each player in turn places one card from their hand face up in their own World, until everyone has placed all three cards. A card goes next to a card already in the World, side by side (not corner to corner), and the World must always fit inside a square of four cards by four. A card may never go past a side closed by a Traveller.</source>
        <translation>3. Pose&#xa0;: en commençant par la personne qui a la carte Soleil et en suivant le Soleil, chacun à son tour pose une carte de sa main face visible dans son propre Monde, jusqu’à ce que tout le monde ait posé ses trois cartes. Une carte se pose à côté d’une carte déjà dans le Monde, bord contre bord (pas coin contre coin), et le Monde doit toujours tenir dans un carré de quatre cartes sur quatre. Une carte ne peut jamais dépasser un côté borné par un Voyageur.</translation>
    </message>
    <message>
        <source>After the fifth round every World is a full square of sixteen cards and the stars are counted.</source>
        <translation>Après le cinquième tour, chaque Monde est un carré complet de seize cartes et l’on compte les Étoiles.</translation>
    </message>
    <message>
        <source># The desolation of the Tzimimes</source>
        <translation># La désolation des Tzimimes</translation>
    </message>
    <message>
        <source>Each time a card is placed, check whether it wakes the Tzimimes. If it does, it is turned face down at once: it keeps its place in the square but shows nothing, has no portal and scores nothing. A card wakes them when:</source>
        <translation>Chaque fois qu’une carte est posée, vérifiez si elle réveille les Tzimimes. Si oui, elle est aussitôt retournée face cachée&#xa0;: elle garde sa place dans le carré, mais ne montre rien, n’a pas de Portail et ne rapporte rien. Une carte les réveille quand&#xa0;:</translation>
    </message>
    <message>
        <source>The last two are duties, not choices. A card with a Volcano must go next to a card that a Fumarole can cover, and a portal card must not go where its only portal neighbours already belong to completed portals. Only when every place the card may take breaks its duty do you put it on one of them, and there it is turned face down; on the table, the places that break it are not lit for that card while another place is left. Water, Swamps and Moons stay your choice: you may put them where the Tzimimes wake, and lose the card.</source>
        <translation>Les deux derniers cas sont des obligations, pas des choix. Une carte avec un Volcan doit être posée à côté d’une carte qu’une Fumerole peut recouvrir, et une carte à Portail ne doit pas être posée là où ses seules voisines à Portail appartiennent déjà à des Portails assemblés. Ce n’est que si toutes les places possibles pour la carte manquent à son obligation que vous la posez sur l’une d’elles, et elle y est retournée face cachée&#xa0;; sur la table, les places qui y manquent ne s’allument pas pour cette carte tant qu’une autre place reste libre. L’Eau, les Marais et les Lunes restent votre choix&#xa0;: vous pouvez les poser là où les Tzimimes se réveillent, et perdre la carte.</translation>
    </message>
    <message>
        <source>Moons also fear what comes above them: placing a card in a row above a Moon turns that Moon face down. So only Moons in the final top row survive. Face-down cards and Fumaroles show no icons, so they never wake the Tzimimes themselves. The Tzimimes are checked before any portal or eruption.</source>
        <translation>Les Lunes craignent aussi ce qui vient au-dessus d’elles&#xa0;: poser une carte dans une ligne au-dessus d’une Lune retourne cette Lune face cachée. Seules les Lunes de la ligne du haut du Monde terminé survivent donc. Les cartes face cachée et les Fumeroles ne montrent aucune icône&#xa0;: elles ne réveillent jamais les Tzimimes. Les Tzimimes sont vérifiés avant tout Portail et toute éruption.</translation>
    </message>
    <message>
        <source># Dimensional portals and Travellers</source>
        <translation># Portails dimensionnels et Voyageurs</translation>
    </message>
    <message>
        <source>A random player takes the Sun card (in New Game, the players may instead name the seat that takes it). Its arrow shows the direction of the round: cards are passed and turns are taken that way, clockwise or anticlockwise. With three or four players, the holder chooses which way it points at the start of each round; with two players the direction makes no difference.</source>
        <translation>Une personne tirée au sort prend la carte Soleil (dans «&#xa0;Nouvelle partie&#xa0;», on peut aussi désigner la place qui la prend). Sa flèche indique le sens du tour&#xa0;: les cartes passent et l’on joue dans ce sens, horaire ou antihoraire. À trois ou quatre, la personne qui la tient choisit son sens au début de chaque tour&#xa0;; à deux, le sens ne change rien.</translation>
    </message>
    <message>
        <source>When you complete a portal you may at once welcome any Traveller still available, or nobody. Place it at the end of the portal&apos;s row, on the left or the right of your World, overlapping the row above or the row below: those two rows are its rows. A Traveller is not part of the square, and it closes that side: your World may no longer grow past it. All your Travellers go on the side of your first one. If every spot for a new Traveller is already taken by another, the two may share a spot.</source>
        <translation>Quand vous assemblez un Portail, vous pouvez aussitôt accueillir n’importe quel Voyageur encore disponible, ou personne. Placez-le au bout de la ligne du Portail, à gauche ou à droite de votre Monde, à cheval sur la ligne du dessus ou celle du dessous&#xa0;: ce sont ses deux lignes. Un Voyageur ne fait pas partie du carré et il borne ce côté&#xa0;: votre Monde ne peut plus s’étendre au-delà. Tous vos Voyageurs se placent du côté du premier. Si chaque emplacement possible pour un nouveau Voyageur est déjà pris par un autre, ils peuvent partager un emplacement.</translation>
    </message>
    <message>
        <source>A portal card covered later by a Fumarole does not send its Traveller away.</source>
        <translation>Une carte à Portail recouverte plus tard par une Fumerole ne renvoie pas son Voyageur.</translation>
    </message>
    <message>
        <source># Volcanoes, Fumaroles and Dark Cities</source>
        <translation># Volcans, Fumeroles et Villes Sombres</translation>
    </message>
    <message>
        <source>Each land card carries a mark for the number of players. Alone you use the 21 cards marked 1+; with two players add those marked 2+ (38 cards), with three add 3+ as well (45 cards), and with four add the cards marked 4 (60 cards). In this app, the four-player deck is a consistent deck of 60 cards that contains the three-player deck; the publisher&apos;s own list for four players does not add up.</source>
        <translation>Chaque carte Terre porte une marque pour le nombre de joueurs. Pour la version solo, on utilise les 21 cartes marquées 1+&#xa0;; à deux, on ajoute celles marquées 2+ (38 cartes), à trois aussi les 3+ (45 cartes), et à quatre les cartes marquées 4 (60 cartes). Dans cette application, le paquet à quatre est un paquet cohérent de 60 cartes qui contient celui à trois&#xa0;; la liste de l’éditeur pour quatre joueurs ne tombe pas juste.</translation>
    </message>
    <message>
        <source>4. End of the round: the Sun card passes to the player on the left, who chooses its new direction when there are three or four players. In this app, the Sun card passes with two players too, so the players take turns to place first.</source>
        <translation>4. Fin du tour&#xa0;: la carte Soleil passe à la personne de gauche, qui choisit son nouveau sens s’il y a trois ou quatre joueurs. Dans cette application, la carte Soleil passe aussi à deux, si bien que les joueurs posent en premier à tour de rôle.</translation>
    </message>
    <message>
        <source>- it shows Water and lies next to a card showing Water;</source>
        <translation>- elle montre de l’Eau et touche une carte qui montre de l’Eau&#xa0;;</translation>
    </message>
    <message>
        <source>- it shows a Swamp in a row that already shows a Swamp, even far away;</source>
        <translation>- elle montre un Marais dans une ligne qui montre déjà un Marais, même loin&#xa0;;</translation>
    </message>
    <message>
        <source>- it is a Moon placed anywhere but in the top row of the World;</source>
        <translation>- c’est une Lune posée ailleurs que dans la ligne du haut du Monde&#xa0;;</translation>
    </message>
    <message>
        <source>- it is a portal card whose only portal neighbours, left or right, already belong to a completed portal;</source>
        <translation>- c’est une carte à Portail dont les seules voisines à Portail, à gauche ou à droite, appartiennent déjà à un Portail assemblé&#xa0;;</translation>
    </message>
    <message>
        <source>- it shows a Volcano and no card next to it can be covered by a Fumarole.</source>
        <translation>- elle montre un Volcan et aucune carte voisine ne peut être recouverte par une Fumerole.</translation>
    </message>
    <message>
        <source>In this app, each duty is about its own desolation only, so a place where a Volcano could erupt keeps its duty even if Water beside Water turns the card face down there. The Volcano portal card has both duties: it goes where it keeps both whenever such a place is left, and anywhere otherwise.</source>
        <translation>Dans cette application, chaque obligation ne concerne que sa propre désolation&#xa0;; une place où un Volcan pourrait entrer en éruption respecte donc son obligation même si l’Eau à côté de l’Eau y retourne la carte face cachée. Le Portail de Volcan a les deux obligations&#xa0;: il va là où il respecte les deux tant qu’une telle place reste, et n’importe où sinon.</translation>
    </message>
    <message>
        <source>Two portal cards side by side in the same row complete a dimensional portal. A card belongs to one portal at most. In this app, if a new portal card lands between two portal cards that are both still free, its player chooses which of them it joins.</source>
        <translation>Deux cartes à Portail côte à côte dans la même ligne assemblent un Portail dimensionnel. Une carte appartient au plus à un Portail. Dans cette application, si une nouvelle carte à Portail arrive entre deux cartes à Portail encore libres, la personne qui la pose choisit celle à laquelle elle se joint.</translation>
    </message>
    <message>
        <source>In this app, the Traveller stands just past the outermost column of the World on its side, so that column becomes the World&apos;s edge. Its second row may be a row the World has not reached yet, as long as the finished square may still include it. A spot is taken when another Traveller already covers one of its rows.</source>
        <translation>Dans cette application, le Voyageur se tient juste après la colonne la plus extérieure du Monde de son côté, et cette colonne devient le bord du Monde. Sa seconde ligne peut être une ligne que le Monde n’a pas encore atteinte, tant que le carré final peut encore l’inclure. Un emplacement est pris quand un autre Voyageur couvre déjà l’une de ses lignes.</translation>
    </message>
    <message>
        <source>When a card with a Volcano is placed and stays face up, it erupts: its player covers one card next to it with a Fumarole. That card may be face up or face down, but never another Fumarole. A covered card shows nothing and scores nothing. In this app, a Volcano no longer erupts once the Fumaroles run out.</source>
        <translation>Quand une carte avec un Volcan est posée et reste face visible, elle entre en éruption&#xa0;: la personne qui l’a posée recouvre une carte voisine avec une Fumerole. Cette carte peut être face visible ou face cachée, mais jamais une autre Fumerole. Une carte recouverte ne montre rien et ne rapporte rien. Dans cette application, un Volcan n’entre plus en éruption quand il n’y a plus de Fumeroles.</translation>
    </message>
    <message>
        <source>When a Fumarole lands next to another Fumarole, the highest Dark City still available is placed where they meet, and scores its stars at the end. Each Fumarole can be part of one Dark City only, and when the Dark Cities are gone no more are built. In this app, if the new Fumarole touches two lone Fumaroles, the Dark City goes with the first of them, looking above, left, right, then below.</source>
        <translation>Quand une Fumerole arrive à côté d’une autre Fumerole, la plus haute Ville Sombre encore disponible est placée à leur jonction et rapporte ses Étoiles à la fin. Chaque Fumerole ne peut faire partie que d’une Ville Sombre, et quand les Villes Sombres sont épuisées, on n’en construit plus. Dans cette application, si la nouvelle Fumerole touche deux Fumeroles isolées, la Ville Sombre va avec la première, en regardant au-dessus, à gauche, à droite puis en dessous.</translation>
    </message>
    <message>
        <source># Scoring</source>
        <translation># Décompte</translation>
    </message>
    <message>
        <source>Only cards that show their face score: face-down cards and cards under a Fumarole show no icons.</source>
        <translation>Seules les cartes qui montrent leur face rapportent&#xa0;: les cartes face cachée et les cartes sous une Fumerole ne montrent aucune icône.</translation>
    </message>
    <message>
        <source>Mountains: 1☆ for each Mountain icon in your largest range, the biggest group of side-by-side cards showing Mountains. A card with two Mountains counts two.</source>
        <translation>Montagnes&#xa0;: 1&#xa0;☆ par icône Montagne de votre plus grand massif, le plus grand groupe de cartes voisines bord contre bord qui montrent des Montagnes. Une carte à deux Montagnes compte double.</translation>
    </message>
    <message>
        <source>Water: each card showing Water scores 1☆ for each card next to it that is not face down. A Fumarole next to it counts.</source>
        <translation>Eau&#xa0;: chaque carte qui montre de l’Eau rapporte 1&#xa0;☆ par carte voisine qui n’est pas face cachée. Une Fumerole voisine compte.</translation>
    </message>
    <message>
        <source>Animals: 2☆ for each different animal in your World.</source>
        <translation>Animaux&#xa0;: 2&#xa0;☆ par animal différent dans votre Monde.</translation>
    </message>
    <message>
        <source>Swamps: 3☆ for each Swamp.</source>
        <translation>Marais&#xa0;: 3&#xa0;☆ par Marais.</translation>
    </message>
    <message>
        <source>Moons: each Moon looks at the card just below it. For each kind of icon that card shows, the Moon scores 2☆ for every icon of that kind in its column below it, that card included. A Moon above a face-down card or a Fumarole scores nothing.</source>
        <translation>Lunes&#xa0;: chaque Lune regarde la carte juste en dessous. Pour chaque sorte d’icône de cette carte, la Lune rapporte 2&#xa0;☆ par icône de cette sorte dans sa colonne sous elle, cette carte comprise. Une Lune au-dessus d’une carte face cachée ou d’une Fumerole ne rapporte rien.</translation>
    </message>
    <message>
        <source>Dark Cities: the stars printed on each of your Dark Cities.</source>
        <translation>Villes Sombres&#xa0;: les Étoiles imprimées sur chacune de vos Villes Sombres.</translation>
    </message>
    <message>
        <source>Travellers: 5☆ each, plus their bonus if their goal is met in their two rows: Splash +5 with at least 3 Water; Burk +4 with a Swamp in each row; Kark +6 with at least 5 Mountains; Floulou +8 with at least 2 each of Plant, Water, Mountain and Swamp; Pshit +5 with at least 3 Fumaroles; Boung +8 with at least 2 portals; Roro +4 with at least 4 different animals; Rumph +6 with at least 3 Volcanoes. In this app, Boung counts a portal while both of its cards still show.</source>
        <translation>Voyageurs&#xa0;: 5&#xa0;☆ chacun, plus leur bonus si leur objectif est atteint dans leurs deux lignes&#xa0;: Splash +5 avec au moins 3 Eau&#xa0;; Burk +4 avec un Marais dans chaque ligne&#xa0;; Kark +6 avec au moins 5 Montagnes&#xa0;; Floulou +8 avec au moins 2 Plantes, 2 Eau, 2 Montagnes et 2 Marais&#xa0;; Pshit +5 avec au moins 3 Fumeroles&#xa0;; Boung +8 avec au moins 2 Portails&#xa0;; Roro +4 avec au moins 4 animaux différents&#xa0;; Rumph +6 avec au moins 3 Volcans. Dans cette application, Boung compte un Portail tant que ses deux cartes sont visibles.</translation>
    </message>
    <message>
        <source>The player with the most stars wins. In this app, players who tie for the most stars share the win.</source>
        <translation>La personne qui a le plus d’Étoiles gagne. Dans cette application, en cas d’égalité pour le plus d’Étoiles, la victoire est partagée.</translation>
    </message>
    <message>
        <source>A completed portal, Water beside Swamp: Splash came through it and stands on the right of rows 3 and 4.</source>
        <translation>Un Portail complet, Eau à côté de Marais&#xa0;: Splash l’a franchi et se tient à droite des lignes 3 et 4.</translation>
    </message>
    <message>
        <source>The Tzimimes at work: a Moon below the top row, Water next to Water and a second Swamp in a row all lie face down.</source>
        <translation>Les Tzimimes à l’œuvre&#xa0;: une Lune sous la ligne du haut, une Eau à côté d’une Eau et un second Marais dans une ligne sont tous face cachée.</translation>
    </message>
    <message>
        <source>Two Volcanoes erupted side by side: their Fumaroles meet, and the 9☆ Dark City rises between them.</source>
        <translation>Deux Volcans entrés en éruption côte à côte&#xa0;: leurs Fumeroles se touchent, et la Ville Sombre de 9&#xa0;☆ s’élève entre elles.</translation>
    </message>
    <message>
        <source>A finished World: largest range 3☆, Water 11☆, five animals 10☆, three Swamps 9☆, Moons 6☆, a Dark City 9☆ and Splash 5☆ without its bonus: 53☆.</source>
        <translation>Un Monde terminé&#xa0;: plus grand massif 3&#xa0;☆, Eau 11&#xa0;☆, cinq animaux 10&#xa0;☆, trois Marais 9&#xa0;☆, Lunes 6&#xa0;☆, une Ville Sombre 9&#xa0;☆ et Splash 5&#xa0;☆ sans son bonus&#xa0;: 53&#xa0;☆.</translation>
    </message>
    <message>
        <source># Playing alone</source>
        <translation># Version solo</translation>
    </message>
    <message>
        <source>Shuffle the 21 cards marked 1+ into seven face-down stacks of three and turn up the top card of each. Draw a random start card. Shuffle the Travellers, turn three of them up: only those may be welcomed.</source>
        <translation>Mélangez les 21 cartes marquées 1+ en sept piles de trois, face cachée, et retournez la carte du dessus de chaque pile. Tirez une carte de départ au hasard. Mélangez les Voyageurs et révélez-en trois&#xa0;: seuls ceux-là peuvent être accueillis.</translation>
    </message>
    <message>
        <source>Each turn, take one stack: place its face-up card first, then turn up its other two cards and place them in the order you like. All the usual rules of placing apply. After five turns your World is a full square, and two stacks are left over.</source>
        <translation>À chaque tour, prenez une pile&#xa0;: posez d’abord sa carte visible, puis retournez ses deux autres cartes et posez-les dans l’ordre de votre choix. Toutes les règles de pose habituelles s’appliquent. Après cinq tours, votre Monde est un carré complet et il reste deux piles.</translation>
    </message>
    <message>
        <source>Your rank: 59☆ or less, a Tzimime gobbles you up; 60 to 69☆, a good start, but the Tzimimes chase you out of the sky; 70 to 74☆, the Tzimimes are calm and put up with you; 75 to 79☆, they are impressed and you are at home; 80☆ or more, they bow to you and the strange World is yours.</source>
        <translation>Votre rang&#xa0;: 59&#xa0;☆ ou moins, un Tzimime vous dévore&#xa0;; de 60 à 69&#xa0;☆, un bon début, mais les Tzimimes vous chassent du ciel&#xa0;; de 70 à 74&#xa0;☆, les Tzimimes restent calmes et vous tolèrent&#xa0;; de 75 à 79&#xa0;☆, ils sont impressionnés et vous êtes ici chez vous&#xa0;; 80&#xa0;☆ ou plus, ils se prosternent et l’étrange Monde est à vous.</translation>
    </message>
</context>
<context>
    <name>StrangeWorldTable</name>
    <message>
        <source>Drag a card from your hand to a lit place of your World (or click it, then the place).</source>
        <translation>Faites glisser une carte de votre main vers une place éclairée de votre Monde (ou cliquez sur la carte, puis sur la place).</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to give to {name}, then Pass; or drag them onto {name}&apos;s World.</source>
        <translation>
            <numerusform>Cliquez sur %n carte à donner à {name}, puis passez-la, ou faites-la glisser vers {name}, sur son Monde.</numerusform>
            <numerusform>Cliquez sur %n cartes à donner à {name}, puis passez-les, ou faites-les glisser vers {name}, sur son Monde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass them to {name}</source>
        <translation>Les passer à {name}</translation>
    </message>
    <message>
        <source>You hold the Sun: choose the way cards pass and turns go this round.</source>
        <translation>Vous avez le Soleil&#xa0;: choisissez le sens des cartes et du jeu pour ce tour.</translation>
    </message>
    <message>
        <source>Your card lies between two free portal cards: click the one it joins.</source>
        <translation>Votre carte est entre deux cartes à Portail libres&#xa0;: cliquez sur celle à laquelle elle se joint.</translation>
    </message>
    <message>
        <source>Complete the portal with this card</source>
        <translation>Compléter le Portail avec cette carte</translation>
    </message>
    <message>
        <source>A dimensional portal opened: click a Traveller, then where it stands beside your World.</source>
        <translation>Un Portail dimensionnel s’est ouvert&#xa0;: cliquez sur un Voyageur, puis sur l’endroit où il se tient à côté de votre Monde.</translation>
    </message>
    <message>
        <source>Click where {traveller} stands beside your World, or another Traveller.</source>
        <translation>Cliquez sur l’endroit où {traveller} se tient à côté de votre Monde, ou sur un autre Voyageur.</translation>
    </message>
    <message>
        <source>&amp;Clockwise ↻</source>
        <translation>Sens &amp;horaire ↻</translation>
    </message>
    <message>
        <source>&amp;Anticlockwise ↺</source>
        <translation>Sens &amp;antihoraire ↺</translation>
    </message>
    <message>
        <source>Welcome &amp;nobody</source>
        <translation>N’accueillir &amp;personne</translation>
    </message>
    <message>
        <source>Your Volcano erupts: click the card its Fumarole covers.</source>
        <translation>Votre Volcan entre en éruption&#xa0;: cliquez sur la carte que sa Fumerole recouvre.</translation>
    </message>
    <message>
        <source>Cover this card with a Fumarole</source>
        <translation>Recouvrir cette carte d’une Fumerole</translation>
    </message>
    <message>
        <source>Take a stack: click it. Its face-up card comes first, then its other two in the order you like.</source>
        <translation>Prenez une pile&#xa0;: cliquez dessus. Sa carte visible se pose d’abord, puis les deux autres dans l’ordre de votre choix.</translation>
    </message>
    <message>
        <source>Take this stack</source>
        <translation>Prendre cette pile</translation>
    </message>
    <message>
        <source>Face down: the Tzimimes came. It shows and scores nothing.</source>
        <translation>Face cachée&#xa0;: les Tzimimes sont passés. Elle ne montre et ne rapporte rien.</translation>
    </message>
    <message>
        <source>{card}, under a Fumarole: it shows and scores nothing.</source>
        <translation>{card}, sous une Fumerole&#xa0;: elle ne montre et ne rapporte rien.</translation>
    </message>
    <message>
        <source>Dark City: {points}☆</source>
        <translation>Ville Sombre&#xa0;: {points}&#xa0;☆</translation>
    </message>
    <message>
        <source>{name}: 5☆, and {bonus}☆ more with {goal}</source>
        <translation>{name}&#xa0;: 5&#xa0;☆, et {bonus}&#xa0;☆ de plus avec {goal}</translation>
    </message>
    <message numerus="yes">
        <source>Land deck: %n cards</source>
        <translation>
            <numerusform>Pioche de cartes Terre&#xa0;: %n carte</numerusform>
            <numerusform>Pioche de cartes Terre&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumaroles left: %n</source>
        <translation>
            <numerusform>Fumerole restante&#xa0;: %n</numerusform>
            <numerusform>Fumeroles restantes&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dark Cities left: %n (the highest is taken first)</source>
        <translation>
            <numerusform>Ville Sombre restante&#xa0;: %n (la plus forte est prise d’abord)</numerusform>
            <numerusform>Villes Sombres restantes&#xa0;: %n (la plus forte est prise d’abord)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s World: {points}☆</source>
        <translation>Monde — {name}&#xa0;: {points}&#xa0;☆</translation>
    </message>
    <message>
        <source>The Sun card: cards pass and turns go clockwise, to the left.</source>
        <translation>La carte Soleil&#xa0;: les cartes passent et le jeu tourne dans le sens horaire, vers la gauche.</translation>
    </message>
    <message>
        <source>The Sun card: cards pass and turns go anticlockwise, to the right.</source>
        <translation>La carte Soleil&#xa0;: les cartes passent et le jeu tourne dans le sens antihoraire, vers la droite.</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>a choisi</translation>
    </message>
    <message>
        <source>Round {round}/{rounds} · {step}</source>
        <translation>Tour {round}/{rounds} · {step}</translation>
    </message>
    <message>
        <source>Turn {round}/{rounds} · {step}</source>
        <translation>Tour {round}/{rounds} · {step}</translation>
    </message>
    <message>
        <source>Sun card</source>
        <translation>carte Soleil</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>pose des cartes</translation>
    </message>
    <message>
        <source>taking a stack</source>
        <translation>prise d’une pile</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>Round {round}/{rounds} begins</source>
        <translation>Le tour {round}/{rounds} commence</translation>
    </message>
    <message>
        <source>The last round begins: {round}/{rounds}</source>
        <translation>Le dernier tour commence&#xa0;: {round}/{rounds}</translation>
    </message>
    <message>
        <source>Turn {round}/{rounds} begins</source>
        <translation>Le tour {round}/{rounds} commence</translation>
    </message>
    <message>
        <source>A Dark City rises: {points}☆ for {name}</source>
        <translation>Une Ville Sombre s’élève&#xa0;: {points}&#xa0;☆ pour {name}</translation>
    </message>
    <message>
        <source>A Dark City rises in your World: {points}☆</source>
        <translation>Une Ville Sombre s’élève dans votre Monde&#xa0;: {points}&#xa0;☆</translation>
    </message>
    <message>
        <source>{name} welcomes {traveller}</source>
        <translation>{name} accueille {traveller}</translation>
    </message>
    <message>
        <source>You welcome {traveller}</source>
        <translation>Vous accueillez {traveller}</translation>
    </message>
    <message>
        <source>Dark City</source>
        <translation>Ville Sombre</translation>
    </message>
    <message>
        <source>Worth {points}☆. A Dark City rises where two Fumaroles meet, the highest left first.</source>
        <translation>Vaut {points}&#xa0;☆. Une Ville Sombre s’élève là où deux Fumeroles se touchent, la plus haute restante d’abord.</translation>
    </message>
    <message numerus="yes">
        <source>The next Dark City to rise is worth {points}☆. %n are left; they rise where two Fumaroles meet.</source>
        <translation>
            <numerusform>La prochaine Ville Sombre à s’élever vaut {points}&#xa0;☆. Il en reste %n&#xa0;; elles s’élèvent là où deux Fumeroles se touchent.</numerusform>
            <numerusform>La prochaine Ville Sombre à s’élever vaut {points}&#xa0;☆. Il en reste %n&#xa0;; elles s’élèvent là où deux Fumeroles se touchent.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Traveller stands beside a World, over two rows. It scores 5☆, and {bonus}☆ more with {goal}.</source>
        <translation>Un Voyageur se tient à côté d’un Monde, sur deux rangées. Il rapporte 5&#xa0;☆, et {bonus}&#xa0;☆ de plus avec {goal}.</translation>
    </message>
    <message>
        <source>Under the mouse: {card}</source>
        <translation>Sous la souris&#xa0;: {card}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>A card cannot go there.</source>
        <translation>Impossible de poser une carte ici.</translation>
    </message>
    <message>
        <source>Arrows: choose a place · R: turn · Enter: play · Esc: cancel</source>
        <translation>Flèches&#xa0;: choisir une place · R&#xa0;: tourner · Entrée&#xa0;: jouer · Échap&#xa0;: annuler</translation>
    </message>
    <message>
        <source>Click a lit place to play the card there · Esc: cancel</source>
        <translation>Cliquez sur une place éclairée pour y jouer la carte · Échap&#xa0;: annuler</translation>
    </message>
    <message>
        <source>The card does not fit here turned like this: press R to turn it.</source>
        <translation>La carte ne va pas ici dans ce sens&#xa0;: appuyez sur R pour la tourner.</translation>
    </message>
    <message>
        <source>The card fits here as you hold it.</source>
        <translation>La carte va ici dans le sens où vous la tenez.</translation>
    </message>
    <message>
        <source>This card has no legal place right now.</source>
        <translation>Cette carte ne peut être posée nulle part pour l’instant.</translation>
    </message>
    <message>
        <source>Your move waits: play it now or take it back first.</source>
        <translation>Votre coup attend&#xa0;: jouez-le maintenant ou reprenez-le d’abord.</translation>
    </message>
    <message>
        <source>Something went wrong, and nothing was played. The details are in {path}.</source>
        <translation>Un problème est survenu et rien n’a été joué. Les détails sont dans {path}.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Égalité&#xa0;: personne ne gagne.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>The table&apos;s join code: it says the same as the address, with a check letter</source>
        <translation>Le code de la table&#xa0;: il dit la même chose que l’adresse, avec une lettre de contrôle</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Connexion perdue&#xa0;: nouvelle tentative…</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (spectateur)</translation>
    </message>
    <message>
        <source>Table and chat</source>
        <translation>Table et discussion</translation>
    </message>
    <message>
        <source>Others join with this address or code (Game → Join a Table…):</source>
        <translation>Les autres rejoignent la table avec cette adresse ou ce code (Partie → Rejoindre une table…)&#xa0;:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Waiting for {user}</source>
        <translation>En attente de {user}</translation>
    </message>
    <message>
        <source>{seat}: waiting for {user}</source>
        <translation>{seat}&#xa0;: en attente de {user}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Place {number}&#xa0;:</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s invitation, to pass it on to the one person it is for</source>
        <translation>Copier l’invitation de cette place, pour la transmettre à la personne à qui elle est destinée</translation>
    </message>
    <message>
        <source>Homeserver away: the game waits</source>
        <translation>Serveur injoignable&#xa0;: la partie attend</translation>
    </message>
    <message>
        <source>{name}: </source>
        <comment>a chat line&apos;s author, before what they said</comment>
        <translation>{name}&#xa0;: </translation>
    </message>
    <message>
        <source>Said while you were away:</source>
        <translation>Dit pendant votre absence&#xa0;:</translation>
    </message>
    <message>
        <source>Earlier at this table:</source>
        <translation>Plus tôt à cette table&#xa0;:</translation>
    </message>
    <message>
        <source>Copy the address, to pass it on</source>
        <translation>Copier l’adresse, pour la transmettre</translation>
    </message>
    <message>
        <source>Copy the join code, to pass it on</source>
        <translation>Copier le code de la table, pour le transmettre</translation>
    </message>
    <message>
        <source>The table is a room on Matrix. Those you invited join it; its link, to find it again:</source>
        <translation>La table est un salon Matrix. Ceux que vous avez invités le rejoignent&#xa0;; son lien, pour le retrouver&#xa0;:</translation>
    </message>
    <message>
        <source>Copy the room&apos;s link, to pass it on</source>
        <translation>Copier le lien du salon, pour le transmettre</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Inviter…</translation>
    </message>
    <message>
        <source>Invite someone to the table by their Matrix ID, for a seat still free</source>
        <translation>Inviter quelqu’un à la table par son identifiant Matrix, pour une place encore libre</translation>
    </message>
    <message>
        <source>Adjourn…</source>
        <translation>Ajourner…</translation>
    </message>
    <message>
        <source>Go Back to the Table</source>
        <translation>Revenir à la table</translation>
    </message>
    <message>
        <source>Take your seat again, once the table is open again</source>
        <translation>Reprendre votre place, une fois la table rouverte</translation>
    </message>
    <message>
        <source>Stop the game here for everyone; the host can open the table again later and all go on.</source>
        <translation>Arrêter la partie ici pour tout le monde&#xa0;; l’hôte peut rouvrir la table plus tard et tous continuent.</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Dites quelque chose…</translation>
    </message>
    <message>
        <source>Say something to the table: Enter sends it, Esc goes back to the game.</source>
        <translation>Dites quelque chose à la table&#xa0;: Entrée l’envoie, Échap revient à la partie.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Seats kept for someone invited: give each person their own code (it takes that seat only).</source>
        <translation>Places réservées à des personnes invitées&#xa0;: donnez à chacune son propre code (il ne donne accès qu’à cette place).</translation>
    </message>
    <message>
        <source>Its certificate: {fingerprint}</source>
        <translation>Son certificat&#xa0;: {fingerprint}</translation>
    </message>
    <message>
        <source>The connection is encrypted. Whoever joined by an address rather than a join code can compare these letters with the ones beside the host&apos;s table: the same, it is the right table.</source>
        <translation>La connexion est chiffrée. Qui a rejoint la table par une adresse plutôt que par un code peut comparer ces caractères avec ceux affichés à côté de la table de l’hôte&#xa0;: s’ils sont identiques, c’est la bonne table.</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>just now</source>
        <translation>à l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>il y a %n minute</numerusform>
            <numerusform>il y a %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours ago</source>
        <translation>
            <numerusform>il y a %n heure</numerusform>
            <numerusform>il y a %n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>on {date}</source>
        <translation>le {date}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas encore commencée</translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n coup joué</numerusform>
            <numerusform>%n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} with {players}: {progress}, {when}</source>
        <translation>{game} avec {players}&#xa0;: {progress}, {when}</translation>
    </message>
    <message>
        <source>being played here</source>
        <translation>en cours ici</translation>
    </message>
    <message>
        <source>open in another window</source>
        <translation>ouverte dans une autre fenêtre</translation>
    </message>
</context>
<context>
    <name>UnfinishedList</name>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Step through the game so far, as its players saw it</source>
        <translation>Parcourir la partie jusqu&apos;ici, telle que ses joueurs la voyaient</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Start a new game with Game → New… (Ctrl+N), or open a saved one.</source>
        <translation>Commencez une nouvelle partie avec Partie → Nouvelle partie… (Ctrl+N), ou ouvrez une partie enregistrée.</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Step through {file}, move by move</source>
        <translation>Parcourir {file}, coup par coup</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Join a Table…</source>
        <translation>Rejoindre une table…</translation>
    </message>
    <message>
        <source>Play at a table hosted on another computer, with its join code or address</source>
        <translation>Jouer à une table ouverte sur un autre ordinateur, avec son code de table ou son adresse</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>How to play:</source>
        <translation>Règles du jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Parties récentes&#xa0;:</translation>
    </message>
    <message>
        <source>Unfinished games:</source>
        <translation>Parties en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Your tables with others:</source>
        <translation>Vos tables avec d’autres&#xa0;:</translation>
    </message>
</context>
</TS>
