import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, NavLink, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { AppLink, AppNavLink } from './app-link.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>;
}

const at = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="*" element={<>{links}<Where /></>} /></Routes>
    </MemoryRouter>,
  );

describe('AppLink', () => {
  it('renders a plain link to the path, and a click navigates in the app (a push)', () => {
    at('/', <AppLink to="/products?category=c1" className="x">Products</AppLink>);
    const link = screen.getByRole('link', { name: 'Products' });
    expect(link.getAttribute('href')).toBe('/products?category=c1');
    expect(link.className).toBe('x');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('PUSH /products?category=c1');
  });

  it('replaces the entry when the link leads to the page already shown, or when asked to', () => {
    at('/cart', <><AppLink to="/cart">Cart</AppLink><AppLink to="/auth" replace>Sign in</AppLink></>);
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /cart');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /auth');
  });

  it('leaves a modified click, another button or another target to the browser', () => {
    at('/', <><AppLink to="/faq">FAQ</AppLink><AppLink to="/terms" target="_blank">Terms</AppLink></>);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), init)).toBe(true); // not prevented
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('POP /');
  });

  it('lets its own onClick prevent the navigation', () => {
    at('/', <AppLink to="/faq" onClick={(event) => event.preventDefault()}>FAQ</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where').textContent).toBe('POP /');
  });
});

describe('AppNavLink', () => {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
  const paths = ['/', '/products', '/products/p1', '/Products', '/productsx', '/cart', '/street/tour'];
  const targets = [{ to: '/' as const, end: true }, { to: '/products' as const }, { to: '/street' as const }, { to: '/cart' as const }];

  it("is active, with aria-current, exactly where React Router's NavLink is", () => {
    for (const path of paths) {
      for (const { to, end } of targets) {
        const { unmount } = at(path, <><AppNavLink to={to} end={end} className={cls}>mine</AppNavLink><NavLink to={to} end={end} className={cls}>router</NavLink></>);
        const mine = screen.getByRole('link', { name: 'mine' });
        const router = screen.getByRole('link', { name: 'router' });
        expect([path, to, mine.className, mine.getAttribute('aria-current')]).toEqual([path, to, router.className, router.getAttribute('aria-current')]);
        unmount();
      }
    }
  });
});
