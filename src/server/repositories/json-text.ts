/** A JSON text column holding a list of strings; anything else reads as empty. */
export function parseStringList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}
