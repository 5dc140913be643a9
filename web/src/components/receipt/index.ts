export { ReceiptLayout, ReceiptPaper, ReceiptRow, ReceiptRule, SaleReceipt, type ReceiptHeader } from './Receipt';
export { INVOICE_PENDING_NOTICE, InvoiceReceipt } from './InvoiceReceipt';
export { CREDIT_NOTE_TITLE, CreditNoteReceipt } from './CreditNoteReceipt';
export { loadInvoiceQr } from './invoiceQr';
export { ReturnReceipt } from './ReturnReceipt';
export { ReceiptWidthSelect } from './ReceiptWidthSelect';
export { receiptWidth, useReceiptWidth } from './receiptWidth';
export { PRINT_AREA_ID, useReceiptPrinter } from './useReceiptPrinter';
export { useReceiptHeader } from './useReceiptHeader';
