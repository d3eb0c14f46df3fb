// The addresses a surgical case's page reads beside the record (its anesthesia chart and
// record panels), kept apart from the panels so the app's first script can ask for them too.

/** `GET /api/surgery/cases/{id}/vitals`: the anesthetic record's vital signs as a series. */
export const caseVitalsUrl = (surgicalCase: number) =>
  `/api/surgery/cases/${encodeURIComponent(surgicalCase)}/vitals`;

/** `GET /api/surgery/cases/{id}/anesthesia-record`: the pre-anesthesia brief and every series. */
export const anesthesiaRecordUrl = (surgicalCase: number) =>
  `/api/surgery/cases/${encodeURIComponent(surgicalCase)}/anesthesia-record`;
