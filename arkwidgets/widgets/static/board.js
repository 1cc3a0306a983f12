// The Ark board: shows the SVG of the synced `svg` trait and sends clicks on data- elements back to Python.
// Hand-written ES module for anywidget (no build step). Only the board's inner HTML is replaced on a change.
//
// Two more jobs, both for one screen on a projector (issue 15):
// * fit (inside a game widget only): the board's size is the room left in the viewport below its top (in
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

  const fit = () => {
    if (!el.isConnected) return;
    const game = el.closest(".ark-game-widget");
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
    const side = game.querySelector(".ark-side");
    const main = game.querySelector(".ark-main");
    const column = main && getComputedStyle(main).flexDirection.startsWith("column");
    const width = (main || game).clientWidth;
    let w;
    if (column) {
      room -= side ? side.offsetHeight + 8 : 0;
      w = Math.min(width, Math.max(240, room) * ratio);
    } else {
      const sideMin = side ? parseFloat(getComputedStyle(side).minWidth) || 300 : 0;
      w = Math.min(width - sideMin - 16, Math.max(240, room) * ratio);
    }
    w = Math.max(200, Math.floor(w));
    const h = Math.floor(w / ratio);
    if (box.style.getPropertyValue("--ark-board-w") !== w + "px") {
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
      fit();
    }
  };
  const mark = () => {
    box.dataset.rev = String(model.get("rev"));
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:rev", mark);

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
  const sized = new ResizeObserver(() => fit());
  sized.observe(document.documentElement);
  const watchSide = () => {
    const side = el.closest(".ark-game-widget")?.querySelector(".ark-side");
    if (side) sized.observe(side);
  };
  window.addEventListener("resize", fit);
  requestAnimationFrame(() => { watchSide(); fit(); });
  const later = setTimeout(() => { watchSide(); fit(); }, 400);

  const onClick = (event) => {
    const hit = event.target.closest("[data-cabin],[data-card],[data-zone],[data-type],[data-choice]");
    if (!hit || !box.contains(hit)) return;
    // Every data- attribute from the clicked element up to the board, innermost first:
    // a card in a cabin sends both its card and its cabin.
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
    box.removeEventListener("click", onClick);
    window.removeEventListener("resize", fit);
    for (const q of queries) q.removeEventListener("change", sayTheme);
    themeWatch.disconnect();
    sized.disconnect();
    clearTimeout(later);
  };
}

export default { render };
