// The board of both games: shows the SVG of the synced `svg` trait and sends clicks on the elements the game made
// clickable (the `targets` selector) back to Python. Hand-written ES module for anywidget (no build step). Only the
// board's inner HTML is replaced on a change.
//
// Two more jobs, both for one screen on a projector (issue 15):
// * fit (inside a game widget only: an element marked .ark-fit, with its status/actions bar marked .ark-fit-dock;
//   both games' widgets are): the board's size is the room left in the viewport below its top (in
//   JupyterLab: in the notebook panel), less the docked status/actions bar when that sits under the board (narrow
//   screens) or beside it (wide ones), keeping the drawing's aspect ratio; the CSS variables --ark-board-w and
//   --ark-board-h carry it to board.css.
// * page theme: reports "dark", "light" or "contrast" in the `page_theme` trait (JupyterLab's
//   data-jp-theme-light on <body>, else the prefers-color-scheme / prefers-contrast media queries), so Python can
//   draw the board in the notebook's theme.

const pageTheme = () => {
  const light = document.body ? document.body.dataset.jpThemeLight : undefined;
  if (window.matchMedia && window.matchMedia("(prefers-contrast: more)").matches) return "contrast";
  if (light === "false") return "dark";
  if (light === "true") return "light";
  if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) return "dark";
  return "light";
};

