import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSection } from '@/engine/config';
import type { RouteLayout } from '@/engine/routes';

/** Extra room the single column leaves for the menu, the footer and margins (spec section 2). */
export const SINGLE_COLUMN_RESERVED_PX = 350;

const Page = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth}px;
  margin: 0 auto;
  padding: 24px 0;
  ${({ theme }) => theme.media.upTo1280} {
    padding: 24px 20px;
  }
`;

const TwoColumns = styled(Page)`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 3fr);
  column-gap: 40px;
  align-items: start;
  ${({ theme }) => theme.media.upTo1024} {
    column-gap: 20px;
  }
  ${({ theme }) => theme.media.upTo768} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  min-width: 0;
  ${({ theme }) => theme.media.upTo768} {
    display: none;
  }
`;

const Column = styled(Page)`
  min-height: calc(100vh - ${({ theme }) => theme.header.height}px - ${SINGLE_COLUMN_RESERVED_PX}px);
`;

/** Main 70% / sidebar 30%, 1140px max; the gap shrinks at 1024px or less; no sidebar at 768px or less. */
export function PageTwoColumn({ children, sidebar }: { children: ReactNode; sidebar?: ReactNode }) {
  return (
    <TwoColumns data-layout="page-two-column">
      <div>{children}</div>
      {sidebar && <Sidebar>{sidebar}</Sidebar>}
    </TwoColumns>
  );
}

/** One column, 1140px max, at least the viewport minus the header height minus 350px high. */
export function PageSingle({ children }: { children: ReactNode }) {
  return <Column data-layout="page-single">{children}</Column>;
}

const AuthFrame = styled.div`
  display: flex;
  min-height: calc(100vh - ${({ theme }) => theme.header.height}px);
`;

const AuthForm = styled.div`
  display: flex;
  flex: 1 1 50%;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  padding: 40px 20px;
  > * {
    width: 100%;
    max-width: 440px;
    margin-inline: auto;
  }
`;

const AuthImage = styled.img`
  display: block;
  flex: 1 1 50%;
  width: 50%;
  min-width: 0;
  object-fit: cover;
  ${({ theme }) => theme.media.below600} {
    display: none;
  }
`;

/** Sign-in and registration: the form beside GENERAL.auth_img (the image is hidden below 600px). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const general = useSection('GENERAL');
  const url = general.auth_img?.url;
  return (
    <AuthFrame data-layout="auth">
      <AuthForm>{children}</AuthForm>
      {url && <AuthImage src={url} alt="" data-testid="auth-image" />}
    </AuthFrame>
  );
}

const ConsentFrame = styled.div`
  display: flex;
  justify-content: center;
  min-height: calc(100vh - ${({ theme }) => theme.header.height}px);
  padding: 40px 20px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.black};
`;

const ConsentCard = styled.div`
  width: 100%;
  max-width: 720px;
  align-self: flex-start;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  ${({ theme }) => theme.media.below600} {
    padding: 20px;
  }
`;

/** A consent route opened while signed out: the document alone on a card, no page chrome. */
export function ConsentLayout({ children }: { children: ReactNode }) {
  return (
    <ConsentFrame data-layout="consent">
      <ConsentCard>{children}</ConsentCard>
    </ConsentFrame>
  );
}

export interface PageLayoutProps {
  /** The active route's layout (resolveRoutes). */
  layout: RouteLayout;
  /** The deals sidebar of two-column pages. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/** Picks the page layout a route names. */
export function PageLayout({ layout, sidebar, children }: PageLayoutProps) {
  switch (layout) {
    case 'page-two-column':
      return <PageTwoColumn sidebar={sidebar}>{children}</PageTwoColumn>;
    case 'page-single':
      return <PageSingle>{children}</PageSingle>;
    case 'auth':
      return <AuthLayout>{children}</AuthLayout>;
    case 'consent':
      return <ConsentLayout>{children}</ConsentLayout>;
    case 'bare':
      return <>{children}</>;
  }
}
