// Which watchers of a worklist its news reaches (engine/wire/worklist.ts worklistHears, as the
// server decides per watcher): one without filters hears every piece; one filtered by state hears
// its state's rows changing and any request moving (every state's count changes), not another
// state's rows; one filtered by modality hears nothing of another modality, moved or not; the lab
// worklist's news names no modality.
import { describe, expect, it } from 'vitest';
import { type WorklistNews, worklistHears } from '../../../src/engine/wire/worklist';

const renamed: WorklistNews = { states: ['Requested'], moved: false };
const moved: WorklistNews = { states: ['Requested', 'Scheduled'], moved: true };
const xray = (news: WorklistNews): WorklistNews => ({ ...news, modalities: ['X-Ray'] });

describe("a worklist's news and its watchers' filters", () => {
  it('reaches a watcher without filters always', () => {
    expect([renamed, moved, xray(renamed)].map((news) => worklistHears({}, news))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("reaches a state's watcher with its rows changing or a request moving", () => {
    expect(worklistHears({ status: 'Requested' }, renamed)).toBe(true);
    expect(worklistHears({ status: 'In Progress' }, renamed)).toBe(false);
    expect(worklistHears({ status: 'In Progress' }, moved)).toBe(true);
  });

  it("reaches a modality's watcher only with its modality", () => {
    expect(worklistHears({ modality: 'X-Ray' }, xray(renamed))).toBe(true);
    expect(worklistHears({ modality: 'Ultrasound' }, xray(moved))).toBe(false);
    expect(worklistHears({ modality: 'Ultrasound', status: 'Scheduled' }, xray(moved))).toBe(false);
    expect(worklistHears({ modality: 'X-Ray', status: 'Performed' }, xray(renamed))).toBe(false);
    // A request of no modality is on no modality's page.
    expect(worklistHears({ modality: 'CT Scan' }, { ...moved, modalities: [null] })).toBe(false);
    // The lab worklist's news names none: a modality (never sent by its page) is not asked.
    expect(worklistHears({ modality: 'X-Ray' }, renamed)).toBe(true);
  });
});