function render({ model, el }) {
  el.classList.add("ark-board-widget");
  const box = document.createElement("div");
  box.className = "ark-board-box";
  el.appendChild(box);

  // The width last fitted to the window. Under the board (Ark Nova's dock) a new drawing shape keeps it: the map
  // keeps its scale, so a hex stays under the pointer when a rule list drawn under the map makes the drawing taller.
  let fitted = 0;
  const fit = (keepWidth = false) => {
    if (!el.isConnected) return;
    const game = el.closest(".ark-fit");
    const voila = document.body && document.body.dataset.voila !== undefined;
    const scroller = voila ? null : el.closest(".jp-WindowedPanel-outer") || el.closest(".jp-NotebookPanel-notebook");
    let room;
    if (scroller && scroller.clientHeight > 0) {
      room = scroller.clientHeight - 24;  // JupyterLab / Notebook 7: the notebook panel is the screen
    } else {
      const top = box.getBoundingClientRect().top + window.scrollY;
      room = window.innerHeight - top - 8;
    }
    const svg = box.querySelector("svg.ark-board");
    const vb = svg && svg.viewBox && svg.viewBox.baseVal;
    if (!game || !vb || !vb.width || !vb.height) return;
    const ratio = vb.width / vb.height;
    const side = game.querySelector(".ark-fit-dock");
    const main = game.querySelector(".ark-main");  // a row of board and dock; without one the dock is under the board
    const column = !main || getComputedStyle(main).flexDirection.startsWith("column");
    const width = (main || game).clientWidth;
    let w;
    if (keepWidth && fitted && !main) {
      w = Math.min(width, fitted);
    } else if (column) {
      // the dock under the board, and the row gap between them (.ark-main's gap when the two are stacked); the
      // dock is watched (below), so a dock that grows (a card selected) makes the board smaller, not the dock fall
      // off the screen
      const gap = main ? parseFloat(getComputedStyle(main).rowGap) || 0 : 0;
      room -= side ? side.offsetHeight + gap + 8 : 0;
      w = Math.min(width, Math.max(240, room) * ratio);
      if (side) side.style.removeProperty("--ark-dock-room");
    } else {
      const sideMin = side ? parseFloat(getComputedStyle(side).minWidth) || 300 : 0;
      w = Math.min(width - sideMin - 16, Math.max(240, room) * ratio);
      // the dock beside the board gets the same height as room (a game's stylesheet may keep it to that, its
      // controls on the screen and its long texts scrolling inside: nova.css does)
      if (side) {
        const inPanel = scroller && scroller.clientHeight > 0;
        const top = side.getBoundingClientRect().top + window.scrollY;
        const dockRoom = Math.max(240, Math.floor(inPanel ? room : window.innerHeight - top - 8)) + "px";
        if (side.style.getPropertyValue("--ark-dock-room") !== dockRoom) side.style.setProperty("--ark-dock-room", dockRoom);
      }
    }
    w = Math.max(200, Math.floor(w));
    fitted = w;
    const h = Math.floor(w / ratio);
    if (box.style.getPropertyValue("--ark-board-w") !== w + "px"
        || box.style.getPropertyValue("--ark-board-h") !== h + "px") {
      box.style.setProperty("--ark-board-w", w + "px");
      box.style.setProperty("--ark-board-h", h + "px");
    }
  };

  let shape = "";
  const draw = () => {
    box.innerHTML = model.get("svg");
    box.dataset.rev = String(model.get("rev"));
    // refit only when the drawing's shape changed (a new hand size, the score table): a click stays one repaint
    const svg = box.querySelector("svg.ark-board");
    const now = svg ? svg.getAttribute("viewBox") || "" : "";
    if (now !== shape) {
      shape = now;
      fit(true);
    }
  };
  const mark = () => {
    box.dataset.rev = String(model.get("rev"));
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:rev", mark);

  // the page's title follows the app's language (a Voila page only: JupyterLab keeps its own title)
  const title = () => {
    const words = model.get("page_title");
    if (words && document.body && document.body.dataset.voila !== undefined) document.title = words;
  };
  title();
  model.on("change:page_title", title);

  const sayTheme = () => {
    const theme = pageTheme();
    if (model.get("page_theme") !== theme) {
      model.set("page_theme", theme);
      model.save_changes();
    }
  };
  sayTheme();
  const themeWatch = new MutationObserver(sayTheme);
  if (document.body) themeWatch.observe(document.body, { attributes: true, attributeFilter: ["data-jp-theme-light"] });
  const queries = window.matchMedia
    ? ["(prefers-color-scheme: dark)", "(prefers-contrast: more)"].map((q) => window.matchMedia(q)) : [];
  for (const q of queries) q.addEventListener("change", sayTheme);

  // Fit now, once the page has laid itself out, and whenever the window or the room around the board changes.
  const sized = new ResizeObserver(() => fit(true));  // (keeps the width only under the board: see fitted)
  sized.observe(document.documentElement);
  // The dock is watched in both games' layout (.ark-main): beside the board, and under it on a portrait screen,
  // where a dock that grows (a card selected, a longer status) must shrink the board rather than leave the screen
  // (a 768×1024 tablet lost 12 px of its buttons). A widget without .ark-main (the dock under the board for good)
  // is not watched: a status line that grows between pointing at a hex and clicking it must not move the board
  // under the pointer; the board is fitted again when the window changes or the drawing's shape does.
  const watchSide = () => {
    const game = el.closest(".ark-fit");
    const side = game?.querySelector(".ark-fit-dock");
    if (side && game.querySelector(".ark-main")) sized.observe(side);
  };
  const refit = () => fit(false);
  window.addEventListener("resize", refit);
  requestAnimationFrame(() => { watchSide(); fit(); });
  const later = setTimeout(() => { watchSide(); fit(); }, 400);

  const onClick = (event) => {
    const targets = model.get("targets");  // what the game makes clickable (a CSS selector; none: nothing)
    const hit = targets ? event.target.closest(targets) : null;
    if (!hit || !box.contains(hit)) return;
    // Every data- attribute from the clicked element up to the board, innermost first:
    // a card inside a place on the board sends both.
    const msg = { kind: "click", rev: model.get("rev") };
    for (let node = event.target; node && node !== box; node = node.parentElement) {
      const data = node.dataset || {};
      for (const key of Object.keys(data)) {
        if (!(key in msg)) msg[key] = data[key];
      }
    }
    model.send(msg);
  };
  box.addEventListener("click", onClick);

  return () => {
    model.off("change:svg", draw);
    model.off("change:rev", mark);
    model.off("change:page_title", title);
    box.removeEventListener("click", onClick);
    window.removeEventListener("resize", refit);
    for (const q of queries) q.removeEventListener("change", sayTheme);
    themeWatch.disconnect();
    sized.disconnect();
    clearTimeout(later);
  };
}

export default { render };
