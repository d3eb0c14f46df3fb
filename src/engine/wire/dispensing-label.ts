/**
 * A dispensing's labels (`GET /api/pharmacy/dispensings/{id}/label`, the label print view): one
 * label per medicine handed out, composed by the server, each with what the patient needs to take
 * it and what the pharmacy needs to trace it.
 */
export interface DispensingLabelItem {
  /** The prescription item it gives (one row per item in a dispensing). */
  prescription_item: number;
  /** The product's name: "Amoxicillin 500 mg capsule". */
  drug: string;
  generic_name: string | null;
  strength: string | null;
  /** "Take 1 capsule three times daily for 7 days" (src/engine/pharmacy/directions.ts). */
  directions: string;
  /** "1 capsule", "500 mg". */
  dose: string;
  route: string | null;
  frequency: string;
  duration_days: number | null;
  /** Handed out in this dispensing, in the product's unit. */
  quantity: number;
  /** The product's unit, counted: "21 capsules". */
  quantity_text: string;
  instructions: string | null;
  /** The batches it came from, first expiry first: "B123 exp 31-12-2027". */
  batches: { batch_number: string; expiry_date: string | null }[];
}

export interface DispensingLabel {
  dispensing_number: string;
  prescription_number: string | null;
  /** The hospital's name (company record), else "". */
  hospital: string;
  /** The patient's full name; "Patient #12" for a reader who may not read patients. */
  patient: string;
  /** Shown to readers of the patient's MRN; else null. */
  mrn: string | null;
  /** "02-03-2026", on the hospital's clock. */
  dispensed_on: string;
  /** The pharmacist's name, else the e-mail they dispensed under. */
  pharmacist: string;
  items: DispensingLabelItem[];
}
