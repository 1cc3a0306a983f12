// The Ark board: shows the SVG of the synced `svg` trait and sends clicks on data- elements back to Python.
// Hand-written ES module for anywidget (no build step). Only the board's inner HTML is replaced on a change.
function render({ model, el }) {
  el.classList.add("ark-board-widget");
  const box = document.createElement("div");
  box.className = "ark-board-box";
  el.appendChild(box);

  const draw = () => {
    box.innerHTML = model.get("svg");
    box.dataset.rev = String(model.get("rev"));
  };
  const mark = () => {
    box.dataset.rev = String(model.get("rev"));
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:rev", mark);

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
  };
}

export default { render };
