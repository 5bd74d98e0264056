/**
 * Generated seed art: SVG compositions drawn from a seeded PRNG, so a fresh machine shows a gallery
 * without downloading anything. Text is set as glyph paths (see services/images/font.ts), never with
 * system fonts, so Chinese titles render on machines without CJK fonts.
 */
import { textPath, type Font } from '../../services/images/font';
import type { Rng } from './prng';

export interface Palette {
  bg: readonly [string, string];
  ink: string;
  paper: string;
  accents: readonly [string, string, string];
}

/** Per-category palettes (category ids 1..8 as seeded). */
export const PALETTES: Record<number, readonly Palette[]> = {
  // 插画: warm dusk and teal
  1: [
    { bg: ['#ffb88c', '#de6262'], ink: '#2b1b3d', paper: '#fff4e6', accents: ['#ffd56b', '#2ec4b6', '#ff7f50'] },
    { bg: ['#a1c4fd', '#c2e9fb'], ink: '#1d3557', paper: '#f1faee', accents: ['#e63946', '#f4a261', '#457b9d'] },
  ],
  // 包装设计: fresh mint, cream and forest
  2: [
    { bg: ['#d4fc79', '#96e6a1'], ink: '#1b4332', paper: '#fefae0', accents: ['#2d6a4f', '#f4a259', '#e76f51'] },
    { bg: ['#fdfcfb', '#e2d1c3'], ink: '#3d2c2e', paper: '#fffaf0', accents: ['#c44536', '#197278', '#edddd4'] },
  ],
  // LOGO设计: bold primaries
  3: [
    { bg: ['#14213d', '#1f3b73'], ink: '#fca311', paper: '#e5e5e5', accents: ['#fca311', '#ef476f', '#ffffff'] },
    { bg: ['#fff3b0', '#ffe066'], ink: '#22223b', paper: '#ffffff', accents: ['#e63946', '#1d3557', '#06d6a0'] },
  ],
  // 绘本: soft pastels
  4: [
    { bg: ['#fbc2eb', '#a6c1ee'], ink: '#3a3358', paper: '#fff8f0', accents: ['#ffd6a5', '#caffbf', '#9bf6ff'] },
    { bg: ['#243b55', '#141e30'], ink: '#f8edeb', paper: '#fef9ef', accents: ['#ffd166', '#ef8354', '#8ecae6'] },
  ],
  // IP形象: candy colours
  5: [
    { bg: ['#ff9a9e', '#fecfef'], ink: '#3c1642', paper: '#fff0f5', accents: ['#ffe066', '#7b2cbf', '#4cc9f0'] },
    { bg: ['#84fab0', '#8fd3f4'], ink: '#1b263b', paper: '#f0fff4', accents: ['#ff6b6b', '#ffd93d', '#6a4c93'] },
  ],
  // 海报设计: high contrast
  6: [
    { bg: ['#0f0f0f', '#2b2b2b'], ink: '#f5f5f5', paper: '#111111', accents: ['#ff3d00', '#ffc400', '#00b8d4'] },
    { bg: ['#d90429', '#8d0801'], ink: '#fff1e6', paper: '#2b2d42', accents: ['#ffd60a', '#edf2f4', '#2b2d42'] },
  ],
  // 品牌VI: indigo, gold and ivory
  7: [
    { bg: ['#f8f5ee', '#ebe4d6'], ink: '#1a1f4b', paper: '#fffdf7', accents: ['#1a1f4b', '#c9a227', '#d1495b'] },
    { bg: ['#e0eafc', '#cfdef3'], ink: '#0b132b', paper: '#ffffff', accents: ['#3a86ff', '#ff006e', '#ffbe0b'] },
  ],
  // 平面插画: sage, terracotta, ochre
  8: [
    { bg: ['#f3e9dc', '#e9d8c4'], ink: '#3f3430', paper: '#faf3e8', accents: ['#8a9a5b', '#c8553d', '#e0a458'] },
    { bg: ['#ede7e3', '#d8e2dc'], ink: '#2f3e46', paper: '#f8f9fa', accents: ['#588157', '#bc6c25', '#dda15e'] },
  ],
};

export const ASPECTS = {
  '4:3': [1200, 900],
  '3:4': [900, 1200],
  '1:1': [1000, 1000],
  '16:9': [1280, 720],
} as const;
export type Aspect = keyof typeof ASPECTS;

type Composer = (w: number, h: number, p: Palette, rng: Rng, font: Font, title?: string) => string;

const f1 = (n: number) => Math.round(n * 10) / 10;

