import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@salone/router';
import { createSaloneStore, setupListeners } from '@salone/api-client';
import { SaloneProviders } from '@salone/host';
import { AppRoutes } from './app/AppRoutes';

/** The one store of the app; remotes use it through the shell's providers. */
const store = createSaloneStore();
// Queries on screen are fetched again when the connection comes back.
setupListeners(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SaloneProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SaloneProviders>
  </StrictMode>,
);
