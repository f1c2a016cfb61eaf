"""Notakto's misère quotient against the one Plambeck and Whitehead print.

Notakto is tic-tac-toe where both players make X's and whoever completes
three in a row loses; a position is a sum of 3 x 3 boards, a board with
three in a row being out of play. Plambeck and Whitehead ("The Secrets of
Notakto: Winning at X-only Tic-Tac-Toe", arXiv 1301.1672, 2013) give its
misère quotient, of order 18:

    Q = ⟨a, b, c, d | a² = 1, b³ = b, b²c = c, c³ = ac², b²d = d, cd = ad, d² = c²⟩,
    P = {a, b², bc, c²},

with the 18 normal forms 1, a, b, ab, b², ab², c, ac, bc, abc, c², ac², bc²,
abc², d, ad, bd, abd, and a figure giving the element of every 3 x 3
board up to symmetry. The paper's text is not in the reference corpus
here (only its opening), so the presentation, the P-portion and the board
values are taken from two independent transcriptions of it in public code,
which agree with each other board by board:

- ``schore/notactoe`` (commit 3d5b5ba), ``src/tictactoe/reduceboard.cljs``
  (the relations as rewriting rules, the 18 normal forms, the four
  P-elements) and ``src/tictactoe/board.cljs`` (the value of every board up
  to symmetry, "from the paper");
- a Python solver citing the paper (its ``merge_state`` docstring writes
  ``Q = < a, b, c, d | aa = 1, bbb = b, bbc = c, ccc = acc, bbd = d, cd = ad,
  dd = cc>``, ``P_POSITION = ['a', 'bb', 'bc', 'cc']``, and a table of the
  boards whose value is not 1).

Plambeck's own blog ("Notakto: X-only Tic-Tac-Toe", miseregames.wordpress.com)
states the counts: "The misere quotient of X-only Tic Tac Toe has eighteen
elements and four P-position types". And in the Numberphile video's
description Plambeck corrects the video: the board with one X in a corner
and one in the middle "is a b and not a b^2", as the table below has it.

The boards are the tokens of :func:`misere_heap_quotient` (a token's options
are the boards one X further, or none when the X completes a line), so what
is checked is the library's quotient construction on a game that is not a
heap game.
"""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.impartial.misere import MisereSolver
from cgt.impartial.misere_quotient import MisereQuotient, misere_heap_quotient

#: The cells are numbered 0 .. 8, row by row from the top left.
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
#: A quarter turn and a mirror: cell ``i`` of the image is cell ``p[i]`` of the board.
TURN = (6, 3, 0, 7, 4, 1, 8, 5, 2)
MIRROR = (2, 1, 0, 5, 4, 3, 8, 7, 6)

#: The paper's figure: the element of each board (its X's) whose element is
#: not 1, one board of each class up to symmetry; every other board that is
#: still in play is 1.
PAPER_BOARDS: dict[str, list[tuple[int, ...]]] = {
    "c": [()],
    "c²": [(4,)],
    "ad": [(0, 1)],
    "a": [(0, 8), (1, 3), (1, 7), (0, 1, 6), (0, 2, 4), (0, 2, 7), (0, 4, 5), (0, 1, 3, 4),
          (0, 1, 3, 5), (0, 1, 3, 8), (0, 1, 7, 8), (0, 2, 6, 8), (1, 3, 5, 7),
          (0, 1, 4, 5, 6), (0, 1, 5, 6, 7), (0, 1, 5, 6, 8), (0, 1, 3, 5, 7, 8)],
    "b": [(0, 2), (0, 4), (0, 5), (1, 4), (0, 1, 3), (1, 3, 5), (0, 1, 4, 5), (0, 1, 4, 6),
          (0, 1, 5, 6), (0, 1, 6, 7), (0, 1, 6, 8), (0, 2, 4, 7), (0, 4, 5, 7),
          (0, 1, 3, 5, 7), (0, 1, 3, 5, 8)],
    "ab": [(0, 1, 4), (0, 2, 6), (1, 3, 4), (0, 1, 5, 7), (0, 1, 5, 8)],
    "d": [(0, 1, 5), (0, 1, 7), (0, 1, 8)],
}
PAPER_P = ("a", "b²", "bc", "c²")
PAPER_ORDER = 18

# -- the paper's monoid: exponents of a, b, c, d reduced by its relations ----------------

Word = tuple[int, int, int, int]


def _reduce(w: Word) -> Word:
    """The normal form of ``a^i b^j c^k d^l`` under the seven relations."""
    a, b, c, d = w
    while True:
        if d >= 2:                  # d² = c²
            c, d = c + 2, d - 2
        elif c >= 1 and d >= 1:     # cd = ad
            a, c = a + 1, c - 1
        elif c >= 3:                # c³ = ac²
            a, c = a + 1, c - 1
        elif b >= 2 and (c or d):   # b²c = c, b²d = d
            b -= 2
        elif b >= 3:                # b³ = b
            b -= 2
        elif a >= 2:                # a² = 1
            a -= 2
        else:
            return (a, b, c, d)


