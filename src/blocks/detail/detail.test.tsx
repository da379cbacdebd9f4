import { render, screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ScreenRenderer, type ItemRendererProps, type SingleDataSource } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { definition as entry } from './index';

const user: SingleDataSource = {
  kind: 'single',
  query: (params) => queryOptions({ queryKey: ['user', params], queryFn: async () => ({ id: String(params.id), first_name: 'Jana', points: 12345 }) }),
};

describe('detail block', () => {
  it('shows a field list with formats', async () => {
    render(
      <Providers registry={{ blocks: [entry], dataSources: { user } }}>
        <ScreenRenderer
          screen={{
            blocks: [
              {
                type: 'detail',
                props: {
                  dataSource: 'user',
                  fields: [
                    { name: 'first_name', label: 'forms.fields.firstName' },
                    { name: 'points', label: 'history.columns.points', format: 'points' },
                  ],
                },
              },
            ],
          }}
        />
      </Providers>,
    );
    expect(await screen.findByText('Jana')).toBeInTheDocument();
    expect(screen.getByText('123.45')).toBeInTheDocument();
  });

  it('passes the item and route params to a named item renderer', async () => {
    const Card = ({ item }: ItemRendererProps) => <p>card of {(item as { id: string }).id}</p>;
    render(
      <Providers registry={{ blocks: [entry], dataSources: { user }, itemRenderers: { card: Card } }}>
        <ScreenRenderer
          params={{ id: '42' }}
          screen={{ blocks: [{ type: 'detail', props: { dataSource: 'user', params: { id: ':id' }, itemRenderer: 'card' } }] }}
        />
      </Providers>,
    );
    expect(await screen.findByText('card of 42')).toBeInTheDocument();
  });
});
