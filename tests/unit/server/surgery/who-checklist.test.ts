// The WHO checklist's table (rules/surgery/who-checklist.ts) and the safetyChecklist schema say
// the same: each question is a field of its step, shown only on that step's form, with the
// schema's choices among the answers the table allows; and the table decides what is unanswered.
import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_PHASES,
  unansweredQuestions,
  WHO_CHECKLIST,
} from '../../../../src/server/rules/surgery/who-checklist';
import { shippedRegistry } from '../../../helpers/registry';

const schema = shippedRegistry().models.safetyChecklist;

describe('WHO Surgical Safety Checklist table', () => {
  it('names each question field once, shown only on its own step', () => {
    const fields = CHECKLIST_PHASES.flatMap((phase) => WHO_CHECKLIST[phase].map((q) => q.field));
    expect(new Set(fields).size).toBe(fields.length);
    const shownOnAStep = Object.entries(schema?.fields ?? {})
      .filter(([, field]) => JSON.stringify(field.dependencies ?? {}).includes('"phase"'))
      .map(([name]) => name);
    expect(shownOnAStep.sort()).toEqual([...fields].sort());
    for (const phase of CHECKLIST_PHASES)
      for (const question of WHO_CHECKLIST[phase]) {
        const field = schema?.fields[question.field];
        expect(field?.dependencies).toEqual({ phase: { value: phase } });
        if (question.answers)
          expect((field?.options ?? []).map((o) => o.id)).toEqual([...question.answers]);
        else expect(field?.type).toBe('checkbox');
      }
  });

  it('counts a box not ticked and a choice not made as unanswered', () => {
    const record = {
      identity_site_procedure_consent_confirmed: true,
      site_marked: 'Not applicable',
      anaesthesia_safety_check_completed: 1,
      pulse_oximeter_functioning: false,
      known_allergy: 'Yes',
      difficult_airway_risk: 'Maybe',
    };
    expect(unansweredQuestions('Sign In', record).map((q) => q.field)).toEqual([
      'pulse_oximeter_functioning',
      'difficult_airway_risk',
      'blood_loss_risk',
    ]);
  });
});
