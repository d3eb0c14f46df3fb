/**
 * Reads a Code 128 barcode back from the SVG bwip-js draws (one vertical line per bar, centred
 * on its x, as wide as its stroke): the bars' and spaces' widths in modules, six per symbol
 * (seven for Stop), each symbol's value from the standard's table (ISO/IEC 15417, Table 1),
 * the check symbol verified, the text decoded through code sets B and C. Enough to tell that a
 * label's barcode says what its text says; a symbol it cannot read throws.
 */
// biome-ignore format: the standard's table, eleven modules a symbol
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232',
];
const STOP = '2331112';
const START = { 103: 'A', 104: 'B', 105: 'C' } as const;

/** Bars as [left, right] edges, in drawing units, from bwip-js's SVG paths. */
function barsOf(svg: string): [number, number][] {
  const bars: [number, number][] = [];
  for (const path of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1]);
    for (const line of (path[2] ?? '').matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g)) {
      const x = Number(line[1]);
      bars.push([x - width / 2, x + width / 2]);
    }
  }
  return bars.sort((a, b) => a[0] - b[0]);
}

/** The widths of bars and spaces in turn, in modules (the narrowest bar is one). */
function modulesOf(svg: string): number[] {
  const bars = barsOf(svg);
  if (bars.length === 0) throw new Error('no bars in the SVG');
  const widths: number[] = [];
  for (const [i, [left, right]] of bars.entries()) {
    if (i > 0) widths.push(left - (bars[i - 1] as [number, number])[1]);
    widths.push(right - left);
  }
  const module = Math.min(...bars.map(([left, right]) => right - left));
  return widths.map((w) => Math.round(w / module));
}

export function decodeCode128(svg: string): string {
  const widths = modulesOf(svg);
  if (widths.slice(-7).join('') !== STOP) throw new Error('no Stop symbol at the end');
  const values: number[] = [];
  for (let at = 0; at < widths.length - 7; at += 6) {
    const value = PATTERNS.indexOf(widths.slice(at, at + 6).join(''));
    if (value < 0) throw new Error(`no Code 128 symbol at module group ${at / 6}`);
    values.push(value);
  }
  const [start, ...rest] = values;
  const check = rest.pop();
  const sum = rest.reduce((total, value, i) => total + value * (i + 1), start as number);
  if (sum % 103 !== check) throw new Error('the check symbol does not match');
  let set = START[start as keyof typeof START];
  if (!set) throw new Error('no Start symbol');
  let text = '';
  for (const value of rest) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (value === 99) set = 'C';
    else if (value === 100 && set !== 'B') set = 'B';
    else if (value === 101 && set !== 'A') set = 'A';
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else if (set === 'A' && value < 64) text += String.fromCharCode(value + 32);
    else throw new Error(`symbol ${value} is not read here (set ${set})`);
  }
  return text;
}
