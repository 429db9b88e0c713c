import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain anchor: the page the link opens loads in full. */
function PlainLink({ to, children, ...props }: AppLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

const LinkComponent = createContext<ComponentType<AppLinkProps>>(PlainLink);

/**
 * The links of pages that also open without the router (/login's first load, src/login.tsx): inside the app
 * (app/RootLayout.tsx provides React Router's Link) they navigate in the page; there, they are plain anchors.
 */
export const AppLinkProvider = LinkComponent.Provider;

export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkComponent);
  return <Link {...props} />;
}
