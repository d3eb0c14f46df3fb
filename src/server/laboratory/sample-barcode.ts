/**
 * A sample number as a Code 128 barcode (ISO/IEC 15417), drawn by bwip-js as SVG: the symbology
 * every laboratory analyser's and LIS scanner reads by default, dense enough for "SMP-2026-000123"
 * on a 50 mm label. Bars only: the label prints the number under them in its own type. The SVG
 * is drawn on the server (bwip-js's Node build), so the browser loads no barcode code and the
 * label, the API answer and the test read the same bars.
 */
import bwipjs from 'bwip-js/node';

/** Bar height in millimetres at scale 1 (bwip-js units); the label scales the SVG to fit. */
const BAR_HEIGHT = 8;

export function code128Svg(text: string): string {
  return bwipjs.toSVG({
    bcid: 'code128',
    text,
    height: BAR_HEIGHT,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
  });
}