function doc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, a: string, b: string, angle = 90): string {
  const r = (angle * Math.PI) / 180;
  const x = f1(50 + Math.cos(r) * 50);
  const y = f1(50 + Math.sin(r) * 50);
  return `<linearGradient id="${id}" x1="${f1(100 - x)}%" y1="${f1(100 - y)}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

function radial(id: string, a: string, b: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;
}

/** A smooth closed blob around (cx, cy): Catmull-Rom through jittered points, as cubic Béziers. */
function blob(cx: number, cy: number, r: number, rng: Rng, points = 7, jitter = 0.28): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - jitter + rng.next() * jitter * 2);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
  });
  const at = (i: number) => pts[(i + points) % points] as readonly [number, number];
  let d = `M${f1(at(0)[0])},${f1(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0]!)},${f1(c1[1]!)} ${f1(c2[0]!)},${f1(c2[1]!)} ${f1(p2[0])},${f1(p2[1])}`;
  }
  return d + 'Z';
}

/** A mountain ridge across the width, closed at the bottom. */
function ridge(w: number, h: number, base: number, amp: number, rng: Rng, steps = 7): string {
  let d = `M0,${h} L0,${f1(base)}`;
  let prevX = 0;
  let prevY = base;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = base - amp * (0.2 + rng.next() * 0.8) * (i % 2 ? 1 : 0.45);
    const mx = (prevX + x) / 2;
    d += ` Q${f1(mx)},${f1(Math.min(prevY, y) - amp * 0.15)} ${f1(x)},${f1(y)}`;
    prevX = x;
    prevY = y;
  }
  return `${d} L${w},${h} Z`;
}

const mix = (a: string, b: string, t: number): string => {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
};

const landscape: Composer = (w, h, p, rng) => {
  const sunX = w * rng.range(0.25, 0.75);
  const sunY = h * rng.range(0.22, 0.4);
  const sunR = Math.min(w, h) * rng.range(0.1, 0.17);
  let layers = '';
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const base = h * (0.5 + (i / n) * 0.42);
    const color = mix(p.accents[i % 3]!, p.ink, i / n);
    layers += `<path d="${ridge(w, h, base, h * rng.range(0.12, 0.22), rng, rng.int(5, 9))}" fill="${color}" opacity="${f1(0.75 + (i / n) * 0.25)}"/>`;
  }
  let birds = '';
  for (let i = 0; i < rng.int(2, 5); i++) {
    const x = w * rng.range(0.1, 0.9);
    const y = h * rng.range(0.1, 0.35);
    const s = Math.min(w, h) * rng.range(0.012, 0.022);
    birds += `<path d="M${f1(x - s)},${f1(y)} q${f1(s / 2)},${f1(-s / 2)} ${f1(s)},0 q${f1(s / 2)},${f1(-s / 2)} ${f1(s)},0" fill="none" stroke="${p.ink}" stroke-width="${f1(s / 4)}" stroke-linecap="round"/>`;
  }
  return doc(
    w,
    h,
    linear('sky', p.bg[0], p.bg[1], 90) + radial('sun', '#fffbe8', p.accents[0]),
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${f1(sunX)}" cy="${f1(sunY)}" r="${f1(sunR * 1.6)}" fill="${p.accents[0]}" opacity="0.18"/><circle cx="${f1(sunX)}" cy="${f1(sunY)}" r="${f1(sunR)}" fill="url(#sun)"/>${birds}${layers}`,
  );
};

const bauhaus: Composer = (w, h, p, rng) => {
  const cols = rng.int(3, 5);
  const cell = w / cols;
  const rows = Math.ceil(h / cell);
  const colors = [...p.accents, p.ink];
  let body = `<rect width="${w}" height="${h}" fill="${p.paper}"/>`;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cell;
      const y = r * cell;
      const bg = rng.chance(0.5) ? rng.pick(colors) : p.paper;
      const fg = rng.pick(colors.filter((k) => k !== bg));
      body += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(cell + 1)}" height="${f1(cell + 1)}" fill="${bg}"/>`;
      const kind = rng.int(0, 4);
      const half = cell / 2;
      if (kind === 0) body += `<circle cx="${f1(x + half)}" cy="${f1(y + half)}" r="${f1(half * 0.8)}" fill="${fg}"/>`;
      else if (kind === 1) {
        const corner = rng.int(0, 3);
        const cx = x + (corner % 2) * cell;
        const cy = y + Math.floor(corner / 2) * cell;
        body += `<path d="M${f1(cx)},${f1(cy)} m0,0 ${quarter(cx, cy, cell, corner)}" fill="${fg}"/>`;
      } else if (kind === 2)
        body += `<path d="M${f1(x)},${f1(y + cell)} A${f1(half)},${f1(half)} 0 0 1 ${f1(x + cell)},${f1(y + cell)} Z" fill="${fg}"/>`;
      else if (kind === 3) {
        for (let s = 0; s < 4; s++)
          body += `<rect x="${f1(x + (s * cell) / 4 + cell / 16)}" y="${f1(y + cell * 0.12)}" width="${f1(cell / 8)}" height="${f1(cell * 0.76)}" fill="${fg}"/>`;
      } else
        body += `<rect x="${f1(x + cell * 0.2)}" y="${f1(y + cell * 0.2)}" width="${f1(cell * 0.6)}" height="${f1(cell * 0.6)}" fill="${fg}" transform="rotate(45 ${f1(x + half)} ${f1(y + half)})"/>`;
    }
  }
  return doc(w, h, '', body);
};

function quarter(cx: number, cy: number, r: number, corner: number): string {
  const sx = corner % 2 ? -1 : 1;
  const sy = corner >= 2 ? -1 : 1;
  return `L${f1(cx + sx * r)},${f1(cy)} A${f1(r)},${f1(r)} 0 0 ${sx * sy > 0 ? 1 : 0} ${f1(cx)},${f1(cy + sy * r)} Z`;
}

