/**
 * The kidney patient's laboratory results as the stories name them (demo-clinic-kidney.ts and
 * -today.ts): values by the catalogue's parameter codes, the server flagging each.
 */
import type { LabResult } from './demo-clinical-types';

/** Values by parameter code as a result's rows take them, in words. */
export const text = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([code, value]) => [code, String(value)]));
/** A normocytic anaemia's blood count: the haematocrit about three times the haemoglobin. */
export const bloodCount = (hgb: number): LabResult => ({
  test: 'CBC',
  values: text({ WBC: 6.4, HGB: hgb, HCT: Math.round(hgb * 30.5) / 10, MCV: 86, PLT: 236 }),
});
export const kidneys = (bun: number, creat: number, uric: number): LabResult => ({
  test: 'RFT',
  values: text({ BUN: bun, CREAT: creat, URIC: uric }),
});
export const salts = (na: number, k: number, cl: number, hco3: number): LabResult => ({
  test: 'ELEC',
  values: text({ NA: na, K: k, CL: cl, HCO3: hco3 }),
});
