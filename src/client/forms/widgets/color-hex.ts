/** Hex colour text of the colour field. */
const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** `#abc`, `abc`, `#AABBCC`, `aabbcc` as `#aabbcc`; undefined when it is no hex colour. */
export function normalizeHex(text: string): string | undefined {
  const t = text.trim();
  const short = HEX3.exec(t);
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = t.startsWith('#') ? t : `#${t}`;
  return HEX6.test(long) ? long.toLowerCase() : undefined;
}