const blobs: Composer = (w, h, p, rng) => {
  const m = Math.min(w, h);
  let defs = linear('bg', p.bg[0], p.bg[1], rng.int(30, 150));
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let i = 0; i < 4; i++) {
    defs += linear(`b${i}`, p.accents[i % 3]!, mix(p.accents[(i + 1) % 3]!, '#ffffff', 0.3), rng.int(0, 180));
    body += `<path d="${blob(w * rng.range(0.15, 0.85), h * rng.range(0.15, 0.85), m * rng.range(0.18, 0.34), rng)}" fill="url(#b${i})" opacity="${f1(rng.range(0.7, 0.95))}"/>`;
  }
  const gap = m / 14;
  let dots = '';
  const ox = w * rng.range(0.05, 0.55);
  const oy = h * rng.range(0.05, 0.55);
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 6; j++)
      dots += `<circle cx="${f1(ox + i * gap)}" cy="${f1(oy + j * gap)}" r="${f1(gap / 7)}" fill="${p.ink}" opacity="0.55"/>`;
  body += `${dots}<circle cx="${f1(w * rng.range(0.3, 0.7))}" cy="${f1(h * rng.range(0.3, 0.7))}" r="${f1(m * 0.36)}" fill="none" stroke="${p.ink}" stroke-width="${f1(m / 160)}" opacity="0.6"/>`;
  return doc(w, h, defs, body);
};

const sunStripes: Composer = (w, h, p, rng) => {
  const cx = w / 2;
  const cy = h * rng.range(0.62, 0.75);
  const colors = [p.accents[1], p.accents[2], p.accents[0], p.ink];
  let arcs = '';
  const base = Math.min(w, h) * 0.42;
  for (let i = 0; i < 4; i++) {
    const r = base - i * base * 0.22;
    arcs += `<path d="M${f1(cx - r)},${f1(cy)} A${f1(r)},${f1(r)} 0 0 1 ${f1(cx + r)},${f1(cy)} Z" fill="${colors[i]}"/>`;
  }
  let stripes = '';
  const n = 7;
  for (let i = 0; i < n; i++) {
    const y = cy + ((h - cy) * i) / n;
    stripes += `<rect x="0" y="${f1(y)}" width="${w}" height="${f1((h - cy) / n / 2)}" fill="${p.ink}" opacity="${f1(0.15 + (i / n) * 0.6)}"/>`;
  }
  const sparkles = Array.from({ length: rng.int(3, 6) }, () => {
    const x = w * rng.range(0.08, 0.92);
    const y = h * rng.range(0.08, 0.45);
    const s = Math.min(w, h) * rng.range(0.015, 0.03);
    return `<path d="M${f1(x)},${f1(y - s)} Q${f1(x)},${f1(y)} ${f1(x + s)},${f1(y)} Q${f1(x)},${f1(y)} ${f1(x)},${f1(y + s)} Q${f1(x)},${f1(y)} ${f1(x - s)},${f1(y)} Q${f1(x)},${f1(y)} ${f1(x)},${f1(y - s)} Z" fill="${p.accents[0]}"/>`;
  }).join('');
  return doc(
    w,
    h,
    linear('bg', p.paper, p.bg[1], 90),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles}${arcs}<rect x="0" y="${f1(cy)}" width="${w}" height="${f1(h - cy)}" fill="${p.paper}"/>${stripes}`,
  );
};

const packaging: Composer = (w, h, p, rng) => {
  const m = Math.min(w, h);
  const floor = h * 0.82;
  const item = (cx: number, bw: number, bh: number, color: string, label: string, can: boolean) => {
    const x = cx - bw / 2;
    const y = floor - bh;
    const shape = can
      ? `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh)}" rx="${f1(bw * 0.18)}" fill="${color}"/><ellipse cx="${f1(cx)}" cy="${f1(y + bw * 0.05)}" rx="${f1(bw * 0.46)}" ry="${f1(bw * 0.08)}" fill="#ffffff" opacity="0.35"/>`
      : `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh)}" rx="${f1(bw * 0.04)}" fill="${color}"/><path d="M${f1(x)},${f1(y)} l${f1(bw * 0.12)},${f1(-bh * 0.08)} h${f1(bw)} l${f1(-bw * 0.12)},${f1(bh * 0.08)} Z" fill="${mix(color, '#ffffff', 0.35)}"/><path d="M${f1(x + bw)},${f1(y)} l${f1(bw * 0.12)},${f1(-bh * 0.08)} v${f1(bh)} l${f1(-bw * 0.12)},${f1(bh * 0.08)} Z" fill="${mix(color, '#000000', 0.25)}"/>`;
    let pattern = '';
    const ly = y + bh * 0.3;
    const lh = bh * 0.42;
    for (let i = 0; i < 3; i++)
      pattern += `<circle cx="${f1(x + bw * (0.25 + i * 0.25))}" cy="${f1(ly + lh / 2)}" r="${f1(bw * 0.09)}" fill="${p.accents[i]}"/>`;
    return `<ellipse cx="${f1(cx)}" cy="${f1(floor + m * 0.015)}" rx="${f1(bw * 0.62)}" ry="${f1(m * 0.025)}" fill="#000" opacity="0.16"/>${shape}<rect x="${f1(x)}" y="${f1(ly)}" width="${f1(bw)}" height="${f1(lh)}" fill="${label}"/>${pattern}<rect x="${f1(x + bw * 0.2)}" y="${f1(ly + lh * 0.78)}" width="${f1(bw * 0.6)}" height="${f1(lh * 0.06)}" rx="2" fill="${p.ink}" opacity="0.7"/>`;
  };
  const can = rng.chance(0.5);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${f1(w * 0.5)}" cy="${f1(h * 0.45)}" r="${f1(m * 0.38)}" fill="${p.paper}" opacity="0.55"/>` +
    `<path d="${blob(w * 0.2, h * 0.25, m * 0.12, rng)}" fill="${p.accents[0]}" opacity="0.5"/>` +
    item(w * 0.36, m * 0.26, m * 0.52, p.accents[1], p.paper, can) +
    item(w * 0.62, m * 0.22, m * 0.42, p.accents[2], p.paper, !can) +
    `<rect x="0" y="${f1(floor)}" width="${w}" height="${f1(h - floor)}" fill="${p.ink}" opacity="0.08"/>`;
  return doc(w, h, linear('bg', p.bg[0], p.bg[1], 120), body);
};

