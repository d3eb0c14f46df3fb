// `npm run bench [name...]`: runs bench/<name>.ts for each name given, or every benchmark.
// Not part of `npm test`: the figures go in the issue notes, never into timed assertions.
const ALL = [
  'engine',
  'server',
  'accounts',
  'api',
  'spreadsheets',
  'billing',
  'lab-result-entry',
  'queue',
  'lab-worklist',
  'stock',
  'dispensing',
  'bed-board',
  'chart',
  'anesthesia-chart',
  'forms',
  'grid',
  'bundle',
];
const chosen = process.argv.slice(2).filter((name) => ALL.includes(name));
for (const name of chosen.length > 0 ? chosen : ALL) {
  await import(`./${name}.ts`);
  console.log();
}

export {};
