import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { DealsSidebar } from './deals-sidebar';

/** Where the dashboard block shows the deals: only where the two-column layout hides its sidebar, or always. */
export type DashboardDealsProps = { show?: 'without-sidebar' | 'always' };

// Above 768 px the two-column layout shows the sidebar with the same deals: the block hides there
// (display: none, so assistive technology does not read the deals twice either).
const WithoutSidebar = styled.div`
  display: none;
  ${({ theme }) => theme.media.upTo768} {
    display: block;
  }
`;

/**
 * The special deals as a dashboard block (component `deals`): the same heading, cards and drawer as
 * the sidebar, for the phones whose layout hides the sidebar (spec 2: at 768 px or less).
 */
export function DashboardDeals({ props }: ItemRendererProps) {
  const show = (props as DashboardDealsProps | undefined)?.show;
  if (show === 'always') return <DealsSidebar />;
  return (
    <WithoutSidebar data-testid="dashboard-deals">
      <DealsSidebar />
    </WithoutSidebar>
  );
}