const emblem: Composer = (w, h, p, rng) => {
  const m = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.46;
  const r = m * 0.24;
  const kind = rng.int(0, 3);
  let mark: string;
  if (kind === 0)
    mark = `<circle cx="${cx}" cy="${f1(cy)}" r="${f1(r)}" fill="${p.accents[0]}"/><path d="M${f1(cx - r * 0.6)},${f1(cy + r * 0.45)} L${f1(cx)},${f1(cy - r * 0.6)} L${f1(cx + r * 0.6)},${f1(cy + r * 0.45)} Z" fill="${p.accents[2]}"/>`;
  else if (kind === 1)
    mark = [0, 1, 2]
      .map((i) => {
        const a = (i / 3) * Math.PI * 2 - Math.PI / 2;
        return `<circle cx="${f1(cx + Math.cos(a) * r * 0.45)}" cy="${f1(cy + Math.sin(a) * r * 0.45)}" r="${f1(r * 0.6)}" fill="${p.accents[i]}" opacity="0.85"/>`;
      })
      .join('');
  else if (kind === 2)
    mark = `<rect x="${f1(cx - r * 0.7)}" y="${f1(cy - r * 0.7)}" width="${f1(r * 1.4)}" height="${f1(r * 1.4)}" rx="${f1(r * 0.25)}" fill="${p.accents[0]}" transform="rotate(45 ${cx} ${f1(cy)})"/><circle cx="${cx}" cy="${f1(cy)}" r="${f1(r * 0.42)}" fill="${p.bg[0]}"/><circle cx="${cx}" cy="${f1(cy)}" r="${f1(r * 0.18)}" fill="${p.accents[1]}"/>`;
  else
    mark = `<path d="M${f1(cx - r)},${f1(cy)} A${f1(r)},${f1(r)} 0 0 1 ${f1(cx + r)},${f1(cy)} Z" fill="${p.accents[0]}"/><path d="M${f1(cx - r)},${f1(cy + r * 0.12)} A${f1(r)},${f1(r)} 0 0 0 ${f1(cx + r)},${f1(cy + r * 0.12)} Z" fill="${p.accents[1]}"/><rect x="${f1(cx - r * 0.08)}" y="${f1(cy - r * 1.1)}" width="${f1(r * 0.16)}" height="${f1(r * 2.3)}" fill="${p.ink}"/>`;
  const word = `<rect x="${f1(cx - m * 0.16)}" y="${f1(cy + r + m * 0.08)}" width="${f1(m * 0.32)}" height="${f1(m * 0.035)}" rx="${f1(m * 0.01)}" fill="${p.ink}"/><rect x="${f1(cx - m * 0.1)}" y="${f1(cy + r + m * 0.14)}" width="${f1(m * 0.2)}" height="${f1(m * 0.018)}" rx="${f1(m * 0.009)}" fill="${p.ink}" opacity="0.6"/>`;
  return doc(
    w,
    h,
    linear('bg', p.bg[0], p.bg[1], 90),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${mark}${word}`,
  );
};

const character: Composer = (w, h, p, rng) => {
  const m = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.55;
  const r = m * 0.3;
  const body = p.accents[rng.int(0, 2)];
  const ear = (dx: number) =>
    `<circle cx="${f1(cx + dx * r * 0.7)}" cy="${f1(cy - r * 0.85)}" r="${f1(r * 0.32)}" fill="${body}"/><circle cx="${f1(cx + dx * r * 0.7)}" cy="${f1(cy - r * 0.85)}" r="${f1(r * 0.16)}" fill="${p.paper}" opacity="0.7"/>`;
  const eye = (dx: number) =>
    `<ellipse cx="${f1(cx + dx * r * 0.36)}" cy="${f1(cy - r * 0.05)}" rx="${f1(r * 0.09)}" ry="${f1(r * 0.13)}" fill="${p.ink}"/><circle cx="${f1(cx + dx * r * 0.36 + r * 0.03)}" cy="${f1(cy - r * 0.1)}" r="${f1(r * 0.035)}" fill="#fff"/>`;
  const cheek = (dx: number) =>
    `<ellipse cx="${f1(cx + dx * r * 0.58)}" cy="${f1(cy + r * 0.2)}" rx="${f1(r * 0.12)}" ry="${f1(r * 0.07)}" fill="#ff6b8b" opacity="0.55"/>`;
  const confetti = Array.from({ length: 14 }, (_, i) => {
    const x = w * rng.range(0.05, 0.95);
    const y = h * rng.range(0.05, 0.95);
    const s = m * rng.range(0.01, 0.022);
    const c = p.accents[i % 3];
    return i % 2
      ? `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(s)}" fill="${c}"/>`
      : `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(s * 2.4)}" height="${f1(s)}" rx="${f1(s / 2)}" fill="${c}" transform="rotate(${rng.int(0, 180)} ${f1(x)} ${f1(y)})"/>`;
  }).join('');
  return doc(
    w,
    h,
    linear('bg', p.bg[0], p.bg[1], 120),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${confetti}<ellipse cx="${f1(cx)}" cy="${f1(cy + r * 1.05)}" rx="${f1(r * 0.8)}" ry="${f1(r * 0.1)}" fill="#000" opacity="0.12"/>${ear(-1)}${ear(1)}<path d="${blob(cx, cy, r, rng, 8, 0.06)}" fill="${body}"/><ellipse cx="${f1(cx)}" cy="${f1(cy + r * 0.35)}" rx="${f1(r * 0.55)}" ry="${f1(r * 0.4)}" fill="${p.paper}" opacity="0.85"/>${eye(-1)}${eye(1)}${cheek(-1)}${cheek(1)}<path d="M${f1(cx - r * 0.1)},${f1(cy + r * 0.15)} q${f1(r * 0.1)},${f1(r * 0.12)} ${f1(r * 0.2)},0" fill="none" stroke="${p.ink}" stroke-width="${f1(r * 0.04)}" stroke-linecap="round"/>`,
  );
};

const picturebook: Composer = (w, h, p, rng) => {
  const m = Math.min(w, h);
  const night = rng.chance(0.5);
  const sky: [string, string] = night ? ['#1b2a49', '#465881'] : [p.bg[0], p.bg[1]];
  let stars = '';
  if (night)
    for (let i = 0; i < 40; i++)
      stars += `<circle cx="${f1(w * rng.next())}" cy="${f1(h * 0.6 * rng.next())}" r="${f1(m * rng.range(0.002, 0.006))}" fill="#fff" opacity="${f1(rng.range(0.4, 1))}"/>`;
  const moonX = w * rng.range(0.6, 0.85);
  const moonY = h * rng.range(0.15, 0.3);
  const moonR = m * 0.08;
  const moon = night
    ? `<circle cx="${f1(moonX)}" cy="${f1(moonY)}" r="${f1(moonR)}" fill="#fff3c4"/><circle cx="${f1(moonX + moonR * 0.45)}" cy="${f1(moonY - moonR * 0.2)}" r="${f1(moonR)}" fill="${sky[0]}"/>`
    : `<circle cx="${f1(moonX)}" cy="${f1(moonY)}" r="${f1(moonR)}" fill="${p.accents[0]}"/>`;
  const hills = [0, 1, 2]
    .map((i) => {
      const y = h * (0.62 + i * 0.1);
      const c = mix(night ? '#3d5a80' : p.accents[1], night ? '#0b132b' : p.ink, i * 0.3);
      return `<path d="M0,${f1(y)} C${f1(w * 0.3)},${f1(y - h * rng.range(0.08, 0.18))} ${f1(w * 0.6)},${f1(y + h * 0.08)} ${w},${f1(y - h * rng.range(0.02, 0.12))} L${w},${h} L0,${h} Z" fill="${c}"/>`;
    })
    .join('');
  const hx = w * rng.range(0.2, 0.5);
  const hy = h * 0.66;
  const hs = m * 0.12;
  const house = `<rect x="${f1(hx)}" y="${f1(hy - hs)}" width="${f1(hs)}" height="${f1(hs)}" fill="${p.paper}"/><path d="M${f1(hx - hs * 0.15)},${f1(hy - hs)} L${f1(hx + hs / 2)},${f1(hy - hs * 1.6)} L${f1(hx + hs * 1.15)},${f1(hy - hs)} Z" fill="${p.accents[2]}"/><rect x="${f1(hx + hs * 0.35)}" y="${f1(hy - hs * 0.7)}" width="${f1(hs * 0.3)}" height="${f1(hs * 0.3)}" fill="${night ? '#ffd166' : p.ink}"/>`;
  const trees = Array.from({ length: rng.int(2, 4) }, () => {
    const tx = w * rng.range(0.55, 0.95);
    const ty = h * rng.range(0.7, 0.8);
    const ts = m * rng.range(0.04, 0.07);
    return `<rect x="${f1(tx - ts * 0.1)}" y="${f1(ty)}" width="${f1(ts * 0.2)}" height="${f1(ts * 0.8)}" fill="${p.ink}"/><circle cx="${f1(tx)}" cy="${f1(ty - ts * 0.2)}" r="${f1(ts * 0.7)}" fill="${mix(p.accents[1], '#1b4332', 0.4)}"/>`;
  }).join('');
  return doc(
    w,
    h,
    linear('bg', sky[0], sky[1], 90),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${stars}${moon}${hills}${house}${trees}`,
  );
};

