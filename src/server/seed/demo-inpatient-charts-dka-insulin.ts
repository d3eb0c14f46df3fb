/**
 * The insulin orders of the demo's ketoacidosis patient (demo-inpatient-charts-dka.ts, a man of
 * 60 kg), after the Joint British Diabetes Societies for Inpatient Care, "The management of
 * diabetic ketoacidosis in adults" (JBDS-IP, revised 2021):
 * - a fixed-rate IV insulin infusion (FRIII) of 0.1 unit/kg/h, 6 units/h: 50 units of soluble
 *   insulin made up to 50 mL of 0.9% sodium chloride (1 unit/mL) by syringe pump, a new syringe
 *   when one runs out (50 units last some 8 hours at 6 units/h); both infusions are ordered IV,
 *   not by soluble insulin's catalogue route (SC);
 * - stopped when the ketoacidosis resolved (ketones below 0.6 mmol/L, pH above 7.3) at 14 hours
 *   in the night, when the patient was not yet eating: a variable-rate infusion (VRIII) with
 *   10% glucose until breakfast, as the guideline says;
 * - at breakfast, subcutaneous basal-bolus insulin, the first subcutaneous dose given before the
 *   IV insulin stops, which runs on for 30 minutes after it (the guideline's overlap: the IV
 *   insulin is not stopped until 30 to 60 minutes after the subcutaneous short-acting dose).
 *   His usual doses unknown (his insulin had run out), the regimen is worked out by weight as
 *   JBDS-IP does for a new one: a total of about 0.5 unit/kg a day (30 units), half as basal and
 *   half as boluses with the three meals. Human insulins as the formulary holds them (WHO Model
 *   List of Essential Medicines, 2023): isophane 8 units twice daily (the ward's 08:00 and 20:00
 *   round) and soluble insulin 5 units with each meal, ordered "With meals": due at the
 *   hospital's meal times (engine/inpatient/ward-dose-times.ts, MEAL_TIMES: 07:00, 12:00 and
 *   18:00), not at "Three times daily"'s 06:00, 14:00 and 22:00, which would chart a soluble
 *   insulin dose at 22:00 with no meal (a hypoglycaemia risk). Its first dose, with breakfast,
 *   is recorded against the breakfast dose time it falls nearest to.
 * Each order and dose is written at its moment (the seed's clock) and only once that moment has
 * come, so a demo seeded before breakfast still has its infusion running. The orders are Doctor's
 * and the doses the IPD Nurse's, taken from the ward's stock through inpatient.medication-
 * administration (a 10 mL vial of each insulin opened for the patient).
 */
import { doseWindowMs, isAsNeeded, nearestDoses } from '../../engine/inpatient';
import type { RecordValues } from '../models/model-runtime';
import { ZONE } from './demo-calendar';
import type { WardSeedContext } from './demo-inpatient-context';

const MINUTE_MS = 60_000;
/** What one syringe of the infusion holds: 50 units in 50 mL. */
const SYRINGE_UNITS = 50;

/** One insulin order: when it is written, its body, its doses and when and why it stops. */
interface InsulinOrder {
  /** Minutes after the chart's first entry (the infusion started on arrival). */
  orderedAt: number;
  product: string;
  /** The route's code when it is not the product's catalogue route (soluble insulin's SC). */
  route?: 'IV';
  dose: number;
  frequency: 'As needed' | 'Twice daily' | 'With meals';
  indication: string;
  instructions: string;
  /** Minutes after the chart's first entry at which a dose was given. */
  given: readonly number[];
  stop?: { at: number; reason: string };
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

export const DKA_INSULIN: readonly InsulinOrder[] = [
  {
    orderedAt: -10,
    product: 'INS-SOL-100',
    route: 'IV',
    dose: SYRINGE_UNITS,
    frequency: 'As needed',
    indication: 'Diabetic ketoacidosis: fixed-rate IV insulin infusion (FRIII)',
    instructions:
      'IV by syringe pump, not subcutaneous: 50 units soluble insulin made up to 50 mL with 0.9% sodium chloride (1 unit/mL) at 6 mL/h = 6 units/h (0.1 unit/kg/h for 60 kg); a new syringe when one runs out; do not stop until the doctor says so',
    given: [0, h(8, 20)],
    stop: {
      at: h(14),
      reason:
        'DKA resolved at 14 hours (ketones 0.5 mmol/L, pH 7.34) but not eating at night: changed to a variable-rate IV insulin infusion with 10% glucose until breakfast (JBDS-IP 2021)',
    },
  },
  {
    orderedAt: h(14, 5),
    product: 'INS-SOL-100',
    route: 'IV',
    dose: SYRINGE_UNITS,
    frequency: 'As needed',
    indication: 'DKA resolved, not eating: variable-rate IV insulin infusion (VRIII)',
    instructions:
      'IV by syringe pump: 50 units soluble insulin in 50 mL 0.9% sodium chloride at the rate of the hospital variable-rate scale for the hourly capillary glucose (2.5-3 units/h at 8-10 mmol/L), with 10% glucose 125 mL/h; stop 30 minutes after the first subcutaneous soluble insulin',
    given: [h(14, 10)],
    stop: {
      at: h(20, 35),
      reason:
        'Eating breakfast: soluble insulin 5 units given subcutaneously with it at the start of the basal-bolus regimen; IV insulin stopped 30 minutes after that first subcutaneous dose (JBDS-IP 2021)',
    },
  },
  {
    orderedAt: h(20, 2),
    product: 'INS-SOL-100',
    dose: 5,
    frequency: 'With meals',
    indication: 'Type 1 diabetes: bolus (mealtime) insulin, 15 units a day',
    instructions:
      'Subcutaneous, with each meal (breakfast, lunch and supper) once the meal is in front of the patient; not if the meal is missed; capillary glucose before each meal. First dose with breakfast before the IV insulin stops',
    given: [h(20, 5)],
  },
  {
    orderedAt: h(20, 2),
    product: 'INS-NPH-100',
    dose: 8,
    frequency: 'Twice daily',
    indication: 'Type 1 diabetes: basal insulin (isophane), 16 units a day',
    instructions:
      'Subcutaneous, at the 08:00 and 20:00 rounds, whether eating or not; with the mealtime soluble insulin about 0.5 unit/kg a day (JBDS-IP 2021, by weight: 60 kg)',
    given: [],
  },
];

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A dose given at `given` (ms) as [the dose time it is recorded against, when it is given]: the
 * moment itself for an order given as needed; else the order's scheduled dose nearest to it (the
 * meal it was given with), given within that dose's window: the chart's hours are counted from
 * arrival, so on a night the clocks change they fall an hour off the wall clock's meal times.
 */
