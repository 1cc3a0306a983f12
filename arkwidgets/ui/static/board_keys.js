// Keyboard, hover and extra clicks for an anywidget SVG board, without changing the board's own ES module.
// Sits (invisible) in the same widget as the board: finds the board box under the widget's root element, makes
// every clickable data- element focusable (Tab), turns Enter/Space on one into a click, reports clicks on clickable
// elements the board's own module does not handle (its selector is the `handled` trait), reports the keys the
// Python side asked for, and reports hover/focus on hoverable elements.
function render({ model, el }) {
  el.style.display = "none";
  let root = null, box = null, observer = null, stop = false;
  let lastHover = "", focusKey = null;

  const clickable = () => model.get("clickable");
  const hoverable = () => model.get("hoverable");
  // Which element this is, across redraws: its data- attributes less those that say its state (a cabin keeps its
  // focus when its verdict goes after the card is placed).
  const STATE = new Set(["verdict", "rules", "new", "discs", "rain"]);
  const keyOf = (node) => {
    const d = node.dataset || {};
    return Object.keys(d).filter((k) => !STATE.has(k)).sort().map((k) => k + "=" + d[k]).join("&");
  };
  // The accessible name: the element's own <title> (cabins say their verdict and rules there), else its data-.
  const labelOf = (node) => {
    const title = node.querySelector(":scope > title");
    const d = node.dataset || {};
    let label = title ? title.textContent : [d.card, d.cabin, d.zone].filter(Boolean).join(", ").replace(/-/g, " ");
    if (!title && d.verdict) label += " — " + d.verdict + (d.rules ? ": " + d.rules : "");
    return label;
  };

  const decorate = () => {
    if (!box) return;
    for (const node of box.querySelectorAll(clickable())) {
      if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
      if (!node.hasAttribute("role")) node.setAttribute("role", "button");
      if (!node.hasAttribute("aria-label")) {
        const label = labelOf(node);
        if (label) node.setAttribute("aria-label", label);
      }
      const selected = node.classList && node.classList.contains("ark-selected");
      if (selected) node.setAttribute("aria-pressed", "true");
    }
    if (focusKey) {  // the board was redrawn: keep the keyboard focus on the same element
      for (const node of box.querySelectorAll(clickable())) {
        if (keyOf(node) === focusKey) { node.focus({ preventScroll: true }); break; }
      }
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
    if (box && box.contains(t) && t.matches && t.matches(clickable())) focusKey = keyOf(t);
    onHover(event);
  };
  const onBlur = (event) => {
    if (!event.relatedTarget || !box || !box.contains(event.relatedTarget)) focusKey = null;
  };

  const attach = () => {
    if (stop) return;
    root = el.isConnected ? el.closest(model.get("root")) : null;
    box = root ? root.querySelector(".ark-board-box") : null;
    if (!box) { setTimeout(attach, 100); return; }
    root.addEventListener("keydown", onKey);
    box.addEventListener("mouseover", onHover);
    box.addEventListener("click", onClick);
    box.addEventListener("focusin", onFocus);
    box.addEventListener("focusout", onBlur);
    observer = new MutationObserver(decorate);
    observer.observe(box, { childList: true });
    decorate();
  };
  attach();

  return () => {
    stop = true;
    if (observer) observer.disconnect();
    if (root) root.removeEventListener("keydown", onKey);
    if (box) {
      box.removeEventListener("mouseover", onHover);
      box.removeEventListener("click", onClick);
      box.removeEventListener("focusin", onFocus);
      box.removeEventListener("focusout", onBlur);
    }
  };
}

export default { render };
