/** One ICD-10 code of the seeded catalogue: its code and WHO's title. */
export type Icd10Row = readonly [code: string, title: string];
