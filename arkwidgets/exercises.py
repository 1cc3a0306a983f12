"""Checked exercises: a notebook asks a question about a position and the engine judges the learner's answer.

A teacher poses a question about one position of either game, through nothing but its ``Game`` façade (the
:class:`~arkwidgets.contract.GameContract`: ``legal_moves``, ``check``, ``play`` and ``copy``), so the answer is
never written down by hand: the engine's verdict, with its rule ids, *is* the answer. Three kinds of question:

- :class:`IsLegal` — "is this move legal? if not, which rules does it break?";
- :class:`WhichLegal` — "which of these moves are legal?";
- :class:`FindMove` — "find a legal move that does this" (a goal judged on the game after the move).

Each exercise keeps a copy of the position when it is asked, so the notebook may play on. :meth:`answer` never
raises on what a learner types: a typo, an unknown option or an empty answer gets a friendly :class:`Reply` that
says what to write, and a wrong answer gets the engine's reasons — the rule ids and their sentences — because a
learner learns from *why*. The solution is not printed under the question: :meth:`solution` gives it, for an answer
key kept apart. Replies speak the language in force when the answer is judged (``ark.set_language``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .contract import GameContract
from .i18n import _, join_names
from .markup import clip, esc
from .verdicts import GameError, Verdict

__all__ = ["Exercise", "FindMove", "IsLegal", "Reply", "WhichLegal", "rule_id"]

#: A rule id as a learner may type it: ``p-4``, ``T-2b``, ``n-build-8``, ``ND-51`` (case and spaces do not matter).
_RULE = re.compile(r"^([a-z]+(?:-[a-z]+)?)-(\d+)([a-z]?)$", re.IGNORECASE)
#: The words that answer "legal" or "illegal", in the three languages the engine speaks (and a plain yes or no).
_LEGAL_WORDS = frozenset({"legal", "yes", "ok", "合规", "合法", "是", "permis", "légal", "oui"})
_ILLEGAL_WORDS = frozenset({"illegal", "no", "不合规", "不合法", "非法", "否", "interdit", "illégal", "non"})
_SEPARATORS = re.compile(r"[\s,;，；、]+")


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


class Exercise:
    """A question about one position of either game. Subclasses say what is asked (:attr:`question`), judge an
    answer (:meth:`answer`) and give the solution (:meth:`solution`)."""

    def __init__(self, game: GameContract) -> None:
        self.game = game.copy()  # the position as asked: the notebook may play on
        self.player = _player(game)

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
        return f"<p><b>?</b> {esc(self.question)}</p>"

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
            lines.append(_("  {count} legal move(s) are missing from your answer.").format(count=len(truth - picked)))
        return Reply(False, tuple(lines))

    def solution(self) -> str:
        return "\n".join(f"{n}. {move}: {verdict}"
                         for n, (move, verdict) in enumerate(zip(self.options, self.verdicts, strict=True), start=1))

    def _option(self, token: Any) -> int | None:
        text = str(token).strip()
        if text.isdecimal() and 1 <= int(text) <= len(self.options):
            return int(text)
        for n, move in enumerate(self.options, start=1):
            if " ".join(str(move).split()) == " ".join(text.split()):
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
        answer = str(answer)  # a move object writes itself in the notation the game reads
        try:
            verdict = self.game.check(answer)
        except GameError as error:
            return Reply(False, (_("The engine cannot read this move: {error}").format(error=error),))
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
