"""``cgt tour``: a short guided run through the algebra and every ruleset.

Each stop shows a line of Python and what it gives, on a built-in example
small enough that the whole tour takes a few seconds. A ruleset whose
module cannot be imported is named and skipped, not a traceback.

>>> import io
>>> from rich.console import Console
>>> console = Console(file=io.StringIO(), width=100, color_system=None)
>>> tour(console)
>>> text = console.file.getvalue()
>>> "±1" in text and "Wythoff" in text and "The bear" in text
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import cgt
from cgt.games.registry import RulesetError, get

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console

__all__ = ["STOPS", "tour"]


def _algebra(say: Callable[[str, Any, str], None]) -> None:
    g = cgt.parse("{2|-1/2}")
    assert isinstance(g, cgt.Game)  # a short game: its mean and temperature below
    say('g = cgt.parse("{2|-1/2}")', g, "a game is {Left's options | Right's options}")
    say("g.outcome", g.outcome, "N: whoever moves first wins")
    say("g + g", g + g, "the hot parts cancel: a number")
    say("g.mean, g.temperature", f"{g.mean}, {g.temperature}",
        "worth 3/4 on average; a move is worth 5/4")
    say('cgt.game([1, "*"], [-1])', cgt.game([1, "*"], [-1]), "* is dominated by 1")
    say('cgt.parse("^") > 0, cgt.star == 0', f"{cgt.UP > 0}, {cgt.star == 0}",
        "up is positive; star is fuzzy")
    say('cgt.parse("*2 + *3")', cgt.parse("*2 + *3"), "nimbers add like Nim heaps: 2 xor 3")


def _ruleset(name: str, words: tuple[str, ...], code: str, show: Callable[[Any], tuple[str, Any]],
             comment: str) -> Callable[[Callable[[str, Any, str], None]], None]:
    """A stop on ruleset ``name``: the position of the command-line ``words``,
    which the Python ``code`` also builds (shown to the reader)."""

    def stop(say: Callable[[str, Any, str], None]) -> None:
        ruleset = get(name)
        position = ruleset.position(words)
        expression, value = show(position)
        say(f"{code}{expression}", value, comment)

    stop.__name__ = name
    return stop


def _value(p: Any) -> tuple[str, Any]:
    return ".value", p.value


def _grundy(p: Any) -> tuple[str, Any]:
    return ".grundy", p.grundy


def _winning(p: Any) -> tuple[str, Any]:
    return ".winning_moves()", ", ".join(str(q) for q in p.winning_moves())


def _result(p: Any) -> tuple[str, Any]:
    return ".result", p.result


def _both(p: Any) -> tuple[str, Any]:
    return ".left_result, .right_result", f"{p.left_result}, {p.right_result}"


#: (title, stop) in the order of the tour.
STOPS: list[tuple[str, Callable[[Callable[[str, Any, str], None]], None]]] = [
    ("The algebra of games", _algebra),
    ("Nim", _ruleset(
        "nim", ("3", "4", "5"), "Nim([3, 4, 5])",
        _winning, "value *2: the one move to a P-position",
    )),
    ("Subtraction game", _ruleset(
        "subtraction", ("2,3,7", "20"), "Subtraction({2, 3, 7}, 20)",
        _grundy, "S = {2,3,7}: period 5",
    )),
    ("Wythoff", _ruleset(
        "wythoff", ("3", "5"), "Wythoff(3, 5)",
        _grundy, "(⌊2φ⌋, ⌊2φ²⌋): a P-position",
    )),
    ("Chomp", _ruleset(
        "chomp", ("3x4",), "Chomp.rectangle(3, 4)",
        _winning, "the first player wins",
    )),
    ("Babylone", _ruleset(
        "babylone", ("3x2",), "Babylone.start(colors=3, per_color=2)",
        lambda p: (".outcome", p.outcome), "3 colours x 2 bricks: the second player wins",
    )),
    ("Heap games", _ruleset(
        "heap", ("0.77", "10"), 'HeapGame("0.77")(10)',
        _grundy, "Kayles with ten pins",
    )),
    ("Alquerkonane", _ruleset(
        "alquerkonane", ("O./.O/.X/X.",), 'Alquerkonane("O./.O/.X/X.")',
        _value, "the 4x2 two-row start is a switch",
    )),
    ("Domineering", _ruleset(
        "domineering", ("2x3",), "Domineering.rectangle(2, 3)",
        _value, "hot: first move worth a lot",
    )),
    ("Konane", _ruleset(
        "konane", ("xo.o.",), 'Konane("xo.o.")',
        _value, "one double jump for Left",
    )),
    ("Clobber", _ruleset(
        "clobber", ("xoo",), 'Clobber("xoo")',
        _value, "down: Right is slightly ahead",
    )),
    ("Amazons", _ruleset(
        "amazons", ("x.o",), 'Amazons("x.o")',
        _value, "whoever moves first takes the middle square",
    )),
    ("Fission", _ruleset(
        "fission", ("...|.x.|x.#|...",), 'Fission("...|.x.|x.#|...")',
        _value, "hot: Left's split is worth two moves",
    )),
    ("Toads and Frogs", _ruleset(
        "toads-and-frogs", ("ttt..fff",), 'ToadsAndFrogs("ttt..fff")',
        _value, "±1/8",
    )),
    ("Backsliding Toads and Frogs", _ruleset(
        "backsliding-toads-and-frogs", ("tt.f",), 'BackslidingToadsAndFrogs("tt.f")',
        _value, "on: the toads can always step back and forth",
    )),
    ("Fox and Geese", _ruleset(
        "fox-and-geese", ("F.../..../..../.G.G",), 'FoxAndGeese("F.../..../..../.G.G")',
        _value, "over: the geese pen the fox in with no move to spare",
    )),
    ("Hackenbush", _ruleset(
        "hackenbush", ("BRR",), 'Hackenbush("BRR")',
        _value, "a blue edge under two red",
    )),
    ("Col", _ruleset(
        "col", ("0L-1",), 'Col("0L-1")',
        _value, "a blue neighbour already: worth 1/2",
    )),
    ("Snort", _ruleset(
        "snort", ("0-1-2",), 'Snort("0-1-2")',
        _value, "hot: ±2 on a path of three",
    )),
    ("Cutcake", _ruleset(
        "cutcake", ("2x3", "+", "1x4"), 'Cutcake.parse("2x3 + 1x4")',
        _value, "integers: a cold game",
    )),
    ("Eatcake", _ruleset(
        "eatcake", ("8x3",), "Eatcake(8, 3)",
        _value, "eat a column or a row: infinitesimals",
    )),
    ("Maundy Cake", _ruleset(
        "maundy-cake", ("8x5",), "MaundyCake(8, 5)",
        _value, "cut into equal parts: integers",
    )),
    ("Toppling Dominoes", _ruleset(
        "toppling-dominoes", ("lrrlrrl",), 'TopplingDominoes("lrrlrrl")',
        _value, "Tiny(1/2), in CGSuite's tests",
    )),
    ("Partizan subtraction", _ruleset(
        "partizan-subtraction", ("{1,3|2,3}", "6"), "PartizanSubtraction({1, 3}, {2, 3}, 6)",
        _value, "each player takes from a set of their own",
    )),
    ("Partizan Euclid", _ruleset(
        "partizan-euclid", ("8,7",), "PartizanEuclid(8, 7)",
        _value, "Euclid's algorithm, partizan: ^5",
    )),
    ("Cram", _ruleset(
        "cram", ("3x4",), "Cram.rectangle(3, 4)",
        _grundy, "impartial Domineering",
    )),
    ("Arc Kayles", _ruleset(
        "arc-kayles", ("0-1-2-3-4-5",), 'ArcKayles("0-1-2-3-4-5")',
        _grundy, "a path is Dawson's Kayles",
    )),
    ("Turning Turtles", _ruleset(
        "coins", ("THTHHT",), 'TurningTurtles("THTHHT")',
        _grundy, "a CoinRow: Nim in coins, heaps 2, 4, 5",
    )),
    ("Nimstring", _ruleset(
        "nimstring", ("g-0-1-2-g", "1-g"), 'Nimstring("g-0-1-2-g 1-g")',
        lambda p: (".nimstring_value", p.nimstring_value),
        "Strings and Coins: worth *2 in any sum",
    )),
    ("Fibonacci Nim", _ruleset(
        "fibonacci-nim", ("10",), "FibonacciNim(10)",
        _grundy, "10 = 8 + 2: take 2 (Whinihan)",
    )),
    ("Quicksort", _ruleset(
        "quicksort", ("4", "1", "6", "5", "7", "3", "8", "2"),
        "Quicksort([4, 1, 6, 5, 7, 3, 8, 2])",
        _grundy, "pivot as quicksort does: *5",
    )),
    ("Childish Hackenbush", _ruleset(
        "childish-hackenbush", ("g-a:B", "a-b:B", "a-c-d:RB"),
        'ChildishHackenbush("g-a:B a-b:B a-c-d:RB")',
        _value, "nothing may fall from a blue or red chop: 2",
    )),
    ("Ski Jumps", _ruleset(
        "ski-jumps", (".L...|.R...|.....",), 'SkiJumps(".L...|.R...|.....")',
        _value, "Left's jumper may leap over Right's skier: 5/2",
    )),
    ("GenClobber", _ruleset(
        "gen-clobber", ("xox|ox.",), 'GenClobber("xox|ox.")',
        _value, "CGSuite's Clobber family; --variant kings, rooks, queens, ...",
    )),
    ("NoGo", _ruleset(
        "nogo", ("1x4",), "NoGo.rectangle(1, 4)",
        _value, "no capture, no suicide: a strip of 4 is 0 (MCGS)",
    )),
    ("Partizan Arc Kayles", _ruleset(
        "partizan-arc-kayles", ("llr",), 'PartizanArcKayles("llr")',
        _value, "blue and red edges, in CGSuite's notation: 1/2",
    )),
    ("Weighted Arc Kayles", _ruleset(
        "weighted-arc-kayles", ("0-1", ":", "3,5"), 'WeightedArcKayles("0-1 : 3,5")',
        _grundy, "an edge used until an end weighs 0: three moves, *1",
    )),
    ("Push", _ruleset(
        "push", ("o.x",), 'Push("o.x")',
        _value, "x slides into the gap, pushing nothing: {3/2|3} = 2",
    )),
    ("Shove", _ruleset(
        "shove", ("o.x",), 'Shove("o.x")',
        _value, "everything left of x moves; o falls off: {2|3} = 5/2",
    )),
    ("Spawning", _ruleset(
        "spawning", ("1-3", "3", "5"), 'HeapSum(Spawning("1-3"), (3, 5))',
        _grundy, "Mock Turtles' heaps: 4 xor 8 = *12",
    )),
    ("Acrostic product", _ruleset(
        "heap-product", ("1+", "1+C", "3,4"),
        'ImpartialCoordinates(AcrosticProduct(Spawning("1+"), Spawning("1+C")), ((3, 4),))',
        _grundy, "Strip and Streak (Winning Ways): *2",
    )),
    ("Cake product", _ruleset(
        "cake-product", ("0.7", "0.7", "8,3"),
        'Coordinates(CakeProduct(HeapGame("0.7"), HeapGame("0.7")), ((8, 3),))',
        _value, "Eatcake's 8x3 (CGSuite): {^^|*}",
    )),
    ("Partizan join", _ruleset(
        "partizan-join", ("0.[3]", "0.3", "6"),
        'JoinedHeaps(PartizanJoin(HeapGame("0.[3]"), HeapGame("0.3")), (6,))',
        _value, "Left plays Nim, Right takes one: ^5",
    )),
    ("Elephants and Rhinos", _ruleset(
        "elephants-and-rhinos", ("tttt..fff",), 'ElephantsAndRhinos("tttt..fff")',
        _value, "no jumps (CGSuite): 1",
    )),
    ("Generalised Wythoff", _ruleset(
        "gen-wythoff", ("1", "3"), "GenWythoffPosition(GenWythoff(2), 1, 3)",
        _grundy, "r-Wythoff, r = 2: a P-position",
    )),
    ("Fjords", _ruleset(
        "fjords", ("0L-1-2R",), 'Fjords("0L-1-2R")',
        _value, "colour next to your own colour: {*|*} = 0",
    )),
    ("Quelhas", _ruleset(
        "quelhas", ("2x3",), "Quelhas.rectangle(2, 3)",
        _value, "Domineering with runs of any length: {2|-1}; cgt-tools plays it misère",
    )),
    ("Digraph Placement", _ruleset(
        "digraph-placement", ("0L>1R",), 'DigraphPlacement("0L>1R")',
        _value, "Left's vertex points to Right's: 1/2",
    )),
    ("The bear and the puppies", _ruleset(
        "ourson", ("0450",), 'Ourson.parse("0450")',
        _result, "loopy: the puppies block the bear",
    )),
    ("Tic-tac-toe", _ruleset(
        "tictactoe", (".../.../...",), "TicTacToe()",
        _result, "a draw with best play",
    )),
]


def tour(console: Console, *, plain: bool = False) -> None:
    """Print the tour on ``console``; ``plain``: no box, no rule, no colour
    (titles underlined with dashes), as ``cgt tour`` writes to a file or a pipe."""
    from rich.panel import Panel
    from rich.pretty import Pretty
    from rich.rule import Rule
    from rich.text import Text

    from cgt.notation.render import game_rich

    welcome = Text.assemble(
        ("cgt", "bold"), ": exact values of combinatorial games.\n",
        "A game is a Conway form {L | R}. Colours throughout: ",
        ("Left", "bold blue"), ", ", ("Right", "bold red"), ", ",
        ("first player wins", "bold green"), ", ", ("second player wins", "bold yellow"), ".")
    if plain:  # no colours to explain
        welcome = Text(welcome.plain.split(" Colours")[0])
    console.print(welcome if plain else Panel(welcome, title="the tour", title_align="left",
                                              expand=False))

    def say(code: str, value: Any, comment: str) -> None:
        shown = game_rich(value) if isinstance(value, cgt.Game) else (
            Text(str(value)) if not isinstance(value, (list, dict)) else Pretty(value))
        line = Text.assemble((">>> ", "dim"), (code, "bold"), "\n")
        console.print(line, end="")
        console.print(shown, end="")
        console.print(Text(f"      # {comment}", style="dim italic"))

    def heading(title: str) -> None:
        if plain:
            console.print(Text(f"\n{title}\n{'-' * len(title)}"))
        else:
            console.print(Rule(Text(title, style="bold"), align="left", style="dim"))

    for title, stop in STOPS:
        heading(title)
        try:
            stop(say)
        except RulesetError as error:
            console.print(Text(f"(skipped: {error})", style="yellow"))
    if not plain:
        console.print(Rule(style="dim"))
    console.print(Text.assemble(
        "\n" if plain else "", "Next: ", ("cgt report nim 3 4 5", "bold"), ", ",
        ("cgt table wythoff", "bold"), ", ", ("cgt tree \"{0,*|0,*,{1|0}}\"", "bold"), ", ",
        ("cgt repl", "bold"), "; every command has --help."))
