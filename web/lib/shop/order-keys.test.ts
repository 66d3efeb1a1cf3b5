import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { orderKeys, showOrderStatus } from './order-keys.ts';

const order = (id: string, status = 'pending') => ({ id, status, allowedTransitions: ['confirmed', 'cancelled'] });

describe('showOrderStatus', () => {
  it('changes the order in every cached list, page of a list and detail, and leaves it without next steps', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.recent(5), [order('a'), order('b')]);
    client.setQueryData(orderKeys.store('s1'), { pages: [[order('a')], [order('c')]], pageParams: [0, 20] });
    client.setQueryData(orderKeys.detail('a'), order('a'));
    client.setQueryData(['/api/cart'], [{ id: 'a', status: 'pending' }]);

    showOrderStatus(client, 'a', 'confirmed');

    expect(client.getQueryData(orderKeys.recent(5))).toEqual([{ id: 'a', status: 'confirmed', allowedTransitions: [] }, order('b')]);
    expect(client.getQueryData<{ pages: unknown[][] }>(orderKeys.store('s1'))!.pages).toEqual([[{ id: 'a', status: 'confirmed', allowedTransitions: [] }], [order('c')]]);
    expect(client.getQueryData(orderKeys.detail('a'))).toMatchObject({ status: 'confirmed', allowedTransitions: [] });
    // Only order queries are touched.
    expect(client.getQueryData(['/api/cart'])).toEqual([{ id: 'a', status: 'pending' }]);
  });
});
