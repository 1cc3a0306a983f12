// Keyboard, hover and extra clicks for an anywidget SVG board, without changing the board's own ES module.
// Sits (invisible) in the same widget as the board and finds the board box under the widget's root element.
//
// The board is ONE tab stop (a roving tabindex, as the WAI-ARIA grid pattern does): every element the game makes
// clickable (the `clickable` selector) is a role="button" with tabindex -1, and exactly one of them has tabindex 0.
// Inside the board the arrow keys move to the nearest target in that direction (by the targets' places on the
// screen: a hex grid, a row of cards and a column of panels all work the same way), Home and End go to the first and
// last target, Enter or Space clicks the one focused; Tab leaves the board. After a redraw the focus stays on the
// same target (found again by its data- attributes less the `volatile` ones, which say its state, not which it
// is); when the focus was elsewhere, the board's tab stop goes to the first target marked legal (data-verdict =
// "legal") if the redraw brought new ones, else stays where it was.
//
// The focus is drawn as a ring over the target (an HTML box laid over the board: SVG elements draw no outline
// everywhere), 3 px in the page's focus colour inside a 2 px halo of the board's ground colour, so it reads on
// light, dark and coloured parts of the board alike (board.css: .ark-focus-ring).
//
// It also reports clicks on clickable elements the board's own module does not handle (its selector is the
// `handled` trait), the keys the Python side asked for (`letters`), and hover or focus on `hoverable` elements.
function render({ model, el }) {
  el.style.display = "none";
  let root = null, box = null, observer = null, ring = null, stop = false;
  let lastHover = "", focusKey = null, rovingKey = null, legalSeen = "";

  const clickable = () => model.get("clickable");
  const hoverable = () => model.get("hoverable");
  const volatile = () => new Set(model.get("volatile"));
  // Which element this is, across redraws: its data- attributes less those that say its state.
  const keyOf = (node) => {
    const d = node.dataset || {};
    const skip = volatile();
    return Object.keys(d).filter((k) => !skip.has(k)).sort().map((k) => k + "=" + d[k]).join("&");
  };
  // The accessible name: the element's own <title> (a target says its verdict and rules there), else its data-.
  const labelOf = (node) => {
    const title = node.querySelector(":scope > title");
    const d = node.dataset || {};
    const skip = volatile();
    let label = title ? title.textContent
      : Object.keys(d).filter((k) => !skip.has(k)).map((k) => d[k]).join(", ").replace(/-/g, " ");
    if (!title && d.verdict) label += " — " + d.verdict + (d.rules ? ": " + d.rules : "");
    return label;
  };
  const targets = () => (box ? [...box.querySelectorAll(clickable())].filter((n) => n.getClientRects().length) : []);
  const centre = (node) => {
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };

  const showRing = (node) => {
    if (!ring || !box) return;
    if (!node) { ring.style.display = "none"; return; }
    const r = node.getBoundingClientRect(), b = box.getBoundingClientRect();
    ring.style.display = "block";
    ring.style.left = (r.left - b.left + box.scrollLeft - 4) + "px";
    ring.style.top = (r.top - b.top + box.scrollTop - 4) + "px";
    ring.style.width = (r.width + 8) + "px";
    ring.style.height = (r.height + 8) + "px";
  };

  // Give the tab stop (tabindex 0) to `node`, -1 to every other target.
  const rove = (node, all) => {
    for (const n of all) n.setAttribute("tabindex", n === node ? "0" : "-1");
    rovingKey = node ? keyOf(node) : null;
  };

  const decorate = () => {
    if (!box) return;
    const all = targets();
    for (const node of all) {
      if (!node.hasAttribute("role")) node.setAttribute("role", "button");
      const label = labelOf(node);
      if (label && node.getAttribute("aria-label") !== label) node.setAttribute("aria-label", label);
      if (node.classList && node.classList.contains("ark-selected")) node.setAttribute("aria-pressed", "true");
    }
    const svg = box.querySelector("svg");
    if (svg && !svg.hasAttribute("role")) svg.setAttribute("role", "group");
    const byKey = (key) => (key ? all.find((n) => keyOf(n) === key) : undefined);
    const legal = all.filter((n) => n.dataset.verdict === "legal");
    const legalNow = legal.map(keyOf).join("|");
    const fresh = legalNow && legalNow !== legalSeen;
    legalSeen = legalNow;
    let chosen;
    if (focusKey) chosen = byKey(focusKey);  // the focus was on the board: it stays on the same target
    if (!chosen && fresh) chosen = legal[0];  // new ✓ targets: the tab stop waits on the first one
    if (!chosen) chosen = byKey(rovingKey) || all[0];
    rove(chosen, all);
    if (focusKey && chosen) {
      chosen.focus({ preventScroll: true });
      focusKey = keyOf(chosen);
      showRing(chosen);
    } else {
      showRing(null);
    }
  };

  const send = (kind, node) => {
    const msg = { kind, rev: Number(box.dataset.rev || 0) };
    for (let n = node; n && n !== box; n = n.parentElement) {
      const d = n.dataset || {};
      for (const k of Object.keys(d)) if (!(k in msg)) msg[k] = d[k];
    }
    model.send(msg);
  };

  // The nearest target from `from` in a direction: ahead of it, the least distance along the way plus twice the
  // distance across it (so a step goes to the next one in line rather than a nearer one off to the side).
  const nearest = (from, dx, dy) => {
    const a = centre(from);
    let best = null, bestScore = Infinity;
    for (const node of targets()) {
      if (node === from) continue;
      const c = centre(node);
      const along = (c.x - a.x) * dx + (c.y - a.y) * dy;
      if (along <= 2) continue;
      const across = Math.abs((c.x - a.x) * dy - (c.y - a.y) * dx);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = node; }
    }
    return best;
  };
  const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  const moveTo = (node) => {
    if (!node) return;
    rove(node, targets());
    focusKey = keyOf(node);
    node.focus({ preventScroll: true });
    showRing(node);
  };

  const onKey = (event) => {
    const t = event.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) return;
    const onBoard = box && t && box.contains(t) && t.matches && t.matches(clickable());
    if (onBoard && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      focusKey = keyOf(t);
      t.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      return;
    }
    if (onBoard && ARROWS[event.key]) {
      event.preventDefault();
      moveTo(nearest(t, ...ARROWS[event.key]));
      return;
    }
    if (onBoard && (event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      const all = targets();
      moveTo(event.key === "Home" ? all[0] : all[all.length - 1]);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (model.get("letters").includes(event.key.toLowerCase())) {
      event.preventDefault();
      model.send({ kind: "key", key: event.key.toLowerCase() });
    }
  };
  const onHover = (event) => {
    const hit = event.target.closest ? event.target.closest(hoverable()) : null;
    if (!hit || !box.contains(hit)) return;
    const key = keyOf(hit);
    if (key === lastHover) return;
    lastHover = key;
    send("hover", hit);
  };
  const onClick = (event) => {
    const t = event.target;
    if (!t.closest || t.closest(model.get("handled"))) return;  // the board's own module sends this one
    const hit = t.closest(clickable());
    if (hit && box.contains(hit)) send("click", t);
  };
  const onFocus = (event) => {
    const t = event.target;
    if (box && box.contains(t) && t.matches && t.matches(clickable())) {
      focusKey = keyOf(t);
      if (t.getAttribute("tabindex") !== "0") rove(t, targets());
      showRing(t);
    }
    onHover(event);
  };
  const onBlur = (event) => {
    if (event.relatedTarget && box && box.contains(event.relatedTarget)) return;  // to another target
    const t = event.target;
    // A redraw removes the focused target (the focus is then put back on its successor): keep the key. Focus that
    // went elsewhere on the page leaves the board.
    setTimeout(() => {
      if (!t.isConnected || (box && box.contains(document.activeElement))) return;
      focusKey = null;
      showRing(null);
    }, 0);
  };

  const attach = () => {
    if (stop) return;
    root = el.isConnected ? el.closest(model.get("root")) : null;
    box = root ? root.querySelector(".ark-board-box") : null;
    if (!box) { setTimeout(attach, 100); return; }
    ring = document.createElement("div");
    ring.className = "ark-focus-ring";
    ring.setAttribute("aria-hidden", "true");
    ring.style.display = "none";
    box.appendChild(ring);
    root.addEventListener("keydown", onKey);
    box.addEventListener("mouseover", onHover);
    box.addEventListener("click", onClick);
    box.addEventListener("focusin", onFocus);
    box.addEventListener("focusout", onBlur);
    // The board module replaces the box's inner HTML on every change (the ring goes with it): put it back.
    observer = new MutationObserver(() => {
      if (ring && ring.parentNode !== box) box.appendChild(ring);
      decorate();
    });
    observer.observe(box, { childList: true });
    decorate();
  };
  attach();

  return () => {
    stop = true;
    if (observer) observer.disconnect();
    if (root) root.removeEventListener("keydown", onKey);
    if (ring && ring.parentNode) ring.parentNode.removeChild(ring);
    if (box) {
      box.removeEventListener("mouseover", onHover);
      box.removeEventListener("click", onClick);
      box.removeEventListener("focusin", onFocus);
      box.removeEventListener("focusout", onBlur);
    }
  };
}

export default { render };
