import { Outlet } from 'react-router';
import { PanelScreenError } from '../pages/RouteErrorPage.tsx';
import { OpenLayout } from './OpenLayout.tsx';

/** The open area's layout route: its screens render in the layout's main region. */
export function OpenLayoutRoute() {
  return (
    <OpenLayout>
      <Outlet />
    </OpenLayout>
  );
}

/** The open layout's own guard failed (a held session that could not be loaded): the error inside the layout. */
export function OpenLayoutError() {
  return (
    <OpenLayout>
      <PanelScreenError />
    </OpenLayout>
  );
}
