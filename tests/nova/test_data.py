"""The shipped data and the tracks read from it (N-COMP, N-APP, N-CP, N-REP, N-DISP, N-CARDS, N-END, NC-2 … NC-7).

The comparison with the shared folder the data was copied from is a tool, not a test (the folder is beside some
clones only): ``python tools/check_shared.py ../shared``; its own tests are at the end of this file."""

from __future__ import annotations

import importlib.util
import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arkwidgets.nova.data import read_text
from arkwidgets.nova.tracks import TRACKS, load_tracks

DATA = Path(__file__).resolve().parents[2] / "arkwidgets" / "nova" / "data"
ROOT = Path(__file__).resolve().parents[2]


def _check_shared():  # the scripts under tools/ are not a package
    spec = importlib.util.spec_from_file_location("check_shared", ROOT / "tools" / "check_shared.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FILES = list(_check_shared().DATA_FILES)


def test_validate_py_passes_on_the_package_copy():
    """The shared checker, run on the package's own copy (it resolves paths from its own location)."""
    done = subprocess.run([sys.executable, str(DATA / "validate.py")], capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    last = done.stdout.strip().splitlines()[-1]
    passed, failed = last.split(" passed, ")
    assert int(passed) > 3000 and failed == "0 failed"


@pytest.mark.parametrize("name", FILES)
def test_every_data_file_is_readable_as_a_package_resource(name):
    assert read_text(name) == (DATA / name).read_text(encoding="utf-8")


# ------------------------------------------------------------------------------------------------ appeal income
def test_ex_12_appeal_7_gives_11_income():
    """EX-12, N-BREAK-9: appeal 7 at a break pays 11 money."""
    assert TRACKS.income(7) == 11


def test_n_break_9_income_never_falls_and_reads_the_last_space_past_the_track():
    """N-BREAK-9 with ND-45: income is monotone, 5 at appeal 0, and past the last space stays at its value."""
    incomes = [TRACKS.income(a) for a in range(TRACKS.appeal_max + 1)]
    assert incomes[0] == 5 and all(b - a in (0, 1) for a, b in itertools.pairwise(incomes))
    assert TRACKS.income(TRACKS.appeal_max + 20) == incomes[-1]
    with pytest.raises(ValueError, match="below 0"):
        TRACKS.income(-1)


def test_n_set_13_start_appeal_by_turn_order_and_solo():
    """N-SET-13: 0, 1, 2, 3 by turn order; N-SOLO: the solo game's own start appeal."""
    assert [TRACKS.appeal_start(i, 4) for i in range(4)] == [0, 1, 2, 3]
    assert TRACKS.appeal_start(0, 1) == TRACKS.solo_start_appeal == 20
    with pytest.raises(ValueError, match="turn position 2"):
        TRACKS.appeal_start(2, 2)


# -------------------------------------------------------------------------------------------------- end, targets
def test_ex_15_targets_and_victory_points():
    """EX-15, N-END-1, N-END-8, N-END-10: CP 16 → target 76, CP 18 → 70; Blue (72, 16) −4, Red (79, 18) +9."""
    assert TRACKS.target(16) == 76 and TRACKS.target(18) == 70
    assert TRACKS.victory_points(72, 16) == -4
    assert TRACKS.victory_points(79, 18) == 9


def test_ex_13_cp_20_target_64_triggers_the_end():
    """EX-13, N-END-2, N-END-10: appeal 64 with CP 20 triggers the end with VP 0; one appeal less does not."""
    assert TRACKS.target(20) == 64
    assert TRACKS.end_triggered(64, 20) and TRACKS.victory_points(64, 20) == 0
    assert not TRACKS.end_triggered(63, 20)


@given(st.integers(0, 150), st.integers(0, 60))
def test_n_end_2_trigger_is_appeal_at_least_target(appeal, cp):
    """N-END-2: the end is triggered exactly when appeal ≥ target(CP), i.e. VP ≥ 0."""
    assert TRACKS.end_triggered(appeal, cp) == (appeal >= TRACKS.target(cp))
    assert TRACKS.victory_points(appeal, cp) == appeal - TRACKS.target(cp)


def test_n_end_1_targets_fall_as_conservation_rises_even_past_the_track():
    """N-END-1 with ND-45: each CP lowers the target (2 per CP to 10, 3 per CP after, also past 41)."""
    steps = [TRACKS.target(c) - TRACKS.target(c + 1) for c in range(60)]
    assert steps[:10] == [2] * 10 and set(steps[10:]) == {3}
    with pytest.raises(ValueError):
        TRACKS.target(-1)


def test_n_cp_thresholds_2_5_8_10():
    """N-CP, ND-3: thresholds at 2 (upgrade or worker), 5 and 8 (money or a bonus tile), 10 (an effect)."""
    assert [t.at for t in TRACKS.conservation_thresholds] == [2, 5, 8, 10]
    assert TRACKS.conservation_threshold(2).choices == ("upgrade_action_card", "activate_extra_worker")
    assert "money_5" in TRACKS.conservation_threshold(5).choices
    assert TRACKS.conservation_threshold(10).choices == () and TRACKS.conservation_threshold(10).effect
    assert TRACKS.conservation_threshold(3) is None


# ---------------------------------------------------------------------------------------- reputation and display
def test_n_rep_3_cap_9_without_cards_ii_15_with():
    """N-REP-1, N-REP-3: the track runs 1–15; without Cards II the marker stops at 9."""
    assert (TRACKS.reputation_min, TRACKS.reputation_start, TRACKS.reputation_max) == (1, 1, 15)
    assert TRACKS.reputation_limit(cards_ii=False) == 9 == TRACKS.reputation_cap
    assert TRACKS.reputation_limit(cards_ii=True) == 15


def test_n_disp_2_reputation_4_in_folder_3_and_10_in_folder_5():
    """N-DISP-2, N-DISP-3: rep 4 lies in folder 3 (range 1–3), rep 10 in folder 5."""
    assert TRACKS.folder_of(4) == 3 and TRACKS.folder_of(10) == 5
    assert TRACKS.reputation_range(4) == range(1, 4)
    assert list(TRACKS.reputation_range(1)) == [1] and list(TRACKS.reputation_range(15)) == [1, 2, 3, 4, 5, 6]


def test_n_disp_3_folders_never_shrink_as_reputation_rises():
    folders = [TRACKS.folder_of(r) for r in range(1, 16)]
    assert folders == sorted(folders) and folders[0] == 1 and folders[-1] == 6
    with pytest.raises(ValueError, match="off the track"):
        TRACKS.folder_of(16)
    with pytest.raises(ValueError, match="off the track"):
        TRACKS.folder_of(0)


def test_n_rep_2_and_n_rep_7_reputation_bonuses():
    """N-REP-2, N-REP-7: space 5 carries the upgrade; spaces without a bonus give None."""
    assert TRACKS.reputation_bonus(5) == "upgrade_action_card"
    assert TRACKS.reputation_bonus(8) == "activate_extra_worker"
    assert [TRACKS.reputation_bonus(s) for s in range(1, 5)] == [None] * 4


# -------------------------------------------------------------------------------------------------- break, cards
def test_n_set_1_break_lengths_by_player_count():
    """N-SET-1, NC-4: 9 / 12 / 15 spaces for 2 / 3 / 4 players; solo has none (N-SOLO)."""
    assert [TRACKS.break_length(p) for p in (2, 3, 4)] == [9, 12, 15]
    with pytest.raises(ValueError, match="1 players"):
        TRACKS.break_length(1)


def test_ex_2_cards_ii_strength_5_takes_4_discards_1():
    """EX-2, N-CARDS-4: Cards II at strength 5 takes 4 and discards 1."""
    assert TRACKS.cards_draw("II", 5) == (4, 1)


def test_n_cards_2_level_i_never_draws_more_than_3():
    """N-CARDS-2, NC-2: Cards I draws at most 3."""
    assert max(TRACKS.cards_draw("I", s)[0] for s in range(1, 9)) == 3


@pytest.mark.parametrize("level", ["I", "II"])
def test_nd_24_cards_strength_above_5_reads_as_5(level):
    """ND-24: the Cards table reads strength 6, 7, 8 as 5."""
    assert {TRACKS.cards_draw(level, s) for s in (5, 6, 7, 8)} == {TRACKS.cards_draw(level, 5)}


def test_n_cards_3_and_5_snap_strengths_and_bad_levels():
    """N-CARDS-3: snap from strength 5 at level I; N-CARDS-5: from 3 at level II."""
    assert TRACKS.snap_min_strength("I") == 5 and TRACKS.snap_min_strength("II") == 3
    with pytest.raises(ValueError, match="'III'"):
        TRACKS.cards_draw("III", 2)
    with pytest.raises(ValueError, match="below 1"):
        TRACKS.cards_draw("I", 0)


def test_n_assoc_12_donation_costs_2_players():
    """N-ASSOC-12, EX-10 (5 then 7), NC-12: the 2-player donation order, then the overflow cost."""
    costs = [TRACKS.donation_cost(i, 2) for i in range(6)]
    assert costs[:4] == list(TRACKS.donation_costs_2p) and costs[1:3] == [5, 7] and costs[4:] == [12, 12]
    with pytest.raises(ValueError, match="NC-12"):
        TRACKS.donation_cost(0, 3)


def test_n_set_16_setup_numbers():
    """N-SET-15, N-SET-16, N-SET-17, N-BREAK-5: 25 money, draw 8 keep 4, 2 final scoring cards, 1 of 4 workers."""
    s = TRACKS.setup
    assert (s.money, s.hand_draw, s.hand_keep, s.final_scoring_cards) == (25, 8, 4, 2)
    assert (s.workers_start_active, s.workers_total, s.display_size) == (1, 4, 6)
    assert (s.hand_limit, s.hand_limit_with_university) == (3, 5)


def test_n_build_4_and_n_build_10_build_numbers():
    """N-BUILD-4 (2 money per hex), N-BUILD-10 (kiosks 3 apart), N-BUILD-14 (+1), N-BUILD-16 (+7)."""
    assert TRACKS.build_cost_per_space == 2 and TRACKS.kiosk_min_distance == 3
    assert TRACKS.pavilion_appeal == 1 and TRACKS.full_cover_appeal == 7 and TRACKS.x_token_max == 5


def test_load_tracks_refuses_folders_that_leave_a_gap():
    raw = json.loads(read_text("tracks.json"))
    raw["reputation"]["display_range_by_folder"]["2"] = [3, 3]
    with pytest.raises(ValueError, match="display folders"):
        load_tracks(json.dumps(raw))


# ------------------------------------------------------------------------------- tools/check_shared.py, on a copy
@pytest.fixture
def shared_copy(tmp_path):
    """A shared folder made from the repository's own copy: the data files and a specification defining every id
    of rule_ids.txt in words of its own."""
    tool = _check_shared()
    for name in tool.DATA_FILES:
        (tmp_path / "nova" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "nova" / name).write_bytes((DATA / name).read_bytes())
    ids = sorted(tool.package_ids())
    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "nova-rules.md").write_text(
        "# spec\n\n" + "".join(f"- {rule} a sentence of the specification about {rule}.\n" for rule in ids),
        encoding="utf-8")
    return tmp_path


def test_check_shared_agrees_with_a_faithful_copy(shared_copy, capsys):
    tool = _check_shared()
    assert tool.main([str(shared_copy)]) == 0
    assert "the repository agrees" in capsys.readouterr().out
    assert tool.main([str(shared_copy / "nova")]) == 0  # the nova folder itself names the same place


def test_check_shared_names_every_difference(shared_copy, capsys):
    """A changed data file, an id the specification adds, and a summary copied from the specification: one line
    each, exit status 1."""
    tool = _check_shared()
    (shared_copy / "nova" / "tracks.json").write_text("{}", encoding="utf-8")
    spec = shared_copy / "spec" / "nova-rules.md"
    from arkwidgets.nova.rulebook import RULES

    rule, stranger = "N-BUILD-8", "-".join(("N", "ZZZ", "1"))  # an id nobody defines (spelt so no ledger counts it)
    spec.write_text(spec.read_text(encoding="utf-8").replace(f"- {rule} a sentence of the specification about "
                                                             f"{rule}.", f"- {rule} {RULES[rule]}")
                    + f"- {stranger} a rule the repository has never heard of.\n", encoding="utf-8")
    assert tool.main([str(shared_copy)]) == 1
    out = capsys.readouterr().out
    assert "tracks.json: arkwidgets/nova/data/tracks.json differs" in out
    assert f"{stranger}: defined by the specification, missing from arkwidgets/nova/rule_ids.txt" in out
    assert f"{rule}: the summary repeats the specification" in out
    assert "3 differences" in out


def test_check_shared_says_when_the_folder_is_missing(tmp_path, capsys):
    assert _check_shared().main([str(tmp_path / "nowhere")]) == 2
    assert "not found" in capsys.readouterr().err