def _times(v: Word, w: Word) -> Word:
    return _reduce((v[0] + w[0], v[1] + w[1], v[2] + w[2], v[3] + w[3]))


def _parse(text: str) -> Word:
    """``"ab²"`` as exponents."""
    exps = [0, 0, 0, 0]
    for letter, power in zip(text, text[1:] + " ", strict=True):
        if letter in "abcd":
            exps["abcd".index(letter)] += 2 if power == "²" else 1
    return _reduce((exps[0], exps[1], exps[2], exps[3]))


# -- the boards as tokens ----------------------------------------------------------------


def _image(board: int, perm: tuple[int, ...]) -> int:
    return sum(1 << i for i in range(9) if board >> perm[i] & 1)


def _canonical(board: int) -> int:
    """The least of the eight images of a board under the square's symmetries."""
    images = []
    b = board
    for _ in range(4):
        images += [b, _image(b, MIRROR)]
        b = _image(b, TURN)
    return min(images)


def _in_play(board: int) -> bool:
    return not any(all(board >> i & 1 for i in line) for line in LINES)


@cache
def _boards() -> list[int]:
    """The boards in play up to symmetry, fullest first, so that a board's
    options come before it (token 1 is the first)."""
    found = {_canonical(b) for b in range(512) if _in_play(b)}
    return sorted(found, key=lambda b: (-bin(b).count("1"), b))


def _options(n: int) -> list[tuple[int, ...]]:
    """The moves from board ``n``: to the board one X further, or to nothing
    when the X completes a line."""
    boards = _boards()
    token = _tokens()
    board = boards[n - 1]
    moves = []
    for cell in range(9):
        if not board >> cell & 1:
            child = board | 1 << cell
            moves.append((token[_canonical(child)],) if _in_play(child) else ())
    return moves


@cache
def _tokens() -> dict[int, int]:
    return {b: n for n, b in enumerate(_boards(), start=1)}


@cache
def _quotient() -> MisereQuotient:
    return misere_heap_quotient(_options, len(_boards()), check_stability=False)


def _paper_value(board: int) -> Word:
    for word, boards in PAPER_BOARDS.items():
        for cells in boards:
            if _canonical(sum(1 << i for i in cells)) == board:
                return _parse(word)
    return (0, 0, 0, 0)


def test_the_paper_monoid_has_eighteen_normal_forms_and_four_p_elements():
    """The transcribed relations are the paper's: they close on exactly its
    18 normal forms (a check on the transcription, before any game)."""
    gens = [_parse(x) for x in "abcd"]
    elements = {(0, 0, 0, 0)}
    frontier = list(elements)
    while frontier:
        x = frontier.pop()
        for g in gens:
            y = _times(x, g)
            if y not in elements:
                elements.add(y)
                frontier.append(y)
    assert len(elements) == PAPER_ORDER
    assert {_parse(p) for p in PAPER_P} <= elements


def test_notakto_quotient_has_eighteen_elements_and_four_p_positions():
    """Plambeck's blog: "eighteen elements and four P-position types"."""
    q = _quotient()
    assert q.order == PAPER_ORDER
    assert len(q.p_portion) == len(PAPER_P)


def test_notakto_quotient_is_the_papers_board_by_board():
    """The map sending each board's element to the paper's value of that board
    is well defined, multiplicative, one to one onto the paper's 18 elements,
    and sends the P-portion onto ``{a, b², bc, c²}``: the quotient, its
    presentation, its P-portion and its pretending function are the paper's."""
    q = _quotient()
    phi: dict[int, Word] = {}
    for n, board in enumerate(_boards(), start=1):
        x, value = q.pretending[n], _paper_value(board)
        assert phi.setdefault(x, value) == value, f"board {board:09b}: {value} vs {phi[x]}"
    assert phi.setdefault(0, (0, 0, 0, 0)) == (0, 0, 0, 0)  # the empty sum is 1
    changed = True
    while changed:
        changed = False
        for x, vx in list(phi.items()):
            for y, vy in list(phi.items()):
                z, vz = q.table[x][y], _times(vx, vy)
                if z not in phi:
                    phi[z] = vz
                    changed = True
                assert phi[z] == vz
    assert len(phi) == q.order == PAPER_ORDER
    assert len(set(phi.values())) == PAPER_ORDER
    assert {phi[x] for x in q.p_portion} == {_parse(p) for p in PAPER_P}


def test_the_opening_moves_of_a_single_board():
    """The MathOverflow answer the paper quotes: on one board the first player
    wins by playing in the centre, and any other first move loses."""
    q, token = _quotient(), _tokens()
    in_p = [q.pretending[token[_canonical(1 << cell)]] in q.p_portion for cell in range(9)]
    assert in_p == [cell == 4 for cell in range(9)]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(1, 46), max_size=3))
def test_sums_of_boards_against_the_game_tree(tokens):
    """The quotient decides random sums of boards as the plain misère search
    of the sum's game tree does (no quotient, no simplification)."""
    q = _quotient()
    assert len(_boards()) == 46
    assert q.is_p_position(tokens) == (_searched().nim_value(tokens) == 0), tokens


@cache
def _searched() -> MisereSolver:
    return MisereSolver(_options)
