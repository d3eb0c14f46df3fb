/**
 * The demo ketoacidosis patient (admission diagnosis E10.1) and its medication orders, as the
 * Doctor's lists read them: shared by the demo ward tests (demo-inpatient: the move from IV to
 * subcutaneous insulin; demo-insulin-route: the route of each insulin order).
 */
import type { Row } from './demo-suite';

/** A seeded demo as useSeededDemo gives it, with a Doctor among its roles. */
interface DemoLists {
  list(role: 'doctor', model: string, query?: string): Promise<Row[]>;
}

export interface DkaStay {
  admission: Row | undefined;
  orders: Row[];
  /** The order whose indication holds `words` ('(FRIII)', 'bolus', 'basal insulin'...). */
  order(words: string): Row | undefined;
}

export async function dkaStay(demo: DemoLists): Promise<DkaStay> {
  const [disease] = await demo.list('doctor', 'disease', '&filter[code]=E10.1');
  const [admission] = (await demo.list('doctor', 'impatient')).filter(
    (a) => a.admission_diagnosis === disease?.id,
  );
  const orders = await demo.list(
    'doctor',
    'medicationOrder',
    `&filter[admission]=${admission?.id}`,
  );
  return {
    admission,
    orders,
    order: (words) => orders.find((o) => String(o.indication).includes(words)),
  };
}
