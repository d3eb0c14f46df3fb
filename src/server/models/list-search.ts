import { type RawBuilder, sql } from 'kysely';
import { SEARCHED_TEXT_SEPARATOR, searchedText } from './covering-sort-indexes';
import { assertIdentifier } from './table-plan';

/**
 * A list search (`q`) is read as words: a record matches when every word is found, ignoring
 * case, somewhere in one of its searched fields, in any order ("malaria falciparum" finds
 * "Plasmodium falciparum malaria, unspecified", "B50 falciparum" its code and title). One word
 * is the substring search it always was. Repeated words count once.
 */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)];
}

/** `%word%` for LIKE, with LIKE's own characters taken literally (escape '\'). */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every word in some searched field, as one SQL condition. SQLite's LIKE ignores case (ASCII,
 * as its lower() does) and reads numbers as text, so each word is one LIKE on the searched
 * fields joined into one text, the value the covering sort indexes hold (a word cannot span
 * two fields: it never holds their separator). PostgreSQL tests each field with the very
 * expression its trigram indexes are built on, so the planner can combine them.
 */
export function allWordsFound(
  words: readonly string[],
  fields: readonly string[],
  postgres: boolean,
): RawBuilder<boolean> {
  const joined = sql.raw(searchedText(fields));
  const conditions = words.map((word) => {
    const like = likePattern(word);
    if (!postgres && !word.includes(SEARCHED_TEXT_SEPARATOR))
      return sql<boolean>`${joined} like ${like} escape '\\'`;
    return sql<boolean>`(${sql.join(
      fields.map((field) => {
        const column = sql.ref(assertIdentifier(field));
        return postgres
          ? sql`lower(cast(${column} as text)) like ${like} escape '\\'`
          : sql`${column} like ${like} escape '\\'`;
      }),
      sql` or `,
    )})`;
  });
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