const poster: Composer = (w, h, p, rng, font, title) => {
  const m = Math.min(w, h);
  const text = title ?? '设计';
  const portrait = h > w;
  const size = Math.min((w * 0.74) / Math.max(text.length, 1), h * (portrait ? 0.16 : 0.2));
  const ty = h * (portrait ? 0.8 : 0.84);
  const glyphs = textPath(font, text, w / 2, ty, size, 'middle', size * 0.06);
  const ringR = m * (portrait ? 0.3 : 0.25);
  const ringY = ty - size * 1.25 - ringR;
  let stripes = '';
  for (let i = 0; i < 9; i++)
    stripes += `<rect x="${f1(-w + i * (w / 5))}" y="0" width="${f1(w / 22)}" height="${f1(h * 2)}" fill="${p.accents[1]}" opacity="0.12" transform="rotate(-30 0 0)"/>`;
  return doc(
    w,
    h,
    linear('bg', p.bg[0], p.bg[1], 90) + radial('ring', p.accents[1], p.accents[0]),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${stripes}<circle cx="${f1(w / 2)}" cy="${f1(ringY)}" r="${f1(ringR)}" fill="url(#ring)"/><circle cx="${f1(w / 2)}" cy="${f1(ringY)}" r="${f1(ringR * 1.18)}" fill="none" stroke="${p.accents[2]}" stroke-width="${f1(m / 120)}"/><path d="${blob(w / 2 + ringR * 1.05, ringY - ringR * 0.7, m * 0.06, rng)}" fill="${p.accents[2]}"/><path d="${glyphs.d}" fill="${p.ink}"/><rect x="${f1(w / 2 - m * 0.12)}" y="${f1(ty + size * 0.3)}" width="${f1(m * 0.24)}" height="${f1(m * 0.01)}" fill="${p.accents[0]}"/>`,
  );
};

const brandBoard: Composer = (w, h, p, rng, font, title) => {
  const m = Math.min(w, h);
  const swatch = (i: number, c: string) =>
    `<rect x="${f1(w * 0.08 + i * m * 0.13)}" y="${f1(h * 0.78)}" width="${f1(m * 0.1)}" height="${f1(m * 0.1)}" rx="${f1(m * 0.015)}" fill="${c}"/>`;
  const cardX = w * 0.5;
  const cardY = h * 0.18;
  const cw = w * 0.4;
  const ch = cw * 0.58;
  const mark = textPath(font, (title ?? '品牌').slice(0, 1), cardX + cw * 0.2, cardY + ch * 0.62, ch * 0.5, 'middle');
  return doc(
    w,
    h,
    linear('bg', p.bg[0], p.bg[1], 90),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${f1(w * 0.24)}" cy="${f1(h * 0.38)}" r="${f1(m * 0.2)}" fill="${p.accents[0]}"/><circle cx="${f1(w * 0.24 + m * 0.1)}" cy="${f1(h * 0.38 - m * 0.06)}" r="${f1(m * 0.08)}" fill="${p.accents[1]}"/>` +
      `<rect x="${f1(cardX + cw * 0.06)}" y="${f1(cardY + ch * 0.9)}" width="${f1(cw)}" height="${f1(ch)}" rx="${f1(m * 0.015)}" fill="${p.accents[0]}" transform="rotate(${rng.int(4, 9)} ${f1(cardX)} ${f1(cardY)})"/>` +
      `<rect x="${f1(cardX)}" y="${f1(cardY)}" width="${f1(cw)}" height="${f1(ch)}" rx="${f1(m * 0.015)}" fill="${p.paper}"/><circle cx="${f1(cardX + cw * 0.2)}" cy="${f1(cardY + ch * 0.45)}" r="${f1(ch * 0.32)}" fill="${p.accents[1]}"/><path d="${mark.d}" fill="${p.paper}"/><rect x="${f1(cardX + cw * 0.45)}" y="${f1(cardY + ch * 0.35)}" width="${f1(cw * 0.4)}" height="${f1(ch * 0.08)}" fill="${p.ink}"/><rect x="${f1(cardX + cw * 0.45)}" y="${f1(cardY + ch * 0.52)}" width="${f1(cw * 0.28)}" height="${f1(ch * 0.05)}" fill="${p.ink}" opacity="0.5"/>` +
      [p.ink, ...p.accents, p.paper].map((c, i) => swatch(i, c)).join(''),
  );
};

