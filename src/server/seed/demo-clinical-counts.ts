/**
 * What the demo's clinical day makes (demo-clinical-plan.ts), counted from its plan by kind, as
 * seedDemoHospital reports it and its tests expect it.
 */
import type { ClinicalPlan, ClinicalStep } from './demo-clinical-plan';

export interface ClinicalCounts {
  visits: number;
  vitalSigns: number;
  patientEvaluations: number;
  chiefComplaints: number;
  opdPhysicalExaminations: number;
  opdEvaluations: number;
  diagnoses: number;
  labRequests: number;
  labResults: number;
  radiologyRequests: number;
  radiologyResults: number;
  invoices: number;
  payments: number;
  emergencies: number;
  emergencyPhysicalExaminations: number;
  documents: number;
}

/** What the plan makes of each kind. */
export function clinicalCounts(plan: ClinicalPlan): ClinicalCounts {
  const of = (kind: ClinicalStep['kind']) => plan.steps.filter((s) => s.kind === kind).length;
  const records = (model: string) =>
    plan.steps.filter((s) => s.kind === 'record' && s.model === model).length;
  return {
    visits: plan.visits.length + plan.emergencies.length,
    vitalSigns: records('vitalSign') + of('emergencyVitals'),
    patientEvaluations: records('patientEvaluation'),
    chiefComplaints: records('chiefComplaint'),
    opdPhysicalExaminations: records('opdPhysicalExamination'),
    opdEvaluations: records('opdEvaluation'),
    diagnoses: records('diagnosis'),
    labRequests: of('lab'),
    labResults: of('labResult'),
    radiologyRequests: of('imaging'),
    radiologyResults: of('imagingReport'),
    invoices: of('settle'),
    payments: of('settle'),
    emergencies: plan.emergencies.length,
    emergencyPhysicalExaminations: of('emergencyExam'),
    documents: plan.documents.length,
  };
}
