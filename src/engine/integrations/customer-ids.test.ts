import { describe, expect, it } from 'vitest';
import { mapCustomerIds } from './customer-ids';

const member = {
  id: 'm-1',
  email: 'verified@demo.test',
  phone: '',
  points: 125000,
  params_v2: { customer_id: 'CUST-M-1', loyalty_no: 42, nested: { deep: ' x ' }, empty: '   ', flag: true, list: ['a'] },
};

describe('customer ids from the member', () => {
  it('reads each identifier from its member field, dotted paths included', () => {
    expect(mapCustomerIds({ registered: 'email', customer_id: 'params_v2.customer_id' }, member)).toEqual({
      registered: 'verified@demo.test',
      customer_id: 'CUST-M-1',
    });
  });

  it('skips a mapping to a missing or empty field instead of sending it empty', () => {
    expect(
      mapCustomerIds({ registered: 'email', phone: 'phone', crm: 'params_v2.crm_id', blank: 'params_v2.empty', far: 'params_v2.customer_id.x' }, member),
    ).toEqual({ registered: 'verified@demo.test' });
  });

  it('sends numbers as text, trims strings and skips booleans, lists and objects', () => {
    expect(
      mapCustomerIds({ no: 'params_v2.loyalty_no', deep: 'params_v2.nested.deep', flag: 'params_v2.flag', list: 'params_v2.list', obj: 'params_v2' }, member),
    ).toEqual({ no: '42', deep: 'x' });
  });

  it('never reads through the prototype chain', () => {
    expect(mapCustomerIds({ a: 'constructor', b: '__proto__.toString', c: 'email.length' }, member)).toEqual({});
  });

  it('gives nothing without a mapping or a member', () => {
    expect(mapCustomerIds(undefined, member)).toEqual({});
    expect(mapCustomerIds({ registered: 'email' }, null)).toEqual({});
  });
});
