import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToast } from '../components/ui/toast-store.js';

// The toast outlet (Radix Toast) loads with the first toast, not with every page: it is not part
// of the landing page's first download (issue 13: initial JavaScript <= 110 KB gzipped).
const Toaster = lazy(() =>
  import('../components/ui/toaster.js').then((m) => ({ default: m.Toaster })),
);

/** Mounts the toaster once a toast has been shown, and keeps it mounted from then on. */
function ToastOutlet() {
  const { current } = useToast();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Query cache and the toast outlet, around the whole app (and around components in tests). */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
