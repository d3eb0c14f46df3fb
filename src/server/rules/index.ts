/**
 * Every rule the server knows, by domain (one file per rule under rules/<domain>/). A model's
 * JSON names the ones it runs (`"rules": [...]`).
 */
import { bookingSlot } from './appointments/booking-slot';
import { physicianHours } from './appointments/physician-hours';
import { chargePricing } from './billing/charge-pricing';
import { creditNote } from './billing/credit-note';
import { invoiceCharges } from './billing/invoice-charges';
import { invoiceCreditLimit } from './billing/invoice-credit-limit';
import { invoicePricing } from './billing/invoice-pricing';
import { labRequestCharges } from './billing/lab-request-charges';
import { paymentAllocation } from './billing/payment-allocation';
import { radiologyRequestCharges } from './billing/radiology-request-charges';
import { visitCharges } from './billing/visit-charges';
import { diagnosisPrimary } from './clinical/diagnosis-primary';
import { diseaseCode } from './clinical/disease-code';
import { evaluatedAt } from './clinical/evaluated-at';
import { visitPatient } from './clinical/visit-patient';
import { vitalSignFlags } from './clinical/vital-sign-flags';
import { vitalSignTakenAt } from './clinical/vital-sign-taken-at';
import { emergencyArrival } from './emergency/arrival';
import { emergencyDisposition } from './emergency/disposition';
import { emergencyExaminedAt } from './emergency/examined-at';
import { emergencyTriage } from './emergency/triage';
import { inpatientAdmission } from './inpatient/admission';
import { admissionRecord } from './inpatient/admission-record';
import { inpatientBed } from './inpatient/bed';
import { inpatientBedTransfer } from './inpatient/bed-transfer';
import { dischargeSummaryRule } from './inpatient/discharge-summary';
import { doseContainerClose } from './inpatient/dose-container-close';
import { medicationAdministrationRule } from './inpatient/medication-administration';
import { medicationOrderRule } from './inpatient/medication-order';
import { acceptanceNoteRule, transferNoteRule } from './inpatient/note-defaults';
import { orderSheetRule } from './inpatient/order-sheet';
import { inpatientRoom } from './inpatient/room';
import { signedNote } from './inpatient/signed-note';
import { inpatientWard } from './inpatient/ward';
import { labRequestCancellation } from './laboratory/request-cancellation';
import { labRequestOrdering } from './laboratory/request-ordering';
import { labRequestTests } from './laboratory/request-tests';
import { labResultCritical } from './laboratory/result-critical';
import { labResultLinks } from './laboratory/result-links';
import { labResultProgress } from './laboratory/result-progress';
import { labResultValues } from './laboratory/result-values';
import { labResultVerification } from './laboratory/result-verification';
import { labSampleCollection } from './laboratory/sample-collection';
import { labSampleType } from './laboratory/sample-type';
import { testCatalogue } from './laboratory/test-catalogue';
import { testService } from './laboratory/test-service';
import { likelyDuplicate } from './patients/likely-duplicate';
import { dispensingRule } from './pharmacy/dispensing';
import { issuingPharmacy } from './pharmacy/issuing-pharmacy';
import { prescriptionRule } from './pharmacy/prescription';
import { prescriptionItemRule } from './pharmacy/prescription-item';
import { radiologyRequestProgress } from './radiology/request-progress';
import { radiologyResultRequest } from './radiology/result-request';
import { radiologyResultSignature } from './radiology/result-signature';
import { radiologyTestService } from './radiology/test-service';
import { stockAdjustment } from './stock/adjustment';
import { productCatalogue } from './stock/product-catalogue';
import { productRoutes } from './stock/product-routes';
import { productService } from './stock/product-service';
import { stockReceipt } from './stock/receipt';
import { stockReturn } from './stock/return';
import { pharmacySale } from './stock/sale';
import { stockServerKept } from './stock/server-kept';
import { transferMovement } from './stock/transfer-movement';
import { transferRequest } from './stock/transfer-request';
import { transferTrail } from './stock/transfer-trail';
import { warehouseCatalogue } from './stock/warehouse';
import { anesthesiaSeries } from './surgery/anesthesia-series';
import { caseBooking } from './surgery/case-booking';
import { caseProgress } from './surgery/case-progress';
import { caseRecord } from './surgery/case-record';
import { safetyChecklistRule } from './surgery/checklist';
import { caseConsumables } from './surgery/consumables';
import { countSheetRule } from './surgery/count-sheet';
import { operatingRoom } from './surgery/operating-room';
import { operationNoteRule } from './surgery/operation-note';
import { pacuRule } from './surgery/pacu';
import { preAnesthesiaRule } from './surgery/pre-anesthesia';
import { rebookedFasting } from './surgery/rebooked-fasting';
import type { ModelRule } from './types';
import { appointmentCheckIn } from './visits/check-in';
import { visitQueueNumber } from './visits/queue-number';
import { screenDefaults } from './visits/screen-defaults';
import { visitPayer } from './visits/visit-payer';
import { visitTimes } from './visits/visit-times';

export const BUILT_IN_RULES: readonly ModelRule[] = [
  stockServerKept,
  stockReceipt,
  stockAdjustment,
  prescriptionRule,
  prescriptionItemRule,
  issuingPharmacy,
  dispensingRule,
  transferRequest,
  transferTrail,
  transferMovement,
  stockReturn,
  pharmacySale,
  productService,
  productCatalogue,
  productRoutes,
  warehouseCatalogue,
  physicianHours,
  bookingSlot,
  likelyDuplicate,
  evaluatedAt,
  chargePricing,
  invoicePricing,
  invoiceCharges,
  invoiceCreditLimit,
  paymentAllocation,
  creditNote,
  visitCharges,
  labRequestCharges,
  labRequestOrdering,
  labRequestTests,
  labRequestCancellation,
  labSampleCollection,
  labSampleType,
  labResultLinks,
  labResultValues,
  labResultVerification,
  labResultProgress,
  labResultCritical,
  radiologyRequestCharges,
  radiologyTestService,
  radiologyRequestProgress,
  radiologyResultRequest,
  radiologyResultSignature,
  visitPatient,
  diagnosisPrimary,
  diseaseCode,
  testCatalogue,
  testService,
  vitalSignTakenAt,
  vitalSignFlags,
  emergencyArrival,
  emergencyTriage,
  emergencyDisposition,
  emergencyExaminedAt,
  visitQueueNumber,
  visitPayer,
  visitTimes,
  appointmentCheckIn,
  screenDefaults,
  admissionRecord,
  medicationOrderRule,
  medicationAdministrationRule,
  doseContainerClose,
  signedNote,
  orderSheetRule,
  acceptanceNoteRule,
  transferNoteRule,
  dischargeSummaryRule,
  inpatientWard,
  inpatientRoom,
  inpatientBed,
  inpatientBedTransfer,
  inpatientAdmission,
  caseRecord,
  operatingRoom,
  caseBooking,
  caseProgress,
  rebookedFasting,
  safetyChecklistRule,
  countSheetRule,
  caseConsumables,
  operationNoteRule,
  preAnesthesiaRule,
  anesthesiaSeries,
  pacuRule,
];
