import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/config';
import {
  andMore,
  namedAtMost,
  rulesRefusal,
  toErrorBody,
  validationFailed,
} from '../../../src/server/errors';

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

describe('rulesRefusal', () => {
  const taken = {
    field: 'scheduled_at',
    message: 'The 09:30 slot is booked',
    conflict: 'SLOT_TAKEN',
  };
  const wrong = { field: 'reason', message: 'Reason is required' };

  it('answers 409 with the conflict code when every problem is a conflict', () => {
    expect(toErrorBody(rulesRefusal([taken]))).toEqual({
      status: 409,
      code: 'SLOT_TAKEN',
      message: 'The 09:30 slot is booked',
      details: [{ field: 'scheduled_at', message: 'The 09:30 slot is booked' }],
    });
  });

  it('answers 422 while the request has a problem of its own, conflicts listed with it', () => {
    expect(toErrorBody(rulesRefusal([wrong, taken]))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Reason is required; The 09:30 slot is booked',
      details: [wrong, { field: 'scheduled_at', message: 'The 09:30 slot is booked' }],
    });
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
