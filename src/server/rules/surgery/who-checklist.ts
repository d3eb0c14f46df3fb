/**
 * The WHO Surgical Safety Checklist (first edition, 2009: www.who.int/publications/i/item/
 * 9789241598590) as data: its three steps, the questions of each (fields of `safetyChecklist`,
 * labelled in the WHO's words in schemas/safetyChecklist.json) and what answers let the step be
 * signed. A tick-box question must be ticked; a question with choices must be answered with one
 * of its `answers` (each is the WHO's own: "No" to a known allergy is an answer, not a refusal).
 *
 * The schema's `dependencies` on `phase` hide the other steps' questions from a step's form;
 * tests/unit/server/surgery/who-checklist.test.ts holds the two in step.
 */

export const CHECKLIST_PHASES = ['Sign In', 'Time Out', 'Sign Out'] as const;
export type ChecklistPhase = (typeof CHECKLIST_PHASES)[number];

export interface ChecklistQuestion {
  field: string;
  /** Choices that answer it; none: a tick box that must be ticked. */
  answers?: readonly string[];
}

export const WHO_CHECKLIST: Record<ChecklistPhase, readonly ChecklistQuestion[]> = {
  // Before induction of anaesthesia.
  'Sign In': [
    { field: 'identity_site_procedure_consent_confirmed' },
    { field: 'site_marked', answers: ['Yes', 'Not applicable'] },
    { field: 'anaesthesia_safety_check_completed' },
    { field: 'pulse_oximeter_functioning' },
    { field: 'known_allergy', answers: ['No', 'Yes'] },
    { field: 'difficult_airway_risk', answers: ['No', 'Yes, and equipment/assistance available'] },
    {
      field: 'blood_loss_risk',
      answers: ['No', 'Yes, and adequate intravenous access and fluids planned'],
    },
  ],
  // Before skin incision.
  'Time Out': [
    { field: 'team_introduced' },
    { field: 'confirmed_name_procedure_incision' },
    { field: 'antibiotic_prophylaxis', answers: ['Yes', 'Not applicable'] },
    { field: 'surgeon_critical_events_reviewed' },
    { field: 'anaesthesia_concerns_reviewed' },
    { field: 'sterility_confirmed' },
    { field: 'imaging_displayed', answers: ['Yes', 'Not applicable'] },
  ],
  // Before the patient leaves the operating room.
  'Sign Out': [
    { field: 'procedure_name_recorded' },
    { field: 'counts_correct' },
    { field: 'specimen_labelled', answers: ['Labelled correctly', 'No specimen'] },
    { field: 'equipment_problems_addressed' },
    { field: 'recovery_concerns_reviewed' },
  ],
};

/** The step a checklist phase follows: the case's state in which it may be started. */
export const PHASE_STARTS_AT: Record<ChecklistPhase, string> = {
  'Sign In': 'Pre-op',
  'Time Out': 'In Theatre',
  'Sign Out': 'Time-out Done',
};

export const isPhase = (value: unknown): value is ChecklistPhase =>
  (CHECKLIST_PHASES as readonly unknown[]).includes(value);

const ticked = (value: unknown) => value === true || value === 1 || value === '1';

/** The questions of `phase` this record leaves unanswered (or answered with no allowed answer). */
export function unansweredQuestions(
  phase: ChecklistPhase,
  record: Record<string, unknown>,
): ChecklistQuestion[] {
  return WHO_CHECKLIST[phase].filter((question) =>
    question.answers
      ? !question.answers.includes(String(record[question.field] ?? ''))
      : !ticked(record[question.field]),
  );
}
