/**
 * Writes the app's install icons (issue 24, decision 058) from the favicon's car: `node apps/web/scripts/make-icons.mjs`.
 * Run by hand when the mark changes; the PNGs are committed in `public/icons/`. Uses `sharp`, installed in the
 * workspace by another package (not a dependency of the web app, which never imports it).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });
const TEAL = '#00796B';
const CAR =
  'M5 11l1.5-4.5h11L19 11v7h-2v-1.5H7V18H5zm2.2-1h9.6l-1-3H8.2zM7.5 14a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z';

/** `any`: a rounded tile; `maskable`: a full-bleed square with the car inside the central safe zone (80 %). */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${TEAL}"/><g transform="translate(4.8 4.8) scale(0.6)"><path fill="#fff" d="${CAR}"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="${TEAL}"/><path fill="#fff" d="${CAR}"/></svg>`;

const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [name, size, maskable] of icons) {
  await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 24 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${name}`);
}
console.log(`wrote ${icons.map(([name]) => name).join(', ')} to ${out}`);
