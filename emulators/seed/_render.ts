import { createPrng } from './prng.js';
import { drawBlock } from './data/drawing/block-drawings.js';
import { readFileSync, writeFileSync } from 'node:fs';
const names = (process.argv[2] ? process.argv[2].split(',') : readFileSync('/tmp/h6-names.txt', 'utf8').trim().split('\n'));
const cell = Number(process.argv[3] ?? 300);
const seedN = Number(process.argv[4] ?? 0);
let html = `<html><body style="margin:0;font:10px sans-serif;display:flex;flex-wrap:wrap;background:#fff">`;
for (const name of names) {
  const m = /^([a-z]+)-(.+)-(\d+)x(\d+)$/.exec(name)!;
  const W = +m[3]! * 12, H = +m[4]! * 12;
  let layers: Record<string, { objects: any[] }> = {};
  let err = '';
  try { layers = drawBlock(createPrng(seedN).fork(name), { category: m[1]!, variant: m[2]!, width: W, height: H }); } catch (e) { err = (e as Error).message; }
  const k = Math.min((cell - 20) / W, (cell - 30) / H);
  let svg = `<svg width="${cell}" height="${cell - 14}" viewBox="-10 -10 ${cell} ${cell - 14}"><g transform="translate(0 ${H * k}) scale(${k} ${-k})">`;
  svg += `<rect x="0" y="0" width="${W}" height="${H}" fill="none" stroke="#90a4ae" stroke-width="${0.5 / k}"/>`;
  const labels: string[] = [];
  for (const [layer, { objects }] of Object.entries(layers)) {
    if (/^utilities|assemblies\/(floor|ceiling|walls|roof)/.test(layer)) continue;
    for (const o of objects) {
      const pts = o.points.reduce((a: string[], v: number, i: number) => (i % 2 ? (a[a.length - 1] += ',' + v, a) : [...a, String(v)]), []).join(' ');
      const st = o.style ?? {};
      const tag = o.type === 'polyline' ? 'polyline' : 'polygon';
      svg += `<${tag} points="${pts}" fill="${o.type === 'polyline' ? 'none' : st.fill ?? 'none'}" stroke="${st.stroke ?? '#263238'}" stroke-width="${(st.strokeWidth ?? 1.25) / k}" ${st.dash ? `stroke-dasharray="${st.dash.map((d: number) => d / k).join(' ')}"` : ''}/>`;
      if (o.type === 'rect') {
        const xs = o.points.filter((_: number, i: number) => i % 2 === 0), ys = o.points.filter((_: number, i: number) => i % 2 === 1);
        const a = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys)) / 144;
        labels.push(`<text x="${((Math.max(...xs) + Math.min(...xs)) / 2) * k}" y="${(H - (Math.max(...ys) + Math.min(...ys)) / 2) * k}" text-anchor="middle" font-size="11" fill="#37474f">${a.toFixed(0)} ft²</text>`);
      }
    }
  }
  svg += `</g>${labels.join('')}</svg>`;
  html += `<div style="width:${cell}px;border:1px solid #eee"><div>${name} ${err ? `<b style="color:red">${err}</b>` : ''}</div>${svg}</div>`;
}
writeFileSync('/tmp/h6-render.html', html + '</body></html>');
