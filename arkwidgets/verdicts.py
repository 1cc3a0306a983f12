"""Verdicts, violations and the exceptions that carry them.

A verdict lists *every* broken rule, each with the id of ``rules.md`` and one sentence that names the cards and
numbers involved, because a learner who fixes one problem should not be surprised by the next.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "GameError",
    "IllegalMove",
    "IllegalPlacement",
    "NotationError",
    "Verdict",
    "Violation",
]


@dataclass(frozen=True, slots=True, init=False)
class Violation:
    """One broken rule, as data: the rule id (``"P-4"``, ``"N-BUILD-7"``), a message id and its arguments.

    The sentence is written only when it is read (:attr:`message`), in the language in force then, so a verdict can
    be shown again in any language without judging again (:meth:`message_in`), and no decision can depend on its
    words. The message id is the English template (a gettext msgid, marked with ``N_``); each argument is a value
    whose ``str()`` is written at read time in the language in force (numbers, ids, or objects such as a card label
    that translate themselves). Both games use this one type.
    """

    rule: str
    template: str
    args: tuple[tuple[str, object], ...]

    def __init__(self, rule: str, template: str, /, **args: object) -> None:
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "template", template)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    @property
    def arguments(self) -> dict[str, object]:
        """The message's arguments by name."""
        return dict(self.args)

    @property
    def message(self) -> str:
        """The sentence in the language in force now."""
        from .i18n import _

        text = _(self.template)
        if not self.args:
            return text
        return text.format(**{name: str(value) for name, value in self.args})

    def message_in(self, lang: str) -> str:
        """The sentence in another language (``"en"``, ``"zh"``, ``"fr"``), without judging again."""
        from .i18n import language

        with language(lang):
            return self.message

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to "may I do this?": every violation (none: legal). A game may add what the move would lead to
    (Ark's :class:`~arkwidgets.ark.cabins.ArkVerdict` adds the tilt after a placement)."""

    violations: tuple[Violation, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    @property
    def rules(self) -> tuple[str, ...]:
        """The ids of the broken rules, in the order they were found."""
        return tuple(v.rule for v in self.violations)

    def __bool__(self) -> bool:
        return self.legal

    def __str__(self) -> str:
        from .i18n import _

        if self.legal:
            return _("legal")
        return _("illegal — {reasons}").format(reasons=_("; ").join(str(v) for v in self.violations))

    def _repr_html_(self) -> str:
        from .i18n import _
        from .markup import esc

        if self.legal:
            return f"<b>✔</b> {esc(str(self))}"
        items = "".join(f"<li><b>{esc(v.rule)}</b> {esc(v.message)}</li>" for v in self.violations)
        return f"<b>✘ {esc(_('illegal'))}</b><ul>{items}</ul>"


class GameError(Exception):
    """Base class of every error arkwidgets raises on purpose, in either game (Ark calls it ``ArkError``)."""


class NotationError(GameError, ValueError):
    """Text that is not valid ark or move notation; the message points at the offending part."""


class _RuleError(GameError, ValueError):
    def __init__(self, violations: tuple[Violation, ...] | list[Violation], what: str = ""):
        self.violations = tuple(violations)
        lead = f"{what}: " if what else ""
        super().__init__(lead + "; ".join(str(v) for v in self.violations))

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(v.rule for v in self.violations)


class IllegalPlacement(_RuleError):
    """A card may not go where it was asked to; ``.violations`` lists every broken rule."""


class IllegalMove(_RuleError):
    """A move the game refuses; ``.violations`` lists every reason. The game is unchanged."""
