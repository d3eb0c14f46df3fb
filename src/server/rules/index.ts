/**
 * Every rule the server knows, by domain (one file per rule under rules/<domain>/). A model's
 * JSON names the ones it runs (`"rules": [...]`).
 */
import { paymentIntoInvoice } from './billing/payment-into-invoice';
import type { ModelRule } from './types';

export const BUILT_IN_RULES: readonly ModelRule[] = [paymentIntoInvoice];