/** Which compositions suit which category (ids 1..8 as seeded). */
const BY_CATEGORY: Record<number, readonly Composer[]> = {
  1: [landscape, blobs, picturebook, sunStripes],
  2: [packaging],
  3: [emblem],
  4: [picturebook, landscape],
  5: [character],
  6: [poster, bauhaus],
  7: [brandBoard, emblem],
  8: [bauhaus, sunStripes, blobs, landscape],
};

export function categoryArt(
  categoryId: number,
  aspect: Aspect,
  rng: Rng,
  font: Font,
  title?: string,
  variant?: number,
): { svg: string; width: number; height: number } {
  const [width, height] = ASPECTS[aspect];
  const palette = rng.pick(PALETTES[categoryId] ?? PALETTES[8]!);
  const composers = BY_CATEGORY[categoryId] ?? BY_CATEGORY[8]!;
  const composer = variant === undefined ? rng.pick(composers) : composers[variant % composers.length]!;
  return { svg: composer(width, height, palette, rng, font, title), width, height };
}

const AVATAR_BG: readonly [string, string][] = [
  ['#ff9a9e', '#fad0c4'],
  ['#a18cd1', '#fbc2eb'],
  ['#84fab0', '#8fd3f4'],
  ['#fccb90', '#d57eeb'],
  ['#4facfe', '#00f2fe'],
  ['#43e97b', '#38f9d7'],
  ['#fa709a', '#fee140'],
  ['#30cfd0', '#330867'],
  ['#f6d365', '#fda085'],
  ['#5ee7df', '#b490ca'],
];

