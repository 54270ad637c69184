/** What the other reservation folders use of this one (decision 057). */
export {
  PAYMENT_MESSAGES,
  capture,
  payWithPaypal,
  paypalAmountText,
  paypalCustomIdOf,
  paypalQuoteCustomIdOf,
  refuseUsedPayment,
  sameMoney,
  type PaypalPayment,
} from './paypal-capture-service.js';
export { lockPaypalOrder } from './paypal-queries.js';
export { createQuotePaypalOrder } from './paypal-order-service.js';
