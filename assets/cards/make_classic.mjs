// Build assets/cards/classic.svg, the classic French-pattern deck, from the npm package
// @letele/playing-cards (CC0-1.0; Adrian Kennard's designs, https://www.me.uk/cards/):
//
//     cd /tmp && npm pack @letele/playing-cards && tar xzf letele-playing-cards-*.tgz
//     node assets/cards/make_classic.mjs /tmp/package/dist/index.esm.js
//
// The package holds each card as a React component; here React.createElement writes SVG
// text instead, so every card comes out exactly as drawn.  Only the 24 cards of «Тысяча»
// (9, 10, J, Q, K, A of each suit) and the back are kept, laid out on one sheet as groups
// named like the KDE/GNOME decks (king_heart, 1_spade for the ace, back_blue...), which is
// how the app finds the cards of any deck.  The licence and the source go into the file.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const src = readFileSync(process.argv[2], "utf8");

// SVG attribute names React writes in camelCase and SVG keeps that way.
const KEEP = new Set(["viewBox", "preserveAspectRatio", "patternUnits", "patternTransform",
  "gradientUnits", "gradientTransform", "spreadMethod", "patternContentUnits", "clipPathUnits",
  "maskUnits", "maskContentUnits", "textLength", "lengthAdjust", "startOffset",
  "baseProfile"]);

function attrName(k) {
  if (k === "xlinkHref") return "xlink:href";
  if (k === "xmlnsXlink") return "xmlns:xlink";
  if (k === "xmlSpace") return "xml:space";
  if (KEEP.has(k)) return k;
  return k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}

function esc(v) {
  return String(v).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

// React.createElement builds a plain tree; serialise() writes it as SVG text.
const React = {
  createElement(tag, props, ...children) {
    return { tag, props: props || {},
             children: children.flat().filter((c) => c !== null && c !== undefined && c !== false) };
  },
};

function collectSymbols(node, out) {
  if (typeof node === "string") return out;
  if (node.tag === "symbol" && node.props.id) out.set(node.props.id, node);
  node.children.forEach((c) => collectSymbols(c, out));
  return out;
}

// Qt's SVG renderer draws a <use> of a <symbol> without the symbol's viewBox scaling, so each
// such <use> is written out as a group that places and scales the symbol's content itself.
function symbolTransform(sym, use) {
  const [vx, vy, vw, vh] = String(sym.props.viewBox).split(/[ ,]+/).map(Number);
  const x = Number(use.x || 0), y = Number(use.y || 0);
  const w = Number(use.width ?? vw), h = Number(use.height ?? vh);
  const par = String(sym.props.preserveAspectRatio || "xMidYMid meet");
  const s = par.includes("slice") ? Math.max(w / vw, h / vh) : Math.min(w / vw, h / vh);
  const ax = par.includes("xMin") ? 0 : par.includes("xMax") ? 1 : 0.5;
  const ay = par.includes("YMin") ? 0 : par.includes("YMax") ? 1 : 0.5;
  const tx = x + (w - vw * s) * ax - vx * s;
  const ty = y + (h - vh * s) * ay - vy * s;
  return `translate(${+tx.toFixed(3)},${+ty.toFixed(3)}) scale(${+s.toFixed(5)})`;
}

function attrs(props, skip = new Set()) {
  const out = [];
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || k === "className" || k.startsWith("aria-") || skip.has(k)) continue;
    out.push(` ${attrName(k)}="${esc(v)}"`);
  }
  return out.join("");
}

function serialise(node, symbols) {
  if (typeof node === "string") return esc(node);
  if (node.tag === "symbol" || node.tag === "title") return "";
  if (node.tag === "use") {
    const ref = String(node.props.xlinkHref || node.props.href || "").replace(/^#/, "");
    const sym = symbols.get(ref);
    if (sym) {
      // the <use>'s own transform comes first, then the symbol's placement
      const own = node.props.transform ? node.props.transform + " " : "";
      const t = own + symbolTransform(sym, node.props);
      const rest = attrs(node.props, new Set(["xlinkHref", "href", "x", "y", "width", "height",
                                              "transform"]));
      return `<g transform="${t}"${rest}>` +
        sym.children.map((c) => serialise(c, symbols)).join("") + "</g>";
    }
  }
  const inner = node.children.map((c) => serialise(c, symbols)).join("");
  if (node.tag === "defs" && !inner) return "";
  return `<${node.tag}${attrs(node.props)}>${inner}</${node.tag}>`;
}

const body = src.replace(/^import .*$/gm, "").replace(/^export \{[^}]*\};?\s*$/m, "");
const names = [...body.matchAll(/^const (Svg[A-Za-z0-9]+) =/gm)].map((m) => m[1]);
const components = new Function("React", "_extends",
  body + `\nreturn {${names.join(", ")}};`)(React, Object.assign);

const W = 240, H = 336, GAP = 10;
const SUITS = [["S", "spade"], ["C", "club"], ["D", "diamond"], ["H", "heart"]];
const RANKS = [["9", "9"], ["J", "jack"], ["Q", "queen"], ["K", "king"], ["10", "10"], ["A", "1"]];
// The package's backs: B1 a black lattice (here recoloured blue and green), B2 a red one.
const BACKS = [["blue", "B1", "#1d4f91"], ["red", "B2", null], ["green", "B1", "#1f5e3a"]];

function card(name, x, y, id, recolour) {
  const svg = components["Svg" + name]({});
  const symbols = collectSymbols(svg, new Map());
  let inner = svg.children.map((c) => serialise(c, symbols)).join("");
  if (recolour) {
    // a recoloured copy of a back gets ids of its own (no two elements share an id)
    inner = inner.replace(/B-1_svg__/g, `B-1-${recolour.slice(1)}_svg__`)
      .replace('<path d="m3 0 3 3-3 3-3-3Z"></path>',
               `<path d="m3 0 3 3-3 3-3-3Z" fill="${recolour}"></path>`);
  }
  // every other id is the package's own per-card one (C-10_svg__b): none clash on the sheet
  return `<g id="${id}" transform="translate(${x + W / 2},${y + H / 2})">${inner}</g>`;
}

const groups = [];
SUITS.forEach(([s, suitName], row) => {
  RANKS.forEach(([r, rankId], col) => {
    groups.push(card(s + r, col * (W + GAP), row * (H + GAP), `${rankId}_${suitName}`));
  });
});
BACKS.forEach(([back, name, colour], i) => {
  groups.push(card(name, i * (W + GAP), 4 * (H + GAP), `back_${back}`, colour));
});
const sw = 6 * (W + GAP), sh = 5 * (H + GAP);
const licence = "Cards from the npm package @letele/playing-cards 0.1.0 (CC0-1.0, public domain " +
  "dedication; https://github.com/letele/playing-cards), converted from Adrian Kennard's " +
  "SVG playing cards (https://www.me.uk/cards/). Cut down to the 24 cards of Thousand and " +
  "the backs by assets/cards/make_classic.mjs.";
const out = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${sw}" height="${sh}" viewBox="0 0 ${sw} ${sh}">
<title>Classic deck</title>
<desc>${esc(licence)}</desc>
${groups.join("\n")}
</svg>
`;
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, "classic.svg"), out);
console.log(`classic.svg: ${out.length} bytes, ${groups.length} cards and backs`);