/** A 400×400 avatar: the nickname's last character on a gradient, or an abstract face. */
export function avatarArt(nickName: string, rng: Rng, font: Font): string {
  const [a, b] = rng.pick(AVATAR_BG);
  const s = 400;
  if (rng.chance(0.5)) {
    // The last Chinese character of the name, else its first letter.
    const chars = Array.from(nickName);
    const ch = chars.filter((c) => /\p{Script=Han}/u.test(c)).at(-1) ?? chars[0]?.toUpperCase() ?? '设';
    const glyph = textPath(font, ch, s / 2, s * 0.66, s * 0.46, 'middle');
    return doc(
      s,
      s,
      linear('bg', a, b, rng.int(30, 150)),
      `<rect width="${s}" height="${s}" fill="url(#bg)"/><circle cx="${s * 0.82}" cy="${s * 0.18}" r="${s * 0.22}" fill="#fff" opacity="0.18"/><path d="${glyph.d}" fill="#fff"/>`,
    );
  }
  const skin = rng.pick(['#ffe0bd', '#f1c27d', '#ffdbac', '#e0ac69', '#fce3d3']);
  const hair = rng.pick(['#2d2d2d', '#5a3825', '#8d5524', '#1d3557', '#6d597a']);
  const eyeY = s * 0.52;
  const hairStyle = rng.int(0, 2);
  const hairPath =
    hairStyle === 0
      ? `<path d="M${s * 0.24},${s * 0.5} C${s * 0.2},${s * 0.18} ${s * 0.8},${s * 0.18} ${s * 0.76},${s * 0.5} C${s * 0.7},${s * 0.34} ${s * 0.3},${s * 0.34} ${s * 0.24},${s * 0.5} Z" fill="${hair}"/>`
      : hairStyle === 1
        ? `<circle cx="${s / 2}" cy="${s * 0.2}" r="${s * 0.1}" fill="${hair}"/><path d="M${s * 0.25},${s * 0.48} C${s * 0.25},${s * 0.22} ${s * 0.75},${s * 0.22} ${s * 0.75},${s * 0.48} L${s * 0.7},${s * 0.4} L${s * 0.3},${s * 0.4} Z" fill="${hair}"/>`
        : `<path d="M${s * 0.22},${s * 0.75} C${s * 0.12},${s * 0.2} ${s * 0.88},${s * 0.2} ${s * 0.78},${s * 0.75} L${s * 0.72},${s * 0.45} C${s * 0.6},${s * 0.36} ${s * 0.4},${s * 0.36} ${s * 0.28},${s * 0.45} Z" fill="${hair}"/>`;
  return doc(
    s,
    s,
    linear('bg', a, b, 90),
    `<rect width="${s}" height="${s}" fill="url(#bg)"/><path d="M${s * 0.18},${s} C${s * 0.2},${s * 0.78} ${s * 0.8},${s * 0.78} ${s * 0.82},${s} Z" fill="${rng.pick(['#ffffff', '#264653', '#e76f51', '#2a9d8f'])}"/><ellipse cx="${s / 2}" cy="${s * 0.52}" rx="${s * 0.25}" ry="${s * 0.28}" fill="${skin}"/>${hairPath}<circle cx="${s * 0.41}" cy="${eyeY}" r="${s * 0.022}" fill="#2d2d2d"/><circle cx="${s * 0.59}" cy="${eyeY}" r="${s * 0.022}" fill="#2d2d2d"/><ellipse cx="${s * 0.36}" cy="${s * 0.6}" rx="${s * 0.04}" ry="${s * 0.022}" fill="#ff8fa3" opacity="0.6"/><ellipse cx="${s * 0.64}" cy="${s * 0.6}" rx="${s * 0.04}" ry="${s * 0.022}" fill="#ff8fa3" opacity="0.6"/><path d="M${s * 0.45},${s * 0.63} q${s * 0.05},${s * 0.04} ${s * 0.1},0" fill="none" stroke="#8d3b3b" stroke-width="${s * 0.012}" stroke-linecap="round"/>`,
  );
}

