/** The seeded randomness the demo plan draws from, so the same seed gives the same hospital. */

/** mulberry32: a small, fast, seeded generator; the same seed gives the same sequence. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let roll = next() * pairs.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pairs[pairs.length - 1]?.[0] as T;
  };
  return { int, pick, weighted, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof randomFrom>;

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Unique mobile numbers without the +251 prefix: Ethio Telecom 9..., Safaricom 7... */
export function phoneBook(random: Random) {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const phone = random.chance(0.85)
        ? `9${random.int(1, 9)}${pad(random.int(0, 9_999_999), 7)}`
        : `7${random.int(0, 2)}${pad(random.int(0, 9_999_999), 7)}`;
      if (!used.has(phone)) {
        used.add(phone);
        return phone;
      }
    }
  };
}
