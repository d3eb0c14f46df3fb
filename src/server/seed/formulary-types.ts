/**
 * The shapes the formulary's seed files share (formulary.ts lists them and names the sources)
 * and the builders that keep each product on one line: a medicine is its code, generic name
 * (INN), strength, dosage form, route, the unit it is dispensed in, pack size and selling price
 * in birr; a supply its code, name, unit, pack size and price. Product codes are the billing
 * catalogue's too (stock.product-service): 2 to 20 capital letters, digits or dashes.
 */

export type ProductType =
  | 'Medicine'
  | 'Medical Supply'
  | 'Surgical Supply'
  | 'Laboratory Reagent'
  | 'Radiology Consumable';

/** One product as the seed plans it; references by code (unit, route) or name (category). */
export interface PlannedProduct {
  code: string;
  name: string;
  product_type: ProductType;
  category: string;
  unit: string;
  pack_size: number;
  /** The selling price of one dispensing unit, in birr. */
  price: number;
  generic_name?: string;
  strength?: string;
  dosage_form?: string;
  route?: string;
  requires_prescription?: boolean;
  controlled?: boolean;
  /** The mL one bottle holds, where the name does not say it (formulary-pack-volumes.ts). */
  pack_volume_ml?: number;
  /** Route codes it may also be ordered by (formulary-other-routes.ts). */
  other_routes?: readonly string[];
}

/** 'otc': sold without a prescription; 'controlled': a narcotic or psychotropic (register kept). */
export type MedicineFlag = 'otc' | 'controlled' | '';

/** [code, generic name, strength, dosage form, route, unit, pack size, price, flag?, name?] */
export type MedicineRow = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  MedicineFlag?,
  string?,
];

/** [code, name, unit, pack size, price] */
export type SupplyRow = readonly [string, string, string, number, number];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A therapeutic class's medicines; named "Amoxicillin 500 mg capsule" unless a row says. */
export function medicines(category: string, rows: readonly MedicineRow[]): PlannedProduct[] {
  return rows.map(([code, generic, strength, form, route, unit, pack, price, flag, name]) => ({
    code,
    name: name ?? `${capitalised(generic)} ${strength} ${form.toLowerCase()}`,
    product_type: 'Medicine',
    category,
    generic_name: generic,
    strength,
    dosage_form: form,
    route,
    unit,
    pack_size: pack,
    price,
    requires_prescription: flag !== 'otc',
    controlled: flag === 'controlled',
  }));
}

/** A kind of supply, reagent or consumable. */
export function supplies(
  product_type: Exclude<ProductType, 'Medicine'>,
  category: string,
  rows: readonly SupplyRow[],
): PlannedProduct[] {
  return rows.map(([code, name, unit, pack, price]) => ({
    code,
    name,
    product_type,
    category,
    unit,
    pack_size: pack,
    price,
  }));
}
