/**
 * A lab sample's label (`GET /api/lab/samples/{id}/label`, the label print view): what a
 * 50 x 25 mm tube label carries, composed by the server.
 */
export interface LabSampleLabel {
  sample_number: string;
  /**
   * The sample number as a Code 128 barcode: an SVG drawn by bwip-js on the server, bars only
   * (the number is printed under it as text), scaled by the label to its width.
   */
  barcode_svg: string;
  /** The patient's full name; "Patient #12" for a reader who may not read patients. */
  patient: string;
  /** Shown to readers of those patient fields; else null. */
  mrn: string | null;
  sex: string | null;
  /** "34 y", "8 mo", "12 d" on the day of collection. */
  age: string | null;
  sample_type: string;
  container: string | null;
  /** "02-03-2026 08:05", on the hospital's clock. */
  collected_at: string;
  request_number: string;
  priority: string | null;
}
