import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

/** An in-app path: from the root, with its query and hash if any. */
export type AppPath = `/${string}`;

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: AppPath;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** What React Router's Link lets the browser handle itself: another button, a modifier key, another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return event.defaultPrevented || event.button !== 0 || (target !== undefined && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * React Router's Link for the app's own paths, at a fraction of its cost: two context reads, where
 * each Link also resolves its path against the route matches and builds a URL when it renders (~1 ms a link on the bench's phone; the header, bottom bar, footer and cards
 * hold some 60 of them, rendered while the page hydrates; docs/decisions/022, "Web, seventh round").
 * A click navigates through the router's history as Link does: a push, or a replace when the path
 * is the current one. Relative paths and Link's other options are Link's work.
 */
export function AppLink({ to, replace, state, onClick, target, ref, ...rest }: AppLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (browserHandles(event, target)) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    if (replace ?? here === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={navigate} />;
}

type AppNavLinkProps = Omit<AppLinkProps, 'className'> & {
  /** Only the path itself is active, not the paths below it (for `/`). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** AppLink that knows whether it leads to the current page (as React Router's NavLink: aria-current, a class). */
export function AppNavLink({ end = false, className, to, ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();
  const target = to.split(/[?#]/)[0]!.toLowerCase();
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  return <AppLink {...rest} to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
