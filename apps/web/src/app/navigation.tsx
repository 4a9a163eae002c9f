import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  use,
} from 'react';

export interface NavigateOptions {
  replace?: boolean;
  /** Handed to the next screen (`location.state`), e.g. a notice for the login. */
  state?: unknown;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How the open area's screens move on. The router provides it (app/layouts/RootLayout.tsx); so does the login
 * entry, which renders the login before the router is loaded and loads the app on the first move (app/loginEntry).
 * Screens the login entry renders use this instead of React Router's hooks and `Link`.
 */
export interface AppNavigation {
  Link: ComponentType<AppLinkProps>;
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  location: { pathname: string; search: string; state: unknown };
}

const NavigationContext = createContext<AppNavigation | null>(null);

export function NavigationProvider({ value, children }: { value: AppNavigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

export function useAppNavigation(): AppNavigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('useAppNavigation needs a NavigationProvider');
  return navigation;
}

/** A link to a screen of the app (Mantine's `component={AppLink}` works as with React Router's `Link`). */
export function AppLink(props: AppLinkProps) {
  const { Link } = useAppNavigation();
  return <Link {...props} />;
}
