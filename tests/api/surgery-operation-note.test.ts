// The printed operation note (issue 21, spec 6.3), on both databases: the JSON the print view
// draws (hospital heading, patient, case number, theatre, day and times from the case's stamps,
// team, diagnosis with its ICD-10 code, procedure and the written sections, signed by its writer
// and when) and the PDF with the same text; 403 for those without the note's detail right, 404
// for no such note.
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '../../src/engine/documents/document-types';
import type { OperationNoteDocument } from '../../src/engine/documents/operation-note-types';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { a4PdfText } from '../helpers/pdf-text';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T14:00:00Z');
const lines = (list: DocumentLine[]) => Object.fromEntries(list.map((l) => [l.label, l.value]));

describe.each(dialectCases)('printed operation note on $dialect', ({ make, skip }) => {
  const { s, app, call } = useSurgerySuite({ make, skip }, () => NOW);

  it.skipIf(skip)(
    'prints the note of a case as JSON and PDF for its readers only',
    async () => {
      const patient = await s.patient({
        first_name: 'Tsion',
        middle_name: 'Girma',
        last_name: 'Wolde',
        sex: 'Female',
      });
      const surgicalCase = await s.caseAt('In Recovery', { patient });
      const made = await call('POST', '/models/operationNote', s.as.seniorDoctor, {
        surgical_case: surgicalCase.id,
        findings: 'Inflamed, non-perforated appendix.\nNo free pus.',
        procedure_details: 'Gridiron incision; appendix ligated and removed; layered closure.',
        estimated_blood_loss: 50,
        specimens: 'Appendix to histopathology',
        complications: 'None',
        post_op_instructions: 'Nil by mouth for 6 hours, then sips.\nIV ceftriaxone for 24 hours.',
      });
      expect(made.statusCode, made.body).toBe(201);
      const note = made.json();

      const answer = await call('GET', `/surgery/operation-notes/${note.id}/note`, s.as.doctor);
      expect(answer.statusCode, answer.body).toBe(200);
      const doc = answer.json() as OperationNoteDocument;
      expect(doc.kind).toBe('operationNote');
      expect(doc.title).toBe('Operation Note');
      expect(doc.filename).toBe(`${surgicalCase.case_number} operation note.pdf`);
      expect(lines(doc.patient)).toMatchObject({
        Name: 'Tsion Girma Wolde',
        MRN: expect.any(String),
        Sex: 'Female',
      });
      // The fixture takes cases into theatre on the server's clock (10:00 in the hospital's zone).
      expect(lines(doc.operation)).toEqual({
        'Case Number': surgicalCase.case_number,
        Theatre: `Theatre ${s.room.code} (${s.room.code})`,
        Date: 'March 2, 2026',
        Priority: 'Urgent',
        Side: 'Right',
        'Into Theatre': 'March 2, 2026, 9:00 AM',
        Incision: 'March 2, 2026, 9:00 AM',
        Closure: 'March 2, 2026, 9:00 AM',
        'To Recovery': 'March 2, 2026, 9:00 AM',
      });
      expect(lines(doc.team)).toEqual({
        Surgeon: 'Dr. Dawit Alemu',
        Anesthetist: 'Meron Tadesse',
        Anesthesia: 'General',
      });
      expect(doc.diagnosis).toEqual([
        {
          label: 'Pre-operative Diagnosis',
          value: expect.stringMatching(/^K35\.8 Acute appendicitis/),
        },
        { label: 'Procedure', value: 'Open appendicectomy', strong: true },
      ]);
      expect(doc.findings).toEqual(['Inflamed, non-perforated appendix.', 'No free pus.']);
      expect(doc.bloodLoss).toBe('50 mL');
      expect(doc.specimens).toEqual(['Appendix to histopathology']);
      expect(doc.complications).toEqual(['None']);
      expect(doc.postOpInstructions).toHaveLength(2);
      expect(lines(doc.signature)).toEqual({
        'Signed By': expect.stringMatching(/, March 2, 2026, 9:00 AM$/),
      });
      expect(lines(doc.signature)['Signed By']).not.toMatch(/^,/);

      const pdf = await app().inject({
        method: 'GET',
        url: `/api/surgery/operation-notes/${note.id}/note.pdf`,
        headers: s.as.recoveryNurse,
      });
      const text = await a4PdfText(pdf);
      for (const words of [
        'Tsion Girma Wolde',
        'Open appendicectomy',
        String(surgicalCase.case_number),
        'Appendix to histopathology',
        '50 mL',
      ])
        expect(text).toContain(words);

      for (const role of ['or-cashier', 'reception']) {
        const { headers } = await signIn(app(), `${role}@tena.demo`);
        const refused = await call('GET', `/surgery/operation-notes/${note.id}/note`, headers);
        expect(refused.statusCode, role).toBe(403);
        const refusedPdf = await call(
          'GET',
          `/surgery/operation-notes/${note.id}/note.pdf`,
          headers,
        );
        expect(refusedPdf.statusCode, role).toBe(403);
      }
      const none = await call('GET', '/surgery/operation-notes/999999/note', s.as.doctor);
      expect(none.statusCode).toBe(404);
    },
    60_000,
  );
});
