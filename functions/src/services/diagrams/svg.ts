import { LAYER_DRAW_ORDER, layerGroupOf, type BaseSpecDoc } from '@workhub/domain';

/**
 * The diagrams of a base-spec version as SVG text (docs/base-spec.md "Diagrams"): deterministic —
 * the same version gives the same bytes — and self-contained (no fonts or images to fetch).
 */

/** The spec's stored order (its layers only), then any layer it leaves out by the fixed draw order, then by name. */
function orderOf(spec: BaseSpecDoc): string[] {
  const listed = spec.order.filter((l, i) => l in spec.layers && spec.order.indexOf(l) === i);
  const rank = new Map<string, number>(LAYER_DRAW_ORDER.map((l, i) => [l, i]));
  const rest = Object.keys(spec.layers)
    .filter((l) => !listed.includes(l))
    .sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b));
  return [...listed, ...rest];
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const WIDTH = 720;
const ROW = 22;
const FONT = 'font-family="system-ui, sans-serif"';

function frame(title: string, height: number, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    `<rect x="0" y="0" width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="16" y="28" ${FONT} font-size="16" font-weight="600" fill="#212121">${esc(title)}</text>`,
    ...body,
    '</svg>',
  ].join('\n');
}

const swatch = (x: number, y: number, color: string) =>
  `<rect x="${x}" y="${y}" width="14" height="14" rx="2" fill="${esc(color)}" stroke="#616161" stroke-width="0.5"/>`;
const text = (x: number, y: number, value: string, extra = '') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="12" fill="#212121"${extra}>${esc(value)}</text>`;

/** Every layer in draw order, numbered, under its group's heading; two columns. */
export function drawOrderDiagram(spec: BaseSpecDoc): { title: string; svg: string } {
  const title = `Draw order, base spec ${spec.version}`;
  const order = orderOf(spec);
  const groups: { group: string; layers: string[] }[] = [];
  for (const layer of order) {
    const group = layerGroupOf(layer);
    const last = groups[groups.length - 1];
    if (last?.group === group) last.layers.push(layer);
    else groups.push({ group, layers: [layer] });
  }
  const body: string[] = [];
  const columns = [48, 48];
  let n = 0;
  groups.forEach((g, i) => {
    const col = columns[0]! <= columns[1]! ? 0 : 1;
    const x = 16 + col * (WIDTH / 2);
    let y = columns[col]!;
    body.push(`<text x="${x}" y="${y + 12}" ${FONT} font-size="13" font-weight="600" fill="#424242">${esc(`${i + 1}. ${g.group}`)}</text>`);
    y += ROW;
    for (const layer of g.layers) {
      n++;
      body.push(
        text(x, y + 11, String(n).padStart(2, ' '), ' text-anchor="start" fill-opacity="0.6"'),
        swatch(x + 24, y, spec.layers[layer]?.color ?? '#000000'),
        text(x + 46, y + 11, layer),
      );
      y += ROW;
    }
    columns[col] = y + 10;
  });
  return { title, svg: frame(title, Math.max(...columns) + 10, body) };
}

/** Each layer with its colour, what its counts measure and its unit, in draw order. */
export function layerLegendDiagram(spec: BaseSpecDoc): { title: string; svg: string } {
  const title = `Layer legend, base spec ${spec.version}`;
  const order = orderOf(spec);
  const body: string[] = [
    `<text x="16" y="58" ${FONT} font-size="12" font-weight="600" fill="#424242">Layer</text>`,
    `<text x="320" y="58" ${FONT} font-size="12" font-weight="600" fill="#424242">Counts</text>`,
    `<text x="520" y="58" ${FONT} font-size="12" font-weight="600" fill="#424242">Unit</text>`,
    `<text x="600" y="58" ${FONT} font-size="12" font-weight="600" fill="#424242">Colour</text>`,
  ];
  let y = 68;
  for (const layer of order) {
    const l = spec.layers[layer]!;
    body.push(
      swatch(16, y, l.color),
      text(38, y + 11, layer),
      text(320, y + 11, l.counts.join(', ')),
      text(520, y + 11, l.uom),
      text(600, y + 11, l.color),
    );
    y += ROW;
  }
  return { title, svg: frame(title, y + 16, body) };
}

/** Each building system as a box with the layers it draws on (the default system marked). */
export function systemsDiagram(spec: BaseSpecDoc): { title: string; svg: string } {
  const title = `Systems and their layers, base spec ${spec.version}`;
  const body: string[] = [];
  const names = Object.keys(spec.systems).sort();
  const boxW = (WIDTH - 48) / 2;
  const heights = [48, 48];
  for (const name of names) {
    const system = spec.systems[name]!;
    const col = heights[0]! <= heights[1]! ? 0 : 1;
    const x = 16 + col * (boxW + 16);
    const y = heights[col]!;
    const h = 30 + Math.max(1, system.layers.length) * ROW;
    body.push(
      `<rect x="${x}" y="${y}" width="${boxW}" height="${h}" rx="6" fill="#fafafa" stroke="${system.isDefault ? '#1565c0' : '#bdbdbd'}" stroke-width="${system.isDefault ? 2 : 1}"/>`,
      `<text x="${x + 10}" y="${y + 19}" ${FONT} font-size="13" font-weight="600" fill="#212121">${esc(name + (system.isDefault ? ' (default)' : ''))}</text>`,
    );
    if (system.layers.length === 0) body.push(text(x + 10, y + 30 + 11, 'no layers', ' fill-opacity="0.6"'));
    system.layers.forEach((layer, k) => {
      const ly = y + 28 + k * ROW;
      const known = spec.layers[layer];
      body.push(
        swatch(x + 10, ly, known?.color ?? '#ffffff'),
        text(x + 32, ly + 11, known ? layer : `${layer} (not a layer of this version)`),
      );
    });
    heights[col] = y + h + 12;
  }
  return { title, svg: frame(title, Math.max(...heights) + 4, body) };
}

export const DIAGRAMS: Record<string, (spec: BaseSpecDoc) => { title: string; svg: string }> = {
  'draw-order': drawOrderDiagram,
  'layer-legend': layerLegendDiagram,
  systems: systemsDiagram,
};
