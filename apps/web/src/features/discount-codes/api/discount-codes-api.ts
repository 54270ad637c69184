import {
  discountCodeListQuerySchema,
  type CreateDiscountCodeInput,
  type DiscountCode,
  type UpdateDiscountCodeInput,
} from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

export const discountCodesApi = crudApi<
  DiscountCode,
  CreateDiscountCodeInput,
  UpdateDiscountCodeInput,
  typeof discountCodeListQuerySchema
>({
  path: '/discount-codes',
  query: discountCodeListQuerySchema,
  noun: 'Discount code',
  toUpdate: (code, isActive) => ({
    code: code.code,
    type: code.type,
    from: code.from,
    to: code.to,
    percentage: code.percentage,
    amount: code.amount,
    isActive,
    version: code.version,
  }),
});
