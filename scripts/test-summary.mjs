// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

const playwrightFile = path.join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
