/** What the other reservation folders use of this one (decision 057). */
export {
  PAYMENT_MESSAGES,
  capture,
  payWithPaypal,
  paypalAmountText,
  paypalCustomIdOf,
  refuseUsedPayment,
  sameMoney,
} from './paypal-capture-service.js';
export { lockPaypalOrder } from './paypal-queries.js';
