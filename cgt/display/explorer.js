// The explorer of cgt (cgt/display/explorer.py): a game tree that opens on
// click. One script for the written page, the served page and the Jupyter
// widget; only the way it asks for a node's children differs (nothing in a
// written file, fetch from the server, a message to the kernel).
//
// data: {title, kind, served, nodes: [node], values: {key: facts}}, node =
// {id, parent, label, value, side, wins, mark, why, moves, children, story}.

const SIDE_NAMES = { L: "Left", R: "Right", move: "either player" };

// The children of a node from the server that served the page.
function pageChildren(id) {
  return fetch("children?id=" + encodeURIComponent(id)).then((answer) => {
    if (!answer.ok) throw new Error("the server answered " + answer.status);
    return answer.json();
  });
}

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined && text !== null) made.textContent = text;
  return made;
}

function renderExplorer(el, data, askChildren) {
  const nodes = new Map();
  const values = Object.assign({}, data.values);
  for (const node of data.nodes) nodes.set(node.id, node);
  const ask = data.served ? askChildren : null;

  el.replaceChildren();
  const root = element("div", "cgt-explorer");
  el.appendChild(root);
  const header = element("header");
  header.appendChild(element("h1", "title", data.title));
  header.appendChild(element("p", "legend",
    "Click a node to open its moves and see its facts. L: Left's move, R: Right's; " +
    "✓ a winning move for the player who makes it; ✗ dominated and ↺ reversible " +
    "moves are not options of the canonical form. Colours: the outcome " +
    "(blue L, red R, green N, yellow P)."));
  root.appendChild(header);
  const panes = element("div", "panes");
  root.appendChild(panes);
  const tree = element("ul", "tree");
  tree.setAttribute("role", "tree");
  panes.appendChild(tree);
  const details = element("aside", "details");
  details.id = "cgt-details";
  panes.appendChild(details);

  let selected = null;
  let selectedNode = null;

  function showDetails(node, item) {
    selectedNode = node;
    if (selected) selected.classList.remove("selected");
    selected = item.querySelector(":scope > .row");
    selected.classList.add("selected");
    const facts = values[node.value];
    details.replaceChildren();
    details.dataset.id = node.id;
    if (node.label !== facts.text) details.appendChild(element("pre", "label", node.label));
    details.appendChild(element("p", "path", pathOf(node)));
    const line = element("p", "headline");
    line.appendChild(element("span", "value outcome-" + facts.outcome, facts.text));
    line.appendChild(element("span", "outcome", " " + facts.outcome + ": " + facts.meaning));
    details.appendChild(line);
    if (node.side) {
      const how = SIDE_NAMES[node.side] + "'s move" + (node.wins ? ": it wins" : "");
      details.appendChild(element("p", "how" + (node.wins ? " wins" : ""), how));
    }
    if (node.why) details.appendChild(element("p", "why", node.why));
    const table = element("table", "facts");
    for (const [name, key] of [["Left stop", "left_stop"], ["Right stop", "right_stop"],
                               ["Mean", "mean"], ["Temperature", "temperature"]]) {
      const row = element("tr");
      row.appendChild(element("th", null, name));
      row.appendChild(element("td", key, facts[key]));
      table.appendChild(row);
    }
    details.appendChild(table);
    if (node.story && node.story.length) {
      const story = element("div", "story");
      story.appendChild(element("p", null, "Its moves as options of the canonical form:"));
      const steps = element("ol");
      for (const text of node.story) steps.appendChild(element("li", null, text));
      story.appendChild(steps);
      details.appendChild(story);
    }
    const picture = element("div", "thermograph");
    picture.innerHTML = facts.thermograph; // drawn by cgt (cgt.theory.plot), not user text
    details.appendChild(picture);
  }

  // The moves from the root to ``node``: "±1 → L: 1 → L: 0".
  function pathOf(node) {
    const steps = [];
    for (let at = node; at; at = at.parent === null ? null : nodes.get(at.parent)) {
      const text = values[at.value].text;
      steps.unshift(at.side ? (at.side === "move" ? "" : at.side + ": ") + text : text);
    }
    return steps.join(" → ");
  }

  function rowOf(node) {
    const facts = values[node.value];
    const row = element("div", "row outcome-" + facts.outcome);
    row.tabIndex = 0;
    row.appendChild(element("span", "toggle", node.moves ? "▸" : "·"));
    if (node.side) row.appendChild(element("span", "side side-" + node.side,
                                           node.side === "move" ? "→" : node.side));
    const multiline = node.label.includes("\n");
    if (node.label !== facts.text) {
      row.appendChild(element(multiline ? "pre" : "code", "label", node.label));
      row.appendChild(element("span", "equals", "="));
    }
    row.appendChild(element("span", "value", facts.text));
    row.appendChild(element("span", "outcome", facts.outcome));
    if (node.wins) row.appendChild(element("span", "wins", "✓ wins"));
    if (node.mark) {
      const sign = node.mark === "reversible" ? "↺ " : "✗ ";
      const mark = element("span", "mark", sign + node.mark);
      mark.title = node.why || "";
      row.appendChild(mark);
    }
    return row;
  }

  function itemOf(node) {
    const item = element("li", "node");
    item.dataset.id = node.id;
    item.setAttribute("role", "treeitem");
    if (node.side) item.dataset.side = node.side;
    if (node.wins) item.classList.add("winning");
    if (node.mark) item.classList.add(node.mark);
    const row = rowOf(node);
    item.appendChild(row);
    if (node.moves) item.setAttribute("aria-expanded", "false");
    const open = () => { showDetails(node, item); toggle(node, item); };
    row.addEventListener("click", open);
    row.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); open(); }
    });
    return item;
  }

  function fill(list, node) {
    list.replaceChildren();
    for (const id of node.children) list.appendChild(itemOf(nodes.get(id)));
  }

  function toggle(node, item) {
    if (!node.moves) return;
    let list = item.querySelector(":scope > ul");
    if (list) {
      const opened = item.getAttribute("aria-expanded") !== "true";
      item.setAttribute("aria-expanded", String(opened));
      list.hidden = !opened;
      item.querySelector(":scope > .row > .toggle").textContent = opened ? "▾" : "▸";
      return;
    }
    list = element("ul", "children");
    list.setAttribute("role", "group");
    item.appendChild(list);
    item.setAttribute("aria-expanded", "true");
    item.querySelector(":scope > .row > .toggle").textContent = "▾";
    if (node.children !== null) { fill(list, node); return; }
    if (!ask) {
      list.appendChild(element("li", "note",
        "Its moves are not in this file: write the page with a larger --depth, " +
        "or run cgt explore with --serve."));
      return;
    }
    list.appendChild(element("li", "note pending", "computing…"));
    ask(node.id).then((answer) => {
      if (answer.error) throw new Error(answer.error);
      Object.assign(values, answer.values);
      for (const child of answer.nodes) nodes.set(child.id, child);
      node.children = answer.nodes.map((child) => child.id);
      node.story = answer.story;
      fill(list, node);
      if (selectedNode === node) showDetails(node, item);
    }).catch((error) => {
      list.replaceChildren(element("li", "note error", "could not compute the moves: " + error));
    });
  }

  const first = nodes.get(0);
  const top = itemOf(first);
  tree.appendChild(top);
  showDetails(first, top);
  toggle(first, top);
}
