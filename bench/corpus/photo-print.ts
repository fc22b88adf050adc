/**
 * How a generated invoice was printed, for its phone photo (photo.ts): a laser print; a thermal slip, cut to the
 * print's width with torn ends, in faded grey with the white streak of a dead heating element; or a dot-matrix
 * print-out, its glyphs made of ribbon dots, on continuous form paper with tractor-feed holes and perforations. The
 * result is the paper as an RGBA buffer (holes and torn ends transparent) for the photo to warp.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Family } from './family.js';
import { SmoothField } from './photo-surface.js';
import type { Random } from './random.js';

export type PrintStyle = 'laser' | 'thermal' | 'dot-matrix';

/** Thermal for a till receipt, dot-matrix for a monospaced print-out, laser for the rest. */
export function printStyle(family: Family): PrintStyle {
  if (family.item === 'qtyAt') return 'thermal';
  return family.font === 'Courier' ? 'dot-matrix' : 'laser';
}

export type Box = { x: number; y: number; w: number; h: number };

/** The inked part of a page rendered at `dpi`: one block from the top, ending at a gap of over an inch (a footer). */
export function inkBox(page: Canvas, dpi: number): Box {
  const { width: w, height: h } = page;
  const d = page.getContext('2d').getImageData(0, 0, w, h).data;
  let [x0, x1, y0, y1] = [w, 0, -1, 0];
  for (let y = 0; y < h; y++) {
    let inked = false;
    for (let x = 0; x < w; x++) {
      if (d[(y * w + x) * 4 + 1] >= 160) continue;
      inked = true;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
    }
    if (inked) {
      if (y0 < 0) y0 = y;
      y1 = y;
    } else if (y0 >= 0 && y - y1 > dpi * 1.1) break;
  }
  if (y0 < 0) return { x: 0, y: 0, w, h };
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** The printing: ink and paper colours and, per style, the fading, the dead heating elements or the dot grid. */
export type Print = {
  style: PrintStyle;
  paper: [number, number, number];
  ink: [number, number, number];
  strength: number;
  fade: SmoothField;
  /** Thermal: paper columns (as a share of the width) where a dead heating element leaves a white streak. */
  dead: number[];
  /** Dot-matrix: pin pitch in points across and down, and the dot radius in pitches. */
  pitch: [number, number];
  dot: number;
};

export function printing(r: Random, style: PrintStyle, fontSize: number): Print {
  const down = (fontSize * 0.6) / 7;
  return {
    style,
    paper:
      style === 'thermal'
        ? [r.float(238, 246), r.float(240, 248), r.float(243, 250)]
        : [r.float(243, 252), r.float(241, 250), r.float(232, 246)],
    ink: style === 'laser' ? [24, 24, 27] : style === 'thermal' ? [52, 52, 60] : [34, 34, 50],
    strength: style === 'thermal' ? r.float(0.45, 0.75) : style === 'dot-matrix' ? r.float(0.75, 0.95) : 1,
    fade: new SmoothField(r, 3, 6, style === 'laser' ? 0.03 : 0.2),
    dead: style === 'thermal' ? Array.from({ length: r.int(0, 2) }, () => r.float(0.1, 0.9)) : [],
    pitch: [down * r.float(0.8, 1), down],
    dot: r.float(0.5, 0.62),
  };
}

/** The paper as a padded RGBA buffer (1 transparent pixel around it; holes and torn ends transparent too). */
export type Paper = { data: Uint8ClampedArray; width: number; height: number };

/**
 * The printed paper at `dpi`: `page` (rendered at `dpi`) cut to `box` (thermal) or with tractor-feed strips added
 * (dot-matrix), its ink restyled.
 */
export function paperOf(page: Canvas, box: Box, print: Print, dpi: number, r: Random): Paper {
  const { width: sw, height: sh } = page;
  const src = page.getContext('2d').getImageData(0, 0, sw, sh).data;
  const strip = print.style === 'dot-matrix' ? Math.round(dpi / 2) : 0;
  const pw = box.w + 2 * strip;
  const ph = box.h;
  const [W, H] = [pw + 2, ph + 2];
  const data = new Uint8ClampedArray(W * H * 4);
  const [px, py] = [(print.pitch[0] * dpi) / 72, (print.pitch[1] * dpi) / 72];
  const gridW = Math.ceil(pw / px) + 2;
  const dots = new Uint8Array(gridW * (Math.ceil(ph / py) + 2));
  const inkAt = (x: number, y: number) => {
    const sx = Math.round(x) - strip + box.x;
    const sy = Math.round(y) + box.y;
    if (sx < 0 || sy < 0 || sx >= sw || sy >= sh) return 0;
    return 1 - src[(sy * sw + sx) * 4 + 1] / 255;
  };
  if (print.style === 'dot-matrix')
    for (let i = 0; i < dots.length; i++) {
      // A pin fires where the glyph covers any part of its cell, so thin strokes are not lost between pins.
      const [cx, cy] = [(i % gridW) * px, Math.floor(i / gridW) * py];
      let ink = 0;
      for (let dx = -0.35; dx < 0.4; dx += 0.35) {
        for (let dy = -0.35; dy < 0.4; dy += 0.35) ink = Math.max(ink, inkAt(cx + dx * px, cy + dy * py));
      }
      dots[i] = ink > 0.42 ? r.int(180, 255) : 0;
    }
  const tooth = dpi * 0.1;
  const tear = Float32Array.from({ length: Math.ceil(pw / tooth) + 2 }, () => r.float(0.2, 1) * dpi * 0.04);
  const dead = new Uint8Array(pw);
  for (const f of print.dead) dead.fill(1, Math.round(f * pw - dpi / 200), Math.round(f * pw + dpi / 200) + 1);
  const hole = dpi * 0.078;
  const [paperR, paperG, paperB] = print.paper;
  const [inkR, inkG, inkB] = print.ink;
  const thermal = print.style === 'thermal';
  const dotted = print.style === 'dot-matrix';
  const perforation = Math.round(dpi / 16);
  for (let y = 0; y < ph; y++) {
    // The colour under the print (paper, a band, a shaded row): the last light pixel to the left.
    let [lr, lg, lb] = [255, 255, 255];
    for (let x = 0; x < pw; x++) {
      let alpha = 255;
      let k = 0;
      const sx = x - strip + box.x;
      const sy = y + box.y;
      if (sx >= 0 && sy >= 0 && sx < sw && sy < sh) {
        const s = (sy * sw + sx) * 4;
        const lum = 0.3 * src[s] + 0.59 * src[s + 1] + 0.11 * src[s + 2];
        if (lum >= 170) {
          lr = src[s];
          lg = src[s + 1];
          lb = src[s + 2];
        }
        k = Math.min(1, Math.max(0, 1 - lum / (0.3 * lr + 0.59 * lg + 0.11 * lb)));
      }
      const fade = 1 + print.fade.at(x / pw, y / ph);
      if (thermal) {
        k *= print.strength * fade;
        if (dead[x]) k *= 0.1;
        const t = x / tooth;
        const i = Math.floor(t);
        const edge = (Math.abs(t - i - 0.5) * 2 * tear[i] + tear[i + 1] * 0.3) * 1.2;
        if (y < edge || y > ph - 1 - edge) alpha = 0;
      } else if (dotted) {
        const i = Math.round(x / px);
        const j = Math.round(y / py);
        const on = dots[j * gridW + i];
        const d = Math.sqrt((x / px - i) ** 2 + (y / py - j) ** 2);
        k = on ? (Math.min(1, Math.max(0, (print.dot - d) / 0.18)) * on * print.strength * fade) / 255 : 0;
        if (x < strip || x >= pw - strip) {
          const hx = x < strip ? strip / 2 : pw - strip / 2;
          const hy = (Math.floor(y / (dpi / 2)) + 0.5) * (dpi / 2);
          alpha = Math.round(Math.min(1, Math.max(0, Math.sqrt((x - hx) ** 2 + (y - hy) ** 2) - hole)) * 255);
          lr = lg = lb = 255;
        }
        if ((Math.abs(x - strip) < 1 || Math.abs(x - (pw - strip)) < 1) && y % perforation < dpi / 40) k = 0.2;
      }
      const o = ((y + 1) * W + x + 1) * 4;
      const br = (paperR * lr) / 255;
      const bg = (paperG * lg) / 255;
      const bb = (paperB * lb) / 255;
      data[o] = br - (br - inkR) * k;
      data[o + 1] = bg - (bg - inkG) * k;
      data[o + 2] = bb - (bb - inkB) * k;
      data[o + 3] = alpha;
    }
  }
  // The transparent border and holes keep the paper's colour, so that bilinear sampling does not darken the edge.
  for (let i = 0; i < W * H; i++) {
    if (data[i * 4 + 3] === 0 && data[i * 4] === 0) data.set(print.paper, i * 4);
  }
  return { data, width: W, height: H };
}