function onSchedule(order: InsulinOrder, startAt: number, given: number): [number, number] {
  const schedule = { sheet: 'Continuous', frequency: order.frequency, startAt: iso(startAt) };
  if (isAsNeeded(schedule)) return [given, given];
  const due = nearestDoses(schedule, new Date(given), ZONE, 1)[0]?.getTime() ?? given;
  const window = doseWindowMs(schedule);
  return [due, Math.min(Math.max(given, due - window), due + window)];
}

/** One step of the orders' story: an order written, its doses given, or it stopped. */
interface Step {
  at: number;
  order: number;
  kind: 'write' | 'give' | 'stop';
}

/**
 * The patient's insulin orders and their doses so far, from the chart's first entry
 * (`chartFrom`), each step in the order it happened (a stopped order's open vial is closed
 * unless another Active order of the insulin draws from it, so the variable-rate infusion
 * stops only after the subcutaneous order and its first dose); how many orders exist by the
 * seed's moment.
 */
export async function seedDkaInsulin(
  ctx: WardSeedContext,
  admission: number,
  chartFrom: number,
): Promise<number> {
  const [doctor, nurse] = [await ctx.as('Doctor'), await ctx.as('IPD Nurse')];
  const unit = await ctx.idBy('unitOfMeasurement', 'code', 'IU');
  const now = ctx.now.getTime();
  const at = (minutes: number) => chartFrom + minutes * MINUTE_MS;
  const doses = (order: InsulinOrder) =>
    order.given
      .map((given) => onSchedule(order, at(order.orderedAt), at(given)))
      .filter(([, given]) => given <= now);
  const steps: Step[] = DKA_INSULIN.flatMap((order, n): Step[] => {
    const last = doses(order).at(-1)?.[1];
    return [
      { at: at(order.orderedAt), order: n, kind: 'write' },
      ...(last === undefined ? [] : [{ at: last, order: n, kind: 'give' as const }]),
      ...(order.stop ? [{ at: at(order.stop.at), order: n, kind: 'stop' as const }] : []),
    ];
  })
    .filter((step) => step.at <= now)
    .toSorted((a, b) => a.at - b.at || a.order - b.order);
  const ids = new Map<number, number>();
  for (const step of steps) {
    const order = DKA_INSULIN[step.order] as InsulinOrder;
    const product = await ctx.idBy('product', 'code', order.product);
    if (step.kind === 'write') {
      const body: RecordValues = {
        admission,
        sheet: 'Continuous',
        product,
        ...(order.route ? { route: await ctx.idBy('medicineRoute', 'code', order.route) } : {}),
        dose: order.dose,
        dose_unit: unit,
        frequency: order.frequency,
        start_at: iso(step.at),
        indication: order.indication,
        instructions: order.instructions,
      };
      const where = { admission, product, indication: order.indication };
      ids.set(
        step.order,
        await ctx.ensure('medicationOrder', where, doctor, iso(step.at), () => body),
      );
      continue;
    }
    const id = ids.get(step.order) as number;
    if (step.kind === 'give')
      await ctx.ensureMany(
        'medicationAdministration',
        { medication_order: id },
        nurse,
        iso(step.at),
        () =>
          doses(order).map(([scheduled, given]) => ({
            medication_order: id,
            scheduled_at: iso(scheduled),
            administered_at: iso(given),
            outcome: 'Given',
          })),
      );
    else
      await ctx.move(
        'medicationOrder',
        id,
        ['Active', 'Stopped'],
        'Stopped',
        doctor,
        iso(step.at),
        {
          stop_reason: order.stop?.reason,
        },
      );
  }
  return ids.size;
}
