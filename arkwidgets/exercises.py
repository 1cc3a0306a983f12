"""Checked exercises: a notebook asks a question about a position and the engine judges the learner's answer.

A teacher poses a question about one position of either game, through nothing but its ``Game`` façade (the
:class:`~arkwidgets.contract.GameContract`: ``legal_moves``, ``check``, ``play`` and ``copy``), so the answer is
never written down by hand: the engine's verdict, with its rule ids, *is* the answer. Four kinds of question:

- :class:`IsLegal` — "is this move legal? if not, which rules does it break?";
- :class:`WhichLegal` — "which of these moves are legal?";
- :class:`FindMove` — "find a legal move that does this" (a goal judged on the game after the move);
- :class:`HowMany` — "score this table": a number the engine counts (points, tilt, tokens) on the position.

A learner writes cards the way the notebook names them: ``CardNames`` reads a card's id or its printed name in
English, Chinese or French (case and accents aside: ``foin@B3``, ``干草@B3``, ``ours polaire@B3``) and turns it
into the id the notation reads; a card it does not know gets "did you mean …?" instead of a traceback.

Each exercise keeps a copy of the position when it is asked, so the notebook may play on. :meth:`answer` never
raises on what a learner types: a typo, an unknown option or an empty answer gets a friendly :class:`Reply` that
says what to write, and a wrong answer gets the engine's reasons — the rule ids and their sentences — because a
learner learns from *why*. The solution is not printed under the question: :meth:`solution` gives it, for an answer
key kept apart. Replies speak the language in force when the answer is judged (``ark.set_language``).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .contract import GameContract
from .i18n import _, join_names, ngettext
from .markup import clip, esc
from .verdicts import GameError, Verdict

__all__ = ["CardNames", "Exercise", "FindMove", "Folded", "HowMany", "IsLegal", "Reply", "WhichLegal", "rule_id"]

#: A rule id as a learner may type it: ``p-4``, ``T-2b``, ``n-build-8``, ``ND-51`` (case and spaces do not matter).
_RULE = re.compile(r"^([a-z]+(?:-[a-z]+)?)-(\d+)([a-z]?)$", re.IGNORECASE)
#: The words that answer "legal" or "illegal", in the three languages the engine speaks (and a plain yes or no).
_LEGAL_WORDS = frozenset({"legal", "yes", "ok", "合规", "合法", "是", "permis", "légal", "oui"})
_ILLEGAL_WORDS = frozenset({"illegal", "no", "不合规", "不合法", "非法", "否", "interdit", "illégal", "non"})
_SEPARATORS = re.compile(r"[\s,;，；、]+")
#: What separates the words of a move (the kernel knows no game's notation: a card name is any run of words).
_MOVE_GAPS = re.compile(r"([\s,@+;，；]+)")
_MAX_NAME_WORDS = 4  # "Chèvre des montagnes"


def rule_id(text: str) -> str | None:
    """``text`` as a rule id written the way the rules write it (``"n-build-8"`` → ``"N-BUILD-8"``, ``"t-2B"`` →
    ``"T-2b"``), or None if it is not one."""
    m = _RULE.match(text.strip())
    if m is None:
        return None
    return f"{m.group(1).upper()}-{m.group(2)}{m.group(3).lower()}"


@dataclass(frozen=True, slots=True)
class Reply:
    """The judgement of one answer: ``correct`` and the sentences that explain it (first the verdict on the answer,
    then the engine's reasons). True in an ``if`` when the answer is right; prints as text, shows as HTML."""

    correct: bool
    lines: tuple[str, ...]

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def _repr_html_(self) -> str:
        colour = "#1a7f37" if self.correct else "#b3261e"
        head, *rest = self.lines
        items = "".join(f"<li>{esc(line.strip())}</li>" for line in rest)
        return f'<div><b style="color: {colour}">{esc(head)}</b>' + (f"<ul>{items}</ul>" if items else "") + "</div>"


def _fold(text: str) -> str:
    """A name as a learner might type it: case, accents, dashes and repeated spaces do not matter."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return " ".join(plain.casefold().replace("-", " ").replace("_", " ").split())


class CardNames:
    """The cards a learner may name, by id or by printed name in any language the cards carry (``name``,
    ``name_zh``, ``name_fr``): :meth:`read` turns a move written with names into the notation's ids.

    ``cards`` is any iterable of card objects with a string ``id`` (Ark's ``ark.DECK`` or a game's ``deck``)."""

    def __init__(self, cards: Iterable[Any]) -> None:
        self.ids: dict[str, str] = {}  # folded name → card id
        self.spelled: dict[str, str] = {}  # folded name → the name as printed, for "did you mean …?"
        for card in cards:
            for name in (card.id, *(getattr(card, f, "") for f in ("name", "name_zh", "name_fr"))):
                if isinstance(name, str) and name:
                    self.ids.setdefault(_fold(name), card.id)
                    self.spelled.setdefault(_fold(name), name)

    @classmethod
    def of(cls, game: Any) -> CardNames | None:
        """The names of ``game``'s cards when its cards carry names (Ark); None for a game without (Ark Nova's
        moves name cards by number)."""
        cards = getattr(game, "deck", None)
        if cards is None:
            return None
        try:
            listed = list(cards)
        except TypeError:
            return None
        if not listed or not all(isinstance(getattr(c, "id", None), str) for c in listed):
            return None
        return cls(listed)

    def card_id(self, name: str) -> str | None:
        """The id of the card called ``name`` (id or printed name, any language), or None."""
        return self.ids.get(_fold(name))

    def suggest(self, name: str, cutoff: float = 0.6) -> list[str]:
        """Up to three printed names close to ``name`` (a typo's likely meaning)."""
        close = difflib.get_close_matches(_fold(name), list(self.ids), n=3, cutoff=cutoff)
        return list(dict.fromkeys(self.spelled[c] for c in close))

    def read(self, move: str) -> tuple[str, list[str]]:
        """``move`` with every card name in it replaced by the card's id (the longest name first, so
        ``ours polaire`` is one card), and the words that look like a misspelt card name (close to one, not one)."""
        parts = _MOVE_GAPS.split(" ".join(str(move).split()))
        words, gaps = parts[0::2], parts[1::2]
        out: list[str] = []
        unknown: list[str] = []
        k = 0
        while k < len(words):
            for n in range(min(_MAX_NAME_WORDS, len(words) - k), 0, -1):
                if any(gap.strip() for gap in gaps[k:k + n - 1]):
                    continue  # a name's words are joined by spaces only
                card = self.card_id(" ".join(words[k:k + n]))
                if card is not None:
                    out.append(card)
                    break
            else:
                n = 1
                out.append(words[k])
                if words[k] and _fold(words[k]) not in self.ids and self.suggest(words[k], cutoff=0.75):
                    unknown.append(words[k])
            if k + n - 1 < len(gaps):
                out.append(gaps[k + n - 1])
            k += n
        return "".join(out), unknown

    def complaint(self, unknown: str) -> Reply:
        """The friendly answer to a card name nobody knows."""
        close = self.suggest(unknown)
        if close:
            return Reply(False, (_("I do not know a card called “{name}”. Did you mean: {cards}?").format(
                name=clip(unknown), cards=_(", ").join(close)),))
        return Reply(False, (_("I do not know a card called “{name}”: write a card's name as the cards print it "
                               "(or its id, like lion or polar-bear).").format(name=clip(unknown)),))


def _player(game: GameContract) -> str:
    return game.names[game.current_index]


def _reasons(verdict: Verdict) -> list[str]:
    """One indented line per broken rule: its id and its sentence."""
    return [f"  {violation}" for violation in verdict.violations]


def _tokens(answer: object) -> list[str]:
    """An answer as a list of words: a string is cut at spaces, commas and semicolons (also full-width ones)."""
    if isinstance(answer, str):
        return [t for t in _SEPARATORS.split(answer) if t]
    if not isinstance(answer, Iterable):
        return [str(answer)]
    return [t for item in answer for t in ([item] if not isinstance(item, str) else _SEPARATORS.split(item)) if t]


@dataclass(frozen=True)
class Folded:
    """An exercise's question folded under a summary line (``<details>``); as text, the summary then the question."""

    summary: str
    exercise: Exercise

    def __str__(self) -> str:
        return f"{self.summary}\n{self.exercise}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return f"<details><summary>{esc(self.summary)}</summary>{self.exercise._repr_html_()}</details>"


class Exercise:
    """A question about one position of either game. Subclasses say what is asked (:attr:`question`), judge an
    answer (:meth:`answer`) and give the solution (:meth:`solution`)."""

    def __init__(self, game: GameContract) -> None:
        self.game = game.copy()  # the position as asked: the notebook may play on
        self.player = _player(game)
        self.names = CardNames.of(game)  # cards a learner may name in any language (None: the game names none)

    def _read_move(self, answer: Any) -> tuple[str, list[str]]:
        """A move as the learner wrote it, its card names turned into ids; and the words that look like misspelt
        card names (asked about only if the engine cannot use the move: ``plain`` is a word, not a typo of lapin)."""
        text = " ".join(str(answer).split())
        if self.names is None:
            return text, []
        return self.names.read(text)

    @property
    def question(self) -> str:
        raise NotImplementedError

    def answer(self, answer: Any) -> Reply:
        raise NotImplementedError

    def solution(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.question

    def _repr_html_(self) -> str:
        return f'<p style="white-space: pre-wrap"><b>?</b> {esc(self.question)}</p>'

    def folded(self, summary: str | None = None) -> Folded:
        """The question under a one-line summary the teacher opens when the class is ready: on a projected page
        the board below keeps its height (five printed lines would shrink it by a tenth, issue 24)."""
        return Folded(summary if summary is not None else _("A question for the class"), self)

    @staticmethod
    def _empty() -> Reply:
        return Reply(False, (_("Your turn: replace None with your answer."),))


class IsLegal(Exercise):
    """"Is ``move`` legal? If not, which rules does it break?" Answer ``"legal"`` (or True), or the ids of the broken
    rules (``"N-BUILD-7, N-BUILD-8"``, a list of ids, or ``"illegal"`` alone for half the answer).

    The move must be a move of this game (a typo raises :class:`~arkwidgets.verdicts.GameError` when the exercise is
    made, so a teacher sees it at once)."""

    def __init__(self, game: GameContract, move: Any) -> None:
        super().__init__(game)
        self.move = move
        self.verdict = self.game.check(move)

    @property
    def question(self) -> str:
        return _("Is “{move}” legal for {player} here? If not, which rules does it break? Answer “legal”, or the "
                 "ids of the broken rules.").format(move=self.move, player=self.player)

    def answer(self, answer: Any) -> Reply:
        if answer is None:
            return self._empty()
        if isinstance(answer, bool):
            said_legal: bool | None = answer
            named: set[str] = set()
        else:
            said_legal, named, unknown = self._read(answer)
            if unknown:
                return Reply(False, (
                    _("I did not understand “{word}”. Answer “legal”, or rule ids such as {example}.").format(
                        word=clip(unknown[0]), example=self._example()),))
            if said_legal is None and not named:
                return self._empty()
        truth = set(self.verdict.rules)
        if said_legal and named:
            return Reply(False, (_("You said both legal and rule ids: choose one."),))
        if self.verdict.legal:
            if said_legal:
                return Reply(True, (_("✔ Right: the engine accepts “{move}”; it breaks no rule.").format(
                    move=self.move),))
            lines = [_("✘ Not quite: “{move}” is legal; it breaks no rule.").format(move=self.move)]
            if named:
                lines.append(_("It keeps {rules}: read them again in the rules.").format(
                    rules=join_names(sorted(named))))
            return Reply(False, tuple(lines))
        if said_legal:
            return Reply(False, (_("✘ Not quite: the engine refuses “{move}”:").format(move=self.move),
                                 *_reasons(self.verdict)))
        if not named:
            return Reply(False, (
                _("Half right: “{move}” is illegal. Now name the rules it breaks (their ids).").format(
                    move=self.move),))
        if named == truth:
            return Reply(True, (_("✔ Right: “{move}” is illegal. The engine's reasons:").format(move=self.move),
                                *_reasons(self.verdict)))
        lines = [_("✘ Not quite: “{move}” is illegal, and you found {found} of the {total} rules it breaks.").format(
            move=self.move, found=len(named & truth), total=len(truth))]
        if named - truth:
            lines.append(_("It keeps {rules}.").format(rules=join_names(sorted(named - truth))))
        return Reply(False, tuple(lines))

    def solution(self) -> str:
        return f"{self.move}: {self.verdict}"

    def _read(self, answer: object) -> tuple[bool | None, set[str], list[str]]:
        """(said legal? — None if neither word, the rule ids named, the words not understood)."""
        said: bool | None = None
        named: set[str] = set()
        unknown: list[str] = []
        for token in _tokens(answer):
            word = str(token).strip().lower()
            rule = rule_id(word)
            if rule is not None:
                named.add(rule)
                said = False if said is None else said
            elif word in _LEGAL_WORDS:
                said = True
            elif word in _ILLEGAL_WORDS:
                said = False
            else:
                unknown.append(str(token))
        return said, named, unknown

    def _example(self) -> str:
        rules = self.verdict.rules or ("P-4", "N-BUILD-8")
        return join_names(list(rules[:2]))


class WhichLegal(Exercise):
    """"Which of these moves are legal?" The options are numbered from 1; answer with their numbers (``[1, 3]``,
    ``"1 3"``) or their text, and ``[]`` if none is."""

    def __init__(self, game: GameContract, moves: Sequence[Any]) -> None:
        super().__init__(game)
        if not moves:
            raise ValueError("WhichLegal needs at least one move to ask about")
        self.options = list(moves)
        self.verdicts = [self.game.check(move) for move in self.options]

    @property
    def legal(self) -> set[int]:
        """The numbers (from 1) of the legal options."""
        return {n for n, verdict in enumerate(self.verdicts, start=1) if verdict.legal}

    @property
    def question(self) -> str:
        head = _("Which of these moves are legal for {player} here? Answer with their numbers ([] if none is).")
        options = [f"  {n}. {move}" for n, move in enumerate(self.options, start=1)]
        return "\n".join([head.format(player=self.player), *options])

    def answer(self, answer: Any) -> Reply:
        if answer is None:
            return self._empty()
        picked: set[int] = set()
        if isinstance(answer, str):  # options written out in full ("play fish@T1; draw 2") before numbers
            whole = [self._option(part) for part in re.split(r"[;；]", answer) if part.strip()]
            if whole and all(n is not None for n in whole):
                answer = [str(n) for n in whole]
        for token in _tokens([answer] if isinstance(answer, int) else answer):
            number = self._option(token)
            if number is None:
                return Reply(False, (_("“{word}” is not one of the options: answer with numbers from 1 to {n}.").format(
                    word=clip(str(token)), n=len(self.options)),))
            picked.add(number)
        truth = self.legal
        if picked == truth:
            lines = [_("✔ Right.")]
            lines += [_("  {n}. {move} is refused: {rules}").format(n=n, move=self.options[n - 1],
                                                                    rules=join_names(list(self.verdicts[n - 1].rules)))
                      for n in sorted(set(range(1, len(self.options) + 1)) - truth)]
            return Reply(True, tuple(lines))
        lines = [_("✘ Not quite.")]
        for n in sorted(picked - truth):
            lines.append(_("  {n}. {move} is not legal:").format(n=n, move=self.options[n - 1]))
            lines += [f"  {reason}" for reason in _reasons(self.verdicts[n - 1])]
        if truth - picked:
            missing = len(truth - picked)
            lines.append(ngettext("  {count} legal move is missing from your answer.",
                                  "  {count} legal moves are missing from your answer.", missing).format(count=missing))
        return Reply(False, tuple(lines))

    def solution(self) -> str:
        return "\n".join(f"{n}. {move}: {verdict}"
                         for n, (move, verdict) in enumerate(zip(self.options, self.verdicts, strict=True), start=1))

    def _option(self, token: Any) -> int | None:
        text = str(token).strip()
        if text.isdecimal() and 1 <= int(text) <= len(self.options):
            return int(text)
        wanted = {" ".join(text.split()), self._read_move(text)[0]}
        for n, move in enumerate(self.options, start=1):
            if " ".join(str(move).split()) in wanted:
                return n
        return None


class FindMove(Exercise):
    """"Find a legal move that …": the learner writes one move; it must be legal and, played on a copy, reach the
    ``goal`` (a test of the game after the move). ``task`` says what is asked, ``missed`` what to say to a legal
    move that misses the goal."""

    def __init__(self, game: GameContract, task: str, goal: Callable[[Any], bool] | None = None,
                 missed: str = "") -> None:
        super().__init__(game)
        self.task = task
        self.goal = goal
        self.missed = missed

    @property
    def question(self) -> str:
        return _("{player} to play: {task} Write the move.").format(player=self.player, task=self.task)

    def answer(self, answer: Any) -> Reply:
        if answer is None or not str(answer).strip():
            return self._empty()
        answer, suspicious = self._read_move(answer)  # a move object writes itself in the notation the game reads
        try:
            verdict = self.game.check(answer)
        except GameError as error:
            if suspicious and self.names is not None:
                return self.names.complaint(suspicious[0])
            return Reply(False, (_("The engine cannot read this move: {error}").format(error=error),))
        if not verdict.legal and suspicious and self.names is not None:
            return self.names.complaint(suspicious[0])
        if not verdict.legal:
            return Reply(False, (_("✘ Not quite: the engine refuses “{move}”:").format(move=answer),
                                 *_reasons(verdict)))
        after = self.game.copy()
        events = after.play(answer)
        if self.goal is not None and not self.goal(after):
            lines = [_("✘ “{move}” is legal, but it does not do what was asked.").format(move=answer)]
            if self.missed:
                lines.append(f"  {self.missed}")
            return Reply(False, tuple(lines))
        return Reply(True, (_("✔ Right: “{move}” is legal and does it. What happens:").format(move=answer),
                            *(f"  {event}" for event in events)))

    def solution(self) -> str:
        """Every legal move that reaches the goal (one per line)."""
        found = []
        for move in self.game.legal_moves():
            after = self.game.copy()
            after.play(move)
            if self.goal is None or self.goal(after):
                found.append(str(move))
        return "\n".join(found)


def _number(answer: Any) -> Fraction | None:
    """A number as a learner writes it: ``8``, ``4.5``, ``4,5`` (the French comma), ``9/2``; None if it is not one."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, (int, Fraction)):
        return Fraction(answer)
    if isinstance(answer, float):
        return Fraction(answer).limit_denominator(100)
    text = str(answer).strip().replace(",", ".").replace("−", "-")
    try:
        return Fraction(text).limit_denominator(100)
    except (ValueError, ZeroDivisionError):
        return None


class HowMany(Exercise):
    """"Score this table": a number the engine counts on the position (points on a scoring card, a total, the tilt
    after a move). ``count`` reads it from the game (``lambda g: g.scores()["Ann"].total``), so the answer is the
    engine's; ``why`` (optional) explains the count from the game, shown with a right answer and with the solution."""

    def __init__(self, game: GameContract, task: str, count: Callable[[Any], Any],
                 why: Callable[[Any], str] | None = None) -> None:
        super().__init__(game)
        self.task = task
        value = _number(count(self.game))
        if value is None:
            raise ValueError("HowMany's count must give a number")
        self.value: Fraction = value
        self.why = why

    @property
    def question(self) -> str:
        return _("{task} Answer with a number.").format(task=self.task)

    def answer(self, answer: Any) -> Reply:
        if answer is None or not str(answer).strip():
            return self._empty()
        said = _number(answer)
        if said is None:
            return Reply(False, (_("“{word}” is not a number: answer with a number such as 6 or 4.5.").format(
                word=clip(str(answer))),))
        if said == self.value:
            return Reply(True, (_("✔ Right: {value}.").format(value=_shown(said)), *self._why()))
        hint = _("it is more than that") if said < self.value else _("it is less than that")
        return Reply(False, (_("✘ Not quite: {hint}. Count again with the rules.").format(hint=hint),))

    def solution(self) -> str:
        return " ".join([_shown(self.value), *(line.strip() for line in self._why())])

    def _why(self) -> list[str]:
        return [f"  {self.why(self.game)}"] if self.why is not None else []


def _shown(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"
