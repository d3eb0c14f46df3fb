/**
 * The picture a demo radiology report attaches: a small greyscale PNG drawn here from a few
 * shapes, so the demo ships no binary file and the image is the same on every database. It is
 * a schematic of a frontal chest radiograph as a radiograph shows it (air black, soft tissue
 * grey, bone and the mediastinum white): the body, two lung fields, the spine, the clavicles
 * and ribs faintly, and what its report (demo-clinic-kidney.ts) describes: a heart shadow over
 * half the chest's width, haze around both hila and fluid blunting both costophrenic angles.
 * Not a real patient's image.
 */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 160;
const HEIGHT = 160;

/** Inside an ellipse centred at (cx, cy) with radii rx, ry: 1 at the centre, 0 at the edge. */
function ellipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number) {
  const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
  return d >= 1 ? 0 : 1 - d;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The grey (0 black to 255 white) of one pixel. */
function grey(x: number, y: number): number {
  // The body: soft tissue, brighter towards the middle.
  const body = ellipse(x, y, 80, 92, 74, 86);
  let value = body > 0 ? 70 + 60 * Math.sqrt(body) : 12;
  // The spine and mediastinum in the middle, the heart's shadow bulging to the image's right
  // over half the chest's width; the lungs' air shows only beside them.
  const spine = Math.min(1, ellipse(x, y, 80, 80, 12, 72) * 4);
  const heart = Math.min(1, ellipse(x, y, 86, 112, 36, 26) * 3);
  const solid = Math.max(spine, heart);
  const lungs = Math.max(ellipse(x, y, 50, 82, 26, 52), ellipse(x, y, 110, 82, 26, 52));
  if (lungs > 0) value -= 100 * Math.min(1, lungs * 3) * (1 - solid);
  value += 70 * solid;
  // Ribs: faint bright arcs across each lung field.
  if (lungs > 0 && Math.abs(Math.sin((y - 0.3 * Math.abs(x - 80)) / 5.5)) > 0.95) value += 18;
  // Clavicles.
  for (const side of [-1, 1])
    if (
      Math.abs(y - 44 + 0.004 * (x - 80 - side * 30) ** 2) < 2 &&
      Math.abs(x - 80 - side * 30) < 26
    )
      value += 45;
  // Congested hila: haze spreading out from each side of the mediastinum.
  value += 45 * Math.sqrt(Math.max(ellipse(x, y, 60, 84, 14, 18), ellipse(x, y, 100, 84, 14, 18)));
  // Effusions: fluid filling each lung's lowest outer corner, its top a meniscus.
  const outward = x < 80 ? 50 - x : x - 110;
  if (lungs > 0 && y > 126 - 0.7 * Math.max(0, outward)) value += 75;
  // A little grain, the same every time.
  value += ((x * 7919 + y * 104729) % 7) - 3;
  return clamp(value);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The radiograph as PNG bytes: 8-bit greyscale, unfiltered rows, deflated. */
export function chestRadiographPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) rows[y * (WIDTH + 1) + 1 + x] = grey(x, y);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
