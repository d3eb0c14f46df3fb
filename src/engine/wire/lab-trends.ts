/**
 * A patient's released lab values of one parameter over time (`GET /api/lab/patients/{id}/trend
 * ?parameter=HGB&limit=10`), for the trend panel on the patient chart and the lab request: the
 * shapes shared by the server that reads them and the browser that draws them.
 */

/** A parameter the patient has released results for, to pick a trend by. */
export interface LabTrendParameter {
  /** The catalogue's parameter code ("HGB"): what the trend is asked for by. */
  code: string;
  name: string;
  unit: string;
  /** How many released values the patient has of it. */
  count: number;
  /** Whether any of them is a number (a chart can be drawn), not only options or text. */
  numeric: boolean;
  /** When its latest value was released (ISO instant). */
  last_released_at: string;
}

/** One released value, as the testResult the server keeps. */
export interface LabTrendPoint {
  /** The testResult. */
  id: number;
  released_at: string;
  collected_at: string | null;
  /** As printed ("12.4", "Positive"). */
  value: string;
  /** The value as a number; null for an option or text. */
  value_number: number | null;
  unit: string;
  /** The range the server flagged it against, as printed ("13.5 - 17.5", "< 200"). */
  reference_range: string;
  /** That range's bounds, to shade; null where it is open or not a number. */
  low: number | null;
  high: number | null;
  /** Normal, Low, High, Critical Low, Critical High, Abnormal; null when none was given. */
  flag: string | null;
  lab_request: number | null;
}

export interface LabTrendAnswer {
  patient: number;
  /** Every parameter the patient has released values for, the most recently released first. */
  parameters: LabTrendParameter[];
  /** The code asked for; null when none was (the answer then holds the choices alone). */
  parameter: string | null;
  /** Its latest values (at most `limit`), oldest first, as a chart reads them. */
  points: LabTrendPoint[];
}
