"""End of game: who won, the scores and how they were made; New Game and Rematch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QPushButton, QTreeWidget, QTreeWidgetItem

from ..i18n import render
from .overlay import Overlay, wrap_label

if TYPE_CHECKING:
    from .table.feed import Feed


class ResultPanel(Overlay):
    new_game = Signal()
    rematch = Signal()
    review = Signal()  # step through the game just played

    # The buttons wake this long after the panel shows: an Enter or a click meant for the last
    # move must not start a rematch before the final score was even seen.
    ARM_MS = 700

    def __init__(self, parent=None):
        super().__init__(parent, dim=110)
        self.feed: Feed | None = None  # the finished game, read through its feed
        self.you: int | None = None  # the one person at a table of computers, spoken to
        self.heading = self.heading_label()
        self.summary = self.text_label()
        self.scores = QTreeWidget()
        self.scores.setColumnCount(2)
        self.scores.setMinimumWidth(380)
        self.scores.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.scores.header().setStretchLastSection(False)
        self.new_button = QPushButton()
        self.rematch_button = QPushButton()
        self.rematch_button.setDefault(True)
        self.close_button = QPushButton()
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review)
        self.new_button.clicked.connect(self.new_game)
        self.rematch_button.clicked.connect(self.rematch)
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.rematch_button)
        self.body.addWidget(self.heading)
        self.body.addWidget(self.summary)
        self.body.addWidget(self.scores)
        self.body.addLayout(buttons)

    def show_result(self, feed: Feed, you: int | None = None, reviewable: bool = True) -> None:
        """`reviewable`: False at a table on the network, whose client holds views only, never the
        game's record from its start (seen on two X displays: Review failed there)."""
        self.feed, self.you = feed, you
        self.review_button.setVisible(reviewable)
        self.retranslate()
        self.show()
        self.raise_()
        for button in self.buttons():
            button.setEnabled(False)
        QTimer.singleShot(self.ARM_MS, self, self._arm)

    def _arm(self) -> None:
        for button in self.buttons():
            button.setEnabled(True)
        if self.isVisible():
            self.rematch_button.setFocus()

    def buttons(self) -> tuple[QPushButton, ...]:
        return (self.close_button, self.review_button, self.new_button, self.rematch_button)

    def release(self) -> None:
        """Hide, and let go of the finished match (a new game starts)."""
        self.feed = None
        self.hide()

    def headline(self) -> str:
        outcome = self.feed.outcome
        if outcome.rating is not None:  # a solo game: the level reached
            return render(outcome.rating)
        names = [self.feed.seats[s].name for s in sorted(outcome.winners)]
        if not names:
            return self.tr("A draw: nobody wins.")
        if outcome.winners == {self.you}:
            return self.tr("You win!")
        if len(names) == 1:
            return self.tr("{name} wins!").format(name=names[0])
        return self.tr("{names} share the win!").format(names=", ".join(names[:-1]) + " & " + names[-1])

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New Game…"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.close_button.setText(self.tr("Look at the table"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Step through the game from its start, from any seat"))
        self.scores.setHeaderLabels([self.tr("Player"), self.tr("Points")])
        if self.feed is None or self.feed.outcome is None:
            return
        outcome = self.feed.outcome
        self.heading.setText(self.headline())
        self.summary.setText(render(outcome.summary))
        wrap_label(self.summary)
        self.summary.setVisible(outcome.summary is not None)
        self.scores.clear()
        for seat, info in enumerate(self.feed.seats):
            total = "" if outcome.scores is None else str(outcome.scores[seat])
            mark = "★ " if seat in outcome.winners else ""
            row = QTreeWidgetItem([mark + info.name, total])
            for line in outcome.breakdown:
                if line.seat == seat:
                    QTreeWidgetItem(row, [render(line.label), str(line.points)])
            self.scores.addTopLevelItem(row)
            row.setExpanded(True)
        self.scores.resizeColumnToContents(1)
        self.scores.setVisible(outcome.scores is not None or bool(outcome.breakdown))
        self._fit_scores()

    def _fit_scores(self) -> None:
        """Every line of the scores at once where the table has room (players compare them),
        else as many as fit, the rest scrolled."""
        tree = self.scores
        lines = sum(1 + tree.topLevelItem(i).childCount() for i in range(tree.topLevelItemCount()))
        if not lines:
            return
        needed = tree.header().sizeHint().height() + lines * tree.sizeHintForRow(0) + 2 * tree.frameWidth() + 4
        margins = self.body.contentsMargins()
        others = (
            self.heading.sizeHint().height()
            + self.summary.minimumHeight()
            + self.rematch_button.sizeHint().height()
            + 3 * self.body.spacing()
            + margins.top()
            + margins.bottom()
        )
        room = self.height() - others - 24  # a little of the table shows above and below
        tree.setFixedHeight(max(120, min(needed, room)))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.feed is not None and self.feed.outcome is not None:
            self._fit_scores()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
