"""The explorer (cgt.display.explorer): its tree, its page, its server, its
widget, and the page itself clicked through in headless Chromium.

Values asserted here come from sources outside cgt's code paths under test:

- Domineering: every value the browser shows for a board is checked against
  cgt-py (cgt-tools, an independent Rust implementation) on the board the
  page draws, as tests/games/test_domineering.py does; 3×3 is ±1 and the
  2×3 and 3×2 boards left by a move at an edge are {2|-1/2} and {1/2|-2}
  (the known values of tests/games/test_domineering.py, checked there
  against cgt-py on every rectangle up to 4×4).
- ``{0,*|0,*,{1|0}}`` is *2 with the Right option {1|0} dominated, and
  ``{^|^}`` is ^^* with Left's ^ reversible through *: the examples of
  ``cgt tree`` (docs/command-line.md), worked by hand from the definitions
  of dominated and reversible options (Siegel, *CGT*, II.2).
- ``{2|-1}`` has mean 1/2 and temperature 3/2: a switch ``{x|y}`` with
  numbers x > y has mean (x+y)/2 and temperature (x-y)/2 (Siegel, *CGT*,
  II.5; *Lessons in Play*, ch. 6).
- Nim: a heap of 3 is *3, whose moves are to *2, * and 0 (Winning Ways, ch. 2).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
import threading
import time
from pathlib import Path
from urllib.request import urlopen

import pytest
from cgt_py_bridge import in_cgt_py, printed

import cgt
from cgt.cli.main import main
from cgt.display.explorer import Explorer, Mark, explore, explorer_html, make_server
from cgt.games.registry import get

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"


def domineering_3x3():
    return get("domineering").position(["3x3"])


# -- the tree -------------------------------------------------------------------------------


def test_the_root_of_domineering_3x3_is_plus_or_minus_one():
    tree = Explorer(domineering_3x3())
    assert tree.node(0)["value"] == "±1"
    facts = tree.describe("±1")
    assert (facts["outcome"], facts["left_stop"], facts["right_stop"]) == ("N", "1", "-1")
    assert (facts["mean"], facts["temperature"]) == ("0", "1")
    assert facts["thermograph"].startswith("<svg")


def test_the_moves_of_domineering_3x3_are_marked():
    children = Explorer(domineering_3x3()).expand(0)["nodes"]
    left = [c for c in children if c["side"] == "L"]
    right = [c for c in children if c["side"] == "R"]
    assert len(left) == len(right) == 6  # two dominoes in each of three columns (rows)
    # Left's middle column moves go to 1 and win; the others are {1/2|-2}, dominated by 1.
    assert sorted(c["value"] for c in left if c["wins"]) == ["1", "1"]
    assert {c["value"] for c in left if not c["wins"]} == {"{1/2|-2}"}
    assert all(c["mark"] == Mark.DOMINATED for c in left if c["value"] == "{1/2|-2}")
    assert all(c["mark"] is None for c in left if c["value"] == "1")
    assert sorted(c["value"] for c in right if c["wins"]) == ["-1", "-1"]
    assert all(c["mark"] == Mark.DOMINATED for c in right if c["value"] == "{2|-1/2}")


def test_a_written_form_shows_its_options_as_written():
    children = Explorer("{0,*|0,*,{1|0}}").expand(0)["nodes"]
    assert [(c["side"], c["label"], c["mark"]) for c in children] == [
        ("L", "0", None), ("L", "*", None), ("R", "0", None), ("R", "*", None),
        ("R", "{1|0}", Mark.DOMINATED)]
    assert Explorer("{0,*|0,*,{1|0}}").node(0)["value"] == "*2"


def test_each_node_tells_how_its_moves_simplify():
    tree = Explorer("{0,*|0,*,{1|0}}")
    assert tree.node(0)["story"] is None  # not expanded yet
    assert tree.expand(0)["story"] == [
        "Right option {1|0} is dominated by * ({1|0} ≥ *): Right never prefers it.",
        "Left and Right have the same options 0, *: the nimber *2 (mex of 0, 1)."]
    assert tree.node(1)["story"] == [] and tree.node(1)["children"] == []  # the leaf 0


def test_a_reversible_option_is_marked_and_explained():
    tree = Explorer("{^|^}")
    left, right = tree.expand(0)["nodes"]
    assert tree.node(0)["value"] == "^^*"
    assert left["mark"] == Mark.REVERSIBLE and "reverses through its Right option *" in left["why"]
    assert right["mark"] is None


def test_a_repeated_option_is_marked_once_written_and_never_in_a_position():
    marks = [c["mark"] for c in Explorer("{0,0|}").expand(0)["nodes"]]
    assert marks == [None, Mark.DUPLICATE]  # {0,0|} = 1


def test_the_switch_two_minus_one():
    tree = Explorer(cgt.parse("{2|-1}"))
    facts = tree.describe("{2|-1}")
    assert (facts["mean"], facts["temperature"]) == ("1/2", "3/2")
    two, minus_one = tree.expand(0)["nodes"]
    assert (two["label"], two["wins"], minus_one["label"], minus_one["wins"]) == (
        "2", True, "-1", True)
    assert tree.expand(1)["nodes"] == [tree.node(3)]  # 2 = {1|}: one option, grown once
    assert tree.expand(1)["nodes"][0]["value"] == "1"


def test_an_impartial_position_shows_each_move_once():
    heap = get("nim").position(["3"])
    children = Explorer(heap).expand(0)["nodes"]
    assert [c["value"] for c in children] == [str(q.value) for q in heap.moves()]
    # Only the move to 0 wins an impartial game.
    assert sorted((c["value"], c["side"], c["wins"]) for c in children) == [
        ("*", "move", False), ("*2", "move", False), ("0", "move", True)]


def test_grow_stops_at_the_depth_and_the_node_budget():
    tree = Explorer(domineering_3x3())
    tree.grow(depth=1)
    assert len(tree) == 13 and all(tree.node(i)["children"] is None for i in range(1, 13))
    small = Explorer(domineering_3x3())
    small.grow(depth=5, max_nodes=20)
    assert 13 <= len(small) < 20 + 12  # whole families: at most one family past the budget


def test_bad_input_is_a_cgt_error():
    with pytest.raises(cgt.CGTError, match="no node 99"):
        Explorer("*").node(99)
    with pytest.raises(cgt.CGTError, match="loopy position"):
        Explorer(get("ourson").position([]))
    with pytest.raises(cgt.CGTError):
        Explorer("{1|")
    for loopy in ("over", cgt.parse("over")):
        with pytest.raises(cgt.CGTError, match="over"):
            Explorer(loopy)
    with pytest.raises(cgt.CGTError, match="cannot explore None"):
        Explorer(None)


def test_a_number_is_a_game():
    assert Explorer(3).node(0)["value"] == "3"
    assert [n["value"] for n in Explorer(3).expand(0)["nodes"]] == ["2"]  # 3 = {2|}


# -- the page -------------------------------------------------------------------------------


def test_the_page_is_self_contained():
    html = explorer_html(domineering_3x3(), depth=2)
    body = html.split("<body>", 1)[1]
    assert "src=" not in html and "href=" not in html and "@import" not in html
    # The only address is the SVG namespace, a name that is never fetched.
    assert set(re.findall(r"https?://[^'\"\s]+", html)) == {"http://www.w3.org/2000/svg"}
    data = body.split("id='cgt-explorer-data'>", 1)[1].split("</script>", 1)[0]
    tree = json.loads(data.replace("<\\/", "</"))
    assert tree["served"] is False and tree["nodes"][0]["value"] == "±1"
    assert len(tree["nodes"]) == 1 + 12 + sum(
        len(list(q.left_moves())) + len(list(q.right_moves()))
        for p in (domineering_3x3(),) for q in (*p.left_moves(), *p.right_moves()))


def test_the_server_computes_children_on_demand():
    server = make_server(cgt.parse("{2|-1}"), depth=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        with urlopen(base + "/") as answer:
            assert "renderExplorer" in answer.read().decode("utf-8")
        with urlopen(base + "/children?id=0") as answer:
            children = json.loads(answer.read().decode("utf-8"))
        assert [n["label"] for n in children["nodes"]] == ["2", "-1"]
        assert children["values"]["2"]["outcome"] == "L"
    finally:
        server.shutdown()
        server.server_close()


def test_the_widget_answers_the_page():
    pytest.importorskip("anywidget")
    widget = explore(cgt.parse("{2|-1}"), depth=0)
    assert widget.data["nodes"][0]["value"] == "{2|-1}" and widget.data["served"]
    sent = []
    widget.send = sent.append
    widget._handle_custom_msg({"kind": "expand", "id": 0}, [])
    assert [n["label"] for n in sent[0]["nodes"]] == ["2", "-1"] and sent[0]["id"] == 0


def test_explore_is_a_public_name():
    assert cgt.explore is explore


# -- the command ----------------------------------------------------------------------------


def test_cgt_explore_writes_a_page(tmp_path, capsys):
    page = tmp_path / "domineering.html"
    assert main(["explore", "domineering", "3x3", "-o", str(page), "--depth", "1"]) == 0
    assert f"wrote the explorer to {page}" in capsys.readouterr().out
    html = page.read_text(encoding="utf-8")
    assert '"value": "±1"' in html and html.count('"parent": 0') == 12
    assert '"parent": 1' not in html  # --depth 1: the root's moves only


def test_cgt_explore_reads_notation_that_starts_with_a_minus(tmp_path):
    page = tmp_path / "minus.html"
    assert main(["explore", "-o", str(page), "-{2|1}"]) == 0
    assert '"title": "-{2|1} = {-1|-2}"' in page.read_text(encoding="utf-8")


def test_cgt_explore_writes_to_stdout_but_not_to_a_terminal(capsys, monkeypatch):
    assert main(["explore", "{2|-1}"]) == 0
    assert capsys.readouterr().out.startswith("<!DOCTYPE html>")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert main(["explore", "{2|-1}"]) == 2
    assert "write it with -o FILE.html (or > FILE.html)" in capsys.readouterr().err


def test_the_examples_of_cgt_explore_help_run(capsys, tmp_path, monkeypatch):
    """Each example of ``cgt explore --help``, pasted (cut at its ``>``),
    writes a page; each page's root is the value of its subject."""
    monkeypatch.chdir(tmp_path)
    assert main(["explore", "--help"]) == 0
    lines = [line.strip() for line in capsys.readouterr().out.splitlines()
             if line.strip().startswith("cgt explore ")]
    # Domineering 3×3 = ±1; {0,*|0,*,{1|0}} = *2; Nim 3 4 5 = *(3⊕4⊕5) = *2 (Bouton).
    assert len(lines) == 3
    for line, value in zip(lines, ["±1", "*2", "*2"]):
        words = shlex.split(line, comments=True)
        words = words[:words.index(">")]
        assert main(words[1:]) == 0, line
        html = capsys.readouterr().out
        root = json.loads(html.split("id='cgt-explorer-data'>")[1].split("</script>")[0])
        assert root["nodes"][0]["value"] == value, line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("words, message", [
    (["explore", "*", "-o", "x.html", "--serve"], "give one of them"),
    (["explore", "ourson", "-o", "x.html"], "loopy position"),
    (["explore", "{1|", "-o", "x.html"], "expected '}'"),
    (["explore", "*", "--serve", "--port", "70000"], "not a port number"),
    (["explore", "*", "-o", "/no/such/folder/x.html"], "cannot write the explorer"),
])
def test_cgt_explore_refuses_in_one_line(words, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(words) == 2
    error = capsys.readouterr().err
    assert message in error and "Traceback" not in error


# -- in a real browser ----------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
#: Why the browser test cannot run here, or None.
MISSING = (None if CHROMIUM and CHROMEDRIVER else
           "headless Chromium and its driver are not installed "
           "(apt-get install chromium chromium-driver)")
try:
    import selenium  # noqa: F401
except ImportError:
    MISSING = MISSING or "selenium is not installed (pip install -e '.[test]')"


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """Debian's Chromium, headless, driven by Selenium, with a fresh profile;
    started once for the tests of this module (a start takes seconds).
    Under CI (``CI=true``) a missing browser fails: .ci/run installs it."""
    if MISSING:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI must run the explorer in a browser: {MISSING}")
        pytest.skip(MISSING)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--window-size=1280,900",
                 f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.implicitly_wait(5)
    try:
        yield driver
    finally:
        driver.quit()


def _row(driver, node_id):
    from selenium.webdriver.common.by import By

    return driver.find_element(By.CSS_SELECTOR, f"li.node[data-id='{node_id}'] > .row")


def _settled(read, done=lambda found: True, timeout=10.0):
    """What ``read()`` gives once ``done`` holds of it, read again while the
    page re-renders what it reads (a served page fills a node in when its
    moves arrive, so an element found a moment before may be gone)."""
    from selenium.common.exceptions import StaleElementReferenceException

    deadline = time.monotonic() + timeout
    while True:
        try:
            found = read()
        except StaleElementReferenceException:
            found = None
        if (found is not None and done(found)) or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def _shown_children(driver, node_id):
    """``(node id, value shown)`` for each child on the page of node ``node_id``."""
    from selenium.webdriver.common.by import By

    def read():
        items = driver.find_elements(
            By.CSS_SELECTOR, f"li.node[data-id='{node_id}'] > ul.children > li.node")
        return [(int(item.get_attribute("data-id")),
                 item.find_element(By.CSS_SELECTOR, ":scope > .row > .value").text)
                for item in items]

    return _settled(read, done=bool)


def _shown_board(driver, node_id):
    """The board the page draws for node ``node_id``, as Domineering text."""
    from selenium.webdriver.common.by import By

    label = driver.find_element(By.CSS_SELECTOR, f"li.node[data-id='{node_id}'] > .row > .label")
    return "|".join(label.text.split("\n"))


def _cgt_py_agrees(cgt_py, board: str, shown: str) -> bool:
    """cgt-py's value of the Domineering ``board`` prints as the value ``shown``."""
    return printed(cgt_py.Domineering(board).canonical_form) == printed(
        in_cgt_py(cgt.parse(shown)))


def _details_value(driver, expected=None):
    """The value the details panel shows (once it is ``expected``, if given)."""
    from selenium.webdriver.common.by import By

    return _settled(
        lambda: driver.find_element(By.CSS_SELECTOR, "#cgt-details .headline .value").text,
        done=lambda text: expected is None or text == expected)


def test_clicking_two_levels_down_domineering_3x3(browser, tmp_path, cgt_py):
    """The written page of Domineering 3×3: the root is open, showing its
    twelve moves; a click on Left's winning move (the middle column) opens
    its moves, a click on one of those opens the next level; every value
    shown is the one cgt computes for that position."""
    from selenium.webdriver.common.by import By

    position = domineering_3x3()
    page = tmp_path / "explorer.html"
    page.write_text(explorer_html(position), encoding="utf-8")
    browser.get(page.as_uri())
    assert _details_value(browser) == "±1" == str(position.value)

    level1 = _shown_children(browser, 0)
    moves = [*position.left_moves(), *position.right_moves()]
    assert [value for _, value in level1] == [str(q.value) for q in moves]
    assert [value for _, value in level1][:6] == ["{1/2|-2}", "1", "{1/2|-2}"] * 2
    # Left's move in the middle column, to 1: a winning move, drawn so.
    child_id, _ = level1[1]
    child = moves[1]
    _row(browser, child_id).click()
    assert _details_value(browser) == "1" == str(child.value)
    assert _shown_board(browser, child_id) == ".#.|.#.|..."
    assert "winning" in browser.find_element(
        By.CSS_SELECTOR, f"li.node[data-id='{child_id}']").get_attribute("class")

    level2 = _shown_children(browser, child_id)
    grandmoves = [*child.left_moves(), *child.right_moves()]
    assert [value for _, value in level2] == [str(q.value) for q in grandmoves]
    grandchild_id, shown = level2[0]
    _row(browser, grandchild_id).click()
    assert _details_value(browser) == shown == str(grandmoves[0].value)
    path = browser.find_element(By.CSS_SELECTOR, "#cgt-details .path").text
    assert path == f"±1 → L: 1 → L: {shown}"  # Left's moves come first, and Left has some
    # The moves of 1 here are to 0, 0, 1/2, 1/2 and 2, 2: numbers, so 1 = {0, 1/2 | 2}.
    _row(browser, child_id).click()  # closes it, and shows its facts
    story = browser.find_element(By.CSS_SELECTOR, "#cgt-details .story").text
    assert "the simplest number between them, 1." in story
    _row(browser, child_id).click()
    _row(browser, grandchild_id)  # opened again, as it was
    level3 = _shown_children(browser, grandchild_id)
    assert [value for _, value in level3] == [
        str(q.value) for q in (*grandmoves[0].left_moves(), *grandmoves[0].right_moves())]
    for node_id, value in [*level1, *level2, *level3]:
        assert _cgt_py_agrees(cgt_py, _shown_board(browser, node_id), value), node_id
    # The thermograph of the selected node is drawn, and no script failed.
    assert browser.find_element(By.CSS_SELECTOR, "#cgt-details .thermograph svg")
    errors = [e for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
    assert errors == []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(SCREENSHOTS / "explorer-domineering-3x3.png"))


def test_the_served_page_opens_nodes_below_its_depth(browser):
    """Served, the page starts with the root's moves only and fetches the
    rest when a node is clicked."""
    position = domineering_3x3()
    server = make_server(position, depth=1)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/")
        level1 = _shown_children(browser, 0)
        child_id, _ = level1[6]  # Right's first move, to {2|-1/2}
        child = [*position.left_moves(), *position.right_moves()][6]
        _row(browser, child_id).click()
        assert _details_value(browser, "{2|-1/2}") == str(child.value) == "{2|-1/2}"
        shown = _shown_children(browser, child_id)  # waits for the fetched rows
        assert [value for _, value in shown] == [
            str(q.value) for q in (*child.left_moves(), *child.right_moves())]
        errors = [e for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
        assert errors == []
    finally:
        server.shutdown()
        server.server_close()


WIDGET_HOST = """<!DOCTYPE html><html><head><meta charset="utf-8"><style>{style}</style></head>
<body><div id="root"></div>
<script type="application/json" id="data">{data}</script>
<script type="application/json" id="replies">{replies}</script>
<script type="module">
import widget from "./widget.js";
const read = (id) => JSON.parse(document.getElementById(id).textContent);
const data = read("data"), replies = read("replies"), listeners = [];
window.sent = [];
const model = {{
  get: (name) => (name === "data" ? data : undefined),
  on: (name, listen) => listeners.push(listen),
  off: () => {{}},
  send: (message) => {{
    window.sent.push(message);
    setTimeout(() => listeners.forEach((listen) => listen(replies[message.id])), 20);
  }},
}};
widget.render({{ model, el: document.getElementById("root") }});
</script></body></html>
"""


def test_the_widget_module_asks_its_model_in_chromium(browser, tmp_path):
    """The widget's module, as anywidget runs it (``render({model, el})``),
    in Chromium with a stand-in for the kernel's model: opening a node
    below the widget's depth sends ``{"kind": "expand", "id": N}``, and
    the widget's own answer (from its Python handler) fills the tree."""
    import http.server
    from functools import partial

    pytest.importorskip("anywidget")
    position = domineering_3x3()
    widget = explore(position, depth=1)
    sent = []
    widget.send = sent.append
    widget._handle_custom_msg({"kind": "expand", "id": 1}, [])
    (tmp_path / "widget.js").write_text(widget._esm, encoding="utf-8")
    (tmp_path / "index.html").write_text(WIDGET_HOST.format(
        style=widget._css, data=json.dumps(widget.data).replace("</", "<\\/"),
        replies=json.dumps({"1": sent[0]}).replace("</", "<\\/")), encoding="utf-8")
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    server = http.server.HTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        assert _details_value(browser) == "±1"
        _row(browser, 1).click()
        child = next(iter(position.left_moves()))
        shown = _shown_children(browser, 1)  # waits for the answer
        assert [value for _, value in shown] == [
            str(q.value) for q in (*child.left_moves(), *child.right_moves())]
        assert browser.execute_script("return window.sent") == [{"kind": "expand", "id": 1}]
    finally:
        server.shutdown()
        server.server_close()
