import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/config';
import { andMore, namedAtMost, toErrorBody, validationFailed } from '../../../src/server/errors';

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? serverFiles(full) : [full];
  });
}

describe('validationFailed', () => {
  it('is the 422 with one detail per problem, their messages joined unless summarised', () => {
    const problems = [
      { field: 'first_name', message: 'First Name is required' },
      { field: 'phone', message: 'Phone is not valid' },
    ];
    expect(toErrorBody(validationFailed(problems))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'First Name is required; Phone is not valid',
      details: problems,
    });
    expect(validationFailed(problems, '2 problems').message).toBe('2 problems');
  });

  it('is the only place the server words a 422 VALIDATION_FAILED', () => {
    const wording = serverFiles(path.join(projectRoot, 'src/server'))
      .filter((file) => !file.endsWith(`${path.sep}errors.ts`))
      .filter((file) => /422,\s*(code: )?'VALIDATION_FAILED'/.test(readFileSync(file, 'utf8')));
    expect(wording.map((file) => path.relative(projectRoot, file))).toEqual([]);
  });
});

describe('namedAtMost', () => {
  it('names the first 20, each cut to 100 characters, and counts the rest', () => {
    const names = Array.from({ length: 25 }, (_, i) => (i === 0 ? 'x'.repeat(150) : `k${i}`));
    const { named, rest } = namedAtMost(names);
    expect(named).toHaveLength(20);
    expect(named[0]).toBe(`${'x'.repeat(100)}…`);
    expect(rest).toBe(' and 5 more');
    expect(namedAtMost(['a'])).toEqual({ named: ['a'], rest: '' });
    expect(andMore(20)).toBe('');
  });
});
