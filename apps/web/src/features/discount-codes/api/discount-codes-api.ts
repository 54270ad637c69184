import {
  discountCodeListQuerySchema,
  type CreateDiscountCodeInput,
  type DiscountCode,
  type UpdateDiscountCodeInput,
} from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

/** A discount code as its edit sends it back: every field the update takes, at the version read. */
export const discountCodeUpdateOf = (code: DiscountCode, isActive = code.isActive): UpdateDiscountCodeInput => ({
  code: code.code,
  type: code.type,
  from: code.from,
  to: code.to,
  percentage: code.percentage,
  amount: code.amount,
  isActive,
  version: code.version,
});

export const discountCodesApi = crudApi<
  DiscountCode,
  CreateDiscountCodeInput,
  UpdateDiscountCodeInput,
  typeof discountCodeListQuerySchema
>({
  path: '/discount-codes',
  query: discountCodeListQuerySchema,
  noun: 'Discount code',
  toUpdate: discountCodeUpdateOf,
});