/** A 1920×640 home banner with a big title and a subtitle set as glyph paths. */
export function bannerArt(title: string, subtitle: string, categoryId: number, rng: Rng, font: Font): string {
  const w = 1920;
  const h = 640;
  const p = rng.pick(PALETTES[categoryId] ?? PALETTES[1]!);
  const main = textPath(font, title, 220, 330, 120, 'start', 6);
  const sub = textPath(font, subtitle, 224, 420, 40, 'start', 2);
  const cta = textPath(font, '立即查看', 312, 512, 30, 'middle', 2);
  let shapes = '';
  for (let i = 0; i < 4; i++)
    shapes += `<path d="${blob(w * rng.range(0.62, 0.9), h * rng.range(0.25, 0.75), h * rng.range(0.18, 0.32), rng)}" fill="${p.accents[i % 3]}" opacity="${f1(rng.range(0.6, 0.9))}"/>`;
  return doc(
    w,
    h,
    linear('bg', p.bg[0], p.bg[1], 20) + radial('glow', '#ffffff', p.bg[1]),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w * 0.76}" cy="${h / 2}" r="${h * 0.46}" fill="url(#glow)" opacity="0.35"/>${shapes}<path d="${ridge(w, h, h * 0.88, h * 0.12, rng, 10)}" fill="${p.ink}" opacity="0.12"/><rect x="224" y="200" width="80" height="10" rx="5" fill="${p.accents[0]}"/><path d="${main.d}" fill="${p.ink}"/><path d="${sub.d}" fill="${p.ink}" opacity="0.75"/><rect x="224" y="470" width="220" height="64" rx="32" fill="${p.ink}"/><path d="${cta.d}" fill="${p.paper}"/><path d="M398,492 l12,10 l-12,10" fill="none" stroke="${p.paper}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Brand colours for the brand hall: a deep ground, a light ground and an accent per brand. */
export interface BrandPalette {
  deep: string;
  light: string;
  accent: string;
}

/** A 400×400 brand logo: the brand's first character reversed out of a round badge (brand pages, issue 7). */
export function brandLogoArt(brandName: string, p: BrandPalette, font: Font): string {
  const s = 400;
  const ch = Array.from(brandName)[0] ?? '品';
  const glyph = textPath(font, ch, s / 2, s * 0.64, s * 0.4, 'middle');
  return doc(
    s,
    s,
    linear('bg', p.deep, mix(p.deep, '#000000', 0.25), 135),
    `<rect width="${s}" height="${s}" fill="#ffffff"/><circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.46}" fill="url(#bg)"/>` +
      `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.39}" fill="none" stroke="${p.accent}" stroke-width="${s * 0.014}" opacity="0.9"/>` +
      `<path d="${glyph.d}" fill="${p.light}"/>`,
  );
}

/** A 1920×640 brand banner without words (the page sets the brand's name and slogan over it). */
export function brandBannerArt(p: BrandPalette, rng: Rng): string {
  const w = 1920;
  const h = 640;
  let shapes = '';
  for (let i = 0; i < 5; i++) {
    const cx = w * rng.range(0.45, 0.95);
    const cy = h * rng.range(0.15, 0.85);
    shapes += `<path d="${blob(cx, cy, h * rng.range(0.12, 0.3), rng)}" fill="${i % 2 ? p.accent : p.light}" opacity="${f1(rng.range(0.25, 0.6))}"/>`;
  }
  const rings = [0.2, 0.32, 0.44]
    .map(
      (r) =>
        `<circle cx="${w * 0.8}" cy="${h * 0.5}" r="${f1(h * r * 1.6)}" fill="none" stroke="${p.light}" stroke-width="2" opacity="0.18"/>`,
    )
    .join('');
  return doc(
    w,
    h,
    linear('bg', mix(p.deep, '#000000', 0.35), p.deep, 20) + radial('glow', p.accent, p.deep),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.6}" fill="url(#glow)" opacity="0.45"/>${rings}${shapes}` +
      `<path d="${ridge(w, h, h * 0.86, h * 0.1, rng, 9)}" fill="#000000" opacity="0.18"/>`,
  );
}

/** A 1280×720 campaign cover: the title and a tagline set as glyph paths over shapes. */
export function activityCoverArt(title: string, tagline: string, categoryId: number, rng: Rng, font: Font): string {
  const w = 1280;
  const h = 720;
  const p = rng.pick(PALETTES[categoryId] ?? PALETTES[1]!);
  const main = textPath(font, title, 96, 360, 92, 'start', 4);
  const sub = textPath(font, tagline, 100, 440, 34, 'start', 2);
  let shapes = '';
  for (let i = 0; i < 4; i++)
    shapes += `<path d="${blob(w * rng.range(0.62, 0.92), h * rng.range(0.2, 0.8), h * rng.range(0.14, 0.28), rng)}" fill="${p.accents[i % 3]}" opacity="${f1(rng.range(0.6, 0.9))}"/>`;
  return doc(
    w,
    h,
    linear('bg', p.bg[0], p.bg[1], 30) + radial('glow', '#ffffff', p.bg[1]),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w * 0.78}" cy="${h / 2}" r="${h * 0.45}" fill="url(#glow)" opacity="0.35"/>${shapes}<path d="${ridge(w, h, h * 0.9, h * 0.1, rng, 8)}" fill="${p.ink}" opacity="0.12"/><rect x="100" y="240" width="72" height="10" rx="5" fill="${p.accents[0]}"/><path d="${main.d}" fill="${p.ink}"/><path d="${sub.d}" fill="${p.ink}" opacity="0.75"/>`,
  );
}
